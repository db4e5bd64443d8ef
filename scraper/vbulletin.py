"""vBulletin adapter (4 and 5; vBulletin 3 pages are read too): ``showthread.php`` pages
in, ``Post``s out. See ``../shared/spec/forum-engines.md`` §3.1–3.2.

| | vBulletin 3 | vBulletin 4 | vBulletin 5 |
|---|---|---|---|
| post | ``table#post{id}`` | ``li#post_{id}`` | ``li.b-post[data-node-id]`` |
| number | ``a#postcount{id}[name]`` | ``a.postcounter`` "#2" | ``a.b-post__count`` |
| time | first ``td.thead`` text | ``span.postdate span.date`` | ``data-node-publishdate`` (Unix) |
| author | ``a.bigusername`` | ``a.username`` / ``span.username`` | ``div.author a`` |
| body | ``div#post_message_{id}`` | its ``blockquote.postcontent`` | ``div.js-post__content-text`` |
| edit | "Last edited by X; D at T." | ``blockquote.lastedited`` | ``div.b-post__edit`` |

Printed times are in the board's display zone: the ``timezone`` option (IANA name), else
the footer's "All times are GMT -5", else UTC. Pages are ``&page=N`` (``showthread.php?t=``)
or ``/pageN`` (friendly and vBulletin 5 URLs); a page past the end serves the last one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import datetime, tzinfo
from urllib.parse import parse_qs, urljoin, urlsplit

from votecount.parser.model import Post

from .base import register
from .clock import VBULLETIN_FORMATS, forum_now
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
    page_accounts,
    page_address,
    page_of,
    parse_document,
    parse_iso,
    parse_local,
    reading_zone,
    text_of,
)
from .keys import looks_like_vbulletin  # noqa: F401  (one detector, URL only)
from .paged import PagedAdapter

DATE_FORMATS = VBULLETIN_FORMATS
_ISO_DATE = re.compile(r"\d{4}-\d\d-\d\dT")
_EDITED = re.compile(
    r"Last edited by (.+?);\s*(.+?)(?:\s+at\s+(.+?))?\s*\.?\s*(?:Reason:.*)?$", re.S
)
_PAGE_SUFFIX = re.compile(r"/page\d+/?$")


def parse_page(
    text: str,
    url: str,
    *,
    thread: str | None = None,
    zone: tzinfo | None = None,
    now: datetime | None = None,
    date_formats: Iterable[str] = (),
) -> Page:
    """Parse one vBulletin 3/4/5 thread page; ``zone`` overrides the footer's zone."""
    doc = parse_document(text)
    stated, zone = reading_zone(text, zone)
    now = forum_now(text, zone, now) or now  # "Today" is the board's, not the machine's
    formats = (*date_formats, *DATE_FORMATS)
    where = ThreadUrl(url)
    if where.thread_id is None or not where.site:
        where = ThreadUrl(page_address(doc, url))
    if where.thread_id is None:
        link = first(doc, "//a[contains(@href, 'showthread.php?t=')]/@href")
        where = ThreadUrl(urljoin(url, str(link))) if link else where
    thread = thread or where.key
    fields = _fields_v5(doc) or _fields_v4(doc) or _fields_v3(doc)
    posts = tuple(_post(f, thread, where.post, url, zone, now, formats) for f in fields)
    current, pages = _pages(doc)
    return Page(
        posts=posts,
        url=url,
        title=text_of(first(doc, "//head/title")),
        page=current,
        pages=pages,
        has_next=bool(doc.xpath("//a[@rel='next'][@href] | //a[starts-with(@title, 'Next Page')]")),
        total_posts=_total(doc),
        zone=stated,
        accounts=_accounts(posts, fields),
    )


def _accounts(posts: tuple[Post, ...], fields: list[dict]) -> tuple[tuple[str, str], ...]:
    """(post id, account id) of each post whose author links a profile."""
    return page_accounts(
        (p, account_of(_profile(f["author"]))) for p, f in zip(posts, fields, strict=True)
    )


def _profile(author: HtmlElement | None) -> HtmlElement | None:
    """The author's profile link: the element itself, else the link inside it."""
    if author is None or author.tag == "a":
        return author
    return first(author, ".//a[@href]")


