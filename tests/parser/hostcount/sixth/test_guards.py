"""Guards on the sixth round's rules: a day's final count alone, or between a day-over
label and the next day's start, is still read; a wagon line short of its total keeps
its own voters when the names below do not make it up; "Juno/Ivo" of two players is two
voters; a bare quote of a player's post under a count is not read into it. From the
session's review: a name that opens with a number after an arrow is a voter's vote, not
a total; an end-of-day post's final count stays whole when a day-over label and its
outcome line follow; a private-vote game's "Votes as sent to me:" is the host's count;
"Official count:" reads only the quote below it, not a player's quoted above."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.sixth.shapes import bot_aside
from tests.parser.hostcount.zoo import B, check, post
from votecount.parser.names.players import Player, Roster

H = MSB.format("Vote Count 2.5")
FINAL = ("Bramble (5): Juno, Ivo, Lark, Ember, Wren77", "Lark (1): Kestrel Moon")
FIVE = {"Bramble": ("Juno", "Ivo", "Lark", "Ember", "Wren77"), "Lark": ("Kestrel Moon",)}
NUMBERED = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "9 Lives")], hosts=["Warden"]
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("final-count-alone", post(B.format("Final Vote Count, Day 3:"), *FINAL), FIVE),
    ("final-count-day-over-label", post(B.format("Day 3 has ended!"), *FINAL), FIVE),
    (
        "final-count-then-next-day",
        post(
            B.format("Day 3 has ended!"),
            "Final Vote Count Day 3:",
            *FINAL,
            "",
            B.format("Day 4 begins"),
            "With 7 alive, it takes 4 to lynch.",
        ),
        FIVE,
    ),
    ("recap-label-no-other-wagons", post("Day 1 recap:", *FINAL, "Bramble was lynched."), FIVE),
    (
        "short-wagon-names-below-do-not-make-it",
        post(H, "Bramble (3): Juno, Ivo", "Wren77, Kestrel Moon", "Lark (1): Ember"),
        BJI,
    ),
    ("slash-two-players", post(H, "Bramble (2): Juno/Ivo", "Lark (1): Ember"), BJI),
    (
        "discourse-count-and-quoted-player",
        cooked(
            "<strong>Vote Count 2.5</strong>", lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")
        )
        + aside("Wren77", cooked("Lark (3): Wren77, Juno, Ivo")),
        BJI,
    ),
    (
        "eod-final-then-day-over-and-outcome",
        post(
            B.format("Day 3 final vote count"),
            *FINAL,
            B.format("Day 3 is over!"),
            "Lynched: Bramble (Juno, Ivo, Lark, Ember, Wren77)",
            "Bramble was a Vanilla Townie.",
        ),
        FIVE,
    ),
    (
        "private-votes-sent-to-me",
        post("Votes as sent to me:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "official-count-reads-the-quote-below-only",
        aside("Wren77", cooked(lines("Lark (1): Wren77", "Is that right?")))
        + cooked("Official vote count:")
        + bot_aside("VoteBot", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_guard(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


def test_zoo_sixth_guard_name_opens_with_number() -> None:
    """An arrow to "9 Lives" points to a player, not to a total."""
    html = post(H, "Juno, Ivo -> 9 Lives", "Ember -> Lark")
    check(html, {"9 Lives": ("Juno", "Ivo"), "Lark": ("Ember",)}, NUMBERED)
