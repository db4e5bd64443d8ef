"""Guards of the sixteenth round's rules, each in the four engines: the nearest readings
that must not change (each reads the same on main). Below a "Not voting:" list of one
name a line, the last line set apart still ends the list when it is a host's name (a
playing host's sign-off), a name no player has, a player who votes on a wagon above, a
name with a dash before it ("- Sable Fox"), or when a line follows it. A voter written
"-Grey-" (a player's name with dashes) stays a voter, "-Tansy" (no player) is read as
before, a minus not after a comma is no mark; a log naming a voter twice on one player
reads them once, in their first place; an arrow pointing back after a total that opens
the line ("[2] Bramble <- Juno, Ivo") and before a note ("<-- L-1") reads as before."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourteenth.shapes import PLAYING
from tests.parser.hostcount.sixteenth.shapes import GREY
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import four
from tests.parser.hostcount.zoo import ROSTER
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
B = {"Bramble": ("Juno", "Ivo")}
Wagons = dict[str, tuple[str, ...]]
NV = tuple[str, ...] | None

GUARDS: list[tuple[str, str, Wagons, NV, Roster]] = [
    # --- the last line set apart below "Not voting:" that still ends the list -----------------------
    *((*c, ("Wren77",), PLAYING) for c in four("nv-last-apart-host", VC, (*W, "Not voting:", "Wren77", "", "Warden"), BJI)),
    *((*c, ("Lark",), ROSTER) for c in four("nv-last-apart-no-player", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "", "Tansy")  , B)),
    *((*c, ("Lark",), ROSTER) for c in four("nv-last-apart-voter", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "", "Juno"), B)),
    *((*c, ("Wren77",), ROSTER) for c in four("nv-last-apart-dashed", VC, (*W, "Not voting:", "Wren77", "", "- Sable Fox"), BJI)),
    *((*c, ("Lark",), ROSTER) for c in four("nv-apart-then-prose", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "", "Wren77", "Good luck!"), B)),
    # --- minus signs ----------------------------------------------------------------------------------
    *((*c, None, GREY) for c in four("minus-in-a-name", VC, ("Bramble (2): Juno, -Grey-", "Lark (1): Ember"), {"Bramble": ("Juno", "-Grey-"), "Lark": ("Ember",)})),
    *((*c, None, ROSTER) for c in four("minus-no-player", VC, ("Bramble (2): Juno, Ivo, -Tansy", "Lark (1): Ember"), BJI)),
    *((*c, None, ROSTER) for c in four("minus-no-comma", VC, ("Bramble (3): Juno, Ivo -Wren77", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Wren77"), "Lark": ("Ember",)})),
    # --- a log naming a voter twice on one player ---------------------------------------------------
    *((*c, None, ROSTER) for c in four("log-same-vote-twice", VC, ("Juno -> Bramble, Ivo -> Bramble, Juno -> Bramble, Ember -> Lark",), BJI)),
    # --- arrows pointing back -------------------------------------------------------------------------
    *((*c, None, ROSTER) for c in four("back-arrow-total-first", VC, ("[2] Bramble <- Juno, Ivo", "[1] Lark <- Ember"), BJI)),
    *((*c, None, ROSTER) for c in four("back-arrow-note", VC, ("Bramble - Juno, Ivo <-- L-1", "Lark - Ember"), BJI)),
    *((*c, None, ROSTER) for c in four("back-arrow-status", VC, ("Bramble (2) <-- LYNCH", "Juno, Ivo", "Lark (1)", "Ember"), BJI)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "nv", "roster"), [g[1:] for g in GUARDS], ids=[g[0] for g in GUARDS]
)
def test_zoo_sixteenth_guard(html: str, wagons: Wagons, nv: NV, roster: Roster) -> None:
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv
