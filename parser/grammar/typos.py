"""A keyword misspelt by one edit ("Vtoe: X", "Unovte"): where it counts (a bold or
coloured run, at its start or after an unvote) and what it stands for."""

from __future__ import annotations

import re

from votecount.parser.grammar.keywords import KEYWORD, Piece, has_keyword, split_commands
from votecount.parser.grammar.targets import clean_target
from votecount.parser.model import Kind
from votecount.parser.prose import PROSE_START
from votecount.parser.rulebook import rule

# A keyword misspelt by one edit ("Vtoe: X", "Vfote: X", "Unovte", "VOET X", "Ovte X"):
# read only where the real keyword would count (a bold or coloured run, at its start or
# right after an unvote), and only when the word keeps the keyword's first letter (or
# swaps its first two letters) and is no word a player writes on purpose: the keyword
# with an ending ("votes", "voted", "voter", "nominated", "unvoted") is a word, not a slip,
# and so are the English words one letter from a keyword that keep its first letter
# (below; "note", "quote", "veto", "devote" lose the first letter or are two edits away).
# The resolver then wants the target to be a player by a whole name (``parser.resolve``).
TYPO_KEYWORDS = ("vote", "unvote", "nominate")
_TYPO_REAL_WORDS = frozenset(("vole", "vite", "voce", "vota", "voto", "vore", "nominal"))
# of those, another language's vote word ("voto", "vota") and the French "vite" one
# letter from "vote": in a styled run with a name after it, no vote but a near miss the
# host sees ("**Vite: Ivo**", "**voto Ivo**"; ``resolve`` reads ``real_word``)
_VOTE_LOOKALIKES = frozenset(("vite", "voto", "vota"))
TYPO_LEAD = " \t\r\n>*-•–—~"
_TYPO_WORD = re.compile(r"[a-z]{3,9}(?![\w'’])", re.I)
_TYPO_SEP = re.compile(r"[ \t]*[:;=\-–—>]+[ \t]*|[ \t]+")
_TYPO_KINDS = {"vote": Kind.VOTE, "unvote": Kind.UNVOTE, "nominate": Kind.NOMINATE}


def one_edit(word: str, keyword: str) -> bool:
    """``word`` is one insert, delete, substitution or swap of two neighbours from
    ``keyword`` (lower case both)."""
    n, k = len(word), len(keyword)
    if word == keyword or abs(n - k) > 1:
        return False
    i = 0
    while i < min(n, k) and word[i] == keyword[i]:
        i += 1
    if n == k:  # one substitution, or two neighbours swapped
        return word[i + 1 :] == keyword[i + 1 :] or (
            word[i : i + 2] == keyword[i + 1 : i + 2] + keyword[i : i + 1]
            and word[i + 2 :] == keyword[i + 2 :]
        )
    if n > k:
        return word[i + 1 :] == keyword[i:]
    return word[i:] == keyword[i + 1 :]


def typo_keyword(word: str) -> str | None:
    """The keyword ``word`` misspells (``TYPO_KEYWORDS``), or None: one edit away, its
    first letter kept or its first two letters swapped, never a word of its own."""
    w = word.lower()
    if w in _TYPO_REAL_WORDS:
        return None
    for keyword in TYPO_KEYWORDS:
        if not one_edit(w, keyword) or w in (keyword + "s", keyword + "d", keyword + "r"):
            continue
        if w[0] == keyword[0] or w[:2] == keyword[1::-1]:
            return keyword
    return None


@rule("keyword_typo")
def _typo_at(text: str, at: int) -> tuple[int, int, str] | None:
    """A misspelt keyword starting ``text`` at ``at`` (after decoration): its span and the
    keyword it stands for."""
    while at < len(text) and text[at] in TYPO_LEAD:
        at += 1
    m = _TYPO_WORD.match(text, at)
    if m is None:
        return None
    keyword = typo_keyword(m.group(0))
    return (m.start(), m.end(), keyword) if keyword is not None else None


def _lookalike_at(text: str) -> tuple[int, int, str] | None:
    """A word of its own one letter from "vote" starting ``text`` ("Vite", "voto")."""
    m = _TYPO_WORD.match(text, len(text) - len(text.lstrip(TYPO_LEAD)))
    return (m.start(), m.end(), "vote") if m and m.group(0).lower() in _VOTE_LOOKALIKES else None


def typo_command(text: str, offset: int) -> list[Piece] | None:
    """A run starting with a misspelt keyword: that command, then the run's other commands
    (``Unovte; Vote: X``). A vote or nomination needs a separator and a name, an unvote
    nothing but the end or the next keyword."""
    typo = _typo_at(text, 0) or _lookalike_at(text)
    if typo is None:
        return None
    start, end, keyword = typo
    nxt = KEYWORD.search(text, end) if has_keyword(text[end:]) else None
    stop = nxt.start() if nxt is not None else len(text)
    piece = _typo_piece(text, start, end, stop, keyword, offset)
    if piece is None:
        return None
    rest = split_commands(text[stop:], offset + stop) if nxt is not None else []
    return [piece, *rest]


def _typo_piece(
    text: str, start: int, end: int, stop: int, keyword: str, offset: int
) -> Piece | None:
    kind = _TYPO_KINDS[keyword]
    extra: tuple[tuple[str, object], ...] = (("keyword_typo", text[start:end]),)
    if text[start:end].lower() in _VOTE_LOOKALIKES:
        extra += (("real_word", True),)
    raw = text[start:stop].strip().rstrip(",;")
    target = clean_target(text[end:stop])
    if kind is Kind.UNVOTE:
        if target:
            return None  # "Unvoted X", "unvite them": not a bare unvote
        return Piece(kind, offset + start, offset + stop, raw, None, extra)
    sep = _TYPO_SEP.match(text, end)
    if sep is None or not target or target.split()[0].casefold() in PROSE_START:
        return None  # "Vtoe is ...": a sentence
    return Piece(kind, offset + start, offset + stop, raw, target, extra)


def after_unvote(pieces: list[Piece], text: str, offset: int) -> list[Piece]:
    """An unvote whose "name" starts with a misspelt vote ("unvote, vtoe: flp"): the
    unvote, then that vote."""
    out: list[Piece] = []
    for p in pieces:
        if p.kind is not Kind.UNVOTE or not p.target:
            out.append(p)
            continue
        a, b = p.start - offset, p.end - offset
        m = KEYWORD.match(text, a)
        typo = _typo_at(text, m.end() + _lead_len(text, m.end(), b)) if m else None
        if typo is None or typo[2] != "vote":
            out.append(p)
            continue
        piece = _typo_piece(text, typo[0], typo[1], b, "vote", offset)
        if piece is None:
            out.append(p)
            continue
        unvote = text[a : typo[0]].strip().rstrip(",;.")
        out += [Piece(Kind.UNVOTE, p.start, offset + typo[0], unvote, None), piece]
    return out


def _lead_len(text: str, a: int, b: int) -> int:
    """Punctuation between an unvote and the next word ("unvote, vtoe")."""
    i = a
    while i < b and text[i] in " \t,;.:!&":
        i += 1
    return i - a
