"""Never the same count twice: the count's identity is what players see (not its "As of"
stamp), votecount's own posts never advance the count, two ``post --yes`` at once post
once, and a database locked when the post lands never hides it."""

from __future__ import annotations

import sqlite3
import threading

import pytest
from click.testing import CliRunner

from tests.posting.forums import API, FakeClock, game_folder, http_for, plan_for, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.cli import main
from votecount.posting import post
from votecount.posting.discourse import DiscourseForum
from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.http import Http
from votecount.store import lock
from votecount.store.db import Store
from votecount.sync import fetch as syncing

ENV = {"VOTECOUNT_API_KEY": "test-api-key", "VOTECOUNT_API_USERNAME": "host"}


def ours(server, user="host"):
    return [p for p in server.topic.posts if p.username == user]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    def make(server):
        ws = game_folder(tmp_path, server.thread_url())
        clock = FakeClock()
        monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=clock.sleep))
        return str(ws.game_path)

    return make


def cli(game: str, *args: str) -> str:
    result = CliRunner().invoke(main, ["--game", game, *args], env=ENV)
    assert result.exit_code == 0, result.output
    return result.output


def sync(game: str, server) -> None:
    from votecount.workspace import Workspace

    adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
    syncing.sync(Workspace(game).store(), adapter, progress=False)


def test_sync_post_twice_with_no_new_post_posts_once(folder):
    with serve_writable(quiet_topic()) as server:
        game = folder(server)
        sync(game, server)
        assert "posted the count" in cli(game, "post", "--yes")
        sync(game, server)  # our own count is now the thread's last post
        again = cli(game, "post", "--yes")
        assert "already posted" in again, again
        assert len(ours(server)) == 1


def test_a_chat_post_that_changes_nothing_players_see_is_not_a_new_count(folder):
    with serve_writable(quiet_topic()) as server:
        game = folder(server)
        sync(game, server)
        cli(game, "post", "--yes")
        server.topic.add_post("Just chatting, no votes here.", username="carol")
        sync(game, server)
        assert "already posted" in cli(game, "post", "--yes")
        server.topic.add_post("**vote erin**", username="carol")
        sync(game, server)
        assert "posted the count" in cli(game, "post", "--yes")
        assert len(ours(server)) == 2


def test_our_own_count_never_moves_the_as_of_stamp(folder):
    with serve_writable(quiet_topic()) as server:
        game = folder(server)
        sync(game, server)
        before = cli(game, "count", "--format", "text")
        cli(game, "post", "--yes")
        sync(game, server)
        assert cli(game, "count", "--format", "text") == before


def test_two_posts_at_once_post_once(tmp_path):
    with serve_writable(memo=False) as server:
        path = tmp_path / "votecount.db"
        plan = plan_for(server.thread_url())
        results: list[object] = []
        gate = threading.Barrier(2)

        def one() -> None:
            clock = FakeClock()
            forum = DiscourseForum(http_for(clock), server.thread_url(), API)
            gate.wait()
            try:
                results.append(post.publish(forum, Store(path), plan, sleep=clock.sleep).action)
            except Exception as exc:  # pragma: no cover - shown in the assertion below
                results.append(f"{type(exc).__name__}: {exc}")

        threads = [threading.Thread(target=one) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == ["already_recorded", "posted"]
        assert server.counts["create_post"] == 1 and len(ours(server)) == 1


def test_a_second_post_gives_up_with_a_clear_message(tmp_path):
    path = str(tmp_path / "votecount.db")
    busy = pytest.raises(lock.Busy, match=r"another votecount is posting to this game folder")
    with lock.job_lock(path, "post"), busy, lock.job_lock(path, "post", wait=0.0):
        pass  # pragma: no cover
    with lock.job_lock(path, "post", wait=0.0):  # released with its holder
        pass


class LockingForum(DiscourseForum):
    """Another process takes the database's write lock while our post is landing."""

    def __init__(self, *args, db: str, **kw) -> None:
        super().__init__(*args, **kw)
        self.other = sqlite3.connect(db, isolation_level=None)

    def create(self, body: str):
        remote = super().create(body)
        self.other.execute("begin immediate")
        return remote


def test_a_post_that_lands_while_the_database_is_locked_is_never_hidden(tmp_path):
    path = str(tmp_path / "votecount.db")
    with serve_writable(memo=False) as server:
        store = Store(path)
        store.db.conn.execute("pragma busy_timeout = 20")
        plan = plan_for(server.thread_url())
        clock = FakeClock()
        forum = LockingForum(http_for(clock), server.thread_url(), API, db=path)
        with pytest.raises(post.PostRecordFailed, match=r"IS in the thread as post \d+"):
            post.publish(forum, store, plan, sleep=clock.sleep)
        assert store.posting_started(plan.thread, plan.count_hash) is not None
        forum.other.execute("rollback")
        rerun = post.publish(
            DiscourseForum(http_for(clock), server.thread_url(), API), store, plan,
            sleep=clock.sleep,
        )  # fmt: skip
        assert rerun.action == "found_in_thread"
        assert server.counts["create_post"] == 1 and len(ours(server)) == 1
        assert store.was_posted(plan.thread, plan.count_hash) == rerun.post_id
