"""Name readings a review found (``names16``): an English contraction is no player's
possessive, a pet name of one player that starts or is one letter from another's name is
AMBIGUOUS, and a whole word of exactly one name beats a plural of another. Read through
``parse_post``; rosters invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

WORDS = roster("Let", "That", "Ivo", "What", "Moss", "Sam")
PETS = roster("Kit", "Kittyhawk", "Bob", "Bobbie", "Tom", "Quill")
PLURALS = roster("Ace", "Aces High", "Mo", "Moss", "Pumpkin_Spice", "PumpkinKing")

CASES = [
    # a contraction or a common word with an "s" is no possessive or plural of a name
    (WORDS, "let's", None),
    (WORDS, "lets", None),
    (WORDS, "Thats", None),
    (WORDS, "that's", None),
    (WORDS, "what’s", None),
    (WORDS, "its", None),
    (WORDS, "it's", None),
    (WORDS, "Let", "Let"),
    (WORDS, "THAT", "That"),
    (WORDS, "Moss's", "Moss"),
    (WORDS, "Sam's", "Sam"),
    (WORDS, "Ivo's", "Ivo"),
    # a pet name of one player that is another's start or near it: both fit
    (PETS, "Kitty", AMBIGUOUS),
    (PETS, "kitty's", AMBIGUOUS),
    (PETS, "Bobby", AMBIGUOUS),
    (PETS, "Kittyh", "Kittyhawk"),
    (PETS, "Kit's", "Kit"),
    (PETS, "Tommy", "Tom"),
    (PETS, "Bobbie", "Bobbie"),
    # a whole word of exactly one name beats another's plural; a start does not
    (PLURALS, "Aces", "Aces High"),
    (PLURALS, "Ace's", "Ace"),
    (PLURALS, "Mos", AMBIGUOUS),
    (PLURALS, "pumpkins", AMBIGUOUS),
    (PLURALS, "High", "Aces High"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES, ids=[c[1] for c in CASES])
def test_review_case(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


@pytest.mark.parametrize(
    ("written", "candidates"),
    [("Kitty", ("Kit", "Kittyhawk")), ("Bobby", ("Bob", "Bobbie"))],
)
def test_pet_name_candidates(written: str, candidates: tuple[str, ...]) -> None:
    found = PETS.resolve(written)
    assert found.candidates == candidates
