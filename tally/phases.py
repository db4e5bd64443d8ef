"""The phase timeline: explicit phases, a computed schedule, or host markers, all turned
into ``PhaseStart`` / ``PhaseEnd`` events. Pure: posts are looked up through a callable.

Precedence per (kind, number): the first source given to ``merge`` wins, so callers pass
explicit phases, then phases read from host posts, then the schedule.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from votecount.tally.events import (
    INDEX_PHASE_END,
    INDEX_PHASE_START,
    Event,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
)


@dataclass(frozen=True, slots=True)
class Span:
    """One phase as the game file or a host post gives it; any anchor may be missing."""

    kind: PhaseKind
    number: int
    start: datetime | None = None
    end: datetime | None = None
    start_post: int | None = None
    end_post: int | None = None
    source: str = "file"  # file | marker | schedule
    end_index: int = INDEX_PHASE_END  # INDEX_PHASE_CLOSE: ends before the end post's events
    settings: tuple[tuple[str, str], ...] = ()  # the game file's title, resolution ...

    @property
    def id(self) -> tuple[PhaseKind, int]:
        return (self.kind, self.number)


def scheduled(
    start: datetime, first: str, day_hours: float, night_hours: float, until: datetime
) -> list[Span]:
    """Phases from a start time and lengths, up to ``until``. With ``first = "night"``
    night k comes before day k (BotF: Night 1, Day 1, Night 2 ...)."""
    spans: list[Span] = []
    kind = PhaseKind(first)
    day_n = night_n = 1
    t = start
    while t <= until and len(spans) < 10_000:
        hours = day_hours if kind is PhaseKind.DAY else night_hours
        number = day_n if kind is PhaseKind.DAY else night_n
        end = t + timedelta(hours=hours)
        spans.append(Span(kind, number, t, end, source="schedule"))
        if kind is PhaseKind.DAY:
            day_n += 1
            kind = PhaseKind.NIGHT
        else:
            night_n += 1
            kind = PhaseKind.DAY
        t = end
    return spans


def reanchor(
    plan: Iterable[Span], started: dict[tuple[PhaseKind, int], datetime], tolerance: timedelta
) -> list[Span]:
    """The schedule following the host: where a phase started (``started``: by a host
    post or the game file) more than ``tolerance`` away from its planned start, that
    phase and every later one move by the difference, each keeping its length. A day the
    host opened early after a hammer ends its own length after that start, not at the
    fixed schedule's deadline; a phase started on time again puts the plan back."""
    out = []
    shift = timedelta(0)
    for span in plan:
        at = started.get(span.id)
        if at is not None and span.start is not None and abs(at - (span.start + shift)) > tolerance:
            shift = at - span.start
        if shift and span.start is not None and span.end is not None:
            span = replace(span, start=span.start + shift, end=span.end + shift)
        out.append(span)
    return out


def merge(*sources: Iterable[Span]) -> list[Span]:
    """One span per (kind, number): the earlier source wins; a start or an end it does
    not give is taken from a later source (a file that only sets Day 2's deadline keeps
    the start read from the host's "Day 2" post)."""
    seen: dict[tuple[PhaseKind, int], Span] = {}
    for source in sources:
        for span in source:
            old = seen.get(span.id)
            seen[span.id] = span if old is None else _fill(old, span)
    return list(seen.values())


def _fill(old: Span, new: Span) -> Span:
    if not old.settings and new.settings:
        old = replace(old, settings=new.settings)
    if old.start is None and old.start_post is None:
        old = replace(old, start=new.start, start_post=new.start_post)
    if old.end is None and old.end_post is None:
        old = replace(old, end=new.end, end_post=new.end_post, end_index=new.end_index)
    return old


def phase_events(spans: Iterable[Span], post: Callable[[int], PostRef | None]) -> list[Event]:
    """PhaseStart/PhaseEnd events; ``post(n)`` gives the ref of post n (None: not yet
    posted, so the event has not happened). A phase ending at post N includes post N."""
    events: list[Event] = []
    for span in spans:
        start = _anchor(span.start, span.start_post, post, INDEX_PHASE_START, 1)
        end = _anchor(span.end, span.end_post, post, span.end_index, 0)
        if start is not None:
            events.append(PhaseStart(start, span.kind, span.number, settings=span.settings))
        if end is not None:
            events.append(PhaseEnd(end, span.kind, span.number))
    return events


def _anchor(
    when: datetime | None,
    number: int | None,
    post: Callable[[int], PostRef | None],
    post_index: int,
    time_index: int,
) -> PostRef | None:
    if number is not None:
        ref = post(number)
        return ref.at(post_index) if ref is not None else None
    if when is not None:
        return PostRef("", -1, when, "", time_index)
    return None


def join(spans: Iterable[Span]) -> list[Span]:
    """One span per phase: a start and an end given separately are merged."""
    out: dict[tuple[PhaseKind, int], Span] = {}
    for s in spans:
        old = out.get(s.id)
        out[s.id] = (
            s
            if old is None
            else replace(
                old,
                start=old.start or s.start,
                end=old.end or s.end,
                start_post=old.start_post if old.start_post is not None else s.start_post,
                end_post=old.end_post if old.end_post is not None else s.end_post,
                end_index=old.end_index if old.end_post is not None else s.end_index,
            )
        )
    return list(out.values())


class PostIndex:
    """Post numbers -> refs; a phase anchored at a missing post uses the next post."""

    def __init__(self, refs: Iterable[PostRef]) -> None:
        self.refs: dict[int, PostRef] = {}
        for ref in refs:
            self.refs.setdefault(ref.number, ref)
        self.numbers = sorted(self.refs)

    def at(self, number: int) -> PostRef | None:
        if number in self.refs:
            return self.refs[number]
        i = bisect_right(self.numbers, number)
        return self.refs[self.numbers[i]] if i < len(self.numbers) else None
