"""A game system's own words (``Word``: "Ring the Bell", "EXECUTE: X") read as its
commands, in the argument shape the word declares."""

from __future__ import annotations

import re

from votecount.parser.grammar.keywords import Piece
from votecount.parser.grammar.targets import LEAD, clean_target
from votecount.parser.model import Kind, Word

_PHRASE_LEAD = re.compile(r"^[\s:=\-–—(\[]*(?:(?:with|team|for|on)\b)?[\s:=\-–—(\[]*", re.I)


def phrase_piece(text: str, offset: int, words: tuple[Word, ...]) -> Piece | None:
    """A system's phrase written out at the start of ``text`` ("Ring the Bell: A, B",
    "Stop the Clock", "YES Ada"), as the command of its word; the rest (after "with",
    ":" or a bracket) is read in the word's argument shape."""
    stripped = text.lstrip(LEAD)
    low = stripped.casefold()
    skip = len(text) - len(stripped)
    for word in words:
        for phrase in word.phrases:
            after = low[len(phrase) : len(phrase) + 1]
            if low.startswith(phrase) and not (after.isalnum() or after == "_"):
                rest = stripped[len(phrase) :]
                rest = rest[_PHRASE_LEAD.match(rest).end() :].rstrip(")] ")  # type: ignore[union-attr]
                start = offset + skip
                return word_piece(word, rest, start, offset + len(text), text.strip())
    return None


def verb_line(line: str, words: tuple[Word, ...]) -> Piece | None:
    """``EXECUTE: X`` at a line start: a host's own vote word, read as ``VOTE:`` is."""
    verbs = tuple(w for w in words if w.kind == Kind.VOTE.value)
    if not verbs:
        return None
    low = line.lstrip(LEAD).casefold()
    for word in verbs:
        for phrase in word.phrases:
            if low.startswith(phrase) and low[len(phrase) :].lstrip().startswith(":"):
                return phrase_piece(line, 0, (word,))
    return None


def with_phrases(kind: Kind | str, target: str | None, words: tuple[Word, ...]) -> Piece | None:
    """A vote whose target is a system's phrase ("VOTE: Crash the Party") is that command."""
    if kind is not Kind.VOTE or not target or not words:
        return None
    return phrase_piece(target, 0, words)


# the spaces before a separator taken from their start only ("\s*," rescanned a long run
# of spaces from each of its spaces)
_TEAM_SPLIT = re.compile(r"(?:(?<!\s)\s+)?(?:,|&|\+|\band\b)\s*", re.I)


def word_piece(word: Word, rest: str, start: int, end: int, raw: str) -> Piece:
    """A system's command in the shape its ``Word`` declares (a built-in kind's name, such
    as ``ballot``, gives that ``Kind``)."""
    text = clean_target(rest)
    kind: Kind | str = Kind(word.kind) if word.kind in _BUILT_IN else word.kind
    fixed = (("choice", word.choice),) if word.choice else ()
    if word.args == "none":
        return Piece(kind, start, end, raw, None, fixed)
    if word.args == "choice":
        return Piece(kind, start, end, raw, None, (("choice", text),) if text else fixed)
    if word.args == "team":
        names = tuple(n for n in _TEAM_SPLIT.split(text) if n.strip())
        return Piece(kind, start, end, raw, None, (("team_text", names), *fixed))
    return Piece(kind, start, end, raw, text or None, fixed)


_BUILT_IN = frozenset(k.value for k in Kind)
