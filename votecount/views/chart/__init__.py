"""What the report's wagon charts show: each wagon's (or nomination's) size over a day,
the threshold line and the hammer or execution, as numbers an SVG template draws.

    chart = day_chart(day, names)   # ChartView, or None for a day without votes

Sizes come from replaying the day's vote history (``votecount.views.replay``). A chart is
drawn in a ``Frame`` (``WIDE`` for a desktop, ``NARROW`` for a phone); a busy day's chart
draws the leading wagons as lines and folds the rest into one ``Band``. Everything the
template prints is decided here; names stay raw text for the template to escape. Where
the pieces sit (the values drawn, the scale, the axis ticks, the end labels kept apart)
is ``votecount.views.chart.layout``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from votecount.tally.events import NO_ELIMINATION
from votecount.tally.payload import day_payload
from votecount.tally.result import Action, DayCount
from votecount.views.chart.layout import (
    NARROW,
    WIDE,
    Band,
    ChartView,
    Frame,
    Mark,
    Marker,
    Scale,
    Series,
    Tick,
    dedupe,
    label_room,
    x_ticks,
    y_values,
)
from votecount.views.count import Names
from votecount.views.replay import Step, day_steps, slots

__all__ = ["NARROW", "PALETTE", "WIDE", "ChartView", "Frame", "day_chart"]

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
    scale = Scale(start, end, top, frame)
    eliminated = day.outcome.eliminated if day.outcome.status.final else None
    peak = {t: max(s.size for s in ss) for t, ss in steps.items()}
    order = sorted(steps, key=lambda t: (t != eliminated, -steps[t][-1].size, -peak[t], names(t)))
    drawn, folded = _leading(order, peak, frame.lines, eliminated)
    lines = [
        _series(t, steps[t], scale, names, i, t == eliminated, frame) for i, t in enumerate(drawn)
    ]
    band = _band(folded, steps, scale, names)
    series, zero_label, zero_y, band = label_room(lines, band, frame)
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
        x_ticks=x_ticks(scale),
        y_ticks=tuple(
            Tick(scale.y(n), str(n), frame.left - 6, scale.y(n) + 4) for n in y_values(top)
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
    scale: Scale,
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
        points=" ".join(f"{x:g},{y:g}" for x, y in dedupe(points)),
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
    folded: list[str], steps: dict[str, list[Step]], scale: Scale, names: Names
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
        points=" ".join(f"{x:g},{y:g}" for x, y in dedupe(points)),
        label=label,
        label_y=scale.y(most) + 4,
        names=tuple(names(t) for t in folded),
    )


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


def _marker(
    day: DayCount, scale: Scale, names: Names, steps: dict[str, list[Step]]
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
