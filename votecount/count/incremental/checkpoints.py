"""The ``fold_checkpoints`` table of votecount.db: the saved states of the incremental
fold (``votecount.count.incremental.foldstate`` decides what they hold and when they are used), and
``fold_segments``: the sealed days they name (``votecount.count.incremental.foldseal``), each stored once
under its digest however many checkpoints name it. Both are derived data, made here when
missing (a table of an older layout is dropped and made again: its checkpoints were of
another code's fingerprint anyway)."""

from __future__ import annotations

import contextlib
import sqlite3
import zlib
from datetime import datetime
from typing import Any

import msgspec

from votecount.count.incremental.statecodec import codec as statecodec

_TABLE = "fold_checkpoints"
_SEGMENTS = "fold_segments"
_COLUMNS = "position, digest, last_key, first, applied, segments"


class Checkpoint(msgspec.Struct):
    position: int  # posts folded (a prefix of the posts in thread order)
    digest: str
    last_key: tuple[datetime, int, int] | None  # the last event folded
    first: datetime | None  # the time of the first post's own event (for sub-phases)
    applied: int
    state: bytes  # statecodec text, zlib-compressed as stored (``pack``)
    segments: tuple[str, ...] = ()  # the sealed days' segments it names


class Checkpoints:
    """The checkpoints of one fold fingerprint in votecount.db (``conn``: sqlite3)."""

    def __init__(self, conn: sqlite3.Connection, fingerprint: str, *, keeping: bool = True) -> None:
        self.conn = conn
        self.fingerprint = fingerprint
        self.new: dict[int, Checkpoint] = {}
        self.stale: set[int] = set()
        self.resumed = 0  # the position the last fold resumed from (0: the start)
        self.segments: dict[str, bytes] = {}  # segments the new ones may name, by key
        self.fresh: dict[str, bytes] = {}  # segments encoded by this count (stored anew)
        self.keeping = keeping  # False: the fold makes none (a what-if count's)
        try:
            rows = self._rows()
        except sqlite3.OperationalError:
            rows = []  # a read-only database without the tables: no checkpoints
        self.known: list[tuple[int, str, Any, Any, int, str]] = rows

    def _rows(self) -> list[Any]:
        query = f"select {_COLUMNS} from {_TABLE} where fingerprint = ? order by position"
        try:
            return self.conn.execute(query, [self.fingerprint]).fetchall()
        except sqlite3.OperationalError as e:
            if "no such column" in str(e):  # an older layout: derived, made again
                self.conn.execute(f"drop table {_TABLE}")
            elif "no such table" not in str(e):
                raise
        self._make_tables()
        return self.conn.execute(query, [self.fingerprint]).fetchall()

    def _make_tables(self) -> None:
        """Both tables, where missing (derived: either may have been dropped)."""
        self.conn.execute(
            f"create table if not exists {_TABLE} (fingerprint text, position integer, "
            "digest text, last_key text, first text, applied integer, state blob, "
            "segments text, primary key (fingerprint, position))"
        )
        self.conn.execute(
            f"create table if not exists {_SEGMENTS} (fingerprint text, key text, data blob, "
            "primary key (fingerprint, key))"
        )
        self.conn.commit()

    def segments_of(self, keys: tuple[str, ...]) -> dict[str, bytes]:
        """The stored bytes of the segments ``keys`` (those found)."""
        found: dict[str, bytes] = {}
        try:
            for i in range(0, len(keys), 500):
                part = keys[i : i + 500]
                rows = self.conn.execute(
                    f"select key, data from {_SEGMENTS} where fingerprint = ? and key in "
                    f"({', '.join('?' * len(part))})",
                    [self.fingerprint, *part],
                ).fetchall()
                found.update((k, bytes(d)) for k, d in rows if isinstance(d, bytes))
        except sqlite3.OperationalError as e:
            if "no such table" not in str(e):
                raise
            self._missing()  # none found: the checkpoints naming them are refused
        return found

    def _missing(self) -> None:
        """A table dropped since this count began: made again where it can be."""
        with contextlib.suppress(sqlite3.OperationalError):  # read-only: nothing to save
            self._make_tables()

    def state_of(self, position: int) -> str:
        """The statecodec text of a checkpoint (stored zlib-compressed); StateCodecError
        when it is missing or not what this module wrote."""
        row = self.conn.execute(
            f"select state from {_TABLE} where fingerprint = ? and position = ?",
            [self.fingerprint, position],
        ).fetchone()
        try:
            return zlib.decompress(row[0]).decode("utf-8")
        except (TypeError, zlib.error, UnicodeDecodeError):
            raise statecodec.StateCodecError("not a stored state") from None

    def digests(self) -> list[str]:
        """The digests of the checkpoints stored for this fingerprint."""
        try:
            rows = self.conn.execute(
                f"select digest from {_TABLE} where fingerprint = ?", [self.fingerprint]
            ).fetchall()
        except sqlite3.OperationalError:
            return []
        return [row[0] for row in rows]

    def save(self) -> int:
        """Write the new checkpoints, drop the stale ones and other fingerprints'."""
        if not self.new and not self.stale:
            return 0
        rows = [
            (self.fingerprint, c.position, c.digest, key_text(c.last_key),
             c.first.isoformat() if c.first else None, c.applied,
             c.state, ",".join(c.segments))
            for c in self.new.values()
        ]  # fmt: skip
        named = {k for c in self.new.values() for k in c.segments}
        fresh = [(self.fingerprint, k, d) for k, d in self.fresh.items() if k in named]
        reused = [
            (self.fingerprint, k, d)
            for k, d in self.segments.items()
            if k in named and k not in self.fresh
        ]
        try:
            with self.conn:
                self.conn.execute(
                    f"delete from {_TABLE} where fingerprint != ?", [self.fingerprint]
                )
                self.conn.executemany(
                    f"delete from {_TABLE} where fingerprint = ? and position = ?",
                    [(self.fingerprint, p) for p in self.stale],
                )
                self.conn.executemany(
                    f"insert or replace into {_TABLE} values (?, ?, ?, ?, ?, ?, ?, ?)", rows
                )
                self.conn.executemany(
                    f"insert or replace into {_SEGMENTS} values (?, ?, ?)", fresh
                )  # a stored row under the same key that failed its digest goes
                self.conn.executemany(f"insert or ignore into {_SEGMENTS} values (?, ?, ?)", reused)
                self._drop_unnamed()
        except sqlite3.OperationalError as e:
            if "no such table" in str(e):
                self._missing()  # dropped (derived): the next count saves them
            return 0  # read-only or busy: the next writable count saves them
        saved, self.new, self.stale = len(rows), {}, set()
        self.segments, self.fresh = {}, {}
        return saved

    def drop_all(self) -> None:
        """Drop every checkpoint of this fingerprint now (one named a segment that does
        not decode), the new ones too; the next count folds from the start."""
        self.stale.update(row[0] for row in self.known)
        self.new, self.segments, self.fresh = {}, {}, {}
        try:
            with self.conn:
                self.conn.execute(f"delete from {_TABLE} where fingerprint = ?", [self.fingerprint])
                self.conn.execute(
                    f"delete from {_SEGMENTS} where fingerprint = ?", [self.fingerprint]
                )
        except sqlite3.OperationalError:
            pass  # read-only or busy: the segment is refused again next time

    def _drop_unnamed(self) -> None:
        """Drop the segments no checkpoint names any more (and other fingerprints')."""
        conn, fp = self.conn, self.fingerprint
        conn.execute(f"delete from {_SEGMENTS} where fingerprint != ?", [fp])
        named = {
            k
            for (text,) in conn.execute(
                f"select segments from {_TABLE} where fingerprint = ?", [fp]
            ).fetchall()
            for k in (text or "").split(",")
            if k
        }
        stored = conn.execute(f"select key from {_SEGMENTS} where fingerprint = ?", [fp])
        gone = [(fp, k) for (k,) in stored.fetchall() if k not in named]
        conn.executemany(f"delete from {_SEGMENTS} where fingerprint = ? and key = ?", gone)


def pack(text: str) -> bytes:
    """A state's statecodec text as the table stores it: a count that passes several
    checkpoint positions holds each state compressed until it saves them."""
    packer, step = zlib.compressobj(1), 1 << 20  # a megabyte at a time: no second copy
    parts = [packer.compress(text[i : i + step].encode("utf-8")) for i in range(0, len(text), step)]
    return b"".join([*parts, packer.flush()])


def key_text(key: tuple[datetime, int, int] | None) -> str | None:
    return None if key is None else f"{key[0].isoformat()}|{key[1]}|{key[2]}"


def key_of(text: str | None) -> tuple[datetime, int, int] | None:
    if not text:
        return None
    when, number, index = text.split("|")
    return (datetime.fromisoformat(when), int(number), int(index))
