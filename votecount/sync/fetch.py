"""Sync one thread: ask the adapter for what is new or changed, store each batch.

Each batch is committed on its own (``Store.save_batch``), so a sync that is killed at
any point loses at most the batch in flight, and running it again continues from what
is stored and ends with the same database as an uninterrupted sync.

Deletions need proof and a sane size: the adapters report a post gone only when the
thread itself no longer lists it (``scraper.base.proven_gone``), and the sync flags them
only at the end, all at once. When that would flag more than a small share of the
stored posts (more than ``GONE_FLOOR`` and more than ``GONE_SHARE`` of them), the sync
stops with ``TooManyGone`` before it saves anything: a sync of a thread already stored
holds its batches back (up to ``HOLD_POSTS`` posts) until that check has passed.
``accept_gone=True`` (``votecount sync --accept-gone``) flags them after the host has
looked at the thread. Nothing stored is ever removed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from votecount.count.clock import machine_clock_warning
from votecount.parser.model import Post
from votecount.scraper.base import Adapter, Batch, Known
from votecount.scraper.revisions import heard
from votecount.store.db import Store
from votecount.store.lock import job_lock
from votecount.store.said import SaidCache

DEFAULT_RECHECK = 20
"""How many of the newest stored posts each sync fetches again to catch edits."""
HOLD_POSTS = 5_000
"""A later sync holds back at most this many posts until its gone check has passed."""
GONE_FLOOR = 3
GONE_SHARE = 0.05
"""A sync flags at most max(GONE_FLOOR, GONE_SHARE of the stored posts) as gone."""


class TooManyGone(ValueError):
    """A sync would flag more stored posts gone than a thread plausibly lost at once."""


class SyncInterrupted(KeyboardInterrupt):
    """Ctrl-C during a sync: what is stored is kept (each batch is saved whole or not at
    all); the message says how much, and that ``sync`` continues from there."""

    def __init__(self, thread: str, stored: int, total: int | None) -> None:
        self.thread, self.stored, self.total = thread, stored, total
        of = f" of {total:,}" if total and total >= stored else ""  # else a stale total
        super().__init__(
            f"interrupted: {stored:,}{of} posts of {thread} stored; run sync to continue"
        )


@dataclass(frozen=True)
class SyncReport:
    """What a sync did. ``requests`` counts HTTP requests (retries included)."""

    thread: str
    new: int = 0
    edited: int = 0
    gone: int = 0
    requests: int = 0
    batches: int = 0
    machine_clock: tuple[str, ...] = ()  # printed times read against the machine's clock
    renamed: tuple[tuple[str, str], ...] = ()  # (author stored, the account's new name)
    taken: tuple[str, ...] = ()  # new names above that another account or player has
    newcomers: tuple[tuple[str, str], ...] = ()  # (name shown, stored as): a name taken over
    host_posts_read: int = 0  # host posts parsed for the deadlines they state (not kept)

    def __str__(self) -> str:
        line = (
            f"{self.thread}: {self.new} new, {self.edited} edited, {self.gone} gone "
            f"({self.requests} requests)"
        )
        if self.machine_clock:
            line += f"\n{machine_clock_warning(self.machine_clock)}"
        taken = {n.casefold() for n in self.taken}
        for old, new in self.renamed:
            line += (
                f"\nthe forum account {old!r} is now named {new!r}: its posts count as {old!r}'s"
            )
            if new.casefold() in taken:  # a swap: the alias would give another's votes away
                line += f" ({new!r} is another account's or player's name too: no alias for it)"
            else:
                line += f" (so that votes naming {new!r} count too: votecount alias {new} {old})"
        for shown, stored in self.newcomers:
            line += (
                f"\nthe forum account now named {shown!r} is not the one first stored as "
                f"{shown!r} (that one was renamed): its posts are stored as {stored!r}, no "
                "player's until the game file names it (a player's accounts)"
            )
        return line


def sync(
    store: Store,
    adapter: Adapter,
    progress: bool | None = None,
    *,
    recheck_last: int = DEFAULT_RECHECK,
    accept_gone: bool = False,
    full: bool = False,
    hosts: Iterable[str] = (),
    deadlines: Iterable[datetime] = (),
    said: Callable[[Post], tuple[datetime | None, timedelta | None]] | None = None,
    first_counts: bool = False,
) -> SyncReport:
    """Fetch new and edited posts of ``adapter``'s thread into ``store``.

    ``progress``: True always shows a tqdm bar on stderr, False never, None only when
    stderr is a terminal. ``recheck_last``: the newest N stored posts are fetched again
    (usually in the same requests as the new ones) so that edits are seen.
    ``accept_gone``: flag posts gone even when there are more than a small share.
    ``full``: walk the thread from its first page, storing again the posts stored without
    the forum's printed time (``Store.known``). ``hosts`` and ``deadlines`` (the game
    file's), and ``said`` (what a host post says of a deadline, read from the stored host
    posts here and from those fetched by the adapter): what tells the adapter where a day
    may have ended, so it reads an edited post's history only where a deadline may fall
    between its edits (``Known``); ``first_counts``: the game counts a post's first
    version (``edits = "first"``), so a moderator's version anywhere in its history may
    rule it (``Known.first_counts``). A ``said`` that names what decides it (a ``key``,
    ``jobs.HostWords``) is kept per host post in the store (``store.said``): a sync
    parses only the host posts new or changed since the last (``host_posts_read``).
    One sync per game folder at a time: a second one waits for the first, then stops
    with ``lock.Busy`` ("another votecount is syncing this game folder ...").
    """
    with job_lock(store.path, "sync"):
        read = kept_words(store, said)

        def known(thread: str) -> Known:
            stored = store.known(thread, recheck_last=recheck_last, full=full, hosts=hosts)
            times = list(deadlines)
            hosted = store.posts(thread, html=False) if read and stored.hosts else ()
            for post in hosted:
                if read and post.author.casefold() in stored.hosts and not post.deleted:
                    times = heard(times, read(post))
            settled = settled_deadlines(store, thread)
            return replace(stored, deadlines=tuple(sorted(times)), said=read, settled=settled,
                           first_counts=first_counts)  # fmt: skip

        report = _sync(store, adapter, progress, known, accept_gone)
        if isinstance(read, SaidCache):
            read.save()
        return replace(report, host_posts_read=read.parsed if isinstance(read, SaidCache) else 0)


def kept_words(
    store: Store, said: Callable[[Post], tuple[datetime | None, timedelta | None]] | None
) -> Callable[[Post], tuple[datetime | None, timedelta | None]] | None:
    """``said`` through the store's ``host_said`` rows when it names what decides it (a
    ``key``: ``sync.jobs.HostWords``): a host post unchanged since a sync read it is not
    parsed again. Any other reader is called on every host post."""
    key = getattr(said, "key", None)
    if said is None or not isinstance(key, str):
        return said
    return SaidCache(store.conn, said, key, load=store.full_post)


SETTLED = "deadlines_settled:"
"""``meta`` key (+ thread) of the deadlines the last sync that ended whole knew."""


def settled_deadlines(store: Store, thread: str) -> tuple[datetime, ...] | None:
    """The deadlines the last sync of ``thread`` that ended whole knew (``Known.settled``);
    None before any such sync kept them."""
    kept = store.told(SETTLED + thread)
    if kept is None:
        return None
    return tuple(datetime.fromisoformat(t) for t in kept.split("\n") if t)


def settle(store: Store, thread: str, deadlines: Iterable[datetime]) -> None:
    """Keep the deadlines a sync that ended whole knew: the next sync reads again the
    versions missing around a deadline learnt since (a sync an error stopped stored the
    host post stating it, but never read them)."""
    store.tell(SETTLED + thread, "\n".join(sorted({t.isoformat() for t in deadlines})))


def _sync(
    store: Store,
    adapter: Adapter,
    progress: bool | None,
    stored: Callable[[str], Known],
    accept_gone: bool,
) -> SyncReport:
    http = getattr(adapter, "http", None)
    start = getattr(http, "requests_made", 0)
    info = adapter.thread_info()
    known = stored(info.thread)
    run = _Run(store, info.thread, hold=bool(known.post_ids))
    if not run.hold:
        store.save_thread(info, engine=adapter.engine)
    todo = max((info.posts_count or 0) - len(known.post_ids), 0)
    from tqdm import tqdm  # a heavy optional library: loaded when a sync runs

    with tqdm(
        total=todo or None,
        unit="post",
        desc=info.title[:30] or info.thread,
        disable=None if progress is None else not progress,
        file=sys.stderr,
        leave=False,
    ) as bar:
        for batch in adapter.fetch(known):
            bar.update(run.take(batch))
    _check_gone(info.thread, run.gone, len(known.post_ids), accept_gone)
    store.save_thread(info, engine=adapter.engine)
    run.finish()
    store.mark_synced(info.thread)
    ended = getattr(adapter, "deadlines_known", None)
    settle(store, info.thread, [*known.deadlines, *(ended() if ended else ())])
    made = getattr(http, "requests_made", 0) - start
    return SyncReport(
        thread=info.thread,
        requests=made,
        machine_clock=tuple(run.machine),
        renamed=tuple(dict.fromkeys(run.renamed)),
        taken=tuple(dict.fromkeys(run.taken)),
        newcomers=tuple(dict.fromkeys(run.newcomers)),
        **run.totals,
    )


class _Run:
    """One sync's batches: saved as they come on a first sync (resumable); on a later
    sync held back (up to ``HOLD_POSTS`` posts) until the gone check has passed, so a
    refused sync changes nothing stored. Gone ids are flagged last, all at once."""

    def __init__(self, store: Store, thread: str, hold: bool) -> None:
        self.store, self.thread, self.hold = store, thread, hold
        self.held: list[Batch] = []
        self.gone: list[str] = []
        self.totals = {"new": 0, "edited": 0, "gone": 0, "batches": 0}
        self.machine: list[str] = []  # printed times read against the machine's clock
        self.renamed: list[tuple[str, str]] = []
        self.taken: list[str] = []
        self.newcomers: list[tuple[str, str]] = []

    def take(self, batch: Batch) -> int:
        self.gone += [i for i in batch.gone if i not in self.gone]
        read = set(batch.machine_clock)
        self.machine += [p.time_raw or p.edited_raw or "" for p in batch.posts if p.post_id in read]
        self.totals["batches"] += 1
        clean = replace(batch, gone=())
        if self.hold:
            self.held.append(clean)
            if sum(len(b.posts) for b in self.held) <= HOLD_POSTS:
                return len(clean.posts)
            self.hold = False  # a long catch-up: save as we go from here on
            return sum(self._save(b) for b in self._release())
        return self._save(clean)

    def finish(self) -> None:
        for batch in self._release():
            self._save(batch)
        if self.gone:
            marked = self.store.save_batch(self.thread, Batch((), gone=tuple(self.gone)))
            self.totals["gone"] = marked.gone

    def _release(self) -> list[Batch]:
        held, self.held = self.held, []
        return held

    def _save(self, batch: Batch) -> int:
        saved = self.store.save_batch(self.thread, batch)
        self.renamed += saved.renamed
        self.taken += saved.taken
        self.newcomers += saved.newcomers
        self.totals["new"] += saved.new
        self.totals["edited"] += saved.edited
        return saved.new


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
        "gone and nothing was saved. Look at the thread in a browser: if "
        "the posts really were deleted, run `votecount sync --accept-gone`."
    )
