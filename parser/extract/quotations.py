"""The lines of a post that are someone else's words though no quote tag drew them: a
quotation typed with quote marks, with "> " before each line, after a line "X wrote:",
or ended by a typed ``[/quote]``; and the lines that go on a sentence the line before
began. A command there is a quotation or prose, not the writer's command."""

from __future__ import annotations

import re

from votecount.parser.grammar import KEYWORD
from votecount.parser.readings import spans_text
from votecount.parser.result import Found
from votecount.parser.rulebook import rule
from votecount.parser.walk import Span

# a quotation's closing tag left as text right after a command ("VOTE: X[/quote]" and
# the writer's reply below): the writer quoted someone's vote and the quote tags broke
_TYPED_QUOTE_END = re.compile(r"\s*\[\s*/\s*quote\s*\]", re.I)
_QUOTE_END_IN_RUN = re.compile(r"\[\s*/\s*quote\s*\]\W*$", re.I)
# a quotation's opening tag left as text ("[quote]", "[quote=Lark]", "[QUOTE=Lark;12]")
_TYPED_QUOTE_OPEN = re.compile(r"\[\s*quote\s*(?:=[^\]\[]{0,80})?\]", re.I)
_TYPED_CLOSE = re.compile(r"\[\s*/\s*quote\s*\]", re.I)


# a quotation typed with quote marks: a line opening with one, the line closing it (its
# last quote mark at its end) at most _QUOTE_REACH lines on, every line between holding
# its quote marks in pairs ("He wrote: / "I think so. / / VOTE: X" / and I disagree")
_QUOTE_MARKS = ('"', "\u201c", "\u201d")
_QUOTE_REACH = 30
_CLOSED = re.compile(r"[\"\u201d][\s.,!?;:)]*$")


@rule("typed_marks")
def typed_quotations(lines: list[list[Span]]) -> set[int]:
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
def prefixed_quotations(lines: list[list[Span]]) -> set[int]:
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
def continued_lines(lines: list[list[Span]]) -> set[int]:
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


# a line heading a list of what the writer would do in another's case ("What I would do
# if Lark flips town:", "If I were mod:", "Were I scum:") ends with a colon; its items
# are lines opening with a bullet or a number ("- vote Ivo", "2) unvote"); not a wish to
# say ("I'd like to address a few things:", "Would love to add:"; review27a)
_WOULD_HEAD = re.compile(
    r"(?<![\w'])(?:if|unless|(?:would|i'd)(?!\s+(?:like|love)\b)|were\s+(?:i|we))(?![\w']).*:$",
    re.I,
)
# an "if" of the writer's aside to the reader, not a case ("If anyone wonders:", "if it
# matters:", "TL;DR if you skipped the wall:", "Short version if you're busy:"), or an
# "unless" that keeps the list the writer's ("Unless something changes:")
_ASIDE_IF = re.compile(
    r"\bif\s+(?:(?:any|some)(?:one|body)|y'?all|you\s*(?:'re|are|don't|didn't|do\s+not|"
    r"want|need|care|must|missed|skipped|wonder\w*|just))\b|\bif\s+(?:it|that|this)\s+"
    r"(?:matters|helps)\b|\bif\s+(?:needed|interested)\b|\bin\s+case\b|\btl;?\s*dr\b|"
    r"\bunless\s+(?:some|any)(?:thing|one|body)\b",
    re.I,
)
_ITEM = re.compile(r"^(?:[-*•–—+]|\d{1,2}[.)])\s")
# a line heading the order the writer would vote in ("Vote order:", "My lynch order:",
# "Voting priority:"): its items are a ranking, no vote cast (votezoo27); an item is a
# line with its bullet or number, or, right under the head with no empty line or marked
# item between, one opening with the vote word (a forum's list drops the number:
# Discourse's "<ol><li>")
_ORDER_HEAD = re.compile(
    r"^(?:my\s+)?(?:vote|voting|lynch|elim(?:ination)?)\s+(?:order|priority|priorities|"
    r"ranking|preferences?)\s*:$",
    re.I,
)
_VOTE_ITEM = re.compile(r"^(?:[-*•–—+]|\d{1,2}[.)])?\s*(?:un-?)?vote\b", re.I)


