"""The fold: ``Engine`` applies events in order (incrementally), ``tally`` and ``audit``
replay a whole event list to any post or time.

    state = GameState(setup, rules)
    for event in sorted(events):
        violation = state.check(event)          # legality, separate from ...
        notices = state.apply(event) if violation is None else []   # ... the fold step

"Now" is an input (``now``): an event later than it has not happened yet, so a deadline
still ahead leaves its day open, with ``DayCount.closes_at`` saying when it closes.

Several votes by one player in one post are settled before the fold
(``multi_vote_in_post``): ``last_wins`` applies only the last (unless an earlier one
hammers the day where it is written: it counts, the rest come after the hammer),
``invalid`` none of them.
"""

from __future__ import annotations

import copy
import weakref
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from datetime import datetime

from votecount.tally.audit import Audit, build_audit
from votecount.tally.codes import Code, Severity, Violation
from votecount.tally.count import vote_count
from votecount.tally.days import Days
from votecount.tally.errors import AmbiguousName, IllegalCommand, OutOfOrder
from votecount.tally.events import Event, Order, PhaseEnd, PhaseStart, Rejected, Unvote, Vote
from votecount.tally.result import DayCount, Status, VoteCount
from votecount.tally.rules import Rules
from votecount.tally.state import GameState, Setup
from votecount.tally.voting import record_rejected

AsOf = int | datetime | None


class Engine:
    """Counts incrementally: ``feed`` events that sort after those already applied."""

    def __init__(self, setup: Setup, rules: Rules, strict: bool = False) -> None:
        self.setup = setup
        self.rules = rules
        self.strict = strict
        self.state = GameState(setup, rules)
        self.applied = 0
        self._last_key: tuple[object, ...] | None = None
        self.now: datetime | None = None  # the clock the count was made at
        self.closes_at: datetime | None = None  # the open phase's deadline, still ahead
        self._given: list[weakref.ref[Days[DayCount]]] = []  # counts whose days wait

    def feed(self, events: Iterable[Event]) -> Engine:
        """Apply ``events`` (any order among themselves; all of one post in one batch)."""
        batch = sorted(events, key=lambda e: e.ref.key)
        if batch and self._last_key is not None and batch[0].ref.key < self._last_key:
            raise OutOfOrder(f"event at {batch[0].ref!r} sorts before events already applied")
        settled = settle_multi_votes(batch, self.rules.multi_vote_in_post)
        if "superseded" in settled.values() and self.rules.hammers:
            settled = self._hammer_first(batch, settled)
        for i, event in enumerate(batch):
            end = event if isinstance(event, PhaseEnd) else None
            late = _after_close(batch, i) if end is not None else []
            before = self._what_if(end, late) if end is not None and late else None
            self.step(event, settled.get(i))
            if end is not None and before is not None:
                self._compare(end, late, before)
        if batch:
            self._last_key = batch[-1].ref.key
        self.applied += len(batch)
        return self

    @property
    def last_key(self) -> tuple[datetime, int, int] | None:
        """The key of the last event applied (None before any)."""
        return self._last_key  # type: ignore[return-value]

    def resume_after(self, key: tuple[datetime, int, int] | None) -> None:
        """Continue a fold whose state was restored: events before ``key`` are refused."""
        self._last_key = key

    def step(self, event: Event, settled: str | None = None) -> None:
        if self._given:
            self._settle()
        state = self.state
        if settled == "duplicate":
            return
        if settled is not None and state.hooks.several_votes_per_post(state):
            settled = None  # BotF per-nomination votes: each vote is a yes of its own
        state.record(state.hooks.advance(state, event))
        if settled is not None:
            violation: Violation | None = _multi_vote(state, event, settled)
        else:
            violation = state.check(event)
        if violation is None:
            state.record(state.apply(event))
            return
        state.last_ref = event.ref
        state.record([violation])
        state.hooks.rejected(state, event, violation)
        if isinstance(event, Vote | Unvote) and violation.severity is not Severity.INFO:
            record_rejected(state, event, violation)
        if self.strict and violation.severity is Severity.ERROR:
            _raise(event, violation)

    def _hammer_first(self, batch: list[Event], settled: dict[int, str]) -> dict[int, str]:
        """A post's votes are read in order: a vote the last one supersedes that reaches
        the threshold hammers the day there ("Vote: A" hammers, "Day over!", "Vote: B"), so
        it counts and the votes after it come after the hammer."""
        other = self._fork()
        for i, event in enumerate(batch):
            if settled.get(i) == "superseded" and _hammers(other, event):
                return {k: v for k, v in settled.items() if k != i}
            other.step(event, settled.get(i))
        return settled

    def _fork(self) -> Engine:
        """An engine on a copy of this one's state, to try events on."""
        other = Engine(self.setup, self.rules)
        other.state = copy.deepcopy(self.state)
        return other

    def _what_if(self, end: PhaseEnd, late: list[Event]) -> object | None:
        """The day's result had the host's changes at its closing post come before it
        resolved (None: ``end`` closes no open day)."""
        phase, day = self.state.phase, self.state.day
        if phase is None or day is None or (phase.kind, phase.number) != (end.kind, end.number):
            return None
        other = self._fork()
        for e in late:
            other.step(e)
        other.step(end)
        return _result(other.state, end.number)

    def _compare(self, end: PhaseEnd, late: list[Event], before: object) -> None:
        """``HOST_EVENT_AFTER_RESULT`` when the changes would have changed the result."""
        got = _result(self.state, end.number)
        if got == before:
            return
        day = self.state.days[end.number]
        first = late[0]
        who = getattr(first, "player", None) or getattr(first, "new", None)
        what = ", ".join(_describe(self.state, e) for e in late)
        why = (
            f"Day {end.number} resolved at its close from the votes that stood "
            f"({_said(self.state, day)}); {what} at the same post takes effect after it, "
            "and would have changed the result had it come first"
        )
        note = self.state.violation(Code.HOST_EVENT_AFTER_RESULT, first.ref, who, why)
        self.state.record([note])

    def count(self, view: str = "public", day: int | None = None) -> VoteCount:
        """The count as the fold stands; its days are built when read (``Days``), or
        before the next event changes the state."""
        count = vote_count(self.state, view, day, now=self.now, closes_at=self.closes_at)
        if isinstance(count.days, Days):
            self._given.append(weakref.ref(count.days))
        return count

    def _settle(self) -> None:
        """Build the unread days of the counts given so far: the state is about to change."""
        given, self._given = self._given, []
        for ref in given:
            days = ref()
            if days is not None:
                days.settle()

    def audit(self, as_of: datetime | None = None) -> Audit:
        return build_audit(self.state, as_of)


def _after_close(batch: Sequence[Event], i: int) -> list[Event]:
    """The host's changes placed after the phase end ``batch[i]`` at its post."""
    ref = batch[i].ref
    return [
        e
        for e in batch[i + 1 :]
        if e.ref.index == Order.AFTER_CLOSE
        and (e.ref.thread, e.ref.number) == (ref.thread, ref.number)
        and e.ref.time == ref.time
    ]


def _result(state: GameState, number: int) -> object:
    day = state.days.get(number)
    if day is None or day.outcome is None:
        return None
    out = day.outcome
    return (str(out.status), out.eliminated, out.tied, state.hooks.result_of(state, day))


def _said(state: GameState, day: object) -> str:
    out = getattr(day, "outcome", None)
    if out is None:
        return "no result"
    if out.eliminated:
        return f"{out.status}: {state.name(out.eliminated)}"
    return str(out.status)


def _describe(state: GameState, event: Event) -> str:
    player = getattr(event, "player", None)
    kind = type(event).__name__.lower()
    return f"the {kind} of {state.name(player)}" if isinstance(player, str) else f"a {kind}"


def settle_multi_votes(batch: Sequence[Event], mode: str) -> dict[int, str]:
    """Votes to treat specially: index -> "duplicate" | "superseded" | "invalid" | "last"."""
    groups: dict[tuple[str, str, str], list[int]] = {}
    unvoted: dict[tuple[str, str, str], list[int]] = {}  # where the voter unvoted
    for i, e in enumerate(batch):
        if isinstance(e, Vote | Unvote) and e.ref.post_id:
            key = (e.ref.thread, e.ref.post_id, e.voter)
            (groups if isinstance(e, Vote) else unvoted).setdefault(key, []).append(i)
    out: dict[int, str] = {}
    for key, idx in groups.items():
        targets = {batch[i].target for i in idx}  # type: ignore[attr-defined]
        if len(targets) < 2 and key in unvoted:
            out.update(_repeated(idx, unvoted[key]))  # "unvote, vote X" written again
            continue
        if len(targets) < 2:  # the same vote written twice in a post is one vote: the first
            out.update((i, "duplicate") for i in idx[1:])
            continue
        # among different votes the last written counts; the post is read in order, so
        # each earlier one (a repeat too) may still hammer where it is written
        for i in idx:
            out[i] = "invalid" if mode == "invalid" else "superseded"
        if mode != "invalid":
            out[idx[-1]] = "last"
    return out


def _repeated(votes: list[int], unvotes: list[int]) -> dict[int, str]:
    """One target voted again after an unvote in the same post: each vote that follows an
    unvote stands (the post ends on the vote); only a repeat with no unvote between is a
    duplicate."""
    out: dict[int, str] = {}
    last = None
    for i in votes:
        if last is not None and not any(last < u < i for u in unvotes):
            out[i] = "duplicate"
        else:
            last = i
    return out


def _hammers(engine: Engine, vote: Event) -> bool:
    """Would ``vote``, applied alone, hammer the open day?"""
    day = engine.state.day
    if day is None or day.outcome is not None:
        return False
    trial = engine._fork()
    trial.step(vote)
    after = trial.state.day
    return (
        after is not None and after.outcome is not None and after.outcome.status is Status.HAMMERED
    )


def _multi_vote(state: GameState, event: Event, settled: str) -> Violation | None:
    assert isinstance(event, Vote)
    if settled == "last":
        violation = state.check(event)
        if violation is None:
            note = state.violation(
                Code.MULTI_VOTE_IN_POST,
                event.ref,
                event.voter,
                f"several votes in one post; the last ({event.target}) counts",
            )
            state.record([note])
        return violation
    sev = Severity.ERROR if settled == "invalid" else Severity.INFO
    why = (
        "several votes in one post: none counts"
        if settled == "invalid"
        else "superseded by a later vote in the same post"
    )
    return state.violation(
        Code.MULTI_VOTE_IN_POST, event.ref, event.voter, why, f"vote {event.target}", sev
    )


def _raise(event: Event, violation: Violation) -> None:
    if isinstance(event, Rejected) and event.code == Code.AMBIGUOUS_TARGET:
        raise AmbiguousName(event.raw, event.candidates, violation.describe())
    raise IllegalCommand(violation)


# --- replay ---------------------------------------------------------------------------


def replay(
    setup: Setup,
    events: Iterable[Event],
    rules: Rules,
    as_of: AsOf = None,
    now: datetime | None = None,
) -> Engine:
    """The fold after every event up to ``as_of`` that had happened by ``now``."""
    ordered = sorted(events, key=lambda e: e.ref.key)
    upto = cutoff(ordered, as_of)
    happened = cutoff(ordered, now) if now is not None else len(ordered)
    engine = Engine(setup, rules).feed(ordered[: min(upto, happened)])
    engine.now = now
    if happened <= upto:  # the count reaches the present: a deadline may lie ahead
        engine.closes_at = closes_at(engine.state, ordered[happened:])
    return engine


def closes_at(state: GameState, ahead: Sequence[Event]) -> datetime | None:
    """When the open phase ends: its first ``PhaseEnd`` (or the next phase's start) not
    yet reached."""
    phase = state.phase
    if phase is None:
        return None
    for e in ahead:
        if isinstance(e, PhaseEnd) and (e.kind, e.number) == (phase.kind, phase.number):
            return e.ref.time
        if (
            isinstance(e, PhaseStart)
            and e.sub is None
            and (e.kind, e.number)
            != (
                phase.kind,
                phase.number,
            )
        ):
            return e.ref.time
    return None


def tally(
    setup: Setup,
    events: Iterable[Event],
    rules: Rules,
    as_of: AsOf = None,
    view: str = "public",
    day: int | None = None,
    now: datetime | None = None,
) -> VoteCount:
    """The vote count after every event up to ``as_of`` (a post number or a time) that
    had happened by ``now`` (default: every event has)."""
    return replay(setup, events, rules, as_of, now).count(view, day)


def audit(
    setup: Setup,
    events: Iterable[Event],
    rules: Rules,
    as_of: AsOf = None,
    now: datetime | None = None,
) -> Audit:
    """Violations and activity up to ``as_of`` and ``now`` (events later than ``now``
    have not happened); prods measured at ``now`` or the ``as_of`` time, whichever is
    earlier (default: the time of the last event)."""
    return audit_of(replay(setup, events, rules, as_of, now), as_of, now)


def audit_of(engine: Engine, as_of: AsOf = None, now: datetime | None = None) -> Audit:
    """The audit of a replayed fold; prods measured at the earlier of ``now`` and the
    ``as_of`` point: its time, or for a post number the time of the last event folded up
    to that post (default: the time of the last event)."""
    at = as_of if isinstance(as_of, datetime) else None
    if as_of is not None and at is None:
        at = _last_time(engine)
    when = min(t for t in (at, now) if t is not None) if (at or now) else _last_time(engine)
    return engine.audit(when)


def cutoff(ordered: Sequence[Event], as_of: AsOf) -> int:
    """How many of the sorted events happened up to ``as_of``."""
    if as_of is None:
        return len(ordered)
    keys = [e.ref.key for e in ordered]
    if isinstance(as_of, datetime):
        return bisect_right([k[0] for k in keys], as_of)
    times = [e.ref.time for e in ordered if 0 <= e.ref.number <= as_of]
    if not times:
        return 0
    limit = (max(times), as_of, int(Order.END_OF_POST))
    return bisect_right(keys, limit)


def _last_time(engine: Engine) -> datetime | None:
    ref = engine.state.last_ref
    return ref.time if ref else None
