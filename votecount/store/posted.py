"""The ledger of vote counts posted back into a thread (the ``posted`` table): written
ahead before a count is sent, so a count is never posted twice (docs/posting.md)."""

from __future__ import annotations

from datetime import datetime

from votecount.store.base import StoreBase


class PostedLedger(StoreBase):
    """``posted`` rows: ``posting`` while a count is being sent, ``posted`` once it landed."""

    def record_posted(self, thread: str, count_hash: str, post_id: str) -> None:
        """Remember that a vote count with ``count_hash`` was posted as ``post_id``."""
        with self._errors(), self.conn:
            self._insert_posted(thread, count_hash, post_id, "posted")

    def begin_posting(self, thread: str, count_hash: str) -> int:
        """Write ahead: the count is about to be sent (returns the row for
        ``finish_posting``). A row left ``posting`` means a run stopped between sending
        and recording; the next ``votecount post`` looks for the count in the thread."""
        with self._errors(), self.conn:
            return self._insert_posted(thread, count_hash, "", "posting")

    def finish_posting(self, row: int, post_id: str) -> None:
        """The count sent as ``begin_posting``'s ``row`` is in the thread as ``post_id``."""
        with self._errors(), self.conn:
            self._sql(
                "update posted set state = 'posted', post_id = ?, posted_at = ? where id = ?",
                [post_id, self._now(), row],
            )

    def posting_started(self, thread: str, count_hash: str) -> str | None:
        """When a run began sending this count without recording that it landed."""
        return self._latest("posted_at", thread, count_hash, "posting")

    def was_posted(self, thread: str, count_hash: str) -> str | None:
        """The post id a count with this hash was posted as, or None."""
        return self._latest("post_id", thread, count_hash, "posted")

    def last_posted(self, thread: str) -> tuple[str, datetime] | None:
        """(post id, when) of the newest count recorded as posted into ``thread``."""
        row = self.conn.execute(
            "select post_id, posted_at from posted where thread = ? and state = 'posted' "
            "order by id desc limit 1",
            [thread],
        ).fetchone()
        return (row[0], datetime.fromisoformat(row[1])) if row else None

    def _latest(self, column: str, thread: str, count_hash: str, state: str) -> str | None:
        """``column`` of the newest row of this count in ``state``, or None."""
        row = self.conn.execute(
            f"select {column} from posted where thread = ? and count_hash = ? "
            "and state = ? order by id desc",
            [thread, count_hash, state],
        ).fetchone()
        return row[0] if row else None

    def _insert_posted(self, thread: str, count_hash: str, post_id: str, state: str) -> int:
        cur = self._sql(
            "insert into posted (thread, count_hash, post_id, posted_at, state) "
            "values (?, ?, ?, ?, ?)",
            [thread, count_hash, post_id, self._now(), state],
        )
        return int(cur.lastrowid)
