"""An example game system, ``approval``: each player may approve (vote for) as many
players as they like; at the deadline the most approved player is eliminated, a tie
eliminates nobody. It registers through the ``votecount.rulesets`` entry-point group
(tests/gamefile/test_approval_plugin.py installs it so) and touches no core module.

It reads ``vote X`` (one more approval), ``unvote X`` / ``unvote`` (withdraw one or all)
and adds the slash word ``/approve A, B and C`` (a team of players); it declares two
codes, one JSON field per day (``approvals``) and no views of its own: its wagons show
in every output format like classic Mafia's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from votecount.tally.codes import Severity, Violation
from votecount.tally.commands import CORE_COMMANDS
from votecount.tally.decision import resolve
from votecount.tally.declare import Ballot, CommandSpec, Payload, Word
from votecount.tally.events import Event, PostRef, Unvote, Vote
from votecount.tally.mafia import Mafia
from votecount.tally.result import (
    Action,
    CastVote,
    DayCount,
    HistoryEntry,
    Outcome,
    Reason,
    Status,
    Wagon,
)
from votecount.tally.rules import Switch
from votecount.tally.state import DayState, GameState

REPEATED = "APPROVAL_REPEATED"
NOT_GIVEN = "APPROVAL_NOT_GIVEN"


@dataclass(frozen=True, slots=True)
class Approve(Event):
    """``/approve A, B``: approvals of several players at once."""

    voter: str
    targets: tuple[str, ...]


def _approve(b: Ballot) -> Event | None:
    return Approve(b.ref, b.actor, b.team) if b.team else None


@dataclass
class Approvals:
    """Per day: voter slot -> approved target -> the post that approved it."""

    days: dict[int, dict[str, dict[str, PostRef]]] = field(default_factory=dict)

    def of(self, day: int) -> dict[str, dict[str, PostRef]]:
        return self.days.setdefault(day, {})


class Approval(Mafia):
    name: ClassVar[str] = "approval"
    aliases: ClassVar[tuple[str, ...]] = ("approval_voting",)
    title: ClassVar[str] = "approval voting: approve any number of players; most approved dies"
    defaults: ClassVar[Mapping[str, object]] = {"resolution": "plurality"}
    switches: ClassVar[Mapping[str, Switch]] = {
        "max_approvals": Switch(0, doc="approvals a player may give a day (0: no limit)"),
    }
    commands: ClassVar[Mapping[str, CommandSpec]] = {
        **CORE_COMMANDS,
        "approve": CommandSpec("approve", "/approve A, B: approve several players", _approve),
    }
    words: ClassVar[tuple[Word, ...]] = (Word("approve", "approve", "team", "approve players"),)
    events: ClassVar[frozenset[str]] = frozenset({"Vote", "Unvote", "Approve"})
    codes: ClassVar[Mapping[str, Severity]] = {
        REPEATED: Severity.INFO,
        NOT_GIVEN: Severity.WARNING,
        "APPROVAL_LIMIT": Severity.ERROR,
    }
    payload: ClassVar[tuple[Payload, ...]] = (
        Payload("approvals", "day", "voter -> the players they approve, in order"),
    )

    def new_state(self, state: GameState) -> object:
        return Approvals()

    def several_votes_per_post(self, state: GameState) -> bool:
        return True  # "vote A. vote B." approves both

    # -- the fold ----------------------------------------------------------------------
    def check_event(self, state: GameState, event: Event) -> Any:
        if not isinstance(event, Vote | Unvote | Approve):
            return NotImplemented
        voter = event.voter
        targets = _targets(event)
        problem = self.vote_window(state) or self.can_vote(state, voter, None)
        for target in targets if isinstance(event, Vote | Approve) else ():
            problem = problem or self.can_vote(state, voter, target)
        if problem is None and isinstance(event, Vote | Approve):
            problem = self._over_limit(state, voter, targets)
        if problem is None:
            return None
        return state.violation(problem[0], event.ref, voter, problem[1], _raw(event))

    def _over_limit(self, state: GameState, voter: str, targets: tuple[str, ...]) -> Any:
        limit = int(self.rules.get("max_approvals") or 0)
        mine = self._mine(state, voter)
        if limit and len(set(mine) | set(targets)) > limit:
            return ("APPROVAL_LIMIT", f"at most {limit} approvals a day")
        return None

    def apply_event(self, state: GameState, event: Event) -> Any:
        if not isinstance(event, Vote | Unvote | Approve):
            return NotImplemented
        state.last_ref = event.ref
        mine = self._mine(state, event.voter)
        if isinstance(event, Unvote):
            return self._withdraw(state, event, mine)
        notices: list[Violation] = []
        for target in _targets(event):
            repeated = target in mine
            if repeated:
                why = f"already approves {target}"
                notices.append(state.violation(REPEATED, event.ref, event.voter, why, _raw(event)))
            else:
                mine[target] = event.ref
            _note(state, event, Action.VOTE, target, not repeated)
        return notices

    def _withdraw(self, state: GameState, event: Unvote, mine: dict[str, PostRef]) -> list:
        if event.target is None:
            for target in list(mine):
                _note(state, event, Action.UNVOTE, target, True)
            mine.clear()
            return []
        if mine.pop(event.target, None) is None:
            why = f"{event.target} was not approved"
            return [state.violation(NOT_GIVEN, event.ref, event.voter, why, _raw(event))]
        _note(state, event, Action.UNVOTE, event.target, True)
        return []

    def _mine(self, state: GameState, voter: str) -> dict[str, PostRef]:
        assert state.day is not None
        slot = state.slot_of.get(voter, voter)
        return _ext(state).of(state.day.number).setdefault(slot, {})

    def resolve_day(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        totals = _totals(state, day)
        top = max(totals.values(), default=0)
        leaders = tuple(t for t, n in totals.items() if n == top and n > 0)
        if not leaders:
            outcome = Outcome(Status.NO_ELIMINATION, Reason.NO_VOTES, ref=ref)
        elif len(leaders) == 1:
            outcome = Outcome(Status.ELIMINATED, Reason.PLURALITY_AT_DEADLINE, leaders[0], ref=ref)
        else:
            tied = tuple(state.name(t) for t in leaders)
            outcome = Outcome(Status.NO_ELIMINATION, Reason.TIE_AT_DEADLINE, None, tied, ref)
        return resolve(state, day, outcome)

    # -- the count ---------------------------------------------------------------------
    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        ballots = _ext(state).of(day.number)
        wagons = _wagons(state, day, ballots)
        approving = {v for v, mine in ballots.items() if mine}
        living = day.living_at_resolution or state.living_ids()
        outcome = count.outcome if day.outcome is not None else _standing(wagons)
        return replace(
            count,
            wagons=wagons,
            not_voting=tuple(state.name(s) for s in living if s not in approving),
            outcome=outcome,
            extra=(
                (
                    "approvals",
                    {state.name(v): [state.name(t) for t in m] for v, m in ballots.items() if m},
                ),
            ),
        )


def _note(state: GameState, event: Event, action: Action, target: str, counted: bool) -> None:
    """The day's history (what ``explain`` and the audit show) and who voted today."""
    day = state.day
    voter = str(getattr(event, "voter", ""))
    if day is None:
        return
    day.history.append(HistoryEntry(event.ref, voter, action, target, None, counted))
    day.voted.add(state.slot_of.get(voter, voter))


