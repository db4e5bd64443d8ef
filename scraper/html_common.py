"""Helpers shared by the HTML adapters (phpBB, vBulletin, XenForo) and the importer:
decoding saved or fetched pages, lxml selection, forum-local time conversion, and the
page-walking ``PagedAdapter`` the three engines build on.

Nothing here knows one engine's markup; that stays in the engine's module.

Incremental walk (``PagedAdapter.fetch``):

1. The page that holds the last stored post is computed from ``known.last_number`` and
   the posts per page (an option, or learned from page 1). If that page holds none of
   the stored ids (posts were deleted and the thread shifted), the walk steps back a
   page, at most ``MAX_BACK_STEPS`` times.
2. From there, pages are fetched in order until the last one. An engine that answers a
   page past the end with the last page again (phpBB, vBulletin) is caught by the page
   number it prints or by post ids already seen.
3. Ids in ``known.recheck`` not seen on those pages are fetched through the engine's
   post link (which lands on the page holding the post); an id the forum no longer
   shows there is reported in ``Batch.gone``.

Only new posts and posts whose content hash differs from ``known.hashes`` are yielded,
one ``Batch`` per page, in thread order. A changed post without an edit notice (phpBB
prints none when the last post of a topic is edited) gets ``edited_at`` = the time the
change was seen, an upper bound: the edit happened no later than that.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from urllib.parse import urljoin
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lxml import html as lxml_html

from parser.model import Post

from .base import Batch, Known, ThreadInfo
from .errors import FetchError, ParseError
from .http import Http

MAX_BACK_STEPS = 3
HtmlElement = lxml_html.HtmlElement


@dataclass(frozen=True)
class Credentials:
    """A forum login. The password never appears in ``repr`` or in error messages."""

    username: str
    password: str = field(repr=False)


@dataclass(frozen=True)
class Page:
    """One parsed thread page, whatever the engine."""

    posts: tuple[Post, ...]
    url: str
    title: str = ""
    page: int | None = None  # the page number the forum says it served (1-based)
    pages: int | None = None  # total pages, when printed
    has_next: bool = False
    per_page: int | None = None  # posts per page, when the page reveals it
    total_posts: int | None = None


# -- decoding and selection ------------------------------------------------------------
_META_CHARSET = re.compile(rb"""<meta[^>]+charset=["']?([A-Za-z0-9_.:-]+)""", re.I)


def decode_page(data: bytes | str, declared: str | None = None) -> str:
    """Bytes of a page to text: BOM, then the HTTP charset, then ``<meta charset>``, then
    UTF-8, then Windows-1252 (which never fails)."""
    if isinstance(data, str):
        return data.lstrip("\ufeff")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    meta = _META_CHARSET.search(data[:4096])
    for enc in (declared, meta.group(1).decode("ascii") if meta else None, "utf-8"):
        if not enc:
            continue
        try:
            return data.decode(enc)
        except (LookupError, UnicodeDecodeError):
            continue
    return data.decode("cp1252", errors="replace")


def parse_document(text: str) -> HtmlElement:
    """An lxml document; an empty page becomes an empty ``<html>``."""
    if not text.strip():
        return lxml_html.fromstring("<html></html>")
    return lxml_html.document_fromstring(text)


def has_class(name: str) -> str:
    """XPath predicate body: the element's class list contains ``name`` exactly."""
    return f"contains(concat(' ', normalize-space(@class), ' '), ' {name} ')"


def first(el: HtmlElement, xpath: str) -> HtmlElement | None:
    found = el.xpath(xpath)
    return found[0] if found else None


def text_of(el: HtmlElement | None) -> str:
    """The element's text with whitespace collapsed ("" for None)."""
    if el is None:
        return ""
    return " ".join(el.text_content().split())


def inner_html(el: HtmlElement) -> str:
    """The element's children serialised, without the element's own tag."""
    parts = [el.text or ""]
    parts += [lxml_html.tostring(c, encoding="unicode", with_tail=True) for c in el]
    return "".join(parts).strip()


