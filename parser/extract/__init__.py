"""Post HTML (any engine) -> commands in written order, plus ignored text and near misses.

How text becomes a command (``parser.grammar`` has the word-level rules, ``parser.readings``
every reading of a line, ``parser.near_misses`` what looks like a command but is not one):

* **vote tag** — a ``span.bbvote`` element ("VOTE: X", "UNVOTE: ...", an empty vote is an
  unvote; one holding a mistyped closing tag, "VOTE: X[/vot]", is a ``BROKEN_TAG`` near
  miss: the hosts do not count it); literal ``[vote]X[/vote]``, ``[v]X[/v]``, ``[unvote]`` text only with the
  ``literal_bbcode`` switch (else it is plain text, as the readers saw it); with it, a
  command whose opening tag was mistyped ("[b[Vote: X[/b]") takes its closing tag's markup.
* **bold** — a bold run (any engine's bold; see ``parser.walk``) whose text starts with a
  keyword, after at most two harmless words. Several keywords in one run give several
  commands ("Unvote.  Vote: Trendall."). A run that is only "No Lynch" votes no
  elimination; a run that is only YES / NO is a ballot. A keyword misspelt by one edit
  ("Vtoe: X", "Unovte") may start the run or follow an unvote (``grammar.typo_keyword``).
* **colour** — a run in the counting colour: a keyword run as for bold, or a short name
  (≤ 5 words) which is a vote for that name; literal ``[color=red]X[/color]`` text only
  with ``literal_bbcode`` (else a near miss: the readers saw the brackets, not red).
* **slash** — ``/vote X``, ``/unvote``, ``/nominate X``, ``/in, seat 4``,
  ``/travel in, seat 9``, ``/out``, ``/whisper @X``, ``/accept``, ``/exile X``, ``/yes``.
* **text** — ``##vote X`` anywhere, ``VOTE: X`` at a line start, or a short line that is
  only a command ("Unvote", "vote Bob"). A vote said in a sentence anywhere in a line
  ("I vote X, because …", "my vote is on X") is a near miss, never a command.

Never a command: text in quotes (and a command a typed ``[/quote]`` follows on its line,
with more of the post after it: a quotation whose tags broke; the lines of a
quotation typed with quote marks, ``typed_quotations``, or with "> " before each line,
``prefixed_quotations``), spoilers (unless
``spoilers=count``), code, struck text, ``[area]`` fieldsets and signatures — these come
back as ``Ignored`` with the reason.

The lines a command is joined from (a vote broken over bold lines, a vote tag's name on
the next line) are ``joins``'; the lines that are someone else's words though no quote
tag drew them (typed quote marks, "> " lines, "X wrote:", a typed ``[/quote]``) and the
lines that go on a sentence are ``quotations``'.
"""

from __future__ import annotations

import re

from votecount.parser.asides import (
    disclaimed,
    disclaimed_next_line,
    example_above,
    example_before,
    not_yet,
    of_earlier,
    of_kind,
    only_if_made,
    past_report,
)
from votecount.parser.extract.joins import glued_name, join_broken_votes, join_split_tags
from votecount.parser.extract.quotations import (
    after_attribution,
    continued_lines,
    hypothetical_lists,
    prefixed_quotations,
    typed_quotations,
    typed_quote_end,
    typed_quote_lines,
)
from votecount.parser.extract.rows import voter_rows
from votecount.parser.grammar import kind_of
from votecount.parser.markup import QUOTE
from votecount.parser.model import Kind, Markup, Word
from votecount.parser.near_misses import (
    broken_bbcode,
    clash,
    colour_shades,
    missing_markup,
    mistyped_tags,
    overlaps,
    plain_miss,
    prose_votes,
)
from votecount.parser.options import ParseOptions
from votecount.parser.prefilter import may_hold_commands
from votecount.parser.prose import addressed, joked, plain_request
from votecount.parser.readings import bb_colour, reading_candidates, spans_text
from votecount.parser.result import Found, Ignored, NearMiss
from votecount.parser.walk import Span, styled_lines

_PRIORITY = (Markup.VOTE_TAG, Markup.BOLD, Markup.COLOUR, Markup.SLASH, Markup.TEXT)
_DISCLAIMABLE = frozenset((Kind.VOTE, Kind.UNVOTE))  # what a disclaimer beside it undoes
_BULLETS = " \t-*•–—+"  # a list item's mark before its command
_ITEM_MARK = re.compile(r"[\s\-*•–—+]*(?:\d{1,2}[.)])?\s*$")  # or its number ("2. vote X")
_TRIGGERS = ("vote", "nominat", "/", "[", "#", "voting")
# a line's label before its command: a name of at most three words, then ":", "-" or "="
_LABEL = re.compile(r"\s*[-*•]?\s*([^\W\d_][\w.'’]*(?:[ _-][\w.'’]+){0,2})\s*[:=\-–—]+\s*$")
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
        # a command whose line opens with a short label ("Lark - **VOTE: X**"): the label,
        # by the command's (line, start); parse.listed_votes asks the roster who it names
        self.labels: dict[tuple[int, int], str] = {}
        # a command said to someone ("Lark, **vote X**"; ``prose.addressed``): whom, by the
        # command's (line, start); parse.told_another asks the roster whether it is a player
        self.addressed: dict[tuple[int, int], str] = {}

    def room(self) -> int:
        """How many more pieces this post may add before the work limit."""
        return MAX_COMMANDS - len(self.found) - len(self.ignored) - len(self.near)


def extract(
    html: str,
    options: ParseOptions,
    *,
    prefilter: bool = True,
    author: str = "",
    author_name: str = "",
) -> Extraction:
    """Walk the post once and collect every command-looking piece of text.

    Posts that ``parser.prefilter`` proves command-free are not parsed at all
    (``prefilter=False`` forces the full path; the tests compare the two). ``author``:
    the writer, whose own row of a table of who votes whom is theirs (``voter_rows``),
    under their login or their display name ``author_name``.
    """
    out = Extraction()
    if prefilter and not may_hold_commands(html, options):
        return out
    colour = options.colour_hex if Markup.COLOUR in options.markers else None
    near = options.colour_match == "near"
    lines, styled = styled_lines(
        voter_rows(html, author, author_name), colour, options.spoilers == "count", near
    )
    join_split_tags(lines, styled)
    if Markup.BOLD in options.markers:
        join_broken_votes(lines, styled)
    # the last line holding text (from the end: most often the last line itself)
    last = next((n for n in reversed(range(len(lines))) if spans_text(lines[n]).strip()), -1)
    quoted = typed_quotations(lines) | prefixed_quotations(lines) | after_attribution(lines)
    quoted |= typed_quote_lines(lines)
    continued = continued_lines(lines)
    listed = hypothetical_lists(lines)
    for n, line in enumerate(lines):
        if not styled[n] and not _has_trigger(line) and not _has_phrase(line, options.words):
            continue
        if out.room() <= 0:
            out.near.append(_over_limit(line))
            break
        for reason, spans in _groups(line):
            if reason is None and n in quoted:  # someone's words in typed quote marks
                _ignored(QUOTE, n, spans, options, out)
            elif reason is None:
                below = _disclaimed_below(lines, n) if n < last else None
                shown = n > 0 and _shown_above(lines, n)
                _main(n, spans, options, out, n < last, n in continued, n in listed, below, shown)
            else:
                _ignored(reason, n, spans, options, out)
    out.near.extend(out.broken_tags.values())
    if colour is not None and not near and "color" in html.lower():
        out.near.extend(colour_shades(html, colour, options, out.found))
    out.found.sort(key=lambda f: (f.line, f.start))
    return out


def _disclaimed_below(lines: list[list[Span]], n: int) -> str | None:
    """The next line holding text after line ``n`` (past at most one empty line), when it
    is the writer's own plain words saying the command above is none ("(joke, not a real
    vote)", "^ not serious", "(not a real unvote)"; ``asides.disclaimed_next_line``)."""
    for line in lines[n + 1 : n + 3]:
        text = spans_text(line)
        if text.strip():
            said = all(s.reason is None for s in line) and disclaimed_next_line(text)
            return text if said else None
    return None


def _shown_above(lines: list[list[Span]], n: int) -> bool:
    """The line holding text before line ``n`` (past at most one empty line) is the
    writer's own plain label showing the next line as the syntax ("Example:", "This is
    how you vote:"; ``asides.example_above``)."""
    for line in (lines[k] for k in range(n - 1, max(n - 3, -1), -1)):
        text = spans_text(line)
        if text.strip():
            return all(s.reason is None for s in line) and example_above(text)
    return False


def _over_limit(line: list[Span]) -> NearMiss:
    where = spans_text(line).strip()[:60]
    detail = f"more than {MAX_COMMANDS} commands in one post: the rest is not read"
    return NearMiss("WORK_LIMIT", where, detail)


def _has_trigger(line: list[Span]) -> bool:
    """Lines without styled text (``styled_lines``) are read only with a command character
    or word ("voting": a bold "I'm voting X", ``grammar.declared``)."""
    text = spans_text(line).lower()
    return any(t in text for t in _TRIGGERS)


def _has_phrase(line: list[Span], words: tuple[Word, ...]) -> bool:
    """A long bold run may still be a system's phrase ("**Ring the Bell with A, B, C**")."""
    if not words:
        return False
    text = spans_text(line).casefold()
    return any(p in text for w in words for p in w.phrases)


def _groups(line: list[Span]) -> list[tuple[str | None, list[Span]]]:
    first = line[0].reason
    if all(s.reason == first for s in line):
        return [(first, line)]
    groups: dict[str | None, list[Span]] = {}
    for s in line:
        groups.setdefault(s.reason, []).append(s)
    return list(groups.items())


def _main(
    n: int, spans: list[Span], options: ParseOptions, out: Extraction, more: bool,
    continued: bool = False, listed: bool = False, below: str | None = None, shown: bool = False,
) -> None:  # fmt: skip
    """The commands of line ``n``'s own text (``more``: a later line of the post holds text;
    ``continued``: the line goes on a sentence the line before it began; ``listed``: an
    item of a list of what the writer would do in a case; ``below``: the next line says
    the vote above it is none; ``shown``: the line above shows this one as the syntax)."""
    text = spans_text(spans)
    markers = options.markers
    accepted: list[Found] = []
    reach = 0  # the end of the furthest accepted run: nothing starting there can clash
    found_all = reading_candidates(n, spans, text, options.words, options.literal_bbcode)
    found_all = [glued_name(text, f) for f in found_all]
    unrendered: list[Found] = []
    if "[colo" in text.lower() and Markup.COLOUR in markers:
        if options.literal_bbcode:
            found_all += bb_colour(n, text, options)
        else:
            unrendered = bb_colour(n, text, options)
    broken = mistyped_tags(found_all, spans, text, out.broken_tags)  # no reading counts
    for found in found_all[: max(out.room(), 0)]:
        if broken and any(clash(found, b) or found.run == b.run for b in broken):
            continue
        if found.run[0] < reach and any(clash(found, a) for a in accepted):
            continue
        if found.markup in markers:
            accepted.append(found)
            reach = max(reach, found.run[1])
        else:
            out.near.append(missing_markup(found))
    for found in accepted:
        if typed_quote_end(text, found, more):
            out.ignored.append(Ignored(QUOTE, found.kind, found.markup, found.raw,
                                       found.target_text))  # fmt: skip
        elif found.kind in _DISCLAIMABLE and _joked(found):
            detail = "a retraction after the name ('jk', 'not really')"
            out.near.append(NearMiss("JOKE_VOTE", found.raw, detail, found.kind, found.markup,
                                     target_text=found.target_text))  # fmt: skip
        elif (
            below is not None
            and found.kind in _DISCLAIMABLE
            and of_kind(below, found.kind is Kind.UNVOTE)
            and found is accepted[-1]
            and _ends_line(text, found.run[1])
        ):
            out.near.append(NearMiss("PROSE_VOTE", found.raw, "the writer says on the next "
                                     "line that it is no real vote", found.kind, found.markup,
                                     target_text=found.target_text))  # fmt: skip
        elif shown and found is accepted[0] and not text[: found.run[0]].strip(_BULLETS):
            out.near.append(NearMiss("PROSE_VOTE", found.raw, "an example of the syntax, "
                                     "shown by the line above", found.kind, found.markup,
                                     target_text=found.target_text))  # fmt: skip
        elif (aside := _aside(text, found, _words_after(text, found, accepted))) is not None:
            out.near.append(NearMiss("PROSE_VOTE", found.raw, aside, found.kind, found.markup,
                                     target_text=found.target_text))  # fmt: skip
        elif found.markup is Markup.TEXT and plain_request(
            str(found.kind), found.target_text, found.raw
        ):
            detail = "plain text asking the others or planning ('vote me', 'vote X later')"
            out.near.append(NearMiss("PROSE_VOTE", found.raw, detail, found.kind, found.markup,
                                     target_text=found.target_text))  # fmt: skip
        elif (
            listed
            and found.markup is not Markup.VOTE_TAG
            and _ITEM_MARK.match(text[: found.run[0]])
        ):
            out.near.append(NearMiss("PROSE_VOTE", found.raw, "an item of a list of what the "
                                     "writer would do", found.kind, found.markup))  # fmt: skip
        elif continued and found.markup is Markup.TEXT and not text[: found.run[0]].strip():
            out.near.append(NearMiss("PROSE_VOTE", found.raw, "the line goes on a sentence "
                                     "of the line before", found.kind, found.markup))  # fmt: skip
        elif options.own_line and text[: found.run[0]].strip() + text[found.run[1] :].strip():
            out.near.append(NearMiss("NOT_OWN_LINE", found.raw, "text beside the command",
                                     found.kind, found.markup))  # fmt: skip
        else:
            out.found.append(found)
            label = _LABEL.match(text, 0, found.run[0]) if found.run[0] else None
            if label is not None:
                out.labels[(n, found.start)] = label.group(1)
            if found.markup is not Markup.VOTE_TAG and found.kind in _DISCLAIMABLE:
                who = addressed(text[: found.start], found.raw, text[found.run[1] :])
                if who is not None:
                    out.addressed[(n, found.start)] = who
    if "[" in text:
        out.near.extend(broken_bbcode(text))
    for found in unrendered:  # the readers saw the brackets: plain text, not colour
        if not any(overlaps(found.run, f.run) for f in found_all):
            detail = "literal BBCode the forum did not render: the readers saw plain text"
            out.near.append(plain_miss(found, "UNRENDERED_MARKUP", detail, markers))
    if "vote" in text.lower():
        out.near.extend(prose_votes(text, found_all + unrendered, markers))


def _ends_line(text: str, end: int) -> bool:
    """Nothing but stops, brackets or spaces after ``end`` on the line."""
    return not text[end:].strip(" \t.!,;:)]")


def _joked(found: Found) -> bool:
    """A vote's or unvote's own text ends with a retraction ("VOTE: Ivo jk", "**UNVOTE
    jk**"; ``prose.joked``): an unvote names no one, so its whole text is read; one in
    the past tense ("Unvote, I was just kidding") takes back the vote, not the unvote."""
    if found.kind is Kind.UNVOTE:
        return joked(found.raw, found.raw) and not of_earlier(found.raw)
    return joked(found.raw, found.target_text)


def _words_after(text: str, found: Found, accepted: list[Found]) -> str:
    """The words after ``found``'s styled run that are its own: none when a later vote of
    the line shares the run ("**UNVOTE, VOTE: X**": the unvote is not the last); past an
    unvote right after it, in the run or in the next run ("**VOTE: X, UNVOTE** (not
    serious)", "**VOTE: X** **UNVOTE** (not serious)": the vote is as disclaimed as the
    unvote, not left standing)."""
    end = found.run[1]
    for a in accepted:
        if a.start <= found.start:
            continue
        if a.run == found.run and a.kind is not Kind.UNVOTE:
            return ""
        if a.kind is Kind.UNVOTE and (a.run == found.run or not text[end : a.run[0]].strip(" ,;")):
            end = max(end, a.run[1])
    return text[end:]


def _aside(text: str, found: Found, own_after: str) -> str | None:
    """Why the writer's words beside a command make it none of theirs now
    (``parser.asides``): a vote said to be none or cast only if made to; any command
    shown as an example or reported from an earlier game. None when nothing does. The
    words after the run are the command's when ``_words_after`` gives them (``own_after``):
    "**UNVOTE, VOTE: X** (not serious)" disclaims the vote only."""
    after = text[found.run[1] :]
    if found.kind in _DISCLAIMABLE and disclaimed(
        found.target_text, own_after, found.kind is Kind.UNVOTE
    ):
        return "the writer says beside it that it is no real vote"
    if found.kind is Kind.VOTE and only_if_made(found.target_text, after):
        return "a vote the writer would cast only if made to ('if I had to')"
    if example_before(text[: found.start]):
        return "an example of the syntax ('e.g. VOTE: X')"
    if found.kind is Kind.VOTE and not_yet(text[: found.start]):
        return "a vote the writer may cast later ('Likely vote: X')"
    if past_report(text[: found.start], after):
        return "the writer reporting a command of an earlier game or day"
    return None


def _ignored(
    reason: str, n: int, spans: list[Span], options: ParseOptions, out: Extraction
) -> None:
    text = spans_text(spans)
    seen: list[Found] = []
    reach = 0
    found = reading_candidates(n, spans, text, options.words, options.literal_bbcode)
    for f in found[: max(out.room(), 0)]:
        if f.markup not in options.markers:
            continue
        if f.run[0] >= reach or not any(clash(f, s) for s in seen):
            seen.append(f)
            reach = max(reach, f.run[1])
            out.ignored.append(Ignored(reason, f.kind, f.markup, f.raw, f.target_text))


__all__ = ["Extraction", "extract", "kind_of"]
