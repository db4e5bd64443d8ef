"""The geometry of the report's wagon charts: each wagon's (or nomination's) size over a
day, the threshold line and the hammer or execution, as numbers an SVG template draws.

    chart = day_chart(day, names)   # ChartView, or None for a day without votes

Sizes come from replaying the day's vote history (``votecount.views.replay``). A chart is
drawn in a ``Frame`` (``WIDE`` for a desktop, ``NARROW`` for a phone); a busy day's chart
draws the leading wagons as lines and folds the rest into one ``Band``. Everything the
template prints is decided here; names stay raw text for the template to escape.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from votecount.tally.events import NO_ELIMINATION
from votecount.tally.payload import day_payload
from votecount.tally.result import Action, DayCount
from votecount.views.count import Names
from votecount.views.replay import Step, day_steps, slots

LABEL_GAP = 14  # least vertical room between two end labels
PALETTE = (
    "#1f77b4",
    "#d62728",
    "#2ca02c",
    "#9467bd",
    "#ff7f0e",
    "#17becf",
    "#8c564b",
    "#e377c2",
    "#7f7f7f",
    "#bcbd22",
)


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


def day_chart(
    day: DayCount,
    names: Names,
    now: datetime | None = None,
    heading: str = "",
    frame: Frame = WIDE,
    threshold: bool = True,
) -> ChartView | None:
    """The chart of one day, or None when nobody voted that day. An open day's chart runs
    to ``now`` (the time of the count) when given. ``heading``: what the game system calls
    the day ("Event 3 – Fateful Duel"; default "Day N"); ``frame``: its size (``WIDE``,
    ``NARROW``); ``threshold`` False: a plurality game, no threshold line."""
    steps = day_steps(day, slots(names.game))
    if not steps:
        return None
    start, end = _span(day, steps, now if day.open else None)
    most = max(s.size for ss in steps.values() for s in ss)
    top = max([day.threshold if threshold else 0, most]) + 1
    scale = _Scale(start, end, top, frame)
    eliminated = day.outcome.eliminated if day.outcome.status.final else None
    peak = {t: max(s.size for s in ss) for t, ss in steps.items()}
    order = sorted(steps, key=lambda t: (t != eliminated, -steps[t][-1].size, -peak[t], names(t)))
    drawn, folded = _leading(order, peak, frame.lines, eliminated)
    lines = [
        _series(t, steps[t], scale, names, i, t == eliminated, frame) for i, t in enumerate(drawn)
    ]
    band = _band(folded, steps, scale, names)
    series, zero_label, zero_y, band = _label_room(lines, band, frame)
    heading = heading or f"Day {day.day}"
    marker = _marker(day, scale, names, steps)
    if marker is not None and frame is not WIDE:
        marker = replace(marker, show_label=False)
    threshold_y = scale.y(day.threshold) if threshold else None
    return ChartView(
        day=day.day,
        title=f"{heading}: votes on each {'nomination' if day_payload(day).opened() else 'wagon'}",
        description=_describe(day, series, band, heading, threshold, marker),
        width=frame.width,
        height=frame.height,
        left=frame.left,
        right=frame.plot_right,
        top=frame.top,
        bottom=frame.plot_bottom,
        series=tuple(series),
        plot_width=frame.plot_right - frame.left,
        plot_height=frame.plot_bottom - frame.top,
        threshold_y=threshold_y,
        threshold_label=f"threshold {day.threshold}" if threshold else "",
        threshold_label_x=frame.left + 4,
        threshold_label_y=(threshold_y or 0) - 5,
        marker=marker,
        x_ticks=_x_ticks(scale),
        y_ticks=tuple(
            Tick(scale.y(n), str(n), frame.left - 6, scale.y(n) + 4) for n in _y_values(top)
        ),
        label_x=frame.plot_right + 9,
        zero_label=zero_label,
        zero_label_y=zero_y,
        band=band,
        narrow=frame is not WIDE,
    )


def _leading(
    order: list[str], peak: dict[str, int], lines: int, eliminated: str | None
) -> tuple[list[str], list[str]]:
    """The wagons drawn as lines (the eliminated one, then the biggest, at most ``lines``)
    and those folded into the band. Wagons that never passed 1 vote are drawn only while
    two or fewer of them would be: more would lie on top of each other."""
    drawn = order if len(order) == lines + 1 else order[:lines]  # a band of one says less
    small = [t for t in drawn if peak[t] <= 1 and t != eliminated]
    drawn = [t for t in drawn if t not in small[2:]]
    return drawn, [t for t in order if t not in drawn]


class _Scale:
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


def _span(
    day: DayCount, steps: dict[str, list[Step]], now: datetime | None
) -> tuple[datetime, datetime]:
    first = min(s.time for ss in steps.values() for s in ss)
    last = max(s.time for ss in steps.values() for s in ss)
    start = min(day.start.time, first)
    end = day.end.time if day.end is not None else last
    if day.outcome.ref is not None and day.outcome.status.final:
        end = max(end, day.outcome.ref.time) if day.end is None else end
    end = max(end, last, now or last)
    if end - start < timedelta(hours=1):
        end = start + timedelta(hours=1)
    return start, end


def _series(
    target: str,
    steps: list[Step],
    scale: _Scale,
    names: Names,
    i: int,
    eliminated: bool,
    frame: Frame = WIDE,
) -> Series:
    dy = ((i % 5) - 2) * 1.2  # lines on the same count sit side by side, not on top

    def y(n: int) -> float:
        return round(scale.y(n) + dy, 1)

    x0 = scale.x(steps[0].time)
    points = [(x0, y(0))]
    size = 0
    marks = []
    for step in steps:
        x = scale.x(step.time)
        points += [(x, y(size)), (x, y(step.size))]
        size = step.size
        if step.entry is not None:
            marks.append(Mark(x, y(size), _mark_title(step, names, target)))
    points.append((scale.x(scale.end), y(size)))
    name = names(target)
    return Series(
        name=name,
        color=PALETTE[i % len(PALETTE)],
        points=" ".join(f"{x:g},{y:g}" for x, y in _dedupe(points)),
        total=size,
        label=f"{_cut(name, frame.name_chars)} {size}",
        label_y=scale.y(size) + 4,
        width=3.5 if eliminated else 2.0,
        marks=tuple(marks),
        peak=max(s.size for s in steps),
    )


def _cut(name: str, chars: int) -> str:
    return name if len(name) <= chars else name[: chars - 1].rstrip() + "…"


def _band(
    folded: list[str], steps: dict[str, list[Step]], scale: _Scale, names: Names
) -> Band | None:
    """The folded wagons as one area: at each change, the most votes any of them has."""
    if not folded:
        return None
    changes = sorted(((s.time, t, s.size) for t in folded for s in steps[t]), key=lambda c: c[0])
    now: dict[str, int] = {}
    points = [(scale.x(changes[0][0]), scale.y(0))]
    most = 0
    for when, target, size in changes:
        now[target] = size
        x = scale.x(when)
        points += [(x, scale.y(most))]
        most = max(now.values())
        points += [(x, scale.y(most))]
    end = scale.x(scale.end)
    points += [(end, scale.y(most)), (end, scale.y(0))]
    peak = max(s.size for t in folded for s in steps[t])
    label = f"{len(folded)} other{'s' if len(folded) > 1 else ''} ≤ {peak}"
    return Band(
        points=" ".join(f"{x:g},{y:g}" for x, y in _dedupe(points)),
        label=label,
        label_y=scale.y(most) + 4,
        names=tuple(names(t) for t in folded),
    )


def _dedupe(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for p in points:
        if not out or out[-1] != p:
            out.append(p)
    return out


def _mark_title(step: Step, names: Names, target: str) -> str:
    h = step.entry
    assert h is not None
    where = f"#{h.ref.number}" if h.ref.number >= 0 else "host event"
    if h.action is Action.VOTE and h.target == target:
        what = f"{names(h.voter)} votes {names(target)}"
    elif h.action is Action.RELEASED:
        what = f"{names(h.voter)}'s vote on {names(target)} released"
    else:
        what = f"{names(h.voter)} leaves {names(target)}"
    return f"{where} {step.time:%b %d %H:%M}: {what} ({step.size})"


def _label_room(
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


def _marker(
    day: DayCount, scale: _Scale, names: Names, steps: dict[str, list[Step]]
) -> Marker | None:
    outcome = day.outcome
    if not outcome.status.final or outcome.ref is None:
        return None
    f = scale.frame
    x = scale.x(outcome.ref.time)
    target = outcome.eliminated
    size = steps[target][-1].size if target in steps else 0
    word = "hammer" if outcome.status.value == "hammered" else "end of day"
    where = f" #{outcome.ref.number}" if outcome.ref.number >= 0 else ""
    noun, verb = day_payload(day).elimination()
    if outcome.tied:
        tied = ", ".join(sorted(names(t) for t in outcome.tied))
        label = f"{word}{where}: tie ({tied}), no {noun}"
    elif target is None or target == NO_ELIMINATION:
        label = f"{word}{where}: no {noun}"
    else:
        label = f"{word}{where}: {names(target)} {verb}"
    anchor = "end" if x > (f.left + f.plot_right) / 2 else "start"
    label_x = x - 6 if anchor == "end" else x + 6
    dot = scale.y(size) if target is not None else None
    return Marker(x, dot, label, anchor, label_x, f.top - 8)


_TICK_MINUTES = (15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080)
TICK_ROOM = 36  # no tick label this close to either end of the axis


def _x_ticks(scale: _Scale) -> tuple[Tick, ...]:
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


def _y_values(top: int) -> list[int]:
    step = max(1, -(-top // 8))
    return list(range(0, top + 1, step))


def _describe(
    day: DayCount,
    series: list[Series],
    band: Band | None,
    heading: str,
    threshold: bool,
    marker: Marker | None,
) -> str:
    sizes = ", ".join(f"{s.name} {s.total}" for s in series)
    if band is not None:
        sizes += f"; {band.label}: {', '.join(band.names)}"
    need = f", threshold {day.threshold}" if threshold else ""
    end = f" {marker.label[0].upper()}{marker.label[1:]}." if marker is not None else ""
    return f"{heading}{need}: {sizes}.{end}"
