"""The night's deadline a host's posts state, and a post of the night that is only the
next day's deadline (pure: a post's lines, its time and the board's zone in), read by
``daystarts`` to open a day a host announced with its deadline alone."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, tzinfo

from votecount.parser.host.deadlines import bare_deadline, stated_deadline

# a new deadline later than the night's by this much is the next day's, not the night's
_NEXT_DAYS = timedelta(days=1)
# the zone a countdown's time is read in may be off the host's by up to this much
_SKEW = timedelta(hours=12)


def new_deadline(
    lines: Sequence[str], posted: datetime, zone: tzinfo, night_ends: datetime | None
) -> str | None:
    """The line of a post that is only a new deadline (a countdown alone, its day-start
    text an image, or "Deadline: ..." alone), posted in the night once the night's
    stated deadline is (about) reached, and later than it by a day or more: the next
    day's deadline, so the day has started. A countdown of the night's own deadline
    (posted with the night's start) or one before it opens nothing."""
    if night_ends is None or posted < night_ends - _SKEW:
        return None
    stated = bare_deadline(lines, posted, zone)
    return stated.said if stated is not None and stated.at >= night_ends + _NEXT_DAYS else None


def night_deadline(
    lines: Sequence[str], posted: datetime, zone: tzinfo, night_ends: datetime | None
) -> datetime | None:
    """The night's deadline after a host post of the night: the one it states, if any."""
    stated = stated_deadline(lines, posted, zone)
    return stated.at if stated is not None and stated.night else night_ends
