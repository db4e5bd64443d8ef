"""The adapter contract every forum engine implements, and the tiny registry that picks
one by URL or by name.

An adapter knows one engine's URLs and payloads and nothing else. It yields batches of
normalised ``Post`` values; the caller (``votecount.sync.fetch``) stores each batch in one
transaction, so a sync interrupted between batches resumes from what is stored.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Protocol

from votecount.parser.model import Post
from votecount.scraper import BUILTIN_ENGINES

if TYPE_CHECKING:  # the store imports this module: no requests for offline verbs
    from .http import Http


@dataclass(frozen=True)
class ThreadInfo:
    """What the opening request of a sync learns about the thread."""

    thread: str  # the stable key the store uses, e.g. "forum.example/t/4242"
    url: str  # canonical thread URL
    title: str = ""
    posts_count: int | None = None
    highest_number: int | None = None
    zone: str | None = None  # the zone the thread's pages state ("UTC-05:00"), if they do
    zone_said: str = ""  # their words: "All times are UTC - 5 hours"


@dataclass(frozen=True)
class Known:
    """What the store already holds for a thread, so a sync fetches only what is new.

    ``hashes`` maps post_id -> content hash of the newest stored revision; ``recheck``
    lists post ids the caller wants fetched again to detect edits (e.g. the current
    phase's posts); ``numbers`` maps post_id -> stored post number (what proves a
    deletion: see ``proven_gone``).
    """

    post_ids: frozenset[str] = frozenset()
    last_number: int = 0
    hashes: dict[str, str] = field(default_factory=dict)
    recheck: frozenset[str] = frozenset()
    numbers: dict[str, int] = field(default_factory=dict)
    timeless: frozenset[str] = frozenset()  # stored without the forum's printed time
    versions: dict[str, int] = field(default_factory=dict)  # post_id -> stored version
    # what tells a deadline of the game (``revisions.EditClock``): the hosts' accounts
    # (casefolded; none: unknown), the game file's deadlines, the stored host posts'
    # times and the newest stored post's time
    hosts: frozenset[str] = frozenset()
    deadlines: tuple[datetime, ...] = ()
    host_times: tuple[datetime, ...] = ()
    seen_until: datetime | None = None
    # what a host post says of a deadline (the deadline it states, how far it extends the
    # day: the count reads both with ``phase_markers``); None: the thread's words end no day
    said: Callable[[Post], tuple[datetime | None, timedelta | None]] | None = None
    # the versions a stored post's history was read without (``Store.known``): post_id ->
    # (version stored, next version stored, the times they were made) for each run of
    # versions missing between two stored ones; read when a deadline learnt since falls
    # between those times (``revisions.History.between``)
    gaps: dict[str, tuple[tuple[int, int, datetime, datetime], ...]] = field(default_factory=dict)
    # the deadlines the last sync that ended whole knew (None: not kept): a deadline known
    # now but not then is learnt since, though a sync stopped by an error stored the
    # host post stating it (``EditClock.learnt``)
    settled: tuple[datetime, ...] | None = None
    # the game counts a post's first version (``edits = "first"``): a moderator's version
    # anywhere in a post's history is a ruling that replaces it (``count.mod_edits``), so
    # the versions between the two ends read are read too (``EditClock.ruling_may_count``)
    first_counts: bool = False


@dataclass(frozen=True)
class Listing:
    """Post ids as one look at the thread listed them, in order. ``starts`` / ``ends``:
    the look began at the thread's first post / reached its last."""

    ids: tuple[str, ...]
    starts: bool = False
    ends: bool = False


def proven_gone(candidates: Iterable[str], listings: Iterable[Listing], known: Known) -> list[str]:
    """The stored ids the thread itself no longer lists while it is intact around them.

    A candidate (stored number n) is proven gone by a listing that does not hold it but
    holds a stored post numbered below n (or starts the thread) and one numbered above n
    (or ends the thread). A failed request, an error page or a page that holds none of
    the stored posts around it proves nothing, and neither does a candidate whose number
    is not known.
    """
    # each look once (a sync weighs every stored id against it): its ids, and the stored
    # numbers it holds on both sides of a gone post, strictly between (lowest, highest)
    looks = [(frozenset(look.ids), *_span(look, known.numbers)) for look in listings]
    out = []
    for post_id in candidates:
        n = known.numbers.get(post_id)
        if n is None or any(post_id in ids for ids, _, _ in looks):
            continue
        if any(low < n < high for _, low, high in looks):
            out.append(post_id)
    return sorted(out, key=id_key)


