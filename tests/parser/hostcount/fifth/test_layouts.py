"""The fifth zoo, layouts: Discourse voters one a line under a bold wagon or in a nested
list, mentions voters first, "D2 VC 3", a wagon's total on its line and its voters in
brackets on the next, "Votes to Ivo:", names in capitals or lower case, totals after the
voters, No Lynch in capitals and "Abstain"; and a voting record, a lynch history, final
wagons by day, host answers, prods and a lynch recap that hold no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import NL, ROSTER, B, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.3")
VC = "<strong>Vote Count</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "d-strong-voters-below",
        cooked(
            VC,
            lines("<strong>Bramble (2)</strong>", "Juno", "Ivo"),
            lines("<strong>Lark (1)</strong>", "Ember"),
        ),
        BJI,
    ),
    (
        "d-nested-ul",
        cooked(VC)
        + "<ul>\n<li>Bramble (2)\n<ul>\n<li>Juno</li>\n<li>Ivo</li>\n</ul>\n</li>\n<li>Lark (1)\n<ul>\n<li>Ember</li>\n</ul>\n</li>\n</ul>",
        BJI,
    ),
    (
        "d-mentions-first",
        cooked(
            VC,
            lines(
                f"{mention('Juno')}, {mention('Ivo')} → {mention('Bramble')}",
                f"{mention('Ember')} → {mention('Lark')}",
            ),
        ),
        BJI,
    ),
    ("d2-vc3", post(B.format("D2 VC 3"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    ("votes-next-line", post(H, "Bramble: 2 votes", "(Juno, Ivo)", "Lark: 1 vote", "(Ember)"), BJI),
    ("votes-to", post(H, "Votes to Bramble: Juno, Ivo", "Votes to Lark: Ember"), BJI),
    ("wagon-arrow-voters", post(H, "Bramble (2) -> Juno, Ivo", "Lark (1) -> Ember"), BJI),
    (
        "abstain",
        post(H, "Abstain (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-caps",
        post(H, "NO LYNCH [2] - Juno, Ivo", "LARK [1] - Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "lynched-after",
        post(
            H, "Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77", "", "Bramble has been lynched!"
        ),
        BJIL,
    ),
    (
        "end-of-day-count-prev",
        post(
            "End of Day 1 count:",
            "Lark (3): Juno, Ivo, Bramble",
            "",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "count-with-deadline-line",
        post(
            H,
            "Deadline: 2024-05-14 18:00 UTC (in 2 days)",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    ("caps-names", post(H, "BRAMBLE (2): JUNO, IVO", "LARK (1): EMBER"), BJI),
    ("lower-names", post(H, "bramble (2): juno, ivo", "lark (1): ember"), BJI),
    (
        "voters-bold-each",
        post(
            H,
            "Bramble (2): " + B.format("Juno") + ", " + B.format("Ivo"),
            "Lark (1): " + B.format("Ember"),
        ),
        BJI,
    ),
    (
        "colon-after-wagon-bold-count",
        post(
            H,
            B.format("Bramble:") + " Juno, Ivo " + B.format("(2)"),
            B.format("Lark:") + " Ember " + B.format("(1)"),
        ),
        BJI,
    ),
    ("wagon-total-at-end-bracket", post(H, "Bramble - Juno, Ivo [2]", "Lark - Ember [1]"), BJI),
    ("wagon-total-slash-at-end", post(H, "Bramble: Juno, Ivo (2/4)", "Lark: Ember (1/4)"), BJI),
    (
        "voters-then-semicolon-total",
        post(H, "Bramble: Juno, Ivo; 2 votes", "Lark: Ember; 1 vote"),
        BJI,
    ),
    ("nobody-currently-voting", post(H, "No one is currently voting."), {}),
    (
        "nobody-currently-voting-in-a-cell",
        H + table(("No one is currently voting.",)) + post("Not voting: Juno, Ivo, Lark"),
        {},
    ),
    ("nobody-has-voted-anyone", post(H, "Nobody has voted anyone yet!"), {}),
]

NONE: list[tuple[str, str]] = [
    (
        "voting-record",
        post(
            "Voting record:", "Juno: Lark -> Bramble -> Ivo", "Ivo: Bramble -> Lark", "Ember: Lark"
        ),
    ),
    (
        "lynch-history",
        post("Lynch history:", "D1: Bramble (Juno, Ivo, Lark)", "D2: Lark (Ember, Wren77, Juno)"),
    ),
    (
        "final-wagons-by-day",
        post(
            "Final wagons by day:",
            "Day 1 - Bramble: Juno, Ivo, Lark",
            "Day 2 - Lark: Ember, Wren77, Juno",
        ),
    ),
    ("qa-host", post("Juno: your vote on Bramble counts.", "Ivo: yes, the deadline is Friday.")),
    ("prods", post("Prods out for Juno, Ivo and Lark.", "Please vote.")),
    (
        "votes-locked",
        post("Votes are now locked. Bramble (Juno, Ivo, Lark) is lynched.", "Night 2 begins."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifth_layout(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_fifth_layout_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None


def test_zoo_fifth_nobody_voting_keeps_the_boxed_not_voting_list() -> None:
    """ "No one is currently voting." in the post and its "Not voting" list in a spoiler:
    an empty count with that list (a box with wagons would not be read)."""
    html = post(H, "No one is currently voting.") + spoiler(
        "more info", post("Not voting: Juno, Ivo, Lark", "With 6 alive, it takes 4 to lynch.")
    )
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.wagons == ()
    assert hc.not_voting == ("Juno", "Ivo", "Lark")
    boxed_wagons = post(H, "No one is currently voting.") + spoiler(
        "Day 1", post("Bramble (1): Juno")
    )
    hc = read_host_count(boxed_wagons, ROSTER)
    assert hc is not None and hc.wagons == ()
