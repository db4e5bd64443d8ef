"""The reason reconcile gives for a differing voter (``_why``), on made-up day histories."""

from __future__ import annotations

from datetime import UTC, datetime

from votecount.count.reconcile import _Names, _why
from votecount.tally.events import PostRef
from votecount.tally.result import Action, HistoryEntry

NAMES = _Names({n: n for n in ("ivo", "juno", "lark")})


def _entry(n: int, action: Action, target: str | None, accepted: bool = True, code: str = ""):
    ref = PostRef(post_id=f"p{n}", number=n, time=datetime(2024, 1, 1, tzinfo=UTC))
    return HistoryEntry(ref, "juno", action, target, None, accepted, code)


def test_an_unvote_refused_after_a_hammer_is_the_reason_the_vote_stands():
    # votecount counted a hammer at #9 the host did not; juno's unvote at #12 was refused,
    # so votecount still has juno on ivo where the host has juno nowhere
    history = [
        _entry(3, Action.VOTE, "ivo"),
        _entry(12, Action.UNVOTE, None, accepted=False, code="VOTE_AFTER_HAMMER"),
    ]
    assert _why("juno", "ivo", history, NAMES) == (
        "juno: unvote at #12 did not count (VOTE_AFTER_HAMMER)"
    )


def test_a_refused_unvote_before_a_later_vote_is_no_reason():
    history = [
        _entry(3, Action.UNVOTE, None, accepted=False, code="VOTE_AFTER_HAMMER"),
        _entry(5, Action.VOTE, "ivo"),
    ]
    assert _why("juno", "ivo", history, NAMES) == "juno voted ivo at #5"
    # the refused unvote does not explain a wagon the vote is not on
    refused_last = [_entry(3, Action.VOTE, "ivo"), _entry(7, Action.UNVOTE, None, False, "X")]
    assert _why("juno", "lark", refused_last, NAMES) == "juno moved to ivo at #3"