@rule("hypothetical_list")
def hypothetical_lists(lines: list[list[Span]]) -> set[int]:
    """The items of a list under the writer's line heading what they would do in a case
    ("If I were mod:" / "- vote Ivo" / "- modkill Lark") or the order they would vote in
    ("Vote order:" / "1. vote Ivo" / "2. vote Lark"): a command opening an item (plain or
    bold; a drawn vote tag stays) is said in that hypothetical or ranking, not the
    writer's. The list ends at the first line with text that is no item, or at an unmarked
    vote line naming one the ranking named ("Vote order:" / "vote Ivo" / "vote Lark" /
    "vote Ivo": the vote cast after it)."""
    out: set[int] = set()
    head = order = False  # order: items with no mark may follow, none met yet but such
    ranked: set[str] = set()  # the names those items rank
    for n, line in enumerate(lines):
        text = spans_text(line).strip().replace("’", "'")
        if not text:
            order = False  # an empty line ends a list with no marks
            continue
        if head and _ITEM.match(text):
            out.add(n)
            order = False
            continue
        item = _VOTE_ITEM.match(text) if order else None
        if item is not None:
            name = text[item.end() :].strip(" :-–—").split()[:1]
            if not ranked.isdisjoint(w.strip(".,!").casefold() for w in name):
                # a name ranked already: the vote cast after the ranking (review27a)
                head = order = False
                continue
            ranked.update(w.strip(".,!").casefold() for w in name)
            out.add(n)
            continue
        ranked.clear()
        own = all(span.reason is None for span in line)
        order = own and _ORDER_HEAD.match(text) is not None
        head = own and len(text) <= 120 and _WOULD_HEAD.search(text) is not None
        head = order or (head and _ASIDE_IF.search(text) is None)
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
def after_attribution(lines: list[list[Span]]) -> set[int]:
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


def _opened_before(text: str, a: int) -> bool:
    """A typed ``[quote…]`` opens before ``a`` on the line, no typed ``[/quote]`` after it."""
    opens = list(_TYPED_QUOTE_OPEN.finditer(text, 0, a))
    return bool(opens) and _TYPED_CLOSE.search(text, opens[-1].end(), a) is None


@rule("typed_quote_lines")
def typed_quote_lines(lines: list[list[Span]]) -> set[int]:
    """The lines between a line ending with a typed ``[quote…]`` and a later line opening
    with a typed ``[/quote]`` (at most ``_QUOTE_REACH`` lines on): a quotation whose tags
    the forum did not draw ("[quote=Lark]" / "VOTE: X" / "[/quote]"), someone's words."""
    out: set[int] = set()
    texts = [spans_text(line).strip() for line in lines]
    for n, text in enumerate(texts):
        opened = _TYPED_QUOTE_OPEN.search(text) if "[" in text else None
        if opened is None or text[opened.end() :].strip() or _TYPED_CLOSE.search(text):
            continue
        for k in range(n + 1, min(n + _QUOTE_REACH, len(texts))):
            if _TYPED_CLOSE.match(texts[k]):
                out.update(range(n + 1, k))
                break
    return out


@rule("typed_quote")
def typed_quote_end(text: str, found: Found, more: bool) -> bool:
    """A command whose run (its tag, its bold) ends with a typed ``[/quote]`` or is
    followed by one on its line, with more of the post after it (``more``: a later line
    holds text): the end of a quotation the forum did not draw, so the command is
    someone else's words. A ``[/quote]`` ending the post is a stray tag after the
    writer's own vote."""
    a, b = found.run
    end = _TYPED_QUOTE_END.match(text, b)
    if end is not None:
        return more or bool(text[end.end() :].strip()) or _opened_before(text, a)
    return more and _QUOTE_END_IN_RUN.search(text, a, b) is not None
