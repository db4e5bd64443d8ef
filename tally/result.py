"""The result values: ``VoteCount`` (per day: wagons, totals, threshold, status) and the
pieces it is made of. All frozen; ``to_json`` gives plain dicts (docs/json-output.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from votecount.tally.codes import Violation, ref_json
from votecount.tally.events import PostRef

if TYPE_CHECKING:
    from votecount.tally.botf.result import FiddlerBallot


class Status(StrEnum):
    """Where a day stands. The first four are final; the last three describe an open day."""

    HAMMERED = "hammered"  # a wagon reached the threshold (for no-elimination too)
    ELIMINATED = "eliminated"  # the leader at the deadline
    NO_ELIMINATION = "no_elimination"  # the day ended without anyone eliminated
    HOST_DECIDES = "host_decides"  # a tie at the deadline with tie_break = host
    LEADING = "leading"
    ABOUT_TO_DIE = "about_to_die"  # BotF: the unique top nomination at or above T
    TIE = "tie"
    NONE = "none"

    @property
    def final(self) -> bool:
        return self not in (Status.LEADING, Status.ABOUT_TO_DIE, Status.TIE, Status.NONE)


class Reason(StrEnum):
    MAJORITY_REACHED = "majority_reached"
    NO_ELIMINATION_MAJORITY = "no_elimination_majority"
    PLURALITY_AT_DEADLINE = "plurality_at_deadline"
    NO_ELIMINATION_PLURALITY = "no_elimination_plurality"
    TIE_BROKEN_EARLIEST = "tie_broken_earliest_to_reach"
    TIE_AT_DEADLINE = "tie_at_deadline"
    TIE_FOR_HOST = "tie_for_host"
    NO_MAJORITY_AT_DEADLINE = "no_majority_at_deadline"
    NO_VOTES = "no_votes"
    UNIQUE_LEADER = "unique_leader"
    TIED_LEADERS = "tied_leaders"
    # BotF
    MAJORITY_AT_DEADLINE = "majority_at_deadline"  # unique top count >= T at resolution
    VOUDON_PLURALITY = "voudon_plurality"  # Voudon in play: unique top count >= 1
    JUDGE_PASS = "judge_pass"  # the Judge forced the nomination to pass
    AT_THRESHOLD = "at_threshold"  # open day: unique top count >= T ("about to die")
    BELOW_THRESHOLD = "below_threshold"  # open day: nobody at T
    NO_NOMINATIONS = "no_nominations"


@dataclass(frozen=True, slots=True)
class Outcome:
    status: Status
    reason: Reason
    eliminated: str | None = None  # player id; None for no elimination / open day
    tied: tuple[str, ...] = ()  # the tied set (ties are never broken silently)
    ref: PostRef | None = None  # the hammer post or the deadline
    leader: str | None = None  # the unique leader of an open day

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status.value,
            "reason": self.reason.value,
            "eliminated": self.eliminated,
            "leader": self.leader,
            "tied": list(self.tied),
            "at": ref_json(self.ref),
        }


@dataclass(frozen=True, slots=True)
class CastVote:
    """One vote standing on a wagon. ``voter`` is the slot's player now; ``cast_by`` who
    posted it (differs after a substitution). ``weight``/``void`` are None in public view."""

    voter: str
    ref: PostRef
    cast_by: str
    weight: int | None = None
    dead: bool = False  # BotF: a ghost vote
    ghost_token: str | None = None  # BotF, dead voters: "unspent" | "spent"
    traveller: bool = False  # BotF: counts in the total, not in L

    def to_json(self) -> dict[str, object]:
        return {
            "voter": self.voter,
            "cast_by": self.cast_by,
            "weight": self.weight,
            "post": ref_json(self.ref),
            "dead": self.dead,
            "ghost_token": self.ghost_token,
            "traveller": self.traveller,
        }


@dataclass(frozen=True, slots=True)
class Wagon:
    target: str  # player id or NO_ELIMINATION
    votes: tuple[CastVote, ...]  # in the order they were placed
    total: int  # weighted in host view, one per voter in public view
    threshold: int  # votes needed on this wagon (loved/hated only in host view)
    started: PostRef  # the vote that started this wagon

    @property
    def needed(self) -> int:
        """How many more votes this wagon needs: the N of "L-N" (0 = reached)."""
        return max(self.threshold - self.total, 0)

    @property
    def label(self) -> str:
        return f"L-{self.needed}"

    def to_json(self) -> dict[str, object]:
        return {
            "target": self.target,
            "total": self.total,
            "threshold": self.threshold,
            "needed": self.needed,
            "label": self.label,
            "started": ref_json(self.started),
            "votes": [v.to_json() for v in self.votes],
        }


class Action(StrEnum):
    VOTE = "vote"
    UNVOTE = "unvote"
    RELEASED = "released"  # removed by the game: voter or target died, slot reset


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """Every vote and unvote of the day, in order, accepted or not."""

    ref: PostRef
    voter: str  # who posted (username)
    action: Action
    target: str | None
    previous: str | None  # the vote it replaced or removed
    accepted: bool
    code: str = ""  # the violation code when not accepted (or a notice)

    def to_json(self) -> dict[str, object]:
        return {
            "voter": self.voter,
            "action": self.action.value,
            "target": self.target,
            "previous": self.previous,
            "accepted": self.accepted,
            "code": self.code,
            "post": ref_json(self.ref),
        }


@dataclass(frozen=True, slots=True)
class Nomination:
    """One nomination (BotF; empty in mafia): a row ``Nominator | Nominee | Voted by |
    c/L``. ``ref`` is the post that made it; ``effective`` when it took effect (the
    opening of nominations for a queued one, None while still queued)."""

    nominator: str
    nominee: str
    ref: PostRef
    votes: tuple[CastVote, ...] = ()  # standing votes in the order they were cast
    total: int = 0  # c
    living: int = 0  # L
    threshold: int = 0  # T
    queued: bool = False  # posted in Discussion, effective at the opening
    effective: PostRef | None = None
    open: bool = True  # False: closed because the nominee died (votes released)
    judge: str | None = None  # "pass" | "fail" when the Judge used the ability on it

    @property
    def label(self) -> str:
        """The total as the count shows it: ``c/L``."""
        return f"{self.total}/{self.living}"

    def to_json(self) -> dict[str, object]:
        return {
            "nominator": self.nominator,
            "nominee": self.nominee,
            "post": ref_json(self.ref),
            "votes": [v.to_json() for v in self.votes],
            "total": self.total,
            "living": self.living,
            "threshold": self.threshold,
            "label": self.label,
            "queued": self.queued,
            "effective": ref_json(self.effective),
            "open": self.open,
            "judge": self.judge,
        }


@dataclass(frozen=True, slots=True)
class Exile:
    """A BotF exile of a traveller: the yes votes, P, E and whether it passed."""

    traveller: str
    called_by: str
    ref: PostRef  # the call
    seated: int  # P
    needed: int  # E
    yes: tuple[CastVote, ...]
    status: str  # "open" | "passed" | "reached" (waiting for the host) | "lapsed"
    passed: PostRef | None = None
    day: int = 0  # the day it was called on

    def to_json(self) -> dict[str, object]:
        return {
            "day": self.day,
            "traveller": self.traveller,
            "called_by": self.called_by,
            "post": ref_json(self.ref),
            "seated": self.seated,
            "needed": self.needed,
            "yes": [v.to_json() for v in self.yes],
            "status": self.status,
            "passed": ref_json(self.passed),
        }


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One line of the player list: "Gorse - Executed Day 1", "Tamsin (Traveller)"."""

    player: str
    seat: int | None
    traveller: bool
    alive: bool
    in_play: bool  # False once a traveller has left or been exiled
    note: str = ""  # "Died N2", "Executed Day 1", "Exiled Day 2", "Left D3"
    ghost_token: str | None = None  # dead players: "unspent" | "spent"

    def to_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "seat": self.seat,
            "traveller": self.traveller,
            "alive": self.alive,
            "in_play": self.in_play,
            "note": self.note,
            "ghost_token": self.ghost_token,
        }


