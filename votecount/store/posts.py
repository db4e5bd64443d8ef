"""The posts a fold reads, in thread order: a list in memory (``ListedPosts``) or the
store itself (``StoredPosts``), which reads only what a count resumed from a checkpoint
needs — the posts after it, the hosts' posts and the posts the game file names — so a
count after a sync costs the new posts, not the thread.

Both answer the fold (``votecount.count.incremental.foldstate``) the same questions:

- ``len``, ``posts[i]`` and ``posts[a:b]`` in thread order;
- ``needed(as_of, now)``: how many of the first posts can hold counted events;
- ``frame_posts(ctx)``: the posts the frame events read (``hostevents.frame_events``):
  every post by a host, for each post number the game file names the post with that
  number (or the next number there is), and the last post;
- ``mark(position)`` / ``holds(position, mark)``: proof that the first ``position`` posts
  are still what a checkpoint folded. A list hashes them; the store proves it by its
  change log (``votecount.store.changes``): nothing numbered up to the checkpoint's last
  post changed since the log row the checkpoint names.

``StoredPosts`` serves a game of one thread whose posts are stamped in number order (not
``skewed``); any other game reads its posts into a ``ListedPosts``.
"""

from __future__ import annotations

import hashlib
from abc import abstractmethod
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, overload

if TYPE_CHECKING:
    from votecount.count.context import Context
    from votecount.parser.model import Post
    from votecount.store.db import Store

AsOf = int | datetime | None


def named_numbers(ctx: Context) -> set[int]:
    """The post numbers the game file names (phases, host events, corrections)."""
    game = ctx.game
    found = {n for p in game.phases for n in (p.start_post, p.end_post) if n is not None}
    found |= {e.at_post for e in game.events if e.at_post is not None}
    return found


def _named_at(numbers: Sequence[int], ctx: Context, above: int | None = None) -> set[int]:
    """For each post number the game file names (above ``above``), that number or the
    next one among ``numbers`` (sorted): the post a host event or phase anchors to."""
    found = set()
    for n in named_numbers(ctx):
        i = bisect_left(numbers, n)
        if (above is None or n > above) and i < len(numbers):
            found.add(numbers[i])
    return found


def _limit(as_of: AsOf, now: datetime | None, latest: Callable[[int], datetime | None]
           ) -> tuple[bool, datetime | None]:  # fmt: skip
    """The time no counted post lies after, by ``now`` and ``as_of`` (``latest(n)``: the
    newest time among posts numbered up to n); (False, _) when none can count."""
    limit = now
    if isinstance(as_of, datetime):
        limit = as_of if limit is None else min(limit, as_of)
    elif isinstance(as_of, int):  # cutoff(): up to the latest post numbered <= as_of
        found = latest(as_of)
        if found is None:
            return False, None
        limit = found if limit is None else min(limit, found)
    return True, limit


class _Frame(Sequence["Post"]):
    """The frame posts, picked once per context."""

    _frame: tuple[Context, Sequence[Post]] | None = None

    def frame_posts(self, ctx: Context) -> Sequence[Post]:
        if self._frame is None or self._frame[0] is not ctx:
            self._frame = (ctx, self._frame_posts(ctx))
        return self._frame[1]

    @abstractmethod
    def _frame_posts(self, ctx: Context) -> Sequence[Post]:
        """Each kind of source picks them its own way."""


class ListedPosts(_Frame):
    """Posts in thread order, held in memory."""

    def __init__(self, ordered: Sequence[Post]) -> None:
        self.ordered = ordered
        self._hash = hashlib.sha256()
        self._hashed = 0

    def __len__(self) -> int:
        return len(self.ordered)

    @overload
    def __getitem__(self, i: int) -> Post: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Post]: ...
    def __getitem__(self, i: int | slice) -> Any:
        return self.ordered[i]

    def __iter__(self) -> Iterator[Post]:
        return iter(self.ordered)

    def needed(self, as_of: AsOf, now: datetime | None) -> int:
        def latest(n: int) -> datetime | None:
            return max((p.created_at for p in self.ordered if 0 <= p.number <= n), default=None)

        counts, limit = _limit(as_of, now, latest)
        if not counts:
            return 0
        if limit is None:
            return len(self.ordered)
        return bisect_right([p.created_at for p in self.ordered], limit)

    def _frame_posts(self, ctx: Context) -> Sequence[Post]:
        ordered = self.ordered
        if not ordered:
            return []
        wanted = _named_at(sorted({p.number for p in ordered}), ctx)
        last = len(ordered) - 1
        return [
            p
            for i, p in enumerate(ordered)
            if p.author.casefold() in ctx.hosts or p.number in wanted or i == last
        ]

    def mark(self, position: int, key: Any) -> str:
        """The hash of the first ``position`` posts (``key``: the parse cache's key of a
        post); positions asked in ascending order cost one pass."""
        if position < self._hashed:
            self._hash, self._hashed = hashlib.sha256(), 0
        lines = []
        for post in self.ordered[self._hashed : position]:
            thread, pid, content = key(post)
            lines.append(f"{thread}\x1f{pid}\x1f{content}\x1f{post.number}\x1f{post.author}"
                         f"\x1f{post.deleted}{post.gone}{post.hidden}{post.post_type}{post.edited_at}\n")  # fmt: skip
        self._hash.update("".join(lines).encode())
        self._hashed = position
        return "h" + self._hash.hexdigest()[:32]

    def holds(self, position: int, mark: str, key: Any) -> bool:
        return self.mark(position, key) == mark

    @property
    def edited(self) -> bool:
        return any(p.edited_at is not None for p in self.ordered)


