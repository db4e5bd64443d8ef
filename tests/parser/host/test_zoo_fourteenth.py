"""The catalogue of invented host posts, part 19 (the fourteenth zoo, twenty-seventh
session): a host's first run in the four engines' HTML (phpBB, Discourse, vBulletin,
XenForo): the last round's leftovers (a day delayed then begun, "You have 24h from this
post"), then a rules post before sign-ups, "Morning 2" and other numberings, "Day 2 -
Part 2" (a reset within the day), a banner line "Phase: Day 2 | Deadline: ...", zones
ET / PT / CT on both sides of the summer change, a deadline as a Unix timestamp or a
countdown site's link; and the near misses of each. Deaths, lynches and replacements are
in ``test_zoo_fourteenth_events``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.parser.host.zoo import (
    POSTED,
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

# the post: Saturday 5 December 2026, 18:00 UTC
NIGHT_1 = phpbb("Night 1 has begun.")
FRI_11 = at(2026, 12, 11, 20)

# -- the last round's leftovers: a day delayed, then begun ------------------------------------
DELAYED = [
    ("delayed, sorry, then begun", [phpbb("Day 2 delayed, sorry for the wait!"), phpbb("Day 2 has begun!")], [(2, 40)]),
    ("delayed heading, then Day 2, Discourse", [discourse("<strong>Day 2 delayed</strong>", "Sorry, the flavour is taking longer."), discourse("<strong>Day 2</strong>", "Ivo was killed.")], [(2, 40)]),
    ("is delayed a few hours, XenForo", [xenforo("Day 2 is delayed a few hours, sorry!")], []),
    ("delayed until tonight, vBulletin", [vbulletin("Day 2 delayed until tonight.")], []),
    # guards: a start with an apology for the delay
    ("begun, sorry for the delay", [vbulletin("Day 2 has begun! Sorry for the delay.")], [(2, 30)]),
    ("sorry for the delay, then begun", [phpbb("Sorry for the delay! Day 2 has begun.")], [(2, 30)]),
    ("Day 2 (sorry for the delay)", [discourse("<strong>Day 2 (sorry for the delay)</strong>", "Ivo was found dead.")], [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in DELAYED], ids=ids(DELAYED))
def test_a_day_delayed_then_begun(htmls, want):
    assert starts(NIGHT_1, *htmls) == want


def test_a_delayed_day_ends_no_day():
    assert ends(phpbb("Day 2 delayed, sorry for the wait!")) is False


# -- "You have 24h from this post" -------------------------------------------------------------
YOU_HAVE = [
    ("you have 24h from this post to vote", phpbb("You have 24h from this post to vote."), POSTED + timedelta(hours=24)),
    ("you have 48 hours from now, Discourse", discourse("You have 48 hours from now to reach a lynch."), POSTED + timedelta(hours=48)),
    ("players have 72 hours from this post, XenForo", xenforo("Players have 72 hours from this post."), POSTED + timedelta(hours=72)),
    ("you all have 36 hours from now, vBulletin", vbulletin("Day 2 has begun! You all have 36 hours from now."), POSTED + timedelta(hours=36)),
    # near misses: no "from"; a past; a replacement's time
    ("you have 48 hours to find a replacement", phpbb("You have 48 hours to find a replacement."), None),
    ("you had 24 hours from that post", discourse("You had 24 hours from that post, it passed."), None),
    ("have 24h from this post to confirm", xenforo("Marlow, you have 24h from this post to confirm."), None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in YOU_HAVE], ids=ids(YOU_HAVE))
def test_you_have_hours_from_this_post(html, want):
    assert deadline(html) == want


NIGHT_ACTIONS = [
    ("24h from this post to send actions", phpbb("Night 1 has begun. You have 24h from this post to send actions.")),
    ("players have 48 hours to submit, Discourse", discourse("Night 2 is here. Players have 48 hours from this post to submit their actions.")),
    ("everyone has 36 hours, XenForo", xenforo("Night 3 has begun! Everyone has 36 hours from now to send me actions.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NIGHT_ACTIONS], ids=ids(NIGHT_ACTIONS))
def test_you_have_hours_for_the_nights_actions(html):
    found = stated_deadline(host_lines(html), POSTED, UTC)
    assert found is not None and found.night and found.at > POSTED


# -- a rules post before sign-ups -------------------------------------------------------------
RULES = [
    ("days last 72 hours, Day 1 when the list fills", phpbb("Days last 72 hours, nights 24 hours; Day 1 starts when the list fills.")),
    ("day phases last 48 hours, Discourse", discourse("<strong>Rules</strong>", "Day phases last 48 hours. Night phases last 24 hours.")),
    ("Day 1 will start once we have 12, XenForo", xenforo("Day 1 will start once we have 12 players.")),
    ("each day ends 72 hours after it starts, vBulletin", vbulletin("Each day ends 72 hours after it starts; nights are 24 hours.")),
    ("Day 1 begins when sign-ups close", phpbb("<b>Schedule</b>", "Day 1 begins when sign-ups close.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in RULES], ids=ids(RULES))
def test_a_rules_post_reads_no_phase_and_no_deadline(html):
    assert (marks(html), deadline(html), ends(html)) == ([], None, False)


def test_a_rules_post_starts_no_day():
    rules = phpbb("Days last 72 hours; Day 2 starts when Night 1 ends.")
    assert starts(NIGHT_1, rules) == []


def test_a_start_with_its_length_keeps_its_deadline():
    html = phpbb("Day 1 has begun! Days last 72 hours.", "Deadline: Friday 20:00 GMT")
    assert (deadline(html), marks(html)) == (FRI_11, [("start", "day", 1)])


# -- "Morning 2" and other numberings ---------------------------------------------------------
NUMBERS = [
    ("Morning 2 has come", phpbb("Morning 2 has come. Ivo was found dead."), [(2, 30)]),
    ("Morning 2 heading, Discourse", discourse("<strong>Morning 2</strong>", "Ivo was killed in the night."), [(2, 30)]),
    ("Day 02 has begun, XenForo", xenforo("Day 02 has begun!"), [(2, 30)]),
    ("the second day begins, vBulletin", vbulletin("The second day begins! Ivo was killed."), [(2, 30)]),
    ("Day the Second", phpbb("<b>Day the Second</b>", "Ivo was killed."), [(2, 30)]),
    # near misses: a morning to come (after the night's start, in its post or the next)
    ("see you in the morning", discourse("Night 1 is quiet. See you in the morning!"), []),
    ("actions due by morning", xenforo("Night 1 is on. Actions are due by morning."), []),
    ("Morning 2 is coming soon", vbulletin("Morning 2 is coming soon, writing it up."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NUMBERS], ids=ids(NUMBERS))
def test_morning_and_other_numberings_start_the_day(html, want):
    assert starts(NIGHT_1, html) == want


def test_morning_2_is_a_start_marker():
    assert marks(phpbb("Morning 2 has come.")) == [("start", "day", 2)]


# -- "Day 2 - Part 2": a reset within the day -----------------------------------------------------
PARTS = [
    ("Part 2 after the day's start", [phpbb("Day 2 has begun!"), phpbb("<b>Day 2 – Part 2</b>", "Votes are reset.")], [(2, 30)]),
    ("Part 2, Discourse", [discourse("Day 2 has begun!"), discourse("<strong>Day 2, Part 2</strong>", "All votes are cleared.")], [(2, 30)]),
    ("Part II, XenForo", [xenforo("Day 2 has begun!"), xenforo("<b>Day 2 Part II</b>", "The vote is reset.")], [(2, 30)]),
    ("Part 1 ended, Part 2 begins, vBulletin", [vbulletin("Day 2 has begun!"), vbulletin("Day 2 Part 1 has ended. Day 2 Part 2 begins!")], [(2, 30)]),
    # guard: Part 1 as the day's first start
    ("Day 2 - Part 1 as the start", [phpbb("<b>Day 2 - Part 1</b>", "Ivo was killed.")], [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in PARTS], ids=ids(PARTS))
def test_a_second_part_of_the_day_starts_no_new_day(htmls, want):
    assert starts(NIGHT_1, *htmls) == want


PART_ENDS = [
    ("Day 2 Part 1 has ended", phpbb("Day 2 Part 1 has ended. Votes are reset."), False),
    ("the first half of Day 2 is over, Discourse", discourse("The first half of Day 2 is over. Votes reset."), False),
    ("Part 1 of Day 2 has ended, vBulletin", vbulletin("Part 1 of Day 2 has ended. Part 2 begins now."), False),
    # guards: the day's end after its parts; the second half over
    ("the second half of Day 2 is over", phpbb("The second half of Day 2 is over. Ivo was lynched."), True),
    ("Day 2 Part 2 has ended, night falls", xenforo("Day 2 Part 2 has ended. Night 2 begins."), True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in PART_ENDS], ids=ids(PART_ENDS))
def test_the_end_of_a_part_ends_no_day(html, want):
    assert ends(html) is want


# -- a banner line "Phase: Day 2 | Deadline: ..." ----------------------------------------------
BANNERS = [
    ("Phase: Day 2 | Deadline", phpbb("<b>Phase:</b> Day 2 | <b>Deadline:</b> Friday 20:00 GMT")),
    ("Current phase: Day 2, Discourse", discourse("<strong>Current phase:</strong> Day 2 | <strong>Deadline:</strong> Friday 20:00 GMT")),
    ("Phase - Day 2 / Deadline, XenForo", xenforo("Phase - Day 2 / Deadline - Friday 20:00 GMT")),
    ("Phase: D2 || Deadline, vBulletin", vbulletin("Phase: D2 || Deadline: Friday 20:00 GMT")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in BANNERS], ids=ids(BANNERS))
def test_a_banner_line_starts_the_day_with_its_deadline(html):
    assert (starts(NIGHT_1, html), deadline(html)) == ([(2, 30)], FRI_11)


def test_a_banner_line_is_a_start_marker():
    assert marks(phpbb("<b>Phase:</b> Day 2 | <b>Deadline:</b> Friday 20:00 GMT")) == [
        ("start", "day", 2)
    ]


def test_a_night_banner_states_the_nights_deadline():
    html = xenforo("<b>Phase:</b> Night 2 | <b>Deadline:</b> Sunday 20:00 GMT")
    found = stated_deadline(host_lines(html), POSTED, UTC)
    assert (found is not None and found.night, marks(html)) == (True, [("start", "night", 2)])


def test_a_banner_in_a_vote_count_starts_no_day():
    html = phpbb(
        "<b>Vote Count 2.3</b>", "Phase: Day 2 | Deadline: Friday 20:00 GMT", "Ivo (2): Juno, Wren"
    )
    assert starts(NIGHT_1, phpbb("Day 2 has begun!"), html) == [(2, 30)]


# -- zones ET / PT / CT on both sides of the summer change ---------------------------------------
SUMMER = datetime(2026, 7, 4, 18, 0, tzinfo=UTC)  # a Saturday in July
ZONES = [
    ("ET in winter", phpbb("Deadline: Friday 18:00 ET"), POSTED, at(2026, 12, 11, 23)),
    ("ET in summer, Discourse", discourse("Deadline: Friday 18:00 ET"), SUMMER, at(2026, 7, 10, 22)),
    ("PT in summer, XenForo", xenforo("Deadline: Friday 8pm PT"), SUMMER, at(2026, 7, 11, 3)),
    ("CT in winter, vBulletin", vbulletin("Deadline: Friday 2pm CT"), POSTED, FRI_11),
    ("the deadline is now 18:00 ET", phpbb("The deadline is now Friday 18:00 ET."), POSTED, at(2026, 12, 11, 23)),
    ("Eastern Time in summer", discourse("Deadline: Friday 6 PM Eastern Time"), SUMMER, at(2026, 7, 10, 22)),
    ("MT in summer", xenforo("Deadline: Friday 4pm MT"), SUMMER, at(2026, 7, 10, 22)),
    # guards: "ET" as a word; a summer abbreviation kept
    ("EDT in summer", vbulletin("Deadline: Friday 18:00 EDT"), SUMMER, at(2026, 7, 10, 22)),
    ("a zone before the word et", phpbb("Deadline: Friday 20:00 GMT et al."), POSTED, FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "posted", "want"), [c[1:] for c in ZONES], ids=ids(ZONES))
def test_us_zones_follow_the_summer_change(html, posted, want):
    found = stated_deadline(host_lines(html), posted, UTC)
    assert (None if found is None else found.at) == want


# -- a deadline as a Unix timestamp or a countdown site's link -----------------------------------
FRI_TS = "1797019200"  # Friday 11 December 2026, 20:00 UTC
COUNTDOWN = (
    "https://www.timeanddate.com/countdown/generic?iso=20261211T20&amp;p0=1440&amp;msg=Day+2"
)
LINKS = [
    ("hammertime link", phpbb(f'Deadline: <a href="https://hammertime.cyou/en?t={FRI_TS}">here</a>'), FRI_11),
    ("a Discord timestamp, Discourse", discourse(f"Deadline: &lt;t:{FRI_TS}:F&gt;"), FRI_11),
    ("a countdown link, XenForo", xenforo(f'Deadline: <a href="{COUNTDOWN}">countdown</a>'), FRI_11),
    ("a countdown to, vBulletin", vbulletin('Deadline: <a href="https://www.timeanddate.com/countdown/to?iso=20261211T2000&amp;p0=1440">link</a>'), FRI_11),
    ("a unixtimestamp link", phpbb(f'Deadline: <a href="https://www.unixtimestamp.com/?ts={FRI_TS}">Friday</a>'), FRI_11),
    ("hammertime with a format", discourse(f'Deadline: <a href="https://hammertime.cyou/en?t={FRI_TS}&amp;f=F">here</a>'), FRI_11),
    # guard: the link's words state a time
    ("the link's words state Sunday", vbulletin(f'Deadline: <a href="https://hammertime.cyou/en?t={FRI_TS}">Sunday 20:00 GMT</a>'), at(2026, 12, 6, 20)),
    # near misses: a timestamp not after a deadline's word; a post link's number
    ("a link to a post", discourse('Deadline: Friday 20:00 GMT. See <a href="https://forum.example/t/1/1797019200">the rules</a>.'), FRI_11),
    ("a timestamp in a rules link", xenforo(f'Rules: <a href="https://hammertime.cyou/en?t={FRI_TS}">here</a>'), None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LINKS], ids=ids(LINKS))
def test_a_deadline_as_a_timestamp_or_countdown_link(html, want):
    assert deadline(html) == want
