"""The parts of a count that are not wagon lines: the "Not voting" list and table
headers (a wagon column and a voters column, or a voter column and a vote column)."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.hostcount.line import wagon
from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import BULLET, LONGEST_LINE, cut, read_list, resolve
from votecount.parser.names.players import Roster

NOT_VOTING = re.compile(
    r"^\W*(?:\d{1,2}(?=\W*\s)\W*)?(not\s*voting|non[\s-]?voting|non[\s-]?voters?|no\s+votes?\b|not\s+voted|"
    r"not\s+yet\s+voted|did\s*n[o']t\s+vote\b|has\s*n[o']t\s+voted|have\s*n[o']t\s+voted|"
    r"yet\s+to\s+vote|unvoted|abstaining)",
    re.I,
)
# a count that says nobody has voted: "no votes placed", "No votes yet."
NO_VOTES_YET = re.compile(
    r"^\W*(?:there\s+are\s+)?no\s+votes?\s+(?:have\s+been\s+|were\s+|are\s+)?"
    r"(?:placed|cast|yet|so\s+far|in)\b[\s\w]*+\W*$",
    re.I,
)
EVERYONE = re.compile(r"\b(?:every(?:one|body)|all)\b", re.I)  # "Not voting: everyone"
_NOT_VOTING_TAIL = re.compile(r"[-:]?\s*(?:are|is)?\s*not\s+(?:yet\s+)?voting\W*$", re.I)
_TAIL_ROOM = 80  # "- are not yet voting" and the marks after it
_WAGON_HEADERS = ("nominee", "nominatee", "wagon", "player", "target", "candidate", "lynchee")
_VOTER_HEADERS = ("voted by", "voters", "votes from", "voted")
# a table of one row a voter: "Voter | Voting for", "Player | Vote"
_VOTER_CELL = re.compile(r"^(?:voter|player|name)s?$", re.I)
_VOTE_CELL = re.compile(
    r"^(?:vote|voting(?:\s+(?:for|on))?|vote[sd]\s+(?:for|on)|current\s+vote|target)$", re.I
)  # not "Votes": "Player | Votes" is a wagon and its votes


class Columns(NamedTuple):
    wagon: int
    voters: int
    per_voter: bool  # one row a voter ("Voter | Voting for"), not one row a wagon


def not_voting(line: str, roster: Roster) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The players a "Not voting" line names and its pieces that name no player
    (``pieces.read_list``), or None when the line is none."""
    listed = _not_voting_list(line)
    return None if listed is None else read_list(listed, roster)


def _not_voting_list(line: str) -> str | None:
    """The list a "Not voting" line writes, after its head ("Not voting: Juno, Ivo") or
    before its tail ("Juno, Ivo - are not voting"), or None when the line is none."""
    if len(line) > LONGEST_LINE:
        return None  # prose, as for a wagon
    text = BULLET.sub("", line).strip()
    m = NOT_VOTING.match(text)
    if m is not None:
        return text[m.end() :]
    end = max(0, len(text) - _TAIL_ROOM)  # the tail is looked for at the line's end only
    tail = _NOT_VOTING_TAIL.search(text, end)  # "Juno, Ivo - are not voting"
    return None if tail is None else text[: tail.start()]


def table_header(cells: list[str]) -> Columns | None:
    """The wagon and voters columns when ``cells`` is a table's header row."""
    low = [c.casefold() for c in cells]
    voters = next((i for i, c in enumerate(low) if any(h in c for h in _VOTER_HEADERS)), None)
    wagon_at = next(
        (i for i, c in enumerate(low) if i != voters and any(h in c for h in _WAGON_HEADERS)),
        None,
    )
    if voters is not None and wagon_at is not None:
        return Columns(wagon_at, voters, False)
    voter = next((i for i, c in enumerate(cells) if _VOTER_CELL.match(c)), None)
    vote = next((i for i, c in enumerate(cells) if _VOTE_CELL.match(c)), None)
    if voter is not None and vote is not None:
        return Columns(vote, voter, True)
    return None


def table_row(line: str, cells: list[str], columns: Columns, roster: Roster) -> HostWagon | None:
    """The wagon a row of a headed table shows (one voter's, for a table of voters)."""
    target = resolve(cells[columns.wagon], roster)
    if target is None:
        return None
    pieces = [p.strip() for p in cut(cells[columns.voters], roster)]
    pieces = [p for p in pieces if p and not p.isdigit()]
    if columns.per_voter and len(pieces) != 1:
        return None
    stated = None if columns.per_voter else next((int(c) for c in cells if c.isdigit()), None)
    return wagon(target, line, pieces, stated, roster) if pieces else None
