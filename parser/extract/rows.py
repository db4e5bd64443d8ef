"""A table of who votes whom a player posts ("Voter | Vote" over "Lark | **VOTE: Ivo**"):
the walk makes each cell a line of its own, so the vote cell loses the name beside it.
Each such row is written as one cell, the name as its label ("Lark: **VOTE: Ivo**"), so
``parse.listed_votes`` reads the rows as a list of what others did, as it reads the same
list typed as lines. A row is rewritten only when its cells before the first one holding
a vote word are one short name (and at most a number: "1 | Lark | VOTE: Ivo"; the name
may stand in a ``<th>`` cell down the table's side) and no cell holds a table of its own,
and only in a table of two such rows or more, or of one under a heading ("Voter | Vote",
in ``<th>`` cells or not). The writer's own row ("Me", "Juno (me)", or the writer's own
name) is the writer's: in plain text it stays as its cells (a plain "Me: VOTE: Ivo" is
no command: plain text wants the vote word first); styled, it is written "Me: **VOTE:
Ivo**", a line ``listed_votes`` keeps as the writer's and counts as one of the list's
(``own_label``), so one other's row beside it is read as the list's too. A table of one
such row and no heading stays: its vote is the writer's, in plain text as in bold; every
other row and table is left as it is."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule
from votecount.parser.tables import cell_text

_TABLE = re.compile(r"<table\b[^>]*>(?:(?!<table\b).)*?</table>", re.I | re.S)
_ROW = re.compile(r"(<tr\b[^>]*>)(.*?)</tr>", re.I | re.S)
_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.I | re.S)  # a td, or a th down the side
_CELL_TAG = re.compile(r"<(t[dh])\b", re.I)
_VOTE_WORD = re.compile(r"vote", re.I)
_NUMBER = re.compile(r"[#\d.)\s]*")  # "1", "#2", "3."
_NAME_WORDS = 3
_FIRST_PERSON = frozenset(("me", "myself", "mine", "my"))
_WORD = re.compile(r"[\w']+")
# a heading's cell over the votes ("Vote", "Votes", "Voting for", "Current vote")
_HEAD = re.compile(
    r"\W*(?:(?:current|latest)\s+)?(?:votes?|voted|voting)(?:\s+(?:for|on))?\W*", re.I
)


OWN_LABEL = "Me"  # the label a styled row of the writer's own is written with
# a vote cell in bold, colour or a vote tag (a link, a mention, an emoji or a line break
# is no style: "VOTE: @Ivo" in a plain cell stays the writer's plain vote)
_STYLED = re.compile(r"<(?:b|strong|font)\b|\bstyle\s*=|\bclass\s*=\s*[\"']?bbvote", re.I)


@rule("voter_rows")
def voter_rows(html: str, author: str = "", author_name: str = "") -> str:
    """``html`` with each row of a table of who votes whom written as one labelled cell
    (the same string when there is none); ``author``: the writer, whose row under their
    own name (login or display name ``author_name``) is their own."""
    if "<table" not in html and "<TABLE" not in html:
        return html
    return _TABLE.sub(lambda m: _table(m, author, author_name), html)


def own_label(label: str, author: str, author_name: str = "") -> bool:
    """A row's or a line's label is the writer's own: a word of the first person ("Me",
    "Juno (me)", "my pick") or the writer's name, their login or their display name,
    written or as an @mention ("@Juno")."""
    words = _WORD.findall(label.lower())
    name = unmention(label).casefold()
    return not _FIRST_PERSON.isdisjoint(words) or any(
        own and name == own.casefold() for own in (author, author_name)
    )


def unmention(label: str) -> str:
    """A label without the "@" of an @mention ("@Juno": "Juno")."""
    return label.strip().removeprefix("@").strip()


def _table(table: re.Match[str], author: str, author_name: str) -> str:
    rows = list(_ROW.finditer(table[0]))
    voters = [(r, v) for r in rows if (v := _voter(r)) is not None]
    if len(voters) < (1 if any(map(_heading, rows)) else 2):
        return table[0]
    out, at = [], 0
    for r, (name, vote) in voters:
        if not own_label(name, author, author_name):
            label = unmention(name)  # "@Lark | vote Ivo": Lark's row
        elif _STYLED.search(vote):  # styled: a labelled line of the writer's own
            label = OWN_LABEL
        else:
            continue
        out += [table[0][at : r.start()], f"{r[1]}<td>{label}: {vote}</td></tr>"]
        at = r.end()
    return "".join(out) + table[0][at:]


def _heading(row: re.Match[str]) -> bool:
    """A heading over a column of votes ("Voter | Vote", in ``<th>`` cells or not)."""
    cells = [cell_text(c) for c in _CELL.findall(row[2])]
    return any(_HEAD.fullmatch(c) for c in cells[1:])


def _voter(row: re.Match[str]) -> tuple[str, str] | None:
    """The row's voter's name and its cells from the first holding a vote word on, when
    it is a row of who votes whom."""
    cells = _CELL.findall(row[2])
    if len(cells) < 2 or any(t.lower() == "th" for t in _CELL_TAG.findall(row[2])[1:]):
        return None  # a heading: a th after the first cell
    first = next((i for i, c in enumerate(cells) if _VOTE_WORD.search(cell_text(c))), None)
    if not first or _HEAD.fullmatch(cell_text(cells[first])):  # none, in the first cell, a heading
        return None
    names = [t for t in map(cell_text, cells[:first]) if not _NUMBER.fullmatch(t)]
    if len(names) != 1 or len(names[0].split()) > _NAME_WORDS or names[0].endswith(":"):
        return None
    return names[0], " ".join(cells[first:])
