"""What each host post says of a deadline, kept by post (``host_said``, schema 13), so a
sync parses only the host posts that are new or changed since the last one.

A sync tells where a day may have ended by what the host posts state
(``phase_markers.deadline_said``: the deadline a post states, the hours it extends the
day). Read afresh, that parses every stored host post on every sync (``watch`` syncs each
minute). A row is kept under the key of what decided it: the reader's fingerprint (its
code and zone), the post's content hash, its time and whether it counts at all; a post
edited, re-dated or deleted since misses and is read again. The table is derived:
dropping it costs one parse of each host post.
"""

from __future__ import annotations

import functools
import hashlib
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from votecount.parser.model import Post
from votecount.store.lazyposts import is_unloaded
from votecount.store.rows import iso_utc

Said = tuple[datetime | None, timedelta | None]


class SaidCache:
    """``said`` (a host post -> what it says of a deadline) through the ``host_said``
    table of ``conn``: ``cache(post)`` reads it from the table when the post is unchanged
    since it was read, else calls ``said`` (loading the post's HTML with ``load`` when it
    was read without it). ``parsed`` counts the calls; ``save()`` writes the new rows.
    ``key``: what else decides ``said``'s answer (its code, the game's zone)."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        said: Callable[[Post], Said],
        key: str,
        load: Callable[[Post], Post] | None = None,
    ) -> None:
        self.conn, self.said, self.key, self.load = conn, said, key, load
        self.parsed = 0
        self._rows: dict[str, dict[str, tuple[str, Said]]] = {}
        self._new: dict[tuple[str, str], tuple[str, Said]] = {}

    def __call__(self, post: Post) -> Said:
        rows = self._thread(post.thread)
        key = self._key(post)
        kept = rows.get(post.post_id)
        if kept is not None and kept[0] == key:
            return kept[1]
        if is_unloaded(post) and self.load is not None:
            post = self.load(post)
        self.parsed += 1
        value = self.said(post)
        rows[post.post_id] = self._new[(post.thread, post.post_id)] = (key, value)
        return value

    def save(self) -> None:
        """Write the rows read since the last save (a derived table: a failed write only
        costs a parse next time)."""
        if not self._new:
            return
        rows = [
            (thread, pid, key, iso_utc(stated), ext.total_seconds() / 3600 if ext else None)
            for (thread, pid), (key, (stated, ext)) in self._new.items()
        ]
        with self.conn:
            self.conn.executemany(
                "insert or replace into host_said (thread, post_id, key, stated, extension) "
                "values (?, ?, ?, ?, ?)",
                rows,
            )
        self._new = {}

    def _key(self, post: Post) -> str:
        return f"{self.key}|{post.content_hash}|{iso_utc(post.created_at)}|{int(post.countable)}"

    def _thread(self, thread: str) -> dict[str, tuple[str, Said]]:
        if thread not in self._rows:
            found = self.conn.execute(
                "select post_id, key, stated, extension from host_said where thread = ?",
                [thread],
            )
            self._rows[thread] = {pid: (key, _said(stated, ext)) for pid, key, stated, ext in found}
        return self._rows[thread]


def _said(stated: Any, extension: Any) -> Said:
    return (
        datetime.fromisoformat(stated) if stated else None,
        timedelta(hours=extension) if extension is not None else None,
    )


@functools.cache
def source_fingerprint(*roots: Path) -> str:
    """A digest of the Python source under ``roots`` (files, or folders read whole), for
    keying what a reader made by the code that made it: a reader changed without a
    version bump misses its old rows. Read once per process (~1 MB: milliseconds). A
    source file that cannot be read (an install with compiled files only, a zip) is
    left out, so the caller keys by its version too."""
    h = hashlib.sha256()
    for root in roots:
        files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
        for file in files:
            try:
                text = file.read_bytes()
            except OSError:
                continue
            h.update(str(file.relative_to(root.parent)).encode() + b"\0")
            h.update(text + b"\0")
    return h.hexdigest()[:16]
