"""Post HTML (any engine) -> commands in written order, plus ignored text and near misses.

How text becomes a command (``parser.grammar`` has the word-level rules):

* **vote tag** — a ``span.bbvote`` element ("VOTE: X", "UNVOTE: ...", an empty vote is an
  unvote; one holding a mistyped closing tag, "VOTE: X[/vot]", is a ``BROKEN_TAG`` near
  miss: the hosts do not count it); literal ``[vote]X[/vote]``, ``[v]X[/v]``, ``[unvote]`` text only with the
  ``literal_bbcode`` switch (else it is plain text, as the readers saw it).
* **bold** — a bold run (any engine's bold; see ``parser.walk``) whose text starts with a
  keyword, after at most two harmless words. Several keywords in one run give several
  commands ("Unvote.  Vote: Trendall."). A run that is only "No Lynch" votes no
  elimination; a run that is only YES / NO is a ballot.
* **colour** — a run in the counting colour: a keyword run as for bold, or a short name
  (≤ 5 words) which is a vote for that name; literal ``[color=red]X[/color]`` text only
  with ``literal_bbcode`` (else a near miss: the readers saw the brackets, not red).
* **slash** — ``/vote X``, ``/unvote``, ``/nominate X``, ``/in, seat 4``,
  ``/travel in, seat 9``, ``/out``, ``/whisper @X``, ``/accept``, ``/exile X``, ``/yes``.
* **text** — ``##vote X`` anywhere, ``VOTE: X`` at a line start, or a short line that is
  only a command ("Unvote", "vote Bob"). A vote said in a sentence anywhere in a line
  ("I vote X, because …", "my vote is on X") is a near miss, never a command.

Never a command: text in quotes, spoilers (unless ``spoilers=count``), code, struck
text, ``[area]`` fieldsets and signatures — these come back as ``Ignored`` with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from votecount.parser.grammar import (
    KEYWORD,
    MAX_PIECES,
    Piece,
    kind_of,
    run_commands,
    slash_commands,
    split_commands,
    text_commands,
    with_phrases,
)
from votecount.parser.model import Kind, Markup, Word
from votecount.parser.options import ParseOptions
from votecount.parser.prefilter import may_hold_commands
from votecount.parser.result import Found, Ignored, NearMiss
from votecount.parser.scan import bb_bolds, bb_votes, blank
from votecount.parser.walk import Span, styled_lines

_PRIORITY = (Markup.VOTE_TAG, Markup.BOLD, Markup.COLOUR, Markup.SLASH, Markup.TEXT)
_BB_COLOUR = re.compile(r"\[colou?r=([^\]\[]{1,40})\]([^\[]{1,200})\[/colou?r\]", re.I)
_BB_BROKEN = re.compile(r"\[(?:/?\\?b|/?vote|/?v|/?unvote|/?quote)[\]=\s]|\[/?quote", re.I)
# a closing tag mistyped inside a vote tag ("VOTE: Ivo[/vot]", "VOTE: Ivo[\\vote]"): the
# forum still drew the tag, but hosts do not count a vote they see was typed wrong (an
# unvote so typed still withdraws: "UNVOTE: [/unvote[" around a vote tag)
_STRAY_CLOSE = re.compile(r"\[\s*[/\\]")
_STRAY_WHY = "a vote tag holding a mistyped closing tag: hosts do not count it"
_TRIGGERS = ("vote", "nominat", "/", "[", "#")
MAX_COMMANDS = 200
"""The per-post work limit: a post with more command-looking pieces than this (found,
ignored or near misses) is read up to there, and a ``WORK_LIMIT`` notice says so; a
post built to stall the count costs a few milliseconds, never seconds."""


class Extraction:
    """Commands found (enabled markup), ignored look-alikes and near misses of one post."""

    def __init__(self) -> None:
        self.found: list[Found] = []
        self.ignored: list[Ignored] = []
        self.near: list[NearMiss] = []
        self.broken_tags: dict[int, NearMiss] = {}  # vote tags typed wrong, by number

    def room(self) -> int:
        """How many more pieces this post may add before the work limit."""
        return MAX_COMMANDS - len(self.found) - len(self.ignored) - len(self.near)


def extract(html: str, options: ParseOptions, *, prefilter: bool = True) -> Extraction:
    """Walk the post once and collect every command-looking piece of text.

    Posts that ``parser.prefilter`` proves command-free are not parsed at all
    (``prefilter=False`` forces the full path; the tests compare the two).
    """
    out = Extraction()
    if prefilter and not may_hold_commands(html, options):
        return out
    colour = options.colour_hex if Markup.COLOUR in options.markers else None
    near = options.colour_match == "near"
    lines, styled = styled_lines(html, colour, options.spoilers == "count", near)
    if Markup.BOLD in options.markers:
        _join_broken_votes(lines, styled)
    for n, line in enumerate(lines):
        if not styled[n] and not _has_trigger(line) and not _has_phrase(line, options.words):
            continue
        if out.room() <= 0:
            out.near.append(_over_limit(line))
            break
        for reason, spans in _groups(line):
            if reason is None:
                _main(n, spans, options, out)
            else:
                _ignored(reason, n, spans, options, out)
    out.near.extend(out.broken_tags.values())
    if colour is not None and not near and "color" in html.lower():
        out.near.extend(_shades(html, colour, options, out.found))
    out.found.sort(key=lambda f: (f.line, f.start))
    return out


_BARE_VOTE = re.compile(r"^\W*vote\W*$", re.I)  # "vote", "Vote:": no name on the line
_BARE_UNVOTE = re.compile(r"^\W*un-?vote\W*$", re.I)
_NAME_LINE = re.compile(r"^\s*\w[\w .'-]{0,23}$")  # a name or a piece of one, no more
_ONE_NAME = re.compile(r"^\s*\w[\w.'-]{2,23}\s*$")  # one word


def _join_broken_votes(lines: list[list[Span]], styled: list[bool]) -> None:
    """A bold vote the writer broke over lines of one bold block: "vote" alone on a line,
    then up to three lines of a name ("vote / demon / hybrid"), is one vote; "Unvote"
    alone, then a line of one name ("Unvote / Ivo"), unvotes and votes that name. Every
    line bold; a line with a keyword or more than a name ends it. The joined lines are
    left empty (line numbers stay those of the walk)."""
    for i in range(len(lines) - 1):
        if not _all_bold(lines[i]):
            continue
        text = _text(lines[i])
        after = [k for k in range(i + 1, min(i + 7, len(lines))) if _text(lines[k]).strip()]
        used: list[int] = []
        if _BARE_VOTE.match(text):
            for k in after[:3]:
                t = _text(lines[k]).strip()
                if not _all_bold(lines[k]) or not _NAME_LINE.match(t) or KEYWORD.search(t):
                    break
                used.append(k)
        elif _BARE_UNVOTE.match(text) and after and _all_bold(lines[after[0]]):
            t = _text(lines[after[0]]).strip()
            if _ONE_NAME.match(t) and not KEYWORD.search(t):
                used, text = [after[0]], text.strip() + " vote:"
        if not used:
            continue
        first = next(s for s in lines[i] if s.text.strip())
        joined = " ".join([text.strip(), *(_text(lines[k]).strip() for k in used)])
        lines[i], styled[i] = [first._replace(text=joined)], True
        for k in range(i + 1, used[-1] + 1):
            lines[k], styled[k] = [], False


def _all_bold(line: list[Span]) -> bool:
    """Every piece of text on the line is bold and may count."""
    return (
        bool(line)
        and all((s.bold and s.reason is None and not s.tag) or not s.text.strip() for s in line)
        and any(s.text.strip() for s in line)
    )


def _over_limit(line: list[Span]) -> NearMiss:
    where = _text(line).strip()[:60]
    detail = f"more than {MAX_COMMANDS} commands in one post: the rest is not read"
    return NearMiss("WORK_LIMIT", where, detail)


def _shades(html: str, colour: str, options: ParseOptions, found: list[Found]) -> list[NearMiss]:
    """Names written in a shade of the counting colour (dark red for red) under
    ``colour_match = "exact"``: near misses, so the host learns why they did not count."""
    lines, _ = styled_lines(html, colour, options.spoilers == "count", True)
    counted = {(f.line, f.start) for f in found}
    misses = []
    for n, line in enumerate(lines):
        if not any(s.coloured for s in line) or any(s.reason for s in line if s.coloured):
            continue
        text = _text(line)
        for a, b in _ranges(line, _colour_run):
            if any(ln == n and a <= start < b for ln, start in counted):
                continue
            for p in run_commands(text[a:b], a) or _coloured_name(text[a:b], a):
                detail = "a shade of the counting colour, not the colour itself"
                misses.append(NearMiss("NOT_EXACT_COLOUR", p.raw, detail, p.kind, Markup.COLOUR))
    return misses


def _has_trigger(line: list[Span]) -> bool:
    """Lines without styled text (``styled_lines``) are read only with a command character
    or word."""
    text = _text(line).lower()
    return "vote" in text or "nominat" in text or "/" in text or "[" in text or "#" in text


def _has_phrase(line: list[Span], words: tuple[Word, ...]) -> bool:
    """A long bold run may still be a system's phrase ("**Ring the Bell with A, B, C**")."""
    if not words:
        return False
    text = _text(line).casefold()
    return any(p in text for w in words for p in w.phrases)


