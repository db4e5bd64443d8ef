"""Names on unseen players, fifteenth round (issue #25, ``namezoo28``): invented rosters of
12-15 players with forum logins of every style. First the fourteenth round's leftovers
(short everyday words one key from a three-letter login: "mod", "bye", "nix"; "Kay" for
Kat with no Kay playing; "Doctor" beside The Doctor and Doctorow), then a login with a
leading article typed without it ("TheLark", "A_Juno"), a login of two words typed by
either ("RedWren"), a letter doubled or dropped in a long login ("Saffronn", "Safron"),
two letters swapped ("Iov", "Jnuo"), a title and a number ("Mr_Ivo_2"), initials ("JL",
"I.V.O."), a former login after a rename the host wrote down, a Latin name typed in
Cyrillic letters ("Юно" for Juno), a possessive or a claim after the name ("Ivo's",
"Ivo's scum"), a name in brackets or quotes, a login opening with a digit ("7Lark") and
logins with an emoji. Each case says what a host reads: the player, AMBIGUOUS with the
players it may mean (reported, never guessed) or nobody (reported). Read through
``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import FIFTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FIFTEENTH_OTHERS)

WORDS = _roster("Moe", "Byr", "Nox", "Ivo", "Juno", "Lark")
KAT = _roster("Kat", "Ivo", "Juno", "Lark", "Wren")
DOCTOR = _roster("The Doctor", "Doctorow", "Ivo", "Juno", "Lark")
DOCTOR_ALONE = _roster("The Doctor", "Ivo", "Juno", "Lark")
ARTICLE = _roster("TheLark", "A_Juno", "The_Wren", "An Ember", "Ivo", "Tansy")
TWO_WORDS = _roster("RedWren", "Wrenna", "Ivo", "Juno", "Tansy")
LONG = _roster("Saffron", "Marlowe", "Bramble", "Tansy", "Ivo", "Juno")
SWAPPED = _roster("Ivo", "Juno", "Lark", "Wren", "Ember", "Kat", "Tom")
TITLED = _roster("Mr_Ivo_2", "Juno", "Lark", "Wren", "Ember")
INITIALS = _roster("JL", "I.V.O.", "Wren", "Ember", "Tansy")
RENAMED = _roster(
    Player("Bramblewood", aliases=("Ivo",)), "Juno", "Lark", "Wren", "Ember"
)  # the host wrote "Ivo is now Bramblewood" into the game file
CYRILLIC = _roster("Ivo", "Juno", "Lark", "Ember", "Tansy", "Marlow")
POSSESSIVE = _roster("Ivo", "Juno", "Lark", "Wren", "Tansy")
QUOTED = _roster("Ivo", "Juno", "Lark", "Wren", "Ember")
DIGIT = _roster("7Lark", "2Juno", "Ivo", "Wren", "Ember")
EMOJI = _roster("Ivo 🦊", "Juno✨", "🌙Lark", "Wren🐦Song", "Ember")

CASES = [
    # the fourteenth round's leftovers
    (WORDS, "mod", None),  # the host's word: no Moe with a key slipped
    (WORDS, "Mod", None),
    (WORDS, "bye", None),  # a word said for itself, no Byr
    (WORDS, "nix", None),  # "no", no Nox
    (WORDS, "Moe", "Moe"),
    (WORDS, "Mpe", "Moe"),  # the slip rule still reads a slipped login
    (WORDS, "Nix lol", None),
    (KAT, "Kay", "Kat"),  # no Kay plays: a key slipped in Kat
    (KAT, "kay", "Kat"),
    (KAT, "Kat", "Kat"),
    (DOCTOR, "Doctor", "The Doctor"),  # a whole word of The Doctor's, no start of Doctorow
    (DOCTOR, "doctor", "The Doctor"),
    (DOCTOR, "the doctor", "The Doctor"),
    (DOCTOR, "The Doctor", "The Doctor"),
    (DOCTOR, "Doctorow", "Doctorow"),
    (DOCTOR, "Doctoro", "Doctorow"),
    (DOCTOR, "Doc", AMBIGUOUS),  # the Doctor's short title, or Doctorow's start
    (DOCTOR, "Dr", AMBIGUOUS),
    (DOCTOR, "Dr.", AMBIGUOUS),
    (DOCTOR_ALONE, "Doctor", "The Doctor"),
    (DOCTOR_ALONE, "Doc", "The Doctor"),
    (DOCTOR_ALONE, "Dr", "The Doctor"),
    # a leading article typed without
    (ARTICLE, "Lark", "TheLark"),
    (ARTICLE, "lark", "TheLark"),
    (ARTICLE, "the lark", "TheLark"),
    (ARTICLE, "TheLark", "TheLark"),
    (ARTICLE, "Juno", "A_Juno"),
    (ARTICLE, "a juno", "A_Juno"),
    (ARTICLE, "Wren", "The_Wren"),
    (ARTICLE, "the wren", "The_Wren"),
    (ARTICLE, "Ember", "An Ember"),
    (ARTICLE, "an ember", "An Ember"),
    (ARTICLE, "Ivo", "Ivo"),
    # a login of two words, typed by either
    (TWO_WORDS, "Red", "RedWren"),
    (TWO_WORDS, "red", "RedWren"),
    (TWO_WORDS, "Wren", "RedWren"),  # a whole word of RedWren's, a start of Wrenna's
    (TWO_WORDS, "wren", "RedWren"),
    (TWO_WORDS, "Red Wren", "RedWren"),
    (TWO_WORDS, "red_wren", "RedWren"),
    (TWO_WORDS, "Wrenna", "Wrenna"),
    (TWO_WORDS, "Wrena", "Wrenna"),
    # a letter doubled or dropped in a long login
    (LONG, "Saffronn", "Saffron"),
    (LONG, "Saffrron", "Saffron"),
    (LONG, "Safron", "Saffron"),
    (LONG, "Saffrn", "Saffron"),
    (LONG, "Marlowee", "Marlowe"),
    (LONG, "Marlwe", "Marlowe"),
    (LONG, "Brambble", "Bramble"),
    (LONG, "Bramle", "Bramble"),
    (LONG, "Tansyy", "Tansy"),
    (LONG, "Tnsy", "Tansy"),
    # two letters swapped
    (SWAPPED, "Iov", "Ivo"),  # three letters: the last two swapped
    (SWAPPED, "iov", "Ivo"),
    (SWAPPED, "IOV", "Ivo"),
    (SWAPPED, "Iov lol", "Ivo"),
    (SWAPPED, "Kta", "Kat"),
    (SWAPPED, "Tmo", "Tom"),
    (SWAPPED, "Jnuo", "Juno"),
    (SWAPPED, "Ujno", "Juno"),
    (SWAPPED, "Lrak", "Lark"),
    (SWAPPED, "Wern", "Wren"),
    (SWAPPED, "Emebr", "Ember"),
    (SWAPPED, "Vio", None),  # the first letter moved: no slip of Ivo's
    (SWAPPED, "Oiv", None),
    # a title and a number
    (TITLED, "Ivo", "Mr_Ivo_2"),
    (TITLED, "Mr Ivo", "Mr_Ivo_2"),
    (TITLED, "Mr. Ivo", "Mr_Ivo_2"),
    (TITLED, "Mister Ivo", "Mr_Ivo_2"),
    (TITLED, "Ivo 2", "Mr_Ivo_2"),
    (TITLED, "Ivo2", "Mr_Ivo_2"),
    (TITLED, "MrIvo2", "Mr_Ivo_2"),
    (TITLED, "mr ivo 2", "Mr_Ivo_2"),
    (TITLED, "Mr_Ivo", "Mr_Ivo_2"),
    # initials as a login
    (INITIALS, "JL", "JL"),
    (INITIALS, "jl", "JL"),
    (INITIALS, "J.L.", "JL"),
    (INITIALS, "J L", "JL"),
    (INITIALS, "IVO", "I.V.O."),
    (INITIALS, "ivo", "I.V.O."),
    (INITIALS, "I.V.O", "I.V.O."),
    (INITIALS, "I V O", "I.V.O."),
    # a former login after a rename the host wrote down
    (RENAMED, "Ivo", "Bramblewood"),
    (RENAMED, "ivo", "Bramblewood"),
    (RENAMED, "Bramblewood", "Bramblewood"),
    (RENAMED, "Bramble", "Bramblewood"),
    # a Latin name typed in Cyrillic letters
    (CYRILLIC, "Иво", "Ivo"),
    (CYRILLIC, "ИВО", "Ivo"),
    (CYRILLIC, "Ларк", "Lark"),
    (CYRILLIC, "ларк", "Lark"),
    (CYRILLIC, "Юно", "Juno"),
    (CYRILLIC, "Эмбер", "Ember"),
    (CYRILLIC, "Марлоу", "Marlow"),
    (CYRILLIC, "Ярослава", "Ярослава"),  # a Cyrillic login as written
    # a possessive or a claim after the name
    (POSSESSIVE, "Ivo's", "Ivo"),
    (POSSESSIVE, "Ivos'", "Ivo"),
    (POSSESSIVE, "Ivo’s", "Ivo"),
    (POSSESSIVE, "IVO'S", "Ivo"),
    (POSSESSIVE, "Juno's", "Juno"),
    (POSSESSIVE, "Lark's wagon", "Lark"),
    (POSSESSIVE, "Ivo's scum", "Ivo"),  # "Ivo is scum"
    (POSSESSIVE, "Ivo's town", "Ivo"),
    (POSSESSIVE, "Ivo's mafia", "Ivo"),
    (POSSESSIVE, "Ivo's the cop", "Ivo"),
    (POSSESSIVE, "Wren's scummy", "Wren"),
    (POSSESSIVE, "Tansy's sus", "Tansy"),
    # in brackets or quotes
    (QUOTED, "[Ivo]", "Ivo"),
    (QUOTED, "'Juno'", "Juno"),
    (QUOTED, '"Lark"', "Lark"),
    (QUOTED, "(Wren)", "Wren"),
    (QUOTED, "{Ivo}", "Ivo"),
    (QUOTED, "&lt;Ivo&gt;", "Ivo"),
    (QUOTED, "«Juno»", "Juno"),
    (QUOTED, "“Lark”", "Lark"),
    (QUOTED, "‘Wren’", "Wren"),
    (QUOTED, "`Ember`", "Ember"),
    # a login opening with a digit
    (DIGIT, "7Lark", "7Lark"),
    (DIGIT, "7lark", "7Lark"),
    (DIGIT, "Lark", "7Lark"),
    (DIGIT, "7 Lark", "7Lark"),
    (DIGIT, "Juno", "2Juno"),
    (DIGIT, "2juno", "2Juno"),
    # logins with an emoji
    (EMOJI, "Ivo", "Ivo 🦊"),
    (EMOJI, "Ivo 🦊", "Ivo 🦊"),
    (EMOJI, "Juno", "Juno✨"),
    (EMOJI, "Lark", "🌙Lark"),
    (EMOJI, "Lark🌙", "🌙Lark"),
    (EMOJI, "WrenSong", "Wren🐦Song"),
    (EMOJI, "Wren Song", "Wren🐦Song"),
    (EMOJI, "Wren", "Wren🐦Song"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_fifteenth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
