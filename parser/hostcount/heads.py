"""Lines that stand for a wagon with no voter on them: a wagon whose voters stand one a
line below it (``Ivo (2)``, ``Ivo:``, a bold ``**Ivo**``), and a player no one votes for
(``Ivo (0)``, ``0 Ivo``)."""

from __future__ import annotations

import re

from votecount.parser.hostcount.line import HEAD_WORDS
from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import (
    L_MARK,
    bare,
    cut,
    exact,
    parts,
    resolve,
    status,
    total,
)
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names.players import Roster

_ZERO = re.compile(r"(?<![\w/.#@-])0(?:\s*/\s*\d+)?(?![\w/.])")  # "Ivo (0)", "0 Ivo", "Ivo 0/4"
_VOTES_AFTER = re.compile(r"[:\-\u2013\u2014]\s*(\d{1,2})\s+votes?\W*$", re.I)


def zero_wagon(line: str, roster: Roster) -> bool:
    """``Ivo (0)``, ``0 Ivo``, ``Ivo 0/4 (L-4)``, ``Ivo (L-6):``, ``[L-7] Ivo -``: a player
    no one votes for."""
    text = bare(line, roster)
    m = _ZERO.search(text)
    if m is not None:
        rest = f"{text[: m.start()]} {text[m.end() :]}"
    elif text.endswith((":", " -", "\u2013", "\u2014")):  # "Ivo (L-6):", "[L-7] Ivo -"
        rest = L_MARK.sub(" ", text.rstrip(":-\u2013\u2014 "))  # with no voter after it
    else:
        return False
    pieces = [p for p in (p.strip(" .*-") for p in cut(rest, roster)) if p]
    return len(pieces) == 1 and resolve(pieces[0], roster) is not None


def wagon_heading(line: str, roster: Roster) -> HostWagon | None:
    """The wagon a line heads, its voters on the lines below (none yet): ``Ivo (2)``,
    ``Ivo [2]``, ``Ivo [L-2]``, ``Ivo:`` with nothing after it, the name written out in full (a list
    number before it, "[05] Ivo", states no total); or None."""
    text = bare(line, roster)
    said = _VOTES_AFTER.search(text)  # "Ivo: 2 votes", its voters on the next line
    stated, text = (
        (int(said[1]), text[: said.start()].rstrip() + ":") if said else (total(text), text)
    )
    marked = not stated and L_MARK.search(text) is not None  # "Ivo [L-2]", voters below
    if not (stated or marked) and not text.rstrip().endswith(":") or re.match(r"\W*\d", text):
        return None  # "Ivo (0)" heads no voters
    pieces = [p for p in parts(text, roster) if not status(p, roster, text)]  # "- LYNCHED"
    if len(pieces) != 1:
        return None
    pieces[0] = HEAD_WORDS.sub("", pieces[0])  # "Voting for Ivo (2):"
    target = exact(pieces[0], roster)
    if target is None and resolve(pieces[0], roster) == NO_ELIMINATION:
        target = NO_ELIMINATION
    return None if target is None else HostWagon(target, text, (), stated)


def emphasised_heading(line: str, roster: Roster) -> HostWagon | None:
    """The wagon a bold, larger or underlined line heads when it is one player's name
    written out in full and nothing else ("**Ivo**", its voters one a line below)."""
    text = bare(line, roster).strip(" *")
    if not text or text[-1] in "-:=|>~\u2013\u2014":
        return None  # "**Ivo -**": a wagon line with no voter yet
    target = exact(text, roster)
    if target is None and resolve(text, roster) == NO_ELIMINATION:
        target = NO_ELIMINATION
    return None if target is None else HostWagon(target, text, (), None)
