"""Sync one thread: ask the adapter for what is new or changed, store each batch.

Each batch is committed on its own (``Store.save_batch``), so a sync that is killed at
any point loses at most the batch in flight, and running it again continues from what
is stored and ends with the same database as an uninterrupted sync.

Deletions need proof and a sane size: the adapters report a post gone only when the
thread itself no longer lists it (``scraper.base.proven_gone``), and the sync flags them
only at the end, all at once. When that would flag more than a small share of the
stored posts (more than ``GONE_FLOOR`` and more than ``GONE_SHARE`` of them), the sync
stops with ``TooManyGone`` and flags none: new and edited posts it saved stay, nothing
stored changes. ``accept_gone=True`` (``votecount sync --accept-gone``) flags them after
the host has looked at the thread. Nothing stored is ever removed.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace

from tqdm import tqdm

from votecount.scraper.base import Adapter, Batch

from .store import Store

DEFAULT_RECHECK = 20
"""How many of the newest stored posts each sync fetches again to catch edits."""
GONE_FLOOR = 3
GONE_SHARE = 0.05
"""A sync flags at most max(GONE_FLOOR, GONE_SHARE of the stored posts) as gone."""


class TooManyGone(ValueError):
    """A sync would flag more stored posts gone than a thread plausibly lost at once."""


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
    accept_gone: bool = False,
) -> SyncReport:
    """Fetch new and edited posts of ``adapter``'s thread into ``store``.

    ``progress``: True always shows a tqdm bar on stderr, False never, None only when
    stderr is a terminal. ``recheck_last``: the newest N stored posts are fetched again
    (usually in the same requests as the new ones) so that edits are seen.
    ``accept_gone``: flag posts gone even when there are more than a small share.
    """
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
        gone: list[str] = []
        for batch in adapter.fetch(known):
            gone += [i for i in batch.gone if i not in gone]
            saved = store.save_batch(info.thread, replace(batch, gone=()))
            totals["new"] += saved.new
            totals["edited"] += saved.edited
            totals["batches"] += 1
            bar.update(saved.new)
    _check_gone(info.thread, gone, len(known.post_ids), accept_gone)
    if gone:
        totals["gone"] = store.save_batch(info.thread, Batch((), gone=tuple(gone))).gone
    store.mark_synced(info.thread)
    made = getattr(http, "requests_made", 0) - start
    return SyncReport(thread=info.thread, requests=made, **totals)


def gone_allowed(stored: int) -> int:
    """How many of ``stored`` posts one sync may flag gone without ``accept_gone``."""
    return max(GONE_FLOOR, int(stored * GONE_SHARE))


def _check_gone(thread: str, gone: list[str], stored: int, accept: bool) -> None:
    if accept or len(gone) <= gone_allowed(stored):
        return
    shown = ", ".join(gone[:8]) + (", …" if len(gone) > 8 else "")
    raise TooManyGone(
        f"{thread}: the forum no longer lists {len(gone)} of {stored} stored posts "
        f"(ids {shown}); that is more than a thread loses at once, so none was marked "
        "gone (new and edited posts were saved). Look at the thread in a browser: if "
        "the posts really were deleted, run `votecount sync --accept-gone`."
    )
