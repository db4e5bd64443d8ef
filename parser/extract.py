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
quotation typed with quote marks, ``_typed_quotations``, or with "> " before each line,
``_prefixed_quotations``), spoilers (unless
``spoilers=count``), code, struck text, ``[area]`` fieldsets and signatures — these come
back as ``Ignored`` with the reason.
"""

from __future__ import annotations

import re

from votecount.parser.grammar import KEYWORD, kind_of
from votecount.parser.model import Markup, Word
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
from votecount.parser.readings import bb_colour, reading_candidates, spans_text
from votecount.parser.result import Found, Ignored, NearMiss
from votecount.parser.rulebook import rule
from votecount.parser.walk import QUOTE, Span, styled_lines

_PRIORITY = (Markup.VOTE_TAG, Markup.BOLD, Markup.COLOUR, Markup.SLASH, Markup.TEXT)
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
    _join_split_tags(lines, styled)
    if Markup.BOLD in options.markers:
        _join_broken_votes(lines, styled)
    # the last line holding text (from the end: most often the last line itself)
    last = next((n for n in reversed(range(len(lines))) if spans_text(lines[n]).strip()), -1)
    quoted = _typed_quotations(lines) | _prefixed_quotations(lines) | _after_attribution(lines)
    continued = _continued_lines(lines)
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
                _main(n, spans, options, out, n < last, n in continued)
            else:
                _ignored(reason, n, spans, options, out)
    out.near.extend(out.broken_tags.values())
    if colour is not None and not near and "color" in html.lower():
        out.near.extend(colour_shades(html, colour, options, out.found))
    out.found.sort(key=lambda f: (f.line, f.start))
    return out


_BARE_VOTE = re.compile(r"^\W*vote\W*$", re.I)  # "vote", "Vote:": no name on the line
_BARE_UNVOTE = re.compile(r"^\W*un-?vote\W*$", re.I)
_NAME_LINE = re.compile(r"^\s*\w[\w .'-]{0,23}$")  # a name or a piece of one, no more
_ONE_NAME = re.compile(r"^\s*\w[\w.'-]{2,23}\s*$")  # one word


@rule("join")
def _join_broken_votes(lines: list[list[Span]], styled: list[bool]) -> None:
    """A bold vote the writer broke over lines of one bold block: "vote" alone on a line,
    then up to three lines of a name ("vote / demon / hybrid"), is one vote; "Unvote"
    alone, then a line of one name ("Unvote / Ivo"), unvotes and votes that name. Every
    line bold; a line with a keyword or more than a name ends it. The joined lines are
    left empty (line numbers stay those of the walk)."""
    for i in range(len(lines) - 1):
        if not _all_bold(lines[i]):
            continue
        text = spans_text(lines[i])
        after = [k for k in range(i + 1, min(i + 7, len(lines))) if spans_text(lines[k]).strip()]
        used: list[int] = []
        if _BARE_VOTE.match(text):
            for k in after[:3]:
                t = spans_text(lines[k]).strip()
                if not _all_bold(lines[k]) or not _NAME_LINE.match(t) or KEYWORD.search(t):
                    break
                used.append(k)
        elif _BARE_UNVOTE.match(text) and after and _all_bold(lines[after[0]]):
            t = spans_text(lines[after[0]]).strip()
            if _ONE_NAME.match(t) and not KEYWORD.search(t):
                used, text = [after[0]], text.strip() + " vote:"
        if not used:
            continue
        first = next(s for s in lines[i] if s.text.strip())
        joined = " ".join([text.strip(), *(spans_text(lines[k]).strip() for k in used)])
        lines[i], styled[i] = [first._replace(text=joined)], True
        for k in range(i + 1, used[-1] + 1):
            lines[k], styled[k] = [], False


_DRAWN_VOTE_WORD = re.compile(r"^\s*vote\s*(?::\s*)?$", re.I)
# up to 3 words ("_" joins a word's parts: a separator of its own would backtrack)
_TAG_NAME = re.compile(r"^@?\w[\w.'\-]*(?: [\w.'\-]+){0,2}(?<![.!?])$")


@rule("tag_break")
def _join_split_tags(lines: list[list[Span]], styled: list[bool]) -> None:
    """A vote tag whose name the writer put on the next line ("[vote]" and a line break,
    then the name): the tag's text on its first line is only the forum's "VOTE:", and the
    next line holding text opens inside the same tag. That text joins the tag's first
    line, as one vote (else the first line reads as an empty tag, an unvote), when it is
    a name (up to three words, no sentence end) and the tag closes on its line; the line
    it came from keeps the rest (line numbers stay those of the walk)."""
    for i in range(len(lines) - 1):
        line = lines[i]
        last = next((s for s in reversed(line) if s.text.strip()), None)
        if last is None or last.tag <= 0 or last.reason is not None:
            continue
        if not _DRAWN_VOTE_WORD.match("".join(s.text for s in line if s.tag == last.tag)):
            continue
        k = next(
            (k for k in range(i + 1, min(i + 3, len(lines))) if spans_text(lines[k]).strip()), None
        )
        if k is None:
            continue
        nxt = lines[k]
        start = next(j for j, s in enumerate(nxt) if s.text.strip())
        take = start
        while take < len(nxt) and nxt[take].tag == last.tag and nxt[take].reason is None:
            take += 1
        moved_text = "".join(s.text for s in nxt[start:take]).strip()
        if take == start or not _TAG_NAME.match(moved_text) or KEYWORD.search(moved_text):
            continue  # "VOTE:" then a sentence: a tag left open over the writer's prose
        if any(s.tag == last.tag for later in lines[k + 1 :] for s in later):
            continue  # the tag runs on past the name's line: no name, a tag left open
        moved = nxt[start:take]
        lines[i] = [*line, last._replace(text=" "), *moved]
        lines[k] = nxt[:start] + nxt[take:]
        styled[i], styled[k] = True, styled[k] and bool(lines[k])


def _all_bold(line: list[Span]) -> bool:
    """Every piece of text on the line is bold and may count."""
    return (
        bool(line)
        and all((s.bold and s.reason is None and not s.tag) or not s.text.strip() for s in line)
        and any(s.text.strip() for s in line)
    )


def _over_limit(line: list[Span]) -> NearMiss:
    where = spans_text(line).strip()[:60]
    detail = f"more than {MAX_COMMANDS} commands in one post: the rest is not read"
    return NearMiss("WORK_LIMIT", where, detail)


def _has_trigger(line: list[Span]) -> bool:
    """Lines without styled text (``styled_lines``) are read only with a command character
    or word."""
    text = spans_text(line).lower()
    return "vote" in text or "nominat" in text or "/" in text or "[" in text or "#" in text


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
    continued: bool = False,
) -> None:  # fmt: skip
    """The commands of line ``n``'s own text (``more``: a later line of the post holds text;
    ``continued``: the line goes on a sentence the line before it began)."""
    text = spans_text(spans)
    markers = options.markers
    accepted: list[Found] = []
    reach = 0  # the end of the furthest accepted run: nothing starting there can clash
    found_all = reading_candidates(n, spans, text, options.words, options.literal_bbcode)
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
        if _typed_quote_end(text, found, more):
            out.ignored.append(Ignored(QUOTE, found.kind, found.markup, found.raw,
                                       found.target_text))  # fmt: skip
        elif continued and found.markup is Markup.TEXT and not text[: found.run[0]].strip():
            out.near.append(NearMiss("PROSE_VOTE", found.raw, "the line goes on a sentence "
                                     "of the line before", found.kind, found.markup))  # fmt: skip
        elif options.own_line and text[: found.run[0]].strip() + text[found.run[1] :].strip():
            out.near.append(NearMiss("NOT_OWN_LINE", found.raw, "text beside the command",
                                     found.kind, found.markup))  # fmt: skip
        else:
            out.found.append(found)
    if "[" in text:
        out.near.extend(broken_bbcode(text))
    for found in unrendered:  # the readers saw the brackets: plain text, not colour
        if not any(overlaps(found.run, f.run) for f in found_all):
            detail = "literal BBCode the forum did not render: the readers saw plain text"
            out.near.append(plain_miss(found, "UNRENDERED_MARKUP", detail, markers))
    if "vote" in text.lower():
        out.near.extend(prose_votes(text, found_all + unrendered, markers))


# a quotation's closing tag left as text right after a command ("VOTE: X[/quote]" and
# the writer's reply below): the writer quoted someone's vote and the quote tags broke
_TYPED_QUOTE_END = re.compile(r"\s*\[\s*/\s*quote\s*\]", re.I)
_QUOTE_END_IN_RUN = re.compile(r"\[\s*/\s*quote\s*\]\W*$", re.I)


# a quotation typed with quote marks: a line opening with one, the line closing it (its
# last quote mark at its end) at most _QUOTE_REACH lines on, every line between holding
# its quote marks in pairs ("He wrote: / "I think so. / / VOTE: X" / and I disagree")
_QUOTE_MARKS = ('"', "\u201c", "\u201d")
_QUOTE_REACH = 30
_CLOSED = re.compile(r"[\"\u201d][\s.,!?;:)]*$")


@rule("typed_marks")
def _typed_quotations(lines: list[list[Span]]) -> set[int]:
    """The lines inside a quotation typed with quote marks rather than quote tags: a line
    whose text opens with a quote mark, through the line whose last quote mark ends it
    (with only punctuation after), the quote marks of the lines between in pairs. The
    commands there are someone else's words, as in a drawn quote. One line alone is a
    quotation only with more than the command in it: a writer may put their own vote in
    quote marks ("\"VOTE: X\""), never a sentence before it."""
    out: set[int] = set()
    n = 0
    while n < len(lines):
        text = spans_text(lines[n]).strip()
        if text[:1] not in ('"', "\u201c"):
            n += 1
            continue
        body = text[1:]
        for k in range(n, min(n + _QUOTE_REACH, len(lines))):
            if k > n:
                body = spans_text(lines[k]).strip()
            marks = sum(body.count(q) for q in _QUOTE_MARKS)
            if marks % 2 == 0:
                continue
            if _CLOSED.search(body) and (k > n or not KEYWORD.match(body.lstrip())):
                out.update(range(n, k + 1))
                n = k
            break
        n += 1
    return out


# a quotation typed with "> " before each line (as mail quotes): a block of such lines
# after a line naming who wrote them ("Ivo wrote:"), or of two lines or more
_PREFIXED = re.compile(r"^\s*>")
_ATTRIBUTION = re.compile(r"\b(?:wrote|said|says|posted)\s*(?::\s*)?$", re.I)


@rule("prefixed_quote")
def _prefixed_quotations(lines: list[list[Span]]) -> set[int]:
    """The lines of a quotation typed with a ">" before each line rather than quote tags:
    a block of consecutive such lines after a line naming its writer ("Ivo wrote:",
    "Lark said:"), or any block of two lines or more. One such line alone, with no
    writer named, is the writer's own (greentext: "> vote X")."""
    out: set[int] = set()
    texts = [spans_text(line).strip() for line in lines]
    n = 0
    while n < len(texts):
        if not _PREFIXED.match(texts[n]):
            n += 1
            continue
        k = n
        while k + 1 < len(texts) and _PREFIXED.match(texts[k + 1]):
            k += 1
        before = next((texts[j] for j in range(n - 1, -1, -1) if texts[j]), "")
        if k > n or _ATTRIBUTION.search(before):
            out.update(range(n, k + 1))
        n = k + 1
    return out


# the end of a line that a plain command on the next line goes on: a modal, "to" ("we
# should" / "vote Ivo"); never a word a line often ends on ("Thank you", "Morning all",
# "count please", "I think not", "Sorry Will"), an answer ("Yes I will"), "and", "then"
_GOES_ON = re.compile(
    r"(?<![\w'])(?:(?:should|would|could|must|might|shall|gonna|wanna|i'll|we'll|you'll|"
    r"let's|shouldn't|wouldn't)(?:\s+all)?|(?:i|we|you|they|he|she|who|nobody|everyone)\s+will|"
    r"to)$",
    re.I,
)
_ANSWER = re.compile(r"^(?:yes|yeah|yep|yup|sure|ok|okay|no|nope|of\s+course)\b", re.I)


@rule("continued_line")
def _continued_lines(lines: list[list[Span]]) -> set[int]:
    """The lines right after a line whose last word a sentence goes on from (no stop
    after it): a plain command at such a line's start is that sentence's words ("we
    should" / "vote Ivo" hard-wrapped), not the writer's command. Only after the writer's
    own line: a quote's last line ("who we should") is someone else's sentence."""
    out: set[int] = set()
    before = ""
    for n, line in enumerate(lines):
        text = spans_text(line).strip()
        if before and _GOES_ON.search(before.replace("’", "'")) and not _ANSWER.match(before):
            out.add(n)
        before = text if all(span.reason is None for span in line) else ""  # not a quote's
    return out


