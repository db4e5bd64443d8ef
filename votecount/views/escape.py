"""Escaping names and free text for each output dialect, so that whatever a player calls
themselves renders literally and pings no one.

A player named ``[b]x``, ``**x**``, ``<script>``, ``@everyone`` or ``:)`` must appear as
exactly those characters in the posted count: no bold, no tag, no mention, no smiley.
Where a markup has no escape for a sequence (BBCode has none; Discourse's mention and
emoji rules run on plain text), a zero-width space (U+200B) is placed inside the
sequence: the reader sees the same characters, the forum's parser sees no markup.

Every text is first made inert (``neutral``): bidi controls (U+202A–U+202E, U+2066–U+2069,
U+200E, U+200F, U+061C), which could make a name reverse the text after it, and
zero-width characters (U+200B, U+200C, U+2060, U+FEFF, U+180E, U+00AD; U+200D unless it
joins an emoji sequence), which could hide inside a name, are removed. ``votecount.views.render``
also removes bidi controls from every rendered output, whatever a template prints.
"""

from __future__ import annotations

import re
import unicodedata

ZWSP = "\u200b"
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
_INERT = dict.fromkeys(map(ord, BIDI_CONTROLS + "\u200b\u200c\u2060\ufeff\u180e\u00ad"), None)
_BIDI = dict.fromkeys(map(ord, BIDI_CONTROLS), None)
_JOINER = "\u200d"

# characters with a meaning in Discourse's markdown-it (CommonMark + extensions) anywhere
# in a line; '(' ')' '!' '.' start nothing once '[' is escaped, and '{' '}' nothing at all
_MD_SPECIAL = re.compile(r"([\\`*\[\]|<>~])")
# '_' opens or closes emphasis unless letters or digits stand on both sides
# ("bob_the_builder" is plain text, "_x_" is not); '#' before a word is a hashtag
_MD_INWORD = re.compile(r"(?<![^\W_])_|_(?![^\W_])|#(?=\w)")
# what is markup only at the start of a line: a heading, list item, quote, rule
_MD_LEADING = re.compile(r"^(\s*(?:\d+)?)([#+\-=>.)])")
# What Discourse would turn into markup on plain text: '@name' mentions (an '@' before a
# name character), ':name:' emoji and ':)' ';)' '<3' smileys (a ':' before anything but a
# space; '06:00' and '6:4' are left alone). A ':' before a space, as in "Fair: Day 1",
# starts nothing and is not broken.
_MD_TRIGGERS = re.compile(
    r"@(?=\w)"
    r"|(?<!\d):(?=\S)|(?<=\d):(?=[^\s\d])"
    r"|;(?=(?:\\?-)?\\?[()DPpOo/|*])|<(?=3)"
)
# smiley codes used by phpBB / vBulletin / XenForo that start with ':' ';' '8' or '=',
# and phpBB's word codes between colons (":lol:", ":mrgreen:", ":geek:")
_SMILEY_START = re.compile(r"([:;=8])(?=[-^']?[()DPpOo|/\\\]\[*$@!?xX3])|(:)(?=[\w-]+:)")


def neutral(text: object) -> str:
    """``text`` without bidi controls and zero-width characters (see the module doc)."""
    s = str(text).translate(_INERT)
    if _JOINER in s:
        s = "".join(_joined(s, i) for i in range(len(s)))
    return s


def _joined(s: str, i: int) -> str:
    """Keep a zero-width joiner only inside an emoji sequence (a symbol before it)."""
    c = s[i]
    if c != _JOINER:
        return c
    before = s[i - 1] if i else ""
    return c if before and unicodedata.category(before) in ("So", "Sk", "Mn") else ""


def without_bidi(text: str) -> str:
    """A rendered output with no bidi control left in it."""
    return text.translate(_BIDI)


def markdown(text: object) -> str:
    """Escape for Discourse Markdown (also safe for any CommonMark renderer)."""
    s = neutral(text)
    s = _MD_SPECIAL.sub(r"\\\1", s)
    s = _MD_INWORD.sub(lambda m: "\\" + m.group(), s)
    s = _MD_LEADING.sub(lambda m: m.group(1) + "\\" + m.group(2), s)
    s = _MD_TRIGGERS.sub(lambda m: m.group(0) + ZWSP, s)
    return s.replace("\n", " ")


def bbcode(text: object) -> str:
    """Escape for phpBB, vBulletin and XenForo BBCode: break tags, smilies and mentions."""
    s = neutral(text)
    s = s.replace("[", "[" + ZWSP)
    s = _SMILEY_START.sub(lambda m: m.group(0) + ZWSP, s)
    s = s.replace("@", "@" + ZWSP)
    # phpBB converts '<' and '&' itself; nothing else to do for HTML inside BBCode
    return s.replace("\n", " ")


def html_text(text: object) -> str:
    """Escape for HTML (the static report)."""
    import html  # the HTML outputs only: a count in other markup does not load it

    return html.escape(neutral(text), quote=True)


def plain(text: object) -> str:
    """Plain text: nothing to escape, but no line breaks inside a name."""
    return neutral(text).replace("\n", " ")


def url(text: object) -> str:
    """A link target safe inside Markdown ``(…)``, BBCode ``[url=…]`` and HTML ``href``:
    characters that could close the markup (``( ) [ ] < > " '``, spaces, line breaks) are
    percent-encoded; a link that is not http(s) becomes empty (no ``javascript:``)."""
    s = str(text).strip()
    if not re.match(r"^https?://", s, re.IGNORECASE):
        return ""
    return re.sub(r"[()\[\]<>\"'\s\\]", lambda m: f"%{ord(m.group(0)):02X}", s)


ESCAPERS = {"markdown": markdown, "bbcode": bbcode, "html": html_text, "text": plain}