@dataclass(frozen=True, slots=True)
class WhisperSession:
    """One BotF whisper: declared, accepted (None for the Storyteller), ended."""

    day: int
    a: str  # who declared it
    b: str  # the partner, or STORYTELLER
    declared: PostRef
    accepted: PostRef | None = None
    ended: PostRef | None = None
    end_reason: str = ""  # "broken_by_post" | "substitution" | "seat_swap" | ""
    over_cap: bool = False  # it happened over a partner's cap (``WHISPER_CAP``)

    def to_json(self) -> dict[str, object]:
        return {
            "day": self.day,
            "a": self.a,
            "b": self.b,
            "declared": ref_json(self.declared),
            "accepted": ref_json(self.accepted),
            "ended": ref_json(self.ended),
            "end_reason": self.end_reason,
            "over_cap": self.over_cap,
        }


def _minutes(span: timedelta | None) -> int | None:
    return None if span is None else int(span.total_seconds() // 60)


Ledger = tuple[tuple[str, tuple[str, ...]], ...]
"""Whisper partners per player: ((player, (partner, ...)), ...)."""

SystemFields = tuple[tuple[str, Any], ...]  # (JSON key, value) a game system adds


@dataclass(frozen=True, slots=True)
class DayCount:
    """The vote count of one day as of a point in the thread."""

    day: int
    start: PostRef
    end: PostRef | None  # the deadline/phase end, None while the day is open
    open: bool
    living: tuple[str, ...]  # player ids alive (at resolution once the day is resolved)
    threshold: int  # base threshold for this living count
    wagons: tuple[Wagon, ...]  # by size or in the order started (wagon_order)
    not_voting: tuple[str, ...]
    outcome: Outcome
    history: tuple[HistoryEntry, ...]
    rejected: tuple[Violation, ...]  # commands of this day not counted (errors)
    notices: tuple[Violation, ...]  # warnings and info of this day
    nominations: tuple[Nomination, ...] = ()  # BotF: effective, in the order they took effect
    queued: tuple[Nomination, ...] = ()  # BotF: posted in Discussion, not yet effective
    sub_phase: str = ""  # BotF: "discussion" | "nomination" | "voting" (as of the count)
    travellers: tuple[str, ...] = ()  # BotF: living travellers in play (at resolution once final)
    ghost_tokens: tuple[tuple[str, str], ...] = ()  # BotF: dead player -> token state
    tokens_spent: tuple[str, ...] = ()  # BotF: tokens spent when this day resolved
    not_voting_dead: tuple[str, ...] = ()  # BotF: dead, token unused, no vote standing
    exiles: tuple[Exile, ...] = ()
    whispers: Ledger = ()  # BotF: distinct accepted whisper partners per player
    closes_at: datetime | None = None  # an open day's deadline, still ahead of "now"
    closes_in: timedelta | None = None  # how far ahead of "now" the deadline is
    extra: SystemFields = ()  # a game system's own fields (its Ruleset.payload), in the JSON

    @property
    def living_count(self) -> int:
        return len(self.living)

    @property
    def unresolved(self) -> tuple[Violation, ...]:
        return tuple(
            v for v in self.rejected if v.code in ("UNRESOLVED_TARGET", "AMBIGUOUS_TARGET")
        )

    def wagon(self, target: str) -> Wagon | None:
        return next((w for w in self.wagons if w.target == target), None)

    def to_json(self) -> dict[str, object]:
        return {
            "day": self.day,
            "start": ref_json(self.start),
            "end": ref_json(self.end),
            "open": self.open,
            "closes_at": self.closes_at.isoformat() if self.closes_at else None,
            "closes_in_minutes": _minutes(self.closes_in),
            "living": list(self.living),
            "living_count": self.living_count,
            "threshold": self.threshold,
            "wagons": [w.to_json() for w in self.wagons],
            "not_voting": list(self.not_voting),
            "not_voting_dead": list(self.not_voting_dead),
            "outcome": self.outcome.to_json(),
            "history": [h.to_json() for h in self.history],
            "rejected": [v.to_json() for v in self.rejected],
            "notices": [v.to_json() for v in self.notices],
            "nominations": [n.to_json() for n in self.nominations],
            "queued": [n.to_json() for n in self.queued],
            "sub_phase": self.sub_phase,
            "travellers": list(self.travellers),
            "ghost_tokens": dict(self.ghost_tokens),
            "tokens_spent": list(self.tokens_spent),
            "exiles": [e.to_json() for e in self.exiles],
            "whispers": {p: list(ps) for p, ps in self.whispers},
            **payload_json(self.extra),
        }


@dataclass(frozen=True, slots=True)
class VoteCount:
    """The vote count as of a post or time: every day so far, the current one last."""

    ruleset: str
    view: str  # "public" | "host"
    as_of: PostRef | None  # the last event counted
    as_of_time: datetime | None
    phase: str  # "D2", "N1", "" before the first phase
    days: tuple[DayCount, ...]
    pregame: tuple[Violation, ...] = ()  # rejected commands before Day 1
    selected: int | None = None  # the day asked for; None = the latest
    players: tuple[PlayerLine, ...] = ()  # BotF: the annotated player list, seat order
    fiddler: FiddlerBallot | None = None  # BotF: the Fiddler ballot, once held
    now: datetime | None = None  # the clock the count was made at (None: not given)
    extra: SystemFields = ()  # a game system's own fields (its Ruleset.payload), in the JSON

    @property
    def current(self) -> DayCount | None:
        """The day asked for, else the latest day (None before Day 1)."""
        if self.selected is not None:
            return self.day(self.selected)
        return self.days[-1] if self.days else None

    def day(self, number: int) -> DayCount | None:
        return next((d for d in self.days if d.day == number), None)

    def to_json(self) -> dict[str, object]:
        return {
            "schema": "votecount/1",
            "ruleset": self.ruleset,
            "view": self.view,
            "as_of": ref_json(self.as_of),
            "as_of_time": self.as_of_time.isoformat() if self.as_of_time else None,
            "phase": self.phase,
            "days": [d.to_json() for d in self.days],
            "pregame": [v.to_json() for v in self.pregame],
            "selected": self.current.day if self.current else None,
            "players": [p.to_json() for p in self.players],
            "fiddler": self.fiddler.to_json() if self.fiddler is not None else None,
            **payload_json(self.extra),
        }


def payload_json(extra: SystemFields) -> dict[str, object]:
    """A system's own fields as JSON: values with ``to_json`` are asked for it."""
    return {k: v.to_json() if hasattr(v, "to_json") else v for k, v in extra}
