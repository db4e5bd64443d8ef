"""A cheap test on the raw HTML: can this post hold anything the extractor would report?

``may_hold_commands(html, options)`` is False only when no rule of ``parser.extract`` can
find a command, an ignored look-alike or a near miss, so such posts skip lxml and every
later step. It is a strict superset test, by this argument:

Every reading of a line needs one of these in the line's text (case-insensitively):
``vote`` or ``nominate`` as a keyword, so not followed by a letter, digit or ``_``
(``##vote``, ``VOTE:``, ``/vote``; "voted" and "votes" are never keywords), ``[``
(BBCode, broken tags), or ``/`` + a slash word (``/in``, ``/no`` ...). The other
readings come from markup: a ``bbvote`` class, a run in the counting colour (any
``color`` when that marker is on) and a bold run that is only "No Lynch", "Sleep", "Yes"
or "No". Bold is let through only as plain ``<b>text</b>`` / ``<strong>text</strong>``
(no markup or reference inside, ASCII): then a bold run joins whole such texts, and it
can fold to one of those phrases only if one of its texts folds to a non-empty part of
one, which is what the test looks for. A bold run saying the vote in the first person
("I'm voting X", ``grammar.declared``) holds "voting" after a space: one of its texts
holds it whole or ends with a word that is a proper start of it ("vot" then "ing" in the
next bold text; "Ivo" ends in no word's start). A bold run may also start with a
keyword misspelt by one edit ("Vtoe: X", ``grammar.typo_keyword``): a text whose first
word is one, or which ends inside a first word that is one edit or less from a keyword's
start, lets the post through.

The text lxml makes of the HTML is the HTML with markup removed and character references
decoded; a line's text joins text nodes, perhaps skipping what lies between them (a tag,
a quote, a script). So a trigger in a line's text is, in the lower-cased HTML, either
written out whole (a keyword then followed by a non-word character, ``<`` or the end),
or cut by markup: then a proper prefix of it ends right before a ``<``. The test looks
for both. A keyword starts after a non-word character, a slash command after a space:
in the HTML such a start follows a non-word character, ``;`` (a reference) or ``>``.

It gives up (returns True) when the HTML holds a character reference other than a few
that decode to punctuation, a control character after an ``<?xml`` declaration
(``parser.walk`` then drops them and parses again), or one of the four non-ASCII letters
that Python's case-insensitive matching equates with ASCII letters (ı İ ſ K). The
property tests in ``tests/parser/test_prefilter.py`` compare both paths.
"""

from __future__ import annotations

import re
from itertools import combinations

from votecount.parser.grammar import (
    NO_VOTE_PHRASES,
    TYPO_KEYWORDS,
    TYPO_LEAD,
    one_edit,
    typo_keyword,
)
from votecount.parser.model import Markup
from votecount.parser.names.fold import fold
from votecount.parser.options import ParseOptions

_KEYWORD = re.compile(r"(?:vote|nominate)(?![a-z0-9_])")
_SLASH = re.compile(r"/(?:un|nom|hands|travel|in|out|whisper|accept|exile|yes|no)")
_TEXT_THEN_TAG = re.compile(r"<(?<=[a-z/-]<)")  # a "<" right after a letter, "/" or "-"
_CUT: dict[str, tuple[str, ...]] = {}  # proper prefixes of the keywords, by last character
for _w in ("vote", "unvote", "un-vote", "revote", "re-vote", "nominate"):
    for _i in range(1, len(_w)):
        _CUT[_w[_i - 1]] = tuple(dict.fromkeys((*_CUT.get(_w[_i - 1], ()), _w[:_i])))
_WORD = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
_BOLD_TAG = re.compile(r"<(?:b|strong)\b")
_PLAIN_BOLD = re.compile(r"<(b|strong)>([^<&]*)</\1>")
_PHRASE_PARTS = frozenset(
    k[i:j] for k in (*NO_VOTE_PHRASES, "yes", "no") for i, j in combinations(range(len(k) + 1), 2)
)
_VOTING_CUT = re.compile(r"(?<![a-z])vo?t?i?n?$")  # a word's start of "voting", cut by a tag
_HARMLESS_REF = re.compile(r"&(?:amp|lt|gt|quot|apos|nbsp|#39|#x27|#34|#160);")
_CONTROL = bytes(c for c in range(32) if c not in (9, 10, 13))
_CASE_TWINS = ("\u0130", "\u0131", "\u017f", "\u212a")


