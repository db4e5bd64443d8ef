"""The tenth zoo's fourth batch: count headings that carry the day, the post or the
living in brackets above wagons set apart by bold; names in capitals, lowercase or
shortened; a hammer mark after the last voter; a table of one voter a cell."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post, table

BOLD_BODY = (MSB.format("Bramble"), "Juno", "Ivo", MSB.format("Lark"), "Ember")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "heading-brackets-alive",
        post(MSB.format("Vote Count 3.4 (9 alive, 5 to lynch)"), *BOLD_BODY),
        BJI,
    ),
    ("heading-square-majority", post(MSB.format("Vote Count 3.4 [Majority: 5]"), *BOLD_BODY), BJI),
    ("heading-day-brackets", post(MSB.format("Votecount (Day 3) #4"), *BOLD_BODY), BJI),
    ("heading-post-brackets", post(MSB.format("Day 3, Vote Count #4 (post 512)"), *BOLD_BODY), BJI),
    (
        "heading-dash-majority-is",
        post(MSB.format("Vote Count 3.4 - Majority is 5"), *BOLD_BODY),
        BJI,
    ),
    ("heading-roman-day", post(MSB.format("Vote Count II.3"), *BOLD_BODY), BJI),
    (
        "caps-names",
        post(MSB.format("Vote Count 3.4"), "BRAMBLE (2): JUNO, IVO", "LARK (1): EMBER"),
        BJI,
    ),
    (
        "lower-names",
        post(MSB.format("Vote Count 3.4"), "bramble (2): juno, ivo", "lark (1): ember"),
        BJI,
    ),
    (
        "hammer-h-mark",
        post(MSB.format("Vote Count 3.4"), "Bramble (3): Juno, Ivo, Lark (H)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-word-after",
        post(
            MSB.format("Vote Count 3.4"),
            "Bramble (3): Juno, Ivo, Lark - HAMMER",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "cells-one-voter-each",
        post(MSB.format("Vote Count 3.4"))
        + table(("Bramble", "Juno", "Ivo"), ("Lark", "Ember", "")),
        BJI,
    ),
    (
        "wagon-votes-label",
        post(
            MSB.format("Vote Count 3.4"),
            "Bramble \u2014 votes: Juno, Ivo (2)",
            "Lark \u2014 votes: Ember (1)",
        ),
        BJI,
    ),
    (
        "voter-day-post-notes",
        post(
            MSB.format("Vote Count 3.4"),
            "Bramble (2): Juno (Day 3, post 45), Ivo (Day 3, post 51)",
            "Lark (1): Ember (Day 3, post 60)",
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_headers(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
