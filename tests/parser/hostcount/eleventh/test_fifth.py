"""A fifth batch: a hammer marker on one voter ("Lark (L)"), a self-vote noted, the total
and the majority after the voters, totals in words, voters in a table's own cells, "&amp;"
between voters, a "Hammer:" line below the wagons, a host's one-word line under their
quoted count ("^ Accurate."); and near misses (a player's "^ this" under a quoted count, a
list of claims)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.third.shapes import quoted
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.5")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
OLD = post(MSB.format("Vote Count 2.4"), "Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("hammer-marker-voter", post(H, "Bramble (3): Juno, Ivo, Lark (L)", "Ember (1): Wren77"), BJIL),
    (
        "self-vote-noted",
        post(H, "Bramble (3): Juno, Ivo, Lark", "Ember (1): Ember (self)"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Ember",)},
    ),
    ("total-after-voters", post(H, "Bramble: Juno, Ivo, Lark [3/7]", "Ember: Wren77 [1/7]"), BJIL),
    ("total-in-words", post(H, "Bramble (three): Juno, Ivo, Lark", "Ember (one): Wren77"), BJIL),
    (
        "table-voter-cells",
        H + table(("Bramble", "3", "Juno", "Ivo", "Lark"), ("Ember", "1", "Wren77", "", "")),
        BJIL,
    ),
    ("amp-voters", post(H, "Bramble (3): Juno &amp; Ivo &amp; Lark", "Ember (1): Wren77"), BJIL),
    (
        "hammer-line-below",
        post(H, "Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77", "Hammer: Lark (post 512)"),
        BJIL,
    ),
    ("caret-accurate", quoted("Warden", OLD) + post("^ Accurate."), BJIL),
    ("caret-still-good", quoted("Warden", OLD) + post("^ still good"), BJIL),
    ("discourse-caret-count-stands", aside("Warden", OLD) + cooked("^ Count stands."), BJIL),
    (
        "lynch-order-l0",
        post(H, "Bramble (4, L-0): Juno, Ivo, Lark, Ember", "Wren77 (1): Mr. Pebble"),
        {"Bramble": ("Juno", "Ivo", "Lark", "Ember"), "Wren77": ("Mr. Pebble",)},
    ),
    (
        "discourse-at-lower",
        cooked(lines("Vote Count 2.5", "bramble (3): @juno, @ivo, @lark", "ember (1): @wren77")),
        BJIL,
    ),
]

NONE: list[tuple[str, str]] = [
    ("player-caret-this", quoted("Juno", OLD) + post("^ this")),
    ("host-caret-accurate-question", quoted("Warden", OLD) + post("^ accurate?")),
    (
        "host-caret-mostly",
        quoted("Warden", OLD) + post("^ accurate for the most part, Juno pending"),
    ),
    (
        "claims-list",
        post(
            MSB.format("Claims so far"),
            "Juno: Cop",
            "Ivo: Doctor",
            "Lark: Vanilla",
            "Votes are due Friday.",
        ),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_fifth(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_fifth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
