"""The catalogue of invented host posts, part 14 (the ninth zoo, twenty-second session): a
host's first run in the shapes the earlier zoos lack: several names in one cell of a table
of the dead, a cause told in a cell ("Deaths | Cause" over "Ivo | Lynched"), a player named
Twilight or Nightfall in a list, "That's the hammer on hold.", "Marlow will replace him if
he confirms" (over two sentences), "it ends in 48 hours like every day", a lynch the host
undoes ("Correction: no lynch, the hammer was invalid"), a day's end and the night's start
in two posts, "Ivo has been lynched!" over a role card, "no one died last night" beside a
modkill, a flip in a spoiler, "Good morning, town!" with the day later in the post, a
phase change replying to the last vote, a deadline extended, the deadline's time zone in
words ("8 PM Eastern"); and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    IVO_DIED,
    IVO_LYNCHED,
    at,
    deadline,
    ends,
    events,
    headed_table,
    ids,
    marks,
    starts,
    subs,
)

END = "<p>Ivo was lynched. Night 1 begins.</p>"
MORNING = "<p>The sun rises. Kestrel was found dead.</p>"


def _spoiler(title: str, *lines: str) -> str:
    """A phpBB spoiler as MafiaScum renders it (``test_zoo_sixth``)."""
    body = "<br>".join(lines)
    return (
        f'<div><div class="quotetitle"><b>Spoiler: {title}</b> <input type="button" value="Show">'
        f'</div><div class="quotecontent"><div style="display:none">{body}</div></div></div>'
    )


def _marks_an_end(html: str) -> bool:
    return any(kind == "end" or phase == "night" for kind, phase, _ in marks(html))


# -- tables of the dead: several names in a cell, a cause in a cell ----------------------
TABLES = [
    ("two names a line each, two roles", headed_table(("Dead", "Role"), ("Ivo<br>Quince", "Cop<br>Goon")), [*IVO_DIED, ("death", "Quince", None)]),
    ("two names, no roles", headed_table(("Dead", "Role"), ("Ivo<br/>Quince", "")), [*IVO_DIED, ("death", "Quince", None)]),
    ("three names", headed_table(("Killed", "Night"), ("Ivo<br>Quince<br>Wren", "N2<br>N2<br>N2")), [*IVO_DIED, ("death", "Quince", None), ("death", "Wren", None)]),
    ("two names, a row after", headed_table(("Dead", "Role"), ("Ivo<br>Quince", "Cop<br>Goon"), ("Juno", "Doctor")), [*IVO_DIED, ("death", "Quince", None), ("death", "Juno", None)]),
    ("a cause: lynched", headed_table(("Deaths", "Cause"), ("Ivo", "Lynched")), IVO_LYNCHED),
    ("a cause: lynched on a day", headed_table(("Deaths", "Cause"), ("Ivo", "Lynched Day 2")), IVO_LYNCHED),
    ("a cause: executed", headed_table(("Dead", "How"), ("Ivo", "Executed")), IVO_LYNCHED),
    ("a cause: eliminated", headed_table(("Died", "Cause"), ("Ivo", "Eliminated")), IVO_LYNCHED),
    ("a cause: modkilled", headed_table(("Deaths", "Cause"), ("Ivo", "Modkilled")), [("modkill", "Ivo", None)]),
    ("causes, one a night's", headed_table(("Deaths", "Cause"), ("Ivo", "Lynched"), ("Juno", "Killed N2")), [*IVO_LYNCHED, ("death", "Juno", None)]),
    ("a cause and a role", "<table><tr><th>Dead</th><th>Role</th><th>Cause</th></tr><tr><td>Ivo</td><td>Cop</td><td>Lynched</td></tr></table>", IVO_LYNCHED),
    ("two names, two causes", headed_table(("Deaths", "Cause"), ("Ivo<br>Juno", "Lynched<br>Killed N2")), [*IVO_LYNCHED, ("death", "Juno", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TABLES], ids=ids(TABLES))
def test_a_table_of_the_dead(html, want):
    assert events(html) == want


NOT_TABLES = [
    ("two names, one role", headed_table(("Dead", "Role"), ("Ivo<br>Quince", "Cop"))),
    ("two names, three roles", headed_table(("Dead", "Role"), ("Ivo<br>Quince", "Cop<br>Goon<br>Doctor"))),
    ("a list in a cell, one role", headed_table(("Dead", "Role"), ("Ivo, Juno", "Cop"))),
    ("a vote table, names a line each", headed_table(("Votes", "Voters"), ("Ivo", "Juno<br>Wren"))),
    ("the living, a cause's word", headed_table(("Alive", "Status"), ("Ivo", "Lynched?"))),
    ("a count, a cause's word", headed_table(("Lynched", "Votes"), ("Ivo", "5"))),
    ("a cause in a long sentence", headed_table(("Deaths", "Cause"), ("Ivo", "Lynched by the town after a long and bitter day of arguing"))),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_TABLES], ids=ids(NOT_TABLES))
def test_no_table_of_the_dead(html):
    assert events(html) == []


# -- Twilight and Nightfall: headings, or players' names in a list ----------------------
NAMES_LISTED = [
    ("twilight among names", "<p>Players:</p><p>Juno</p><p>Twilight</p><p>Ivo</p>"),
    ("nightfall among names", "<p>Living:</p><p>Juno</p><p>Nightfall</p><p>Ivo</p>"),
    ("nightfall, the list's first", "<p>Alive:</p><p>Nightfall</p><p>Juno</p>"),
    ("twilight, the list's last", "<p>Players:</p><p>Juno</p><p>Ivo</p><p>Twilight</p>"),
    ("a bulleted list", "<p>Alive:</p><ul><li>Juno</li><li>Twilight</li><li>Old Maple</li></ul>"),
    ("twilight, the list's first, a reply after", "<p>Still in:</p><p>Twilight</p><p>Kestrel</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NAMES_LISTED], ids=ids(NAMES_LISTED))
def test_a_player_named_twilight_in_a_list_ends_no_day(html):
    assert not ends(html)
    assert not _marks_an_end(html)


HEADINGS = [
    ("twilight alone", "<p><b>Twilight</b></p>"),
    ("twilight over a lynch", "<p><b>Twilight</b></p><p>Ivo was lynched.</p>"),
    ("twilight under a sentence", "<p>The votes are in.</p><p>Twilight</p><p>Sleep well, everyone.</p>"),
    ("nightfall alone", "<p>NIGHTFALL</p>"),
    ("nightfall over the actions", "<p>Nightfall</p><p>Send me your actions within 24 hours.</p>"),
    ("nightfall after a flip", "<p>Ivo was a Mafia Goon.</p><p>Nightfall</p>"),
    ("nightfall under a header of no list", "<p>Announcement:</p><p>Nightfall</p>"),
    ("nightfall between short lines", "<p>Update:</p><p>Nightfall</p><p>Sleep well</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in HEADINGS], ids=ids(HEADINGS))
def test_a_twilight_or_nightfall_heading_ends_the_day(html):
    assert ends(html)
    assert _marks_an_end(html)


# -- "That's the hammer on hold" ----------------------------------------------------------
HAMMERS = [
    ("the hammer on hold", "<p>That's the hammer on hold.</p>", False),
    ("a lynch on hold", "<p>That is a lynch on hold until Ivo answers.</p>", False),
    ("the hammer on pause", "<p>That's the hammer on pause, I need to check the rules.</p>", False),
    ("the hammer on ice", "<p>That's the hammer on ice for now.</p>", False),
    ("the hammer on Ivo", "<p>That's the hammer on Ivo!</p>", True),
    ("the hammer on Old Maple", "<p>That's the hammer on Old Maple.</p>", True),
    ("the hammer", "<p>That's the hammer.</p>", True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in HAMMERS], ids=ids(HAMMERS))
def test_a_hammer_told_or_put_off(html, want):
    assert ends(html) is want
    assert _marks_an_end(html) is want


# -- a replacement on a condition in its second sentence -----------------------------------
CONFIRMS = [
    ("if he confirms", "<p>Ivo has left the game. Marlow will replace him if he confirms.</p>", []),
    ("unless he declines", "<p>Ivo has left the game. Marlow will replace him unless he declines.</p>", []),
    ("provided he answers", "<p>Ivo has left us. Marlow will replace him provided he answers my PM.</p>", []),
    ("no condition", "<p>Ivo has left the game. Marlow will replace him.</p>", [("Ivo", "Marlow")]),
    ("an aside", "<p>Ivo has left the game. Marlow replaces him, if anyone missed it.</p>", [("Ivo", "Marlow")]),
    ("the condition in one sentence", "<p>Marlow replaces Ivo if he confirms.</p>", []),
    ("once he confirms", "<p>Marlow will replace Ivo once he confirms.</p>", []),
    ("once he confirms, over two sentences", "<p>Ivo has left the game. Marlow will replace him once he confirms.</p>", []),
    ("when she accepts", "<p>Marlow will replace Ivo when she accepts.</p>", []),
    ("as soon as he answers", "<p>Marlow replaces Ivo as soon as he answers my PM.</p>", []),
    ("confirmed, told as made", "<p>Marlow has replaced Ivo once he confirmed.</p>", [("Ivo", "Marlow")]),
    ("once the day starts", "<p>Marlow replaces Ivo once the day starts.</p>", [("Ivo", "Marlow")]),
    ("another player answers", "<p>Marlow replaces Ivo, when Juno answers the prod we continue.</p>", [("Ivo", "Marlow")]),
    ("confirmed in the next sentence", "<p>Marlow replaces Ivo. He confirmed when I asked.</p>", [("Ivo", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CONFIRMS], ids=ids(CONFIRMS))
def test_a_replacement_still_to_be_confirmed(html, want):
    assert subs(html) == want


# -- a day's deadline likened to every day's ----------------------------------------------
IN_48 = at(2026, 12, 7, 18)
LIKE_EVERY = [
    ("like every day", "<p>Day 3 has begun, it ends in 48 hours like every day.</p>", IN_48),
    ("as with every day", "<p>As with every day, Day 3 ends in 48 hours.</p>", IN_48),
    ("like every day, first", "<p>Day 3 has begun. Like every day, it ends in 48 hours.</p>", IN_48),
    ("just like every other day", "<p>Day 3 has begun. It ends in 48 hours, just like every other day.</p>", IN_48),
    ("the rule", "<p>Each day ends in 48 hours.</p>", None),
    ("the rule, beside a likeness", "<p>Day 3 has begun. Each day ends in 48 hours, just like every other phase.</p>", None),
    ("as every day lasts", "<p>Day 3 begins. As every day ends in 48 hours, plan ahead.</p>", None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LIKE_EVERY], ids=ids(LIKE_EVERY))
def test_a_deadline_likened_to_every_days(html, want):
    assert deadline(html) == want


# -- a time zone in words after the clock ----------------------------------------------------
ZONES = [
    ("8 PM Eastern", "<p>Deadline: December 9, 8 PM Eastern</p>", at(2026, 12, 10, 1)),
    ("8pm eastern", "<p>Deadline: December 9, 8pm eastern</p>", at(2026, 12, 10, 1)),
    ("8 p.m. Eastern", "<p>Deadline: December 9, 8 p.m. Eastern</p>", at(2026, 12, 10, 1)),
    ("20:00 (Pacific)", "<p>Deadline: December 9, 20:00 (Pacific)</p>", at(2026, 12, 10, 4)),
    ("8 PM Central", "<p>Deadline: December 9, 8 PM Central</p>", at(2026, 12, 10, 2)),
    ("8 PM Eastern Time", "<p>Deadline: December 9, 8 PM Eastern Time</p>", at(2026, 12, 10, 1)),
    ("8pm EST", "<p>Deadline: December 9, 8pm EST</p>", at(2026, 12, 10, 1)),
    ("8pm EST, no date", "<p>Deadline: 8pm EST</p>", at(2026, 12, 6, 1)),
    ("Wednesday 8pm EST", "<p>Deadline: Wednesday 8pm EST</p>", at(2026, 12, 10, 1)),
    ("8pm ET", "<p>Deadline: December 9 at 8pm ET</p>", at(2026, 12, 10, 1)),
    ("8pm GMT-5", "<p>Deadline: December 9 at 8pm GMT-5</p>", at(2026, 12, 10, 1)),
    ("20:00 CET", "<p>Deadline: December 9 at 20:00 CET</p>", at(2026, 12, 9, 19)),
    # near misses: the region's word no zone
    ("Central European Time", "<p>Deadline: December 9, 20:00 Central European Time</p>", at(2026, 12, 9, 20)),
    ("Eastern Europe", "<p>Deadline: December 9 at 20:00, in Eastern Europe</p>", at(2026, 12, 9, 20)),
    ("Eastern players, a new sentence", "<p>Deadline: December 9 at 8pm. Eastern players, plan ahead.</p>", at(2026, 12, 9, 20)),
    ("3 Eastern players", "<p>Deadline: December 9 at 8pm, 3 Eastern players still to vote</p>", at(2026, 12, 9, 20)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ZONES], ids=ids(ZONES))
def test_a_deadlines_time_zone(html, want):
    assert deadline(html) == want


# -- a lynch the host undoes ------------------------------------------------------------------
UNDONE = [
    ("no lynch, the hammer was invalid", "<p>Correction: no lynch, the hammer was invalid.</p>"),
    ("the lynch is void", "<p>Sorry everyone, the lynch is void. Keep voting.</p>"),
    ("the hammer was not valid", "<p>The hammer was not valid: Juno is not a player.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in UNDONE], ids=ids(UNDONE))
def test_a_lynch_undone_takes_the_end_back(html):
    assert ("resume", None, None) in marks(html)
    assert not ends(html)
    assert starts(END, html, MORNING) == []  # the day's end taken back: no Day 2 yet


NOT_UNDONE = [
    ("asked", "<p>The hammer was invalid?</p>"),
    ("on a condition", "<p>If the hammer was invalid, tell me.</p>"),
    ("someone else's", "<p>Ivo thinks the hammer was invalid.</p>"),
    ("the hammer valid", "<p>The hammer was valid. Ivo was lynched.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_UNDONE], ids=ids(NOT_UNDONE))
def test_no_lynch_undone(html):
    assert ("resume", None, None) not in marks(html)


# -- a day's end and the night's start in two posts -----------------------------------------
def test_a_days_end_then_the_nights_start_minutes_apart():
    assert ends("<p>Day 1 is over.</p>")
    assert marks("<p>Day 1 is over.</p>") == [("end", "day", 1)]
    assert starts("<p>Day 1 is over.</p>", "<p>Night 1 has begun.</p>", MORNING) == [(2, 40)]
    night = "<p>It is now Night 1.</p>"
    assert starts("<p>Day 1 is over.</p>", night, "<p>Day 2 begins.</p>") == [(2, 40)]


# -- a lynch told over a heading and a role card ---------------------------------------------
CARDS = [
    ("a heading over the flip", "<p><b>Ivo has been lynched!</b></p><p>Ivo was a Vanilla Townie.</p>"),
    ("a heading over a role card", "<h3>Ivo has been lynched!</h3><div><b>Ivo</b><br>Vanilla Townie<br>You are a Vanilla Townie.</div>"),
    ("a role card with a win condition", "<p><b>Ivo has been lynched!</b></p><div>Ivo<br>Vanilla Townie<br>Win condition: the town wins when all Mafia are dead.</div>"),
    ("a reply quoting the last vote", "<blockquote><cite>Juno wrote:</cite><b>VOTE: Ivo</b></blockquote><p>Ivo has been lynched. He was a Mafia Goon.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in CARDS], ids=ids(CARDS))
def test_a_lynch_over_its_role_card(html):
    assert events(html) == IVO_LYNCHED
    assert ends(html)


def test_a_lynch_only_in_the_quote_is_none():
    html = "<blockquote><cite>Juno wrote:</cite>Ivo has been lynched, I hope</blockquote><p>Not yet.</p>"
    assert events(html) == []
    assert not ends(html)
    assert marks("<blockquote><cite>Juno wrote:</cite>Day 2 is over</blockquote><p>No.</p>") == []


# -- "no one died last night" beside a modkill ------------------------------------------------
NIGHTS = [
    ("nobody died, a modkill", "<p>No one died last night.</p><p>Ivo has been modkilled for inactivity.</p>", [("modkill", "Ivo", None)]),
    ("nobody died, but a modkill", "<p>No one died last night, but Ivo has been modkilled for inactivity.</p>", [("modkill", "Ivo", None)]),
    ("nobody died; however", "<p>Nobody died during the night. However, Ivo has been modkilled.</p>", [("modkill", "Ivo", None)]),
    ("nobody died", "<p>No one died last night.</p>", []),
    ("nobody died, no modkill", "<p>Nobody died last night. Ivo was not modkilled, despite the rumours.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NIGHTS], ids=ids(NIGHTS))
def test_no_one_died_beside_a_modkill(html, want):
    assert events(html) == want


# -- an aside between the verb and its participle ------------------------------------------
ASIDES = [
    ("sadly", "<p>Juno is, sadly, found dead.</p>", [("death", "Juno", None)]),
    ("you guessed it", "<p>Juno, vanilla townie, is also, you guessed it, found dead.</p>", [("death", "Juno", None)]),
    ("as you know", "<p>Ivo was, as you know, killed last night.</p>", IVO_DIED),
    ("a lynch", "<p>Ivo was, unfortunately, lynched.</p>", IVO_LYNCHED),
    ("almost", "<p>Ivo was, almost, killed.</p>", []),
    ("thankfully not", "<p>Ivo was, thankfully not, killed.</p>", []),
    ("another's word", "<p>Ivo was, Juno says, killed.</p>", []),
    ("on a condition", "<p>Ivo was, if you believe Juno, killed.</p>", []),
    ("a coordination", "<p>Ivo is, and always was, dead to me.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ASIDES], ids=ids(ASIDES))
def test_a_death_told_around_an_aside(html, want):
    assert events(html) == want


# -- a flip in a spoiler -------------------------------------------------------------------
SPOILED = [
    ("a death told, the role hidden", "<p>Ivo was found dead.</p>" + _spoiler("Flip", "Ivo was a Mafia Goon.")),
    ("the flip hidden", "<p>Night 1 is over.</p>" + _spoiler("Night 1 Results", "Ivo - Town Cop - killed Night 1")),
    ("the flip hidden, a story", "<p>Day 2 begins.</p>" + _spoiler("Flip", "Ivo was found dead. He was a Town Cop.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in SPOILED], ids=ids(SPOILED))
def test_a_flip_in_a_spoiler(html):
    assert events(html) == IVO_DIED


def test_a_spoiler_of_rules_tells_no_death():
    rules = _spoiler("Rules", "A player killed at night is dead.")
    assert events("<p>Day 2 begins.</p>" + rules) == []


# -- "Good morning, town!" with the day later in the post ------------------------------------
MORNINGS = [
    ("good morning, the day after", "<p>Good morning, town!</p><p>Kestrel was found dead.</p><p>It is Day 2.</p>"),
    ("good morning, this is day 2", "<p>Good morning, town! This is Day 2.</p>"),
    ("good morning alone", "<p>Good morning, town!</p>"),
    ("good morning, the day's heading last", "<p>Good morning, town!</p><p>Nobody died.</p><p><b>Day 2</b></p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MORNINGS], ids=ids(MORNINGS))
def test_good_morning_starts_the_next_day(html):
    assert starts(END, html) == [(2, 30)]


def test_good_morning_in_the_day_starts_nothing():
    assert starts("<p>Good morning, town! Keep voting.</p>") == []


# -- the phase change replying to the last vote -----------------------------------------------
def test_a_phase_change_quoting_the_last_vote():
    quoted = "<blockquote><cite>Juno wrote:</cite><b>VOTE: Ivo</b></blockquote>"
    html = quoted + "<p>That's the hammer! Ivo was lynched. Night 1 begins.</p>"
    assert ends(html)
    assert ("start", "night", 1) in marks(html)
    assert starts(html, MORNING) == [(2, 30)]
    assert not ends(quoted + "<p>Noted.</p>")


# -- a deadline extended ---------------------------------------------------------------------
EXTENDED = [
    ("by 24 hours", "<p>Deadline extended by 24 hours.</p>", 24.0),
    ("due to the holiday", "<p>The deadline has been extended by 48 hours due to the holiday.</p>", 48.0),
    ("12h", "<p>Extending the deadline by 12h.</p>", 12.0),
]  # fmt: skip


@pytest.mark.parametrize(("html", "hours"), [c[1:] for c in EXTENDED], ids=ids(EXTENDED))
def test_a_deadline_extended(html, hours):
    from votecount.count.markers import announcements
    from votecount.parser.walk import host_lines

    found = announcements(host_lines(html))
    assert [(a.kind, a.hours) for a in found] == [("extension", hours)]
    assert not ends(html)


NOT_EXTENDED = [
    ("refused", "<p>The deadline will not be extended.</p>"),
    ("on a condition", "<p>If Ivo asks, the deadline could be extended by 24 hours.</p>"),
    ("asked", "<p>Should the deadline be extended by 24 hours?</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_EXTENDED], ids=ids(NOT_EXTENDED))
def test_no_deadline_extended(html):
    assert marks(html) == []


# -- init and the count's markers apart on purpose ---------------------------------------------
def test_a_no_lynch_reached_before_its_flip():
    """init ends the day at "A no-lynch has been reached. Stand by for flavor."; the count's
    markers wait for the flip the post promises (reading it there cost an exact day end in
    ``init_facts --game``, checked again this round)."""
    html = "<p>A no-lynch has been reached. Stand by for flavor.</p>"
    assert ends(html)
    assert marks(html) == []


def test_a_death_told_only_by_a_struck_name():
    # initzoo24: suggest reads a struck list name followed by its flip (lines.struck_fates);
    # an opening post is never read for fates, so the 120's edited openings stay unread
    html = "<p>Players:</p><p>Juno</p><p><s>Ivo</s> - Town Cop - killed Night 1</p><p>Kestrel</p>"
    assert events(html) == IVO_DIED
