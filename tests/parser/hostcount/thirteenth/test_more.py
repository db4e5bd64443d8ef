"""The thirteenth zoo's second batch, each in the four engines: one-line counts after
"Votes:", "Tally:", "Wagons:"; a heading signed by a co-host ("Vote Count 2.3 (by
Marlow)", "VC by Marlow"); keycap-number bullets; totals in words between dashes; an L-N
column in a row of bars; players named "Hammer", "Late", "Count" and "Vote" set in bold
or voting beside the others."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import WORDS, Case, four
from tests.parser.hostcount.zoo import check

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[Case] = [
    *four("one-line-votes", "", ("Votes: Bramble 2 (Juno, Ivo), Lark 1 (Ember)",), BJI),
    *four("one-line-tally", "", ("Tally: Bramble 2 (Juno, Ivo); Lark 1 (Ember)",), BJI),
    *four("one-line-wagons", "", ("Wagons: Bramble (Juno, Ivo), Lark (Ember)",), BJI),
    *four("signed-heading", "Vote Count 2.3 (by Marlow)", W, BJI),
    *four("signed-vc", "VC 2.3 by Marlow, co-host", W, BJI),
    *four(
        "keycaps",
        VC,
        ("1\ufe0f\u20e3 Bramble (2): Juno, Ivo", "2\ufe0f\u20e3 Lark (1): Ember"),
        BJI,
    ),
    *four(
        "words-dashes",
        VC,
        ("Bramble \u2014 two votes \u2014 Juno, Ivo", "Lark \u2014 one vote \u2014 Ember"),
        BJI,
    ),
    *four("l-bars", VC, ("L-1 | Bramble | Juno, Ivo, Lark", "L-3 | Ember | Wren77"), BJIL),
    *four("l-after", VC, ("Bramble (3, L-1): Juno, Ivo, Lark", "Ember (1, L-3): Wren77"), BJIL),
]

WORD_CASES: list[Case] = [
    *four(
        "bold-hammer",
        VC,
        ("<b>Hammer</b> (2): Juno, Ivo", "<b>Lark</b> (1): Ember"),
        {"Hammer": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    *four(
        "late-voter",
        VC,
        ("Bramble (2): Juno, Late", "Lark (2): Count, Vote"),
        {"Bramble": ("Juno", "Late"), "Lark": ("Count", "Vote")},
    ),
    *four(
        "hammer-arrow",
        VC,
        ("Juno, Hammer \u2192 Bramble", "Ember \u2192 Lark"),
        {"Bramble": ("Juno", "Hammer"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in WORD_CASES], ids=[c[0] for c in WORD_CASES]
)
def test_zoo_thirteenth_more_named_by_words(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, WORDS)
