"""The page walk the HTML adapters (phpBB, vBulletin, XenForo) build on: ``PagedAdapter``
knows pages, post links and what the store already holds; the engine's module knows its
URLs and its markup.

Incremental walk (``PagedAdapter.fetch``):

1. The page that holds the last stored post is computed from ``known.last_number`` and
   the posts per page (an option, or learned from page 1). If that page holds none of
   the stored ids (posts were deleted and the thread shifted), the walk steps back a
   page, at most ``MAX_BACK_STEPS`` times.
2. From there, pages are fetched in order until the last one. An engine that answers a
   page past the end with the last page again (phpBB, vBulletin) is caught by the page
   number it prints or by post ids already seen. When the last page states fewer posts
   than page 1 did as the sync began (a post taken out while the walk read: the posts
   after it moved up, one into a page already read), or the thread's last post (read
   ahead from the last page page 1 names; an error there reads nothing ahead) is listed
   a place higher or not at all, the walk is read once more; a post the first walk read
   that the second no longer lists, with listed posts around it, is gone.
3. When those pages hold stored posts under new numbers (posts before them were
   deleted: phpBB, vBulletin and XenForo number posts by their place), the walk goes on
   back, page by page, to the first page whose stored posts keep their numbers; every
   post is stored under its new number. Stored ids that the pages walked no longer list
   while they list stored posts around them are reported gone (``base.proven_gone``).
4. Ids in ``known.recheck`` not seen on those pages are fetched through the engine's
   post link (which lands on the page holding the post); one still unseen is looked
   for on the page its stored number puts it on. It is reported in ``Batch.gone``
   only when a page lists stored posts on both sides of it and not it
   (``base.proven_gone``): a 404 or an error page is never proof.

Only new posts, posts whose content hash differs from ``known.hashes``, posts stored under
another number and posts stored without the forum's printed time (``known.timeless``) are
yielded,
one ``Batch`` per page, in thread order. A changed post without an edit notice (phpBB
prints none when the last post of a topic is edited) gets ``edited_at`` = the time the
change was seen, an upper bound: the edit happened no later than that.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import UTC, datetime, tzinfo
from typing import Any, Protocol

from votecount.parser.model import Post

from .base import Batch, Known, Listing, ThreadInfo, id_key, nonempty, proven_gone, read_then_gone
from .errors import FetchError, ParseError
from .html_common import Page, decode_page, resolve_zone
from .http import Http

MAX_BACK_STEPS = 3


class ThreadAddress(Protocol):
    """A thread URL as an engine reads it: the store's key, page links and post links."""

    @property
    def key(self) -> str: ...

    def page(self, index: int) -> str: ...

    def post(self, post_id: str) -> str: ...


