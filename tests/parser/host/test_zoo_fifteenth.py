"""The catalogue of invented host posts, part 20 (the fifteenth zoo, twenty-eighth
session): a host's first run in the four engines' HTML (phpBB, Discourse, vBulletin,
XenForo): the last round's leftovers ("Ivo, you have 24 hours from now." a prod told by
the name alone, "in  the morning" with two spaces), then a day start told first as a
countdown ("Day 3 begins in 2 hours", later "Day 3 is open"), deadlines by a weekday's
name alone ("ends Friday at 9pm EST"), a 12-hour clock with "noon" / "midnight", a post
correcting the last day's deadline after the fact, "Day 3 will end early if a majority is
reached", a day's end told in a quote; and the near misses of each. Deaths, lynches and
replacements are in ``test_zoo_fifteenth_events``."""

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
    starts,
    vbulletin,
    xenforo,
)

# the post: Saturday 5 December 2026, 18:00 UTC (13:00 EST)
NIGHT_1 = phpbb("Night 1 has begun.")

# -- the last round's leftovers: a prod told by the name alone ---------------------------------
PRODS = [
    ("Ivo, you have 24 hours from now.", phpbb("Ivo, you have 24 hours from now."), None),
    ("Marlow, you have 24h from this post, Discourse", discourse("Marlow, you have 24h from this post."), None),
    ("@Ivo, you have 48 hours from now, XenForo", xenforo("@Ivo, you have 48 hours from now."), None),
    ("Ivo and Juno, you have 24 hours, vBulletin", vbulletin("Ivo and Juno, you have 24 hours from now."), None),
    ("Old Maple, you have 12 hours from now", phpbb("Old Maple, you have 12 hours from now."), None),
    ("Hey Ivo, you have 24 hours from now", xenforo("Hey Ivo, you have 24 hours from now."), None),
    # guards: the players told as a group, or a word before the comma that is no one
    ("Remember, you have 24 hours from now", phpbb("Remember, you have 24 hours from now."), POSTED + timedelta(hours=24)),
    ("Ladies and Gentlemen, you have 48 hours", vbulletin("Ladies and Gentlemen, you have 48 hours from now."), POSTED + timedelta(hours=48)),
    ("Alright, Town, you have 72 hours, Discourse", discourse("Alright, Town, you have 72 hours from now."), POSTED + timedelta(hours=72)),
    ("Everyone, you have 48 hours from now", phpbb("Everyone, you have 48 hours from now."), POSTED + timedelta(hours=48)),
    ("Town, you have 72 hours, Discourse", discourse("Town, you have 72 hours from this post."), POSTED + timedelta(hours=72)),
    ("Alright folks, you have 48 hours, XenForo", xenforo("Alright folks, you have 48 hours from now."), POSTED + timedelta(hours=48)),
    ("Okay, you have 36 hours, vBulletin", vbulletin("Okay, you have 36 hours from now."), POSTED + timedelta(hours=36)),
    ("Day 2 has begun! You have 48 hours", phpbb("Day 2 has begun! You have 48 hours from now."), POSTED + timedelta(hours=48)),
    ("Good luck, you have 24 hours from now", discourse("Good luck, you have 24 hours from now."), POSTED + timedelta(hours=24)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in PRODS], ids=ids(PRODS))
def test_a_prod_told_by_the_name_alone_is_no_deadline(html, want):
    assert deadline(html) == want


def test_a_prod_by_name_leaves_the_days_deadline():
    html = phpbb("Deadline: Friday 20:00 GMT", "Ivo, you have 24 hours from now.")
    assert deadline(html) == at(2026, 12, 11, 20)


