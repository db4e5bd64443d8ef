"""Slash commands: ``/vote X``, ``/nominate X``, ``/in, seat 4``, ``/whisper @X``,
``/yes`` ... at the start of a line (after pings only), and a game system's own slash
words (``Ruleset.words``), as ``parser.grammar.Piece`` values; and the plain commands
written after pings (``after_pings``: "@Storyteller nominate Ivo", a plain "accepted")."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from votecount.parser.grammar import MAX_PIECES, Piece, clean_target, text_commands, word_piece
from votecount.parser.model import Kind, Word
from votecount.parser.names.fold import fold
from votecount.parser.names.players import MENTION, STORYTELLER_NAMES
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


# a plain acceptance of a whisper (spec/rules.md §4.8: "accept", "accepted"), alone on its
# line but for the one it accepts and pings: "accepted", "Accept @Ivo", "whisper accepted"
_PLAIN_ACCEPT = re.compile(
    r"(?:(?:the\s+)?whisper\s+)?accept(?:ed)?(?:\s+(?:the\s+|your\s+)?whisper)?"
    r"(?:[\s,]*(?:from\s+)?(?P<who>@[\w.\-]+))?(?:[\s,]*@[\w.\-]+)*[\s.!]*",
    re.I,
)


def after_pings(text: str, words: tuple[Word, ...]) -> list[Piece]:
    """Plain (not slash) commands a line holds after its pings:

    * a ping to the Storyteller (a word of ``STORYTELLER_NAMES``:
      "@Storyteller", "@ST")
      before a plain command: "@Storyteller nominate Ivo", "@Storyteller, Nominate: Ivo",
      "@Storyteller I nominate Ivo" are the command (``grammar.text_commands`` reads the
      rest of the line); after a ping to anyone else it asks them ("@Ivo nominate Bramble");
    * in a system that reads acceptances (a ``Word`` of kind ``accept``), a line that is
      only a plain acceptance ("accepted", "Accept @Ivo", "@Ivo accepted"): a command
      marked ``plain``, which the system counts only where a whisper to the writer is
      pending (spec/rules.md §4.8); the parser cannot know that."""
    lead = _PINGS.match(text)
    at = lead.end() if lead is not None else 0
    if at and any(fold(p) in STORYTELLER_NAMES for p in MENTION.findall(text, 0, at)):
        found = text_commands(text[at:], words)
        if found:
            return [p._replace(start=p.start + at, end=p.end + at) for p in found]
    if not any(w.kind == Kind.ACCEPT.value for w in words):
        return []
    m = _PLAIN_ACCEPT.fullmatch(text, at)
    if m is None:
        return []
    who = m.group("who")
    name = who[1:] if who and fold(who[1:]) not in STORYTELLER_NAMES else None  # not a ping
    return [Piece(Kind.ACCEPT, at, len(text), text[at:].strip(), name, (("plain", True),))]
