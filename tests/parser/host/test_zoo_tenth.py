"""The catalogue of invented host posts, part 15 (the tenth zoo, twenty-third session): a
host's first run in the shapes the earlier zoos lack: a deadline's second clock in another
zone ("20:00 UK. 3:00 Pacific for you west coast folks"), a newcomer's confirmation told
after his replacement ("He has confirmed."), a cell "Ivo, Juno" beside "Cop, Goon", a day
ended by "LOCKED" or "Thread locked for the night", a night's heading over the lynch,
"RIP Ivo, Juno", a graveyard re-posted growing by one, a role in a colour tag, a lynch by
plurality, "No one was lynched today" beside a kill, a modkill with no replacement, a flip
corrected, a day start promised, a role PM quoted, deadlines as timeanddate links, "48
hours from this post", "EoD", days in words and roman numerals; and the near misses of
each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    at,
    deadline,
    ends,
    events,
    headed_table,
    ids,
    later,
    marks,
    starts,
    subs,
)
from votecount.parser.host.confirmations import confirmation
from votecount.parser.host.replacements import Said, replacement_post

IVO_JUNO_DIED = [("death", "Ivo", None), ("death", "Juno", None)]


def _marks_an_end(html: str) -> bool:
    return any(kind == "end" or phase == "night" for kind, phase, _ in marks(html))


# -- a deadline's second clock in another zone: the zone belongs to its clock ------------
FRIDAY_8 = at(2026, 12, 11, 20)
SECOND_CLOCKS = [
    ("UK, then Pacific for the west coast", "<p>Deadline: Friday 20:00 UK. 3:00 Pacific for you west coast folks</p>", FRIDAY_8),
    ("GMT, then Pacific", "<p>Deadline: Friday 20:00 GMT. That's 12:00 Pacific.</p>", FRIDAY_8),
    ("no zone, then Eastern", "<p>Deadline: Friday 20:00. That's 3 PM Eastern for our American friends.</p>", FRIDAY_8),
    ("no zone, then ET", "<p>Deadline: Friday 20:00. 3pm ET for the Americans.</p>", FRIDAY_8),
    ("Pacific, then UK", "<p>Deadline: Friday 12:00 Pacific. That's 20:00 for the UK.</p>", FRIDAY_8),
    # near misses: a zone of the whole post, no clock of its own
    ("all times Pacific time", "<p>Deadline: Friday 12:00. All times are Pacific time.</p>", FRIDAY_8),
    ("one sentence, Pacific", "<p>Deadline: Friday 12:00 Pacific</p>", FRIDAY_8),
    ("the zone in the next sentence", "<p>Deadline: Friday 20:00. Times are GMT.</p>", FRIDAY_8),
    ("a countdown told again with its zone", "<p>Deadline is in (expired on 2026-12-11 15:00:00) . (3 PM EST on December 11.)</p>", FRIDAY_8),
    ("a countdown and its zone, one later sentence", "<p>Actions due (expired on 2026-12-10 22:00:00) . Night ends on December 11, 3:00 PM EST or in (expired on 2026-12-11 15:00:00) .</p>", at(2026, 12, 11, 3)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SECOND_CLOCKS], ids=ids(SECOND_CLOCKS))
def test_a_second_clock_in_another_zone(html, want):
    assert deadline(html) == want


# -- a newcomer's confirmation after a replacement still to be confirmed -----------------
CONFIRMED = [
    ("he has confirmed", "<p>Marlow will replace Ivo once he confirms. He has confirmed.</p>", [("Ivo", "Marlow")]),
    ("he has now confirmed", "<p>Marlow will replace Ivo once he confirms. He has now confirmed!</p>", [("Ivo", "Marlow")]),
    ("she accepted", "<p>Marlow will replace Ivo when she accepts. She accepted.</p>", [("Ivo", "Marlow")]),
    ("the newcomer by name", "<p>Marlow will replace Ivo once he confirms. Marlow has confirmed.</p>", [("Ivo", "Marlow")]),
    ("edit: he confirmed", "<p>Marlow will replace Ivo once he confirms. EDIT: he confirmed.</p>", [("Ivo", "Marlow")]),
    # near misses: not yet, a question, someone else
    ("not yet", "<p>Marlow will replace Ivo once he confirms. He has not confirmed yet.</p>", []),
    ("a question", "<p>Marlow will replace Ivo once he confirms. Has he confirmed?</p>", []),
    ("another confirms", "<p>Marlow will replace Ivo once he confirms. Juno has confirmed her claim.</p>", []),
    ("a hope", "<p>Marlow will replace Ivo once he confirms. Hopefully he confirms soon.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CONFIRMED], ids=ids(CONFIRMED))
def test_a_confirmation_in_the_same_post(html, want):
    assert subs(html) == want


CONFIRMATIONS = [
    ("He has confirmed.", "he"),
    ("She confirmed!", "she"),
    ("They have accepted.", "they"),
    ("Marlow has confirmed.", "Marlow"),
    ("@Marlow has accepted", "Marlow"),
    ("Edit: he confirmed.", "he"),
    ("Update: Marlow has now confirmed.", "Marlow"),
    ("He has not confirmed yet.", None),
    ("Has he confirmed?", None),
    ("He confirmed his role.", None),
    ("Ivo was lynched. He has confirmed nothing.", None),
    ("Hopefully he confirms soon.", None),
]  # fmt: skip


@pytest.mark.parametrize(("line", "want"), CONFIRMATIONS, ids=[c[0] for c in CONFIRMATIONS])
def test_a_confirmation_line(line, want):
    assert confirmation(line) == want


def _said(*texts: tuple[int, str, str]) -> list[Said]:
    return [Said(n, a, t) for n, a, t in texts]


def test_init_dates_a_pending_replacement_at_its_confirmation():
    posts = _said(
        (1, HOST, "Welcome!"),
        (5, "Ivo", "Hello."),
        (20, HOST, "Marlow will replace Ivo once he confirms."),
        (21, "Juno", "Ok."),
        (30, HOST, "He has confirmed."),
        (31, "Marlow", "Hi all."),
    )
    assert replacement_post("Ivo", "Marlow", posts, [HOST]) == 30


def test_init_dates_a_confirmed_replacement_in_its_post():
    posts = _said(
        (1, HOST, "Welcome!"),
        (5, "Ivo", "Hello."),
        (20, HOST, "Marlow will replace Ivo once he confirms. He has confirmed."),
        (31, "Marlow", "Hi all."),
    )
    assert replacement_post("Ivo", "Marlow", posts, [HOST]) == 20


def test_an_unconfirmed_replacement_waits_for_the_newcomers_post():
    posts = _said(
        (1, HOST, "Welcome!"),
        (5, "Ivo", "Hello."),
        (20, HOST, "Marlow will replace Ivo once he confirms."),
        (30, HOST, "Still waiting on Marlow, he has not confirmed."),
        (31, "Marlow", "Hi all."),
    )
    assert replacement_post("Ivo", "Marlow", posts, [HOST]) in (20, 31)


# -- a table of the dead: names in a list in a cell beside roles in a list -----------------
CELL_LISTS = [
    ("two names, two roles, commas", headed_table(("Dead", "Role"), ("Ivo, Juno", "Cop, Goon")), IVO_JUNO_DIED),
    ("three names, three roles", headed_table(("Dead", "Role"), ("Ivo, Juno, Wren", "Cop, Goon, Doctor")), [*IVO_JUNO_DIED, ("death", "Wren", None)]),
    ("two names, two causes", headed_table(("Deaths", "Cause"), ("Ivo, Juno", "Lynched, Killed N2")), [*IVO_LYNCHED, ("death", "Juno", None)]),
    ("two names, two roles, and", headed_table(("Dead", "Role"), ("Ivo and Juno", "Cop and Goon")), IVO_JUNO_DIED),
    # near misses
    ("two names, one role", headed_table(("Dead", "Role"), ("Ivo, Juno", "Cop"))),
    ("two names, three roles", headed_table(("Dead", "Role"), ("Ivo, Juno", "Cop, Goon, Doctor"))),
    ("the living, two roles", headed_table(("Alive", "Role"), ("Ivo, Juno", "Cop, Goon"))),
    ("one name, a note with a comma (voters?)", headed_table(("Dead", "Role"), ("Ivo", "Juno, Wren"))),
]  # fmt: skip


@pytest.mark.parametrize("case", CELL_LISTS, ids=ids(CELL_LISTS))
def test_a_cell_list_of_the_dead(case):
    assert events(case[1]) == (case[2] if len(case) > 2 else [])


# -- day ends: a lock, a night's heading over its lynch ---------------------------------------
DAY_ENDS = [
    ("LOCKED alone", "<p><b>LOCKED</b></p>", True),
    ("thread locked for the night", "<p>Thread locked for the night.</p>", True),
    ("locking the thread for the night", "<p>Locking the thread for the night. Actions due in 24 hours.</p>", True),
    ("topic locked for the night", "<p>Topic locked for the night. Night 2 begins.</p>", True),
    ("a night heading over the lynch", "<p>## Night 2 ##</p><p>Ivo was lynched. He was a Mafia Goon.</p>", True),
    ("a bold night heading over plurality", "<p><b>Night 2</b></p><p>Ivo was lynched by plurality at deadline.</p>", True),
    ("plurality at deadline", "<p>Deadline has passed. Ivo was lynched by plurality.</p>", True),
    ("no one lynched", "<p>No one was lynched today. Night 2 begins.</p>", True),
    ("EoD reached", "<p>EoD has been reached. Ivo was lynched.</p>", True),
    # near misses
    ("locked at deadline, to come", "<p>The thread will be locked for the night at deadline.</p>", False),
    ("a vote locked in", "<p>Ivo's vote is locked in.</p>", False),
    ("votes locked, a question", "<p>Are votes locked during the night?</p>", False),
    ("EoD to come", "<p>EoD is in 24 hours. Get your votes in.</p>", False),
    ("EOD reminder", "<p>Reminder: EOD tomorrow at 20:00.</p>", False),
    ("a topic locked by the forum", "<p>The old topic was locked by the forum staff, post here.</p>", False),
    ("the lock of a previous day", "<p>Last time I locked the thread for the night too early, sorry.</p>", False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DAY_ENDS], ids=ids(DAY_ENDS))
def test_a_day_end(html, want):
    assert ends(html) is want


MARKED = [c for c in DAY_ENDS if "lock" in c[0].casefold() or "heading" in c[0] or "a vote" in c[0]]


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MARKED], ids=ids(MARKED))
def test_a_day_end_marked(html, want):
    assert _marks_an_end(html) is want


# -- deaths and lynches ---------------------------------------------------------------------
COLOUR = '<span style="color:{c}">{t}</span>'
DEATHS = [
    ("RIP two names", "<p>RIP Ivo, Juno</p>", IVO_JUNO_DIED),
    ("RIP two names with and", "<p>RIP Ivo and Juno.</p>", IVO_JUNO_DIED),
    ("RIP one name", "<p>RIP Ivo.</p>", IVO_DIED),
    ("a role in a colour tag", f"<p>Ivo was killed. He was a {COLOUR.format(c='green', t='Town Cop')}.</p>", IVO_DIED),
    ("a flip in a colour tag", f"<p>Ivo, {COLOUR.format(c='red', t='Mafia Goon')}, was lynched.</p>", IVO_LYNCHED),
    ("a night heading over the lynch", "<p>## Night 2 ##</p><p>Ivo was lynched. He was a Mafia Goon.</p>", IVO_LYNCHED),
    ("lynched by plurality", "<p>Ivo was lynched by plurality at deadline.</p>", IVO_LYNCHED),
    ("no lynch beside a kill", "<p>No one was lynched today.</p><p>Ivo was killed during the night.</p>", IVO_DIED),
    ("no lynch and a kill, one line", "<p>No one was lynched today, and Ivo was killed overnight.</p>", IVO_DIED),
    ("a modkill, no replacement found", "<p>Ivo has been modkilled for inactivity. No replacement could be found.</p>", [("modkill", "Ivo", None)]),
    ("a modkill, a replacement refused", "<p>Ivo was modkilled for inactivity. Marlow declined to replace him.</p>", [("modkill", "Ivo", None)]),
    ("a flip corrected", "<p>Correction: Ivo was actually Mafia Goon, not Goon.</p>", []),
    ("a flip corrected, the role in bold", "<p>Small correction: Ivo's role was <b>Mafia Goon</b>, not Goon.</p>", []),
    ("gone but not forgotten", "<p>Ivo, Town Cop, gone but not forgotten, Night 3</p>", IVO_DIED),
    ("a two-word name, gone", "<p>Old Maple, Town Doctor, gone but not forgotten, Night 3</p>", [("death", "Old Maple", None)]),
    # near misses
    ("not gone", "<p>Ivo, Town Cop, not gone yet, Night 3</p>", []),
    ("forgotten, not gone", "<p>Ivo, Town Cop, forgotten but not gone, Night 3</p>", []),
    ("RIP an idea", "<p>RIP my sleep schedule.</p>", []),
    ("RIP the wagon", "<p>RIP Ivo's wagon.</p>", []),
    ("the colour of a vote", f"<p>{COLOUR.format(c='red', t='Ivo')} has 3 votes.</p>", []),
    ("plurality as a rule", "<p>If no one reaches a majority, the plurality at deadline is lynched.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEATHS], ids=ids(DEATHS))
def test_a_death(html, want):
    assert events(html) == want


GRAVEYARD = "<p>Graveyard:</p>"


def test_a_graveyard_re_posted_kills_only_the_new_name():
    day2 = f"<p>Day 2 begins.</p>{GRAVEYARD}<p>Ivo - Town Cop</p>"
    day3 = f"<p>Day 3 begins.</p>{GRAVEYARD}<p>Ivo - Town Cop</p><p>Juno - Mafia Goon</p>"
    assert later(day2) == IVO_DIED
    assert later(day2, day3) == [("death", "Juno", None)]


def test_a_graveyard_re_posted_unchanged_kills_no_one():
    day2 = f"<p>Day 2 begins.</p>{GRAVEYARD}<p>Ivo - Town Cop</p>"
    assert later(day2, "<p>Vote count 2.3</p>" + GRAVEYARD + "<p>Ivo - Town Cop</p>") == []


# -- day starts: numbers in words, roman numerals, a promise, a quoted role PM ----------------
DAY_STARTS = [
    ("Day Two in words", ("<p>Day Two has begun!</p>",), [(2, 20)]),
    ("DAY TWO in capitals", ("<p><b>DAY TWO</b></p><p>Kestrel was found dead.</p>",), [(2, 20)]),
    ("Day Three after Day Two", ("<p>Day Two begins.</p>", "<p>Day Three begins.</p>"), [(2, 20), (3, 30)]),
    ("Day II", ("<p>Day II has begun!</p>",), [(2, 20)]),
    ("Day III after Day II", ("<p>Day II begins.</p>", "<p>Day III begins.</p>"), [(2, 20), (3, 30)]),
    ("a start over a quoted role PM", ("<p>Day 2 has begun!</p><blockquote><cite>Lanternwick wrote:</cite>You have been killed. Your role: Town Cop.</blockquote>",), [(2, 20)]),
    # near misses
    ("a promise", ("<p>Day 2 will start in 2 hours.</p>",), []),
    ("a promise in words", ("<p>Day Two will start in 2 hours.</p>",), []),
    ("a day named in a rule", ("<p>On Day Two, the Cop may act twice.</p>",), []),
    ("a roman numeral in a name", ("<p>Ivo II was very active today.</p>",), []),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in DAY_STARTS], ids=ids(DAY_STARTS))
def test_a_day_start(htmls, want):
    assert starts(*htmls) == want


MARKED_STARTS = [
    ("Day Two in words", "<p>Day Two has begun!</p>", [("start", "day", 2)]),
    ("Day III", "<p>Day III has begun!</p>", [("start", "day", 3)]),
    ("a promise", "<p>Day 3 will start in 2 hours.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MARKED_STARTS], ids=ids(MARKED_STARTS))
def test_a_day_start_marked(html, want):
    assert [m for m in marks(html) if m[0] == "start"] == want


def test_a_quoted_role_pm_tells_no_death():
    html = "<p>Day 2 has begun!</p><blockquote><cite>Juno wrote:</cite>Ivo was killed.</blockquote>"
    assert events(html) == []


# -- deadlines: links, hours from this post, EoD --------------------------------------------
IN_48 = at(2026, 12, 7, 18)
DEC_9 = at(2026, 12, 9, 20)
TAD = "https://www.timeanddate.com/worldclock/fixedtime.html?iso=20261209T2000&amp;p1=1440"
DEADLINES = [
    ("a timeanddate link under its date", f'<p>Deadline: <a href="{TAD}">December 9, 20:00 GMT</a></p>', DEC_9),
    ("a timeanddate URL as text", f'<p>Deadline: <a href="{TAD}">{TAD}</a></p>', DEC_9),
    ("a countdown URL as text", "<p>Deadline: https://www.timeanddate.com/countdown/generic?iso=20261209T20&amp;p0=1440</p>", DEC_9),
    ("48 hours from this post", "<p>Day 3 begins. Deadline is 48 hours from this post.</p>", IN_48),
    ("EoD in 48 hours", "<p>Day 3 begins. EoD in 48 hours.</p>", IN_48),
    ("EoD with a date", "<p>EoD: December 9, 20:00</p>", DEC_9),
    ("EOD on a weekday", "<p>Day 3 begins. EOD is Wednesday at 20:00.</p>", DEC_9),
    ("Day Three ends on a date", "<p>Day Three ends on December 9 at 20:00.</p>", DEC_9),
    # near misses
    ("a link to the rules", '<p>Read the <a href="https://forum.example/rules">rules</a>.</p>', None),
    ("hours in a rule", "<p>Replacements have 48 hours from this post to claim the slot.</p>", None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEADLINES], ids=ids(DEADLINES))
def test_a_deadline(html, want):
    assert deadline(html) == want
