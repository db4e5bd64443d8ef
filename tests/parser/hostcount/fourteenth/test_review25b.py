"""The fourteenth round's rules reviewed for misfires (review25b), each post in the four
engines: a "Not voting:" list one name a line that ran on into a line that is no name of
it ("Ember L-1"), a wagon's voter above, or a name heading bulleted voters below; "No
votes changed since ..." and its kin read as a "No votes" label; a vote history above the
count ended at a day's final count inside it, at a wagon one of whose voters' votes
above end elsewhere, at a wagon before "Current count:" or in a history of each day; a
one-line "Count:" lost beside "Mafia kill: Tansy" or the flips under "Graveyard:"; a
list "Alive (5): ..." or "Dead (2): ..." read as a wagon when a player is so named while
its names vote elsewhere. The guards beside them read the same with the round's rules
and after the review."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourteenth.shapes import DEAD
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import post
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Player, Roster

BASE = ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77")
ROSTER = Roster([Player(n) for n in (*BASE, "Saffron", "Tansy", "Marlow")], hosts=["Warden"])
# a game with a player named Alive
ALIVE = Roster([Player(n) for n in ("Alive", *BASE)], hosts=["Warden"])

W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
ZERO = ("Ember (0)", "Bramble (2): Juno, Ivo", "Lark (1): Wren77")
BJW = {"Bramble": ("Juno", "Ivo"), "Lark": ("Wren77",)}
COUNT = "Count: Bramble (Juno, Ivo), Lark (Ember)"
HEAD = "Vote Count 2.3"

Wagons = dict[str, tuple[str, ...]]
NV = tuple[str, ...] | None
# name, the heading ("" for none), the lines, the roster, the wagons (None: no count), "Not voting"
Case = tuple[str, str, tuple[str, ...], Roster, Wagons | None, NV]

MISFIRES: list[Case] = [
    # --- "Not voting:" one a line, run on ----------------------------------------------------
    ("nv-then-l-mark", HEAD, (*W, "Not voting:", "Wren77", "Saffron", "Ember L-1"), ROSTER, BJI, ("Wren77", "Saffron")),
    ("nv-then-voter-above", HEAD, (*W, "Not voting:", "Wren77", "Ivo"), ROSTER, BJI, ("Wren77",)),
    ("nv-then-name-over-bullets", HEAD, ("Bramble (1): Juno", "Not voting:", "Wren77", "Saffron", "Ivo", "- Lark", "- Ember"), ROSTER, {"Bramble": ("Juno",)}, ("Wren77", "Saffron")),
    # --- a sentence of no vote changed, no "No votes" label ----------------------------------
    ("nvs-changed", HEAD, ("No votes changed since VC 2.2.", *ZERO), ROSTER, BJW, None),
    ("nvs-were-changed", HEAD, ("No votes were changed since the last count.", *ZERO), ROSTER, BJW, None),
    ("nvs-have-been-changed", HEAD, ("No votes have been changed since VC 2.2.", *ZERO), ROSTER, BJW, None),
    ("nvs-was-moved", HEAD, ("No vote was moved today.", *ZERO), ROSTER, BJW, None),
    # --- a vote history above the count -------------------------------------------------------
    ("hist-wagon-history-current", HEAD, ("Vote history:", "Bramble: Juno (#12), Ivo (#30)", "Lark (1): Ember", "", "Current count:", "Ivo (1): Juno"), ROSTER, {"Ivo": ("Juno",)}, None),
    ("hist-day-final-inside", HEAD, ("Vote history:", "Juno: Lark -> Bramble", "Ivo: Bramble", "Lark (3): Juno, Ivo, Ember", "", "Current:", *W), ROSTER, None, None),
    ("hist-voter-elsewhere", HEAD, ("Vote history:", "Juno: Ivo -> Lark", "Ivo: Bramble", *W), ROSTER, None, None),
    ("hist-each-day", HEAD, ("Vote history:", "Day 1", "Juno: Ivo -> Lark", "Lark (1): Juno", "Day 2", "Juno: Bramble"), ROSTER, None, None),
    # --- "Count:" on one line beside lines that are no role list -------------------------------
    ("count-mafia-kill", "", ("Count: Bramble (Juno, Ivo)", "Mafia kill: Tansy"), ROSTER, {"Bramble": ("Juno", "Ivo")}, None),
    ("count-graveyard-flips", "", (COUNT, "Graveyard:", "Town Cop - Tansy", "Mafia Goon - Marlow"), ROSTER, BJI, None),
    ("count-dead-flips", "", (COUNT, "Dead:", "Vanilla Townie - Tansy (N1)"), ROSTER, BJI, None),
    # --- a list of the living or the dead beside a player so named ------------------------------
    ("alive-list", HEAD, (*W, "Alive (5): Juno, Ivo, Lark, Ember, Wren77"), ALIVE, BJI, None),
    ("dead-list-voters", HEAD, (*W, "Dead (2): Juno, Ivo"), DEAD, BJI, None),
]  # fmt: skip

GUARDS: list[Case] = [
    # --- "Not voting:" one a line still read ----------------------------------------------------
    ("nv-lines", HEAD, (*W, "Not voting:", "Wren77", "Saffron", "Tansy", "Deadline: Friday 20:00"), ROSTER, BJI, ("Wren77", "Saffron", "Tansy")),
    ("nv-bulleted", HEAD, (*W, "Not voting:", "- Wren77", "- Saffron", "- Tansy"), ROSTER, BJI, ("Wren77", "Saffron", "Tansy")),
    ("nv-total-label", HEAD, (*W, "Not voting (3):", "Wren77", "Saffron", "Tansy"), ROSTER, BJI, ("Wren77", "Saffron", "Tansy")),
    ("nv-then-sentence", HEAD, (*W, "Not voting:", "Wren77", "Saffron", "Tansy replaces Marlow"), ROSTER, BJI, ("Wren77", "Saffron")),
    ("nv-wagon-target-listed", HEAD, ("Not voting:", "Wren77", "Saffron", "Lark", *W), ROSTER, BJI, ("Wren77", "Saffron", "Lark")),
    ("nv-then-heading", HEAD, ("Not voting:", "Wren77", "Saffron", "Bramble (2)", "- Juno", "- Ivo"), ROSTER, {"Bramble": ("Juno", "Ivo")}, ("Wren77", "Saffron")),
    # --- "No votes" the label, "No votes have changed" the sentence ------------------------------
    ("nvs-label", HEAD, ("No votes: Ember", "Bramble (2): Juno, Ivo", "Lark (1): Wren77"), ROSTER, BJW, ("Ember",)),
    ("nvs-have-changed", HEAD, ("No votes have changed since VC 2.2.", *ZERO), ROSTER, BJW, None),
    # --- a vote history above the count that ends at it -------------------------------------------
    ("hist-day-label", HEAD, ("Vote history:", "Day 2:", "Juno: Ivo -> Bramble", "Ember: Lark", *W), ROSTER, BJI, None),
    ("hist-reference-below", HEAD, ("Voting record:", "Juno: Ivo -> Bramble", *W, "", "Vote Count 2.2 for reference:", "Bramble (1): Juno"), ROSTER, BJI, None),
    ("hist-not-voting", HEAD, ("Voting record:", "Juno: Ivo -> Bramble", "Ivo: Bramble", "Ember: Lark", *W, "Not voting: Wren77"), ROSTER, BJI, ("Wren77",)),
    # --- a role list's "Count:" line ---------------------------------------------------------------
    ("role-list-town", "", ("Roles:", "Town Doctor: Lark", "Count: Bramble (Juno, Ivo)", "Mafia Goon: Ember"), ROSTER, None, None),
    ("role-list-side-first", "", ("Count: Bramble (Juno, Ivo)", "Town Cop - Lark"), ROSTER, None, None),
    # --- a wagon of a player named Dead or Alive ---------------------------------------------------
    ("alive-wagon", HEAD, ("Alive (1): Wren77", *W), ALIVE, {"Alive": ("Wren77",), **BJI}, None),
    ("dead-wagon", HEAD, (*W, "Dead (1): Wren77"), DEAD, {**BJI, "Dead": ("Wren77",)}, None),
]  # fmt: skip


def _engines(cases: list[Case]) -> list[tuple[str, str, Roster, Wagons | None, NV]]:
    """Each case in MafiaScum's phpBB, Discourse's cooked, vBulletin's and XenForo's HTML."""
    out = []
    for name, head, body, roster, wagons, listed in cases:
        top = [MSB.format(head)] if head else []
        bold = [f"<b>{head}</b>"] if head else []
        strong = [f"<strong>{head}</strong>"] if head else []
        for engine, html in (
            ("phpbb", post(*top, *body)),
            ("discourse", cooked(lines(*strong, *body))),
            ("vbulletin", br(*bold, *body)),
            ("xenforo", br(*bold, *body).replace("<br />\n", "<br />")),
        ):
            out.append((f"{name}-{engine}", html, roster, wagons, listed))
    return out


def _check(html: str, roster: Roster, wagons: Wagons | None, listed: NV) -> None:
    hc = read_host_count(html, roster)
    if wagons is None:
        assert hc is None
        return
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
    assert hc.not_voting == listed


@pytest.mark.parametrize(
    ("html", "roster", "wagons", "listed"),
    [c[1:] for c in _engines(MISFIRES)],
    ids=[c[0] for c in _engines(MISFIRES)],
)
def test_review25b_misfires(html: str, roster: Roster, wagons: Wagons | None, listed: NV) -> None:
    _check(html, roster, wagons, listed)


@pytest.mark.parametrize(
    ("html", "roster", "wagons", "listed"),
    [c[1:] for c in _engines(GUARDS)],
    ids=[c[0] for c in _engines(GUARDS)],
)
def test_review25b_guards(html: str, roster: Roster, wagons: Wagons | None, listed: NV) -> None:
    _check(html, roster, wagons, listed)
