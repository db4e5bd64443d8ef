"""Events: the only input of the tally, keyed by player id (the game file's username).

Every event carries a ``PostRef`` saying where it happened; events are applied in the
order of ``Event.key`` = ``(time, number, index)`` (spec/rules.md §3.1). Host events from
the game file get a ``PostRef`` too: at a post (``index`` below the post's commands, so a
substitution announced in a post applies before that post's own votes) or at a time
(``number = -1``, so a deadline at 18:00 sorts before a post made at 18:00).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from datetime import datetime
from enum import IntEnum, StrEnum

from votecount.tally.errors import InvalidInput

NO_ELIMINATION = "@no-elimination"
"""Target id of a no-lynch / no-elimination vote (same value as ``parser.model``)."""

STORYTELLER = "@storyteller"
"""Target id of the host account (whispers to the host; same value as ``parser.model``)."""


class Order(IntEnum):
    """Positions inside one post (``PostRef.index``) of the events that are not the post's
    own commands (those take 0, 1, 2 ... in written order). Events at the same time and
    post apply in this order (tests/tally/test_event_order.py pins it)."""

    SUB_PHASE_PLAN = -9  # the host's sub-phase timetable, before everything at its time
    HOST_NOTICE = -5  # a notice about a host's post (SCHEDULE_DRIFT), before its close
    SCHEDULED = -4  # a scheduled change reached at this post (e.g. a sub-phase opens)
    PUBLIC_POST = -3  # the post itself (activity, what a system reads from any post)
    HOST = -2  # a host event placed at the post: before the post's own commands
    PHASE_CLOSE = -4  # a host's "Voting has closed" post: the day ends before its events
    #                  (the same place as SCHEDULED: an alias, Order(-4) is SCHEDULED)
    PHASE_START = -1  # a phase starting at the post (a host correction's notice too)
    FIRST_COMMAND = 0  # the post's commands: 0, 1, 2 ...
    EDIT_NOTICE = 9_000  # EDITED_COMMAND notices, after every command of the post
    PHASE_END = 1_000_000  # a phase that ends *at* post N includes post N
    AFTER_CLOSE = 1_000_001  # a host event at a phase's closing post: after it resolved
    END_OF_POST = 10**12  # past everything in the post (as-of cut-offs)


INDEX_HOST = int(Order.HOST)
INDEX_PHASE_START = int(Order.PHASE_START)
INDEX_PHASE_END = int(Order.PHASE_END)
INDEX_PHASE_CLOSE = int(Order.PHASE_CLOSE)
INDEX_AFTER_CLOSE = int(Order.AFTER_CLOSE)


_INIT_FIELDS: dict[type, tuple[str, ...]] = {}


def _reduce(value: object) -> tuple[type, tuple[object, ...]]:
    """Pickle a frozen slotted value as ``cls(*fields)``: several times faster to load
    than the dataclass default (the parse cache in votecount.db stores events)."""
    cls = type(value)
    names = _INIT_FIELDS.get(cls)
    if names is None:
        names = _INIT_FIELDS[cls] = tuple(f.name for f in fields(cls) if f.init)  # type: ignore[arg-type]
    return cls, tuple(getattr(value, n) for n in names)


class PhaseKind(StrEnum):
    DAY = "day"
    NIGHT = "night"


@dataclass(frozen=True, slots=True)
class PostRef:
    """Where an event happened: a post (id, number, time, url, thread) and the position
    of the command inside it (``index``, written order)."""

    post_id: str
    number: int
    time: datetime
    url: str = ""
    index: int = 0
    thread: str = ""

    @property
    def key(self) -> tuple[datetime, int, int]:
        return (self.time, self.number, self.index)

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return _reduce(self)

    def at(self, index: int) -> PostRef:
        """The same post, another position in it."""
        return PostRef(self.post_id, self.number, self.time, self.url, int(index), self.thread)

    def __repr__(self) -> str:
        where = f"#{self.number}" if self.number >= 0 else self.time.isoformat()
        return f"<{where}[{self.index}]>"


@dataclass(frozen=True, slots=True)
class Event:
    ref: PostRef

    @property
    def key(self) -> tuple[datetime, int, int]:
        return self.ref.key

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return _reduce(self)


# --- player commands -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PublicPost(Event):
    """Any post in the thread: drives activity (and whatever a system reads from it).
    ``mechanical``: the post holds nothing but commands and pings."""

    author: str
    mechanical: bool = False


@dataclass(frozen=True, slots=True)
class Vote(Event):
    voter: str
    target: str  # a player id or NO_ELIMINATION
    pinged: bool | None = None  # the post @mentions a host (None: not known)
    word: str = ""  # a phase's own command word that cast it ("execute"; "": vote)


@dataclass(frozen=True, slots=True)
class Unvote(Event):
    voter: str
    target: str | None = None


@dataclass(frozen=True, slots=True)
class ExileVote(Event):
    """A yes/no ballot post (``/yes``, ``/no``); ``target`` the player it names, if any
    (or an option of a ballot a system holds)."""

    voter: str
    yes: bool
    target: str | None = None


@dataclass(frozen=True, slots=True)
class Rejected(Event):
    """A command the glue could not map (unknown or ambiguous name, quoted vote ...).
    It changes nothing but shows in the count and the audit."""

    actor: str
    raw: str
    code: str  # a tally.codes.Code value
    reason: str
    severity: str = "error"  # error | warning | info
    candidates: tuple[str, ...] = ()


# --- host events -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PhaseStart(Event):
    kind: PhaseKind
    number: int
    sub: str | None = None
    # the phase's own settings from the game file: ("title", ...), ("resolution", ...)
    settings: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class PhaseEnd(Event):
    kind: PhaseKind
    number: int
    sub: str | None = None


@dataclass(frozen=True, slots=True)
class SubPhasePlan(Event):
    """The host opens Day ``number``'s ``sub`` phase ("nomination", "voting") at
    ``at``. Placed before the day starts, so the day follows the host's timetable from
    its start (the ``PhaseStart`` at the host's post still opens it). ``scheduled``: the
    time the game file's ``[schedule]`` day parts give instead of the computed 1/4 and
    1/2; a host's post still overrides it, and drift is measured against it."""

    number: int
    sub: str
    at: datetime
    scheduled: bool = False


@dataclass(frozen=True, slots=True)
class Death(Event):
    player: str
    cause: str = "killed"


@dataclass(frozen=True, slots=True)
class Resurrection(Event):
    player: str


@dataclass(frozen=True, slots=True)
class Modkill(Event):
    player: str
    reason: str = ""


@dataclass(frozen=True, slots=True)
class GameEnd(Event):
    """The host declares the game over: activity (prods) is measured at this post, never
    later."""

    note: str = ""


@dataclass(frozen=True, slots=True)
class VoteReset(Event):
    """The host clears every standing vote of the open day; the day goes on."""

    note: str = ""


@dataclass(frozen=True, slots=True)
class Substitution(Event):
    """``replacement`` takes over ``out``'s slot: alive/dead, current vote, counts, history."""

    out: str
    replacement: str


class EffectKind(StrEnum):
    """The core's effects (a system declares the kinds it reads in ``effect_kinds``; a
    system's own kinds are plain names, declared in its package)."""

    WEIGHT = "weight"  # the vote counts N
    DOUBLE = "double"  # the vote counts twice
    VOID = "void"  # the vote counts 0 (still shown in the public view)
    LOVED = "loved"  # one more vote needed to eliminate this player
    HATED = "hated"  # one fewer vote needed


_KIND = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True, slots=True)
class Effect:
    """A modifier's effect: its kind (an ``EffectKind`` or a system's own name) and, for
    ``weight``, the number. Which kinds a game reads is its system's ``effect_kinds``
    (the fold rejects the others, naming the system)."""

    kind: str
    value: int = 0

    @classmethod
    def parse(cls, text: str) -> Effect:
        """``"weight:2"``, ``"double"``, ``"void"``, ``"loved"``, ``"hated"``, or a
        system's own kind (``"voudon"``)."""
        name, _, arg = str(text).strip().lower().partition(":")
        name = name.strip()
        if not _KIND.fullmatch(name):
            known = ", ".join(k.value for k in EffectKind)
            raise InvalidInput(f"unknown modifier {text!r}; known: {known} or a system's own")
        kind = EffectKind(name) if name in EffectKind._value2member_map_ else name
        if kind == EffectKind.WEIGHT:
            if not arg.strip().isdigit():
                raise InvalidInput(f"modifier {text!r}: weight needs a whole number, 'weight:2'")
            return cls(kind, int(arg))
        if arg:
            raise InvalidInput(f"modifier {text!r}: {kind} takes no value")
        return cls(kind)

    def __str__(self) -> str:
        return f"weight:{self.value}" if self.kind == EffectKind.WEIGHT else str(self.kind)


@dataclass(frozen=True, slots=True)
class Modifier(Event):
    """A host-only effect on one player. ``day`` None means the day the event falls in
    (or the next day when posted at night); ``whole_game`` makes it permanent."""

    player: str
    effect: Effect
    day: int | None = None
    whole_game: bool = False
    note: str = ""
    by: str | None = None  # who used the ability, when it matters (``other`` in the game file)


PLAYER_COMMANDS = (Vote, Unvote, ExileVote)
HOST_EVENTS = (PhaseStart, PhaseEnd, Death, Resurrection, Modkill, Substitution, Modifier)


def sort_events(events: list[Event] | tuple[Event, ...]) -> list[Event]:
    """Events in application order; stable for equal keys (written order)."""
    return sorted(events, key=lambda e: e.ref.key)
