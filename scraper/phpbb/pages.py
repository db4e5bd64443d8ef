"""Reading a phpBB 3 (prosilver) or MafiaScum ``viewtopic.php`` page into ``Post``s.

See ``../shared/spec/forum-engines.md`` §2. What this module reads from a page:

- posts: ``div.post#p{id}``; author ``a.username``/``a.username-coloured`` in ``p.author``
  or ``dl.postprofile`` (phpBB 3.0: the link inside ``p.author strong``; an account
  deleted with its posts kept: the name with no link, ``span.username``);
- number: MafiaScum prints ``span.post-number-bolded`` ("#0" is the opening post);
  vanilla phpBB prints none, so number = the page's ``start`` + index (also from 0);
- time: ``<time datetime>`` (3.1+, UTC) or the text after the last "»" in ``p.author``
  (3.0 and MafiaScum), read in the board's zone (the ``timezone`` option, else the zone
  the footer states: "All times are UTC - 5 hours [ DST ]", "All times are <span
  title=…>UTC-05:00</span>", else UTC); the text and the zone are kept on the post
  (``time_raw``, ``time_zone``) so a changed zone re-reads it;
- body: the inner HTML of ``div.content``, untouched (quotes, MafiaScum bold divs and
  ``bbvote`` spans are the parser's business);
- "Last edited by … on …, edited N times in total." -> ``edited_at``, version N+1;
- deleted (``div.post.deleted``, ``post_deleted_msg``) and unapproved posts are flagged.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from datetime import datetime, tzinfo
from urllib.parse import parse_qs, urljoin, urlsplit

from votecount.parser.model import Post

from ..clock import PHPBB_FORMATS
from ..errors import AuthError, ParseError
from ..html_common import (
    HtmlElement,
    Page,
    account_of,
    clean_text,
    first,
    has_class,
    inner_html,
    int_in,
    machine_read,
    page_accounts,
    page_clock,
    page_of,
    parse_document,
    parse_iso,
    parse_local,
    reading_zone,
    text_of,
    zone_name,
)

DATE_FORMATS = PHPBB_FORMATS
_EDITED = re.compile(r"Last edited by (.+?) on (.+?), edited (\d+) times? in total", re.S)


def topic_id_of(url: str) -> int | None:
    values = parse_qs(urlsplit(url).query).get("t")
    return int(values[0]) if values and values[0].isdigit() else None


def parse_page(
    text: str,
    url: str,
    *,
    thread: str | None = None,
    start: int | None = None,
    per_page: int | None = None,
    zone: tzinfo | None = None,
    now: datetime | None = None,
    date_formats: Iterable[str] = (),
) -> Page:
    """Parse one viewtopic page. ``start`` is the offset asked for; the page's own
    pagination wins when it says otherwise (a clamped last page, a ``p=`` jump). Printed
    times are read in ``zone`` (the ``timezone`` option), else in the zone the footer
    states ("All times are UTC - 5 hours [ DST ]"), else in UTC."""
    doc = parse_document(text)
    stated, zone = reading_zone(text, zone)
    nodes = [
        n
        for n in doc.xpath(f"//div[{has_class('post')}]")
        if re.fullmatch(r"p\d+", n.get("id", ""))
    ]
    pagination = first(doc, f"//div[{has_class('pagination')}]")
    current, pages = page_of(pagination)
    per_page = per_page or _link_step(doc)
    start = _page_start(doc, current, per_page, start)
    base = _base(url, doc)
    thread = thread or thread_key_of(url, doc)
    formats = (*date_formats, *DATE_FORMATS)
    clock = page_clock(text, zone, formats, now)  # "Today" is the board's day
    posts = tuple(
        _post(node, i, start, thread, base, zone, clock or now, formats)
        for i, node in enumerate(nodes)
    )
    if not posts and first(doc, "//input[@name='password']") is not None:
        raise AuthError(
            f"{url}: the forum shows a login form instead of the topic; pass credentials"
        )
    return Page(
        posts=posts,
        url=url,
        title=_title(doc),
        page=current or (start // per_page + 1 if per_page else None),
        pages=pages,
        has_next=_has_next(doc),
        per_page=per_page,
        total_posts=_total(pagination),
        zone=stated,
        machine_clock=machine_read(posts, clock, zone, formats),
        accounts=page_accounts((p, _account(n)) for p, n in zip(posts, nodes, strict=True)),
    )


def thread_key_of(url: str, doc: HtmlElement | None = None) -> str:
    """ "host/prefix/viewtopic.php?t=N" from the URL, or from the page's own links."""
    topic = topic_id_of(url)
    if topic is None and doc is not None:
        for href in doc.xpath(
            "//h2//a/@href | //form[@id='viewtopic']/@action | //a[contains(@href, 't=')]/@href"
        ):
            topic = topic_id_of(urljoin(url, href))
            if topic is not None:
                break
    parts = urlsplit(url)
    key = f"viewtopic.php?t={topic if topic is not None else '?'}"
    if not parts.netloc:
        return key  # a saved page: the host is unknown
    return f"{parts.netloc.lower()}{parts.path.rsplit('/', 1)[0]}/{key}"


