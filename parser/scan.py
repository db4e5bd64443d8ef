"""Linear-time scans for the patterns that a regular expression would read in quadratic
time on hostile text (a 32,000-character run of dots, spaces or unclosed tags).

Each function gives exactly what its regular expression gave (the tests compare them on
random text), but reads every character a bounded number of times:

* ``sentence_end(t)``: where ``(?<!\\b[A-Za-z])[.!?;]+\\s+(?=\\S)|\\s+(?:because|since)\\s``
  (``re.I``) first matches — the end of a target's first sentence.
* ``bb_votes(text)`` / ``bb_bolds(text)``: the matches of
  ``\\[(vote|v)(?:=[^\\]]*)?\\](.*?)\\[/\\1\\]|\\[unvote\\](.*?)\\[/unvote\\]|^\\s*\\[unvote\\]\\s*$``
  and ``\\[b\\](.*?)\\[/b\\]`` (``re.I``), as ``BBMatch`` values with the same groups.
* ``trailing_mention(t)``: the match of ``\\s+@[\\w.\\-]+$`` (a ping after a vote's
  name, "/vote Bob @Host").

The regular expressions backtrack over a run once for every position in it (a run of
dots with no space after it, an opening tag with no closing one); these scans find each
run, each closing tag and each line end once and answer from those.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable
from typing import NamedTuple

# where a sentence break can start: the first character of a run of punctuation that
# spaces and a word follow, or of a run of spaces before "because"/"since"; possessive
# runs and the look-behinds make every run read once
_BREAK = re.compile(r"(?<![.!?;])[.!?;]++(?=\s++\S)|(?<!\s)\s++(?=(?:because|since)\s)", re.I)
_LETTER = re.compile(r"[A-Za-z]", re.I)  # with re.I also İ ı ſ K, as the lookbehind read it
_WORD = re.compile(r"\w")
_SHORT = 200
_SENTENCE_END = re.compile(r"(?<!\b[A-Za-z])[.!?;]+\s+(?=\S)|\s+(?:because|since)\s", re.I)


def sentence_end(t: str) -> int | None:
    """Start of the first sentence break in ``t`` (None when there is none)."""
    if len(t) <= _SHORT:  # the plain regex: quick, and short text cannot make it slow
        m = _SENTENCE_END.search(t)
        return m.start() if m else None
    for m in _BREAK.finditer(t):
        a, b = m.span()
        if t[a].isspace() or not _after_initial(t, a):
            return a
        if b - a >= 2:
            return a + 1  # inside the run the character before is punctuation
    return None


def _after_initial(t: str, i: int) -> bool:
    """``(?<=\b[A-Za-z])`` at ``i``: a single letter starting a word stands before it."""
    if i == 0 or not _LETTER.fullmatch(t[i - 1]):
        return False
    return i == 1 or not _WORD.match(t[i - 2])


class BBMatch(NamedTuple):
    """One match of a literal BBCode pair, with the groups its regex had."""

    start: int
    end: int
    groups: tuple[str | None, ...]  # group 1, 2, ... as the regex numbered them
    text: str  # group 0
    arg: str = ""  # a vote tag's argument ("[vote=Ivo]"), which no group holds

    def group(self, n: int) -> str | None:
        return self.text if n == 0 else self.groups[n - 1]


_VOTE_OPEN = re.compile(r"\[(vote|v)([=\]])|\[unvote\]", re.I)
_CLOSE = {w: re.compile(rf"\[/{w}\]", re.I) for w in ("vote", "v", "unvote", "b")}
_BOLD_OPEN = re.compile(r"\[b\]", re.I)
_NEWLINE = re.compile("\n")
_LONE_UNVOTE = re.compile(r"\s*\[unvote\]\s*$", re.I)


class _Text:
    """Positions found once: closing tags per word, line ends, the next ``]``."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.newlines = [m.start() for m in _NEWLINE.finditer(text)]
        self.closers: dict[str, list[int]] = {}
        self._bracket = (-1, -1)  # (asked from, found at): answers later asks up to it

    def close(self, word: str, frm: int) -> tuple[int, int] | None:
        """The first ``[/word]`` at or after ``frm`` with no line end before it."""
        found = self.closers.get(word)
        if found is None:
            found = self.closers[word] = [m.start() for m in _CLOSE[word].finditer(self.text)]
        k = bisect_left(found, frm)
        if k == len(found):
            return None
        start = found[k]
        n = bisect_left(self.newlines, frm)
        if n < len(self.newlines) and self.newlines[n] < start:
            return None
        return start, start + len(word) + 3

    def next_bracket(self, frm: int) -> int:
        """``text.find("]", frm)``, remembering the last answer (asks only move forward)."""
        asked, at = self._bracket
        if asked < 0 or frm < asked or (at >= 0 and frm > at):
            at = self.text.find("]", frm)
            self._bracket = (frm, at)
        return at


