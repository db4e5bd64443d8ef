"""Where the pieces of a wagon chart sit (``votecount.views.chart`` decides what it
shows): the values an SVG template draws (``ChartView`` and its parts), the ``Frame`` a
chart is drawn in (``WIDE``, ``NARROW``), the ``Scale`` from times and vote counts to
pixels, the axis ticks on round times, and the end labels moved apart so that none
overlap.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

LABEL_GAP = 14  # least vertical room between two end labels


@dataclass(frozen=True)
class Frame:
    """The size of a chart and its margins, in the SVG's own pixels. The page shows the
    chart at this width (``WIDE`` on a desktop, ``NARROW`` on a phone), so its 11-12 px
    text stays 11-12 px on the screen."""

    width: int
    height: int
    left: int
    right: int  # room for the end labels
    top: int
    bottom: int
    lines: int  # wagons drawn as lines at most; the rest fold into one band
    name_chars: int  # an end label's name is cut to this many characters
    ticks: int  # time ticks on the axis at most

    @property
    def plot_right(self) -> int:
        return self.width - self.right

    @property
    def plot_bottom(self) -> int:
        return self.height - self.bottom


WIDE = Frame(760, 280, 44, 160, 26, 40, lines=5, name_chars=18, ticks=6)
NARROW = Frame(356, 250, 28, 100, 14, 36, lines=4, name_chars=10, ticks=3)
WIDTH, HEIGHT = WIDE.width, WIDE.height


@dataclass(frozen=True)
class Mark:
    """A dot where a wagon changed size; ``title`` is its tooltip."""

    x: float
    y: float
    title: str


@dataclass(frozen=True)
class Series:
    name: str
    color: str
    points: str  # "x,y x,y …" for a polyline (a step line)
    total: int  # size at the end of the chart
    label: str  # "Gorse 6"; "" when it shares the "more at 0" label
    label_y: float
    width: float  # stroke width: the eliminated wagon is drawn thicker
    marks: tuple[Mark, ...]
    peak: int = 0  # the most votes it had at any time


@dataclass(frozen=True)
class Band:
    """The wagons not drawn as lines (a busy day): one grey area, the most votes any of
    them had at each moment, labelled "9 others ≤ 2" (none of them passed 2 votes)."""

    points: str  # a closed polygon
    label: str
    label_y: float
    names: tuple[str, ...]  # the folded wagons, most votes first (for the caption)


@dataclass(frozen=True)
class Tick:
    pos: float
    label: str
    tx: float  # where the label's text sits
    ty: float


@dataclass(frozen=True)
class Marker:
    """The hammer or execution: a vertical line, a dot on the wagon and a label."""

    x: float
    y: float | None  # the eliminated wagon's dot; None when nobody went
    label: str
    anchor: str  # "start" | "end": which side of the line the label sits
    label_x: float
    label_y: float
    show_label: bool = True  # False on a narrow chart: the caption says it


@dataclass(frozen=True)
class ChartView:
    day: int
    title: str  # the SVG's accessible title
    description: str  # one sentence for screen readers
    width: int
    height: int
    left: float
    right: float
    top: float
    bottom: float
    series: tuple[Series, ...]
    plot_width: float
    plot_height: float
    threshold_y: float | None  # None: a plurality game has no threshold to draw
    threshold_label: str
    threshold_label_x: float
    threshold_label_y: float
    marker: Marker | None
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]
    label_x: float
    zero_label: str  # "3 more at 0" when the wagons left at 0 share a label
    zero_label_y: float
    band: Band | None = None
    narrow: bool = False


class Scale:
    def __init__(self, start: datetime, end: datetime, top: int, frame: Frame = WIDE) -> None:
        self.start, self.end, self.top, self.frame = start, end, top, frame
        self.seconds = max((end - start).total_seconds(), 1.0)

    def x(self, when: datetime) -> float:
        f = self.frame
        share = (when - self.start).total_seconds() / self.seconds
        return round(f.left + min(max(share, 0.0), 1.0) * (f.plot_right - f.left), 1)

    def y(self, size: int) -> float:
        f = self.frame
        return round(f.plot_bottom - size / self.top * (f.plot_bottom - f.top), 1)


def dedupe(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for p in points:
        if not out or out[-1] != p:
            out.append(p)
    return out


def label_room(
    series: list[Series], band: Band | None, frame: Frame = WIDE
) -> tuple[list[Series], str, float, Band | None]:
    """End labels moved apart so that none overlap (top to bottom). Beyond two wagons left
    at 0, those share one grey label ("3 more at 0"; the caption names them all); the
    band's label takes its place among them."""
    zero = [i for i, s in enumerate(series) if s.total == 0 and s.width < 3]
    folded = set(zero) if len(zero) > 2 else set()
    shown = [i for i in range(len(series)) if i not in folded]
    spots = {i: series[i].label_y for i in shown}
    zero_y = series[zero[0]].label_y if folded else 0.0
    if folded:
        spots[-1] = zero_y
    if band is not None:
        spots[-2] = band.label_y
    bottom = frame.height - 6.0
    gap = min(LABEL_GAP, (bottom - frame.top) / max(len(spots) - 1, 1))
    order = sorted(spots, key=lambda k: spots[k])
    placed: dict[int, float] = {}
    last = float("-inf")
    for i in order:  # down: each label at least a gap below the one above
        placed[i] = last = max(spots[i], last + gap)
    limit = bottom
    for i in reversed(order):  # up: none below the bottom, each a gap above the next
        placed[i] = limit = min(placed[i], limit)
        limit -= gap
    out = [
        _with_label_y(s, placed[i]) if i in placed else replace(s, label="")
        for i, s in enumerate(series)
    ]
    zero_label = f"{len(folded)} more at 0" if folded else ""
    if band is not None:
        band = replace(band, label_y=round(placed[-2], 1))
    return out, zero_label, round(placed.get(-1, 0.0), 1), band


def _with_label_y(s: Series, y: float) -> Series:
    return replace(s, label_y=round(y, 1))


_TICK_MINUTES = (15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080)
TICK_ROOM = 36  # no tick label this close to either end of the axis


def x_ticks(scale: Scale) -> tuple[Tick, ...]:
    """Time ticks on round UTC times (every 15 min … 1 week), at most ``frame.ticks``."""
    f = scale.frame
    minutes = scale.seconds / 60
    step = next((m for m in _TICK_MINUTES if minutes / m <= f.ticks), _TICK_MINUTES[-1])
    seconds = step * 60
    epoch = scale.start.timestamp()
    first = -(-epoch // seconds) * seconds  # the first round time at or after the start
    ticks, when = [], scale.start + timedelta(seconds=first - epoch)
    while when <= scale.end:
        x = scale.x(when)
        if f.left + TICK_ROOM <= x <= f.plot_right - TICK_ROOM:
            ticks.append(Tick(x, f"{when:%b %d %H:%M}", x, f.plot_bottom + 16))
        when += timedelta(seconds=seconds)
    return tuple(ticks)


def y_values(top: int) -> list[int]:
    step = max(1, -(-top // 8))
    return list(range(0, top + 1, step))
