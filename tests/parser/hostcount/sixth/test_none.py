"""The sixth zoo's near misses: posts that hold no count. A player's wagon analysis, a
rules post's sample count, an end-of-game vote history, a hydra's notes, a bot's quoted
count under a player's remark, a list of each day's lynch; a player's count quoted above
the host's "Official count:" line (the count itself posted as an image)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import aside, cooked, lines
from tests.parser.hostcount.sixth.shapes import bot_aside
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, B, post
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    (
        "wagon-analysis-sentences",
        post(
            "Looking at the Bramble wagon: Juno, Ivo and Lark.",
            "Juno jumped on first, Ivo followed.",
            "Lark's vote there feels like bussing.",
        ),
    ),
    (
        "wagon-analysis-colon-lines",
        post(
            "My read on the wagons:",
            "Bramble wagon: Juno (scummy), Ivo (null)",
            "Lark wagon: Ember (town)",
        ),
    ),
    (
        "rules-sample-inline",
        post(
            "Rules:",
            "Votes must be in bold.",
            "Counts will be posted like:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "rules-example-format-words",
        post(
            B.format("Vote count example"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Majority is half the living plus one.",
        ),
    ),
    (
        "end-game-vote-history",
        post(
            B.format("Game over! Town wins."),
            "Vote history:",
            "Day 1: Bramble (5): Juno, Ivo, Lark, Ember, Wren77",
            "Day 2: Lark (4): Juno, Ivo, Ember, Wren77",
        ),
    ),
    (
        "end-game-lynch-list",
        post(
            B.format("Game over"),
            "D1: Bramble lynched by Juno, Ivo, Lark, Ember, Wren77",
            "D2: Lark lynched by Juno, Ivo, Ember, Wren77",
        ),
    ),
    (
        "end-game-final-tallies",
        post(
            "Thanks for playing! The final tallies of each day:",
            "Day 1 - Bramble: Juno, Ivo, Lark, Ember, Wren77",
            "Day 2 - Lark: Juno, Ivo, Ember, Wren77",
        ),
    ),
    (
        "hydra-notes",
        post(
            B.format("Hydra notes (Juno/Ivo)"), "Juno: I think Bramble, Lark", "Ivo: Ember, Wren77"
        ),
    ),
    (
        "hydra-who-posts",
        post("Hydra: Juno posting today, Ivo tomorrow.", "Our votes: Bramble (Juno), Lark (Ivo)"),
    ),
    (
        "player-quotes-bot-count",
        cooked("The bot's count is off, it misses my unvote:")
        + bot_aside(
            "VoteBot",
            cooked(
                lines(
                    "<strong>Vote Count 2.5</strong>", "Bramble (2): Juno, Ivo", "Lark (1): Ember"
                )
            ),
        ),
    ),
    (
        "player-quotes-host-count-bbcode",
        quoted("Warden", post("Vote Count 2.5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + post("Why is my vote not counted?"),
    ),
    (
        "role-pm-list-in-spoiler",
        post("Role PMs sent.")
        + spoiler(
            "Roles", post("Bramble: Vanilla Townie", "Juno: Mafia Goon", "Ivo: Cop", "Lark: Doctor")
        ),
    ),
    (
        "night-actions-pairs",
        post(
            B.format("Night 1 actions"),
            "Juno -> Bramble (kill)",
            "Ivo -> Lark (check)",
            "Ember -> Ivo (protect)",
        ),
    ),
    (
        "pairs-of-claims",
        post("Claims so far:", "Juno: Cop (checked Bramble)", "Ivo: Doctor (protected Lark)"),
    ),
    (
        "prod-list",
        post("Prods sent to:", "Bramble, Juno", "Ivo, Lark", "Please post more."),
    ),
    (
        "day-start-threshold-only",
        post(
            B.format("Day 2 begins!"),
            "Bramble was found dead.",
            "With 8 alive, it takes 5 to lynch.",
            "Deadline in 72 hours.",
        ),
    ),
    (
        "player-count-quoted-above-official-line",
        aside("Lark", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Right?")))
        + cooked("No. Official count:")
        + '<p><img src="/uploads/count.png" alt="count"></p>',
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_sixth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
