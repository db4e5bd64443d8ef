"""The seventeenth zoo's new axes, each in the four engines: a "Votes needed to lynch: 5"
or "Majority: 5" line between the wagons; vote weights written after a voter ("Juno (x2)",
"Lark [2 votes]", "Juno \u00d72"); a "HAMMERED!" or "LYNCHED" mark opening one wagon's line
(or after it); the wagon's earlier voters beside its current ones ("[was: Lark]", "(history:
Lark)", "| history: Lark", "(old votes: Lark)", struck in brackets); two counts in one post
(the day's final count, then the next day's opening one: the later is read); a Markdown pipe
table typed in plain text (wagon first, voters first, no rule line); voters written by the
host's short forms declared in brackets ("(Ju = Juno, Iv = Ivo)"); wagons named by slot
number ("Slot 4 (Bramble): ..."); each voter's post number ("Juno (#412)", "Juno [412]",
"(post 412)", "(p412)"); a count folded under a summary "Vote count"; no-elimination wagons
spelt a dozen ways ("No Hang", "No Banishment", "No Execute", "Sleep", "Skip", "NL", ...);
votes the host marks as cast after the deadline ("Lark (late)", "[LATE]", "(after
deadline)", "(too late)", "(late, not counted)"), which do not count unless the line's total
counts them."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifteenth.shapes import hidden
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import NL, check

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
B = {"Bramble": ("Juno", "Ivo")}
S = "<s>{}</s>"
NLE = {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)}


def _no_elimination(name: str, word: str) -> list[Case]:
    return four(name, VC, ("Bramble (2): Juno, Ivo", f"{word} (1): Ember"), NLE)


CASES: list[Case] = [
    # --- the majority between the wagons --------------------------------------------------------------
    *four("needed-between", VC, ("Bramble (2): Juno, Ivo", "Votes needed to lynch: 5", "Lark (1): Ember"), BJI),
    *four("majority-between", VC, ("Bramble (2): Juno, Ivo", "Majority: 5", "Lark (1): Ember"), BJI),
    *four("needed-between-apart", VC, ("Bramble (2): Juno, Ivo", "", "With 9 alive, it takes 5 to lynch.", "", "Lark (1): Ember"), BJI),
    # --- vote weights written in ---------------------------------------------------------------------
    *four("weight-x2", VC, ("Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"), BJI),
    *four("weight-votes", VC, ("Bramble (2): Juno, Ivo", "Lark (2): Ember [2 votes]"), BJI),
    *four("weight-times", VC, ("Bramble (3): Juno \u00d72, Ivo", "Lark (1): Ember"), BJI),
    *four("weight-double", VC, ("Bramble (3): Juno (double vote), Ivo", "Lark (1): Ember"), BJI),
    # --- a status mark on one wagon ---------------------------------------------------------------------
    *four("hammered-opens", VC, ("HAMMERED! Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("lynched-opens", VC, ("LYNCHED Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("lynched-opens-bold", VC, ("<b>LYNCHED</b> Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("hammered-opens-emoji", VC, ("\U0001f528 HAMMERED \U0001f528 Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("hammered-after", VC, ("Bramble (2): Juno, Ivo - Hammered!", "Lark (1): Ember"), BJI),
    *four("lynched-after", VC, ("Bramble (2): Juno, Ivo [LYNCHED]", "Lark (1): Ember"), BJI),
    # --- the wagon's earlier voters beside its current ones ------------------------------------------------
    *four("past-was", VC, ("Bramble (2): Juno, Ivo [was: Lark]", "Lark (1): Ember [was: Juno, Ivo]"), BJI),
    *four("past-history", VC, ("Bramble (2): Juno, Ivo (history: Lark, Ember)", "Lark (1): Ember (history: Juno)"), BJI),
    *four("past-history-bar", VC, ("Bramble (2): Juno, Ivo | history: Lark, Ember", "Lark (1): Ember | history: Juno"), BJI),
    *four("past-old-votes", VC, ("Bramble (2): Juno, Ivo (old votes: Lark)", "Lark (1): Ember"), BJI),
    *four("past-struck", VC, ("Bramble (2): Juno, Ivo (prev: " + S.format("Lark") + ")", "Lark (1): Ember"), BJI),
    *four("past-line-below", VC, ("Bramble (2): Juno, Ivo", "Previous votes: Lark, Ember", "Lark (1): Ember"), BJI),
    # --- two counts in one post ------------------------------------------------------------------------------
    *four("two-counts", "Final Vote Count 2.9", ("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77", "", "Bramble was lynched.", "", "<b>Vote Count 3.1</b>", *W), BJI),
    *four("two-counts-close", "Final Vote Count 2.9", ("Bramble (3): Juno, Ivo, Lark", "", "<b>Vote Count 3.1</b>", "Lark (1): Ember"), {"Lark": ("Ember",)}),
    # --- a pipe table typed in plain text -----------------------------------------------------------------------
    *four("pipe-table", VC, ("| Wagon | Votes | Voters |", "|---|---|---|", "| Bramble | 2 | Juno, Ivo |", "| Lark | 1 | Ember |"), BJI),
    *four("pipe-table-no-rule", VC, ("Wagon | Count | Voters", "Bramble | 2 | Juno, Ivo", "Lark | 1 | Ember"), BJI),
    *four("pipe-table-voters-first", VC, ("| Voter | Vote |", "|---|---|", "| Juno | Bramble |", "| Ivo | Bramble |", "| Ember | Lark |"), BJI),
    # --- the host's short forms declared in the post -------------------------------------------------------------
    *four("short-forms-bracketed", VC, ("(Ju = Juno, Iv = Ivo, Em = Ember)", "Bramble (2): Ju, Iv", "Lark (1): Em"), BJI),
    *four("short-forms-square", VC, ("[Ju = Juno; Iv = Ivo; Em = Ember]", "Bramble (2): Ju, Iv", "Lark (1): Em"), BJI),
    *four("short-forms-capitals", VC, ("(BR = Bramble, JN = Juno, IV = Ivo)", "BR (2): JN, IV", "Lark (1): Ember"), BJI),
    *four("short-forms-below", VC, ("Bramble (2): Ju, Iv", "Lark (1): Em", "", "(Ju = Juno, Iv = Ivo, Em = Ember)"), BJI),
    # --- wagons by slot number -----------------------------------------------------------------------------------
    *four("slot-bracketed-name", VC, ("Slot 4 (Bramble): Juno, Ivo", "Slot 7 (Lark): Ember"), BJI),
    *four("slot-total", VC, ("Slot 4 (Bramble) - 2 - Juno, Ivo", "Slot 7 (Lark) - 1 - Ember"), BJI),
    *four("slot-dash", VC, ("Slot 4 - Bramble (2): Juno, Ivo", "Slot 7 - Lark (1): Ember"), BJI),
    # --- each voter's post number ----------------------------------------------------------------------------------
    *four("post-hash", VC, ("Bramble (2): Juno (#412), Ivo (#430)", "Lark (1): Ember (#398)"), BJI),
    *four("post-bare-hash", VC, ("Bramble (2): Juno #412, Ivo #430", "Lark (1): Ember #398"), BJI),
    *four("post-square", VC, ("Bramble (2): Juno [412], Ivo [430]", "Lark (1): Ember [398]"), BJI),
    *four("post-word", VC, ("Bramble (2): Juno (post 412), Ivo (post 430)", "Lark (1): Ember (post 398)"), BJI),
    *four("post-p", VC, ("Bramble (2): Juno (p412), Ivo (p430)", "Lark (1): Ember (p398)"), BJI),
    # --- folded under a summary "Vote count" -------------------------------------------------------------------------
    *hidden("folded-late", "Vote count", ("Bramble (2): Juno, Ivo, Wren77 (late)", "Lark (1): Ember"), BJI),
    # --- no-elimination wagons ---------------------------------------------------------------------------------------
    *_no_elimination("nl-hang", "No Hang"),
    *_no_elimination("nl-hanging", "No Hanging"),
    *_no_elimination("nl-banishment", "No Banishment"),
    *_no_elimination("nl-execute", "No Execute"),
    *_no_elimination("nl-elimination", "No Elimination"),
    *_no_elimination("nl-nolynch", "Nolynch"),
    *_no_elimination("nl-exile", "No Exile"),
    *_no_elimination("nl-sleep", "Sleep"),
    *_no_elimination("nl-skip", "Skip"),
    *_no_elimination("nl-abstain", "Abstain"),
    *_no_elimination("nl-short", "NL"),
    *_no_elimination("nl-nobody", "Nobody"),
    # --- votes marked late --------------------------------------------------------------------------------------------
    *four("late", VC, ("Bramble (2): Juno, Ivo, Lark (late)", "Lark (1): Ember"), BJI),
    *four("late-capitals", VC, ("Bramble (2): Juno, Ivo, Lark [LATE]", "Lark (1): Ember"), BJI),
    *four("late-after-deadline", VC, ("Bramble (2): Juno, Ivo, Lark (after deadline)", "Lark (1): Ember"), BJI),
    *four("late-too", VC, ("Bramble (2): Juno, Ivo, Lark (too late)", "Lark (1): Ember"), BJI),
    *four("late-not-counted", VC, ("Bramble (2): Juno, Ivo, Lark (late, not counted)", "Lark (1): Ember"), BJI),
    *four("late-first", VC, ("Bramble (2): Lark (late), Juno, Ivo", "Lark (1): Ember"), BJI),
    *four("late-only-voter", VC, (*W, "Ember: Wren77 (late)"), BJI),
    *four("late-voters-first", VC, ("Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark", "Wren77 -> Lark (late)"), BJI),
    *four("late-struck", VC, ("Bramble (2): Juno, Ivo, " + S.format("Lark") + " (late)", "Lark (1): Ember"), BJI),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventeenth_axes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