class StoredPosts(_Frame):
    """The posts of one thread in the store, read by number (thread order: they are not
    skewed), without their HTML (``lazyposts``); a slice is one query."""

    single_thread = True

    def __init__(self, store: Store, thread: str) -> None:
        self.store = store
        self.thread = thread
        self.seq = store.change_mark()  # before any post is read: a later change is newer
        self._len: int | None = None
        self._all: list[Post] | None = None
        self._at: dict[int, Post] = {}  # position -> post, for the posts read
        # a checkpoint that holds: its last post's position and number, and the numbers of
        # its frame posts
        self._prefix: tuple[int, int, list[int]] | None = None
        self._picked: set[int] = set()  # the frame posts' numbers (``frame_posts``)
        self.cut: datetime | None = None  # ``made_by``: the posts stamped later are left out

    @classmethod
    def open(
        cls, store: Store, threads: Sequence[str], marks: Sequence[tuple[int, str]] = ()
    ) -> StoredPosts | None:
        """The game's posts from the store, or None when it has several threads, a
        skewed one, or no posts (the caller reads them into a list). ``marks``: the
        checkpoints' (position, digest); the newest that holds tells where the posts
        after it begin (they are then counted, not the whole thread)."""
        if len(threads) != 1 or store.skewed(threads[0]) or not store.has_posts(threads[0]):
            return None
        found = cls(store, threads[0])
        for position, digest in sorted(marks, reverse=True):
            if found.holds(position, digest.partition("#")[0], None):
                break
        return found

    def __len__(self) -> int:
        if self._len is None:
            if self._prefix is not None:  # a checkpoint holds: its posts, and those after
                last = self._prefix[0]
                self._len = last + 1 + self.store.count_after(self.thread, self._at[last])
            else:
                self._len = self.store.count_posts(self.thread)
            if self.cut is not None:
                self._len = min(self._len, self.store.count_until(self.thread, self.cut))
        return self._len

    def made_by(self, when: datetime) -> StoredPosts:
        """These posts as a count at ``when`` reads them: those stamped by then (a prefix:
        the thread is stamped in number order). For ``--as-of`` a time (or a ``--now``
        not the machine's) when no post made by then changed after it: the checkpoints
        of those posts still hold (``pipeline.run``)."""
        self.cut, self._len, self._all, self._frame = when, None, None, None
        if self._prefix is not None and self._prefix[0] >= len(self):
            self._prefix = None  # a checkpoint past the cut: its frame holds later posts
            self._len = None
        return self

    @overload
    def __getitem__(self, i: int) -> Post: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Post]: ...
    def __getitem__(self, i: int | slice) -> Any:
        n = len(self)
        if self._all is not None:
            return self._all[i]
        if isinstance(i, slice):
            start, stop, step = i.indices(n)
            if step != 1:
                return list(self)[i]
            return self._read(start, stop - start) if stop > start else []
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        if i not in self._at:
            self._read(i, 1)
        return self._at[i]

    def __iter__(self) -> Iterator[Post]:
        if self._all is None:
            self._all = list(self.store.posts(self.thread, html=False))[: len(self)]
        return iter(self._all)

    def _read(self, offset: int, limit: int) -> list[Post]:
        """Posts ``offset`` .. ``offset + limit - 1``, read after the nearest post before
        them whose position is known (``_at``: the ends of each read, and a checkpoint's
        last post once its mark holds), so the database never walks the posts before it;
        a fold of the whole thread holds one window of posts at a time."""
        if all(p in self._at for p in range(offset, offset + limit)):
            return [self._at[p] for p in range(offset, offset + limit)]
        known = [p for p in self._at if p < offset]
        if known:
            found = self.store.posts_after(
                self.thread, self._at[max(known)], offset - max(known) - 1, limit
            )
        else:  # from the nearer end of the thread, on the (thread, number) index
            total = len(self) if self.cut is None else self.store.count_posts(self.thread)
            found = self.store.posts_window(self.thread, offset, limit, total)
        if found:  # the ends are kept as places to read on from; the rest is not held
            self._at.setdefault(offset, found[0])
            self._at.setdefault(offset + len(found) - 1, found[-1])
        return found

    def needed(self, as_of: AsOf, now: datetime | None) -> int:
        n = len(self)

        def latest(number: int) -> datetime | None:  # in number order: the last is latest
            found = self.store.post_at_most(self.thread, number)
            return found.created_at if found is not None else None

        counts, limit = _limit(as_of, now, latest)
        if n == 0 or not counts:
            return 0
        if limit is None or limit >= self[n - 1].created_at:
            return n
        return self.store.count_until(self.thread, limit)

    def _frame_posts(self, ctx: Context) -> Sequence[Post]:
        """By number and author: after a checkpoint that holds, its frame posts and those
        among the posts after it; else picked from every post's number and author."""
        _, upto, known = self._prefix if self._prefix is not None else (None, None, [])
        pairs = self.store.authors(self.thread, upto, made_by=self.cut)
        if not pairs and upto is None:
            return []
        wanted = {n for n, author in pairs if author.casefold() in ctx.hosts}
        wanted |= _named_at(sorted({n for n, _ in pairs}), ctx, upto)
        self._picked = {*known, *wanted}  # without the last post (a frame post only as last)
        # with their HTML, in one query: the hosts' posts are read for phase announcements
        wanted = {*self._picked, self[len(self) - 1].number}
        found = self.store.posts_numbered(self.thread, wanted, html=True)
        return sorted(found, key=lambda p: (p.number, p.post_id))

    def mark(self, position: int, key: Any) -> str:
        """``s<log seq>:<last number>:<position>:<frame post numbers up to it>``: the log
        row the posts were read at, and the frame posts among them (``frame_posts``
        finds them again by number)."""
        number = self[position - 1].number
        numbers = ",".join(str(n) for n in sorted(self._picked) if n <= number)
        return f"s{self.seq}:{number}:{position}:{numbers}"

    def holds(self, position: int, mark: str, key: Any) -> bool:
        """Nothing numbered up to the checkpoint's last post changed since its log row:
        its posts are the first ``position`` ones, the last of them known from here on."""
        parsed = _parse_mark(mark)
        if parsed is None:
            return False
        seq, number, at, frame = parsed
        if at != position or self.store.changed_since(seq, number):
            return False
        last = self.store.post_at_most(self.thread, number)
        if last is None or last.number != number:
            return False
        self._at.setdefault(position - 1, last)
        if self._at[position - 1].post_id != last.post_id:
            return False
        if self._prefix is None or self._prefix[1] < number:
            self._prefix = (position - 1, number, frame)
            self._frame = None  # found again from the nearer checkpoint
        return True

    @property
    def edited(self) -> bool:
        return self.store.any_edited(self.thread)

    def changed_after(self, when: datetime) -> bool:
        """Does the thread hold a post made, or edited, after ``when``?"""
        n = len(self)
        if n and self[n - 1].created_at > when:  # stamped in number order
            return True
        return self.store.edited_after(self.thread, when)

    def edited_after(self, when: datetime) -> bool:
        """Was a post made by ``when`` edited after it?"""
        return self.store.edited_after(self.thread, when, made_by=when)

    def forget_changes(self, checkpoints: Any, writer: Store | None = None) -> None:
        """Drop the change log rows older than every kept checkpoint (all of them when
        none is kept, or when they were written by a list's marks), through ``writer``
        (the store itself when it reads in a snapshot)."""
        seqs = [p[0] for p in map(_parse_mark, checkpoints.digests()) if p is not None]
        (writer or self.store).forget_changes(min(seqs) if seqs else self.seq)


def _parse_mark(mark: str) -> tuple[int, int, int, list[int]] | None:
    """(log seq, last number, position, frame post numbers) of a ``StoredPosts.mark``
    (a checkpoint's digest may follow it after ``#``); None for any other mark."""
    parts = mark.partition("#")[0][1:].split(":")
    if not mark.startswith("s") or len(parts) != 4:
        return None
    try:
        seq, number, position = (int(x) for x in parts[:3])
        return seq, number, position, [int(n) for n in parts[3].split(",") if n]
    except ValueError:
        return None
