"""The parts of a fold state: the setup it starts from, the slots, the standing votes,
the phases, each day's state and the modifiers in force. ``tally.state.GameState`` holds
them; the rules of voting (``voting``) and of host events (``host``) make and change them,
so they import this module and never ``state``, which imports them."""

from __future__ import annotations

from dataclasses import dataclass, field

from votecount.tally.codes import Violation
from votecount.tally.events import Effect, PhaseKind, PostRef
from votecount.tally.result import HistoryEntry, Outcome


@dataclass(frozen=True, slots=True)
class SetupPlayer:
    id: str  # the username in the game file
    seat: int | None = None
    traveller: bool = False
    backup: bool = False  # on the backups list: no slot until a substitution


@dataclass(frozen=True, slots=True)
class Setup:
    """Who plays at the start (ids only) and who hosts."""

    players: tuple[SetupPlayer, ...]
    hosts: tuple[str, ...] = ()

    @classmethod
    def of(cls, *ids: str, hosts: tuple[str, ...] = ()) -> Setup:
        return cls(tuple(SetupPlayer(i) for i in ids), hosts)


@dataclass(slots=True)
class Slot:
    id: str
    player: str
    seat: int | None = None
    traveller: bool = False
    alive: bool = True
    former: list[str] = field(default_factory=list)
    died: PostRef | None = None
    cause: str = ""


@dataclass(slots=True)
class Standing:
    """A vote standing on a wagon (slot ids)."""

    voter: str
    target: str
    ref: PostRef
    cast_by: str


@dataclass(slots=True)
class Phase:
    kind: PhaseKind
    number: int
    start: PostRef
    end: PostRef | None = None
    sub: str | None = None

    @property
    def label(self) -> str:
        return f"{'D' if self.kind is PhaseKind.DAY else 'N'}{self.number}"


@dataclass(slots=True)
class DayState:
    number: int
    start: PostRef
    living_at_start: tuple[str, ...]
    end: PostRef | None = None
    votes: dict[str, Standing] = field(default_factory=dict)  # voter slot -> vote
    wagon_start: dict[str, PostRef] = field(default_factory=dict)  # target -> first vote
    history: list[HistoryEntry] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)
    voted: set[str] = field(default_factory=set)
    outcome: Outcome | None = None
    # majorities that eliminated a player while the day went on (``eliminations_per_day``)
    eliminations: list[Outcome] = field(default_factory=list)
    pending: str | None = None  # eliminated, the day waits for the host's announcement
    living_at_resolution: tuple[str, ...] | None = None
    names: dict[str, str] | None = None  # slot -> player when the day was decided
    weights: dict[str, int] | None = None  # voter slot -> weight when decided
    thresholds: dict[str, int] | None = None  # target -> threshold when decided
    base_threshold: int | None = None  # public threshold when decided
    settings: dict[str, str] = field(default_factory=dict)  # the phase's own (title, resolution)


@dataclass(slots=True)
class ModifierEntry:
    slot: str
    effect: Effect
    day: int | None  # None = whole game
    ref: PostRef
