"""A day's wagons replayed from its vote history: each wagon's size after every change,
the steps the report's chart draws (``votecount.views.chart``).

Sizes come from replaying the day's vote history (``DayCount.history``): an accepted vote
puts its voter on a target (off the vote it replaced), an unvote or a released vote takes
it off. One voter counts once per target, as in the public count; a substitute plays his
slot's vote (``slots``). A nomination's line starts when it took effect.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from votecount.tally.payload import day_payload
from votecount.tally.result import Action, DayCount, HistoryEntry


@dataclass(frozen=True)
class Step:
    time: datetime
    size: int
    entry: HistoryEntry | None  # None: the nomination opened (its line starts at 0)


def slots(game: object) -> dict[str, str]:
    """Each substitute's slot: the player they replaced (the first of a chain), from the
    game file's substitutions; a substitute's vote moves the slot's vote."""
    out: dict[str, str] = {}
    for e in getattr(game, "events", ()):
        if e.kind == "substitution" and e.player and e.other:
            out[e.other] = out.get(e.player, e.player)
    return out


def replay(
    history: Iterable[HistoryEntry], slot: dict[str, str] | None = None
) -> dict[str, list[Step]]:
    """Each target's size after every change, in order (targets in first-vote order).
    ``slot``: substitutes to the slot they play (``slots``), so that a substitute moving
    the vote he inherited takes it off its wagon."""
    slot = slot or {}
    on: dict[str, set[str]] = {}
    steps: dict[str, list[Step]] = {}
    for h in history:
        if not h.accepted:
            continue
        changed = []
        voter = slot.get(h.voter, h.voter)
        if h.previous and voter in on.get(h.previous, set()):
            on[h.previous].discard(voter)
            changed.append(h.previous)
        if h.action is Action.VOTE and h.target:
            if voter not in on.setdefault(h.target, set()):
                on[h.target].add(voter)
                changed.append(h.target)
        elif h.action is not Action.VOTE and h.target and voter in on.get(h.target, set()):
            on[h.target].discard(voter)
            changed.append(h.target)
        for target in changed:
            steps.setdefault(target, []).append(Step(h.ref.time, len(on[target]), h))
    return steps


def day_steps(day: DayCount, slot: dict[str, str]) -> dict[str, list[Step]]:
    """Each wagon's steps; a nomination's line starts when it took effect."""
    steps = replay(day.history, slot)
    opened = {n.nominee: (n.effective or n.ref).time for n in day_payload(day).opened()}
    for nominee, when in opened.items():
        steps[nominee] = [s for s in steps.get(nominee, []) if s.time >= when] or [
            Step(when, 0, None)
        ]
        if steps[nominee][0].entry is not None:
            steps[nominee].insert(0, Step(when, 0, None))
    return steps
