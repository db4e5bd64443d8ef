"""Helpers shared by the HTML adapters (phpBB, vBulletin, XenForo) and the importer:
decoding saved or fetched pages, lxml selection and forum-local time conversion. The
page walk the three engines build on is ``paged.PagedAdapter``.

Nothing here knows one engine's markup; that stays in the engine's module.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, tzinfo
from urllib.parse import parse_qs, urljoin, urlsplit

from lxml import html as lxml_html
from lxml.html import HtmlElement

from votecount.parser.model import Post

from .clock import (  # noqa: F401  (re-exported: the adapters' time helpers)
    PageZone,
    clean_text,
    machine_read,
    page_clock,
    page_zone,
    parse_local,
    resolve_zone,
    to_utc,
    zone_name,
)
from .errors import ParseError


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
    zone: PageZone | None = None  # the zone the page's footer states
    # the posts whose printed time was read against the machine's clock (no page clock)
    machine_clock: tuple[str, ...] = ()
    # (post id, the author's account id) read off the author's profile link: a renamed
    # account's posts keep the author first stored for it (``Batch.accounts``)
    accounts: tuple[tuple[str, str], ...] = ()


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


def page_of(el: HtmlElement | None) -> tuple[int | None, int | None]:
    """(current, total) from an element's "Page X of Y" text, its elements' texts read
    apart: a pagination written with no space between its tags ("Page <b>1</b> of
    <b>3</b></a></li><li><span>1</span>") reads 3 pages, not 3123 (live28)."""
    text = " ".join(" ".join(el.xpath(".//text()")).split()) if el is not None else ""
    match = re.search(r"Page\s*(\d+)\s*of\s*(\d+)", text, re.I)
    return (int(match[1]), int(match[2])) if match else (None, None)


# -- time ------------------------------------------------------------------------------
# the forum's clock lives in ``clock`` (stdlib only: a count re-reads stored times without
# lxml); its names are the adapters' through here


def reading_zone(text: str, zone: tzinfo | None) -> tuple[PageZone | None, tzinfo]:
    """The zone the page's footer states, and the zone its printed times are read in:
    ``zone`` (the ``timezone`` option), else the stated one, else UTC."""
    stated = page_zone(text)
    return stated, zone or (stated.zone if stated is not None else None) or UTC


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


# -- one post ----------------------------------------------------------------------------
PostTimes = tuple[datetime, str, datetime | None, str | None]


_PROFILE_PATH = re.compile(r"(?:^|[/?])(?:members?/(?:[^/?#]*\.)?|member\.php[?/])(\d+)(?:[-/]|$)")


def account_of(link: HtmlElement | None) -> str:
    """The forum's account id in an author's profile link, "" when it names none:
    XenForo's ``data-user-id``; phpBB's ``memberlist.php?mode=viewprofile&u=N`` and
    vBulletin's ``member.php?u=N`` (``userid``); vBulletin's friendly
    ``member.php?N-name``, ``member.php/N-name`` and ``member/N-name``; XenForo's
    ``members/name.N/`` (relative too, and ``index.php?members/name.N/``, as XenForo 1
    prints it). Id 0 is no account (a guest's, a deleted user's placeholder)."""
    if link is None:
        return ""
    given = (link.get("data-user-id") or "").strip()
    if _an_id(given):
        return given
    href = link.get("href") or ""
    query = parse_qs(urlsplit(href).query)
    for key in ("u", "userid"):
        if query.get(key, [""])[0].isdigit():
            return query[key][0] if _an_id(query[key][0]) else ""
    found = _PROFILE_PATH.search(href)
    return found[1] if found and _an_id(found[1]) else ""


def _an_id(text: str) -> bool:
    return text.isdigit() and int(text) > 0


def page_accounts(found: Iterable[tuple[Post, str]]) -> tuple[tuple[str, str], ...]:
    """(post id, account id) of a page's posts whose author links a profile. An id the
    page shows under two names is no one's account (a guest's or deleted user's
    placeholder, a theme linking every author to one profile: review25c): left out, so
    the names are not read as renames of the first."""
    pairs = [(p, a) for p, a in found if a]
    names: dict[str, set[str]] = {}
    for p, a in pairs:
        names.setdefault(a, set()).add(p.author.casefold())
    return tuple((p.post_id, a) for p, a in pairs if len(names[a]) == 1)


def fields_post(
    f: dict,
    thread: str,
    url: str,
    link: Callable[[str], str],
    zone: tzinfo | None,
    times: Callable[[str], PostTimes],
) -> Post:
    """One ``Post`` from the fields an engine read off its markup: ``id``, ``number``
    (text), ``author`` (text), ``body`` (element or None), ``deleted`` and optionally
    ``hidden`` and ``editor`` (who made the edit the notice dates). ``times(where)`` reads the post's time, its text, the edit time and its
    text; ``link(post_id)`` is the post's URL."""
    post_id = f["id"]
    where = f"{url} (post {post_id})"
    number = int_in(f["number"])
    if number is None:
        raise ParseError(where, "no post number")
    author = f["author"]
    if not author:
        raise ParseError(where, "no author")
    created, raw, edited_at, edited_raw = times(where)
    body = f["body"]
    return Post(
        thread=thread,
        post_id=post_id,
        number=number,
        author=author,
        author_name=author,
        created_at=created,
        html=inner_html(body) if body is not None else "",
        url=link(post_id),
        edited_at=edited_at,
        deleted=f["deleted"],
        hidden=f.get("hidden", False) or body is None,
        time_raw=raw,
        time_zone=zone_name(zone),
        edited_raw=edited_raw,
        editor=f.get("editor", "") if edited_at is not None else "",
    )
