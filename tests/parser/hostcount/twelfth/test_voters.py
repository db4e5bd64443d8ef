"""Counts ordered by voter: "Juno: Bramble" one line a voter (under a count heading,
where wagon first would have one player voting twice), "Juno -> Bramble (post 123)",
"Juno votes Bramble (#123)", lists and Discourse paragraphs of them, with a summary of
totals above or below."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.sixth.shapes import plink
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post, ul

HEAD = MSB.format("Vote Count 2.3")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "by-voter-heading",
        post(MSB.format("Votes by player"), "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "by-voter-colon-count-heading",
        post(HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "by-voter-arrow-post",
        post(
            HEAD,
            "Juno -> Bramble (post 123)",
            "Ivo -> Bramble (post 140)",
            "Ember -> Lark (post 151)",
        ),
        BJI,
    ),  # fmt: skip
    (
        "by-voter-arrow-link",
        post(
            HEAD,
            f"Juno \u2192 Bramble {plink(123)}",
            f"Ivo \u2192 Bramble {plink(140)}",
            f"Ember \u2192 Lark {plink(151)}",
        ),
        BJI,
    ),  # fmt: skip
    (
        "by-voter-votes",
        post(
            HEAD, "Juno votes Bramble (#123)", "Ivo votes Bramble (#140)", "Ember votes Lark (#151)"
        ),
        BJI,
    ),
    (
        "by-voter-list",
        HEAD + ul("Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "by-voter-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                "Juno \u2192 Bramble (post 123)",
                "Ivo \u2192 Bramble (post 140)",
                "Ember \u2192 Lark (post 151)",
            ),
        ),
        BJI,
    ),  # fmt: skip
    (
        "by-voter-xenforo",
        xf("<b>Vote Count 2.3</b>", "Juno - Bramble", "Ivo - Bramble", "Ember - Lark"),
        BJI,
    ),
    (
        "by-voter-summary-above",
        post(HEAD, "Bramble 2, Lark 1", "", "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "by-voter-summary-below",
        post(HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark", "", "Totals: Bramble 2, Lark 1"),
        BJI,
    ),
    (
        "by-voter-no-vote",
        post(
            HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark", "Wren77: -", "Sable Fox: no vote"
        ),
        BJI,
    ),  # fmt: skip
    (
        "by-voter-voting",
        post(HEAD, "Juno is voting Bramble", "Ivo is voting Bramble", "Ember is voting Lark"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
