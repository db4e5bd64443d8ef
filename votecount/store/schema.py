"""The database schema of votecount.db: its columns and its migrations, applied in order
(the conversion between ``Post`` values and rows is ``votecount.store.rows``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # migrations get the database; reading needs no sqlite-utils
    import sqlite_utils

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
# why the stored version was made (``_m16_edit_reasons``): Discourse's ``edit_reason``
REASON_COLUMNS = ["edit_reason"]
POST_COLUMNS = _M1_POST_COLUMNS + CLOCK_COLUMNS + EDITOR_COLUMNS + REASON_COLUMNS


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


def _m15_repeated_texts(db: sqlite_utils.Database) -> None:
    """A text a post has had twice is kept twice: ``revisions`` drops its unique index on
    (thread, post id, content hash) for a plain one, so a post edited back to an earlier
    text keeps that version too (``version``: the forum's edit count moves on; review26c:
    the gap it left read as an edit never seen). Every stored row stays; a text repeated
    before this migration was stored once and stays so."""
    db.execute("drop index if exists idx_revisions_thread_post_id_content_hash")
    db.execute(
        "create index if not exists revisions_content on revisions (thread, post_id, content_hash)"
    )


def _m16_edit_reasons(db: sqlite_utils.Database) -> None:
    """``posts.edit_reason`` and ``revisions.edit_reason``: the reason the forum gave for
    the edit that made that version (Discourse's merge: "A post was merged in by …"); NULL
    when none was given or the version was stored before. A merge's version is the
    author's text (``count.mod_edits.merged_unseen``)."""
    db.execute("alter table posts add column edit_reason text")
    db.execute("alter table revisions add column edit_reason text")


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
    _m15_repeated_texts,
    _m16_edit_reasons,
]
"""Schema changes in order; ``meta.schema_version`` is how many have been applied."""
