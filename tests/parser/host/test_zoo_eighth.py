"""The catalogue of invented host posts, part 13 (the eighth zoo, twenty-first session): a
host's first run in the shapes the earlier zoos lack: the town's "no lynch" read alike by
init and the count's markers, a deadline under a night's start (the night's), "Marlow
replaces Ivo, otherwise we wait", "Who died? Ivo did.", a table of the dead under a header
row, "That's the hammer on Ivo!", "Day 2 has ended. Night 2 begins." in a heading, "Ivo
was killed by the Mafia" and "Ivo tried to kill Juno", "removed from the game" (a modkill)
and "removed from the player list" (a replacement), deaths in a Discourse details block,
"Day 4 — LyLo", twilight and dusk, a game that ends in the middle of a day, deadlines
relative to the post and rules of every day; and the near misses of each."""

from __future__ import annotations

from datetime import UTC, timedelta

import pytest

from tests.parser.host.zoo import (
    IVO_DIED,
    POSTED,
    at,
    deadline,
    ends,
    events,
    ids,
    marks,
    starts,
    subs,
)
from votecount.count.phase_markers import _started
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.walk import host_lines
from votecount.tally.events import PhaseKind
from votecount.tally.phases import Span

END = "<p>Ivo was lynched. Night 1 begins.</p>"
MORNING = "<p>The sun rises. Kestrel was found dead.</p>"


def _ends_alike(html: str) -> bool:
    """Init ends the day at the post, and the count's markers read an end in it (or a
    night's start, which closes the day)."""
    return ends(html) and _marks_an_end(html)


def _marks_an_end(html: str) -> bool:
    return any(kind == "end" or phase == "night" for kind, phase, _ in marks(html))


