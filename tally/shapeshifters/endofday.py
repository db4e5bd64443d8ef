"""The end of a day (spec/rules.md §6.3): plurality of effective weight, ties, the
Harvester's accrual, inactivity (INACTIVITY_WARNING, AUTO_LYNCH_DUE) and the end check."""

from __future__ import annotations

from votecount.tally.codes import Code, Violation
from votecount.tally.decision import kill, resolve
from votecount.tally.events import PhaseKind, PostRef
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.shapeshifters.codes import (
    AUTO_LYNCH_DUE,
    GAME_OVER_DUE,
    HYPNOTIST_NO_TARGET,
    INACTIVITY_WARNING,
    SETUP_SCIENTISTS,
)
from votecount.tally.shapeshifters.ledger import Ledger, day_weights, ledger, villain_count
from votecount.tally.shapeshifters.roles import HYPNOTIST, SCIENTIST
from votecount.tally.shapeshifters.switches import not_in_play
from votecount.tally.state import DayState, GameState
from votecount.tally.wagons import latest_vote_key


def end_day(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    book = ledger(state)
    notices = _no_target(state, day, book, ref)
    due, inactive = _inactivity(state, day, book, ref)
    notices += inactive
    if day.outcome is None:
        notices += _resolve(state, day, ref, bool(due))
    _accrue(state, day, book)
    for slot in due:
        if state.slots[slot].alive and state.rules.eliminate_on_resolution:
            kill(state, slot, ref, f"auto-lynched Day {day.number} (inactive)")
    book.auto_lynched[day.number] = tuple(due)
    return notices + _setup_check(state, day, book, ref) + _end_check(state, book, ref)


def totals(state: GameState, day: DayState) -> dict[str, int]:
    out: dict[str, int] = {}
    ws = day.weights if day.weights is not None else None
    live = day_weights(state, day) if ws is None else {}
    for voter, standing in day.votes.items():
        w = ws[voter] if ws is not None and voter in ws else live[voter].value
        out[standing.target] = out.get(standing.target, 0) + w
    return out


def _resolve(state: GameState, day: DayState, ref: PostRef, auto: bool) -> list[Violation]:
    if auto and state.rules.get("auto_lynch_replaces_lynch"):
        instead = Reason.NO_MAJORITY_AT_DEADLINE  # the auto-lynch takes the lynch's place
        return resolve(state, day, Outcome(Status.NO_ELIMINATION, instead, ref=ref))
    standing = {t: n for t, n in totals(state, day).items() if n > 0}
    if not standing:
        return resolve(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
    top = max(standing.values())
    leaders = sorted((t for t, n in standing.items() if n == top),
                     key=lambda t: latest_vote_key(day, t))  # fmt: skip
    if len(leaders) == 1:
        won = Outcome(Status.ELIMINATED, Reason.PLURALITY_AT_DEADLINE, state.name(leaders[0]),
                      ref=ref)  # fmt: skip
        return resolve(state, day, won)
    tied = tuple(state.name(t) for t in leaders)
    rule = state.rules.get("tie", "no_lynch")
    if rule == "no_lynch":
        outcome = Outcome(Status.NO_ELIMINATION, Reason.TIE_AT_DEADLINE, None, tied, ref)
        why = f"tie {', '.join(tied)}: no lynch"
    else:
        outcome = Outcome(Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tied, ref)
        how = "draws lots" if rule == "random" else "decides"
        why = f"tie {', '.join(tied)}: the host {how}"
    return [state.violation(Code.TIE, ref, None, why), *resolve(state, day, outcome)]


def _accrue(state: GameState, day: DayState, book: Ledger) -> None:
    """End-of-day standing weight on each Harvester joins their pool (not on use days;
    ``every_vote_cast`` accrues as votes are cast instead)."""
    if state.rules.get("harvester_accrual") != "end_of_day_standing":
        return
    weights = day.weights or {}
    for h in book.harvesters():
        if day.number in book.used(h):
            continue
        on_h = sum(weights.get(v, 0) for v, s in day.votes.items() if s.target == h)
        if on_h:
            book.accrued.setdefault(h, {})[day.number] = on_h


def _inactivity(
    state: GameState, day: DayState, book: Ledger, ref: PostRef
) -> tuple[list[str], list[Violation]]:
    """``missed(p, d)``: alive all day and no red vote posted (a voided one counts)."""
    limit = int(state.rules.get("inactivity_threshold", 3))
    consecutive = state.rules.get("inactivity_mode") == "consecutive"
    due: list[str] = []
    notices: list[Violation] = []
    for slot in day.living_at_start:
        if not state.slots[slot].alive:
            continue
        if slot in day.voted:
            if consecutive:
                book.missed[slot] = 0
            continue
        n = book.missed[slot] = book.missed.get(slot, 0) + 1
        who = state.name(slot)
        if n >= limit:
            due.append(slot)
            why = f"{who} has not pointed for {n} day(s): auto-lynch at the end of Day {day.number}"
            notices.append(state.violation(AUTO_LYNCH_DUE, ref, who, why))
        elif n == limit - 1:
            why = f"{who} has not pointed for {n} day(s); {limit} means an auto-lynch"
            notices.append(state.violation(INACTIVITY_WARNING, ref, who, why))
    return due, notices


def _no_target(state: GameState, day: DayState, book: Ledger, ref: PostRef) -> list[Violation]:
    chosen = book.actions.get(day.number, {}).get("hypnotise", {})
    if not any(p.kind is PhaseKind.NIGHT and p.start.key < day.start.key for p in state.phases):
        return []  # no night before this day: nobody could be targeted
    out = []
    for slot, role in sorted(book.roles.items()):
        if role == HYPNOTIST and slot in day.living_at_start and slot not in chosen:
            why = f"no Hypnotist target recorded for Day {day.number}"
            out.append(state.violation(HYPNOTIST_NO_TARGET, ref, state.name(slot), why))
    return out


def _setup_check(state: GameState, day: DayState, book: Ledger, ref: PostRef) -> list[Violation]:
    """At the end of the first day: Scientists = ceil(Shape-shifters at the start / 2)."""
    everyone = tuple(state.slots)
    if day.number != min(state.days) or any(s not in book.roles for s in everyone):
        return []
    if SCIENTIST in not_in_play(state.rules):
        return []  # no Scientists in this game: the rule does not apply
    villains = villain_count(book, everyone)
    scientists = sum(1 for s in everyone if book.roles[s] == SCIENTIST)
    if scientists == (villains + 1) // 2:
        return []
    why = f"{scientists} Scientist(s) for {villains} Shape-shifters; the seed says {(villains + 1) // 2}"
    return [state.violation(SETUP_SCIENTISTS, ref, None, why)]


def _end_check(state: GameState, book: Ledger, ref: PostRef) -> list[Violation]:
    living = state.living_ids()
    if not book.roles or any(s not in book.roles for s in living):
        return []  # alignments unknown: no end check
    villains = villain_count(book, living)
    good = len(living) - villains
    if villains == 0:
        return [state.violation(GAME_OVER_DUE, ref, None, "no Shape-shifters left: Good wins")]
    if good == villains:
        why = f"{good} Good and {villains} Shape-shifters: the Shape-shifters win"
        return [state.violation(GAME_OVER_DUE, ref, None, why)]
    return []