def _text(spans: list[Span]) -> str:
    return spans[0].text if len(spans) == 1 else "".join([s.text for s in spans])


def _groups(line: list[Span]) -> list[tuple[str | None, list[Span]]]:
    first = line[0].reason
    if all(s.reason == first for s in line):
        return [(first, line)]
    groups: dict[str | None, list[Span]] = {}
    for s in line:
        groups.setdefault(s.reason, []).append(s)
    return list(groups.items())


def _main(n: int, spans: list[Span], options: ParseOptions, out: Extraction) -> None:
    text = _text(spans)
    markers = options.markers
    accepted: list[Found] = []
    reach = 0  # the end of the furthest accepted run: nothing starting there can clash
    found_all = _candidates(n, spans, text, options.words, options.literal_bbcode)
    unrendered: list[Found] = []
    if "[colo" in text.lower() and Markup.COLOUR in markers:
        if options.literal_bbcode:
            found_all += _bb_colour(n, text, options)
        else:
            unrendered = _bb_colour(n, text, options)
    broken = _mistyped_tags(found_all, spans, text, out.broken_tags)  # no reading counts
    for found in found_all[: max(out.room(), 0)]:
        if broken and any(_clash(found, b) or found.run == b.run for b in broken):
            continue
        if found.run[0] < reach and any(_clash(found, a) for a in accepted):
            continue
        if found.markup in markers:
            accepted.append(found)
            reach = max(reach, found.run[1])
        else:
            out.near.append(_missing(found))
    for found in accepted:
        if options.own_line and text[: found.run[0]].strip() + text[found.run[1] :].strip():
            out.near.append(NearMiss("NOT_OWN_LINE", found.raw, "text beside the command",
                                     found.kind, found.markup))  # fmt: skip
        else:
            out.found.append(found)
    if "[" in text:
        out.near.extend(_broken(text))
    for found in unrendered:  # the readers saw the brackets: plain text, not colour
        if not any(_overlaps(found.run, f.run) for f in found_all):
            detail = "literal BBCode the forum did not render: the readers saw plain text"
            out.near.append(_plain_miss(found, "UNRENDERED_MARKUP", detail, markers))
    if "vote" in text.lower():
        out.near.extend(_prose_votes(text, found_all + unrendered, markers))


