"""Coloured marks in a private message: each line of a PM body (BBCode or HTML) as
``Mark`` pieces that say which colour of interest holds them (red, blue or none) and why
a piece must be ignored (quote, spoiler, code, struck). Pure: the application layer reads
the text (a game file row or a file it names) and hands it here.

Colours are matched as the walker matches them (``walk.styled_lines``; any spelling of
the colour, and shades of it: ``colours.near``), one pass per colour over the same
markup, so the passes yield the same pieces in the same order."""

from __future__ import annotations

import html as _html
import re
from typing import NamedTuple

from votecount.parser.walk import styled_lines

COLOURS = {"red": "#ff0000", "blue": "#0000ff"}
FORMATS = ("bbcode", "html")


class Mark(NamedTuple):
    text: str
    colour: str  # "red", "blue" or "" (neither)
    ignored: str | None  # COMMAND_IN_QUOTE ... when the piece never counts


_BB_TAG = re.compile(r"\[(/?)(color|colour|quote|spoiler|code|b|i|u|s)(?:=([^\]]*))?\]", re.I)
_OPEN = {"b": "<b>", "i": "<i>", "u": "<u>", "s": "<s>", "code": "<code>",
         "quote": "<blockquote>", "spoiler": '<div class="spoiler">'}  # fmt: skip
_CLOSE = {"b": "</b>", "i": "</i>", "u": "</u>", "s": "</s>", "code": "</code>",
          "quote": "</blockquote>", "spoiler": "</div>", "color": "</span>"}  # fmt: skip


def bbcode_html(text: str) -> str:
    """The few BBCode tags a PM needs as HTML: colour, quote, spoiler, code, b/i/u/s;
    everything else is escaped text and each line break is a ``<br>``."""
    out: list[str] = []
    pos = 0
    for m in _BB_TAG.finditer(text):
        out.append(_html.escape(text[pos : m.start()]))
        closing, tag, arg = m.group(1), m.group(2).lower(), m.group(3)
        tag = "color" if tag == "colour" else tag
        if closing:
            out.append(_CLOSE[tag])
        elif tag == "color":
            value = _html.escape((arg or "").strip().strip("\"'"), quote=True)
            out.append(f'<span style="color: {value}">')
        else:
            out.append(_OPEN[tag])
        pos = m.end()
    out.append(_html.escape(text[pos:]))
    return "<div>" + "".join(out).replace("\r\n", "\n").replace("\n", "<br>") + "</div>"


def marks(body: str, fmt: str = "bbcode") -> list[list[Mark]]:
    """The lines of a PM body (``fmt``: bbcode or html), each as its marks."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown PM format {fmt!r}; known: {', '.join(FORMATS)}")
    markup = bbcode_html(body) if fmt == "bbcode" else body
    passes = {name: styled_lines(markup, hex_, near_colour=True)[0]
              for name, hex_ in COLOURS.items()}  # fmt: skip
    red, blue = passes["red"], passes["blue"]
    out = []
    for red_line, blue_line in zip(red, blue, strict=True):
        line = []
        for r, b in zip(red_line, blue_line, strict=True):
            colour = "red" if r.coloured else "blue" if b.coloured else ""
            line.append(Mark(r.text, colour, r.reason))
        out.append(line)
    return out
