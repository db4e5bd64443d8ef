"""``votecount.sync.fetch``: the report, the progress bar rule, and resumability — a sync killed
after any batch (or inside one) and run again leaves exactly the database an
uninterrupted sync leaves."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.servers.discourse import DiscourseServer, serve_topic
from votecount.scraper.base import Batch, Known, ThreadInfo
from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.errors import FetchError
from votecount.scraper.http import Http
from votecount.store.db import Store
from votecount.sync.fetch import SyncReport, sync

pytest_plugins = ["tests.servers.discourse"]  # the discourse_server fixture

SEEN_COLUMNS = {
    "first_seen",
    "last_seen",
    "seen_at",
    "first_synced",
    "last_synced",
    "posted_at",
    "content_seen",
}


def adapter_for(server: DiscourseServer, batch_size: int = 20) -> DiscourseAdapter:
    return DiscourseAdapter(
        Http(min_interval=0, sleep=lambda s: None), server.thread_url(), batch_size=batch_size
    )


def dump(store: Store) -> dict[str, list[tuple]]:
    """Every table's rows, sorted, without the columns that hold wall-clock times."""
    out = {}
    for name in store.db.table_names():
        if name == "source_generation":  # how many writes, not what they wrote
            continue
        table = store.db[name]
        cols = [c.name for c in table.columns if c.name not in SEEN_COLUMNS]
        rows = store.db.execute(f"select {', '.join(cols)} from [{name}]").fetchall()
        out[name] = sorted(rows, key=repr)
    return out


class Killed(KeyboardInterrupt):
    pass


class DiesAfter:
    """Wraps an adapter and raises KeyboardInterrupt once ``batches`` batches were yielded."""

    def __init__(self, inner: DiscourseAdapter, batches: int) -> None:
        self.inner, self.batches = inner, batches
        self.engine, self.http = inner.engine, inner.http

    def thread_info(self) -> ThreadInfo:
        return self.inner.thread_info()

    def fetch(self, known: Known) -> Iterator[Batch]:
        for count, batch in enumerate(self.inner.fetch(known)):
            if count == self.batches:
                raise Killed()
            yield batch


def test_report_counts_new_edited_gone_and_requests(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server, batch_size=50)
    first = sync(store, adapter, progress=False)
    assert isinstance(first, SyncReport)
    assert (first.new, first.edited, first.gone, first.requests, first.batches) == (45, 0, 0, 2, 2)
    discourse_server.topic.add_posts(3)
    discourse_server.topic.edit(45, "Edited: **vote carol**")
    discourse_server.topic.delete(2)
    second = sync(store, adapter, progress=False)
    assert (second.new, second.edited, second.gone) == (3, 1, 1)
    assert "3 new, 1 edited, 1 gone" in str(second)
    assert store.threads()[0].last_synced is not None


def test_progress_bar_only_when_asked_or_on_a_terminal(discourse_server, capsys):
    sync(Store(":memory:"), adapter_for(discourse_server), progress=None)
    assert capsys.readouterr().err == ""  # captured stderr is not a TTY
    sync(Store(":memory:"), adapter_for(discourse_server), progress=False)
    assert capsys.readouterr().err == ""
    sync(Store(":memory:"), adapter_for(discourse_server), progress=True)
    assert "post" in capsys.readouterr().err


@pytest.fixture(scope="module")
def big_topic() -> Iterator[DiscourseServer]:
    with serve_topic(posts=145) as server:  # topic view + 7 batches of 20
        yield server


@pytest.fixture(scope="module")
def reference(big_topic) -> dict[str, list[tuple]]:
    store = Store(":memory:")
    sync(store, adapter_for(big_topic), progress=False)
    return dump(store)


@pytest.mark.parametrize("killed_after", range(0, 8))
def test_killed_sync_resumes_to_the_same_database(big_topic, reference, killed_after, tmp_path):
    store = Store(tmp_path / "votecount.db")
    with pytest.raises(Killed):
        sync(store, DiesAfter(adapter_for(big_topic), killed_after), progress=False)
    assert store.count_posts(adapter_for(big_topic).thread) == min(20 * killed_after, 145)
    store.close()
    store = Store(tmp_path / "votecount.db")  # a new process opens the same file
    report = sync(store, adapter_for(big_topic), progress=False)
    assert report.new == 145 - min(20 * killed_after, 145)
    assert dump(store) == reference


def test_kill_inside_a_batch_rolls_the_batch_back(big_topic, reference, monkeypatch):
    store = Store(":memory:")
    real = store._save_post
    calls = {"n": 0}

    def dies_on_the_50th(post, *args):
        calls["n"] += 1
        if calls["n"] == 50:
            raise Killed()
        return real(post, *args)

    monkeypatch.setattr(store, "_save_post", dies_on_the_50th)
    with pytest.raises(Killed):
        sync(store, adapter_for(big_topic), progress=False)
    assert store.count_posts(adapter_for(big_topic).thread) == 40  # two whole batches
    monkeypatch.undo()
    sync(store, adapter_for(big_topic), progress=False)
    assert dump(store) == reference


def test_server_failure_midway_then_rerun_gives_the_same_database(big_topic, reference):
    store = Store(":memory:")
    adapter = adapter_for(big_topic)
    big_topic.fail(503, times=99, endpoint="posts")
    try:
        with pytest.raises(FetchError, match="503"):
            sync(store, adapter, progress=False)
    finally:
        big_topic.faults.clear()
    assert store.count_posts(adapter.thread) == 20
    sync(store, adapter, progress=False)
    assert dump(store) == reference


def test_incremental_sync_with_the_cli_default_is_three_requests_and_sees_recent_edits():
    """Three requests for the posts, and one for each post edited since (live23: its
    revision names who made the edit, a moderator's is a ruling)."""
    from tests.servers.discourse import Topic, serve_topic

    topic = Topic.generate(1_000)
    with serve_topic(topic) as server:
        store = Store(":memory:")
        adapter = adapter_for(server, batch_size=200)
        sync(store, adapter, progress=False, recheck_last=200)
        topic.add_posts(150)
        topic.edit(950, "edited: /vote somebody else entirely")  # among the last 200 stored
        topic.edit(100, "edited long ago: /vote nobody at all now")  # older: not rechecked
        server.reset_counts()
        report = sync(store, adapter, progress=False, recheck_last=200)
        assert (report.new, report.edited, report.requests) == (150, 1, 4)
        assert server.counts == {"topic": 1, "posts": 2, "revision": 1}
        # the option that trades requests for coverage: recheck everything stored
        wide = sync(store, adapter, progress=False, recheck_last=1_150)
        assert (wide.edited, wide.requests) == (1, 8)
