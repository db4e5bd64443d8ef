"""The SQLite store with hand-made ``Post`` values: idempotent upserts, revisions,
flags instead of deletes, lookups, migrations, and no secrets on disk."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from tests.store.posts import START, T2, T, post
from votecount.parser.model import PostType
from votecount.scraper.base import Batch, ThreadInfo
from votecount.store.db import MIGRATIONS, Reread, Store, strip_secrets


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def store() -> Store:
    return Store(":memory:", clock=Clock())


def test_save_and_read_back_round_trips_every_field(store):
    original = post(1, edited_at=START + timedelta(hours=1), version=2, hidden=True)
    original = replace(original, post_type=PostType.WHISPER, deleted=True)
    assert store.save_batch(T, Batch((original,))).new == 1
    assert list(store.posts(T)) == [original]
    assert store.post(T, "1001") == original == store.post(T, 1)
    # the stored hash comes back with the post, equal to the hash of its content
    assert next(store.posts(T)).__dict__["content_hash"] == original.content_hash


def test_saving_the_same_batch_twice_is_idempotent(store):
    batch = Batch(tuple(post(n) for n in range(1, 6)))
    first = store.save_batch(T, batch)
    second = store.save_batch(T, batch)
    assert (first.new, second.new, second.edited) == (5, 0, 0)
    assert store.count_posts(T) == 5
    assert store.db["revisions"].count == 0  # no edit: each post's HTML is stored once


def test_an_edit_keeps_both_revisions_oldest_first(store):
    store.save_batch(T, Batch((post(1, text="vote alice"),)))
    edited = post(1, text="vote bob", edited_at=START + timedelta(hours=2))
    assert store.save_batch(T, Batch((edited,))).edited == 1
    assert store.post(T, 1).raw == "vote bob"
    revs = store.revisions(T, "1001")
    assert [r.raw for r in revs] == ["vote alice", "vote bob"]
    assert revs[0].edited_at is None and revs[1].edited_at == START + timedelta(hours=2)


def test_content_going_back_does_not_duplicate_a_revision(store):
    for text in ("a", "b", "a"):
        store.save_batch(T, Batch((post(1, text=text),)))
    assert [r.raw for r in store.revisions(T, "1001")] == ["a", "b"]
    assert store.post(T, 1).raw == "a"


def test_gone_posts_are_flagged_never_removed(store):
    store.save_batch(T, Batch(tuple(post(n) for n in range(1, 4))))
    assert store.save_batch(T, Batch((), gone=("1002",))).gone == 1
    assert store.save_batch(T, Batch((), gone=("1002",))).gone == 0
    assert store.count_posts(T) == 3
    gone = store.post(T, 2)
    assert gone.deleted and gone.html == "<p>post 2</p>"
    known = store.known(T)
    assert "1002" not in known.post_ids and known.last_number == 3
    store.save_batch(T, Batch((post(2),)))  # it came back
    assert not store.post(T, 2).deleted and "1002" in store.known(T).post_ids


def test_known_lists_ids_hashes_last_number_and_recheck(store):
    posts = tuple(post(n) for n in range(1, 11))
    store.save_batch(T, Batch(posts))
    known = store.known(T, recheck_last=3)
    assert known.post_ids == frozenset(p.post_id for p in posts)
    assert known.hashes["1004"] == posts[3].content_hash
    assert known.last_number == 10
    assert known.recheck == {"1008", "1009", "1010"}
    assert store.known(T).recheck == frozenset()
    assert store.known("nothing/t/1").last_number == 0


def test_posts_are_ordered_by_thread_then_number(store):
    store.save_batch(T2, Batch((post(2, T2), post(1, T2))))
    store.save_batch(T, Batch((post(3), post(1), post(2))))
    assert [(p.thread, p.number) for p in store.posts()] == [
        (T, 1),
        (T, 2),
        (T, 3),
        (T2, 1),
        (T2, 2),
    ]
    assert [p.number for p in store.posts(T2)] == [1, 2]


def test_post_lookup_by_id_or_number(store):
    store.save_batch(T, Batch((post(1), post(2))))
    store.save_batch(T2, Batch((post(1, T2),)))
    assert store.post(T, "1002").number == 2
    assert store.post(None, 2).thread == T
    assert store.post(T, 9) is None and store.post(T, "9") is None
    with pytest.raises(ValueError, match="several threads"):
        store.post(None, 1)


def test_a_bad_batch_is_rolled_back_whole(store):
    with pytest.raises(ValueError, match="does not belong"):
        store.save_batch(T, Batch((post(1), post(2, T2))))
    assert store.count_posts(T) == 0 and store.count_posts(T2) == 0


def test_threads_are_recorded(store):
    store.save_thread(ThreadInfo(T, "https://forum.example/t/x/7", "Mafia", 10, 12), "discourse")
    store.mark_synced(T)
    (row,) = store.threads()
    assert (row.thread, row.url, row.title, row.engine) == (
        T,
        "https://forum.example/t/x/7",
        "Mafia",
        "discourse",
    )
    assert (row.posts_count, row.highest_number) == (10, 12) and row.last_synced


def test_no_secrets_reach_the_database(tmp_path):
    path = tmp_path / "votecount.db"
    store = Store(path)
    url = "https://bot:hunter2@forum.example/t/x/7?api_key=s3cr3t&api_username=bot&u=1"
    store.save_thread(ThreadInfo(T, url, "Mafia"), "discourse")
    store.save_batch(T, Batch((replace(post(1), url=url),)))
    store.close()
    data = path.read_bytes() + b"".join(p.read_bytes() for p in tmp_path.glob("votecount.db-*"))
    for secret in (b"hunter2", b"s3cr3t", b"api_username"):
        assert secret not in data
    assert Store(path).threads()[0].url == "https://forum.example/t/x/7?u=1"


@pytest.mark.parametrize(
    "url, clean",
    [
        (
            "https://f.example/viewtopic.php?t=5&sid=abc#p9",
            "https://f.example/viewtopic.php?t=5#p9",
        ),
        ("https://u:p@f.example:8443/t/1", "https://f.example:8443/t/1"),
        ("https://f.example/t/1?token=x&page=2", "https://f.example/t/1?page=2"),
    ],
)
def test_strip_secrets(url, clean):
    assert strip_secrets(url) == clean


def test_migrations_run_once_and_record_the_version(tmp_path):
    path = tmp_path / "v.db"
    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    store.save_batch(T, Batch((post(1),)))
    store.close()
    reopened = Store(path)
    assert reopened.schema_version == len(MIGRATIONS) and reopened.count_posts(T) == 1
    assert set(reopened.db.table_names()) >= {"meta", "threads", "posts", "revisions", "posted"}


def test_posted_counts_are_remembered(store):
    assert store.was_posted(T, "abc") is None
    store.record_posted(T, "abc", "555")
    assert store.was_posted(T, "abc") == "555" and store.was_posted(T2, "abc") is None


SEEN = "select first_seen, coalesce(last_seen, first_seen) from posts"


def test_seen_times_move_but_first_seen_stays(store):
    store.save_batch(T, Batch((post(1),)))
    first = store.db.execute(SEEN).fetchone()
    store.save_batch(T, Batch((post(1),)))
    second = store.db.execute(SEEN).fetchone()
    assert first[0] == second[0] and second[1] > first[1]


def _old_store(path) -> None:
    """A database as votecount wrote it before HTML was stored once (schema 2): every
    content of a post in ``revisions``, the current one included."""
    import sqlite_utils

    from votecount.store.rows import old_row

    db = sqlite_utils.Database(path)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in MIGRATIONS[:2]:
        migration(db)
    db.table("meta").insert({"key": "schema_version", "value": "2"})
    history = {1: ["vote alice"], 2: ["vote alice", "vote bob"], 3: ["a", "b", "a"]}
    for number, texts in history.items():
        seen = []
        for i, text in enumerate(texts):
            p = post(number, text=text)
            if text not in seen:
                seen.append(text)
                db.table("revisions").insert({
                    "thread": T, "post_id": p.post_id, "seq": len(seen),
                    "content_hash": p.content_hash, "html": p.html, "raw": p.raw,
                    "edited_at": None, "version": 1, "seen_at": f"2024-05-0{i + 1}T00:00:00+00:00",
                })  # fmt: skip
        db.table("posts").insert(old_row(p) | {"gone": 0, "first_seen": "x", "last_seen": "y"})
    db.close()


def test_an_old_database_keeps_every_revision_and_stores_html_once(tmp_path):
    path = tmp_path / "old.db"
    _old_store(path)
    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    assert [r.raw for r in store.revisions(T, "1001")] == ["vote alice"]
    assert [r.raw for r in store.revisions(T, "1002")] == ["vote alice", "vote bob"]
    assert [r.raw for r in store.revisions(T, "1003")] == ["a", "b"]
    assert store.edited() == {(T, "1002"), (T, "1003")}
    kept = store.db.execute("select post_id, raw from revisions order by post_id, seq").fetchall()
    assert kept == [("1002", "vote alice"), ("1003", "a"), ("1003", "b")]
    seen = dict(store.db.execute("select post_id, content_seen from posts").fetchall())
    assert seen == {"1001": "2024-05-01T00:00:00+00:00", "1002": "2024-05-02T00:00:00+00:00",
                    "1003": "2024-05-01T00:00:00+00:00"}  # fmt: skip
    # and an edit after the migration keeps the superseded content, seen when it was
    store.save_batch(T, Batch((post(2, text="vote carol"),)))
    revs = store.revisions(T, "1002")
    assert [r.raw for r in revs] == ["vote alice", "vote bob", "vote carol"]
    row = store.db.execute("select seen_at from revisions where raw = 'vote bob'").fetchone()
    assert row == ("2024-05-02T00:00:00+00:00",)


def test_a_post_first_stored_with_its_history_keeps_the_current_html_once(store):
    first = post(1, text="vote alice")
    current = post(1, text="vote bob", version=2)
    store.save_batch(T, Batch((current,), history=(first,)))
    assert [r.raw for r in store.revisions(T, "1001")] == ["vote alice", "vote bob"]
    rows = store.db.execute("select raw from revisions").fetchall()
    assert rows == [("vote alice",)]  # the current content lives in posts only
    assert store.edited() == {(T, "1001")}


def _schema_4_store(path) -> None:
    """A database as votecount wrote it at schema 4: every post row with its display
    name and all three seen times written out, and a parse cache with a rowid."""
    import sqlite_utils

    from votecount.store.rows import old_row

    db = sqlite_utils.Database(path)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in MIGRATIONS[:4]:
        migration(db)
    db.table("meta").insert({"key": "schema_version", "value": "4"})
    at = "2024-05-0{}T00:00:00+00:00".format
    rows = [  # (post, author_name, first_seen, last_seen, content_seen)
        (replace(post(1), author="alice"), "alice", at(1), at(1), at(1)),
        (replace(post(2), author="bob"), "Bob the Baker", at(1), at(3), at(1)),
        (replace(post(3), author="carol"), None, at(2), at(2), at(4)),
        (replace(post(4), author="dave"), "", at(1), at(5), at(5)),
    ]
    for p, name, first, last, content in rows:
        row = old_row(p) | {"author_name": name, "gone": 0}
        db.table("posts").insert(
            row | {"first_seen": first, "last_seen": last, "content_seen": content}
        )
    db.table("parsed").insert({"fingerprint": "f", "key": "k1", "events": b"[]"})
    db.close()


def test_a_schema_4_database_stores_repeated_values_once_and_loses_none(tmp_path):
    path = tmp_path / "v4.db"
    _schema_4_store(path)
    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    names = {p.author: p.author_name for p in store.posts(T)}
    # equal to the login: stored NULL, read back as the login; no name ('' or NULL): ''
    assert names == {"alice": "alice", "bob": "Bob the Baker", "carol": "", "dave": ""}
    raw = store.db.execute(
        "select author_name, last_seen, content_seen from posts order by number"
    ).fetchall()
    assert raw == [
        (None, None, None),
        ("Bob the Baker", "2024-05-03T00:00:00+00:00", None),
        ("", None, "2024-05-04T00:00:00+00:00"),
        ("", "2024-05-05T00:00:00+00:00", "2024-05-05T00:00:00+00:00"),
    ]
    full = store.db.execute(
        "select coalesce(last_seen, first_seen), coalesce(content_seen, first_seen) "
        "from posts order by number"
    ).fetchall()
    assert full == [
        ("2024-05-01T00:00:00+00:00", "2024-05-01T00:00:00+00:00"),
        ("2024-05-03T00:00:00+00:00", "2024-05-01T00:00:00+00:00"),
        ("2024-05-02T00:00:00+00:00", "2024-05-04T00:00:00+00:00"),
        ("2024-05-05T00:00:00+00:00", "2024-05-05T00:00:00+00:00"),
    ]
    assert (
        store.post(T, 2).author_name == "Bob the Baker" and store.post(T, 1).author_name == "alice"
    )
    assert store.db.execute("select fingerprint, key, events from parsed").fetchall() == [
        ("f", "k1", b"[]")
    ]
    sql = store.db.execute("select sql from sqlite_master where name = 'parsed'").fetchone()[0]
    assert "without rowid" in sql.lower()
    # an edit of the carried-over post keeps the content as it was first seen
    store.save_batch(T, Batch((replace(post(3, text="vote bob"), author="carol"),)))
    seen = store.db.execute("select seen_at from revisions").fetchall()
    assert seen == [("2024-05-04T00:00:00+00:00",)]


def test_a_new_database_has_large_pages_and_writes_each_time_once(tmp_path):
    from votecount.store.db import PAGE_SIZE

    store = Store(tmp_path / "new.db")
    store.save_batch(T, Batch((replace(post(1), author="alice", author_name="alice"),)))
    assert store.db.execute("pragma page_size").fetchone()[0] == PAGE_SIZE
    row = store.db.execute("select author_name, last_seen, content_seen from posts").fetchone()
    assert row == (None, None, None)
    assert [p.author_name for p in store.posts(T)] == ["alice"]


def test_an_old_database_gains_the_forum_clock_columns_empty(tmp_path):
    path = tmp_path / "old.db"
    _old_store(path)
    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    stored = store.post(T, "1001")
    assert stored is not None and (stored.time_raw, stored.time_zone) == (None, None)
    assert store.unknown_times(T) == 3 and store.zones_in(T) == {None}
    assert store.page_zone(T) == (None, "")
    # a post stored again keeps what the forum printed
    again = replace(
        post(1, text="vote alice"), time_raw="Mon May 06, 2024 1:10 pm", time_zone="UTC"
    )
    store.save_batch(T, Batch((again,)))
    assert store.unknown_times(T) == 2 and store.zones_in(T) == {None, "UTC"}
    assert store.known(T).timeless == frozenset({"1002", "1003"})


def test_re_read_times_move_and_prove_the_fold_checkpoints_stale(store):
    printed = ("Mon May 06, 2024 1:10 pm", "Mon May 06, 2024 1:17 pm")
    posts = tuple(
        replace(post(n + 1), created_at=datetime(2024, 5, 6, 13, 10 + 7 * n, tzinfo=UTC),
                time_raw=text, time_zone="UTC")
        for n, text in enumerate(printed)
    )  # fmt: skip
    store.save_batch(T, Batch(posts))
    mark = store.change_mark()
    assert not store.changed_since(mark, 2)

    def five_west(text: str, seen: datetime) -> datetime:
        return datetime.strptime(text, "%a %b %d, %Y %I:%M %p").replace(tzinfo=UTC) + timedelta(
            hours=5
        )

    done = store.reread_times(T, "Etc/GMT+5", five_west)
    assert (done.reread, done.moved, done.unknown) == (2, 2, 0)
    assert [p.created_at.hour for p in store.posts(T)] == [18, 18]
    assert store.zones_in(T) == {"Etc/GMT+5"}
    assert store.changed_since(mark, 1)  # a checkpoint over post 1 no longer holds
    # read in that zone already: nothing to do
    assert store.reread_times(T, "Etc/GMT+5", five_west).reread == 0

    def unreadable(text: str, seen: datetime) -> datetime:
        raise ValueError(text)

    # a text no format reads keeps its time, counted as unknown (never a failed count)
    assert store.reread_times(T, "UTC", unreadable) == Reread(0, 0, 2)


def test_a_renamed_authors_stored_edits_stay_their_own(store):
    """review22c: phpBB prints a renamed account's new name as the author of its old
    posts; the edits stored under the old name ("Last edited by" it) stay the author's,
    not another account's (``count.mod_edits``); a moderator's edit keeps its editor."""
    when = START + timedelta(hours=1)
    store.save_batch(T, Batch((post(1, text="a"),)))
    store.save_batch(T, Batch((post(1, text="b", editor="user1", edited_at=when),)))
    store.save_batch(T, Batch((post(1, text="c", editor="Quill", edited_at=when),)))
    renamed = replace(post(1, text="d", editor="Ivo", edited_at=when), author="Ivo")
    store.save_batch(T, Batch((renamed,)))
    revs = store.revisions(T, "1001")
    assert [(r.raw, r.author, r.editor) for r in revs] == [
        ("a", "Ivo", ""),
        ("b", "Ivo", "Ivo"),
        ("c", "Ivo", "Quill"),
        ("d", "Ivo", "Ivo"),
    ]
