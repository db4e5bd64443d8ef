"""When a game's first day began, guessed from the host's posts when no host post says so
(pure: post numbers and HTML in, a post number out).

On MafiaScum the opening post usually starts Day 1 without saying "Day 1 has begun": the
first sign is the host's first vote count. ``day_one_start`` takes the host's first post
after the opening post as the start, or the post right after the opening post when that
first host post is already a vote count (the day was running before it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from votecount.parser.walk import plain_lines

_COUNT = re.compile(
    r"vote\s*count|vote\s*tally|not\s+voting|\bit\s+takes\s+\d+|\bto\s+(?:lynch|eliminate)\b",
    re.I,
)


def looks_like_count(html: str) -> bool:
    """The post speaks as a vote count does ("Vote count", "Not voting", "it takes 7")."""
    return any(_COUNT.search(line) for line in plain_lines(html))


def day_one_start(opening: int, host_posts: Sequence[tuple[int, str]]) -> tuple[int, str] | None:
    """(the post that starts Day 1, why) from the host's posts (number, HTML) in thread
    order; None when the host has posted nothing after the opening post."""
    after = [(n, html) for n, html in host_posts if n > opening]
    if not after:
        return None
    number, html = after[0]
    if looks_like_count(html):
        return opening + 1, f"the host's first vote count (post {number}) finds Day 1 running"
    return number, f"the host's first post after the opening post (post {number})"
