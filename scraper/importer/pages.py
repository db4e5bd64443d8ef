"""Offline import of folders of saved thread pages, yielding the same ``Batch``es a live
adapter does.

Saved pages: every ``.html``/``.htm`` file of a folder (natural order: ``page2`` before
``page10``), each engine detected from the page itself. One ``Batch`` per file.

Every error is a ``ParseError`` (a ``ValueError``) naming the file and the post.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import tzinfo
from pathlib import Path
from typing import Any

from .. import phpbb, vbulletin, xenforo
from ..base import Batch
from ..errors import ParseError
from ..html_common import Page, decode_page, page_address, parse_document, resolve_zone
from .archives import parse_discourse_page

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


_PARSERS = {
    "discourse": parse_discourse_page,
    "phpbb": phpbb.parse_page,
    "vbulletin": vbulletin.parse_page,
    "xenforo": xenforo.parse_page,
}


def _parse(kind: str, text: str, url: str, zone: tzinfo | None, thread: str | None) -> Page:
    return _PARSERS[kind](text, url, thread=thread, zone=zone)
