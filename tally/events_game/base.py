"""The event game's shared lookups: its state, each event's plan, who votes in it and
the majority of n (imported by the fold, the re-evaluation and the deadline)."""

from __future__ import annotations

from votecount.tally.events_game.model import (
    EventSetup,
    EventsState,
    Ineligible,
    Nominees,
    Plan,
    Stage,
)
from votecount.tally.state import DayState, GameState

SABOTAGES = 2
WAGONS = (
    "elimination",
    "dual",
    "crossing",
    "destination",
)  # ballots of votes on players (core wagons)
UNCROSSED_END = 4  # Event 5 ends when this many players are left to cross
PLAN_EVENTS = (EventSetup, Nominees, Ineligible, Stage)


def ext(state: GameState) -> EventsState:
    assert isinstance(state.ext, EventsState)
    return state.ext


def plan_of(state: GameState, day: DayState) -> Plan:
    return ext(state).plan(day.number)


def voters(state: GameState, day: DayState) -> tuple[str, ...]:
    """The slots that vote in this event now: living players (or participants); in a
    nominees ballot (Event 9) everyone alive at its start, even if they died since."""
    plan = plan_of(state, day)
    living = day.living_at_resolution if day.outcome is not None else None
    pool = day.living_at_start if plan.ballot == "nominees" else living or state.living_ids()
    if plan.closed:
        pool = tuple(p for p in pool if p in plan.participants)
    if plan.ballot == "destination":  # Event 7: only the players still remaining
        mine = ext(state).of(day.number)
        pool = tuple(p for p in pool if p not in mine.heaven and p not in mine.hell)
    return tuple(p for p in pool if p != plan.apart)


def majority(state: GameState, n: int) -> int:
    return state.rules.threshold_for(n)


TITLES = {
    1: "Chair of Honour", 2: "Off With Your Head", 3: "Fateful Duel", 4: "Split Decision",
    5: "Perfect Balance", 6: "Shootin' Blind", 7: "Destination Unknown",
    8: "The Ascended / Trial by Fire", 9: "Rule by the One", 10: "Final Hour",
}  # fmt: skip  # the seed's name of each event (headings: "Event 3 – Fateful Duel")
