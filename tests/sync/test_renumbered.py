"""phpBB numbers a topic's posts by their place: a post deleted on an early page moves
every later post one number down. A sync that rechecks only the thread's tail (``watch``
rechecks 20 posts, ``sync --recheck N``) sees stored posts under new numbers, walks back
to where the numbers agree, stores each post under its new number and flags the deleted
one gone: the store then holds what a sync from scratch holds, and the count is the
same. On the local phpBB (MafiaScum) server; the posts are invented.

``watch``'s "N new posts" after a renumbering (live22): the cut-off of our last count is kept
with the post's id and read back as the number that post has now.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.count.live_forums import cli, is_gone_notice, without_gone
from tests.game_files import write_game_text
from tests.servers.phpbb import FakePost, Topic, serve_phpbb
from votecount.posting.plan import cut_off, remember_cut_off
from votecount.posting.watch import Config, Snapshot, due
from votecount.scraper.keys import thread_key
from votecount.store.db import Store

T0 = datetime(2026, 7, 1, 12, 0, tzinfo=UTC)
NAMES = ("Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn")
BOLD = '<div style="display: inline; font-weight: bold">'
GAME = """\
[game]
name = "Shifted"
ruleset = "mafia"
threads = ["{url}"]
engine = "phpbb"
timezone = "UTC"
hosts = ["Quillmaster"]

[parser]
markers = ["bold"]

[[phases]]
kind = "day"
number = 1
start_post = 0

{players}"""


def topic(posts: int) -> Topic:
    """The host's opening (#0), then ``posts`` player posts, every third a vote."""
    out = Topic(id=919, title="Shifted")
    out.posts.append(FakePost(50000, "Quillmaster", f"{BOLD}Day 1 begins.</div>", T0))
    for i in range(1, posts + 1):
        author, target = NAMES[i % 5], NAMES[(i * 2 + 1) % 5]
        body = f"{BOLD}VOTE: {target}</div>" if i % 3 == 0 else f"Post {i}: thinking."
        out.posts.append(FakePost(50000 + 7 * i, author, body, T0 + timedelta(minutes=9 * i)))
    return out


def folder(root: Path, url: str) -> Path:
    root.mkdir()
    return write_game_text(root, GAME, players=NAMES, url=url)


def stored(game: Path) -> list[tuple[str, int]]:
    store = Store(game.parent / "votecount.db")
    try:
        return [(p.post_id, p.number) for p in store.posts() if not p.deleted]
    finally:
        store.close()


@pytest.mark.parametrize("mafiascum", [True, False], ids=["200-a-page", "25-a-page"])
@pytest.mark.parametrize("deleted", [4, 30])  # on the first page, on the second
def test_a_deletion_before_the_rechecked_tail_renumbers_the_store(tmp_path, deleted, mafiascum):
    """MafiaScum serves 200 posts a page (the whole thread here); a plain phpBB 25, so
    the sync walks back from the last page to the page of the deleted post."""
    now = ("--now", "2026-07-02T12:00")  # the syncs' clock too: the deletion is seen then
    with serve_phpbb(topic(70), per_page=25, zone=UTC, mafiascum=mafiascum) as server:
        live = folder(tmp_path / "live", server.thread_url)
        cli(live, "--now", "2026-07-02T11:00", "sync")
        server.topic.delete(deleted)
        server.topic.add_post("Ellowyn", f"{BOLD}VOTE: Dunmore</div>")
        out = cli(live, *now, "sync", "--recheck", "5")
        assert "1 new" in out and "1 gone" in out
        fresh = folder(tmp_path / "fresh", server.thread_url)
        cli(fresh, *now, "sync")
        assert stored(live) == stored(fresh)
        counted = [json.loads(cli(g, *now, "count", "--format", "json")) for g in (live, fresh)]
        assert without_gone(counted[0]) == counted[1]
        # the live store saw the deleted post: a vote there is gone, and it says so
        gone = [n["raw"] for d in counted[0]["days"] for n in d["notices"] if is_gone_notice(n)]
        vote = f"VOTE: {NAMES[(deleted * 2 + 1) % 5]}"
        assert gone == ([vote] if deleted % 3 == 0 else [])


def test_a_tail_with_its_numbers_unchanged_walks_back_no_page(tmp_path):
    with serve_phpbb(topic(70), per_page=25, zone=UTC, mafiascum=False) as server:
        live = folder(tmp_path / "live", server.thread_url)
        cli(live, "sync")
        server.topic.add_post("Ellowyn", f"{BOLD}VOTE: Dunmore</div>")
        server.reset_counts()
        cli(live, "sync", "--recheck", "5")
        assert server.counts["viewtopic"] == 2  # page 1 (the thread's facts), the last page


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
