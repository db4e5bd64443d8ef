"""A fourth batch: totals and voters in other orders ("Bramble - 3 (Juno, Ivo, Lark) -
L-2", "On Bramble: ...", "Bramble's wagon (3):", "= Juno + Lark"), a whole count on one
line after "Current count:", Discourse paragraphs and XenForo headings over lists of
voters, voters first with times on one line, a host's old count quoted above the new one;
and near misses (results with totals only, a count promised, a theme poll)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.third.shapes import quoted
from tests.parser.hostcount.zoo import ROSTER, check, ol, post, ul
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 4.1")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "total-voters-then-l",
        post(H, "Bramble - 3 (Juno, Ivo, Lark) - L-2", "Ember - 1 (Wren77) - L-4"),
        BJIL,
    ),
    ("on-wagon", post(H, "On Bramble: Juno, Ivo, Lark (3)", "On Ember: Wren77 (1)"), BJIL),
    (
        "wagon-possessive",
        post(H, "Bramble's wagon (3): Juno, Ivo, Lark", "Ember's wagon (1): Wren77"),
        BJIL,
    ),
    ("equals-plus", post(H, "Bramble (3) = Juno + Ivo + Lark", "Ember (1) = Wren77"), BJIL),
    (
        "has-n-votes",
        post(H, "Bramble has three votes: Juno, Ivo and Lark.", "Ember has one vote: Wren77."),
        BJIL,
    ),
    (
        "one-line-count",
        post("Current count: Bramble 3 (Juno, Ivo, Lark), Ember 1 (Wren77).", "Deadline Friday."),
        BJIL,
    ),
    (
        "discourse-paragraph-lists",
        cooked("<strong>Vote Count 4.1</strong>", "<strong>Bramble</strong> (3)")
        + ul("Juno", "Ivo", "Lark")
        + cooked("<strong>Ember</strong> (1)")
        + ul("Wren77"),
        BJIL,
    ),
    (
        "xf-h4-ol",
        xf("<b>Vote Count 4.1</b>")
        + heading(4, "Bramble (3)")
        + ol("Juno", "Ivo", "Lark")
        + heading(4, "Ember (1)")
        + ol("Wren77"),
        BJIL,
    ),
    (
        "voters-first-times-one-line",
        post(
            H,
            "Juno \u2192 Bramble (12:04), Ivo \u2192 Bramble (13:10), Lark \u2192 Bramble (14:22), Wren77 \u2192 Ember (15:01)",
        ),
        BJIL,
    ),
    (
        "old-quoted-new-below",
        quoted(
            "Warden", post(MSB.format("Vote Count 4.0"), "Bramble (1): Juno", "Ember (1): Wren77")
        )
        + post(
            MSB.format("Updated: Vote Count 4.1"),
            "Bramble (3): Juno, Ivo, Lark",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "italic-wagons-bold-voters",
        xf(
            "Vote Count 4.1",
            "<i>Bramble</i> (3): <b>Juno</b>, <b>Ivo</b>, <b>Lark</b>",
            "<i>Ember</i> (1): <b>Wren77</b>",
        ),
        BJIL,
    ),
    ("no-votes-yet", post(H, "No votes yet.", "Deadline Friday."), {}),
    (
        "discourse-lines-and-total-last",
        cooked(lines("Vote Count 4.1", "Bramble: Juno, Ivo, Lark [3]", "Ember: Wren77 [1]")),
        BJIL,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "lynch-results-totals",
        post(MSB.format("Day 3 results"), "Ivo 7, Juno 2", "Ivo was lynched."),
    ),
    ("count-after-hammer", post("Vote Count 2.3 will be posted after the hammer is confirmed.")),
    ("theme-poll", post(MSB.format("Theme votes"), "Space: 5", "Pirates: 3", "Westerns: 1")),
    (
        "dont-post-counts",
        quoted("Juno", post("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"))
        + post("Please don't post vote counts; mine are the official ones."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_fourth(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_fourth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