def page_address(doc: HtmlElement, fallback: str) -> str:
    """The page's own address: ``<link rel=canonical>`` resolved against ``<base href>``."""
    canonical = first(doc, "//link[@rel='canonical']/@href")
    if not canonical:
        return fallback
    base = first(doc, "//base/@href")
    return urljoin(str(base or fallback), str(canonical))


def int_in(text: str) -> int | None:
    """The first integer in ``text`` ("#1,326" -> 1326), or None."""
    match = re.search(r"\d[\d,.]*", text)
    return int(re.sub(r"\D", "", match.group())) if match else None


def page_of(text: str) -> tuple[int | None, int | None]:
    """(current, total) from a "Page X of Y" text."""
    match = re.search(r"Page\s*(\d+)\s*of\s*(\d+)", text, re.I)
    return (int(match[1]), int(match[2])) if match else (None, None)


# -- time ------------------------------------------------------------------------------
def resolve_zone(name: str | tzinfo | None) -> tzinfo | None:
    """An IANA zone name (``Europe/Berlin``, ``Etc/GMT+5``), "UTC", a tzinfo, or None."""
    if name is None or isinstance(name, tzinfo):
        return name
    if name.upper() in ("UTC", "GMT", "Z"):
        return UTC
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"unknown time zone {name!r} (use an IANA name such as Europe/London)"
        ) from None


def gmt_offset_zone(text: str) -> tzinfo | None:
    """The zone of a footer such as "All times are GMT -5" (vBulletin), or None."""
    match = re.search(r"All times are (?:GMT|UTC)\s*(?:([+-])\s*(\d+(?:\.\d+)?))?", text)
    if not match:
        return None
    hours = float(match[2]) if match[2] else 0.0
    return timezone(timedelta(hours=-hours if match[1] == "-" else hours))


def to_utc(when: datetime, zone: tzinfo | None) -> datetime:
    """Aware -> UTC; naive -> read in ``zone`` (UTC when None) -> UTC."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=zone or UTC)
    return when.astimezone(UTC)


def parse_iso(value: str, zone: tzinfo | None, where: str) -> datetime:
    try:
        return to_utc(datetime.fromisoformat(value.strip()), zone)
    except ValueError:
        raise ParseError(where, f"not an ISO-8601 time: {value!r:.60}") from None


def from_unix(value: str, where: str) -> datetime:
    try:
        return datetime.fromtimestamp(int(value), UTC)
    except (TypeError, ValueError, OverflowError):
        raise ParseError(where, f"not a Unix time: {value!r:.60}") from None


_RELATIVE = re.compile(r"^(Today|Yesterday)\b[,\s]*(?:at\s+)?", re.I)


def parse_local(
    text: str,
    formats: Iterable[str],
    zone: tzinfo | None,
    where: str,
    now: datetime | None = None,
) -> datetime:
    """A forum-local date text -> UTC, trying each strptime format. "Today"/"Yesterday"
    prefixes are resolved against ``now`` in the forum's zone."""
    clean = " ".join(text.replace("\xa0", " ").split()).strip(" ,.")
    match = _RELATIVE.match(clean)
    if match:
        day = (now or datetime.now(UTC)).astimezone(zone or UTC).date()
        if match[1].lower() == "yesterday":
            day -= timedelta(days=1)
        clean = f"{day:%Y-%m-%d} " + clean[match.end() :]
        formats = ("%Y-%m-%d %I:%M %p", "%Y-%m-%d %H:%M", "%Y-%m-%d %I:%M:%S %p")
    for fmt in formats:
        try:
            return to_utc(datetime.strptime(clean, fmt), zone)
        except ValueError:
            continue
    raise ParseError(where, f"cannot read the date {text.strip()!r:.60}")


