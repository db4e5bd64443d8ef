"""The builders and roster of the count-format zoo (test_zoo_lines.py, test_zoo_layouts.py):
invented names, and posts in the shapes phpBB, TeamLiquid and Discourse serve."""

from __future__ import annotations

from votecount.parser.hostcount import read_host_count
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names import Player, Roster

ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Kestrel Moon"),
     Player("Lark"), Player("Ember"), Player("Quill-Tide"), Player("Wren77"),
     Player("Mr. Pebble"), Player("Sable Fox")],
    hosts=["Warden"],
)  # fmt: skip

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


def check(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    """``html`` reads as a count of exactly ``wagons`` (wagon -> voters)."""
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons
