"""Every reading of one line of a post: the command-looking pieces each markup gives
(vote tag, literal BBCode, bold run, colour run, slash, text), best markup first, before
``parser.extract`` chooses among them. Owns the span runs of a line and the ``Found``
values built from ``parser.grammar``'s pieces."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable

from votecount.parser.grammar import (
    AGAIN_WORDS,
    KEYWORD,
    MAX_PIECES,
    Piece,
    declared_later,
    declares,
    run_commands,
    split_commands,
    text_commands,
    with_phrases,
)
from votecount.parser.model import Kind, Markup, Word
from votecount.parser.options import ParseOptions
from votecount.parser.prose import (
    PROSE_START,
    asked_before,
    hypothetical_before,
    not_own_clause,
    planned_before,
    preamble_ok,
    prose_before,
    reported_before,
)
from votecount.parser.result import Found
from votecount.parser.rulebook import rule
from votecount.parser.scan import bb_bolds, bb_votes
from votecount.parser.slash import after_pings, slash_commands
from votecount.parser.walk import Span

_BB_COLOUR = re.compile(r"\[colou?r=([^\]\[]{1,40})\]([^\[]{1,200})\[/colou?r\]", re.I)
# a command whose opening tag was mistyped or lost and whose closing tag is whole, at a
# line's start or touching a stray bracket: "Vote: X[/b]", "[b[Vote: X[/b]",
# "[/b]Vote: X[/b]", "[bold]Vote: X[/vote]" (not "[n] vote X [/b]": another tag, a space)
_BB_HALF = re.compile(r"(?:^\s*|[\[\]])((?:un)?vote\b[^\[\]]{0,80}?)\s*\[/(b|vote)\]", re.I)


def spans_text(spans: list[Span]) -> str:
    return spans[0].text if len(spans) == 1 else "".join([s.text for s in spans])


def reading_candidates(
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
            typed = _typed_before(text, a, b)
            if typed is not None:
                _add(out, n, [typed], Markup.VOTE_TAG, (typed.start, b))
                continue
            _add(out, n, _tag_pieces(text[a:b], a), Markup.VOTE_TAG, (a, b))
    if "[" in text:
        _bbcode(out, n, text, words, literal)
    if bold:
        _runs(out, n, spans, text, _bold_run, Markup.BOLD, words)
    if coloured:
        _runs(out, n, spans, text, is_colour_run, Markup.COLOUR, words)
    if "/" in text:
        _add(out, n, slash_commands(text, 0, words), Markup.SLASH, None)
    pieces = text_commands(text, words) or after_pings(text, words)
    if pieces:
        styled = span_ranges(spans, _styled)
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


def is_colour_run(s: Span) -> bool:
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


def span_ranges(spans: list[Span], test: Callable[[Span], bool]) -> list[tuple[int, int]]:
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
    return [(a, b) for a, b, _ in tag_runs(spans)]


def tag_runs(spans: list[Span]) -> list[tuple[int, int, int]]:
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
    for a, b in span_ranges(spans, test):
        pieces = run_commands(text[a:b], a, words)
        will = declares(text[a:b])  # "**I'm voting X**": the run says the writer's will
        if pieces and (
            _sentence_before(text, a)
            or (will and (_in_sentence(text, a) or declared_later(text[a:b], text[b:])))
            or _question_around(text, a, b)
            or _reported(text, a, b, will)
            or _hypothetical(text, a, b)
            or _planned(text, a, will)
        ):
            continue
        if markup is Markup.COLOUR and not pieces:
            pieces = coloured_name_pieces(text[a:b], a)
        named = _name_after(text, a, b, pieces)
        if named is not None:
            _add(out, n, [named], markup, (a, named.end))
            continue
        _add(out, n, pieces, markup, (a, b))


@rule("prose_before")
def _sentence_before(text: str, a: int) -> bool:
    """A styled run at ``a`` whose vote word the plain words before it on its line make a
    word of a sentence ("Do not **vote X**", "I will never **vote X**", "You should **vote
    X**"): ``prose.prose_before`` (a negation, the others told, or "you" and a modal among
    the three words since a comma, colon or stop, with only glue words after it), so no
    command. The writer's own "I will **vote X**" stays (a question: ``_question_around``)."""
    return prose_before(text[:a])


@rule("declared_in_sentence")
def _in_sentence(text: str, a: int) -> bool:
    """A run saying the writer's will ("**I'm voting X**") after plain words of its clause
    holding a word that makes them a sentence (``prose.not_own_clause``: "Scum would say
    **I'm voting X**", "Ivo told us **I'm voting X**"): words said of, for or by another,
    not the writer's vote (review27a)."""
    return not_own_clause(text[:a])


@rule("question_around")
def _question_around(text: str, a: int, b: int) -> bool:
    """A styled run from ``a`` to ``b`` inside a question the plain words before it open
    and a "?" after it closes ("Why would you **vote X**?", "Should we **vote X**?"):
    ``prose.asked_before``, so no command."""
    return asked_before(text[:a], text[b:])


@rule("hypothetical")
def _hypothetical(text: str, a: int, b: int) -> bool:
    """A styled run from ``a`` to ``b`` after the writer's conditional, with their place in
    another's case before it or right after it ("if I were town I'd **VOTE: X**", "I'd
    **VOTE: X** if I were scum"): ``prose.hypothetical_before``, a vote the writer would
    give, so no command."""
    return hypothetical_before(text[:a], text[b:])


@rule("planned_before")
def _planned(text: str, a: int, will: bool = False) -> bool:
    """A styled run at ``a`` after a sentence that opens with a condition and ends with
    the writer's will ("If Ivo claims I'll **vote Ivo**"), or whose run says the will
    (``will``: "If Lark flips, **I'm voting Ivo**"): ``prose.planned_before``, a vote
    the writer plans once something happens, so no command."""
    return planned_before(text[:a], will)


@rule("reported_quote")
def _reported(text: str, a: int, b: int, first_person: bool = False) -> bool:
    """A styled run from ``a`` to ``b`` in quote marks after a word of saying ("Ivo said
    **\"VOTE: X\"**", "Lark wrote: “**vote X**”"), or in the first person with none
    (``first_person``: "Lark said: **I'm voting Ivo**"): ``prose.reported_before``,
    someone's words quoted, so no command."""
    return reported_before(text[:a], text[a:b], first_person)


# a styled run that is only the vote or nomination word ("Vote:", "VOTE -", "Nominate:"):
# the name follows it
_SENTENCE_BREAK = re.compile(r"[.!?]+(?:\s|$)")  # a stop may touch the run: "Done.**Vote:**"
_SENTENCE_OR_TAG = re.compile(r"[.!?]+\s|[\]\n]")
# ("**/vote** X", "**I nominate** X": a slash before the word, "I" before "nominate")
_KEYWORD_ONLY = re.compile(
    r"^[\s*/]*(?:vote(?:\s+(?:again|change|switch|swap))?|(?:i\s+)?nominate)\s*[:\-–—>=]*\s*$",
    re.I,
)


def _name_after(text: str, a: int, b: int, pieces: list[Piece]) -> Piece | None:
    """A bold or coloured run that is only the vote (or nomination) word, its name right
    after it on the same line, outside the run ("**Vote:** Bramble", "**Vote** **Bramble**",
    "**Nominate:** Bramble", "**Vote change:** **Bramble**"): one command, the run reaching
    to the name's end, as a host reads the writer's styled keyword."""
    if len(pieces) != 1 or not _KEYWORD_ONLY.match(text[a:b]):
        return None
    if pieces[0].target is not None and pieces[0].target.casefold() not in AGAIN_WORDS:
        return None
    rest = text[b:]
    if not rest.strip() or KEYWORD.match(rest.lstrip(" \t:")):
        return None
    if not preamble_ok(_SENTENCE_BREAK.split(text[:a])[-1]):
        return None  # "I do feel ready to **vote** X", "To vote, post **Vote:** Name"
    lead = a + len(text[a:b]) - len(text[a:b].lstrip(" \t*/"))  # past a slash
    cut = split_commands(text[lead:], lead)
    if not cut or cut[0].kind not in (Kind.VOTE, Kind.NOMINATE) or not cut[0].target:
        return None
    first = cut[0].target.split()[0]
    if not preamble_ok(first) or first.strip(".,;:!?").casefold() in PROSE_START:
        return None  # a sentence: "**Vote** off for now", "**Vote** You may vote here."
    return cut[0]


def coloured_name_pieces(run: str, offset: int) -> list[Piece]:
    """A short run in the counting colour is a vote for that name (seed 004)."""
    name = run.strip().strip(".,;:!?")
    if not name or len(name) > 40 or len(name.split()) > 5:
        return []
    return [Piece(Kind.VOTE, offset, offset + len(run), run.strip(), name)]


# "[\\vote] Name" typed by hand just before an empty vote tag: the player's name went
# between a mistyped opening tag and the tag the forum drew ("[\\vote] X[vote][/vote]")
_TYPED_OPEN = re.compile(r"\[\s*[\\/]?\s*vote\s*\]\s*([^\[\]]{1,40}?)\s*$", re.I)
_EMPTY_VOTE = re.compile(r"^\s*vote\s*:?\s*$", re.I)


@rule("typed_before")
def _typed_before(text: str, a: int, b: int) -> Piece | None:
    """An empty vote tag right after a hand-typed opening tag and a name on its line
    ("[\\vote] Juno" then the tag): a vote for that name, as the host reads it."""
    if not _EMPTY_VOTE.match(text[a:b]):
        return None
    typed = _TYPED_OPEN.search(text, 0, a)
    if typed is None or not typed.group(1).strip():
        return None
    return Piece(Kind.VOTE, typed.start(), b, text[typed.start() : b], typed.group(1).strip())


@rule("empty_tag")
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


def bb_colour(n: int, text: str, options: ParseOptions) -> list[Found]:
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
        pieces = run_commands(text[a:b], a) or coloured_name_pieces(text[a:b], a)
        _add(out, n, pieces, Markup.COLOUR, (m.start(), m.end()))
    return out


@rule("literal")
def _bbcode(
    out: list[Found], n: int, text: str, words: tuple[Word, ...] = (), literal: bool = False
) -> None:
    """Literal BBCode left in the text: ``[vote]X[/vote]``, ``[unvote]``, ``[b]...[/b]``;
    plain text (``Markup.TEXT``) unless ``literal``: the readers saw the brackets. A tag a
    sentence shows as the syntax (``_shown_syntax``) is no command."""
    tag, bold = (Markup.VOTE_TAG, Markup.BOLD) if literal else (Markup.TEXT, Markup.TEXT)
    breaks = [b.end() for b in _SENTENCE_OR_TAG.finditer(text)]  # read once for every tag
    for m in bb_votes(text, MAX_PIECES):  # parser.scan: linear, even with unclosed tags
        if _shown_syntax(text, m.start, breaks):
            continue
        target = (m.group(2) or "").strip()
        if not target and (m.group(1) or "").lower() == "vote":
            target = m.arg.strip()  # "[vote=Ivo][/vote]": the argument is the name
        inner = [p for p in split_commands(target) if p.target] if KEYWORD.search(target) else []
        target = inner[-1].target or "" if inner else target
        kind = Kind.VOTE if m.group(1) and target else Kind.UNVOTE
        piece = Piece(kind, m.start, m.end, m.text, target or None)
        _add(out, n, [piece], tag, (m.start, m.end))
    pairs: list[tuple[int, int]] = []  # every bold pair, a command in it or not
    for m in bb_bolds(text, MAX_PIECES):
        run = m.group(1) or ""
        pairs.append((m.start, m.end))
        if _shown_syntax(text, m.start, breaks):
            continue
        # plain text unless ``literal``: "[b]I'm voting X[/b]" is as plain "I'm voting X"
        said = [] if not literal and declares(run) else run_commands(run, m.start + 3, words)
        _add(out, n, said, bold, (m.start, m.end))
    if literal and "[/" in text:
        _half_tags(out, n, text, words, pairs + [f.run for f in out])


def _shown_syntax(text: str, start: int, breaks: list[int]) -> bool:
    """Literal BBCode inside a sentence that shows how to vote ("To unvote type
    [unvote][/unvote]", "vote by using bold tag([b]Vote: X[/b])"): the words before it in
    its sentence (since an earlier tag's bracket) are more than a short preamble, so the
    tag is the syntax shown, not the writer's command (with ``literal_bbcode`` too).
    ``breaks``: where each sentence or tag break of ``text`` ends, in order."""
    if start == 0:
        return False
    i = bisect_right(breaks, start)
    return not preamble_ok(text[breaks[i - 1] if i else 0 : start])


@rule("half")
def _half_tags(
    out: list[Found], n: int, text: str, words: tuple[Word, ...], taken: list[tuple[int, int]]
) -> None:
    """With ``literal_bbcode``: a command whose opening tag was mistyped ("[b[Vote: X[/b]",
    "Vote: X[/b]") reads as the markup its whole closing tag names, unless a whole pair
    already holds it: the writer meant the markup and the host reads it so."""
    for m in _BB_HALF.finditer(text):
        a, b = m.start(1), m.end(1)
        if any(x < m.end() and a < y for x, y in taken):
            continue
        markup = Markup.VOTE_TAG if m.group(2).lower() == "vote" else Markup.BOLD
        _add(out, n, run_commands(text[a:b], a, words), markup, (m.start(), m.end()))
