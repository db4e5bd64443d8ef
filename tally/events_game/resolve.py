"""Each event's deadline (spec/rules.md §5.2): plurality for the wagons, the YES/NO
rules of Events 2 and 9, and Event 10's deadline order. Nobody dies here: the host
posts deaths (flips wait for the event's end)."""

from __future__ import annotations

from votecount.tally import decision
from votecount.tally.codes import Violation
from votecount.tally.events import PostRef
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import (
    ext,
    majority,
    plan_of,
    standings,
    tie_broken,
    voters,
)
from votecount.tally.events_game.ever import (
    decide,
    decide_nominees,
    middle_of,
    option_counts,
    round_step,
    tally_yes_no,
    tick_reveal,
)
from votecount.tally.events_game.model import OPTION_TITLES, Fired
from votecount.tally.events_game.realms import resolve_realms
from votecount.tally.events_game.split import resolve_split
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.state import DayState, GameState

NOBLES = 8


def resolve_event(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    if day.outcome is not None:
        return []
    resolve = _AT_DEADLINE.get(plan_of(state, day).ballot)
    if resolve is None:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
        return []
    return resolve(state, day, ref)


def _elimination(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    return decision.resolve_deadline(state, day, ref) + nobles_notice(state, day, ref)


def chosen_wagon(state: GameState, day: DayState) -> tuple[str, tuple[str, ...]] | None:
    """The target of the deciding wagon and its voters in join order."""
    out = day.outcome
    if out is None or out.eliminated is None:
        return None
    target = state.slot_of.get(out.eliminated, out.eliminated)
    on = sorted((v for v in day.votes.values() if v.target == target), key=lambda v: v.ref.key)
    return target, tuple(v.voter for v in on)


def nobles_of(
    state: GameState, day: DayState, chair: str, wagon: tuple[str, ...]
) -> tuple[str, ...]:
    """Event 1's nobles: the final wagon minus the chair (``e1_nobles``), or every other
    voter of the event (``all_others``, the other draft)."""
    if state.rules.get("e1_nobles") == "all_others":
        return tuple(v for v in voters(state, day) if v != chair)
    return tuple(v for v in wagon if v != chair)


def nobles_notice(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 1: the nobles are the final wagon minus the chair (eight, says the seed)."""
    found = chosen_wagon(state, day) if day.number == 1 else None
    if found is None:
        return []
    chair, on = found
    nobles = nobles_of(state, day, chair, on)
    if state.rules.get("e1_nobles") == "all_others" or len(nobles) == NOBLES:
        return []
    why = f"{len(nobles)} nobles on {state.name(chair)}'s wagon, the seed says {NOBLES}"
    return [state.violation("NOBLE_COUNT_MISMATCH", ref, None, why)]


def _dual(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    totals, ranked = standings(state, day)
    if not ranked:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
        return []
    mine = ext(state).of(day.number)
    mine.result = {"first": state.name(ranked[0])}
    if len(ranked) > 1:
        mine.result["second"] = state.name(ranked[1])
    name = state.name(ranked[0])
    decide(state, day, Outcome(Status.ELIMINATED, Reason.PLURALITY_AT_DEADLINE, name, (), ref))
    return tie_broken(state, totals, ranked, 2, ref)


def _round(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Events 5 and 7 at the deadline: the plurality leader is the last crosser
    nominated, or goes to Heaven."""
    notices = round_step(state, day, ref, at_deadline=True)
    if day.outcome is None:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.PLURALITY_AT_DEADLINE, ref=ref))
    return notices


def _executioner(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 2: YES >= majority of the living nobles (or of the votes cast) kills the
    Executioner; a tie lives unless ``e2_tie = dies``."""
    plan, mine = plan_of(state, day), ext(state).of(day.number)
    yes, no = tally_yes_no(mine, "")
    base = yes + no if state.rules.get("e2_base") == "votes_cast" else len(voters(state, day))
    need = majority(state, base)
    dies = yes >= need or (2 * yes == base and state.rules.get("e2_tie") == "dies")
    mine.result = {"yes": yes, "no": no, "needed": need, "executioner_dies": dies}
    if dies and plan.apart:
        name = state.name(plan.apart)
        decide(state, day, Outcome(Status.ELIMINATED, Reason.MAJORITY_AT_DEADLINE, name, (), ref))
    else:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_MAJORITY_AT_DEADLINE, ref=ref))
    return []


def _nominees(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 9's end: every open nominee is decided (``decide_nominees``); if none was
    eliminated, the most YES is (a tie: ``e9_tie``)."""
    plan, mine = plan_of(state, day), ext(state).of(day.number)
    notices = decide_nominees(state, day, ref, at_end=True)
    out = [f.subject for f in mine.fired if f.what == "eliminated"]
    if out:
        names = ", ".join(state.name(p) for p in out)
        mine.result = {"eliminated": [state.name(p) for p in out], "fallback": False}
        first = state.name(out[0])
        decide(state, day, Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, first, (), ref))
        return [*notices, state.violation("NOMINEE_DECIDED", ref, None, f"eliminated: {names}")]
    yes = {p: tally_yes_no(mine, p)[0] for p in plan.nominees}
    top = max(yes.values(), default=0)
    leaders = [p for p, n in yes.items() if n == top and n > 0]
    mine.result = {"eliminated": [state.name(p) for p in leaders[:1]], "fallback": True}
    if len(leaders) == 1:
        name = state.name(leaders[0])
        decide(state, day, Outcome(Status.ELIMINATED, Reason.PLURALITY_AT_DEADLINE, name, (), ref))
        return []
    if not leaders:
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref))
        return []
    tied = tuple(state.name(p) for p in leaders)
    mine.result = {"eliminated": [], "fallback": True, "tied": list(tied)}
    decide(state, day, Outcome(Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tied, ref))
    return [state.violation("TIE", ref, None, f"most YES tied: {', '.join(tied)}")]


