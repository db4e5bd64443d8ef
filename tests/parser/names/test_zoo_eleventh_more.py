"""Names on unseen players, eleventh round (``namezoo24``), a second pass at the edges of
its rules and two players colliding on each of its axes: a title read on past its stop
beside names with the other form, a role claim joined with "the" beside players named
like roles, a clause after a comma ("hope that helps") beside players named like words,
names in Cyrillic or Greek typed in Latin letters beside Latin names, names as they
sound (a silent "e", a number left off), possessives, leetspeak, cut names and initials
beside two players that fit. Read through ``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import ELEVENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=ELEVENTH_OTHERS)

TITLED = _roster("MrWren", "Mister Wren", "Lark", "Ivo")
DRS = _roster("DrLark", "Doctor Lark", "Lark", "Ivo")
ALIKE = _roster("Mr. Juno", "MrJuno", "Ivo")
ROLES = _roster("Ivo", "Cop", "Doc", "Juno", "Lark")
WORDS = _roster("Hope", "Will", "Ivo", "Juno", "Lark")
CYR = _roster("Наталья", "Natasha", "Ivo", "Борис", "Σοφία", "Juno", "Сара")
CYR2 = _roster("Борис", "Boris", "Ivo", "Juno")
SOUND = _roster("Catherine88", "Kathryn", "Ivo", "Juno")
SOUND2 = _roster("Shawn_the_Sheep", "Sean", "Ivo", "Juno")
SOUND3 = _roster("Kestrel1", "Kestrel2", "Ivo", "Juno")
SOUND4 = _roster("Jan", "Janet", "Ross", "Rosemary", "Ivo")
OWN = _roster("Juno", "Junos", "Ivo", "Lark")
LEET = _roster("1vo", "Ivo", "Juno", "Lark")
CUT = _roster("Saffron_Tea", "Saffron", "Ivo", "Juno")
INITIALS = _roster("BrambleTea", "Bramble_Thorn", "Ivo", "Juno")
WILLOW = _roster("Will", "Willow", "Ivo", "Juno")
RENAMED = _roster(Player("Marlow", aliases=("Ivo",)), "Ivor", "Juno", "Lark")
THE = _roster("The Wren", "Wrenna", "Ivo", "Juno")
ZOE = _roster("Zoë", "Zoey", "Ivo", "Juno")

CASES = [
    # a title read on past its stop
    (TITLED, "mr. wren", "MrWren"),
    (TITLED, "Mr. Wren", "MrWren"),
    (TITLED, "Mister Wren", "Mister Wren"),
    (TITLED, "mr. lark", "Lark"),
    (TITLED, "Mr. Ivo", "Ivo"),
    (TITLED, "Wren", AMBIGUOUS),
    (DRS, "dr. lark", "DrLark"),
    (DRS, "Dr. Lark", "DrLark"),
    (DRS, "Doctor Lark", "Doctor Lark"),
    (DRS, "Lark", "Lark"),
    (DRS, "Dr. Ivo", "Ivo"),
    (ALIKE, "mr. juno", AMBIGUOUS),
    (ALIKE, "Mr. Juno", AMBIGUOUS),
    # a role claim joined with "the"
    (ROLES, "Ivo-the-cop", "Ivo"),
    (ROLES, "Juno_the_doc", "Juno"),
    (ROLES, "IvoTheCop", "Ivo"),
    (ROLES, "Lark-the-vig", "Lark"),
    (ROLES, "IvoCop", AMBIGUOUS),  # Ivo and Cop run together
    (ROLES, "Cop", "Cop"),
    (ROLES, "the cop", "Cop"),
    (ROLES, "Ivo the doc", "Ivo"),
    # a clause after a comma
    (WORDS, "Ivo, hope that helps", "Ivo"),
    (WORDS, "Juno, will this work", "Juno"),
    (WORDS, "Ivo, will that flip scum", "Ivo"),
    (WORDS, "Ivo, Hope that", AMBIGUOUS),  # a capital: Hope may be listed
    (WORDS, "Ivo, hope", AMBIGUOUS),
    (WORDS, "Ivo and Hope", AMBIGUOUS),
    (WORDS, "Hope, will that do", "Hope"),
    # names in Cyrillic or Greek typed in Latin letters
    (CYR, "Natalya", "Наталья"),
    (CYR, "Natalia", "Наталья"),
    (CYR, "Natasha", "Natasha"),
    (CYR, "Nat", AMBIGUOUS),
    (CYR, "Наталья", "Наталья"),
    (CYR, "Boris", "Борис"),
    (CYR, "boris", "Борис"),
    (CYR, "Sofia", "Σοφία"),
    (CYR, "Sophia", "Σοφία"),
    (CYR, "Sara", "Сара"),
    (CYR2, "Boris", "Boris"),
    (CYR2, "Борис", "Борис"),
    # names as they sound
    (SOUND, "Kathryn", "Kathryn"),
    (SOUND, "Catherine", "Catherine88"),
    (SOUND, "Katrin", AMBIGUOUS),
    (SOUND, "Catherine88", "Catherine88"),
    (SOUND2, "Shaun", "Shawn_the_Sheep"),
    (SOUND2, "Sean", "Sean"),
    (SOUND2, "Shawn", "Shawn_the_Sheep"),
    (SOUND3, "Kestral", AMBIGUOUS),
    (SOUND3, "Kestrel", AMBIGUOUS),
    (SOUND4, "Jane", "Janet"),  # Janet's start; its "e" makes the "a" long: no Jan (review24n)
    (SOUND4, "Janet", "Janet"),
    (SOUND4, "Jan", "Jan"),
    (SOUND4, "Rose", AMBIGUOUS),  # Rosemary's start, or Ross
    (SOUND4, "Rosem", "Rosemary"),
    # possessives and plurals
    (OWN, "Juno's", AMBIGUOUS),  # Juno's, or Junos typed with an apostrophe
    (OWN, "Junos", "Junos"),
    (OWN, "Juno", "Juno"),
    (OWN, "Ivo's", "Ivo"),
    # leetspeak beside the plain name
    (LEET, "1vo", "1vo"),
    (LEET, "Ivo", "Ivo"),
    (LEET, "ivo", "Ivo"),
    # a name cut beside the cut name
    (CUT, "Saffron", "Saffron"),
    (CUT, "Saffron_Tea", "Saffron_Tea"),
    (CUT, "Tea", "Saffron_Tea"),
    (CUT, "Saffron Tea", "Saffron_Tea"),
    # initials of two logins
    (INITIALS, "BT", AMBIGUOUS),
    (INITIALS, "Bramble", AMBIGUOUS),
    (INITIALS, "Thorn", "Bramble_Thorn"),
    (INITIALS, "Tea", "BrambleTea"),
    # a name that is a word, beside a longer name
    (WILLOW, "Will", "Will"),
    (WILLOW, "will", "Will"),
    (WILLOW, "Willow", "Willow"),
    (WILLOW, "Wil", AMBIGUOUS),
    # the old player's name for the slot, beside a name one letter longer
    (RENAMED, "Ivo", "Marlow"),
    (RENAMED, "Ivor", "Ivor"),
    (RENAMED, "Marlow", "Marlow"),
    # "the" before a name, beside a longer name
    (THE, "The Wren", "The Wren"),
    (THE, "Wrenna", "Wrenna"),
    (THE, "Wren", "The Wren"),  # a whole word of one name beats another's start
    # diacritics beside a name spelt otherwise
    (ZOE, "Zoe", "Zoë"),
    (ZOE, "Zoey", "Zoey"),
    (ZOE, "Zoë", "Zoë"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_eleventh_zoo_edges(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