def _mistyped_tags(
    found_all: list[Found], spans: list[Span], text: str, seen: dict[int, NearMiss]
) -> list[Found]:
    """The readings of each drawn vote tag holding a mistyped closing tag ("VOTE:
    Ivo[/vot]", on this line or an earlier line of the same tag; ``seen``: the tags so
    far, by number, each with its near miss); not literal ``[vote]X[/vote]`` text, nor an
    unvote so typed."""
    runs = {(a, b): tag for a, b, tag in _tag_runs(spans)} if any(s.tag for s in spans) else {}
    out: list[Found] = []
    for f in found_all:
        tag = runs.get(f.run) if f.markup is Markup.VOTE_TAG else None
        if tag is None:
            continue
        if tag not in seen and f.kind is Kind.VOTE and _STRAY_CLOSE.search(text[slice(*f.run)]):
            said = text[slice(*f.run)].strip()
            seen[tag] = NearMiss("BROKEN_TAG", said, _STRAY_WHY, f.kind, f.markup, None,
                                 f.target_text)  # fmt: skip
        if tag in seen:
            out.append(f)
    return out


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _plain_miss(found: Found, reason: str, detail: str, markers: frozenset[Markup]) -> NearMiss:
    """A command written as plain text that does not count as one: where plain text is no
    counting marker, the plain-text near miss each system names (``VOTE_NOT_BOLD_OR_TAG``,
    ``VOTE_NOT_RED``); where it is, the ``reason`` given (reported as ignored)."""
    if Markup.TEXT not in markers:
        reason = "MISSING_MARKUP"
    return NearMiss(reason, found.raw, detail, found.kind, Markup.TEXT, None, found.target_text)


# a vote said in a sentence, anywhere in a line: "I vote X", "my vote is on X"
_PROSE_VOTE = re.compile(
    r"\b(?:i\s+(?:now\s+|hereby\s+|also\s+|still\s+)?vote"
    r"|my\s+vote(?:\s+is|'s|\s+goes|\s+stays|\s+remains|\s+will\s+be)(?:\s+now|\s+still)?)"
    r"(?:\s+(?:on|for|to|with))?\s+(?!for\b|on\b|to\b)([^\s,.;:!?()\[\]][^,.;:!?()\[\]\n]{0,59})",
    re.I,
)
_PROSE_STOP = frozenset(
    ("because", "since", "and", "but", "as", "if", "until", "unless", "when", "while",
     "today", "tonight", "now", "for", "so", "or", "then", "instead", "anyway", "too", "also")
)  # fmt: skip

_PROSE_NOT_NAME = frozenset(
    ("him", "her", "them", "it", "this", "that", "you", "we", "they", "he", "she", "i",
     "the", "a", "an", "no", "yes", "not", "nobody", "someone", "somebody", "whoever",
     "whatever", "whomever", "against", "later", "tomorrow", "again")
)  # fmt: skip


def _prose_votes(text: str, found: list[Found], markers: frozenset[Markup]) -> list[NearMiss]:
    """Prose shaped like a vote that no rule read as a command: a near miss, never a vote
    (``parser.shape`` keeps it only when the name is a player's)."""
    out = []
    for m in _PROSE_VOTE.finditer(text):
        if any(_overlaps(m.span(), f.run) or _overlaps(m.span(), (f.start, f.end)) for f in found):
            continue
        words = []
        for w in m.group(1).split()[:4]:
            if w.casefold() in _PROSE_STOP:
                break
            words.append(w)
        if not words or words[0].casefold() in _PROSE_NOT_NAME:
            continue
        target = " ".join(words)
        piece = Found(Kind.VOTE, Markup.TEXT, m.group(0).strip(), target, 0, m.start(),
                      m.end(), m.span())  # fmt: skip
        detail = "a vote said in a sentence, not a command"
        out.append(_plain_miss(piece, "PROSE_VOTE", detail, markers))
    return out


def _missing(found: Found) -> NearMiss:
    detail = f"{found.markup} is not a counting marker in this game"
    return NearMiss(
        "MISSING_MARKUP", found.raw, detail, found.kind, found.markup, None, found.target_text
    )


def _clash(f: Found, other: Found) -> bool:
    """Two readings of the same text (commands of one run never clash with each other)."""
    a, b = f.run, other.run
    same_run = a == b and f.markup == other.markup
    return not same_run and a[0] < b[1] and b[0] < a[1]


def _ignored(
    reason: str, n: int, spans: list[Span], options: ParseOptions, out: Extraction
) -> None:
    text = _text(spans)
    seen: list[Found] = []
    reach = 0
    found = _candidates(n, spans, text, options.words, options.literal_bbcode)
    for f in found[: max(out.room(), 0)]:
        if f.markup not in options.markers:
            continue
        if f.run[0] >= reach or not any(_clash(f, s) for s in seen):
            seen.append(f)
            reach = max(reach, f.run[1])
            out.ignored.append(Ignored(reason, f.kind, f.markup, f.raw, f.target_text))


def _candidates(
    n: int, spans: list[Span], text: str, words: tuple[Word, ...] = (), literal: bool = False
) -> list[Found]:
    """All readings of a line, best markup first (vote tag, bold, colour, slash, text).

    Literal BBCode (``[vote]X[/vote]``, ``[b]vote X[/b]``) is read as plain text unless
    ``literal`` (the ``literal_bbcode`` switch): the forum did not render it."""
    out: list[Found] = []
    tagged = bold = coloured = False
    for s in spans:
        if s.tag:
            tagged = True
        elif s.bold or s.coloured:
            bold, coloured = bold or s.bold, coloured or s.coloured
    if tagged:
        for a, b in _tag_ranges(spans):
            _add(out, n, _tag_pieces(text[a:b], a), Markup.VOTE_TAG, (a, b))
    if "[" in text:
        _bbcode(out, n, text, words, literal)
    if bold:
        _runs(out, n, spans, text, _bold_run, Markup.BOLD, words)
    if coloured:
        _runs(out, n, spans, text, _colour_run, Markup.COLOUR, words)
    if "/" in text:
        _add(out, n, slash_commands(text, 0, words), Markup.SLASH, None)
    pieces = text_commands(text, words)
    if pieces:
        styled = _ranges(spans, _styled)
        _add(out, n, [_within_run(p, text, styled) for p in pieces], Markup.TEXT, None)
    return [_phrased(f, words) for f in out] if words else out


def _phrased(f: Found, words: tuple[Word, ...]) -> Found:
    """A vote for a system's phrase ("VOTE: Crash the Party") is that phrase's command."""
    said = with_phrases(f.kind, f.target_text, words)
    if said is None:
        return f
    return f._replace(kind=said.kind, target_text=said.target, extra=said.extra)


def _bold_run(s: Span) -> bool:
    return s.bold and not s.tag


def _colour_run(s: Span) -> bool:
    return s.coloured and not s.tag


def _styled(s: Span) -> bool:
    return s.bold or s.coloured


def _within_run(p: Piece, text: str, runs: list[tuple[int, int]]) -> Piece:
    """A text command written in bold ends where the bold ends ("**##vote X** because")."""
    for a, b in runs:
        if a <= p.start < b < p.end:
            cut = split_commands(text[p.start : b], p.start)
            return cut[0] if cut else p
    return p


def _add(
    out: list[Found], n: int, pieces: list[Piece], markup: Markup, run: tuple[int, int] | None
) -> None:
    """Pieces as found commands; styled markup (``run`` given) spans its whole run."""
    for p in pieces:
        span = run if run is not None else (p.start, p.end)
        out.append(Found(p.kind, markup, p.raw, p.target, n, p.start, p.end, span, p.extra))


def _ranges(spans: list[Span], test: Callable[[Span], bool]) -> list[tuple[int, int]]:
    """Character ranges of the runs of consecutive spans passing ``test``."""
    ranges: list[tuple[int, int]] = []
    pos, inside = 0, False
    for s in spans:
        end = pos + len(s.text)
        if test(s):
            if inside:
                ranges[-1] = (ranges[-1][0], end)
            else:
                ranges.append((pos, end))
            inside = True
        else:
            inside = False
        pos = end
    return ranges


def _tag_ranges(spans: list[Span]) -> list[tuple[int, int]]:
    """Character ranges of each vote tag's text (consecutive spans of one tag)."""
    return [(a, b) for a, b, _ in _tag_runs(spans)]


def _tag_runs(spans: list[Span]) -> list[tuple[int, int, int]]:
    """(start, end, tag number) of each vote tag's text on the line."""
    ranges: list[tuple[int, int, int]] = []
    pos, last = 0, 0
    for s in spans:
        end = pos + len(s.text)
        if s.tag > 0 and s.tag == last:
            ranges[-1] = (ranges[-1][0], end, s.tag)
        elif s.tag > 0:
            ranges.append((pos, end, s.tag))
        last = s.tag
        pos = end
    return ranges


def _runs(
    out: list[Found],
    n: int,
    spans: list[Span],
    text: str,
    test: Callable[[Span], bool],
    markup: Markup,
    words: tuple[Word, ...] = (),
) -> None:
    for a, b in _ranges(spans, test):
        pieces = run_commands(text[a:b], a, words)
        if markup is Markup.COLOUR and not pieces:
            pieces = _coloured_name(text[a:b], a)
        _add(out, n, pieces, markup, (a, b))


def _coloured_name(run: str, offset: int) -> list[Piece]:
    """A short run in the counting colour is a vote for that name (seed 004)."""
    name = run.strip().strip(".,;:!?")
    if not name or len(name) > 40 or len(name.split()) > 5:
        return []
    return [Piece(Kind.VOTE, offset, offset + len(run), run.strip(), name)]


def _tag_pieces(tag_text: str, offset: int) -> list[Piece]:
    pieces = split_commands(tag_text, offset)
    if not pieces:
        # text with no vote word: the rest of a tag around a nested one ("UNVOTE: [vote]X
        # [/vote] ..." left open) is no command of its own and must not undo the nested
        # vote (accuracy, 23588 #474); the forum writes "VOTE:"/"UNVOTE:" in every tag
        return []
    return [
        p._replace(kind=Kind.UNVOTE) if p.kind is Kind.VOTE and not p.target else p for p in pieces
    ]


def _bb_colour(n: int, text: str, options: ParseOptions) -> list[Found]:
    """Literal ``[color=red]Name[/color]`` left in the text (BBCode an import kept raw):
    a run in the counting colour, like the rendered ``<span style="color: …">``."""
    from votecount.parser.colours import near, to_hex

    wanted = options.colour_hex
    out: list[Found] = []
    for m in _BB_COLOUR.finditer(text):
        found = to_hex(m.group(1).strip("\"' "))
        if wanted is None or found is None:
            continue
        if found != wanted and not (options.colour_match == "near" and near(found, wanted)):
            continue
        a, b = m.start(2), m.end(2)
        pieces = run_commands(text[a:b], a) or _coloured_name(text[a:b], a)
        _add(out, n, pieces, Markup.COLOUR, (m.start(), m.end()))
    return out


def _bbcode(
    out: list[Found], n: int, text: str, words: tuple[Word, ...] = (), literal: bool = False
) -> None:
    """Literal BBCode left in the text: ``[vote]X[/vote]``, ``[unvote]``, ``[b]...[/b]``;
    plain text (``Markup.TEXT``) unless ``literal``: the readers saw the brackets."""
    tag, bold = (Markup.VOTE_TAG, Markup.BOLD) if literal else (Markup.TEXT, Markup.TEXT)
    for m in bb_votes(text, MAX_PIECES):  # parser.scan: linear, even with unclosed tags
        target = (m.group(2) or "").strip()
        inner = [p for p in split_commands(target) if p.target] if KEYWORD.search(target) else []
        target = inner[-1].target or "" if inner else target
        kind = Kind.VOTE if m.group(1) and target else Kind.UNVOTE
        piece = Piece(kind, m.start, m.end, m.text, target or None)
        _add(out, n, [piece], tag, (m.start, m.end))
    for m in bb_bolds(text, MAX_PIECES):
        run = m.group(1) or ""
        _add(out, n, run_commands(run, m.start + 3, words), bold, (m.start, m.end))


def _broken(text: str) -> list[NearMiss]:
    """Unbalanced BBCode around a keyword: "[b] vote:x[\\b]" never rendered as bold."""
    if "[" not in text:
        return []
    votes_out = blank(text, bb_votes(text))
    rest = blank(votes_out, bb_bolds(votes_out))
    if len(rest) < 120 and _BB_BROKEN.search(rest) and KEYWORD.search(rest):
        return [NearMiss("BROKEN_TAG", text.strip(), "unbalanced BBCode around a command")]
    return []


__all__ = ["Extraction", "extract", "kind_of"]
