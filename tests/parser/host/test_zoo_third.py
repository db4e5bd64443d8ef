"""The catalogue of invented host posts, part 8 (the third zoo, sixteenth session): a
host's first run, as a host writes the phases and deaths a game file needs: day starts
inside longer posts, in an image's alt text, a day opened by nothing but its new
deadline; day ends and night results in the shapes the second zoo lacks; modkills, day
kills, replacements; and the near misses of each."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.parser.host.zoo import (
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    ends,
    events,
    marks,
    starts,
    subs,
)
from votecount.parser.host.daystarts import day_starts, deadline_opens

NIGHT = "<p>Night 1 has begun. Send in your actions.</p>"

# -- day starts -------------------------------------------------------------------------
STARTS = [
    ("begins, inside a paragraph",
     "<p>The bells rang out over the harbour and, with a groan from the gulls, Day 2 begins"
     " in earnest. Nobody is smiling.</p>"),
    ("after the night's results",
     "<p>Kestrel was found dead in the library. Kestrel was a Vanilla Townie.</p>"
     "<p>Day 2 begins now. With 7 alive it takes 4 to lynch.</p>"),
    ("after a long story and a list",
     "<p>The fog lifted slowly.</p><p>Living players:<br>Juno<br>Ivo<br>Wren</p>"
     "<p>Day 2 has begun! Deadline in 7 days.</p>"),
    ("an image's alt text", '<p><img src="https://img.example/d2.png" alt="Day 2 begins"></p>'),
    ("an image's alt text, a heading",
     '<p><img src="https://img.example/h.png" alt="Day Two"></p><p>Deadline: Friday 8pm GMT</p>'),
    ("Day 2 is underway", "<p>Day 2 is underway.</p>"),
    ("Day 2 commences", "<p>Day 2 commences.</p>"),
    ("Day 2 kicks off", "<p>Day 2 kicks off now!</p>"),
    ("Start of Day 2", "<p><b>Start of Day 2</b></p>"),
    ("Beginning of Day 2", "<p>Beginning of Day 2.</p>"),
    ("the night is over, Day 2", "<p>The night is over. Day 2 has started.</p>"),
    ("a decorated heading", "<p><b>~*~ Day 2 ~*~</b><br>The square is quiet.</p>"),
    ("a heading with its deadline in brackets", "<p><b>Day 2 (deadline: Friday 8pm GMT)</b></p>"),
    ("Day 2 starts in this post", "<p>Day 2 starts with this post.</p>"),
    ("good morning, town", "<p>Good morning, town!</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in STARTS], ids=[i for i, _ in STARTS])
def test_day_two_starts(html):
    assert starts(NIGHT, html) == [(2, 30)]


NOT_STARTS = [
    ("a start on a condition", "<p>Day 2 begins when every action is in.</p>"),
    ("a start to come", "<p>Day 2 will begin in 24 hours.</p>"),
    ("an expectation", "<p>I expect Day 2 to begin tomorrow.</p>"),
    ("a start on a rule", "<p>If Day 2 begins late, the deadline moves with it.</p>"),
    ("an image with the forum's alt", '<p><img src="https://img.example/x.png" alt="Image"></p>'),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_STARTS], ids=[i for i, _ in NOT_STARTS])
def test_no_day_start_is_named(html):
    assert starts(html) == []
    assert not [m for m in marks(html) if m[0] == "start"]


# -- a day opened by its new deadline alone --------------------------------------------
T0 = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
COUNTDOWN = '<span class="countdown">(expired on {})</span>'
NIGHT_ENDS = "<p>Ivo was lynched. Night 1 begins and will end in " + COUNTDOWN + ".</p>"


def _opened(night: str, later: str, hours: float) -> list[tuple[int, int]]:
    """Day 1 at post 10, the night's start at post 20 (at T0), ``later`` at post 30,
    ``hours`` after it."""
    posts = [(20, night), (30, later)]
    posted = {20: T0, 30: T0 + timedelta(hours=hours)}
    return [(d.day, d.post) for d in day_starts(posts, 10, posted=posted)]


NEW_DEADLINES = [
    ("a countdown alone", COUNTDOWN.format("2026-12-10 18:00:00")),
    ("a countdown in bold", "<b>" + COUNTDOWN.format("2026-12-10 18:00:00") + "</b>"),
    ("an image and a countdown",
     '<img src="https://img.example/d2.png" alt="Image"><br>' + COUNTDOWN.format("2026-12-10 18:00:00")),
    ("Deadline: and a countdown", "<p>Deadline: " + COUNTDOWN.format("2026-12-10 18:00:00") + "</p>"),
    ("a deadline line alone", "<p>Deadline: December 10 at 6pm GMT</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NEW_DEADLINES], ids=[i for i, _ in NEW_DEADLINES])
def test_a_new_deadline_after_the_nights_opens_the_day(html):
    night = NIGHT_ENDS.format("2026-12-03 18:00:00")
    assert _opened(night, html, 49) == [(2, 30)]


NOT_NEW_DEADLINES = [
    ("the night's own countdown", NIGHT_ENDS.format("2026-12-03 18:00:00"),
     COUNTDOWN.format("2026-12-03 18:00:00"), 0.1),
    ("a later deadline long before the night's end", NIGHT_ENDS.format("2026-12-03 18:00:00"),
     COUNTDOWN.format("2026-12-10 18:00:00"), 2),
    ("the night's deadline unstated", "<p>Ivo was lynched. Night 1 begins.</p>",
     COUNTDOWN.format("2026-12-10 18:00:00"), 49),
    ("more words than the deadline", NIGHT_ENDS.format("2026-12-03 18:00:00"),
     "<p>Wren is V/LA until " + COUNTDOWN.format("2026-12-10 18:00:00") + "</p>", 49),
    ("the night extended", NIGHT_ENDS.format("2026-12-03 18:00:00"),
     "<p>Night deadline: " + COUNTDOWN.format("2026-12-05 18:00:00") + "</p>", 47),
]  # fmt: skip


@pytest.mark.parametrize(("night", "html", "hours"), [c[1:] for c in NOT_NEW_DEADLINES],
                         ids=[c[0] for c in NOT_NEW_DEADLINES])  # fmt: skip
def test_no_day_opens_by_a_deadline(night, html, hours):
    assert _opened(night, html, hours) == []


@pytest.mark.parametrize("html", [h for _, h in NEW_DEADLINES], ids=[i for i, _ in NEW_DEADLINES])
def test_deadline_opens_the_day_in_a_night_whose_end_is_known(html):
    """``make_games.py`` knows where each day ended: the same rule over one night's posts."""
    night = [
        (20, NIGHT_ENDS.format("2026-12-03 18:00:00")),
        (25, "<p>Prodding Wren.</p>"),
        (30, html),
    ]
    posted = {20: T0, 25: T0 + timedelta(hours=20), 30: T0 + timedelta(hours=49)}
    assert deadline_opens(night, posted) == 30


