"""The seventh zoo's guards: counts near the edges of the round's rules that must still
read as before (a wagon line after the voters' lines, a count heading with no wagon after
its colon, the game's end announced below the final count, a miscount one voter a line,
a player's quoted count beside the host's own, tildes as a separator; and the review's:
a rule "Scum wins at parity" is no game's end, a label ends the votes by player, crosses
after the names, totals after a heading, a host owning up to an earlier count)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import vb
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 5.1")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "per-voter-lines-then-a-wagon",
        post(
            H,
            "Votes by player:",
            "Juno: Bramble",
            "Ivo: Bramble",
            "Wagons:",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "heading-colon-then-words-below-count",
        post(
            "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Vote count: done by hand, shout if wrong."
        ),
        BJI,
    ),
    (
        "final-count-then-town-wins",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", MSB.format("Town wins!")),
        BJI,
    ),
    (
        "game-over-then-final-count-heading",
        post(
            MSB.format("Game over!"),
            MSB.format("Final Vote Count 5.1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "miscount-one-voter-then-names-a-line",
        post(H, "Bramble (3): Juno", "Ivo", "Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "wrapped-line-then-and",
        post(H, "Bramble (3): Juno, Ivo,", "and Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "quoted-player-wrong-count-beside-own",
        cooked("Juno, your count is wrong:")
        + "<blockquote><p>Wren77 (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>"
        + cooked(
            "<strong>Vote Count 5.1</strong>", lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")
        ),
        BJI,
    ),
    (
        "host-boxes-own-corrected-count",
        cooked("My last vote count was wrong, here is the corrected one:")
        + "<blockquote><p>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>",
        BJI,
    ),
    (
        "host-boxes-own-count-under-unofficial-reminder",
        cooked("Reminder: vote counts by players are unofficial.")
        + "<blockquote><p>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>",
        BJI,
    ),
    (
        "host-boxes-own-count-no-complaint",
        cooked("Here it is:")
        + "<blockquote><p>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>",
        BJI,
    ),
    (
        "spaced-tildes-strike-nothing",
        post(H, "Bramble (2): Juno, Ivo ~~ L-1 ~~", "Lark (1): Ember"),
        BJI,
    ),
    (
        "vb-underlined-wagon-on-its-line",
        vb("<b>Vote Count 5.1</b>", "<u>Bramble</u> (2): Juno, Ivo", "<u>Lark</u> (1): Ember"),
        BJI,
    ),
    (
        "e-inside-names-not-and",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Juno e-mailed me her vote."),
        BJI,
    ),
    # --- the review's (review18b): edges of the round's rules read wrong before -----------------
    (
        "rule-reminder-between-wagons-no-game-over",
        post(H, "Bramble (2): Juno, Ivo", "Scum wins at parity.", "Lark (1): Ember"),
        BJI,
    ),
    (
        "town-wins-the-vote-flavour",
        post(H, "The town wins the vote on Bramble!", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "game-over-for-a-player",
        post(H, "Bramble (2): Juno, Ivo", "Game over for Kestrel Moon, shot.", "Lark (1): Ember"),
        BJI,
    ),
    (
        "votes-by-player-then-wagons-below-a-label",
        post(
            H,
            "Player - Voting",
            "Juno - Bramble",
            "Ivo - Bramble",
            "Ember - Lark",
            "Wagons:",
            "Bramble - Juno, Ivo",
            "Lark - Ember",
        ),
        BJI,
    ),
    (
        "crosses-after-the-names",
        post(H, "Bramble (2): Juno \u2705 Lark \u274c Ivo \u2705", "Lark (1): Ember"),
        BJI,
    ),
    (
        "heading-with-totals-on-its-line",
        post("Vote Count 5.1: Bramble (2), Lark (1)", "Bramble: Juno, Ivo", "Lark: Ember"),
        BJI,
    ),
    (
        "host-owns-up-above-own-bare-box",
        cooked("My count yesterday was wrong, sorry all.")
        + "<blockquote><p>Vote Count 5.1<br>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>",
        BJI,
    ),
    (
        "sign-log-minus-in-lower-case",
        post(H, "Bramble: +Juno +Lark +Ivo -lark", "Lark: +Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_guards(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
