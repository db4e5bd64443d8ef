"""Counts whose wagons are a table: phpBB's, XenForo's, vBulletin's and Discourse's
(cooked from a pipe table, or left as pipes in a paragraph), headed "Target | Votes |
Voters" and its kin, with a "Not voting" row, struck voters, voters one a line in a cell,
a hammer row; and a table of votes by voter with the post of each vote."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.ninth.shapes import vb_table
from tests.parser.hostcount.seventh.shapes import xf, xf_table
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post, table

HEAD = MSB.format("Vote Count 2.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "target-votes-voters",
        post(HEAD)
        + table(
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            head=("Target", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "target-voters-total",
        post(HEAD)
        + table(
            ("Bramble", "Juno, Ivo", "2"),
            ("Lark", "Ember", "1"),
            head=("Target", "Voters", "Total"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "candidate-count-by",
        post(HEAD)
        + table(
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            head=("Candidate", "Count", "Voted by"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "not-voting-row",
        post(HEAD)
        + table(
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            ("Not voting", "2", "Wren77, Sable Fox"),
            head=("Target", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "struck-in-cell",
        post(HEAD)
        + table(
            ("Bramble", "2", f"Juno, {MSS.format('Lark')}, Ivo"),
            ("Lark", "1", "Ember"),
            head=("Target", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "voters-broken-in-cell",
        post(HEAD)
        + table(
            ("Bramble", "2", "Juno<br>Ivo"),
            ("Lark", "1", "Ember"),
            head=("Target", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "no-head-row",
        post(HEAD) + table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")),
        BJI,
    ),
    (
        "discourse-md-table",
        cooked("<strong>Vote Count 2.3</strong>")
        + md_table(
            ("Target", "Votes", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),  # fmt: skip
    (
        "discourse-md-table-wagon-hash",
        cooked("<strong>Votes</strong>")
        + md_table(("Wagon", "#", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")),
        BJI,
    ),
    (
        "discourse-pipes-raw",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                "| Target | Votes | Voters |",
                "|---|---|---|",
                "| Bramble | 2 | Juno, Ivo |",
                "| Lark | 1 | Ember |",
            ),
        ),
        BJI,
    ),  # fmt: skip
    (
        "xenforo-table",
        xf("<b>Vote Count 2.3</b>")
        + xf_table(
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            head=("Target", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "vbulletin-table-head-cells",
        "<b>Vote Count 2.3</b><br />"
        + vb_table(
            ("Target", "Votes", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),  # fmt: skip
    (
        "table-hammer-row",
        post(HEAD)
        + table(
            ("Bramble", "3 (HAMMER)", "Juno, Ivo, Lark"),
            ("Ember", "1", "Wren77"),
            head=("Target", "Votes", "Voters"),
        ),
        BJIL,
    ),  # fmt: skip
    (
        "table-l-minus",
        post(HEAD)
        + table(
            ("Bramble", "2", "L-2", "Juno, Ivo"),
            ("Lark", "1", "L-3", "Ember"),
            head=("Target", "Votes", "To lynch", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "table-voter-vote-post",
        post(HEAD)
        + table(
            ("Juno", "Bramble", "#123"),
            ("Ivo", "Bramble", "#140"),
            ("Ember", "Lark", "#151"),
            head=("Player", "Vote", "Post"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "table-voter-current-vote",
        post(HEAD)
        + table(
            ("Juno", "Bramble"),
            ("Ivo", "Bramble"),
            ("Ember", "Lark"),
            ("Wren77", "-"),
            head=("Player", "Current vote"),
        ),
        BJI,
    ),  # fmt: skip
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_tables(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
