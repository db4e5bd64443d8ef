"""Times as counts print them: UTC stamps, and when an open day closes ("closes in
4 h 56 min, 2026-12-01 20:04 UTC") measured from the clock the count was made at."""

from __future__ import annotations

from datetime import timedelta

from votecount.tally.result import DayCount, VoteCount
from votecount.tally.shown import utc

# a day past its stated deadline that no host post has closed yet (count.late_close)
PAST_DEADLINE = "deadline passed, not closed yet"


def status_line(vc: VoteCount) -> str:
    """The current day in a few words, for logs: "Day 2 open, closes in 4 h 56 min,
    2026-03-03 00:16 UTC", "Day 2 final", "Day 2 deadline passed, not closed yet", "no
    day yet"."""
    day = vc.current
    if day is None:
        return "no day yet"
    if day.past_deadline is not None:
        return f"Day {day.day} {PAST_DEADLINE}"
    if day.outcome.status.final or not day.open:
        return f"Day {day.day} final"
    when = closes(day)
    return f"Day {day.day} open, {when}" if when else f"Day {day.day} open"


def closes(day: DayCount) -> str:
    """ "closes in 4 h 56 min, 2026-12-01 20:04 UTC" for an open day whose deadline is
    still ahead of the clock ("" otherwise)."""
    if day.closes_at is None or day.outcome.status.final:  # a hammer decided it already
        return ""
    if day.closes_in is None:
        return f"closes {utc(day.closes_at)}"
    return f"closes in {duration(day.closes_in)}, {utc(day.closes_at)}"


def past_deadline_note(day: DayCount) -> str:
    """What a count past its stated deadline tells the host and the players ("" for any
    other day): the count stands at the deadline until the host closes the day."""
    if day.past_deadline is None:
        return ""
    return (
        f"The deadline ({utc(day.past_deadline.deadline)}) has passed and the host has not "
        "closed the day yet. Votes after the deadline are shown apart; they count only if "
        "the host closes the day later."
    )


def duration(span: timedelta) -> str:
    """4 h 56 min; 2 d 3 h; 12 min (whole minutes, rounded down)."""
    minutes = max(int(span.total_seconds() // 60), 0)
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    if days:
        return f"{days} d {hours} h"
    return f"{hours} h {mins} min" if hours else f"{mins} min"
