"""Sync one thread: ask the adapter for what is new or changed, store each batch.

Each batch is committed on its own (``Store.save_batch``), so a sync that is killed at
any point loses at most the batch in flight, and running it again continues from what
is stored and ends with the same database as an uninterrupted sync.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from tqdm import tqdm

from votecount.scraper.base import Adapter

from .lock import job_lock
from .store import Store

DEFAULT_RECHECK = 20
"""How many of the newest stored posts each sync fetches again to catch edits."""


@dataclass(frozen=True)
class SyncReport:
    """What a sync did. ``requests`` counts HTTP requests (retries included)."""

    thread: str
    new: int = 0
    edited: int = 0
    gone: int = 0
    requests: int = 0
    batches: int = 0

    def __str__(self) -> str:
        return (
            f"{self.thread}: {self.new} new, {self.edited} edited, {self.gone} gone "
            f"({self.requests} requests)"
        )


def sync(
    store: Store,
    adapter: Adapter,
    progress: bool | None = None,
    *,
    recheck_last: int = DEFAULT_RECHECK,
) -> SyncReport:
    """Fetch new and edited posts of ``adapter``'s thread into ``store``.

    ``progress``: True always shows a tqdm bar on stderr, False never, None only when
    stderr is a terminal. ``recheck_last``: the newest N stored posts are fetched again
    (usually in the same requests as the new ones) so that edits are seen. One sync per
    game folder at a time: a second one waits for the first, then stops with
    ``lock.Busy`` ("another votecount is syncing this game folder ...").
    """
    with job_lock(store.path, "sync"):
        return _sync(store, adapter, progress, recheck_last)


def _sync(store: Store, adapter: Adapter, progress: bool | None, recheck_last: int) -> SyncReport:
    http = getattr(adapter, "http", None)
    start = getattr(http, "requests_made", 0)
    info = adapter.thread_info()
    store.save_thread(info, engine=adapter.engine)
    known = store.known(info.thread, recheck_last=recheck_last)
    totals = {"new": 0, "edited": 0, "gone": 0, "batches": 0}
    todo = max((info.posts_count or 0) - len(known.post_ids), 0)
    with tqdm(
        total=todo or None,
        unit="post",
        desc=info.title[:30] or info.thread,
        disable=None if progress is None else not progress,
        file=sys.stderr,
        leave=False,
    ) as bar:
        for batch in adapter.fetch(known):
            saved = store.save_batch(info.thread, batch)
            totals["new"] += saved.new
            totals["edited"] += saved.edited
            totals["gone"] += saved.gone
            totals["batches"] += 1
            bar.update(saved.new)
    store.mark_synced(info.thread)
    made = getattr(http, "requests_made", 0) - start
    return SyncReport(thread=info.thread, requests=made, **totals)
