"""kill -9 of a real ``votecount`` process at chosen moments, and two runs at once:
no post lost, none stored twice, never a double post, never a confusing message."""

from __future__ import annotations

import sqlite3

import pytest

from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.http import Http
from votecount.store.db import Store
from votecount.sync import fetch as syncing

from .faulty import ENV_KEY, Killer, finish, game_folder, serve_faulty, votecount, voting_topic

POSTS = 400
BAD = ("Traceback", "UNIQUE constraint", "already exists", "database is locked")


def rows(path) -> list[tuple[str, int]]:
    with sqlite3.connect(path) as db:
        assert db.execute("pragma integrity_check").fetchone()[0] == "ok"
        return db.execute("select post_id, number from posts order by number").fetchall()


def ours(server) -> list:
    return [p for p in server.topic.posts if p.username == "host"]


@pytest.mark.parametrize("at", [1])  # after the first batch; each case costs two process starts
def test_sync_killed_mid_way_then_run_again_loses_nothing(tmp_path, at):
    with serve_faulty(voting_topic(POSTS), chunk_size=20) as server:
        game = game_folder(tmp_path, server.thread_url())
        killer = server.after["posts"] = Killer(at)
        killer.proc = proc = votecount(game, "sync")
        code, out = finish(proc)
        assert killer.killed and code == -9, out
        code, out = finish(votecount(game, "sync"))
        assert code == 0 and not any(b in out for b in BAD), out
        got = rows(tmp_path / "votecount.db")
        assert [n for _, n in got] == list(range(1, POSTS + 1))
        assert len({p for p, _ in got}) == POSTS


def _synced(tmp_path, server):
    game = game_folder(tmp_path, server.thread_url())
    adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
    syncing.sync(Store(tmp_path / "votecount.db"), adapter, progress=False)
    return game


@pytest.mark.parametrize(
    ("when", "endpoint", "hooks"),
    [
        ("before the post is sent", "create_post", "hooks"),
        ("after the forum has it, before the answer", "create_post", "after"),
    ],
)
def test_post_killed_at_any_moment_never_posts_twice(tmp_path, when, endpoint, hooks):
    with serve_faulty(voting_topic(12)) as server:
        game = _synced(tmp_path, server)
        killer = getattr(server, hooks)[endpoint] = Killer(1, drop=hooks == "hooks")
        killer.proc = proc = votecount(game, "post", "--yes", env=ENV_KEY)
        code, out = finish(proc)
        assert killer.killed and code == -9, (when, out)
        code, out = finish(votecount(game, "post", "--yes", env=ENV_KEY))
        assert code == 0 and not any(b in out for b in BAD), (when, out)
        assert len(ours(server)) == 1, when
        landed = "after" in hooks
        assert ("already in the thread" in out) is landed and (
            "posted the count" in out
        ) is not landed, out


def test_two_posts_at_once_post_once(tmp_path):
    with serve_faulty(voting_topic(12)) as server:
        game = _synced(tmp_path, server)
        procs = [votecount(game, "post", "--yes", env=ENV_KEY) for _ in range(2)]
        results = [finish(p) for p in procs]
        assert len(ours(server)) == 1, results
        for code, out in results:
            assert not any(b in out for b in BAD), out
            assert code == 0 or "another votecount is posting" in out, out
        assert sum("posted the count" in out for _, out in results) == 1, results


def test_two_syncs_at_once_on_a_new_folder(tmp_path):
    with serve_faulty(voting_topic(POSTS), chunk_size=20) as server:
        game = game_folder(tmp_path, server.thread_url())
        results = [finish(p) for p in [votecount(game, "sync") for _ in range(2)]]
        for code, out in results:
            assert not any(b in out for b in BAD), out
            assert code == 0 or "another votecount is syncing" in out, out
        assert any(code == 0 for code, _ in results)
        got = rows(tmp_path / "votecount.db")
        assert [n for _, n in got] == list(range(1, POSTS + 1))
