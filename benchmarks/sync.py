"""Benchmark a Discourse sync against the local test server.

    python benchmarks/sync.py [--posts 12000] [--new 30]

Prints, for a full sync of a mega topic: posts per request, wall time and peak Python
memory (tracemalloc, client and in-process server together); then the requests an
incremental sync needs after ``--new`` posts. Pacing is off (``min_interval=0``); against
a real forum the default 0.25 s interval dominates: about requests x 0.25 s.
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
from votecount.scraper.discourse import DiscourseAdapter  # noqa: E402
from votecount.scraper.http import Http  # noqa: E402
from votecount.store import Store  # noqa: E402
from votecount.sync import sync  # noqa: E402


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
        server.reset_counts()
        incremental = sync(store, adapter, progress=False)
        counts = dict(server.counts)
        unchanged = sync(store, adapter, progress=False)

        # a second full sync into a fresh store, traced (tracemalloc slows it down)
        tracemalloc.start()
        sync(Store(Path(tmp) / "traced.db"), adapter, progress=False)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()

    print(
        f"full sync:        {full.new} posts in {full.requests} requests "
        f"= {full.new / max(full.requests, 1):.1f} posts/request"
    )
    print(f"  wall time:      {wall:.2f} s ({full.new / wall:.0f} posts/s)")
    print(f"  peak memory:    {peak / 1e6:.1f} MB (tracemalloc, separate run)")
    print(
        f"incremental sync: {incremental.new} new posts in {incremental.requests} requests "
        f"({counts})"
    )
    print(f"no-change sync:   {unchanged.requests} requests")


def _args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=12_000, help="posts in the topic")
    parser.add_argument("--new", type=int, default=30, help="posts added before the re-sync")
    return parser.parse_args(argv)


if __name__ == "__main__":
    main()
