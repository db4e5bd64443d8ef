"""The seam through which a game system adds its own values to the results: a
``DayCount``, ``VoteCount``, ``CastVote`` or ``Audit`` may carry an ``extension`` (a
``SystemPayload``: a value of the system's own type, read by its views) whose
``to_json()`` fields merge into that object's JSON where the system's ``payload``
declarations place them (``declare.Payload.after``). Fields declared ``shared`` appear
in every result, with their ``blank`` value when the system is not in play, so the JSON
keeps one shape (docs/json-output.md).

The core names no system: it reads the registered systems' declarations.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Protocol

from votecount.tally.registry import systems

if TYPE_CHECKING:
    from votecount.tally.declare import Payload


class SystemPayload(Protocol):
    """A system's own part of a result: plain values, and their JSON fields."""

    def to_json(self) -> dict[str, object]: ...


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
