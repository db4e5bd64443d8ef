"""The part of the game state only the ``botf`` ruleset keeps (``GameState.ext``), and
the lookups every BotF module shares: the day's sub-phases, who counts for ``L``, the
threshold ``T``, characters in play and neighbours (spec/rules.md §4).

Everything is keyed by *slot* id, so a substitute inherits the seat, the ghost token,
today's nomination, the current vote and the whisper counters (§4.1).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from votecount.tally.events import STORYTELLER, PhaseKind, PostRef, Vote
from votecount.tally.rules import THRESHOLD_RULES, Rules
from votecount.tally.sealed import SealedDays
from votecount.tally.state import GameState, Slot, Standing

UNSPENT, SPENT = "unspent", "spent"
DISCUSSION, NOMINATION, VOTING, CLOSED = "discussion", "nomination", "voting", "closed"
SUB_PHASES = (DISCUSSION, NOMINATION, VOTING)
Problem = tuple[str, str]


@dataclass(slots=True)
class Nom:
    """One nomination: slots (the nominator may be a host under the Bishop)."""

    nominator: str
    nominee: str
    ref: PostRef
    queued: bool = False
    effective: PostRef | None = None
    closed: PostRef | None = None
    judge: str | None = None  # "pass" | "fail"

    @property
    def open(self) -> bool:
        return self.effective is not None and self.closed is None


@dataclass(slots=True)
class ExileRec:
    traveller: str
    called_by: str
    ref: PostRef
    yes: list[tuple[str, PostRef, str]] = field(default_factory=list)  # slot, ref, poster
    no: set[str] = field(default_factory=set)
    status: str = "open"  # open | reached | passed | lapsed
    passed: PostRef | None = None
    seated: int = 0
    needed: int = 0


@dataclass(slots=True)
class Declaration:
    a: str  # slot of the declarer
    b: str  # slot of the partner
    ref: PostRef
    day: int
    over_cap: bool = False  # declared over the declarer's cap (flagged WHISPER_CAP)


@dataclass(slots=True)
class Session:
    day: int
    a: str
    b: str  # a slot or STORYTELLER
    declared: PostRef
    accepted: PostRef | None = None
    ended: PostRef | None = None
    end_reason: str = ""
    over_cap: bool = False  # it took a partner over the cap (flagged WHISPER_CAP)

    def involves(self, slot: str) -> bool:
        return slot in (self.a, self.b)


@dataclass(slots=True)
class FiddlerRec:
    """The Fiddler ballot (§4.7): every seated player picks ``demon`` or ``chosen``."""

    demon: str
    chosen: str
    ref: PostRef
    day: int
    votes: dict[str, tuple[str, PostRef, str]] = field(default_factory=dict)  # slot -> pick
    closed: PostRef | None = None


@dataclass(slots=True)
class BotfDay:
    number: int
    start: datetime
    hours: float  # the expected day length (day_length_rule)
    living_at_start: int  # L at dawn
    opening_at: datetime | None = None  # host override of the opening of nominations
    voting_at: datetime | None = None  # host override of the close of nominations
    # the schedule's day parts (discussion_hours ...) instead of 1/4 and 1/2 of the day
    planned_opening: datetime | None = None
    planned_voting: datetime | None = None
    opened: bool = False  # queued nominations have taken effect
    noms: list[Nom] = field(default_factory=list)  # effective, in order
    queued: list[Nom] = field(default_factory=list)
    used: set[str] = field(default_factory=set)  # nominators who used today's nomination
    queued_votes: dict[str, Vote] = field(default_factory=dict)  # allow_queued_votes
    pending_votes: dict[str, Vote] = field(default_factory=dict)  # pending_votes_activate
    voudon_rejected: dict[str, Vote] = field(default_factory=dict)
    hands: dict[str, dict[str, Standing]] = field(default_factory=dict)  # per_nomination yes
    locked: dict[str, tuple[Standing, ...]] | None = None  # the hands counted at resolution
    swaps: int = 0
    partners: dict[str, list[str]] = field(default_factory=dict)  # the ledger (both ways)
    counted: dict[str, list[str]] = field(default_factory=dict)  # partners for the cap
    sessions: Counter[str] = field(default_factory=Counter)
    declarations: Counter[str] = field(default_factory=Counter)
    neighbour_whispers: set[tuple[str, str]] = field(default_factory=set)
    exiles: list[ExileRec] = field(default_factory=list)
    st_nominated: bool = False
    all_voted: bool = False
    decided: bool = False  # OUTCOME_DECIDED raised
    voting_checked: bool = False  # the early-end check ran at the close of nominations
    # frozen when the day resolves
    counted_living: tuple[str, ...] | None = None
    travellers: tuple[str, ...] | None = None  # living travellers in play at resolution
    resolved_living: int | None = None  # L used at resolution
    threshold: int | None = None
    dead_voters: frozenset[str] = frozenset()
    tokens_spent: list[str] = field(default_factory=list)
    tokens_after: dict[str, str] | None = None

    def opening(self) -> datetime:
        return self.opening_at or self.planned(NOMINATION)

    def closing(self) -> datetime:
        return self.voting_at or self.planned(VOTING)

    def planned(self, sub: str) -> datetime:
        """The scheduled start of ``sub`` (nomination or voting): the game file's day
        parts, else a quarter (nominations) or half (voting) into the day."""
        if sub == NOMINATION:
            return self.planned_opening or self.start + timedelta(hours=self.hours / 4)
        return self.planned_voting or self.start + timedelta(hours=self.hours / 2)

    def sub_phase(self, when: datetime) -> str:
        if when < self.opening():
            return DISCUSSION
        return NOMINATION if when < self.closing() else VOTING

    def nomination_of(self, nominee: str) -> Nom | None:
        """The open nomination of ``nominee`` today."""
        return next((n for n in self.noms if n.nominee == nominee and n.open), None)

    def nominated(self, nominee: str) -> bool:
        """Validly nominated today (queued, effective or closed)."""
        return any(n.nominee == nominee for n in (*self.noms, *self.queued))


@dataclass(slots=True)
class BotfState:
    days: dict[int, BotfDay] = field(default_factory=SealedDays)  # sealed with the days
    tokens: dict[str, str] = field(default_factory=dict)  # slot -> unspent | spent
    spent_on: dict[str, int] = field(default_factory=dict)  # slot -> day (on_cast)
    left: dict[str, str] = field(default_factory=dict)  # traveller slot -> "Exiled Day 2"
    notes: dict[str, str] = field(default_factory=dict)  # slot -> "Died N2" ...
    signups: dict[str, tuple[int, bool, PostRef]] = field(default_factory=dict)
    seats: dict[int, str] = field(default_factory=dict)
    sessions: list[Session] = field(default_factory=list)
    pending: list[Declaration] = field(default_factory=list)
    queued_next: list[Nom] = field(default_factory=list)  # since_previous_dusk
    judge_used: bool = False
    fiddler: FiddlerRec | None = None
    plans: dict[tuple[int, str], datetime] = field(default_factory=dict)  # host sub-phases
    scheduled: dict[tuple[int, str], datetime] = field(default_factory=dict)  # day parts
    two_alive: bool = False
    started: bool = False


# --- lookups ------------------------------------------------------------------------------


def ext(state: GameState) -> BotfState:
    assert isinstance(state.ext, BotfState), "the botf ruleset keeps a BotfState"
    return state.ext


def today(state: GameState) -> BotfDay | None:
    """The BotF part of the day being played (None at night or once resolved)."""
    day = state.day
    if day is None or day.outcome is not None:
        return None
    return ext(state).days.get(day.number)


def in_play(state: GameState, slot: Slot) -> bool:
    return slot.id not in ext(state).left


def seated(state: GameState) -> list[Slot]:
    """Slots in play, in seat order (travellers who left are gone)."""
    return sorted((s for s in state.slots.values() if in_play(state, s)), key=seat_key)


def seat_key(slot: Slot) -> tuple[bool, int]:
    return (slot.seat is None, slot.seat or 0)


def counted_living(state: GameState) -> list[Slot]:
    """The players in ``L``: living non-travellers (travellers too under
    ``threshold_counts_travellers``), in seat order."""
    with_travellers = bool(state.rules.get("threshold_counts_travellers"))
    return [s for s in seated(state) if s.alive and (with_travellers or not s.traveller)]


def threshold(rules: Rules, living: int) -> int:
    return THRESHOLD_RULES[rules.threshold_rule](living)


def role_holder(state: GameState, kind: str) -> str | None:
    """The living, in-play slot holding a BotF character (Voudon, Bishop, Matron)."""
    day = state.day.number if state.day is not None else None
    for m in reversed(state.modifiers):
        if m.effect.kind == kind and (m.day is None or m.day == day):
            slot = state.slots.get(m.slot)
            if slot is not None and slot.alive and in_play(state, slot):
                return slot.id
    return None


def neighbours(state: GameState, slot_id: str) -> tuple[str, ...]:
    """The nearest occupied seats on each side of ``slot_id``, wrapping round."""
    skip_dead = bool(state.rules.get("neighbours_skip_dead"))
    travellers = bool(state.rules.get("neighbours_include_travellers"))
    ring = [
        s.id
        for s in seated(state)
        if s.seat is not None
        and (s.id == slot_id or ((s.alive or not skip_dead) and (travellers or not s.traveller)))
    ]
    if slot_id not in ring or len(ring) < 2:
        return ()
    i = ring.index(slot_id)
    return tuple(dict.fromkeys((ring[i - 1], ring[(i + 1) % len(ring)])))


def day_hours(rules: Rules, living: int) -> float:
    if rules.get("day_length_rule") == "48_if_le12_else_36" and living > 12:
        return 36.0
    return 48.0


def player_of(state: GameState, slot_or_id: str) -> str:
    return "Storyteller" if slot_or_id == STORYTELLER else state.name(slot_or_id)


def phase_label(state: GameState) -> str:
    """ "N2", "D1" ... for death notes (the phase open now, else the last one)."""
    phase = state.phase or (state.phases[-1] if state.phases else None)
    if phase is None:
        return "pregame"
    return f"{'D' if phase.kind is PhaseKind.DAY else 'N'}{phase.number}"


_DURATION = re.compile(r"^\s*(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*s)?\s*$")


def parse_duration(value: object) -> timedelta | None:
    """``"1h"``, ``"90m"``, ``"1h30m"``, ``"45s"`` or a number of hours."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return timedelta(hours=float(value)) if value >= 0 else None
    if not isinstance(value, str) or not value.strip():
        return None
    m = _DURATION.match(value.lower())
    if m is None or not any(m.groups()):
        return None
    h, mins, secs = (float(g) if g else 0.0 for g in m.groups())
    return timedelta(hours=h, minutes=mins, seconds=secs)


def duration_problem(value: object) -> str | None:
    if parse_duration(value) is None:
        return f"{value!r} is not a duration such as '1h', '30m' or '1h30m'"
    return None


def whole_number_problem(value: object) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return f"must be a whole number >= 0, not {value!r}"
    return None
