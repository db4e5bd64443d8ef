"""Last round's leftovers, each in the four engines: a name set apart by a blank line (or
a paragraph's end) below a "Not voting:" list of one name a line (a playing host's
sign-off, a wagon's heading) is not one more name; "Claim: Lark" beside a one-line
"Count:" is a claim, no role list's line; "Dead (2): Tansy, Wren77" with Tansy no player
is the dead (beside a player named Dead too); a recap of past days below the count ("Recap:", "Day 1 - LYNCHED") is not
read; a voter's history with post numbers ("Juno: Ivo (#12) -> unvote (#30) -> Bramble")
is the voter's one vote; a player written by her initials ("J L") is a voter."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifteenth.shapes import INITIALS
from tests.parser.hostcount.fourteenth.shapes import DEAD, PLAYING
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import ROSTER, check
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
A = "\u2192"
NV = tuple[str, ...]

# --- "Not voting:" one name a line, then a name set apart --------------------------------------
NOT_VOTING: list[tuple[str, str, dict[str, tuple[str, ...]], NV, Roster]] = [
    *((c[0], c[1], c[2], ("Wren77",), PLAYING) for c in four("nv-blank-host-signoff", VC, (*W, "Not voting:", "Wren77", "", "Warden"), BJI)),
    *((c[0], c[1], c[2], ("Lark", "Wren77"), PLAYING) for c in four("nv-blank-two-signoff", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "Wren77", "", "Warden"), {"Bramble": ("Juno", "Ivo")})),
    *((c[0], c[1], c[2], ("Wren77",), ROSTER) for c in four("nv-blank-name-over-name", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Wren77", "", "Lark", "Ember"), {"Bramble": ("Juno", "Ivo")})),
    # a player's name (no host's) as the count's last line is one more name (sixteenth round)
    *((c[0], c[1], c[2], ("Wren77", "Kestrel Moon"), ROSTER) for c in four("nv-blank-signoff-dash", VC, (*W, "Not voting:", "Wren77", "", "Kestrel Moon"), BJI)),
]  # fmt: skip

CASES: list[Case] = [
    # --- "Claim: Lark" beside a one-line "Count:" -----------------------------------------------
    *four("count-then-claim", "", ("Count: Bramble (Juno, Ivo), Lark (Ember)", "Claim: Lark"), BJI),
    *four("claim-then-count", "", ("Claim: Wren77", "Count: Bramble (Juno, Ivo), Lark (Ember)"), BJI),
    *four("count-then-cop-claim", "", ("Count: Bramble (Juno, Ivo), Lark (Ember)", "Cop claim: Wren77"), BJI),
    *four("count-then-claims", "", ("Count: Bramble (Juno, Ivo), Lark (Ember)", "Claims: Lark, Wren77"), BJI),
    # --- "Dead (2): ..." naming someone not in the game ------------------------------------------
    *four("dead-unknown-after", VC, (*W, "Dead (2): Tansy, Wren77"), BJI),
    *four("dead-unknown-before", VC, ("Dead (2): Tansy, Kestrel Moon", *W), BJI),
    # --- a recap of past days below the count -------------------------------------------------------
    *four("recap-label", VC, (*W, "", "Recap:", "Wren77 (3): Juno, Ivo, Ember"), BJI),
    *four("recap-lynched-heading", VC, (*W, "", "Previous days:", "LYNCHED", "- Wren77 (Juno, Ivo, Ember)"), BJI),
    *four("recap-day-lynched", VC, (*W, "", "Day 1 - LYNCHED", "Wren77 (3): Juno, Ivo, Ember"), BJI),
    *four("recap-day-eliminated", VC, (*W, "", "Day 1: eliminated", "Wren77 (3): Juno, Ivo, Ember"), BJI),
    *four("recap-day-label-lynched", VC, (*W, "", "Day 1 recap:", "LYNCHED: Wren77 (3): Juno, Ivo, Ember"), BJI),
    # --- a voter's history with post numbers -------------------------------------------------------
    *four("history-post-numbers", VC, ("Juno: Ivo (#12) -> unvote (#30) -> Bramble (#41)", "Ivo: Bramble (#44)", "Ember: Lark (#50)"), BJI),
    *four("history-post-numbers-arrow", VC, (f"Juno: Ivo (#12) {A} unvote (#30) {A} Bramble", "Ivo: Bramble (#44)", "Ember: Lark (#50)"), BJI),
    *four("history-post-words", VC, ("Juno: Ivo (post 12) -> unvote (post 30) -> Bramble", "Ivo: Bramble", "Ember: Lark"), BJI),
    *four("history-below-count", VC, (*W, "", "Juno: Ivo (#12) -> unvote (#30) -> Bramble (#41)"), BJI),
]  # fmt: skip

DEADS: list[Case] = [
    *four("dead-player-unknown-after", VC, (*W, "Dead (2): Tansy, Wren77"), BJI),
    *four("dead-player-unknown-before", VC, ("Dead (2): Tansy, Wren77", *W), BJI),
]  # fmt: skip

JL = {"Bramble": ("Juno", "Jade Lantern"), "Lark": ("Ember",)}
INITIAL: list[Case] = [
    *four("initials-voter", VC, ("Bramble (2): Juno, J L", "Lark (1): Ember"), JL),
    *four("initials-wagon", VC, ("J L (2): Juno, Ivo", "Lark (1): Ember"), {"Jade Lantern": ("Juno", "Ivo"), "Lark": ("Ember",)}),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifteenth_leftovers(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in DEADS], ids=[c[0] for c in DEADS])
def test_zoo_fifteenth_dead_listed(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, DEAD)


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in INITIAL], ids=[c[0] for c in INITIAL])
def test_zoo_fifteenth_initials(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, INITIALS)


@pytest.mark.parametrize(
    ("html", "wagons", "nv", "roster"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_zoo_fifteenth_not_voting_set_apart(
    html: str, wagons: dict[str, tuple[str, ...]], nv: NV, roster: Roster
) -> None:
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv
