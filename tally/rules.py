"""Rules: a frozen value built from a preset name plus the game file's switches, and
``Ruleset``, the class a game system subclasses (its declarations and behaviour hooks;
the registry of systems is ``tally.registry``).

A ruleset is data plus small overrides (STYLE.md 7): ``Rules`` holds every switch value;
``Ruleset`` subclasses (registered by name) override hooks such as ``threshold``,
``weight``, ``can_vote`` and ``can_nominate``. ``Rules.from_switches`` checks every switch
and raises ``InvalidSwitches`` listing all the problems at once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import msgspec

from votecount.tally.codes import Code
from votecount.tally.commands import CORE_COMMANDS, CORE_HOST_EVENTS
from votecount.tally.decision import resolve_deadline
from votecount.tally.declare import CommandSpec, HostEventSpec, Payload, Views, Word
from votecount.tally.errors import InvalidSwitches
from votecount.tally.events import PhaseKind, Unvote, Vote
from votecount.tally.registry import known_rulesets, register, ruleset_class, systems
from votecount.tally.result import LateVote, Status

if TYPE_CHECKING:
    from votecount.tally.audit import Audit
    from votecount.tally.codes import Severity, Violation
    from votecount.tally.events import Event, PostRef
    from votecount.tally.result import DayCount, LateCommand, VoteCount
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


class Switch(msgspec.Struct, frozen=True):
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
    "tie_break": Switch(
        "none",
        ("none", "earliest_to_reach", "host"),
        "a tie at the deadline: no elimination, the wagon that reached the top first, "
        "or the host decides",
    ),
    "self_vote": Switch(True, doc="may a player vote for themselves"),
    "allow_no_elimination": Switch(True, doc="no-lynch is a wagon like any other"),
    "no_elimination_offset": Switch(0, doc="added to the threshold of the no-lynch wagon"),
    "multi_vote_in_post": Switch(
        "last_wins",
        ("last_wins", "invalid"),
        "a post with several votes: the last vote written counts, or the post is rejected",
    ),
    "vote_replace": Switch(
        "latest",
        ("latest", "requires_unvote"),
        "a new vote replaces the standing one, or needs an unvote first",
    ),
    "eliminate_on_resolution": Switch(True, doc="the tally kills the eliminated player"),
    "prod_hours": Switch(48.0, doc="hours without a post before a prod is due"),
    "wagon_order": Switch(
        "size",
        ("size", "started"),
        "size: most votes first, ties by who reached that size first; started: in the order "
        "the wagons were started",
    ),
}


class Rules(msgspec.Struct, frozen=True):
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
    extra: tuple[tuple[str, Any], ...] = ()

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
            else:  # a list (of names) is kept as a tuple: the rules stay hashable
                values[name] = tuple(value) if isinstance(value, list) else value
        if problems:
            raise InvalidSwitches(ruleset, problems)
        common = set(cls.__struct_fields__) - {"ruleset", "extra"}
        extra = tuple(sorted((k, v) for k, v in values.items() if k not in common))
        kwargs = {k: v for k, v in values.items() if k in common}
        if "prod_hours" in kwargs:
            kwargs["prod_hours"] = float(kwargs["prod_hours"])
        return cls(ruleset=impl.name, extra=extra, **kwargs)

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
    """A game system: its declarations and its behaviour hooks. Subclass, fill in the
    declarations, override hooks, decorate with ``@register`` (or register the class
    through the ``votecount.rulesets`` entry-point group; see ``tally.registry``).

    Declarations (class attributes, all in the class body): ``name`` and ``aliases``,
    ``title``; ``switches`` with defaults and docs (``defaults`` overrides the common
    ones); ``commands`` it reads and ``words`` it adds to the grammar; ``host_events`` the
    game file may hold; ``events`` (the event classes its fold takes); ``effect_kinds``
    (modifiers that mean something to it); ``codes`` (its violation codes with their
    severities); ``payload`` (the fields it adds to the JSON result); ``views``;
    ``sub_phases`` (host posts open Day N's sub-phases), ``seated_signups`` (sign-ups
    name a seat: ``votecount init`` picks the system), ``opening_words`` (the phrases of an
    opening post of the system, read by ``init`` too) and ``first_phase``.

    Hooks receive the live ``GameState`` (read-only by contract) and return values; the
    fold in ``tally.state`` calls them. Return a ``(Code, reason)`` pair from the
    ``can_*`` hooks to reject a command, None to allow it.
    """

    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    title: ClassVar[str] = ""
    defaults: ClassVar[Mapping[str, object]] = {}
    switches: ClassVar[Mapping[str, Switch]] = {}
    commands: ClassVar[Mapping[str, CommandSpec]] = CORE_COMMANDS
    words: ClassVar[tuple[Word, ...]] = ()
    host_events: ClassVar[Mapping[str, HostEventSpec]] = CORE_HOST_EVENTS
    events: ClassVar[frozenset[str]] = frozenset({"Vote", "Unvote"})
    effect_kinds: ClassVar[tuple[str, ...]] = ()
    codes: ClassVar[Mapping[str, Severity]] = {}
    payload: ClassVar[tuple[Payload, ...]] = ()
    # the seed's phases by number, the defaults a game file need not repeat (rules verb)
    schedule: ClassVar[tuple[str, ...]] = ()
    views: ClassVar[Views] = Views()
    sub_phases: ClassVar[bool] = False
    seated_signups: ClassVar[bool] = False
    # phrases an opening post of this system uses (regular expressions): ``votecount
    # init`` picks the system whose phrases the opening post holds (two or more)
    opening_words: ClassVar[tuple[str, ...]] = ()
    first_phase: ClassVar[str] = "day"  # the phase a game starts with ("night" in BotF)

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def threshold(self, state: GameState, day: DayState, target: str) -> int:
        raise NotImplementedError

    def shows_threshold(self) -> bool:
        """Whether a count shows the threshold ("5/7", "L-2", "it takes 7 to eliminate",
        the chart's line): only where votes can reach one. A plurality game
        (``resolution = "plurality"``) decides by the most votes at the deadline."""
        return self.rules.hammers

    def weight(self, state: GameState, day: DayState, voter: str) -> int:
        return 1

    def can_vote(self, state: GameState, voter: str, target: str | None) -> tuple[str, str] | None:
        """May ``voter`` vote on ``target`` (None: only check the voter)?"""
        raise NotImplementedError

    def vote_window(self, state: GameState) -> tuple[str, str] | None:
        """May votes be cast now? Default: while a day is open and not yet decided."""

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

    def _after_day(self, state: GameState, number: int) -> tuple[str, str]:

        day = state.days[number]
        out = day.outcome
        phase = f"{self.views.phase} {number}"  # the system's word: "Day 2", "Event 3"
        if out is not None and out.status is Status.HAMMERED:
            at = f"#{out.ref.number}" if out.ref and out.ref.number >= 0 else "the hammer"
            return (Code.VOTE_AFTER_HAMMER, f"{phase} was hammered at {at}; votes are frozen")
        return (Code.VOTE_AFTER_DEADLINE, f"{phase} has ended")

    def can_unvote(self, state: GameState, voter: str) -> tuple[str, str] | None:
        """Who may unvote: by default anyone who may vote at all."""
        return self.can_vote(state, voter, None)

    def can_nominate(
        self, state: GameState, nominator: str, nominee: str
    ) -> tuple[str, str] | None:

        return (Code.NOT_IN_RULESET, f"{self.name} has no nominations")

    def keeps_vote_on_death(self) -> bool:
        """Does a player's standing vote survive their death (BotF ghost votes)?"""
        return False

    # --- hooks for rulesets with their own commands and state (BotF) ------------------
    def new_state(self, state: GameState) -> object:
        """The ruleset's own part of the state, kept in ``GameState.ext``."""
        return None

    def sealed_maps(self, state: GameState) -> tuple[dict[int, Any], ...]:
        """The ruleset's own per-day maps (``tally.sealed.SealedDays`` keyed by day
        number, in ``ext``) that a checkpoint stores with each older day, in one segment
        (``votecount.count.incremental.foldseal``): a day of them is read only when read."""
        return ()

    def check_event(self, state: GameState, event: Event) -> Any:
        """Check an event the ruleset handles itself: a Violation or None; return
        ``NotImplemented`` to leave the event to the core fold."""
        return NotImplemented

    def apply_event(self, state: GameState, event: Event) -> Any:
        """Apply an event the ruleset handles itself (notices), or ``NotImplemented``."""
        return NotImplemented

    def parser_defaults(self) -> Mapping[str, object]:
        """The system's defaults for the game file's ``[parser]`` table (the file's own
        keys win): e.g. Shape-shifters count only names written in red."""
        return {}

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
        return resolve_deadline(state, day, ref)

    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        """Add the ruleset's own fields to one day's count."""
        return count

    def result_of(self, state: GameState, day: DayState) -> object:
        """What the day's resolution decided besides its outcome (a system's own result:
        places, secret totals ...), compared to tell whether a host's change at the
        closing post would have changed it (``HOST_EVENT_AFTER_RESULT``)."""
        return None

    def decorate_count(self, state: GameState, count: VoteCount) -> VoteCount:
        return count

    def late_command(self, state: GameState, day: DayCount, event: Event) -> LateCommand | None:
        """``event``, posted after ``day``'s stated deadline while no host post has closed
        the day, as a count lists it apart (``votecount.count.late_close``); None when it
        is no player's command of the day. By default a living player's vote or unvote."""
        if isinstance(event, Vote | Unvote) and event.voter in day.living:
            return LateVote(
                event.voter, event.target if isinstance(event, Vote) else None, event.ref
            )
        return None

    def decorate_audit(self, state: GameState, audit: Audit) -> Audit:
        return audit


__all__ = [
    "COMMON_SWITCHES", "THRESHOLD_RULES", "Rules", "Ruleset", "Switch", "half_up",
    "known_rulesets", "register", "ruleset_class", "strict_majority", "systems",
]  # fmt: skip
