"""A day past the deadline its host stated, not closed yet: the one place that decides it.

Without a ``[schedule]``, a deadline a host post states ends a day no host post has
closed (``phase_markers``): once the clock passes it, the day resolves at the deadline.
When the host's close comes later, the day ends at the close instead and the votes posted
in between count after all. So between the deadline and the host's close the count may
still change: ``past_deadline`` marks that day (``DayCount.past_deadline``) with the
deadline and the votes posted since (not in the wagons; in a system with them the
nominations and exile votes too: ``Ruleset.late_command`` says what each post's command
is), and every output says so.

The window is a live count's (``now`` given, no ``as_of``) latest day that is over at a
time, not at a post, while no later phase has started, with neither the game file nor a
schedule giving that end, and not decided by a hammer before it.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.tally.days import Days
from votecount.tally.result import (
    DayCount,
    LateBallotVote,
    LateExileVote,
    LateNomination,
    LateVote,
    PastDeadline,
    Status,
    VoteCount,
)

if TYPE_CHECKING:
    from votecount.count.pipeline import Results
    from votecount.gamefile.game import Game


def marked(results: Results, vc: VoteCount) -> VoteCount:
    """``vc`` with its latest day marked ``past_deadline`` when it is in that window."""
    found = past_deadline(results, vc)
    if found is None:
        return vc
    number, window = found

    def mark(day: DayCount) -> DayCount:
        return replace(day, past_deadline=window) if day.day == number else day

    days = vc.days
    new = days.map(mark) if isinstance(days, Days) else tuple(mark(d) for d in days)
    return replace(vc, days=new)


def past_deadline(results: Results, vc: VoteCount) -> tuple[int, PastDeadline] | None:
    """(day, its window) when the latest day is past its stated deadline and no host post
    has closed it; None otherwise."""
    now, game = results.now, results.ctx.game
    if now is None or results.as_of is not None or not vc.day_numbers:
        return None
    if game.schedule is not None or not game.phase_markers:
        return None
    number = vc.day_numbers[-1]
    if vc.phase not in (f"D{number}", f"D{number}+", "") or _fixed(game, number):
        return None
    day = vc.day(number)
    end = day.end if day is not None else None
    if day is None or day.open or end is None or end.number != -1 or end.time >= now:
        return None  # open, closed at a host's post, or not past its time
    if day.outcome.status is Status.HAMMERED:
        return None  # decided before the deadline
    return number, _after(results, day, end.time, now)


def _fixed(game: Game, number: int) -> bool:
    """The game file gives Day ``number``'s end (a phase's ``end``/``end_post`` or a
    ``phase_end`` event): the deadline is the host's own word in the file."""
    for p in game.phases:
        if p.kind == "day" and p.number == number and (p.end or p.end_post) is not None:
            return True
    for he in game.events:
        if he.kind == "phase_end" and str(he.value).strip().lower() == f"day {number}":
            return True
    return False


def _after(results: Results, day: DayCount, deadline: datetime, now: datetime) -> PastDeadline:
    """The players' commands of the day posted after the deadline, by now, as the game
    system lists them (``Ruleset.late_command``): votes and unvotes, and in a system with
    them nominations, exile votes and picks on its own ballot."""
    state = results.engine.state
    late = [
        found
        for e in results.events
        if deadline < e.ref.time <= now and e.ref.number >= 0
        if (found := state.hooks.late_command(state, day, e)) is not None
    ]
    return PastDeadline(
        deadline,
        votes=tuple(c for c in late if isinstance(c, LateVote)),
        nominations=tuple(c for c in late if isinstance(c, LateNomination)),
        exile_votes=tuple(c for c in late if isinstance(c, LateExileVote)),
        ballot_votes=tuple(c for c in late if isinstance(c, LateBallotVote)),
    )