# the town's decision told, read by both readers (the count's markers read neither before)
NO_LYNCH = [
    ("no lynch today", "<p>No lynch today.</p>"),
    ("no lynch today, after a sentence", "<p>Time is short. No lynch today.</p>"),
    ("no lynch today, no stop", "<p>No lynch today</p>"),
    ("no lynch today!", "<p>No lynch today!</p>"),
    ("decided: no lynch", "<p>The town has decided: no lynch.</p>"),
    ("decided: no lynch!", "<p>The town has decided: no lynch!</p>"),
    ("decided: no elimination", "<p>The village has decided: no elimination.</p>"),
    ("verdict: no lynch", "<p>Verdict: no lynch.</p>"),
    ("no execution today", "<p>The votes are tied. No execution today.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_LYNCH], ids=ids(NO_LYNCH))
def test_no_lynch_ends_the_day_for_both_readers(html):
    assert _ends_alike(html)
    assert starts(html, MORNING) == [(2, 30)]


NOT_NO_LYNCH = [
    ("a new day's rule", "<p>Day 1 begins! No lynch today.</p>"),
    ("on a condition", "<p>If no lynch today, we go on.</p>"),
    ("asked", "<p>No lynch today?</p>"),
    ("asked, decided", "<p>The town has decided: no lynch?</p>"),
    ("a recap", "<p>No lynch yesterday.</p>"),
    ("a poll's option alone", "<p>No lynch.</p>"),
    # review21p: a day started on a line before it ("Day 2 begins!" over "No lynch today.")
    ("a new day's rule, the next line", "<p>Day 2 begins!</p><p>No lynch today.</p>"),
    ("a new day's rule, under its heading", "<p><b>Day 2</b></p><p>No lynch today.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_NO_LYNCH], ids=ids(NOT_NO_LYNCH))
def test_no_lynch_near_misses_end_nothing(html):
    assert not ends(html)
    assert not _marks_an_end(html)


def _night(html: str) -> bool | None:
    found = stated_deadline(host_lines(html), POSTED, UTC)
    return None if found is None else found.night


# a deadline under a night's start is the night's (it ends no day in the count)
NIGHT_DEADLINES = [
    ("it is now night, a countdown", "<p>It is now Night 2. Send me your actions.</p><p>Deadline 2026-12-08 17:51:00</p><p>(expired on 2026-12-08 16:51:00)</p>", True),
    ("lynched, night begins, deadline", "<p>Ivo was lynched. Night 1 begins.</p><p>Deadline: December 9, 20:00 UTC</p>", True),
    ("night has begun, a label over its time", "<p>Night 1 has begun.</p><p>Deadline:</p><p>December 9, 20:00 UTC</p>", True),
    ("the night's deadline said", "<p>Night 1 ends on December 9 at 20:00 UTC.</p>", True),
    # near misses: the day's
    ("night over, a day begins", "<p>Night 1 is over. Day 2 begins!</p><p>Deadline: December 9, 20:00 UTC</p>", False),
    ("a day begins", "<p>Day 2 begins!</p><p>Deadline: December 9, 20:00 UTC</p>", False),
    ("the day's deadline named", "<p>Night 1 begins.</p><p>Day 2 deadline: December 9, 20:00 UTC</p>", False),
    ("a night heading recapped", "<p>Night 1</p><p>Kestrel was found dead. Day 2 begins.</p><p>Deadline: December 9, 20:00 UTC</p>", False),
    ("no phase in the post", "<p>Deadline: December 9, 20:00 UTC</p>", False),
    # review21p: the night's end told first, the next deadline is the day's
    ("the night's end told, then the next", "<p>Night 1 begins.</p><p>The night ends December 7, 20:00 UTC.</p><p>Next deadline: December 9, 20:00 UTC</p>", False),
    ("the night's end told, then its countdown", "<p>Night falls. Ivo has been lynched.</p><p>Night 1 ends on December 9, 20:00 UTC.</p><p>Deadline: (expired on 2026-12-09 20:00:00)</p>", True),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "night"), [c[1:] for c in NIGHT_DEADLINES], ids=ids(NIGHT_DEADLINES)
)
def test_a_deadline_under_a_nights_start_is_the_nights(html, night):
    assert _night(html) is night


RELATIVE = [
    ("starts now and ends in 48 hours", "<p>Day 3 starts now and ends in 48 hours.</p>", POSTED + timedelta(hours=48)),
    ("has begun. It ends in 48 hours", "<p>Day 3 has begun. It ends in 48 hours.</p>", POSTED + timedelta(hours=48)),
    ("ends in 2 days", "<p>Day 3 starts now and ends in 2 days.</p>", POSTED + timedelta(days=2)),
    ("deadline in 72 hours", "<p>Day 3 starts now; deadline in 72 hours.</p>", POSTED + timedelta(hours=72)),
    ("a date wins", "<p>Day 3 starts now. Deadline: December 9, 20:00 UTC</p>", at(2026, 12, 9, 20)),
    # near misses: a rule of every day, a length from a post to come
    ("each day ends in 48 hours", "<p>Each day ends in 48 hours.</p>", None),
    ("every day has a deadline", "<p>Every day will have a deadline in 2 weeks.</p>", None),
    ("a rule beside the deadline", "<p>Day 3 is extended. Each day will last 2 weeks. Day 3 will end in (expired on 2026-12-15 15:45:00).</p>", at(2026, 12, 15, 15, 45)),
    # review21p: a rule of every day in the sentence that dates this one
    ("as every day, a date", "<p>Day 3 begins! As every day, deadline: December 9, 20:00 UTC</p>", at(2026, 12, 9, 20)),
    ("a rule in brackets beside a date", "<p>Day 3 deadline: December 9, 20:00 UTC (every day is 72 hours)</p>", at(2026, 12, 9, 20)),
    ("after the flip", "<p>Day 3 will end 48 hours after I post the flip.</p>", None),
    ("after each day's start", "<p>Deadlines are 48 hours after each day's start.</p>", None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RELATIVE], ids=ids(RELATIVE))
def test_a_deadline_relative_to_the_post(html, want):
    assert deadline(html) == want


WAITS = [
    ("otherwise we wait", "<p>Marlow replaces Ivo, otherwise we wait.</p>", []),
    ("otherwise we will wait", "<p>Marlow replaces Ivo, otherwise we will wait for another.</p>", []),
    ("otherwise Ivo stays", "<p>Marlow replaces Ivo, otherwise Ivo stays.</p>", []),
    ("otherwise I'll look", "<p>Marlow replaces Ivo, otherwise I'll look for someone else.</p>", []),
    ("otherwise Ivo is modkilled", "<p>Marlow replaces Ivo, otherwise Ivo gets modkilled.</p>", []),
    # near misses: the other case is the rest of the game
    ("otherwise nothing changes", "<p>Marlow replaces Ivo; otherwise nothing changes.</p>", [("Ivo", "Marlow")]),
    ("otherwise the game goes on", "<p>Marlow replaces Ivo, otherwise the game continues as normal.</p>", [("Ivo", "Marlow")]),
    ("has replaced, otherwise we wait", "<p>Marlow has replaced Ivo, otherwise we would wait.</p>", [("Ivo", "Marlow")]),
    # review21p: what stays is no player ("the deadline remains")
    ("otherwise the deadline remains", "<p>Marlow replaces Ivo, otherwise the deadline remains as posted.</p>", [("Ivo", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in WAITS], ids=ids(WAITS))
def test_a_replacement_with_a_wait_as_the_other_case(html, want):
    assert subs(html) == want


REMOVED = [
    ("removed from the game", "<p>Ivo has been removed from the game.</p>", [("modkill", "Ivo", None)]),
    ("removed from the game, a reason", "<p>Ivo has been removed from the game for inactivity.</p>", [("modkill", "Ivo", None)]),
    ("removed from the game, a role", "<p>Ivo has been removed from the game. He was a Mafia Goon.</p>", [("modkill", "Ivo", None)]),
    ("removed from the game and replaced", "<p>Ivo has been removed from the game and replaced by Marlow.</p>", [("substitution", "Ivo", "Marlow")]),
    ("removed and has been replaced", "<p>Ivo has been removed from the game and has been replaced by Marlow.</p>", [("substitution", "Ivo", "Marlow")]),
    ("removed from the player list, a pronoun", "<p>Ivo has been removed from the player list. Marlow replaces him.</p>", [("substitution", "Ivo", "Marlow")]),
    ("removed from the roster, a pronoun", "<p>Ivo has been removed from the roster. Marlow will be replacing him.</p>", [("substitution", "Ivo", "Marlow")]),
    # review21p: a replacement to come, or told in the next sentence, is no modkill
    ("removed and will be replaced by", "<p>Ivo has been removed from the game and will be replaced by Marlow.</p>", [("substitution", "Ivo", "Marlow")]),
    ("removed and will be replaced", "<p>Ivo has been removed from the game and will be replaced.</p>", []),
    ("removed from the game, a pronoun", "<p>Ivo has been removed from the game. Marlow replaces him.</p>", [("substitution", "Ivo", "Marlow")]),
    ("removed from the game, nobody replaces", "<p>Ivo has been removed from the game. Nobody will replace him.</p>", [("modkill", "Ivo", None)]),
    # near misses: a player list's change alone, a removal asked
    ("removed from the player list", "<p>Ivo has been removed from the player list.</p>", []),
    ("removed from the game? no", "<p>Has Ivo been removed from the game? No.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in REMOVED], ids=ids(REMOVED))
def test_removed_from_the_game_or_the_list(html, want):
    assert events(html) == want


FATES = [
    ("who died? Ivo did", "<p>Who died? Ivo did.</p>", IVO_DIED),
    ("who died? Ivo did!", "<p>Who died? Ivo did!</p>", IVO_DIED),
    ("who was killed? Ivo was", "<p>Who was killed last night? Ivo was.</p>", IVO_DIED),
    ("killed by the Mafia", "<p>Ivo was killed by the Mafia.</p>", IVO_DIED),
    ("killed by the Mafia, the role after", "<p>Ivo was killed by the Mafia. He was the Cop.</p>", IVO_DIED),
    ("the Mafia killed", "<p>The Mafia killed Ivo.</p>", IVO_DIED),
    ("details of Discourse", "<p>[details=Night 2 results]</p><p>Ivo was found dead.</p><p>[/details]</p>", IVO_DIED),
    ("details, a flip", "<p>[details=Night 2 results]</p><p>Ivo - Town Cop - killed Night 2</p><p>[/details]</p>", IVO_DIED),
    ("details, rendered", "<details><summary>Night 2 results</summary><p>Ivo was found dead. He was a Cop.</p></details>", IVO_DIED),
    ("a table of the dead", "<table><tr><th>Dead</th><th>Role</th></tr><tr><td>Ivo</td><td>Cop</td></tr></table>", IVO_DIED),
    ("a table, a cell header", "<table><tr><td>Killed</td><td>Role</td></tr><tr><td>Ivo</td><td>Town Cop</td></tr><tr><td>Juno</td><td>Mafia Goon</td></tr></table>", [*IVO_DIED, ("death", "Juno", None)]),
    ("a table of the night's kills", "<table><tr><th>Night kill</th><th>Night</th></tr><tr><td>Ivo</td><td>N2</td></tr></table>", IVO_DIED),
    ("a table of the lynched", "<table><tr><th>Lynched</th><th>Flip</th></tr><tr><td>Ivo</td><td>Mafia Goon</td></tr></table>", [("execution", "Ivo", None)]),
    ("a table of the eliminated", "<table><tr><th>Eliminated</th><th>Role</th></tr><tr><td>Ivo</td><td>Cop</td></tr></table>", [("execution", "Ivo", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FATES], ids=ids(FATES))
def test_a_fate(html, want):
    assert events(html) == want


NO_FATE = [
    ("who died? Ivo did not", "<p>Who died? Ivo did not.</p>"),
    ("who died? Ivo did?", "<p>Who died? Ivo did?</p>"),
    ("who died? Ivo left the thread", "<p>Who died? Ivo has left the thread.</p>"),
    ("Ivo tried to kill", "<p>Ivo tried to kill Juno.</p>"),
    ("Ivo tried to kill, last night", "<p>Ivo tried to kill Juno last night.</p>"),
    ("Ivo attempted to kill", "<p>Ivo attempted to kill Juno.</p>"),
    ("the Mafia tried to kill", "<p>The Mafia tried to kill Ivo.</p>"),
    ("nearly killed", "<p>Ivo was nearly killed by the Mafia.</p>"),
    ("killed? no", "<p>Ivo was killed by the Mafia? No, Ivo is fine.</p>"),
    ("attacked, survived", "<p>Ivo was attacked by the Mafia but survived.</p>"),
    ("details: nobody died", "<details><summary>Night 2 results</summary><p>Nobody died.</p></details>"),
    ("details: survived", "<details><summary>Night 2 results</summary><p>Ivo was attacked but survived.</p></details>"),
    ("a table of players", "<table><tr><th>Player</th><th>Role</th></tr><tr><td>Ivo</td><td>Cop</td></tr></table>"),
    ("a table of the living", "<table><tr><th>Alive</th><th>Role</th></tr><tr><td>Ivo</td><td>?</td></tr></table>"),
    ("a table of the dead, a list in a cell", "<table><tr><th>Dead</th><th>Role</th></tr><tr><td>Ivo, Juno</td><td>Cop</td></tr></table>"),
    ("a table of votes", "<table><tr><th>Votes</th><th>Voters</th></tr><tr><td>Ivo</td><td>Juno</td></tr></table>"),
    ("a table of the dead, nobody", "<table><tr><th>Dead</th><th>Role</th></tr><tr><td>Nobody</td><td></td></tr></table>"),
    ("a table of the lynched, counts", "<table><tr><th>Lynched</th><th>Votes</th></tr><tr><td>Ivo</td><td>5</td></tr></table>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_FATE], ids=ids(NO_FATE))
def test_no_fate(html):
    assert events(html) == []


def test_a_death_in_an_images_alt_text():
    assert events('<p><img src="card.png" alt="Ivo - Town Cop - killed Night 1"></p>') == IVO_DIED


DAY_ENDS = [
    ("that's the hammer on Ivo", "<p>That's the hammer on Ivo!</p>"),
    ("that is a hammer", "<p>That is a hammer.</p>"),
    ("a heading: ended, night begins", "<h2>Day 1 has ended. Night 1 begins.</h2>"),
    ("a bold line: ended, night begins", "<p><b>Day 1 has ended. Night 1 begins.</b></p>"),
    ("a heading: end of day, night begins", "<h2>End of Day 1 — Night 1 begins</h2>"),
    ("it is now dusk", "<p>It is now Dusk.</p>"),
    ("dusk has begun", "<p>Dusk has begun.</p>"),
    ("dusk falls, voting closed", "<p>Dusk falls. Voting is closed.</p>"),
    ("it is now twilight", "<p>It is now Twilight.</p>"),
    ("twilight has begun", "<p>Twilight has begun. Voting is closed.</p>"),
    ("over, twilight begins", "<p>Day 1 is over! Twilight begins.</p>"),
    ("a twilight heading, the flip", "<h3>Twilight</h3><p>Ivo, Town Cop, was lynched Day 1.</p>"),
    ("a dusk heading, the lynch", "<p>Dusk</p><p>Ivo was lynched.</p>"),
    ("ended with the lynch of", "<p>Day 1 has ended with the lynch of Ivo.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in DAY_ENDS], ids=ids(DAY_ENDS))
def test_a_day_ends(html):
    assert _ends_alike(html)
    assert starts(html, MORNING) == [(2, 30)]


NOT_DAY_ENDS = [
    ("a hammer confirmed alone", "<p>Hammer!</p>"),
    ("a hammer asked", "<p>Was that the hammer?</p>"),
    ("the hammer's job", "<p>That's the hammer's job.</p>"),
    ("the hammer on a condition", "<p>That's the hammer if nobody unvotes.</p>"),
    ("a hammer to come", "<p>Hammer incoming?</p>"),
    ("the hammer's count", "<p>The hammer is at 5 votes.</p>"),
    ("twilight, a rule", "<p>Twilight lasts 24 hours after each day.</p>"),
    ("dusk, a plan", "<p>We will have a dusk phase after each day.</p>"),
    ("dusk to come", "<p>Dusk is coming soon.</p>"),
    ("dusk at a time", "<p>Dusk will begin at 20:00.</p>"),
    ("a heading: the day ends later", "<h2>Day 1 ends in 24 hours</h2>"),
    ("LyLo to come", "<p>LyLo tomorrow if nobody dies.</p>"),
    # review21p: the hammer's target read with it; a player called Dusk
    ("the hammer on a name, a condition", "<p>That's the hammer on Ivo if Juno votes.</p>"),
    ("the hammer on a name, asked", "<p>That's the hammer on Ivo? No, not yet.</p>"),
    ("a player Dusk in a list", "<p>Alive:</p><p>Juno</p><p>Dusk</p><p>Wren</p>"),
    ("a player Dusk is here", "<p>Dusk is here, welcome to the game.</p>"),
    ("a player Dusk posts again", "<p>Dusk has started to post again.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_DAY_ENDS], ids=ids(NOT_DAY_ENDS))
def test_no_day_ends(html):
    assert not ends(html)
    assert not _marks_an_end(html)


LYLO = [
    ("a LyLo heading", "<p>Day 2 — LyLo</p>"),
    ("a LyLo heading, the count", "<p>Day 2 — LyLo (5 alive, 3 to lynch)</p>"),
    ("a LyLo heading, bold", "<p><b>Day 2 - LYLO</b></p><p>Kestrel was found dead.</p>"),
    ("an image's alt", '<p><img src="d2.png" alt="Day 2 begins"></p>'),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in LYLO], ids=ids(LYLO))
def test_a_day_heading_with_its_stakes_starts_the_day(html):
    assert starts(END, html) == [(2, 30)]


def test_a_twilight_between_day_and_night_starts_nothing():
    assert starts(END, "<p>Twilight</p>", "<p>Day 2 begins.</p>") == [(2, 40)]


def test_a_game_ended_in_the_day_starts_no_day_after_it():
    modkill = "<p>Ivo has been modkilled. The mafia has reached parity. Mafia wins!</p>"
    morning = "<p>Kestrel was found dead. Day 2 begins.</p>"
    assert starts(END, morning, modkill, "<p>Day 3 begins.</p>") == [(2, 30)]
    assert events(modkill) == [("modkill", "Ivo", None)]


def test_a_day_started_in_post_0_is_started():
    """A phpBB thread's first post is number 0: a day it starts is started there."""
    times = {0: POSTED, 5: POSTED + timedelta(hours=1)}
    spans = [Span(PhaseKind.DAY, 1, start_post=0), Span(PhaseKind.DAY, 2, start_post=5)]
    assert _started(spans, times) == {
        (PhaseKind.DAY, 1): POSTED,
        (PhaseKind.DAY, 2): POSTED + timedelta(hours=1),
    }


SAID_BEFORE_THE_FLIP = [
    ("a no-lynch reached, the flavour to come", "<p>A no-lynch has been reached. Stand by for flavor.</p>"),
    ("a lynch, the scene to come", "<p>That's a lynch, folks: standby for mod scene.</p>"),
]  # fmt: skip


@pytest.mark.parametrize(
    "html", [c[1] for c in SAID_BEFORE_THE_FLIP], ids=ids(SAID_BEFORE_THE_FLIP)
)
def test_the_count_ends_the_day_at_the_flip_after_an_end_said_first(html):
    """Init's day end (``ends_a_day``) is here, but the count's markers wait for the flip
    the post promises: the archive's end is the flip (two exact day ends of the 120)."""
    assert ends(html)
    assert not _marks_an_end(html)
