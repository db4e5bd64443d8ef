"""Guards on the sixth round's rules: a day's final count alone, or between a day-over
label and the next day's start, is still read; a wagon line short of its total keeps
its own voters when the names below do not make it up; "Juno/Ivo" of two players is two
voters; a bare quote of a player's post under a count is not read into it."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.zoo import B, check, post

H = MSB.format("Vote Count 2.5")
FINAL = ("Bramble (5): Juno, Ivo, Lark, Ember, Wren77", "Lark (1): Kestrel Moon")
FIVE = {"Bramble": ("Juno", "Ivo", "Lark", "Ember", "Wren77"), "Lark": ("Kestrel Moon",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("final-count-alone", post(B.format("Final Vote Count, Day 3:"), *FINAL), FIVE),
    ("final-count-day-over-label", post(B.format("Day 3 has ended!"), *FINAL), FIVE),
    (
        "final-count-then-next-day",
        post(
            B.format("Day 3 has ended!"),
            "Final Vote Count Day 3:",
            *FINAL,
            "",
            B.format("Day 4 begins"),
            "With 7 alive, it takes 4 to lynch.",
        ),
        FIVE,
    ),
    ("recap-label-no-other-wagons", post("Day 1 recap:", *FINAL, "Bramble was lynched."), FIVE),
    (
        "short-wagon-names-below-do-not-make-it",
        post(H, "Bramble (3): Juno, Ivo", "Wren77, Kestrel Moon", "Lark (1): Ember"),
        BJI,
    ),
    ("slash-two-players", post(H, "Bramble (2): Juno/Ivo", "Lark (1): Ember"), BJI),
    (
        "discourse-count-and-quoted-player",
        cooked(
            "<strong>Vote Count 2.5</strong>", lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")
        )
        + aside("Wren77", cooked("Lark (3): Wren77, Juno, Ivo")),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_guard(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
