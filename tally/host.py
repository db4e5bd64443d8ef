"""Host events: phases, deaths, resurrections, substitutions and modifiers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.tally.codes import Code, Violation
from votecount.tally.decision import check_hammer, kill
from votecount.tally.events import (
    Death,
    Event,
    Modifier,
    Modkill,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    Resurrection,
    Substitution,
)
from votecount.tally.parts import DayState, ModifierEntry, Phase

if TYPE_CHECKING:
    from votecount.tally.state import GameState

HostEvent = Death | Modkill | Resurrection | Substitution | Modifier


def check_host_event(state: GameState, event: HostEvent) -> Violation | None:
    problem = _problem(state, event)
    if problem is None:
        return None
    code, reason = problem
    who = event.out if isinstance(event, Substitution) else event.player
    return state.violation(code, event.ref, who, reason, type(event).__name__.lower())


def _problem(state: GameState, event: HostEvent) -> tuple[str, str] | None:
    if isinstance(event, Substitution):
        if state.current(event.out) is None:
            return (Code.HOST_EVENT_INVALID, f"{event.out} does not occupy a slot now")
        if state.current(event.replacement) is not None:
            return (Code.HOST_EVENT_INVALID, f"{event.replacement} already plays")
        return None
    slot = state.slot(event.player)
    if slot is None:
        return (Code.HOST_EVENT_INVALID, f"{event.player} is not a player")
    if isinstance(event, Death | Modkill) and not slot.alive:
        return (Code.DUPLICATE_DEATH, f"{slot.player} is already dead ({slot.cause})")
    if isinstance(event, Resurrection) and slot.alive:
        return (Code.HOST_EVENT_INVALID, f"{slot.player} is alive")
    return None


def apply_host_event(state: GameState, event: Event) -> list[Violation]:
    if isinstance(event, Death):
        return kill(state, _sid(state, event.player), event.ref, event.cause)
    if isinstance(event, Modkill):
        return kill(
            state, _sid(state, event.player), event.ref, f"modkilled {event.reason}".strip()
        )
    if isinstance(event, Resurrection):
        slot = state.slots[_sid(state, event.player)]
        slot.alive, slot.died, slot.cause = True, None, ""
        return []
    if isinstance(event, Substitution):
        return _substitute(state, event)
    if isinstance(event, Modifier):
        return _modify(state, event)
    return []


def _substitute(state: GameState, event: Substitution) -> list[Violation]:
    slot = state.slots[_sid(state, event.out)]
    slot.former.append(slot.player)
    slot.player = event.replacement
    state.slot_of[event.replacement] = slot.id
    state.backups.discard(event.replacement)
    return []


def _modify(state: GameState, event: Modifier) -> list[Violation]:
    day_number = None if event.whole_game else (event.day or state.next_day_number())
    state.modifiers.append(
        ModifierEntry(_sid(state, event.player), event.effect, day_number, event.ref)
    )
    day = state.day
    if day is None:
        return []
    return check_hammer(state, day, tuple(day.wagon_start), event.ref)


def _sid(state: GameState, player: str) -> str:
    return state.slot_of[player]


# --- phases ---------------------------------------------------------------------------


def start_phase(state: GameState, event: PhaseStart) -> list[Violation]:
    open_ = state.phase
    if open_ is not None and (open_.kind, open_.number) == (event.kind, event.number):
        return []  # the same phase announced twice (game file and a host post)
    if _seen(state, event.kind, event.number):
        return [_out_of_order(state, event, "started already")]
    notices = close_phase(state, event.ref) if open_ is not None else []
    phase = Phase(event.kind, event.number, event.ref, None, event.sub)
    state.phase = phase
    state.phases.append(phase)
    if event.kind is PhaseKind.DAY:
        day = DayState(event.number, event.ref, state.living_ids(), settings=dict(event.settings))
        state.days[event.number] = day
    return notices


def end_phase(state: GameState, event: PhaseEnd) -> list[Violation]:
    open_ = state.phase
    if open_ is not None and (open_.kind, open_.number) == (event.kind, event.number):
        return close_phase(state, event.ref)
    if _seen(state, event.kind, event.number):
        return []  # ended already (by the next phase's start or a second end)
    return [_out_of_order(state, event, "is not open")]


def close_phase(state: GameState, ref: PostRef) -> list[Violation]:
    phase = state.phase
    assert phase is not None
    notices: list[Violation] = []
    day = state.day
    phase.end = ref
    if day is not None:
        day.end = ref
        notices = state.hooks.resolve_day(state, day, ref)
    state.phase = None
    return notices


def _seen(state: GameState, kind: PhaseKind, number: int) -> bool:
    return any((p.kind, p.number) == (kind, number) for p in state.phases)


def _out_of_order(state: GameState, event: PhaseStart | PhaseEnd, what: str) -> Violation:
    name = f"{event.kind.value.title()} {event.number}"
    return state.violation(Code.PHASE_OUT_OF_ORDER, event.ref, None, f"{name} {what}; ignored")
