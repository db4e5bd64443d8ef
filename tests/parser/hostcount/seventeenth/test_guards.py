"""Guards of the seventeenth round's rules, each in the four engines: the nearest readings
that must not change (each reads the same on main). A status word opening a line that is a
player's name ("Hammer (2): Juno, Ivo" beside a player Hammer) or a head word ("Lynch Juno
(2): ...") reads as before; a voter marked "(late)" whom the line's total counts stays
(its wagon's only voter too), and a player named "Late", "(latest)" or "(late-night
vote)" is no late mark; "(was Lark)" with no colon after a voter reads as before; a voter
"(unvoted)" named once on the wagon, or on another wagon's line, takes back no other
piece, nor when the line's total counts the earlier piece; "(2 of 5)" after a wagon reads
its voters as before."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.thirteenth.shapes import WORDS, four
from tests.parser.hostcount.zoo import ROSTER, STATUS_NAMED
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

VC = "Vote Count 2.3"
BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
Wagons = dict[str, tuple[str, ...]]

GUARDS: list[tuple[str, str, Wagons, Roster]] = [
    # --- status words that are names or head words ---------------------------------------------
    *((*c, STATUS_NAMED) for c in four("status-a-player", VC, ("Hammer (2): Juno, Ivo", "Lark (1): Ember"), {"Hammer": ("Juno", "Ivo"), "Lark": ("Ember",)})),
    *((*c, ROSTER) for c in four("status-head-word", VC, ("Lynch Juno (2): Ivo, Lark", "Bramble (1): Ember"), {"Juno": ("Ivo", "Lark"), "Bramble": ("Ember",)})),
    # --- late marks that stay ------------------------------------------------------------------------
    *((*c, ROSTER) for c in four("late-total-counts", VC, ("Bramble (3): Juno, Ivo, Lark (late)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)})),
    *((*c, ROSTER) for c in four("late-total-counts-only-voter", VC, ("Bramble (2): Juno, Ivo", "Lark (1): Ember (late)"), BJI)),
    *((*c, WORDS) for c in four("late-a-player", VC, ("Bramble (2): Juno, Late", "Lark (1): Ember"), {"Bramble": ("Juno", "Late"), "Lark": ("Ember",)})),
    *((*c, ROSTER) for c in four("late-latest", VC, ("Bramble (2): Juno, Ivo (latest)", "Lark (1): Ember"), BJI)),
    *((*c, ROSTER) for c in four("late-night", VC, ("Bramble (2): Juno, Ivo (late-night vote)", "Lark (1): Ember"), BJI)),
    # --- earlier voters ---------------------------------------------------------------------------------
    *((*c, ROSTER) for c in four("was-no-colon", VC, ("Bramble (2): Juno (was Lark), Ivo", "Lark (1): Ember"), BJI)),
    # --- an unvoted voter named once ---------------------------------------------------------------------
    *((*c, ROSTER) for c in four("unvoted-once", VC, ("Bramble (2): Juno, Ivo, Ember (unvoted)", "Lark (1): Ember"), BJI)),
    *((*c, ROSTER) for c in four("unvoted-other-wagon", VC, ("Bramble (2): Juno, Ivo", "Lark (1): Ember, Juno (unvoted)"), BJI)),
    *((*c, ROSTER) for c in four("unvoted-again-total-counts", VC, ("Bramble (2): Juno, Ivo, Juno (unvoted)", "Lark (1): Ember"), BJI)),
    # --- a total "N of M" -----------------------------------------------------------------------------------
    *((*c, ROSTER) for c in four("of-total-wagon", VC, ("Bramble (2 of 5): Juno, Ivo", "Lark (1 of 5): Ember"), BJI)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [g[1:] for g in GUARDS], ids=[g[0] for g in GUARDS]
)
def test_zoo_seventeenth_guard(html: str, wagons: Wagons, roster: Roster) -> None:
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
