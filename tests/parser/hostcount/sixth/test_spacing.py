"""The sixth zoo, spacing and joiners: voters cut by " - ", "&", "+", no spaces at all,
spaces before the marks, wide gaps of non-breaking spaces, each voter's line with their
struck earlier vote, an underlined wagon above its voters, threshold lines above the
wagons, a hammered wagon; and the day's result written as a sentence."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.third.shapes import U
from tests.parser.hostcount.zoo import ROSTER, B, check, ol, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.5")
GAP = "&nbsp;&nbsp;&nbsp;&nbsp;"
FIVE = {"Bramble": ("Juno", "Ivo", "Lark", "Ember", "Wren77")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("dash-between-voters", post(H, "Bramble (2): Juno - Ivo", "Lark (1): Ember"), BJI),
    ("ampersand-voters", post(H, "Bramble (2): Juno &amp; Ivo", "Lark (1): Ember"), BJI),
    ("plus-voters", post(H, "Bramble (2): Juno + Ivo", "Lark (1): Ember"), BJI),
    ("no-spaces", post(H, "Bramble(2):Juno,Ivo", "Lark(1):Ember"), BJI),
    ("spaces-before-marks", post(H, "Bramble ( 2 ) : Juno , Ivo", "Lark ( 1 ) : Ember"), BJI),
    ("nbsp-gap-no-total", post(H, f"Bramble{GAP}Juno, Ivo", f"Lark{GAP}Ember"), BJI),
    (
        "per-voter-struck-earlier-vote",
        post(
            H,
            f"Juno: {MSS.format('Lark')} Bramble",
            f"Ivo: {MSS.format('Ember')} Bramble",
            "Ember: Lark",
            "Lark: (no vote)",
        ),
        BJI,
    ),
    (
        "per-voter-dash-links",
        post(H, "Juno \u2014 Bramble (#12)", "Ivo \u2014 Bramble (#19)", "Ember \u2014 Lark (#33)"),
        BJI,
    ),
    (
        "per-voter-table-history-cell",
        H
        + table(
            ("Juno", "Bramble", "Lark \u2192 Bramble"),
            ("Ivo", "Bramble", "Bramble"),
            ("Ember", "Lark", "Lark"),
            head=("Player", "Voting", "History"),
        ),
        BJI,
    ),
    (
        "per-voter-ol-arrows",
        H + ol("Juno \u2192 Bramble", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
    ),
    (
        "underlined-wagon-voters-next",
        post(H, U.format("Bramble"), "Juno, Ivo", U.format("Lark"), "Ember"),
        BJI,
    ),
    (
        "threshold-lines-above",
        post(
            H,
            "Votes needed to lynch: 5",
            "Living players: 9",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "heading-with-alive-and-lynch",
        post(
            B.format("Vote Count 2.5 \u2014 9 alive, 5 to lynch"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "hammered-wagon-caps",
        post(H, "Bramble (5) \u2014 HAMMERED \u2014 Juno, Ivo, Lark, Ember, Wren77"),
        FIVE,
    ),
    (
        "name-without-title",
        post(H, "Bramble (2): Juno, Pebble", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "name-no-hyphen",
        post(H, "Bramble (2): Juno, Quill Tide", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Quill-Tide"), "Lark": ("Ember",)},
    ),
    (
        "caps-not-voting",
        post(H, "BRAMBLE (2): JUNO, IVO", "LARK (1): EMBER", "NOT VOTING (1): WREN77"),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "result-sentence",
        post(
            B.format("Day 1 results"),
            "Bramble was lynched (5 votes: Juno, Ivo, Lark, Ember, Wren77).",
        ),
    ),
    (
        "flavour-with-names",
        post(
            "The village gathered. Juno and Ivo dragged Bramble to the square;",
            "Lark watched, Ember wept.",
        ),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_spacing(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_sixth_spacing_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
