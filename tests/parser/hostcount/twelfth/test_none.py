"""Posts that hold no count and must read as none: a player's count hedged ("if I count
right"), a host's rules post showing how counts will look, a game-over post listing each
day's final votes (a past day's count, not today's), a host's signature with "VC", a role
PM quoted with "your vote counts twice", a host's correction of one vote."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.fourth.shapes import SMALL
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, post
from votecount.parser.hostcount import read_host_count

SIG = '<div id="sig88" class="signature">{}</div>'

NONE: list[tuple[str, str]] = [
    # --- a player's hedged count ------------------------------------------------------------------
    ("if-i-count-right-inline", post("if I count right: Ivo 3, Juno 2", "so Ivo is close")),
    (
        "if-i-count-right-lines",
        post(
            "If I count right:",
            "Ivo (3): Juno, Lark, Ember",
            "Juno (2): Ivo, Wren77",
            "so we are close.",
        ),
    ),  # fmt: skip
    ("unless-i-miscounted", post("Unless I miscounted, Ivo (3): Juno, Lark, Ember")),
    (
        "if-im-counting-right",
        cooked(
            lines(
                "If I'm counting right it's",
                "Ivo - 3 (Juno, Lark, Ember)",
                "Juno - 2 (Ivo, Wren77)",
            )
        ),
    ),  # fmt: skip
    (
        "rough-count",
        post("Rough count from me:", "Ivo (3): Juno, Lark, Ember", "Juno (2): Ivo, Wren77"),
    ),
    # --- a rules post showing how counts will look -----------------------------------------------
    (
        "rules-counts-will-look",
        post(
            MSB.format("Rules"),
            "Vote counts will look like this:",
            "Ivo (2): Juno, Lark",
            "Ember (1): Wren77",
            "Not voting: Bramble",
            "Please check them.",
        ),
    ),  # fmt: skip
    (
        "rules-for-example",
        post(
            MSB.format("How to vote"),
            "Bold your vote. I will post counts regularly, for example:",
            "Ivo (2): Juno, Lark",
            "Ember (1): Wren77",
        ),
    ),  # fmt: skip
    (
        "rules-eg-line",
        post("Vote counts every 20 posts or so, e.g. Ivo (2): Juno, Lark; Ember (1): Wren77"),
    ),
    (
        "rules-count-format-like",
        cooked(
            "<strong>Vote counts</strong>",
            "Counts will be posted like so:",
            lines("Ivo (2): Juno, Lark", "Ember (1): Wren77"),
        ),
    ),  # fmt: skip
    (
        "rules-spoiler-example",
        post(MSB.format("Rules"), "Majority lynch. Counts look like:")
        + spoiler("Example", post("Ivo (2): Juno, Lark", "Ember (1): Wren77")),
    ),
    # --- a game-over post listing each day's final votes ---------------------------------------
    (
        "game-over-final-votes",
        post(
            MSB.format("GAME OVER \u2014 Town wins!"),
            "",
            MSB.format("Final votes"),
            "Day 1: Ivo (4): Juno, Lark, Ember, Wren77",
            "Day 2: Bramble (3): Juno, Lark, Wren77",
        ),
    ),  # fmt: skip
    (
        "game-over-days-blocks",
        post(
            MSB.format("The game is over. Mafia wins."),
            MSB.format("Day 1 final count"),
            "Ivo (4): Juno, Lark, Ember, Wren77",
            "Juno (1): Ivo",
            MSB.format("Day 2 final count"),
            "Bramble (3): Juno, Lark, Wren77",
            "Lark (1): Ember",
        ),
    ),  # fmt: skip
    (
        "game-over-congrats",
        cooked(
            "<strong>Congratulations to the Town!</strong>",
            lines(
                "Day 1 lynch votes: Ivo (4): Juno, Lark, Ember, Wren77",
                "Day 2 lynch votes: Bramble (3): Juno, Lark, Wren77",
            ),
            "Thanks for playing!",
        ),
    ),  # fmt: skip
    (
        "game-over-xenforo",
        xf(
            "<b>Game over! Scum win.</b>",
            "",
            "Final vote counts:",
            "D1 - Ivo (4): Juno, Lark, Ember, Wren77",
            "D2 - Bramble (3): Juno, Lark, Wren77",
        ),
    ),  # fmt: skip
    # --- a signature with "VC" -------------------------------------------------------------------
    (
        "signature-vc",
        post("Night 2 begins. Send your actions by Friday.")
        + SIG.format("VC tool by Warden | Ivo (2): Juno, Lark"),
    ),
    (
        "signature-small-vc",
        post(
            "Deadline extended by 24 hours.",
            "",
            SMALL.format("VCs: Mon/Wed/Fri \u2014 ask if behind"),
        ),
    ),
    # --- a role PM quoted with "your vote counts twice" ---------------------------------------
    (
        "role-pm-quoted",
        quoted(
            "Warden",
            post(
                "You are Juno, the Mayor.",
                "Your vote counts twice.",
                "You win when all scum are dead.",
            ),
        )
        + post("Confirmed: this is Juno's PM."),
    ),  # fmt: skip
    (
        "role-pm-quoted-discourse",
        aside("Warden", cooked("You are the Mayor. Your vote counts twice when revealed."))
        + cooked("Yes, that was the role PM."),
    ),
    (
        "flip-vote-counts-twice",
        post("Juno was lynched. Juno was the Mayor (vote counts twice).", "Night 2 begins now."),
    ),
    # --- a host's ruling on one vote ------------------------------------------------------------
    (
        "ruling-one-vote",
        post("Ruling: Juno's vote on Ivo (post 212) counts; Lark's unbolded one does not."),
    ),
    (
        "vote-count-soon",
        post("Vote count coming after I get home. Ivo, Juno and Lark still need to vote."),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_twelfth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
