"""The tenth zoo's fifth batch: a game's history that is no count of today's (each day's
lynch and its voters, a table of each voter's vote by day, a graveyard list), and the
count beside such a history read alone."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "count-then-lynch-history",
        post(
            MSB.format("Vote Count 3.1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            MSB.format("Lynch history"),
            "Day 1: Wren77 (Juno, Ivo, Lark)",
            "Day 2: Quill-Tide (Ember, Juno, Bramble)",
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "lynched-day-labels",
        post(
            "Lynched Day 1: Bramble (Juno, Ivo, Lark)",
            "Lynched Day 2: Lark (Ember, Juno)",
            "Thanks for the votes, everyone.",
        ),
    ),
    (
        "d-lines-lynched",
        post(
            "Game history (votes):",
            "D1: Bramble lynched (Juno, Ivo, Lark)",
            "D2: Lark lynched (Ember, Juno)",
        ),
    ),
    (
        "voter-by-day-table",
        post("Who voted whom, by day:")
        + table(
            ("Juno", "Bramble", "Lark"),
            ("Ivo", "Bramble", "Ember"),
            head=("Voter", "Day 1", "Day 2"),
        ),
    ),
    (
        "voting-record-table",
        post(MSB.format("Voting record"))
        + table(
            ("Juno", "Bramble", "Lark"), ("Ivo", "Bramble", "Ember"), head=("Player", "D1", "D2")
        ),
    ),
    (
        "graveyard-with-voters",
        post(
            MSB.format("Graveyard"),
            "Bramble - lynched Day 1 (votes: Juno, Ivo, Lark)",
            "Lark - killed Night 1",
        ),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_histories(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_histories_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
