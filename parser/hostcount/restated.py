"""A host's last count restated by quoting it: the post quotes one post of a host (phpBB's
"Warden wrote:", XenForo's ``data-quote``, Discourse's ``data-username``) and its own text
is a line or two saying the count still stands ("^ still current", "No changes"). The
quote's body is then the count."""

from __future__ import annotations

import re

from votecount.parser.hostcount.post_lines import count_lines_of
from votecount.parser.names.players import Roster

# "^ still current", "Still accurate.", "No changes since.", "Unchanged", "Same as above"
_STANDS = re.compile(
    r"\b(?:still\s+(?:current|accurate|correct|stands|valid|holds|the\s+same)|"
    r"no\s+(?:vote\s+)?changes?|unchanged|nothing\s+(?:has\s+)?changed|"
    r"same\s+as\s+(?:above|before|the\s+last))\b",
    re.I,
)
_BUT = re.compile(
    r"\?|\b(?:except|but|apart\s+from|besides|other\s+than|save\s+for)\b|"
    # a doubt ("Not sure this is still current"), another thing unchanged ("No changes to the
    # deadline"), a vote since ("^ still current" above "Juno has since unvoted")
    r"\b(?:not|no\s+longer)\b|n't\b|"
    r"\bno\s+changes?\s+(?:to|in|on)\s+(?:the\s+)?(?!votes?\b|count|tally|wagons?\b)|"
    r"\b(?:un)?voted\b|\bunvotes?\b|\bvotes\s+(?:for\s+)?\w|\b(?:moved|switched|hammered)\b",
    re.I,
)
_OPEN = re.compile(r"<(blockquote|aside)\b([^>]*)>", re.I)
_TAG = re.compile(r"<(/?)(blockquote|aside)\b[^>]*>", re.I)
_CITE = re.compile(r"\s*(?:<div>\s*)?<cite>\s*([^<]{1,60}?)\s+wrote\s*:?", re.I)
_NAMED = re.compile(r"""\bdata-(?:quote|username)\s*=\s*["']([^"']{1,60})["']""", re.I)
# the quote's own title bar (not the count): phpBB's cite, XenForo's and Discourse's titles
_TITLE = re.compile(
    r"<cite>.*?</cite>|<div\s+class=[\"']bbCodeBlock-title[\"']>.*?</div>|"
    r"<div\s+class=[\"']title[\"']>(?:\s*<div[^>]*>\s*</div>)?[^<]*</div>",
    re.I | re.S,
)
_MOST_LINES = 2
_LONGEST = 80  # characters of the post's own line


def restated(html: str, roster: Roster) -> str | None:
    """The body of the host's count the post quotes as still standing, or None."""
    if "<blockquote" not in html and "<aside" not in html:
        return None
    opened = _OPEN.search(html)
    if opened is None:
        return None
    end = _closing(html, opened.start())
    if end is None or _OPEN.search(html, end[1]) is not None:
        return None  # unclosed, or a second quote
    author = _author(opened, html)
    if author is None or not roster.is_host(author):
        return None
    own = [line.text for line in count_lines_of(html[: opened.start()] + html[end[1] :])]
    if not own or len(own) > _MOST_LINES or any(len(t) > _LONGEST for t in own):
        return None
    if not any(_STANDS.search(t) for t in own) or any(_BUT.search(t) for t in own):
        return None  # (not a question nor an exception: "Still current, except Juno moved")
    return _TITLE.sub("", html[opened.end() : end[0]])


def _author(opened: re.Match[str], html: str) -> str | None:
    named = _NAMED.search(opened[2])
    if named is not None:
        return named[1].lstrip("@")
    cite = _CITE.match(html, opened.end())
    return cite[1] if cite is not None else None


def _closing(html: str, start: int) -> tuple[int, int] | None:
    """Where the quote opening at ``start`` closes (its closing tag's start and end)."""
    depth = 0
    for m in _TAG.finditer(html, start):
        depth += -1 if m[1] else 1
        if depth == 0:
            return m.start(), m.end()
    return None
