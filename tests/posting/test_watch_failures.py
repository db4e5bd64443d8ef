"""Issue 10, "watch exits on the first failed sync": a failed cycle is reported on
stderr and retried with a backoff (injected sleep); the watcher stops after
``max_failures`` failed cycles in a row; nothing is posted from a failed sync. Against
the local Discourse server."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from click.testing import CliRunner

from tests.posting.forums import FakeClock, game_folder, http_for, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.cli import main
from votecount.posting import watch
from votecount.posting.discourse import DiscourseForum
from votecount.posting.post import Login, Secret
from votecount.scraper.discourse import DiscourseAdapter
from votecount.sync import fetch as syncing


class Down:
    """A watcher whose sync goes through an Http with the fake clock, so the forum's
    5xx answers are retried without real sleeping."""

    def __init__(self, server, tmp_path, config):
        self.server = server
        self.clock = FakeClock()
        self.ws = game_folder(tmp_path, server.thread_url())
        self.out: list[str] = []
        self.err: list[str] = []
        self.waits: list[float] = []
        api = Login("api_key", "host", Secret("test-api-key"))
        forum = DiscourseForum(http_for(self.clock), server.thread_url(), api)
        self.watcher = watch.Watcher(
            self.ws,
            config,
            forum=forum,
            sync=self.sync,
            echo=self.out.append,
            sleep=self.sleep,
            now=lambda: datetime.fromtimestamp(self.clock.now, UTC),
            warn=self.err.append,
        )

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.clock.sleep(seconds)

    def sync(self) -> str:
        adapter = DiscourseAdapter(http_for(self.clock), self.server.thread_url())
        return str(syncing.sync(self.ws.store(), adapter, progress=False))

    def ours(self):
        return [p for p in self.server.topic.posts if p.username == "host"]


def test_forum_down_for_a_while_then_back(tmp_path):
    config = watch.Config(max_cycles=4, post=True, poll=5)
    with serve_writable(quiet_topic()) as server:
        h = Down(server, tmp_path, config)
        server.fail(500, times=5 * 2)  # every attempt of two cycles (5 attempts each)
        assert h.watcher.run() == 4
        assert len(h.err) == 2
        assert "cycle failed (1 of 10 in a row)" in h.err[0]
        assert "nothing posted, trying again in 30 s" in h.err[0]
        assert "cycle failed (2 of 10 in a row)" in h.err[1] and "in 60 s" in h.err[1]
        assert "posted the count" in h.out[0]  # the third cycle: the forum is back
        assert len(h.ours()) == 1
        assert [w for w in h.waits if w in (30, 60, 300)] == [30, 60, 300]


def test_stops_after_n_failures_in_a_row_without_posting(tmp_path):
    config = watch.Config(post=True, max_failures=3)
    with serve_writable(quiet_topic()) as server:
        h = Down(server, tmp_path, config)
        server.fail(500, times=1000)
        with pytest.raises(watch.WatchFailed, match="3 failed cycles in a row"):
            h.watcher.run()
        assert len(h.err) == 2 and h.out == []  # the third is the error itself
        assert h.ours() == []


def test_backoff_doubles_up_to_the_poll_interval():
    assert [watch.backoff(n, 5) for n in range(1, 6)] == [30, 60, 120, 240, 300]
    assert watch.backoff(3, 0.1) == 30  # polling faster than the first retry


def test_game_end_still_stops(tmp_path):
    with serve_writable(quiet_topic()) as server:
        h = Down(server, tmp_path, watch.Config(post=False))
        text = h.ws.game_path.read_text()
        h.ws.game_path.write_text(text + '\n[[events]]\nkind = "game_end"\nat = 3\n')
        assert h.watcher.run() == 1


def test_cli_once_reports_the_failure_on_stderr(tmp_path):
    with serve_writable(quiet_topic()) as server:
        ws = game_folder(tmp_path, server.thread_url())
        server.fail(404, times=10)  # not retried by Http: the cycle fails at once
        result = CliRunner().invoke(main, ["--game", str(ws.game_path), "watch", "--once"])
        assert result.exit_code == 1
        assert "cycle failed" in result.stderr
        assert "watch stopped: the cycle failed" in result.stderr
        assert result.stdout == ""
