"""The database schema of votecount.db (migrations, applied in order) and the conversion
between ``Post`` values and rows. ``votecount.store.db`` is the only user."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

if TYPE_CHECKING:  # migrations get the database; reading needs no sqlite-utils
    import sqlite_utils

from votecount.parser.model import Post, PostType
from votecount.store.lazyposts import UNLOADED

_M1_POST_COLUMNS = [
    "thread",
    "post_id",
    "number",
    "author",
    "author_name",
    "created_at",
    "edited_at",
    "html",
    "raw",
    "url",
    "deleted",
    "hidden",
    "post_type",
    "version",
]
# the forum's clock (``_m9_forum_clock``): each post's time as the forum gave it
CLOCK_COLUMNS = ["time_raw", "time_zone", "edited_raw"]
# who made the stored version (``_m14_editors``): the forum's "Last edited by"
EDITOR_COLUMNS = ["editor"]
POST_COLUMNS = _M1_POST_COLUMNS + CLOCK_COLUMNS + EDITOR_COLUMNS


def _m1_initial(db: sqlite_utils.Database) -> None:
    db.table("threads").create(
        {
            "thread": str,
            "url": str,
            "title": str,
            "engine": str,
            "posts_count": int,
            "highest_number": int,
            "first_synced": str,
            "last_synced": str,
        },
        pk="thread",
    )
    post_cols: dict[str, Any] = {c: str for c in _M1_POST_COLUMNS}
    post_cols |= {"number": int, "deleted": int, "hidden": int, "version": int}
    db.table("posts").create(
        post_cols | {"content_hash": str, "gone": int, "first_seen": str, "last_seen": str},
        pk=("thread", "post_id"),
        not_null={"thread", "post_id", "number", "html"},
    )
    db.table("posts").create_index(["thread", "number"])
    db.table("revisions").create(
        {
            "thread": str,
            "post_id": str,
            "seq": int,
            "content_hash": str,
            "html": str,
            "raw": str,
            "edited_at": str,
            "version": int,
            "seen_at": str,
        },
        pk=("thread", "post_id", "seq"),
    )
    db.table("revisions").create_index(["thread", "post_id", "content_hash"], unique=True)
    db.table("posted").create(
        {"id": int, "thread": str, "count_hash": str, "post_id": str, "posted_at": str},
        pk="id",
    )
    db.table("posted").create_index(["thread", "count_hash"])


def _m2_parse_cache(db: sqlite_utils.Database) -> None:
    """Derived: each post's events, keyed by content and a fingerprint of what shaped
    them (see ``votecount.count.incremental.cache``); dropping it only costs a re-parse."""
    db.table("parsed").create(
        {"fingerprint": str, "key": str, "events": bytes},
        pk=("fingerprint", "key"),
    )


def _m3_html_once(db: sqlite_utils.Database) -> None:
    """Each post's HTML stored once: ``revisions`` keeps only contents a post has had
    before its current one (the current content is the ``posts`` row). The revision row
    equal to the current content is dropped when it is the newest row (the usual case;
    when content went back to an older revision, every row stays, as the history reads
    ``a, b`` then). Its ``seen_at`` moves to ``posts.content_seen``: nothing is lost."""
    db.execute("alter table posts add column content_seen text")
    db.execute(
        "update posts set content_seen = (select r.seen_at from revisions r "
        "where r.thread = posts.thread and r.post_id = posts.post_id "
        "and r.content_hash = posts.content_hash)"
    )
    db.execute(
        "delete from revisions where rowid in (select r.rowid from revisions r "
        "join posts p on p.thread = r.thread and p.post_id = r.post_id "
        "and p.content_hash = r.content_hash "
        "where r.seq = (select max(seq) from revisions m "
        "where m.thread = r.thread and m.post_id = r.post_id))"
    )


def _m4_posting_intent(db: sqlite_utils.Database) -> None:
    """``posted.state``: ``posting`` is written before a count is sent (write-ahead),
    ``posted`` once the forum has it; older rows were all ``posted``."""
    db.table("posted").add_column("state", str, not_null_default="posted")


def _m5_stored_once(db: sqlite_utils.Database) -> None:
    """Values a row held twice are held once: ``author_name`` is NULL when it is the
    ``author`` (a NULL there meant no display name before: it becomes ''), ``last_seen``
    and ``content_seen`` are NULL while they are the ``first_seen`` time (readers
    ``coalesce`` them). The parse cache ``parsed`` becomes a WITHOUT ROWID table, its key
    stored once instead of in the table and again in its primary-key index."""
    db.execute("update posts set author_name = '' where author_name is null")
    db.execute("update posts set author_name = null where author_name = author")
    db.execute("update posts set last_seen = null where last_seen = first_seen")
    db.execute("update posts set content_seen = null where content_seen = first_seen")
    db.execute(
        "create table parsed_once (fingerprint text, key text, events blob, "
        "primary key (fingerprint, key)) without rowid"
    )
    db.execute("insert into parsed_once select fingerprint, key, events from parsed")
    db.execute("drop table parsed")
    db.execute("alter table parsed_once rename to parsed")


def _m6_change_log(db: sqlite_utils.Database) -> None:
    """What a count after a sync needs to read only the new posts (``votecount.store.posts``):
    ``post_changes`` logs the number of each post changed, gone or filled in below the
    thread's highest number (``votecount.store.changes``) under a rising ``seq``, so a fold
    checkpoint proves its posts unchanged by the rows logged since it was written; ``threads.skewed`` is 1 once a post of the
    thread is stamped earlier than the post numbered before it (its posts then need the
    whole-thread ordering); a partial index finds the posts with an edit time."""
    db.execute(
        "create table if not exists post_changes (seq integer primary key autoincrement, "
        "number integer not null)"
    )
    db.execute("alter table threads add column skewed integer not null default 0")
    db.execute(
        "create index if not exists posts_edited on posts (thread) where edited_at is not null"
    )
    for (thread,) in db.execute("select thread from threads").fetchall():
        rows = db.execute(
            "select created_at from posts where thread = ? order by number, post_id", [thread]
        ).fetchall()
        times = [datetime.fromisoformat(r[0]) for r in rows]
        if any(b < a for a, b in zip(times, times[1:], strict=False)):
            db.execute("update threads set skewed = 1 where thread = ?", [thread])


# the tables that hold what a count is made of (source data); the rest are derived (the
# parse cache, the fold's checkpoints, the change log written with the posts, the report's
# Datasette tables) and may be dropped and rebuilt
SOURCE_TABLES = ("threads", "posts", "revisions", "posted", "meta", "absences")
DERIVED_TABLES = (
    "parsed", "post_changes", "fold_checkpoints", "fold_segments", "sqlite_sequence",
    "host_said",
)  # fmt: skip
_CHANGES = ("insert", "update", "delete")


def _m7_count_cache(db: sqlite_utils.Database) -> None:
    """Once a cache of printed counts (its table, a generation row and triggers on every
    source table); it is gone, and ``_m8_no_count_cache`` drops what it made."""


def _m8_no_count_cache(db: sqlite_utils.Database) -> None:
    """Drop the count cache of schema 7: its triggers, ``count_cache`` and
    ``source_generation``."""
    for table in SOURCE_TABLES:
        for event in _CHANGES:
            db.execute(f"drop trigger if exists source_generation_{table}_{event}")
    db.execute("drop table if exists count_cache")
    db.execute("drop table if exists source_generation")


def _m9_forum_clock(db: sqlite_utils.Database) -> None:
    """The forum's clock: ``posts.time_raw`` (the post's time as the forum gave it: the
    printed date, or the ISO / Unix value), ``posts.edited_raw`` (the same for the edit
    notice) and ``posts.time_zone`` (the zone the printed dates were read in);
    ``threads.page_zone`` / ``page_zone_said``: the zone the thread's pages state and their
    words. Posts stored before have NULLs there: their time is kept, and a changed zone
    names them (``votecount.store.times``) until a ``sync --full`` stores them again."""
    for column in CLOCK_COLUMNS:
        db.execute(f"alter table posts add column {column} text")
    db.execute("create index if not exists posts_zone on posts (thread, time_zone)")
    db.execute("alter table threads add column page_zone text")
    db.execute("alter table threads add column page_zone_said text")


def _m10_absences(db: sqlite_utils.Database) -> None:
    """``absences``: each time the thread stopped listing a post (``gone_at``: the sync
    that found it gone) and, once a sync lists it again, ``back_at``; ``deleted`` is the
    post's deleted flag before it went. A count replayed at a clock inside such a window
    reads the post gone, as the live count then did (``votecount.count.at_now``). The
    posts gone now get their open window from the time a sync found them gone
    (``last_seen``); a post gone and restored before this migration left no trace."""
    db.execute(
        "create table if not exists absences (thread text not null, post_id text not null, "
        "gone_at text not null, back_at text, deleted integer not null default 0, "
        "primary key (thread, post_id, gone_at))"
    )
    db.execute(
        "insert or ignore into absences (thread, post_id, gone_at, back_at, deleted) "
        "select thread, post_id, coalesce(last_seen, first_seen), null, deleted from posts "
        "where gone = 1"
    )


def _m11_machine_clock(db: sqlite_utils.Database) -> None:
    """``machine_times``: the posts whose printed time ("Today, 11:58 PM", "4 minutes
    ago") a sync read against the machine's clock, the page printing none of its own
    (``read_at``: that sync's time). The audit says so: a machine clock off the forum's
    moves such a post in time. Posts stored before left no trace."""
    db.execute(
        "create table if not exists machine_times (thread text not null, "
        "post_id text not null, read_at text not null, primary key (thread, post_id))"
    )


def _m12_accounts(db: sqlite_utils.Database) -> None:
    """``accounts``: each forum account (Discourse's ``user_id``) of a thread and the
    author first stored for it (``author``) and last seen (``latest``): a renamed
    account's posts keep the author the game file knows. Posts stored before left no
    trace: an account is known from the next sync that fetches one of its posts."""
    db.execute(
        "create table if not exists accounts (thread text not null, account text not null, "
        "author text not null, latest text not null, primary key (thread, account))"
    )


def _m13_host_said(db: sqlite_utils.Database) -> None:
    """Derived: ``host_said``, what each host post says of a deadline (the deadline it
    states, the hours it extends the day: ``phase_markers.deadline_said``) under the key
    of what decided it (``votecount.store.said``: the reader's fingerprint, the post's
    content hash, time and countability), so a sync parses only the host posts new or
    changed since the last one. Dropping it costs one parse of each host post."""
    db.execute(
        "create table if not exists host_said (thread text not null, post_id text not null, "
        "key text not null, stated text, extension real, primary key (thread, post_id))"
    )


def _m14_editors(db: sqlite_utils.Database) -> None:
    """``posts.editor`` and ``revisions.editor``: the account whose edit made that
    version when the forum names it (NULL: not edited, not said, or stored before): a
    moderator's edit of a player's post is not the player's (``count.mod_edits``)."""
    db.execute("alter table posts add column editor text")
    db.execute("alter table revisions add column editor text")


MIGRATIONS: list[Callable[[sqlite_utils.Database], None]] = [
    _m1_initial,
    _m2_parse_cache,
    _m3_html_once,
    _m4_posting_intent,
    _m5_stored_once,
    _m6_change_log,
    _m7_count_cache,
    _m8_no_count_cache,
    _m9_forum_clock,
    _m10_absences,
    _m11_machine_clock,
    _m12_accounts,
    _m13_host_said,
    _m14_editors,
]
"""Schema changes in order; ``meta.schema_version`` is how many have been applied."""


def iso_utc(when: datetime | None) -> str | None:
    """``when`` as the store writes a time: ISO 8601 in UTC (None stays None)."""
    return when.astimezone(UTC).isoformat() if when is not None else None


def _row_from_post(post: Post) -> dict[str, Any]:
    row = {name: getattr(post, name) for name in POST_COLUMNS}
    row |= {
        "created_at": iso_utc(post.created_at),
        "edited_at": iso_utc(post.edited_at),
        "deleted": int(post.deleted),
        "hidden": int(post.hidden),
        "post_type": str(post.post_type),
        "url": strip_secrets(post.url) if post.url else "",
        "content_hash": post.content_hash,
        "editor": post.editor or None,
    }
    return row


def old_row(post: Post) -> dict[str, Any]:
    """``_row_from_post`` as databases before the forum's clock held it (tests of the
    migrations write old databases with it)."""
    row = _row_from_post(post)
    return {k: v for k, v in row.items() if k not in CLOCK_COLUMNS + EDITOR_COLUMNS}


def stored_row(post: Post) -> dict[str, Any]:
    """The row the store writes: ``_row_from_post`` without what it would hold twice
    (``author_name`` equal to ``author`` is NULL; see ``_m5_stored_once``)."""
    row = _row_from_post(post)
    if row["author_name"] == row["author"]:
        row["author_name"] = None
    return row


def post_from_row(row: dict[str, Any]) -> Post:
    """A stored post from a row of the posts table, its columns by name."""
    return Post(
        thread=row["thread"],
        post_id=row["post_id"],
        number=row["number"],
        author=row["author"],
        author_name=row["author"] if row["author_name"] is None else row["author_name"],
        created_at=datetime.fromisoformat(row["created_at"]),
        edited_at=datetime.fromisoformat(row["edited_at"]) if row["edited_at"] else None,
        html=row["html"],
        raw=row["raw"],
        url=row["url"] or "",
        deleted=bool(row["deleted"]) or bool(row.get("gone")),
        hidden=bool(row["hidden"]),
        post_type=PostType(row["post_type"]),
        version=row["version"] or 1,
        time_raw=row.get("time_raw"),
        time_zone=row.get("time_zone"),
        edited_raw=row.get("edited_raw"),
        gone=bool(row.get("gone")),
        editor=row.get("editor") or "",
    )


_SECRET_PARAM = re.compile(r"^api_|key|token|pass|secret|auth|^sid$|session", re.IGNORECASE)


def strip_secrets(url: str) -> str:
    """Drop ``user:password@`` and credential-like query parameters (``api_key``,
    ``sid``, ``token``, …) from a URL before storing it; ``?t=123`` and the fragment stay."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True)]
    query = [(k, v) for k, v in query if not _SECRET_PARAM.search(k)]
    return urlunsplit((parts.scheme, host, parts.path, urlencode(query), parts.fragment))


_READ = (
    "thread, post_id, number, author, coalesce(author_name, author), created_at, edited_at, "
    "html, raw, url, "
    "deleted or gone, hidden, post_type, version, content_hash, time_raw, time_zone, edited_raw, "
    "gone, editor"
)
# without the HTML and the printed times: the fold's reads
_LEAN = _READ.replace("html, raw,", "'', null,").replace(
    "time_raw, time_zone, edited_raw", "null, time_zone, null"
)
_TYPES: dict[str, PostType] = {t.value: t for t in PostType}
_when = datetime.fromisoformat


def _post_from_tuple(row: tuple[Any, ...], same: dict[str, str] | None = None) -> Post:
    """A post from the columns of ``_READ`` (the warm path reads every post this way);
    ``same`` shares one string among posts for each thread, author and display name."""
    (thread, post_id, number, author, name, created, edited, html, raw, url, deleted,
     hidden, post_type, version, content_hash, time_raw, time_zone, edited_raw, gone,
     editor) = row  # fmt: skip
    if same is not None:
        thread = same.setdefault(thread, thread)
        author = same.setdefault(author, author)
        name = same.setdefault(name, name) if name else name
        time_zone = same.setdefault(time_zone, time_zone) if time_zone else time_zone
    post = Post(
        thread, post_id, number, author, _when(created), html, name or "",
        _when(edited) if edited else None, raw, url or "", bool(deleted), bool(hidden),
        _TYPES.get(post_type) or PostType(post_type), version or 1,
        time_raw, time_zone, edited_raw, bool(gone), editor or "",
    )  # fmt: skip
    # the hash saved with this content: the warm path need not hash the HTML again
    post.__dict__["content_hash"] = content_hash
    return post


def columns(html: bool = True) -> str:
    """The columns ``posts_of`` reads (``html=False``: the HTML and raw markup left out)."""
    return _READ if html else _LEAN


def posts_of(rows: Iterable[tuple[Any, ...]], *, html: bool = True) -> Iterator[Post]:
    """Posts from rows of ``columns(html)``, one string object per thread and author
    name; read without HTML, a post is marked ``unloaded`` (``votecount.store.lazyposts``)."""
    same: dict[str, str] = {}
    for row in rows:
        post = _post_from_tuple(row, same)
        if not html:
            post.__dict__[UNLOADED] = True
        yield post