# -- the page walk -----------------------------------------------------------------------
class PagedAdapter:
    """Base of the page-based adapters. A subclass sets ``engine``, ``first_number``
    (the number of a thread's first post) and implements ``page_url``, ``post_url``,
    ``parse`` and ``thread_key``; it may override ``prepare`` (log in)."""

    engine = ""
    first_number = 1

    def __init__(
        self,
        http: Http,
        url: str,
        *,
        timezone: str | tzinfo | None = None,
        per_page: int | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        if per_page is not None and per_page < 1:
            raise ValueError(f"per_page must be at least 1, not {per_page}")
        self.http = http
        self.url = url
        self.zone = resolve_zone(timezone)
        self.per_page = per_page
        self.clock = clock or (lambda: datetime.now(UTC))
        self._cached: Page | None = None

    # -- hooks ---------------------------------------------------------------------------
    def page_url(self, index: int) -> str:
        raise NotImplementedError

    def post_url(self, post_id: str) -> str:
        raise NotImplementedError

    def parse(self, text: str, url: str, index: int | None) -> Page:
        raise NotImplementedError

    def thread_key(self) -> str:
        raise NotImplementedError

    def prepare(self) -> None:
        """Called before the first request of a sync (log in, for example)."""

    # -- Adapter protocol ----------------------------------------------------------------
    def thread_info(self) -> ThreadInfo:
        """Fetches page 1 (kept for the next ``fetch``)."""
        self.prepare()
        page = self._cached = self.get_page(self.page_url(1), 1)
        self._learn(page)
        total = page.total_posts
        if total is None and page.pages == 1 or (page.pages is None and not page.has_next):
            total = len(page.posts)
        highest = total - 1 + self.first_number if total is not None else None
        return ThreadInfo(
            thread=self.thread_key(),
            url=self.page_url(1),
            title=page.title,
            posts_count=total,
            highest_number=highest,
        )

    def fetch(self, known: Known) -> Iterator[Batch]:
        self.prepare()
        covered: set[str] = set()
        for page in self._tail(known):
            covered.update(p.post_id for p in page.posts)
            yield from nonempty(Batch(self._changed(page.posts, known)))
        yield from self._recheck(known, covered)
        self._cached = None

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
        seen: set[str] = set()
        while True:
            self._learn(page)
            fresh = tuple(p for p in page.posts if p.post_id not in seen)
            clamped = index > 1 and (not fresh or (page.page is not None and page.page < index))
            yield replace(page, posts=fresh)
            seen.update(p.post_id for p in fresh)
            if clamped or _is_last(page, index):
                return
            index += 1
            page = self._page(index)

    def _recheck(self, known: Known, covered: set[str]) -> Iterator[Batch]:
        for post_id in sorted(known.recheck, key=id_key):
            if post_id in covered:
                continue
            try:
                page = self.get_page(self.post_url(post_id), None)
            except FetchError as exc:
                if exc.status not in (404, 410):
                    raise
                yield Batch((), gone=(post_id,))
                continue
            ids = {p.post_id for p in page.posts}
            covered.update(ids)
            gone = () if post_id in ids else (post_id,)
            yield from nonempty(Batch(self._changed(page.posts, known), gone=gone))

    def _changed(self, posts: Iterable[Post], known: Known) -> tuple[Post, ...]:
        out = []
        for post in posts:
            old = known.hashes.get(post.post_id)
            if old == post.content_hash:
                continue
            if old is not None and post.edited_at is None:
                post = replace(post, edited_at=self.clock())
            out.append(post)
        return tuple(out)


def _is_last(page: Page, index: int) -> bool:
    if page.pages is not None:
        return (page.page or index) >= page.pages
    return not page.has_next


def _charset(content_type: str) -> str | None:
    match = re.search(r"charset=([\w.:-]+)", content_type, re.I)
    return match[1] if match else None


def nonempty(batch: Batch) -> tuple[Batch, ...]:
    return (batch,) if batch.posts or batch.gone else ()


def id_key(post_id: str) -> tuple[int, str]:
    return (int(post_id), post_id) if post_id.isdigit() else (0, post_id)
