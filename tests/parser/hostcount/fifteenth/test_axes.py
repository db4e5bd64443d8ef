"""The fifteenth zoo's new axes, each in the four engines: voters struck inside a wagon
("Ivo (1): ~~Juno~~, Lark"); "L-1" / "L-2" beside each wagon; one line of votes
"Juno→Bramble, Ivo→Bramble, Ember→Lark"; "Abstain", "Sleep", "No elimination" wagons;
weighted voters ("Juno (x2)"); headings in other languages; wagons named by their seat
("#4 Bramble (2)"); voters on the line below their wagon in brackets; "With 9 alive, 5 to
eliminate" above; a per-wagon note of its last vote ("- last vote 14:32 UTC"); the count
folded in a Discourse ``<details>``, a XenForo or MafiaScum spoiler titled "Vote count"; the
host's ruling below ("Juno's vote on page 3 was not counted"); a matrix table (a column a
wagon, a row a voter, a tick under their wagon)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifteenth.shapes import hidden, matrix
from tests.parser.hostcount.fourteenth.shapes import engines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import NL, check

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
A = "\u2192"
TICK = "\u2713"
BNL = {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)}

CASES: list[Case] = [
    # --- voters struck inside a wagon ----------------------------------------------------------
    *engines("struck-voter", VC, ("Ivo (1): {s:Juno}, Lark", "Bramble (1): Ember"), {"Ivo": ("Lark",), "Bramble": ("Ember",)}),
    *engines("struck-voter-dash", VC, ("Ivo - {s:Juno} Lark (1)", "Bramble - Ember (1)"), {"Ivo": ("Lark",), "Bramble": ("Ember",)}),
    # --- "L-1" beside each wagon ------------------------------------------------------------------
    *four("l-after-total", VC, ("Bramble (2) L-1: Juno, Ivo", "Lark (1) L-2: Ember"), BJI),
    *four("l-bracketed-first", VC, ("[L-1] Bramble: Juno, Ivo", "[L-2] Lark: Ember"), BJI),
    *four("l-at-end", VC, ("Bramble: Juno, Ivo (L-1)", "Lark: Ember (L-2)"), BJI),
    # --- one line of votes, each "voter → target" -------------------------------------------------
    *four("votes-one-line", VC, (f"Juno{A}Bramble, Ivo{A}Bramble, Ember{A}Lark",), BJI),
    *four("votes-one-line-spaced", VC, (f"Juno {A} Bramble, Ivo {A} Bramble, Ember {A} Lark",), BJI),
    *four("votes-one-line-ascii", VC, ("Juno->Bramble, Ivo->Bramble, Ember->Lark",), BJI),
    *four("votes-one-line-and", VC, ("Juno -> Bramble, Ivo -> Bramble and Ember -> Lark",), BJI),
    *four("votes-one-line-semicolon", VC, ("Juno -> Bramble; Ivo -> Bramble; Ember -> Lark",), BJI),
    # --- no-elimination wagons --------------------------------------------------------------------
    *four("abstain", VC, ("Bramble (2): Juno, Ivo", "Abstain (1): Ember"), BNL),
    *four("sleep", VC, ("Bramble (2): Juno, Ivo", "Sleep (1): Ember"), BNL),
    *four("no-elimination", VC, ("Bramble (2): Juno, Ivo", "No elimination (1): Ember"), BNL),
    *four("no-execution", VC, ("Bramble (2): Juno, Ivo", "No Execution (1): Ember"), BNL),
    # --- weighted voters --------------------------------------------------------------------------
    *four("weight-x2", VC, ("Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"), BJI),
    *four("weight-bare-x2", VC, ("Bramble (3): Juno x2, Ivo", "Lark (1): Ember"), BJI),
    *four("weight-votes", VC, ("Bramble (3): Juno (2 votes), Ivo", "Lark (1): Ember"), BJI),
    # --- headings in other languages --------------------------------------------------------------
    *four("german", "Stimmenz\u00e4hlung 2.1", W, BJI),
    *four("spanish", "Conteo de votos", W, BJI),
    *four("french", "D\u00e9compte des votes", W, BJI),
    *four("german-one-line", "", ("Stimmenz\u00e4hlung 2.1: Bramble (Juno, Ivo), Lark (Ember)",), BJI),
    # --- wagons named by seat -----------------------------------------------------------------------
    *four("seat-hash", VC, ("#4 Bramble (2): Juno, Ivo", "#7 Lark (1): Ember"), BJI),
    *four("seat-hash-voters", VC, ("#4 Bramble (2): #1 Juno, #2 Ivo", "#7 Lark (1): #5 Ember"), BJI),
    # --- voters below their wagon, in brackets ----------------------------------------------------
    *four("voters-below-bracketed", VC, ("Bramble (2)", "(Juno, Ivo)", "Lark (1)", "(Ember)"), BJI),
    # --- the living and the majority above ----------------------------------------------------------
    *four("alive-above", VC, ("With 9 alive, 5 to eliminate", *W), BJI),
    *four("alive-above-sentence", VC, ("With 9 alive, it takes 5 to eliminate.", "", *W), BJI),
    # --- when each wagon last moved -----------------------------------------------------------------
    *four("last-vote-dash", VC, ("Bramble (2): Juno, Ivo - last vote 14:32 UTC", "Lark (1): Ember - last vote 09:10 UTC"), BJI),
    *four("last-vote-bracket", VC, ("Bramble (2): Juno, Ivo (last vote: 14:32 UTC)", "Lark (1): Ember (last vote: 09:10 UTC)"), BJI),
    *four("last-square", VC, ("Bramble (2): Juno, Ivo [last: 2.3 14:32]", "Lark (1): Ember [last: 2.1 09:10]"), BJI),
    *four("last-vote-post", VC, ("Bramble (2): Juno, Ivo (last vote: post 141)", "Lark (1): Ember (last vote: post 98)"), BJI),
    *four("latest-pipe", VC, ("Bramble (2): Juno, Ivo | latest 14:32", "Lark (1): Ember | latest 09:10"), BJI),
    # --- the host's ruling below ------------------------------------------------------------------
    *four("ruling-not-counted", VC, (*W, "", "Juno's vote on page 3 was not counted."), BJI),
    *four("ruling-labelled", VC, (*W, "", "Ruling: Lark's vote for Ivo in post 88 was not counted (not bolded)."), BJI),
    *four("ruling-note", VC, (*W, "", "Note: Wren77's vote for Bramble was ruled invalid."), BJI),
    # --- folded in a box titled by the host -----------------------------------------------------------
    *hidden("box-vote-count", "Vote count", W, BJI),
    *hidden("box-numbered", "Vote Count 2.3", W, BJI),
    # --- a matrix: a column a wagon, a row a voter ----------------------------------------------------
    *matrix("matrix-x", ("Voter", "Bramble", "Lark"), (("Juno", "X", ""), ("Ivo", "X", ""), ("Ember", "", "X")), BJI),
    *matrix("matrix-tick", ("Voters", "Bramble", "Lark"), (("Juno", TICK, ""), ("Ivo", TICK, ""), ("Ember", "", TICK)), BJI),
    *matrix("matrix-dashes", ("Player", "Bramble", "Lark"), (("Juno", "x", "-"), ("Ivo", "x", "-"), ("Ember", "-", "x")), BJI),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifteenth_axes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
