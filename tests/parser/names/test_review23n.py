"""Review of the tenth names round (``names24``, review23n): inputs at the edges of its
rules. A title written out is a second key of a titled name ("Mister Wren" for Mr Wren),
never a start of the name by the title alone ("Doc", "Mist", "Miss": a role or a word,
unread as on main; beside another player's start, AMBIGUOUS); a start that is another's
name mistyped or as it sounds; "Kase" is no Chase as it sounds; a list beside a hydra's name; a clause after a comma.
Read through ``parse_post``; names invented."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

DOC = roster("Dr Lark", "Doc", "Ivo")
DR = roster("Dr Lark", "Ivo", "Juno")
MS = roster("Ms Lark", "Juno", "Ivo")
MR = roster("Mr Wren", "Juno", "Ivo")
PROF = roster("Prof Ivo", "Proffy", "Juno")
SIR = roster("Dr Lark", "Lark", "Ivo")
MARKY = roster("Marky", "Mary", "Ivo")
LARA = roster("Larabee", "Laura", "Ivo")
JUNEBUG = roster("Juno", "Ivo", "Lark", Player("Wren", aliases=("Junebug",)))
HYDRA = roster("Ivor and Juno", "Ivo", "Lark", "Wren")
SALT = roster("Salt and Pepper", "Salt", "Ivo")
WORDS = roster("Mark", "Will", "Hope", "Ivo", "Juno", "Lark")
CHASE = roster("Chase", "Kasey", "Ivo")
CHARLIE = roster("Charlie", "Karla", "Cherry", "Michael", "Ivo")

CASES = [
    # a title alone is no start of a titled name (was: Dr Lark, Mr Wren, Ms Lark)
    (DOC, "Doc", "Doc"),
    (DOC, "Doctor", None),  # was Dr Lark, beside a player Doc
    (DOC, "Doc Lark", "Dr Lark"),
    (DR, "Doc", None),
    (DR, "doctor", None),
    (DR, "Doctor La", "Dr Lark"),
    (DR, "Doc L", "Dr Lark"),
    (DR, "Doctr Lark", "Dr Lark"),
    (MS, "Miss", None),
    (MS, "Miss Lark", "Ms Lark"),
    (MR, "Mister", None),
    (MR, "Mist", None),
    (MR, "Mister Wr", "Mr Wren"),
    (MR, "Mr", "Mr Wren"),  # the name's own start, as on main
    (PROF, "Professor", None),
    (PROF, "Profe", AMBIGUOUS),  # Proffy's start mistyped, or Prof Ivo's
    (PROF, "Proff", "Proffy"),
    (PROF, "Professor Ivo", "Prof Ivo"),
    (SIR, "Sir Lark", "Lark"),
    (SIR, "Doc Lark", "Dr Lark"),
    # a start, another's name with one letter changed
    (MARKY, "Mark", AMBIGUOUS),
    (LARA, "Lara", "Larabee"),
    (JUNEBUG, "June", AMBIGUOUS),
    (JUNEBUG, "Juneb", "Wren"),
    # a name's "ch" before a vowel sounds no "k" (was: Charlie, Cherry; Kase AMBIGUOUS)
    (CHASE, "Kase", "Kasey"),
    (CHASE, "Chace", "Chase"),
    (CHARLIE, "Karlie", "Karla"),
    (CHARLIE, "Kerry", None),
    (CHARLIE, "Charli", "Charlie"),
    (CHARLIE, "Mikael", "Michael"),
    # lists beside a hydra's name
    (HYDRA, "Ivor & Juno", "Ivor and Juno"),
    (HYDRA, "Ivor and Juno's wagon", "Ivor and Juno"),
    (HYDRA, "Ivor, Juno", "Ivor and Juno"),
    (SALT, "salt & pepper", "Salt and Pepper"),
    (SALT, "Salt+Pepper", "Salt and Pepper"),
    # a clause after a comma
    (WORDS, "Ivo, Mark my boy", AMBIGUOUS),
    (WORDS, "Ivo, will his claim hold", "Ivo"),
    (WORDS, "Ivo, Will his claim hold", AMBIGUOUS),
    (WORDS, "Ivo, lark my second choice", "Ivo"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review23n(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
