"""``vote_reset`` (a host event): every standing vote of the open day is cleared and the
day goes on (a host resets the votes after a modkill)."""

from __future__ import annotations

from votecount.tally import Rules, Setup, tally
from votecount.tally.events import INDEX_HOST, VoteReset

from .dsl import codes, events, ref, wagons


def _run(script: str, reset_at: int) -> object:
    evs = events(script)
    evs.append(VoteReset(ref(reset_at, INDEX_HOST), "after the modkill"))
    evs.sort(key=lambda e: e.ref.key)
    return tally(Setup.of("a", "b", "c", "d", "e", "f", "g"), evs, Rules.from_switches("mafia", {}))


def test_reset_clears_every_vote_and_later_votes_count():
    vc = _run("D1\na>b\nc>b\nd>e\npost a\nf>e", reset_at=5)
    assert wagons(vc, 1) == {"e": ["f"]}
    released = [(h.voter, h.previous) for h in vc.day(1).history if h.action.value == "released"]
    assert released == [("a", "b"), ("c", "b"), ("d", "e")]
    assert codes(vc) == []


def test_reset_outside_an_open_day_is_rejected():
    vc = _run("D1\na>b\nc>b\nd>b\ne>b\npost a", reset_at=7)  # after the hammer
    assert "HOST_EVENT_INVALID" in codes(vc)
    assert wagons(vc, 1) == {"b": ["a", "c", "d", "e"]}
