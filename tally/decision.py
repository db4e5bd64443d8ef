"""How a day is decided: a wagon reaching its threshold (the hammer; a day that may
eliminate again goes on), the deadline's plurality and its tie rule, or no elimination;
the count frozen at the decision, and the elimination's death."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.tally.codes import Code, Violation
from votecount.tally.events import NO_ELIMINATION, PostRef
from votecount.tally.parts import DayState
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.wagons import latest_vote_key, release, release_all, wagon_total

if TYPE_CHECKING:
    from votecount.tally.state import GameState


def resolution(state: GameState, day: DayState) -> str:
    """How the day is decided: its own ``[[phases]]`` ``resolution``, else the game's."""
    return day.settings.get("resolution") or state.rules.resolution


def hammers(state: GameState, day: DayState) -> bool:
    """A wagon reaching its threshold decides the day (no: only its deadline does)."""
    return resolution(state, day) in ("hammer", "hammer_or_plurality")


def plurality_at_deadline(state: GameState, day: DayState) -> bool:
    return resolution(state, day) in ("plurality", "hammer_or_plurality")


def check_hammer(
    state: GameState, day: DayState, targets: tuple[str, ...], ref: PostRef
) -> list[Violation]:
    """Resolve the day if a wagon among ``targets`` reached its threshold."""
    if not hammers(state, day) or day.outcome is not None:
        return []
    reached = [
        t
        for t in targets
        if t in day.wagon_start
        and wagon_total(state, day, t) >= state.hooks.threshold(state, day, t)
    ]
    if not reached:
        return []
    reached.sort(key=lambda t: (-wagon_total(state, day, t), latest_vote_key(day, t)))
    target = reached[0]
    if target != NO_ELIMINATION and len(day.eliminations) + 1 < _per_day(state):
        return _eliminate_and_go_on(state, day, target, ref)
    if target == NO_ELIMINATION:
        outcome = Outcome(Status.HAMMERED, Reason.NO_ELIMINATION_MAJORITY, None, (), ref)
    else:
        outcome = Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, state.name(target), (), ref)
    return resolve(state, day, outcome)


def _per_day(state: GameState) -> int:
    return int(state.rules.get("eliminations_per_day", 1) or 1)


def _eliminate_and_go_on(
    state: GameState, day: DayState, target: str, ref: PostRef
) -> list[Violation]:
    """A majority eliminated ``target`` and the day may eliminate again: the day goes on,
    at once (``day_goes_on = "at_hammer"``) or once the host's death or execution event
    for ``target`` comes (``"at_announcement"``; until then votes freeze as at a hammer)."""
    outcome = Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, state.name(target), (), ref)
    day.eliminations.append(outcome)
    if state.rules.get("day_goes_on", "at_hammer") == "at_announcement":
        day.outcome, day.pending = outcome, target
        return []
    release_after(state, day, target, ref)
    if not state.rules.eliminate_on_resolution:
        return check_hammer(state, day, tuple(day.wagon_start), ref)
    return kill(state, target, ref, f"eliminated Day {day.number}")


def release_after(state: GameState, day: DayState, target: str, ref: PostRef) -> None:
    """After an elimination the day goes on from: every vote released
    (``after_elimination = "reset"``), or those on and by ``target`` (``"release"``)."""
    why = f"{state.name(target)} eliminated; Day {day.number} goes on"
    if state.rules.get("after_elimination", "reset") == "reset":
        release_all(state, day, ref, why)
    else:
        release(state, day, target, ref, why)


def announced(state: GameState, day: DayState, slot: str, ref: PostRef) -> list[Violation]:
    """The host announced the death of the player a majority eliminated while the day
    waits for it (``day_goes_on = "at_announcement"``): the day goes on from here."""
    day.outcome = day.pending = None
    release_after(state, day, slot, ref)
    return check_hammer(state, day, tuple(day.wagon_start), ref)


def _settle_pending(state: GameState, day: DayState, ref: PostRef) -> None:
    """The day ended before the host announced its pending elimination: it happens at
    the end (the day's outcome stays that hammer)."""
    slot = state.slots[day.pending] if day.pending else None
    day.pending = None
    if slot is not None and slot.alive:
        slot.alive, slot.died, slot.cause = False, ref, f"eliminated Day {day.number}"


