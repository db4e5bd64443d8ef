"""The page's own clock (``scraper/clock.page_clock``, live18) and the relative dates read
against it: phpBB's "It is currently …", XenForo's script clock, vBulletin's "The time
now is"; "12 minutes ago", "A moment ago", "Today, …", a weekday (XenForo). Pages are
written here."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from votecount.scraper.clock import PHPBB_FORMATS, XENFORO_FORMATS, page_clock, parse_local

NEW_YORK = ZoneInfo("America/New_York")
MACHINE = datetime(2026, 6, 2, 4, 5, 30, tzinfo=UTC)  # 3.5 minutes ahead of the boards


@pytest.mark.parametrize(
    ("page", "formats", "expected"),
    [
        (
            '<p class="right time">It is currently Tue Jun 02, 2026 12:02 am</p>',
            PHPBB_FORMATS,
            datetime(2026, 6, 2, 4, 2, tzinfo=UTC),
        ),
        (
            "<li>It is currently Tue Jun 02, 2026 12:02 am ]</li>",
            PHPBB_FORMATS,
            datetime(2026, 6, 2, 4, 2, tzinfo=UTC),
        ),  # fmt: skip
        (
            '<script>XF.config = {"time": {"now": 1780372920, "today": 1780372800}};</script>',
            XENFORO_FORMATS,
            datetime.fromtimestamp(1780372920, UTC),
        ),  # fmt: skip
        (
            "<script>XenForo.serverTimeInfo = { now: 1780372920, today: 1780372800 };</script>",
            XENFORO_FORMATS,
            datetime.fromtimestamp(1780372920, UTC),
        ),  # fmt: skip
        ("<p>Powered by phpBB</p>", PHPBB_FORMATS, None),
    ],
)
def test_the_clock_a_page_prints(page, formats, expected):
    assert page_clock(page, NEW_YORK, formats, MACHINE) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 minutes ago", datetime(2026, 6, 2, 3, 58, tzinfo=UTC)),
        ("1 minute ago", datetime(2026, 6, 2, 4, 1, tzinfo=UTC)),
        ("less than a minute ago", datetime(2026, 6, 2, 4, 2, tzinfo=UTC)),
        ("A moment ago", datetime(2026, 6, 2, 4, 2, tzinfo=UTC)),
        ("Today, 12:01 am", datetime(2026, 6, 2, 4, 1, tzinfo=UTC)),
        ("Yesterday, 11:58 pm", datetime(2026, 6, 2, 3, 58, tzinfo=UTC)),
        ("Saturday at 9:00 AM", datetime(2026, 5, 30, 13, 0, tzinfo=UTC)),  # June 2 is a Tuesday
        ("Tuesday at 9:00 AM", datetime(2026, 5, 26, 13, 0, tzinfo=UTC)),  # a week back, not today
    ],
)
def test_relative_dates_read_against_the_boards_clock(text, expected):
    board = datetime(2026, 6, 2, 4, 2, tzinfo=UTC)  # 00:02 on Tuesday in New York
    assert parse_local(text, PHPBB_FORMATS, NEW_YORK, "here", board) == expected


def test_a_stored_minutes_ago_keeps_its_time_when_the_zone_changes():
    """A zone change re-reads the stored printed times (``settle_times``); "4 minutes
    ago" was read against the page's clock and no zone moves it: re-read against the
    machine's clock when first seen, a skewed machine moved it again."""
    from dataclasses import replace

    from tests.store.posts import T, post
    from votecount.scraper.base import Batch
    from votecount.store.db import Store
    from votecount.store.times import settle_times

    store = Store(":memory:")
    read_then = datetime(2026, 6, 2, 3, 58, tzinfo=UTC)
    relative = replace(post(1), created_at=read_then, time_raw="4 minutes ago", time_zone="UTC")
    store.save_batch(T, Batch((relative,)))
    settle_times(store, [T], "America/New_York")
    assert store.zones_in(T) == {"America/New_York"}
    assert [p.created_at for p in store.posts(T)] == [read_then]


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("Monday, 01 June 2026, 12:07", "%A, %d %B %Y, %H:%M"),
        ("Monday June 01, 2026 12:07 pm", "%A %B %d, %Y %I:%M %p"),
    ],
)
def test_a_full_date_that_starts_with_its_weekday_is_no_relative_date(text, fmt):
    """A board whose date format starts with the weekday (a game file's ``date_formats``):
    failed before (review18c: read as XenForo's "Monday at …", the rest not a time)."""
    assert parse_local(text, (fmt,), UTC, "test", MACHINE) == datetime(
        2026, 6, 1, 12, 7, tzinfo=UTC
    )
    assert parse_local("Monday at 9:00 AM", (fmt,), UTC, "test", MACHINE) == datetime(
        2026, 6, 1, 9, 0, tzinfo=UTC
    )
