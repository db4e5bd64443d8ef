"""What every part of the store shares: the connection, the clock, SQL helpers, and the
one error (``StoreError``) that names the database file."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any


class StoreBase:
    """The connection and helpers; ``Store`` (votecount/store.py) opens them."""

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