def resolve_deadline(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """The day ends without a hammer: plurality (with the tie rule) or no elimination; a
    day that eliminated by majority already and has no plurality rule ends with that."""
    if day.pending is not None:
        _settle_pending(state, day, ref)
    if day.outcome is not None:
        return []
    totals = {t: wagon_total(state, day, t) for t in day.wagon_start}
    totals = {t: n for t, n in totals.items() if n > 0}
    if day.eliminations and not (totals and plurality_at_deadline(state, day)):
        day.outcome = day.eliminations[-1]
        snapshot(state, day)
        return []
    if not totals:
        return resolve(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
    if not plurality_at_deadline(state, day):
        outcome = Outcome(Status.NO_ELIMINATION, Reason.NO_MAJORITY_AT_DEADLINE, ref=ref)
        return resolve(state, day, outcome)
    top = max(totals.values())
    leaders = sorted(
        (t for t, n in totals.items() if n == top), key=lambda t: latest_vote_key(day, t)
    )
    if len(leaders) == 1:
        return resolve(
            state, day, _winner(state, leaders[0], Reason.PLURALITY_AT_DEADLINE, (), ref)
        )
    return _tie(state, day, leaders, ref)


def _tie(state: GameState, day: DayState, leaders: list[str], ref: PostRef) -> list[Violation]:
    tied = tuple(state.name(t) for t in leaders)
    rule = state.rules.tie_break
    if rule == "earliest_to_reach":
        outcome = _winner(state, leaders[0], Reason.TIE_BROKEN_EARLIEST, tied, ref)
        note = state.violation(
            Code.TIE_BROKEN, ref, None, f"tie {', '.join(tied)}: {tied[0]} reached it first"
        )
    elif rule == "host":
        outcome = Outcome(Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tied, ref)
        note = state.violation(Code.TIE, ref, None, f"tie {', '.join(tied)}: the host decides")
    else:
        outcome = Outcome(Status.NO_ELIMINATION, Reason.TIE_AT_DEADLINE, None, tied, ref)
        note = state.violation(Code.TIE, ref, None, f"tie {', '.join(tied)}: no elimination")
    return [note, *resolve(state, day, outcome)]


def _winner(
    state: GameState, target: str, reason: Reason, tied: tuple[str, ...], ref: PostRef
) -> Outcome:
    if target == NO_ELIMINATION:
        return Outcome(Status.NO_ELIMINATION, Reason.NO_ELIMINATION_PLURALITY, None, tied, ref)
    return Outcome(Status.ELIMINATED, reason, state.name(target), tied, ref)


def resolve(state: GameState, day: DayState, outcome: Outcome) -> list[Violation]:
    day.outcome = outcome
    snapshot(state, day)
    if outcome.eliminated and state.rules.eliminate_on_resolution and outcome.ref is not None:
        slot = state.slot(outcome.eliminated)
        if slot is not None:
            kill(state, slot.id, outcome.ref, f"eliminated Day {day.number}")
    return []


def snapshot(state: GameState, day: DayState) -> None:
    """Freeze what the day's count shows: it must not change when the lynch kills."""
    day.living_at_resolution = state.living_ids()
    day.names = {s.id: s.player for s in state.slots.values()}
    day.weights = {v: state.hooks.weight(state, day, v) for v in day.votes}
    day.thresholds = {t: state.hooks.threshold(state, day, t) for t in day.wagon_start}
    day.base_threshold = state.rules.threshold_for(len(day.living_at_resolution))


def kill(state: GameState, slot_id: str, ref: PostRef, cause: str) -> list[Violation]:
    slot = state.slots[slot_id]
    slot.alive, slot.died, slot.cause = False, ref, cause
    day = state.day
    if day is not None and day.pending == slot_id:
        return announced(state, day, slot_id, ref)
    if day is None or day.outcome is not None or state.hooks.keeps_vote_on_death():
        return []
    release(state, day, slot_id, ref, f"{slot.player} {cause}")
    return check_hammer(state, day, tuple(day.wagon_start), ref)
