"""Names on unseen players, tenth round (issue #25, ``names24``): invented rosters with
the ninth round's leftovers ("Mister Wren" beside Mr Wren and Wren, "June" beside Juno
and an alias Junebug, "Ivo and Juno" beside Ivo and a hydra "Ivor and Juno"), letters
doubled or dropped at a name's end ("Ivoo", "Jun"), names typed as they sound ("Kris"
for Chris), @-handles that differ from the display name, words swapped ("Grey Ivo"),
clan tags left off ("Ivo" for [TS] Ivo), a number left off beside the bare name
("Ivo" beside Ivo2000), lookalike letters (Cyrillic, Greek, full-width), players named
like common words or roles, long shared starts ("Ivor" beside Ivory and Ivorian),
marks in the roster's names ("Ivo!", "Juno?") and around the typed name ("Juno's'",
"[Ivo]", "Ivo:"). Each case says what a host reads: the player, AMBIGUOUS with the
players it may mean (reported, never guessed) or nobody (reported). Read through
``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

MISTER = roster("Mr Wren", "Wren", "Dr Lark", "Lark", "Prof Ivo", "Ivo", "Ms Juno", "Juno")
MISTER2 = roster("Mister Kestrel", "Kestrel", "Doctor Ember", "Ember", "Moss")
JUNEBUG = roster("Juno", Player("Wren", aliases=("Junebug",)), "Lark", "Ivo")
HYDRA = roster("Ivor and Juno", "Ivo", "Lark", "Wren")
ENDS = roster("Ivo", "Juno", "Lark", "Kestrel", "Wren", "Ember")
ENDS2 = roster("Ivo", "Ivor", "Juno", "Junot", "Lark", "Larks")
SOUND = roster("Chris", "Philippa", "Juno", "Catherine", "Jon", "Sean", "Kestrel")
HANDLES = roster(
    Player("wrenfeather", "Wren"), Player("ivo_g", "Ivo Grey"), Player("lark99", "Juno"), "Lark"
)
SWAPPED = roster("Ivo Grey", "Juno Lark", "Wren", "Kestrel Ash")
SWAPPED2 = roster("Ivo Grey", "Grey", "Juno", "Lark")
CLANS = roster("[TS] Ivo", "[TS] Juno", "Juno", "{KoR}Lark", "Wren [MS]", "Kestrel")
NUMBERS = roster("Ivo2000", "Ivo", "Juno2000", "Lark_99", "xXWrenXx", "Kestrel1", "Kestrel2")
LOOKS = roster("Ivo", "Juno", "Lark", "Kestrel", "Wren")
LOOKS2 = roster("Іvo", "Juno", "Lark")  # a Cyrillic І in the roster
WORDS = roster("Mark", "Will", "Hope", "Sunny", "Ivo", "Juno")
ROLES = roster("Cop", "Doctor", "Vig", "Ivo", "Juno", "Lark")
PREFIX = roster("Ivory", "Ivorian", "Juno", "Lark", "Kestrel")
MARKS = roster("Ivo!", "Juno?", "Lark...", "Wren", "Kestrel")
MARKS2 = roster("Ivo!", "Ivo", "Juno")
ROUND = roster("Ivo", "Juno", "Lark", "Kestrel", "Wren", "Ember")

CASES = [
    # the ninth round's leftovers: a title written out
    (MISTER, "Mister Wren", "Mr Wren"),  # was Wren
    (MISTER, "mister wren", "Mr Wren"),
    (MISTER, "Mr Wren", "Mr Wren"),
    (MISTER, "Mr. Wren", "Mr Wren"),
    (MISTER, "Wren", "Wren"),
    (MISTER, "Doctor Lark", "Dr Lark"),
    (MISTER, "Dr. Lark", "Dr Lark"),
    (MISTER, "Lark", "Lark"),
    (MISTER, "Professor Ivo", "Prof Ivo"),
    (MISTER, "Prof. Ivo", "Prof Ivo"),
    (MISTER, "Ivo", "Ivo"),
    (MISTER, "Miss Juno", "Ms Juno"),
    (MISTER, "Ms. Juno", "Ms Juno"),
    (MISTER, "Juno", "Juno"),
    (MISTER2, "Mr Kestrel", "Mister Kestrel"),
    (MISTER2, "Mr. Kestrel", "Mister Kestrel"),
    (MISTER2, "Kestrel", "Kestrel"),
    (MISTER2, "Dr Ember", "Doctor Ember"),
    (MISTER2, "Dr. Ember", "Doctor Ember"),
    (MISTER2, "Ember", "Ember"),
    (MISTER2, "Mister Moss", "Moss"),
    (MISTER2, "Dr Moss", "Moss"),
    # a typo of one name, or the start of another's alias
    (JUNEBUG, "June", AMBIGUOUS),  # Juno mistyped, or Junebug's start (was Wren)
    (JUNEBUG, "Juno", "Juno"),
    (JUNEBUG, "Junebug", "Wren"),
    (JUNEBUG, "Junebu", "Wren"),
    (JUNEBUG, "junebug", "Wren"),
    (JUNEBUG, "Jun", AMBIGUOUS),
    (JUNEBUG, "Wren", "Wren"),
    # two names listed beside a hydra's name
    (HYDRA, "Ivo and Juno", AMBIGUOUS),  # Ivo and Juno, or the hydra (was the hydra)
    (HYDRA, "Ivo, Juno", AMBIGUOUS),
    (HYDRA, "Ivo & Juno", AMBIGUOUS),
    (HYDRA, "Ivor and Juno", "Ivor and Juno"),
    (HYDRA, "Ivor & Juno", "Ivor and Juno"),
    (HYDRA, "ivor and juno", "Ivor and Juno"),
    (HYDRA, "Ivo", "Ivo"),
    (HYDRA, "Juno", "Ivor and Juno"),
    (HYDRA, "Lark and Wren", AMBIGUOUS),
    # letters doubled or dropped at a name's end
    (ENDS, "Ivoo", "Ivo"),
    (ENDS, "Junoo", "Juno"),
    (ENDS, "Larkk", "Lark"),
    (ENDS, "Wrenn", "Wren"),
    (ENDS, "Jun", "Juno"),
    (ENDS, "Kestre", "Kestrel"),
    (ENDS, "Embe", "Ember"),
    (ENDS, "Ivooooo", "Ivo"),
    (ENDS, "Larkkkk", "Lark"),
    (ENDS, "JUNOOOO", "Juno"),
    (ENDS2, "Ivo", "Ivo"),
    (ENDS2, "Ivor", "Ivor"),
    (ENDS2, "Ivoo", AMBIGUOUS),  # Ivo's "o" doubled, or Ivor's "r" mistyped
    (ENDS2, "Iv", AMBIGUOUS),
    (ENDS2, "Jun", AMBIGUOUS),
    (ENDS2, "Junoo", AMBIGUOUS),
    (ENDS2, "Lark", "Lark"),
    (ENDS2, "Larkss", "Larks"),
    # names typed as they sound
    (SOUND, "Kris", "Chris"),
    (SOUND, "Chriss", "Chris"),
    (SOUND, "Filippa", "Philippa"),
    (SOUND, "Philipa", "Philippa"),
    (SOUND, "Joono", "Juno"),
    (SOUND, "Katherine", "Catherine"),
    (SOUND, "Kathryn", "Catherine"),  # as it sounds (namezoo24; was unread)
    (SOUND, "John", "Jon"),
    (SOUND, "Shaun", None),
    (SOUND, "Kestral", "Kestrel"),
    # @-handles that differ from the display name
    (HANDLES, "@wrenfeather", "wrenfeather"),
    (HANDLES, "wrenfeather", "wrenfeather"),
    (HANDLES, "Wren", "wrenfeather"),
    (HANDLES, "@Wren", "wrenfeather"),
    (HANDLES, "@ivo_g", "ivo_g"),
    (HANDLES, "Ivo Grey", "ivo_g"),
    (HANDLES, "Ivo", "ivo_g"),
    (HANDLES, "@lark99", "lark99"),
    (HANDLES, "Juno", "lark99"),
    (HANDLES, "Lark", "Lark"),
    (HANDLES, "@Lark", "Lark"),
    # words swapped
    (SWAPPED, "Grey Ivo", "Ivo Grey"),
    (SWAPPED, "Lark Juno", "Juno Lark"),
    (SWAPPED, "Ash Kestrel", "Kestrel Ash"),
    (SWAPPED, "Grey, Ivo", "Ivo Grey"),
    (SWAPPED2, "Grey Ivo", AMBIGUOUS),  # Ivo Grey swapped, or Grey then more
    (SWAPPED2, "Ivo Grey", "Ivo Grey"),
    (SWAPPED2, "Grey", "Grey"),
    (SWAPPED2, "Ivo", "Ivo Grey"),
    # clan tags left off
    (CLANS, "Ivo", "[TS] Ivo"),
    (CLANS, "[TS] Ivo", "[TS] Ivo"),
    (CLANS, "TS Ivo", "[TS] Ivo"),
    (CLANS, "Juno", "Juno"),
    (CLANS, "[TS] Juno", "[TS] Juno"),
    (CLANS, "TS", AMBIGUOUS),
    (CLANS, "Lark", "{KoR}Lark"),
    (CLANS, "KoR Lark", "{KoR}Lark"),
    (CLANS, "Wren", "Wren [MS]"),
    (CLANS, "Wren [MS]", "Wren [MS]"),
    # a number left off, beside the bare name
    (NUMBERS, "Ivo", "Ivo"),
    (NUMBERS, "Ivo2000", "Ivo2000"),
    (NUMBERS, "Ivo 2000", "Ivo2000"),
    (NUMBERS, "Juno", "Juno2000"),
    (NUMBERS, "Lark", "Lark_99"),
    (NUMBERS, "Lark99", "Lark_99"),
    (NUMBERS, "Wren", "xXWrenXx"),
    (NUMBERS, "Kestrel", AMBIGUOUS),
    (NUMBERS, "Kestrel2", "Kestrel2"),
    (NUMBERS, "Kestrel 1", "Kestrel1"),
    # lookalike letters
    (LOOKS, "Іvo", "Ivo"),  # Cyrillic І
    (LOOKS, "Ιvo", "Ivo"),  # Greek Ι
    (LOOKS, "Ｊｕｎｏ", "Juno"),  # full-width
    (LOOKS, "Lаrk", "Lark"),  # Cyrillic а
    (LOOKS, "Kеstrеl", "Kestrel"),  # Cyrillic е
    (LOOKS, "Wrеn", "Wren"),
    (LOOKS2, "Ivo", "Іvo"),
    (LOOKS2, "ivo", "Іvo"),
    (LOOKS2, "Іvo", "Іvo"),
    # players named like common words, typed in a sentence
    (WORDS, "Mark", "Mark"),
    (WORDS, "Will", "Will"),
    (WORDS, "Hope", "Hope"),
    (WORDS, "Sunny", "Sunny"),
    (WORDS, "Ivo, mark my words", "Ivo"),  # a clause: "my" owns "words" (was AMBIGUOUS)
    (WORDS, "Ivo, will explain later", AMBIGUOUS),
    (WORDS, "Ivo, Will and Mark", AMBIGUOUS),
    (WORDS, "Mark and Will", AMBIGUOUS),
    (WORDS, "Juno, hope she flips scum", "Juno"),
    (WORDS, "Juno, hope your read is right", "Juno"),
    (WORDS, "Ivo, will their flip help", "Ivo"),
    (WORDS, "Ivo, Mark my words", AMBIGUOUS),  # a capital: Mark may be listed
    (WORDS, "Ivo, mark", AMBIGUOUS),
    (WORDS, "Ivo for now", "Ivo"),
    (WORDS, "Mark for now", "Mark"),
    # players named like roles
    (ROLES, "Cop", "Cop"),
    (ROLES, "cop", "Cop"),
    (ROLES, "Doctor", "Doctor"),
    (ROLES, "Vig", "Vig"),
    (ROLES, "Doctor Ivo", AMBIGUOUS),
    (ROLES, "Ivo the cop", "Ivo"),
    (ROLES, "the cop", "Cop"),
    (ROLES, "Juno (cop)", AMBIGUOUS),
    # long shared starts
    (PREFIX, "Ivor", AMBIGUOUS),
    (PREFIX, "Ivory", "Ivory"),
    (PREFIX, "Ivorian", "Ivorian"),
    (PREFIX, "Ivoria", "Ivorian"),
    (PREFIX, "Ivori", AMBIGUOUS),  # Ivory mistyped, or Ivorian's start
    (PREFIX, "Ivorie", AMBIGUOUS),
    (PREFIX, "Ivo", AMBIGUOUS),
    (PREFIX, "Ivorien", "Ivorian"),
    # marks in the roster's names
    (MARKS, "Ivo", "Ivo!"),
    (MARKS, "Ivo!", "Ivo!"),
    (MARKS, "Ivo!!", "Ivo!"),
    (MARKS, "Juno", "Juno?"),
    (MARKS, "Juno?", "Juno?"),
    (MARKS, "Lark", "Lark..."),
    (MARKS, "Lark.", "Lark..."),
    (MARKS2, "Ivo", AMBIGUOUS),
    (MARKS2, "Ivo!", "Ivo!"),  # the mark typed: the name that has it (namezoo25)
    # marks around the typed name
    (ROUND, "Juno's'", "Juno"),
    (ROUND, "Juno'", "Juno"),
    (ROUND, "[Ivo]", "Ivo"),
    (ROUND, "Ivo:", "Ivo"),
    (ROUND, ":Ivo", "Ivo"),
    (ROUND, "Ivo::", "Ivo"),
    (ROUND, "(Lark)", "Lark"),
    (ROUND, "{Wren}", "Wren"),
    (ROUND, "'Kestrel'", "Kestrel"),
    (ROUND, "“Ember”", "Ember"),
    (ROUND, "Ivo;", "Ivo"),
    (ROUND, "-Juno-", "Juno"),
    (ROUND, "*Lark*", "Lark"),
    (ROUND, "_Wren_", "Wren"),
    (ROUND, "Ivo.", "Ivo"),
    (ROUND, "I V O", "Ivo"),
    (ROUND, "J.u.n.o", "Juno"),
    (ROUND, "Ju-no", "Juno"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_tenth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
