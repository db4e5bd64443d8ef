"""``votecount watch``: the schedule (pure), and whole cycles against the local Discourse
server with a fake clock: first count, nothing due, after N posts, the day's end, and the
"max consecutive replies" limit (edit instead, or wait)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.posting.forums import FakeClock, discourse, game_folder, quiet_topic
from tests.servers.discourse import PLAYERS
from tests.servers.discourse_write import serve_writable
from votecount.posting import watch
from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.http import Http
from votecount.sync import fetch as syncing

T0 = datetime(2024, 3, 1, 18, 0, tzinfo=UTC)


# -- the schedule -----------------------------------------------------------------------------
def snap(highest=20, last=10, minutes=30, end=None):
    return watch.Snapshot(T0 + timedelta(minutes=minutes), highest, last, T0, end)


@pytest.mark.parametrize(
    ("snapshot", "config", "expected"),
    [
        (snap(last=None), watch.Config(), ["no vote count posted yet"]),
        (snap(highest=10), watch.Config(every=1, after_posts=1), []),  # nothing new
        (snap(), watch.Config(), []),
        (snap(), watch.Config(after_posts=10), ["10 new posts"]),
        (snap(), watch.Config(after_posts=11), []),
        (snap(), watch.Config(every=30), ["30 minutes since the last count"]),
        (snap(), watch.Config(every=31), []),
        (snap(end=15), watch.Config(), ["the day ended"]),
        (snap(end=9), watch.Config(), []),  # our last count came after the hammer
        (snap(end=15), watch.Config(phase_end=False), []),
    ],
)
def test_due(snapshot, config, expected):
    assert watch.due(snapshot, config) == expected


# -- whole cycles -----------------------------------------------------------------------------
class Harness:
    def __init__(self, server, tmp_path, config):
        self.server = server
        self.clock = FakeClock()
        self.ws = game_folder(tmp_path, server.thread_url())
        self.lines: list[str] = []
        self.forum = discourse(server, self.clock)
        self.watcher = watch.Watcher(
            self.ws,
            config,
            forum=self.forum,
            sync=self.sync,
            echo=self.lines.append,
            sleep=self.clock.sleep,
            now=lambda: datetime.fromtimestamp(self.clock.now, UTC),
        )

    def sync(self) -> str:
        adapter = DiscourseAdapter(Http(min_interval=0), self.server.thread_url())
        return str(syncing.sync(self.ws.store(), adapter, progress=False))

    def ours(self):
        return [p for p in self.server.topic.posts if p.username == "host"]


def test_first_count_then_nothing_then_after_n_posts(tmp_path):
    config = watch.Config(after_posts=3, max_cycles=3, post=True)
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, config)
        assert "posted the count" in h.watcher.cycle()
        assert len(h.ours()) == 1 and "votecount" in h.ours()[0].raw
        assert h.watcher.cycle().endswith("no count due")
        server.topic.add_post("Just chatting, no votes.\n\nReally.", username="carol")
        assert h.watcher.cycle().endswith("no count due")  # 1 new post, 3 needed
        for name in ("dave", "erin"):
            server.topic.add_post(f"**vote {name}** for now, sorry", username="frank")
        line = h.watcher.cycle()
        assert "3 new posts" in line and "posted the count" in line
        assert len(h.ours()) == 2


def test_day_end_posts_the_final_count(tmp_path):
    with serve_writable(quiet_topic(2)) as server:
        h = Harness(server, tmp_path, watch.Config(post=True))
        h.watcher.cycle()
        for voter in ("carol", "dave", "erin", "frank"):  # alice now has 5 of 8: hammer
            server.topic.add_post("Enough talk.\n\n**vote alice**", username=voter)
        line = h.watcher.cycle()
        assert "the day ended" in line and "posted the count" in line
        assert "alice** was hammered" in h.ours()[-1].raw.lower()


def test_three_in_a_row_edits_our_last_count(tmp_path):
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, watch.Config(after_posts=2, post=True))
        h.watcher.cycle()
        count = h.ours()[0]
        for text in ("Reminder: the deadline is Friday.", "Also: be nice to each other!"):
            server.topic.add_post(text, username="host")
        line = h.watcher.cycle()  # the host's notes change nothing players see in the count
        assert "already posted" in line and server.counts["update_post"] == 0, line
        with h.ws.game_path.open("a") as f:  # the host kills erin: now the count changes
            f.write('\n[[events]]\nkind = "modkill"\nplayer = "erin"\nat = 7\n')
        server.topic.add_post("Erin has been modkilled.", username="host")
        line = h.watcher.cycle()
        assert "edited post" in line, line
        assert len(h.ours()) == 4 and count.version == 2 and server.counts["create_post"] == 1


def test_three_in_a_row_without_a_count_waits(tmp_path):
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, watch.Config(after_posts=2, post=True))
        h.watcher.cycle()
        server.topic.add_post("A player speaks up here.", username="bob")
        for text in ("Host note one, please read.", "Host note two, please read.", "Three!!"):
            server.topic.add_post(text, username="host")
        assert "waiting for a player to post" in h.watcher.cycle()
        assert server.counts["create_post"] == 1


def test_run_stops_after_max_cycles_and_sleeps_the_poll(tmp_path):
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, watch.Config(poll=10, max_cycles=3, post=True))
        assert h.watcher.run() == 3
        assert h.clock.slept == [600.0, 600.0]
        assert len(h.lines) == 3 and len(h.ours()) == 1


def test_dry_run_only_says_what_it_would_post(tmp_path):
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, watch.Config(post=False, max_cycles=1))
        h.watcher.run()
        assert "would post (no vote count posted yet)" in h.lines[0]
        assert h.ours() == []


def test_dry_run_says_once_per_due_count(tmp_path):
    """Nothing is posted, so the count stays due: the next cycle on the same thread says
    it is still not posted, not again that it would post; a new post makes a new count."""
    with serve_writable(quiet_topic()) as server:
        h = Harness(server, tmp_path, watch.Config(post=False, max_cycles=3))
        first, again = h.watcher.cycle(), h.watcher.cycle()
        server.topic.add_post(f"**vote {PLAYERS[0]}**", username=PLAYERS[1])
        later = h.watcher.cycle()
        assert first.endswith("would post (no vote count posted yet)"), first
        assert "would post" not in again and "is not posted (dry run)" in again, again
        assert later.endswith("would post (no vote count posted yet)"), later
        assert h.ours() == []


def test_a_game_end_event_stops_the_watch_once_the_thread_reaches_it():
    from votecount.gamefile.load import parse_game
    from votecount.parser.model import Post
    from votecount.workspace import DEMO_DIR

    text = (DEMO_DIR / "game.toml").read_text() + '\n[[events]]\nkind = "game_end"\nat = 25\n'
    game = parse_game(text)
    vc = type("VC", (), {"current": None})()
    posts = [Post("t", str(n), n, "ada", datetime(2026, 3, 1, tzinfo=UTC), "") for n in (24, 25)]
    assert not watch.game_over(vc, game, posts[0])
    assert watch.game_over(vc, game, posts[1])
