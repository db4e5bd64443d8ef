"""Last round's leftovers: a whole count on one line whose wagons say "is at 2" ("Current
count: Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)": both wagons, never Bramble with
Ember); voters named by a slot's number ("Slot 4", "#4", "P4"), which the roster cannot
name: such a voter is read as nobody, never as a wrong player."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

BJIL = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- "is at N" wagons on one line -----------------------------------------------------------
    ("is-at-current", post("Current count: Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)"), BJI),
    (
        "is-at-current-stop",
        post("Current count: Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)."),
        BJI,
    ),
    (
        "is-at-both",
        post("Current count: Bramble is at 2 (Juno, Ivo), Lark is at 1 (Ember)"),
        BJI,
    ),
    ("has-both", post("Current count: Bramble has 2 (Juno, Ivo), Lark has 1 (Ember)"), BJI),
    (
        "is-at-three",
        post("Current count: Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember), Ember at 1 (Wren77)"),
        BJIL,
    ),
    (
        "is-at-vote-count",
        post(MSB.format("Vote Count 2.3"), "Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)"),
        BJI,
    ),
    (
        "is-at-semicolon",
        post("Current count: Bramble is at 2 (Juno, Ivo); Lark is at 1 (Ember)"),
        BJI,
    ),
    (
        "is-at-discourse",
        cooked("<strong>Current count:</strong> Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)"),
        BJI,
    ),
    (
        "is-at-xenforo",
        xf("<b>Vote Count 2.3:</b> Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember)"),
        BJI,
    ),
    ("is-on", post("Current count: Bramble is on 2 (Juno, Ivo), Lark on 1 (Ember)"), BJI),
    (
        "is-at-tail-majority",
        post("Current count: Bramble is at 2 (Juno, Ivo), Lark at 1 (Ember), with 5 to lynch"),
        BJI,
    ),
    (
        "is-at-lines",
        post(MSB.format("Vote Count 2.3"), "Bramble is at 2 (Juno, Ivo)", "Lark is at 1 (Ember)"),
        BJI,
    ),
    # --- voters named by a slot's number: read as nobody -------------------------------------
    (
        "slot-voter",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Juno, Slot 4", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "hash-voter",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Juno, #4", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "p-voter",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Juno, P4", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "slot-voter-first",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Slot 4, Juno", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "slot-voter-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines("Bramble (2): Juno, Player 4", "Lark (1): Ember"),
        ),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),  # fmt: skip
    (
        "slot-and-name",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Slot 4 (Juno), Ivo", "Lark (1): Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_leftovers(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
