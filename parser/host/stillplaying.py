"""Is a replacement in effect yet? A host who edits his player list later ("Y (replaces
X)" in a day's opening post) or a player who comes back to his slot and posts before the
host hands it back make a replacement look earlier than it was: while the replaced player
still votes and his replacement has not posted, the slot is still his. (A goodbye post
after the host's announcement, with no vote in it, tells nothing.)"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from votecount.parser.host.replacements import Said

_VOTE = re.compile(r"\b(?:un)?vote\b", re.I)


def still_playing(
    old: str, new: str, posts: Sequence[Said], at: int,
    names: Mapping[str, Sequence[str]] | None = None,
) -> int | None:  # fmt: skip
    """The last post after post ``at`` in which ``old`` votes (or unvotes) in his own
    words (``posts``: each post's own text, quotes left out) before ``new`` posts after
    ``at``; None when there is none."""
    names = names or {}
    olds = {n.casefold() for n in (old, *names.get(old, []))}
    news = {n.casefold() for n in (new, *names.get(new, []))}
    last = None
    for p in posts:
        if p.number <= at:
            continue
        who = p.author.casefold()
        if who in news:
            break
        if who in olds and _VOTE.search(p.text):
            last = p.number
    return last
