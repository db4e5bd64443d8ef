"""One order at a phase's closing post (issue 27): the phase resolves from the votes that
stood, then the host's changes placed at that post take effect; a change that would have
changed the result is reported (``HOST_EVENT_AFTER_RESULT``)."""

from __future__ import annotations

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PhaseEntry
from votecount.tally import Status

POSTS = thread(
    ("host", "<b>Day 1</b> begins"),
    ("alice", "<b>vote carol</b>"),
    ("bob", "<b>vote carol</b>"),
    ("dave", "<b>vote erin</b>"),
    ("host", "Day 1 is over. Bob was shot at dusk."),
)
DEADLINE = {"resolution": "plurality"}
DAY = (PhaseEntry("day", 1, start_post=1, end_post=5),)


def _codes(day) -> list[str]:
    return [v.code for v in (*day.rejected, *day.notices)]


def test_a_death_at_the_closing_post_takes_effect_after_the_day_resolved() -> None:
    death = (HostEvent("death", at_post=5, player="bob"),)
    vc = pipeline.count(game(phases=DAY, events=death, switches=DEADLINE), POSTS)
    day = vc.day(1)
    # carol 2 (alice, bob) - erin 1 stood at the deadline: bob's death comes after it
    assert day.outcome.status is Status.ELIMINATED and day.outcome.eliminated == "carol"
    notes = [v for v in (*day.rejected, *day.notices) if v.code == "HOST_EVENT_AFTER_RESULT"]
    assert len(notes) == 1 and notes[0].player == "bob"
    assert "the death of bob" in notes[0].reason


def test_a_death_that_changes_nothing_is_not_reported() -> None:
    death = (HostEvent("death", at_post=5, player="dave"),)  # carol 2 - erin 0 either way
    vc = pipeline.count(game(phases=DAY, events=death, switches=DEADLINE), POSTS)
    day = vc.day(1)
    assert day.outcome.eliminated == "carol"
    assert "HOST_EVENT_AFTER_RESULT" not in _codes(day)


def test_a_death_before_the_closing_post_still_counts_at_once() -> None:
    death = (HostEvent("death", at_post=4, player="bob"),)
    vc = pipeline.count(game(phases=DAY, events=death, switches=DEADLINE), POSTS)
    day = vc.day(1)
    assert day.outcome.eliminated != "carol"  # carol 1 - erin 1: bob's vote went with him
    assert "HOST_EVENT_AFTER_RESULT" not in _codes(day)
