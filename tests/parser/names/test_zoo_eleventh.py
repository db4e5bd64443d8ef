"""Names on unseen players, eleventh round (issue #25, ``namezoo24``): invented rosters of
10-20 players with the tenth round's leftovers ("Ivo!" beside Ivo! and Ivo, "mr. wren" for
MrWren or Mr. Wren, "Ivorie" beside Ivory and Ivorian, "Shaun" for Shawn_the_Sheep,
"Kathryn" for Catherine88), names in leetspeak ("1vo", "J0hn"), a doubled letter typed once
("Bramble" for Brammble), a name cut at a space or underscore ("Saffron" for Saffron_Tea),
possessives and plurals ("Juno's", "the Wrens"), a role claim attached ("Ivo-the-cop"),
initials of a CamelCase login ("BT" for BrambleTea). Each case says what a host reads: the
player, AMBIGUOUS with the players it may mean (reported, never guessed) or nobody
(reported). Read through ``parse_post``; names invented for these tests."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import ELEVENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=ELEVENTH_OTHERS)


MARKS = _roster("Ivo!", "Ivo", "Juno", "Lark")
MARKS1 = _roster("Ivo!", "Juno?", "Lark", "Wren")
MRWREN = _roster("MrWren", "Lark", "Ivo", "Juno")
MRDOT = _roster("Mr. Wren", "Wren", "Lark", "Ivo")
MRBOTH = _roster("MrWren", "Mister Wren", "Lark")
IVORY = _roster("Ivory", "Ivorian", "Juno", "Lark")
SHEEP = _roster("Shawn_the_Sheep", "Catherine88", "Juno", "Lark", "Ivo")
SHEEP2 = _roster("Shawn_the_Sheep", "Shaun", "Catherine88", "Kathryn", "Ivo")
LEET = _roster("Ivo", "John", "Lark", "Ember", "Tansy", "Wren")
LEET2 = _roster("1vo", "Ivo", "J0hn", "Lark", "Ember")
LEET3 = _roster("L4rk", "Ember", "Juno", "Wren")
DOUBLE = _roster("Brammble", "Tansyy", "Marllow", "Ivo", "Juno")
DOUBLE2 = _roster("Brammble", "Bramble", "Ivo", "Juno")
CUT = _roster("Saffron_Tea", "Marlow Reed", "Ivo", "Juno", "Ember_Glow", "Lark")
CUT2 = _roster("Saffron_Tea", "Saffron Milk", "Ember_Glow", "Ember", "Ivo")
OWN = _roster("Juno", "Wren", "Ivo", "Lark", "Moss", "Bess")
OWN2 = _roster("Juno", "Wrens", "Wren", "Ivo", "Lark")
ROLE = _roster("Ivo", "Juno", "Lark", "Wren", "Ember")
ROLE2 = _roster("Ivo", "Cop", "Juno", "Lark")
CAMEL = _roster("BrambleTea", "JunoLark", "IvoWren", "Ember", "Marlow")
CAMEL2 = _roster("BrambleTea", "BlueTansy", "Bramble", "Ivo")
GREEK = _roster("Дмитрий", "Ελένη", "Juno", "Lark", "Ivo")
GREEK2 = _roster("Дмитрий", "Dmitri", "Ελένη", "Ivo")
WORDS = _roster("Will", "Mark", "Hope", "Ivo", "Juno", "Lark", "Grace")
RENAMED = _roster(Player("Marlow", aliases=("Ivo",)), "Juno", "Lark", "Wren")
THE = _roster("The Wren", "Juno", "Lark", "Ivo", "Ember the Great")
THE2 = _roster("The Wren", "Wren", "Juno", "Lark")
MARKED = _roster("Zoë", "José", "Émile", "Björn", "Lark", "Ivo")
MARKED2 = _roster("Zoë", "Zoe", "José", "Ivo")

CASES = [
    # the tenth round's leftovers
    (MARKS, "Ivo!", "Ivo!"),  # the mark typed: the name that has it (namezoo25)
    (MARKS, "Ivo", AMBIGUOUS),
    (MARKS, "Juno", "Juno"),
    (MARKS1, "Ivo", "Ivo!"),
    (MARKS1, "Ivo!", "Ivo!"),
    (MARKS1, "Juno", "Juno?"),
    (MRWREN, "mr. wren", "MrWren"),
    (MRWREN, "Mr. Wren", "MrWren"),
    (MRWREN, "mr wren", "MrWren"),
    (MRWREN, "MrWren", "MrWren"),
    (MRWREN, "Wren", "MrWren"),
    (MRWREN, "Mister Wren", "MrWren"),
    (MRDOT, "mr. wren", "Mr. Wren"),
    (MRDOT, "Mr. Wren", "Mr. Wren"),
    (MRDOT, "Mr Wren", "Mr. Wren"),
    (MRDOT, "MrWren", "Mr. Wren"),
    (MRDOT, "wren", "Wren"),
    (MRDOT, "Mister Wren", "Mr. Wren"),
    (MRBOTH, "mr. wren", "MrWren"),
    (MRBOTH, "mister wren", "Mister Wren"),
    (MRBOTH, "Wren", AMBIGUOUS),
    (IVORY, "Ivorie", AMBIGUOUS),  # Ivory as it sounds, or Ivorian's start mistyped
    (IVORY, "Ivorey", "Ivory"),
    (IVORY, "Ivoryan", "Ivorian"),
    (IVORY, "Ivory", "Ivory"),
    (SHEEP, "Shawn", "Shawn_the_Sheep"),
    (SHEEP, "Shaun", "Shawn_the_Sheep"),
    (SHEEP, "Sean", None),
    (SHEEP, "the sheep", "Shawn_the_Sheep"),
    (SHEEP, "Catherine", "Catherine88"),
    (SHEEP, "Kathryn", "Catherine88"),
    (SHEEP, "Katherine", "Catherine88"),
    (SHEEP, "Cathy", "Catherine88"),
    (SHEEP2, "Shaun", "Shaun"),
    (SHEEP2, "Shawn", "Shawn_the_Sheep"),
    (SHEEP2, "Kathryn", "Kathryn"),
    (SHEEP2, "Catherine", "Catherine88"),
    (SHEEP2, "Katherine", AMBIGUOUS),
    # leetspeak
    (LEET, "1vo", "Ivo"),
    (LEET, "J0hn", "John"),
    (LEET, "L4rk", "Lark"),
    (LEET, "3mb3r", "Ember"),
    (LEET, "T4nsy", "Tansy"),
    (LEET, "Wr3n", "Wren"),
    (LEET, "j0hn", "John"),
    (LEET, "1v0", "Ivo"),
    (LEET2, "1vo", "1vo"),
    (LEET2, "Ivo", "Ivo"),
    (LEET2, "J0hn", "J0hn"),
    (LEET2, "John", "J0hn"),
    (LEET2, "L4rk", "Lark"),
    (LEET3, "Lark", "L4rk"),
    (LEET3, "lark", "L4rk"),
    (LEET3, "L4rk", "L4rk"),
    # a doubled letter typed once
    (DOUBLE, "Bramble", "Brammble"),
    (DOUBLE, "Tansy", "Tansyy"),
    (DOUBLE, "Marlow", "Marllow"),
    (DOUBLE, "bramble", "Brammble"),
    (DOUBLE, "Bramm", "Brammble"),
    (DOUBLE, "Bram", "Brammble"),
    (DOUBLE2, "Bramble", "Bramble"),
    (DOUBLE2, "Brammble", "Brammble"),
    (DOUBLE2, "Bramm", "Brammble"),
    (DOUBLE2, "Bram", AMBIGUOUS),
    (DOUBLE2, "Brambl", AMBIGUOUS),  # Bramble's start, or Brammble as it sounds
    # a name cut at a space or underscore
    (CUT, "Saffron", "Saffron_Tea"),
    (CUT, "saffron", "Saffron_Tea"),
    (CUT, "Saffron Tea", "Saffron_Tea"),
    (CUT, "SaffronTea", "Saffron_Tea"),
    (CUT, "Marlow", "Marlow Reed"),
    (CUT, "Reed", "Marlow Reed"),
    (CUT, "Ember", "Ember_Glow"),
    (CUT, "Glow", "Ember_Glow"),
    (CUT, "Tea", "Saffron_Tea"),
    (CUT2, "Saffron", AMBIGUOUS),
    (CUT2, "Saffron Tea", "Saffron_Tea"),
    (CUT2, "Saffron_Milk", "Saffron Milk"),
    (CUT2, "Ember", "Ember"),
    (CUT2, "Ember Glow", "Ember_Glow"),
    (CUT2, "Glow", "Ember_Glow"),
    # possessives and plurals
    (OWN, "Juno's", "Juno"),
    (OWN, "Juno’s", "Juno"),
    (OWN, "the Wrens", "Wren"),
    (OWN, "Wrens", "Wren"),
    (OWN, "Ivo's slot", "Ivo"),
    (OWN, "Lark's wagon", "Lark"),
    (OWN, "Moss'", "Moss"),
    (OWN, "Moss's", "Moss"),
    (OWN, "Bess'", "Bess"),
    (OWN, "Juno's'", "Juno"),
    (OWN2, "Wrens", "Wrens"),
    (OWN2, "the Wrens", "Wrens"),
    (OWN2, "Wren", "Wren"),
    (OWN2, "Wren's", AMBIGUOUS),  # Wren's, or Wrens typed with an apostrophe
    (OWN2, "Juno's", "Juno"),
    # a role claim attached
    (ROLE, "Ivo-the-cop", "Ivo"),
    (ROLE, "Ivo the cop", "Ivo"),
    (ROLE, "Ivo (cop)", "Ivo"),
    (ROLE, "Juno-the-doc", "Juno"),
    (ROLE, "Lark the fake cop", "Lark"),
    (ROLE, "Wren_the_vig", "Wren"),
    (ROLE, "cop-Ivo", "Ivo"),
    (ROLE, "fake-cop Juno", "Juno"),
    (ROLE2, "Ivo-the-cop", "Ivo"),
    (ROLE2, "the cop", "Cop"),
    (ROLE2, "Cop", "Cop"),
    (ROLE2, "Juno the cop", "Juno"),
    # initials of a CamelCase login
    (CAMEL, "BT", "BrambleTea"),
    (CAMEL, "bt", "BrambleTea"),
    (CAMEL, "JL", "JunoLark"),
    (CAMEL, "IW", "IvoWren"),
    (CAMEL, "Bramble", "BrambleTea"),
    (CAMEL, "Tea", "BrambleTea"),
    (CAMEL, "Juno", "JunoLark"),
    (CAMEL, "Lark", "JunoLark"),
    (CAMEL, "B.T.", "BrambleTea"),
    (CAMEL2, "BT", AMBIGUOUS),
    (CAMEL2, "Bramble", "Bramble"),
    (CAMEL2, "BrambleT", "BrambleTea"),
    (CAMEL2, "Tansy", "BlueTansy"),
    # names in other scripts, typed in Latin letters
    (GREEK, "Dmitry", "Дмитрий"),
    (GREEK, "Dmitri", "Дмитрий"),
    (GREEK, "Dmitrii", "Дмитрий"),
    (GREEK, "Дмитрий", "Дмитрий"),
    (GREEK, "Eleni", "Ελένη"),
    (GREEK, "Ελένη", "Ελένη"),
    (GREEK, "Elena", "Ελένη"),  # "Eleni" with a letter changed
    (GREEK2, "Dmitri", "Dmitri"),
    (GREEK2, "Dmitry", AMBIGUOUS),
    (GREEK2, "Дмитрий", "Дмитрий"),
    (GREEK2, "Eleni", "Ελένη"),
    # a name that is also a common word
    (WORDS, "Will", "Will"),
    (WORDS, "will", "Will"),
    (WORDS, "Mark", "Mark"),
    (WORDS, "Hope", "Hope"),
    (WORDS, "hope", "Hope"),
    (WORDS, "Grace", "Grace"),
    (WORDS, "Will for now", "Will"),
    (WORDS, "Mark, will explain", AMBIGUOUS),  # Will may be listed
    (WORDS, "Ivo, hope that helps", "Ivo"),
    (WORDS, "Will and Hope", AMBIGUOUS),
    (WORDS, "Mark or Will", AMBIGUOUS),
    # the old player's name for a slot (the replaced name an alias of the newcomer)
    (RENAMED, "Ivo", "Marlow"),
    (RENAMED, "ivo", "Marlow"),
    (RENAMED, "Marlow", "Marlow"),
    (RENAMED, "Ivo's slot", "Marlow"),
    (RENAMED, "Marlow (Ivo)", "Marlow"),
    (RENAMED, "Ivoo", "Marlow"),
    # "the" before or after a name
    (THE, "The Wren", "The Wren"),
    (THE, "the wren", "The Wren"),
    (THE, "Wren", "The Wren"),
    (THE, "TheWren", "The Wren"),
    (THE, "Ember", "Ember the Great"),
    (THE, "Ember the great", "Ember the Great"),
    (THE, "EmberTheGreat", "Ember the Great"),
    (THE, "the Ivo", "Ivo"),
    (THE2, "The Wren", "The Wren"),
    (THE2, "Wren", "Wren"),
    (THE2, "the wren", "The Wren"),  # the name, in any case
    (THE2, "TheWren", "The Wren"),
    # diacritics typed without them
    (MARKED, "Zoe", "Zoë"),
    (MARKED, "Jose", "José"),
    (MARKED, "Emile", "Émile"),
    (MARKED, "Bjorn", "Björn"),
    (MARKED, "Bjoern", "Björn"),
    (MARKED, "zoe", "Zoë"),
    (MARKED, "EMILE", "Émile"),
    (MARKED, "Jóse", "José"),
    (MARKED2, "Zoe", AMBIGUOUS),
    (MARKED2, "Zoë", "Zoë"),  # the accent typed: the name that has it (namezoo26)
    (MARKED2, "Jose", "José"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_eleventh_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
