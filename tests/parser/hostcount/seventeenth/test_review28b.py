"""The seventeenth host-count round reviewed for misfires (review28b), each count in the
four engines. A status word opening a line ("LYNCHED", "Dead", "Eliminated", "TIE") was
taken off before the line was read as a wagon, so a list of names under it ("Dead Ivo,
Juno", "LYNCHED Ivo, Juno") and a voters-first line ("LYNCHED Ivo, Bramble -> Juno",
"Dead Ivo -> Juno") read a wagon of the first name with the others as its voters: the word
is now taken off before the line is told from a list of names, and not where an arrow
stands before the line's colon (each misfire read nothing before the round). The guards
around them read the same on the round's code and after this review (some are the round's
own new readings): a status word before a wagon whose line has a total, a dash or a colon,
or an arrow after its voters; late marks that are no late vote; an earlier voter's piece
on another wagon; notes after "was:" that name no player; "(2 of 5)" over voters one a
line; players named by the new no-elimination words."""

from __future__ import annotations

import pytest

from tests.parser.helpers import make_post
from tests.parser.hostcount.thirteenth.shapes import four
from tests.parser.hostcount.zoo import ROSTER
from votecount.parser import ParseOptions, parse_post
from votecount.parser.hostcount import read_host_count
from votecount.parser.model import NO_ELIMINATION, Kind
from votecount.parser.names.players import Player, Roster

VC = "Vote Count 2.3"
Wagons = dict[str, tuple[str, ...]]
BR = {"Bramble": ("Lark", "Ember")}
EW = {"Ember": ("Wren77",)}
LE = {"Lark": ("Ember",)}
# players named by the round's new no-elimination words' parts
HANGS = Roster([Player(n) for n in ("Hang", "Banish", "Juno", "Ivo", "Lark", "Ember")], hosts=["Warden"])  # fmt: skip

MISFIRES: list[tuple[str, str, Wagons]] = [
    # --- a list of names under a status word: no wagon (was the first name's, the rest its voters) --
    *four("dead-list", VC, ("Dead Ivo, Juno", "Bramble (2): Lark, Ember"), BR),
    *four("lynched-list", VC, ("LYNCHED Ivo, Juno", "Ember (1): Wren77"), EW),
    *four("lynched-list-total-first", VC, ("(2) LYNCHED Ivo, Juno", "Ember (1): Wren77"), EW),
    # --- voters first, a status word before the first voter: no wagon of that voter -----------------
    *four("lynched-voters-first", VC, ("LYNCHED Ivo, Bramble -> Juno", "Lark (1): Ember"), LE),
    *four("tie-voters-first", VC, ("TIE Ivo, Bramble -> Juno", "Ember, Wren77 -> Lark"), {"Lark": ("Ember", "Wren77")}),
    *four("dead-voter-arrow", VC, ("Dead Ivo -> Juno", "Bramble -> Juno", "Ember -> Lark"), {"Juno": ("Bramble",), "Lark": ("Ember",)}),
    *four("eliminated-voter-arrow", VC, ("Eliminated Ivo -> Juno", "Lark (1): Ember"), LE),
]  # fmt: skip

