"""The ``fold_checkpoints`` table of votecount.db: the saved states of the incremental
fold (``votecount.foldstate`` decides what they hold and when they are used)."""

from __future__ import annotations

import sqlite3
import zlib
from datetime import datetime
from typing import Any

from votecount.records import dataclass

from . import statecodec

_TABLE = "fold_checkpoints"


@dataclass
class Checkpoint:
    position: int  # posts folded (a prefix of the posts in thread order)
    digest: str
    last_key: tuple[datetime, int, int] | None  # the last event folded
    first: datetime | None  # the time of the first post's own event (for sub-phases)
    applied: int
    state: bytes  # statecodec text, zlib-compressed as stored (``pack``)


class Checkpoints:
    """The checkpoints of one fold fingerprint in votecount.db (``conn``: sqlite3)."""

    def __init__(self, conn: sqlite3.Connection, fingerprint: str) -> None:
        self.conn = conn
        self.fingerprint = fingerprint
        self.new: dict[int, Checkpoint] = {}
        self.stale: set[int] = set()
        self.resumed = 0  # the position the last fold resumed from (0: the start)
        self.keeping = True  # False: the fold makes none (a what-if count's)
        try:
            conn.execute(
                f"create table if not exists {_TABLE} (fingerprint text, position integer, "
                "digest text, last_key text, first text, applied integer, state blob, "
                "primary key (fingerprint, position))"
            )
            rows = conn.execute(
                f"select position, digest, last_key, first, applied from {_TABLE} "
                "where fingerprint = ? order by position",
                [fingerprint],
            ).fetchall()
        except sqlite3.OperationalError:
            rows = []  # a read-only database without the table: no checkpoints
        self.known: list[tuple[int, str, Any, Any, int]] = rows

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
             c.state)
            for c in self.new.values()
        ]  # fmt: skip
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
                    f"insert or replace into {_TABLE} values (?, ?, ?, ?, ?, ?, ?)", rows
                )
        except sqlite3.OperationalError:
            return 0  # read-only or busy: the next writable count saves them
        saved, self.new, self.stale = len(rows), {}, set()
        return saved


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
