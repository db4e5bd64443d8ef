"""The catalogue of invented host posts, part 17 (the twelfth zoo, twenty-fifth session):
a host's first run in the four engines' HTML (phpBB, Discourse, vBulletin, XenForo): the
last round's leftovers (a sign-up's close, a dotted date with a city, a slashed date at
noon, a phase post inside a spoiler titled by its phase), then deadlines shown as a
countdown (an image or a link) beside their words, deadlines changed by a strike, day
starts "It is now Day 3", a day ended with no lynch, a twilight or dusk between day and
night, a post in two languages; and the near misses of each. Deaths, lynches,
replacements and co-hosts are in ``test_zoo_twelfth_events``."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    at,
    deadline,
    details,
    discourse,
    ends,
    ids,
    marks,
    phpbb,
    phpbb_spoiler,
    starts,
    vbulletin,
    vbulletin_spoiler,
    xenforo,
    xenforo_spoiler,
)

# the post: Saturday 5 December 2026, 18:00 UTC
SUN_6 = at(2026, 12, 6, 18)
WED_9 = at(2026, 12, 9, 20)
FRI_11 = at(2026, 12, 11, 20)
SUN_6_20 = at(2026, 12, 6, 20)

# -- the last round's leftovers: a sign-up's close, older date readings ---------------------
LEFTOVERS = [
    ("signups close in 1 week", phpbb("Signups close in 1 week."), None),
    ("sign-ups close Friday, Discourse", discourse("Sign-ups close Friday 20:00 GMT."), None),
    ("signups end in 48 hours, XenForo", xenforo("Signups end in 48 hours. Day 1 will follow."), None),
    ("11.12. 20:00 Berlin time", phpbb("Deadline: 11.12. 20:00 Berlin time"), at(2026, 12, 11, 19)),
    ("11.12. at 20:00 CET, vBulletin", vbulletin("Deadline: 11.12. at 20:00 CET"), at(2026, 12, 11, 19)),
    ("9/12 at 12 noon", discourse("Deadline: 9/12 at 12 noon GMT"), at(2026, 12, 9, 12)),
    ("9/12 20:00, XenForo", xenforo("Day 3 ends 9/12 20:00 GMT."), WED_9),
    # guards: a deadline beside sign-ups, a date month first that can only be so
    ("the day's deadline after sign-ups", phpbb("Signups are closed. Deadline: Friday 20:00 GMT."), FRI_11),
    ("12/9 month first", vbulletin("Deadline: 12/9 at 20:00 GMT"), WED_9),
    ("a month first beyond the 12th", discourse("Deadline: 12/14 at 20:00 GMT"), at(2026, 12, 14, 20)),
    ("a day first beyond the 12th", xenforo("Deadline: 14/12 at 20:00 GMT"), at(2026, 12, 14, 20)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LEFTOVERS], ids=ids(LEFTOVERS))
def test_a_leftover_deadline(html, want):
    assert deadline(html) == want


SPOILED_PHASE = [
    ("phpBB spoiler titled Day 3", phpbb("Vote count below.") + phpbb_spoiler("Day 3", "Day 3 has begun! Ivo was found dead."), True),
    ("Discourse details titled Day 2", discourse("Here we go.") + details("Day 2", "Day 2 has begun!"), True),
    ("vBulletin spoiler titled Day Two", vbulletin("Here we go.") + vbulletin_spoiler("Day Two", "Day 2 has begun! Deadline: Friday 20:00 GMT"), True),
    # near misses: a recap's spoiler, rules
    ("a recap of Day 1", phpbb("Vote count 1.4 below.") + phpbb_spoiler("Day 1 recap", "Day 1 has begun!"), False),
    ("rules in a spoiler", xenforo("Welcome.") + xenforo_spoiler("Rules", "Day 2 begins when night ends."), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SPOILED_PHASE], ids=ids(SPOILED_PHASE))
def test_a_phase_post_inside_a_spoiler(html, want):
    assert bool(starts(phpbb("Night 1 has begun."), html)) is want


# -- a countdown (image or link) beside the deadline's words ---------------------------------
CLOCK_IMG = '<img src="https://i.countdownmail.com/abc123.gif" alt="countdown">'
TAD_SUN = (
    "https://www.timeanddate.com/countdown/generic?iso=20261206T20&amp;p0=1440&amp;msg=Deadline"
)
TAD_WED = "https://www.timeanddate.com/countdown/generic?iso=20261209T20&amp;p0=1440"
COUNTDOWNS = [
    ("an image, then Sunday 18:00 GMT", phpbb(f"Deadline: {CLOCK_IMG} (Sun 18:00 GMT)"), SUN_6),
    ("an image, then Sun 20:00 GMT, Discourse", discourse(f"<strong>Deadline:</strong> {CLOCK_IMG} (Sun 20:00 GMT)"), SUN_6_20),
    ("a countdown link, then its time", xenforo(f'Deadline: <a href="{TAD_SUN}">countdown</a> (Sunday 20:00 GMT)'), SUN_6_20),
    ("a countdown link agreeing, vBulletin", vbulletin(f'Deadline: <a href="{TAD_WED}">[countdown]</a> (Wednesday, 20:00 GMT)'), WED_9),
    ("[countdown] as text, Friday", phpbb("Deadline: [countdown] (Fri 20:00 GMT)"), FRI_11),
    ("a link's time against the words", discourse(f'Deadline: <a href="{TAD_WED}">countdown</a> (Friday 20:00 GMT)'), FRI_11),
    ("an image alone", xenforo(f"Deadline: {CLOCK_IMG}"), None),
    ("a link alone", phpbb(f'Deadline: <a href="{TAD_WED}">countdown</a>'), WED_9),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in COUNTDOWNS], ids=ids(COUNTDOWNS))
def test_a_countdown_beside_its_words(html, want):
    assert deadline(html) == want


# -- a deadline changed by a strike in an edit ------------------------------------------------
STRUCK = [
    ("~~Friday~~ Sunday, Discourse <s>", discourse("Deadline: <s>Friday</s> Sunday 20:00 GMT"), SUN_6_20),
    ("phpBB line-through", phpbb('Deadline: <span style="text-decoration: line-through">Friday</span> Sunday 20:00 GMT'), SUN_6_20),
    ("vBulletin <strike>", vbulletin("Deadline: <strike>Friday 20:00</strike> Sunday 20:00 GMT"), SUN_6_20),
    ("XenForo <s> with its date", xenforo("Deadline: <s>December 11</s> December 12, 20:00 GMT"), at(2026, 12, 12, 20)),
    ("struck time, new time", discourse("Deadline: Sunday <s>18:00</s> 20:00 GMT"), SUN_6_20),
    ("extended, the old one struck", phpbb("<b>EXTENDED</b>", "Deadline: <del>Wednesday 20:00</del> Friday 20:00 GMT"), FRI_11),
    # guard: a struck note beside an unchanged deadline
    ("a struck aside", xenforo("Deadline: Friday 20:00 GMT <s>(maybe earlier)</s>"), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in STRUCK], ids=ids(STRUCK))
def test_a_deadline_changed_by_a_strike(html, want):
    assert deadline(html) == want


# -- a day start "It is now Day 3" ------------------------------------------------------------
IT_IS_NOW = [
    ("It is now Day 2", phpbb("It is now Day 2."), [(2, 30)]),
    ("It is now Day 2, bold, Discourse", discourse("<strong>It is now Day 2!</strong>", "Deadline: Friday 20:00 GMT"), [(2, 30)]),
    ("It's now day two, XenForo", xenforo("It's now day two. Ivo was found dead."), [(2, 30)]),
    ("It is now Day 2 in a heading, vBulletin", vbulletin("<b><u>It is now Day 2</u></b>", "The sun rises."), [(2, 30)]),
    # near misses: asked, a plan, a night
    ("is it now Day 2?", phpbb("Is it now Day 2 already?"), []),
    ("it is now Night 1", discourse("It is now Night 1."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in IT_IS_NOW], ids=ids(IT_IS_NOW))
def test_it_is_now_day_n(html, want):
    assert starts(phpbb("Night 1 has begun."), html) == want


# -- a day ended with no lynch ----------------------------------------------------------------
ENDED = [
    ("Day 3 has ended", phpbb("Day 3 has ended."), True),
    ("Day 3 has ended, no lynch, Discourse", discourse("Day 3 has ended with no lynch."), True),
    ("Day 3 is over, XenForo", xenforo("<b>Day 3 is over.</b> Nobody was lynched."), True),
    ("the day has ended, vBulletin", vbulletin("The day has ended. The town could not agree."), True),
    ("Day 3 has now ended", phpbb("Day 3 has now ended. Night 3 will be posted shortly."), True),
    # near misses: to come, asked, another day's past
    ("Day 3 will end soon", discourse("Day 3 will end soon."), False),
    ("has Day 3 ended?", xenforo("Has Day 3 ended yet?"), False),
    ("when Day 3 has ended", vbulletin("When Day 3 has ended, PM me your actions."), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ENDED], ids=ids(ENDED))
def test_a_day_ended_with_no_lynch(html, want):
    assert ends(html) is want


# -- a twilight or dusk between day and night -------------------------------------------------
TWILIGHT = [
    ("Twilight has begun", phpbb("Twilight has begun. No more votes."), True),
    ("It is now dusk, Discourse", discourse("It is now Dusk. Ivo has been lynched."), True),
    ("Dusk 2 begins, XenForo", xenforo("<b>Dusk 2 begins.</b> Day talk is locked."), True),
    ("Twilight phase, vBulletin", vbulletin("<b>Twilight Phase</b>", "The day has ended; night actions open soon."), True),
    # near misses: flavour and a role's name
    ("dusk in the flavour", phpbb("The village gathers at dusk to talk."), False),
    ("Twilight Vigilante", discourse("The Twilight Vigilante may shoot at night."), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TWILIGHT], ids=ids(TWILIGHT))
def test_a_twilight_ends_the_day(html, want):
    assert ends(html) is want


def test_a_twilight_then_a_night_then_the_next_day():
    posts = (phpbb("Twilight has begun."), phpbb("Night 1 has begun."), phpbb("Day 2 has begun!"))
    assert starts(*posts) == [(2, 40)]


# -- a post in two languages ------------------------------------------------------------------
TWO_TONGUES = [
    ("English then German, a day start", phpbb("Day 2 has begun! / Tag 2 hat begonnen!", "Deadline: Friday 20:00 GMT / Frist: Freitag 20:00 GMT"), FRI_11),
    ("German then English, Discourse", discourse("Frist: Freitag 20:00 GMT", "Deadline: Friday 20:00 GMT"), FRI_11),
    ("French beside English, XenForo", xenforo("Deadline: Friday 20:00 GMT (vendredi 20h00 GMT)"), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TWO_TONGUES], ids=ids(TWO_TONGUES))
def test_a_deadline_in_two_languages(html, want):
    assert deadline(html) == want


def test_a_day_start_in_two_languages_is_one():
    html = vbulletin("Day 2 has begun! / Tag 2 hat begonnen!")
    assert starts(phpbb("Night 1 has begun."), html) == [(2, 30)]
    assert [m for m in marks(html) if m[0] == "start"] == [("start", "day", 2)]


# -- guards near the round's rules: a date far off either way, a weekday cut short --------
GUARDS = [
    ("1/2 month first, next month", phpbb("Deadline: 1/2 at 20:00 GMT"), at(2027, 1, 2, 20)),
    ("24.12. day first", discourse("Deadline: 24.12. 20:00 GMT"), at(2026, 12, 24, 20)),
    ("a dated year far off, month first kept", xenforo("Deadline: 3/4/2027 at 20:00 GMT"), at(2027, 3, 4, 20)),
    ("sign-ups of another game after the deadline", vbulletin("Deadline: Friday 20:00 GMT, sign-ups for the next game open then."), FRI_11),
    ("Thu. 8pm cut short", phpbb("Deadline: Thu. 8pm GMT"), at(2026, 12, 10, 20)),
    ("the sun at 6am is no Sunday", discourse("Day 3 ends when the sun rises at 6am GMT."), at(2026, 12, 6, 6)),
    ("a dotted date then a sentence", xenforo("Deadline: Friday 20.00. Night 3 starts at 20:30 EST."), at(2026, 12, 12, 1)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in GUARDS], ids=ids(GUARDS))
def test_a_guard_of_the_round(html, want):
    assert deadline(html) == want


def test_a_long_recap_in_a_spoiler_titled_by_its_day_starts_nothing():
    recap = "<br>".join(
        ["Day 1 has begun!", "Ivo was lynched Day 1.", "Night 1 has begun.", "Juno was killed."]
    )
    assert (
        starts(phpbb("Night 1 has begun."), phpbb("Vote count 1.9") + phpbb_spoiler("Day 1", recap))
        == []
    )
