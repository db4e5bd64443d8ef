"""A table of the dead a host posts (pure): a header row whose first cell is a death's
label ("Dead | Role" over "Ivo | Cop", "Lynched | Flip" over "Ivo | Mafia Goon"), each
row written as the label's line ("Dead: Ivo (Cop)") that ``parser.host.deaths`` reads.
A cell of several names, one a line ("Ivo<br>Quince" beside "Cop<br>Goon") or in a list
("Ivo, Juno" beside "Cop, Goon"), is a row each when every other cell has as many lines
(list items) or none; a cause told in a cell ("Deaths |
Cause" over "Ivo | Lynched") is the row's label ("Lynched: Ivo"). A table whose first
heading is no death's label (a vote count "Votes | Voters", a player list), or whose rows
are no name and short notes, is left as it is."""

from __future__ import annotations

import re

from votecount.parser.host.flips import LISTED_ROLE, WIN_WORD, no_death_told
from votecount.parser.tables import ROW, TABLE, cell_text

_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.I | re.S)
_BREAK = re.compile(r"<br\s*/?>", re.I)
# the death's labels the table's first heading may be, as ``deaths.LABELS`` reads them
_LABELS = {
    "dead": "Dead", "died": "Died", "deaths": "Deaths", "deceased": "Dead",
    "killed": "Killed", "night kill": "Night kill", "night kills": "Night kill",
    "nightkilled": "Killed", "lynched": "Lynched", "executed": "Executed",
    "eliminated": "Executed", "modkilled": "Modkilled", "graveyard": "Dead",
}  # fmt: skip
# a cell telling how the row's player died, more than the heading's label: "Lynched",
# "Executed Day 2", "Modkilled" (its first word; a short cell)
_CAUSES = {"lynched": "Lynched", "executed": "Executed", "eliminated": "Executed",
           "hanged": "Executed", "modkilled": "Modkilled", "mod-killed": "Modkilled"}  # fmt: skip
_CAUSE_WORDS = 4
# a cause's word told of a night's kill is none ("Eliminated N2", "Eliminated by the
# mafia", "Eliminated overnight"; not "Lynched by the town", "Executed Day 2")
_AT_NIGHT = re.compile(
    r"\b(?:n\d+|nights?|overnight|tonight|by\s+(?!(?:the\s+)?(?:town|vote|village)\b))", re.I
)
# a list written in a cell: "Ivo, Juno", "Ivo and Juno", "Ivo, Juno and Wren"
_LISTED = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+", re.I)
_NAME_WORDS = 4  # "Old Maple", "Ivo (he/him)"
# a last cell naming the phase a row's player died in: "N2", "Night 1", "Killed N1", "Day 1",
# "Modkilled D2"
_PHASE_DIED = re.compile(
    r"\s*(?:(?:killed|died|lynched|executed|eliminated|modkilled|mod-killed|dead)\s+(?:on\s+)?)?(?:[nd]\d{1,2}|(?:night|day)\s*\d{1,2})\s*$",
    re.I,
)
# a column of claims ("Player | Claim", "Name | Claimed role"): the living's word, no death
_CLAIMS = re.compile(r"claim(?:s|ed)?\b", re.I)
_NOTE_WORDS = 6  # "Mafia Goon", "Killed Night 2"


# a heading of the dead right above a table with no heading row of its own ("Night 2
# deaths" over "Ivo | Town Cop"): its label the heading's, its rows the table's
_HEADING_ABOVE = re.compile(
    r"(?:^|>)\s*(?:(?:night\s*\d+|last\s+night['’]?s?|today['’]?s?)\s+)?"
    r"(dead|deaths|killed|night\s+kills?|lynched|executed|eliminated|modkilled|graveyard)"
    r"\s*:?\s*(?:<(?!/(?:blockquote|aside)\b)[^>]*>\s*)*$",  # (not a quote's last line)
    re.I,
)
# the text's lines before the table: a recap after "No one died." ("Graveyard" over "Ivo |
# Town Cop"), an endgame's list ("Town wins!") is no death now
_LINE_BREAK = re.compile(r"<br\s*/?>|</(?:p|div|h\d|li|blockquote|aside|td|tr)\s*>", re.I)


def rows_as_labels(html: str) -> str:
    """``html`` with each table of the dead written as its label's lines, one a row."""
    if "<table" not in html.casefold():
        return html
    return TABLE.sub(lambda m: _as_labels(m, _heading_above(html[: m.start()])), html)


