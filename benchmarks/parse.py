"""Parser throughput: parse N generated posts (~1.5 KB HTML each) and compare with a bare
``lxml.html`` parse of the same strings.

    python benchmarks/parse.py            # 100,000 posts
    python benchmarks/parse.py --n 5000   # quicker
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path

import lxml.html

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parser import ParseOptions, Roster, parse_post  # noqa: E402
from parser.model import Post  # noqa: E402

NAMES = ["Ashgrove", "Birchwood", "Cinderfell", "Dunmore", "Elmsworth", "Foxhollow"]
WORDS = [
    "the",
    "town",
    "looks",
    "quiet",
    "today",
    "but",
    "I",
    "read",
    "her",
    "posts",
    "twice",
    "and",
    "something",
    "is",
    "off",
]


def _prose(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


def make_html(rng: random.Random) -> str:
    """A post of roughly 1.5 KB: prose, a quote, maybe a vote in some markup."""
    parts = [f"<p>{_prose(rng, 60)}</p>"]
    parts.append(
        f'<aside class="quote"><blockquote><p>{_prose(rng, 25)} <b>vote {rng.choice(NAMES)}</b></p></blockquote></aside>'
    )
    parts.append(f"<p>{_prose(rng, 40)}<br>{_prose(rng, 30)}</p>")
    vote = rng.choice(
        [
            f"<p><strong>Vote: {rng.choice(NAMES)}</strong></p>",
            f'<span class="bbvote">VOTE: {rng.choice(NAMES)}</span>',
            f"<p>##vote {rng.choice(NAMES)[:4]}</p>",
            "",
        ]
    )
    parts.append(vote)
    parts.append(f"<p><i>{_prose(rng, 60)}</i></p>")
    return "".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    pool = [make_html(rng) for _ in range(min(args.n, 2000))]
    htmls = [pool[i % len(pool)] for i in range(args.n)]
    when = datetime(2024, 1, 1, tzinfo=UTC)
    posts = [Post("bench", str(i), i, "Ashgrove", when, h) for i, h in enumerate(htmls)]
    roster, options = Roster(NAMES), ParseOptions()

    t0 = time.perf_counter()
    for h in htmls:
        lxml.html.fromstring(h)
    bare = time.perf_counter() - t0

    t0 = time.perf_counter()
    commands = sum(len(parse_post(p, roster, options).commands) for p in posts)
    ours = time.perf_counter() - t0

    tracemalloc.start()  # separate pass: tracing slows parsing down several times
    for p in posts[:2000]:
        parse_post(p, roster, options)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()

    size = sum(map(len, htmls)) / len(htmls)
    print(f"posts: {args.n}  mean size: {size:.0f} B  commands: {commands}")
    print(f"bare lxml.html parse: {args.n / bare:,.0f} posts/s")
    print(
        f"parse_post:           {args.n / ours:,.0f} posts/s  (peak traced memory {peak / 1024:.0f} KiB over 2,000 posts)"
    )
    print(f"ratio to bare lxml:   {bare / ours:.2f}")


if __name__ == "__main__":
    main()
