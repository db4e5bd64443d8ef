"""Names on unseen players, fourth round reviewed (issue #25, ``review17n``): inputs near
the edges of names18's rules that gave a wrong player: names listed where a role after a
name was read ("Juno, Kes the cop", "Ivo, Vig" beside a player named Vig), a title that
is a player's name ("Doc Ivo" beside Doc), "jk" read as a jailkeeper, a number alone read
as a Roman-figure name ("six" for Vi), "Lark the First" beside Lark and Lark I. Read
through ``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .zoo import VOTER, roster

# players named as roles or titles; a Roman figure alone as a name
LISTED = roster("Ivo", "Juno", "Kestrel", "Wrenfield", "Cop", "Vig", "Doc", "Captain")
FIGURES = roster("Vi", "Six Feet", "Seven", "Lark", "Lark I", "Ember")

CASES = [
    # review: names listed, not a role after a name
    (LISTED, "Ivo and Kes the cop", AMBIGUOUS),  # Ivo, or Kestrel
    (LISTED, "Juno, Kes the cop", AMBIGUOUS),
    (LISTED, "Kes, Wren the cop", None),
    (LISTED, "Kes, Wren cop", None),
    (LISTED, "Ivo, Vig", AMBIGUOUS),  # a role word that is a player's name, after a comma
    (LISTED, "Ivo, doc", AMBIGUOUS),
    (LISTED, "Ivo the vig", "Ivo"),
    (LISTED, "Kes, who is scum", "Kestrel"),
    (LISTED, "fake cop Kes", AMBIGUOUS),  # Cop, or Kestrel the fake cop (names21: was None)
    (LISTED, "Doc Ivo", AMBIGUOUS),  # a title that is a player's name: Doc, or Ivo
    (LISTED, "Captain Ivo", AMBIGUOUS),
    (LISTED, "Dr Ivo", "Ivo"),
    # review: a number alone is no name; a Roman one after a name
    (FIGURES, "six", "Six Feet"),  # not Vi
    (FIGURES, "Six", "Six Feet"),
    (FIGURES, "7", None),
    (FIGURES, "Lark the First", "Lark I"),
    (FIGURES, "Lark one", "Lark I"),
    (FIGURES, "Lark", "Lark"),
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_near_the_fourth_rounds_rules(
    roster: Roster, written: str, meant: str | None
) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


@pytest.mark.parametrize("written", ["Kes, jk", "Kes the cop jk", "Kes, cop jk"])
def test_jk_after_a_name_is_no_jailkeeper(written: str) -> None:
    # a joke: no vote (names18 read "jk" as a role word after a name)
    assert parse(f"<b>vote {written}</b>", LISTED, author=VOTER).commands == ()
