"""What every part of the store shares: the connection, the clock, SQL helpers, and the
one error (``StoreError``) that names the database file."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any


class StoreBase:
    """The connection and helpers; ``Store`` (votecount/store/db.py) opens them."""

    path: str
    clock: Callable[[], datetime]
    conn: sqlite3.Connection

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """SQLite failures as a ``StoreError`` naming the database file (a write that
        fails is rolled back first by the ``with self.conn`` inside)."""
        try:
            yield
        except sqlite3.DatabaseError as exc:
            raise StoreError(_describe(self.path, exc)) from exc

    _in_all_or_nothing = False

    @contextmanager
    def all_or_nothing(self) -> Iterator[None]:
        """Every ``save_batch`` inside in ONE write transaction: committed when the block
        ends, rolled back when anything inside raises (a bad line read while storing), so
        either all of it is stored or none, and what was stored before is untouched. The
        database's write lock is held until then (another writer waits, ``timeout``)."""
        with self._errors(), self.conn:
            self.conn.execute("begin immediate")
            self._in_all_or_nothing = True
            try:
                yield
            finally:
                self._in_all_or_nothing = False

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write's transaction (BEGIN IMMEDIATE: read-then-write, one writer at a
        time), or, inside ``all_or_nothing``, a part of that one."""
        if self._in_all_or_nothing:
            yield
            return
        with self.conn:
            self.conn.execute("begin immediate")
            yield

    def _insert(self, table: str, row: dict[str, Any]) -> None:
        cols = ", ".join(f"[{k}]" for k in row)
        marks = ", ".join("?" for _ in row)
        self._sql(f"insert into [{table}] ({cols}) values ({marks})", list(row.values()))

    def _sql(self, sql: str, args: list[Any]) -> Any:
        """Plain sqlite3 execute: sqlite-utils' wrapper costs too much per post."""
        return self.conn.execute(sql, args)

    def _ensure_thread(self, thread: str) -> None:
        self.conn.execute(
            "insert or ignore into threads (thread, url, title, engine, first_synced) "
            "values (?, '', '', '', ?)",
            [thread, self._now()],
        )

    def _now(self) -> str:
        return self.clock().astimezone(UTC).isoformat()


class StoreError(ValueError):
    """The database cannot be used: not SQLite, read-only, locked, full."""


def _describe(path: str, exc: sqlite3.DatabaseError) -> str:
    text = str(exc)
    if "not a database" in text or "malformed" in text:
        hint = "not a votecount database; move it aside and run `votecount sync` to rebuild it"
    elif "readonly" in text or "unable to open" in text:
        hint = f"{text}: the file and its folder must be writable"
    elif "locked" in text:
        hint = f"{text}: another votecount (sync, watch) is using it; try again in a moment"
    else:
        hint = text
    return f"{path}: {hint}"
