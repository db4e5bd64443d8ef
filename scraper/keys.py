"""Stable keys for threads, derived from the URL alone (no request needed).

The same thread reached through different URLs (a slug, a page number, a post anchor)
gets the same key, so the store never holds one thread twice.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

_DISCOURSE = re.compile(r"/t/(?:(\d+)|[^/]+/(\d+))(?:/\d+)?$")
_XENFORO = re.compile(r"/threads/(?:[^/]*\.)?(\d+)(?:/|$)")
_VB_PATH = re.compile(r"/(\d+)-[^/]*")


def thread_key(url: str, engine: str | None = None) -> str:
    """The store key of a thread URL, exactly as that engine's adapter names the thread
    (e.g. ``forum.example/t/4242``); no request is made."""
    from .base import detect_engine, make_adapter
    from .http import Http

    engine = engine or detect_engine(url)
    if engine is not None:
        return make_adapter(engine, Http(), url).thread_key()
    return url_key(url)


def url_key(url: str) -> str:
    """A key derived from the URL alone, for URLs of no known engine."""
    parts = urlsplit(url if "://" in url else f"https://{url}")
    host = parts.netloc.lower()
    path = parts.path.rstrip("/") or "/"
    query = parse_qs(parts.query)
    if m := _DISCOURSE.search(path.removesuffix(".json")):
        return f"{host}/t/{m.group(1) or m.group(2)}"
    if path.endswith("viewtopic.php") and "t" in query:
        return f"{host}/viewtopic.php?t={query['t'][0]}"
    if path.endswith("showthread.php") and "t" in query:
        return f"{host}/showthread.php?t={query['t'][0]}"
    if m := _XENFORO.search(path):
        return f"{host}/threads/{m.group(1)}"
    if "showthread.php" in path and (m := _VB_PATH.search(path)):
        return f"{host}/showthread.php?t={m.group(1)}"
    return f"{host}{path}"