@pytest.mark.parametrize(("night", "html", "hours"), [c[1:] for c in NOT_NEW_DEADLINES],
                         ids=[c[0] for c in NOT_NEW_DEADLINES])  # fmt: skip
def test_deadline_opens_nothing_on_the_near_misses(night, html, hours):
    assert (
        deadline_opens([(20, night), (30, html)], {20: T0, 30: T0 + timedelta(hours=hours)}) is None
    )


def test_a_new_deadline_inside_a_day_opens_nothing():
    """During a day (no end read), a bare countdown is the day's own deadline."""
    day = "<p>Vote Count 1.3</p><p>Ivo - Juno</p><p>Not voting: Wren</p>"
    posts = [(20, day), (30, COUNTDOWN.format("2026-12-20 18:00:00"))]
    posted = {20: T0, 30: T0 + timedelta(days=3)}
    assert day_starts(posts, 10, posted=posted) == []


# -- day ends and night starts ----------------------------------------------------------
ENDINGS = [
    ("the day is over", "<p>The day is over.</p>"),
    ("Day 1 is closed", "<p>Day 1 is closed.</p>"),
    ("voting is now closed", "<p>Voting is now closed.</p>"),
    ("hammer, lynched", "<p>Hammer! Ivo is lynched.</p>"),
    ("the town has spoken", "<p>The town has spoken: Ivo is executed.</p>"),
    ("ended with no lynch", "<p>Day 1 has ended with no lynch.</p>"),
    ("Night 1 starts now", "<p>Night 1 starts now.</p>"),
    ("night phase begins", "<p>The night phase begins.</p>"),
    ("It is now night", "<p>It is now night.</p>"),
    ("Night has come", "<p>Night has come.</p>"),
    ("the deadline has been reached", "<p>The deadline has been reached.</p>"),
    ("a lynch inside a longer post",
     "<p>What a day it has been. After much shouting in the square, Ivo was lynched, and the"
     " crowd went home in silence.</p><p>Ivo was a Mafia Goon.</p>"),
    ("Night 1 begins in an image's alt", '<p><img src="https://img.example/n1.png" alt="Night 1 begins"></p>'),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in ENDINGS], ids=[i for i, _ in ENDINGS])
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, "<p>The sun rises. Kestrel was found dead.</p>") == [(2, 30)]


