"""Guards of the fifteenth round's rules: the nearest readings that must not change (each
reads the same on main): a "Not voting:" list of one name a line that goes on with no
blank line, whose names start after one, or whose names each stand in a paragraph; a role's line beside a one-line "Count:";
post numbers after a wagon's voters; voters before one arrow; a time alone or "(last)"
after a wagon; a day label over today's count; a line naming a recap's post; a table of
one wagon a column and a table of wagons a row; a row of two names first in a table
typed with pipes."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, post, table
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Player, Roster

VC = MSB.format("Vote Count 2.3")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
Wagons = dict[str, tuple[str, ...]]
NV = tuple[str, ...] | None
BOTH = ("Wren77", "Kestrel Moon")

GUARDS: list[tuple[str, str, Wagons | None, NV]] = [
    # --- "Not voting:" one name a line ------------------------------------------------------------
    ("nv-lines-go-on", post(VC, *W, "Not voting:", "Wren77", "Kestrel Moon"), BJI, BOTH),
    ("nv-label-blank-then-names", post(VC, *W, "Not voting:", "", "Wren77", "Kestrel Moon"), BJI, BOTH),
    ("nv-names-own-paragraph", cooked(lines("<strong>Vote Count 2.3</strong>", *W), "Not voting:", lines("Wren77", "Kestrel Moon")), BJI, BOTH),
    ("nv-names-each-a-paragraph", cooked(lines("<strong>Vote Count 2.3</strong>", *W), "Not voting:", "Wren77", "Kestrel Moon"), BJI, BOTH),
    ("nv-inline-blank-name", post(VC, *W, "Not voting: Wren77", "", "Kestrel Moon"), BJI, ("Wren77",)),
    # --- a role's line beside a one-line "Count:" ---------------------------------------------------
    ("role-beside-count", post("Count: Bramble (Juno, Ivo), Lark (Ember)", "Cop: Wren77"), None, None),
    # --- post numbers, arrows and times on wagon lines -------------------------------------------------
    ("post-numbers-after-voters", post(VC, "Bramble (2): Juno (#12), Ivo (#30)", "Lark (1): Ember (#41)"), BJI, None),
    ("voters-before-one-arrow", post(VC, "Juno, Ivo -> Bramble", "Ember -> Lark"), BJI, None),
    ("time-alone-after-wagon", post(VC, "Bramble (2): Juno, Ivo - 14:32", "Lark (1): Ember - 09:10"), BJI, None),
    ("last-without-time", post(VC, "Bramble (2): Juno, Ivo", "Lark (1): Ember (last)"), BJI, None),
    # --- day labels and recaps ------------------------------------------------------------------------
    ("day-label-over-today", post(VC, "Day 2:", *W), BJI, None),
    ("recap-named-in-a-line", post(VC, *W, "", "Recap of Day 1 in post 40."), BJI, None),
    # --- tables ------------------------------------------------------------------------------------------
    ("columns-of-wagons", post(VC, table(("Juno", "Ember"), ("Ivo", ""), head=("Bramble (2)", "Lark (1)"))), BJI, None),
    ("pipes-two-names-first", post(VC, "| Lark | Ember |", "| Bramble | Juno, Ivo |"), {"Lark": ("Ember",), "Bramble": ("Juno", "Ivo")}, None),
    ("rows-of-wagons", post(VC, table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), head=("Player", "Votes", "Voters"))), BJI, None),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "nv"), [g[1:] for g in GUARDS], ids=[g[0] for g in GUARDS]
)
def test_zoo_fifteenth_guard(html: str, wagons: Wagons | None, nv: NV) -> None:
    hc = read_host_count(html, ROSTER)
    if wagons is None:
        assert hc is None
        return
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv


def test_zoo_fifteenth_guard_player_named_last() -> None:
    """A player whose name opens with "Last" after a dash is a voter, no note of the last
    vote (as on main)."""
    roster = Roster(
        [Player(n) for n in ("Bramble", "Juno", "Lark", "Ember", "Last1")], hosts=["Warden"]
    )
    hc = read_host_count(post(VC, "Bramble (2): Juno - Last1", "Lark (1): Ember"), roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == {
        "Bramble": ("Juno", "Last1"),
        "Lark": ("Ember",),
    }
