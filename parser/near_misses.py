"""What looks like a command but does not count, told to the host as a ``NearMiss``: a
vote tag with a mistyped closing tag, a markup this game does not count, unbalanced or
unrendered BBCode, a shade of the counting colour, a vote said in a sentence; and the
clash test between two readings of the same text."""

from __future__ import annotations

import re

from votecount.parser.grammar import KEYWORD, run_commands
from votecount.parser.model import Kind, Markup
from votecount.parser.options import ParseOptions
from votecount.parser.readings import (
    coloured_name_pieces,
    is_colour_run,
    span_ranges,
    spans_text,
    tag_runs,
)
from votecount.parser.result import Found, NearMiss
from votecount.parser.rulebook import rule
from votecount.parser.scan import bb_bolds, bb_votes, blank
from votecount.parser.walk import Span, styled_lines

_BB_BROKEN = re.compile(r"\[(?:/?\\?b|/?vote|/?v|/?unvote|/?quote)[\]=\s]|\[/?quote", re.I)
# a closing tag mistyped inside a vote tag ("VOTE: Ivo[/vot]", "VOTE: Ivo[\\vote]"): the
# forum still drew the tag, but hosts do not count a vote they see was typed wrong (an
# unvote so typed still withdraws: "UNVOTE: [/unvote[" around a vote tag)
_STRAY_CLOSE = re.compile(r"\[\s*[/\\]")
_STRAY_WHY = "a vote tag holding a mistyped closing tag: hosts do not count it"


def colour_shades(
    html: str, colour: str, options: ParseOptions, found: list[Found]
) -> list[NearMiss]:
    """Names written in a shade of the counting colour (dark red for red) under
    ``colour_match = "exact"``: near misses, so the host learns why they did not count."""
    lines, _ = styled_lines(html, colour, options.spoilers == "count", True)
    counted = {(f.line, f.start) for f in found}
    misses = []
    for n, line in enumerate(lines):
        if not any(s.coloured for s in line) or any(s.reason for s in line if s.coloured):
            continue
        text = spans_text(line)
        for a, b in span_ranges(line, is_colour_run):
            if any(ln == n and a <= start < b for ln, start in counted):
                continue
            for p in run_commands(text[a:b], a) or coloured_name_pieces(text[a:b], a):
                detail = "a shade of the counting colour, not the colour itself"
                misses.append(NearMiss("NOT_EXACT_COLOUR", p.raw, detail, p.kind, Markup.COLOUR))
    return misses


@rule("broken_tag")
def mistyped_tags(
    found_all: list[Found], spans: list[Span], text: str, seen: dict[int, NearMiss]
) -> list[Found]:
    """The readings of each drawn vote tag holding a mistyped closing tag ("VOTE:
    Ivo[/vot]", on this line or an earlier line of the same tag; ``seen``: the tags so
    far, by number, each with its near miss); not literal ``[vote]X[/vote]`` text, nor an
    unvote so typed."""
    runs = {(a, b): tag for a, b, tag in tag_runs(spans)} if any(s.tag for s in spans) else {}
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


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two (start, end) ranges of a line share a character."""
    return a[0] < b[1] and b[0] < a[1]


def plain_miss(found: Found, reason: str, detail: str, markers: frozenset[Markup]) -> NearMiss:
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


def prose_votes(text: str, found: list[Found], markers: frozenset[Markup]) -> list[NearMiss]:
    """Prose shaped like a vote that no rule read as a command: a near miss, never a vote
    (``parser.shape`` keeps it only when the name is a player's)."""
    out = []
    for m in _PROSE_VOTE.finditer(text):
        if any(overlaps(m.span(), f.run) or overlaps(m.span(), (f.start, f.end)) for f in found):
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
        out.append(plain_miss(piece, "PROSE_VOTE", detail, markers))
    return out


def missing_markup(found: Found) -> NearMiss:
    """A command in a markup this game does not count (``MISSING_MARKUP``)."""
    detail = f"{found.markup} is not a counting marker in this game"
    return NearMiss(
        "MISSING_MARKUP", found.raw, detail, found.kind, found.markup, None, found.target_text
    )


def clash(f: Found, other: Found) -> bool:
    """Two readings of the same text (commands of one run never clash with each other)."""
    a, b = f.run, other.run
    same_run = a == b and f.markup == other.markup
    return not same_run and a[0] < b[1] and b[0] < a[1]


def broken_bbcode(text: str) -> list[NearMiss]:
    """Unbalanced BBCode around a keyword: "[b] vote:x[\\b]" never rendered as bold."""
    if "[" not in text:
        return []
    votes_out = blank(text, bb_votes(text))
    rest = blank(votes_out, bb_bolds(votes_out))
    if len(rest) < 120 and _BB_BROKEN.search(rest) and KEYWORD.search(rest):
        return [NearMiss("BROKEN_TAG", text.strip(), "unbalanced BBCode around a command")]
    return []