# a line that is only who wrote what follows ("Ivo wrote:", "Lark said:"), a name of at
# most four words and the colon: the line after it is that writer's words, quote marks or
# none ("Ivo wrote:" / "VOTE: Lark" / "and you agreed?"); never the idioms "That said:",
# "like I said:", "As I wrote:" (a pronoun or a word of a sentence before the verb)
_ATTRIBUTION_LINE = re.compile(
    r"^([^\s:,]+(?:\s+[^\s:,]+){0,3})\s+(?:wrote|said|says|posted)\s*:$", re.I
)
_NO_WRITER = frozenset(
    ("i", "you", "he", "she", "they", "we", "it", "that", "this", "what", "as", "like",
     "all", "having", "who", "which", "someone", "somebody", "anyone", "everyone", "nobody",
     "u", "ya", "y'all", "yall", "been", "being", "was", "is", "has", "had", "have", "already",
     "enough", "well", "so", "also", "just", "previously", "earlier", "again", "ok", "okay",
     "never", "not", "and", "but", "or", "if", "because")
)  # fmt: skip


@rule("attributed_line")
def _after_attribution(lines: list[list[Span]]) -> set[int]:
    """The line after a line that is only "X wrote:" / "X said:" (the next line holding
    text): a quotation typed with no tags and no marks, someone else's words."""
    out: set[int] = set()
    texts = [spans_text(line).strip() for line in lines]
    for n, text in enumerate(texts):
        own = all(span.reason is None for span in lines[n])  # not a drawn quote's cite
        said = _ATTRIBUTION_LINE.match(text) if own and text.endswith(":") else None
        if said and not any(w in _NO_WRITER for w in said.group(1).lower().split()):
            nxt = next((j for j in range(n + 1, len(texts)) if texts[j]), None)
            if nxt is not None:
                out.add(nxt)
    return out


@rule("typed_quote")
def _typed_quote_end(text: str, found: Found, more: bool) -> bool:
    """A command whose run (its tag, its bold) ends with a typed ``[/quote]`` or is
    followed by one on its line, with more of the post after it (``more``: a later line
    holds text): the end of a quotation the forum did not draw, so the command is
    someone else's words. A ``[/quote]`` ending the post is a stray tag after the
    writer's own vote."""
    a, b = found.run
    end = _TYPED_QUOTE_END.match(text, b)
    if end is not None:
        return more or bool(text[end.end() :].strip())
    return more and _QUOTE_END_IN_RUN.search(text, a, b) is not None


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
