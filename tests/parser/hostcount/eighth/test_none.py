"""The eighth zoo's near misses: host posts and player posts that hold no count. Votes
locked, a count promised, a player's commentary on the host's count (quoted or retold),
a host's list of who has not voted, a host's tally of night actions."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, mention
from tests.parser.hostcount.seventh.shapes import xf, xf_quote
from tests.parser.hostcount.third.shapes import quoted
from tests.parser.hostcount.zoo import ROSTER, post, ul
from votecount.parser.hostcount import read_host_count

COUNT = "<b>Vote Count 4.5</b><br>Bramble (2): Juno, Ivo<br>Lark (1): Ember"

NONE: list[tuple[str, str]] = [
    # --- votes locked, a count promised ------------------------------------------------------------
    (
        "votes-locked",
        post(
            MSB.format("Votes are now locked."),
            "Day 4 has ended. Night actions are due in 24 hours.",
        ),
    ),
    (
        "votes-locked-hammer",
        post("Bramble has been hammered. Votes are locked.", "Please stop posting."),
    ),
    ("count-coming-soon", post("Vote count coming soon, I'm on mobile.")),
    (
        "count-coming-after-reading",
        cooked("I'll have a vote count up in an hour or so, sorry for the delay!"),
    ),
    (
        "count-requested-reply",
        post("Vote count will be posted at L-2 or every 50 posts, whichever comes first."),
    ),
    (
        "vote-lock-reminder-names",
        post("Reminder: votes lock at 18:00. Juno, Ivo and Lark still need to vote."),
    ),
    # --- a player's commentary on the host's count -------------------------------------------------
    (
        "player-quotes-count-comments",
        quoted("Warden", COUNT)
        + post("Bramble at two, Juno and Ivo on it, both scummy to me.", "VOTE: Juno"),
    ),
    (
        "player-quotes-count-discourse",
        aside("Warden", COUNT)
        + cooked("So Bramble has 2 from Juno and Ivo. That wagon is all town, move to Lark."),
    ),
    (
        "player-quotes-count-xf",
        xf_quote("Warden", COUNT) + xf("Lark (1): Ember &lt;- this is the scummiest vote here."),
    ),
    (
        "player-retells-count",
        post(
            "Per the last count Bramble has Juno and Ivo, Lark has Ember.",
            "I don't like where this is going.",
        ),
    ),
    (
        "player-analysis-of-wagons",
        post(
            "Bramble (Juno, Ivo) looks like a town wagon to me honestly",
            "Lark (Ember) is the one I'd look at",
        ),
    ),
    (
        "player-mentions-wagon",
        cooked(f"{mention('Juno')} {mention('Ivo')} why are you both on Bramble?"),
    ),
    # --- a list of who has not voted ----------------------------------------------------------------
    (
        "not-voted-reminder-sentence",
        post(
            "The following players have not voted yet: Juno, Ivo, Lark.",
            "Please vote before the deadline!",
        ),
    ),
    (
        "not-voting-prod-list",
        post(MSB.format("Prods"), "Still not voting: Juno, Ivo, Lark", "Please get your votes in."),
    ),
    (
        "not-voted-mentions",
        cooked(
            f"{mention('Juno')} {mention('Ivo')} {mention('Lark')} you have not voted yet, 12 hours left."
        ),
    ),
    ("not-voting-remind-list", post("Players who still need to vote:") + ul("Juno", "Ivo", "Lark")),
    # --- night actions ------------------------------------------------------------------------------
    (
        "night-actions-tally",
        post(
            MSB.format("Night actions received"),
            "Juno \u2192 Ivo",
            "Lark \u2192 Ember",
            "Bramble \u2192 Ivo",
        ),
    ),
    (
        "night-actions-count",
        post(MSB.format("Night 2 actions"), "Ivo (2): Juno, Bramble", "Ember (1): Lark"),
    ),
    (
        "night-actions-in",
        post("Actions in: 4/6 (Juno, Ivo, Lark, Ember)", "Waiting on Bramble and Wren77."),
    ),
    (
        "night-kill-votes-scum",
        post(MSB.format("Scum kill votes"), "Ivo (2): Juno, Bramble", "Ember (1): Lark"),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eighth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
