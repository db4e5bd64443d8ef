"""The tenth zoo's other shapes: arrows and pointers the earlier rounds lack, XenForo's
and vBulletin's own lists, a heading that carries the living and the majority after a
dash, tables whose wagon column is named otherwise."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 1.3")


def xf_list(*items: str) -> str:
    return "<ul>" + "".join(f'<li data-xf-list-type="ul">{i}</li>' for i in items) + "</ul>"


def vb_list(*items: str) -> str:
    return '<ol class="decimal">' + "".join(f'<li style="">{i}</li>' for i in items) + "</ol>"


CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "pointer-triangle",
        post(H, "Juno \u25b6 Bramble", "Ivo \u25b6 Bramble", "Ember \u25b6 Lark"),
        BJI,
    ),
    (
        "pointer-arrowhead",
        post(H, "Juno \u27a4 Bramble", "Ivo \u27a4 Bramble", "Ember \u27a4 Lark"),
        BJI,
    ),
    (
        "pointer-mapsto",
        post(H, "Juno \u21a6 Bramble", "Ivo \u21a6 Bramble", "Ember \u21a6 Lark"),
        BJI,
    ),
    (
        "pointer-long-arrow",
        post(H, "Juno \u27f6 Bramble", "Ivo \u2b95 Bramble", "Ember \u2b95 Lark"),
        BJI,
    ),
    ("xf-list", xf("Vote Count 1.3") + xf_list("Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    ("vb-list", xf("Vote Count 1.3") + vb_list("Bramble (2) - Juno, Ivo", "Lark (1) - Ember"), BJI),
    (
        "heading-dash-alive",
        post(
            MSB.format("Vote Count 1.3 \u2014 9 alive, 5 to lynch"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "heading-dash-alive-bold-names",
        post(
            MSB.format("Vote Count 1.3 - 9 alive, 5 to lynch"),
            MSB.format("Bramble"),
            "Juno",
            "Ivo",
            MSB.format("Lark"),
            "Ember",
        ),
        BJI,
    ),
    (
        "heading-pipe-majority",
        post(
            MSB.format("VC 1.3 | Majority 5"),
            MSB.format("Bramble"),
            "Juno",
            "Ivo",
            MSB.format("Lark"),
            "Ember",
        ),
        BJI,
    ),
    (
        "md-votes-player-voters",
        cooked("Vote Count 1.3")
        + md_table(
            ("Votes", "Player", "Voters"), ("2", "Bramble", "Juno, Ivo"), ("1", "Lark", "Ember")
        ),
        BJI,
    ),
    (
        "md-lynch-candidate",
        cooked("Vote Count 1.3")
        + md_table(
            ("On the block", "Votes", "Who"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "md-name-votedby",
        cooked("Vote Count 1.3")
        + md_table(("Name", "Voted by"), ("Bramble", "Juno, Ivo"), ("Lark", "Ember")),
        BJI,
    ),
    (
        "votes-after-voters",
        post(H, "Bramble: Juno, Ivo (2 votes)", "Lark: Ember (1 vote)"),
        BJI,
    ),
    (
        "fraction-bar",
        post(
            H,
            "Bramble \u25ae\u25ae\u25af\u25af\u25af 2/5 Juno, Ivo",
            "Lark \u25ae\u25af\u25af\u25af\u25af 1/5 Ember",
        ),
        BJI,
    ),
    (
        "discourse-voters-first-list",
        "<p>Vote Count 1.3</p><ul>\n<li>Juno, Ivo \u2192 Bramble (2)</li>\n<li>Ember \u2192 Lark (1)</li>\n</ul>",
        BJI,
    ),
    (
        "total-word-after-name",
        post(H, "Bramble, 2: Juno, Ivo", "Lark, 1: Ember"),
        BJI,
    ),
    (
        "semicolon-voters",
        post(H, "Bramble (2): Juno; Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "dash-list-voters-first-lines",
        cooked(
            lines(
                "Vote Count 1.3",
                "- Juno voted Bramble",
                "- Ivo voted Bramble",
                "- Ember voted Lark",
            )
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
