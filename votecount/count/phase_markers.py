"""Host announcements (``phase_markers = true``) as phase spans, held to the schedule.

Each countable host post is read line by line (``markers.announcements``): a start
("Night 2 has begun") opens that phase at the post; an end ("Voting has closed",
"Gideon was lynched", "Day 2 is over") closes the day open before the post, *before*
the post's own host events, so an execution announced there never falls inside the day.
A night's start closes that day the same way. A day's end the host takes back ("Sorry, I
miscounted: the day's still on", ``parser.host.phase_words.takes_back``, as init reads it)
closes nothing. A day's start in a host post the thread no longer lists (``gone``: only a store
that saw it holds it) stands where the host posted the same start again within
``REPOSTED`` (the post deleted and posted again); a start taken back does not.

With a ``[schedule]``, a day never silently runs past its scheduled end: an end (or a
night's start) posted later than the scheduled end leaves the scheduled end in place and,
when it came more than ``drift_minutes`` (default 10) after it, is reported as
``SCHEDULE_DRIFT``, unless the host extended the day ("the deadline is
extended by 24 hours": the end moves by that much; without an amount the host's own end
counts) or the game file gives the day's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING

from votecount.count.context import post_ref
from votecount.count.markers import SUB_MARKER, Announcement, announcements
from votecount.parser.model import Post
from votecount.store.lazyposts import loaded, replaced
from votecount.tally import events as ev
from votecount.tally.phases import Span, reanchor

if TYPE_CHECKING:
    from votecount.count.pipeline import Context
    from votecount.parser.host.deadlines import Deadline

DAY = ev.PhaseKind.DAY


def read_markers(
    ctx: Context,
    posts: Sequence[Post],
    explicit: list[Span],
    sched: list[Span],
    tolerance: timedelta = timedelta(minutes=10),
) -> tuple[list[Span], list[ev.Event], list[Span]]:
    """Spans from host announcements (starts first, then ends), drift warnings and the
    schedule as the host kept it (``tally.phases.reanchor``: a phase the host started
    more than ``tolerance`` off its planned start moves it and the phases after it). An
    end posted after the (moved) scheduled end leaves that end in place, and is reported
    when it came more than ``tolerance`` after it (``[schedule] drift_minutes``)."""
    from votecount.parser.host.deadlines import stated_deadline  # its patterns: ~20 ms

    starts: list[Span] = []
    closes: list[tuple[Post, Announcement]] = []
    stated: list[tuple[Post, Deadline]] = []
    zone = _zone(ctx.game.timezone)
    for post in posts:
        lines = _lines(ctx, post)
        if not lines and post.gone:  # a start the host deleted, kept if posted again
            starts += _gone_start(ctx, post)
        deadline = stated_deadline(lines, post.created_at, zone) if lines else None
        if deadline is not None and not deadline.night:
            stated.append((post, deadline))
        for said in last_start(_announced(lines)):
            if said.kind == "start" and said.phase is not None and said.number is not None:
                starts.append(
                    Span(said.phase, said.number, start_post=post.number, source="marker")
                )
                if said.phase is ev.PhaseKind.NIGHT:
                    closes.append((post, Announcement("end", text=said.text)))
            else:
                closes.append((post, said))
    times = {p.number: p.created_at for p in posts}
    starts = _reposted(starts, times)
    sched = reanchor(sched, _started(explicit + starts, times), tolerance)
    known = explicit + starts + sched
    extended = _extensions(closes, known, times)
    fixed = {s.number for s in explicit if s.kind is DAY and (s.end or s.end_post) is not None}
    scheduled_end = {s.number: s.end for s in sched if s.kind is DAY and s.end is not None}
    deadlines = _deadlines(stated, known, times)
    for n, at in deadlines.items():  # the host's own deadline, not the fixed schedule's
        if n in scheduled_end:
            scheduled_end[n] = at
    ends: list[Span] = []
    notices: list[ev.Event] = []
    for post, said in closes:
        if said.kind == "resume":  # "Sorry, the day's still on": its end is taken back
            back = _day_before(known, post, times, same_post=True)
            ends = [s for s in ends if s.number != back or s.end_post is None]
            continue
        if said.kind != "end":
            continue
        day = said.number if said.number is not None else _day_before(known, post, times)
        if day is None or day in fixed:
            continue
        if said.flip and day != _day_before(known, post, times):
            continue  # "Ivo was lynched Day 1" in a later day's post: a recap
        limit = _limit(scheduled_end.get(day), extended.get(day, False))
        if limit is not None and post.created_at > limit:
            if post.created_at - limit > tolerance:
                notices.append(_drift(ctx, post, said, day, limit))
            continue
        ends.append(Span(DAY, day, end_post=post.number, source="marker",
                         end_index=ev.INDEX_PHASE_CLOSE))  # fmt: skip
    for day, by in extended.items():
        end = scheduled_end.get(day)
        if isinstance(by, timedelta) and end is not None and day not in fixed:
            ends.append(Span(DAY, day, end=end + by, source="marker"))
    # the open day (no phase started after it, no host post closed it) ends at the
    # deadline its host posts state
    closed = {s.number for s in ends if s.end_post is not None}
    last = _last_started(known, times)
    # no schedule: a host's extension moves the deadline they stated
    moved = _extended(deadlines, stated, closes, known, times) if not sched else deadlines
    ends += [Span(DAY, day, end=at, source="marker") for day, at in moved.items()
             if at is not None and day not in fixed and day not in closed
             and last == (DAY, day)]  # fmt: skip
    return starts + ends, notices, sched


def _zone(name: str | None) -> tzinfo:
    """The board's zone (the game file's ``timezone``), UTC when unset or unknown."""
    if not name or name == "UTC":
        return UTC
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError  # a zone database: only when named

    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return UTC


def _deadlines(
    stated: list[tuple[Post, Deadline]], known: list[Span], times: dict[int, datetime]
) -> dict[int, datetime]:
    """Day -> the deadline its host posts state (the last one stated while the day is
    open: a host who moves the deadline states the new one); a deadline before the post
    that states it is a recap."""
    out: dict[int, datetime] = {}
    for post, deadline in stated:
        day = _open_day(known, post, times)
        if day is not None and deadline.at > post.created_at:
            out[day] = deadline.at
    return out


def _extended(
    deadlines: dict[int, datetime],
    stated: list[tuple[Post, Deadline]],
    closes: list[tuple[Post, Announcement]],
    known: list[Span],
    times: dict[int, datetime],
) -> dict[int, datetime | None]:
    """The stated deadlines as the host's extensions posted after them leave them: moved
    by the amount ("extended by 24 hours"), or lifted when none is given (None: the day
    stays open until the host closes it)."""
    out: dict[int, datetime | None] = dict(deadlines)
    said: dict[int, datetime] = {}  # day -> the time of the post that stated its deadline last
    for post, deadline in stated:
        day = _open_day(known, post, times)
        if day is not None and deadline.at > post.created_at:
            said[day] = post.created_at
    for post, ann in closes:
        day = _day_before(known, post, times, same_post=True)
        if ann.kind != "extension" or day is None or out.get(day) is None:
            continue
        if post.created_at <= said.get(day, datetime.min.replace(tzinfo=UTC)):
            continue  # a deadline stated with it or after it is the host's latest word
        at = out[day]
        out[day] = at + timedelta(hours=ann.hours) if at and ann.hours is not None else None
    return out


def _last_started(spans: list[Span], times: dict[int, datetime]) -> tuple[ev.PhaseKind, int] | None:
    """The phase started last (by a host post or the game file), if any."""
    started = []
    for s in spans:
        if s.start_post is not None and s.start_post in times:
            started.append(((times[s.start_post], s.start_post), s.id))
        elif s.start is not None and s.source != "schedule":
            started.append(((s.start, -1), s.id))
    return max(started, key=lambda x: x[0])[1] if started else None


def _open_day(spans: list[Span], post: Post, times: dict[int, datetime]) -> int | None:
    """The day open at ``post``: the phase started last at or before it, when a day."""
    here = (post.created_at, post.number)
    started = [
        (at, s.kind is DAY, s.number)
        for s in spans
        if (at := _start_key(s, times)) is not None and at <= here
    ]
    if not started:
        return None
    _, is_day, number = max(started)
    return number if is_day else None


def _started(
    spans: list[Span], times: dict[int, datetime]
) -> dict[tuple[ev.PhaseKind, int], datetime]:
    """When each phase started, where a span (the game file's first) says so."""
    out: dict[tuple[ev.PhaseKind, int], datetime] = {}
    for s in spans:
        at = s.start
        if at is None and s.start_post is not None:  # (post 0, a phpBB thread's first)
            at = times.get(s.start_post)
        if at is not None:
            out.setdefault(s.id, at)
    return out


def _gone_start(ctx: Context, post: Post) -> list[Span]:
    """The day a host post the thread no longer lists started (``gone``: a store saw
    it), marked ``source="gone"`` for ``_reposted``, with the post's own time (on phpBB a
    later post takes a deleted post's number). A night's start is not kept: it also
    closes the day, which the post standing closes."""
    if post.author.casefold() not in ctx.hosts or post.hidden:
        return []
    listed = replaced(loaded(ctx, post), gone=False, deleted=False)
    said = last_start(_announced(_lines(ctx, listed)))
    return [Span(a.phase, a.number, start=post.created_at, start_post=post.number, source="gone")
            for a in said if a.kind == "start" and a.phase is DAY and a.number is not None]  # fmt: skip


REPOSTED = timedelta(hours=1)
"""How soon after a host post the thread no longer lists its start is posted again for
the first to stand (a fix of the post; a start taken back is posted again later)."""


def _reposted(starts: list[Span], times: dict[int, datetime]) -> list[Span]:
    """``starts`` with a deleted host post's start kept only where a listed host post
    starts the same phase within ``REPOSTED`` after it (the host deleted the post and
    posted it again: the phase began at the first, as the live count then read it; a
    fresh store never saw it and reads the second)."""
    made: dict[tuple[ev.PhaseKind, int], list[datetime]] = {}
    for s in starts:
        if s.source != "gone" and s.start_post is not None and s.start_post in times:
            made.setdefault(s.id, []).append(times[s.start_post])
    out = []
    for s in starts:
        if s.source == "gone":
            first = s.start  # (the deleted post's time, not that of the post holding its number)
            if first is None or not any(
                timedelta(0) <= t - first <= REPOSTED for t in made.get(s.id, [])
            ):
                continue
            s = replace(s, start=None)  # anchored at its post, as a listed start
        out.append(replace(s, source="marker"))
    return out


def _lines(ctx: Context, post: Post) -> list[str]:
    """A countable host post's non-empty lines (outside quotes and spoilers), then those
    of its spoilers of results (a flip behind a button: ``spoilers.phase_results``)."""
    if post.author.casefold() not in ctx.hosts or not post.countable:
        return []
    from votecount.parser.host.spoilers import phase_results
    from votecount.parser.walk import host_lines  # lxml: only for a host's post read

    html = loaded(ctx, post).html
    return [line for line in (*host_lines(html), *phase_results(html)) if line.strip()]


def deadline_said(post: Post, timezone: str | None) -> tuple[datetime | None, timedelta | None]:
    """What a host post says of a deadline, as ``read_markers`` reads it: the deadline it
    states (a night's too) and how far it extends the day (None: neither, or no amount).
    A sync reads it to tell where a day may end (``scraper.revisions.EditClock``)."""
    from votecount.parser.host.deadlines import stated_deadline
    from votecount.parser.walk import host_lines

    lines = [line for line in host_lines(post.html) if line.strip()] if post.countable else []
    if not lines:
        return None, None
    stated = stated_deadline(lines, post.created_at, _zone(timezone))
    hours = [a.hours for a in _announced(lines) if a.kind == "extension" and a.hours is not None]
    return (stated.at if stated else None), (timedelta(hours=hours[-1]) if hours else None)


def announcements_of(ctx: Context, post: Post) -> list[Announcement]:
    """What a host post announces, line by line, as the count reads it (``init`` reads a
    game's first phase with it too)."""
    return _announced(_lines(ctx, post))


def _announced(lines: list[str]) -> list[Announcement]:
    lenient = bool(lines) and SUB_MARKER.match(lines[0].strip()) is None
    return announcements(lines, lenient_first_line=lenient)


def last_start(said: list[Announcement]) -> list[Announcement]:
    """A post's announcements, of its phase starts only the last: the post leaves that
    phase open, an earlier one recaps the phase that passed (a box titled "Night 1" over
    the night's kills, then "Day 2 has started")."""
    starts = [i for i, a in enumerate(said) if a.kind == "start" and a.phase is not None]
    return [a for i, a in enumerate(said) if i not in starts[:-1]]


def _extensions(
    closes: list[tuple[Post, Announcement]], known: list[Span], times: dict[int, datetime]
) -> dict[int, timedelta | bool]:
    """Day -> how far the host extended it (True: extended, no amount given)."""
    out: dict[int, timedelta | bool] = {}
    for post, said in closes:
        day = _day_before(known, post, times, same_post=True)
        if said.kind == "extension" and day is not None:
            out[day] = timedelta(hours=said.hours) if said.hours is not None else True
    return out


def _limit(end: datetime | None, extended: timedelta | bool) -> datetime | None:
    """The latest a host's end may come: the scheduled end, moved by an extension."""
    if end is None or extended is True:
        return None
    return end + extended if isinstance(extended, timedelta) else end


def _day_before(
    spans: list[Span], post: Post, times: dict[int, datetime], same_post: bool = False
) -> int | None:
    """The day that started last before ``post`` (at it too, with ``same_post``)."""
    here = (post.created_at, post.number)
    started = [
        (at, s.number)
        for s in spans
        if s.kind is DAY
        and (at := _start_key(s, times)) is not None
        and (at < here or (same_post and at == here))
    ]
    return max(started)[1] if started else None


def _start_key(s: Span, times: dict[int, datetime]) -> tuple[datetime, int] | None:
    """Where a span starts, as (time, post number; -1 for a time alone), to order by."""
    if s.start_post is not None and s.start_post in times:
        return (times[s.start_post], s.start_post)
    return (s.start, -1) if s.start is not None else None


def _drift(ctx: Context, post: Post, said: Announcement, day: int, limit: datetime) -> ev.Event:
    late = post.created_at - limit
    why = (
        f"the host closed Day {day} at post #{post.number} ({post.created_at:%Y-%m-%d %H:%M} "
        f"UTC), {_hours(late)} after its scheduled end {limit:%Y-%m-%d %H:%M} UTC; the "
        "scheduled end holds (post an extension, or give the day's end in game.toml)"
    )
    author = ctx.ids.get(post.author.casefold(), post.author)
    return ev.Rejected(
        post_ref(post, ev.Order.HOST_NOTICE), author, said.text, "SCHEDULE_DRIFT", why, "warning"
    )


def _hours(span: timedelta) -> str:
    minutes = int(span.total_seconds() // 60)
    return f"{minutes // 60} h {minutes % 60} min" if minutes >= 60 else f"{minutes} min"
