"""A post edited back to a text it had before (live27): the store keeps that version
again when the forum's edit count moved on (schema 15 drops the unique index on a
revision's content), and a store written before opens with every post and revision."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import sqlite_utils

from tests.store.posts import START, T, post
from votecount.scraper.base import Batch
from votecount.store.db import MIGRATIONS, Store


def _edit(number: int, text: str, version: int, hours: float):
    return post(number, text=text, version=version, edited_at=START + timedelta(hours=hours))


def test_a_text_repeated_under_a_new_version_is_kept_again():
    store = Store(":memory:")
    store.save_batch(T, Batch((post(1, text="vote Ivo"),)))
    for version, text in enumerate(("vote Juno", "vote Ivo", "vote Lark"), start=2):
        store.save_batch(T, Batch((_edit(1, text, version, version),)))
    revs = store.revisions(T, "1001")
    assert [(r.raw, r.version) for r in revs] == [
        ("vote Ivo", 1), ("vote Juno", 2), ("vote Ivo", 3), ("vote Lark", 4),
    ]  # fmt: skip


def test_a_post_back_at_a_text_it_had_reads_its_current_version_last():
    store = Store(":memory:")
    store.save_batch(T, Batch((post(1, text="vote Ivo"),)))
    store.save_batch(T, Batch((_edit(1, "vote Juno", 2, 2),)))
    store.save_batch(T, Batch((_edit(1, "vote Ivo", 3, 3),)))
    revs = store.revisions(T, "1001")
    assert [(r.raw, r.version) for r in revs] == [
        ("vote Ivo", 1),
        ("vote Juno", 2),
        ("vote Ivo", 3),
    ]
    # the same page read again adds nothing
    store.save_batch(T, Batch((_edit(1, "vote Ivo", 3, 3),)))
    assert len(store.revisions(T, "1001")) == 3


def test_a_history_read_twice_keeps_each_version_once():
    """Discourse's history of a post first stored back at its first text: version 1 is
    kept (it is not the current version 3), and the same history read again adds none."""
    store = Store(":memory:")
    history = (post(1, text="vote Ivo"), _edit(1, "vote Juno", 2, 2))
    current = _edit(1, "vote Ivo", 3, 3)
    for _ in range(2):
        store.save_batch(T, Batch((current,), history=history))
    revs = store.revisions(T, "1001")
    assert [(r.raw, r.version) for r in revs] == [
        ("vote Ivo", 1),
        ("vote Juno", 2),
        ("vote Ivo", 3),
    ]


def test_a_forum_without_an_edit_count_still_keeps_a_content_once():
    """Guard: the same content under the same version (a forum printing no edit count,
    Discourse's ninja edits) is one version, as before."""
    store = Store(":memory:")
    for text in ("vote Ivo", "vote Juno", "vote Ivo", "vote Juno"):
        store.save_batch(T, Batch((post(1, text=text),)))
    assert [r.raw for r in store.revisions(T, "1001")] == ["vote Ivo", "vote Juno"]


def test_a_schema_14_store_opens_with_every_post_and_revision(tmp_path):
    """A store written at schema 14 (the unique index on a revision's content, no edit
    reasons) opens with every post and revision it held, and keeps a repeated text from
    then."""
    path = tmp_path / "v14.db"
    store = Store(path)
    store.save_batch(T, Batch(tuple(post(n, text=f"vote Wren {n}") for n in range(1, 4))))
    store.save_batch(T, Batch((_edit(1, "vote Tansy", 2, 2), _edit(2, "vote Ember", 2, 2))))
    store.save_batch(T, Batch((_edit(1, "vote Wren 1", 3, 3),)))
    store.close()
    db = sqlite_utils.Database(path)
    db.execute("drop index revisions_content")
    db.execute(
        "create unique index idx_revisions_thread_post_id_content_hash "
        "on revisions (thread, post_id, content_hash)"
    )
    for table in ("posts", "revisions"):
        db.execute(f"alter table {table} drop column edit_reason")
    db.execute("update meta set value = '14' where key = 'schema_version'")
    db.conn.commit()
    before = db.execute("select * from revisions order by post_id, seq").fetchall()
    posts = db.execute("select * from posts order by number").fetchall()
    db.close()

    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    with_reason = [(*row, None) for row in posts]  # edit_reason: none stored before
    assert store.db.execute("select * from posts order by number").fetchall() == with_reason
    after = store.db.execute("select * from revisions order by post_id, seq").fetchall()
    assert after == [(*row, None) for row in before]
    indexes = store.db.execute(
        "select name from sqlite_master where type = 'index' and tbl_name = 'revisions'"
    ).fetchall()
    assert ("idx_revisions_thread_post_id_content_hash",) not in indexes
    store.save_batch(T, Batch((_edit(1, "vote Saffron", 4, 4),)))
    revs = store.revisions(T, "1001")
    assert [r.raw for r in revs] == ["vote Wren 1", "vote Tansy", "vote Wren 1", "vote Saffron"]
    assert [r.raw for r in store.revisions(T, "1002")] == ["vote Wren 2", "vote Ember"]


def test_an_edit_reason_is_kept_with_its_version():
    """Discourse's reason for a revision (a merge's) is stored with the version it made,
    the current one and an earlier one, and read back."""
    store = Store(":memory:")
    merged = "A post was merged in by quillmaster"
    store.save_batch(T, Batch((post(1, text="vote Ivo"),)))
    store.save_batch(T, Batch((replace(_edit(1, "vote Ivo, and more", 2, 2), edit_reason=merged),)))
    assert store.post(T, 1).edit_reason == merged
    store.save_batch(T, Batch((_edit(1, "vote Juno", 3, 3),)))
    revs = store.revisions(T, "1001")
    assert [r.edit_reason for r in revs] == ["", merged, ""]
    assert next(store.posts(T)).edit_reason == ""
