"""Names on unseen players, thirteenth round (``namezoo26``), two players colliding on each
of its axes: a name with an accent or a letter of another script beside the same name
without (typed with it, the name that has it; typed without, AMBIGUOUS), a Cyrillic
letter that looks Latin beside the Latin name (AMBIGUOUS either way), a name's two
Unicode forms, fullwidth letters, a trailing "_" beside the bare name, the article beside
a player named with it, two words and the same two reversed, a title glued on ("MrIvo",
"DrLark") beside the bare name and typed apart or spelt out ("Mister Ivo", "Doctor
Lark"), a number spelt in words past twelve ("Lark Ninety-Nine" beside Lark and Lark99),
a doubled letter beside the name without it, a nickname that starts two names, an emoji
left out beside the bare name, a plural possessive beside the singular; and "J L" in a
host's count beside JL and Juno Lark. Read through ``parse_post``, ``Roster.resolve`` and
``read_host_count``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster
from votecount.parser.hostcount import read_host_count

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import CYR_A, CYR_O, SHY, THIRTEENTH_OTHERS, VOTER, ZWJ, nfd, roster

_roster = partial(roster, others=THIRTEENTH_OTHERS)

ACCENTS = _roster("Zoë", "Zoe", "Zoey", "Ivo", "Juno")
BJORN = _roster("Bjørn", "Bjorn", "Björn", "Ivo", "Juno")
RENEE = _roster("Renée", "Renee", "Çelik", "Celik", "Ivo")
STRASSE = _roster("Straße", "Strasse", "Łukasz", "Lukasz", "Ivo")
FORMS = _roster(nfd("Zoë"), "Zoë", "José", "Jose", "Ivo")
LOOKALIKE = _roster(f"Iv{CYR_O}", "Ivo", f"L{CYR_A}rk", "Lark", "Juno")
TRAILING = _roster("Ivo", "Ivo_", "Wren", "Wren-", "Juno")
ARTICLE = _roster("Wren", "TheWren", "Lark", "The Lark", "Ivo")
THEO = _roster("Theo", "Wren", "Ivo", "Juno", "Lark")
REVERSED = _roster("Bramble Tea", "Tea Bramble", "Ivo Lark", "Lark Ivo", "Juno")
REVERSED2 = _roster("Bramble Tea", "Tea", "Bramble", "Ivo", "Juno")
TITLED = _roster("MrIvo", "Ivo", "DrLark", "Lark", "ProfWren", "Wren", "Juno")
TITLED2 = _roster("CaptainJuno", "Juno", "CaptEmber", "Ember", "SgtTansy", "Tansy", "Ivo")
TITLED3 = _roster("MrIvo", "MsIvo", "MrsIvo", "DrLark", "DocLark", "Juno")
TITLED4 = _roster("Mr_Ivo", "Ivo", "Mr.Juno", "Juno", "Lark")
GLUED_WORDS = _roster("Docile", "Mrivo", "MissingNo", "Ivo", "Juno", "Lark")
NUMBERS = _roster("Lark99", "Lark", "Juno77", "Juno7", "Ivo17", "Ivo", "Wren")
NUMBERS2 = _roster("Lark99", "Lark9", "Ivo20", "Twenty", "Juno0", "Juno")
DOUBLED = _roster("Bramble", "Brammble", "Juno", "Junno", "Ivo")
BRAM = _roster("Bramble", "Bramwell", "Abram", "Ivo", "Juno")
BRAM2 = _roster(Player("Bramble", aliases=("Bram",)), "Bramwell", "Ivo", "Juno")
BRAM3 = _roster("Bram", "Bramble", "Bramwell", "Ivo", "Juno")
EMOJI = _roster("Luna🌙", "Luna⭐", "Ember 🔥", "Ember", "Ivo")
INVISIBLE = _roster("Ivo", "I vo", "Zoë", "Zoe", "Juno")
PLURAL = _roster("Lark", "Larks", "Wren", "Wrens", "Ivo")
PLURAL2 = _roster("Lark", "Larkspur", "Ivo", "Juno")
AT = _roster("Ivo", "Ivory", "Juno", "Lark")

CASES = [
    # an accent typed: the name that has it; left out: AMBIGUOUS
    (ACCENTS, "Zoë", "Zoë"),
    (ACCENTS, "zoë", "Zoë"),
    (ACCENTS, "ZOË", "Zoë"),
    (ACCENTS, "Zoë!", "Zoë"),
    (ACCENTS, "Zoe", AMBIGUOUS),  # Zoe, or Zoë typed without its accent
    (ACCENTS, "zoe", AMBIGUOUS),
    (ACCENTS, "Zoé", AMBIGUOUS),  # an accent neither has
    (ACCENTS, "Zoey", "Zoey"),
    (BJORN, "Bjørn", "Bjørn"),
    (BJORN, "Björn", "Björn"),
    (BJORN, "Bjorn", AMBIGUOUS),
    (BJORN, "Bjoern", AMBIGUOUS),  # ø or ö written "oe"
    (RENEE, "Renée", "Renée"),
    (RENEE, "Renee", AMBIGUOUS),
    (RENEE, "Renèe", AMBIGUOUS),
    (RENEE, "Çelik", "Çelik"),
    (RENEE, "ÇELIK", "Çelik"),
    (RENEE, "celik", AMBIGUOUS),
    (STRASSE, "Straße", "Straße"),
    (STRASSE, "Strasse", AMBIGUOUS),
    (STRASSE, "Łukasz", "Łukasz"),
    (STRASSE, "Lukasz", AMBIGUOUS),
    # a name's two Unicode forms are one name
    (FORMS, "Zoë", AMBIGUOUS),  # the two players' names look the same
    (FORMS, nfd("Zoë"), AMBIGUOUS),
    (FORMS, "Zoe", AMBIGUOUS),
    (FORMS, "José", "José"),
    (FORMS, nfd("José"), "José"),
    (FORMS, "Jose", AMBIGUOUS),
    # a letter of another script that looks Latin: a host sees the same name either way
    (LOOKALIKE, f"Iv{CYR_O}", AMBIGUOUS),
    (LOOKALIKE, f"IV{CYR_O.upper()}", AMBIGUOUS),
    (LOOKALIKE, "Ivo", AMBIGUOUS),
    (LOOKALIKE, "Ｉｖｏ", AMBIGUOUS),  # fullwidth Latin letters: as "Ivo"
    (LOOKALIKE, f"L{CYR_A}rk", AMBIGUOUS),
    (LOOKALIKE, f"L{CYR_A}rk!", AMBIGUOUS),
    (LOOKALIKE, "Lark", AMBIGUOUS),
    (LOOKALIKE, "Juno", "Juno"),
    # a trailing "_" or "-": spelt with or without by habit
    (TRAILING, "Ivo", AMBIGUOUS),
    (TRAILING, "Ivo_", AMBIGUOUS),
    (TRAILING, "Ｉｖｏ", AMBIGUOUS),
    (TRAILING, "Wren-", AMBIGUOUS),
    (TRAILING, "Juno_", "Juno"),
    # the article beside a player named with it
    (ARTICLE, "TheWren", "TheWren"),
    (ARTICLE, "The Wren", "TheWren"),
    (ARTICLE, "Wren", "Wren"),
    (ARTICLE, "the lark", "The Lark"),
    (ARTICLE, "TheLark", "The Lark"),
    (ARTICLE, "Lark", "Lark"),
    (THEO, "TheWren", "Wren"),
    (THEO, "Theo", "Theo"),
    (THEO, "The Ivo", "Ivo"),
    # two words and the same two reversed
    (REVERSED, "Bramble Tea", "Bramble Tea"),
    (REVERSED, "Tea Bramble", "Tea Bramble"),
    (REVERSED, "Tea", AMBIGUOUS),
    (REVERSED, "Ivo Lark", "Ivo Lark"),
    (REVERSED, "LarkIvo", "Lark Ivo"),
    (REVERSED2, "Tea Bramble", AMBIGUOUS),  # Bramble Tea reversed, or Tea and Bramble
    (REVERSED2, "Bramble Tea", "Bramble Tea"),
    # a title glued on, beside the bare name
    (TITLED, "Mister Ivo", "MrIvo"),
    (TITLED, "mister ivo", "MrIvo"),
    (TITLED, "Mr Ivo", "MrIvo"),
    (TITLED, "Mr. Ivo", "MrIvo"),
    (TITLED, "Ivo", "Ivo"),
    (TITLED, "Doctor Lark", "DrLark"),
    (TITLED, "Doc Lark", "DrLark"),
    (TITLED, "Dr. Lark", "DrLark"),
    (TITLED, "Lark", "Lark"),
    (TITLED, "Professor Wren", "ProfWren"),
    (TITLED, "Prof Wren", "ProfWren"),
    (TITLED, "Wren", "Wren"),
    (TITLED2, "Capt Juno", "CaptainJuno"),
    (TITLED2, "Capt. Juno", "CaptainJuno"),
    (TITLED2, "Captain Juno", "CaptainJuno"),
    (TITLED2, "Juno", "Juno"),
    (TITLED2, "Captain Ember", "CaptEmber"),
    (TITLED2, "Ember", "Ember"),
    (TITLED2, "Sergeant Tansy", "SgtTansy"),
    (TITLED2, "Sgt Tansy", "SgtTansy"),
    (TITLED2, "Tansy", "Tansy"),
    (TITLED3, "Mister Ivo", "MrIvo"),
    (TITLED3, "Missus Ivo", "MrsIvo"),
    (TITLED3, "Miss Ivo", "MsIvo"),
    (TITLED3, "Ivo", AMBIGUOUS),
    (TITLED3, "Doctor Lark", AMBIGUOUS),  # DrLark or DocLark spelt out
    (TITLED3, "Dr Lark", "DrLark"),
    (TITLED3, "Doc Lark", "DocLark"),
    (TITLED4, "Mister Ivo", "Mr_Ivo"),
    (TITLED4, "Mr Ivo", "Mr_Ivo"),
    (TITLED4, "Ivo", "Ivo"),
    (TITLED4, "Mister Juno", "Mr.Juno"),
    (TITLED4, "Juno", "Juno"),
    (GLUED_WORDS, "Docile", "Docile"),
    (GLUED_WORDS, "Mrivo", "Mrivo"),
    (GLUED_WORDS, "MissingNo", "MissingNo"),
    (GLUED_WORDS, "Ivo", "Ivo"),
    # a number spelt in words past twelve
    (NUMBERS, "Lark Ninety-Nine", "Lark99"),
    (NUMBERS, "Lark Ninety Nine", "Lark99"),
    (NUMBERS, "LarkNinetyNine", "Lark99"),
    (NUMBERS, "lark ninety-nine", "Lark99"),
    (NUMBERS, "Lark", "Lark"),
    (NUMBERS, "Juno Seventy-Seven", "Juno77"),
    (NUMBERS, "Juno Seven", "Juno7"),
    (NUMBERS, "Ivo Seventeen", "Ivo17"),
    (NUMBERS, "Ivo", "Ivo"),
    (NUMBERS2, "Lark Ninety-Nine", "Lark99"),
    (NUMBERS2, "Lark Nine", "Lark9"),
    (NUMBERS2, "Lark Ninety", AMBIGUOUS),
    (NUMBERS2, "Ivo Twenty", "Ivo20"),
    (NUMBERS2, "Twenty", "Twenty"),
    (NUMBERS2, "Juno Zero", "Juno0"),  # zero, as before the round
    (NUMBERS2, "Juno", "Juno"),  # the bare name, as "Juno" beside Juno7 and Juno
    # a doubled letter beside the name without it
    (DOUBLED, "Bramble", "Bramble"),
    (DOUBLED, "Brammble", "Brammble"),
    (DOUBLED, "Brambble", AMBIGUOUS),
    (DOUBLED, "Juno", "Juno"),
    (DOUBLED, "Junno", "Junno"),
    (DOUBLED, "Junnno", AMBIGUOUS),
    # a nickname that starts two names
    (BRAM, "Bram", AMBIGUOUS),
    (BRAM, "Bramb", "Bramble"),
    (BRAM2, "Bram", "Bramble"),  # the roster's nickname
    (BRAM3, "Bram", "Bram"),
    (BRAM3, "Brams", "Bram"),
    # an emoji left out beside the bare name
    (EMOJI, "Luna", AMBIGUOUS),
    (EMOJI, "Luna🌙", "Luna🌙"),
    (EMOJI, "Luna ⭐", "Luna⭐"),
    (EMOJI, "Ember", AMBIGUOUS),
    (EMOJI, "Ember 🔥", "Ember 🔥"),
    # a zero-width joiner or soft hyphen inside
    (INVISIBLE, f"I{ZWJ}vo", AMBIGUOUS),
    (INVISIBLE, f"Zo{ZWJ}ë", "Zoë"),
    (INVISIBLE, f"Zo{SHY}e", AMBIGUOUS),
    (INVISIBLE, f"Ju{SHY}no", "Juno"),
    # a plural possessive beside the singular
    (PLURAL, "Larks'", "Larks"),
    (PLURAL, "Lark's", AMBIGUOUS),
    (PLURAL, "Lark'", "Lark"),
    (PLURAL, "Wrens'", "Wrens"),
    (PLURAL, "Wrens's", "Wrens"),
    (PLURAL2, "Larks'", AMBIGUOUS),  # Lark's, or Larkspur's start
    # an at sign typed before the name
    (AT, "@Ivo", "Ivo"),
    (AT, "@Ivo,", "Ivo"),
    (AT, "@Ivory", "Ivory"),
    (AT, "@@Juno", "Juno"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_thirteenth_zoo_more(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


RESOLVED = [
    # ``Roster.resolve``, as host posts read names
    (ACCENTS, "Zoë", "Zoë"),
    (ACCENTS, "Zoe", AMBIGUOUS),
    (LOOKALIKE, f"Iv{CYR_O}", AMBIGUOUS),
    (LOOKALIKE, "Ivo", AMBIGUOUS),
    (TITLED, "Mister Ivo", "MrIvo"),
    (TITLED, "Doctor Lark", "DrLark"),
    (NUMBERS, "Lark Ninety-Nine", "Lark99"),
]


@pytest.mark.parametrize(("roster", "text", "meant"), RESOLVED)
def test_thirteenth_zoo_resolve(roster: Roster, text: str, meant: str) -> None:
    found = roster.resolve(text)
    if meant == AMBIGUOUS:
        assert found.status.name == "AMBIGUOUS" and len(found.candidates) >= 2
    else:
        assert found.player == meant


def _spelt(*names: str) -> Roster:
    return Roster([*names, "Ivo", "Lark", "Wren", "Ember", "Tansy", "Warden"], hosts=["Warden"])


COUNT = "<b>Vote Count 1.2</b><br>J L (2): Ivo, Lark<br>Wren (1): Ember<br>Not voting: Tansy"
COUNTS = [
    # "J L" in a host's count: the player JL's or Juno Lark's wagon, never a guess
    (_spelt("JL", "Juno Lark"), {"Wren": ("Ember",)}),  # AMBIGUOUS: the wagon is left out
    (_spelt("JL"), {"JL": ("Ivo", "Lark"), "Wren": ("Ember",)}),
    (_spelt("Juno Lark"), {"Juno Lark": ("Ivo", "Lark"), "Wren": ("Ember",)}),
]


@pytest.mark.parametrize(("roster", "wagons"), COUNTS)
def test_thirteenth_zoo_count(roster: Roster, wagons: dict[str, tuple[str, ...]]) -> None:
    hc = read_host_count(COUNT, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
