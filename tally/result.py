"""The result values: ``VoteCount`` (per day: wagons, totals, threshold, status) and the
pieces it is made of. All frozen; ``to_json`` gives plain dicts (docs/json-output.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from votecount.tally.codes import Violation, ref_json
from votecount.tally.days import Days
from votecount.tally.events import PostRef
from votecount.tally.payload import merge

if TYPE_CHECKING:
    from votecount.tally.payload import SystemPayload


class Status(StrEnum):
    """Where a day stands. The first four are final; the last three describe an open day."""

    HAMMERED = "hammered"  # a wagon reached the threshold (for no-elimination too)
    ELIMINATED = "eliminated"  # the leader at the deadline
    NO_ELIMINATION = "no_elimination"  # the day ended without anyone eliminated
    HOST_DECIDES = "host_decides"  # a tie at the deadline with tie_break = host
    LEADING = "leading"
    TIE = "tie"
    NONE = "none"

    @property
    def final(self) -> bool:
        return self not in (Status.LEADING, Status.TIE, Status.NONE)


class SystemStatus(Protocol):
    """A system's own status of a day, str-valued like ``Status`` (e.g. BotF's open
    "about_to_die" in tally/botf/outcomes.py)."""

    @property
    def value(self) -> str: ...

    @property
    def final(self) -> bool: ...


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
    MAJORITY_AT_DEADLINE = "majority_at_deadline"  # unique top count >= T at resolution
    # a system's own reasons are str-valued too (e.g. tally/botf/outcomes.py)


@dataclass(frozen=True, slots=True)
class Outcome:
    status: Status | SystemStatus
    reason: str  # a ``Reason`` or a system's own (str-valued)
    eliminated: str | None = None  # player id; None for no elimination / open day
    tied: tuple[str, ...] = ()  # the tied set (ties are never broken silently)
    ref: PostRef | None = None  # the hammer post or the deadline
    leader: str | None = None  # the unique leader of an open day

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status.value,
            "reason": str(self.reason),
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
    marks: SystemPayload | None = None  # a game system's marks on the vote (its payload)

    def to_json(self) -> dict[str, object]:
        core: dict[str, object] = {
            "voter": self.voter,
            "cast_by": self.cast_by,
            "weight": self.weight,
            "post": ref_json(self.ref),
        }
        return merge("vote", core, self.marks)


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


def _minutes(span: timedelta | None) -> int | None:
    return None if span is None else int(span.total_seconds() // 60)


SystemFields = tuple[tuple[str, Any], ...]  # (JSON key, value) a game system adds


@dataclass(frozen=True, slots=True)
class LateVote:
    """A vote (or unvote: ``target`` None) posted after a passed deadline; ``dead``: a
    dead player's vote (a ghost vote, in a system where the dead vote)."""

    voter: str
    target: str | None
    ref: PostRef
    dead: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "voter": self.voter,
            "target": self.target,
            "dead": self.dead,
            "post": ref_json(self.ref),
        }


@dataclass(frozen=True, slots=True)
class LateNomination:
    """A nomination posted after a passed deadline; ``open``: nominations were still open
    at its time, so it takes effect if the host closes the day later (otherwise it
    would be rejected then too)."""

    nominator: str
    nominee: str
    ref: PostRef
    open: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "nominator": self.nominator,
            "nominee": self.nominee,
            "nominations_open": self.open,
            "post": ref_json(self.ref),
        }


@dataclass(frozen=True, slots=True)
class LateExileVote:
    """An exile call (``call``: it is the caller's yes too) or a yes/no exile vote
    posted after a passed deadline; ``traveller`` None when the post names none."""

    voter: str
    traveller: str | None
    yes: bool
    ref: PostRef
    call: bool = False
    dead: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "voter": self.voter,
            "traveller": self.traveller,
            "yes": self.yes,
            "call": self.call,
            "dead": self.dead,
            "post": ref_json(self.ref),
        }


@dataclass(frozen=True, slots=True)
class LateBallotVote:
    """A pick on a system's own ballot held beside the day's votes (``ballot``: its name
    as the count shows it), posted after a passed deadline while that ballot was still
    open at the deadline; ``choice`` the player picked, None when the pick is withdrawn."""

    voter: str
    ballot: str
    choice: str | None
    ref: PostRef
    dead: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "voter": self.voter,
            "ballot": self.ballot,
            "choice": self.choice,
            "dead": self.dead,
            "post": ref_json(self.ref),
        }


