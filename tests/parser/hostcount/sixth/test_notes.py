"""The sixth zoo, voters with notes and counts in sentences: "(1st)", "(since #12)",
"(new)", an asterisk or colour for a new vote, a legend line, "Juno and Ivo are voting
Bramble." sentences, yesterday's results above today's under day labels; and near misses:
an end-of-game table of each day's lynch, a role list with each player's votes, a host
asking players to check a count not yet posted."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI, GREEN
from tests.parser.hostcount.zoo import ROSTER, B, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.5")
OLD = ("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("ordinal-notes", post(H, "Bramble (2): Juno (1st), Ivo (2nd)", "Lark (1): Ember (1st)"), BJI),
    (
        "since-notes",
        post(H, "Bramble (2): Juno (since #12), Ivo (since #19)", "Lark (1): Ember (since #33)"),
        BJI,
    ),
    ("new-notes", post(H, "Bramble (2): Juno, Ivo (new)", "Lark (1): Ember (NEW)"), BJI),
    (
        "asterisk-new",
        post(H, "Bramble (2): Juno, Ivo*", "Lark (1): Ember*", "* new since the last count"),
        BJI,
    ),
    (
        "green-new-vote",
        post(H, f"Bramble (2): Juno, {GREEN.format('Ivo')}", "Lark (1): Ember"),
        BJI,
    ),
    (
        "legend-line",
        post(
            H,
            "Key: \u2714 = new vote, (#) = post",
            "Bramble (2): Juno \u2714, Ivo (#19)",
            "Lark (1): Ember (#33)",
        ),
        BJI,
    ),
    (
        "sentences-are-voting",
        post(H, "Juno and Ivo are voting Bramble. Ember is voting Lark."),
        BJI,
    ),
    (
        "sentences-lines-voting",
        post(H, "Juno and Ivo are voting Bramble.", "Ember is voting Lark."),
        BJI,
    ),
    (
        "votes-label-dash-votes",
        post(H, "Bramble \u2014 votes (2): Juno, Ivo", "Lark \u2014 votes (1): Ember"),
        BJI,
    ),
    (
        "day-results-label-then-day",
        post("Day 1 results:", *OLD, "", "Day 2:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "day-label-sizes",
        post(
            B.format("Day 2"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Day 1"),
            *OLD,
        ),
        BJI,
    ),
    (
        "chopping-block-heading",
        post(B.format("On the chopping block:"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "end-game-lynch-table",
        post(B.format("Game over"))
        + table(
            ("1", "Bramble", "Juno, Ivo, Lark, Ember, Wren77"),
            ("2", "Lark", "Juno, Ivo, Ember, Wren77"),
            head=("Day", "Lynched", "By"),
        ),
    ),
    (
        "role-list-with-votes",
        post(
            B.format("Roles"),
            "Juno (Town Cop) \u2014 voted Bramble D1, Lark D2",
            "Ivo (Mafia Goon) \u2014 voted Lark D1",
        ),
    ),
    (
        "check-count-request",
        post("Before I post the count: Juno, Ivo, is your vote on Bramble?", "Ember, on Lark?"),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_notes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_sixth_notes_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
