"""Names on unseen players, thirteenth round (issue #25, ``namezoo26``): invented rosters
of 12-19 players with forum logins of every style and the twelfth round's leftovers
("Winnow" beside Win, "L Lark" beside Lady Lark, "Juno?" beside Juno? and Juno, "Ivorie"
beside Ivory and Ivorian, "Wren's" beside Wren and Wrens); then diacritics typed without
("Zoe" for Zoë, "Bjorn" for Bjørn) and a name's two Unicode forms (composed, decomposed),
letters of another script that look alike (a Cyrillic "о" in "Ivо"), fullwidth letters,
a trailing "_" or "-" typed without, an at sign typed before the name, the article typed
("the Wren", "TheWren"), two words typed reversed ("Tea Bramble"), a title typed apart
("Mr. Ivo" for MrIvo), a number spelt as a word ("Juno Seven" for Juno7), a doubled
letter dropped or added, a nickname that starts two names ("Bram"), a zero-width joiner
or soft hyphen inside a name, a trailing emoji typed without, a plural possessive
("Larks'"). Each case says what a host reads: the player, AMBIGUOUS with the players it
may mean (reported, never guessed) or nobody (reported). Read through ``parse_post``;
names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import CYR_A, CYR_E, CYR_O, SHY, THIRTEENTH_OTHERS, VOTER, ZWJ, ZWSP, nfd, roster

_roster = partial(roster, others=THIRTEENTH_OTHERS)


WIN = _roster("Win", "Min", "Ivo", "Juno", "Lark")
LADY = _roster("Lady Lark", "Ivo", "Juno", "Wren")
ASKED = _roster("Juno?", "Juno", "Ivo", "Lark")
IVORY = _roster("Ivory", "Ivorian", "Juno", "Lark")
OWN = _roster("Wren", "Wrens", "Ivo", "Juno", "Lark")
MARKED = _roster("Zoë", "Bjørn", "José", "Renée", "Çelik", "Ivo", "Juno")
MARKED_NFD = _roster(nfd("Zoë"), nfd("José"), "Ivo", "Juno", "Lark")
LOOKALIKE = _roster(f"Iv{CYR_O}", f"L{CYR_A}rk", "Juno", "Wren", "Ember")
WIDE = _roster("Ivo", "Juno", "Lark", "Wren", "Bramble")
TRAILING = _roster("Ivo_", "Juno-", "Lark__", "_Wren_", "Ember", "Tansy")
AT = _roster("Ivo", "Juno", "Lark", "Wren_7", "Bramble Tea")
ARTICLE = _roster("Wren", "Lark", "TheJuno", "The Ember", "Ivo", "Tansy")
REVERSED = _roster("Bramble Tea", "Marlow Reed", "Saffron_Thorn", "Ivo", "Juno")
TITLED = _roster("MrIvo", "MsJuno", "Dr.Lark", "SirWren", "Lady_Ember", "Tansy")
NUMBERS = _roster("Juno7", "Lark2", "Ivo3", "Wren10", "Ember", "Tansy")
DOUBLED = _roster("Brammble", "Junno", "Lark", "Wren", "Emberr", "Ivo")
DROPPED = _roster("Bramble", "Juno", "Marrow", "Tansy", "Ivo", "Wren")
BRAM = _roster("Bramble", "Bramwell", "Ivo", "Juno", "Lark")
BRAM1 = _roster("Bramble", "Ivo", "Juno", "Lark", "Wren")
INVISIBLE = _roster("Ivo", "Juno", "Lark", "Bramble", "Wren", "Ember")
EMOJI = _roster("Luna🌙", "Ember 🔥", "Wren⭐", "🌻Tansy", "Ivo", "Juno")
PLURAL = _roster("Larks", "Wrens", "Ivo", "Juno", "Bramble")
PLURAL1 = _roster("Lark", "Wren", "Ivo", "Juno", "Bramble")

CASES = [
    # the twelfth round's leftovers
    (WIN, "Winnow", "Win"),  # Win now run together; no player Winnow
    (WIN, "Minnow", "Min"),
    (WIN, "Win", "Win"),
    (WIN, "Min", "Min"),
    (LADY, "L Lark", "Lady Lark"),  # a title's initial and the name
    (LADY, "L. Lark", "Lady Lark"),
    (LADY, "Lark", "Lady Lark"),
    (LADY, "Lady Lark", "Lady Lark"),
    (ASKED, "Juno?", "Juno?"),  # the mark typed: the name that has it
    (ASKED, "Juno", AMBIGUOUS),
    (ASKED, "Ivo?", "Ivo"),
    (IVORY, "Ivorie", AMBIGUOUS),
    (IVORY, "Ivoryan", "Ivorian"),
    (IVORY, "Ivori", AMBIGUOUS),
    (OWN, "Wren's", AMBIGUOUS),
    (OWN, "Wrens'", "Wrens"),
    (OWN, "Lark's", "Lark"),
    # diacritics typed without
    (MARKED, "Zoe", "Zoë"),
    (MARKED, "zoe", "Zoë"),
    (MARKED, "ZOE", "Zoë"),
    (MARKED, "Zoë", "Zoë"),
    (MARKED, "Bjorn", "Bjørn"),
    (MARKED, "bjorn", "Bjørn"),
    (MARKED, "Bjørn", "Bjørn"),
    (MARKED, "Jose", "José"),
    (MARKED, "José", "José"),
    (MARKED, "Renee", "Renée"),
    (MARKED, "Celik", "Çelik"),
    (MARKED, "Zoey", "Zoë"),
    (MARKED, "Bjorne", "Bjørn"),
    # a name's two Unicode forms
    (MARKED, nfd("Zoë"), "Zoë"),
    (MARKED, nfd("José"), "José"),
    (MARKED_NFD, "Zoë", nfd("Zoë")),
    (MARKED_NFD, "Zoe", nfd("Zoë")),
    (MARKED_NFD, "José", nfd("José")),
    (MARKED_NFD, "jose", nfd("José")),
    # letters of another script that look alike
    (LOOKALIKE, "Ivo", f"Iv{CYR_O}"),
    (LOOKALIKE, f"Iv{CYR_O}", f"Iv{CYR_O}"),
    (LOOKALIKE, "ivo", f"Iv{CYR_O}"),
    (LOOKALIKE, "Lark", f"L{CYR_A}rk"),
    (LOOKALIKE, f"Jun{CYR_O}", "Juno"),
    (LOOKALIKE, f"Emb{CYR_E}r", "Ember"),
    (LOOKALIKE, f"Wr{CYR_E}n", "Wren"),
    # fullwidth letters
    (WIDE, "Ｉｖｏ", "Ivo"),
    (WIDE, "ｊｕｎｏ", "Juno"),
    (WIDE, "ＬＡＲＫ", "Lark"),
    (WIDE, "Ｂｒａｍｂｌｅ", "Bramble"),
    # a trailing "_" or "-" typed without
    (TRAILING, "Ivo", "Ivo_"),
    (TRAILING, "ivo", "Ivo_"),
    (TRAILING, "Ivo_", "Ivo_"),
    (TRAILING, "Juno", "Juno-"),
    (TRAILING, "Juno-", "Juno-"),
    (TRAILING, "Lark", "Lark__"),
    (TRAILING, "Lark_", "Lark__"),
    (TRAILING, "Wren", "_Wren_"),
    (TRAILING, "Wren_", "_Wren_"),
    (TRAILING, "Ember_", "Ember"),
    # an at sign typed before the name
    (AT, "@Ivo", "Ivo"),
    (AT, "@ivo", "Ivo"),
    (AT, "@Juno", "Juno"),
    (AT, "@Wren_7", "Wren_7"),
    (AT, "@Wren", "Wren_7"),
    (AT, "@Bramble Tea", "Bramble Tea"),
    (AT, "@Bramble", "Bramble Tea"),
    (AT, "@ Lark", "Lark"),
    # the article typed
    (ARTICLE, "the Wren", "Wren"),
    (ARTICLE, "The Wren", "Wren"),
    (ARTICLE, "TheWren", "Wren"),
    (ARTICLE, "the_wren", "Wren"),
    (ARTICLE, "TheLark", "Lark"),
    (ARTICLE, "Juno", "TheJuno"),
    (ARTICLE, "the Juno", "TheJuno"),
    (ARTICLE, "TheJuno", "TheJuno"),
    (ARTICLE, "Ember", "The Ember"),
    (ARTICLE, "TheEmber", "The Ember"),
    (ARTICLE, "the ember", "The Ember"),
    # two words typed reversed
    (REVERSED, "Tea Bramble", "Bramble Tea"),
    (REVERSED, "tea bramble", "Bramble Tea"),
    (REVERSED, "TeaBramble", "Bramble Tea"),
    (REVERSED, "Reed Marlow", "Marlow Reed"),
    (REVERSED, "Thorn Saffron", "Saffron_Thorn"),
    (REVERSED, "Thorn_Saffron", "Saffron_Thorn"),
    (REVERSED, "Reed, Marlow", "Marlow Reed"),
    # a title typed apart
    (TITLED, "Mr. Ivo", "MrIvo"),
    (TITLED, "Mr Ivo", "MrIvo"),
    (TITLED, "mr ivo", "MrIvo"),
    (TITLED, "Ivo", "MrIvo"),
    (TITLED, "Ms. Juno", "MsJuno"),
    (TITLED, "Juno", "MsJuno"),
    (TITLED, "Dr Lark", "Dr.Lark"),
    (TITLED, "Dr. Lark", "Dr.Lark"),
    (TITLED, "Lark", "Dr.Lark"),
    (TITLED, "Sir Wren", "SirWren"),
    (TITLED, "Wren", "SirWren"),
    (TITLED, "Lady Ember", "Lady_Ember"),
    (TITLED, "Ember", "Lady_Ember"),
    # a number spelt as a word
    (NUMBERS, "Juno Seven", "Juno7"),
    (NUMBERS, "JunoSeven", "Juno7"),
    (NUMBERS, "juno seven", "Juno7"),
    (NUMBERS, "Juno 7", "Juno7"),
    (NUMBERS, "Lark Two", "Lark2"),
    (NUMBERS, "LarkTwo", "Lark2"),
    (NUMBERS, "Ivo Three", "Ivo3"),
    (NUMBERS, "Wren Ten", "Wren10"),
    (NUMBERS, "Juno", "Juno7"),
    # a doubled letter dropped or added
    (DOUBLED, "Bramble", "Brammble"),
    (DOUBLED, "bramble", "Brammble"),
    (DOUBLED, "Juno", "Junno"),
    (DOUBLED, "Ember", "Emberr"),
    (DOUBLED, "Brammble", "Brammble"),
    (DROPPED, "Brambble", "Bramble"),
    (DROPPED, "Brammble", "Bramble"),
    (DROPPED, "Junno", "Juno"),
    (DROPPED, "Marow", "Marrow"),
    (DROPPED, "Tanssy", "Tansy"),
    (DROPPED, "Wrenn", "Wren"),
    (DROPPED, "Ivvo", "Ivo"),
    # a nickname that starts two names
    (BRAM, "Bram", AMBIGUOUS),
    (BRAM, "bram", AMBIGUOUS),
    (BRAM, "Brambl", "Bramble"),
    (BRAM, "Bramw", "Bramwell"),
    (BRAM, "Bramwel", "Bramwell"),
    (BRAM1, "Bram", "Bramble"),
    # a zero-width joiner, space or a soft hyphen inside
    (INVISIBLE, f"I{ZWJ}vo", "Ivo"),
    (INVISIBLE, f"Ju{ZWJ}no", "Juno"),
    (INVISIBLE, f"Bram{SHY}ble", "Bramble"),
    (INVISIBLE, f"Em{SHY}ber", "Ember"),
    (INVISIBLE, f"La{ZWSP}rk", "Lark"),
    (INVISIBLE, f"Wren{ZWJ}", "Wren"),
    (INVISIBLE, f"{ZWSP}Ivo", "Ivo"),
    # a trailing emoji typed without
    (EMOJI, "Luna", "Luna🌙"),
    (EMOJI, "luna", "Luna🌙"),
    (EMOJI, "Ember", "Ember 🔥"),
    (EMOJI, "Wren", "Wren⭐"),
    (EMOJI, "Tansy", "🌻Tansy"),
    (EMOJI, "Luna🌙", "Luna🌙"),
    (EMOJI, "Luna 🌙", "Luna🌙"),
    # a plural possessive
    (PLURAL, "Larks'", "Larks"),
    (PLURAL, "Larks", "Larks"),
    (PLURAL, "Wrens'", "Wrens"),
    (PLURAL, "Larks's", "Larks"),
    (PLURAL1, "Larks'", "Lark"),
    (PLURAL1, "Wrens'", "Wren"),
    (PLURAL1, "Brambles'", "Bramble"),
    # logins of every style
    (WIN, "Thistle", "Thistle_88"),
    (WIN, "Hollowmere", "Hollowmere 🍂"),
    (WIN, "Stepan", "Степан"),
    (WIN, "Sorrel", "xXSorrelXx"),
    (WIN, "Pemberly", "PemberlyAshcombe"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_thirteenth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