# -- "in  the morning" with two spaces ---------------------------------------------------------
MORNING = [
    ("See you in  the morning", [phpbb("Night 1 is quiet. See you in  the morning!")], []),
    ("until  morning, Discourse", [discourse("Night 1 is on. Sleep well until  morning.")], []),
    ("by  morning, XenForo", [xenforo("Night 1 is on. Actions are due by  morning.")], []),
    ("tomorrow  morning, vBulletin", [vbulletin("Night 1 is on. Flips tomorrow  morning.")], []),
    # guards: the morning that came
    ("Good  morning, Ivo is dead", [phpbb("Good  morning, town! Ivo is dead.")], [(2, 30)]),
    ("In  the morning, the town gathered", [discourse("In  the morning, the town gathered in the square.")], [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in MORNING], ids=ids(MORNING))
def test_a_morning_to_come_with_two_spaces_opens_no_day(htmls, want):
    assert starts(NIGHT_1, *htmls) == want


# -- a day start told as a countdown first ------------------------------------------------------
COUNTDOWN = [
    ("begins in 2 hours, then is open", [phpbb("Day 2 begins in 2 hours."), phpbb("Day 2 is open!")], [(2, 40)]),
    ("will begin in 30 minutes, then its heading, Discourse", [discourse("Day 2 will begin in 30 minutes. Flavour incoming."), discourse("<strong>Day 2</strong>", "Ivo was found dead.")], [(2, 40)]),
    ("starts in 1 hour, then is now open, XenForo", [xenforo("Day 2 starts in 1 hour!"), xenforo("Day 2 is now open. Vote away.")], [(2, 40)]),
    ("opens in 90 minutes, then is open, vBulletin", [vbulletin("Day 2 opens in 90 minutes."), vbulletin("Day 2 is open.")], [(2, 40)]),
    ("starts in about an hour, then has started", [phpbb("Day 2 starts in about an hour, stay tuned."), phpbb("Day 2 has started!")], [(2, 40)]),
    ("the countdown alone", [discourse("Day 2 begins in 2 hours.")], []),
    # guards: a start whose end is told as a countdown
    ("begins now, ends in 72 hours", [phpbb("Day 2 begins now! It ends in 72 hours.")], [(2, 30)]),
    ("has begun, deadline in 48 hours, XenForo", [xenforo("Day 2 has begun. Deadline in 48 hours.")], [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in COUNTDOWN], ids=ids(COUNTDOWN))
def test_a_countdown_then_the_day_open(htmls, want):
    assert starts(NIGHT_1, *htmls) == want


COUNTDOWN_MARKS = [
    ("Day 2 begins in 2 hours", phpbb("Day 2 begins in 2 hours."), []),
    ("Day 2 will start in 30 minutes, Discourse", discourse("Day 2 will start in 30 minutes."), []),
    ("Day 2 is open, XenForo", xenforo("Day 2 is open!"), [("start", "day", 2)]),
    ("Day 2 is now open, vBulletin", vbulletin("Day 2 is now open."), [("start", "day", 2)]),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "want"), [c[1:] for c in COUNTDOWN_MARKS], ids=ids(COUNTDOWN_MARKS)
)
def test_a_countdown_is_no_start_marker(html, want):
    assert marks(html) == want


def test_a_countdown_ends_no_day():
    assert ends(phpbb("Day 2 begins in 2 hours.")) is False


# -- a weekday's name alone ---------------------------------------------------------------------
FRI_9PM_EST = at(2026, 12, 12, 2)  # Friday 11 December, 21:00 EST
WEEKDAYS = [
    ("ends Friday at 9pm EST", phpbb("Day 2 ends Friday at 9pm EST."), FRI_9PM_EST),
    ("Deadline: Friday, 9pm EST, Discourse", discourse("Deadline: Friday, 9pm EST"), FRI_9PM_EST),
    ("ends Fri. at 9 PM EST, XenForo", xenforo("Day 2 ends Fri. at 9 PM EST."), FRI_9PM_EST),
    ("Deadline is Friday 9:00pm Eastern, vBulletin", vbulletin("The deadline is Friday 9:00pm Eastern."), FRI_9PM_EST),
    ("ends Sunday at 9pm EST (tomorrow)", phpbb("Day 2 ends Sunday at 9pm EST."), at(2026, 12, 7, 2)),
    ("Deadline: Monday 8pm GMT", discourse("Deadline: Monday 8pm GMT"), at(2026, 12, 7, 20)),
    ("EoD Wednesday 10pm GMT, XenForo", xenforo("EoD Wednesday 10pm GMT"), at(2026, 12, 9, 22)),
    ("ends this Thursday at 7pm GMT", vbulletin("Day 2 ends this Thursday at 7pm GMT."), at(2026, 12, 10, 19)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in WEEKDAYS], ids=ids(WEEKDAYS))
def test_a_deadline_by_its_weekday_alone(html, want):
    assert deadline(html) == want


# -- noon and midnight on a 12-hour clock ---------------------------------------------------------
NOON = [
    ("Friday at noon EST", phpbb("Deadline: Friday at noon EST"), at(2026, 12, 11, 17)),
    ("Friday at 12 noon GMT, Discourse", discourse("Day 2 ends Friday at 12 noon GMT."), at(2026, 12, 11, 12)),
    ("12pm Friday GMT, XenForo", xenforo("Deadline: 12pm Friday GMT"), at(2026, 12, 11, 12)),
    ("12:00 midnight EST on Friday, vBulletin", vbulletin("Day 2 ends at 12:00 midnight EST on Friday."), at(2026, 12, 12, 5)),
    ("Friday at midnight GMT", phpbb("Deadline: Friday at midnight GMT"), at(2026, 12, 12, 0)),
    ("noon tomorrow GMT", discourse("Deadline: noon tomorrow GMT"), at(2026, 12, 6, 12)),
    ("12 midnight GMT December 9", xenforo("Deadline: December 9, 12 midnight GMT"), at(2026, 12, 10, 0)),
    ("12:30pm Friday GMT", vbulletin("Deadline: Friday 12:30pm GMT"), at(2026, 12, 11, 12, 30)),
    ("12:30am Friday GMT", phpbb("Deadline: Friday 12:30am GMT"), at(2026, 12, 11, 0, 30)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOON], ids=ids(NOON))
def test_noon_and_midnight(html, want):
    assert deadline(html) == want


# -- the last day's deadline corrected after the fact --------------------------------------------
FRI_20 = at(2026, 12, 11, 20)
RETRO = [
    ("Day 2's deadline was Thursday, a note", phpbb("Day 3 has begun! Deadline: Friday 20:00 GMT", "Note: Day 2's deadline should have been Thursday 20:00 GMT, not Wednesday."), FRI_20),
    ("yesterday's deadline was 8pm, Discourse", discourse("Deadline: Friday 20:00 GMT", "Correction: yesterday's deadline was actually 21:00 GMT, sorry."), FRI_20),
    ("last day's deadline corrected alone, XenForo", xenforo("Edit: last day's deadline was Thursday 20:00 GMT, not 19:00."), None),
    ("Day 1's deadline edited, vBulletin", vbulletin("Day 2 has begun!", "The Day 1 deadline has been corrected to Wednesday 20:00 GMT in the OP."), None),
    # guards: today's deadline corrected
    ("Correction: the deadline is Friday 21:00 GMT", phpbb("Deadline: Friday 20:00 GMT", "Correction: the deadline is Friday 21:00 GMT."), at(2026, 12, 11, 21)),
    ("Edit: Day 3 ends Friday 21:00 GMT, Discourse", discourse("Day 3 has begun!", "Edit: Day 3 ends Friday 21:00 GMT, not 20:00."), at(2026, 12, 11, 21)),
    ("Day 3's deadline in Day 3's post, XenForo", xenforo("Day 3 has begun!", "Day 3's deadline is Friday 20:00 GMT."), FRI_20),
    ("Day 2 deadline, then Day 3's start", phpbb("Day 2 deadline: Friday 20:00 GMT. Day 3 starts on Sunday."), FRI_20),
    ("the last day's deadline in LyLo, vBulletin", vbulletin("It is the last day! The last day's deadline is Friday 20:00 GMT."), FRI_20),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RETRO], ids=ids(RETRO))
