"""The seed's schedule as data (seed 001): each event's ballot, whether it is open or
closed and who takes part, applied as the default plan of an event the game file gives
no ``event`` row for. ``votecount rules events`` prints it (``EventsGame.schedule``), so
a host writes a row only where the game differs from the seed."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.events_game.base import TITLES, ext, realms
from votecount.tally.events_game.model import DEFAULT_BALLOT
from votecount.tally.events_game.resolve import chosen_wagon, nobles_of
from votecount.tally.events_game.split import event_4_teams
from votecount.tally.state import DayState, GameState


@dataclass(frozen=True)
class Scheduled:
    number: int
    who: str  # who takes part, as the seed says

    @property
    def ballot(self) -> str:
        return DEFAULT_BALLOT[self.number]

    def line(self) -> str:
        return f"Event {self.number}, {TITLES[self.number]}: {self.ballot}; {self.who}"


SCHEDULE = (
    Scheduled(1, "open: everyone alive"),
    Scheduled(
        2,
        "closed: Event 1's chair (the Executioner, who does not vote) and nobles; "
        "only the Executioner speaks until the pick",
    ),
    Scheduled(3, "open: everyone alive"),
    Scheduled(
        4,
        "closed: everyone alive at its start (Pink and Blue), in team PMs until "
        "every nomination is in",
    ),
    Scheduled(5, "open: everyone alive"),
    Scheduled(6, "closed: the players Event 5 left to cross (the Sharpshots); no one speaks"),
    Scheduled(7, "open: everyone alive"),
    Scheduled(8, "closed: Event 7's Heaven and Hell, alive at its start"),
    Scheduled(9, "open: everyone alive (the dead of Event 9 vote until its end)"),
    Scheduled(10, "open: everyone alive"),
)


def ensure_plan(state: GameState, day: DayState | None) -> None:
    """The open event's plan from the seed's schedule, once, unless the game file gave
    one (an ``event`` row, which replaces it whenever it comes)."""
    if day is None:
        return
    plan = ext(state).plan(day.number)
    if plan.given or plan.derived:
        return
    plan.derived = True
    who: tuple[str, ...] = ()
    if plan.ballot == "yes_no":  # Event 2: Event 1's chair and nobles
        before = _last(state, day, "elimination")
        found = chosen_wagon(state, before) if before is not None else None
        if found is not None:
            plan.apart = found[0]
            who = (found[0], *nobles_of(state, before, *found))  # type: ignore[arg-type]
    elif plan.ballot == "split":  # Event 4: everyone alive, in two teams
        who = day.living_at_start
    elif plan.ballot == "private":  # Event 6: those Event 5 left to cross
        before = _last(state, day, "crossing")
        if before is not None:
            crossed = set(ext(state).of(before.number).crossers)
            who = tuple(p for p in day.living_at_start if p not in crossed)
    elif plan.ballot == "realms":  # Event 8: Heaven and Hell
        heaven, hell = realms(state, day)
        who = (*heaven, *hell)
    plan.participants = who


def speakers(state: GameState, day: DayState) -> tuple[str, ...] | None:
    """Who may post in the event now (slot ids; None: whoever takes part): a ``stage`` row
    decides; else the seed's rules by ballot. Event 2 (``yes_no``): only the Executioner
    until the pick, then the Executioner and the living nobles. Event 6 (``private``): no
    one ("the lights are turned off"). Event 4 (``split``): no one in the thread while
    the teams talk in their team PMs (``in_team_pms``)."""
    plan = ext(state).plan(day.number)
    if plan.speakers is not None:
        return plan.speakers
    if plan.ballot == "private" or (plan.ballot == "split" and in_team_pms(state, day)):
        return ()
    if plan.ballot == "yes_no" and plan.apart:
        if not ext(state).of(day.number).pick:
            return (plan.apart,)
        alive = set(state.living_ids())
        return (plan.apart, *(p for p in plan.participants if p in alive and p != plan.apart))
    return None


def in_team_pms(state: GameState, day: DayState) -> bool:
    """Event 4's stage 1: the teams discuss and nominate in their own PMs until every
    living member of both teams has sent the host a nomination (``private_vote`` rows) or
    the secret ballot has begun (a card); only then does discussion resume in the thread."""
    teams = event_4_teams(state, day)
    mine = ext(state).of(day.number)
    if teams is None or mine.cards or day.outcome is not None:
        return False
    alive = set(state.living_ids())
    members = [p for p in (*teams.pink, *teams.blue) if p in alive]
    return any(p not in mine.private for p in members)


def _last(state: GameState, day: DayState, ballot: str) -> DayState | None:
    """The last decided event before ``day`` that held ``ballot``."""
    found = [
        d for n, d in sorted(state.days.items())
        if n < day.number and d.outcome is not None and ext(state).plan(n).ballot == ballot
    ]  # fmt: skip
    return found[-1] if found else None
