"""The catalogue of invented host posts, part 18 (the thirteenth zoo, twenty-sixth
session): a host's first run in the four engines' HTML (phpBB, Discourse, vBulletin,
XenForo): the last round's leftovers (a theme's "Dusk 2 begins!" opening its day, a
deadline moved from one date to another, a XenForo spoiler titled by its phase), then a
day announced before it starts, "Night 1 has ended." with no day word, deadlines as
hours from the post, zones as offsets and summer abbreviations, "EoD" / "EoN" with their
times, a combined "Day 2 / Night 2" header, a postponed day, "LyLo" / "MyLo", "Town wins!"
ending the game, "Day 4 (final day)"; and the near misses of each. Deaths, lynches,
replacements and the game's recap are in ``test_zoo_thirteenth_events``."""

from __future__ import annotations

from datetime import timedelta

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
    phpbb_spoiler,
    starts,
    vbulletin,
    xenforo,
    xenforo_spoiler,
)
from votecount.parser.host.game_end import game_over
from votecount.parser.walk import host_lines

# the post: Saturday 5 December 2026, 18:00 UTC
NIGHT_1 = phpbb("Night 1 has begun.")
FRI_11 = at(2026, 12, 11, 20)
SUN_6_20 = at(2026, 12, 6, 20)

# -- the last round's leftovers ---------------------------------------------------------------
DUSK_DAYS = [
    ("Dusk 2 begins! The day phase is open", phpbb("Dusk 2 begins! The day phase is open."), False),
    ("Dusk 3 has begun, day phase open, Discourse", discourse("<strong>Dusk 3 has begun!</strong>", "The day phase is now open. Vote!"), False),
    ("Dusk 2 begins, voting is open, XenForo", xenforo("Dusk 2 begins! Voting is open until Friday."), False),
    # guards: a dusk that closes the day
    ("Dusk 2 begins, day talk locked", vbulletin("<b>Dusk 2 begins.</b> Day talk is locked."), True),
    ("Dusk 2 begins, the day phase is over", phpbb("Dusk 2 begins! The day phase is over."), True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DUSK_DAYS], ids=ids(DUSK_DAYS))
def test_a_dusk_that_opens_the_day(html, want):
    assert ends(html) is want


MOVED = [
    ("moved from 11/12 at 8pm to 12/9 at 8pm", phpbb("Deadline moved from 11/12 at 8pm to 12/9 at 8pm GMT."), at(2026, 12, 9, 20)),
    ("moved from Friday to Sunday, Discourse", discourse("The deadline has been moved from Friday to Sunday 20:00 GMT."), SUN_6_20),
    ("changed from Wednesday to Friday, XenForo", xenforo("Deadline changed from Wednesday 20:00 GMT to Friday 20:00 GMT."), FRI_11),
    ("extended from Sunday to Friday, vBulletin", vbulletin("Deadline extended from Sunday 20:00 to Friday 20:00 GMT."), FRI_11),
    ("pushed from the 9th to the 11th", phpbb("Deadline pushed from December 9 to December 11, 20:00 GMT."), FRI_11),
    # guards: a deadline then a note with "from"; a range of hours
    ("a deadline, then a note from me", discourse("Deadline: Friday 20:00 GMT. A note from me to Sunday's hosts."), FRI_11),
    ("a chat moved from the thread", vbulletin("Deadline: Friday 20:00 GMT. Night chat moved from the thread to Discord."), FRI_11),
    ("a deadline, moved from nothing", xenforo("Deadline: Friday 20:00 GMT (moved from the day's start)."), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MOVED], ids=ids(MOVED))
def test_a_deadline_moved_from_one_date_to_another(html, want):
    assert deadline(html) == want


def test_a_xenforo_spoiler_titled_by_its_phase_starts_the_day():
    html = xenforo("Here we go.") + xenforo_spoiler("Day 2", "Day 2 has begun! Ivo was found dead.")
    assert starts(NIGHT_1, html) == [(2, 30)]


def test_a_xenforo_spoiler_titled_as_a_recap_starts_nothing():
    html = xenforo("Vote count 1.4 below.") + xenforo_spoiler("Day 1 recap", "Day 1 has begun!")
    assert starts(NIGHT_1, html) == []


