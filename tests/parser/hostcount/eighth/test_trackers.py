"""The eighth zoo's near misses, a second batch: a host's other trackers and notices that
name players beside numbers or each other and hold no vote count: activity (posts per
player), prods, confirmations, role PMs sent, claims, replacements, a day's start, a
lynch announced, a correction of one vote."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table, mention
from tests.parser.hostcount.zoo import ROSTER, post, ul
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    ("activity-one-line", post("Activity: Juno (32), Ivo (12), Lark (5), Ember (3)")),
    (
        "activity-post-counts",
        post(
            MSB.format("Post counts"),
            "Juno (32 posts), Ivo (12 posts)",
            "Lark (5 posts), Ember (3 posts)",
        ),
    ),
    (
        "activity-lines",
        post(MSB.format("Activity check"), "Juno - 32", "Ivo - 12", "Lark - 5", "Ember - 3"),
    ),
    ("prod-hours", post(MSB.format("Prod list"), "Juno (48h), Ivo (72h)", "Lark (50h)")),
    (
        "confirmations-fraction",
        post("Confirmed (4/9): Juno, Ivo, Lark, Ember", "Waiting on the rest."),
    ),
    ("pms-sent-ticks", post("Role PMs sent: Juno \u2705 Ivo \u2705 Lark \u2705 Ember \u274c")),
    (
        "claims-table",
        cooked("Claims so far:")
        + md_table(("Player", "Claim"), ("Juno", "Cop"), ("Ivo", "Doctor")),
    ),
    ("claims-lines", post(MSB.format("Claims"), "Juno: cop", "Ivo: doctor", "Lark: vanilla")),
    (
        "replacement-vote-carries",
        post("Rook replaces Wren77. Wren77's vote on Bramble carries over."),
    ),
    (
        "replacement-mentions",
        cooked(f"{mention('Sable_Fox')} is replacing {mention('Mr_Pebble')}, please welcome them!"),
    ),
    (
        "day-start-living",
        post(
            MSB.format("Day 3 begins"),
            "Living: Juno, Ivo, Lark, Ember, Bramble",
            "With 5 alive it takes 3 to lynch.",
        ),
    ),
    (
        "lynch-announced-voters",
        post(
            "Bramble was lynched! Juno, Ivo and Lark voted for them.", "Bramble was a Mafia Goon."
        ),
    ),
    (
        "vote-correction-one",
        post("Correction to the last count: Ivo's vote is on Bramble, not Lark."),
    ),
    ("signups-numbered", post(MSB.format("Signups"), "1. Juno", "2. Ivo", "3. Lark", "4. Ember")),
    ("votes-needed-only", cooked(lines("Bramble needs 3 more votes.", "Lark needs 4 more votes."))),
    (
        "player-list-with-links",
        post(MSB.format("Players"), ul("Juno (replaced by Kestrel Moon)", "Ivo", "Lark (dead)")),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eighth_trackers(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
