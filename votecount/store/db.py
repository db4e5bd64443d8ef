"""The SQLite store (sqlite-utils): every post of every synced thread, with its history.

Tables
    threads    one row per thread key: canonical URL (no query, no credentials), title,
               engine, counts, last sync time
    posts      one row per (thread, post_id): the newest content, its ``content_hash``,
               ``gone`` (the forum stopped listing it), ``first_seen`` / ``last_seen``
               (for a gone post: when the sync that found it gone ran)
    revisions  the earlier contents of edited posts, ``seq`` 1, 2, … oldest first, with
               the time each was first seen; a row is written only when a post's content
               changes (the current content lives in ``posts`` alone, first seen at
               ``posts.content_seen``), so each post's HTML is stored once; a post first
               stored already edited starts with the versions the forum's history gave
               (``Batch.history``)
    posted     vote counts posted back into a thread (count hash, post id, time)
    absences   each window the thread did not list a post: the sync that found it gone,
               the sync that listed it again (what a count replayed at a clock reads)
    post_changes  the numbers of posts changed, gone or filled in, under a rising ``seq``
               (``votecount.store.changes``: what proves a fold checkpoint's posts
               unchanged); ``threads.skewed`` marks a thread stamped out of number order
    meta       ``schema_version``; ``MIGRATIONS`` are applied in order on open

Nothing is written twice in a row: ``author_name`` is NULL when it is the ``author``,
``last_seen`` and ``content_seen`` are NULL while they equal ``first_seen`` (readers
``coalesce``); new files use 32 KiB pages (``PAGE_SIZE``).

Rules: a batch is saved in one transaction; saving the same batch twice changes nothing
but ``last_seen``; a post is never removed — deleted and gone posts are flagged. No
secrets are stored: URLs lose any ``user:password@`` and credential-like query
parameters (``strip_secrets``), and nothing from request headers is written.

The ``Store`` gathers its sides: ``write.PostWriter`` (saving a batch), ``known.KnownPosts``
(what a sync asks before its walk), ``times.ForumClock`` (the forum's clock),
``posted.PostedLedger`` (counts posted back).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from votecount.parser.model import Post

if TYPE_CHECKING:  # a count reads posts without the scraper's types
    import sqlite_utils

    from votecount.scraper.base import ThreadInfo


from votecount.store.base import StoreError  # noqa: F401  (StoreError: part of the API)
from votecount.store.known import KnownPosts
from votecount.store.posted import PostedLedger
from votecount.store.rows import (  # noqa: F401  (strip_secrets: part of the store's API)
    columns,
    post_from_row,
    posts_of,
    strip_secrets,
)
from votecount.store.schema import (  # noqa: F401  (MIGRATIONS: part of the store's API)
    MIGRATIONS,
    POST_COLUMNS,
)
from votecount.store.times import ForumClock, Reread  # noqa: F401  (Reread: part of the API)
from votecount.store.write import PostWriter, SaveResult  # noqa: F401  (SaveResult: part of the API)


class ThreadRow(msgspec.Struct, frozen=True):
    """A stored thread."""

    thread: str
    url: str
    title: str
    engine: str
    posts_count: int | None
    highest_number: int | None
    last_synced: str | None


PAGE_SIZE = 32768


class Store(PostedLedger, PostWriter, ForumClock, KnownPosts):
    """A votecount database. ``path`` may be ``":memory:"``; ``clock`` gives UTC now."""

    def __init__(
        self, path: str | Path, *, clock: Callable[[], datetime] = lambda: datetime.now(UTC)
    ) -> None:
        self.path = str(path)
        self.clock = clock
        self._reader: Store | None = None  # the connection ``reading`` opened
        with self._errors():
            # plain sqlite3 on the read path: sqlite-utils (and its plug-in scan) is loaded
            # only when a migration or a caller needs it (``db``)
            # a writer waits up to 30 s for another run's write to end (a loaded machine
            # can hold a first migration that long), never failing at once
            self.conn = sqlite3.connect(self.path, timeout=30.0)
            self.conn.execute("PRAGMA recursive_triggers=on;")
            if self.path != ":memory:":
                self._page_size()
                self._wal()
            if self.schema_version < len(MIGRATIONS):
                self._migrate()

    def _page_size(self) -> None:
        """A new database gets 32 KiB pages: posts of ~1 KB leave a sixth of each 4 KiB
        page empty, a fortieth of a 32 KiB one (an existing file keeps its pages)."""
        if self.conn.execute("PRAGMA page_count").fetchone()[0] == 0:
            self.conn.execute(f"PRAGMA page_size={PAGE_SIZE};")

    def _wal(self) -> None:
        """Switch to WAL. Two runs opening a new database at once can find it busy: the
        switch answers "locked" at once instead of waiting, so it is tried again."""
        deadline = time.monotonic() + 30.0
        while True:
            try:
                self.conn.execute("PRAGMA journal_mode=wal;")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    @cached_property
    def db(self) -> sqlite_utils.Database:
        """The same connection through sqlite-utils (migrations, tests, the report)."""
        import sqlite_utils

        return sqlite_utils.Database(self.conn)

    def __repr__(self) -> str:
        return f"<Store {self.path}>"

    def close(self) -> None:
        """Close the database and the reader ``reading`` opened on it."""
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        self.conn.close()

    def reading(self) -> Store:
        """The store on a second connection holding one read transaction: every read of
        a count sees the posts as they were when it began, even while a sync commits
        (the next count sees those). One reader at a time: a new one closes the one
        before (a verb reads from one count). An in-memory store is its own reader."""
        if self.path == ":memory:":
            return self
        if self._reader is not None:
            self._reader.close()
        reader = object.__new__(type(self))
        reader.path, reader.clock, reader._reader = self.path, self.clock, None
        self._reader = reader  # closed with this store
        with self._errors():
            reader.conn = sqlite3.connect(self.path, timeout=30.0)
            reader.conn.execute("begin")  # deferred: the snapshot is taken by the first read
            reader.conn.execute("select count(*) from threads").fetchone()
        return reader

    # -- schema -----------------------------------------------------------------------
    @property
    def schema_version(self) -> int:
        found = self.conn.execute(
            "select 1 from sqlite_master where type = 'table' and name = 'meta'"
        ).fetchone()
        if found is None:
            return 0
        row = self.conn.execute("select value from meta where key = 'schema_version'").fetchone()
        return int(row[0]) if row else 0

    def _migrate(self) -> None:
        # BEGIN IMMEDIATE: two runs opening a new folder at once migrate one after the
        # other (the second sees the first's schema), never "table already exists"
        db = self.db  # import sqlite-utils before taking the write lock, not while holding it
        with self.conn:
            self.conn.execute("begin immediate")
            if not db.table("meta").exists():
                self.db.table("meta").create({"key": str, "value": str}, pk="key")
            for number, migration in enumerate(MIGRATIONS, start=1):
                if number > self.schema_version:
                    migration(self.db)
                    self.db.table("meta").upsert(
                        {"key": "schema_version", "value": str(number)}, pk="key"
                    )

    # -- threads ----------------------------------------------------------------------
    def save_thread(self, info: ThreadInfo, engine: str) -> None:
        """Record (or refresh) a thread's URL, title and counts."""
        now = self._now()
        row = {
            "thread": info.thread,
            "url": strip_secrets(info.url),
            "title": info.title,
            "engine": engine,
            "posts_count": info.posts_count,
            "highest_number": info.highest_number,
        }
        before = self.page_zone(info.thread)[0]
        if info.zone is not None:  # what the pages state; a page saying nothing changes nothing
            row |= {"page_zone": info.zone, "page_zone_said": info.zone_said}
        with self._errors(), self.conn:
            self.conn.execute("begin immediate")  # read-then-write: one writer at a time
            if self.db.table("threads").count_where("thread = ?", [info.thread]):
                self.db.table("threads").update(info.thread, row)
            else:
                self.db.table("threads").insert(row | {"first_synced": now})
        if info.zone is not None:  # and the zone stated before (stored before they were noted)
            for zone in {info.zone, before} - {None}:
                self.note_page_zone(info.thread, str(zone))

    def mark_synced(self, thread: str) -> None:
        with self._errors(), self.conn:
            self._ensure_thread(thread)
            self.db.table("threads").update(thread, {"last_synced": self._now()})

    def threads(self) -> list[ThreadRow]:
        rows = self.conn.execute(
            "select thread, url, title, engine, posts_count, highest_number, last_synced "
            "from threads order by thread"
        ).fetchall()
        return [ThreadRow(*row) for row in rows]

    # -- reading posts ----------------------------------------------------------------
    def posts(self, thread: str | None = None, *, html: bool = True) -> Iterator[Post]:
        """Stored posts (newest content) ordered by (thread, number). Gone posts come
        back with ``deleted=True``. ``html=False`` leaves the HTML and raw markup in the
        database (``""`` and None, the post marked ``unloaded``): the warm count reads
        only metadata and hashes, and ``full_post`` loads a post the parse cache lacks."""
        where, args = ("where thread = ?", [thread]) if thread is not None else ("", [])
        cursor = self.conn.execute(
            f"select {columns(html)} from posts {where} order by thread, number, post_id", args
        )
        yield from posts_of(cursor, html=html)

    def full_post(self, post: Post) -> Post:
        """``post`` with what a read with ``html=False`` leaves out: its HTML, raw markup
        and the times as the forum gave them (``time_raw``, ``edited_raw``)."""
        row = self.conn.execute(
            "select html, raw, time_raw, edited_raw from posts where thread = ? and post_id = ?",
            [post.thread, post.post_id],
        ).fetchone()
        if row is None:
            raise ValueError(f"{post!r} is no longer stored")
        return replace(post, html=row[0], raw=row[1], time_raw=row[2], edited_raw=row[3])

    def post(self, thread: str | None, post_id_or_number: str | int) -> Post | None:
        """One post by id (a ``str``) or by number (an ``int``, needs a unique match).

        With ``thread=None`` every thread is searched; a number or id found in several
        threads raises ``ValueError``. A number is the post the thread lists under it now
        before a gone post that had it when last listed (phpBB numbers every later post
        one lower after a deletion).
        """
        column = "number" if isinstance(post_id_or_number, int) else "post_id"
        where, args = f"{column} = ?", [post_id_or_number]
        if thread is not None:
            where, args = where + " and thread = ?", args + [thread]
        cursor = self.conn.execute(f"select * from posts where {where} order by gone", args)
        names = [d[0] for d in cursor.description]
        rows = [dict(zip(names, row, strict=True)) for row in cursor]
        rows = [r for r in rows if not r["gone"]] or rows[:1]
        if len({r["thread"] for r in rows}) > 1:
            raise ValueError(f"post {post_id_or_number!r} is in several threads; name the thread")
        return post_from_row(rows[0]) if rows else None

    def revisions(self, thread: str, post_id: str) -> list[Post]:
        """Every version the post has had, oldest first, the current one last (unless a
        forum with no edit count showed it before: one content under one version is
        kept once), as ``Post`` values."""
        current = self.conn.execute(
            "select * from posts where thread = ? and post_id = ?", [thread, post_id]
        )
        names = [d[0] for d in current.description]
        row = current.fetchone()
        if row is None:
            return []
        base = dict(zip(names, row, strict=True))
        revs = self.conn.execute(
            "select html, raw, edited_at, version, editor, edit_reason, content_hash from revisions "
            "where thread = ? and post_id = ? order by seq",
            [thread, post_id],
        ).fetchall()
        keys = ("html", "raw", "edited_at", "version", "editor", "edit_reason")
        out = [post_from_row(base | dict(zip(keys, rev[:6], strict=True))) for rev in revs]
        if (base["content_hash"], base["version"] or 1) not in {(r[6], r[3] or 1) for r in revs}:
            out.append(post_from_row(base))
        return out

    def edited(self, thread: str | None = None) -> set[tuple[str, str]]:
        """(thread, post id) of every post stored with more than one content."""
        where, args = ("where thread = ?", [thread]) if thread is not None else ("", [])
        sql = f"select distinct thread, post_id from revisions {where}"
        return {(t, p) for t, p in self.conn.execute(sql, args).fetchall()}

    def seen_numbers(self, thread: str) -> list[tuple[int, datetime]]:
        """(number, time) of every post of ``thread`` stored, gone ones too, by number."""
        rows = self.conn.execute(
            "select number, created_at from posts where thread = ? order by number", [thread]
        ).fetchall()
        return [(n, datetime.fromisoformat(t)) for n, t in rows]

    def count_posts(self, thread: str) -> int:
        return self.conn.execute(
            "select count(*) from posts where thread = ?", [thread]
        ).fetchone()[0]


def thread_key_of(url: str, engine: str | None = None) -> str:
    """The store key of a thread; engine "import" (posts only from files) keys by URL."""
    from votecount.scraper.keys import thread_key, url_key

    return url_key(url) if engine == "import" else thread_key(url, engine)
