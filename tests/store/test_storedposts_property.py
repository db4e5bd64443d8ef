"""Whatever happens to the stored posts between two counts — posts appended, an old post
edited, deleted, gone, filled in below the newest, restamped — a count from the store
(resumed from its checkpoints, proved by the change log) prints what the same posts
counted from the start print."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES
from votecount.count import pipeline
from votecount.count.incremental import foldstate
from votecount.count.incremental.cache import fold_fingerprint
from votecount.gamefile.load import load_game
from votecount.scraper.base import Batch
from votecount.scraper.importer import import_jsonl
from votecount.store.db import Store
from votecount.store.posts import StoredPosts
from votecount.views import render

GOLDEN = FIXTURES / "games" / "mafia-golden"
GAME = load_game(GOLDEN / "game.toml")
POSTS = [p for b in import_jsonl(GOLDEN / "thread.jsonl", thread="t", timezone=GAME.timezone)
         for p in b.posts]  # fmt: skip

ops = st.lists(
    st.tuples(
        st.sampled_from(["append", "edit", "delete", "gone", "fill", "restamp", "again"]),
        st.integers(0, len(POSTS) - 1),
        st.integers(1, 25),
    ),
    min_size=1,
    max_size=8,
)


def _json(results) -> tuple[str, str]:
    vc = results.count("host")
    return (
        render.vote_count(vc, fmt="json", game=GAME),
        render.audit(results.audit(), fmt="json", game=GAME),
    )


def _counts(store: Store, checkpoints: foldstate.Checkpoints) -> tuple[str, str]:
    """A count from the store with its checkpoints (saved), as `votecount count` does."""
    marks = [(row[0], row[1]) for row in checkpoints.known]
    posts = StoredPosts.open(store, ["t"], marks) or list(store.posts(html=False))
    from votecount.count.incremental.cache import ParseCache, fingerprint

    cache = ParseCache(store.conn, fingerprint(GAME))
    results = pipeline.run(GAME, posts, cache=cache, full=store.full_post,
                           checkpoints=checkpoints)  # fmt: skip
    cache.save()
    checkpoints.save()
    if isinstance(posts, StoredPosts):
        posts.forget_changes(checkpoints)
    return _json(results)


def _full(store: Store) -> tuple[str, str]:
    return _json(pipeline.run(GAME, list(store.posts())))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(first=st.integers(5, len(POSTS) - 10), steps=ops)
def test_a_count_from_the_store_equals_a_count_from_the_start(first, steps):
    every, foldstate.EVERY = foldstate.EVERY, 7  # checkpoints every 7 posts
    try:
        _check(first, steps)
    finally:
        foldstate.EVERY = every


def _check(first: int, steps: list[tuple[str, int, int]]) -> None:
    store = Store(":memory:")
    store.save_batch("t", Batch(tuple(POSTS[:first])))
    stored = first
    fingerprint = fold_fingerprint(GAME)
    assert _counts(store, foldstate.Checkpoints(store.conn, fingerprint)) == _full(store)
    for what, i, k in steps:
        i = i % stored
        post = store.post("t", POSTS[i].post_id) or POSTS[i]
        if what == "append" and stored < len(POSTS):
            store.save_batch("t", Batch(tuple(POSTS[stored : stored + k])))
            stored = min(len(POSTS), stored + k)
        elif what == "edit":
            changed = replace(post, html=post.html + "<p><b>unvote</b></p>")
            store.save_batch("t", Batch((changed,)))
        elif what == "delete":
            store.save_batch("t", Batch((replace(post, deleted=True),)))
        elif what == "gone":
            store.save_batch("t", Batch((), gone=(post.post_id,)))
        elif what == "fill":
            filled = replace(post, post_id=f"{post.post_id}-f{k}", html="<p><b>vote: alice</b></p>")
            store.save_batch("t", Batch((filled,)))
        elif what == "restamp":
            store.save_batch("t", Batch((replace(post, created_at=post.created_at
                                                 + timedelta(seconds=k)),)))  # fmt: skip
        checkpoints = foldstate.Checkpoints(store.conn, fingerprint)
        assert _counts(store, checkpoints) == _full(store), (what, i, k)
