"""The seventh zoo, third batch: totals as tally bars, Roman numerals and percentages, a
vote log of signs ("+Juno -Juno"), voters ticked and crossed out, "Lynch Ivo (2):",
"Ivo's voters:", "Ivo, voted by:", typed pipes, arrows chained leftwards, headings set off
by marks or a time, "Not voting" in brackets or as "With no vote"."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.3")
NV = ("Wren77", "Lark")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "tally-bars",
        post(H, "Bramble \u2014 || \u2014 Juno, Ivo", "Lark \u2014 | \u2014 Ember"),
        BJI,
    ),
    ("roman-total", post(H, "Bramble [II]: Juno, Ivo", "Lark [I]: Ember"), BJI),
    ("percent-in-total", post(H, "Bramble (2, 40%): Juno, Ivo", "Lark (1, 20%): Ember"), BJI),
    ("signs-vote-log", post(H, "Bramble: +Juno +Lark -Lark +Ivo", "Lark: +Ember"), BJI),
    (
        "signs-vote-log-commas",
        post(H, "Bramble (2): +Juno, +Lark, +Ivo, -Lark", "Lark (1): +Ember"),
        BJI,
    ),
    ("bare-total-then-bracket", post(H, "Bramble 2 (Juno, Ivo)", "Lark 1 (Ember)"), BJI),
    ("new-vote-in-brackets", post(H, "Bramble (2): Juno [+Ivo]", "Lark (1): Ember"), BJI),
    ("lynch-before-wagon", post(H, "Lynch Bramble (2): Juno, Ivo", "Lynch Lark (1): Ember"), BJI),
    (
        "eliminate-before-wagon",
        post(H, "Eliminate Bramble: Juno, Ivo", "Eliminate Lark: Ember"),
        BJI,
    ),
    (
        "possessive-voters-label",
        post(H, "Bramble's voters: Juno, Ivo", "Lark's voters: Ember"),
        BJI,
    ),
    ("voted-by-colon", post(H, "Bramble, voted by: Juno, Ivo", "Lark, voted by: Ember"), BJI),
    ("typed-pipes-row", post(H, "| Bramble | 2 | Juno, Ivo |", "| Lark | 1 | Ember |"), BJI),
    ("left-arrow-chain", post(H, "Bramble \u2190 Juno \u2190 Ivo", "Lark \u2190 Ember"), BJI),
    (
        "ticked-and-crossed",
        post(H, "Bramble (2): \u2705 Juno \u2705 Ivo \u274c Lark", "Lark (1): \u2705 Ember"),
        BJI,
    ),
    (
        "crosses-as-bullets-alone",
        post(H, "Bramble (2): \u274c Juno \u274c Ivo", "Lark (1): \u274c Ember"),
        BJI,
    ),
    ("x-total-before-colon", post(H, "Bramble x2: Juno, Ivo", "Lark x1: Ember"), BJI),
    (
        "needs-more-between-dashes",
        post(
            H,
            "Bramble (2) \u2014 needs 2 more \u2014 Juno, Ivo",
            "Lark (1) \u2014 needs 3 more \u2014 Ember",
        ),
        BJI,
    ),
    ("equals-and-plus", post(H, "Bramble = Juno + Ivo", "Lark = Ember"), BJI),
    ("bracketed-list-total-last", post(H, "Bramble: [Juno, Ivo] 2", "Lark: [Ember] 1"), BJI),
    ("dash-list-inline", post(H, "Bramble: - Juno - Ivo", "Lark: - Ember"), BJI),
    (
        "heading-in-square-brackets",
        post(MSB.format("[ VOTE COUNT ]"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "heading-tildes-around",
        post(MSB.format("~~~ Vote Count ~~~"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "heading-with-time",
        post(MSB.format("Vote Count as of 14:00 UTC"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
]

NOT_VOTING: list[tuple[str, str]] = [
    (
        "not-voting-in-brackets",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "(Not voting: Wren77, Lark)"),
    ),
    (
        "with-no-vote",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "With no vote: Wren77, Lark"),
    ),
    (
        "town-wins-if-then-not-voting",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Town wins if Bramble is lynched!",
            "Not voting: Wren77, Lark",
        ),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING])
def test_zoo_seventh_more_not_voting(html: str) -> None:
    check(html, BJI)
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == NV
