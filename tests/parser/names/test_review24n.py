"""Review of the eleventh names round (``namezoo24``, review24n): inputs at the edges of its
rules. A final "e" after one vowel and one consonant is no silent "e" ("Jake" is no Jack,
"Luke" no Luck); a name less its number is no sound of it beside a player of that name
("Joono" beside Juno and Juno2); a name of Latin letters with a Cyrillic look-alike among
them has no romanised key ("Раul" is no "Raul"); "This" or "That" with a capital may be a
player's name, no clause; "the" and a role after a name is a claim, its role naming nobody
("Ivo-the-hunter" beside Hunter), unless a player is named "the" and the role ("TheCop").
Read through ``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import ELEVENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=ELEVENTH_OTHERS)

JACK = _roster("Jack", "Ivo", "Juno")
MICK = _roster("Mick", "Ivo", "Juno")
LUCK = _roster("Luck", "Ivo", "Juno")
NICK = _roster("Nick", "Ivo", "Juno")
JACKSON = _roster("Jackson", "Jake", "Ivo")
MIKEY = _roster("Mikey", "Mick", "Ivo")
BLAKELY = _roster("Blakely", "Black", "Ivo")
LUKAS = _roster("Lukas", "Luck", "Ivo")
KATELYN = _roster("Katelyn", "Kat", "Ivo")
ADELE = _roster("Adele", "Adel", "Ivo")
JOLENE = _roster("Jolene", "Ivo", "Juno")
ANN = _roster("Ann", "Ivo", "Juno")
JUNO2 = _roster("Juno", "Juno2", "Ivo")
LARK99 = _roster("Lark", "Lark99", "Ivo")
LARKS = _roster("Lark1", "Lark2", "Ivo")
TANSY7 = _roster("Tansy", "Tansy7", "Ivo")
CATH = _roster("Catherine88", "Ivo", "Juno")
CATH2 = _roster("Catherine88", "Catherine", "Ivo")
PAUL = _roster("Раul", "Ivo", "Juno")  # a Cyrillic "Р" in it
PAUL2 = _roster("Раul", "Rauf", "Ivo")
HANA = _roster("Нana", "Nan", "Ivo")  # a Cyrillic "Н"
XENA = _roster("Хena", "Ivo", "Juno")  # a Cyrillic "Х"
JINO = _roster("Juno", "Jиno", "Ivo")  # a Cyrillic "и"
LARK2 = _roster("Lаrk", "Lark", "Ivo")  # a Cyrillic "а"
DIMA = _roster("Дима", "Dina", "Ivo")
NIKOS = _roster("Νίκος", "Niko", "Ivo")
SASHA = _roster("Саша", "Ivo", "Juno")
IVAN = _roster("Иван_2", "Ivo", "Juno")
IVANOV = _roster("Ivan Иванов", "Ivo", "Juno")  # a word in each script
ALEKS = _roster("Алекс", "Alex", "Ivo")
THIS = _roster("Will", "This", "Ivo")
THAT = _roster("Hope", "That", "Ivo")
HOPE = _roster("Hope", "Ivo", "Juno")
MARK = _roster("Mark", "Will", "Ivo")
THECOP = _roster("Ivo", "TheCop", "Juno")
HUNTER = _roster("Ivo", "Hunter", "Juno")
THEHUNTER = _roster("The Hunter", "Ivo", "Juno")
IVOHUNTER = _roster("Ivo", "Ivo the Hunter", "Juno")
MILLER = _roster("Juno", "Miller", "Ivo")
MASON = _roster("Ember", "Mason", "Ivo")

CASES = [
    # a final "e" after one vowel and one consonant makes the vowel long: no silent "e"
    (JACK, "Jake", None),  # was Jack
    (MICK, "Mike", None),  # was Mick
    (LUCK, "Luke", None),  # was Luck
    (NICK, "Nike", None),  # was Nick
    (JACKSON, "Jack", "Jackson"),  # was AMBIGUOUS with Jake
    (JACKSON, "Jake", "Jake"),
    (MIKEY, "Mike", "Mikey"),  # was AMBIGUOUS with Mick
    (BLAKELY, "Blake", "Blakely"),  # was AMBIGUOUS with Black
    (LUKAS, "Luke", "Lukas"),  # was Luck
    (KATELYN, "Kate", "Katelyn"),  # was AMBIGUOUS with Kat
    (KATELYN, "Kat", "Kat"),
    # guards: a silent "e" after more of a name, or after two consonants
    (CATH, "Katherine", "Catherine88"),
    (ADELE, "Adelle", AMBIGUOUS),  # Adele or Adel, as they sound
    (JOLENE, "Jolin", "Jolene"),
    (ANN, "Anne", "Ann"),
    # a name less its number is no sound of it beside a player of that name
    (JUNO2, "Joono", "Juno"),  # was AMBIGUOUS with Juno2
    (JUNO2, "Juno", "Juno"),
    (LARK99, "Larc", "Lark"),  # was AMBIGUOUS with Lark99
    (TANSY7, "Tanzy", "Tansy"),  # was AMBIGUOUS with Tansy7
    (CATH2, "Kathryn", "Catherine"),  # was AMBIGUOUS with Catherine88
    (CATH, "Kathryn", "Catherine88"),
    (LARKS, "Larc", AMBIGUOUS),
    # a Cyrillic look-alike among Latin letters: spelt as it looks, never romanised
    (PAUL, "Paul", "Раul"),
    (PAUL2, "Raul", AMBIGUOUS),  # Rauf or Раul mistyped; was Раul
    (HANA, "Nana", AMBIGUOUS),  # was Нana
    (XENA, "Xena", "Хena"),
    (XENA, "Khena", None),  # was Хena
    (JINO, "Jino", AMBIGUOUS),  # was Jиno
    (LARK2, "Lark", AMBIGUOUS),
    # guards: a name wholly in Cyrillic or Greek letters keeps its romanised key
    (DIMA, "Dima", "Дима"),
    (DIMA, "Dina", "Dina"),
    (NIKOS, "Nikos", "Νίκος"),
    (NIKOS, "Niko", "Niko"),
    (SASHA, "Sasha", "Саша"),
    (SASHA, "Sacha", "Саша"),
    (IVAN, "Ivan", "Иван_2"),
    (IVANOV, "Ivanov", "Ivan Иванов"),
    (ALEKS, "Aleks", "Алекс"),  # its romanisation, letter for letter
    # "This", "That" with a capital: a player's name listed, no clause
    (THIS, "Ivo, will This", AMBIGUOUS),  # was Ivo
    (THIS, "Ivo, will this work", "Ivo"),
    (THAT, "Ivo, hope That", AMBIGUOUS),  # was Ivo
    (THAT, "Ivo, hope that helps", "Ivo"),
    (HOPE, "ivo, hope this helps", "Ivo"),
    (MARK, "Mark, will this", "Mark"),
    # "the" and a role: a claim naming nobody, unless a player is named "the" and the role
    (THECOP, "IvoTheCop", AMBIGUOUS),  # Ivo and TheCop run together; was Ivo
    (THECOP, "Ivo TheCop", AMBIGUOUS),
    (HUNTER, "Ivo-the-hunter", "Ivo"),  # was Hunter
    (HUNTER, "IvoTheHunter", "Ivo"),  # was Hunter
    (HUNTER, "Ivo the Hunter", "Ivo"),
    (HUNTER, "IvoHunter", AMBIGUOUS),
    (THEHUNTER, "IvoTheHunter", AMBIGUOUS),  # was The Hunter
    (IVOHUNTER, "Ivo-the-hunter", "Ivo the Hunter"),
    (MILLER, "Juno_the_miller", "Juno"),  # was AMBIGUOUS
    (MILLER, "Juno_Miller", AMBIGUOUS),
    (MASON, "Ember-the-mason", "Ember"),  # was AMBIGUOUS
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review24n(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
