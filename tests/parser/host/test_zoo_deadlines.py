"""The catalogue of invented host posts, part 5: deadlines (``stated_deadline``; the posts
are written on Saturday 5 December 2026, 18:00 UTC) and co-hosts named in the opening
post (``hosts_from_opening``)."""

from __future__ import annotations

from datetime import UTC, timedelta
from zoneinfo import ZoneInfo

import pytest

from tests.parser.host.zoo import HOST, POSTED, at, deadline, post
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.walk import host_lines
from votecount.sync.hosts import hosts_from_opening

DEADLINES = [
    ("a date, a US zone", "<p>Deadline: Dec 12 at 8pm EST</p>", at(2026, 12, 13, 1)),
    ("the countdown tag", "<p>Deadline is in <span>(expires on 2026-12-08 17:00:00)</span></p>", at(2026, 12, 8, 17)),
    ("the expired countdown", "<p>Deadline: (expired on 2026-12-04 12:30:00)</p>", at(2026, 12, 4, 12, 30)),
    ("expires in 2 days", "<p>Day 2 deadline (expires in 2 days)</p>", POSTED + timedelta(days=2)),
    ("ends in 72 hours", "<p>Day 3 will end in 72 hours.</p>", POSTED + timedelta(hours=72)),
    ("a 24-hour clock", "<p>Deadline: 9 December, 21:00 GMT</p>", at(2026, 12, 9, 21)),
    ("a 24-hour clock, the month first", "<p>Day ends December 9th at 21:30 UTC.</p>", at(2026, 12, 9, 21, 30)),
    ("an offset", "<p>Deadline: 2026-12-10 20:00 (GMT+1)</p>", at(2026, 12, 10, 19)),
    ("central european summer", "<p>The day ends on 10 December at 20:00 CET.</p>", at(2026, 12, 10, 19)),
    ("a US region in words", "<p>Deadline: December 11 at 5:00 PM Pacific time</p>", at(2026, 12, 12, 1)),
    ("the clock first", "<p>Deadline is 11:59 PM EST, December 10</p>", at(2026, 12, 11, 4, 59)),
    ("a weekday", "<p>Day ends Sunday 23:59 GMT</p>", at(2026, 12, 6, 23, 59)),
    ("a weekday, am/pm", "<p>Deadline: Monday at 8pm EST</p>", at(2026, 12, 8, 1)),
    ("a deadline in words", "<p>The deadline is in three days.</p>", POSTED + timedelta(days=3)),
    ("ET", "<p>Deadline: Dec 9, 8 PM ET</p>", at(2026, 12, 10, 1)),
    ("PT in summer", "<p>Deadline: June 9, 2027, 8 PM PT</p>", at(2027, 6, 10, 3)),
    ("noon", "<p>Deadline: Dec 9 at noon EST</p>", at(2026, 12, 9, 17)),
    ("a weekday, the post's own, the hour to come", "<p>Day ends Saturday 23:00 UTC</p>", at(2026, 12, 5, 23)),
    ("a weekday, the post's own, the hour gone", "<p>Day ends Saturday 10:00 UTC</p>", at(2026, 12, 12, 10)),
    ("an abbreviated month with a dot", "<p>Deadline: Dec. 14, 10:00 AM EST</p>", at(2026, 12, 14, 15)),
    # numeric dates: month/day on an English-speaking US forum, day first only when the
    # first number is over 12
    ("month/day", "<p>Deadline: 12/9 at 8pm EST</p>", at(2026, 12, 10, 1)),
    ("month/day/year", "<p>Deadline: 12/9/2026 at 8pm EST</p>", at(2026, 12, 10, 1)),
    ("month/day/two-digit year", "<p>Deadline: 12/9/26, 20:00 GMT</p>", at(2026, 12, 9, 20)),
    ("day/month, the day over 12", "<p>Deadline: 24/12 at 20:00 GMT</p>", at(2026, 12, 24, 20)),
    ("day.month.", "<p>Deadline: 24.12. 20:00 GMT</p>", at(2026, 12, 24, 20)),
    ("day.month., ambiguous: month first", "<p>Deadline: 12.9. at 20:00 GMT</p>", at(2026, 12, 9, 20)),
    ("day.month.year", "<p>Day 2 ends 13.12.2026 at 18:00 UTC</p>", at(2026, 12, 13, 18)),
    ("the clock before a numeric date", "<p>Deadline is 8:00 PM EST on 12/9</p>", at(2026, 12, 10, 1)),
    ("a numeric date of next year", "<p>Deadline: 1/4 at 8pm GMT</p>", at(2027, 1, 4, 20)),
    # midnight: the end of the day named
    ("midnight on a weekday", "<p>Day 2 ends at midnight GMT on Friday</p>", at(2026, 12, 12, 0)),
    ("a weekday at midnight", "<p>Deadline: Friday at midnight GMT</p>", at(2026, 12, 12, 0)),
    ("a date at midnight", "<p>Deadline: Dec 9 at midnight EST</p>", at(2026, 12, 10, 5)),
    ("a numeric date at midnight", "<p>Deadline: midnight GMT, 12/9</p>", at(2026, 12, 10, 0)),
    # a time of day alone: the next one after the post
    ("a clock alone, later today", "<p>Deadline: 23:59 GMT</p>", at(2026, 12, 5, 23, 59)),
    ("a clock alone, tomorrow", "<p>The day ends at 10:00 AM GMT.</p>", at(2026, 12, 6, 10)),
    ("midnight alone", "<p>Day 3 ends at midnight UTC.</p>", at(2026, 12, 6, 0)),
    # lengths from the post, written other ways
    ("deadline: in 72 hours", "<p>Deadline: in 72 hours</p>", POSTED + timedelta(hours=72)),
    ("72 hours from this post", "<p>Deadline: 72 hours from this post</p>", POSTED + timedelta(hours=72)),
    ("72h", "<p>Day 1 ends in 72h.</p>", POSTED + timedelta(hours=72)),
    # the end of day in short and long
    ("EoD", "<p>EoD: Dec 9 at 8pm EST</p>", at(2026, 12, 10, 1)),
    ("End of Day, a numeric date", "<p>End of Day 2: 12/9 at 8pm EST</p>", at(2026, 12, 10, 1)),
    ("a length in parts", "<p>Deadline: 1 day, 3 hours, 10 minutes</p>", POSTED + timedelta(days=1, hours=3, minutes=10)),
    ("a length in parts from this post", "<p>Deadline is 2 days, 5 hours from this post.</p>", POSTED + timedelta(days=2, hours=5)),
    ("set for a length from now", "<p>The deadline will be set for 72 hours from now.</p>", POSTED + timedelta(hours=72)),
    ("a date wins over its length from the post",
     "<p>Deadline is Friday, Dec 11th at 9:05 AM GMT (about 36 hours from this post)</p>", at(2026, 12, 11, 9, 5)),
    ("tomorrow", "<p>Deadline is tomorrow at 11pm GMT!</p>", at(2026, 12, 6, 23)),
    ("a time alone gives way to the countdown of the same post",
     "<p>Day 1 ends in (expires on 2026-12-07 23:00:00)<br>Deadline is tomorrow at 11pm!</p>", at(2026, 12, 7, 23)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in DEADLINES],
                         ids=[i for i, _, _ in DEADLINES])  # fmt: skip
