"""More of the fourteenth zoo's axes, each in the four engines: a hammered wagon marked
"LYNCHED" on its own line over its voters below; a voter's vote history with an unvote
among the steps ("Juno: Ivo → unvote → Bramble"); the vote history listed above the count
under "Vote history:"; "Not voting:" with its names one a line; "No votes have changed
since VC 2.2." above a table whose first row is a zero-vote wagon (read as a "No votes"
label and that wagon as a name not voting before)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

VC = "Vote Count 2.3"
A = "\u2192"
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[Case] = [
    # --- the hammered wagon marked on its own line, its voters below --------------------------
    *four("lynched-heading-comma", VC, ("Bramble (3) - LYNCHED", "Juno, Ivo, Lark", "Ember (1)", "Wren77"), BJIL),
    *four("lynched-heading-lines", VC, ("Bramble (3) LYNCHED", "- Juno", "- Ivo", "- Lark", "Ember (1)", "- Wren77"), BJIL),
    *four("lynched-heading-brackets", VC, ("Bramble (3) [LYNCHED]:", "Juno", "Ivo", "Lark", "Ember (1):", "Wren77"), BJIL),
    *four("lynched-heading-before", VC, ("[HAMMERED] Bramble (3)", "- Juno", "- Ivo", "- Lark", "Ember (1)", "- Wren77"), BJIL),
    # --- an unvote among a voter's steps ------------------------------------------------------
    *four("history-unvote", VC, (f"Juno: Ivo {A} unvote {A} Bramble", "Ivo: Bramble", "Ember: Lark"), BJI),
    *four("history-unvoted-ascii", VC, ("Juno: Ivo -> unvoted -> Lark -> Bramble", "Ivo: Lark -> Bramble", "Ember: Lark", "Wren77: Lark -> unvote"), BJI),
    *four("history-unvote-gt", VC, ("Juno: Lark > unvote > Bramble", "Ivo: Bramble", "Ember: Ivo > unvote > Lark"), BJI),
    # --- the vote history above the count -------------------------------------------------------
    *four("history-above", VC, ("Vote history:", f"Juno: Ivo {A} Lark {A} Bramble", "Ivo: Bramble", "Ember: Lark", "", "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("history-above-dashes", VC, ("Voting record:", "Juno: Ivo -> Bramble", "Ember: Bramble -> Lark", "Bramble - 2 - Juno, Ivo", "Lark - 1 - Ember"), BJI),
    # --- "Not voting:" with its names one a line ----------------------------------------------
    *four("nv-one-a-line", VC, ("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting:", "Wren77", "Kestrel Moon"), BJI),
    *four("nv-one-a-line-dashes", VC, ("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting (2):", "- Wren77", "- Mr. Pebble"), BJI),
]  # fmt: skip

NV = {"nv-one-a-line": ("Wren77", "Kestrel Moon"), "nv-one-a-line-dashes": ("Wren77", "Mr. Pebble")}


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourteenth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    "case", [c for c in CASES if c[0].rsplit("-", 1)[0] in NV], ids=lambda c: c[0]
)
def test_zoo_fourteenth_not_voting_one_a_line(case: Case) -> None:
    hc = read_host_count(case[1], ROSTER)
    assert hc is not None
    assert hc.not_voting == NV[case[0].rsplit("-", 1)[0]]


UNCHANGED = "No votes have changed since VC 2.2."
ROWS = (
    ("Ember", "L-4", "0", "\u2014"),
    ("Bramble", "L-2", "2", "Juno, Ivo"),
    ("Lark", "L-3", "1", "Ember"),
)
BARS = tuple(" | ".join(row) + " |" for row in ROWS)
NO_CHANGE: list[tuple[str, str]] = [
    ("unchanged-table-phpbb", post(MSB.format(VC), UNCHANGED, table(*ROWS), "Not voting: Wren77")),
    ("unchanged-bars-phpbb", post(MSB.format(VC), UNCHANGED, *BARS, "Not voting: Wren77")),
    ("unchanged-table-discourse", cooked(lines(f"<strong>{VC}</strong>", UNCHANGED)) + md_table(("Wagon", "L", "Votes", "Voters"), *ROWS) + cooked("Not voting: Wren77")),
    ("unchanged-bars-xenforo", br(f"<b>{VC}</b>", "No vote has changed since VC 2.2.", *BARS, "Not voting: Wren77").replace("<br />\n", "<br />")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_CHANGE], ids=[c[0] for c in NO_CHANGE])
def test_zoo_fourteenth_no_votes_changed(html: str) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == BJI
    assert hc.not_voting == ("Wren77",)
