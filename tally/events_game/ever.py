"""The event game's conditions re-evaluated after every vote, unvote, death or
substitution (spec/rules.md §3.1): Event 3's dual hammer, Event 5's crossers, Event 9's
per-nominee decisions and Event 10's "ever" triggers."""

from __future__ import annotations

from votecount.tally import decision, wagons
from votecount.tally.codes import Violation
from votecount.tally.events import PostRef
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import (
    TOWN_STREAK,
    UNCROSSED_END,
    decide,
    ext,
    majority,
    plan_of,
    sabotage_on,
    standings,
    tie_broken,
    voters,
)
from votecount.tally.events_game.model import OPTION_TITLES, Ballots, Fired
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.state import DayState, GameState


def reevaluate(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """After a vote, unvote, death or substitution: the conditions that now hold."""
    if day.outcome is not None or not decision.hammers(state, day):
        return []  # an event decided at its deadline only ("resolution = deadline")
    check = _EVER.get(plan_of(state, day).ballot)
    return check(state, day, ref) if check is not None else []


def _dual(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    totals, ranked = standings(state, day)
    pair = arith.dual_pair(totals, ranked, majority(state, len(voters(state, day))))
    if pair is None:
        return []
    first, second = pair
    mine = ext(state).of(day.number)
    mine.result = {"first": state.name(first), "second": state.name(second)}
    decide(
        state, day, Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, state.name(first), (), ref)
    )
    why = f"{state.name(first)} {totals[first]} and {state.name(second)} {totals[second]}"
    hammer = state.violation("DUAL_HAMMER", ref, None, f"dual hammer: {why}")
    return [hammer, *tie_broken(state, totals, ranked, 2, ref)]


def round_step(
    state: GameState, day: DayState, ref: PostRef, at_deadline: bool = False
) -> list[Violation]:
    """Events 5 and 7: the round's leader moves on (the next crosser, or one to Heaven)
    once their wagon reaches the majority, or at the deadline as the plurality leader."""
    need = majority(state, len(voters(state, day)))
    totals, ranked = standings(state, day)
    if not ranked or (totals[ranked[0]] < need and not at_deadline):
        return []
    step = next_crosser if plan_of(state, day).ballot == "crossing" else to_heaven
    tie = tie_broken(state, totals, ranked, 1, ref)
    return tie + step(state, day, ranked[0], totals[ranked[0]], need, ref)


def next_crosser(
    state: GameState, day: DayState, crosser: str, count: int, need: int, ref: PostRef
) -> list[Violation]:
    """``crosser`` is nominated: the one crossing reaches the far side (or falls, when the
    scum's fall is queued on them); the votes reset. Three successive town players
    across before the scum's kill (four with the sabotage) kill all scum; the event ends
    then, or once only four are left to cross."""
    mine = ext(state).of(day.number)
    notices = _cross(state, day, ref)
    mine.crossers.append(crosser)
    mine.fired.append(Fired("crosser", ref, count, need, crosser))
    if state.rules.get("e5_votes_reset"):
        for vote in list(day.votes.values()):
            wagons.release(state, day, vote.voter, ref, "a new round")
    else:  # the votes stand, but none may stay on the one now crossing
        wagons.release(state, day, crosser, ref, "now crossing", by=False)
    left = [p for p in state.living_ids() if p not in mine.crossers]
    mine.result = {
        "crossers": [state.name(p) for p in mine.crossers],
        "crossed": [state.name(p) for p in mine.crossed],
        "crossing": state.name(crosser),
        "fell": state.name(mine.fell) if mine.fell else None,
        "town_streak": mine.streak,
        "streak_needed": streak_needed(state, day),
        "scum_die": any(f.what == "scum_die" for f in mine.fired),
        "uncrossed": [state.name(p) for p in left],
    }
    why = f"{state.name(crosser)} is the next to cross ({len(left)} left to cross)"
    notices.append(state.violation("CROSSER_NOMINATED", ref, None, why))
    if mine.result["scum_die"] or len(left) <= UNCROSSED_END:
        decide(state, day, Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, None, (), ref))
    return notices


def streak_needed(state: GameState, day: DayState) -> int:
    """Successive town players across that kill all scum: 3, or 4 with the sabotage."""
    return TOWN_STREAK + (1 if sabotage_on(state, day.number) is not None else 0)


