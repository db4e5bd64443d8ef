"""More of the thirteenth zoo, one engine each: counts in Discourse's ``<details>``, in
XenForo's and phpBB's spoilers, under a one-line "Count:" label alone, with a list's
bullets; and the "Not voting" list under a late-vote legend, whose italic name (a late
voter) is still a player not voting."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines
from tests.parser.hostcount.seventh.shapes import br, xf_spoiler
from tests.parser.hostcount.tenth.shapes import ms_list
from tests.parser.hostcount.third.shapes import BJI, spoiler
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import ROSTER, check, post, ul
from votecount.parser.hostcount import read_host_count

W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[Case] = [
    ("details", cooked("Day 2 goes on.") + details("Vote Count 2.3", cooked(lines(*W))), BJI),
    ("details-bare", details("Vote Count 2.3", lines(*W)), BJI),
    (
        "details-summary-plain",
        details("Click for the count", cooked(lines("Vote Count 2.3", *W))),
        BJI,
    ),
    ("xf-spoiler", br("Day 2 goes on.", xf_spoiler("Vote Count 2.3", br(*W))), BJI),
    ("ms-spoiler", post("Day 2 goes on.", spoiler("Vote Count 2.3", post(*W))), BJI),
    ("count-label-alone", post("Count:", *W), BJI),
    ("count-label-bold", post(MSB.format("Count:"), *W), BJI),
    ("count-label-list", post(MSB.format("Count"), ms_list(*W)), BJI),
    ("count-ul-discourse", cooked("<strong>Count:</strong>") + ul(*W), BJI),
    ("count-one-bracket", post("Count: Bramble [Juno, Ivo]"), {"Bramble": ("Juno", "Ivo")}),
    (
        "count-three",
        br("Count: Bramble 2 (Juno, Ivo); Lark 1 (Ember); Ember 1 (Wren77)"),
        {**BJI, "Ember": ("Wren77",)},
    ),
    (
        "hedge-and-heading-xf",
        br("<b>Vote Count 2.3</b>", "", "If I tallied this correctly:", *W),
        BJI,
    ),
    (
        "voters-dash-en",
        post(
            MSB.format("Vote Count 2.3"),
            "Voters \u2013 Target",
            "Juno and Ivo \u2013 Bramble",
            "Ember \u2013 Lark",
        ),
        BJI,
    ),
    (
        "per-voter-dash-total",
        post(
            MSB.format("Vote Count 2.3"),
            "Votes by player:",
            "Juno, Ivo - Bramble [2]",
            "Ember - Lark [1]",
        ),
        BJI,
    ),
]

LATE = "Italics: late votes, not counted"
NOT_VOTING: list[tuple[str, str, tuple[str, ...]]] = [
    (
        "italic-late-listed",
        post(MSB.format("Vote Count 2.3"), LATE, "Bramble (2): Juno, Ivo, <i>Lark</i>", "Not voting: <i>Lark</i>, Sable Fox"),
        ("Lark", "Sable Fox"),
    ),
    (
        "italic-late-listed-discourse",
        cooked(lines("<strong>Vote Count 2.3</strong>", LATE, "Bramble (2): Juno, Ivo, <em>Lark</em>",
                     "Not voting (2): <em>Lark</em>, Sable Fox")),
        ("Lark", "Sable Fox"),
    ),
    (
        "italic-late-listed-xf",
        br("<b>Vote Count 2.3</b>", "(italic = late vote, not counted)", "Bramble (2): Juno, Ivo, <i>Lark</i>",
           "Not voting: Sable Fox, <i>Lark</i>"),
        ("Sable Fox", "Lark"),
    ),
    (
        "italic-late-no-legend",
        post(MSB.format("Vote Count 2.3"), "Bramble (2): Juno, Ivo", "Not voting: <i>Lark</i>, Sable Fox"),
        ("Lark", "Sable Fox"),
    ),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_extra(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "listed"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_zoo_thirteenth_late_not_voting(html: str, listed: tuple[str, ...]) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert hc.voters_of("Bramble") == ("Juno", "Ivo")
    assert hc.not_voting == listed