# -- one post --------------------------------------------------------------------------
def _post(
    node: HtmlElement,
    index: int,
    start: int,
    thread: str,
    base: str,
    zone: tzinfo,
    now: datetime | None,
    formats: tuple[str, ...],
) -> Post:
    post_id = node.get("id")[1:]
    where = f"{base}viewtopic.php?p={post_id} (post {post_id})"
    head = first(node, f".//p[{has_class('author')}]")
    if head is None:
        raise ParseError(where, "no p.author line")
    number_el = first(head, f".//span[{has_class('post-number-bolded')}]")
    content = first(node, f".//div[{has_class('content')}]")
    edited_at, edits, edited_raw, editor = _edit_notice(node, zone, now, formats, where)
    author = _author(node, head, where)
    created_at, time_raw = _created(head, zone, now, formats, where)
    return Post(
        thread=thread,
        post_id=post_id,
        number=_number(number_el, start + index),
        author=author,
        author_name=author,
        created_at=created_at,
        html=inner_html(content) if content is not None else "",
        url=f"{base}viewtopic.php?p={post_id}#p{post_id}",
        edited_at=edited_at,
        deleted=_is_deleted(node),
        hidden=content is None or node.xpath(f"boolean(.//p[{has_class('unapproved')}])"),
        version=edits + 1,
        time_raw=time_raw,
        time_zone=zone_name(zone),
        edited_raw=edited_raw,
        editor=editor,
    )


def _number(number_el: HtmlElement | None, fallback: int) -> int:
    """The post's number as the page prints it, else its place on the page."""
    if number_el is None:
        return fallback
    found = int_in(text_of(number_el))
    return fallback if found is None else found


def _author(node: HtmlElement, head: HtmlElement, where: str) -> str:
    """The post's author: its profile link, or, for an account deleted with its posts
    kept (or a guest's post), the name phpBB prints with no link (``span.username``)."""
    links = f"a[{has_class('username')} or {has_class('username-coloured')}]"
    unlinked = f"span[{has_class('username')} or {has_class('username-coloured')}]"
    profile = f".//dl[{has_class('postprofile')}]"
    for root, xpath in (
        (head, f".//{links}"),
        (node, f"{profile}//{links}"),
        (head, ".//strong//a"),
        (head, ".//strong"),
        (node, f"{profile}/dt/a[normalize-space()]"),
        (head, f".//{unlinked}"),
        (node, f"{profile}//{unlinked}"),
    ):
        found = first(root, xpath)
        if found is not None and text_of(found):
            return text_of(found)
    raise ParseError(where, "no author")


ANONYMOUS = "1"  # phpBB's guest account: every guest's post is user 1's


def _account(node: HtmlElement) -> str:
    """The author's account id in the profile link beside the post (``p.author``,
    ``dl.postprofile``), not a quote's link in its body; never the guest account."""
    head = first(node, f".//p[{has_class('author')}]")
    for root in (head, first(node, f".//dl[{has_class('postprofile')}]")):
        if root is not None:
            found = account_of(first(root, ".//a[contains(@href, 'mode=viewprofile')]"))
            if found:
                return "" if found == ANONYMOUS else found
    return ""


