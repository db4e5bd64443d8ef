"""Post HTML (any engine) -> commands in written order, plus ignored text and near misses.

How text becomes a command (``parser.grammar`` has the word-level rules):

* **vote tag** — a ``span.bbvote`` element ("VOTE: X", "UNVOTE: ...", an empty vote is an
  unvote) or literal ``[vote]X[/vote]``, ``[v]X[/v]``, ``[unvote]`` text.
* **bold** — a bold run (any engine's bold; see ``parser.walk``) whose text starts with a
  keyword, after at most two harmless words. Several keywords in one run give several
  commands ("Unvote.  Vote: Trendall."). A run that is only "No Lynch" votes no
  elimination; a run that is only YES / NO is a ballot.
* **colour** — a run in the counting colour: a keyword run as for bold, or a short name
  (≤ 5 words) which is a vote for that name.
* **slash** — ``/vote X``, ``/unvote``, ``/nominate X``, ``/in, seat 4``,
  ``/travel in, seat 9``, ``/out``, ``/whisper @X``, ``/accept``, ``/exile X``, ``/yes``.
* **text** — ``##vote X`` anywhere, ``VOTE: X`` at a line start, or a short line that is
  only a command ("Unvote", "vote Bob").

Never a command: text in quotes, spoilers (unless ``spoilers=count``), code, struck
text, ``[area]`` fieldsets and signatures — these come back as ``Ignored`` with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from parser.grammar import (
    KEYWORD,
    Piece,
    kind_of,
    run_commands,
    slash_commands,
    split_commands,
    text_commands,
)
from parser.model import Kind, Markup
from parser.options import ParseOptions
from parser.result import Found, Ignored, NearMiss
from parser.walk import Span, lines_of

_PRIORITY = (Markup.VOTE_TAG, Markup.BOLD, Markup.COLOUR, Markup.SLASH, Markup.TEXT)
_BB_VOTE = re.compile(
    r"\[(vote|v)(?:=[^\]]*)?\](.*?)\[/\1\]|\[unvote\](.*?)\[/unvote\]|^\s*\[unvote\]\s*$", re.I
)
_BB_BOLD = re.compile(r"\[b\](.*?)\[/b\]", re.I)
_BB_BROKEN = re.compile(r"\[(?:/?\\?b|/?vote|/?v|/?unvote|/?quote)[\]=\s]|\[/?quote", re.I)
_TRIGGERS = ("vote", "nominat", "/", "[", "#")
_FAST = re.compile(r"vote|nominat|/|\[|sleep|lynch|\bno\b|exe|yes", re.I)


class Extraction:
    """Commands found (enabled markup), ignored look-alikes and near misses of one post."""

    def __init__(self) -> None:
        self.found: list[Found] = []
        self.ignored: list[Ignored] = []
        self.near: list[NearMiss] = []


def extract(html: str, options: ParseOptions) -> Extraction:
    """Walk the post once and collect every command-looking piece of text."""
    out = Extraction()
    if Markup.COLOUR not in options.markers and not _FAST.search(html):
        return out
    colour = options.colour_hex if Markup.COLOUR in options.markers else None
    for n, line in enumerate(lines_of(html, colour, options.spoilers == "count")):
        if not _worth_reading(line):
            continue
        for reason, spans in _groups(line):
            if reason is None:
                _main(n, spans, options, out)
            else:
                _ignored(reason, n, spans, options, out)
    out.found.sort(key=lambda f: (f.line, f.start))
    return out


def _worth_reading(line: list[Span]) -> bool:
    """Cheap filter: only lines with a command character, word, or short styled text."""
    for s in line:
        if s.coloured or s.tag or (s.bold and len(s.text) <= 24):
            return True
    text = "".join(s.text for s in line).lower()
    return any(c in text for c in _TRIGGERS)


def _groups(line: list[Span]) -> list[tuple[str | None, list[Span]]]:
    groups: dict[str | None, list[Span]] = {}
    for s in line:
        groups.setdefault(s.reason, []).append(s)
    return list(groups.items())


def _main(n: int, spans: list[Span], options: ParseOptions, out: Extraction) -> None:
    text = "".join(s.text for s in spans)
    accepted: list[Found] = []
    for found in _candidates(n, spans, text):
        overlaps = any(_clash(found, a) for a in accepted)
        if found.markup in options.markers and not overlaps:
            accepted.append(found)
        elif found.markup not in options.markers and not overlaps:
            out.near.append(_missing(found))
    for found in accepted:
        if options.own_line and text[: found.run[0]].strip() + text[found.run[1] :].strip():
            out.near.append(NearMiss("NOT_OWN_LINE", found.raw, "text beside the command",
                                     found.kind, found.markup))  # fmt: skip
        else:
            out.found.append(found)
    out.near.extend(_broken(text))


def _missing(found: Found) -> NearMiss:
    detail = f"{found.markup} is not a counting marker in this game"
    return NearMiss("MISSING_MARKUP", found.raw, detail, found.kind, found.markup)


def _clash(f: Found, other: Found) -> bool:
    """Two readings of the same text (commands of one run never clash with each other)."""
    same_run = f.run == other.run and f.markup == other.markup
    return not same_run and _overlap(f.run, other.run)


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _ignored(
    reason: str, n: int, spans: list[Span], options: ParseOptions, out: Extraction
) -> None:
    text = "".join(s.text for s in spans)
    seen: list[Found] = []
    for f in _candidates(n, spans, text):
        if f.markup in options.markers and not any(_clash(f, s) for s in seen):
            seen.append(f)
            out.ignored.append(Ignored(reason, f.kind, f.markup, f.raw, f.target_text))


def _candidates(n: int, spans: list[Span], text: str) -> Iterable[Found]:
    """All readings of a line, best markup first (vote tag, bold, colour, slash, text)."""
    yield from _tag_runs(n, spans)
    yield from _bbcode(n, text)
    yield from _runs(n, spans, lambda s: s.bold and not s.tag, Markup.BOLD)
    yield from _runs(n, spans, lambda s: s.coloured and not s.tag, Markup.COLOUR)
    yield from _found(n, slash_commands(text), Markup.SLASH, (0, len(text)), text)
    styled = _run_ranges(spans, lambda s: s.bold or s.coloured, lambda s: True)
    pieces = [_within_run(p, text, styled) for p in text_commands(text)]
    yield from _found(n, pieces, Markup.TEXT, (0, len(text)), text)


def _within_run(p: Piece, text: str, runs: list[tuple[int, int]]) -> Piece:
    """A text command written in bold ends where the bold ends ("**##vote X** because")."""
    for a, b in runs:
        if a <= p.start < b < p.end:
            cut = split_commands(text[p.start : b], p.start)
            return cut[0] if cut else p
    return p


def _found(
    n: int, pieces: list[Piece], markup: Markup, run: tuple[int, int], text: str
) -> Iterable[Found]:
    for p in pieces:
        styled = markup in (Markup.BOLD, Markup.COLOUR, Markup.VOTE_TAG)
        span = run if styled else (p.start, p.end)
        yield Found(p.kind, markup, p.raw, p.target, n, p.start, p.end, span, p.extra)


def _spans_with_offsets(spans: list[Span]) -> Iterable[tuple[int, Span]]:
    pos = 0
    for s in spans:
        yield pos, s
        pos += len(s.text)


def _run_ranges(
    spans: list[Span], test: Callable[[Span], bool], key: Callable[[Span], object]
) -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    last: object = None
    for pos, s in _spans_with_offsets(spans):
        if not test(s):
            last = None
            continue
        if ranges and last == key(s) and ranges[-1][1] == pos:
            ranges[-1] = (ranges[-1][0], pos + len(s.text))
        else:
            ranges.append((pos, pos + len(s.text)))
        last = key(s)
    return ranges


def _runs(
    n: int, spans: list[Span], test: Callable[[Span], bool], markup: Markup
) -> Iterable[Found]:
    text = "".join(s.text for s in spans)
    for a, b in _run_ranges(spans, test, lambda s: True):
        pieces = run_commands(text[a:b], a)
        if markup is Markup.COLOUR and not pieces:
            pieces = _coloured_name(text[a:b], a)
        yield from _found(n, pieces, markup, (a, b), text)


def _coloured_name(run: str, offset: int) -> list[Piece]:
    """A short run in the counting colour is a vote for that name (seed 004)."""
    name = run.strip().strip(".,;:!?")
    if not name or len(name) > 40 or len(name.split()) > 5:
        return []
    return [Piece(Kind.VOTE, offset, offset + len(run), run.strip(), name)]


def _tag_runs(n: int, spans: list[Span]) -> Iterable[Found]:
    text = "".join(s.text for s in spans)
    for a, b in _run_ranges(spans, lambda s: s.tag > 0, lambda s: s.tag):
        yield from _found(n, _tag_pieces(text[a:b], a), Markup.VOTE_TAG, (a, b), text)


def _tag_pieces(tag_text: str, offset: int) -> list[Piece]:
    pieces = split_commands(tag_text, offset)
    if not pieces:
        return [Piece(Kind.UNVOTE, offset, offset + len(tag_text), tag_text.strip(), None)]
    return [
        p._replace(kind=Kind.UNVOTE) if p.kind is Kind.VOTE and not p.target else p for p in pieces
    ]


def _bbcode(n: int, text: str) -> Iterable[Found]:
    """Literal BBCode left in the text: ``[vote]X[/vote]``, ``[unvote]``, ``[b]...[/b]``."""
    if "[" not in text:
        return
    for m in _BB_VOTE.finditer(text):
        target = (m.group(2) or "").strip()
        inner = [p for p in split_commands(target) if p.target] if KEYWORD.search(target) else []
        target = inner[-1].target or "" if inner else target
        kind = Kind.VOTE if m.group(1) and target else Kind.UNVOTE
        piece = Piece(kind, m.start(), m.end(), m.group(0), target or None)
        yield from _found(n, [piece], Markup.VOTE_TAG, (m.start(), m.end()), text)
    for m in _BB_BOLD.finditer(text):
        pieces = run_commands(m.group(1), m.start(1))
        yield from _found(n, pieces, Markup.BOLD, (m.start(), m.end()), text)


def _broken(text: str) -> list[NearMiss]:
    """Unbalanced BBCode around a keyword: "[b] vote:x[\\b]" never rendered as bold."""
    if "[" not in text:
        return []
    rest = _BB_BOLD.sub(" ", _BB_VOTE.sub(" ", text))
    if len(rest) < 120 and _BB_BROKEN.search(rest) and KEYWORD.search(rest):
        return [NearMiss("BROKEN_TAG", text.strip(), "unbalanced BBCode around a command")]
    return []


__all__ = ["Extraction", "extract", "kind_of"]
