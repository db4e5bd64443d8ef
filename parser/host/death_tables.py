"""A table of the dead a host posts (pure): a header row whose first cell is a death's
label ("Dead | Role" over "Ivo | Cop", "Lynched | Flip" over "Ivo | Mafia Goon"), each
row written as the label's line ("Dead: Ivo (Cop)") that ``parser.host.deaths`` reads.
A table whose first heading is no death's label (a vote count "Votes | Voters", a player
list), or whose rows are no name and short notes, is left as it is."""

from __future__ import annotations

import re

_TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.I | re.S)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.I | re.S)
_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.I | re.S)
_TAG = re.compile(r"<[^>]*>")
# the death's labels the table's first heading may be, as ``deaths.LABELS`` reads them
_LABELS = {
    "dead": "Dead", "died": "Died", "deaths": "Deaths", "deceased": "Dead",
    "killed": "Killed", "night kill": "Night kill", "night kills": "Night kill",
    "nightkilled": "Killed", "lynched": "Lynched", "executed": "Executed",
    "eliminated": "Executed", "modkilled": "Modkilled", "graveyard": "Dead",
}  # fmt: skip
_NAME_WORDS = 4  # "Old Maple", "Ivo (he/him)"
_NOTE_WORDS = 6  # "Mafia Goon", "Killed Night 2"


def rows_as_labels(html: str) -> str:
    """``html`` with each table of the dead written as its label's lines, one a row."""
    if "<table" not in html.casefold():
        return html
    return _TABLE.sub(_as_labels, html)


def _text(inner: str) -> str:
    return " ".join(_TAG.sub(" ", inner).split())


def _as_labels(table: re.Match[str]) -> str:
    rows = [[_text(c) for c in _CELL.findall(r)] for r in _ROW.findall(table[0])]
    rows = [r for r in rows if any(r)]
    if len(rows) < 2 or not all(len(h.split()) <= 3 for h in rows[0]):
        return table[0]
    label = _LABELS.get(rows[0][0].casefold().rstrip(":"))
    body = rows[1:]
    if label is None or not all(_dead_row(r) for r in body):
        return table[0]
    lines = []
    for name, *notes in body:
        said = ", ".join(n for n in notes if n)
        lines.append(f"<div>{label}: {name}{f' ({said})' if said else ''}</div>")
    return "".join(lines)


def _dead_row(row: list[str]) -> bool:
    """A name first, short notes after it (no count, no list of voters)."""
    return (
        bool(row[0])
        and len(row[0].split()) <= _NAME_WORDS
        and not any(c.isdigit() for c in row)
        and all(len(c.split()) <= _NOTE_WORDS and "," not in c for c in row)
    )