NOT_ENDINGS = [
    ("a night to come", "<p>Night 1 will start after the lynch.</p>"),
    ("a majority's size", "<p>With 8 alive it takes 5 to lynch.</p>"),
    ("one from a lynch", "<p>Ivo is one vote away from being lynched.</p>"),
    ("a rule of the night", "<p>If no one is lynched, night falls at the deadline.</p>"),
    ("a deadline to come", "<p>Voting closes Friday at 8pm GMT.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_ENDINGS], ids=[i for i, _ in NOT_ENDINGS])
def test_no_day_ends(html):
    assert not ends(html)
    assert not [m for m in marks(html) if m[0] == "end"]


# -- deaths ----------------------------------------------------------------------------
FATES = [
    # night results
    ("killed during the night", "<p>Ivo was killed during the night.</p>", IVO_DIED),
    ("found dead this morning, the role", "<p>Ivo was found dead this morning. He was a Vanilla Townie.</p>", IVO_DIED),
    ("killed by the mafia", "<p>Last night, Ivo was killed by the Mafia.</p>", IVO_DIED),
    ("the mafia have killed", "<p>The mafia have killed Ivo.</p>", IVO_DIED),
    ("stabbed", "<p>Ivo was stabbed.</p>", IVO_DIED),
    ("strangled", "<p>Ivo was strangled in his bed.</p>", IVO_DIED),
    ("mauled", "<p>Ivo was mauled by wolves.</p>", IVO_DIED),
    ("murdered", "<p>Ivo was murdered.</p>", IVO_DIED),
    ("has perished", "<p>Ivo has perished.</p>", IVO_DIED),
    ("slain", "<p>Ivo was slain.</p>", IVO_DIED),
    ("is no longer with us", "<p>Ivo is no longer with us.</p>", IVO_DIED),
    ("a results line with a dash", "<p>Ivo (Vanilla Townie) - killed N1</p>", IVO_DIED),
    ("a role between dashes", "<p>Ivo - Mafia Goon - killed Night 1</p>", IVO_DIED),
    ("a night result under a heading", "<p><b>Night 1 results:</b><br>Ivo has died.</p>", IVO_DIED),
    ("the flip in brackets", "<p>Ivo [Town Doctor] has been killed.</p>", IVO_DIED),
    ("the dead body of", "<p>Night 1 is over and you discover the dead body of Ivo, Vanilla Townie.</p>", IVO_DIED),
    ("the corpse of", "<p>In the square lies the lifeless corpse of Ivo.</p>", IVO_DIED),
    ("the remains of", "<p>The sun rose to reveal the remains of Ivo.</p>", IVO_DIED),
    ("the name and its comma on a line of their own",
     "<p><b>Night One and Day Two</b><br>Ivo,<br>Vanilla Townie, was shot in the head Night One.</p>", IVO_DIED),
    # modkills
    ("modkilled", "<p>Ivo has been modkilled.</p>", IVO_MODKILLED),
    ("mod-killed", "<p>Ivo has been mod-killed.</p>", IVO_MODKILLED),
    ("a modkill label", "<p>Modkill: Ivo</p>", IVO_MODKILLED),
    ("modkilling", "<p>I am modkilling Ivo for breaking the rules.</p>", IVO_MODKILLED),
    ("modkilled for inactivity, the role", "<p>Ivo is modkilled for inactivity. Ivo was a Vanilla Townie.</p>", IVO_MODKILLED),
    # day kills
    ("shot in broad daylight", "<p>Ivo was shot in broad daylight!</p>", IVO_DIED),
    ("a day kill", "<p>BANG! Ivo has been shot. Ivo was a Mafia Goon.</p>", IVO_DIED),
    ("killed during the day", "<p>During the day, Ivo was killed.</p>", IVO_DIED),
    ("a vigilante's day shot", "<p>Juno shoots Ivo! Ivo was a Mafia Goon.</p>", IVO_DIED),
    # lynches
    ("has been hanged", "<p>Ivo has been hanged.</p>", IVO_LYNCHED),
    ("executed by the town", "<p>Ivo was executed by the town.</p>", IVO_LYNCHED),
    ("the town lynched", "<p>The town lynched Ivo.</p>", IVO_LYNCHED),
    ("is lynched!", "<p>Ivo is lynched!</p>", IVO_LYNCHED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in FATES],
                         ids=[i for i, _, _ in FATES])  # fmt: skip
def test_a_fate_is_suggested(html, want):
    assert events(html) == want


NO_FATE = [
    ("a threat of a modkill", "<p>Ivo, post or you will be modkilled.</p>"),
    ("a rule of modkills", "<p>Modkills are for inactivity only.</p>"),
    ("a shot that missed", "<p>Ivo was shot at, but survived.</p>"),
    ("a wish", "<p>I hope Ivo is not killed tonight.</p>"),
    ("the body of a stranger", "<p>You find the body of an old sailor on the beach.</p>"),
    ("a name and a comma, then a request", "<p>Ivo,<br>please post more today.</p>"),
    ("a body of work", "<p>Ivo's award is for a body of work, not one game.</p>"),
    ("the body of a player, on a condition", "<p>If you find the body of Ivo, tell me.</p>"),
    ("poisoned, cured", "<p>Ivo was poisoned, but the doctor cured him.</p>"),
    ("poisoned: may die later", "<p>Ivo was poisoned.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NO_FATE], ids=[i for i, _ in NO_FATE])
def test_no_fate_is_suggested(html):
    assert events(html) == []


# -- results a host hides in a spoiler ------------------------------------------------
def spoiler(title: str, body: str) -> str:
    """phpBB's [spoiler=TITLE] as the forum renders it."""
    return (f'<div class="quotetitle"><b>Spoiler: {title}</b> <input type="button" value="Show"></div>'
            f'<div class="quotecontent"><div style="display:none">{body}</div></div>')  # fmt: skip


HIDDEN = [
    ("Night Results", "<p>Day 2 begins.</p>" + spoiler("Night Results", "Ivo was killed. He was a Vanilla Townie."), IVO_DIED),
    ("Flip, a flip line", spoiler("Flip", "Ivo, Mafia Goon, lynched Day 1"), IVO_LYNCHED),
    ("Eliminated!, a name and role", "<p>1 player died last night!</p>" + spoiler("Eliminated!", "Ivo, a Town Doctor"), IVO_DIED),
    ("untitled, a themed flip", spoiler("", "Ivo, Vanilla Townie, swallowed by the marsh, Night 2"), IVO_DIED),
    ("Last Night", spoiler("Last Night", "Ivo was found dead in the well."), IVO_DIED),
    ("a spoiler in an [area] box",
     "<fieldset><legend>Day 2</legend>" + spoiler("", "Ivo, Town Tracker has been murdered!") + "</fieldset>", IVO_DIED),
    ("a summary's details", "<details><summary>Night 2 Results</summary><p>Ivo was killed.</p></details>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in HIDDEN],
                         ids=[i for i, _, _ in HIDDEN])  # fmt: skip
def test_a_fate_in_a_results_spoiler_is_suggested(html, want):
    assert events(html) == want


NOT_HIDDEN = [
    ("a sample role PM", spoiler("Sample Role PM", "Ivo, Vanilla Townie, killed Night 1")),
    ("the night's actions", spoiler("Night Actions", "Ivo was killed by the mafia.")),
    ("the vote history", spoiler("Vote history", "Ivo was lynched Day 1")),
    ("a replacement logged in a flip spoiler", spoiler("Flip", "Marlow replaces Ivo.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_HIDDEN], ids=[i for i, _ in NOT_HIDDEN])
def test_no_fate_in_other_spoilers(html):
    assert events(html) == []


def test_a_players_spoiler_is_not_read():
    assert events(spoiler("Flip", "Ivo, Mafia Goon, lynched Day 1"), author="Juno") == []


# -- replacements ----------------------------------------------------------------------
IVO_OUT = [("Ivo", "Marlow")]
REPLACEMENTS = [
    ("effective immediately", "<p>Marlow is replacing Ivo, effective immediately.</p>"),
    ("has replaced", "<p>Marlow has replaced Ivo.</p>"),
    ("welcome, replacing", "<p>Welcome Marlow, replacing Ivo!</p>"),
    ("steps in for", "<p>Marlow steps in for Ivo.</p>"),
    ("taking over for", "<p>Marlow is taking over for Ivo.</p>"),
    ("subbed out for", "<p>Ivo has been subbed out for Marlow.</p>"),
    ("being replaced by", "<p>Ivo is being replaced by Marlow.</p>"),
    ("Replacement: for", "<p>Replacement: Marlow for Ivo</p>"),
    ("replaced. welcome", "<p>Ivo has been replaced by Marlow. Welcome!</p>"),
]  # fmt: skip


# read since the fourth zoo (seventeenth session): a slot "controlled", "(replacing Ivo)"
UNREAD = [
    pytest.param("<p>Marlow now controls Ivo's slot.</p>", id="now controls the slot"),
    pytest.param("<p>Marlow (replacing Ivo) is now in the game.</p>", id="in brackets"),
]  # fmt: skip


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in REPLACEMENTS] + UNREAD)
def test_a_replacement_is_suggested(html):
    assert subs(html) == IVO_OUT


NOT_REPLACED = [
    ("a replacement sought", "<p>Ivo needs a replacement; Marlow, are you free?</p>"),
    ("a prod", "<p>Ivo has been prodded. Marlow is on standby.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_REPLACED], ids=[i for i, _ in NOT_REPLACED])
def test_no_replacement(html):
    assert subs(html) == []
