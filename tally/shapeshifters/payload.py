"""The JSON fields Shape-shifters adds, by view (docs/json-output.md).

Each day, public (what players may learn): ``pointers`` (voter -> target, one per voter),
``auto_lynched`` (inactive players auto-lynched at the day's end: pointing is public) and
``players`` as of the end of that day. Each day, host only: ``weights`` (voter -> target,
weight, reason), ``totals`` (target -> effective weight), ``voids`` (voter -> reason),
``pool`` (Harvester -> pool carried into the day), ``night_actions`` (the night PMs'
kill votes and special targets of the night after the day: pms.py), ``night_results`` (the
host's protect, kill, reap and scry rows of that night and what came of them: nights.py). ``players``: each player, alive or not at the day's end, and the
role shown (good roles on death, villains as Joe Schmo until the start of day
``death_day + villain_reveal_offset``); the host view adds each player's true role and
alignment. Codes about roles and night actions are left out of the public view."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from votecount.tally.codes import Violation
from votecount.tally.days import each_day
from votecount.tally.events import PhaseKind
from votecount.tally.result import DayCount, VoteCount
from votecount.tally.shapeshifters.codes import HIDDEN_CODES
from votecount.tally.shapeshifters.endofday import totals
from votecount.tally.shapeshifters.ledger import Ledger, day_weights, ledger
from votecount.tally.shapeshifters.roles import JOE, is_villain, title
from votecount.tally.state import DayState, GameState, Slot


def decorate(state: GameState, count: VoteCount) -> VoteCount:
    host = count.view == "host"
    days = each_day(count.days, lambda d: _day(state, state.days[d.day], d, host))
    pregame = count.pregame if host else _public(count.pregame)
    return replace(count, days=days, pregame=pregame)


def _public(found: tuple[Violation, ...]) -> tuple[Violation, ...]:
    """What players may read: nothing about roles, night actions or alignments."""
    return tuple(v for v in found if v.code not in HIDDEN_CODES)


def _day(state: GameState, day: DayState, count: DayCount, host: bool) -> DayCount:
    name = state.name
    pointers = {name(v): name(s.target) for v, s in sorted(day.votes.items(),
                                                             key=lambda i: i[1].ref.key)}  # fmt: skip
    auto = [name(s) for s in ledger(state).auto_lynched.get(day.number, ())]
    fields: list[tuple[str, Any]] = [("pointers", pointers), ("auto_lynched", auto),
                                     ("players", _players(state, host, day))]  # fmt: skip
    if host:
        fields += _host_fields(state, day)
        return replace(count, extra=(*count.extra, *fields))
    return replace(count, extra=(*count.extra, *fields), rejected=_public(count.rejected),
                   notices=_public(count.notices))  # fmt: skip


def _host_fields(state: GameState, day: DayState) -> list[tuple[str, Any]]:
    name, book = state.name, ledger(state)
    live = day_weights(state, day)
    frozen = day.weights or {}
    weights = {}
    voids = {}
    for v, s in sorted(day.votes.items(), key=lambda i: i[1].ref.key):
        w = live[v]
        value = frozen.get(v, w.value)
        weights[name(v)] = {"target": name(s.target), "weight": value, "reason": w.reason}
        if value == 0:
            voids[name(v)] = w.reason or "void"
    tot = {name(t): n for t, n in sorted(totals(state, day).items(), key=lambda i: -i[1])}
    pool = {name(h): book.pool(h, day.number) for h in book.harvesters()}
    nights = [dict(r) for r in book.night_actions.get(day.number, ())]
    results = [_night_row(state, day.number, r) for r in book.night_rows.get(day.number + 1, ())]
    return [("weights", weights), ("totals", tot), ("voids", voids), ("pool", pool),
            ("night_actions", nights), ("night_results", results)]  # fmt: skip


def _night_row(state: GameState, night: int, r: dict) -> dict[str, Any]:
    """One host night row as the host view shows it (nights.py)."""
    name = state.name
    return {"night": night, "kind": r["kind"], "player": name(r["by"]) if r["by"] else None,
            "target": name(r["target"]) if r["target"] else None, "given": r["given"],
            "expected": r.get("expected", ""), "result": r["result"] or "pending",
            "note": r["note"], "place": r["place"]}  # fmt: skip


def _players(state: GameState, host: bool, day: DayState) -> list[dict[str, Any]]:
    """Each player and the role shown as of the end of ``day`` (its deaths, its reveals)."""
    book = ledger(state)
    today = day.number
    until = day.end.key if day.end is not None else None
    offset = int(state.rules.get("villain_reveal_offset", 3))
    waiting = pending_kill(state, today) if host else None
    out = []
    for slot in state.slots.values():
        dead = slot.died is not None and (until is None or slot.died.key <= until)
        dead = dead and not slot.alive
        shown = _shown(state, book, slot, today, offset) if dead else None
        row: dict[str, Any] = {"player": slot.player, "alive": not dead, "shown_role": shown}
        if host:
            role = book.roles.get(slot.id)
            row["role"] = title(role) if role else None
            row["alignment"] = None if role is None else "shape-shifter" if is_villain(role) \
                else "good"  # fmt: skip
            if waiting is not None and waiting[0] == slot.id and not dead:
                row["pending"] = waiting[1]
        out.append(row)
    return out


def pending_kill(state: GameState, day: int) -> tuple[str, str] | None:
    """(target, what) of the night kill after ``day`` that has not taken effect yet: the
    file ends in that night, and a night resolves only when the next day starts
    (nights.py). The Reaper's kill replaces the villains' kill, whose latest row stands."""
    rows = [r for r in ledger(state).night_rows.get(day + 1, ())
            if r["kind"] in ("kill", "reap") and not r["result"] and r["target"]]  # fmt: skip
    reaps = [r for r in rows if r["kind"] == "reap"]
    if not rows:
        return None
    r = (reaps or rows)[-1]
    what = f"Night {day}'s {'Reaper kill' if reaps else 'kill'} ({r['place']}) is pending: " \
        f"it takes effect when Day {day + 1} starts"  # fmt: skip
    guard = [g for g in ledger(state).night_rows.get(day + 1, ())
             if g["kind"] == "protect" and g["target"] == r["target"]]  # fmt: skip
    if guard and not reaps:
        what += f" (protected by {state.name(guard[-1]['by'])}: it will fail)"
    return r["target"], what


def _shown(state: GameState, book: Ledger, slot: Slot, today: int, offset: int) -> str | None:
    role = book.roles.get(slot.id)
    if role is None or slot.died is None:
        return None
    if not is_villain(role):
        return title(role)
    died = death_day(state, slot)
    return title(role) if today >= died + offset else title(JOE)


def death_day(state: GameState, slot: Slot) -> int:
    """The day of the cycle a player died in: the last day started before the death
    (each day's start is its phase's: read from ``phases``, no day opened)."""
    assert slot.died is not None
    started = [p.number for p in state.phases
               if p.kind is PhaseKind.DAY and p.start.key <= slot.died.key]  # fmt: skip
    return max(started, default=0)
