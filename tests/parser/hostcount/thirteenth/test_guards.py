"""Guards of the thirteenth round's rules: the nearest readings that must not change: one
name each side under "Votes by player:", a "changed from" note after a wagon's total, the
hammer marked in brackets in a game with a player named Hammer, "Previous count" in a
sentence, a hedge inside a count. Each reads the same on main but "hammer-before", which
main read with the player Hammer as a fourth voter (the total of 3 now leaves him out)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import WORDS
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.names.players import Roster

VC = MSB.format("Vote Count 2.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Late",)}

GUARDS: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    (
        "per-voter-pairs",
        post(VC, "Votes by player:", "Juno - Bramble", "Ivo - Bramble", "Ember - Lark"),
        BJI,
        ROSTER,
    ),
    (
        "per-voter-arrows",
        post(VC, "Voter \u2192 Target", "Juno, Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
        ROSTER,
    ),
    (
        "changed-after-total",
        post(VC, "Bramble (2): Juno (changed from Lark), Ivo", "Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "changed-one-voter-total",
        post(VC, "Bramble (1): Juno (changed from Lark)", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "from-note-bare",
        post(VC, "Bramble (2): Juno (from Lark), Ivo", "Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    ("hammer-bracketed", post(VC, "Bramble (3): Juno, Ivo, Lark (HAMMER)", "Ember (1): Late"), BJIL, WORDS),
    ("hammer-dash-total", post(VC, "Bramble (3): Juno, Ivo, Lark - HAMMER", "Ember (1): Late"), BJIL, WORDS),
    ("hammer-head-mark", post(VC, "[HAMMER] Bramble (3): Juno, Ivo, Lark", "Ember (1): Late"), BJIL, WORDS),
    ("hammer-before", post(VC, "Bramble (3): Juno, Ivo, HAMMER Lark", "Ember (1): Late"), BJIL, WORDS),
    ("hammer-no-player", post(VC, "Bramble (3): Juno, Ivo, Lark - HAMMER", "Lark (1): Ember"),
     {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)}, ROSTER),
    (
        "previous-sentence",
        post(VC, "The previous count (2.2) missed Ivo's vote, sorry.", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "hedge-mid-count",
        post(VC, "Bramble (2): Juno, Ivo", "If I'm counting right, Lark is at L-4.", "Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "changed-notes-wagon-first",
        post(VC, "Bramble (2): Juno, Ivo", "Lark (1): Ember (changed from Bramble)", "Not voting: Wren77 (moved from Lark)"),
        BJI,
        ROSTER,
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [g[1:] for g in GUARDS], ids=[g[0] for g in GUARDS]
)
def test_zoo_thirteenth_guards(
    html: str, wagons: dict[str, tuple[str, ...]], roster: Roster
) -> None:
    check(html, wagons, roster)
