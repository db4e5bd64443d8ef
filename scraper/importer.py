"""Offline import: JSONL post dumps and folders of saved thread pages, yielding the same
``Batch``es a live adapter does, so ``store.save_batch`` takes them unchanged.

JSONL: one JSON object per line, either our own ``Post`` fields (``thread``, ``post_id``,
``number``, ``author``, ``created_at``, ``html``, …) or the corpus shape (``number``,
``author``, ``timestamp`` with an offset or none, ``html``, ``url``, optional
``post_id``/``thread``). A line without a post id gets ``n{number}``, stable across
imports. A line without any time gets the Unix epoch, so such posts order by number.

Saved pages: every ``.html``/``.htm`` file of a folder (natural order: ``page2`` before
``page10``), each engine detected from the page itself. One ``Batch`` per file.

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

Every error is a ``ParseError`` (a ``ValueError``) naming the file and the line or post.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from votecount.parser.model import Post, PostType

from . import phpbb, vbulletin, xenforo
from .base import Batch
from .clock import ALL_FORMATS, offset_name, reread
from .errors import ParseError
from .html_common import (
    HtmlElement,
    Page,
    decode_page,
    first,
    has_class,
    inner_html,
    int_in,
    page_address,
    parse_document,
    parse_iso,
    resolve_zone,
    text_of,
    to_utc,
    zone_name,
)

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
DEFAULT_BATCH = 200
_GENERATORS = (
    (re.compile(r"<meta[^>]+generator[^>]+vBulletin", re.I), "vbulletin"),
    (re.compile(r"<meta[^>]+generator[^>]+Discourse", re.I), "discourse"),
    (re.compile(r"<html[^>]+id=\"(?:XenForo|XF)\"", re.I), "xenforo"),
    (re.compile(r"<body[^>]+id=\"phpbb\"", re.I), "phpbb"),
    (re.compile(r"<li[^>]+data-node-id=[^>]+b-post|id=\"post_message_\d+\"", re.I), "vbulletin"),
    (re.compile(r"data-xf-init=|class=\"[^\"]*\bmessageText\b", re.I), "xenforo"),
    (
        re.compile(r"<div[^>]+id=\"p\d+\"[^>]+class=\"post\b|Powered by <a[^>]*>phpBB", re.I),
        "phpbb",
    ),
    (
        re.compile(r"class=[\"']topic-body crawler-post|itemprop=[\"']articleBody", re.I),
        "discourse",
    ),
    (re.compile(r"class=\"post_container\"[\s\S]*class=\"user_name\"", re.I), "discourse"),
)
PAGE_ENGINES = ("discourse", "phpbb", "vbulletin", "xenforo")
_FLAGGED = re.compile(r"flagged by the community and is temporarily hidden", re.I)
_TOPIC = re.compile(r"/t/(?:(?P<slug>[^/?#]+)/)?(?P<id>\d+)(?:/|\?|#|$)")
_BODY = "div[@itemprop='text' or @itemprop='articleBody']"


# -- JSONL -----------------------------------------------------------------------------------
def import_jsonl(
    path: str | Path,
    thread: str | None = None,
    timezone: str | tzinfo | None = "UTC",
    batch_size: int = DEFAULT_BATCH,
) -> Iterator[Batch]:
    """Posts from a JSONL file, ``batch_size`` at a time (a new batch when the thread
    changes). ``thread`` overrides the file's; otherwise a line's ``thread`` field, else
    the file name. ``timezone`` reads times written without an offset."""
    path = Path(path)
    zone = resolve_zone(timezone)
    default_thread = thread or path.stem
    pending: list[Post] = []
    for lineno, line in _lines(path):
        if not line.strip():
            continue
        post = _jsonl_post(line, f"{path}:{lineno}", thread, default_thread, zone)
        if pending and (len(pending) >= batch_size or pending[-1].thread != post.thread):
            yield Batch(tuple(pending))
            pending = []
        pending.append(post)
    if pending:
        yield Batch(tuple(pending))


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    """Numbered lines of a UTF-8 file; a line that is not UTF-8 is a ``ParseError``."""
    with path.open("rb") as handle:
        for lineno, data in enumerate(handle, 1):
            try:
                yield lineno, data.decode("utf-8-sig" if lineno == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise ParseError(
                    f"{path}:{lineno}", f"not UTF-8 text (byte {exc.start}: {exc.reason})"
                ) from None


def _jsonl_post(
    line: str, where: str, forced: str | None, default: str, zone: tzinfo | None
) -> Post:
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ParseError(where, f"not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(item, dict):
        raise ParseError(where, f"expected a JSON object, got {type(item).__name__}")
    number = _need(item, "number", int, where)
    post_id = item.get("post_id", item.get("id"))
    where = f"{where} (post {number})"
    given = item.get("created_at", item.get("timestamp"))
    created = _when(given, zone, where, "created_at")
    clock_fields = _clock_fields(item, given, zone)
    if created is None and clock_fields["time_raw"]:  # only the printed time: read it
        read_in = resolve_zone(clock_fields["time_zone"]) if clock_fields["time_zone"] else zone
        created = reread(clock_fields["time_raw"], read_in, ALL_FORMATS, where=where)
    return Post(
        thread=forced or str(item.get("thread") or default),
        post_id=str(post_id) if post_id not in (None, "") else f"n{number}",
        number=number,
        author=_need(item, "author", str, where),
        author_name=str(item.get("author_name") or item["author"]),
        created_at=created or EPOCH,
        html=_need(item, "html", str, where),
        edited_at=_when(item.get("edited_at"), zone, where, "edited_at"),
        raw=item.get("raw") if isinstance(item.get("raw"), str) else None,
        url=str(item.get("url") or ""),
        deleted=bool(item.get("deleted", False)),
        hidden=bool(item.get("hidden", False)),
        post_type=_post_type(item.get("post_type", "regular"), where),
        version=_opt(item, "version", int, where) or 1,
        **clock_fields,
    )


_RAW_NAMES = ("time_raw", "timestamp_raw", "created_raw", "date_raw")


def _clock_fields(item: dict[str, Any], given: Any, zone: tzinfo | None) -> dict[str, Any]:
    """The post's time as the file gave it: a ``time_raw``-like field when the line has
    one (with its ``time_zone``), else the created_at value itself, read in ``zone``."""
    raw = next((item[k] for k in _RAW_NAMES if isinstance(item.get(k), str) and item[k]), None)
    named = item.get("time_zone")
    offset = _offset_of(given)
    if offset is not None and not (isinstance(named, str) and named):
        # a time that states its offset is the instant itself: kept as given, it reads the
        # same in any zone (a printed time beside it was shown in some viewer's zone)
        return {
            "time_raw": str(given),
            "time_zone": offset_name(offset),
            "edited_raw": _edited_raw(item),
        }
    if not (isinstance(named, str) and named):
        named = zone_name(zone)
    if raw is None and given not in (None, ""):
        raw = str(given)
    return {"time_raw": raw, "time_zone": named, "edited_raw": _edited_raw(item)}


def _edited_raw(item: dict[str, Any]) -> str | None:
    edited = item.get("edited_raw")
    return edited if isinstance(edited, str) and edited else None


def _offset_of(value: Any) -> int | None:
    """The offset from UTC, in minutes, of an ISO time that states one."""
    try:
        when = datetime.fromisoformat(str(value))
    except ValueError:
        return None
    offset = when.utcoffset()
    return None if offset is None else int(offset.total_seconds() // 60)


def _need(item: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = item.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ParseError(where, f"field {name!r} is missing or not {kind.__name__}: {value!r:.60}")
    return value


def _opt(item: dict[str, Any], name: str, kind: type, where: str) -> Any:
    return None if item.get(name) is None else _need(item, name, kind, where)


def _when(value: Any, zone: tzinfo | None, where: str, name: str) -> datetime | None:
    if value in (None, ""):
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):
            raise ParseError(where, f"field {name!r} is not a Unix time: {value!r:.60}") from None
    try:
        return to_utc(datetime.fromisoformat(str(value)), zone)
    except ValueError:
        raise ParseError(where, f"field {name!r} is not an ISO-8601 time: {value!r:.60}") from None


def _post_type(value: Any, where: str) -> PostType:
    try:
        return PostType(value)
    except ValueError:
        choices = ", ".join(t.value for t in PostType)
        raise ParseError(where, f"unknown post_type {value!r} (one of {choices})") from None


# -- saved pages -------------------------------------------------------------------------------
def detect_engine_from_html(html: str | bytes) -> str | None:
    """ "phpbb", "vbulletin", "xenforo" or "discourse" from a page's markup; None otherwise."""
    text = decode_page(html) if isinstance(html, bytes) else html
    for pattern, engine in _GENERATORS:
        if pattern.search(text):
            return engine
    return None