def read_then_gone(read: Iterable[str], again: Listing, known: Known) -> list[str]:
    """The posts new to the store that a walk read (``read``, in its order) and a second
    walk of the same pages (``again``) no longer lists, while it lists one the first read
    before them (or starts the thread) and one it read after them (or ends the thread):
    taken out while the first walk read (review28c: a vote read, then deleted, was stored
    as a live post for good). Weighed by the first walk's order, not by numbers (the new
    posts' numbers moved while it read): a post still in the thread but now before the
    pages walked again has every post the first walk read ahead of it before them too."""
    order = list(read)
    listed = set(again.ids)
    out = []
    for k, post_id in enumerate(order):
        if post_id in known.numbers or post_id in listed:
            continue
        before = again.starts or any(i in listed for i in order[:k])
        if before and (again.ends or any(i in listed for i in order[k + 1 :])):
            out.append(post_id)
    return sorted(out, key=id_key)


def _span(look: Listing, numbers: dict[str, int]) -> tuple[float, float]:
    """(lowest, highest) stored number the look lists, open-ended where it starts or
    ends the thread; a look holding no stored post spans nothing."""
    stored = [numbers[i] for i in look.ids if i in numbers]
    low = -math.inf if look.starts else min(stored, default=math.inf)
    high = math.inf if look.ends else max(stored, default=-math.inf)
    return low, high


@dataclass(frozen=True)
class Batch:
    """A batch of posts fetched together, plus post ids the forum no longer shows.

    ``history`` holds earlier versions of posts in ``posts`` that the forum still keeps
    (Discourse's revision history), oldest first, each a ``Post`` with the same id: the
    store keeps them as that post's first revisions when it first stores the post, and
    after the stored version for a post stored before (the versions made between two
    syncs).
    ``gone`` must be proven: only ids the thread itself no longer lists while the rest
    of the thread around them is intact (never a failed request).
    ``machine_clock``: the ids of ``posts`` whose printed time ("Today, 11:58 PM") was
    read against the machine's clock, because the page printed no clock of its own.
    """

    posts: tuple[Post, ...]
    gone: tuple[str, ...] = ()
    history: tuple[Post, ...] = ()
    # the ids of ``posts`` whose printed time was read against the machine's clock (the
    # page printed none of its own): the store keeps them, the sync and audit say so
    machine_clock: tuple[str, ...] = ()
    # (post id, the forum's account id) where the forum gives one (Discourse's
    # ``user_id``): a renamed account's posts keep the author first stored for it
    accounts: tuple[tuple[str, str], ...] = ()


def nonempty(batch: Batch) -> tuple[Batch, ...]:
    """The batch, unless it carries nothing (adapters yield only batches with content)."""
    return (batch,) if batch.posts or batch.gone else ()


def id_key(post_id: str) -> tuple[int, str]:
    """Sort key for post ids: numeric ids by value, others after as text."""
    return (int(post_id), post_id) if post_id.isdigit() else (0, post_id)


class Adapter(Protocol):
    engine: str

    def thread_key(self) -> str:
        """The store key of the thread, from the URL alone (no request)."""
        ...

    def thread_info(self) -> ThreadInfo: ...

    def fetch(self, known: Known) -> Iterator[Batch]: ...


AdapterFactory = Callable[["Http", str], Adapter]
_REGISTRY: dict[str, AdapterFactory] = {}
_DETECTORS: list[tuple[str, Callable[[str], bool]]] = []


def register(engine: str, detect: Callable[[str], bool] | None = None):
    """Class decorator: register an adapter under ``engine`` (and a URL detector)."""

    def deco(cls):
        _REGISTRY[engine] = cls
        if detect is not None:
            _DETECTORS.append((engine, detect))
        return cls

    return deco


def engines() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def detect_engine(url: str) -> str | None:
    """Guess the engine from the URL alone; None when the URL does not say."""
    _load_builtin()
    for engine, test in _DETECTORS:
        if test(url):
            return engine
    return None


def make_adapter(engine: str, http: Http, url: str, **options: object) -> Adapter:
    """The adapter for ``engine``; ``options`` (e.g. ``timezone``) go to adapters whose
    constructor takes them and are dropped for the others."""
    _load_builtin()
    try:
        factory = _REGISTRY[engine]
    except KeyError:
        raise ValueError(
            f"unknown forum engine {engine!r}; known: {', '.join(engines())}"
        ) from None
    accepted = inspect.signature(factory).parameters
    return factory(http, url, **{k: v for k, v in options.items() if k in accepted})


def _load_builtin() -> None:
    import importlib

    for name in BUILTIN_ENGINES:
        try:
            importlib.import_module(f"votecount.scraper.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"votecount.scraper.{name}":
                raise