def _cross(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """The player crossing reaches the far side (the town streak grows, or restarts on
    anyone not known as town) unless the scum's queued fall takes them."""
    mine = ext(state).of(day.number)
    current = mine.crossers[-1] if mine.crossers else None
    if current is None or current in mine.crossed or current == mine.fell:
        return []
    if mine.fall is not None and not mine.fell and mine.fall in ("", current):
        mine.fell = current
        mine.fired.append(Fired("fell", ref, 0, 0, current))
        why = f"{state.name(current)} falls before reaching the far side (the scum's kill)"
        return [state.violation("CROSSER_FELL", ref, None, why)]
    mine.crossed.append(current)
    alignment = ext(state).alignments.get(current)
    mine.streak = mine.streak + 1 if alignment == "town" else 0
    notices = []
    if alignment is None:
        why = f"{state.name(current)}'s alignment is not known: the town streak restarts"
        notices.append(state.violation("ALIGNMENT_UNKNOWN", ref, None, why))
    need = streak_needed(state, day)
    if not mine.fell and mine.streak >= need:
        mine.fired.append(Fired("scum_die", ref, mine.streak, need))
        why = f"{mine.streak} successive town players across before the scum's kill: all scum die"
        notices.append(state.violation("EVER_TRIGGER", ref, None, why))
    return notices


def to_heaven(
    state: GameState, day: DayState, who: str, count: int, need: int, ref: PostRef
) -> list[Violation]:
    mine = ext(state).of(day.number)
    mine.heaven.append(who)
    mine.fired.append(Fired("heaven", ref, count, need, who))
    for vote in list(day.votes.values()):
        wagons.release(state, day, vote.voter, ref, "a new round")
    return destination_check(state, day, ref)


def destination_check(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """After every change in Event 7: the last one left goes to Heaven; with three left
    and Heaven ahead the next scum step sends two; nobody left ends the event."""
    mine = ext(state).of(day.number)
    left = voters(state, day)
    notices = []
    if len(left) == 1:
        mine.heaven.append(left[0])
        mine.fired.append(Fired("heaven", ref, 0, 0, left[0]))
        left = ()
    two = len(left) == 3 and len(mine.heaven) > len(mine.hell)
    if two and not any(f.what == "two_to_hell" for f in mine.fired):
        mine.fired.append(Fired("two_to_hell", ref, len(mine.heaven), len(mine.hell) + 1))
        why = "three remain and Heaven leads: the next scum step sends two to Hell"
        notices.append(state.violation("EVER_TRIGGER", ref, None, why))
    mine.result = {"heaven": [state.name(p) for p in mine.heaven],
                   "hell": [state.name(p) for p in mine.hell],
                   "remaining": [state.name(p) for p in left]}  # fmt: skip
    if not left:
        decide(state, day, Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, None, (), ref))
    return notices


def _nominees(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 9 at every vote: a nominee is decided as soon as it can be
    (``e9_resolution = hammer_per_nominee``); ``end_of_phase`` waits for the deadline."""
    if state.rules.get("e9_resolution") == "end_of_phase":
        return []
    return decide_nominees(state, day, ref, at_end=False)


def decide_nominees(
    state: GameState, day: DayState, ref: PostRef, *, at_end: bool
) -> list[Violation]:
    """Decide Event 9's open nominees. Before the end: eliminated once YES reaches the
    majority of the voters at the start, safe once it no longer can. At the end an open
    nominee is eliminated by that majority (``e9_majority_base = voters_at_start``) or by
    a majority of the YES and NO cast on it (``yes_vs_no_cast``); the rest stay open for
    the most-YES fallback."""
    plan, mine = plan_of(state, day), ext(state).of(day.number)
    n0 = len(voters(state, day))
    cast_base = at_end and state.rules.get("e9_majority_base") == "yes_vs_no_cast"
    notices = []
    decided = {f.subject for f in mine.fired}
    for nominee in plan.nominees:
        if nominee in decided:
            continue
        yes, no = tally_yes_no(mine, nominee)
        base = yes + no if cast_base else n0
        need = majority(state, base)
        verdict = arith.yes_no_state(yes, no, base, need)
        if verdict == "eliminated" or (verdict == "safe" and not at_end):
            mine.fired.append(Fired(verdict, ref, yes, need, nominee))
            of = f"{base} cast" if cast_base else str(base)
            why = f"{state.name(nominee)} {verdict} ({yes} YES, {no} NO of {of}; {need} needed)"
            notices.append(state.violation("NOMINEE_DECIDED", ref, None, why))
    return notices


def tally_yes_no(mine: Ballots, subject: str) -> tuple[int, int]:
    choices = mine.yes_no.get(subject, {}).values()
    yes = sum(1 for c in choices if c.yes)
    return yes, sum(1 for c in choices if not c.yes)


def option_counts(state: GameState, day: DayState) -> dict[str, int]:
    mine = ext(state).of(day.number)
    live = set(voters(state, day))
    counts: dict[str, int] = {}
    for voter, choice in mine.options.items():
        if voter in live:
            counts[choice.option] = counts.get(choice.option, 0) + 1
    return counts


def _options(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    mine = ext(state).of(day.number)
    n = len(voters(state, day))
    held = arith.triggers(option_counts(state, day), n, middle_of(state, day))
    if not held:
        return []
    option, count, needed = held[0]
    mine.fired.append(Fired(option, ref, count, needed))
    mine.result = {
        "trigger": option,
        "count": count,
        "needed": needed,
        **tick_reveal(state, option),
    }
    ext(state).middle_after[day.number] = "tick" if option == "stop" else "stop"
    decide(state, day, Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, None, (), ref))
    why = f"{OPTION_TITLES[option]} reached {count} of {n} ({needed} needed)"
    return [state.violation("EVER_TRIGGER", ref, None, why)]


def tick_reveal(state: GameState, option: str) -> dict[str, object]:
    """Tick Away reveals the last dead player's alignment (by death order; the host's
    ``alignment`` row, null when not given)."""
    dead = [s for s in state.slots.values() if not s.alive and s.died is not None]
    if option != "tick" or not dead:
        return {}
    last = max(dead, key=lambda s: s.died.key if s.died is not None else ())
    return {"reveal": {"player": last.player, "alignment": ext(state).alignments.get(last.id)}}


def middle_of(state: GameState, day: DayState) -> str:
    """An options event's middle option: by the parity of n at its start in the first
    Final Hour, else flipped from the last one's resolution."""
    mine = ext(state).of(day.number)
    if not mine.middle:
        earlier = [k for k in ext(state).middle_after if k < day.number]
        n = len(day.living_at_start)
        mine.middle = ext(state).middle_after[max(earlier)] if earlier else arith.first_middle(n)
    return mine.middle


# the ballots whose outcome can come before the deadline, each with its condition
_EVER = {
    "dual": _dual,
    "crossing": round_step,
    "destination": round_step,
    "nominees": _nominees,
    "options": _options,
}
