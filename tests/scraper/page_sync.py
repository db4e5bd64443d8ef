"""What the sync tests of the page engines (phpBB, vBulletin, XenForo) share: an adapter
on a local test server with a fast ``Http`` and a fixed clock, the posts of a sync, the
``Known`` built from stored posts and a store small enough to keep them between syncs."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, TypeVar

from votecount.parser.model import Post
from votecount.scraper.base import Batch, Known
from votecount.scraper.http import Http

SEEN_AT = datetime(2030, 1, 1, tzinfo=UTC)  # the adapters' clock: when a change was seen

A = TypeVar("A")


def adapter_on(cls: type[A], server: Any, **kw: Any) -> A:
    """An adapter of class ``cls`` on ``server``'s thread, with no pause between requests."""
    return cls(  # type: ignore[call-arg]
        Http(min_interval=0, sleep=lambda s: None), server.thread_url, clock=lambda: SEEN_AT, **kw
    )


def posts_of(batches: list[Batch]) -> list[Post]:
    return [p for b in batches for p in b.posts]


def paths(server: Any) -> list[str]:
    """The ``path?query`` of every request the server answered."""
    return [q for _, q in server.log]


def known(posts: Mapping[str, Post], recheck: frozenset[str] = frozenset()) -> Known:
    """What the store would tell the adapter about ``posts`` (by post id)."""
    return Known(
        post_ids=frozenset(posts),
        last_number=max((p.number for p in posts.values()), default=0),
        hashes={i: p.content_hash for i, p in posts.items()},
        recheck=recheck,
        numbers={i: p.number for i, p in posts.items()},
    )


class MiniStore:
    """What votecount.store.db keeps, enough to build ``Known`` between syncs."""

    def __init__(self, batches: list[Batch] = ()) -> None:  # type: ignore[assignment]
        self.posts: dict[str, Post] = {}
        self.gone: set[str] = set()
        self.save(list(batches))

    def save(self, batches: list[Batch]) -> None:
        for batch in batches:
            self.posts.update({p.post_id: p for p in batch.posts})
            self.gone.update(batch.gone)

    def known(self, recheck: frozenset[str] = frozenset()) -> Known:
        return known(self.posts, recheck)
