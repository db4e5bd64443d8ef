"""A host post's own lines as ``parser.hostcount`` reads them: quotes, code and struck
text left out (spoilers and code boxes on request), table cells joined by ``|``, areas and uncited quote
boxes read as the host's own text, MafiaScum's hidden inline text shown, a separator put
after a bold wagon head, and a struck name at a wagon line's head kept."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.hostcount.sections import NAME_ALONE, NOT_VOTING
from votecount.parser.markup import CODE, SPOILER, STRUCK
from votecount.parser.walk import Span, lines_of

_OWN = frozenset({None})  # spans read; quotes and struck text never are
_KEEP = _OWN | {SPOILER, CODE}  # a count only in a spoiler or a code box
_CELL_OPEN = re.compile(r"<t[dh]\b[^>]*>", re.I)
_CELL_CLOSE = re.compile(r"</t[dh]\s*>", re.I)
_LEGEND_CLOSE = re.compile(r"</legend\s*>", re.I)
# a blank line between two lines, or a paragraph's end before the next ("Wren77" and a
# blank line above "Lark": set apart), marked by a line of its own holding only U+2029
_GAP = re.compile(r"(<br\s*/?>)(?=\s*<br\b)|(</p\s*>)(?=\s*<p\b)", re.I)
_FIELDSET = re.compile(r"<(/?)fieldset\b", re.I)
_HIDDEN_TITLE = re.compile(r'\btitle\s*=\s*"This text is hidden to prevent spoilers', re.I)
_BLOCKQUOTE = re.compile(r"<(/?)blockquote\b([^>]*)>", re.I)
_BOX_OR_ASIDE = re.compile(r"<(/?)(blockquote|aside)\b[^>]*>", re.I)
_ASIDE = re.compile(r"<(/?)aside\b[^>]*>", re.I)
_CITE_ROOM = 40  # characters after a phpBB quote's tag where its <cite> stands
_LEADS_WITH_SEPARATOR = re.compile(r"^\s*[-,;:()\[\]{}|\u2014\u2013<>]")
_HEADLESS = re.compile(r"[(\[]\s*\d{1,2}\s*[)\]]\s*[:\-\u2014]|[:\u2014]")  # "(4): ..."
# text set apart by size (over 100 %, over XenForo's 15px) or underline, read as bold: a
# wagon heading
_EMPHASIS = re.compile(
    r"""(\bstyle\s*=\s*["'])(?=\s*(?:font-size\s*:\s*(?:(?:1(?:0[1-9]|[1-9]\d)|[2-9]\d\d)\s*%|"""
    r"""(?:1[6-9]|[2-9]\d)(?:\.\d+)?px)|text-decoration\s*:\s*underline))""",
    re.I,
)
# vBulletin's underline tag and its font sizes over the default ("<font size="4">")
_VB_EMPHASIS = re.compile(r"<(?:u|font\s+size\s*=\s*[\"']?\+?[4-7][\"']?)(?=[\s>])", re.I)
# vBulletin's code box, which its quote's class "bbcode_container" also frames
_VB_CODE = re.compile(
    r"""<div\s+class\s*=\s*["']bbcode_container["']>(?=\s*<div\s+class\s*=\s*["']bbcode_description["']>"""
    r"""\s*(?:\w+\s+)?code\s*:)""",
    re.I,
)
# XenForo's spoiler title stands in a button (never read): its title as a line
_XF_TITLE = re.compile(
    r"""<button\b[^>]*\bbbCodeSpoiler-button\b.*?bbCodeSpoiler-button-title["']>([^<]{0,200})</span>.*?</button>""",
    re.I | re.S,
)
# XenForo's quote box with no name (no data-quote attribute) and vBulletin's
_XF_NAMELESS = re.compile(
    r"<blockquote\b(?![^>]*\bdata-quote=)[^>]*\bbbCodeBlock--quote\b[^>]*>", re.I
)
_VB_NAMELESS = re.compile(
    r"""<div\s+class=["']bbcode_container["']>\s*<div\s+class=["']bbcode_quote["']>\s*"""
    r"""<div\s+class=["']quote_container["']>\s*<div\s+class=["']bbcode_quote_container["']>"""
    r"""\s*</div>(?!\s*<div\s+class=["']bbcode_postedby)""",
    re.I,
)
_DIV = re.compile(r"<(/?)div\b[^>]*>", re.I)
# a name struck with Markdown's tildes where the forum does not render them: "~~Lark~~"
_TILDES = re.compile(r"(?<![~\w])~~(?=[^\s~])([^~<>\n]{1,40}?)(?<=[^\s~])~~(?![~\w])")
# full-width marks read as their ASCII forms: "Ivo\uff082\uff09\uff1aJuno\u3001Lark", "Ivo \u30102\u3011 Juno"
_FULL_WIDTH = str.maketrans(
    dict(
        zip(
            "\uff08\uff09\uff1a\uff1b\uff0c\u3001\uff3b\uff3d\u3010\u3011",
            "():;,,[][]",
            strict=True,
        )
    )
    | {"\uff0f": " / "}  # a full-width slash between voters: "Juno\uff0fIvo"
)
_CELL = re.compile(r"(<td\b[^>]*>)(.*?)(</td\s*>)", re.I | re.S)
_BREAK = re.compile(r"<br\s*/?>", re.I)
_SPACES = re.compile(r"(?<=\S) {3,}(?=\S)")  # columns aligned by spaces in a code block
_PRE = re.compile(r"(<pre\b[^>]*>)(.*?)(</pre\s*>)", re.I | re.S)  # Discourse's code: "\n" lines
# a heading (Discourse's "## Ivo") and a list item that heads a list in it or right after
# it ("* Ivo" above "  * Juno"): set apart like bold text, a wagon heading
_HEADING_TAG = re.compile(r"<h[1-6](?=[\s>])", re.I)
_ITEM_HEAD = re.compile(r"(<li\b[^>]*>)([^<]{1,80})(?=(?:</li>)?\s*<[uo]l\b)", re.I)
# Discourse's emoji image stands between words as the emoji would ("Ivo \U0001f7e5\U0001f7e5 Juno")
_INDENT_TAG = re.compile(
    r"""<div\s+style\s*=\s*["']\s*margin-left\s*:\s*\d+px;?\s*["']\s*>""", re.I
)
# a line indented by hand: phpBB's non-breaking spaces, XenForo's spaces kept after its break
_INDENT = re.compile(r"^\n?[ \t\u00a0]{2,}(?=\S)")
# a legend saying italic names are votes that do not count ("Italics: placed after the
# deadline", "(italic = late vote, not counted)"; not "italics: late replacements"), in
# the legend's own clause (not "Italics = new; struck = not counted", "Italics: replaced
# in (old votes void)"), among the post's own lines (not a quote's): those names are read
# as struck
_ITALIC_LATE = re.compile(
    r"\bitalic(?:s|ised|ized)?\b[^.;:=()|\n]{0,20}[:=\-\u2013\u2014]?[^.;:=()|\n]{0,50}?"
    r"\b(?:late\s+votes?|after\s+(?:the\s+)?deadline|not\s+counted|uncounted|"
    r"(?:does|do)\s*n[o']t\s+count|invalid|void)\b",
    re.I,
)
_ITALIC_STYLE = re.compile(r"font-style\s*:\s*italic", re.I)
_ITALIC_TAG = re.compile(r"<(/?)(?:i|em)>", re.I)
# (two digits or more, or "#": not a footnote's "1", nor "Wren<sup>2</sup>", the player Wren2)
_SUP_POST = re.compile(r"<su[pb]>\s*(?:#(\d{1,6})|(\d{2,6}))\s*</su[pb]\s*>", re.I)
_EMOJI = re.compile(r"""<img\b[^>]*\bclass\s*=\s*["']emoji\b[^>]*>""", re.I)


class CountLine(NamedTuple):
    text: str  # the line as read (struck text left out)
    with_struck: str | None  # the line with its struck text kept, when it has some
    emphasised: bool = False  # all its text bold, larger or underlined (a heading)
    indented: bool = False  # opens with two spaces or more kept (a wrapped line's rest)
    apart: bool = False  # a blank line or a paragraph's end right above it


def post_lines(html: str, boxed: bool = False) -> list[str]:
    """The post's own lines (areas kept; spoilers and code boxes only with ``boxed``;
    quotes and struck text dropped); a table row is one line with its cells joined by
    ``|``."""
    return [line.text for line in count_lines_of(html, boxed)]


def count_lines_of(html: str, boxed: bool = False, unbox: bool = True) -> list[CountLine]:
    """The post's lines as ``post_lines`` reads them (uncited quote boxes only with
    ``unbox``), each with its struck text and whether it is all set apart."""
    html = _HIDDEN_TITLE.sub('data-hidden="', _unboxed(html) if unbox else html)
    html = _EMPHASIS.sub(r"\1font-weight: bold; ", _engines(html))
    out = _lines(html, boxed)
    if "italic" in html.lower() and any(_ITALIC_LATE.search(line.text) for line in out):
        html = _ITALIC_TAG.sub(r"<\1s>", _ITALIC_STYLE.sub("text-decoration: line-through", html))
        plain, out = out, _lines(html, boxed)
        # a late voter in "Not voting: *Lark*" is still listed: each "Not voting" line as
        # written, paired in order (a line all in italics, the legend's own, is gone)
        listed = [i for i, p in enumerate(plain) if NOT_VOTING.match(p.text)]
        at = [i for i, o in enumerate(out) if NOT_VOTING.match(o.text)]
        if len(listed) == len(at):
            for i, p in reversed(list(zip(at, listed, strict=True))):
                # and its names one a line below a bare label ("Not voting:", "*Lark*")
                out[i : i + 1 + _names_below(out, i)] = plain[p : p + 1 + _names_below(plain, p)]
    return out


_LABEL_ALONE = re.compile(r"[:\-\u2013\u2014]\s*$|^\W*[\w\s]+\W*\(\d+\)\W*$")


def _names_below(lines: list[CountLine], at: int) -> int:
    """How many lines below the "Not voting" label at ``at`` are its names, one a line:
    none when the label has names after it; up to a blank line or a line that is not one
    name (as written, its struck text kept)."""
    if not _LABEL_ALONE.search(lines[at].text):
        return 0
    count = 0
    for line in lines[at + 1 :]:
        if not NAME_ALONE.match((line.with_struck or line.text).strip()):  # "*Lark*" struck
            break
        count += 1
    return count


def _lines(html: str, boxed: bool) -> list[CountLine]:
    """``count_lines_of``'s lines of ``html`` once its quote boxes and engines are read."""
    if "<h" in html:
        html = _HEADING_TAG.sub(lambda m: f'{m[0]} style="font-weight: bold"', html)
    if "<li" in html:
        html = _ITEM_HEAD.sub(r"\1<b>\2</b>", html)
    if "<img" in html:
        html = _EMOJI.sub(" \u25aa ", html)
    if "<su" in html:  # "Juno<sup>123</sup>": the post of Juno's vote, a mark "(#123)"
        html = _SUP_POST.sub(lambda m: f" (#{m[1] or m[2]})", html)
    if "<pre" in html:
        html = _PRE.sub(lambda m: m[1] + _aligned(m[2]).replace("\n", "<br>") + m[3], html)
    if "<td" in html:  # a cell's lines are one list of names ("Juno<br>Ivo")
        html = _CELL.sub(lambda m: m[1] + _BREAK.sub(", ", m[2]) + m[3], html)
    html = _CELL_CLOSE.sub(" | ", _CELL_OPEN.sub("", html))
    html = _LEGEND_CLOSE.sub("</legend><br>", html)  # an area's title is a line of its own
    html = _FIELDSET.sub(r"<\1div", html)  # read areas as plain blocks (spoilers in them too)
    html = _GAP.sub(lambda m: f"{m[1]}\u2029" if m[1] else f"{m[2]}<div>\u2029</div>", html)
    out: list[CountLine] = []
    gap = False
    keep = _KEEP if boxed else _OWN
    for spans in lines_of(html, None):
        raw = "".join(s.text for s in spans if s.reason in keep)
        text = raw.strip().translate(_FULL_WIDTH)
        gap = gap or "\u2029" in raw and not text
        if text:
            text = _bold_head(spans, keep) or text
            head = _struck_head(spans, keep)
            struck = "".join(s.text for s in spans if s.reason in keep or s.reason == STRUCK)
            line = f"{head} {text}" if head else text
            shown = [s for s in spans if s.reason in keep and s.text.strip()]
            emphasised = all(s.bold for s in shown)
            other = struck.strip() if struck.strip() != text else None
            indented = _INDENT.match(raw) is not None
            out.append(CountLine(line, other, emphasised, indented, gap and bool(out)))
            gap = False
    return out


def _engines(html: str) -> str:
    """vBulletin's and XenForo's markup read as phpBB's: underline and larger fonts set
    apart, a code box framed as a quote is a code box, a spoiler's title a line, an
    ``[INDENT]`` an indented line; and tildes around a name strike it."""
    if "<u" in html or "<font" in html:
        html = _VB_EMPHASIS.sub(lambda m: f'{m[0]} style="font-weight: bold"', html)
    if "bbcode_container" in html:
        html = _VB_CODE.sub('<div class="codebox">', html)
    if "bbCodeSpoiler-button" in html:
        html = _XF_TITLE.sub(r"<div>\1</div>", html)
    if "~~" in html:
        html = _TILDES.sub(r"<s>\1</s>", html)
    if "margin-left" in html:  # vBulletin's and XenForo's [INDENT]: an indented line
        html = _INDENT_TAG.sub("\\g<0>\u00a0\u00a0", html)
    return html


def boxes_named(html: str, asides: bool = False) -> str:
    """``html`` with each bare ``<blockquote>`` (Discourse's ``>`` box: no attribute, no
    ``<cite>`` after it as phpBB's quotes have, in no ``<aside>`` quote of a post, or in
    one too with ``asides``) marked as an uncited quote box, which the reader reads like
    phpBB's ``[quote]`` with no name; XenForo's and vBulletin's quotes with no name too."""
    html = _nameless_engine_quotes(html)
    if "<blockquote>" not in html:
        return html
    out: list[str] = []
    inside, at = 0, 0
    for m in _BOX_OR_ASIDE.finditer(html):
        out.append(html[at : m.start()])
        at = m.end()
        tag = m.group(0)
        if m.group(2).lower() == "aside":
            inside = max(inside + (-1 if m.group(1) else 1), 0)
            tag = f"<{m.group(1)}div>" if asides else tag  # the quote read as a plain block
        elif tag.lower() == "<blockquote>" and (asides or not inside):
            bare = "<cite" not in html[m.end() : m.end() + _CITE_ROOM].lower()
            tag = '<blockquote class="uncited">' if bare else tag
        out.append(tag)
    out.append(html[at:])
    return "".join(out)


def _nameless_engine_quotes(html: str) -> str:
    """``html`` with XenForo's quote boxes that name nobody (no ``data-quote``) and
    vBulletin's (no "Originally Posted by") marked as uncited boxes."""
    if "bbCodeBlock--quote" in html:
        html = _XF_NAMELESS.sub('<blockquote class="uncited">', html)
    if "bbcode_quote_container" not in html:
        return html
    out: list[str] = []
    at = 0
    for m in _VB_NAMELESS.finditer(html):
        depth, end = 0, None
        for d in _DIV.finditer(html, m.start()):  # the container's own closing tag
            depth += -1 if d.group(1) else 1
            if depth == 0:
                end = d
                break
        if end is None or m.start() < at:
            continue
        out += [html[at : m.start()], '<blockquote class="uncited"><div><div>']
        out += [html[m.end() : end.start()], "</blockquote>"]  # its two inner divs close
        at = end.end()
    return "".join(out) + html[at:]


def last_quote_at(html: str) -> int | None:
    """Where the post's last ``<aside>`` quote of a post (one in no other) opens, or None."""
    depth, start = 0, None
    for m in _ASIDE.finditer(html):
        if not m.group(1):
            start = m.start() if depth == 0 else start
            depth += 1
        else:
            depth = max(depth - 1, 0)
    return start


def _unboxed(html: str) -> str:
    """``html`` with each uncited quote box that stands in no other quote read as the
    post's own text: a host boxing their count with ``[quote]``, quoting nobody."""
    if "uncited" not in html:
        return html
    out: list[str] = []
    depth, boxes, at = 0, [], 0  # boxes: the depths of the open boxes being unboxed
    for m in _BLOCKQUOTE.finditer(html):
        out.append(html[at : m.start()])
        at = m.end()
        if not m.group(1):
            unbox = depth == 0 and "uncited" in m.group(2)
            depth += 1
            if unbox:
                boxes.append(depth)
            out.append("<div>" if unbox else m.group(0))
        else:
            closing_box = bool(boxes) and boxes[-1] == depth
            depth = max(depth - 1, 0)
            if closing_box:
                boxes.pop()
            out.append("</div>" if closing_box else m.group(0))
    out.append(html[at:])
    return "".join(out)


def _bold_head(spans: list[Span], keep: frozenset[str | None]) -> str:
    """The line with a separator after its bold head when the host wrote none: a bold
    wagon followed by its voters ("**Ivo** Juno, Lark"), or "" to keep the line as is."""
    kept = [s for s in spans if s.reason in keep]
    shown = [i for i, s in enumerate(kept) if s.text.strip()]
    if len(shown) < 2 or not kept[shown[0]].bold:
        return ""
    k = next((i for i in shown if not kept[i].bold), None)
    if k is None:
        return ""
    rest = "".join(s.text for s in kept[k:])
    if _LEADS_WITH_SEPARATOR.match(rest):
        return ""
    head = "".join(s.text for s in kept[:k])
    if _LEADS_WITH_SEPARATOR.match(head.rstrip()[-1:]):
        return ""  # "**Ivo (2):** Juno": the host wrote one
    return f"{head.strip()}: {rest.strip()}"


def _struck_head(spans: list[Span], keep: frozenset[str | None]) -> str:
    """The name a host struck at the head of a wagon line (a replaced or dead player:
    "[s]Ivo[/s] (2): Juno, Lark"): it still names the wagon, or the first voter would."""
    shown = [s for s in spans if s.text.strip()]
    if len(shown) < 2 or shown[0].reason != STRUCK:
        return ""
    rest = "".join(s.text for s in shown[1:] if s.reason in keep).lstrip()
    return shown[0].text.strip() if _HEADLESS.match(rest) else ""


def _aligned(code: str) -> str:
    """A code block's runs of three spaces or more as phpBB writes them in its code box
    (non-breaking), so a gap between columns cuts a line as it does there ("Ivo   Juno,
    Lark   2")."""
    return _SPACES.sub(lambda m: "\u00a0" * len(m[0]), code)
