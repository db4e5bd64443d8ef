"""BotF tally and resolution (spec/rules.md §4.5, §4.7): ``L``, ``T``, the live status
("about to die", tie, none) and the end of the day: execution, tie, ghost tokens.

    L = living non-travellers (threshold_counts_travellers adds living travellers)
    T = strict_majority(L)        (threshold_rule = half_up: ceil(L/2))
    c(x) = standing votes on x's nomination (living, travellers', ghost votes)
    about to die = the unique x with c(x) = max c >= T; two or more at max >= T: tie
"""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally import decision
from votecount.tally.botf import hands as hands
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.effects import Character
from votecount.tally.botf.outcomes import BotfReason, BotfStatus
from votecount.tally.botf.state import (
    SPENT,
    UNSPENT,
    BotfDay,
    counted_living,
    ext,
    role_holder,
    seated,
    threshold,
)
from votecount.tally.codes import Code, Violation
from votecount.tally.events import PostRef
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.state import DayState, GameState


@dataclass(frozen=True, slots=True)
class Standings:
    totals: dict[str, int]  # nominee slot -> c, open nominations in order
    living: int  # L
    threshold: int  # T (1 under the Voudon)
    voudon: bool
    forced: str | None = None  # a nominee the Judge forced to pass


def standings(state: GameState, day: DayState, at_resolution: bool = False) -> Standings:
    bday = ext(state).days[day.number]
    totals: dict[str, int] = {}
    forced = None
    counted = hands.counted(state, day, bday)
    for nom in bday.noms:
        if not nom.open:
            continue
        votes = len(counted.get(nom.nominee, ()))
        totals[nom.nominee] = 0 if nom.judge == "fail" else votes
        if nom.judge == "pass":
            forced = nom.nominee
    living = _living(state, bday, at_resolution)
    voudon = role_holder(state, Character.VOUDON) is not None
    threshold = 1 if voudon else _threshold(state, living)
    return Standings(totals, living, threshold, voudon, forced)


def _living(state: GameState, bday: BotfDay, at_resolution: bool) -> int:
    if bday.resolved_living is not None:
        return bday.resolved_living
    if at_resolution and state.rules.get("threshold_base") == "at_day_start":
        return bday.living_at_start
    return len(counted_living(state))


def _threshold(state: GameState, living: int) -> int:
    return threshold(state.rules, living)


def top(s: Standings) -> tuple[int, list[str]]:
    """The highest count and the nominees who have it (in nomination order)."""
    if not s.totals:
        return 0, []
    best = max(s.totals.values())
    return best, [t for t, n in s.totals.items() if n == best]


def live_status(state: GameState, day: DayState) -> Outcome:
    """Where an open day stands after the last event."""
    s = standings(state, day)
    best, leaders = top(s)
    if s.forced is not None:
        return Outcome(BotfStatus.ABOUT_TO_DIE, BotfReason.JUDGE_PASS, state.name(s.forced))
    if best < max(s.threshold, 1) or not leaders:
        return Outcome(Status.NONE, BotfReason.BELOW_THRESHOLD)
    if len(leaders) == 1:
        name = state.name(leaders[0])
        return Outcome(BotfStatus.ABOUT_TO_DIE, BotfReason.AT_THRESHOLD, name, leader=name)
    return Outcome(Status.TIE, Reason.TIED_LEADERS, None, tuple(state.name(t) for t in leaders))


# --- resolution -------------------------------------------------------------------------