def import_pages(
    folder_or_files: str | Path | Iterable[str | Path],
    engine: str | None = None,
    timezone: str | tzinfo | None = None,
    thread: str | None = None,
) -> Iterator[Batch]:
    """One ``Batch`` per saved page. ``timezone`` is the board's display zone for engines
    that print local times (default: what the page says, else UTC)."""
    zone = resolve_zone(timezone)
    for path in _page_files(folder_or_files):
        raw = path.read_bytes()
        text = decode_page(raw)
        kind = engine or detect_engine_from_html(text)
        if kind not in PAGE_ENGINES:
            what = (
                f"engine {kind!r} is not supported for saved pages"
                if kind
                else "cannot tell which forum engine wrote it"
            )
            raise ParseError(
                str(path), f"{what} (name the engine: --engine one of {', '.join(PAGE_ENGINES)})"
            )
        try:
            page = _parse(kind, text, _address(text, path), zone, thread)
        except ParseError as exc:
            raise ParseError(str(path), str(exc)) from exc
        yield Batch(page.posts)


def _page_files(source: str | Path | Iterable[str | Path]) -> list[Path]:
    if isinstance(source, str | Path):
        source = Path(source)
        if source.is_dir():
            found = [p for p in source.iterdir() if p.suffix.lower() in (".html", ".htm")]
            if not found:
                raise ParseError(str(source), "no .html files in this folder")
            return sorted(found, key=_natural)
        return [source]
    return [Path(p) for p in source]


def _natural(path: Path) -> list[Any]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name)]


def _address(text: str, path: Path) -> str:
    return page_address(parse_document(text), path.resolve().as_uri())


# -- Discourse archives ------------------------------------------------------------------------
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


_PARSERS = {
    "discourse": parse_discourse_page,
    "phpbb": phpbb.parse_page,
    "vbulletin": vbulletin.parse_page,
    "xenforo": xenforo.parse_page,
}


def _parse(kind: str, text: str, url: str, zone: tzinfo | None, thread: str | None) -> Page:
    return _PARSERS[kind](text, url, thread=thread, zone=zone)
