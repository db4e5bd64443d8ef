"""Last round's leftovers: a wagon's voters wrapped onto an indented line with no mark;
"Bramble, Lark (1 each): Juno, Ivo" (which voter is whose cannot be told: no count, never
a wrong wagon); a "Wagons:" heading over the players' claims; players named by digits
beside slot numbers."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.tenth.shapes import DIGITS, indent
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

H = MSB.format("Vote Count 2.4")
FOUR = {"Bramble": ("Juno", "Lark", "Wren77", "Ember"), "Ivo": ("Quill-Tide",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    # --- voters wrapped onto an indented line with no mark --------------------------------------
    (
        "indent-nbsp",
        post(H, "Bramble (4): Juno, Lark", indent("Wren77, Ember"), "Ivo (1): Quill-Tide"),
        FOUR,
        ROSTER,
    ),
    (
        "indent-nbsp-two",
        post(H, "Bramble (4): Juno, Lark", indent("Wren77, Ember", 2), "Ivo (1): Quill-Tide"),
        FOUR,
        ROSTER,
    ),
    (
        "indent-xf-spaces",
        xf("Vote Count 2.4", "Bramble (4): Juno, Lark", "    Wren77, Ember", "Ivo (1): Quill-Tide"),
        FOUR,
        ROSTER,
    ),
    (
        "indent-nbsp-three-lines",
        post(
            H,
            "Bramble (4): Juno",
            indent("Lark, Wren77"),
            indent("Ember"),
            "Ivo (1): Quill-Tide",
        ),
        FOUR,
        ROSTER,
    ),
    (
        "indent-dash-total",
        post(H, "Bramble - 4 - Juno, Lark", indent("Wren77, Ember"), "Ivo - 1 - Quill-Tide"),
        FOUR,
        ROSTER,
    ),
    (
        "indent-not-voting-below-full-wagon",
        post(H, "Bramble (2): Juno, Lark", indent("(L-3)"), "Not voting: Ember, Ivo"),
        {"Bramble": ("Juno", "Lark")},
        ROSTER,
    ),
    # --- digits as names --------------------------------------------------------------------------
    (
        "digits-wagon-total",
        post(H, "1337 (2): Juno, Ivo", "42 (1): Lark"),
        {"1337": ("Juno", "Ivo"), "42": ("Lark",)},
        DIGITS,
    ),
    (
        "digits-voters",
        post(H, "Juno (2): 1337, 42", "Lark (1): Ivo"),
        {"Juno": ("1337", "42"), "Lark": ("Ivo",)},
        DIGITS,
    ),
    (
        "digits-numbered-list",
        post(H, "1. 1337 (2): Juno, Ivo", "2. Lark (1): 42"),
        {"1337": ("Juno", "Ivo"), "Lark": ("42",)},
        DIGITS,
    ),
    (
        "digits-dash",
        post(H, "42 - Juno, Ivo", "Lark - 1337"),
        {"42": ("Juno", "Ivo"), "Lark": ("1337",)},
        DIGITS,
    ),
    (
        "digits-bracket-total",
        post(H, "42 [2] Juno, 1337", "Lark [1] Ember"),
        {"42": ("Juno", "1337"), "Lark": ("Ember",)},
        DIGITS,
    ),
    (
        "digits-discourse",
        cooked(lines("Vote Count 2.4", "42 (2): Juno, Ivo", "1337 (1): Lark")),
        {"42": ("Juno", "Ivo"), "1337": ("Lark",)},
        DIGITS,
    ),
]

NONE: list[tuple[str, str]] = [
    ("each-two", post(H, "Bramble, Lark (1 each): Juno, Ivo", "Not voting: Ember")),
    ("each-with-wagon", post(H, "Ivo (2): Ember, Wren77", "Bramble, Lark (1 each): Juno, Ivo")),
    ("each-dash", post(H, "Bramble & Lark - 1 each - Juno, Ivo")),
    (
        "wagons-claims",
        post(MSB.format("Wagons:"), "Bramble - claims Cop", "Juno - claims Doctor", "Ivo - VT"),
    ),
    (
        "wagons-claims-colon",
        post("Wagons:", "Bramble: claimed Vigilante", "Lark: claimed Vanilla Townie"),
    ),
    (
        "wagons-claims-label",
        post("Claims so far, by wagon:", "Bramble - Cop", "Juno - Doctor", "Ember - Townie"),
    ),
]


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_tenth_leftovers(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster) -> None:
    check(html, wagons, roster)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_leftovers_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
