"""A count at a clock in the past is never posted into the live thread.

``--now T`` replays the game at T: ``count``, ``audit`` and the dry runs of ``post`` and
``watch`` show the thread as it stood then. Posted, such a count would sit in the thread
below posts it leaves out, and players would read it as the current one. So at a clock
not the machine's, ``post --yes`` and ``watch --yes`` refuse when the thread has moved
past T: our last count was posted after T (the ledger, ``posted``), or a post stored from
the thread, other than our own counts, was made after T (a count posted at T lands on the
forum's clock a moment later; the ledger dates it at T, and a corrected count at the same
T may follow it). A ``--now`` at or after everything the thread holds posts as
before (a test's injected clock, a deadline passed ahead of the machine's clock).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from votecount.tally.shown import utc

if TYPE_CHECKING:
    from votecount.posting.plan import Plan
    from votecount.workspace import Workspace


def past_clock(ws: Workspace, plan: Plan, now: datetime) -> str | None:
    """Why the count of ``plan``, made at ``now``, must not be posted (None: it may)."""
    if ws.live:
        return None
    store = ws.store()
    said = f"not posting: the clock (--now {_utc(now)}) is in the past"
    ours = store.last_posted(plan.thread)
    if ours is not None and ours[1] > now:
        return f"{said}: our last count (post {ours[0]}) was posted at {_utc(ours[1])}; {_HOW}"
    newest = max(
        (p for key in ws.thread_keys() if (p := store.newest_post(key)) is not None),
        key=lambda p: p.created_at,
        default=None,
    )
    if newest is not None and newest.created_at > now:
        made = _utc(newest.created_at, exact=_utc(newest.created_at) == _utc(now))
        return (
            f"{said}: the thread has post #{newest.number} by {newest.author} from "
            f"{made}, which a count at that clock leaves out; {_HOW}"
        )
    return None


def deadline_passed(vc: Any) -> datetime | None:
    """The deadline of the count's current day when it has passed by the clock: the host
    has not closed the day yet (``past_deadline``), or the day ended at its deadline with
    no post of its own. None otherwise (open, hammered, closed by the host's post)."""
    day = vc.current
    if day is None:
        return None
    if day.past_deadline is not None:
        return day.past_deadline.deadline
    ref = day.outcome.ref or day.end
    if (day.outcome.status.final or not day.open) and ref is not None and ref.number < 0:
        return ref.time
    return None


def after_deadline(plan: Plan) -> str:
    """Why ``post --yes`` does not post a count made after its day's deadline."""
    assert plan.deadline is not None
    return (
        f"not posting: the day's deadline ({_utc(plan.deadline)}) has passed, so this "
        "count is the day's final one; post it with `votecount post --yes --after-deadline` "
        "(leave out --yes for a dry run)"
    )


_HOW = "leave out --now to post the count as it stands (leave out --yes for a dry run)"


def _utc(when: datetime, exact: bool = False) -> str:
    """``when`` to the minute, or ``exact`` to the millisecond (a post made in the clock's
    own minute, after it: "18:04:00.548" after "--now 18:04")."""
    if exact:
        return when.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3] + " UTC"
    return utc(when)
