"""What follows a keyword, trimmed to the written name (``clean_target``), and a vote's
two names written as one target (``two_names``)."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule
from votecount.parser.scan import sentence_end

_TRAIL = " \t\r\n.,;:!?…#"
_COMMA_RUN_ON = re.compile(r"(?<=[^\W\d_]),(?=[^\W\d_])")
_PLUS_RUN_ON = re.compile(r"(?<=[^\W\d_])\+(?=[^\W\d_])")
# a smiley's code typed by hand or left unconverted (":evil:", ":knife:") beside a name
_SMILEY_CODE = re.compile(r"(?<!\S):[a-z][a-z_]{1,15}:(?!\S)", re.I)
_FOR_ON = re.compile(r"^(?:for|on)(?:\s*:\s*|\s+)(?=\S)", re.I)  # "Vote for: X", "vote on X"
# "Vote again: X", "vote again for X", "Vote change: X", "Vote switch: X", "Vote is: X"
# (only with its colon, or a dash: "Vote change - X"; or "to": "vote switch to X")
_AGAIN = re.compile(
    r"^(?:again\b[\s:\-–—]*|(?:change|switch|swap|is)\s*(?::|\s[\-–—])\s*"
    r"|(?:change|switch|swap)\s+to\s+)(?=\S)",
    re.I,
)
# the word of such a move alone after the vote word ("**Vote change:** **X**")
AGAIN_WORDS = frozenset(("again", "change", "switch", "swap"))
_AGAIN_START = ("again", "chang", "switc", "swap", "is")
# a move written out after such a word ("Vote switch: Lark to Ivo", "change: from Lark to
# Ivo", "swap: Lark for Ivo"): the first name is the one left, so the word stays (no vote)
_MOVE = re.compile(
    r"(?:change|switch|swap)\s*(?::|\s[\-–—])\s*(?:from\s|[^\s,;]+(?:\s[^\s,;]+)?\s+to\s)"
    r"|swap\s*(?::|\s[\-–—])\s*[^\s,;]+(?:\s[^\s,;]+)?\s+for\s",
    re.I,
)
LEAD = " \t\r\n:;=-–—>~#"
_STRAY = frozenset("[]/\\{}<>")  # what a broken BBCode tag leaves after a keyword


def clean_target(text: str) -> str:
    """Trim what follows a keyword down to the written name (first sentence only)."""
    t = _SMILEY_CODE.sub(" ", text).strip(LEAD) if ":" in text else text.strip(LEAD)
    if not t.isalnum():  # a sentence end needs a space
        end = sentence_end(t)  # linear: a run of dots or spaces is read once
        if end is not None:
            t = t[:end]
    if "," in t:  # "Bramble,Ivo": two names, as "Bramble, Ivo" (the host asks)
        t = _COMMA_RUN_ON.sub(", ", t)
    if "+" in t:  # "Bramble+Ivo" as "Bramble + Ivo" (a name's own "+" folds away)
        t = _PLUS_RUN_ON.sub(" + ", t)
    if t[:5].lower().startswith(_AGAIN_START) and not _MOVE.match(t):
        t = _AGAIN.sub("", t)
    if t[:2].lower() in ("fo", "on"):
        t = _FOR_ON.sub("", t)
    t = t.strip(LEAD).rstrip(_TRAIL)
    if len(t) >= 2 and t[0] in "\"'“‘«" and t[-1] in "\"'”’»":
        t = t[1:-1].strip()
    if t and set(t) <= _STRAY:  # "[b]unvote[[/b]": a tag's stray bracket names nobody
        return ""
    return t.rstrip(_TRAIL)


# "Bramble vs Ivo" (a name's own "vs", "Buffy vs Dracula", stays one: parse.py checks the
# roster); "Bramble; Ivo", "Bramble? Ivo?" (the sentence end cut the second name off)
_VS = re.compile(r"\s+vs\.?\s+", re.I)
_GLUED_TWO = re.compile(r"([^\W_][\w.']*)\s*[-&]\s*([^\W_][\w.']*)")
_AFTER_VS_DOT = re.compile(r"\.[ \t]+([^\s;?.!,:][^;?.!:\n]{0,40}?)[ \t]*[?.!]*[ \t]*")
_AFTER_STOP = re.compile(r"[ \t]*[;?]+[ \t]*([^\s;?.!,:][^;?.!:\n]{0,40}?)[ \t]*[?.!]*[ \t]*")


@rule("two_names")
def two_names(raw: str, target: str) -> tuple[str, str, str] | None:
    """A vote's two names joined by "vs", or cut apart by ";" or "?" ("Vote: Bramble;
    Ivo", "Vote: Bramble? Ivo?"): (first, second, the whole as written), or None. Text
    only: the caller holds it two names when each part is a player's whole name and the
    whole is none (``parse._two_names``), the AMBIGUOUS outcome "A or B" gets. Two
    names glued by a hyphen or "&" ("Ivo-Lark", "Ivo&Lark") are read so too ("Quill-Tide",
    a player's own name, stays one)."""
    low = target.lower()
    glued = _GLUED_TWO.fullmatch(target.strip())
    if glued is not None:
        return glued.group(1), glued.group(2), target
    if " " in target and "vs" in low and not low.endswith(" vs"):
        parts = _VS.split(target)
        if len(parts) == 2 and all(parts):
            return parts[0], parts[1], target
        return None
    at = raw.find(target) if target else -1
    if at < 0:
        return None
    if low.endswith(" vs"):  # "Bramble vs. Ivo": the sentence end cut at "vs."
        m = _AFTER_VS_DOT.fullmatch(raw, at + len(target))
        first = target[:-3].rstrip()
    elif ";" in raw or "?" in raw:
        m = _AFTER_STOP.fullmatch(raw, at + len(target))
        first = target
    else:
        return None
    if m is None or not first or len(m.group(1).split()) > 3:
        return None
    return first, m.group(1), raw[at : m.end(1)]
