"""CSS colour values folded to ``#rrggbb`` so any spelling of red compares equal, and
``near``: a shade of the same colour (dark red, crimson) for ``colour_match = "near"``."""

from __future__ import annotations

import colorsys
import re
from functools import lru_cache

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


NEAR_HUE_DEGREES = 20.0  # a shade within this many degrees of hue ...
NEAR_MIN_SATURATION = 0.5  # ... clearly coloured (not grey or pastel pink) ...
NEAR_MIN_VALUE = 0.3  # ... and not nearly black


@lru_cache(maxsize=256)
def near(found: str, wanted: str) -> bool:
    """Is ``found`` a shade of ``wanted`` (both ``#rrggbb``)? ``#8b0000`` (dark red),
    ``#cc0000`` and crimson are near ``#ff0000``; orange, pink, maroon-black are not."""
    if found == wanted:
        return True
    h1, s1, v1 = _hsv(found)
    h2, _, _ = _hsv(wanted)
    gap = abs(h1 - h2) * 360.0
    gap = min(gap, 360.0 - gap)
    return gap <= NEAR_HUE_DEGREES and s1 >= NEAR_MIN_SATURATION and v1 >= NEAR_MIN_VALUE


def _hsv(hex_colour: str) -> tuple[float, float, float]:
    r, g, b = (int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)