def test_a_deadline(html, want):
    assert deadline(html) == want


def test_a_time_without_zone_is_the_boards():
    new_york = ZoneInfo("America/New_York")
    assert deadline("<p>Deadline: December 9 at 6:00 PM</p>", new_york) == at(2026, 12, 9, 23)


def test_no_deadline_in_a_line_about_something_else():
    assert deadline("<p>I was born on December 9 at 6:00 PM, fun fact.</p>") is None


@pytest.mark.parametrize(
    "html",
    [
        "<p>Day 1 ended at 20:00 GMT.</p>",  # a past end, no deadline
        "<p>The deadline was 23:59 GMT.</p>",
        "<p>Deadline: 12/9</p>",  # a date with no time of day
        "<p>Ivo (5/7) ends the day at L-1</p>",  # a count's mark is no date
        "<p>Deadline: 13/13 at 8pm GMT</p>",  # no such date
        "<p>4am is awkward for me, so I moved the deadline a bit later.</p>",  # no deadline's time
        "<p>The deadline has been extended by 72 hours (~5 days and 1 hour from now).</p>",
        "<p>Deadline is 10PM GMT, Friday the 18th (of December).</p>",  # not this Friday
    ],
)
def test_no_deadline_in_these(html):
    assert deadline(html) is None


def test_a_night_ends_in_short():
    found = stated_deadline(host_lines("<p>EoN: 12/9 at 8pm GMT</p>"), POSTED, UTC)
    assert found is not None and found.night and found.at == at(2026, 12, 9, 20)


CO_HOSTS = [
    ("will be co-hosting", "<p>Wren will be co-hosting this game with me.</p>", [HOST, "Wren"]),
    ("backup mod", "<p>Backup mod: Wren</p>", [HOST, "Wren"]),
    ("co-host label", "<p><b>Co-host:</b> Wren</p>", [HOST, "Wren"]),
    ("hosted by two", "<p>Hosted by Lanternwick and Wren.</p>", [HOST, "Wren"]),
    ("an @mention", "<p>Co-hosted with @Wren.</p>", [HOST, "Wren"]),
    ("moderators", "<p>Moderators: Lanternwick, Wren</p>", [HOST, "Wren"]),
    ("your hosts", "<p>Your hosts: Lanternwick and Wren</p>", [HOST, "Wren"]),
    ("backup host", "<p>Mod: Lanternwick<br>Backup Mod: Wren</p>", [HOST, "Wren"]),
    ("no co-host", "<p>Wren, Juno and Ivo sign up below.</p>", [HOST]),
    ("a backup alone is no host", "<p>Wren is my backup.</p>", [HOST]),
    ("thanks to a reviewer", "<p>Thanks to Wren for reviewing the setup.</p>", [HOST]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in CO_HOSTS],
                         ids=[i for i, _, _ in CO_HOSTS])  # fmt: skip
def test_co_hosts_of_the_opening_post(html, want):
    posters = [HOST, "Wren", "Juno", "Ivo"]
    assert hosts_from_opening(post(html, 1), posters) == want
