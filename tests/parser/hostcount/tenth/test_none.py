"""The tenth zoo's near misses: posts that hold no count. A player's "my count shows ...",
the host's "vote count coming soon", a sign-up list with a "Votes" column, a role PM
listing its vote as an ability, a recap in prose of who voted whom on a past day, a
poll's results, a night's kill votes in a table."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.tenth.shapes import ms_list
from tests.parser.hostcount.zoo import ROSTER, post, table
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    # --- a player's own count -------------------------------------------------------------------
    ("my-count-shows", post("My count shows Bramble 3, Lark 2. Are we sure about this?")),
    (
        "by-my-count-lines",
        post("By my count:", "Bramble - Juno, Ivo", "Lark - Ember", "Correct me if wrong."),
    ),
    (
        "i-count",
        post("I count Bramble (2): Juno, Ivo and Lark (1): Ember, which is not what the host has."),
    ),
    (
        "player-counted-wagons",
        cooked(lines("I counted the wagons myself:", "Bramble (2): Juno, Ivo", "Lark (1): Ember")),
    ),
    # --- the host's promise -------------------------------------------------------------------------
    ("coming-soon", post("Vote count coming soon, sorry for the delay.")),
    ("count-later", post(MSB.format("Vote count"), "will be up in an hour, I'm at work.")),
    ("count-tomorrow", xf("Vote count tomorrow morning. Deadline is unchanged.")),
    ("count-requested", post("Can I get a vote count please?")),
    # --- sign-ups with a "Votes" column ---------------------------------------------------------
    (
        "signups-votes-column",
        table(("Bramble", "in", "2"), ("Juno", "in", "1"), head=("Player", "Status", "Votes")),
    ),
    (
        "signups-md-votes",
        cooked("Sign-ups (theme poll votes in brackets):")
        + md_table(("Player", "Theme votes"), ("Bramble", "Pirates"), ("Juno", "Space")),
    ),
    (
        "signups-list",
        post(MSB.format("Signups"), "1. Bramble", "2. Juno", "3. Ivo (voted for the pirate theme)"),
    ),
    # --- a role PM with votes as an ability -----------------------------------------------------------
    (
        "role-pm-double-voter",
        post(
            MSB.format("Role PM"),
            "You are Juno, Town Double Voter.",
            "Your vote counts twice in the vote count.",
            "Abilities: Double vote (passive)",
        ),
    ),
    (
        "role-pm-vote-thief",
        post(
            "You are Lark, Mafia Vote Thief.",
            "Each night you may steal Ivo's or anyone's vote: their vote counts for you tomorrow.",
        ),
    ),
    (
        "role-pm-list-abilities",
        post("Abilities:")
        + ms_list("Votes: 2 (Mayor)", "Night kill: with the team", "Bulletproof: 1 shot"),
    ),
    # --- a recap in prose -----------------------------------------------------------------------------
    (
        "prose-recap-day1",
        post(
            "On Day 1 Juno and Ivo voted Bramble, Ember voted Lark, and Bramble was lynched at L-0.",
            "Today let's be smarter.",
        ),
    ),
    (
        "prose-recap-list",
        post(
            "Yesterday's votes, from memory:",
            "Juno voted Bramble early, then Ivo joined.",
            "Ember sat on Lark all day.",
        ),
    ),
    (
        "prose-host-recap",
        post(MSB.format("Day 1 recap"), "Bramble was lynched with votes from Juno, Ivo and Lark."),
    ),
    # --- other tallies ------------------------------------------------------------------------------
    (
        "theme-poll-results",
        post(MSB.format("Theme poll results"), "Pirates (3): Juno, Ivo, Lark", "Space (1): Ember"),
    ),
    (
        "mvp-votes",
        post(
            MSB.format("MVP votes"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Congrats Bramble!",
        ),
    ),
    (
        "kill-votes-table",
        table(("Juno", "Bramble"), ("Ivo", "Bramble"), head=("Scum", "Kill vote")),
    ),
    (
        "vote-reminder",
        post("Reminder: votes must be bolded. Bramble, Juno and Ivo still need to vote."),
    ),
    ("deadline-only", post(MSB.format("Deadline"), "Day 2 ends in 48 hours. Majority is 5.")),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
