"""Recount speed: a generated 20,000-post forum Mafia game stored in SQLite
(``votecount.store.Store``), counted through parser + tally.

    python benchmarks/tally.py              # 20,000 posts, 20 players
    python benchmarks/tally.py --n 5000

Reports: reading the posts back from SQLite; a cold full recount (every post parsed);
a warm full recount (parse cache filled, the whole fold replayed); an incremental count
after 50 new posts (``pipeline.Counter``: only the new posts are parsed and folded).
The last two lines are what a host waits for: ``votecount count`` reads the posts from
SQLite and keeps each post's events in votecount.db, so only the first count after a sync
parses (and only the new posts). Target: full recount <= 2 s.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount import pipeline  # noqa: E402
from votecount.cache import ParseCache, fingerprint  # noqa: E402
from votecount.game import Game, PlayerEntry  # noqa: E402
from votecount.parser.model import Post  # noqa: E402
from votecount.scraper.base import Batch  # noqa: E402
from votecount.store import Store  # noqa: E402
from votecount.tally import Engine  # noqa: E402

T0 = datetime(2026, 1, 1, tzinfo=UTC)
CHAT = [
    "I am not sure about that read at all.",
    "Going back over the last two pages before I decide anything.",
    "<blockquote><cite>someone wrote:</cite>that is exactly what scum would say</blockquote>Hm.",
    "Quiet players are worrying me more than loud ones today.",
    "Can we get a claim from the top wagon before the deadline?",
]


def make_posts(n: int, players: list[str], day_len: int, seed: int = 1) -> list[Post]:
    rng = random.Random(seed)
    posts = []
    for i in range(1, n + 1):
        if i % day_len == 1:
            author, html = "Host", f"<b>Day {i // day_len + 1}</b> begins."
        elif i % day_len == day_len - 5:
            author, html = "Host", f"<b>Night {i // day_len + 1}</b> falls."
        else:
            author = rng.choice(players)
            html = f"<p>{rng.choice(CHAT)}</p>"
            if rng.random() < 0.25:
                html += f"<p><b>vote {rng.choice(players)}</b></p>"
            elif rng.random() < 0.05:
                html += "<p><b>unvote</b></p>"
        when = T0 + timedelta(minutes=3 * i)
        posts.append(Post("bench", f"b{i}", i, author, when, html))
    return posts


def game(players: list[str]) -> Game:
    return Game(
        name="bench",
        ruleset="mafia",
        threads=("https://forum.example/t/bench",),
        hosts=("Host",),
        players=tuple(PlayerEntry(p) for p in players),
        switches={"resolution": "plurality", "tie_break": "earliest_to_reach"},
        parser={"markers": ["bold"]},
        phase_markers=True,
    )


def timed(label: str, fn):
    start = time.perf_counter()
    result = fn()
    print(f"{label:<48} {time.perf_counter() - start:7.3f} s")
    return result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20_000)
    ap.add_argument("--players", type=int, default=20)
    args = ap.parse_args()
    players = [f"player{i:02d}" for i in range(args.players)]
    g = game(players)
    all_posts = make_posts(args.n + 50, players, day_len=args.n // 10)
    base, extra = all_posts[: args.n], all_posts[args.n :]
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "votecount.db")
        for i in range(0, len(base), 1000):
            store.save_batch("bench", Batch(tuple(base[i : i + 1000])))
        posts = timed(f"read {args.n} posts from SQLite", lambda: list(store.posts("bench")))
        counter = pipeline.Counter(g)
        timed("full recount, cold (parse every post + fold)", lambda: counter.update(posts))
        ctx = counter.ctx
        events = timed(
            "events again, parse cache warm", lambda: pipeline.build_events(g, posts, ctx=ctx)
        )
        vc = timed(
            "fold only (Engine.feed) + VoteCount",
            lambda: Engine(ctx.setup, ctx.rules).feed(events).count(),
        )
        store.save_batch("bench", Batch(tuple(extra)))
        more = list(store.posts("bench"))
        applied = timed("incremental: 50 new posts (Counter.update)", lambda: counter.update(more))
        timed("  + count() after the update", counter.count)
        cache = dict(counter.ctx.mapped)  # e.g. pickled next to votecount.db between runs
        timed(
            "full recount, event cache kept between runs",
            lambda: pipeline.Counter(g, cache=cache).update(more),
        )
        print(f"events: {len(events)}, days: {len(vc.days)}, re-applied on update: {applied}")
        print(
            "the path of `votecount count` (posts read from SQLite, parse cache in votecount.db):"
        )
        fp = fingerprint(g)

        def recount(save: bool) -> None:
            cache = ParseCache(store.db, fp)
            pipeline.count(g, list(store.posts("bench")), cache=cache)
            if save:
                cache.save()

        timed("  first count after a sync (parses, fills cache)", lambda: recount(True))
        timed("  every later full recount", lambda: recount(False))


if __name__ == "__main__":
    main()