def test_the_last_days_deadline_corrected(html, want):
    assert deadline(html) == want


# -- "Day 3 will end early if a majority is reached" ---------------------------------------------
EARLY = [
    ("will end early if a majority", phpbb("Day 3 will end early if a majority is reached."), False),
    ("ends early once a majority, Discourse", discourse("Reminder: the day ends early once a majority is reached."), False),
    ("if majority, Day 3 ends early, XenForo", xenforo("If majority is reached, Day 3 ends early."), False),
    ("can end early by majority, vBulletin", vbulletin("Day 3 can end early by majority."), False),
    # guards: the day did end early
    ("has ended early, majority reached", phpbb("Majority has been reached! Day 3 has ended early."), True),
    ("ended early: Ivo hammered, Discourse", discourse("Day 3 ended early: Ivo was hammered."), True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in EARLY], ids=ids(EARLY))
def test_a_day_ending_early_on_a_majority(html, want):
    assert ends(html) is want


def test_an_early_end_by_majority_keeps_the_deadline():
    html = phpbb(
        "Day 3 has begun! Deadline: Friday 20:00 GMT",
        "Day 3 will end early if a majority is reached.",
    )
    assert deadline(html) == FRI_20


# -- a day's end in a quote -----------------------------------------------------------------------
QUOTED = [
    ("a player quoting the host's end", phpbb('<blockquote><cite>Juno wrote:</cite>Lanternwick said Day 2 is over!</blockquote>No, Day 2 is still on.')),
    ("a quote of an end, Discourse", discourse('<aside class="quote"><blockquote><p>Day 2 has ended.</p></blockquote></aside>') + discourse("That was last game's post, folks.")),
    ("a quote of an end, XenForo", xenforo('<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-content">Day 2 is over!</div></blockquote>Not yet, it is not.')),
    ("a quote of an end, vBulletin", vbulletin('<div class="bbcode_container"><div class="bbcode_quote">Day 2 has ended, stop voting.</div></div>Ignore that, Day 2 continues.')),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in QUOTED], ids=ids(QUOTED))
def test_an_end_in_a_quote_ends_no_day(html):
    assert ends(html) is False
