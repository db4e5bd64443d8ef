"""parser/host/dates.iso_zone reviewed (review26c): a "T" time followed by what looks like
an offset but is a range's end ("2026-06-01T10:00-12:00": read as UTC-12), an offset of no
real zone ("-00:01"), and a "Z" after a time written with a space ("2026-06-02 20:00Z":
read in the board's zone); the offsets a machine writes around them. Invented lines."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from votecount.parser.host.deadlines import bare_deadline, stated_deadline

POSTED = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
BOARD = ZoneInfo("America/New_York")  # UTC-4 in June


@pytest.mark.parametrize(
    ("line", "utc"),
    [
        # a minus before a later clock, no seconds: a range's end, the board's zone (was
        # read as an offset, hours off)
        ("Deadline: 2026-06-01T10:00-12:00", "2026-06-01T14:00"),
        ("Deadline: 2026-06-01T09:00-11:00 EDT", "2026-06-01T13:00"),
        ("Deadline: 2026-06-02T08:00-10:00 (two hour window)", "2026-06-02T12:00"),
        ("Deadline: 2026-06-02T11:00-13:00", "2026-06-02T15:00"),
        ("Deadline: 2026-06-02T10:30-12:45", "2026-06-02T14:30"),
        # an offset of no zone (minutes not a quarter hour): the board's zone
        ("Deadline: 2026-06-02T23:59-00:01", "2026-06-03T03:59"),
        ("Deadline: 2026-06-02T20:00:00+01:07", "2026-06-03T00:00"),
        # a "Z" after a time written with a space is UTC (was the board's zone)
        ("Deadline: 2026-06-02 20:00Z", "2026-06-02T20:00"),
        ("Deadline: 2026-06-02 20:00:00Z", "2026-06-02T20:00"),
        # guards: offsets as machines write them, a minus before an earlier clock
        ("Deadline: 2026-06-01T20:00-04:00", "2026-06-02T00:00"),
        ("Deadline: 2026-06-02T02:00:00-04:00", "2026-06-02T06:00"),
        ("Deadline: 2026-06-02T10:00:00-12:00", "2026-06-02T22:00"),
        ("Deadline: 2026-06-02T20:00:00+05:30", "2026-06-02T14:30"),
        ("Deadline: 2026-06-02T20:00:00+05:45", "2026-06-02T14:15"),
        ("Deadline: 2026-06-02T20:00:00-09:30", "2026-06-03T05:30"),
        ("Deadline: 2026-06-02T20:00+0100", "2026-06-02T19:00"),
        ("Deadline: 2026-06-02T20:00:00-0000", "2026-06-02T20:00"),
        ("Deadline: 2026-06-02T20:00Z", "2026-06-02T20:00"),
        ("Deadline: 2026-06-02 20:00+02:00", "2026-06-03T00:00"),
    ],
)  # fmt: skip
def test_an_iso_time_states_a_zone_only_as_a_machine_writes_it(line, utc):
    for read in (stated_deadline, bare_deadline):
        found = read([line], POSTED, BOARD)
        assert found is not None, (read, line)
        assert found.at == datetime.fromisoformat(utc).replace(tzinfo=UTC), (read, line)


@pytest.mark.parametrize(
    ("line", "utc"),
    [
        ("Day 2 ends 2026-06-03T00:00:00Z (8 PM EDT)", "2026-06-03T00:00"),
        ("Night 1 ends 2026-06-02T00:00:00Z", "2026-06-02T00:00"),
        ("Day 2 ends in 48 hours (2026-06-03T12:00:00Z)", "2026-06-03T12:00"),
        ("Day 1 ends 2026-06-02T10:00-12:00 today", "2026-06-02T14:00"),
    ],
)  # fmt: skip
def test_a_deadline_line_with_an_iso_time(line, utc):
    found = stated_deadline([line], POSTED, BOARD)
    assert found is not None, line
    assert found.at == datetime.fromisoformat(utc).replace(tzinfo=UTC), line
