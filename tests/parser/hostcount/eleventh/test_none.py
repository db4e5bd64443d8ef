"""Posts that hold no count and must read as none: a player's "wagon check", a host
announcing votes locked, flavour with "votes" in prose, a setup post listing vote roles,
a host quoting a player's wagon analysis, a deadline reminder, a vote-related rules post,
a host's ruling on one vote, a count promised, a lynch announced."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf, xf_quote
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, post, ul
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    ("wagon-check-inline", post("wagon check: Ivo 3, Juno 2", "we need to talk about Lark")),
    ("wagon-check-lines", post("Wagon check:", "Ivo 3", "Juno 2", "Lark 1", "Thoughts?")),
    (
        "votes-locked",
        post(MSB.format("Votes are now locked."), "Day 2 has ended. Please stop posting."),
    ),
    (
        "votes-locked-names",
        post("Votes are locked. Ivo, Juno and Lark, please send your night actions."),
    ),
    (
        "flavour-votes-prose",
        post(
            "The villagers cast their votes in the square, and Bramble's name was spoken most.",
            "Juno and Ivo argued until dawn; Lark said nothing.",
        ),
    ),  # fmt: skip
    (
        "setup-vote-roles",
        post(
            MSB.format("Setup"),
            "1x Mayor (vote counts double)",
            "1x Vote Thief (steals a vote at night)",
            "1x Vanilla Townie",
            "Votes: majority lynch, no No Lynch",
        ),
    ),  # fmt: skip
    (
        "setup-roles-list",
        MSB.format("Roles")
        + ul(
            "Doublevoter: your vote counts as 2",
            "Votestealer: steal one vote a day",
            "Votebanner: one player may not vote tomorrow",
        ),
    ),  # fmt: skip
    (
        "host-quotes-player-analysis",
        quoted(
            "Juno",
            post(
                "Ivo (3): Bramble, Lark, Ember", "Juno (2): Ivo, Wren77", "Ivo's wagon is all town."
            ),
        )
        + post("Please keep the analysis civil."),
    ),
    (
        "host-quotes-player-xf",
        xf_quote(
            "Lark", xf("Bramble - 2 (Juno, Ivo)", "Lark - 1 (Ember)", "this is my count, check it")
        )
        + xf("Players may post their own counts, but mine are official."),
    ),
    (
        "deadline-reminder",
        post("Reminder: the day ends in 24 hours. Votes after the deadline will not count."),
    ),
    (
        "rules-post",
        post(
            MSB.format("Voting rules"),
            "Votes must be bolded: VOTE: Name",
            "Unvotes: UNVOTE",
            "A majority of the living ends the day.",
        ),
    ),  # fmt: skip
    (
        "ruling-one-vote",
        post("Ruling: Juno's vote on Ivo counts, the edit came before the deadline."),
    ),
    ("count-promised", post("Vote count coming after the update, sorry for the wait.")),
    (
        "lynch-announced",
        post(
            MSB.format("Ivo has been lynched!"), "Ivo was a Vanilla Townie.", "Night 2 begins now."
        ),
    ),
    ("votes-discourse-prose", cooked("Votes are now closed. Night falls on the village.")),
    (
        "vote-history-link",
        post(
            "The full vote history is in the spreadsheet.", "Votes will be tallied at the deadline."
        ),
    ),
    (
        "player-tally-in-spoiler",
        post("My own reading of the wagons:")
        + spoiler("wagons", post("Ivo 3 (Juno, Lark, Ember)", "Juno 2")),
    ),
    (
        "player-discourse-wagon-check",
        cooked("Quick wagon check", lines("Ivo: 3", "Juno: 2"), "anyone else see it that way?"),
    ),
    (
        "discourse-host-quotes-player",
        aside("Ember", cooked("Ivo has 3 votes, Juno 2.")) + cooked("Noted."),
    ),
    (
        "mvp-votes-prose",
        post("Post-game: votes for MVP go to my PMs. Ivo, Juno and Lark are eligible."),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