def _created(
    head: HtmlElement,
    zone: tzinfo | None,
    now: datetime | None,
    formats: tuple[str, ...],
    where: str,
) -> tuple[datetime, str]:
    """The post's time and the text it was read from."""
    stamp = first(head, ".//time[@datetime]")
    if stamp is not None:
        value = stamp.get("datetime").strip()
        return parse_iso(value, zone, where), value
    raw = head.text_content()
    if "»" not in raw:
        raise ParseError(where, f"no date after '»' in {text_of(head)!r:.80}")
    printed = clean_text(raw.rsplit("»", 1)[1])
    return parse_local(printed, formats, zone, where, now), printed


def _edit_notice(
    node: HtmlElement,
    zone: tzinfo | None,
    now: datetime | None,
    formats: tuple[str, ...],
    where: str,
) -> tuple[datetime | None, int, str | None, str]:
    """The edit notice's time, the number of edits, the time's text and the editor."""
    for notice in node.xpath(f".//div[{has_class('notice')}]"):
        match = _EDITED.search(text_of(notice))
        if match:
            printed, editor = clean_text(match[2]), clean_text(match[1])
            try:
                when = parse_local(printed, formats, zone, where, now)
            except ParseError:  # an unreadable edit date never loses the post
                return None, int(match[3]), None, editor
            return when, int(match[3]), printed, editor
    return None, 0, None, ""


def _is_deleted(node: HtmlElement) -> bool:
    return "deleted" in node.get("class", "").split() or bool(
        node.xpath(
            f".//div[{has_class('post_deleted_msg')}] | .//p[{has_class('post-notice')} and {has_class('deleted')}]"
        )
    )


# -- page-level ------------------------------------------------------------------------
def _starts(doc: HtmlElement) -> list[int]:
    hrefs = doc.xpath(
        f"//div[{has_class('pagination')}]//a/@href | //form[@id='viewtopic']/@action"
    )
    out = []
    for href in hrefs:
        value = parse_qs(urlsplit(href).query).get("start")
        if value and value[0].isdigit():
            out.append(int(value[0]))
    return out


def _link_step(doc: HtmlElement) -> int | None:
    """Posts per page = the gcd of the ``start`` offsets the pagination links use."""
    step = 0
    for value in _starts(doc):
        step = math.gcd(step, value)
    return step or None


def _page_start(
    doc: HtmlElement, current: int | None, per_page: int | None, asked: int | None
) -> int:
    if current is not None and per_page:
        return (current - 1) * per_page
    action = first(doc, "//form[@id='viewtopic']/@action")
    value = parse_qs(urlsplit(str(action or "")).query).get("start")
    if value and value[0].isdigit():
        return int(value[0])
    return asked or 0


def _has_next(doc: HtmlElement) -> bool:
    return bool(
        doc.xpath(
            f"//div[{has_class('pagination')}]//a[@rel='next'] | //li[{has_class('next')}]//a"
            f" | //form[@id='viewtopic']//a[{has_class('right-box')}]"
        )
    )


def _total(pagination: HtmlElement | None) -> int | None:
    match = re.search(r"(\d[\d,]*)\s+posts?\b", text_of(pagination), re.I)
    return int(match[1].replace(",", "")) if match else None


def _title(doc: HtmlElement) -> str:
    for xpath in (f"//h2[{has_class('topic-title')}]", "//h2[a]", "//title"):
        found = first(doc, xpath)
        if found is not None and text_of(found):
            return text_of(found)
    return ""


def _base(url: str, doc: HtmlElement) -> str:
    """The board's root URL ("https://host/forum/"), for post links."""
    parts = urlsplit(url)
    if parts.scheme and parts.netloc:
        return f"{parts.scheme}://{parts.netloc}{parts.path.rsplit('/', 1)[0]}/"
    return ""
