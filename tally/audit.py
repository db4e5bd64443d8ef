"""The audit: every violation, and activity per player (posts per phase, days without a
vote, prods due). Prods are measured against a time the caller passes in (no clock)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.tally.codes import Code, Severity, Violation, ref_json
from votecount.tally.events import PostRef
from votecount.tally.payload import merge
from votecount.tally.state import GameState, Slot

if TYPE_CHECKING:
    from votecount.tally.payload import SystemPayload


@dataclass(frozen=True, slots=True)
class Activity:
    player: str  # the slot's player now
    slot: str  # the slot id (first occupant)
    former: tuple[str, ...]  # replaced occupants, oldest first
    alive: bool
    posts: tuple[tuple[str, int], ...]  # ("D1", 12), ("N1", 3) ... in phase order
    total_posts: int
    last_post: PostRef | None
    days_without_vote: tuple[int, ...]
    hours_since_post: float | None  # against the audit's as_of time
    prod_due: bool

    def to_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "slot": self.slot,
            "former": list(self.former),
            "alive": self.alive,
            "posts": dict(self.posts),
            "total_posts": self.total_posts,
            "last_post": ref_json(self.last_post),
            "days_without_vote": list(self.days_without_vote),
            "hours_since_post": self.hours_since_post,
            "prod_due": self.prod_due,
        }


@dataclass(frozen=True, slots=True)
class Audit:
    ruleset: str
    as_of: datetime | None
    prod_hours: float
    violations: tuple[Violation, ...]  # in thread order, prods last
    activity: tuple[Activity, ...]  # in slot order
    extension: SystemPayload | None = None  # the game system's own values (tally.payload)

    def by_code(self, code: str) -> tuple[Violation, ...]:
        return tuple(v for v in self.violations if v.code == code)

    @property
    def errors(self) -> tuple[Violation, ...]:
        return tuple(v for v in self.violations if v.severity is Severity.ERROR)

    def to_json(self) -> dict[str, object]:
        core: dict[str, object] = {
            "schema": "votecount-audit/1",
            "ruleset": self.ruleset,
            "as_of": self.as_of.isoformat() if self.as_of else None,
            "prod_hours": self.prod_hours,
            "violations": [v.to_json() for v in self.violations],
            "activity": [a.to_json() for a in self.activity],
        }
        return merge("audit", core, self.extension)


def build_audit(state: GameState, as_of: datetime | None) -> Audit:
    """The audit as of ``as_of`` (the count's clock: the as-of post's time or now).
    Activity is measured at the game's end when the host ended it before ``as_of``, and
    no prod is due once the game is over."""
    hours = state.rules.prod_hours
    ended = state.ended.time if state.ended is not None else None
    measured = ended if ended is not None and as_of is not None and ended < as_of else as_of
    activity = tuple(_activity(state, s, measured, hours) for s in state.slots.values())
    prods = tuple(
        state.violation(
            Code.PROD_DUE,
            a.last_post,
            a.player,
            f"no post for {a.hours_since_post:.0f} h (limit {hours:g} h)"
            if a.hours_since_post is not None
            else "has not posted",
        )
        for a in activity
        if a.prod_due
    )
    audit = Audit(state.rules.ruleset, as_of, hours, (*state.violations, *prods), activity)
    return state.hooks.decorate_audit(state, audit)


def _activity(state: GameState, slot: Slot, as_of: datetime | None, hours: float) -> Activity:
    counts = state.posts.get(slot.id)
    order = [p.label for p in state.phases]
    posts = sorted(counts.items(), key=lambda kv: _phase_index(order, kv[0])) if counts else []
    last = state.last_post.get(slot.id)
    since = _hours_since(state, last, as_of)
    due = (
        since is not None
        and slot.alive
        and state.phase is not None
        and state.ended is None
        and since > hours
    )
    return Activity(
        player=slot.player,
        slot=slot.id,
        former=tuple(slot.former),
        alive=slot.alive,
        posts=tuple(posts),
        total_posts=sum(counts.values()) if counts else 0,
        last_post=last,
        days_without_vote=_days_without_vote(state, slot.id),
        hours_since_post=since,
        prod_due=due,
    )


def _hours_since(state: GameState, last: PostRef | None, as_of: datetime | None) -> float | None:
    if as_of is None:
        return None
    start = (
        last.time if last is not None else (state.phases[0].start.time if state.phases else None)
    )
    if start is None:
        return None
    return max((as_of - start).total_seconds() / 3600, 0.0)


def _days_without_vote(state: GameState, slot: str) -> tuple[int, ...]:
    return tuple(
        n
        for n, day in sorted(state.days.items())
        if slot in day.living_at_start and slot not in day.voted
    )


def _phase_index(order: list[str], label: str) -> int:
    base = label.rstrip("+")
    return order.index(base) * 2 + label.endswith("+") + 1 if base in order else 0