# -- per-version field extraction -------------------------------------------------------
def _fields_v5(doc: HtmlElement) -> list[dict]:
    out = []
    for node in doc.xpath(f"//li[@data-node-id][{has_class('b-post')}]"):
        stamp = first(node, f".//div[{has_class('b-post__timestamp')}]//time")
        out.append(
            {
                "id": node.get("data-node-id"),
                "number": text_of(first(node, f".//a[{has_class('b-post__count')}]")),
                "unix": node.get("data-node-publishdate"),
                "date": stamp.get("datetime") if stamp is not None else "",
                "author": first(
                    node, f".//div[{has_class('author')}]//a | .//div[{has_class('author')}]"
                ),
                "body": first(node, f".//div[{has_class('js-post__content-text')}]"),
                "edit": text_of(first(node, f".//div[{has_class('b-post__edit')}]")),
                "deleted": "deleted" in node.get("class", ""),
            }
        )
    return out


def _fields_v4(doc: HtmlElement) -> list[dict]:
    out = []
    for node in doc.xpath(
        f"//li[starts-with(@id, 'post_')][{has_class('postcontainer')} or {has_class('postbit')}]"
    ):
        post_id = node.get("id")[5:]
        counter = first(node, f".//a[{has_class('postcounter')}] | .//a[@id='postcount{post_id}']")
        out.append(
            {
                "id": post_id,
                "number": text_of(counter)
                or (counter.get("name", "") if counter is not None else ""),
                "date": text_of(
                    first(node, f".//span[{has_class('postdate')}]//span[{has_class('date')}]")
                ),
                "author": first(
                    node, f".//a[{has_class('username')}] | .//span[{has_class('username')}]"
                ),
                "body": _v4_body(node, post_id),
                "edit": text_of(first(node, f".//blockquote[{has_class('lastedited')}]")),
                "deleted": "deleted" in node.get("class", ""),
            }
        )
    return out


def _v4_body(node: HtmlElement, post_id: str) -> HtmlElement | None:
    message = first(node, f".//div[@id='post_message_{post_id}']")
    if message is None:
        return None
    inner = first(message, f".//blockquote[{has_class('postcontent')}]")
    return inner if inner is not None else message


def _fields_v3(doc: HtmlElement) -> list[dict]:
    out = []
    for node in doc.xpath("//table[starts-with(@id, 'post')]"):
        post_id = node.get("id")[4:]
        if not post_id.isdigit():
            continue
        head = first(node, f".//td[{has_class('thead')}][.//a[@name='post{post_id}']]")
        counter = first(node, f".//a[@id='postcount{post_id}']")
        edit = first(node, ".//*[contains(text(), 'Last edited by')]")
        out.append(
            {
                "id": post_id,
                "number": counter.get("name", "") if counter is not None else "",
                "date": text_of(head),
                "author": _v3_author(node, post_id),
                "body": first(node, f".//div[@id='post_message_{post_id}']"),
                "edit": text_of(edit) if edit is not None else "",
                "deleted": False,
            }
        )
    return out


def _v3_author(node: HtmlElement, post_id: str) -> HtmlElement | None:
    link = first(node, f".//a[{has_class('bigusername')}]")
    return link if link is not None else first(node, f".//div[@id='postmenu_{post_id}']/*[1]")


# -- one post ------------------------------------------------------------------------------
def _post(
    f: dict,
    thread: str,
    link: Callable[[str], str],
    url: str,
    zone: tzinfo,
    now: datetime | None,
    formats: tuple[str, ...],
) -> Post:
    def times(where: str) -> PostTimes:
        if f.get("unix"):
            raw = f["unix"].strip()
            created = from_unix(raw, where)
        elif _ISO_DATE.match(f["date"].strip()):  # not "Today, 05:21 PM"
            raw = f["date"].strip()
            created = parse_iso(raw, zone, where)
        else:
            raw = clean_text(f["date"])
            created = parse_local(raw, formats, zone, where, now)
        return (created, raw, *_edited(f["edit"], zone, now, formats, where))

    match = _EDITED.search(f["edit"])
    editor = clean_text(match[1]) if match else ""
    fields = {**f, "author": text_of(f["author"]), "editor": editor}
    return fields_post(fields, thread, url, link, zone, times)


