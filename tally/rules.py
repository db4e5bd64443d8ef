"""Rules: a frozen value built from a preset name plus the game file's switches, and the
registry of ruleset classes that carry the behaviour hooks.

A ruleset is data plus small overrides (STYLE.md 7): ``Rules`` holds every switch value;
``Ruleset`` subclasses (registered by name) override hooks such as ``threshold``,
``weight``, ``can_vote`` and ``can_nominate``. ``Rules.from_switches`` checks every switch
and raises ``InvalidSwitches`` listing all the problems at once.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar

from votecount.tally.errors import InvalidInput, InvalidSwitches

if TYPE_CHECKING:
    from votecount.tally.audit import Audit
    from votecount.tally.codes import Code, Violation
    from votecount.tally.events import Event, PostRef
    from votecount.tally.result import DayCount, VoteCount
    from votecount.tally.state import DayState, GameState


def strict_majority(n: int) -> int:
    """More than half: floor(n/2) + 1."""
    return n // 2 + 1


def half_up(n: int) -> int:
    """Half rounded up: ceil(n/2) (official BotC)."""
    return (n + 1) // 2


THRESHOLD_RULES: dict[str, Callable[[int], int]] = {
    "strict_majority": strict_majority,
    "half_up": half_up,
}


@dataclass(frozen=True)
class Switch:
    """One switch: its default and what it accepts (a tuple of choices, or a type)."""

    default: object
    choices: tuple[str, ...] = ()
    doc: str = ""
    check: Callable[[object], str | None] | None = None  # extra validation: a problem

    def problem(self, name: str, value: object) -> str | None:
        if self.check is not None:
            found = self.check(value)
            return f"{name}: {found}" if found else None
        if self.choices:
            if value not in self.choices:
                return f"{name}: {value!r} is not one of {', '.join(self.choices)}"
            return None
        want = type(self.default)
        if want is float and isinstance(value, int) and not isinstance(value, bool):
            return None
        if type(value) is not want:
            return f"{name}: must be {want.__name__}, not {value!r}"
        return None


COMMON_SWITCHES: dict[str, Switch] = {
    "threshold_rule": Switch("strict_majority", tuple(THRESHOLD_RULES), "majority size"),
    "resolution": Switch(
        "hammer",
        ("hammer", "plurality", "hammer_or_plurality"),
        "hammer: majority ends the day, no majority at deadline = no elimination; "
        "plurality: no hammer, the leader at the deadline; hammer_or_plurality: both",
    ),
    "tie_break": Switch("none", ("none", "earliest_to_reach", "host"), "tie at the deadline"),
    "self_vote": Switch(True, doc="may a player vote for themselves"),
    "allow_no_elimination": Switch(True, doc="no-lynch is a wagon like any other"),
    "no_elimination_offset": Switch(0, doc="added to the threshold of the no-lynch wagon"),
    "multi_vote_in_post": Switch("last_wins", ("last_wins", "invalid")),
    "vote_replace": Switch("latest", ("latest", "requires_unvote")),
    "eliminate_on_resolution": Switch(True, doc="the tally kills the eliminated player"),
    "prod_hours": Switch(48.0, doc="hours without a post before a prod is due"),
    "wagon_order": Switch(
        "size",
        ("size", "started"),
        "size: most votes first, ties by who reached that size first; started: in the order "
        "the wagons were started",
    ),
}


@dataclass(frozen=True)
class Rules:
    """Every switch of one game, frozen. ``extra`` holds ruleset-specific switches."""

    ruleset: str = "mafia"
    threshold_rule: str = "strict_majority"
    resolution: str = "hammer"
    tie_break: str = "none"
    self_vote: bool = True
    allow_no_elimination: bool = True
    no_elimination_offset: int = 0
    multi_vote_in_post: str = "last_wins"
    vote_replace: str = "latest"
    eliminate_on_resolution: bool = True
    prod_hours: float = 48.0
    wagon_order: str = "size"
    extra: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def from_switches(cls, ruleset: str, switches: Mapping[str, Any] | None = None) -> Rules:
        """The preset ``ruleset`` with ``switches`` applied; every problem reported at once."""
        impl = ruleset_class(ruleset)
        known = {**COMMON_SWITCHES, **impl.switches}
        values: dict[str, Any] = {k: s.default for k, s in known.items()}
        values.update(impl.defaults)
        problems = []
        for name, value in (switches or {}).items():
            spec = known.get(name)
            if spec is None:
                problems.append(f"{name}: unknown switch (known: {', '.join(sorted(known))})")
            elif (p := spec.problem(name, value)) is not None:
                problems.append(p)
            else:
                values[name] = value
        if problems:
            raise InvalidSwitches(ruleset, problems)
        common = {f.name for f in fields(cls)} - {"ruleset", "extra"}
        extra = tuple(sorted((k, v) for k, v in values.items() if k not in common))
        kwargs = {k: v for k, v in values.items() if k in common}
        if "prod_hours" in kwargs:
            kwargs["prod_hours"] = float(kwargs["prod_hours"])
        return cls(ruleset=ruleset, extra=extra, **kwargs)

    def get(self, name: str, default: Any = None) -> Any:
        """A switch by name (common or ruleset-specific)."""
        if name in COMMON_SWITCHES:
            return getattr(self, name)
        return dict(self.extra).get(name, default)

    def threshold_for(self, living: int) -> int:
        return THRESHOLD_RULES[self.threshold_rule](living)

    @property
    def hammers(self) -> bool:
        return self.resolution in ("hammer", "hammer_or_plurality")

    @property
    def plurality_at_deadline(self) -> bool:
        return self.resolution in ("plurality", "hammer_or_plurality")

    def make_ruleset(self) -> Ruleset:
        return ruleset_class(self.ruleset)(self)


class Ruleset:
    """Behaviour hooks of a ruleset. Subclass, override hooks, decorate with ``@register``.

    Hooks receive the live ``GameState`` (read-only by contract) and return values; the
    fold in ``tally.state`` / ``tally.fold`` calls them. Return a ``(Code, reason)`` pair
    from the ``can_*`` hooks to reject a command, None to allow it.
    """

    name: ClassVar[str] = ""
    defaults: ClassVar[Mapping[str, object]] = {}
    switches: ClassVar[Mapping[str, Switch]] = {}
    commands: ClassVar[frozenset[str]] = frozenset({"Vote", "Unvote"})

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def threshold(self, state: GameState, day: DayState, target: str) -> int:
        raise NotImplementedError

    def weight(self, state: GameState, day: DayState, voter: str) -> int:
        return 1

    def can_vote(self, state: GameState, voter: str, target: str | None) -> tuple[Code, str] | None:
        """May ``voter`` vote on ``target`` (None: only check the voter)?"""
        raise NotImplementedError

    def vote_window(self, state: GameState) -> tuple[Code, str] | None:
        """May votes be cast now? Default: while a day is open and not yet decided."""
        from votecount.tally.codes import Code
        from votecount.tally.events import PhaseKind

        phase = state.phase
        if phase is None:
            last = state.phases[-1] if state.phases else None
            if last is None:
                return (Code.VOTE_OUTSIDE_WINDOW, "the game has not started")
            if last.kind is PhaseKind.DAY:
                return self._after_day(state, last.number)
            return (Code.VOTE_OUTSIDE_WINDOW, f"{last.label} is over and no day is open")
        if phase.kind is PhaseKind.NIGHT:
            return (Code.VOTE_AT_NIGHT, f"it is Night {phase.number}")
        day = state.days[phase.number]
        if day.outcome is not None:
            return self._after_day(state, phase.number)
        return None

    def _after_day(self, state: GameState, number: int) -> tuple[Code, str]:
        from votecount.tally.codes import Code
        from votecount.tally.result import Status

        day = state.days[number]
        out = day.outcome
        if out is not None and out.status is Status.HAMMERED:
            at = f"#{out.ref.number}" if out.ref and out.ref.number >= 0 else "the hammer"
            return (Code.VOTE_AFTER_HAMMER, f"Day {number} was hammered at {at}; votes are frozen")
        return (Code.VOTE_AFTER_DEADLINE, f"Day {number} has ended")

    def can_unvote(self, state: GameState, voter: str) -> tuple[Code, str] | None:
        """Who may unvote: by default anyone who may vote at all."""
        return self.can_vote(state, voter, None)

    def can_nominate(
        self, state: GameState, nominator: str, nominee: str
    ) -> tuple[Code, str] | None:
        from votecount.tally.codes import Code

        return (Code.NOT_IN_RULESET, f"{self.name} has no nominations")

    def keeps_vote_on_death(self) -> bool:
        """Does a player's standing vote survive their death (BotF ghost votes)?"""
        return False

    # --- hooks for rulesets with their own commands and state (BotF) ------------------
    def new_state(self, state: GameState) -> object:
        """The ruleset's own part of the state, kept in ``GameState.ext``."""
        return None

    def check_event(self, state: GameState, event: Event) -> Any:
        """Check an event the ruleset handles itself: a Violation or None; return
        ``NotImplemented`` to leave the event to the core fold."""
        return NotImplemented

    def apply_event(self, state: GameState, event: Event) -> Any:
        """Apply an event the ruleset handles itself (notices), or ``NotImplemented``."""
        return NotImplemented

    def several_votes_per_post(self, state: GameState) -> bool:
        """May one post hold several votes of one player (``multi_vote_in_post`` off)?"""
        return False

    def advance(self, state: GameState, event: Event) -> list[Violation]:
        """Time has reached ``event`` (called before its check): scheduled changes."""
        return []

    def rejected(self, state: GameState, event: Event, violation: Violation) -> None:
        """``event`` was rejected with ``violation`` (a ruleset may remember it)."""

    def resolve_day(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        """The day's deadline: decide the outcome."""
        from votecount.tally.voting import resolve_deadline

        return resolve_deadline(state, day, ref)

    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        """Add the ruleset's own fields to one day's count."""
        return count

    def decorate_count(self, state: GameState, count: VoteCount) -> VoteCount:
        return count

    def decorate_audit(self, state: GameState, audit: Audit) -> Audit:
        return audit


_REGISTRY: dict[str, type[Ruleset]] = {}
BUILTIN_MODULES = ("votecount.tally.mafia", "votecount.tally.botf")


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: make a ruleset available by its ``name``."""
    if not cls.name:
        raise InvalidInput(f"{cls.__name__} has no name")
    _REGISTRY[cls.name] = cls
    return cls


def ruleset_class(name: str) -> type[Ruleset]:
    for module in BUILTIN_MODULES:
        importlib.import_module(module)
    try:
        return _REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise InvalidInput(f"unknown ruleset {name!r}; known: {known}") from None


def known_rulesets() -> tuple[str, ...]:
    ruleset_class("mafia")
    return tuple(sorted(_REGISTRY))
