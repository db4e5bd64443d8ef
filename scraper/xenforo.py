"""XenForo adapter (2; XenForo 1 pages are read too): ``/threads/slug.N/page-P`` pages in,
``Post``s out. See ``../shared/spec/forum-engines.md`` §3.3.

| | XenForo 1 | XenForo 2 |
|---|---|---|
| post | ``li.message#post-{id}`` | ``article.message--post[data-content=post-{id}]`` |
| author | ``data-author`` | ``data-author`` (``h4.message-name a.username``) |
| time | ``.DateTime``: ``data-time`` (Unix) or local ``title`` | ``time.u-dt``: ``data-time`` / ``datetime`` |
| number | ``a.postNumber`` "#1326" | "#N" in ``ul.message-attribution-opposite`` |
| body | ``blockquote.messageText`` | ``article.message-body div.bbWrapper`` |
| edit | ``div.editDate`` | ``div.message-lastEdit`` |

XenForo 2 prints UTC; XenForo 1 prints older dates as local text ("Oct 30, 2014 at 10:48
PM"), read in the ``timezone`` option (IANA name, default UTC).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime, tzinfo
from urllib.parse import urlsplit

from votecount.parser.model import Post

from .base import register
from .clock import XENFORO_FORMATS
from .errors import ParseError
from .html_common import (
    HtmlElement,
    Page,
    PostTimes,
    account_of,
    clean_text,
    fields_post,
    first,
    from_unix,
    has_class,
    int_in,
    machine_read,
    page_accounts,
    page_address,
    page_clock,
    page_of,
    parse_document,
    parse_iso,
    parse_local,
    text_of,
)
from .keys import looks_like_xenforo  # noqa: F401  (one detector, URL only)
from .paged import PagedAdapter

DATE_FORMATS = XENFORO_FORMATS
_THREAD = re.compile(r"^(?P<root>.*?)threads/(?:(?P<slug>[^/]*)\.)?(?P<id>\d+)/?(?:page-\d+)?/?$")


def parse_page(
    text: str,
    url: str,
    *,
    thread: str | None = None,
    zone: tzinfo | None = None,
    now: datetime | None = None,
    date_formats: Iterable[str] = (),
) -> Page:
    """Parse one XenForo 1/2 thread page."""
    doc = parse_document(text)
    where = ThreadUrl(url)
    if where.thread_id is None:
        where = ThreadUrl(page_address(doc, url))
    formats = (*date_formats, *DATE_FORMATS)
    clock = page_clock(text, zone, formats, now)  # "Today", "5 minutes ago": the board's
    fields = _fields_xf2(doc) or _fields_xf1(doc)
    key = thread or where.key
    posts = tuple(_post(f, key, where, url, zone, clock or now, formats) for f in fields)
    current, pages = _pages(doc)
    return Page(
        posts=posts,
        url=url,
        title=text_of(first(doc, "//h1")) or text_of(first(doc, "//head/title")),
        page=current,
        pages=pages,
        machine_clock=machine_read(posts, clock, zone, formats),
        accounts=page_accounts(
            (p, account_of(f["profile"])) for p, f in zip(posts, fields, strict=True)
        ),
        has_next=bool(
            doc.xpath(
                f"//a[{has_class('pageNav-jump--next')}] | //a[{has_class('text')}][starts-with(normalize-space(), 'Next')]"
            )
        ),
    )


# -- fields ---------------------------------------------------------------------------------
def _fields_xf2(doc: HtmlElement) -> list[dict]:
    out = []
    for node in doc.xpath("//article[starts-with(@data-content, 'post-')]"):
        head = first(node, f".//header[{has_class('message-attribution')}]")
        numbers = [text_of(a) for a in (head.xpath(".//a") if head is not None else [])]
        out.append(
            {
                "id": node.get("data-content")[5:],
                "author": node.get("data-author")
                or text_of(first(node, f".//h4[{has_class('message-name')}]")),
                "profile": first(node, f".//h4[{has_class('message-name')}]//a"),
                "time": first(head, ".//time") if head is not None else None,
                "number": next((n for n in numbers if n.startswith("#")), ""),
                "body": first(
                    node, f".//article[{has_class('message-body')}]//div[{has_class('bbWrapper')}]"
                ),
                "edit": first(node, f".//div[{has_class('message-lastEdit')}]//time"),
                "editor": _by_moderator(first(node, f".//div[{has_class('message-lastEdit')}]")),
                "deleted": "message--deleted" in node.get("class", ""),
                "hidden": "message--moderated" in node.get("class", ""),
            }
        )
    return out


# XenForo 1's author link: an ``a.username`` outside the message and its signature (a
# mention in the text is one too: ``[USER=5]@Ivo[/USER]``)
_XF1_AUTHOR = (
    f".//a[{has_class('username')}][not(ancestor::*"
    f"[{has_class('messageContent')} or {has_class('signature')} or self::blockquote])]"
)


def _fields_xf1(doc: HtmlElement) -> list[dict]:
    out = []
    for node in doc.xpath(f"//li[starts-with(@id, 'post-')][{has_class('message')}]"):
        out.append(
            {
                "id": node.get("id")[5:],
                "author": node.get("data-author") or text_of(first(node, _XF1_AUTHOR)),
                "profile": first(node, _XF1_AUTHOR),
                "time": first(
                    node, f".//a[{has_class('datePermalink')}]//*[{has_class('DateTime')}]"
                ),
                "number": text_of(first(node, f".//a[{has_class('postNumber')}]")),
                "body": first(node, f".//blockquote[{has_class('messageText')}]"),
                "edit": first(node, f".//div[{has_class('editDate')}]//*[{has_class('DateTime')}]"),
                "editor": _by_moderator(first(node, f".//div[{has_class('editDate')}]")),
                "deleted": "deleted" in node.get("class", "").split(),
                "hidden": "moderated" in node.get("class", "").split(),
            }
        )
    return out


MODERATOR = "a moderator"  # XenForo names no editor: "Last edited by a moderator: <date>"


def _by_moderator(notice: HtmlElement | None) -> str:
    """``MODERATOR`` when the edit notice says a moderator made the edit, else ""."""
    return MODERATOR if notice is not None and MODERATOR in text_of(notice) else ""


# -- one post -------------------------------------------------------------------------------
def _post(
    f: dict,
    thread: str,
    where: ThreadUrl,
    url: str,
    zone: tzinfo | None,
    now: datetime | None,
    formats: tuple[str, ...],
) -> Post:
    def times(here: str) -> PostTimes:
        if f["time"] is None:
            raise ParseError(here, "no post time")
        edited, edited_raw = None, None
        if f["edit"] is not None:
            try:
                edited, edited_raw = _time(f["edit"], zone, now, formats, here)
            except ParseError:
                edited = None  # an unreadable edit date never loses the post
        created, raw = _time(f["time"], zone, now, formats, here)
        return created, raw, edited, edited_raw

    return fields_post(f, thread, url, where.post, zone, times)


def _time(
    el: HtmlElement, zone: tzinfo | None, now: datetime | None, formats: tuple[str, ...], where: str
) -> tuple[datetime, str]:
    """A time element read, and the value it was read from (Unix, ISO or printed)."""
    if el.get("data-time"):
        value = el.get("data-time").strip()
        return from_unix(value, where), value
    if el.get("datetime"):
        value = el.get("datetime").strip()
        return parse_iso(value, zone, where), value
    printed = clean_text(el.get("title") or text_of(el))
    return parse_local(printed, formats, zone, where, now), printed


def _pages(doc: HtmlElement) -> tuple[int | None, int | None]:
    nav = first(doc, f"//ul[{has_class('pageNav-main')}]")
    if nav is not None:
        current = int_in(text_of(first(nav, f".//li[{has_class('pageNav-page--current')}]")))
        numbers = [int_in(text_of(li)) for li in nav.xpath(f".//li[{has_class('pageNav-page')}]")]
        return current, max((n for n in numbers if n is not None), default=current)
    old = first(doc, f"//div[{has_class('PageNav')}]")
    if old is not None and old.get("data-page"):
        return int_in(old.get("data-page")), int_in(old.get("data-last", ""))
    return page_of(first(doc, f"//*[{has_class('pageNavHeader')}]"))


# -- URLs -----------------------------------------------------------------------------------
class ThreadUrl:
    """``https://host/community/threads/slug.123/page-4`` (or ``index.php?threads/…``)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        site = f"{parts.scheme}://{parts.netloc}" if parts.scheme else ""
        match = _THREAD.match(parts.path)
        query_style = match is None and _THREAD.match(parts.query) is not None
        if query_style:
            match = _THREAD.match(parts.query)
        self.host = parts.netloc.lower()
        self.thread_id = int(match["id"]) if match else None
        slug = f"{match['slug']}." if match and match["slug"] else ""
        root = match["root"] if match else "/"
        self.root = f"{site}{parts.path}?{root}" if query_style else f"{site}{root}"
        self.base = f"{self.root}threads/{slug}{self.thread_id}/"
        self.key = f"{self.host}{'' if query_style else root}threads/{self.thread_id}"

    def page(self, index: int) -> str:
        return self.base if index <= 1 else f"{self.base}page-{index}"

    def post(self, post_id: str) -> str:
        return f"{self.root}posts/{post_id}/"


@register("xenforo", detect=looks_like_xenforo)
class XenForoAdapter(PagedAdapter):
    """One XenForo 2 thread (1 works too). ``url`` is any page of it.

    Options: ``timezone`` (IANA name, for XenForo 1's local date texts; default UTC),
    ``per_page`` (20 on most boards; learned from page 1 otherwise), ``date_formats``.
    """

    engine = "xenforo"
    first_number = 1

    def locate(self, url: str) -> ThreadUrl:
        where = ThreadUrl(url)
        if where.thread_id is None or not urlsplit(url).scheme:
            raise ValueError(f"not a XenForo thread URL: {url!r} (expected …/threads/slug.123/)")
        return where

    def parse(self, text: str, url: str, index: int | None) -> Page:
        return parse_page(text, url, **self.parse_options())
