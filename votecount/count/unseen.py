"""Posts votecount never saw, where the forum shows that they were there.

A post deleted before the first sync is not in the store: nothing says it was gone, and
it cannot count (its text is unknown). Discourse numbers a topic's posts 1, 2, 3 … and
keeps the numbers of posts a reader cannot see: a staff-deleted post (gone from the
stream for everyone but staff) or a whisper leaves a gap in the numbers the topic lists
(after the last listed post nothing shows it: a sync stopped half way looks the same, so
no absence is invented there; a post votecount saw and that went later is stored, gone,
with its text: ``at_now``). That much is
known: the number, the posts on both sides of it (so when it was made, within their
times), and that it was deleted or hidden before votecount first saw it; what it said,
who wrote it and when it went are not. ``explain N`` and the text audit say so.

phpBB numbers the posts a reader sees (a deleted post's number goes to the next one),
and its post ids are the forum's, shared by every topic: a gap in them is no evidence.
The other page forums likewise: nothing is reported for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from votecount.tally.shown import utc

NUMBERED_ENGINES = frozenset({"discourse"})
"""The engines whose post numbers keep a place for a post a reader cannot see."""


@dataclass(frozen=True)
class Unseen:
    """A run of post numbers the thread skips: ``first`` … ``last``, between the stored
    posts made at ``before`` and ``after``."""

    thread: str
    first: int
    last: int
    before: datetime
    after: datetime

    def __str__(self) -> str:
        one = self.first == self.last
        what = f"post #{self.first}" if one else f"posts #{self.first}-#{self.last}"
        return (
            f"{what} never seen: the thread keeps {'its number' if one else 'their numbers'} "
            f"but does not list {'it' if one else 'them'} (made between "
            f"{utc(self.before)} and {utc(self.after)}; deleted or hidden "
            f"before a sync saw {'it' if one else 'them'}): what {'it' if one else 'they'} "
            "said is unknown, and counts for nothing"
        )


def unseen(store: Any, thread: str) -> list[Unseen]:
    """The runs of post numbers ``thread`` skips (Discourse only; nothing elsewhere)."""
    if store.engine_of(thread) not in NUMBERED_ENGINES:
        return []
    listed = store.seen_numbers(thread)
    out = []
    for (n, when), (m, later) in zip(listed, listed[1:], strict=False):
        if m > n + 1:
            out.append(Unseen(thread, n + 1, m - 1, when, later))
    return out


def unseen_lines(store: Any, threads: list[str], now: datetime | None = None) -> list[str]:
    """One line per run of numbers never seen, in every thread (made by ``now``)."""
    return [
        f"  {run}"
        for thread in threads
        for run in unseen(store, thread)
        if now is None or run.before <= now
    ]


def unseen_at(store: Any, number: int) -> Unseen | None:
    """The run of numbers never seen that holds ``number``, in any thread."""
    for row in store.threads():
        for run in unseen(store, row.thread):
            if run.first <= number <= run.last:
                return run
    return None
