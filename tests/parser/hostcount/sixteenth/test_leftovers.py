"""Last round's leftovers, each in the four engines: a player's name set apart by a blank
line (or a paragraph's end) as the last line of a "Not voting:" list of one name a line is
one more name of it, not a sign-off (a host's name, a name no player has, a name with a
dash before it, or a line below it still end the list: the guards); a one-line log of
votes naming a voter twice ("Juno→Ivo, Lark→Ivo, Juno→Bramble") counts the voter's later
vote."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import ROSTER, check
from votecount.parser.hostcount import read_host_count

VC = "Vote Count 2.3"
A = "\u2192"
B = {"Bramble": ("Juno", "Ivo")}
NV = tuple[str, ...]

# --- "Not voting:" one name a line, the last one set apart ----------------------------------------
NOT_VOTING: list[tuple[str, str, dict[str, tuple[str, ...]], NV]] = [
    *((*c, ("Lark", "Wren77")) for c in four("nv-last-apart", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "", "Wren77"), B)),
    *((*c, ("Lark", "Ember", "Wren77")) for c in four("nv-last-apart-three", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "Ember", "", "Wren77"), B)),
    *((*c, ("Lark", "Kestrel Moon")) for c in four("nv-last-apart-spaces", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "Lark", "", "Kestrel Moon"), B)),
    *((*c, ("Lark", "Wren77")) for c in four("nv-last-apart-bulleted", VC, ("Bramble (2): Juno, Ivo", "Not voting:", "- Lark", "", "- Wren77"), B)),
]  # fmt: skip

# --- a one-line log of votes naming a voter twice -----------------------------------------------
LOGS: list[Case] = [
    *four("log-voter-twice", VC, ("Juno->Ivo, Lark->Ivo, Juno->Bramble",), {"Ivo": ("Lark",), "Bramble": ("Juno",)}),
    *four("log-voter-twice-arrow", VC, (f"Juno {A} Ivo, Lark {A} Ivo, Juno {A} Bramble",), {"Ivo": ("Lark",), "Bramble": ("Juno",)}),
    *four("log-voter-twice-semicolon", VC, ("Juno -> Ivo; Lark -> Ivo; Juno -> Bramble",), {"Ivo": ("Lark",), "Bramble": ("Juno",)}),
    *four("log-voter-moved-later", VC, ("Juno -> Ivo, Ivo -> Bramble, Juno -> Bramble, Ember -> Lark",), {"Bramble": ("Ivo", "Juno"), "Lark": ("Ember",)}),
    *four("log-back-and-forth", VC, ("Juno -> Bramble, Juno -> Ivo, Juno -> Bramble, Ember -> Lark",), {"Bramble": ("Juno",), "Lark": ("Ember",)}),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "nv"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_zoo_sixteenth_not_voting_last_apart(
    html: str, wagons: dict[str, tuple[str, ...]], nv: NV
) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in LOGS], ids=[c[0] for c in LOGS])
def test_zoo_sixteenth_log_voter_twice(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