def may_hold_commands(html: str, options: ParseOptions) -> bool:
    """False only if the extractor would certainly report nothing for ``html``."""
    low = html.lower()
    if "vote" in low and (_KEYWORD.search(low) or "bbvote" in low):
        return True
    if "nominate" in low and _KEYWORD.search(low):
        return True
    if "[" in low or not _plain(html, low):
        return True
    if _slash(low) or _cut(low):
        return True
    if options.words and any(f"/{w.word.lower()}" in low for w in options.words):
        return True  # a game system's own slash command
    if any(_phrase(low, p) for w in options.words for p in w.phrases):
        return True  # a game system's phrase ("Crash the Party", "YES Ada")
    if Markup.COLOUR in options.markers and "color" in low:
        return True
    return _bold(low)


def _plain(html: str, low: str) -> bool:
    """No character references that could spell letters, no non-ASCII letter matching an
    ASCII one case-insensitively, and no control characters where lxml's fallback would drop
    them (it only runs when lxml refuses an ``<?xml ... encoding`` declaration)."""
    if "&" in html and html.count("&") != len(_HARMLESS_REF.findall(html)):
        return False
    if not html.isascii() and any(c in html for c in _CASE_TWINS):
        return False
    if "<?xml" not in low:
        return True  # lxml only falls back to the cleaned text after an encoding declaration
    raw = html.encode("utf-8", "surrogatepass")
    return len(raw.translate(None, _CONTROL)) == len(raw)


def _slash(low: str) -> bool:
    return any(_after_space(low, m.start()) for m in _SLASH.finditer(low))


def _cut(low: str) -> bool:
    """A keyword or slash command cut by markup: its start, then ``<``."""
    for m in _TEXT_THEN_TAG.finditer(low):
        end = m.start()
        for prefix in _CUT.get(low[end - 1], ()):
            start = end - len(prefix)
            if low.endswith(prefix, 0, end) and (start == 0 or low[start - 1] not in _WORD):
                return True
        start = end
        while start and low[start - 1] in _LETTERS:
            start -= 1
        if start and low[start - 1] == "/" and _after_space(low, start - 1):
            return True
    return False


def _after_space(low: str, i: int) -> bool:
    return i == 0 or low[i - 1].isspace() or low[i - 1] in ";>"


def _bold(low: str) -> bool:
    """Bold markup that may hold a "No Lynch" / "Sleep" / "Yes" / "No" run."""
    if "font-weight" in low or "bbcode-b" in low or "noboldsig" in low or "text-strong" in low:
        return True
    tags = len(_BOLD_TAG.findall(low))
    if not tags:
        return False
    plain = _PLAIN_BOLD.findall(low)
    if len(plain) != tags:
        return True
    return any(
        not text.isascii()
        or fold(text) in _PHRASE_PARTS
        or _typo_start(text)
        or "voting" in text
        or _VOTING_CUT.search(text) is not None
        for _, text in plain
    )


_LETTER_RUN = re.compile(r"[a-z]*")


def _typo_start(text: str) -> bool:
    """A bold text that may start a misspelt keyword (``grammar.typo_keyword``): its
    first word is one, or the text ends inside its first word (the next bold text may
    go on with it) and that piece is one edit or less from the start of a keyword."""
    rest = text.lstrip(TYPO_LEAD)
    word = _LETTER_RUN.match(rest).group(0)  # type: ignore[union-attr]
    if not word:
        return False
    if len(word) < len(rest):
        return typo_keyword(word) is not None
    return len(word) <= 10 and any(
        k.startswith(word) or one_edit(word, k[:j])
        for k in TYPO_KEYWORDS
        for j in range(len(k) + 1)
    )


def _phrase(low: str, phrase: str) -> bool:
    """``phrase`` in ``low`` as whole words (a phrase may start a bold run or a target)."""
    at = low.find(phrase)
    while at >= 0:
        end = at + len(phrase)
        if (at == 0 or low[at - 1] not in _WORD) and (end == len(low) or low[end] not in _WORD):
            return True
        at = low.find(phrase, at + 1)
    return False
