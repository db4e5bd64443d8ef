"""The ninth zoo's tables of one voter a row (voter | voted for | post), in phpBB's,
Discourse's, vBulletin's and XenForo's markup, and code boxes aligned with spaces."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, md_table
from tests.parser.hostcount.fourth.shapes import code
from tests.parser.hostcount.ninth.shapes import MONO, d_code, vb_table
from tests.parser.hostcount.seventh.shapes import xf, xf_table
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import NL, check, post, table

H = MSB.format("Vote Count 3.2")
ROWS = (("Juno", "Bramble", "#12"), ("Ivo", "Bramble", "#19"), ("Ember", "Lark", "#33"))

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("voter-voted-for-post", H + table(*ROWS, head=("Voter", "Voted for", "Post")), BJI),
    ("player-vote-post-no", H + table(*ROWS, head=("Player", "Vote", "Post #")), BJI),
    ("voter-target", H + table(*[r[:2] for r in ROWS], head=("Voter", "Target")), BJI),
    ("who-votes-whom", H + table(*[r[:2] for r in ROWS], head=("Who", "Votes")), BJI),
    ("player-current-vote", H + table(*ROWS, head=("Player", "Current vote", "Link")), BJI),
    (
        "player-vote-with-unvoting-row",
        H + table(*ROWS, ("Lark", "\u2014", ""), head=("Player", "Vote", "Post")),
        BJI,
    ),
    (
        "player-vote-with-no-vote-row",
        H + table(*ROWS, ("Wren77", "no vote", ""), head=("Player", "Voting", "Post")),
        BJI,
    ),
    (
        "voter-no-lynch-row",
        H + table(*ROWS, ("Wren77", "No Lynch", "#40"), head=("Voter", "Voted for", "Post")),
        {**BJI, NL: ("Wren77",)},
    ),
    (
        "voter-self-row",
        H + table(*ROWS, ("Wren77", "Wren77", "#41"), head=("Voter", "Voted for", "Post")),
        {**BJI, "Wren77": ("Wren77",)},
    ),
    (
        "discourse-md-voter-table",
        cooked("<strong>Vote Count 3.2</strong>") + md_table(("Voter", "Voted for", "Post"), *ROWS),
        BJI,
    ),
    (
        "discourse-md-voter-table-emoji-head",
        cooked("<strong>Vote Count 3.2</strong>")
        + md_table(("\U0001f464 Player", "\U0001f5f3\ufe0f Vote"), *[r[:2] for r in ROWS]),
        BJI,
    ),
    (
        "xf-voter-table",
        xf("<b>Vote Count 3.2</b>") + xf_table(*ROWS, head=("Voter", "Voted for", "Post")),
        BJI,
    ),
    (
        "vb-voter-table-first-row-head",
        "<b>Vote Count 3.2</b><br />"
        + vb_table(("<b>Voter</b>", "<b>Voted for</b>", "<b>Post</b>"), *ROWS),
        BJI,
    ),
    (
        "vb-wagon-table-first-row-head",
        "<b>Vote Count 3.2</b><br />"
        + vb_table(
            ("<b>Wagon</b>", "<b>Votes</b>", "<b>Voters</b>"),
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
        ),
        BJI,
    ),
    (
        "table-voter-sorted-by-target",
        H
        + table(
            ("Ember", "Lark", "#33"),
            ("Ivo", "Bramble", "#19"),
            ("Juno", "Bramble", "#12"),
            head=("Voter", "Voted for", "Post"),
        ),
        {"Lark": ("Ember",), "Bramble": ("Ivo", "Juno")},
    ),
    (
        "table-target-left-voter-right",
        H
        + table(
            ("Bramble", "Juno"), ("Bramble", "Ivo"), ("Lark", "Ember"), head=("Target", "Voter")
        ),
        BJI,
    ),
    # --- code boxes and monospace ----------------------------------------------------------------
    (
        "code-voter-arrow-aligned",
        H + code("Juno    ->  Bramble", "Ivo     ->  Bramble", "Ember   ->  Lark"),
        BJI,
    ),
    (
        "code-header-dashes",
        H
        + code(
            "Wagon      Votes  Voters",
            "---------  -----  ----------",
            "Bramble    2      Juno, Ivo",
            "Lark       1      Ember",
        ),
        BJI,
    ),
    (
        "code-ascii-grid",
        H
        + code(
            "+---------+---+-----------+",
            "| Bramble | 2 | Juno, Ivo |",
            "+---------+---+-----------+",
            "| Lark    | 1 | Ember     |",
            "+---------+---+-----------+",
        ),
        BJI,
    ),
    (
        "code-voter-grid",
        H
        + code(
            "| Voter | Voted for |",
            "|-------|-----------|",
            "| Juno  | Bramble   |",
            "| Ivo   | Bramble   |",
            "| Ember | Lark      |",
        ),
        BJI,
    ),
    (
        "discourse-code-total-last",
        cooked("<strong>Vote Count 3.2</strong>")
        + d_code("Bramble   Juno, Ivo   2", "Lark      Ember       1"),
        BJI,
    ),
    (
        "discourse-code-heading-inside",
        d_code(
            "VOTE COUNT 3.2",
            "==============",
            "Bramble ..... Juno, Ivo (2)",
            "Lark ........ Ember (1)",
        ),
        BJI,
    ),
    (
        "phpbb-monospace-run",
        post(
            H,
            MONO.format("Bramble&nbsp;&nbsp;(2)&nbsp;&nbsp;Juno, Ivo"),
            MONO.format("Lark&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;(1)&nbsp;&nbsp;Ember"),
        ),
        BJI,
    ),
    (
        "phpbb-tt-block",
        H + "<br><tt>Bramble (2) Juno, Ivo<br>Lark (1) Ember</tt>",
        BJI,
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_tables(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
