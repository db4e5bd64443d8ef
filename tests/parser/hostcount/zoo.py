"""A zoo of vote-count formats hosts post on forum Mafia sites (issue #25: the reader on
hosts it has never seen): the roster and the builders of its posts, in the shapes phpBB
(MafiaScum), TeamLiquid and Discourse serve; the cases are in test_zoo_lines.py and
test_zoo_layouts.py.

The catalogue's axes: wagon first or voters first; the separator between them (colon,
dash, en dash, pipe, brackets, "votes for", "is voting", arrows); where the total stands
("(3)", "[3/7]", "3 votes", "L-2", "needs 2"); lines, bulleted and numbered lists,
tables and one voter per line under a wagon heading; "Not voting" sections; struck and
"(unvoted)" voters; per-voter lines ("Voter -> Wagon"); headings and notes around the
count; BBCode colour and size; no-elimination wagons; names with spaces, digits and
punctuation. Every post and line here was written for this test."""

from __future__ import annotations

from votecount.parser.hostcount import read_host_count
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names.players import Player, Roster

ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Kestrel Moon"),
     Player("Lark"), Player("Ember"), Player("Quill-Tide"), Player("Wren77"),
     Player("Mr. Pebble"), Player("Sable Fox")],
    hosts=["Warden"],
)  # fmt: skip

# players named by status words, two of them ("Hammer", "Lynch") and "Tie"
STATUS_NAMED = Roster(
    [Player(n) for n in ("Hammer", "Lynch", "Tie", "Juno", "Ivo", "Lark", "Ember", "Bramble")],
    hosts=["Warden"],
)

B = '<span style="font-weight: bold">{}</span>'
S = '<span style="text-decoration: line-through">{}</span>'
RED = '<span style="color: #FF0000">{}</span>'
BIG = '<span style="font-size: 150%; line-height: normal">{}</span>'
NL = NO_ELIMINATION


def post(*lines: str) -> str:
    return "<br>".join(lines)


def ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def ol(*items: str) -> str:
    return (
        '<ol style="list-style-type: decimal">' + "".join(f"<li>{i}</li>" for i in items) + "</ol>"
    )


def table(*rows: tuple[str, ...], head: tuple[str, ...] = ()) -> str:
    out = "<table>"
    if head:
        out += "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    for row in rows:
        out += "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
    return out + "</table>"


HEAD = B.format("Vote Count 1.4")


def check(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster = ROSTER) -> None:
    """``html`` reads as a count of exactly ``wagons`` (wagon -> voters)."""
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
