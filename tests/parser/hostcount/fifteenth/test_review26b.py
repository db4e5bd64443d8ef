"""The fifteenth round reviewed for misfires (review26b): inputs at the edges of its rules,
each read as the commit before the round read it unless the round meant to change it.

Misfires fixed: a "Not voting:" list of one name a line spaced out by blank lines (or a
paragraph a name, below a first name in the label's paragraph) kept only its first name,
and so did a bulleted list with a blank line between its names ("- Wren77", "", "- Kestrel
Moon"); a voter named "Last 1" or "Latest 2" after a dash, a bar or in brackets was cut as
a note of the wagon's last vote; a matrix's row of a player ticked nowhere ended the table
(the voters below it were lost). Guards around each: the sign-off and the wagon heading set
apart still end the list; a last vote's note still goes with a player "Last 1" in the game;
a matrix of no ticks, or of reads, is no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import four
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Player, Roster

VC = "Vote Count 2.3"
HEAD = MSB.format(VC)
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
W_NAMES = ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77", "Kestrel Moon", "Sable Fox")
NV = tuple[str, ...]
THREE = ("Wren77", "Kestrel Moon", "Sable Fox")
# a game whose host Warden plays a slot too
PLAYING = Roster([Player(n) for n in (*W_NAMES, "Warden")], hosts=["Warden"])

# --- "Not voting:" one name a line, set apart -----------------------------------------------------
LISTS: list[tuple[str, str, NV, Roster]] = [
    *((c[0], c[1], THREE, ROSTER) for c in four("nv-double-spaced", VC, (*W, "Not voting:", "Wren77", "", "Kestrel Moon", "", "Sable Fox"), {})),
    *((c[0], c[1], ("Wren77", "Kestrel Moon"), ROSTER) for c in four("nv-bulleted-blank", VC, (*W, "Not voting:", "- Wren77", "", "- Kestrel Moon"), {})),
    ("nv-discourse-label-then-paragraphs", cooked(lines(f"<strong>{VC}</strong>", *W, "Not voting:", "Wren77"), "Kestrel Moon", "Sable Fox"), THREE, ROSTER),
    ("nv-xenforo-paragraphs", "<p>" + "<br />".join([f"<b>{VC}</b>", *W, "Not voting:", "Wren77"]) + "</p><p>Kestrel Moon</p><p>Sable Fox</p>", THREE, ROSTER),
    # guards: what is set apart below the list still ends it
    *((c[0], c[1], ("Wren77",), PLAYING) for c in four("nv-signoff-then-prose", VC, (*W, "Not voting:", "Wren77", "", "Warden", "", "Good luck, all!"), {})),
    *((c[0], c[1], ("Wren77",), PLAYING) for c in four("nv-bulleted-then-signoff", VC, (*W, "Not voting:", "- Wren77", "", "Warden"), {})),
    *((c[0], c[1], ("Wren77", "Kestrel Moon"), PLAYING) for c in four("nv-bulleted-blank-then-signoff", VC, (*W, "Not voting:", "- Wren77", "", "- Kestrel Moon", "", "Warden"), {})),
    *((c[0], c[1], ("Wren77",), ROSTER) for c in four("nv-other-bullet-set-apart", VC, (*W, "Not voting:", "* Wren77", "", "- Kestrel Moon"), {})),
    *((c[0], c[1], ("Wren77",), ROSTER) for c in four("nv-set-apart-then-prose", VC, (*W, "Not voting:", "Wren77", "", "Kestrel Moon", "", "Deadline: Friday."), {})),
    ("nv-double-spaced-four", post(HEAD, *W, "Not voting:", "Wren77", "", "Kestrel Moon", "", "Sable Fox", "", "Quill-Tide"), (*THREE, "Quill-Tide"), ROSTER),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "nv", "roster"), [c[1:] for c in LISTS], ids=[c[0] for c in LISTS]
)
def test_review26b_not_voting_set_apart(html: str, nv: NV, roster: Roster) -> None:
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == BJI
    assert hc.not_voting == nv


# --- a voter named like a note of the last vote ------------------------------------------------------
LAST = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Last 1")], hosts=["Warden"]
)
LATEST = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Latest 2")], hosts=["Warden"]
)
J_LAST = {"Bramble": ("Juno", "Last 1"), "Lark": ("Ember",)}

NOTES: list[tuple[str, str, Roster, dict[str, tuple[str, ...]]]] = [
    ("last-player-after-dash", post(HEAD, "Bramble (2): Juno - Last 1", "Lark (1): Ember"), LAST, J_LAST),
    ("last-player-after-bar", post(HEAD, "Bramble | Juno | Last 1", "Lark | Ember"), LAST, J_LAST),
    ("last-player-in-brackets", post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember [Last 1]"), LAST, {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Last 1")}),
    ("latest-player-after-dash", post(HEAD, "Bramble (2): Juno - Latest 2", "Lark (1): Ember"), LATEST, {"Bramble": ("Juno", "Latest 2"), "Lark": ("Ember",)}),
    # guards: a note of the last vote is still left out, the player "Last 1" in the game too
    ("note-beside-player-last", post(HEAD, "Bramble (2): Juno, Ivo - last vote 14:32 UTC", "Lark (1): Ember"), LAST, BJI),
    ("notes-bracketed-beside-player-last", post(HEAD, "Bramble (2): Juno, Ivo [last: 2.3 14:32]", "Lark (1): Ember (last vote: post 141)"), LAST, BJI),
    ("last-1-no-player", post(HEAD, "Bramble (2): Juno, Ivo - Last 1", "Lark (1): Ember"), ROSTER, BJI),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "roster", "wagons"), [c[1:] for c in NOTES], ids=[c[0] for c in NOTES]
)
def test_review26b_last_vote_note(
    html: str, roster: Roster, wagons: dict[str, tuple[str, ...]]
) -> None:
    check(html, wagons, roster)


# --- a matrix's row ticked nowhere ---------------------------------------------------------------------
VOTER = ("Voter", "Bramble", "Lark")
MATRICES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("matrix-row-unticked", post(HEAD, table(("Juno", "X", ""), ("Wren77", "", ""), ("Ivo", "X", ""), ("Ember", "", "X"), head=VOTER)), BJI),
    ("matrix-row-dashes", cooked(f"<strong>{VC}</strong>") + md_table(VOTER, ("Juno", "x", "-"), ("Wren77", "-", "-"), ("Ivo", "x", "-"), ("Ember", "-", "x")), BJI),
    ("matrix-rows-unticked-last", br(f"<b>{VC}</b>", table(("Juno", "X", ""), ("Ivo", "X", ""), ("Ember", "", "X"), ("Wren77", "", ""), head=VOTER)), BJI),
    # guards: the table still ends at a row of no player or of two ticks
    ("matrix-total-row", post(HEAD, table(("Juno", "X", ""), ("Ivo", "X", ""), ("Ember", "", "X"), ("Total", "2", "1"), head=VOTER)), BJI),
    ("matrix-then-not-voting", post(HEAD, table(("Juno", "X", ""), ("Ivo", "X", ""), ("Ember", "", "X"), head=VOTER), "Not voting: Wren77"), BJI),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in MATRICES], ids=[c[0] for c in MATRICES]
)
def test_review26b_matrix(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


NONE: list[tuple[str, str]] = [
    ("matrix-nobody-ticked", post(HEAD, table(("Juno", "", ""), ("Ivo", "", ""), head=VOTER))),
    ("matrix-of-reads", post(table(("Juno", "", ""), ("Ivo", "X", ""), ("Ember", "", ""), head=("Player", "Bramble", "Lark")), "These are my reads.")),
    ("votes-as-a-plan", post("Here is how I see the wagons going:", "Juno -> Bramble, Ivo -> Bramble, Ember -> Lark", "Thoughts?")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_review26b_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
