"""``watch``'s "N new posts" after a phpBB renumbering (issue 25, live22): the cut-off
of our last count (the last post it counted) is kept with the post's id, and read back
as the number that post has now. phpBB numbers every later post one lower after a
deletion: failed before, the kept number stayed and one new post was missed. On the
local phpBB (MafiaScum) server; the thread is ``test_renumbered``'s invented one."""

from __future__ import annotations

from datetime import UTC

from tests.count.live_forums import cli
from tests.servers.phpbb import serve_phpbb
from tests.sync.test_renumbered import folder, topic
from votecount.posting.plan import cut_off, remember_cut_off
from votecount.posting.watch import Config, Snapshot, due
from votecount.scraper.keys import thread_key
from votecount.store.db import Store


def _cut_off(game, url: str) -> int | None:
    store = Store(game.parent / "votecount.db")
    try:
        return cut_off(store, thread_key(url, "phpbb"), "ours")
    finally:
        store.close()


def _new_posts(counted_to: int, highest: int) -> list[str]:
    snap = Snapshot(
        now=topic(0).posts[0].created,
        highest=highest,
        last_count=highest,
        last_count_time=None,
        phase_end=None,
        counted_to=counted_to,
    )
    return due(snap, Config(after_posts=1, phase_end=False))


def test_the_cut_off_follows_its_post_across_a_renumbering(tmp_path):
    with serve_phpbb(topic(30), per_page=25, zone=UTC, mafiascum=True) as server:
        game = folder(tmp_path / "live", server.thread_url)
        cli(game, "--now", "2026-07-02T11:00", "sync")
        key = thread_key(server.thread_url, "phpbb")
        store = Store(game.parent / "votecount.db")
        counted = store.post(key, 20)
        assert counted is not None
        remember_cut_off(store, key, "ours", 20, counted.post_id)
        store.close()
        server.topic.delete(4)  # an early post: #5 .. #30 become #4 .. #29
        cli(game, "--now", "2026-07-02T12:00", "sync", "--recheck", "30")
        assert _cut_off(game, server.thread_url) == 19
        # the thread's last post is #29 now: 10 posts after the counted one (was 9)
        assert _new_posts(19, 29) == ["10 new posts"]
        server.topic.delete(19)  # the counted post itself (#19 now): #18 is the last counted
        cli(game, "--now", "2026-07-02T13:00", "sync", "--recheck", "30")
        assert _cut_off(game, server.thread_url) == 18


def test_a_cut_off_kept_without_its_id_reads_as_its_number(tmp_path):
    with serve_phpbb(topic(5), per_page=25, zone=UTC, mafiascum=True) as server:
        game = folder(tmp_path / "live", server.thread_url)
        cli(game, "--now", "2026-07-02T11:00", "sync")
        store = Store(game.parent / "votecount.db")
        remember_cut_off(store, thread_key(server.thread_url, "phpbb"), "ours", 3)
        store.close()
        assert _cut_off(game, server.thread_url) == 3
