"""The ninth round's rules reviewed (review20b): inputs near their edges that read wrong
before the fix. A legend's letter inside a count mark ("L = Lark" and "(L-1)") is the
mark, not Lark; a player whose name is a list mark ("Player3", "S2", "P7") keeps their
wagon; a bracketed total before a colon and a wagon line ("[2]: Bramble - Juno, Ivo")
names its wagon after the colon; 'Bramble "the Bold" (2)' is Bramble's wagon; an unnumbered final above a
numbered count is a recap."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.zoo import check, post
from votecount.parser.names.players import Player, Roster

H = MSB.format("Vote Count 3.2")
MARKED = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Player3", "S2", "P7")],
    hosts=["Warden"],
)
LEGEND = "L = Lark, E = Ember, B = Bramble"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # "L-1", "E-2" beside a legend's L and E: marks to the lynch, no voter
    (
        "legend-l-mark",
        post(H, LEGEND, "B (3): Juno, Ivo, E (L-1)", "L (1): Ivo"),
        {"Bramble": ("Juno", "Ivo", "Ember"), "Lark": ("Ivo",)},
    ),
    (
        "legend-e-mark",
        post(H, LEGEND, "B (2): Juno, L (E-2)", "Ivo (1): E"),
        {"Bramble": ("Juno", "Lark"), "Ivo": ("Ember",)},
    ),
    (
        "legend-l-mark-bare",
        post(H, LEGEND, "B (3): Juno, Ivo, E L-1", "L (1): Ivo"),
        {"Bramble": ("Juno", "Ivo", "Ember"), "Lark": ("Ivo",)},
    ),
    # a bracketed total and a colon, then a wagon line of its own: read as before
    (
        "total-colon-then-wagon",
        post(H, "[2]: Bramble - Juno, Ivo", "[1]: Lark - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "paren-total-colon-then-wagon",
        post(H, "(2): Bramble - Juno, Ivo", "(1): Lark - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # hostzoo20's leftover: a nickname in quotes after the wagon's name
    (
        "nickname-in-quotes",
        post(H, 'Bramble "the Bold" (2): Juno, Ivo', "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "nickname-in-curly-quotes",
        post(H, "Bramble \u201cthe Bold\u201d - Juno, Ivo", "Lark - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # an unnumbered final above a numbered count: yesterday's recap, not read with today's
    (
        "unnumbered-final-above-numbered",
        post(
            MSB.format("Final Vote Count"),
            "Lark (3): Juno, Ivo, Ember",
            "",
            MSB.format("Vote Count 2.1"),
            "Bramble (1): Juno",
        ),
        {"Bramble": ("Juno",)},
    ),
    (
        "final-word-in-brackets-above-numbered",
        post(
            MSB.format("Vote Count (final)"),
            "Lark (3): Juno, Ivo, Ember",
            MSB.format("Vote Count Day 2"),
            "Bramble (2): Juno, Ivo",
        ),
        {"Bramble": ("Juno", "Ivo")},
    ),
    # the ninth round's rule, kept: an unnumbered final below the day's numbered count
    (
        "unnumbered-final-below-numbered",
        post(
            MSB.format("Vote Count 2.1"),
            "Bramble (1): Juno",
            MSB.format("Final Vote Count"),
            "Bramble (2): Juno, Ivo",
        ),
        {"Bramble": ("Juno", "Ivo")},
    ),
    # the abbreviation opening the line, a dash and its total: the wagon, written out
    (
        "legend-dash-total",
        post(H, LEGEND, "B - 2 (Juno, Ivo)", "L - 1 (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "legend-dash-total-bullet",
        post(H, LEGEND, "- B - 2 (Juno, Ivo)", "- L - 1 (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
]

MARK_CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "player-named-player3",
        post(H, "Player3 (2): Juno, Ivo", "Lark (1): Ember"),
        {"Player3": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "player-named-s2",
        post(H, "S2 (2): Juno, Ivo", "Lark (1): Ember"),
        {"S2": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "player-named-p7-dash",
        post(H, "P7 - Juno, Ivo", "Lark - Ember"),
        {"P7": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # the marks still mark a slot when they name nobody
    (
        "slot-marks-still",
        post(H, "S3 Juno (2): Ivo, Lark", "Player 1 Bramble (1): Ember"),
        {"Juno": ("Ivo", "Lark"), "Bramble": ("Ember",)},
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_review_reads(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html,wagons", [c[1:] for c in MARK_CASES], ids=[c[0] for c in MARK_CASES])
def test_review_list_mark_names(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, MARKED)