LateCommand = LateVote | LateNomination | LateExileVote | LateBallotVote


@dataclass(frozen=True, slots=True)
class PastDeadline:
    """A day whose stated deadline the clock has passed and that no host post has closed
    yet: the count stands at ``deadline``; ``votes`` (and, in a system with them,
    ``nominations``, ``exile_votes`` and ``ballot_votes``) came after it and count only
    if the host closes the day later (``votecount.count.late_close``)."""

    deadline: datetime
    votes: tuple[LateVote, ...] = ()
    nominations: tuple[LateNomination, ...] = ()
    exile_votes: tuple[LateExileVote, ...] = ()
    ballot_votes: tuple[LateBallotVote, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "deadline": self.deadline.isoformat(),
            "votes_after": [v.to_json() for v in self.votes],
            "nominations_after": [n.to_json() for n in self.nominations],
            "exile_votes_after": [e.to_json() for e in self.exile_votes],
            "ballot_votes_after": [b.to_json() for b in self.ballot_votes],
        }


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
    closes_at: datetime | None = None  # an open day's deadline, still ahead of "now"
    closes_in: timedelta | None = None  # how far ahead of "now" it is, in whole minutes
    extension: SystemPayload | None = None  # the game system's own values (tally.payload)
    extra: SystemFields = ()  # a game system's own fields (its Ruleset.payload), in the JSON
    # the deadline passed, the host has not closed the day yet (count.late_close)
    past_deadline: PastDeadline | None = None

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
        core: dict[str, object] = {
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
            "outcome": self.outcome.to_json(),
            "history": [h.to_json() for h in self.history],
            "rejected": [v.to_json() for v in self.rejected],
            "notices": [v.to_json() for v in self.notices],
        }
        if self.past_deadline is not None:  # only in that window: other counts keep their bytes
            core["past_deadline"] = self.past_deadline.to_json()
        return {**merge("day", core, self.extension), **payload_json(self.extra)}


@dataclass(frozen=True, slots=True)
class VoteCount:
    """The vote count as of a post or time: every day so far, the current one last.
    ``days`` is a tuple or ``Days`` (``tally.count.vote_count``: each day built when
    first read, so a count that shows one day builds that day alone)."""

    ruleset: str
    view: str  # "public" | "host"
    as_of: PostRef | None  # the last event counted
    as_of_time: datetime | None
    phase: str  # "D2", "N1", "" before the first phase
    days: Sequence[DayCount]
    pregame: tuple[Violation, ...] = ()  # rejected commands before Day 1
    selected: int | None = None  # the day asked for; None = the latest
    now: datetime | None = None  # the clock the count was made at (None: not given)
    extension: SystemPayload | None = None  # the game system's own values (tally.payload)
    extra: SystemFields = ()  # a game system's own fields (its Ruleset.payload), in the JSON

    @property
    def current(self) -> DayCount | None:
        """The day asked for, else the latest day (None before Day 1)."""
        if self.selected is not None:
            return self.day(self.selected)
        return self.days[-1] if self.days else None

    def day(self, number: int) -> DayCount | None:
        if isinstance(self.days, Days):
            return self.days.get(number)
        return next((d for d in self.days if d.day == number), None)

    @property
    def day_numbers(self) -> tuple[int, ...]:
        """The numbers of the days so far (no day is built to tell them)."""
        if isinstance(self.days, Days):
            return self.days.numbers
        return tuple(d.day for d in self.days)

    def to_json(self) -> dict[str, object]:
        core: dict[str, object] = {
            "schema": "votecount/1",
            "ruleset": self.ruleset,
            "view": self.view,
            "as_of": ref_json(self.as_of),
            "as_of_time": self.as_of_time.isoformat() if self.as_of_time else None,
            "phase": self.phase,
            "days": [d.to_json() for d in self.days],
            "pregame": [v.to_json() for v in self.pregame],
            "selected": self.current.day if self.current else None,
        }
        return {**merge("count", core, self.extension), **payload_json(self.extra)}


def payload_json(extra: SystemFields) -> dict[str, object]:
    """A system's own fields as JSON: values with ``to_json`` are asked for it."""
    return {k: v.to_json() if hasattr(v, "to_json") else v for k, v in extra}
