"""What each engine's markup means for a piece of text inside it (``parser.walk`` asks it
once per element shape): is it bold, in which colour, and why it must be ignored (quote,
spoiler, code, struck, area, signature), from the element's tag, classes, style, id,
onclick and title. Stdlib only."""

from __future__ import annotations

import re

from votecount.parser.colours import style_colour, to_hex

QUOTE, SPOILER, CODE, STRUCK, AREA, SIGNATURE = (
    "COMMAND_IN_QUOTE", "COMMAND_IN_SPOILER", "COMMAND_IN_CODE", "COMMAND_STRUCK",
    "COMMAND_IN_AREA", "COMMAND_IN_SIGNATURE",
)  # fmt: skip
BY_TAG = {
    "blockquote": QUOTE, "cite": QUOTE, "details": SPOILER, "code": CODE, "pre": CODE,
    "s": STRUCK, "strike": STRUCK, "del": STRUCK, "fieldset": AREA,
}  # fmt: skip
_CLASS_RULES = (
    # a preview of another page (Discourse's onebox, XenForo's unfurl) and a chat
    # transcript pasted into a Discourse post are someone else's text, as a quote is
    (
        QUOTE,
        (
            "quote",
            "bbcode_container",
            "bbcode_quote",
            "bbCodeBlock--quote",
            "onebox",
            "bbCodeBlock--unfurl",
            "chat-transcript",
        ),
    ),
    (SPOILER, ("spoiler", "bbCodeSpoiler", "bbCodeInlineSpoiler", "quotecontent", "quotetitle")),
    (CODE, ("codebox", "bbcode_code", "bbCodeCode")),
    (SIGNATURE, ("signature", "message-signature", "signaturecontainer")),
)
_BOLD_CLASSES = frozenset({"bbcode-b", "noboldsig", "text-strong"})
_BOLD_STYLE = re.compile(r"font-weight\s*:\s*(bold|bolder|[6-9]00)", re.I)
_NORMAL_STYLE = re.compile(r"font-weight\s*:\s*(normal|lighter|[1-4]00)", re.I)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none", re.I)
# a class that names no spoiler box though it holds "spoil" ("nospoiler", "spoiler-free")
_NO_SPOILER = re.compile(r"(?:no|non|un)[-_]?spoil|spoil\w*?[-_]?free", re.I)
_NO_SIGNATURE = re.compile(r"(?:no|non|has|with|without)[-_]?signature", re.I)  # "no-signature"


def element_context(
    tag: str, cls: str, style: str, ident: str, onclick: str, title: str, color: str,
    bold: bool, colour: str | None, reason: str | None, spoilers: bool,
) -> tuple[bool, str | None, str | None]:  # fmt: skip
    """(bold, colour, reason) inside an element with these attributes in this context."""
    own = reason or _reason(tag, cls, style, ident, onclick, title)
    if own == SPOILER and spoilers and reason is None:
        own = None
    return _bold(tag, cls, style, bold), _colour(tag, style, color) or colour, own


def _reason(tag: str, cls: str, style: str, ident: str, onclick: str, title: str) -> str | None:
    if cls:
        classes = cls.split()
        for reason, names in _CLASS_RULES:
            if any(c in names for c in classes):
                return reason
        if "postcontent" in classes:
            return None  # vBulletin 4 wraps the whole message in blockquote.postcontent
        if tag == "td" and "alt2" in classes:
            return QUOTE  # vBulletin 3's quote: a "Quote:" caption over a one-cell table
        if any("spoil" in c.lower() and not _NO_SPOILER.search(c) for c in classes):
            return SPOILER  # any engine's spoiler box (XenForo 1, Invision, phpBB extensions)
        if any("signature" in c.lower() and not _NO_SIGNATURE.search(c) for c in classes):
            return SIGNATURE  # a theme's or plugin's signature box ("user-signature", "cSignature")
    if tag in BY_TAG:
        return BY_TAG[tag]
    if style and "line-through" in style:
        return STRUCK
    if style and _HIDDEN_STYLE.search(style):
        return SPOILER  # text shown on a click (vBulletin's spoiler: a div with display:none)
    if ident.startswith(("spoiler", "sig")) or "Spoiler" in onclick:
        return SPOILER if not ident.startswith("sig") else SIGNATURE
    if title.startswith("This text is hidden to prevent spoilers"):
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


def _colour(tag: str, style: str, color: str) -> str | None:
    if style and "color" in style:
        found = style_colour(style)
        if found:
            return found
    if tag == "font" and color:
        return to_hex(color)
    return None
