"""A version's editor and edit reason survive a rebake (review27c): Discourse hands back
a post whose cooked HTML changed under the same version with no editor and no reason (the
topic JSON names neither); the store keeps the ones it read for that version. A new
version, a forum with no edit count, and a post that names its editor read as before."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from tests.store.posts import START, T, post
from votecount.scraper.base import Batch
from votecount.store.db import Store

HOST = "bramblehost"
MERGED = "A post was merged in by bramblehost"


def _version(text: str, version: int, hours: float, **kw):
    return post(1, text=text, version=version, edited_at=START + timedelta(hours=hours), **kw)


def _ruled(store: Store) -> None:
    store.save_batch(T, Batch((post(1, text="vote Ivo"),)))
    store.save_batch(
        T, Batch((_version("vote Ivo vote Juno", 2, 2, editor=HOST, edit_reason=MERGED),))
    )


def _rebaked(html: str) -> str:
    return html.replace("</p>", ' <a class="mention">.</a></p>')


def test_a_rebake_keeps_the_versions_editor_and_reason():
    store = Store(":memory:")
    _ruled(store)
    ruled = store.post(T, 1)
    store.save_batch(
        T, Batch((replace(ruled, html=_rebaked(ruled.html), editor="", edit_reason=""),))
    )
    now = store.post(T, 1)
    assert (now.editor, now.edit_reason, now.version) == (HOST, MERGED, 2)
    assert [(r.version, r.editor, r.edit_reason) for r in store.revisions(T, "1001")] == [
        (1, "", ""),
        (2, HOST, MERGED),
        (2, HOST, MERGED),
    ]


def test_a_rebake_read_twice_keeps_them_still():
    store = Store(":memory:")
    _ruled(store)
    ruled = store.post(T, 1)
    for i in range(2):
        html = _rebaked(ruled.html) + "<p></p>" * i
        store.save_batch(T, Batch((replace(ruled, html=html, editor="", edit_reason=""),)))
    assert (store.post(T, 1).editor, store.post(T, 1).edit_reason) == (HOST, MERGED)


def test_a_new_version_with_no_editor_is_the_authors():
    """Guard: the edit count moved on (the author's own edit): no editor, no reason."""
    store = Store(":memory:")
    _ruled(store)
    store.save_batch(T, Batch((_version("vote Lark", 3, 3),)))
    now = store.post(T, 1)
    assert (now.editor, now.edit_reason, now.version) == ("", "", 3)


def test_the_same_version_naming_another_editor_names_it():
    """Guard: a version read again with its editor named (a revision read) is read so."""
    store = Store(":memory:")
    _ruled(store)
    ruled = store.post(T, 1)
    store.save_batch(
        T, Batch((replace(ruled, html=_rebaked(ruled.html), editor="tansymod", edit_reason=""),))
    )
    assert (store.post(T, 1).editor, store.post(T, 1).edit_reason) == ("tansymod", "")


def test_a_forum_with_no_edit_count_keeps_no_editor_over_a_change():
    """Guard: version 1 (vBulletin, XenForo: no edit count): a change shown with no
    editor names none, as before."""
    store = Store(":memory:")
    store.save_batch(T, Batch((post(1, text="vote Ivo", editor=HOST),)))
    store.save_batch(T, Batch((post(1, text="vote Juno"),)))
    assert store.post(T, 1).editor == ""
