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
    TARGETED,
    NightAction,
    RoleSet,
    role_name,
    title,
    variant,
)
from votecount.tally.shapeshifters.switches import not_in_play
from votecount.tally.state import GameState

POWERS = ("hypnotise", "harvest", "self_void", "protect", "reap", "scry")


def check_role(state: GameState, event: RoleSet) -> Violation | None:
    where = f"{event.place}: " if event.place else ""
    if state.slot(event.player) is None:
        why = f"{where}{event.player!r} is not a player"
        return state.violation(NIGHT_ACTION_INVALID, event.ref, event.player, why, event.role)
    role = role_name(event.role)
    if role is None:
        why = f"{where}{event.role!r} is not a Shape-shifters role"
        return state.violation(UNKNOWN_ROLE, event.ref, event.player, why, event.role)
    if role in not_in_play(state.rules):
        why = f"{where}{title(role)} is not in play in this game (roles_not_in_play)"
        return state.violation(UNKNOWN_ROLE, event.ref, event.player, why, event.role)
    return None


def apply_role(state: GameState, event: RoleSet) -> list[Violation]:
    slot = state.slot_of.get(event.player, event.player)
    book = ledger(state)
    book.roles[slot] = role_name(event.role) or event.role
    if variant(event.role):
        book.researchers[slot] = variant(event.role)
    return []


def night_day(state: GameState, day: int | None, pm: bool = False) -> tuple[int, str, bool]:
    """The day a night row affects (Night N's rows: Day N+1), what is wrong with the
    row's ``day`` ("" when nothing), and whether it was read in the old meaning.

    Without ``day``: the day after the open day, else the next day to come. With it, the
    row's place tells the meaning apart: at a post of Night N the row is for Night N, so
    ``day`` must be N+1 (or later: a row entered ahead); during Day M, M (the night just
    before, entered at the morning post) or later. A ``pm`` row's ``day`` used to be the
    night's number: ``day = N`` at a Night N post, or ``day = M - 1`` during Day M, is read
    so (``NIGHT_DAY_READ_AS_NIGHT``); any other day that has ended is an error."""
    open_day = state.day
    if day is None:
        return (open_day.number + 1 if open_day else state.next_day_number()), "", False
    last = state.last_day
    if open_day is not None:
        first, where = open_day.number, f"during Day {open_day.number}"
    else:
        n = last.number if last is not None else 0
        first, where = n + 1, f"at a Night {n} post" if n else "before Day 1"
    if day >= first:
        return day, "", False
    if pm and day == first - 1 and day >= 1:
        return day + 1, "", True
    night = first - 1
    if day < 1:
        why = (f"day = {day}: days are numbered from 1; a night row's day is the day after "
               f"its night (Night {night}: day = {night + 1})")  # fmt: skip
        return day, why, False
    why = (f"day = {day} {where}: Day {day} has ended; a night row's day is the day after "
           f"its night (Night {night}: day = {night + 1})")  # fmt: skip
    return day, why, False


def action_day(state: GameState, event: NightAction) -> int:
    """The day a night action affects (``night_day``)."""
    return night_day(state, event.day)[0]


def check_action(state: GameState, event: NightAction) -> Violation | None:
    problem = _problem(state, event)
    if problem is None:
        return None
    code, why = problem
    where = f"{event.place}: " if event.place else ""
    raw = f"{event.action} {event.player} {event.target}".strip()
    return state.violation(code, event.ref, event.player, where + why, raw)


def _problem(state: GameState, event: NightAction) -> tuple[str, str] | None:
    day, bad_day, _ = night_day(state, event.day)
    if bad_day:
        return (NIGHT_ACTION_INVALID, bad_day)
    allowed = ACTIONS[event.action]
    unused = not_in_play(state.rules)
    if all(r in unused for r in allowed):
        return (NIGHT_ACTION_INVALID, f"{event.action}: {_roles(allowed)} is not in play in "
                                      f"this game (roles_not_in_play)")  # fmt: skip
    if event.action in TARGETED and state.slot(event.target) is None:
        return (NIGHT_ACTION_INVALID, f"{event.action} needs a target player in other")
    if event.action == "kill" and not event.player:
        return None  # the villains' collective kill: no sender named
    slot = state.slot(event.player)
    if slot is None:
        return (NIGHT_ACTION_INVALID, f"{event.player!r} is not a player")
    if not slot.alive:
        return (NIGHT_ACTION_INVALID, f"{slot.player} is dead")
    book = ledger(state)
    role = book.roles.get(slot.id)
    if role is not None and role not in allowed:
        return (NIGHT_ACTION_INVALID, f"{event.action} needs the role {_roles(allowed)}, "
                                      f"not {title(role)}")  # fmt: skip
    used = [d for d, rows in book.night_rows.items() for r in rows if r["kind"] == "reap"]
    if event.action == "reap" and used:
        return (NIGHT_ACTION_INVALID, f"the Reaper's kill is once per game (used for Day "
                                      f"{used[0]})")  # fmt: skip
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
    day = action_day(state, event)
    book = ledger(state)
    if event.action in NIGHT_ROWS:
        row = {"kind": event.action, "by": slot, "target": target, "place": event.place,
               "ref": event.ref, "given": event.value, "result": "", "note": "", "expected": ""}  # fmt: skip
        book.night_rows.setdefault(day, []).append(row)
    if event.action != "kill":
        book.on(day, event.action)[slot] = target
    return []


NIGHT_ROWS = ("protect", "kill", "reap", "scry")  # resolved with their night (nights.py)


def _roles(roles: tuple[str, ...]) -> str:
    return " or ".join(title(r) for r in roles) if len(roles) < 3 else "a Shape-shifter"
