"""Sync against a forum that misbehaves: seeded faults (truncated bodies, resets, slow
drip, 502/503, 429 with Retry-After in both forms) lose no post and store none twice;
the API key never reaches another host, even through a redirect."""

from __future__ import annotations

import contextlib
import sqlite3
import time

from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.errors import FetchError
from votecount.scraper.http import Http
from votecount.store.db import Store
from votecount.sync import fetch as syncing

from ..servers.base import serve
from .faulty import (
    ENV_KEY,
    FAULTS,
    Recorder,
    assert_drip_given_up,
    game_folder,
    serve_faulty,
    voting_topic,
)

POSTS = 300


def fast_http(slept: list[float], attempts: int = 6) -> Http:
    """Real clock (the drip deadline is real), fake sleep (waits are recorded)."""
    return Http(min_interval=0, sleep=slept.append, timeout=2, deadline=0.4, attempts=attempts)


def stored(path) -> list[tuple[str, int]]:
    with sqlite3.connect(path) as db:
        return db.execute("select post_id, number from posts order by number").fetchall()


def assert_complete(path, server) -> None:
    rows = stored(path)
    ids = [str(p.id) for p in server.topic.posts]
    assert len(rows) == len(ids) == POSTS, "posts lost"
    assert len({r[0] for r in rows}) == len(rows), "a post stored twice"
    assert [r[1] for r in rows] == list(range(1, POSTS + 1)), "a gap in the numbers"
    with sqlite3.connect(path) as db:
        assert db.execute("pragma integrity_check").fetchone()[0] == "ok"


def test_a_live_game_synced_under_twenty_percent_seeded_faults_loses_nothing(tmp_path):
    """Twelve syncs as the day goes on, each after 25 new posts; a run that uses up its
    retries is run again (it resumes from what is stored)."""
    with serve_faulty(voting_topic(0), rate=0.2, seed=12, chunk_size=20) as server:
        store = Store(tmp_path / "votecount.db")
        slept: list[float] = []
        reruns = 0
        for _ in range(POSTS // 25):
            for i in range(25):
                server.topic.add_post(f"More talk {i}, still thinking.\n\n**vote alice**")
            while True:
                try:
                    adapter = DiscourseAdapter(fast_http(slept), server.thread_url())
                    syncing.sync(store, adapter, recheck_last=20)
                    break
                except FetchError:
                    reruns += 1
                    assert reruns < 10, "sync never finished"
        assert len(set(server.injected)) >= 2, server.injected  # the faults did happen
        assert_complete(store.path, server)


def test_every_kind_of_fault_is_survived(tmp_path):
    with serve_faulty(voting_topic(POSTS), chunk_size=50) as server:
        server.queue(*FAULTS)  # all on the first request, one after the other
        slept: list[float] = []
        store = Store(tmp_path / "votecount.db")
        http = fast_http(slept, attempts=len(FAULTS) + 1)
        syncing.sync(store, DiscourseAdapter(http, server.thread_url()))
        assert server.injected == list(FAULTS)
        assert_complete(store.path, server)
        assert 2.0 in slept  # Retry-After: 2 (the 503 and the 429)
        assert any(1.0 <= s <= 3.5 for s in slept if s != 2.0)  # the HTTP-date form


def test_a_slow_drip_is_given_up_at_the_deadline_not_read_for_a_minute(tmp_path):
    with serve_faulty(voting_topic(20), drip_delay=0.05) as server:
        server.queue(*["drip"] * 3)
        http = Http(min_interval=0, sleep=lambda s: None, timeout=5, deadline=0.3, attempts=3)
        began = time.monotonic()
        assert_drip_given_up(http, server)
        assert time.monotonic() - began < 20  # 3 attempts of 0.3 s, not 3 x 100 s


def test_the_api_key_never_follows_a_redirect_to_another_host(tmp_path, monkeypatch):
    from votecount.workspace import Workspace

    with serve(Recorder()) as other, serve_faulty(voting_topic(20)) as server:
        server.redirect_to = other.url.replace("127.0.0.1", "localhost")  # another host name
        for name, value in ENV_KEY.items():
            monkeypatch.setenv(name, value)
        monkeypatch.setenv("VOTECOUNT_REQUESTS_PER_MINUTE", "6000")
        ws = Workspace(game_folder(tmp_path, server.thread_url()))
        # the other host has no topic: the run may stop there; the key must not go along
        with contextlib.suppress(ValueError, FetchError):
            ws.sync(recheck=0, progress=False)
        assert other.headers_seen, "the redirect was not followed"
        assert all("Api-Key" not in h and "Api-Username" not in h for h in other.headers_seen)
        assert any(h.get("Api-Key") == "test-api-key" for h in server.headers_seen)
