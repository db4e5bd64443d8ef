"""BotF phases (spec/rules.md §4.2): a day's Discussion, Nominations and Voting, the
host's sub-phase posts, the game file's day parts and the schedule drift.

A host post that opens (or closes) nominations (``PhaseStart`` with ``sub``) overrides
the computed time from that post; a ``SubPhasePlan`` known before the day starts (the
pipeline reads every host post before folding) moves the boundary in advance, so the
posts between the computed time and the host's post follow the host's timetable.
A difference above ``schedule_tolerance`` between the host's time and the computed one
is ``SCHEDULE_DRIFT``.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from votecount.tally import host
from votecount.tally.botf import nominations as noms
from votecount.tally.botf import signup as signup
from votecount.tally.botf.state import (
    CLOSED,
    NOMINATION,
    SUB_PHASES,
    VOTING,
    BotfDay,
    counted_living,
    day_hours,
    ext,
    parse_duration,
    today,
)
from votecount.tally.codes import Code, Violation
from votecount.tally.events import PhaseKind, PhaseStart, PostRef, SubPhasePlan
from votecount.tally.state import DayState, GameState


def phase_start(state: GameState, event: PhaseStart) -> list[Violation]:
    b = ext(state)
    notices: list[Violation] = []
    if not b.started:
        b.started = True
        notices += signup.game_start(state)
    open_ = state.phase
    same = open_ is not None and (open_.kind, open_.number) == (event.kind, event.number)
    if event.sub in SUB_PHASES and same:
        return notices + _sub_phase(state, event)
    notices += host.start_phase(state, event)
    if event.kind is PhaseKind.DAY and event.number not in b.days and state.day is not None:
        bday = b.days[event.number] = _new_day(state, event)
        noms.start_day(state, bday)
        if event.sub in SUB_PHASES:
            notices += _sub_phase(state, event)
    return notices


def _new_day(state: GameState, event: PhaseStart) -> BotfDay:
    """Day N at dawn, on the host's timetable (plans) or the game file's day parts."""
    b = ext(state)
    living = len(counted_living(state))
    bday = BotfDay(event.number, event.ref.time, day_hours(state.rules, living), living)
    n = event.number
    bday.opening_at, bday.voting_at = b.plans.get((n, NOMINATION)), b.plans.get((n, VOTING))
    bday.planned_opening = b.scheduled.get((n, NOMINATION))
    bday.planned_voting = b.scheduled.get((n, VOTING))
    end = b.scheduled.get((n, CLOSED))
    if end is not None and end > bday.start:  # the day the parts make
        bday.hours = (end - bday.start).total_seconds() / 3600
    return bday


def plan(state: GameState, event: SubPhasePlan) -> list[Violation]:
    """The host will open (close) Day N's nominations at ``event.at``: the earliest
    host post counts; a day already under way keeps its timetable. A ``scheduled`` plan
    is the game file's day parts: the day's timetable unless a host post says otherwise."""
    b = ext(state)
    key = (event.number, event.sub)
    if event.number in b.days or event.sub not in (NOMINATION, VOTING, CLOSED):
        return []
    if event.scheduled:  # CLOSED: the end of the day the parts make
        b.scheduled.setdefault(key, event.at)
    elif event.sub != CLOSED:
        b.plans[key] = min(b.plans.get(key, event.at), event.at)
    return []


def _sub_phase(state: GameState, event: PhaseStart) -> list[Violation]:
    """A host post opens (or closes) nominations: it overrides the computed time."""
    bday = today(state)
    if bday is None or event.sub is None:
        return []
    planned = bday.planned(event.sub) if event.sub in (NOMINATION, VOTING) else None
    notices: list[Violation] = []
    if event.sub == NOMINATION:
        bday.opening_at = event.ref.time
        if not bday.opened:
            notices += noms.open_nominations(state, bday, event.ref)
    elif event.sub == VOTING:
        bday.voting_at = event.ref.time
    if planned is None:
        return notices
    return _drift(state, event.ref, f"{event.sub} of Day {bday.number}", planned) + notices


def deadline_drift(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    bday = ext(state).days.get(day.number)
    if bday is None or day.outcome is not None:
        return []
    planned = bday.start + timedelta(hours=bday.hours)
    return _drift(state, ref, f"the end of Day {day.number}", planned)


def _drift(state: GameState, ref: PostRef, what: str, planned: datetime) -> list[Violation]:
    tolerance = parse_duration(state.rules.get("schedule_tolerance"))
    if tolerance is None or abs(ref.time - planned) <= tolerance:
        return []
    why = f"{what} at {ref.time:%Y-%m-%d %H:%M}, computed {planned:%Y-%m-%d %H:%M} UTC"
    return [state.violation(Code.SCHEDULE_DRIFT, ref, None, why)]
