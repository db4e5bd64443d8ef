"""The fourteenth zoo's new axes, each in the four engines: votes as a bulleted list of
"voter → target" with a totals line after; wagons with the threshold beside their total
("Bramble 2/5"); voters with footnote numbers ("Juno[1]"); a replaced player struck beside
the new one ("~~Tansy~~ Marlow"); a count in two posts ("part 1/2"); the hammered wagon
marked "(LYNCHED)"; wagons sorted by name with zero-vote wagons listed ("Lark 0"); each
voter's vote history ("Juno: Ivo → Lark → Bramble"); a host who plays voting too."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourteenth.shapes import PLAYING, SUBS, engines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import check, ul

VC = "Vote Count 2.3"
A = "\u2192"
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[Case] = [
    # --- bulleted "voter → target" with a totals line after ------------------------------------
    *four("arrows-list-totals", VC, (ul(f"Juno {A} Bramble", f"Ivo {A} Bramble", f"Ember {A} Lark"), "Totals: Bramble 2, Lark 1"), BJI),
    *four("arrows-lines-totals", VC, (f"Juno {A} Bramble", f"Ivo {A} Bramble", f"Ember {A} Lark", "", "Bramble: 2 | Lark: 1"), BJI),
    *four("arrows-dashes-totals", VC, ("- Juno -> Bramble", "- Ivo -> Bramble", "- Ember -> Lark", "Total: Bramble (2), Lark (1)"), BJI),
    *four("arrows-list-tally-lines", VC, (ul(f"Juno {A} Bramble", f"Ivo {A} Bramble", f"Ember {A} Lark"), "Tally:", "Bramble - 2", "Lark - 1"), BJI),
    # --- the threshold beside each wagon's total -------------------------------------------------
    *four("threshold-slash", VC, ("Bramble 2/5: Juno, Ivo", "Lark 1/5: Ember"), BJI),
    *four("threshold-brackets", VC, ("Bramble (2/5) - Juno, Ivo", "Lark (1/5) - Ember"), BJI),
    *four("threshold-square", VC, ("[2/5] Bramble: Juno, Ivo", "[1/5] Lark: Ember"), BJI),
    *four("threshold-of", VC, ("Bramble (2 of 5): Juno, Ivo", "Lark (1 of 5): Ember"), BJI),
    *four("threshold-hammer-at", VC, ("Bramble 3/4 (hammer at 4): Juno, Ivo, Lark", "Ember 1/4: Wren77"), BJIL),
    # --- voters with footnote numbers -------------------------------------------------------------
    *four("footnotes", VC, ("Bramble (2): Juno[1], Ivo[2]", "Lark (1): Ember[3]", "", "[1] post 112", "[2] post 140", "[3] post 151"), BJI),
    *four("footnotes-sup", VC, ("Bramble (2): Juno<sup>[1]</sup>, Ivo<sup>[2]</sup>", "Lark (1): Ember<sup>[3]</sup>", "", "<sup>1</sup> #112 <sup>2</sup> #140 <sup>3</sup> #151"), BJI),
    *four("footnotes-star", VC, ("Bramble (2): Juno*, Ivo**", "Lark (1): Ember", "", "* voted after the claim", "** hammer-capable"), BJI),
    # --- a count in two posts ---------------------------------------------------------------------
    *four("part-one", "Vote Count 2.3 (part 1/2)", ("Bramble (2): Juno, Ivo",), {"Bramble": ("Juno", "Ivo")}),
    *four("part-two", "Vote Count 2.3 (part 2/2)", ("Lark (1): Ember", "", "Not voting: Wren77"), {"Lark": ("Ember",)}),
    *four("part-continued", "Vote Count 2.3 (continued)", ("Lark (1): Ember",), {"Lark": ("Ember",)}),
    *four("part-cont-above", "", ("(cont.) Vote Count 2.3, part 2", "Lark (1): Ember", "Ivo (1): Wren77"), {"Lark": ("Ember",), "Ivo": ("Wren77",)}),
    # --- the hammered wagon marked -----------------------------------------------------------------
    *four("lynched-after", VC, ("Bramble (3): Juno, Ivo, Lark (LYNCHED)", "Ember (1): Wren77"), BJIL),
    *four("lynched-dash", VC, ("Bramble (3) - LYNCHED: Juno, Ivo, Lark", "Ember (1): Wren77"), BJIL),
    *four("lynched-before", VC, ("LYNCHED - Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"), BJIL),
    *four("eliminated-after", VC, ("Bramble (3): Juno, Ivo, Lark [ELIMINATED]", "Ember (1): Wren77"), BJIL),
    *four("lynched-bang", VC, ("Bramble (3): Juno, Ivo, Lark - LYNCHED!", "Ember (1): Wren77"), BJIL),
    # --- sorted by name, zero-vote wagons listed ------------------------------------------------------
    *four("zero-wagons", VC, ("Bramble (2): Juno, Ivo", "Ember (0)", "Ivo (0)", "Juno (0)", "Lark (1): Ember", "Wren77 (0)"), BJI),
    *four("zero-bare", VC, ("Bramble 2: Juno, Ivo", "Ember 0", "Ivo 0", "Lark 1: Ember", "Wren77 0"), BJI),
    *four("zero-dash", VC, ("Bramble - 2 - Juno, Ivo", "Ember - 0", "Lark - 1 - Ember", "Wren77 - 0 -"), BJI),
    *four("zero-colon-empty", VC, ("Bramble (2): Juno, Ivo", "Ember (0):", "Lark (1): Ember", "Wren77 (0): -"), BJI),
    # --- each voter's vote history -------------------------------------------------------------------
    *four("history-arrows", VC, (f"Juno: Ivo {A} Lark {A} Bramble", "Ivo: Bramble", f"Ember: Bramble {A} Lark"), BJI),
    *four("history-ascii", VC, ("Juno: Ivo -> Lark -> Bramble", "Ivo: Lark -> Bramble", "Ember: Lark"), BJI),
    *four("history-gt", VC, ("Juno: Ivo > Lark > Bramble", "Ivo: Bramble", "Ember: Bramble > Lark"), BJI),
]  # fmt: skip

STRUCK: list[Case] = [
    # --- a replaced player struck beside the new one --------------------------------------------------
    *engines("replaced-voter", VC, ("Bramble (2): {s:Tansy} Marlow, Juno", "Lark (1): Ember"), {"Bramble": ("Marlow", "Juno"), "Lark": ("Ember",)}),
    *engines("replaced-wagon", VC, ("{s:Tansy} Marlow (2): Juno, Ivo", "Lark (1): Ember"), {"Marlow": ("Juno", "Ivo"), "Lark": ("Ember",)}),
    *engines("replaced-slash", VC, ("Bramble (2): Juno, {s:Tansy}/Marlow", "Lark (1): Ember"), {"Bramble": ("Juno", "Marlow"), "Lark": ("Ember",)}),
    *engines("replaced-and-struck-vote", VC, ("Bramble (2): {s:Tansy} Marlow, Juno, {s:Ivo}", "Ivo (1): Ember"), {"Bramble": ("Marlow", "Juno"), "Ivo": ("Ember",)}),
    *engines("history-struck", VC, ("Juno: {s:Ivo} {s:Lark} Bramble", "Ivo: Bramble", "Ember: {s:Bramble} Lark"), BJI),
]  # fmt: skip

PLAYS: list[Case] = [
    # --- a host who plays votes too -----------------------------------------------------------------
    *four("host-votes", VC, ("Bramble (3): Juno, Ivo, Warden", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Warden"), "Lark": ("Ember",)}),
    *four("host-wagon", VC, ("Warden (2): Juno, Ivo", "Lark (1): Ember"), {"Warden": ("Juno", "Ivo"), "Lark": ("Ember",)}),
    *four("host-votes-noted", VC, ("Bramble (3): Juno, Ivo, Warden (me)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Warden"), "Lark": ("Ember",)}),
    *four("host-arrow", VC, ("Juno -> Bramble", "Warden -> Bramble", "Ember -> Lark"), {"Bramble": ("Juno", "Warden"), "Lark": ("Ember",)}),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourteenth_axes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in STRUCK], ids=[c[0] for c in STRUCK])
def test_zoo_fourteenth_replaced(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, SUBS)


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in PLAYS], ids=[c[0] for c in PLAYS])
def test_zoo_fourteenth_host_plays(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, PLAYING)
