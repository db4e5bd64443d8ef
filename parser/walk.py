"""One pass over a post's HTML tree: lines of styled text spans.

Every engine's markup is mapped here to four facts per piece of text: is it bold, is it
in the counting colour, which vote tag (``bbvote``) holds it, and why it must be ignored
(quote, spoiler, code, struck, area, signature). Block elements and ``<br>`` end lines.
This is the only module that knows HTML; the rest of the parser sees ``Span`` lines.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from lxml import etree

from parser.colours import style_colour, to_hex

QUOTE, SPOILER, CODE, STRUCK, AREA, SIGNATURE = (
    "COMMAND_IN_QUOTE", "COMMAND_IN_SPOILER", "COMMAND_IN_CODE", "COMMAND_STRUCK",
    "COMMAND_IN_AREA", "COMMAND_IN_SIGNATURE",
)  # fmt: skip
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
_BY_TAG = {
    "blockquote": QUOTE, "cite": QUOTE, "details": SPOILER, "code": CODE, "pre": CODE,
    "s": STRUCK, "strike": STRUCK, "del": STRUCK, "fieldset": AREA,
}  # fmt: skip
_INLINE_STYLED = frozenset({*_BY_TAG, "b", "strong"})
_CLASS_RULES = (
    (QUOTE, ("quote", "bbcode_container", "bbcode_quote", "bbCodeBlock--quote")),
    (SPOILER, ("spoiler", "bbCodeSpoiler", "bbCodeInlineSpoiler", "quotecontent", "quotetitle")),
    (CODE, ("codebox", "bbcode_code", "bbCodeCode")),
    (SIGNATURE, ("signature", "message-signature")),
)
_BOLD_CLASSES = frozenset({"bbcode-b", "noboldsig", "text-strong"})
_BOLD_STYLE = re.compile(r"font-weight\s*:\s*(bold|bolder|[6-9]00)", re.I)
_NORMAL_STYLE = re.compile(r"font-weight\s*:\s*(normal|lighter|[1-4]00)", re.I)
_HTML_PARSER = etree.HTMLParser(recover=True, no_network=True, remove_comments=True)


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


def parse_html(html: str) -> etree._Element | None:
    """Parse post HTML once with lxml (None for an empty body)."""
    if not html or not html.strip():
        return None
    try:
        return etree.fromstring(html, _HTML_PARSER)
    except (ValueError, etree.ParserError):
        cleaned = "".join(c for c in html if c in "\t\n\r" or ord(c) >= 32)
        try:
            return etree.fromstring(cleaned, _HTML_PARSER) if cleaned.strip() else None
        except (ValueError, etree.ParserError):
            return None


def lines_of(html: str, colour: str | None = "#ff0000", spoilers: bool = False) -> list[list[Span]]:
    """The post as lines of spans (``spoilers=True`` counts text in spoilers)."""
    root = parse_html(html)
    walker = _Walker(colour, spoilers)
    if root is not None:
        walker.visit(root, _Ctx(False, None, 0, None))
    walker.newline()
    return walker.lines


class _Walker:
    def __init__(self, colour: str | None, spoilers: bool) -> None:
        self.colour, self.spoilers = colour, spoilers
        self.lines: list[list[Span]] = []
        self.cur: list[Span] = []
        self.tags = 0

    def newline(self) -> None:
        if self.cur:
            self.lines.append(self.cur)
            self.cur = []

    def add(self, text: str, ctx: _Ctx) -> None:
        coloured = ctx.colour is not None and ctx.colour == self.colour
        self.cur.append(Span(text, ctx.bold, coloured, ctx.tag, ctx.reason))

    def visit(self, el: etree._Element, ctx: _Ctx) -> None:
        tag = el.tag
        if isinstance(tag, str) and tag not in _SKIP:
            block = tag in _BLOCK and not _inline(el)
            if block:
                self.newline()
            inner = self.context(el, tag, ctx) if el.attrib or tag in _INLINE_STYLED else ctx
            if el.text:
                self.add(el.text, inner)
            for child in el:
                self.visit(child, inner)
            if block:
                self.newline()
        if el.tail:
            self.add(el.tail, ctx)

    def context(self, el: etree._Element, tag: str, ctx: _Ctx) -> _Ctx:
        cls = el.get("class", "")
        style = el.get("style", "")
        reason = ctx.reason or _reason(el, tag, cls, style)
        if reason == SPOILER and self.spoilers and ctx.reason is None:
            reason = None
        bold = _bold(tag, cls, style, ctx.bold)
        colour = _colour(el, tag, style) or ctx.colour
        tagid = ctx.tag
        if "bbvote" in cls:
            self.tags += 1
            tagid = self.tags
        return _Ctx(bold, colour, tagid, reason)


def _inline(el: etree._Element) -> bool:
    style = el.get("style")
    return (
        bool(style) and "display" in style and re.search(r"display\s*:\s*inline", style) is not None
    )


def _reason(el: etree._Element, tag: str, cls: str, style: str) -> str | None:
    if cls:
        classes = cls.split()
        for reason, names in _CLASS_RULES:
            if any(c in names for c in classes):
                return reason
        if "postcontent" in classes:
            return None  # vBulletin 4 wraps the whole message in blockquote.postcontent
    if tag in _BY_TAG:
        return _BY_TAG[tag]
    if style and "line-through" in style:
        return STRUCK
    ident = el.get("id", "")
    if ident.startswith(("spoiler", "sig")) or "Spoiler" in el.get("onclick", ""):
        return SPOILER if not ident.startswith("sig") else SIGNATURE
    if el.get("title", "").startswith("This text is hidden to prevent spoilers"):
        return SPOILER
    return None


def _bold(tag: str, cls: str, style: str, inherited: bool) -> bool:
    if tag in ("b", "strong"):
        return True
    if cls and any(c in _BOLD_CLASSES for c in cls.split()):
        return True
    if style and "font-weight" in style:
        if _BOLD_STYLE.search(style):
            return True
        if _NORMAL_STYLE.search(style):
            return False
    return inherited


def _colour(el: etree._Element, tag: str, style: str) -> str | None:
    if style and "color" in style:
        found = style_colour(style)
        if found:
            return found
    if tag == "font" and el.get("color"):
        return to_hex(el.get("color", ""))
    return None
