"""A host's player list written as a table (pure): "Slot | Player | Status" rows, read as
list lines by ``parser.host.roster``. A table whose rows hold a count, a list of voters
or prose (a vote count, a cast of characters) is left as it is."""

from __future__ import annotations

import re

from votecount.parser.host.list_words import NOT_NAMES, TABLE_HEADINGS


def rows_as_lines(html: str) -> str:
    """``html`` with each table that lists players written as list lines: its header row
    ("Slot | Player | Status", ``<th>`` cells) dropped, each other row one bulleted line,
    its cells apart ("‣ 1. Ivo (he/him) — Alive")."""
    if "<table" not in html.casefold():
        return html
    return _TABLE.sub(_as_lines, html)


def _as_lines(table: re.Match[str]) -> str:
    rows = [r for r in (_CELL.findall(row) for row in _ROW.findall(table[0])) if r]
    body = [r for r in rows if not _header(r)]
    if not body or not all(_listed(r) for r in body):
        return table[0]
    heads = [_text(inner) for _, inner in rows[0]] if _header(rows[0]) else []
    lines = []
    for row in body:
        cells = [inner for _, inner in row]
        if len(heads) == len(cells):  # "Replaced by" | "Rook": the slot's later player
            cells = [f"replaced by {c}" if _LATER.match(h) and _text(c) else c
                     for h, c in zip(heads, cells, strict=True)]  # fmt: skip
        lead = ""
        if len(cells) > 1 and _text(cells[0]).isdigit():  # the slot's number
            lead, cells = f"{_text(cells[0])}. ", cells[1:]
        lines.append(f"<div>\u2023 {lead}{_APART.join(cells)}</div>")
    return "".join(lines)


def _header(row: list[tuple[str, str]]) -> bool:
    """A header row: cells of ``<th>`` only, or of headings only ("Slot", "Player")."""
    return all(tag.casefold() == "th" for tag, _ in row) or all(
        _text(inner).casefold() in TABLE_HEADINGS | NOT_NAMES for _, inner in row
    )


def _listed(row: list[tuple[str, str]]) -> bool:
    """A row of a player list: a name and short notes (its number first); no count
    ("Ivo | 3 | ..."), no list of voters ("Juno, Lark, Kes"), no prose."""
    texts = [_text(inner) for _, inner in row]
    if len(texts) > 1 and texts[0].isdigit():
        texts = texts[1:]
    return (
        bool(texts[0])
        and len(texts[0].split()) <= _NAME_WORDS
        and not any(t.strip("()[]#").isdigit() for t in texts)
        and all(len(t.split()) <= _NOTE_WORDS and t.count(",") < 2 for t in texts)
    )


def _text(inner: str) -> str:
    return " ".join(_TAG.sub(" ", inner).split())


_NAME_WORDS = 4  # "Ivo (he/him)", "Rook (replacing Lark)"
_NOTE_WORDS = 6  # "Lynched Day 1 (Mafia Goon)"
_TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.I | re.S)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.I | re.S)
_CELL = re.compile(r"<(t[dh])\b[^>]*>(.*?)</t[dh]>", re.I | re.S)
_TAG = re.compile(r"<[^>]*>")
# a column of the players who came in later: its cells are no notes ("Lark | Rook" would
# read as Rook, then Lark)
_LATER = re.compile(r"^(?:replaced\s+by|replacements?|replacing\s+players?|subs?)$", re.I)
_APART = " \u2014 "  # the cells of a row, as a list line's dash