class PagedAdapter:
    """Base of the page-based adapters. A subclass sets ``engine``, ``first_number``
    (the number of a thread's first post) and implements ``locate`` and ``parse``; it
    may override ``page_url`` and ``prepare`` (log in)."""

    engine = ""
    first_number = 1

    def __init__(
        self,
        http: Http,
        url: str,
        *,
        timezone: str | tzinfo | None = None,
        per_page: int | None = None,
        date_formats: Iterable[str] = (),
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.where = self.locate(url)
        if per_page is not None and per_page < 1:
            raise ValueError(f"per_page must be at least 1, not {per_page}")
        self.http = http
        self.url = url
        self.zone = resolve_zone(timezone)
        self.per_page = per_page
        self.clock = clock or (lambda: datetime.now(UTC))
        self.date_formats = tuple(date_formats)
        self._cached: Page | None = None
        self._tail_first, self._tail_ends = 1, True
        # the thread's size page 1 stated when the sync began, and the last page read
        self._stated: int | None = None
        self._tail_total: int | None = None
        # the number of pages page 1 named when the sync began
        self._pages: int | None = None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.thread_key()}>"

    # -- hooks ---------------------------------------------------------------------------
    def locate(self, url: str) -> ThreadAddress:
        """The thread's address read from ``url``; ValueError when ``url`` is not a thread
        URL of this engine."""
        raise NotImplementedError

    def parse(self, text: str, url: str, index: int | None) -> Page:
        raise NotImplementedError

    def thread_key(self) -> str:
        return self.where.key

    def page_url(self, index: int) -> str:
        return self.where.page(index)

    def post_url(self, post_id: str) -> str:
        return self.where.post(post_id)

    def parse_options(self) -> dict[str, Any]:
        """What every engine's ``parse_page`` takes from the adapter."""
        return {
            "thread": self.thread_key(),
            "zone": self.zone,
            "now": self.clock(),
            "date_formats": self.date_formats,
        }

    def prepare(self) -> None:
        """Called before the first request of a sync (log in, for example)."""

    # -- Adapter protocol ----------------------------------------------------------------
    def thread_info(self) -> ThreadInfo:
        """Fetches page 1 (kept for the next ``fetch``)."""
        self.prepare()
        page = self._cached = self.get_page(self.page_url(1), 1)
        self._learn(page)
        total = self._stated = page.total_posts
        self._pages = page.pages
        if total is None and page.pages == 1 or (page.pages is None and not page.has_next):
            total = len(page.posts)
        highest = total - 1 + self.first_number if total is not None else None
        return ThreadInfo(
            thread=self.thread_key(),
            url=self.page_url(1),
            title=page.title,
            posts_count=total,
            highest_number=highest,
            zone=page.zone.name if page.zone is not None else None,
            zone_said=page.zone.said if page.zone is not None else "",
        )

    def fetch(self, known: Known) -> Iterator[Batch]:
        self.prepare()
        tail: list[str] = []
        shifted = False
        last = self._last_post(known)
        numbers: dict[str, int] = {}
        for page in self._tail(known):
            tail.extend(p.post_id for p in page.posts)
            numbers.update((p.post_id, p.number) for p in page.posts)
            shifted = shifted or _renumbered(page.posts, known)
            yield from nonempty(self._batch(page, known))
        again = self._taken_out_while_reading() or self._moved_up(last, numbers)
        if again:
            tail = []  # read again: the pages as the thread lists them now
            for page in self._tail(known):
                tail.extend(p.post_id for p in page.posts)
                shifted = shifted or _renumbered(page.posts, known)
                yield from nonempty(self._batch(page, known))
        looks = [Listing(tuple(tail), starts=self._tail_first == 1, ends=self._tail_ends)]
        if shifted:
            yield from self._walk_back(known, looks)
        seen = {i for look in looks for i in look.ids}
        gone = proven_gone([i for i in known.numbers if i not in seen], looks, known)
        if again:  # a post the first walk read may be the one taken out
            gone += [i for i in read_then_gone(numbers, looks[0], known) if i not in seen]
        yield from nonempty(Batch((), gone=tuple(gone)))
        yield from self._recheck(known, looks, frozenset(gone))
        self._cached = self._stated = self._pages = None

    def _taken_out_while_reading(self) -> bool:
        """Did the thread shrink while the walk read it: the last page read states fewer
        posts than page 1 did when the sync began? A post taken out then moved the posts
        after it up a place, one of them into a page already read, and the walk missed it
        (live27: a vote missed until the next sync). The walk is then read once again."""
        return (
            self._stated is not None
            and self._tail_total is not None
            and self._tail_total < self._stated
        )

    def _last_post(self, known: Known) -> tuple[str, int] | None:
        """The thread's last post (id, number) as the sync begins, read from the last page
        page 1 named, when the walk will read more than one page (a store's walk from a
        page before that one); else None (one page read: nothing can move into it unseen)."""
        last = self._pages
        if last is None or not known.post_ids or self.per_page is None:
            return None
        if self._start_index(known) >= last:
            return None
        try:
            page = self.get_page(self.page_url(last), last)
        except (FetchError, ParseError):
            # a check, not a page the sync needs: a 429, an error or a 404 answered to
            # it reads nothing ahead, and the walk asks its pages as before (review28c)
            return None
        if not page.posts:
            return None
        return page.posts[-1].post_id, page.posts[-1].number

    def _moved_up(self, last: tuple[str, int] | None, numbers: dict[str, int]) -> bool:
        """Was a post before the thread's ``last`` post (read as the sync began) taken out
        while the walk read: the walk lists that post under a lower number, or (a walk to
        the thread's end) not at all? The posts after the one taken out moved up, one into
        a page already read (live28: XenForo states no total; a deletion and a new post
        leave phpBB's and vBulletin's totals as they were). The walk is then read again."""
        if last is None:
            return False
        post_id, number = last
        now = numbers.get(post_id)
        return now < number if now is not None else self._tail_ends

    # -- pieces --------------------------------------------------------------------------
    def get_page(self, url: str, index: int | None) -> Page:
        resp = self.http.get(url)
        text = decode_page(resp.content, _charset(resp.headers.get("Content-Type", "")))
        return self.parse(text, resp.url or url, index)

    def _page(self, index: int) -> Page:
        if index == 1 and self._cached is not None:
            page, self._cached = self._cached, None
            return page
        return self.get_page(self.page_url(index), index)

    def _learn(self, page: Page) -> None:
        """Remember the posts per page once a page reveals it."""
        if self.per_page is None:
            more = page.has_next or (page.pages or 1) > (page.page or 1)
            self.per_page = page.per_page or (len(page.posts) if more and page.posts else None)

    def _start_index(self, known: Known) -> int:
        if not known.post_ids:
            return 1
        if self.per_page is None:
            self._cached = self._page(1)
            self._learn(self._cached)
        if self.per_page is None:
            return 1
        return max(1, (known.last_number - self.first_number) // self.per_page + 1)

    def _tail(self, known: Known) -> Iterator[Page]:
        index = self._start_index(known)
        page = self._page(index)
        for _ in range(MAX_BACK_STEPS):
            if index == 1 or not page.posts or {p.post_id for p in page.posts} & known.post_ids:
                break
            index -= 1
            page = self._page(index)
        self._tail_first = index
        seen: set[str] = set()
        while True:
            self._learn(page)
            fresh = tuple(p for p in page.posts if p.post_id not in seen)
            clamped = index > 1 and (not fresh or (page.page is not None and page.page < index))
            if clamped and page.page is not None:  # the walk began on the page served
                self._tail_first = min(self._tail_first, page.page)
            yield replace(page, posts=fresh)
            seen.update(p.post_id for p in fresh)
            if clamped or _is_last(page, index):
                # an empty last page (an error page served as 200?) proves no end
                self._tail_ends = bool(page.posts)
                self._tail_total = page.total_posts
                return
            index += 1
            page = self._page(index)

    def _walk_back(self, known: Known, looks: list[Listing]) -> Iterator[Batch]:
        """The tail holds stored posts under new numbers: posts before them were deleted
        (the engine numbers a thread's posts by their place). Walk back from the page
        before the tail until a page whose stored posts keep their numbers, storing each
        post under its new number; the stored posts those pages no longer list are
        proven gone by their listings (``fetch``)."""
        index = self._tail_first - 1
        while index >= 1:
            page = self._fetch_or_none(self.page_url(index), index)
            if page is None:
                return
            looks.append(self._listing(page, index))
            yield from nonempty(self._batch(page, known))
            if any(p.post_id in known.numbers for p in page.posts) and not _renumbered(
                page.posts, known
            ):
                return
            index -= 1

    def _recheck(
        self, known: Known, looks: list[Listing], proven: frozenset[str]
    ) -> Iterator[Batch]:
        """Fetch rechecked ids the walk did not cover (nor ``proven`` gone) through their
        post links; an id still unseen is looked for on the page its stored number puts
        it on. Only ids ``proven_gone`` by what was seen are reported gone (a 404 proves
        nothing)."""
        seen = {i for look in looks for i in look.ids}
        missing = [
            i for i in sorted(known.recheck, key=id_key) if i not in seen and i not in proven
        ]
        for post_id in missing:
            if post_id in seen:
                continue
            page = self._fetch_or_none(self.post_url(post_id), None)
            if page is not None:
                looks.append(self._listing(page, page.page))
                seen.update(p.post_id for p in page.posts)
                yield from nonempty(self._batch(page, known))
        fetched: set[int] = set()
        for post_id in missing:
            index = self._index_of(known.numbers.get(post_id))
            if (
                post_id in seen
                or index is None
                or index in fetched
                or proven_gone([post_id], looks, known)
            ):
                continue
            fetched.add(index)
            page = self._fetch_or_none(self.page_url(index), index)
            if page is not None:
                looks.append(self._listing(page, index))
                seen.update(p.post_id for p in page.posts)
                yield from nonempty(self._batch(page, known))
        gone = proven_gone([i for i in missing if i not in seen], looks, known)
        yield from nonempty(Batch((), gone=tuple(gone)))

    def _fetch_or_none(self, url: str, index: int | None) -> Page | None:
        try:
            return self.get_page(url, index)
        except FetchError as exc:
            if exc.status not in (404, 410):
                raise
            return None

    def _listing(self, page: Page, index: int | None) -> Listing:
        where = page.page or index
        ends = where is not None and _is_last(page, where)
        return Listing(tuple(p.post_id for p in page.posts), starts=where == 1, ends=ends)

    def _index_of(self, number: int | None) -> int | None:
        """The page a post numbered ``number`` was on when it was stored."""
        if number is None or self.per_page is None:
            return None
        return max(1, (number - self.first_number) // self.per_page + 1)

    def _batch(self, page: Page, known: Known) -> Batch:
        """The page's new and changed posts, with those among them read against the
        machine's clock (``Batch.machine_clock``)."""
        posts = self._changed(page.posts, known)
        ids = {p.post_id for p in posts}
        return Batch(
            posts,
            machine_clock=tuple(i for i in page.machine_clock if i in ids),
            accounts=tuple((i, a) for i, a in page.accounts if i in ids),
        )

    def _changed(self, posts: Iterable[Post], known: Known) -> tuple[Post, ...]:
        out = []
        for post in posts:
            old = known.hashes.get(post.post_id)
            if old == post.content_hash:
                # stored before times were kept, or under another number (posts before
                # it were deleted): stored again
                if post.post_id in known.timeless or _renumbered((post,), known):
                    out.append(post)
                continue
            if old is not None and post.edited_at is None:
                post = replace(post, edited_at=self.clock())
            out.append(post)
        return tuple(out)


def _renumbered(posts: Iterable[Post], known: Known) -> bool:
    """Whether a stored post among ``posts`` now has another number than it was stored with."""
    return any(known.numbers.get(p.post_id, p.number) != p.number for p in posts)


def _is_last(page: Page, index: int) -> bool:
    if page.pages is not None:
        return (page.page or index) >= page.pages
    return not page.has_next


def _charset(content_type: str) -> str | None:
    match = re.search(r"charset=([\w.:-]+)", content_type, re.I)
    return match[1] if match else None