GUARDS: list[tuple[str, str, Wagons]] = [
    # --- a status word before a wagon: read as the round reads it ------------------------------------
    *four("hammered-arrow-after-voters", VC, ("HAMMERED Ivo (3): Juno, Bramble, Lark --> hammer", "Ember (1): Wren77"), {"Ivo": ("Juno", "Bramble", "Lark"), **EW}),
    *four("lynched-total-after-comma", VC, ("LYNCHED Ivo, 3 votes: Juno, Bramble, Lark", "Ember (1): Wren77"), {"Ivo": ("Juno", "Bramble", "Lark"), **EW}),
    *four("lynched-two-words", VC, ("LYNCHED Kestrel Moon (2): Ivo, Bramble", "Lark (1): Ember"), {"Kestrel Moon": ("Ivo", "Bramble"), **LE}),
    *four("tied-both", VC, ("Tied Juno (2): Ivo, Bramble", "Tied Lark (2): Ember, Wren77"), {"Juno": ("Ivo", "Bramble"), "Lark": ("Ember", "Wren77")}),
    *four("lynched-dash-no-total", VC, ("LYNCHED Juno - Ivo, Bramble, Ember", "Lark - Wren77"), {"Juno": ("Ivo", "Bramble", "Ember"), "Lark": ("Wren77",)}),
    *four("lynched-voted-by", VC, ("LYNCHED Juno (voted by Ivo, Bramble)", "Lark (1): Ember"), {"Juno": ("Ivo", "Bramble"), **LE}),
    *four("eliminated-recap", VC, ("Eliminated Juno (3): Ivo, Bramble, Ember", "Lark (1): Wren77"), {"Juno": ("Ivo", "Bramble", "Ember"), "Lark": ("Wren77",)}),
    # --- "late" that marks no late vote; a late vote with no total ------------------------------------
    *four("late-joined", VC, ("Bramble (2): Juno, Ivo (joined late)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-counted", VC, ("Bramble (2): Juno, Ivo (late vote, counted)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-but-counted", VC, ("Bramble (2): Juno, Ivo (late but counted)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-was-late", VC, ("Bramble (2): Juno, Ivo (was late to vote)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-accepted", VC, ("Bramble (2): Juno, Ivo (late, accepted)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-replacement", VC, ("Bramble (2): Juno, Ivo (late replacement)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("late-dash-no-total", VC, ("Bramble - Juno, Ivo (late)", "Lark - Ember"), {"Bramble": ("Juno",), **LE}),
    # --- a voter taken back: their earlier piece on this wagon only ------------------------------------
    *four("unvoted-other-wagon-same-line", VC, ("Bramble: Juno, Ivo; Lark: Ember, Juno (unvoted)",), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("unvoted-named-in-note", VC, ("Ivo: Juno, Lark (unvoted Bramble)", "Lark: Ember"), {"Ivo": ("Juno", "Lark"), **LE}),
    *four("unvoted-revoted", VC, ("Bramble (2): Juno, Ivo, Ivo (unvoted), Ivo", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    # --- "was:" / "past:" naming no player ----------------------------------------------------------
    *four("was-town", VC, ("Bramble (2): Juno, Ivo (was: town)", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("was-l-mark", VC, ("Bramble (2): Juno, Ivo [was: L-2]", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    *four("past-bar-number", VC, ("Bramble | Juno, Ivo | past: 3", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo"), **LE}),
    # --- "(N of M)" over voters one a line; a day's "of" is no total -------------------------------------
    *four("of-heading", VC, ("Ivo (2 of 5)", "Juno", "Bramble", "", "Lark (1 of 5)", "Ember"), {"Ivo": ("Juno", "Bramble"), **LE}),
    *four("of-day", VC, ("Ivo (Day 2 of 3): Juno, Bramble", "Lark (1): Ember"), {"Ivo": ("Juno", "Bramble"), **LE}),
]  # fmt: skip

NAMED: list[tuple[str, str, Wagons]] = [
    *four("player-hang", VC, ("Hang (2): Juno, Ivo", "Lark (1): Ember"), {"Hang": ("Juno", "Ivo"), **LE}),
    *four("player-banish", VC, ("Banish (2): Juno, Ivo", "Lark (1): Ember"), {"Banish": ("Juno", "Ivo"), **LE}),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in MISFIRES], ids=[c[0] for c in MISFIRES]
)
def test_review28b_misfire(html: str, wagons: Wagons) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in GUARDS], ids=[c[0] for c in GUARDS])
def test_review28b_guard(html: str, wagons: Wagons) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in NAMED], ids=[c[0] for c in NAMED])
def test_review28b_named_by_no_elimination_words(html: str, wagons: Wagons) -> None:
    hc = read_host_count(html, HANGS)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons


B = '<div style="display:inline;font-weight:bold">{}</div>'


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("vote Hang", "Hang"),  # a player named by the word, as before
        ("vote Banish", "Banish"),
        ("vote no banish", NO_ELIMINATION),  # was Banish, one letter's slip away
        ("vote no hang", NO_ELIMINATION),
    ],
)
def test_review28b_players_vote(text: str, target: str) -> None:
    parsed = parse_post(make_post(B.format(text), author="Juno"), HANGS, ParseOptions())
    assert [(c.kind, c.target.player) for c in parsed.commands] == [(Kind.VOTE, target)]
