"""Recount speed inside one process, on the path `votecount count` takes: posts read
from votecount.db, each post's events from the parse cache in votecount.db
(``votecount.count.incremental.cache.ParseCache``), then the fold (``pipeline.count``).

    python benchmarks/tally.py              # 20,000 posts
    python benchmarks/tally.py --n 5000

The posts follow the real corpus (benchmarks/synth.py: post sizes, quote and vote rates
of MafiaScum Game 1145). Reports: reading the posts back; a cold count (every post
parsed, cache saved); a warm count (nothing new: events from the cache, whole fold); the
count after 50 new posts; and the fold alone. benchmarks/count.py times the same as
whole processes, start-up included.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import synth  # noqa: E402
from votecount.count import pipeline  # noqa: E402
from votecount.count.incremental.cache import ParseCache, fingerprint  # noqa: E402
from votecount.gamefile.load import load_game  # noqa: E402
from votecount.scraper.importer import import_jsonl  # noqa: E402
from votecount.store.db import Store  # noqa: E402
from votecount.tally import Engine  # noqa: E402


def timed(label: str, fn):
    start = time.perf_counter()
    result = fn()
    print(f"{label:<52} {time.perf_counter() - start:7.3f} s")
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=20_000)
    args = ap.parse_args()
    profile = synth.corpus_profile()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        game = load_game(synth.write_game(folder))
        synth.write_jsonl(folder / "base.jsonl", synth.thread(args.n, profile=profile))
        synth.write_jsonl(folder / "new.jsonl", synth.thread(50, start=args.n + 1, profile=profile))
        store = Store(folder / "votecount.db")
        for batch in import_jsonl(folder / "base.jsonl", thread=synth.KEY):
            store.save_batch(synth.KEY, batch)
        fp = fingerprint(game)

        def count(save: bool):
            cache = ParseCache(store.conn, fp)
            vc = pipeline.count(game, list(store.posts(synth.KEY)), cache=cache)
            if save:
                cache.save()
            return vc

        posts = timed(f"read {args.n:,} posts from votecount.db", lambda: list(store.posts()))
        print(f"  mean post size {sum(len(p.html) for p in posts) / len(posts):,.0f} B")
        timed("count, cold (parse every post, save the cache)", lambda: count(True))
        timed("count, warm (events from the cache, whole fold)", lambda: count(False))
        for batch in import_jsonl(folder / "new.jsonl", thread=synth.KEY):
            store.save_batch(synth.KEY, batch)
        timed("count after 50 new posts (parse 50, whole fold)", lambda: count(True))
        ctx = pipeline.context(game)
        ctx.mapped = ParseCache(store.conn, fp)
        events = timed(
            "events only (cache hits)",
            lambda: pipeline.build_events(game, list(store.posts()), ctx=ctx),
        )
        timed(
            f"fold only ({len(events):,} events) + VoteCount",
            lambda: Engine(ctx.setup, ctx.rules).feed(events).count(),
        )


if __name__ == "__main__":
    main()
