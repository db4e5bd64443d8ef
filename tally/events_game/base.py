"""The event game's shared lookups: its state, each event's plan, who votes in it and
the majority of n (imported by the fold, the re-evaluation and the deadline)."""

from __future__ import annotations

from votecount.tally import decision, wagons
from votecount.tally.codes import Code, Violation
from votecount.tally.events import PostRef
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.model import (
    EventSetup,
    EventsState,
    Ineligible,
    Nominees,
    Plan,
    Sabotage,
    Stage,
)
from votecount.tally.result import Outcome
from votecount.tally.rules import THRESHOLD_RULES
from votecount.tally.state import DayState, GameState

SABOTAGES = 2
WAGONS = (
    "elimination",
    "dual",
    "crossing",
    "destination",
)  # ballots of votes on players (core wagons)
UNCROSSED_END = 4  # Event 5 ends when this many players are left to cross
TOWN_STREAK = 3  # Event 5: successive town players across that kill all scum
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
    if plan.ballot == "realms":  # Event 8: the players in Heaven and in Hell
        heaven, hell = realms(state, day)
        pool = tuple(p for p in pool if p in heaven or p in hell)
    if plan.ballot == "crossing" and not state.rules.get("e5_crossed_can_vote"):
        across = ext(state).of(day.number).crossed
        pool = tuple(p for p in pool if p not in across)
    if plan.ballot == "destination":  # Event 7: only the players still remaining
        mine = ext(state).of(day.number)
        pool = tuple(p for p in pool if p not in mine.heaven and p not in mine.hell)
    return tuple(p for p in pool if p != plan.apart)


def majority(state: GameState, n: int) -> int:
    """The majority of n under the spec's ``majority`` switch, the event game's name for
    the core's ``threshold_rule`` (either set to ``half_up`` makes it ceil(n/2))."""
    rule = state.rules.get("majority", "strict_majority")
    return THRESHOLD_RULES[state.rules.threshold_rule if rule == "strict_majority" else rule](n)


def standings(state: GameState, day: DayState) -> tuple[dict[str, int], list[str]]:
    """The wagons' totals and the targets with votes, most first (a tie: whoever got
    their last vote first), as the wagon ballots read them at every vote and at the
    deadline."""
    totals = {t: wagons.wagon_total(state, day, t) for t in day.wagon_start}
    reached = {t: wagons.latest_vote_key(day, t) for t in totals if totals[t] > 0}
    return totals, arith.rank(totals, reached)


def realms(state: GameState, day: DayState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Event 8's Heaven and Hell: the last destination event's (Event 7), restricted to
    the players alive at this event's start."""
    plans = ext(state)  # by the days' numbers alone: no earlier day opened (tally.sealed)
    found = [n for n in state.days if n < day.number and plans.plan(n).ballot == "destination"]
    if not found:
        return (), ()
    mine, alive = ext(state).of(max(found)), set(day.living_at_start)
    return tuple(p for p in mine.heaven if p in alive), tuple(p for p in mine.hell if p in alive)


def sabotage_on(state: GameState, number: int, note: str = "") -> Sabotage | None:
    """The sabotage used on event ``number`` (with that ``note``, when given)."""
    found = [s for s in ext(state).sabotages if s.number == number]
    return next((s for s in found if not note or s.note == note), None)


def decide(state: GameState, day: DayState, outcome: Outcome) -> None:
    """Set the event's outcome and freeze the count (nobody dies: the host posts deaths)."""
    day.outcome = outcome
    decision.snapshot(state, day)


TITLES = {
    1: "Chair of Honour", 2: "Off With Your Head", 3: "Fateful Duel", 4: "Split Decision",
    5: "Perfect Balance", 6: "Shootin' Blind", 7: "Destination Unknown",
    8: "The Ascended / Trial by Fire", 9: "Rule by the One", 10: "Final Hour",
}  # fmt: skip  # the seed's name of each event (headings: "Event 3 – Fateful Duel")


def tie_broken(
    state: GameState, totals: dict[str, int], ranked: list[str], places: int, ref: PostRef
) -> list[Violation]:
    """``TIE_BROKEN`` for each tie that ``rank``'s rule (``earliest_to_reach``: whoever got
    their last vote first ranks higher) settled among the first ``places`` places: a tied
    group reaching into them with someone ranked in and someone out of a place, e.g. a
    3-3 tie for Event 3's second place."""
    out: list[Violation] = []
    seen: set[int] = set()
    for k in range(min(places, len(ranked) - 1)):
        n = totals[ranked[k]]
        if n in seen or totals[ranked[k + 1]] != n:
            continue
        seen.add(n)
        tied = [t for t in ranked if totals[t] == n]
        label = _PLACES[k] if k < len(_PLACES) else f"place {k + 1}"
        names = ", ".join(state.name(t) for t in tied)
        why = (
            f"tie for {label} place at {n} ({names}): {state.name(ranked[k])} reached it "
            "first (earliest_to_reach)"
        )
        out.append(state.violation(Code.TIE_BROKEN, ref, None, why))
    return out


_PLACES = ("first", "second", "third")
