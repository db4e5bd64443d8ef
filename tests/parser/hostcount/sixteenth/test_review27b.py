"""The sixteenth round reviewed for misfires (review27b): inputs at the edges of its four
rules, each read as the commit before the round read it unless the round meant to change it.

Misfires fixed: below a "Not voting:" list of one name a line, the count's last line set
apart joined the list when it was a name the count already named (the list's own name
again, a player's sign-off; a wagon's target), a name after a sign-off's dash or a ping
("\u2014 Kestrel Moon", "@Kestrel Moon"), or one name too many for the total the list's
header states ("Not voting (1):"); an arrow pointing back at a voter after a wagon's voters
("Bramble (3) - Juno, Ivo, Ember <- Ember", a note on the hammer; "Bramble (Juno, Ivo) <-
Lark") turned the line round into a wagon of that voter, and a slot with its replacement
before the arrow ("Bramble/Tansy <- Juno, Ivo") lost its wagon; "<->" was read as an arrow
pointing back; "-Ivo" after a comma was left out of a wagon whose written total counts it
("Bramble (3): Juno,-Ivo,-Lark": dashes typed as separators). Guards around each: the
round's readings these narrowings keep."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import four
from tests.parser.hostcount.zoo import ROSTER
from votecount.parser.hostcount import read_host_count
from votecount.parser.hostcount.rewrite import pointed_back
from votecount.parser.names.players import Player, Roster

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BK = "\u2190"
Wagons = dict[str, tuple[str, ...]]
NV = tuple[str, ...] | None
TWO = ("Wren77", "Sable Fox")
# a game with a player Tide beside Quill-Tide
TIDE = Roster(
    [
        Player(n)
        for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77", "Tide", "Quill-Tide")
    ],
    hosts=["Warden"],
)

MISFIRES: list[tuple[str, str, Wagons, NV]] = [
    # --- the last name set apart below "Not voting:" that is no more name of the list ------------
    *((*c, TWO) for c in four("nv-apart-listed-again", VC, (*W, "Not voting:", "Wren77", "Sable Fox", "", "Wren77"), BJI)),
    *((*c, TWO) for c in four("nv-apart-wagon-target", VC, (*W, "Not voting:", "Wren77", "Sable Fox", "", "Bramble"), BJI)),
    *((*c, TWO) for c in four("nv-apart-target-voted", VC, (*W, "Not voting:", "Wren77", "Sable Fox", "", "Lark"), BJI)),
    *((*c, ("Wren77",)) for c in four("nv-apart-em-dash", VC, (*W, "Not voting:", "Wren77", "", "\u2014 Kestrel Moon"), BJI)),
    *((*c, ("Wren77",)) for c in four("nv-apart-en-dash", VC, (*W, "Not voting:", "Wren77", "", "\u2013 Kestrel Moon"), BJI)),
    *((*c, TWO) for c in four("nv-apart-ping", VC, (*W, "Not voting:", "Wren77", "Sable Fox", "", "@Kestrel Moon"), BJI)),
    *((*c, ("Wren77",)) for c in four("nv-apart-total-one", VC, (*W, "Not voting (1):", "Wren77", "", "Kestrel Moon"), BJI)),
    *((*c, ("Wren77",)) for c in four("nv-apart-total-bracket", VC, (*W, "Not voting [1]:", "Wren77", "", "Kestrel Moon"), BJI)),
    ("nv-apart-listed-again-paragraph", cooked(lines(f"<strong>{VC}</strong>", *W), lines("Not voting:", "Wren77", "Sable Fox"), "Wren77"), BJI, TWO),
    # --- an arrow pointing back at a voter after the wagon's voters ----------------------------
    *((*c, None) for c in four("back-note-hammer", VC, ("Bramble (3) - Juno, Ivo, Ember <- Ember", "Lark (1) - Wren77"), {"Bramble": ("Juno", "Ivo", "Ember"), "Lark": ("Wren77",)})),
    *((*c, None) for c in four("back-note-hammered", VC, (f"Bramble (3) - Juno, Ivo, Ember {BK} Ember hammered", "Lark (1) - Wren77"), {"Bramble": ("Juno", "Ivo", "Ember"), "Lark": ("Wren77",)})),
    *((*c, None) for c in four("back-note-newest", VC, ("Bramble (2) - Juno, Ivo <-- Ivo", "Lark (1) - Ember"), BJI)),
    *((*c, None) for c in four("back-note-no-total", VC, ("Bramble - Juno, Ivo <- Lark", "Lark - Ember"), {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)})),
    *((*c, None) for c in four("back-slot-and-replacement", VC, (f"Bramble/Tansy {BK} Juno, Ivo", f"Lark {BK} Ember"), BJI)),
    *((*c, None) for c in four("back-note-bracketed-voters", VC, (f"Bramble (Juno, Ivo) {BK} Lark", "Lark (Ember)"), {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)})),
    # --- "-Ivo" after a comma in a wagon whose total counts it ----------------------------------
    *((*c, None) for c in four("minus-total-counts-dashes", VC, ("Bramble (3): Juno,-Ivo,-Lark", "Ember (1): Wren77"), {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)})),
    *((*c, None) for c in four("minus-total-counts-dash", VC, ("Bramble (2): Juno,-Ivo", "Lark (1): Ember"), BJI)),
    *((*c, None) for c in four("minus-total-counts-all", VC, ("Bramble (3):-Juno,-Ivo,-Lark", "Ember (1):-Wren77"), {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)})),
    *((*c, None) for c in four("minus-totals-count-both", VC, ("Bramble (2): Juno,-Ivo", "Lark (2): Ember,-Wren77"), {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")})),
    *((*c, None) for c in four("minus-total-counts-spaced", VC, ("Bramble (3): Juno, Ivo, -Lark", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)})),
]  # fmt: skip

GUARDS: list[tuple[str, str, Wagons, NV]] = [
    # --- the round's last name set apart, still one more name ------------------------------------
    *((*c, ("Wren77", "Kestrel Moon")) for c in four("nv-apart-total-two", VC, (*W, "Not voting (2):", "Wren77", "", "Kestrel Moon"), BJI)),
    *((*c, TWO) for c in four("nv-apart-voting-nowhere", VC, (*W, "Not voting:", "Wren77", "", "Sable Fox"), BJI)),
    *((*c, ("Wren77",)) for c in four("nv-apart-host-em-dash", VC, (*W, "Not voting:", "Wren77", "", "\u2014 Warden"), BJI)),
    # --- arrows pointing back from the voters at one player's wagon ------------------------------
    *((*c, None) for c in four("back-a-vote-spaced-name", VC, (f"Kestrel Moon {BK} Juno", f"Kestrel Moon {BK} Ivo", f"Lark {BK} Ember"), {"Kestrel Moon": ("Juno", "Ivo"), "Lark": ("Ember",)})),
    *((*c, None) for c in four("back-a-vote-dotted-name", VC, (f"Mr. Pebble {BK} Juno", f"Mr. Pebble {BK} Ivo", f"Lark {BK} Ember"), {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)})),
    *((*c, None) for c in four("back-a-vote-hyphened-name", VC, (f"Quill-Tide {BK} Juno", f"Quill-Tide {BK} Ivo", f"Lark {BK} Ember"), {"Quill-Tide": ("Juno", "Ivo"), "Lark": ("Ember",)})),
    *((*c, None) for c in four("back-a-vote-three", VC, (f"Bramble {BK} Juno", f"Bramble {BK} Ivo", f"Bramble {BK} Lark", f"Lark {BK} Ember"), {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)})),
    *((*c, None) for c in four("back-previous-count-below", VC, (f"Bramble {BK} Juno", f"Bramble {BK} Ivo", f"Lark {BK} Ember", "", "Previous count:", f"Bramble {BK} Lark", f"Lark {BK} Wren77"), BJI)),
    *((*c, None) for c in four("back-beside-forward", VC, ("Juno -> Bramble", f"Bramble {BK} Ivo", f"Lark {BK} Ember"), BJI)),
    # --- "-Wren77" left out where the total agrees, or where none is written ----------------------
    *((*c, None) for c in four("minus-total-without", VC, ("Bramble (1): Juno, -Ivo, -Wren77", "Lark (1): Ember"), {"Bramble": ("Juno",), "Lark": ("Ember",)})),
    *((*c, None) for c in four("minus-total-with-plus", VC, ("Bramble (3): Juno, Ivo, +Lark, -Wren77", "Ember (1): Sable Fox"), {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Sable Fox",)})),
    *((*c, None) for c in four("minus-no-total", VC, ("Bramble: Juno, +Ivo, -Lark", "Lark: Ember"), BJI)),
    # --- a one-line log cut at ";" beside wagons cut at ";" as before ---------------------------
    *((*c, None) for c in four("semicolon-wagons", VC, ("Ivo (2): Juno, Lark; Bramble (1): Ember",), {"Ivo": ("Juno", "Lark"), "Bramble": ("Ember",)})),
    *((*c, None) for c in four("semicolon-voters-and-votes", VC, ("Juno -> Ivo; Lark, Ember -> Bramble",), {"Ivo": ("Juno",), "Bramble": ("Lark", "Ember")})),
    *((*c, None) for c in four("semicolon-vote-then-wagon", VC, ("Juno -> Ivo; Bramble (1): Lark",), {"Ivo": ("Juno",), "Bramble": ("Lark",)})),
    *((*c, None) for c in four("log-back-to-first", VC, ("Juno -> Ivo, Juno -> Bramble, Juno -> Ivo, Lark -> Ivo",), {"Ivo": ("Juno", "Lark")})),
]  # fmt: skip

CASES = MISFIRES + GUARDS


@pytest.mark.parametrize(
    ("html", "wagons", "nv"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_review27b(html: str, wagons: Wagons, nv: NV) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == nv


@pytest.mark.parametrize(
    "line",
    [
        "Juno <-> Ivo",
        "Juno <--> Ivo",
        "Bramble (2) - Juno, Ivo <- Ivo",
        f"Juno -> Bramble {BK} Ivo",
    ],
)
def test_review27b_not_pointed_back(line: str) -> None:
    """A two-way arrow, or an arrow after the voters, is no arrow from voters to a wagon."""
    assert pointed_back(line, ROSTER) == line


def test_review27b_minus_before_a_longer_name() -> None:
    """'-Tide' after a comma is Tide leaving (no player is '-Tide'), with Quill-Tide in the
    game; 'Quill-Tide' itself is a voter."""
    html = br(
        "<b>Vote Count 2.3</b>", "Bramble (2): Juno, Ivo,-Tide", "Lark (2): Ember, Quill-Tide"
    )
    hc = read_host_count(html, TIDE)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == {
        "Bramble": ("Juno", "Ivo"),
        "Lark": ("Ember", "Quill-Tide"),
    }
