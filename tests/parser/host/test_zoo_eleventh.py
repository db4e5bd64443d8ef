"""The catalogue of invented host posts, part 16 (the eleventh zoo, twenty-fourth session):
a host's first run in the four engines' HTML (phpBB, Discourse, vBulletin, XenForo): the
last round's leftovers (a later sentence's zone, a timeanddate link against its stated
date, one pronoun for two pending replacements, a long graveyard), a day ended by the next
night's start alone, deadlines as lengths from the post, weekdays across a month's end,
noon and midnight, zones as cities or regions; and the near misses of each. Deaths,
lynches, replacements and co-hosts are in ``test_zoo_eleventh_events``."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.parser.host.zoo import (
    at,
    deadline,
    discourse,
    ends,
    ids,
    marks,
    phpbb,
    starts,
    vbulletin,
    xenforo,
)
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.walk import host_lines

# -- the last round's leftovers: a later sentence's zone, a link against its date ---------
EST_FRI_8 = at(2026, 12, 12, 1)  # Friday 11 December, 20:00 EST
UTC_FRI_8 = at(2026, 12, 11, 20)
DEC_9 = at(2026, 12, 9, 20)
DEC_10 = at(2026, 12, 10, 20)
TAD_9 = "https://www.timeanddate.com/worldclock/fixedtime.html?iso=20261209T2000&amp;p1=1440"
LEFTOVERS = [
    ("the night's start names the zone", phpbb("Deadline: Friday 20:00. Night 3 starts at 20:30 EST."), EST_FRI_8),
    ("the night begins at, Discourse", discourse("Deadline: Friday 20:00. Night 3 begins at 20:30 EST."), EST_FRI_8),
    ("day 4 starts Saturday, XenForo", xenforo("Deadline: Friday 20:00. Day 4 will start Saturday at 20:00 EST."), EST_FRI_8),
    ("a link's text of another date", phpbb(f'Deadline: <a href="{TAD_9}">December 10, 20:00 GMT</a>'), DEC_10),
    ("a stated date, last day's link", discourse(f'Deadline: December 10, 20:00 GMT. Last day\'s was <a href="{TAD_9}">here</a>.'), DEC_10),
    # guards: the deadline's own zone; a time for other readers; a link alone or agreeing
    ("its own zone, a night's in another", phpbb("Deadline: Friday 20:00 GMT. Night 3 starts at 15:30 EST."), UTC_FRI_8),
    ("its own region, a night's abbreviation", discourse("Deadline: Friday 12:00 Pacific. Night 3 starts at 15:30 EST."), UTC_FRI_8),
    ("a time for others", vbulletin("Deadline: Friday 20:00. That's 3 PM Eastern for our American friends."), UTC_FRI_8),
    ("a link alone", xenforo(f'Deadline: <a href="{TAD_9}">here</a>'), DEC_9),
    ("a link agreeing", phpbb(f'Deadline: <a href="{TAD_9}">December 9, 20:00 GMT</a>'), DEC_9),
    ("a link as its text", discourse(f'Deadline: <a href="{TAD_9}">{TAD_9}</a>'), DEC_9),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LEFTOVERS], ids=ids(LEFTOVERS))
def test_a_leftover_deadline(html, want):
    assert deadline(html) == want


# -- a day ended by the next night's start alone -----------------------------------------
NIGHT_STARTS = [
    ("Night 2 has begun", phpbb("Night 2 has begun."), True),
    ("Night 2 has begun, Discourse heading", "<h2>Night 2 has begun</h2><p>Send your actions.</p>", True),
    ("It is now Night 2, vBulletin", vbulletin("It is now Night 2.", "Actions are due in 24 hours."), True),
    ("Night two is upon us, XenForo", xenforo("<b>Night two is upon us.</b>", "PM me your actions."), True),
    ("Night 2 starts now", phpbb("<b>Night 2 starts now!</b>"), True),
    ("night falls, Night 2", discourse("Night falls on the village. Night 2 has begun."), True),
    # near misses: to come, asked, a rule, another night
    ("Night 2 will begin at deadline", phpbb("Night 2 will begin at deadline."), False),
    ("has Night 2 begun?", xenforo("Has Night 2 begun yet?"), False),
    ("a rule of the night", vbulletin("When night begins, PM me your actions."), False),
    ("last night in a story", discourse("Last night was quiet. Day 2 has begun."), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NIGHT_STARTS], ids=ids(NIGHT_STARTS))
def test_a_night_start_ends_the_day(html, want):
    assert ends(html) is want
    assert any(kind == "end" or phase == "night" for kind, phase, _ in marks(html)) is want


def test_the_next_day_starts_after_the_night():
    assert starts(phpbb("Night 1 has begun."), phpbb("Day 2 has begun!")) == [(2, 30)]


# -- deadlines as lengths from the post ---------------------------------------------------
IN_48 = at(2026, 12, 7, 18)  # the post: Saturday 5 December, 18:00 UTC
RELATIVE = [
    ("48 hours from this post", phpbb("Day 3 begins. Deadline is 48 hours from this post."), IN_48),
    ("deadline in 2 days", discourse("Day 3 begins. Deadline in 2 days."), IN_48),
    ("deadline in two days", vbulletin("Day 3 has started, deadline in two days."), IN_48),
    ("72 hours from now", xenforo("Deadline: 72 hours from now."), at(2026, 12, 8, 18)),
    ("the day ends in 36 hours", phpbb("Day 3 ends in 36 hours."), at(2026, 12, 7, 6)),
    ("deadline in 1 week", discourse("Day 3 begins. The deadline is in 1 week."), at(2026, 12, 12, 18)),
    ("48 hours from this post, bold", xenforo("<b>Deadline:</b> 48 hours from this post"), IN_48),
    # near misses: a rule, an extension, a past length
    ("a replacement's hours", phpbb("Replacements have 48 hours from this post to claim the slot."), None),
    ("extended by 2 days", discourse("The deadline has been extended by 2 days."), None),
    ("a rule of every day", vbulletin("Each day ends 48 hours after it starts."), None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RELATIVE], ids=ids(RELATIVE))
def test_a_deadline_from_the_post(html, want):
    assert deadline(html) == want


# -- a weekday with no date across a month's (a year's) end --------------------------------
def _on(html: str, posted: datetime) -> datetime | None:
    found = stated_deadline(host_lines(html), posted, UTC)
    return None if found is None else found.at


SAT_NOV_28 = datetime(2026, 11, 28, 18, 0, tzinfo=UTC)
MON_NOV_30 = datetime(2026, 11, 30, 18, 0, tzinfo=UTC)
MON_NOV_30_LATE = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)
THU_DEC_31 = datetime(2026, 12, 31, 18, 0, tzinfo=UTC)
WEEKDAYS = [
    ("Tuesday over the month's end", phpbb("Deadline: Tuesday 20:00 GMT"), SAT_NOV_28, at(2026, 12, 1, 20)),
    ("Wednesday at 8pm, XenForo", xenforo("Deadline is Wednesday at 8pm."), SAT_NOV_28, at(2026, 12, 2, 20)),
    ("this Monday, later today", discourse("Deadline: Monday at 20:00"), MON_NOV_30, at(2026, 11, 30, 20)),
    ("Monday, already past today", vbulletin("Deadline: Monday at 20:00"), MON_NOV_30_LATE, at(2026, 12, 7, 20)),
    ("Saturday over the year's end", phpbb("Day 5 ends Saturday 20:00 GMT."), THU_DEC_31, at(2027, 1, 2, 20)),
    ("Friday the 1st, the date wins", discourse("Deadline: Friday, January 1, 20:00 GMT"), THU_DEC_31, at(2027, 1, 1, 20)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "posted", "want"), [c[1:] for c in WEEKDAYS], ids=ids(WEEKDAYS))
def test_a_weekday_across_a_months_end(html, posted, want):
    assert _on(html, posted) == want


# -- noon and midnight ---------------------------------------------------------------------
NOON_MIDNIGHT = [
    ("Friday at noon", phpbb("Deadline: Friday at noon GMT."), at(2026, 12, 11, 12)),
    ("Friday 12 noon", discourse("Deadline: Friday 12 noon GMT"), at(2026, 12, 11, 12)),
    ("Friday 12pm", vbulletin("Deadline: Friday 12pm GMT"), at(2026, 12, 11, 12)),
    ("Friday at midnight", xenforo("Deadline: Friday at midnight GMT"), at(2026, 12, 12, 0)),
    ("midnight on Friday", phpbb("Day 3 ends at midnight on Friday (GMT)."), at(2026, 12, 12, 0)),
    ("Friday 12:00 midnight", discourse("Deadline: Friday 12:00 midnight GMT"), at(2026, 12, 12, 0)),
    ("Friday 11:59 PM", vbulletin("Deadline: Friday, 11:59 PM GMT"), at(2026, 12, 11, 23, 59)),
    ("noon on December 9", xenforo("Deadline: noon on December 9 (GMT)"), at(2026, 12, 9, 12)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOON_MIDNIGHT], ids=ids(NOON_MIDNIGHT))
def test_noon_and_midnight(html, want):
    assert deadline(html) == want


# -- zones as cities and regions ----------------------------------------------------------
CITIES = [
    ("Sydney time", phpbb("Deadline: Friday 20:00 Sydney time"), at(2026, 12, 11, 9)),
    ("Pacific", discourse("Deadline: Friday 8pm Pacific"), at(2026, 12, 12, 4)),
    ("London time", vbulletin("Deadline: Friday 20:00 London time"), UTC_FRI_8),
    ("New York time", xenforo("Deadline: Friday 8pm New York time"), EST_FRI_8),
    ("Berlin time", phpbb("Deadline: Friday 20:00 Berlin time"), at(2026, 12, 11, 19)),
    ("Central", discourse("Deadline: Friday 8 PM Central"), at(2026, 12, 12, 2)),
    ("(Sydney) in brackets", xenforo("Deadline: Friday 20:00 (Sydney)"), at(2026, 12, 11, 9)),
    # near misses: a city that is no zone of the deadline
    ("a city in the story", vbulletin("The train to Sydney leaves at dawn. Deadline: Friday 20:00 GMT."), UTC_FRI_8),
    ("Pacific in a name", phpbb("Deadline: Friday 20:00. Thanks to Pacific Rim for the setup."), UTC_FRI_8),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CITIES], ids=ids(CITIES))
def test_a_zone_named_by_a_place(html, want):
    assert deadline(html) == want
