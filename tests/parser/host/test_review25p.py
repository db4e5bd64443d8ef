"""The twelfth host-post zoo reviewed for misfires (twenty-fifth session): invented host
posts at the edges of the round's rules (a date in numbers read the other way round, a
weekday cut short, sign-ups closing, a table with no heading row under a heading of the
dead, "kill(s)" as a death's word, a worded replacement whose newcomer is in the game
file, a co-host "is co-hosting" another game), each read wrongly by the round's first rules, and the guards around the
narrowings. Every post is invented, in the four engines' HTML."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    HOST,
    IVO_DIED,
    PLAYERS,
    at,
    deadline,
    discourse,
    events,
    ids,
    phpbb,
    post,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest
from votecount.gamefile.load import parse_game
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.walk import host_lines
from votecount.sync.hosts import joining

FRI_11 = at(2026, 12, 11, 20)  # the post: Saturday 5 December 2026, 18:00 UTC

# -- a date in numbers, a weekday cut short, sign-ups closing -----------------------------------
DEADLINES = [
    # misfires: a date ahead read as one gone by, the clock of a later weekday read in the
    # first zone, a day's end in the sentence of sign-ups closing
    ("a slashed date far ahead stays ahead", phpbb("Game ends by 2/12 at 20:00 GMT at the latest."), at(2027, 2, 12, 20)),
    ("8pm EST on Friday, then Sat 01:00 GMT", discourse("Deadline: 8pm EST on Friday (Sat 01:00 GMT)"), at(2026, 12, 12, 1)),
    ("signups closed and the day ends", xenforo("Signups are closed and Day 1 ends Friday 20:00 GMT."), FRI_11),
    ("a registration deadline passed, the day's", vbulletin("Registration deadline passed, Day 1 deadline: Friday 20:00 GMT"), FRI_11),
    ("replacement signups; the day ends", phpbb("Replacement signups close in 24 hours; Day 2 ends Friday 20:00 GMT."), FRI_11),
    # guards: the other order near the post, the first weekday written, sign-ups alone
    ("9/12 posted in December", discourse("Deadline: 9/12 at 20:00 GMT"), at(2026, 12, 9, 20)),
    ("a dotted 6.12.", xenforo("Deadline: 6.12. 20:00 GMT"), at(2026, 12, 6, 20)),
    ("Fri 20:00 GMT, then 3pm EST on Friday", vbulletin("Deadline: Fri 20:00 GMT (3pm EST on Friday)"), FRI_11),
    ("the sun, then Fri", phpbb("Deadline as the sun sets: Fri 18:00 GMT"), at(2026, 12, 11, 18)),
    ("sign-ups close, Day 1 starts", discourse("Sign-ups close and Day 1 starts Friday 20:00 GMT."), None),
    ("sign-ups close Friday, 20:00", xenforo("Sign-ups close Friday, 20:00 GMT."), None),
    ("sign-ups close, the day's deadline after a comma", phpbb("Sign-ups close Friday, Day 1 deadline is Sunday 20:00 GMT."), at(2026, 12, 6, 20)),
    ("the deadline, then sign-ups with and", vbulletin("Deadline: Friday 20:00 GMT and sign-ups close then too."), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEADLINES], ids=ids(DEADLINES))
def test_a_deadline_near_the_rounds_rules(html, want):
    assert deadline(html) == want


def test_a_slashed_date_a_european_wrote_in_october():
    posted = datetime(2026, 10, 20, 18, tzinfo=UTC)
    found = stated_deadline(host_lines(phpbb("Deadline: 1/11 at 20:00 GMT")), posted, UTC)
    assert found is not None and found.at == at(2026, 11, 1, 20)


# -- a table with no heading row under a heading of the dead ----------------------------------
def _card(*rows: tuple[str, ...]) -> str:
    return "<table>" + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows) + "</table>"  # fmt: skip


TABLES = [
    # misfires: a recap after "No one died", an endgame's, votes, a grid of names, a quote
    ("no one died, a graveyard table", phpbb("Day 4 begins. No one died last night.", "<b>Graveyard</b>") + _card(("Ivo", "Town Cop"), ("Juno", "Mafia Goon")), []),
    ("the town wins, a graveyard table", discourse("Town wins!", "<b>Graveyard</b>") + _card(("Ivo", "Town Cop"), ("Juno", "Mafia Goon")), []),
    ("a vote table under Lynched", xenforo("<b>Lynched</b>") + _card(("Juno", "Ivo"), ("Wren", "Ivo")), []),
    ("a grid of names under Dead", vbulletin("<b>Dead</b>") + _card(("Ivo", "Juno"), ("Wren", "Kestrel")), []),
    ("a quote's last line Dead", phpbb("Day 3.") + "<blockquote><div>Dead</div></blockquote>" + _card(("Ivo", "Town Cop")), []),
    # guards: a cause, a vanilla's letters, a night's deaths after no lynch, a quote before
    ("Eliminated, a row with its cause", phpbb("<b>Eliminated</b>") + _card(("Ivo", "Town Cop", "Lynched")), [("execution", "Ivo", None)]),
    ("Deaths, a cause alone", discourse("<b>Deaths</b>") + _card(("Ivo", "Lynched")), [("execution", "Ivo", None)]),
    ("Dead:, VT and a goon", vbulletin("<b>Dead:</b>") + _card(("Ivo", "VT"), ("Juno", "Mafia Goon")), [*IVO_DIED, ("death", "Juno", None)]),
    ("no lynch, then Night 2 deaths", xenforo("Day 2 ended with no lynch.", "<b>Night 2 deaths</b>") + _card(("Ivo", "Town Cop")), IVO_DIED),
    ("a quote, then the host's heading", phpbb("Day 3.") + "<blockquote><div>Dead</div></blockquote><b>Night 2 deaths</b>" + _card(("Ivo", "Town Cop")), IVO_DIED),
    ("a rule of dying, then Killed", discourse("Reminder: if you die, do not post.", "<b>Killed</b>") + _card(("Ivo", "Town Cop")), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TABLES], ids=ids(TABLES))
def test_a_table_under_a_heading_of_the_dead(html, want):
    assert events(html) == want


# -- "kill(s)" as a death's word ----------------------------------------------------------------
KILLS = [
    # misfires: a count of kills, a kill left, a verb
    ("Mafia kills: 0 over a claims list", phpbb("Mafia kills: 0", "Ivo - Town Cop", "Juno - Town Doctor"), []),
    ("one kill left over claims", discourse("Reminder: the Vigilante has one kill left.", "Ivo - Town Cop", "Juno - Town Doctor"), []),
    ("kills the mood", xenforo("Day 3. Lack of activity kills the mood, post more.", "Ivo - Town Cop"), []),
    ("the mafia kills at night", vbulletin("The mafia kills at night.", "Ivo - Town Cop"), []),
    # guards: a heading's last word, denied
    ("Night kill:", phpbb("Night kill:", "Ivo - Town Cop"), IVO_DIED),
    ("Vigilante kill:", discourse("Vigilante kill:", "Ivo - Mafia Goon"), IVO_DIED),
    ("Night 2 kills:, bullets", xenforo("Night 2 kills:", "• Ivo - Town Cop"), IVO_DIED),
    ("no kills, a list", vbulletin("There were no kills last night.", "Ivo - Town Cop"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in KILLS], ids=ids(KILLS))
def test_kill_as_a_deaths_word(html, want):
    assert events(html) == want


# -- a worded replacement whose newcomer the game file lists as a backup ----------------------
BACKUP_GAME = parse_game(
    "[game]\n"
    'threads = ["https://forum.example/viewtopic.php?t=1"]\n'
    f'hosts = ["{HOST}"]\n'
    + "".join(f'[[players]]\nusername = "{p}"\n' for p in PLAYERS)
    + '[[players]]\nusername = "Marlow"\nbackup = true\n'
)


def _subs_backup(html: str) -> list[tuple[str, str | None]]:
    found = suggest(BACKUP_GAME, [post("<p>Welcome!</p>", 1), post(html, 40)], authors=AUTHORS)
    return [(s.player, s.other) for s in found if s.kind == "substitution"]


BACKUPS = [
    ("replaced by a backup", phpbb("Ivo has been replaced by Marlow."), [("Ivo", "Marlow")]),
    ("Replacement: a backup for", discourse("Replacement: Marlow for Ivo"), [("Ivo", "Marlow")]),
    ("our new replacement for, a backup", xenforo("Marlow is our new replacement for Ivo."), [("Ivo", "Marlow")]),
    # guards: a starter named as the newcomer, a backup by the verb
    ("replaced by a starter", vbulletin("Ivo has been replaced by Juno."), []),
    ("subbed out (a starter)", phpbb("Ivo has been subbed out (Kestrel)."), []),
    ("a backup replaces", discourse("Marlow replaces Ivo."), [("Ivo", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in BACKUPS], ids=ids(BACKUPS))
def test_a_worded_replacement_by_a_backup(html, want):
    assert _subs_backup(html) == want


# -- a co-host joining: another game named after "starting with", "as of" -----------------------
def _joins(html: str) -> list[str]:
    opening = post("<p>Welcome!</p>", 1)
    others = [post("<p>Hi</p>", 31, "Saffron"), post("<p>Hi</p>", 32, "Juno")]
    return joining([opening, post(html, 30), *others], [HOST], ["Juno", "Ivo"])


COHOSTS = [
    # misfires: the game named after the co-hosting
    ("co-hosting starting with Mini 901", phpbb("Saffron is co-hosting starting with Mini 901."), []),
    ("co-hosting as of next week's game", discourse("Saffron is co-hosting as of next week's game."), []),
    # guards: with me, this game's day, today
    ("co-hosting with me", xenforo("Saffron is co-hosting with me."), ["Saffron"]),
    ("will co-host with me from Day 3", vbulletin("Saffron will co-host with me from Day 3."), ["Saffron"]),
    ("co-modding today", phpbb("Saffron is co-modding today."), ["Saffron"]),
    ("joins as co-host for the rest of the game", discourse("Saffron joins me as co-host for the rest of the game."), ["Saffron"]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in COHOSTS], ids=ids(COHOSTS))
def test_a_co_host_joining_or_of_another_game(html, want):
    assert _joins(html) == want
