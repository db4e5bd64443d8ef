"""The tenth zoo's lists and tables: MafiaScum's ``[list]`` and ``[list=1]`` of wagons,
items holding a wagon and its voters, voters as a list under each item; Discourse's
Markdown tables of one row a wagon ("Wagon | Votes | Voters"), XenForo's and vBulletin's
tables."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, md_table
from tests.parser.hostcount.ninth.shapes import vb_table
from tests.parser.hostcount.seventh.shapes import xf, xf_table
from tests.parser.hostcount.tenth.shapes import ms_list
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import NL, check, post

H = MSB.format("Vote Count 3.1")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- phpBB lists ----------------------------------------------------------------------------
    ("list-colon", H + ms_list("Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "list-numbered",
        H + ms_list("Bramble (2): Juno, Ivo", "Lark (1): Ember", numbered=True),
        BJI,
    ),
    (
        "list-bold-wagon",
        H
        + ms_list(MSB.format("Bramble") + " (2) - Juno, Ivo", MSB.format("Lark") + " (1) - Ember"),
        BJI,
    ),
    (
        "list-then-not-voting",
        H + ms_list("Bramble [2] Juno, Ivo", "Lark [1] Ember") + post("", "Not voting: Wren77"),
        BJI,
    ),
    (
        "list-nested-voters",
        H
        + "<ul><li>Bramble (2)<ul><li>Juno</li><li>Ivo</li></ul></li>"
        + "<li>Lark (1)<ul><li>Ember</li></ul></li></ul>",
        BJI,
    ),
    (
        "list-numbered-nested",
        H
        + '<ol style="list-style-type:decimal"><li>Bramble - 3<ul><li>Juno</li><li>Ivo</li>'
        + "<li>Lark</li></ul></li><li>Ember - 1<ul><li>Wren77</li></ul></li></ol>",
        BJIL,
    ),
    (
        "list-no-lynch",
        H + ms_list("Bramble (2): Juno, Ivo", "No Lynch (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "list-heading-outside",
        post(H, "Alive: 9 | Majority: 5") + ms_list("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "list-voters-first",
        H + ms_list("Juno \u2192 Bramble", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
    ),
    (
        "list-discourse",
        "<p>Vote Count 3.1</p><ul>\n<li>Bramble (2): Juno, Ivo</li>\n<li>Lark (1): Ember</li>\n</ul>",
        BJI,
    ),
    (
        "list-discourse-ordered",
        "<p><strong>Vote Count 3.1</strong></p><ol>\n<li>Bramble (3) - Juno, Ivo, Lark</li>\n"
        "<li>Ember (1) - Wren77</li>\n</ol>",
        BJIL,
    ),
    # --- tables of one row a wagon ----------------------------------------------------------------
    (
        "md-wagon-votes-voters",
        cooked("Vote Count 3.1")
        + md_table(
            ("Wagon", "Votes", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "md-player-count-votedby",
        cooked("Vote Count 3.1")
        + md_table(
            ("Player", "Count", "Voted by"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "md-target-hash-voters",
        cooked("Vote Count 3.1")
        + md_table(
            ("Target", "#", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "md-voters-first-column",
        cooked("Vote Count 3.1")
        + md_table(("Voters", "Wagon"), ("Juno, Ivo", "Bramble"), ("Ember", "Lark")),
        BJI,
    ),
    (
        "md-lminus-column",
        cooked("Vote Count 3.1")
        + md_table(
            ("Wagon", "Votes", "L-", "Voters"),
            ("Bramble", "2", "3", "Juno, Ivo"),
            ("Lark", "1", "4", "Ember"),
        ),
        BJI,
    ),
    (
        "md-no-header-words",
        cooked("Vote Count 3.1")
        + md_table(("", "", ""), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")),
        BJI,
    ),
    (
        "md-voters-br",
        cooked("Vote Count 3.1")
        + md_table(("Wagon", "Voters"), ("Bramble", "Juno<br>Ivo"), ("Lark", "Ember")),
        BJI,
    ),
    (
        "xf-table-wagon-votes-voters",
        xf("Vote Count 3.1")
        + xf_table(
            ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), head=("Wagon", "Votes", "Voters")
        ),
        BJI,
    ),
    (
        "vb-table-wagon-votes-voters",
        xf("Vote Count 3.1")
        + vb_table(
            ("Wagon", "Votes", "Voters"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "md-table-not-voting-row",
        cooked("Vote Count 3.1")
        + md_table(
            ("Wagon", "Votes", "Voters"),
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            ("Not voting", "1", "Wren77"),
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_lists(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
