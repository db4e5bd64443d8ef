"""Counts in boxes: a spoiler or a ``[details]`` block with a title, a co-host's count in
a quote box, a count posted by a bot account or a tool ("Vote Count (automated)", a
footer), a vBulletin spoiler, XenForo's spoiler with its title."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eleventh.shapes import FOOTER
from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines
from tests.parser.hostcount.seventh.shapes import vb_quote, xf, xf_quote, xf_spoiler
from tests.parser.hostcount.sixth.shapes import bot_aside
from tests.parser.hostcount.third.shapes import BJI, quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.names.players import Roster

WAGONS = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
COHOSTED = Roster(ROSTER.players, hosts=["Warden", "Tern"])

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    (
        "spoiler-titled",
        post("Day 3 has begun.") + spoiler("Vote Count 3.2", post(*WAGONS)),
        BJI,
        ROSTER,
    ),
    (
        "spoiler-votes-title",
        post("Reminder: deadline tomorrow.") + spoiler("Votes", post(*WAGONS)),
        BJI,
        ROSTER,
    ),
    (
        "details-titled",
        cooked("Deadline is in 24 hours.") + details("Vote Count 3.2", cooked(lines(*WAGONS))),
        BJI,
        ROSTER,
    ),
    ("details-only", details("Current votes", cooked(lines(*WAGONS))), BJI, ROSTER),
    (
        "xf-spoiler-titled",
        xf("Deadline is in 24 hours.") + xf_spoiler("Vote Count 3.2", xf(*WAGONS)),
        BJI,
        ROSTER,
    ),
    (
        "cohost-quote-box",
        quoted("Tern", post(MSB.format("Vote Count 3.2"), *WAGONS))
        + post("Tern's count above is current."),
        BJI,
        COHOSTED,
    ),
    (
        "cohost-xf-quote",
        xf_quote("Tern", xf("Vote Count 3.2", *WAGONS)) + xf("^ Official count from my co-host."),
        BJI,
        COHOSTED,
    ),
    (
        "cohost-vb-quote-still",
        vb_quote("Tern", post("Vote Count 3.2", *WAGONS)) + post("Still current."),
        BJI,
        COHOSTED,
    ),
    (
        "bot-automated-heading",
        post(MSB.format("Vote Count (automated)"), *WAGONS, FOOTER),
        BJI,
        ROSTER,
    ),
    (
        "bot-automated-discourse",
        cooked(
            "<strong>Vote Count 3.2 (automated)</strong>",
            lines(*WAGONS),
            "<em>This count was generated automatically.</em>",
        ),
        BJI,
        ROSTER,
    ),
    (
        "bot-aside-official",
        cooked("Official count:") + bot_aside("CountBot", cooked("Vote Count 3.2", lines(*WAGONS))),
        BJI,
        ROSTER,
    ),
    ("bot-footer-only", post(*WAGONS, FOOTER), BJI, ROSTER),
    (
        "bot-heading-with-time",
        post(MSB.format("Automated Vote Count \u2014 2026-03-04 18:00 UTC"), *WAGONS),
        BJI,
        ROSTER,
    ),
    ("tool-votals", post("Votals:", *WAGONS, "(votals by the thread's vote counter)"), BJI, ROSTER),
    (
        "spoiler-below-story",
        post("The night was quiet. Nobody died.", "Day 3 begins now.")
        + spoiler("VC", post(*WAGONS)),
        BJI,
        ROSTER,
    ),
    (
        "two-spoilers-count-second",
        spoiler("Rules reminder", post("Votes must be bolded."))
        + spoiler("Vote Count 3.2", post(*WAGONS)),
        BJI,
        ROSTER,
    ),
]


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_eleventh_boxes(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster) -> None:
    check(html, wagons, roster)
