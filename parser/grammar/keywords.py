"""The command words: where a keyword is (``KEYWORD``, ``HASH``, ``LINE_START``), what
kind of command it starts, and how a text splits into commands at its keywords
(``split_commands``); ``Piece`` is one command cut out."""

from __future__ import annotations

import re
from itertools import islice
from typing import NamedTuple

from votecount.parser.grammar.targets import clean_target
from votecount.parser.model import Kind
from votecount.parser.names.fold import fold
from votecount.parser.prose import said_in_prose, said_later

# "unvotevote: X" run together reads as "unvote vote: X" (tests/parser/votezoo/test_shapes.py);
# "Revote: X", "re-vote X" are the vote word with "re" before it (test_fifth.py); a plain
# line only with the colon ("revote: X"; "Revote me." is a request)
KEYWORD = re.compile(
    r"(?:(?<![\w/])|(?<=vote/)|(?<=unvote)|(?<=un-vote))"
    r"(?:(un-?vote)(?=vote(?!\w))|(?:(un-?vote)|(?:re-?)?(vote)|(nominate))(?!\w)(?!\s*(?:count|tally)s?\b))",
    re.I,
)
HASH = re.compile(r"(?<![\w#])#+(?=(?:un-?vote|vote|nominate)\b)", re.I)
# "I nominate X" on a line of its own is the nomination said in the first person (BotF);
# "I vote X" stays a sentence (a vote wants its word first, tests/parser/votezoo)
# (after an edit's label: "EDIT: vote X", "ETA - VOTE: X", "PS: unvote", "PPS: vote X",
# "[EDIT] vote X", "TL;DR: VOTE: X", "tl;dr - unvote"; with no stop after the label only
# before the vote word's colon: "ETA VOTE: X", or when the label is "P.S." with its dots:
# "P.S. unvote"; no run of spaces is read twice, one after the label and one before its
# separator: linear)
LINE_START = re.compile(
    r"^[\s>*\-•–—]*(?:(?:edit|eta|tl;?dr|p\.?(?:p\.?)?s\.?)(?:\s*\d+)?"
    r"(?:\s*[:\-–—]\s*|\s+(?=(?:un-?vote|(?:re-?)?vote)\s*:))|p\.(?:p\.)?s\.\s+"
    r"|\[(?:edit|eta)\s*(?:\d+\s*)?\]:?\s*)?"
    r"(?:un-?vote(?:vote)?|vote|re-?vote(?=\s*:)|(?:i\s+)?nominate)\b(\s*:)?",
    re.I,
)
NO_VOTE_PHRASES = frozenset(
    fold(w) for w in ("no lynch", "no-lynch", "no exe", "no execution", "no elimination",
                      "no elim", "no exile", "sleep", "sleeping", "[no exe]")
)  # fmt: skip
_KEYWORD_KINDS = (Kind.VOTE, Kind.UNVOTE, Kind.UNVOTE, Kind.VOTE, Kind.NOMINATE)  # by group


class Piece(NamedTuple):
    """One command cut out of a text: kind, where it is, what it says."""

    kind: Kind | str
    start: int
    end: int
    raw: str
    target: str | None
    extra: tuple[tuple[str, object], ...] = ()


def has_keyword(text: str) -> bool:
    """Cheap test before any regex: could ``text`` hold a keyword at all?"""
    low = text.lower()
    return "vote" in low or "nominate" in low


def kind_of(word: str) -> Kind:
    w = word.lower().replace("-", "")
    return (
        Kind.UNVOTE
        if w.startswith("unvote")
        else Kind.NOMINATE
        if w.startswith("nom")
        else Kind.VOTE
    )


MAX_PIECES = 256
"""At most this many commands are cut from one text (the parser reads at most
``extract.MAX_COMMANDS`` per post, so more could never count)."""


def split_commands(text: str, offset: int = 0) -> list[Piece]:
    """Every keyword in ``text`` starts a command running to the next keyword, unless it
    is said in a sentence after the one before (``said_in_prose``): then it is part of
    that command's text."""
    found = list(islice(KEYWORD.finditer(text), MAX_PIECES + 1))
    if found and found[0].lastindex in (1, 2) and said_later(text, found[0].end()):
        found = found[1:]  # "unvote later" first too: a plan, no unvote
    marks = found[:1]
    cut: dict[int, int] = {}  # a mark's name ends at a later keyword said as a plan
    for m in found[1:]:
        if said_in_prose(text[marks[-1].end() : m.start()]):
            continue
        if said_later(text, m.end()):  # "Vote: X / unvote later": X, and no unvote
            cut.setdefault(len(marks) - 1, m.start())
            continue
        marks.append(m)
    pieces: list[Piece] = []
    last = len(marks) - 1
    for i, m in enumerate(marks[:MAX_PIECES]):
        end = marks[i + 1].start() if i < last else len(text)
        kind = _KEYWORD_KINDS[m.lastindex or 0]
        target = clean_target(text[m.end() : cut.get(i, end)].rstrip(" /|&+,;-–—("))
        if kind is Kind.VOTE and not target and i < last and _bare_vote(text, marks[i + 1]):
            continue  # "VOTE: VOTE: x" written inside a vote tag
        raw = text[m.start() : end].strip().rstrip(",;")
        pieces.append(Piece(kind, offset + m.start(), offset + end, raw, target or None))
    return pieces


def _bare_vote(text: str, mark: re.Match[str]) -> bool:
    """The vote word itself, not "Revote" (which may be a player's name after an empty
    "VOTE:": ``parse.named_unvote`` asks the roster)."""
    return mark.lastindex == 3 and mark.start() == mark.start(3)
