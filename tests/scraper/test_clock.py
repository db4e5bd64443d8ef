"""The forum's clock (``scraper/clock.py``): the zone a footer states, reading a stored time
again in another zone, and the JSONL import keeping the time as the file gave it. Footers
and posts are written here."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from votecount.scraper.clock import (
    ALL_FORMATS,
    PHPBB_FORMATS,
    is_absolute,
    page_zone,
    reread,
    resolve_zone,
)
from votecount.scraper.importer import import_jsonl
from votecount.scraper.zones import repeated_reading


@pytest.mark.parametrize(
    ("footer", "name", "said"),
    [
        # phpBB 3.0 / MafiaScum
        ("<p>All times are UTC - 5 hours</p>", "Etc/GMT+5", "All times are UTC - 5 hours"),
        (
            'All times are UTC - 5 hours [ <abbr title="Daylight Saving Time">DST</abbr> ]</li>',
            "Etc/GMT+4",
            "All times are UTC - 5 hours [ DST ]",
        ),
        ("All times are UTC + 5:30 hours", "UTC+05:30", "All times are UTC + 5:30 hours"),
        ("All times are UTC</li>", "UTC", "All times are UTC"),
        # phpBB 3.1+: an IANA title wins, else the offset shown
        (
            'All times are <span title="America/New York">UTC-05:00</span></p>',
            "America/New_York",
            "All times are UTC-05:00",
        ),
        ('All times are <span title="UTC-5">UTC-05:00</span></p>', "Etc/GMT+5", None),
        # vBulletin
        ("All times are GMT -5. The time now is 05:21 PM.", "Etc/GMT+5", "All times are GMT -5"),
        ("All times are GMT. The time now is 05:23 AM.", "UTC", "All times are GMT"),
    ],
)
def test_the_zone_a_footer_states(footer: str, name: str, said: str | None) -> None:
    found = page_zone(f"<html><body><div>{footer}</div></body></html>")
    assert found is not None and found.name == name
    if said is not None:
        assert found.said == said
    assert resolve_zone(found.name) is not None


def test_a_page_that_states_no_zone() -> None:
    assert page_zone("<html><body><p>Powered by XenForo</p></body></html>") is None


def test_a_stored_time_read_again_in_another_zone() -> None:
    printed = "Mon May 06, 2024 1:10 pm"
    assert reread(printed, UTC, PHPBB_FORMATS) == datetime(2024, 5, 6, 13, 10, tzinfo=UTC)
    east = resolve_zone("America/New_York")
    assert reread(printed, east, PHPBB_FORMATS) == datetime(2024, 5, 6, 17, 10, tzinfo=UTC)
    # absolute values keep their instant whatever the zone
    assert reread("1715015400", east) == datetime(2024, 5, 6, 17, 10, tzinfo=UTC)
    assert reread("2024-05-06T17:10:00+00:00", east) == datetime(2024, 5, 6, 17, 10, tzinfo=UTC)
    assert is_absolute("1715015400") and is_absolute("2024-05-06T17:10:00Z")
    assert not is_absolute(printed) and not is_absolute("2024-05-06T13:10:00")
    # "Today" is read against the time the post was first seen, in the zone
    seen = datetime(2024, 5, 7, 2, 0, tzinfo=UTC)  # still May 6 at UTC-5
    assert reread("Today, 09:00 PM", resolve_zone("Etc/GMT+5"), ALL_FORMATS, now=seen) == (
        datetime(2024, 5, 7, 2, 0, tzinfo=UTC)
    )


def test_fixed_offsets_by_name() -> None:
    zone = resolve_zone("UTC-05:00")
    assert (
        zone is not None
        and datetime(2024, 1, 1, tzinfo=zone).utcoffset().total_seconds() == -5 * 3600
    )  # type: ignore[union-attr]


def test_the_jsonl_import_keeps_the_time_as_the_file_gave_it(tmp_path) -> None:
    lines = [
        {"number": 1, "author": "amber", "html": "hi", "created_at": "2024-05-06T17:10:00Z",
         "timestamp_raw": "Mon May 06, 2024 1:10 pm", "time_zone": "America/New_York"},
        {"number": 2, "author": "basil", "html": "yo", "timestamp_raw": "Mon May 06, 2024 1:17 pm",
         "time_zone": "America/New_York"},
        {"number": 3, "author": "cedar", "html": "hey", "created_at": "2024-05-06T13:24:00"},
        {"number": 4, "author": "dunmore", "html": "ho", "timestamp": "2024-05-06T13:31:00-05:00",
         "timestamp_raw": "Mon May 06, 2024 1:31 pm"},
    ]  # fmt: skip
    path = tmp_path / "thread.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    posts = [p for b in import_jsonl(path, thread="t", timezone="Etc/GMT+4") for p in b.posts]
    assert (posts[0].time_raw, posts[0].time_zone) == (
        "Mon May 06, 2024 1:10 pm",
        "America/New_York",
    )
    # only the printed time: read in the zone it names
    assert posts[1].created_at == datetime(2024, 5, 6, 17, 17, tzinfo=UTC)
    # no raw field: the value the file gave, and the zone it was read in
    assert (posts[2].time_raw, posts[2].time_zone) == ("2024-05-06T13:24:00", "Etc/GMT+4")
    assert posts[2].created_at == datetime(2024, 5, 6, 17, 24, tzinfo=UTC)
    # a time that states its offset is the instant: kept as given (the printed time beside
    # it was shown in a viewer's zone), so it reads the same in any zone the host sets
    assert (posts[3].time_raw, posts[3].time_zone) == ("2024-05-06T13:31:00-05:00", "Etc/GMT+5")
    for zone in ("Etc/GMT+5", "UTC", "Asia/Tokyo"):
        assert reread(posts[3].time_raw, resolve_zone(zone), ALL_FORMATS) == posts[3].created_at


# -- live24: a time printed in a zone's repeated hour ------------------------------------------
def test_repeated_reading_gives_the_later_moment_of_the_repeated_hour():
    first = datetime(2026, 10, 25, 0, 40, tzinfo=UTC)  # 02:40 CEST in Berlin
    assert repeated_reading(first, "Europe/Berlin") == datetime(2026, 10, 25, 1, 40, tzinfo=UTC)
    later = datetime(2026, 10, 25, 1, 40, tzinfo=UTC)  # already the second 02:40 (CET)
    assert repeated_reading(later, "Europe/Berlin") is None
    assert repeated_reading(datetime(2026, 10, 24, 0, 40, tzinfo=UTC), "Europe/Berlin") is None
    for zone in ("", None, "UTC", "UTC-05:00", "Not/AZone"):
        assert repeated_reading(first, zone) is None
