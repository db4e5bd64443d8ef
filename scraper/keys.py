"""Stable keys for threads, derived from the URL alone (no request, no adapter).

The same thread reached through different URLs (a slug, a page number, a post anchor)
gets the same key, so the store never holds one thread twice. Offline verbs (``count``,
``audit``, ``import``, ``explain``) name their thread through here: this module imports
only the standard library, so they never pay for ``requests``, lxml or an adapter. Each
key is exactly what that engine's adapter's ``thread_key()`` returns
(tests/scraper/test_keys.py checks them side by side); a URL these rules do not read,
or an engine they do not know (a plug-in), is handed to the adapter itself, which also
gives the adapter's own error for a malformed URL.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import parse_qs, urlsplit

_DISCOURSE = re.compile(r"/t/(?:(\d+)|[^/]+/(\d+))(?:/\d+)?$")
_XENFORO = re.compile(r"/threads/(?:[^/]*\.)?(\d+)(?:/|$)")
_VB_PATH = re.compile(r"/(\d+)-[^/]*")
# the URL shapes each adapter accepts (kept equal to the adapters' own patterns)
_TOPIC_PATH = re.compile(
    r"^(?P<prefix>.*?)/t/(?:(?P<slug>[^/]+)/)?(?P<id>\d+)(?:/\d+)?(?:\.json)?/?$"
)
_XF_THREAD = re.compile(
    r"^(?P<root>.*?)threads/(?:(?P<slug>[^/]*)\.)?(?P<id>\d+)/?(?:page-\d+)?/?$"
)
_VB_PAGE_SUFFIX = re.compile(r"/page\d+/?$")


# -- engine detection (the adapters register these same functions) ------------------------
def looks_like_discourse(url: str) -> bool:
    """True for topic URLs such as ``https://host/t/slug/123``, ``/t/123`` or ``/t/slug/123/45``."""
    return _TOPIC_PATH.match(urlsplit(url).path) is not None


def looks_like_phpbb(url: str) -> bool:
    return "viewtopic.php" in url


def looks_like_vbulletin(url: str) -> bool:
    return "showthread.php" in url


def looks_like_xenforo(url: str) -> bool:
    parts = urlsplit(url)
    return _XF_THREAD.match(parts.path) is not None or _XF_THREAD.match(parts.query) is not None


_BUILTIN = (
    ("discourse", looks_like_discourse),
    ("phpbb", looks_like_phpbb),
    ("vbulletin", looks_like_vbulletin),
    ("xenforo", looks_like_xenforo),
)


# -- keys ---------------------------------------------------------------------------------
def thread_key(url: str, engine: str | None = None) -> str:
    """The store key of a thread URL, exactly as that engine's adapter names the thread
    (e.g. ``forum.example/t/4242``); no request is made."""
    if engine is None:
        engine = next((name for name, test in _BUILTIN if test(url)), None)
    if engine is None:
        from .base import detect_engine  # plug-in engines: their own detectors

        engine = detect_engine(url)
        if engine is None:
            return url_key(url)
    rule = _KEYS.get(engine)
    key = rule(url) if rule is not None else None
    return key if key is not None else _adapter_key(engine, url)


def _adapter_key(engine: str, url: str) -> str:
    """The adapter's own answer (or its error for a URL of the wrong shape)."""
    from .base import make_adapter
    from .http import Http

    return make_adapter(engine, Http(), url).thread_key()


def _discourse(url: str) -> str | None:
    parts = urlsplit(url)
    match = _TOPIC_PATH.match(parts.path)
    if not parts.scheme or not parts.netloc or match is None:
        return None
    return f"{parts.netloc.lower()}{match['prefix']}/t/{int(match['id'])}"


def _phpbb(url: str) -> str | None:
    parts = urlsplit(url)
    values = parse_qs(parts.query).get("t")
    if not values or not values[0].isdigit() or not parts.scheme:
        return None
    if "viewtopic.php" not in parts.path:
        return None
    folder = parts.path.rsplit("/", 1)[0]
    return f"{parts.netloc.lower()}{folder}/viewtopic.php?t={int(values[0])}"


def _first_int(text: str) -> int | None:
    match = re.search(r"\d[\d,.]*", text)
    return int(re.sub(r"\D", "", match.group())) if match else None


def _vbulletin(url: str) -> str | None:
    parts = urlsplit(url)
    if not parts.scheme:
        return None
    query = parse_qs(parts.query)
    path = _VB_PAGE_SUFFIX.sub("", parts.path)
    kind = "node/"
    if "showthread.php" in path:
        kind = "showthread.php?t="
        if query.get("t", [""])[0].isdigit():
            thread_id: int | None = int(query["t"][0])
        else:
            tail = path.split("showthread.php", 1)[1].strip("/")
            slug = tail or _VB_PAGE_SUFFIX.sub("", "/" + parts.query.split("&")[0]).strip("/")
            thread_id = _first_int(slug.split("-")[0]) if slug[:1].isdigit() else None
    else:
        last = path.rstrip("/").rsplit("/", 1)[-1]
        thread_id = _first_int(last.split("-")[0]) if last[:1].isdigit() else None
    if thread_id is None:
        return None
    return f"{parts.netloc.lower()}/{kind}{thread_id}"


def _xenforo(url: str) -> str | None:
    parts = urlsplit(url)
    if not parts.scheme:
        return None
    match = _XF_THREAD.match(parts.path)
    query_style = match is None and _XF_THREAD.match(parts.query) is not None
    if query_style:
        match = _XF_THREAD.match(parts.query)
    if match is None:
        return None
    root = "" if query_style else match["root"]
    return f"{parts.netloc.lower()}{root}threads/{int(match['id'])}"


_KEYS: dict[str, Callable[[str], str | None]] = {
    "discourse": _discourse,
    "phpbb": _phpbb,
    "vbulletin": _vbulletin,
    "xenforo": _xenforo,
}


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
