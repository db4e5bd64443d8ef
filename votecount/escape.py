"""Escaping names and free text for each output dialect, so that whatever a player calls
themselves renders literally and pings no one.

A player named ``[b]x``, ``**x**``, ``<script>``, ``@everyone`` or ``:)`` must appear as
exactly those characters in the posted count: no bold, no tag, no mention, no smiley.
Where a markup has no escape for a sequence (BBCode has none; Discourse's mention and
emoji rules run on plain text), a zero-width space (U+200B) is placed inside the
sequence: the reader sees the same characters, the forum's parser sees no markup.
"""

from __future__ import annotations

import html
import re

ZWSP = "\u200b"

# characters with a meaning in Discourse's markdown-it (CommonMark + extensions)
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~])")
# What Discourse would turn into markup on plain text: '@name' mentions (an '@' before a
# name character), ':name:' emoji and ':)' ';)' '<3' smileys (a ':' before anything but a
# space; '06:00' and '6:4' are left alone). A ':' before a space, as in "Fair: Day 1",
# starts nothing and is not broken.
_MD_TRIGGERS = re.compile(
    r"@(?=\w)"
    r"|(?<!\d):(?=\S)|(?<=\d):(?=[^\s\d])"
    r"|;(?=(?:\\?-)?\\?[()DPpOo/|*])|<(?=3)"
)
# smiley codes used by phpBB / vBulletin / XenForo that start with ':' ';' '8' or '='
_SMILEY_START = re.compile(r"([:;=8])(?=[-^']?[()DPpOo|/\\\]\[*$@!?xX3])")


def markdown(text: object) -> str:
    """Escape for Discourse Markdown (also safe for any CommonMark renderer)."""
    s = str(text)
    s = _MD_SPECIAL.sub(r"\\\1", s)
    s = _MD_TRIGGERS.sub(lambda m: m.group(0) + ZWSP, s)
    return s.replace("\n", " ")


def bbcode(text: object) -> str:
    """Escape for phpBB, vBulletin and XenForo BBCode: break tags, smilies and mentions."""
    s = str(text)
    s = s.replace("[", "[" + ZWSP)
    s = _SMILEY_START.sub(lambda m: m.group(1) + ZWSP, s)
    s = s.replace("@", "@" + ZWSP)
    # phpBB converts '<' and '&' itself; nothing else to do for HTML inside BBCode
    return s.replace("\n", " ")


def html_text(text: object) -> str:
    """Escape for HTML (the static report)."""
    return html.escape(str(text), quote=True)


def plain(text: object) -> str:
    """Plain text: nothing to escape, but no line breaks inside a name."""
    return str(text).replace("\n", " ")


def url(text: object) -> str:
    """A link target safe inside Markdown ``(…)``, BBCode ``[url=…]`` and HTML ``href``:
    characters that could close the markup (``( ) [ ] < > " '``, spaces, line breaks) are
    percent-encoded; a link that is not http(s) becomes empty (no ``javascript:``)."""
    s = str(text).strip()
    if not re.match(r"^https?://", s, re.IGNORECASE):
        return ""
    return re.sub(r"[()\[\]<>\"'\s\\]", lambda m: f"%{ord(m.group(0)):02X}", s)


ESCAPERS = {"markdown": markdown, "bbcode": bbcode, "html": html_text, "text": plain}
