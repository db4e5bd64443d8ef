"""parser/host/deadlines.py: the deadline a host's post states, in invented lines shaped like
the forms hosts use."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from votecount.parser.host.deadlines import stated_deadline

POSTED = datetime(2026, 3, 5, 12, 0, tzinfo=UTC)
BOARD = ZoneInfo("America/New_York")  # UTC-5 in March before the 8th, UTC-4 after


@pytest.mark.parametrize(
    ("line", "utc"),
    [
        # the countdown tag as the page shows it: the board's zone
        ("Deadline is in (expired on 2026-03-07 17:00:00).", "2026-03-07T22:00"),
        # a zone the line names wins
        ("Deadline: 2026-03-09 17:00 (GMT-4)", "2026-03-09T21:00"),
        ("Deadline is 9 March 10pm GMT+1, or in 4 days", "2026-03-09T21:00"),
        ("Day 2 ends on March 9th at 5:00 PM EDT", "2026-03-09T21:00"),
        ("Deadline is 6pm, 26th May AEST", "2026-05-26T08:00"),
        ("The deadline is 11:59 PM, March 10 (MDT)", "2026-03-11T05:59"),
        ("Deadline is 9:00am GMT, 2nd April 2026", "2026-04-02T09:00"),
        # a US zone in words, summer time by the date (PDT in May, PST in March)
        ("Day 3 ends at 5 PM Pacific time on Saturday, 16 May", "2026-05-17T00:00"),
        ("Deadline: March 6 at 9pm Central Standard Time", "2026-03-07T03:00"),
        # a length from the post
        ("The deadline is in 7 days.", "2026-03-12T12:00"),
        ("Day 1 ends in 72 hours", "2026-03-08T12:00"),
        ("Day 1 ends in three days", "2026-03-08T12:00"),
    ],
)  # fmt: skip
def test_deadline_forms(line, utc):
    found = stated_deadline([line], POSTED, BOARD)
    assert found is not None
    assert found.at.astimezone(UTC) == datetime.fromisoformat(utc).replace(tzinfo=UTC)
    assert not found.night


def test_a_date_without_a_year_is_the_next_one():
    posted = datetime(2026, 12, 30, tzinfo=UTC)
    found = stated_deadline(["Deadline: January 2nd at 5pm"], posted, UTC)
    assert found is not None and found.at == datetime(2027, 1, 2, 17, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "line",
    [
        "Vote for Juno in 3 days",  # no word of a deadline or an end
        "The deadline is March 9",  # a date with no time of day
        "With 7 alive, it takes 4 to lynch.",
    ],
)
def test_no_deadline(line):
    assert stated_deadline([line], POSTED, BOARD) is None


def test_a_night_deadline_and_the_last_line_stated():
    night = stated_deadline(["Night 1 ends in 48 hours"], POSTED, UTC)
    assert night is not None and night.night
    found = stated_deadline(
        ["Deadline: 2026-03-07 17:00", "Correction: the deadline is 2026-03-08 17:00"],
        POSTED,
        timezone(timedelta(hours=0)),
    )
    assert found is not None and found.at.day == 8
