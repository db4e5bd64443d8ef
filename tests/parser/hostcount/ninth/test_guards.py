"""The ninth round's rules at their edges: shapes near them that must read as before."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 3.2")
B = {"Bramble": ("Juno", "Ivo")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # one "X = Player" is a note (a replacement), no legend
    (
        "one-equals-no-legend",
        post(H, "Sub: Q = Quill-Tide", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    # self-votes written "Juno - Juno" are no legend
    (
        "self-votes-no-legend",
        post(H, "Juno - Juno", "Ivo - Ivo", "Bramble (2): Lark, Ember"),
        {"Juno": ("Juno",), "Ivo": ("Ivo",), "Bramble": ("Lark", "Ember")},
    ),
    # a rank before the colon is no empty head: "1: Bramble (2): ..."
    ("rank-colon-wagon", post(H, "1: Bramble (2): Juno, Ivo", "2: Lark (1): Ember"), BJI),
    # a short wagon with nothing below saying its list goes on: a miscount, the names below none of its
    ("short-then-names-no-cue", post(H, "Bramble (3): Juno, Ivo", "Lark, Ember"), B),
    # a line below a short wagon that opens with "and" but names nobody
    (
        "short-then-and-sentence",
        post(H, "Bramble (3): Juno, Ivo", "and that is the count for now."),
        B,
    ),
    # a host's "If you ..." above the "Not voting" list is no player's what-if
    (
        "if-you-above-not-voting",
        post(H, "Bramble (2): Juno, Ivo", "If you have not voted yet:", "Not voting: Lark"),
        B,
    ),
    # "(2) Bramble - Juno, Ivo": the total first, then a wagon and a separator of its own
    ("total-first-wagon-hyphen", post(H, "(2) Bramble - Juno, Ivo", "(1) Lark - Ember"), BJI),
    # a final numbering its day below today's count: yesterday's, not read
    (
        "final-of-earlier-day-below",
        post(
            MSB.format("Vote Count 3.1"),
            "Bramble (2): Juno, Ivo",
            "",
            MSB.format("Final Vote Count Day 2"),
            "Lark (2): Juno, Ember",
        ),
        B,
    ),
    # an unnumbered count above a final that numbers its day: the final is a recap (as before)
    (
        "plain-above-numbered-final",
        post(
            MSB.format("Vote Count"),
            "Lark (2): Juno, Ember",
            "",
            MSB.format("Final Vote Count Day 3"),
            "Bramble (2): Juno, Ivo",
        ),
        {"Lark": ("Juno", "Ember")},
    ),
    # an ellipsis inside a voter's note is no wrap
    (
        "ellipsis-in-prose-no-wrap",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Deadline soon..."),
        BJI,
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_guards(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
