"""Slash commands: ``/vote X``, ``/nominate X``, ``/in, seat 4``, ``/whisper @X``,
``/yes`` ... at the start of a line (after pings only), and a game system's own slash
words (``Ruleset.words``), as ``parser.grammar.Piece`` values."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from votecount.parser.grammar import MAX_PIECES, Piece, clean_target, word_piece
from votecount.parser.model import Kind, Word
from votecount.parser.numbers import NUMBER, number

SLASH = re.compile(
    r"(?<!\S)/(un-?vote|vote|nominate|nom|hands\s*up|travel\s+in|in|out|whisper|accept|"
    r"exile|yes|no)(?![\w])",
    re.I,
)
# "seat 4", "seat #4", "seat: 4", "seat four"; or a bare number first ("/in, 4")
_SEAT = re.compile(
    r"seat\s*+(?:#|no\.?|number|:)?\s*+" + NUMBER + r"\b|^[\s,:(\-–—]*+#?(\d{1,2})(?![\w.])",
    re.I,
)  # possessive: linear
# pings before a slash command ("@Storyteller /nominate X", "@Ivo, /accept")
_PINGS = re.compile(r"(?:[\s>*\-•]*@[\w.\-]+[,:]?)*+[\s>*\-•]*")


def slash_commands(text: str, offset: int = 0, words: tuple[Word, ...] = ()) -> list[Piece]:
    """``/vote X``, ``/in, seat 4``, ``/whisper @X`` ... starting the line, after pings
    only ("@Storyteller /nominate X"; further slash commands may follow on it); "I didn't
    /in any other games" is prose. ``words`` are a game system's own slash commands, read
    the same way."""
    if "/" not in text:
        return []
    own = {w.word.lower(): w for w in words}
    marks = list(islice(_slash_words(tuple(own)).finditer(text), MAX_PIECES + 1))
    if not marks or _PINGS.fullmatch(text, 0, marks[0].start()) is None:
        return []
    pieces = []
    for i, m in enumerate(marks[:MAX_PIECES]):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        word = re.sub(r"\s+", " ", m.group(1).lower())
        rest = text[m.end() : end]
        raw = text[m.start() : end].strip()
        start = offset + m.start()
        if word in own:
            pieces.append(word_piece(own[word], rest, start, offset + end, raw))
        else:
            pieces.append(_slash_piece(word, rest, start, offset + end, raw))
    return pieces


@lru_cache(maxsize=16)
def _slash_words(extra: tuple[str, ...]) -> re.Pattern[str]:
    """``SLASH`` with a game system's own words first (a system's word wins)."""
    if not extra:
        return SLASH
    alternatives = "|".join(re.escape(w) for w in extra)
    return re.compile(SLASH.pattern.replace("/(", f"/({alternatives}|", 1), re.I)


def _slash_piece(word: str, rest: str, start: int, end: int, raw: str) -> Piece:
    if word in ("in", "travel in"):
        seat = _SEAT.search(rest)
        said = seat.group(1) or seat.group(2) if seat else None
        extra = (("seat", number(said) if said else None), ("traveller", word != "in"))
        return Piece(Kind.SIGNUP, start, end, raw, None, extra)
    if word in ("yes", "no"):
        return Piece(Kind.BALLOT, start, end, raw, clean_target(rest) or None, (("choice", word),))
    kinds = {
        "vote": Kind.VOTE, "hands up": Kind.VOTE, "handsup": Kind.VOTE, "unvote": Kind.UNVOTE,
        "un-vote": Kind.UNVOTE, "nominate": Kind.NOMINATE, "nom": Kind.NOMINATE,
        "out": Kind.WITHDRAW, "whisper": Kind.WHISPER, "accept": Kind.ACCEPT,
        "exile": Kind.EXILE_CALL,
    }  # fmt: skip
    target = clean_target(rest) if word != "out" else ""
    return Piece(kinds[word], start, end, raw, target or None)
