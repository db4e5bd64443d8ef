"""parser/host/deadlines.py: an ISO time that states its zone ("...Z", "...-04:00"), the
text of Discourse's local date (live26); invented lines."""

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
        # the zone the ISO time states wins over the board's
        ("Day 1 ends 2026-06-02T00:00:00Z.", "2026-06-02T00:00"),
        ("Deadline: 2026-06-02T00:00:00.000Z", "2026-06-02T00:00"),
        ("Deadline: 2026-06-02T00:00Z", "2026-06-02T00:00"),
        ("Deadline: 2026-06-01T20:00:00-04:00", "2026-06-02T00:00"),
        ("Deadline: 2026-06-02T02:00+0200", "2026-06-02T00:00"),
        ("Deadline: 2026-06-02T00:00:00Z UTC", "2026-06-02T00:00"),
        # near misses: no "T", no zone, a range, an offset out of range: the board's zone
        ("Deadline: 2026-06-01 20:00-21:00", "2026-06-02T00:00"),
        ("Deadline: 2026-06-01T20:00:00", "2026-06-02T00:00"),
        ("Deadline: 2026-06-01 20:00", "2026-06-02T00:00"),
        ("Deadline: 2026-06-01T20:00-1900", "2026-06-02T00:00"),
        ("Deadline is in (expired on 2026-06-01 20:00:00)", "2026-06-02T00:00"),
    ],
)  # fmt: skip
def test_an_iso_time_states_its_zone(line, utc):
    for read in (
        (stated_deadline, bare_deadline) if line.startswith("Deadline") else [stated_deadline]
    ):
        found = read([line], POSTED, BOARD)
        assert found is not None, (read, line)
        assert found.at == datetime.fromisoformat(utc).replace(tzinfo=UTC), (read, line)