def _heading_above(before: str) -> str | None:
    """The label of a heading of the dead the text right before a table ends with (none
    when the text tells no death now, ``flips.no_death_told``, or a win)."""
    m = _HEADING_ABOVE.search(before[-200:])
    if m is None:
        return None
    lines = [cell_text(x) for x in _LINE_BREAK.split(before)]
    # (the heading tells a death, "Eliminated" as "Dead", unless a sentence tells none)
    if no_death_told([*lines, "Dead"]) or WIN_WORD.search("\n".join(lines)) is not None:
        return None
    said = " ".join(m.group(1).casefold().split())
    return _LABELS.get("night kill" if said.startswith("night") else said)


def _as_labels(table: re.Match[str], above: str | None = None) -> str:
    cells = [_CELL.findall(r) for r in ROW.findall(table[0])]
    rows = [c for c in cells if any(cell_text(x) for x in c)]
    head = [cell_text(c) for c in rows[0]] if rows else []
    label = _LABELS.get(head[0].casefold().rstrip(":")) if head else None
    bare = [[cell_text(c) for c in r] for r in rows]  # (no count: "Ivo | 3 votes")
    if _named(head) and len(head) > 1 and all(_CLAIMS.match(h) for h in head[1:]):
        return table[0]  # "Player | Claim": what the living say they are (not "| Flip")
    if (
        label is None
        and above is not None
        and rows
        and all(len(r) >= 2 and not re.search(r"\d", " ".join(_undated(r))) for r in bare)
        and all(_names_role(r) for r in bare[_named(head) :])
    ):
        # no heading row of the dead: every row a death's (but a row of column names)
        label, rows = above, rows if _named(head) else [[], *rows]
    elif len(rows) < 2 or not all(len(h.split()) <= 3 for h in head):
        return table[0]
    body = [line for r in rows[1:] for line in _lines_of(r)]
    if label is None or not body or not all(_dead_row(r) for r in body):
        return table[0]
    lines = []
    for name, *notes in body:
        cause = next((_CAUSES[c] for c in map(_cause, notes) if c), None)
        said = ", ".join(n for n in notes if n and not (cause and _cause(n)))
        lines.append(f"<div>{cause or label}: {name}{f' ({said})' if said else ''}</div>")
    return "".join(lines)


def _named(head: list[str]) -> bool:
    """Is the first row column names ("Player | Role")?"""
    return bool(head) and head[0].casefold().rstrip(":") in ("name", "player", "players")


def _names_role(row: list[str]) -> bool:
    """Does a row with no heading row of the dead tell its player's role or death in a
    cell after the name ("Ivo | Town Cop", "Ivo | Lynched"; not "Juno | Ivo", a vote or a
    grid of names), or a themed role of one or two words between the name and the phase
    its player died in ("Ivo | Baker | N2", "Ivo | Seer | Killed N1")?"""
    if len(row) >= 3 and _PHASE_DIED.match(row[-1]):
        return all(0 < len(c.split()) <= 2 and "," not in c for c in row[1:-1])
    return any(LISTED_ROLE.search(c) or _cause(c) for c in row[1:])


def _undated(row: list[str]) -> list[str]:
    """The row but a last cell naming the phase its player died in ("N2", "Day 1")."""
    return row[:-1] if len(row) >= 3 and _PHASE_DIED.match(row[-1]) else row


def _lines_of(row: list[str]) -> list[list[str]]:
    """A row's cells, or the rows its cells' lines make when its first cell holds several
    names one a line and every other cell as many lines or none (else none: a row not
    read)."""
    parts = [[cell_text(p) for p in _BREAK.split(c)] for c in row]
    parts = [[p for p in cell if p] for cell in parts]
    if len(parts[0]) == 1 and len(listed := _LISTED.split(parts[0][0])) >= 2:
        # "Ivo, Juno" beside "Cop, Goon": a row each when every other cell lists as many
        parts = [listed] + [_LISTED.split(c[0]) if c else [] for c in parts[1:]]
    k = len(parts[0])
    if k <= 1:
        return [[cell_text(c) for c in row]]
    if any(len(cell) not in (0, k) for cell in parts[1:]):
        return [[]]
    return [[cell[i] if cell else "" for cell in parts] for i in range(k)]


def _cause(note: str) -> str | None:
    words = note.casefold().split()
    if not words or len(words) > _CAUSE_WORDS or words[0] not in _CAUSES:
        return None
    night = words[0] != "modkilled" and _AT_NIGHT.search(note) is not None
    return None if night else words[0]


def _dead_row(row: list[str]) -> bool:
    """A name first, short notes after it (no count, no list of voters)."""
    return (
        bool(row)
        and bool(row[0])
        and len(row[0].split()) <= _NAME_WORDS
        and not any(c.isdigit() for c in row)
        and all(len(c.split()) <= _NOTE_WORDS and "," not in c for c in row)
    )
