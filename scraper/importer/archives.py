"""Saved Discourse topic pages (engine "discourse" of ``importer.pages``).

Discourse archives (engine "discourse"): the crawler layout a topic serves to crawlers and
with ``?print=true`` (``div.topic-body.crawler-post``: ``span[itemprop=name]`` author,
``time[datetime]``, ``meta[itemprop=dateModified]``, ``span[itemprop=position]``,
``div.post[itemprop=text]``), the Discourse 2.x crawler layout (``div.creator`` with
``b[itemprop=author]`` and ``div.post[itemprop=articleBody]``), and static mirrors in
ArchiveDiscourse's shape (``t/{slug}/{id}/index.html`` of ``div.post_container`` >
``div.user_name`` + ``div.post_content``: no times or numbers, so posts are numbered in
page order from 1 and dated at the epoch). None of these shows post ids: a post gets
``n{number}`` (as in JSONL), so an archive import and a live API sync of the same topic
do not share post ids. The thread is ``{host}/t/{id}`` as the live adapter names it, the
host taken from ``<link rel=canonical>`` or the mirror's "Archived from" link. A post
showing Discourse's "flagged by the community" notice is ``hidden``.
"""

from __future__ import annotations

import re
from datetime import tzinfo
from urllib.parse import urlsplit

from votecount.parser.model import Post

from ..clock import EPOCH
from ..errors import ParseError
from ..html_common import (
    HtmlElement,
    Page,
    first,
    has_class,
    inner_html,
    int_in,
    page_address,
    parse_document,
    parse_iso,
    text_of,
)

_FLAGGED = re.compile(r"flagged by the community and is temporarily hidden", re.I)
_TOPIC = re.compile(r"/t/(?:(?P<slug>[^/?#]+)/)?(?P<id>\d+)(?:/|\?|#|$)")
_BODY = "div[@itemprop='text' or @itemprop='articleBody']"


def parse_discourse_page(
    text: str, url: str, *, thread: str | None = None, zone: tzinfo | None = None
) -> Page:
    """One saved Discourse topic page: crawler/print layout (current or 2.x) or an
    ArchiveDiscourse-style mirror. Times carry their zone; ``zone`` reads any that do not."""
    doc = parse_document(text)
    site, topic = _discourse_topic(doc, page_address(doc, url), url)
    host = urlsplit(site).netloc.lower()
    topic_id = topic["id"] if topic else "?"
    key = thread or f"{host + '/' if host else ''}t/{topic_id}"
    slug = f"{topic['slug']}/" if topic and topic["slug"] else ""
    link = f"{site}/t/{slug}{topic_id}/" if host and topic else ""
    nodes = _crawler_posts(doc)
    if nodes:
        posts = tuple(_crawler_post(n, key, link, url, zone) for n in nodes)
    else:
        posts = tuple(_mirror_post(n, i, key, link) for i, n in enumerate(_mirror_posts(doc), 1))
    title = text_of(first(doc, "//h1")) or text_of(first(doc, "//head/title"))
    has_next = bool(doc.xpath("//link[@rel='next'] | //a[@rel='next']"))
    return Page(posts=posts, url=url, title=title, has_next=has_next)


def _discourse_topic(doc: HtmlElement, address: str, url: str) -> tuple[str, re.Match | None]:
    """(site, match of slug and id) from the canonical address, else the file path; a
    mirror's "Archived from" link names the site."""
    topic = None
    for candidate in (address, url):
        topic = _TOPIC.search(urlsplit(candidate).path + "/")
        if topic:
            break
    source = first(doc, f"//div[{has_class('archive-span')}]//a/@href")
    for candidate in (address, str(source or "")):
        parts = urlsplit(candidate)
        if parts.scheme in ("http", "https") and parts.netloc:
            return f"{parts.scheme}://{parts.netloc}", topic
    return "", topic


def _crawler_posts(doc: HtmlElement) -> list[HtmlElement]:
    current = doc.xpath(f"//div[{has_class('crawler-post')}][.//{_BODY}]")
    if current:
        return current
    return doc.xpath(
        f"//div[contains(@itemtype, 'DiscussionForumPosting')][div[{has_class('creator')}]]"
    )


def _crawler_post(node: HtmlElement, thread: str, link: str, url: str, zone: tzinfo | None) -> Post:
    outside = f"[not(ancestor::{_BODY})]"
    number = int_in(
        text_of(first(node, f".//*[@itemprop='position']{outside}")) or node.get("id", "")
    )
    where = f"{url} (post {number if number is not None else '?'})"
    if number is None:
        raise ParseError(where, "no post number (span[itemprop=position])")
    author_el = first(node, f".//*[@itemprop='author']{outside}")
    name_el = first(author_el, ".//*[@itemprop='name']") if author_el is not None else None
    author = text_of(name_el if name_el is not None else author_el)
    if not author:
        raise ParseError(where, "no author")
    stamp = first(node, f".//time[@datetime]{outside}")
    if stamp is None:
        raise ParseError(where, "no post time (time[datetime])")
    created = parse_iso(stamp.get("datetime"), zone, where)
    modified = first(node, f".//meta[@itemprop='dateModified']{outside}/@content")
    edited = parse_iso(str(modified), zone, where) if modified else None
    body = first(node, f".//{_BODY}")
    html = inner_html(body) if body is not None else ""
    return Post(
        thread=thread,
        post_id=f"n{number}",
        number=number,
        author=author,
        author_name=_display_name(author_el) or author,
        created_at=created,
        html=html,
        edited_at=edited if edited is not None and edited > created else None,
        url=f"{link}{number}" if link else "",
        hidden=body is None or bool(_FLAGGED.search(text_of(body))),
    )


def _display_name(author_el: HtmlElement | None) -> str:
    """The "(Display Name)" Discourse prints after the username when names are on."""
    if author_el is None:
        return ""
    holder = author_el.xpath("ancestor-or-self::span[1]") or [author_el]
    match = re.search(r"\(([^()]+)\)", text_of(holder[0]))
    return match[1].strip() if match else ""


def _mirror_posts(doc: HtmlElement) -> list[HtmlElement]:
    return doc.xpath(f"//div[{has_class('post_container')}]")


def _mirror_post(node: HtmlElement, number: int, thread: str, link: str) -> Post:
    author = text_of(first(node, f".//div[{has_class('user_name')}]"))
    if not author:
        raise ParseError(f"{thread} (post {number})", "no author (div.user_name)")
    body = first(node, f".//div[{has_class('post_content')}]")
    return Post(
        thread=thread,
        post_id=f"n{number}",
        number=number,
        author=author,
        author_name=author,
        created_at=EPOCH,
        html=inner_html(body) if body is not None else "",
        url=f"{link}{number}" if link else "",
        hidden=body is None,
    )
