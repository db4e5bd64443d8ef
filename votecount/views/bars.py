"""A player's posts per phase as a small bar chart (the report's player cards): the bars'
geometry, as numbers an SVG template draws."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    label: str  # the phase, under the bar
    label_x: float
    count: str  # the number of posts, over the bar
    count_y: float
    title: str  # "D1: 6 posts"


@dataclass(frozen=True)
class BarsView:
    width: int
    height: int
    baseline: float
    label_y: float
    bars: tuple[Bar, ...]
    description: str


_SHORT = {"pregame": "pre"}


def post_bars(posts: Iterable[tuple[str, int]]) -> BarsView | None:
    """A small bar chart of one player's posts in each phase (None: no posts)."""
    rows = [(label, n) for label, n in posts]
    if not rows or not any(n for _, n in rows):
        return None
    slot, gap, tall, base = 30, 6, 40, 56
    most = max(n for _, n in rows)
    bars = []
    for i, (label, n) in enumerate(rows):
        h = round(n / most * tall, 1)
        x, w = i * slot + gap / 2, slot - gap
        middle = x + w / 2
        name = _SHORT.get(label, label)
        bars.append(
            Bar(x, base - h, w, h, name, middle, str(n), base - h - 3, f"{label}: {n} posts")
        )
    text = ", ".join(f"{label} {n}" for label, n in rows)
    return BarsView(
        len(rows) * slot, base + 16, base, base + 12, tuple(bars), f"Posts per phase: {text}."
    )
