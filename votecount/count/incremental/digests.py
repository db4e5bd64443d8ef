"""What a checkpoint of the incremental fold proves: the digest of each prefix of the
posts as the inputs stand now (``Digest``), and the clean cut just past a post
(``boundary``). The fold itself, and where it writes and keeps checkpoints:
``votecount.count.incremental.foldstate``."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.count.incremental import eventcodec
from votecount.tally import events as ev

if TYPE_CHECKING:
    from votecount.parser.model import Post
    from votecount.store.posts import ListedPosts, StoredPosts

    Source = ListedPosts | StoredPosts  # the posts in thread order (votecount.store.posts)

_END = int(ev.Order.END_OF_POST)


def boundary(ordered: Source, position: int) -> tuple[datetime, int, int] | None:
    """The key just past the ``position``-th post; None where the next post shares its
    time and number (no clean cut there)."""
    if position == 0 or position > len(ordered):
        return None
    last = ordered[position - 1]
    if position < len(ordered):
        nxt = ordered[position]
        if (nxt.created_at, nxt.number) <= (last.created_at, last.number):
            return None
    return (last.created_at, last.number, _END)


class Digest:
    """The digest of each prefix of the posts as the inputs stand now: proof that the
    posts are unchanged (``Source.mark``: their keys, authors, numbers and flags, or the
    store's change log), and the frame events up to the prefix's last post (and, when a
    post was edited, the end of each phase open at the cut: the late-edit notices of
    ``first_seen`` read it)."""

    def __init__(
        self,
        key: Callable[[Post], tuple[str, str, str]],
        ordered: Source,
        frame: Sequence[ev.Event],
    ) -> None:
        self.key = key
        self.ordered = ordered
        self.frame = ev.sort_events(list(frame))  # in application order, however given
        self.edited = ordered.edited
        self.ends: dict[tuple[ev.PhaseKind, int], ev.PhaseEnd] = {}
        self.starts: dict[tuple[ev.PhaseKind, int], tuple[datetime, int, int]] = {}
        for e in self.frame:
            if isinstance(e, ev.PhaseEnd) and e.sub is None:
                self.ends[(e.kind, e.number)] = e  # the last one counts, as there
            elif isinstance(e, ev.PhaseStart) and e.sub is None:
                self.starts.setdefault((e.kind, e.number), e.ref.key)

    def at(self, position: int) -> str | None:
        """``<posts' mark>#<frame hash>`` for the first ``position`` posts."""
        frame = self._frame(position)
        return None if frame is None else f"{self.ordered.mark(position, self.key)}#{frame}"

    def frame_holds(self, position: int, digest: str) -> bool:
        """Whether a checkpoint's digest still describes the frame events up to its
        ``position`` posts (its posts are proved first: ``Source.holds``)."""
        return digest.partition("#")[2] == self._frame(position)

    def _frame(self, position: int) -> str | None:
        cut = boundary(self.ordered, position)
        if cut is None:
            return None
        h = hashlib.sha256()
        try:
            h.update(eventcodec.dumps(tuple(e for e in self.frame if e.ref.key <= cut)).encode())
        except eventcodec.CodecError:
            return None  # a frame event the codec cannot write: no checkpoint there
        if self.edited:
            h.update(repr(self._open_ends(cut)).encode())
        return h.hexdigest()[:32]

    def _open_ends(self, cut: tuple[datetime, int, int]) -> list[object]:
        return [
            (phase, end.ref.time)
            for phase, end in self.ends.items()
            if end.ref.key > cut and phase in self.starts and self.starts[phase] <= cut
        ]