def _ext(state: GameState) -> Approvals:
    assert isinstance(state.ext, Approvals)
    return state.ext


def _targets(event: Event) -> tuple[str, ...]:
    if isinstance(event, Approve):
        return event.targets
    target = getattr(event, "target", None)
    return (target,) if target is not None else ()


def _raw(event: Event) -> str:
    if isinstance(event, Approve):
        return "approve " + ", ".join(event.targets)
    target = getattr(event, "target", None)
    return f"{type(event).__name__.lower()} {target or ''}".strip()


def _totals(state: GameState, day: DayState) -> dict[str, int]:
    totals: dict[str, int] = {}
    for mine in _ext(state).of(day.number).values():
        for target in mine:
            totals[target] = totals.get(target, 0) + 1
    return totals


def _wagons(
    state: GameState, day: DayState, ballots: dict[str, dict[str, PostRef]]
) -> tuple[Wagon, ...]:
    by_target: dict[str, list[CastVote]] = {}
    for voter, mine in ballots.items():
        for target, ref in mine.items():
            by_target.setdefault(target, []).append(
                CastVote(state.name(voter), ref, state.name(voter))
            )
    out = []
    for target, votes in by_target.items():
        votes.sort(key=lambda v: v.ref.key)
        out.append(Wagon(state.name(target), tuple(votes), len(votes), 0, votes[0].ref))
    return tuple(sorted(out, key=lambda w: w.started.key))


def _standing(wagons: tuple[Wagon, ...]) -> Outcome:
    if not wagons:
        return Outcome(Status.NONE, Reason.NO_VOTES)
    top = max(w.total for w in wagons)
    leaders = tuple(w.target for w in wagons if w.total == top)
    if len(leaders) == 1:
        return Outcome(Status.LEADING, Reason.UNIQUE_LEADER, leader=leaders[0])
    return Outcome(Status.TIE, Reason.TIED_LEADERS, None, leaders)
