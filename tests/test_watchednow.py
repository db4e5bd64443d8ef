"""``votecount.watchednow``: every comparison with the watched clock narrows the interval
of clocks that answer it the same way, and any other use of its value escapes."""

from __future__ import annotations

import copy
import operator
import pickle
import sqlite3
from bisect import bisect_left, bisect_right
from datetime import UTC, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from votecount.watchednow import WatchedNow, micros

BASE = datetime(2026, 3, 1, tzinfo=UTC)
OPS = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "==": operator.eq, "!=": operator.ne,
}  # fmt: skip
offsets = st.integers(min_value=-5_000_000, max_value=5_000_000)  # microseconds


def at(us: int, tz: timezone = UTC) -> datetime:
    return (BASE + timedelta(microseconds=us)).astimezone(tz)


@settings(max_examples=300, deadline=None)
@given(
    value=offsets,
    seen=st.lists(
        st.tuples(st.sampled_from(sorted(OPS)), offsets, st.booleans(), st.booleans()),
        max_size=8,
    ),
    probes=st.lists(offsets, max_size=20),
)
def test_every_clock_inside_the_interval_answers_every_comparison_alike(value, seen, probes):
    now = WatchedNow.of(at(value))
    asked = []
    for op, other, reflected, elsewhere in seen:
        x = at(other, timezone(timedelta(hours=5)) if elsewhere else UTC)
        answer = OPS[op](x, now) if reflected else OPS[op](now, x)
        asked.append((op, x, reflected, answer))
    watch = now.watch
    assert not watch.escaped and watch.holds()
    assert watch.since is None or watch.since <= micros(at(value))
    for probe in [value, *probes]:
        clock = at(probe)
        inside = (watch.since is None or watch.since <= micros(clock)) and (
            watch.until is None or micros(clock) < watch.until
        )
        if inside:
            for op, x, reflected, answer in asked:
                assert (OPS[op](x, clock) if reflected else OPS[op](clock, x)) == answer


def test_the_edges_are_exact():
    now = WatchedNow.of(at(10))
    assert now < at(11) and now <= at(10) and not now > at(10) and now >= at(9)
    assert (now.watch.since, now.watch.until) == (micros(at(9)), micros(at(11)))
    other = WatchedNow.of(at(10))
    assert other != at(12) and other != at(3)
    assert (other.watch.since, other.watch.until) == (micros(at(4)), micros(at(12)))


def test_sorting_bisecting_max_and_tuples_are_comparisons():
    times = [at(-100), at(0), at(100)]
    now = WatchedNow.of(at(50))
    assert bisect_right(times, now) == 2 and bisect_left(times, now) == 2
    assert max(now, at(-5)) is now and min(now, at(70)) is now
    assert (at(50), 1) < (now, 2) and sorted([at(100), now, at(-100)])[1] is now
    assert now in [at(50)] and now not in [at(49)]
    watch = now.watch
    assert not watch.escaped
    assert (watch.since, watch.until) == (micros(at(50)), micros(at(51)))


def test_what_is_not_an_aware_time_tells_nothing():
    now = WatchedNow.of(at(0))
    assert now != None and now != "x" and now != at(0).date()  # noqa: E711
    assert now != at(0).replace(tzinfo=None)
    with pytest.raises(TypeError):
        _ = now < at(0).replace(tzinfo=None)
    assert (now.watch.since, now.watch.until, now.watch.escaped) == (None, None, False)
    assert now.tzinfo is UTC and isinstance(now, datetime) and now == now
    assert not now.watch.escaped


@pytest.mark.parametrize(
    "use",
    [
        lambda n: at(100) - n,
        lambda n: n - at(0),
        lambda n: n + timedelta(1),
        lambda n: timedelta(1) + n,
        lambda n: n.isoformat(),
        lambda n: n.strftime("%H"),
        lambda n: f"{n}",
        lambda n: f"{n:%H}",
        lambda n: str(n),
        lambda n: repr(n),
        lambda n: hash(n),
        lambda n: {n: 1},
        lambda n: n.replace(hour=1),
        lambda n: n.astimezone(UTC),
        lambda n: n.timestamp(),
        lambda n: n.date(),
        lambda n: n.hour,
        lambda n: n.year,
        lambda n: n.utcoffset(),
        lambda n: n.timetuple(),
        lambda n: copy.copy(n),
        lambda n: pickle.dumps(n),
        lambda n: sqlite3.connect(":memory:").execute("select ?", [n]).fetchone(),
        lambda n: n == WatchedNow.of(at(0)),
    ],
)
def test_every_other_use_escapes(use):
    now = WatchedNow.of(at(0))
    use(now)
    assert now.watch.escaped


def test_a_naive_clock_is_refused():
    with pytest.raises(ValueError):
        WatchedNow.of(datetime(2026, 3, 1))


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_a_countdown_by_comparisons_is_the_whole_minutes_left_and_holds_for_that_minute(us):
    from votecount.tally.count import MINUTE, whole_minutes_until

    deadline = at(0)
    plain = deadline + timedelta(microseconds=us)
    minutes = whole_minutes_until(deadline, plain)
    assert minutes == int((deadline - plain).total_seconds() // 60)
    now = WatchedNow.of(plain)
    assert whole_minutes_until(deadline, now) == minutes and not now.watch.escaped
    since, until = now.watch.since, now.watch.until
    assert since == micros(deadline - (minutes + 1) * MINUTE) + 1  # that minute exactly
    assert until == micros(deadline - minutes * MINUTE) + 1


@pytest.mark.parametrize(
    ("deadline", "now"),
    [
        (at(0) + timedelta(minutes=2**30), at(0)),  # a probe at 2**31 - 1 minutes ahead
        (datetime(9999, 12, 31, tzinfo=UTC), datetime(2026, 12, 2, tzinfo=UTC)),
        (datetime(2026, 12, 2, tzinfo=UTC), datetime(9000, 1, 1, tzinfo=UTC)),
        (datetime(1, 1, 2, tzinfo=UTC), datetime(2026, 12, 2, tzinfo=UTC)),
    ],
)
def test_a_countdown_to_a_far_deadline_or_from_a_far_clock_is_still_the_difference(deadline, now):
    """The search's probes (the deadline less k minutes) may pass datetime's range: a
    probe beyond it answers as it would, never an OverflowError the subtraction never had."""
    from votecount.tally.count import whole_minutes_until

    assert whole_minutes_until(deadline, now) == int((deadline - now).total_seconds() // 60)
