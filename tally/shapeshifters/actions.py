"""Checking and recording the host's ``role`` and night-action rows (``roles.py``)."""

from __future__ import annotations

from votecount.tally.codes import Violation
from votecount.tally.shapeshifters.codes import (
    HARVESTER_DOUBLE_USE,
    NIGHT_ACTION_INVALID,
    SHAPESHIFT_WITH_POWER,
    UNKNOWN_ROLE,
)
from votecount.tally.shapeshifters.ledger import ledger
from votecount.tally.shapeshifters.roles import (
    ACTIONS,
    NightAction,
    RoleSet,
    role_name,
    title,
)
from votecount.tally.state import GameState

POWERS = ("hypnotise", "harvest", "self_void")


def check_role(state: GameState, event: RoleSet) -> Violation | None:
    where = f"{event.place}: " if event.place else ""
    if state.slot(event.player) is None:
        why = f"{where}{event.player!r} is not a player"
        return state.violation(NIGHT_ACTION_INVALID, event.ref, event.player, why, event.role)
    if role_name(event.role) is None:
        why = f"{where}{event.role!r} is not a Shape-shifters role"
        return state.violation(UNKNOWN_ROLE, event.ref, event.player, why, event.role)
    return None


def apply_role(state: GameState, event: RoleSet) -> list[Violation]:
    slot = state.slot_of.get(event.player, event.player)
    ledger(state).roles[slot] = role_name(event.role) or event.role
    return []


def action_day(state: GameState, event: NightAction) -> int:
    """The row's ``day``; else the day after the open day, else the next day to come."""
    if event.day is not None:
        return event.day
    day = state.day
    return day.number + 1 if day is not None else state.next_day_number()


def check_action(state: GameState, event: NightAction) -> Violation | None:
    problem = _problem(state, event)
    if problem is None:
        return None
    code, why = problem
    where = f"{event.place}: " if event.place else ""
    raw = f"{event.action} {event.player} {event.target}".strip()
    return state.violation(code, event.ref, event.player, where + why, raw)


def _problem(state: GameState, event: NightAction) -> tuple[str, str] | None:
    slot = state.slot(event.player)
    if slot is None:
        return (NIGHT_ACTION_INVALID, f"{event.player!r} is not a player")
    if not slot.alive:
        return (NIGHT_ACTION_INVALID, f"{slot.player} is dead")
    book, day = ledger(state), action_day(state, event)
    role = book.roles.get(slot.id)
    allowed = ACTIONS[event.action]
    if role is not None and role not in allowed:
        return (NIGHT_ACTION_INVALID, f"{event.action} needs the role {_roles(allowed)}, "
                                      f"not {title(role)}")  # fmt: skip
    if event.action == "hypnotise" and state.slot(event.target) is None:
        return (NIGHT_ACTION_INVALID, "hypnotise needs a target player in other")
    acts = book.actions.get(day, {})
    if event.action == "shapeshift" and any(slot.id in acts.get(p, {}) for p in POWERS):
        return (SHAPESHIFT_WITH_POWER, f"{slot.player} used a power on the day they shape-shift")
    if event.action in POWERS and slot.id in acts.get("shapeshift", {}):
        return (SHAPESHIFT_WITH_POWER, f"{slot.player} is shape-shifted for Day {day}")
    if event.action == "harvest":
        used = book.used(slot.id)
        if any(day - 1 <= d <= day for d in used):
            return (HARVESTER_DOUBLE_USE, f"the pool was used on Day {max(used)} and has not "
                                          f"grown since")  # fmt: skip
    return None


def apply_action(state: GameState, event: NightAction) -> list[Violation]:
    slot = state.slot_of.get(event.player, event.player)
    target = state.slot_of.get(event.target, event.target)
    ledger(state).on(action_day(state, event), event.action)[slot] = target
    return []


def _roles(roles: tuple[str, ...]) -> str:
    return " or ".join(title(r) for r in roles) if len(roles) < 3 else "a Shape-shifter"
