"""The seam through which a game system adds its own values to the results: a
``DayCount``, ``VoteCount``, ``CastVote`` or ``Audit`` may carry an ``extension`` (a
``SystemPayload``: a value of the system's own type, read by its views) whose
``to_json()`` fields merge into that object's JSON where the system's ``payload``
declarations place them (``declare.Payload.after``). Fields declared ``shared`` appear
in every result, with their ``blank`` value when the system is not in play, so the JSON
keeps one shape (docs/json-output.md).

The application's generic views (counts, charts, the timeline, reconcile, browse) ask a
day's or a vote's extension a few typed questions through the base classes
``DayPayload`` and ``VotePayload`` (read with ``day_payload`` / ``vote_payload``); their
defaults describe a day of plain wagons, so a system overrides only what it has: wagons
opened by a nominator (``Opened``: nominations), players who count as living beside
``DayCount.living``, dead players who may still vote, what its day's elimination is
called, the notes a count prints beside a vote.

The core names no system: it reads the registered systems' declarations.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from votecount.tally.registry import systems

if TYPE_CHECKING:
    from votecount.tally.declare import Payload
    from votecount.tally.events import PostRef
    from votecount.tally.result import CastVote, DayCount


class SystemPayload(Protocol):
    """A system's own part of a result: plain values, and their JSON fields."""

    def to_json(self) -> dict[str, object]: ...


class Opened(Protocol):
    """A wagon opened by a nominator (a nomination), as the generic views read it."""

    @property
    def nominator(self) -> str: ...
    @property
    def nominee(self) -> str: ...
    @property
    def ref(self) -> PostRef: ...  # the post that opened it
    @property
    def effective(self) -> PostRef | None: ...  # when it took effect, if later
    @property
    def votes(self) -> tuple[CastVote, ...]: ...  # standing votes, in the order cast
    @property
    def total(self) -> int: ...
    @property
    def living(self) -> int: ...  # the denominator shown ("c/L"); 0: the threshold
    @property
    def threshold(self) -> int: ...  # what it takes; 0: the day's threshold
    @property
    def queued(self) -> bool: ...  # posted before it could take effect
    @property
    def open(self) -> bool: ...  # False: closed (votes released)


class DayPayload:
    """A system's part of a day, with the answers the generic views ask of it; the
    defaults are a day of plain wagons."""

    __slots__ = ()

    def to_json(self) -> dict[str, object]:
        return {}

    def opened(self) -> Sequence[Opened]:
        """The wagons opened by a nominator, in the order they took effect; when there
        are any they are the day's wagons (``DayCount.wagons`` only mirrors them)."""
        return ()

    def pending(self) -> Sequence[Opened]:
        """Nominations posted that have not taken effect yet."""
        return ()

    def also_living(self) -> tuple[str, ...]:
        """Players in play who count as living beside ``DayCount.living`` (travellers)."""
        return ()

    def dead_voters(self) -> tuple[str, ...]:
        """Dead players who may still vote today."""
        return ()

    def elimination(self) -> tuple[str, str]:
        """What the day's elimination is called: (noun, past participle)."""
        return ("elimination", "eliminated")


class VotePayload:
    """A system's marks on a vote, as a count shows them (defaults: none)."""

    __slots__ = ()

    def to_json(self) -> dict[str, object]:
        return {}

    def notes(self) -> tuple[str, ...]:
        """What a count prints beside the vote ("dead", "vote token")."""
        return ()

    def by_traveller(self) -> bool:
        """A traveller's vote (counts in the total, not in the living)."""
        return False


NO_DAY_PAYLOAD, NO_VOTE_PAYLOAD = DayPayload(), VotePayload()


def day_payload(day: DayCount) -> DayPayload:
    """The day's extension as a ``DayPayload`` (the defaults when it has none)."""
    ext = day.extension
    return ext if isinstance(ext, DayPayload) else NO_DAY_PAYLOAD


def vote_payload(vote: CastVote) -> VotePayload:
    """The vote's marks as a ``VotePayload`` (the defaults when it has none)."""
    marks = vote.marks
    return marks if isinstance(marks, VotePayload) else NO_VOTE_PAYLOAD


_LAYOUT: dict[tuple[str, tuple[type, ...]], tuple[Payload, ...]] = {}


def layout(where: str) -> tuple[Payload, ...]:
    """Every registered system's declared fields of ``where`` that are placed or shared."""
    found = systems()
    key = (where, found)
    out = _LAYOUT.get(key)
    if out is None:
        out = _LAYOUT[key] = tuple(
            p for cls in found for p in cls.payload if p.where == where and (p.after or p.shared)
        )
    return out


def merge(
    where: str, core: dict[str, object], extension: SystemPayload | None
) -> dict[str, object]:
    """``core`` (an object's JSON) with the extension's fields placed as declared, or,
    without an extension, the shared fields' blanks."""
    placed = layout(where)
    if extension is not None:
        fields = extension.to_json()
    else:
        fields = {p.name: copy.copy(p.blank) for p in placed if p.shared}
    if not fields:
        return core
    anchors: dict[str, list[str]] = {}
    for p in placed:
        if p.after in core and p.name in fields and p.name not in core:
            anchors.setdefault(p.after, []).append(p.name)
    out: dict[str, object] = {}
    for key, value in core.items():
        out[key] = value
        for name in anchors.get(key, ()):
            out[name] = fields[name]
    out.update((k, v) for k, v in fields.items() if k not in out)
    return out
