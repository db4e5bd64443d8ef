"""BotF phases (spec/rules.md §4.2): a day's Discussion, Nominations and Voting, the
host's sub-phase posts and the schedule drift.

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
        living = len(counted_living(state))
        bday = BotfDay(event.number, event.ref.time, day_hours(state.rules, living), living)
        bday.opening_at = b.plans.get((event.number, NOMINATION))
        bday.voting_at = b.plans.get((event.number, VOTING))
        b.days[event.number] = bday
        noms.start_day(state, bday)
        if event.sub in SUB_PHASES:
            notices += _sub_phase(state, event)
    return notices


def plan(state: GameState, event: SubPhasePlan) -> list[Violation]:
    """The host will open (close) Day N's nominations at ``event.at``: the earliest
    host post counts; a day already under way keeps its timetable."""
    b = ext(state)
    key = (event.number, event.sub)
    if event.sub in (NOMINATION, VOTING) and event.number not in b.days:
        b.plans[key] = min(b.plans.get(key, event.at), event.at)
    return []


def _sub_phase(state: GameState, event: PhaseStart) -> list[Violation]:
    """A host post opens (or closes) nominations: it overrides the computed time."""
    bday = today(state)
    if bday is None or event.sub is None:
        return []
    planned = {NOMINATION: computed(bday, 4), VOTING: computed(bday, 2)}.get(event.sub)
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


def computed(bday: BotfDay, fraction: int) -> datetime:
    """The scheduled boundary: a quarter (the opening) or half (the close) into the day."""
    return bday.start + timedelta(hours=bday.hours / fraction)


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
