"""The fifth zoo's near misses: posts that hold no count. A player's unofficial count, a
rules post quoting a sample count, prose about votes, a request for a count, a
Discourse quote of an old count under a player's remark."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import aside, cooked, lines
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, B, post
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    (
        "unofficial-count",
        post(
            "Unofficial vote count:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Mod, correct me if I'm wrong.",
        ),
    ),
    (
        "unofficial-count-bold",
        post(B.format("Unofficial Vote Count 2.3"), "Bramble - Juno, Ivo", "Lark - Ember"),
    ),
    (
        "my-own-tally",
        post("My own tally, since the mod is slow:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "rules-quote-sample",
        post(
            "Rules:", "1. Votes must be bolded.", "2. Counts will be posted each day in this form:"
        )
        + quoted("Example", post("Vote Count 1.1", "Bramble (2): Juno, Ivo", "Lark (1): Ember")),
    ),
    (
        "rules-format-heading",
        post(
            "Vote count format:", "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Majority is 5 of 9."
        ),
    ),
    (
        "rules-sample-in-spoiler",
        post("Vote counts will follow this format.")
        + spoiler("Sample", post("Vote Count 1.1", "Bramble (2): Juno, Ivo", "Lark (1): Ember")),
    ),
    (
        "prose-about-votes",
        post(
            "Bramble has two votes on him already, Juno and Ivo should reconsider.",
            "Lark's vote on Ember is the one I don't get.",
        ),
    ),
    (
        "prose-wagon-opinion",
        post(
            "The vote on Bramble (Juno, Ivo) looks like a bus to me.",
            "Lark (Ember) is a policy vote at best.",
        ),
    ),
    (
        "count-request",
        post(
            "Can we get a vote count please?", "I think Bramble is at 2 (Juno, Ivo) but not sure."
        ),
    ),
    (
        "count-coming",
        post("Vote count coming soon, I'm at work.", "Deadline is in 48 hours."),
    ),
    (
        "count-correction-one-voter",
        post("The vote count is wrong: Juno is voting Ivo, not Lark."),
    ),
    (
        "player-quotes-count-and-comments",
        quoted("Warden", post("Vote Count 2.3", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + post("Why is nobody voting Ember?"),
    ),
    (
        "discourse-player-quotes-count",
        aside(
            "Warden",
            cooked(
                "<strong>Vote Count</strong>", lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")
            ),
        )
        + cooked("Juno, why are you on Bramble?"),
    ),
    (
        "vote-tally-of-last-game",
        post("Last game's final tally, for fun:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "player-list-with-seats",
        post("Players:", "1. Bramble", "2. Juno", "3. Ivo", "4. Lark", "5. Ember"),
    ),
    (
        "night-actions-arrows",
        post(
            "Night actions received:",
            "Juno \u2192 Bramble",
            "Ivo \u2192 Bramble",
            "Ember \u2192 Lark",
        ),
    ),
    (
        "unofficial-after-heading",
        post("Vote count (unofficial):", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "unofficial-vc-bold",
        post(B.format("VC (unofficial)"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "wagons-as-i-see-them",
        post("Wagons as I see them:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "lynch-recap-sentence",
        post("Bramble was lynched with 3 votes: Juno, Ivo, Lark.", "Bramble was a Vanilla Townie."),
    ),
    (
        "vote-tag-alone",
        post('<span class="bbvote" title="This is an official vote.">VOTE: Bramble</span>'),
    ),
    (
        "player-wagon-summary",
        post(
            "So the wagons are:",
            "Bramble - Juno, Ivo",
            "Lark - Ember",
            "and I think Bramble is scum.",
        ),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_fifth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