def _options(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 10's deadline: a Ring-the-Bell team with a majority, else the middle option
    with a majority (of the living, or of the votes cast), else no result."""
    if state.rules.get("ring_team") == "voters":
        return _ring_voters(state, day, ref)
    mine = ext(state).of(day.number)
    need = majority(state, len(voters(state, day)))
    teams: dict[tuple[str, ...], int] = {}
    for choice in mine.options.values():
        if choice.option == "ring":
            key = team_key(state, choice.team)
            teams[key] = teams.get(key, 0) + 1
    locked = next((t for t, c in teams.items() if c >= need), None)
    if locked is not None:
        return _locked(state, day, first_team(state, day, locked), teams[locked], ref)
    return _middle(state, day, ref)


def _ring_voters(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """``ring_team = voters``: a majority ringing the bell locks in its first R voters
    in time, whatever team each named."""
    live = voters(state, day)
    mine, n = ext(state).of(day.number), len(live)
    rung = sorted(
        (c.ref.key, v) for v, c in mine.options.items() if c.option == "ring" and v in live
    )
    if len(rung) < majority(state, n):
        return _middle(state, day, ref)
    return _locked(state, day, tuple(v for _, v in rung[: arith.ring_size(n)]), len(rung), ref)


def _middle(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """No team locked in: the middle option with a majority, else no result."""
    mine, n = ext(state).of(day.number), len(voters(state, day))
    counts = option_counts(state, day)
    middle = middle_of(state, day)
    base = sum(counts.values()) if state.rules.get("e10_deadline_base") == "votes_cast" else n
    if counts.get(middle, 0) >= majority(state, base) and counts.get(middle, 0):
        mine.fired.append(Fired(middle, ref, counts[middle], majority(state, base)))
        mine.result = {"trigger": middle, "count": counts[middle], "at": "deadline",
                       **tick_reveal(state, middle)}  # fmt: skip
        ext(state).middle_after[day.number] = "tick" if middle == "stop" else "stop"
        decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.MAJORITY_AT_DEADLINE, ref=ref))
        return []
    why = f"no team and no {OPTION_TITLES[middle]} majority"
    if state.rules.get("e10_no_result") == "rerun":
        return _rerun(state, day, middle, ref, why)
    mine.result = {"no_result": "host"}
    decide(state, day, Outcome(Status.HOST_DECIDES, Reason.NO_MAJORITY_AT_DEADLINE, ref=ref))
    return [state.violation("E10_NO_RESULT", ref, None, f"{why}: host")]


def _rerun(state: GameState, day: DayState, middle: str, ref: PostRef, why: str) -> list[Violation]:
    """``e10_no_result = rerun``: nobody is eliminated and the Final Hour is played again
    as the next event (an options ballot unless the game file says otherwise), with the
    same middle option."""
    again = day.number + 1
    mine = ext(state).of(day.number)
    mine.result = {"no_result": "rerun", "rerun": again}
    ext(state).middle_after[day.number] = middle
    if again not in ext(state).plans:
        ext(state).plan(again).ballot = "options"
    decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.NO_MAJORITY_AT_DEADLINE, ref=ref))
    return [state.violation("E10_NO_RESULT", ref, None, f"{why}: played again as Event {again}")]


def _locked(
    state: GameState, day: DayState, team: tuple[str, ...], count: int, ref: PostRef
) -> list[Violation]:
    """A Ring-the-Bell team locked in: town wins if its required members are all town
    (R, or R - 1 after a Stop-the-Clock elimination: the first R - 1 in its order)."""
    mine = ext(state).of(day.number)
    required = arith.ring_size(len(voters(state, day))) - (1 if after_stop(state, day) else 0)
    checked = team[:required]
    sides = [ext(state).alignments.get(p) for p in checked]
    winner = None if None in sides else "town" if all(a == "town" for a in sides) else "scum"
    mine.result = {
        "locked_team": [state.name(p) for p in team], "count": count, "required": required,
        "checked": [state.name(p) for p in checked], "winner": winner,
    }  # fmt: skip
    decide(state, day, Outcome(Status.NO_ELIMINATION, Reason.MAJORITY_AT_DEADLINE, ref=ref))
    who = ", ".join(state.name(p) for p in team)
    notices = [
        state.violation(
            "RING_LOCKED", ref, None, f"team {who} locked in: {winner or 'unknown'} wins"
        )
    ]
    unknown = [state.name(p) for p, a in zip(checked, sides, strict=True) if a is None]
    if unknown:
        why = f"the town check needs the alignment of {', '.join(unknown)}"
        notices.append(state.violation("ALIGNMENT_UNKNOWN", ref, None, why))
    return notices


def after_stop(state: GameState, day: DayState) -> bool:
    """Was the last options event before this one resolved by Stop the Clock (its
    elimination drops the town requirement by one for the next Final Hour only)?"""
    earlier = [k for k in ext(state).middle_after if k < day.number]
    return bool(earlier) and ext(state).of(max(earlier)).result.get("trigger") == "stop"


def team_key(state: GameState, team: tuple[str, ...]) -> tuple[str, ...]:
    """A team as votes group it: an unordered set by default, or the ordered list."""
    return tuple(sorted(team)) if state.rules.get("ring_team_identity") == "set" else team


def first_team(state: GameState, day: DayState, key: tuple[str, ...]) -> tuple[str, ...]:
    """The order of a team: its earliest vote's (``ring_team_identity = set``)."""
    votes = [c for c in ext(state).of(day.number).options.values() if c.option == "ring"]
    for choice in sorted(votes, key=lambda c: c.ref.key):
        if team_key(state, choice.team) == key:
            return choice.team
    return ()


# each ballot's resolution at the event's deadline
_AT_DEADLINE = {
    "elimination": _elimination,
    "dual": _dual,
    "crossing": _round,
    "destination": _round,
    "yes_no": _executioner,
    "nominees": _nominees,
    "options": _options,
    "split": resolve_split,
    "realms": resolve_realms,
}