def bb_votes(text: str, limit: int = 1 << 30) -> list[BBMatch]:
    """``[vote]X[/vote]``, ``[v=...]X[/v]``, ``[unvote]...[/unvote]``, a lone ``[unvote]``."""
    if "[/" not in text:  # no closing tag: at most a lone [unvote]
        lone = _LONE_UNVOTE.match(text)
        return [BBMatch(0, lone.end(), (None, None, None), lone.group(0))] if lone else []
    scan = _Text(text)
    out: list[BBMatch] = []
    first = _VOTE_OPEN.match(text)
    found = _open_pair(scan, first) if first is not None else None
    lone = _LONE_UNVOTE.match(text) if found is None else None
    if lone is not None:  # only at the very start, as ``^`` had it
        found = BBMatch(0, lone.end(), (None, None, None), lone.group(0))
    if found is not None:
        out.append(found)
    pos = found.end if found is not None else 1 if first is not None else 0
    return _pairs(out, _VOTE_OPEN, text, pos, limit, lambda m: _open_pair(scan, m))


def _pairs(
    out: list[BBMatch],
    opening: re.Pattern[str],
    text: str,
    pos: int,
    limit: int,
    pair: Callable[[re.Match[str]], BBMatch | None],
) -> list[BBMatch]:
    """``out`` plus the pairs found from ``pos`` on, up to ``limit`` in all: each
    ``opening`` tag ``pair`` closes; an unclosed one is passed over."""
    while len(out) < limit:
        m = opening.search(text, pos)
        if m is None:
            return out
        found = pair(m)
        if found is None:
            pos = m.start() + 1
            continue
        out.append(found)
        pos = found.end
    return out


def _open_pair(scan: _Text, m: re.Match[str]) -> BBMatch | None:
    if m.group(1):
        return _vote_pair(scan, m)
    return _pair(scan, m.start(), m.end(), "unvote", 3)


def _vote_pair(scan: _Text, m: re.Match[str]) -> BBMatch | None:
    word = m.group(1)
    end = m.end()
    if m.group(2) == "=":
        end = scan.next_bracket(end) + 1
        if end == 0:
            return None
    arg = scan.text[m.end() : end - 1] if m.group(2) == "=" else ""
    closing = scan.close(word.lower(), end)
    if closing is None:
        return None
    inner = scan.text[end : closing[0]]
    text = scan.text[m.start() : closing[1]]
    return BBMatch(m.start(), closing[1], (word, inner, None), text, arg)


def _pair(scan: _Text, start: int, end: int, word: str, group: int) -> BBMatch | None:
    closing = scan.close(word, end)
    if closing is None:
        return None
    groups: list[str | None] = [None] * group
    groups[group - 1] = scan.text[end : closing[0]]
    return BBMatch(start, closing[1], tuple(groups), scan.text[start : closing[1]])


def bb_bolds(text: str, limit: int = 1 << 30) -> list[BBMatch]:
    """``[b]...[/b]`` pairs, as ``re.finditer(r"\\[b\\](.*?)\\[/b\\]", text, re.I)``."""
    if "[/" not in text:
        return []
    scan = _Text(text)
    return _pairs([], _BOLD_OPEN, text, 0, limit, lambda m: _pair(scan, m.start(), m.end(), "b", 1))


def blank(text: str, matches: list[BBMatch]) -> str:
    """``text`` with every match replaced by a space (``regex.sub(" ", text)``)."""
    if not matches:
        return text
    parts: list[str] = []
    pos = 0
    for m in matches:
        parts.append(text[pos : m.start])
        parts.append(" ")
        pos = m.end
    parts.append(text[pos:])
    return "".join(parts)


_TRAILING_MENTION = re.compile(r"\s+@[\w.\-]+$")


def trailing_mention(t: str) -> re.Match[str] | None:
    """``_TRAILING_MENTION.search(t)`` in time linear in the mention: a match holds the
    last '@' and starts where the spaces before it start (never a scan of the text)."""
    at = t.rfind("@")
    start = at
    while start > 0 and t[start - 1].isspace():
        start -= 1
    return _TRAILING_MENTION.match(t, start) if 0 <= start < at else None
