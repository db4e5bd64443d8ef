"""Build the frozen ``DayCount`` / ``VoteCount`` values from a ``GameState``."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from votecount.tally.codes import Severity
from votecount.tally.days import Days
from votecount.tally.events import NO_ELIMINATION
from votecount.tally.result import CastVote, DayCount, Outcome, Reason, Status, VoteCount, Wagon
from votecount.tally.state import DayState, GameState

VIEWS = ("public", "host")


def vote_count(
    state: GameState,
    view: str = "public",
    day: int | None = None,
    now: datetime | None = None,
    closes_at: datetime | None = None,
) -> VoteCount:
    """The count of every day so far; ``closes_at`` is the open day's deadline when it
    is still ahead of ``now``. Each day is built from ``state`` when it is first read
    (``Days``): a count that shows one day builds that one. So ``state`` must not change
    while the count is in use; ``Engine`` builds the rest of the days of the counts it
    gave before it applies another event."""
    if view not in VIEWS:
        raise ValueError(f"unknown view {view!r}; use 'public' or 'host'")
    open_day = state.day.number if state.day is not None else None

    def build(number: int) -> DayCount:
        count = build_day(state, state.days[number], view)
        if closes_at is not None and number == open_day:
            # the countdown is reckoned for the open day only, when it is built
            ahead = None if now is None else MINUTE * whole_minutes_until(closes_at, now)
            count = replace(count, closes_at=closes_at, closes_in=ahead)
        return count

    ref = state.last_ref
    count = VoteCount(
        ruleset=state.rules.ruleset,
        view=view,
        as_of=ref,
        as_of_time=ref.time if ref else None,
        phase=state.label,
        days=Days(sorted(state.days), build),
        pregame=tuple(state.pregame),
        selected=day,
        now=now,
    )
    return state.hooks.decorate_count(state, count)


MINUTE = timedelta(minutes=1)


def whole_minutes_until(deadline: datetime, now: datetime) -> int:
    """The whole minutes from ``now`` to ``deadline``, rounded down (negative once it has
    passed)."""
    return (deadline - now) // MINUTE


def build_day(state: GameState, day: DayState, view: str) -> DayCount:
    host = view == "host"
    names = day.names or {s.id: s.player for s in state.slots.values()}
    living = day.living_at_resolution or state.living_ids()
    wagons = _in_order(state, tuple(_wagon(state, day, t, names, host) for t in _wagon_order(day)))
    voting = {v.voter for v in day.votes.values()}
    count = DayCount(
        day=day.number,
        start=day.start,
        end=day.end,
        open=day.end is None,
        living=tuple(names.get(s, s) for s in living),
        threshold=_base_threshold(state, day, len(living)),
        wagons=wagons,
        not_voting=tuple(names.get(s, s) for s in living if s not in voting),
        outcome=day.outcome or _live_status(wagons),
        history=tuple(day.history),
        rejected=tuple(v for v in day.violations if v.severity is Severity.ERROR),
        notices=tuple(v for v in day.violations if v.severity is not Severity.ERROR),
    )
    return state.hooks.decorate_day(state, day, count)


def _wagon_order(day: DayState) -> list[str]:
    return sorted(day.wagon_start, key=lambda t: day.wagon_start[t].key)


def _in_order(state: GameState, wagons: tuple[Wagon, ...]) -> tuple[Wagon, ...]:
    """``wagon_order = "size"``: most votes first; equal wagons by who reached that size
    first (the wagon whose last standing vote came first); empty wagons last, in the
    order they were started. ``"started"``: in the order they were started."""
    if state.rules.wagon_order == "started":
        return wagons
    return tuple(sorted(wagons, key=_size_key))


def _size_key(wagon: Wagon) -> tuple[object, ...]:
    reached = max(v.ref.key for v in wagon.votes) if wagon.votes else wagon.started.key
    return (-wagon.total, not wagon.votes, reached, wagon.started.key)


def _wagon(
    state: GameState, day: DayState, target: str, names: dict[str, str], host: bool
) -> Wagon:
    votes = sorted((v for v in day.votes.values() if v.target == target), key=lambda v: v.ref.key)
    weights = {v.voter: _weight(state, day, v.voter) for v in votes}
    cast = tuple(
        CastVote(names.get(v.voter, v.voter), v.ref, v.cast_by, weights[v.voter] if host else None)
        for v in votes
    )
    if host:
        total, threshold = sum(weights.values()), _threshold(state, day, target)
    else:
        total = len(votes)
        threshold = _base_threshold(state, day, len(day.living_at_resolution or state.living()))
        if target == NO_ELIMINATION:
            threshold = max(threshold + state.rules.no_elimination_offset, 1)
    return Wagon(names.get(target, target), cast, total, threshold, day.wagon_start[target])


def _weight(state: GameState, day: DayState, voter: str) -> int:
    if day.weights is not None and voter in day.weights:
        return day.weights[voter]
    return state.hooks.weight(state, day, voter)


def _threshold(state: GameState, day: DayState, target: str) -> int:
    if day.thresholds is not None and target in day.thresholds:
        return day.thresholds[target]
    return state.hooks.threshold(state, day, target)


def _base_threshold(state: GameState, day: DayState, living: int) -> int:
    if day.base_threshold is not None:
        return day.base_threshold
    return state.rules.threshold_for(living)


def _live_status(wagons: tuple[Wagon, ...]) -> Outcome:
    standing = [w for w in wagons if w.total > 0]
    if not standing:
        return Outcome(Status.NONE, Reason.NO_VOTES)
    top = max(w.total for w in standing)
    # in the order they reached the tie (the wagon whose last vote came first), as at the
    # deadline (docs/json-output.md "tied")
    tops = sorted((w for w in standing if w.total == top), key=_last_vote_key)
    leaders = tuple(w.target for w in tops)
    if len(leaders) == 1:
        return Outcome(Status.LEADING, Reason.UNIQUE_LEADER, leader=leaders[0])
    return Outcome(Status.TIE, Reason.TIED_LEADERS, None, leaders)


def _last_vote_key(wagon: Wagon) -> tuple[object, ...]:
    return max(v.ref.key for v in wagon.votes)
