"""The catalogue of invented host posts, part 11 (the sixth zoo, nineteenth session): a
host's first run in the shapes the earlier zoos lack: Discourse-cooked posts (``<h1>``
phase headings, ``[details]`` role reveals), a day start, its dead and its deadline in one
table, deadlines in time zones ("EST", "GMT+1", "UTC−5") and from the post ("in 48
hours"), "Night 1 has begun" / "It is now Night 1" / "N1 start", twilight, a day ended
early by majority, a lynch and its flip across two posts, "RIP Ivo", "Ivo has left us
(Town Doctor)"; the last round's leftovers (a replacement on a condition, a death asked,
a night start to come, a kind of extension named); and the near misses of each."""

from __future__ import annotations

from datetime import UTC, timedelta

import pytest

from tests.parser.host.zoo import (
    GAME,
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    POSTED,
    at,
    deadline,
    details,
    ends,
    events,
    ids,
    marks,
    post,
    starts,
    subs,
)
from votecount.count.markers import announcements
from votecount.count.suggest import suggest
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.host.replacements import announces
from votecount.parser.walk import host_lines

MORNING = "<p>The sun rises. Kestrel was found dead.</p>"


# -- days that end -----------------------------------------------------------------------
ENDINGS = [
    ("an h1 night heading", "<h1>Night 1</h1><p>Send your actions.</p>"),
    ("an h1 night heading over the lynch", "<h1>Night 1</h1><p>Ivo was lynched.</p>"),
    ("an h1: Night 1 has begun", "<h1>Night 1 has begun</h1>"),
    ("an h1 twilight heading", "<h1>Twilight</h1><p>Votes are locked.</p>"),
    ("Night 1 has begun", "<p>Night 1 has begun.</p>"),
    ("It is now Night 1", "<p>It is now Night 1.</p>"),
    ("N1 start", "<p>N1 start</p>"),
    ("N1 starts now", "<p>N1 starts now. Send actions.</p>"),
    ("It is now twilight", "<p>It is now twilight. Do not post.</p>"),
    ("Twilight has begun", "<p>Twilight has begun. No more votes.</p>"),
    ("ended, twilight begins", "<p>Day 1 has ended. Twilight begins.</p>"),
    ("the day ends early: majority", "<p>The day ends early because of majority.</p>"),
    ("majority reached, ends early", "<p>Majority has been reached, the day ends early.</p>"),
    ("Day 1 ends early", "<p>Day 1 ends early because a majority has been reached.</p>"),
    ("lynched, Discourse flip", "<p>Ivo has been lynched!</p>" + details("Role", "Ivo was a <strong>Goon</strong>")),
    ("a table: the night, its deadline", "<table><tr><td>Night 1 begins</td></tr><tr><td>Actions due Monday 18:00 UTC</td></tr></table>"),
    ("the sun sets in a table", "<table><tr><td><b>The sun sets.</b></td></tr></table>"),
    ("RIP, then the night", "<p>RIP Ivo (Town Doctor)</p><p>Night 1 begins.</p>"),
    # review19p: "tonight" alone is the night's start now (a time after it is to come)
    ("darkness falls tonight", "<p>Darkness falls on the town tonight. Send your actions.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in ENDINGS], ids=ids(ENDINGS))
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


MARKED = [
    ("Night 1 has begun", "<p>Night 1 has begun.</p>"),
    ("It is now Night 1", "<p>It is now Night 1.</p>"),
    ("N1 starts now", "<p>N1 starts now.</p>"),
    ("an h1 night heading", "<h1>Night 1</h1><p>Send your actions.</p>"),
    ("It is now twilight", "<p>It is now twilight.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MARKED], ids=ids(MARKED))
def test_the_count_ends_the_day_too(html):
    assert [m for m in marks(html) if m[0] in ("end", "start")]


NOT_ENDINGS = [
    # a night start to come is a deadline, no end (the last round's leftovers)
    ("the night begins at a time", "<p>The night begins at 18:00.</p>"),
    ("night begins at a time, its zone", "<p>Night begins at 18:00 UTC.</p>"),
    ("darkness falls tomorrow", "<p>Darkness falls over the village tomorrow.</p>"),
    ("darkness falls tomorrow, no place", "<p>Darkness falls tomorrow at noon.</p>"),
    ("night falls in hours", "<p>Night falls in 12 hours.</p>"),
    ("night falls on a weekday", "<p>Night falls on Monday.</p>"),
    ("night falls at the deadline", "<p>Night falls at the deadline.</p>"),
    # review19p: a clock without a colon, a number word, a date
    ("night falls at 6pm", "<p>Night falls at 6pm.</p>"),
    ("night begins in twelve hours", "<p>Night begins in twelve hours.</p>"),
    ("the night begins on a date", "<p>The night begins on December 9.</p>"),
    ("the day may end early", "<p>If majority is reached, the day ends early.</p>"),
    # review19p: an early end in the present as a reminder, a rule or a schedule
    ("ends early, a reminder", "<p>Remember, the day ends early because of majority.</p>"),
    ("ends early with majority, a rule", "<p>Note: the day ends early with majority.</p>"),
    ("ends early, a schedule", "<p>Today ends early because of the holiday; deadline is Friday.</p>"),
    ("twilight to come", "<p>Twilight begins at the deadline.</p>"),
    ("twilight as a rule", "<p>There is a 24 hour twilight after each day.</p>"),
    ("Night 1 to come", "<p>Night 1 begins on Monday.</p>"),
    ("an h1 heading of the rules", "<h1>Rules</h1><p>Night actions are due at deadline.</p>"),
    ("RIP a thing", "<p>RIP my internet connection, sorry for the delay.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_ENDINGS], ids=ids(NOT_ENDINGS))
def test_no_day_ends(html):
    assert not ends(html)


# -- a day's start with its dead and its deadline ------------------------------------------
END = "<p>Ivo was lynched. Night 1 begins.</p>"
TABLE_START = (
    "<table><tr><td><b>Day 2 begins</b></td></tr><tr><td>Dead: Ivo (Cop)</td></tr>"
    "<tr><td>Deadline: December 11 at 18:00 UTC</td></tr></table>"
)
STARTS = [
    ("a table", TABLE_START),
    ("an h1 heading", "<h1>Day 2</h1><p>Ivo was found dead.</p>"),
    ("an h1: Day 2 begins", "<h1>Day 2 begins</h1><p>Deadline in 72 hours.</p>"),
    ("It is now Day 2", "<p>It is now Day 2.</p>"),
    ("D2 start", "<p>D2 start</p>"),
    ("a Discourse flip under the start", "<p>Day 2 has begun.</p>" + details("Ivo", "Ivo was a Vanilla Townie")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in STARTS], ids=ids(STARTS))
def test_day_two_starts(html):
    assert starts(END, html) == [(2, 30)]


def test_a_table_carries_the_dead_and_the_deadline():
    assert events(TABLE_START) == IVO_DIED
    assert deadline(TABLE_START) == at(2026, 12, 11, 18)


# -- deadlines: time zones and lengths from the post ---------------------------------------
DEADLINES = [
    ("EST", "<p>Deadline: December 8 at 18:00 EST</p>", at(2026, 12, 8, 23)),
    ("EDT", "<p>Deadline: June 8, 2027 at 18:00 EDT</p>", at(2027, 6, 8, 22)),
    ("GMT+1", "<p>Deadline: December 8, 18:00 GMT+1</p>", at(2026, 12, 8, 17)),
    ("UTC-5", "<p>Deadline: December 8, 18:00 UTC-5</p>", at(2026, 12, 8, 23)),
    ("UTC−5, a minus sign", "<p>Deadline: December 8, 18:00 UTC−5</p>", at(2026, 12, 8, 23)),
    ("in 48 hours", "<p>Deadline in 48 hours.</p>", POSTED + timedelta(hours=48)),
    ("the day ends in 48 hours", "<p>The day ends in 48 hours.</p>", POSTED + timedelta(hours=48)),
    ("a table cell", "<table><tr><td>Deadline:</td><td>December 9, 20:00 GMT</td></tr></table>", at(2026, 12, 9, 20)),
    ("the night begins at a date", "<p>The night begins at 18:00 UTC on December 9.</p>", at(2026, 12, 9, 18)),
    ("darkness falls on a weekday", "<p>Darkness falls on Monday at 18:00 GMT.</p>", at(2026, 12, 7, 18)),
    ("an h1 over the deadline", "<h1>Day 2</h1><p>Deadline: December 9, 20:00 GMT</p>", at(2026, 12, 9, 20)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEADLINES], ids=ids(DEADLINES))
def test_a_deadline(html, want):
    assert deadline(html) == want


def test_a_night_start_at_a_time_is_the_days_deadline():
    lines = host_lines("<p>The night begins at 18:00 UTC on December 9.</p>")
    found = stated_deadline(lines, POSTED, UTC)
    assert found is not None and not found.night
    assert stated_deadline(
        host_lines("<p>Night 1 ends December 9, 18:00 UTC.</p>"), POSTED, UTC
    ).night
    # review19p: a night falling on a place, the night's own deadline after it
    place = "<p>Night falls on the village. Night 1 ends December 9, 18:00 UTC.</p>"
    assert stated_deadline(host_lines(place), POSTED, UTC).night


# -- extensions ------------------------------------------------------------------------------
NO_EXTENSIONS = [
    ("a request's format", "<p>Please format the normal 3 day extension as a bold vote.</p>"),
    ("request an extension", "<p>You may request a 24 hour extension by voting EXTENSION.</p>"),
    ("players request", "<p>Players can request a 48 hour extension once per day.</p>"),
    ("the standard extension", "<p>The standard 24 hour extension applies to replacements.</p>"),
    ("the usual extension", "<p>Remember the usual 2 day extension rule.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_EXTENSIONS], ids=ids(NO_EXTENSIONS))
def test_no_extension(html):
    assert not [a for a in announcements(host_lines(html)) if a.kind == "extension"]


EXTENSIONS = [
    ("extended by 24 hours", "<p>The deadline is extended by 24 hours.</p>", 24.0),
    ("a 3 day extension granted", "<p>I'm granting a 3 day extension.</p>", 72.0),
    ("extension after a request", "<p>Ivo requested it, so the deadline is extended by 48 hours.</p>", 48.0),
    ("a kind named, then granted", "<p>The normal 3 day extension applies: the deadline is extended by 72 hours.</p>", 72.0),
]  # fmt: skip


@pytest.mark.parametrize(("html", "hours"), [c[1:] for c in EXTENSIONS], ids=ids(EXTENSIONS))
def test_an_extension(html, hours):
    (moved,) = announcements([x.strip() for x in host_lines(html)])
    assert (moved.kind, moved.hours) == ("extension", hours)


# -- deaths ----------------------------------------------------------------------------------
FATES = [
    ("RIP Ivo", "<p>RIP Ivo</p>", IVO_DIED),
    ("RIP Ivo, a role", "<p>RIP Ivo (Town Doctor)</p>", IVO_DIED),
    ("R.I.P. Ivo", "<p>R.I.P. Ivo</p>", IVO_DIED),
    ("Ivo has left us, a role", "<p>Ivo has left us (Town Doctor).</p>", IVO_DIED),
    ("Ivo has left us, a comma", "<p>Sadly, Ivo has left us, a Town Doctor to the end.</p>", IVO_DIED),
    ("Ivo has left us, a dash", "<p>Ivo has left us - Town Doctor</p>", IVO_DIED),
    ("a Discourse reveal", "<p>Ivo was killed in the night.</p>" + details("Role", "Vanilla Townie"), IVO_DIED),
    ("a Discourse reveal, a name", "<p>Ivo was found dead.</p>" + details("Ivo", "Ivo was a <strong>Goon</strong>"), IVO_DIED),
    ("an h1 over the dead", "<h1>Day 2</h1><p>Ivo was found dead.</p>", IVO_DIED),
    ("lynched, ended early", "<p>The day ends early because of majority. Ivo has been lynched!</p>", IVO_LYNCHED),
    ("lynched, a Discourse flip", "<p>Ivo has been lynched!</p>" + details("Role", "Ivo was a <strong>Goon</strong>"), IVO_LYNCHED),
    ("modkilled, said plainly", "<p>Ivo was modkilled. Juno takes no part in it.</p>", [("modkill", "Ivo", None)]),
    # review19p: a question in a clause after the verb, surprise, an answer yes
    ("lynched, a question after", "<p>Ivo was lynched - who saw that coming?</p>", IVO_LYNCHED),
    ("lynched, surprised?", "<p>Ivo was lynched (surprised?).</p>", IVO_LYNCHED),
    ("killed, who would have guessed", "<p>Ivo was killed, who would have guessed?</p>", IVO_DIED),
    ("killed?!", "<p>Ivo was killed?! The Cop is gone.</p>", IVO_DIED),
    ("lynched? Yes", "<p>Ivo was lynched? Yes.</p>", IVO_LYNCHED),
    ("left us - he was the role", "<p>Ivo has left us - he was the Town Cop.</p>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FATES], ids=ids(FATES))
def test_a_fate_is_suggested(html, want):
    assert sorted(events(html)) == sorted(want)


NO_FATE = [
    ("daykilled? No", "<p>Ivo was daykilled? No.</p>"),
    ("lynched? Not yet", "<p>Ivo was lynched? Not yet.</p>"),
    ("killed? No", "<p>Ivo was killed? No, he was protected.</p>"),
    ("Was Ivo modkilled", "<p>Was Ivo modkilled?</p>"),
    ("modkilled? No, replaced", "<p>Ivo was modkilled? No, he asked to be replaced.</p>"),
    ("has Ivo been lynched", "<p>Has Ivo been lynched yet?</p>"),
    ("RIP a thing", "<p>RIP my internet connection.</p>"),
    ("RIP in prose", "<p>RIP to my sleep schedule, Ivo.</p>"),
    ("left us for a while", "<p>Ivo has left us for the weekend, he will be back Monday.</p>"),
    ("left us, alone", "<p>Ivo has left us. Looking for a replacement.</p>"),
    ("left us, a reason", "<p>Ivo has left us, real life got busy.</p>"),
    ("left us a note", "<p>Ivo has left us a note in the graveyard thread.</p>"),
    ("left us hanging", "<p>Ivo has left us hanging without a claim.</p>"),
    # review19p: no role after "left us"
    ("left us, a word in brackets", "<p>Ivo has left us (temporarily).</p>"),
    ("left us - back Monday", "<p>Ivo has left us - he will be back Monday.</p>"),
    ("left us, the newcomer", "<p>Ivo has left us, Marlow is in for him.</p>"),
    ("a hidden role, no death", "<p>Ivo asked about his role.</p>" + details("Rules", "Goons may talk at night")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_FATE], ids=ids(NO_FATE))
def test_no_fate_is_suggested(html):
    assert [e for e in events(html) if e[0] in ("death", "execution", "modkill")] == []


def test_a_lynch_and_its_flip_across_two_posts_is_one_execution():
    posts = [post("<p>Welcome!</p>", 1), post("<p>Ivo has been lynched!</p>", 40),
             post("<p>Ivo was a <b>Goon</b>.</p>", 41)]  # fmt: skip
    found = [(s.kind, s.player) for s in suggest(GAME, posts, authors=[(HOST, HOST)])]
    assert found == [("execution", "Ivo")]


# -- replacements ----------------------------------------------------------------------------
NO_REPLACEMENT = [
    ("force-replaced if", "<p>Ivo will be force-replaced by Marlow if he does not post.</p>"),
    ("replaced if, a day", "<p>Ivo will be replaced by Marlow if he does not post by Friday.</p>"),
    ("replaces unless", "<p>Marlow replaces Ivo unless Ivo posts today.</p>"),
    ("may be replaced", "<p>Ivo may be replaced by Marlow.</p>"),
    ("might be replaced", "<p>Ivo might be replaced by Marlow soon.</p>"),
    ("could be force-replaced", "<p>Ivo could be force-replaced with Marlow.</p>"),
    ("up for replacement", "<p>Ivo is up for replacement.</p>"),
    ("looking for a replacement", "<p>Looking for a replacement for Ivo.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_REPLACEMENT], ids=ids(NO_REPLACEMENT))
def test_no_replacement(html):
    assert subs(html) == []


REPLACEMENT = [
    ("replaces, a condition after", "<p>Marlow replaces Ivo. If you voted Ivo, your vote is on Marlow.</p>"),
    ("replaced by", "<p>Ivo has been replaced by Marlow.</p>"),
    ("force-replaced for a reason", "<p>Ivo has been force-replaced by Marlow for inactivity.</p>"),
    ("will replace", "<p>Marlow will replace Ivo, effective immediately.</p>"),
    ("an aside: in case", "<p>Marlow replaces Ivo, in case you missed it.</p>"),
    ("an aside: if anyone", "<p>Marlow replaces Ivo, if anyone was wondering.</p>"),
    ("in an h1", "<h1>Replacement</h1><p>Marlow replaces Ivo.</p>"),
    # review19p: a condition after a replacement made, in a clause of its own, an aside
    ("made, unless after", "<p>Ivo has been replaced by Marlow, unless you count the prods.</p>"),
    ("a relative's if", "<p>Marlow replaces Ivo, who asked if he could leave.</p>"),
    ("a bracket's if", "<p>Marlow replaces Ivo (Ivo asked me if he could leave).</p>"),
    ("an aside: if that wasn't clear", "<p>Marlow in for Ivo, if that wasn't clear.</p>"),
    ("an aside: if only", "<p>Marlow replaces Ivo, if only for today.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in REPLACEMENT], ids=ids(REPLACEMENT))
def test_a_replacement(html):
    assert subs(html) == [("Ivo", "Marlow")]


ANNOUNCED = [
    ("replaced by", "Ivo has been replaced by Marlow.", True),
    ("replaces", "Marlow replaces Ivo.", True),
    ("on a condition", "Ivo will be replaced by Marlow if he does not post.", False),
    ("may be", "Ivo may be replaced by Marlow.", False),
    ("unless", "Marlow replaces Ivo unless he returns.", False),
    ("a condition in the next sentence", "Marlow replaces Ivo. If you have questions, ask.", True),
    ("made, a condition after", "Ivo has been replaced by Marlow, unless you count the prods.", True),
    ("a relative's condition", "Marlow replaces Ivo, who asked if he could leave.", True),
    ("a condition before", "If Ivo doesn't return, he's replaced by Marlow.", False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in ANNOUNCED], ids=ids(ANNOUNCED))
def test_init_dates_a_replacement_only_when_made(text, want):
    assert announces(text, ("Ivo",), ("Marlow",)) is want


# -- a flip behind a spoiler's button ------------------------------------------------------
def _spoiler(title: str, *lines: str) -> str:
    """A phpBB spoiler as MafiaScum renders it: a titled button, the text hidden."""
    body = "<br>".join(lines)
    return (
        f'<div><div class="quotetitle"><b>Spoiler: {title}</b> <input type="button" value="Show">'
        f'</div><div class="quotecontent"><div style="display:none">{body}</div></div></div>'
    )


HIDDEN_ENDS = [
    ("a flip", _spoiler("Flip", "Ivo, Vanilla Townie, was lynched D1")),
    ("a flip, its role coloured", _spoiler("Flip", 'Ivo, <span style="color:green">Town Cop</span>, was lynched Day 1')),
    ("a flip, no title", _spoiler("", "Ivo, Mafia Goon, lynched Day 1")),
    ("a Discourse flip", "<details><summary>Flip</summary><p>Ivo, Vanilla Townie, was lynched Day 1</p></details>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in HIDDEN_ENDS], ids=ids(HIDDEN_ENDS))
def test_a_flip_behind_a_spoiler_ends_the_day(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


RECAP = _spoiler(
    "Flips",
    "Ivo, Vanilla Townie, was lynched D1",
    "Juno, Town Cop, was killed N1",
    "Wren, Mafia Goon, was lynched D2",
)
HIDDEN_NOT_ENDS = [
    ("a recap of every flip", RECAP),
    ("a late flip naming no day", _spoiler("Flip", "Ivo was lynched. He was a Vanilla Townie.")),
    ("the role PMs", _spoiler("Role PMs", "Ivo, Vanilla Townie, was lynched D1")),
    ("the rules", _spoiler("Rules", "A player lynched Day 1 may not post.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in HIDDEN_NOT_ENDS], ids=ids(HIDDEN_NOT_ENDS))
def test_no_day_ends_behind_a_spoiler(html):
    assert not ends(html)


def test_a_flip_recapped_behind_a_spoiler_ends_no_day():
    """review19p: yesterday's flip in the morning's post, an earlier day's in a reminder."""
    morning = "<p>The sun rises. Kestrel was found dead.</p>" + _spoiler(
        "Flip", "Ivo, Vanilla Townie, lynched Day 1"
    )
    assert starts(END, morning) == [(2, 30)]
    reminder = "<p>Reminder:</p>" + _spoiler("Flip", "Ivo, Vanilla Townie, was lynched D1")
    night = "<p>Juno was lynched. Night 2 begins.</p>"
    assert starts(END, "<p>Day 2 begins.</p>", reminder, night, MORNING) == [(2, 30), (3, 60)]
