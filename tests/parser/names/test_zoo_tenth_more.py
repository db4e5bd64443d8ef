"""Names on unseen players, tenth round (``names24``), a second pass at the edges of its
rules: titles written out or shortened beside names with the other form, a start of one
name that is another's whole name with one letter changed or as it sounds, a list one of
whose items is a whole name beside a name the list shortens or mistypes, names typed as
they sound beside names spelt alike. Read through ``parse_post``; names invented."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

TWO_TITLES = roster("Mr Wren", "Mister Wren", "Lark")
MISSUS = roster("Missus Lark", "Lark", "Mrs Juno", "Ivo")
DOC = roster("Dr Lark", "Lark", "Doc Ivo", "Ivo", "Juno")
MISTY = roster("Mr Fox", "Misty", "Ivo")
LARS = roster("Lark", "Larson", "Ivo")
LARS1 = roster("Lark", "Ivo", "Juno")
LARS2 = roster("Larson", "Ivo", "Juno")
MOSES = roster("Moss", "Moses", "Rosa", "Rosemary", "Kent", "Kestrel")
BIRD = roster("Bard", "Ivo", "Wren", aliases={"Birdie": "Wren"})
HYDRA2 = roster("Ivor and Juno", "Lark", "Wren")
HYDRA3 = roster("Ivo and Juno", "Ivo", "Lark")
LISTED = roster("Wren Larkin", "Wren", "Kestrel & Embers", "Kestrel", "Ivo")
SOUNDS = roster("Sophie", "Christopher", "Philip", "Filippa", "Ivo")
SOUNDS2 = roster("Chris", "Cris", "Ivo")
SOUNDS3 = roster("Catherine", "Kathrine", "Ivo", Player("Wren", aliases=("Christa",)))

CASES = [
    # titles written out or shortened
    (TWO_TITLES, "Mr Wren", "Mr Wren"),
    (TWO_TITLES, "Mister Wren", "Mister Wren"),
    (TWO_TITLES, "mr. wren", "Mr Wren"),  # the title and the words past its stop (namezoo24)
    (TWO_TITLES, "MISTER WREN", "Mister Wren"),
    (TWO_TITLES, "Wren", AMBIGUOUS),
    (MISSUS, "Mrs Lark", "Missus Lark"),
    (MISSUS, "Missus Juno", "Mrs Juno"),
    (MISSUS, "Lark", "Lark"),
    (MISSUS, "Mrs Ivo", "Ivo"),
    (DOC, "Doctor Lark", "Dr Lark"),
    (DOC, "Dr Lark", "Dr Lark"),
    (DOC, "Lark", "Lark"),
    (DOC, "Doc Ivo", "Doc Ivo"),
    (DOC, "Ivo", "Ivo"),
    (DOC, "Dr Juno", "Juno"),
    (DOC, "Doc Lark", "Dr Lark"),
    (DOC, "Dr Ivo", "Doc Ivo"),
    (DOC, "Doctor Ivo", "Doc Ivo"),
    (DOC, "Mister Wren", None),
    (MISTY, "Misty", "Misty"),
    (MISTY, "Mister Fox", "Mr Fox"),
    (MISTY, "Mr. Fox", "Mr Fox"),
    (MISTY, "Fox", "Mr Fox"),
    (MISTY, "Mis", AMBIGUOUS),
    # a start of one name, another's whole name with one letter changed
    (LARS, "Lars", AMBIGUOUS),  # Lark mistyped, or Larson's start
    (LARS, "Lark", "Lark"),
    (LARS, "Larso", "Larson"),
    (LARS, "Lar", AMBIGUOUS),
    (LARS1, "Lars", "Lark"),
    (LARS2, "Lars", "Larson"),
    (MOSES, "Mose", AMBIGUOUS),  # Moss mistyped, or Moses's start
    (MOSES, "Moses", "Moses"),
    (MOSES, "Moss", "Moss"),
    (MOSES, "Rose", AMBIGUOUS),  # Rosa mistyped, or Rosemary's start
    (MOSES, "Rosem", "Rosemary"),
    (MOSES, "Kest", AMBIGUOUS),  # Kent mistyped, or Kestrel's start
    (MOSES, "Kestr", "Kestrel"),
    (BIRD, "Bird", AMBIGUOUS),  # the alias Birdie's start, or Bard mistyped
    (BIRD, "Birdie", "Wren"),
    (BIRD, "Bard", "Bard"),
    # a list, an item of which is a whole name
    (HYDRA2, "Ivo and Juno", "Ivor and Juno"),  # no player Ivo: the hydra shortened
    (HYDRA2, "Lark and Juno", AMBIGUOUS),
    (HYDRA3, "Ivo and Juno", "Ivo and Juno"),
    (HYDRA3, "Ivo & Juno", "Ivo and Juno"),
    (HYDRA3, "Ivo and Jun", AMBIGUOUS),
    (HYDRA3, "Ivo", "Ivo"),
    (LISTED, "Wren, Lark", AMBIGUOUS),
    (LISTED, "Wren Larkin", "Wren Larkin"),
    (LISTED, "Wren Lark", "Wren Larkin"),
    (LISTED, "Kestrel + Ember", AMBIGUOUS),
    (LISTED, "Kestrel & Embers", "Kestrel & Embers"),
    (LISTED, "Kestrel and Embers", "Kestrel & Embers"),
    # names typed as they sound
    (SOUNDS, "Sofie", "Sophie"),
    (SOUNDS, "Sofi", "Sophie"),
    (SOUNDS, "Kristofer", "Christopher"),
    (SOUNDS, "Cristopher", "Christopher"),
    (SOUNDS, "Fil", "Filippa"),
    (SOUNDS, "Filip", AMBIGUOUS),  # Philip as it sounds, or Filippa's start
    (SOUNDS, "Phillip", "Philip"),
    (SOUNDS, "Filipa", "Filippa"),
    (SOUNDS2, "Kris", AMBIGUOUS),  # Cris mistyped, or Chris as it sounds
    (SOUNDS2, "Chris", "Chris"),
    (SOUNDS2, "Cris", "Cris"),
    (SOUNDS3, "Katherine", AMBIGUOUS),
    (SOUNDS3, "Krista", "Wren"),
    (SOUNDS3, "Ivoh", "Ivo"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_tenth_zoo_edges(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
