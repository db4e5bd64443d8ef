"""Who may speak, from the seed's schedule (issue 27): in Event 2 only the Executioner
until the pick, then the Executioner and the living nobles; in Event 6 no one. No
``stage`` row is needed; a ``stage`` row still overrides. In Event 4 the teams talk in
their team PMs until every nomination is in."""

from __future__ import annotations

from tests.count.made_up import game, thread
from tests.events_game.duel import MARKERS, PLAYERS, POSTS
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PhaseEntry, PlayerEntry

# Event 2: alice is the Executioner, bob carol dave the nobles, erin spectates
E2 = thread(
    ("host", "Event 2: Off With Your Head!"),
    ("alice", "I need a moment to choose."),
    ("bob", "Pick carol!"),  # before the pick: only the Executioner speaks
    ("alice", "VOTE: dave"),  # the pick
    ("host", "dave loses his head."),
    ("bob", "Well then. YES"),  # a living noble after the pick
    ("alice", "Mercy, please."),
)
PLAN2 = HostEvent("event", at_post=1, day=2, value=["alice", "bob", "carol", "dave"],
                  player="alice", note="yes_no")  # fmt: skip
DEAD = HostEvent("death", at_post=5, player="dave")


def _silenced(posts, phases, events) -> list[tuple[int, str]]:
    g = game(ruleset="events", phases=phases, events=events, parser=MARKERS)
    vc = pipeline.count(g, posts)
    found = [v for d in vc.days for v in (*d.notices, *d.rejected)]
    return [(v.ref.number, v.player) for v in found if v.code == "STAGE_SILENCE"]


def test_event_2_only_the_executioner_speaks_until_the_pick() -> None:
    phases = (PhaseEntry("day", 2, start_post=1),)
    assert _silenced(E2, phases, (PLAN2, DEAD)) == [(3, "bob")]


def test_a_stage_row_still_overrides_the_seed() -> None:
    phases = (PhaseEntry("day", 2, start_post=1),)
    stage = HostEvent("stage", at_post=5, day=2, value=["alice"])
    assert _silenced(E2, phases, (PLAN2, DEAD, stage)) == [(3, "bob"), (6, "bob")]


def test_event_6_nobody_speaks() -> None:
    posts = thread(
        ("host", "Event 6: lights out."),
        ("alice", "..."),
        ("bob", "I aim."),
    )
    plan = HostEvent("event", at_post=1, day=6, value=["alice", "bob", "carol"], note="private")
    phases = (PhaseEntry("day", 6, start_post=1),)
    assert _silenced(posts, phases, (plan,)) == [(2, "alice"), (3, "bob")]


def test_event_4_the_teams_talk_in_their_team_pms_until_every_nomination_is_in() -> None:
    posts = thread(*[(p.author, p.html) for p in POSTS[:8]],
                   ("host", "Event 4: Split Decision. To your team PMs."),
                   ("alice", "Blue, what do we think?"),  # in the thread: the PMs are for that
                   ("host", "Both teams have nominated."),
                   ("dave", "Now we can talk again."))  # fmt: skip
    picks = {"dave": "alice", "erin": "alice", "fay": "gil", "bob": "alice",
             "alice": "dave", "gil": "dave", "carol": "erin"}  # fmt: skip
    rows = tuple(HostEvent("private_vote", at_post=11, day=4, player=p, other=o)
                 for p, o in picks.items())  # fmt: skip
    phases = (PhaseEntry("day", 3, start_post=1, end_post=8), PhaseEntry("day", 4, start_post=9))
    g = game(ruleset="events", phases=phases, events=rows, parser=MARKERS,
             players=tuple(PlayerEntry(p) for p in PLAYERS))  # fmt: skip
    vc = pipeline.count(g, posts, view="host")
    found = [(v.ref.number, v.player, v.reason) for d in vc.days for v in d.notices
             if v.code == "STAGE_SILENCE"]  # fmt: skip
    assert found == [(10, "alice", "Event 4's teams talk in their team PMs until every "
                                   "nomination is in")]  # fmt: skip
