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
    r"\b(?:still\s+(?:current|accurate|correct|stands|valid|holds|the\s+same|good|fine)|"
    r"(?:count|tally|vc)\s+(?:still\s+)?(?:stands|holds)|"
    r"no\s+(?:vote\s+)?changes?|unchanged|nothing\s+(?:has\s+)?changed|"
    r"same\s+as\s+(?:above|before|the\s+last)|"
    # the count is current: "Tern's count above is current", "This remains accurate" (not
    # "Deadline is correct")
    r"(?:this|that|it|above|count|tally|vc)\s+(?:is|remains)\s+(?:still\s+)?(?:current|accurate|correct))\b|"
    # the line a label: "Official count", "^ Official count from my co-host." (not "Official
    # count to follow", "that was the official count for Day 2")
    r"^\W*(?:this\s+is\s+(?:the\s+)?)?official\s+(?:vote\s*)?(?:count|tally|vc)"
    r"(?:\s+(?:from|by)\s[^.!?]{1,40})?\W*$|"
    # a caret and one word: "^ Accurate.", "^ correct"
    r"^\W*\^\s*(?:accurate|correct|current|valid)\W*$",
    re.I,
)
_BUT = re.compile(
    r"\?|\b(?:except|but|apart\s+from|besides|other\s+than|save\s+for)\b|"
    # a doubt ("Not sure this is still current"), another thing unchanged ("No changes to the
    # deadline"), a vote since ("^ still current" above "Juno has since unvoted")
    r"\b(?:not|no\s+longer|neither|never)\b|n't\b|"
    r"\bno\s+changes?\s+(?:to|in|on)\s+(?:the\s+)?(?!votes?\b|count|tally|wagons?\b)|"
    r"\b(?:un)?voted\b|\bunvotes?\b|\bvotes\s+(?:for\s+)?\w|\b(?:moved|switched|hammered)\b|"
    # a player's comment under it: first person ("my vote stays", "I still think", "we
    # need to move", "it worries me"), a vote or a plea ("why is nobody voting Lark"); not
    # "my co-host's", "my last count", nor the host's "we're waiting on Juno", "I'll update"
    r"\b(?:i|we)\s+(?:(?:still|really|do|just)\s+)?(?:think|believe|feel|need|want|suspect|"
    r"guess|reckon|hope|agree|like|should|must)\b|\b(?:me|us|voting)\b|"
    r"\bmy\s+(?!(?:last|previous|earlier|own)\b|co-?hosts?\b|(?:vote\s*)?(?:count|tally|vc)\b)",
    re.I,
)
# a quote box: a blockquote, Discourse's aside, vBulletin's container (its divs counted)
_OPEN = re.compile(
    r"<(blockquote|aside)\b([^>]*)>|<(div)\s+class=[\"']bbcode_container[\"']\s*>", re.I
)
_TAG = re.compile(r"<(/?)(blockquote|aside)\b[^>]*>", re.I)
_DIV = re.compile(r"<(/?)(div)\b[^>]*>", re.I)
_POSTED_BY = re.compile(r"\s*<div\s+class=[\"']bbcode_quote[\"']>.{0,200}?Originally\s+Posted\s+"
                        r"by\s*<strong>([^<]{1,60})</strong>", re.I | re.S)  # fmt: skip
_CITE = re.compile(r"\s*(?:<div>\s*)?<cite>\s*([^<]{1,60}?)\s+wrote\s*:?", re.I)
_NAMED = re.compile(r"""\bdata-(?:quote|username)\s*=\s*["']([^"']{1,60})["']""", re.I)
# the quote's own title bar (not the count): phpBB's cite, XenForo's and Discourse's titles
_TITLE = re.compile(
    r"<cite>.*?</cite>|<div\s+class=[\"'](?:bbCodeBlock-title|bbcode_postedby)[\"']>.*?</div>|"
    r"<div\s+class=[\"']title[\"']>(?:\s*<div[^>]*>\s*</div>)?[^<]*</div>",
    re.I | re.S,
)
# vBulletin's quote frame around the body (read as a quote, not as the count)
_FRAME = re.compile(r"<div\s+class=[\"'](?:bbcode_quote|quote_container)[\"']>", re.I)
_MOST_LINES = 2
_LONGEST = 80  # characters of the post's own line


def restated(html: str, roster: Roster) -> str | None:
    """The body of the host's count the post quotes as still standing, or None."""
    if "<blockquote" not in html and "<aside" not in html and "bbcode_quote" not in html:
        return None
    opened = _OPEN.search(html)
    if opened is None:
        return None
    end = _closing(html, opened.start(), _DIV if opened[3] else _TAG)
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
    return _FRAME.sub("<div>", _TITLE.sub("", html[opened.end() : end[0]]))


def _author(opened: re.Match[str], html: str) -> str | None:
    if opened[3]:  # vBulletin's "Originally Posted by <strong>Warden</strong>"
        posted = _POSTED_BY.match(html, opened.end())
        return posted[1] if posted is not None else None
    named = _NAMED.search(opened[2])
    if named is not None:
        return named[1].lstrip("@")
    cite = _CITE.match(html, opened.end())
    return cite[1] if cite is not None else None


def _closing(html: str, start: int, tags: re.Pattern[str]) -> tuple[int, int] | None:
    """Where the quote opening at ``start`` closes (its closing tag's start and end)."""
    depth = 0
    for m in tags.finditer(html, start):
        depth += -1 if m[1] else 1
        if depth == 0:
            return m.start(), m.end()
    return None
