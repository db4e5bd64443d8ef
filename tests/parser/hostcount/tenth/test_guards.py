"""Guards for the tenth round's rules at their edges: an indented line below a wagon that
is no voter list (a note, the next wagon, too many names), "(1 each)" in a prod list, a
heading's tail that is not the living, a bar's total beside voters, digits beside a
roster of digits, "2x" and "in 123" that are no marks."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.tenth.shapes import DIGITS, indent
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.names.players import Roster

H = MSB.format("Vote Count 5.1")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    (
        "indent-note-below-short",
        post(
            H,
            "Bramble (3): Juno, Ivo",
            indent("(Lark's vote came after the deadline)"),
            "Lark (1): Ember",
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "indent-next-wagon",
        post(H, "Bramble (3): Juno, Ivo", indent("Lark (1): Ember")),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "indent-too-many",
        post(H, "Bramble (3): Juno, Ivo", indent("Lark, Ember, Wren77"), "Lark (1): Quill-Tide"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Quill-Tide",)},
        ROSTER,
    ),
    (
        "indent-below-full-wagon",
        post(H, "Bramble (2): Juno, Ivo", indent("Lark"), "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo"), "Ember": ("Wren77",)},
        ROSTER,
    ),
    (
        "indent-not-voting-below-short",
        post(H, "Bramble (3): Juno, Ivo", indent("Not voting: Lark, Ember")),
        {"Bramble": ("Juno", "Ivo")},
        ROSTER,
    ),
    (
        "each-in-prods",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Prods: Wren77, Quill-Tide (1 each)"),
        BJI,
        ROSTER,
    ),
    (
        "each-in-not-voting",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting - 1 each: Wren77, Quill-Tide",
        ),
        BJI,
        ROSTER,
    ),
    (
        "heading-tail-not-living",
        post(
            MSB.format("Vote Count 5.1 - Ivo is at L-1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        ROSTER,
    ),
    (
        "two-headings-tail-numbers",
        post(
            MSB.format("Vote Count 5.1 \u2014 9 alive, 5 to lynch"),
            "Bramble (1): Juno",
            MSB.format("Vote Count 5.2 \u2014 9 alive, 5 to lynch"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        ROSTER,
    ),
    (
        "bar-total-voters-same-line",
        post(H, "Bramble: Juno, Ivo \u2588\u2588 2", "Lark: Ember \u2588 1"),
        BJI,
        ROSTER,
    ),
    (
        "digits-post-numbers-kept-out",
        post(H, "Juno (2): 1337 (42), Ivo (77)", "Lark (1): Ember (12)"),
        {"Juno": ("1337", "Ivo"), "Lark": ("Ember",)},
        DIGITS,
    ),
    (
        "digits-not-in-roster",
        post(H, "Bramble (2): Juno 12, Ivo 40", "Lark (1): Ember 51"),
        BJI,
        ROSTER,
    ),
    (
        "not-voting-between-wagons",  # review21b: the wagons after the list kept
        post(H, "Bramble (2): Juno, Ivo; Not voting: Wren77; Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "not-voting-between-wagons-bar",
        post(H, "Bramble (2): Juno, Ivo | Not voting: Wren77 | Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "two-headings-day-comma-tail",  # review21b: (3, 4) and (3, 5), not (3,) twice
        post(
            MSB.format("Day 3, Vote Count #4 \u2014 majority 5"),
            "Bramble (1): Juno",
            "Wren77 (1): Ivo",
            MSB.format("Day 3, Vote Count #5 \u2014 majority 5"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        ROSTER,
    ),
    (
        "digits-voter-and-same-post-number",  # review21b: 42 the player, then post 42
        post(H, "Ivo (2): 42, Juno (42)"),
        {"Ivo": ("42", "Juno")},
        DIGITS,
    ),
    (
        "at-time-not-post",
        post(H, "Bramble (2): Juno at 12:04, Ivo at 13:10", "Lark (1): Ember at 14:00"),
        BJI,
        ROSTER,
    ),
]


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_tenth_guards(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster) -> None:
    check(html, wagons, roster)
