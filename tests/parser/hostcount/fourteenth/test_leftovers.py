"""Last round's leftovers, each in the four engines: "Vote Count (2.3):" below "Previous
count (2.2):" (the new count read, the old not); a wagon "Dead (1): Lark" in a game with a
player named Dead; "Not voting:" with its names one a line, one of them an italic late
voter under a late-vote legend."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourteenth.shapes import DEAD
from tests.parser.hostcount.fourth.shapes import I
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
OLD = ("Previous count (2.2):", "Bramble (1): Juno", "Ivo (1): Ember")

CASES: list[Case] = [
    # --- the current count's heading with a bracketed number below the previous count ------
    *four("previous-then-bracketed", "", (*OLD, "", "Vote Count (2.3):", *W), BJI),
    *four("previous-then-bracketed-vc", "", (*OLD, "", "VC (2.3)", *W), BJI),
    *four("previous-then-bracketed-day", "", (*OLD, "", "Vote Count (Day 2, count 3):", *W), BJI),
    *four("last-then-bracketed", "", ("Last count (2.2):", "Bramble (1): Juno", "", "Vote Count (2.3)", *W), BJI),
    *four("bracketed-then-previous", "", ("Vote Count (2.3):", *W, "", *OLD), BJI),
]  # fmt: skip

DEADS: list[Case] = [
    *four("dead-wagon", "Vote Count 2.3", ("Dead (1): Lark", "Bramble (2): Juno, Ivo"), {"Dead": ("Lark",), "Bramble": ("Juno", "Ivo")}),
    *four("dead-wagon-dash", "Vote Count 2.3", ("Bramble (2) - Juno, Ivo", "Dead (1) - Lark"), {"Bramble": ("Juno", "Ivo"), "Dead": ("Lark",)}),
    *four("dead-voter", "Vote Count 2.3", ("Bramble (2): Juno, Dead", "Lark (1): Ember"), {"Bramble": ("Juno", "Dead"), "Lark": ("Ember",)}),
]  # fmt: skip

LATE = "Italics: late votes, not counted"
NV_LINES = ("Not voting:", I.format("Lark"), "Wren77")
NOT_VOTING: list[tuple[str, str]] = [
    ("nv-lines-italic-phpbb", post("Vote Count 2.3", LATE, f"Bramble (2): Juno, Ivo, {I.format('Lark')}", *NV_LINES)),
    ("nv-lines-italic-first", post("Vote Count 2.3", LATE, f"Bramble (2): Juno, Ivo, {I.format('Lark')}", "Not voting (2):", I.format("Lark"), "Wren77")),
    ("nv-lines-italic-bulleted", post("Vote Count 2.3", LATE, f"Bramble (2): Juno, Ivo, {I.format('Lark')}", "Not voting:", "- " + I.format("Lark"), "- Wren77")),
    ("nv-lines-em-discourse", "<p><strong>Vote Count 2.3</strong><br>\n" + LATE + "<br>\nBramble (2): Juno, Ivo, <em>Lark</em></p><p>Not voting:<br>\n<em>Lark</em><br>\nWren77</p>"),
    ("nv-lines-i-xenforo", "<b>Vote Count 2.3</b><br />" + LATE + "<br />Bramble (2): Juno, Ivo, <i>Lark</i><br />Not voting:<br /><i>Lark</i><br />Wren77"),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourteenth_previous_then_current(
    html: str, wagons: dict[str, tuple[str, ...]]
) -> None:
    check(html, wagons)


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in DEADS], ids=[c[0] for c in DEADS])
def test_zoo_fourteenth_player_named_dead(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, DEAD)


@pytest.mark.parametrize("html", [c[1] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING])
def test_zoo_fourteenth_not_voting_lines(html: str) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert hc.voters_of("Bramble") == ("Juno", "Ivo")
    assert hc.not_voting == ("Lark", "Wren77")