def resolve_day(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """The deadline (the day's phase end)."""
    if day.outcome is not None:
        return []
    return _resolve(state, day, ref, hammer=False)


def resolve_now(state: GameState, ref: PostRef, hammer: bool = False) -> list[Violation]:
    """The day ends before its deadline (hammer, early end, the Judge)."""
    day = state.day
    if day is None or day.outcome is not None:
        return []
    return _resolve(state, day, ref, hammer)


def _resolve(state: GameState, day: DayState, ref: PostRef, hammer: bool) -> list[Violation]:
    bday = ext(state).days[day.number]
    s = standings(state, day, at_resolution=True)
    locked = hands.lock(state, day, bday)
    outcome, notices = decide(state, s, day, ref, hammer)
    bday.counted_living = tuple(x.id for x in counted_living(state))
    bday.travellers = tuple(x.id for x in seated(state) if x.traveller and x.alive)
    bday.resolved_living, bday.threshold = s.living, s.threshold
    voters = set(day.votes) | hands.voters(locked)
    bday.dead_voters = frozenset(v for v in voters if not state.slots[v].alive)
    _spend_tokens(state, day, bday, outcome, s.voudon)
    notices += _bishop(state, bday, ref)
    _lapse(state, bday)
    notices += decision.resolve(state, day, outcome)
    day.base_threshold = s.threshold
    return notices


def decide(
    state: GameState, s: Standings, day: DayState, ref: PostRef, hammer: bool
) -> tuple[Outcome, list[Violation]]:
    best, leaders = top(s)
    if s.forced is not None:
        return Outcome(Status.ELIMINATED, BotfReason.JUDGE_PASS, state.name(s.forced), (), ref), []
    if not s.totals:
        return Outcome(Status.NO_ELIMINATION, BotfReason.NO_NOMINATIONS, ref=ref), []
    if best < max(s.threshold, 1):
        return Outcome(Status.NO_ELIMINATION, Reason.NO_MAJORITY_AT_DEADLINE, ref=ref), []
    if len(leaders) == 1:
        status = Status.HAMMERED if hammer else Status.ELIMINATED
        reason = BotfReason.VOUDON_PLURALITY if s.voudon else Reason.MAJORITY_AT_DEADLINE
        if hammer:
            reason = Reason.MAJORITY_REACHED
        return Outcome(status, reason, state.name(leaders[0]), (), ref), []
    return _tie(state, day, leaders, best, ref)


def _tie(
    state: GameState, day: DayState, leaders: list[str], best: int, ref: PostRef
) -> tuple[Outcome, list[Violation]]:
    tied = tuple(state.name(t) for t in leaders)
    listed = ", ".join(tied)
    if state.rules.get("tie_scope") == "random" or state.rules.tie_break == "host":
        why = f"tie at {best} ({listed}): the host decides"
        out = Outcome(Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tied, ref)
        return out, [state.violation(Code.TIE, ref, None, why)]
    if state.rules.tie_break == "earliest_to_reach":
        counted = hands.counted(state, day, ext(state).days[day.number])
        first = min(leaders, key=lambda t: hands.latest_key(counted, t))
        why = f"tie at {best} ({listed}): {state.name(first)} reached it first"
        out = Outcome(Status.ELIMINATED, Reason.TIE_BROKEN_EARLIEST, state.name(first), tied, ref)
        return out, [state.violation(Code.TIE_BROKEN, ref, None, why)]
    why = f"tie at {best} ({listed}): nobody is executed"
    out = Outcome(Status.NO_ELIMINATION, Reason.TIE_AT_DEADLINE, None, tied, ref)
    return out, [state.violation(Code.TIE, ref, None, why)]


def _spend_tokens(
    state: GameState, day: DayState, bday: BotfDay, outcome: Outcome, voudon: bool
) -> None:
    """``end_of_day``: a dead voter's token is spent if their vote stands at resolution;
    ``on_execution``: only if it stands on the executed nominee; none under the Voudon."""
    b = ext(state)
    mode = state.rules.get("ghost_vote_spend")
    executed = state.slot_of.get(outcome.eliminated or "", None)
    standing = [v for vs in hands.counted(state, day, bday).values() for v in vs]
    if not voudon and mode != "on_cast":
        for vote in sorted(standing, key=lambda v: v.ref.key):
            if state.slots[vote.voter].alive or b.tokens.get(vote.voter) == SPENT:
                continue
            if mode == "end_of_day" or vote.target == executed:
                b.tokens[vote.voter] = SPENT
                bday.tokens_spent.append(state.name(vote.voter))
    if mode == "on_cast":
        bday.tokens_spent = [state.name(s) for s, d in b.spent_on.items() if d == day.number]
    bday.tokens_after = {
        s.id: b.tokens.get(s.id, UNSPENT)
        for s in state.slots.values()
        if not s.alive and s.id not in b.left
    }


def _bishop(state: GameState, bday: BotfDay, ref: PostRef) -> list[Violation]:
    if role_holder(state, Character.BISHOP) is None or bday.st_nominated:
        return []
    why = "a Bishop is in play and the Storyteller nominated nobody today"
    return [state.violation(BotfCode.BISHOP_NO_NOMINATION, ref, None, why)]


def _lapse(state: GameState, bday: BotfDay) -> None:
    """Unanswered whisper declarations and exiles that did not pass lapse at dusk."""
    b = ext(state)
    b.pending = [d for d in b.pending if d.day != bday.number]
    for exile in bday.exiles:
        if exile.status == "open":
            exile.status = "lapsed"
