"""One pass over a post's HTML: lines of styled text spans.

Every engine's markup is mapped here to four facts per piece of text: is it bold, is it
in the counting colour, which vote tag (``bbvote``) holds it, and why it must be ignored
(quote, spoiler, code, struck, area, signature; what an element's tag, classes and style
mean is ``parser.markup``). Block elements and ``<br>`` end lines.
With ``markup`` it is the only module that knows HTML; the rest of the parser sees ``Span``
lines.

lxml parses the post once and hands its events (start tag with attributes, text, end
tag) straight to ``_Walker`` as a parser target, so no element tree is built. The events
are those of the tree ``parse_html`` builds, in document order; consecutive text events
are joined, as the tree joins them into one ``.text`` or ``.tail``.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping
from typing import NamedTuple

from lxml import etree

from votecount.parser.colours import near
from votecount.parser.host.deadline_words import DEADLINE_WORDS
from votecount.parser.markup import (
    BY_TAG,
    element_context,
)

_SKIP = frozenset({"script", "style", "head", "title", "noscript", "template", "button"})
_BLOCK = frozenset(
    [
        "p",
        "div",
        "li",
        "ul",
        "ol",
        "br",
        "blockquote",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "tr",
        "table",
        "hr",
        "pre",
        "dd",
        "dt",
        "dl",
        "section",
        "article",
        "aside",
        "details",
        "summary",
        "fieldset",
        "header",
        "footer",
        "figure",
        "cite",
        "td",
        "th",
    ]
)
_INLINE_STYLED = frozenset({*BY_TAG, "b", "strong"})
_INLINE = re.compile(r"display\s*:\s*inline")
_HTML_PARSER = etree.HTMLParser(recover=True, no_network=True, remove_comments=True)
_LOCAL = threading.local()  # one event parser per thread: lxml parsers are not shareable


def _spoiler_title(tag: str, attrib: Mapping[str, str]) -> bool:
    """Is the element XenForo's spoiler button, whose text is the spoiler's title ("Spoiler:
    Day 2", read as phpBB's title over its box is; any other button is no text)?"""
    return tag == "button" and "bbCodeSpoiler-button" in attrib.get("class", "")


class Span(NamedTuple):
    """A piece of text with the markup around it."""

    text: str
    bold: bool
    coloured: bool  # in the colour that counts
    tag: int  # id of the enclosing vote tag element, 0 if none
    reason: str | None  # why it is ignored, None when it may count


class _Ctx(NamedTuple):
    bold: bool
    colour: str | None
    tag: int
    reason: str | None


_ROOT = _Ctx(False, None, 0, None)
_NO_ATTRIBUTES: dict[str, str] = {}
_CONTEXTS: dict[tuple, tuple[bool, str | None, str | None]] = {}
_AFTER_ROOT = 1 << 40
_new = tuple.__new__


def parse_html(html: str) -> etree._Element | None:
    """Parse post HTML once with lxml (None for an empty body)."""
    if not html or not html.strip():
        return None
    try:
        return etree.fromstring(html, _HTML_PARSER)
    except (ValueError, etree.ParserError):
        cleaned = _cleaned(html)
        try:
            return etree.fromstring(cleaned, _HTML_PARSER) if cleaned.strip() else None
        except (ValueError, etree.ParserError):
            return None


def _cleaned(html: str) -> str:
    return "".join(c for c in html if c in "\t\n\r" or ord(c) >= 32)


def lines_of(html: str, colour: str | None = "#ff0000", spoilers: bool = False) -> list[list[Span]]:
    """The post as lines of spans (``spoilers=True`` counts text in spoilers)."""
    return styled_lines(html, colour, spoilers)[0]


def plain_lines(html: str) -> list[str]:
    """The text of each line the author wrote themselves: outside quotes, spoilers, code
    and struck text (for pings and for reading host phase posts).

    A post just walked with spoilers not counted is not walked again (a post with
    commands is read for its pings right after its parse): the text and the reasons of
    its spans do not depend on the colour, only on ``spoilers``."""
    last = getattr(_LOCAL, "last", None)
    lines = last[1] if last is not None and last[0] is html else lines_of(html, None)
    return ["".join(s.text for s in line if s.reason is None) for line in lines]


_AREA_TAGS = re.compile(r"<(/?)(?:fieldset|legend)\b", re.I)
_HIDDEN_TEXT = re.compile(r'\btitle\s*=\s*"This text is hidden to prevent spoilers', re.I)


def host_lines(html: str) -> list[str]:
    """``plain_lines`` with the text of areas and of hidden text read too: a host frames
    announcements in ``[area]`` boxes (a fieldset, its title a legend: "Night 1 Kill" over
    "Day 2 begins now"), each read as a plain block, its title a line of its own, and some
    write whole posts in ``[hide]`` text (black on black, shown when highlighted); quotes
    and ``[spoiler]`` blocks are still left out. For reading a host's own posts (phases,
    deaths), never votes."""
    return plain_lines(host_html(html))


# a link to a time zone converter whose words state no time ("Deadline: [url=...]here[/url]"),
# or to a page of a Unix timestamp ("...?t=1797019200"): its address is the time the host
# gives, shown after its words
_TIME_LINK = re.compile(
    r"(<a\b[^>]*?\bhref\s*=\s*\"([^\"]*(?:timeanddate\.com|[?&;]"
    r"(?:t|ts|timestamp|unix)=\d{10}\b)[^\"]*)\"[^>]*>)([^<\d]*)(</a>)",
    re.I,
)
_TIMESTAMP = re.compile(r"[?&;](?:t|ts|timestamp|unix)=\d{10}\b", re.I)
# ... a Unix timestamp's only a little after a deadline's word ("Deadline: <link>", "Day 2
# ends <link>", "Deadline:" on the line before, "DL: <link>"; ``host.deadline_words``, the
# words ``deadlines._ABOUT`` reads too), not a link on a player's name or another's
# ("<link>Juno</link> was killed"): read as they are
_DEADLINE_BEFORE = re.compile(rf"\b(?:{DEADLINE_WORDS}|dl)\b[^.!?<>]{{0,40}}$", re.I)
_ANY_TAG = re.compile(r"<[^>]*>")


def _time_link(m: re.Match[str]) -> str:
    """The link's words and its address, when it is a time's (timeanddate.com, or a Unix
    timestamp after a deadline's word); else the link as it was."""
    if "timeanddate" not in m[2]:
        before = _ANY_TAG.sub(" ", m.string[max(0, m.start() - 400) : m.start()])
        if not _DEADLINE_BEFORE.search(before):
            return m[0]
    return f"{m[1]}{m[3]} {m[2]}{m[4]}"


def host_html(html: str) -> str:
    """A host post's HTML as ``host_lines`` reads it: its areas plain blocks, its hidden
    text shown, a table of the dead its label's lines ("Dead | Role" over "Ivo | Cop":
    "Dead: Ivo (Cop)", ``parser.host.death_tables``), a timeanddate.com link with no time in
    its words (or one of a Unix timestamp after a deadline's word) its address too ("here"
    -> "here https://www.timeanddate.com/...?iso=..."); the same string when there is none."""
    shown = _HIDDEN_TEXT.sub('data-hidden="', _AREA_TAGS.sub(r"<\1div", html))
    if "timeanddate" in shown or _TIMESTAMP.search(shown):
        shown = _TIME_LINK.sub(_time_link, shown)
    if "<table" in shown or "<TABLE" in shown:  # a table of the dead: its label's lines
        from votecount.parser.host.death_tables import rows_as_labels

        shown = rows_as_labels(shown)
    return html if shown == html else shown


def styled_lines(
    html: str, colour: str | None = "#ff0000", spoilers: bool = False, near_colour: bool = False
) -> tuple[list[list[Span]], list[bool]]:
    """``lines_of`` and, per line, whether it holds styled text: a span in the colour (or,
    with ``near_colour``, a shade of it: ``colours.near``), in a vote tag, or bold and at
    most 24 characters long."""
    if not html or not html.strip():
        return [], []
    found = _styled_lines(html, colour, spoilers, near_colour)
    # the last walk of this thread, kept for plain_lines (the same string object only)
    _LOCAL.last = None if spoilers else (html, found[0])
    return found


def _styled_lines(
    html: str, colour: str | None, spoilers: bool, near_colour: bool
) -> tuple[list[list[Span]], list[bool]]:
    if "\x00" in html:  # lxml reads each NUL as its own U+FFFD text event: one run instead
        html = html.replace("\x00", "\ufffd")
    try:
        return _walk(html, colour, spoilers, near_colour)
    except (ValueError, etree.ParserError):
        cleaned = _cleaned(html)
        try:
            return _walk(cleaned, colour, spoilers, near_colour) if cleaned.strip() else ([], [])
        except (ValueError, etree.ParserError):
            return [], []


def _walk(
    html: str, colour: str | None, spoilers: bool, near_colour: bool = False
) -> tuple[list[list[Span]], list[bool]]:
    parser = getattr(_LOCAL, "parser", None)
    if parser is None:
        _LOCAL.walker = _Walker()
        parser = _LOCAL.parser = etree.HTMLParser(
            target=_LOCAL.walker, recover=True, no_network=True, remove_comments=True
        )
    walker: _Walker = _LOCAL.walker
    walker.reset(colour, spoilers, near_colour)
    try:
        lines: tuple[list[list[Span]], list[bool]] = etree.fromstring(html, parser)
        return lines  # what walker.close() returned
    finally:
        walker.reset(None, False)


class _Walker:
    """Parser target: start/data/end events in, lines of spans out (``close``)."""

    def __init__(self) -> None:
        self.reset(None, False)

    def reset(self, colour: str | None, spoilers: bool, near_colour: bool = False) -> None:
        self.colour, self.spoilers, self.near = colour, spoilers, near_colour
        self.lines: list[list[Span]] = []
        self.styled: list[bool] = []  # per line: holds coloured, vote tag or short bold text
        self.cur: list[Span] = []
        self.cur_styled = False
        self.tags = 0
        self.ctx = _ROOT
        self.open: list[tuple[_Ctx, bool]] = []  # (context outside, is a block) per element
        self.skip = 0  # depth inside an element whose content is never text (script ...)
        self.text = ""  # the text events since the last tag: the first one
        self.more: list[str] = []  # the rest (lxml may split a long text node): joined once

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        if self.text:
            self.flush()
        if self.skip or (tag in _SKIP and not _spoiler_title(tag, attrib)):
            self.skip += 1
            return
        ctx = self.ctx
        if type(attrib) is dict:  # lxml passes a read-only mapping when there are none
            block = tag in _BLOCK and not _inline(attrib)
            self.ctx = self.context(attrib, tag, ctx)
        else:
            block = tag in _BLOCK
            if tag in _INLINE_STYLED:
                self.ctx = self.context(_NO_ATTRIBUTES, tag, ctx)
        if block and self.cur:
            self.newline()
        self.open.append((ctx, block))

    def end(self, tag: str) -> None:
        if self.text:
            self.flush()
        if self.skip:
            self.skip -= 1
        elif self.open:
            self.ctx, block = self.open.pop()
            if block and self.cur:
                self.newline()
            if not self.open:
                self.skip = _AFTER_ROOT  # what follows the root element is not in the tree

    def data(self, text: str) -> None:
        if not self.skip:
            if self.text:
                self.more.append(text)  # += here would copy the whole text every event
            else:
                self.text = text  # one event a text node, nearly always: no list then

    def close(self) -> tuple[list[list[Span]], list[bool]]:
        if self.text:
            self.flush()
        if self.cur:
            self.newline()
        return self.lines, self.styled

    def newline(self) -> None:
        self.lines.append(self.cur)
        self.styled.append(self.cur_styled)
        self.cur, self.cur_styled = [], False

    def flush(self) -> None:
        text, self.text = self.text, ""
        if self.more:
            text = "".join((text, *self.more))
            self.more = []
        if not self.open:
            return  # text before the root element is not in the tree
        bold, colour, tag, reason = self.ctx
        coloured = colour is not None and (
            colour == self.colour
            or (self.near and self.colour is not None and near(colour, self.colour))
        )
        if coloured or tag or (bold and len(text) <= 24):
            self.cur_styled = True
        self.cur.append(_new(Span, (text, bold, coloured, tag, reason)))

    def context(self, attrib: dict[str, str], tag: str, ctx: _Ctx) -> _Ctx:
        """The context inside an element (memoised: forums repeat the same markup)."""
        bold, colour, tag_id, reason = ctx
        if attrib:
            get = attrib.get
            cls = get("class", "")
            key = (tag, cls, get("style", ""), get("id", ""), get("onclick", ""),
                   get("title", ""), get("color", ""), bold, colour, reason, self.spoilers)  # fmt: skip
        else:
            cls = ""
            key = (tag, "", "", "", "", "", "", bold, colour, reason, self.spoilers)
        inner = _CONTEXTS.get(key)
        if inner is None:
            if len(_CONTEXTS) >= 4096:
                _CONTEXTS.clear()
            inner = _CONTEXTS[key] = element_context(*key)
        if "bbvote" in cls:
            self.tags += 1
            tag_id = self.tags
        return _new(_Ctx, (inner[0], inner[1], tag_id, inner[2]))


def _inline(attrib: dict[str, str]) -> bool:
    style = attrib.get("style", "")
    return "display" in style and _INLINE.search(style) is not None
