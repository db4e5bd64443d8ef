"""The ``event`` field of each day's count (JSON ``days[].event``): what the event is,
who votes, its threshold, its YES/NO or option tallies with who chose what, the "ever"
condition closest to firing, what fired, and the result it hands to the next event."""

from __future__ import annotations

from dataclasses import replace

from votecount.tally.codes import Violation
from votecount.tally.days import each_day
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import TITLES, ext, majority, plan_of, voters
from votecount.tally.events_game.duel import duel_view
from votecount.tally.events_game.ever import middle_of, option_counts
from votecount.tally.events_game.model import OPTION_TITLES, Ballots
from votecount.tally.events_game.private import HIDDEN
from votecount.tally.events_game.realms import realms_view
from votecount.tally.events_game.resolve import chosen_wagon, nobles_of, team_key
from votecount.tally.events_game.split import split_view
from votecount.tally.result import DayCount, VoteCount
from votecount.tally.state import DayState, GameState


def _round(state: GameState, day: DayState, of: int) -> int:
    """The round of event ``of`` that ``day`` plays: 1 + the phases continuing it so far."""
    return 1 + sum(1 for d in state.days.values()
                   if d.number <= day.number and d.settings.get("part_of") == str(of))  # fmt: skip


def event_payload(state: GameState, day: DayState, count: DayCount) -> DayCount:
    plan, mine = plan_of(state, day), ext(state).of(day.number)
    live = voters(state, day)
    n = len(live)
    of = int(day.settings.get("part_of") or 0)  # a phase continuing Event ``of``
    title = day.settings.get("title") or TITLES.get(of or day.number)  # the game file's first
    shown = f"Event {of}, round {_round(state, day, of)}" if of else f"Event {day.number}"
    out: dict[str, object] = {
        "number": day.number,
        "title": title,
        "heading": shown + (f" – {title}" if title else ""),
        "ballot": plan.ballot,
        "closed": plan.closed,
        "participants": [state.name(p) for p in plan.participants],
        "voters": n,
        "threshold": majority(state, n),
    }
    if of:
        out["part_of"], out["round"] = of, _round(state, day, of)
    if plan.ballot in ("yes_no", "nominees"):
        out["yes_no"] = _yes_no(state, day, mine)
    if plan.ballot == "yes_no":
        out["apart"] = state.name(plan.apart) if plan.apart else None
        out["pick"] = state.name(mine.pick) if mine.pick else None
    if plan.ballot == "options":
        out.update(_options(state, day, mine, n))
    if plan.ballot == "elimination" and day.number == 1:
        found = chosen_wagon(state, day)
        if found is not None:
            out["chair"] = state.name(found[0])
            out["nobles"] = [state.name(v) for v in nobles_of(state, day, *found)]
    if plan.ballot == "dual":
        out["dual_second_needed"] = arith.DUAL_SECOND
        out.update(duel_view(state, day.number))
    if plan.ballot == "split" and (split := split_view(state, day)) is not None:
        out.update(split)
    if plan.ballot == "realms":
        out.update(realms_view(state, day))
    if plan.ballot == "private":  # Event 6: the choices are recorded, never counted
        out["host"] = {
            "choices": {state.name(v): state.name(c.choice) for v, c in mine.private.items()}
        }
    if plan.ballot == "nominees":
        out["ruler"] = _ruler(state, day)
    out["fired"] = [
        {"what": f.what, "subject": state.name(f.subject) if f.subject else None,
         "count": f.count, "needed": f.needed, "post": f.ref.number if f.ref.number >= 0 else None}
        for f in mine.fired
    ]  # fmt: skip
    out["result"] = dict(mine.result)
    out["flips"] = [
        {"player": state.name(p), "flip": role, "post": ref.number if ref.number >= 0 else None}
        for p, role, ref in mine.flips
    ]  # the host's public flips at the event's end
    return replace(count, extra=(*count.extra, ("event", _named_then(state, day, out))))


