"""The log of post changes (the ``post_changes`` table) and each thread's ``skewed`` mark:
what lets a count after a sync read only the posts after a fold checkpoint
(``votecount.store.posts``).

A post whose stored values change (content, time, number, author, flags, URL, display
name), that goes or comes back, or that is stored with a number at or below the highest
its thread had (a post filled in, not appended), gets a row with a rising ``seq`` and its
number (a second row with the old number when it moved). Appending posts logs nothing.
A checkpoint written when the log stood at ``seq`` S still describes its posts while no
row after S names a number up to the checkpoint's last post (in any thread: the check is
conservative for a game of several threads). Rows older than every checkpoint are forgotten (``forget_changes``);
``meta.changes_floor`` says up to where, so an older mark is never taken as proof.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from votecount.store.base import StoreBase
from votecount.store.rows import columns, posts_of

if TYPE_CHECKING:
    from votecount.parser.model import Post

_FLOOR = "changes_floor"


class ChangeLog(StoreBase):
    """The write side logs (``_log_change``, ``_check_skew``); the read side answers the
    fold (``change_mark``, ``changed_since``, ``skewed``)."""

    def _log_change(self, number: int) -> None:
        self._sql("insert into post_changes (number) values (?)", [number])

    def _highest(self, thread: str) -> int:
        row = self._sql(
            "select number from posts where thread = ? order by number desc limit 1", [thread]
        ).fetchone()
        return int(row[0]) if row is not None else -(2**62)

    def has_posts(self, thread: str) -> bool:
        return (
            self._sql("select 1 from posts where thread = ? limit 1", [thread]).fetchone()
            is not None
        )

    def count_after(self, thread: str, post: Post) -> int:
        """How many posts of ``thread`` come after ``post`` in (number, id) order."""
        return int(
            self._sql(
                "select count(*) from posts where thread = ? and (number, post_id) > (?, ?)",
                [thread, post.number, post.post_id],
            ).fetchone()[0]
        )

    def _check_skew(self, thread: str, numbers: Iterable[int]) -> None:
        """Mark ``thread`` skewed when a post numbered in ``numbers`` (just written) is
        stamped earlier than the stored post numbered before it, or later than the one
        after it. Consecutive numbers are checked as one run: one query each."""
        for low, high in _runs(sorted(set(numbers))):
            rows = self._sql(
                "select created_at from posts where thread = ? and number between "
                "coalesce((select max(number) from posts where thread = ? and number < ?), ?) "
                "and coalesce((select min(number) from posts where thread = ? and number > ?), ?) "
                "order by number, post_id",
                [thread, thread, low, low, thread, high, high],
            ).fetchall()
            times = [datetime.fromisoformat(r[0]) for r in rows]
            if any(b < a for a, b in zip(times, times[1:], strict=False)):
                self._sql("update threads set skewed = 1 where thread = ?", [thread])
                return

    def change_mark(self) -> int:
        """The newest ``seq`` the log ever gave (0 before any; rows forgotten still count)."""
        row = self.conn.execute(
            "select seq from sqlite_sequence where name = 'post_changes'"
        ).fetchone()
        return int(row[0]) if row else 0

    def changed_since(self, seq: int, number: int) -> bool:
        """Whether a post numbered ``number`` or less was filled in, changed or gone
        after log row ``seq`` (True when the log no longer reaches back that far)."""
        floor = self.conn.execute("select value from meta where key = ?", [_FLOOR]).fetchone()
        if floor is not None and seq < int(floor[0]):
            return True
        row = self.conn.execute(
            "select 1 from post_changes where seq > ? and number <= ? limit 1", [seq, number]
        ).fetchone()
        return row is not None

    def skewed(self, thread: str) -> bool:
        row = self.conn.execute("select skewed from threads where thread = ?", [thread]).fetchone()
        return bool(row and row[0])

    # -- the fold's reads (votecount.store.posts): posts without their HTML, by number --
    def _lean(
        self,
        where: str,
        args: list[Any],
        tail: str = "",
        order: str = "number, post_id",
        html: bool = False,
    ) -> list[Post]:
        rows = self.conn.execute(
            f"select {columns(html)} from posts where {where} order by {order} {tail}", args
        ).fetchall()
        return list(posts_of(rows, html=html))

    def posts_after(self, thread: str, after: Post | None, skip: int, limit: int) -> list[Post]:
        """``limit`` posts of ``thread`` in (number, id) order, the first ``skip`` after
        ``after`` (None: from the first post) left out."""
        where, args = "thread = ?", list[Any]([thread])
        if after is not None:
            where += " and (number, post_id) > (?, ?)"
            args += [after.number, after.post_id]
        return self._lean(where, [*args, limit, skip], "limit ? offset ?")

    def posts_window(self, thread: str, offset: int, limit: int, total: int) -> list[Post]:
        """``limit`` posts of ``thread`` from the ``offset``-th in (number, id) order of
        its ``total`` posts: the first one's number is found by walking the
        (thread, number) index alone from the nearer end, never the rows."""
        back = total - 1 - offset
        order, skip = ("desc", back) if back < offset else ("", offset)
        row = self.conn.execute(
            f"select number from posts where thread = ? order by number {order} limit 1 offset ?",
            [thread, skip],
        ).fetchone()
        if row is None:
            return []
        before = self.conn.execute(
            "select count(*) from posts where thread = ? and number < ?", [thread, row[0]]
        ).fetchone()[0]
        if before > offset:  # posts share that number: read on from before them
            return self.posts_window(thread, offset, limit, before)
        return self._lean("thread = ? and number >= ?", [thread, row[0], offset - before + limit],
                          "limit ?")[offset - before :]  # fmt: skip

    def newest_post(self, thread: str) -> Post | None:
        """The post of ``thread`` made last (by its time; of two at once, the higher number),
        our own vote counts (the ``posted`` ledger's) left out."""
        found = self._lean(
            "thread = ? and post_id not in (select post_id from posted where thread = ? "
            "and state = 'posted')",
            [thread, thread],
            "limit 1",
            order="created_at desc, number desc",
        )
        return found[0] if found else None

    def post_at_most(self, thread: str, number: int) -> Post | None:
        """The post of ``thread`` with the highest number up to ``number``."""
        found = self._lean(
            "thread = ? and number <= ?",
            [thread, number],
            "limit 1",
            order="number desc, post_id desc",
        )
        return found[0] if found else None

    def authors(
        self, thread: str, after: int | None = None, *, made_by: datetime | None = None
    ) -> list[tuple[int, str]]:
        """(number, author) of each post of ``thread`` (numbered above ``after``; made by
        ``made_by``, for a clock not the machine's: the later posts have not happened)."""
        where, args = "thread = ?", list[Any]([thread])
        if after is not None:
            where, args = where + " and number > ?", [*args, after]
        if made_by is None:
            return self.conn.execute(
                f"select number, author from posts where {where} order by number", args
            ).fetchall()
        rows = self.conn.execute(
            f"select number, author, created_at from posts where {where} order by number", args
        )
        return [(n, a) for n, a, made in rows if datetime.fromisoformat(made) <= made_by]

    def posts_by(
        self, thread: str, names: Collection[str], pairs: list[tuple[int, str]] | None = None
    ) -> list[Post]:
        """The posts of ``thread`` by any of ``names`` (logins compared casefolded), with
        their HTML; ``pairs``: its (number, author) pairs when read already (``authors``)."""
        wanted = {n.casefold() for n in names}
        pairs = self.authors(thread) if pairs is None else pairs
        mine = [n for n, author in pairs if author.casefold() in wanted]
        return self.posts_numbered(thread, mine, html=True)

    def author_names(self, thread: str) -> list[tuple[str, str]]:
        """Each (author, author name) pair of ``thread``'s posts once, in the order of the
        pair's last post (where two pairs share a name, the later one wins)."""
        return self.conn.execute(
            "select author, coalesce(author_name, author) from posts where thread = ? "
            "group by author, author_name order by max(number), max(post_id)",
            [thread],
        ).fetchall()

    def posts_numbered(
        self, thread: str, numbers: Collection[int], *, html: bool = False
    ) -> list[Post]:
        """The posts of ``thread`` with these numbers (``html``: with their HTML)."""
        wanted, out = sorted(set(numbers)), []
        for i in range(0, len(wanted), 500):
            part = wanted[i : i + 500]
            marks = ", ".join("?" for _ in part)
            where = f"thread = ? and number in ({marks})"
            out += self._lean(where, [thread, *part], html=html)
        return out

    def count_until(self, thread: str, when: datetime) -> int:
        """How many of the first posts (by number, stamped in that order) are stamped at
        or before ``when``: a binary search on numbers. A number two posts hold (a post
        gone from a phpBB thread keeps its number, which the next post takes) is read by
        its earliest post, and counts only its posts stamped by then."""
        numbers = self.conn.execute(
            "select min(number), max(number) from posts where thread = ?", [thread]
        ).fetchone()
        low, high = numbers
        if low is None:
            return 0
        found = None  # the highest number stamped at or before ``when``
        while low <= high:
            mid = (low + high) // 2
            row = self.conn.execute(
                "select number, created_at from posts where thread = ? and number >= ? "
                "order by number, created_at limit 1",
                [thread, mid],
            ).fetchone()
            if row is None or datetime.fromisoformat(row[1]) > when:
                high = mid - 1
            else:
                found, low = row[0], row[0] + 1
        if found is None:
            return 0
        before = self.conn.execute(
            "select count(*) from posts where thread = ? and number < ?", [thread, found]
        ).fetchone()[0]
        last = self.conn.execute(
            "select created_at from posts where thread = ? and number = ?", [thread, found]
        ).fetchall()
        return int(before) + sum(1 for row in last if datetime.fromisoformat(row[0]) <= when)

    def any_edited(self, thread: str) -> bool:
        """Whether a post of ``thread`` carries an edit time (a partial index)."""
        row = self.conn.execute(
            "select 1 from posts where thread = ? and edited_at is not null limit 1", [thread]
        ).fetchone()
        return row is not None

    def edited_after(self, thread: str, when: datetime, made_by: datetime | None = None) -> bool:
        """Whether a post of ``thread`` (made by ``made_by``, when given) was edited after
        ``when`` (its latest edit)."""
        rows = self.conn.execute(
            "select edited_at, created_at from posts where thread = ? and edited_at is not null",
            [thread],
        )
        return any(
            datetime.fromisoformat(edited) > when
            and (made_by is None or datetime.fromisoformat(made) <= made_by)
            for edited, made in rows
        )

    def absences(self, thread: str) -> dict[str, list[tuple[datetime, datetime | None, bool]]]:
        """Each post of ``thread`` the thread ever stopped listing: its id -> its absences,
        oldest first: (when the sync that found it gone ran, when a sync listed it again
        or None, whether it was stored deleted before it went)."""
        rows = self.conn.execute(
            "select post_id, gone_at, back_at, deleted from absences where thread = ? "
            "order by post_id, gone_at",
            [thread],
        )
        out: dict[str, list[tuple[datetime, datetime | None, bool]]] = {}
        for pid, went, back, deleted in rows:
            back_at = datetime.fromisoformat(back) if back else None
            out.setdefault(pid, []).append((datetime.fromisoformat(went), back_at, bool(deleted)))
        return out

    def forget_changes(self, upto: int) -> None:
        """Drop the log rows up to ``upto`` (no checkpoint needs them any more); a
        read-only or busy database keeps them (the next count drops them)."""
        if not self.conn.execute(
            "select 1 from post_changes where seq <= ? limit 1", [upto]
        ).fetchone():
            return
        try:
            with self.conn:
                self._sql("delete from post_changes where seq <= ?", [upto])
                self._sql(
                    "insert into meta (key, value) values (?, ?) "
                    "on conflict (key) do update set value = excluded.value",
                    [_FLOOR, str(upto)],
                )
        except sqlite3.OperationalError:
            pass


def _runs(numbers: list[int]) -> list[tuple[int, int]]:
    """``numbers`` (sorted) as runs of consecutive numbers: (first, last) of each."""
    runs: list[tuple[int, int]] = []
    for n in numbers:
        if runs and n <= runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs
