"""The tenth zoo's third batch: weights written before the voter or as a plus, a voter's
old vote struck beside the new one, a correction that repeats the count, a table of
voters with their paths; and a host's sentences about one wagon that are no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, aside, cooked, lines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.2")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("weight-2x-before", post(H, "Bramble (3): 2x Juno, Ivo", "Lark (1): Ember"), BJI),
    ("weight-plus-one", post(H, "Bramble (3): Juno (+1), Ivo", "Lark (1): Ember"), BJI),
    ("weight-times-before", post(H, "Bramble (3): \u00d72 Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "per-voter-struck-old",
        cooked(
            lines(
                "Vote Count 2.2",
                "Votes by player:",
                f"Juno: {DEL.format('Lark')} Bramble",
                "Ivo: Bramble",
                f"Ember: {DEL.format('Bramble')} Lark",
            )
        ),
        BJI,
    ),
    (
        "correction-should-read",
        post(
            "Correction: Vote Count 2.2 should read:",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "voter-table-paths",
        post(H)
        + table(
            ("Juno", "Lark \u2192 Bramble"),
            ("Ivo", "Bramble"),
            ("Ember", "Lark"),
            head=("Voter", "Vote"),
        ),
        BJI,
    ),
    (
        "wagon-line-l1-red-after",
        post(
            H, 'Bramble (2): Juno, Ivo <span style="color: #FF0000">(L-1)</span>', "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "not-voting-after-bar",
        post(H, "Bramble (2): Juno, Ivo | Lark (1): Ember | Not voting: Wren77"),
        BJI,
    ),
    (
        "not-voting-after-semicolon",
        post(H, "Bramble (2): Juno, Ivo; Lark (1): Ember; Not voting: Wren77, Quill-Tide"),
        BJI,
    ),
    (
        "host-thanks-then-count",
        aside("Juno", cooked("Bramble (2): Juno, Ivo"))
        + cooked(
            "Thanks Juno. Official:",
            lines("Vote Count 2.2", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "reminder-l1-sentence",
        post("Reminder: Bramble is at L-1 with Juno, Ivo, Lark and Ember on him."),
    ),
    ("lynched-with-votes", post("Bramble has been lynched with votes from Juno, Ivo and Lark.")),
    (
        "ruling-not-bolded",
        post("Juno's vote on Bramble does not count (not bolded). Please bold your votes."),
    ),
    ("count-after-wake", post("Vote count: after I wake up.")),
    (
        "thanks-player",
        aside("Juno", cooked(lines("Vote Count", "Bramble (2): Juno, Ivo")))
        + cooked("Thanks Juno, that's right."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_edges(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_edges_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