def _ruler(state: GameState, day: DayState) -> str | None:
    """Event 9's Ruler: the last realms event's (Event 8)."""
    found = [
        n for n, d in state.days.items()
        if n < day.number and d.outcome is not None and plan_of(state, d).ballot == "realms"
    ]  # fmt: skip
    ruler = ext(state).of(max(found)).result.get("ruler") if found else None
    return str(ruler) if ruler else None


def public_count(count: VoteCount) -> VoteCount:
    """The public view: no ``host`` fields (Event 4's votes, cards and totals, Event 8's
    votes and Hell's saved) and no problem with a private row or an alignment."""
    return replace(count, days=each_day(count.days, _public_day), pregame=_public(count.pregame))


def _public_day(day: DayCount) -> DayCount:
    extra = tuple((k, _strip(v) if k == "event" else v) for k, v in day.extra)
    return replace(day, extra=extra, rejected=_public(day.rejected), notices=_public(day.notices))


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k != "host"}
    return value


def _public(found: tuple[Violation, ...]) -> tuple[Violation, ...]:
    return tuple(v for v in found if not v.raw.startswith(HIDDEN) and v.code != "ALIGNMENT_UNKNOWN")


def _yes_no(state: GameState, day: DayState, mine: Ballots) -> list[dict[str, object]]:
    plan = plan_of(state, day)
    subjects = plan.nominees if plan.ballot == "nominees" else ("",)
    rows: list[dict[str, object]] = []
    for subject in subjects:
        choices = sorted(mine.yes_no.get(subject, {}).items(), key=lambda kv: kv[1].ref.key)
        decided = next((f.what for f in mine.fired if f.subject == subject and subject), None)
        rows.append(
            {
                "nominee": state.name(subject) if subject else state.name(plan.apart) or None,
                "yes": [state.name(v) for v, c in choices if c.yes],
                "no": [state.name(v) for v, c in choices if not c.yes],
                "decided": decided,
            }
        )
    return rows


def _options(state: GameState, day: DayState, mine: Ballots, n: int) -> dict[str, object]:
    middle = middle_of(state, day)
    live = set(voters(state, day))
    counts = option_counts(state, day)
    rows: list[dict[str, object]] = []
    teams: dict[tuple[str, ...], list[str]] = {}
    for voter, choice in sorted(mine.options.items(), key=lambda kv: kv[1].ref.key):
        if voter not in live:
            continue
        if choice.option == "ring":
            teams.setdefault(team_key(state, choice.team), []).append(voter)
    for key, who in teams.items():
        first = next(c.team for v, c in mine.options.items() if v == who[0])
        del key
        rows.append({"option": "ring", "title": OPTION_TITLES["ring"],
                     "team": [state.name(p) for p in first],
                     "voters": [state.name(v) for v in who]})  # fmt: skip
    for option in (middle, "crash"):
        who = [v for v, c in sorted(mine.options.items(), key=lambda kv: kv[1].ref.key)
               if c.option == option and v in live]  # fmt: skip
        rows.append({"option": option, "title": OPTION_TITLES[option],
                     "voters": [state.name(v) for v in who]})  # fmt: skip
    what, have, need = arith.closest(counts, n, middle)
    return {
        "middle": middle,
        "ring_size": arith.ring_size(n),
        "crash_needed": arith.crash_needed(n),
        "options": rows,
        "closest": {"option": what, "title": OPTION_TITLES[what], "count": have, "needed": need},
    }


def _named_then(state: GameState, day: DayState, value: object) -> object:
    """A decided event names its players as they were when it was decided (the core's
    ``day.names``): a substitute who came in later is not shown in an earlier event."""
    if not day.names:
        return value
    then = {s.player: day.names[s.id] for s in state.slots.values() if day.names.get(s.id)}
    then = {now: old for now, old in then.items() if now != old}
    return _rename(value, then) if then else value


def _rename(value: object, then: dict[str, str]) -> object:
    if isinstance(value, str):
        return then.get(value, value)
    if isinstance(value, dict):
        return {then.get(k, k): _rename(v, then) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_rename(v, then) for v in value]
    return value
