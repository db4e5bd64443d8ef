"""Benchmark a Discourse sync against the local test server (127.0.0.1 only).

    python benchmarks/sync.py [--posts 12000] [--new 30] [--pacing-posts 6000]

Prints, each beside its goal:

* a full sync of a mega topic: posts per request (goal >= 150), wall time, peak Python
  memory (tracemalloc, client and in-process server together, separate run);
* an incremental sync after ``--new`` posts with the CLI's default ``--recheck 200``:
  requests (goal <= 3), and the edits it caught (one planted among the last 200 posts);
* host posts read: a long invented game whose host posts state deadlines, synced twice
  with a host named: the host posts the second sync parses for the deadlines they state
  (goal 0: each is kept by post and content, ``host_said``; it parsed them all before);
* pacing: the most requests in any 60 s, read from the server's request log, for a sync
  of more than 200 requests (``--pacing-posts`` posts in batches of 20, so that it needs
  that many) made with the default ``Http()`` pacing on a virtual clock: ``sleep`` advances
  the clock instead of waiting, so the figure is the pacer's, not this machine's
  (goal <= 200, Discourse's limit per IP).

The first two use no pacing (``min_interval=0``): against a real forum, pacing dominates.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.servers.discourse import Topic, serve_topic  # noqa: E402
from tests.servers.discourse_model import PLAYERS  # noqa: E402
from votecount.scraper.discourse import DiscourseAdapter  # noqa: E402
from votecount.scraper.http import Http  # noqa: E402
from votecount.store.db import Store  # noqa: E402
from votecount.sync.fetch import sync  # noqa: E402
from votecount.sync.jobs import HostWords  # noqa: E402

CLI_RECHECK = 200  # `votecount sync`'s default --recheck


class VirtualClock:
    """A clock that only moves when someone sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += max(seconds, 0.0)


def most_in_a_minute(times: list[float]) -> int:
    """The largest number of requests inside any 60-second window."""
    best, start = 0, 0
    for end, t in enumerate(times):
        while t - times[start] >= 60.0:
            start += 1
        best = max(best, end - start + 1)
    return best


def main(argv: list[str] | None = None) -> None:
    args = _args(argv)
    topic = Topic.generate(args.posts)
    with serve_topic(topic) as server, tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "votecount.db")
        adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())

        began = time.perf_counter()
        full = sync(store, adapter, progress=False)
        wall = time.perf_counter() - began

        topic.add_posts(args.new)
        topic.edit(args.posts - 50, "an edit among the newest posts: /vote someone else")
        server.reset_counts()
        incremental = sync(store, adapter, progress=False, recheck_last=CLI_RECHECK)
        counts = dict(server.counts)
        unchanged = sync(store, adapter, progress=False, recheck_last=CLI_RECHECK)

        tracemalloc.start()
        sync(Store(Path(tmp) / "traced.db"), adapter, progress=False)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()

    per_request = full.new / max(full.requests, 1)
    print(f"full sync:        {full.new} posts in {full.requests} requests")
    print(f"  posts/request:  {per_request:.1f}   goal >= 150")
    print(f"  wall time:      {wall:.2f} s ({full.new / wall:.0f} posts/s, no pacing)")
    print(f"  peak memory:    {peak / 1e6:.1f} MB (tracemalloc, separate run)")
    print(
        f"incremental sync: {incremental.new} new, {incremental.edited} edited in "
        f"{incremental.requests} requests {counts}   goal <= 3 (and the edit caught)"
    )
    print(f"no-change sync:   {unchanged.requests} requests")
    print("  (a mega topic, >= 10,000 posts, has no stream: one request more for its id list)")
    normal(args.normal_posts, args.new)
    host_posts(args.normal_posts)
    pacing(args.pacing_posts)


def normal(posts: int, new: int) -> None:
    """The incremental sync of a topic with a stream (under 10,000 posts)."""
    topic = Topic.generate(posts)
    with serve_topic(topic) as server:
        store = Store(":memory:")
        adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
        sync(store, adapter, progress=False)
        topic.add_posts(new)
        topic.edit(posts - 50, "an edit among the newest posts: /vote someone else")
        server.reset_counts()
        report = sync(store, adapter, progress=False, recheck_last=CLI_RECHECK)
        counts = dict(server.counts)
    print(
        f"incremental sync, {posts:,}-post topic: {report.new} new, {report.edited} edited in "
        f"{report.requests} requests {counts}   goal <= 3"
    )


def host_posts(posts: int) -> None:
    """Two syncs of a long game, one player in eight its host (``HostWords``: the
    deadline each host post states, as ``votecount sync`` reads it with phase_markers)."""
    topic = Topic.generate(posts)
    host = PLAYERS[0]
    with serve_topic(topic) as server:
        store = Store(":memory:")
        adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
        said = HostWords("UTC")
        first = sync(store, adapter, progress=False, hosts=[host], said=said)
        topic.add_post("Day 2 ends on June 3rd at 12:00 UTC.", username=host)
        began = time.perf_counter()
        second = sync(store, adapter, progress=False, hosts=[host], said=said)
        wall = time.perf_counter() - began
    hosted = sum(p.username == host for p in topic.posts)
    print(
        f"host posts read:  {first.host_posts_read} on the first sync, "
        f"{second.host_posts_read} on the second ({hosted:,} host posts, one new; "
        f"{wall:.2f} s)   goal: the new one only"
    )


def pacing(posts: int) -> None:
    clock = VirtualClock()
    with serve_topic(Topic.generate(posts)) as server, tempfile.TemporaryDirectory() as tmp:
        server.clock = clock
        http = Http(sleep=clock.sleep, clock=clock)  # the default pacing
        adapter = DiscourseAdapter(http, server.thread_url(), batch_size=20)
        report = sync(Store(Path(tmp) / "votecount.db"), adapter, progress=False)
        times = list(server.times)
    print(
        f"pacing:           {report.requests} requests over {clock.now:.0f} s (virtual); "
        f"most in any 60 s: {most_in_a_minute(times)}   goal <= 200"
    )


def _args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=12_000, help="posts in the topic")
    parser.add_argument("--new", type=int, default=30, help="posts added before the re-sync")
    parser.add_argument(
        "--normal-posts", type=int, default=3_000, help="posts of the topic with a stream"
    )
    parser.add_argument(
        "--pacing-posts", type=int, default=6_000, help="posts of the pacing run (20 a request)"
    )
    return parser.parse_args(argv)


if __name__ == "__main__":
    main()
