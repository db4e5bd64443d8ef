"""Player lists written on one line of a host post (``parser.host.roster`` reads the lines
one slot each): @mentions ("Contestants: @ada, @bo, @cy", "@ada @bo @cy") and names after a
player-list label ("Confirmed players: Juno, Ivo, Kestrel and Wren"); and how a written
name becomes the thread's login."""

from __future__ import annotations

import re
from collections.abc import Mapping

_MENTIONS_MIN = 3
_MENTION = re.compile(r"@([\w][\w.\-]*)")
_MENTION_GAP = re.compile(r"\s*(?:,|;|,?\s+and\s+|&)?\s*", re.I)
_LABEL = re.compile(r"^[^\W\d][\w' ]{0,30}:\s*")  # "Contestants: ", "Players (8): " no
# a label that says the names after it play: "Players:", "Living players (6):",
# "Confirmed players:", "Signed up:", "Player list:", "Roster:"
_LIST_LABEL = re.compile(
    r"^(?:[\w']+\s+){0,2}?(?:players?(?:\s*list)?|playerlist|participants|contestants|roster"
    r"|signed\s+up|sign-?ups|confirmed|alive|living)\b\s*(?:\(\s*\d+\s*\))?\s*:\s*",
    re.I,
)
SEPARATOR = re.compile(r"\s*(?:,\s*and\s+|,|;|\s+and\s+|&|\|)\s*", re.I)
_NAME_SHAPE = re.compile(r"^[\w\[\]][\w.\-\[\]= ]*$")


def inline(
    pieces: list[tuple[str, bool]], pattern: re.Pattern[str], known: Mapping[str, str],
    skip: set[str],
) -> list[tuple[str, str]]:  # fmt: skip
    """A line that lists players on its own, one slot each, as (login, the line), or
    none."""
    text = " ".join("".join(t for t, gone in pieces if not gone).split())
    names = _mentions(text, known) or _labelled(text, pattern, known)
    return [(n, text) for n in dict.fromkeys(names) if n.casefold() not in skip]


def _mentions(text: str, known: Mapping[str, str]) -> list[str]:
    """A line that is only @mentions, three or more, after an optional label: a name the
    thread does not know as written (an @mention is a forum login even before its player
    posts)."""
    label = _LABEL.match(text)
    rest = text[label.end() if label else 0 :]
    at, names = 0, []
    for m in _MENTION.finditer(rest):
        if not _MENTION_GAP.fullmatch(rest[at : m.start()]):
            return []
        names.append(login(m.group(1).rstrip(".-"), known))
        at = m.end()
    if len(names) < _MENTIONS_MIN or not _MENTION_GAP.fullmatch(rest[at:].rstrip(".")):
        return []
    return names


def _labelled(text: str, pattern: re.Pattern[str], known: Mapping[str, str]) -> list[str]:
    """Three or more names after a player-list label, separated by commas, "and", "&" or
    bars, each of one to three words, most of them names the thread knows."""
    label = _LIST_LABEL.match(text)
    if label is None:
        return []
    parts = SEPARATOR.split(text[label.end() :].strip().rstrip("."))
    if len(parts) < _MENTIONS_MIN or not all(
        _NAME_SHAPE.match(p) and len(p.split()) <= 3 for p in parts
    ):
        return []
    hits = sum(pattern.fullmatch(p) is not None for p in parts)
    return [login(p, known) for p in parts] if 2 * hits > len(parts) else []


NOTE = re.compile(r"\s*\([^()]*\)$")  # "Kes (replaces Lark)": the bracketed note


def noted_parts(text: str, pattern: re.Pattern[str]) -> list[str]:
    """The names after a player-list label as written, when some carry a bracketed note
    ("Living players: Ivo, Kes (replaces Lark), Wren"): each part is then read as a list
    line of its own (its chain). None when no part has a note or the parts are no names."""
    label = _LIST_LABEL.match(text)
    if label is None:
        return []
    parts = SEPARATOR.split(text[label.end() :].strip().rstrip("."))
    bare = [NOTE.sub("", p) for p in parts]
    if (
        len(parts) < _MENTIONS_MIN
        or bare == parts
        or not all(_NAME_SHAPE.match(b) and len(b.split()) <= 3 for b in bare)
    ):
        return []
    hits = sum(pattern.fullmatch(b) is not None for b in bare)
    return parts if 2 * hits > len(parts) else []


def login(written: str, known: Mapping[str, str]) -> str:
    """The thread's login for a written name (a typo of a known name of 5 letters or more
    is that name), or the name as written."""
    name = written.strip().lstrip("@").strip()
    return known.get(name.casefold()) or near(name, known)


def near(name: str, known: Mapping[str, str]) -> str:
    """The one known login a name is a typo of, or the name: one letter off, or (8
    letters or more) two letters swapped ("keyendeypee" for "keyenpeydee")."""
    from rapidfuzz.distance import OSA

    folded = name.casefold()
    close = [v for k, v in known.items() if len(k) > 4 and OSA.distance(folded, k) <= 1]
    if not close and len(folded) >= _SWAP_MIN:
        close = [v for k, v in known.items() if _swapped(folded, k)]
    return close[0] if len(set(close)) == 1 else name


_SWAP_MIN = 8


def _swapped(a: str, b: str) -> bool:
    """Two letters of ``a`` swapped give ``b``."""
    off = [i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y]
    return len(a) == len(b) and len(off) == 2 and a[off[0]] == b[off[1]] and a[off[1]] == b[off[0]]
