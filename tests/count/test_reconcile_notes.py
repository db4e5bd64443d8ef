"""The reason reconcile gives for a differing voter (``why_differs``), on made-up day histories."""

from __future__ import annotations

from datetime import UTC, datetime

from votecount.count.reconcile.notes import refused_later, why_differs
from votecount.count.reconcile.snapshots import SlotNames
from votecount.tally.events import PostRef
from votecount.tally.result import Action, HistoryEntry

NAMES = SlotNames({n: n for n in ("ivo", "juno", "lark")})


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
    assert why_differs("juno", "ivo", history, NAMES) == (
        "juno: unvote at #12 did not count (VOTE_AFTER_HAMMER)"
    )


def test_a_refused_unvote_before_a_later_vote_is_no_reason():
    history = [
        _entry(3, Action.UNVOTE, None, accepted=False, code="VOTE_AFTER_HAMMER"),
        _entry(5, Action.VOTE, "ivo"),
    ]
    assert why_differs("juno", "ivo", history, NAMES) == "juno voted ivo at #5"
    # the refused unvote does not explain a wagon the vote is not on
    refused_last = [_entry(3, Action.VOTE, "ivo"), _entry(7, Action.UNVOTE, None, False, "X")]
    assert why_differs("juno", "lark", refused_last, NAMES) == "juno moved to ivo at #3"


def _refusal(n: int, raw: str, code: str, player: str = "juno"):
    from votecount.tally.codes import Severity, Violation

    ref = PostRef(post_id=f"p{n}", number=n, time=datetime(2024, 1, 1, tzinfo=UTC))
    return Violation(code, Severity.ERROR, ref, player, "refused", raw)


class _Day:
    def __init__(self, history, rejected):
        self.history, self.rejected = tuple(history), tuple(rejected)


def test_a_command_refused_after_the_last_counted_one_is_the_reason():
    # juno voted ivo at #3, then wrote a vote votecount could not read at #8 (a name it
    # could not resolve): the host counted that one, so the note names #8, not #3
    history = [_entry(3, Action.VOTE, "ivo")]
    day = _Day(history, [_refusal(8, "VOTE:  Larkspurr the Great", "UNRESOLVED_TARGET")])
    assert refused_later("juno", history, day, NAMES) == (
        'juno: "VOTE: Larkspurr the Great" at #8 did not count (UNRESOLVED_TARGET)'
    )
    # with no vote at all that day, the refused command is still the reason
    assert refused_later("juno", [], day, NAMES).startswith('juno: "VOTE: Larkspurr')


def test_a_refusal_before_the_last_counted_command_or_by_someone_else_is_no_reason():
    history = [_entry(9, Action.VOTE, "ivo")]
    day = _Day(history, [_refusal(8, "VOTE: Larkspurr", "UNRESOLVED_TARGET"),
                         _refusal(9, "VOTE: Larkspurr", "UNRESOLVED_TARGET"),  # same post
                         _refusal(12, "VOTE: Ivx", "UNRESOLVED_TARGET", player="lark")])  # fmt: skip
    assert refused_later("juno", history, day, NAMES) is None
