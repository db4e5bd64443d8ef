"""CSS colour values folded to ``#rrggbb`` so any spelling of red compares equal."""

from __future__ import annotations

import re

_NAMED = {
    "red": "#ff0000", "blue": "#0000ff", "green": "#008000", "lime": "#00ff00",
    "black": "#000000", "white": "#ffffff", "yellow": "#ffff00", "orange": "#ffa500",
    "purple": "#800080", "pink": "#ffc0cb", "darkred": "#8b0000", "crimson": "#dc143c",
    "gray": "#808080", "grey": "#808080", "navy": "#000080", "maroon": "#800000",
    "fuchsia": "#ff00ff", "magenta": "#ff00ff", "cyan": "#00ffff", "aqua": "#00ffff",
    "teal": "#008080", "olive": "#808000", "silver": "#c0c0c0", "brown": "#a52a2a",
    "gold": "#ffd700", "violet": "#ee82ee", "indigo": "#4b0082", "darkgreen": "#006400",
}  # fmt: skip
_RGB = re.compile(r"rgba?\(\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*,\s*([\d.]+%?)")
_COLOUR_DECL = re.compile(r"(?:^|;)\s*color\s*:\s*([^;!]+)", re.I)


def to_hex(value: str) -> str | None:
    """``red``, ``#f00``, ``#FF0000``, ``rgb(255, 0, 0)`` -> ``#ff0000``; None if unknown."""
    v = value.strip().lower()
    if v in _NAMED:
        return _NAMED[v]
    if re.fullmatch(r"#?[0-9a-f]{6}", v):
        return "#" + v.lstrip("#")
    if re.fullmatch(r"#?[0-9a-f]{3}", v):
        return "#" + "".join(c * 2 for c in v.lstrip("#"))
    m = _RGB.match(v)
    if m:
        return "#" + "".join(f"{_channel(g):02x}" for g in m.groups())
    return None


def _channel(text: str) -> int:
    n = float(text.rstrip("%"))
    if text.endswith("%"):
        n = n * 255 / 100
    return max(0, min(255, round(n)))


def style_colour(style: str) -> str | None:
    """The ``color:`` of an inline style as ``#rrggbb`` (None when absent/unknown)."""
    m = _COLOUR_DECL.search(style)
    return to_hex(m.group(1)) if m else None
