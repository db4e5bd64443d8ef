"""HTML tables as the readers take them apart by pattern (a host's table of players or of
the dead, a player's table of who votes whom): the tables, their rows, a cell's text.
Pure."""

from __future__ import annotations

import re

TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.I | re.S)
ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.I | re.S)
TAG = re.compile(r"<[^>]*>")


def cell_text(inner: str) -> str:
    """A cell's (or any markup's) text: its tags as spaces, its whitespace as one space."""
    return " ".join(TAG.sub(" ", inner).split())