def test_a_phpbb_spoiler_titled_by_its_phase_still_starts_the_day():
    html = phpbb("Here we go.") + phpbb_spoiler("Day 2", "Day 2 has begun!")
    assert starts(NIGHT_1, html) == [(2, 30)]


# -- a day announced before it starts ---------------------------------------------------------
SOON = [
    ("will begin in 10 minutes, then begun", [phpbb("Day 2 will begin in 10 minutes."), phpbb("Day 2 has begun!")], [(2, 40)]),
    ("starts in an hour, then Day 2, Discourse", [discourse("Day 2 starts in an hour."), discourse("<strong>Day 2</strong>", "Ivo was killed.")], [(2, 40)]),
    ("will be up shortly, XenForo", [xenforo("Day 2 will be up shortly, writing the flavour."), xenforo("Day 2 has started!")], [(2, 40)]),
    ("coming soon alone, vBulletin", [vbulletin("Day 2 is coming in 10 minutes.")], []),
    ("will begin at 20:00 alone", [phpbb("Day 2 will begin at 20:00 GMT.")], []),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in SOON], ids=ids(SOON))
def test_a_day_announced_before_it_starts(htmls, want):
    assert starts(NIGHT_1, *htmls) == want


# -- "Night 1 has ended." with no day word ------------------------------------------------------
NIGHT_ENDED = [
    ("Night 1 has ended", phpbb("Night 1 has ended. Ivo was killed."), [(2, 30)]),
    ("Night 1 is over, Discourse", discourse("<strong>Night 1 is over.</strong>", "Nobody died."), [(2, 30)]),
    ("the night has ended, XenForo", xenforo("The night has ended. Juno was found dead."), [(2, 30)]),
    # near misses: to come, asked
    ("Night 1 will end soon", vbulletin("Night 1 will end soon, send your actions."), []),
    ("has Night 1 ended?", phpbb("Has Night 1 ended yet?"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NIGHT_ENDED], ids=ids(NIGHT_ENDED))
def test_a_night_ended_starts_the_day(html, want):
    assert starts(NIGHT_1, html) == want


def test_a_night_ended_ends_no_day():
    assert ends(phpbb("Night 1 has ended. Ivo was killed.")) is False


# -- deadlines as hours from the post; zones as offsets and summer abbreviations --------------
FROM_POST = [
    ("48 hours from this post", phpbb("Deadline: 48 hours from this post."), POSTED + timedelta(hours=48)),
    ("72 hours from now, Discourse", discourse("Day 2 ends 72 hours from now."), POSTED + timedelta(hours=72)),
    ("24h from this post, XenForo", xenforo("Voting closes 24h from this post."), POSTED + timedelta(hours=24)),
    # near misses: a past length, a night's length
    ("48 hours ago", vbulletin("Deadline was 48 hours ago, sorry for the delay."), None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FROM_POST], ids=ids(FROM_POST))
def test_a_deadline_in_hours_from_the_post(html, want):
    assert deadline(html) == want


ZONES = [
    ("UTC+2", phpbb("Deadline: Friday 22:00 UTC+2"), FRI_11),
    ("GMT-5, Discourse", discourse("Deadline: Friday 15:00 GMT-5"), FRI_11),
    ("CEST, XenForo", xenforo("Deadline: Friday 22:00 CEST"), FRI_11),
    ("AEDT, vBulletin", vbulletin("Deadline: Saturday 07:00 AEDT"), FRI_11),
    ("UTC +02:00", phpbb("Deadline: Friday 22:00 (UTC +02:00)"), FRI_11),
    ("GMT+10 the next day", discourse("Deadline: Saturday 6am GMT+10"), FRI_11),
    ("UTC-3 evening", xenforo("Deadline: Friday 5pm UTC-3"), FRI_11),
    # guard: a minus in a range, not a zone
    ("a UTC time and a range of votes", vbulletin("Deadline: Friday 20:00 UTC - 3 votes to lynch."), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ZONES], ids=ids(ZONES))
def test_a_deadline_in_an_offset_or_summer_zone(html, want):
    assert deadline(html) == want


# -- EoD / EoN with their times ------------------------------------------------------------------
EOD = [
    ("EoD: Friday 20:00 GMT", phpbb("EoD: Friday 20:00 GMT"), FRI_11),
    ("EOD is Friday, Discourse", discourse("EOD is Friday at 20:00 GMT."), FRI_11),
    ("EoN: Sunday 20:00, XenForo", xenforo("Night 1 has begun. EoN: Sunday 20:00 GMT"), SUN_6_20),
    ("E.o.D. Friday, vBulletin", vbulletin("<b>E.o.D.:</b> Friday 20:00 GMT"), FRI_11),
    ("EoD in 48 hours", phpbb("EoD in 48 hours."), POSTED + timedelta(hours=48)),
    # near misses: an abbreviation in a chat line, none
    ("EoD vote only", discourse("Remember to vote before EoD."), None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in EOD], ids=ids(EOD))
def test_eod_and_eon_with_their_times(html, want):
    assert deadline(html) == want


# -- a combined "Day 2 / Night 2" header, a postponed day, the final day -----------------------
COMBINED = [
    ("Day 2 / Night 2 header", phpbb("<b>Day 2 / Night 2</b>", "Ivo was killed. Vote and send actions."), [(2, 30)]),
    ("Day 2 & Night 2, Discourse", discourse("<strong>Day 2 &amp; Night 2</strong>", "Deadline: Friday 20:00 GMT"), [(2, 30)]),
    ("Day 2 (final day), XenForo", xenforo("<b>Day 2 (final day)</b>", "Deadline: Friday 20:00 GMT"), [(2, 30)]),
    ("Day 2 - final day, vBulletin", vbulletin("<b>Day 2 - Final Day</b>", "It is LyLo."), [(2, 30)]),
    ("Day 2 has begun, it is MyLo", phpbb("Day 2 has begun! It is MyLo."), [(2, 30)]),
    # near misses: a postponed day, a plan for the final day, LyLo alone
    ("Day 2 is postponed 24 hours", phpbb("Day 2 is postponed 24 hours, sorry."), []),
    ("Day 2 postponed until Sunday, Discourse", discourse("Day 2 has been postponed until Sunday."), []),
    ("the final day will be Day 5", xenforo("The final day will be Day 5 if nobody dies."), []),
    ("it is LyLo alone", vbulletin("It is LyLo, be careful."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in COMBINED], ids=ids(COMBINED))
def test_a_combined_or_final_day_header(html, want):
    assert starts(NIGHT_1, html) == want


def test_a_postponed_day_then_its_start():
    posts = (phpbb("Day 2 is postponed 24 hours."), phpbb("Day 2 has begun!"))
    assert starts(NIGHT_1, *posts) == [(2, 40)]


def test_a_postponed_day_ends_no_day():
    assert ends(discourse("Day 3 is postponed 24 hours.")) is False


LYLO_ENDS = [
    ("it is LyLo", phpbb("It is LyLo. Think carefully."), False),
    ("MyLo, Discourse", discourse("<strong>MyLo!</strong> Misvote and you lose."), False),
    ("LyLo then the day ends, XenForo", xenforo("It was LyLo. Day 4 has ended."), True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LYLO_ENDS], ids=ids(LYLO_ENDS))
def test_lylo_ends_no_day(html, want):
    assert ends(html) is want


# -- "Town wins!" ending the game (init reads it as the last day's end, ``thread_facts``) --------------------------------------------------------------
WINS = [
    ("Town wins!", phpbb("Ivo has been lynched!", "<b>Town wins!</b>"), True),
    ("The Mafia wins, Discourse", discourse("Juno was lynched. <strong>The Mafia wins!</strong>"), True),
    ("Town wins, XenForo", xenforo("Ivo was a Mafia Goon.", "TOWN WINS!"), True),
    # near misses: a rule, a question
    ("Town wins when", vbulletin("Town wins when all mafia are dead."), False),
    ("does town win?", phpbb("Does town win if Ivo dies?"), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in WINS], ids=ids(WINS))
def test_a_win_ends_the_game(html, want):
    assert any(game_over(x) for x in host_lines(html)) is want


def test_a_win_then_no_day_starts():
    posts = (phpbb("Ivo has been lynched! Town wins!"), phpbb("Day 2 has begun!"))
    assert starts(*posts) == []


def test_a_final_day_header_is_a_start_marker():
    assert [m for m in marks(xenforo("<b>Day 4 (final day)</b>")) if m[0] == "start"] == [
        ("start", "day", 4)
    ]
