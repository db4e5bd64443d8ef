"""The sixteenth zoo's new axes, each in the four engines: arrows pointing back from the
voters to the wagon ("Bramble ← Juno, Ivo", "<-", "⇐", "⟵"), one such line a vote;
"+Ivo" for a voter new since the last count and "-Wren77" for one who left; "Unvoted:
Wren77 (was Bramble)" below the count; numbered wagons ("1. Bramble – 2 – Juno, Ivo",
"1)", keycaps, "#1", each engine's numbered list, a wagon's item over a sub-list of its
voters); a symbol before each wagon ("🔪", "»", "►", "★"); each voter's time or post
("Juno 14:32", "(2:32 PM)", "(D2 #14)") or a link to their vote post; totals as fractions
("Bramble 2/5: Juno, Ivo") and "Votes cast: 3/9"; self-votes; a wagon a colour (its line,
its voters, each voter); votes sorted by voter ("Juno votes Bramble"); voters cut by "/",
"&", "|", a wagon cut by "::" or em dashes, its total after "=", voters in braces."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.sixteenth.shapes import BLUE, LINK, RED, marked, numbered
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import check

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BACK = "\u2190"
EN = "\u2013"
SELF = {"Bramble": ("Juno", "Bramble"), "Lark": ("Ember",)}


def _links(engine: str) -> tuple[str, ...]:
    link = LINK[engine]
    return (
        f"Bramble (2): {link('Juno', 123)}, {link('Ivo', 140)}",
        f"Lark (1): {link('Ember', 98)}",
    )


def _linked_times(engine: str) -> tuple[str, ...]:
    link = LINK[engine]
    return (
        f"Bramble (2): Juno {link('14:32', 123)}, Ivo {link('15:01', 140)}",
        f"Lark (1): Ember {link('09:10', 98)}",
    )


def _linked_voters_first(engine: str) -> tuple[str, ...]:
    link = LINK[engine]
    return (
        f"{link('Juno', 123)} -> Bramble",
        f"{link('Ivo', 140)} -> Bramble",
        f"{link('Ember', 98)} -> Lark",
    )


CASES: list[Case] = [
    # --- arrows pointing back at the wagon ---------------------------------------------------------
    *four("back-arrow", VC, (f"Bramble {BACK} Juno, Ivo", f"Lark {BACK} Ember"), BJI),
    *four("back-arrow-ascii", VC, ("Bramble <- Juno, Ivo", "Lark <- Ember"), BJI),
    *four("back-arrow-long", VC, ("Bramble <-- Juno, Ivo", "Lark <-- Ember"), BJI),
    *four("back-arrow-total", VC, (f"Bramble (2) {BACK} Juno, Ivo", f"Lark (1) {BACK} Ember"), BJI),
    *four("back-arrow-double", VC, ("Bramble \u21d0 Juno, Ivo", "Lark \u21d0 Ember"), BJI),
    *four("back-arrow-a-vote", VC, (f"Bramble {BACK} Juno", f"Bramble {BACK} Ivo", f"Lark {BACK} Ember"), BJI),
    *four("back-arrow-long-a-vote", VC, ("Bramble \u27f5 Juno", "Bramble \u27f5 Ivo", "Lark \u27f5 Ember"), BJI),
    # --- voters new since the last count and voters who left -----------------------------------------
    *four("plus-new", VC, ("Bramble (2): Juno, +Ivo", "Lark (1): +Ember"), BJI),
    *four("minus-left", VC, ("Bramble (2): Juno, Ivo, -Wren77", "Lark (1): Ember"), BJI),
    *four("plus-minus", VC, ("Bramble (2): Juno, +Ivo, -Wren77", "Lark (1): Ember, -Sable Fox"), BJI),
    *four("minus-left-unspaced", VC, ("Bramble (2): Juno,-Wren77, Ivo", "Lark (1): Ember"), BJI),
    # --- "Unvoted: ... (was ...)" below the count --------------------------------------------------------
    *four("unvoted-was", VC, (*W, "Unvoted: Wren77 (was Bramble)"), BJI),
    *four("unvoted-was-two", VC, (*W, "Unvoted: Wren77 (was Lark), Sable Fox (was Ivo)"), BJI),
    # --- numbered wagons -----------------------------------------------------------------------------
    *four("numbered-en-dash", VC, (f"1. Bramble {EN} 2 {EN} Juno, Ivo", f"2. Lark {EN} 1 {EN} Ember"), BJI),
    *four("numbered-paren", VC, ("1) Bramble (2): Juno, Ivo", "2) Lark (1): Ember"), BJI),
    *four("numbered-keycap", VC, ("1\ufe0f\u20e3 Bramble (2): Juno, Ivo", "2\ufe0f\u20e3 Lark (1): Ember"), BJI),
    *four("numbered-hash", VC, ("#1 Bramble (2): Juno, Ivo", "#2 Lark (1): Ember"), BJI),
    *numbered("numbered-list", VC, (f"Bramble {EN} 2 {EN} Juno, Ivo", f"Lark {EN} 1 {EN} Ember"), BJI),
    *numbered("numbered-list-nested", VC, ("Bramble (2)<ul><li>Juno</li><li>Ivo</li></ul>", "Lark (1)<ul><li>Ember</li></ul>"), BJI),
    # --- a symbol before each wagon --------------------------------------------------------------------
    *four("marker-knife", VC, ("\U0001f52a Bramble (2): Juno, Ivo", "\U0001f52a Lark (1): Ember"), BJI),
    *four("marker-guillemet", VC, ("\u00bb Bramble (2): Juno, Ivo", "\u00bb Lark (1): Ember"), BJI),
    *four("marker-pointer", VC, ("\u25ba Bramble (2): Juno, Ivo", "\u25ba Lark (1): Ember"), BJI),
    *four("marker-star", VC, ("\u2605 Bramble (2): Juno, Ivo", "\u2605 Lark (1): Ember"), BJI),
    *four("marker-knife-voters-below", VC, ("\U0001f52a Bramble (2)", "Juno, Ivo", "\U0001f52a Lark (1)", "Ember"), BJI),
    # --- each voter's time, post or link -----------------------------------------------------------------
    *four("time-each", VC, ("Bramble (2): Juno 14:32, Ivo 15:01", "Lark (1): Ember 09:10"), BJI),
    *four("time-each-bracketed", VC, ("Bramble (2): Juno (14:32), Ivo (15:01)", "Lark (1): Ember (09:10)"), BJI),
    *four("time-each-pm", VC, ("Bramble (2): Juno (2:32 PM), Ivo (3:01 PM)", "Lark (1): Ember (9:10 AM)"), BJI),
    *four("day-post-each", VC, ("Bramble (2): Juno (D2 #14), Ivo (D2 #31)", "Lark (1): Ember (D1 #88)"), BJI),
    *marked("link-each", VC, _links, BJI),
    *marked("link-time-each", VC, _linked_times, BJI),
    *marked("link-each-voters-first", VC, _linked_voters_first, BJI),
    # --- totals as fractions, votes cast -------------------------------------------------------------------
    *four("fraction", VC, ("Bramble 2/5: Juno, Ivo", "Lark 1/5: Ember"), BJI),
    *four("fraction-dash", VC, ("Bramble 2/5 - Juno, Ivo", "Lark 1/5 - Ember"), BJI),
    *four("fraction-after-voters", VC, ("Bramble: Juno, Ivo (2/5)", "Lark: Ember (1/5)"), BJI),
    *four("votes-cast-below", VC, (*W, "", "Votes cast: 3/9"), BJI),
    *four("votes-cast-above", VC, ("Votes cast: 3 of 9", *W), BJI),
    # --- self-votes -----------------------------------------------------------------------------------------
    *four("self-vote", VC, ("Bramble (2): Juno, Bramble", "Lark (1): Ember"), SELF),
    *four("self-vote-noted", VC, ("Bramble (2): Juno, Bramble (self)", "Lark (1): Ember"), SELF),
    # --- a wagon a colour --------------------------------------------------------------------------------------
    *marked("colour-line", VC, lambda e: (RED[e].format("Bramble (2): Juno, Ivo"), BLUE[e].format("Lark (1): Ember")), BJI),
    *marked("colour-voters", VC, lambda e: ("Bramble (2): " + RED[e].format("Juno, Ivo"), "Lark (1): " + BLUE[e].format("Ember")), BJI),
    *marked("colour-each-voter", VC, lambda e: (f"Bramble (2): {RED[e].format('Juno')}, {BLUE[e].format('Ivo')}", "Lark (1): " + RED[e].format("Ember")), BJI),
    # --- votes sorted by voter -------------------------------------------------------------------------------
    *four("sorted-votes-for", VC, ("Juno votes Bramble", "Ivo votes Bramble", "Ember votes Lark"), BJI),
    *four("sorted-voting-for", VC, ("Juno is voting for Bramble", "Ivo is voting for Bramble", "Ember is voting for Lark"), BJI),
    # --- separators --------------------------------------------------------------------------------------------
    *four("voters-slash", VC, ("Bramble (2): Juno / Ivo", "Lark (1): Ember"), BJI),
    *four("voters-ampersand", VC, ("Bramble (2): Juno & Ivo", "Lark (1): Ember"), BJI),
    *four("voters-bar", VC, ("Bramble (2): Juno | Ivo", "Lark (1): Ember"), BJI),
    *four("double-colon", VC, ("Bramble (2) :: Juno, Ivo", "Lark (1) :: Ember"), BJI),
    *four("em-dashes", VC, ("Bramble \u2014 2 votes \u2014 Juno, Ivo", "Lark \u2014 1 vote \u2014 Ember"), BJI),
    *four("total-after-equals", VC, ("Bramble: Juno, Ivo = 2", "Lark: Ember = 1"), BJI),
    *four("voters-in-braces", VC, ("Bramble {Juno, Ivo}", "Lark {Ember}"), BJI),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixteenth_axes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