def _edited(
    text: str, zone: tzinfo, now: datetime | None, formats: tuple[str, ...], where: str
) -> tuple[datetime | None, str | None]:
    """The edit notice's time and the text it was read from."""
    match = _EDITED.search(text)
    if not match:
        return None, None
    stamp = clean_text(f"{match[2]}, {match[3]}" if match[3] else match[2])
    try:
        return parse_local(stamp, formats, zone, where, now), stamp
    except ParseError:
        return None, None  # an unreadable edit date never loses the post


def _pages(doc: HtmlElement) -> tuple[int | None, int | None]:
    box = first(doc, f"//div[{has_class('pagenav')}]")
    field = first(box, ".//input[@name='page']") if box is not None else None
    if field is not None:
        current = int_in(field.get("value", ""))
        return current, int_in(text_of(first(box, f".//span[{has_class('pagetotal')}]")))
    for xpath in (f"//form[{has_class('pagination')}]", f"//td[{has_class('vbmenu_control')}]"):
        for node in doc.xpath(xpath):
            current, total = page_of(node)
            if current is not None:
                return current, total
    return None, None


def _total(doc: HtmlElement) -> int | None:
    for title in doc.xpath("//a[contains(@title, 'Results')]/@title"):
        match = re.search(r"of\s+([\d,]+)", title)
        if match:
            return int(match[1].replace(",", ""))
    return None


# -- URLs ------------------------------------------------------------------------------------
class ThreadUrl:
    """The shapes of a thread URL: ``showthread.php?t=N[&page=P]``,
    ``showthread.php/N-slug[/pageP]``, ``showthread.php?N-slug[/pageP]`` and vBulletin 5
    ``/forum/…/N-slug[/pageP]``."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.site = f"{parts.scheme}://{parts.netloc}" if parts.scheme else ""
        self.host = parts.netloc.lower()
        query = parse_qs(parts.query)
        path = _PAGE_SUFFIX.sub("", parts.path)
        self.thread_id: int | None = None
        self.style = "vb5"
        if "showthread.php" in path:
            self.root = self.site + path.split("showthread.php")[0]
            if query.get("t", [""])[0].isdigit():
                self.style, self.thread_id = "query", int(query["t"][0])
                self.base = f"{self.root}showthread.php?t={self.thread_id}"
                return
            tail = path.split("showthread.php", 1)[1].strip("/")
            first_arg = parts.query.split("&")[0]
            slug = tail or _PAGE_SUFFIX.sub("", "/" + first_arg).strip("/")
            sep = "/" if tail else "?"
            self.style, self.base = "friendly", f"{self.root}showthread.php{sep}{slug}"
            self.thread_id = int_in(slug.split("-")[0]) if slug[:1].isdigit() else None
            return
        self.root = self.site + "/"
        self.base = self.site + path.rstrip("/")
        last = path.rstrip("/").rsplit("/", 1)[-1]
        self.thread_id = int_in(last.split("-")[0]) if last[:1].isdigit() else None

    @property
    def key(self) -> str:
        kind = "node" if self.style == "vb5" else "showthread.php?t="
        sep = "/" if kind == "node" else ""
        key = f"{kind}{sep}{self.thread_id if self.thread_id is not None else '?'}"
        return f"{self.host}/{key}" if self.host else key

    def page(self, index: int) -> str:
        if index <= 1:
            return self.base
        if self.style == "query":
            return f"{self.base}&page={index}"
        return f"{self.base}/page{index}"

    def post(self, post_id: str) -> str:
        if self.style == "vb5":
            return f"{self.base}?p={post_id}#post{post_id}"
        return f"{self.root}showthread.php?p={post_id}#post{post_id}"


@register("vbulletin", detect=looks_like_vbulletin)
class VBulletinAdapter(PagedAdapter):
    """One vBulletin 4/5 thread (3 works too). ``url`` is any page of it.

    Options: ``timezone`` (IANA name of the board's display zone; default: the footer's
    "All times are GMT±N", else UTC), ``per_page`` (learned from page 1 otherwise),
    ``date_formats`` (extra strptime formats tried first).
    """

    engine = "vbulletin"
    first_number = 1

    def locate(self, url: str) -> ThreadUrl:
        where = ThreadUrl(url)
        if where.thread_id is None or not where.site:
            raise ValueError(
                f"not a vBulletin thread URL: {url!r} (expected …/showthread.php?t=123)"
            )
        return where

    def parse(self, text: str, url: str, index: int | None) -> Page:
        return parse_page(text, url, **self.parse_options())
