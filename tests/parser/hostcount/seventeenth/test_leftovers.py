"""Last round's leftovers, each in the four engines. A "Not voting" header stating its
total as "(1 of 9)" (its names, of the living) reads that total: a player's name set apart
below a list that already makes it up is a sign-off, not one more name ("(2 of 9)" keeps
it). A co-host signing below the list with a mark of a sign-off ("Kestrel Moon
(co-host)", "~Kestrel Moon", "Kestrel Moon, co-host", "Posted by Kestrel Moon") ends the
list. A wagon's log of its votes in order, a voter named again ("Ivo (1): Juno, Lark,
Lark (unvoted)", "Juno, Lark (unvoted), Juno"), counts each voter's last piece."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import ROSTER, check
from votecount.parser.hostcount import read_host_count

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
NV = tuple[str, ...]
WREN = ("Wren77",)
BOTH = ("Wren77", "Kestrel Moon")

# --- the "Not voting" list's end -----------------------------------------------------------------
NOT_VOTING: list[tuple[str, str, dict[str, tuple[str, ...]], NV]] = [
    *((*c, WREN) for c in four("nv-one-of-nine", VC, (*W, "Not voting (1 of 9):", "Wren77", "", "Kestrel Moon"), BJI)),
    *((*c, BOTH) for c in four("nv-two-of-nine", VC, (*W, "Not voting (2 of 9):", "Wren77", "", "Kestrel Moon"), BJI)),
    *((*c, BOTH) for c in four("nv-two-of-nine-inline", VC, (*W, "Not voting (2 of 9): Wren77, Kestrel Moon"), BJI)),
    *((*c, WREN) for c in four("nv-cohost-role", VC, (*W, "Not voting:", "Wren77", "", "Kestrel Moon (co-host)"), BJI)),
    *((*c, WREN) for c in four("nv-cohost-tilde", VC, (*W, "Not voting:", "Wren77", "", "~Kestrel Moon"), BJI)),
    *((*c, WREN) for c in four("nv-cohost-comma", VC, (*W, "Not voting:", "Wren77", "", "Kestrel Moon, co-host"), BJI)),
    *((*c, WREN) for c in four("nv-cohost-posted-by", VC, (*W, "Not voting:", "Wren77", "", "Posted by Kestrel Moon"), BJI)),
]  # fmt: skip

# --- a wagon's log of its votes, a voter named again ---------------------------------------------
EMBER = {"Bramble": ("Ember",)}
LOGS: list[Case] = [
    *four("log-voted-again", VC, ("Ivo (1): Juno, Lark (unvoted), Juno", "Bramble (1): Ember"), {"Ivo": ("Juno",), **EMBER}),
    *four("log-unvoted-later", VC, ("Ivo (1): Juno, Lark, Lark (unvoted)", "Bramble (1): Ember"), {"Ivo": ("Juno",), **EMBER}),
    *four("log-both-again", VC, ("Ivo (1): Juno, Lark (unvoted), Juno (unvoted), Lark", "Bramble (1): Ember"), {"Ivo": ("Lark",), **EMBER}),
    *four("log-unvote-steps", VC, ("Ivo (1): Juno, Lark, Juno (vote, unvote)", "Bramble (1): Ember"), {"Ivo": ("Lark",), **EMBER}),
    *four("log-back-again", VC, ("Ivo (2): Juno (unvoted), Lark, Juno", "Bramble (1): Ember"), {"Ivo": ("Lark", "Juno"), **EMBER}),
    *four("log-unvoted-word", VC, ("Ivo: Juno, Lark, Juno unvoted", "Bramble: Ember"), {"Ivo": ("Lark",), **EMBER}),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons", "nv"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_zoo_seventeenth_not_voting_end(
    html: str, wagons: dict[str, tuple[str, ...]], nv: NV
) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in LOGS], ids=[c[0] for c in LOGS])
def test_zoo_seventeenth_wagon_log(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
