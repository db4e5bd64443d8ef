"""Guards of the fourteenth round's rules: the nearest readings that must not change (each
reads the same on main): a list of the dead beside a player named Dead, a "Not voting"
label whose names stop at a sentence, a wagon or a wagon's heading over its voters, "LYNCHED" alone over voters, a player
named Hammer heading voters, a vote history ending on an unvote, a vote history whose
totals are off, "Count:" on one line beside a deadline, a "Not voting" line, a replacement or a
player's wagon."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourteenth.shapes import DEAD
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, STATUS_NAMED, post
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

VC = MSB.format("Vote Count 2.3")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
Wagons = dict[str, tuple[str, ...]]
NV = tuple[str, ...] | None

GUARDS: list[tuple[str, str, Wagons | None, NV, Roster]] = [
    # --- the dead listed, a player named Dead ----------------------------------------------------
    ("dead-list-no-total", post(VC, *W, "Dead: Juno, Ivo"), BJI, None, DEAD),
    ("deceased-total", post(VC, *W, "Deceased (2): Wren77, Ember"), BJI, None, DEAD),
    ("dead-total-no-player", post(VC, *W, "Dead (2): Wren77, Kestrel Moon"), BJI, None, ROSTER),
    # --- "Not voting:" names one a line, up to what is not one name -------------------------
    ("nv-line-then-sentence", post(VC, *W, "Not voting:", "Wren77", "Deadline is Friday."), BJI, ("Wren77",), ROSTER),
    ("nv-line-then-wagon", post(VC, "Bramble (2): Juno, Ivo", "Not voting:", "Wren77", "Lark (1): Ember"), BJI, ("Wren77",), ROSTER),
    ("nv-inline-then-name", post(VC, *W, "Not voting: Wren77", "Kestrel Moon"), BJI, ("Wren77",), ROSTER),
    ("nv-line-then-bold-heading", post(VC, "Not voting:", "Wren77", MSB.format("Bramble"), "- Juno", "- Ivo", MSB.format("Lark"), "- Ember"), BJI, ("Wren77",), ROSTER),
    ("nv-line-then-total-heading", post(VC, "Not voting:", "Wren77", "Bramble (2)", "- Juno", "- Ivo", "Lark (1)", "- Ember"), BJI, ("Wren77",), ROSTER),
    # --- status words over voters ------------------------------------------------------------------
    ("lynched-alone-over-voters", post(VC, "LYNCHED (3)", "- Juno", "- Ivo", "- Lark", "Ember (1)", "- Wren77"), {"Ember": ("Wren77",)}, None, ROSTER),
    ("hammer-player-heading", post(VC, "Hammer (2)", "- Juno", "- Ivo", "Lark (1)", "- Ember"), {"Hammer": ("Juno", "Ivo"), "Lark": ("Ember",)}, None, STATUS_NAMED),
    # --- vote histories ---------------------------------------------------------------------------
    ("history-ends-unvoted", post(VC, "Juno: Ivo -> Bramble", "Ivo: Bramble", "Ember: Lark", "Hammer: Lark -> unvote"), BJI, None, STATUS_NAMED),
    ("history-then-total-off", post(VC, "Vote history:", "Juno: Ivo -> Bramble", "Bramble (3): Juno, Ivo", "Lark (1): Ember"), None, None, ROSTER),
    # --- "Count:" on one line ------------------------------------------------------------------------
    ("count-line-deadline", post("Count: Bramble (Juno, Ivo)", "Deadline: Friday"), {"Bramble": ("Juno", "Ivo")}, None, ROSTER),
    ("count-line-not-voting", post("Count: Bramble (Juno, Ivo)", "Not voting: Wren77"), {"Bramble": ("Juno", "Ivo")}, ("Wren77",), ROSTER),
    ("count-line-replacement", post("Count: Bramble (Juno, Ivo)", "Replacement: Lark (in for Tansy)"), {"Bramble": ("Juno", "Ivo")}, None, ROSTER),
    ("count-line-player-label", post("Count: Bramble (Juno, Ivo)", "Lark: Ember"), {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}, None, ROSTER),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "listed", "roster"), [g[1:] for g in GUARDS], ids=[g[0] for g in GUARDS]
)
def test_zoo_fourteenth_guards(
    html: str, wagons: Wagons | None, listed: NV, roster: Roster
) -> None:
    hc = read_host_count(html, roster)
    if wagons is None:
        assert hc is None
        return
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == listed
