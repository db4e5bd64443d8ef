"""What every test server shares: the WSGI app is its own object, served by werkzeug on
127.0.0.1 (port 0, so any free port) in a daemon thread. Requests are answered one at a
time under ``lock``; ``log`` keeps ``(method, path?query)`` of every request, ``times``
the ``clock()`` reading when each arrived (a benchmark may set a virtual clock), and
``counts`` whatever per-endpoint counts the subclass keeps. A subclass implements
``dispatch``; ``serve(server)`` runs it for a ``with`` block and ``fixture`` makes the
pytest fixture of a default server.
"""

from __future__ import annotations

import threading
import time
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import datetime, timedelta
from typing import Any, Self, TypeVar

from werkzeug.serving import WSGIRequestHandler, make_server
from werkzeug.wrappers import Request, Response


def account_id(name: str) -> int:
    """The forum account id of a test server's user ``name``: one per name, the same on
    every run (a page forum prints it in the author's profile link)."""
    return zlib.crc32(name.encode()) % 9_000_000 + 1000


PLAYERS = ("Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn", "Fernhollow")
HOST = "Quillmaster"


class PostClock:
    """What the page forums' in-memory threads share: each new post comes 7 minutes after
    the last, with the next id. A dataclass subclass holds ``posts``, ``_ids`` and
    ``_clock`` and sets ``post_class`` (built as ``post_class(id, author, body, created)``)."""

    posts: list[Any]
    _ids: Iterator[int]
    _clock: datetime
    post_class: Callable[..., Any]

    def tick(self) -> datetime:
        self._clock += timedelta(minutes=7)
        return self._clock

    def add_post(self, author: str, body: str) -> Any:
        post = self.post_class(next(self._ids), author, body, self.tick())
        self.posts.append(post)
        return post

    def fill(self, count: int, opening: str, body: Callable[[int], str]) -> None:
        """The host's ``opening``, then ``count - 1`` posts ``body(i)`` by the players in turn."""
        self.add_post(HOST, opening)
        for i in range(1, count):
            self.add_post(PLAYERS[i % len(PLAYERS)], body(i))


def chatter(
    i: int,
    vote: Callable[[str], str],
    inline: Callable[[str], str],
    quote: Callable[[str, int, str], str],
) -> str:
    """Post ``i`` (from 1) of a generated thread in an engine's markup, in turn: a vote
    (``vote(target)``), a vote inside a sentence (``inline(target)``), a vote quoted from
    another player (``quote(author, i, vote)``: not a vote) and plain talk."""
    target = PLAYERS[(i * 5 + 1) % len(PLAYERS)]
    if i % 4 == 1:
        return vote(target)
    if i % 4 == 2:
        return inline(target)
    if i % 4 == 3:
        quoted = PLAYERS[(i + 2) % len(PLAYERS)]
        return quote(quoted, i, vote(target)) + "Quoting is not voting."
    return f"Post {i}: still reading the lantern flips."


class QuietHandler(WSGIRequestHandler):
    def log_request(self, *args: Any, **kwargs: Any) -> None:  # no access log noise
        pass


class ThreadedServer:
    """A WSGI app plus the thread serving it; subclasses implement ``dispatch``."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.log: list[tuple[str, str]] = []
        self.times: list[float] = []
        self.clock: Callable[[], float] = time.monotonic
        self.lock = threading.RLock()
        self.url = ""
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def reset_counts(self) -> None:
        self.counts.clear()
        self.log.clear()
        self.times.clear()

    # -- lifecycle ------------------------------------------------------------------
    def start(self) -> Self:
        self._server = make_server(
            "127.0.0.1", 0, self, threaded=True, request_handler=QuietHandler
        )
        self.url = f"http://127.0.0.1:{self._server.server_port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)

    # -- WSGI -------------------------------------------------------------------------
    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        request = Request(environ)
        with self.lock:
            self.log.append((request.method, request.full_path.rstrip("?")))
            self.times.append(self.clock())
            response = self.dispatch(request)
        return response(environ, start_response)

    def dispatch(self, request: Request) -> Response:
        raise NotImplementedError

    @staticmethod
    def html(text: str, status: int = 200) -> Response:
        return Response(text, status=status, content_type="text/html; charset=UTF-8")


S = TypeVar("S", bound=ThreadedServer)


@contextmanager
def serve(server: S) -> Iterator[S]:
    """Run ``server`` until the block ends."""
    server.start()
    try:
        yield server
    finally:
        server.stop()


def fixture(
    name: str, serve_default: Callable[[], AbstractContextManager[S]], doc: str
) -> Callable[[], Iterator[S]]:
    """The pytest fixture ``name``: a server from ``serve_default()`` for each test. Without
    pytest (benchmarks) it is the plain generator function."""

    def running() -> Iterator[S]:
        with serve_default() as server:
            yield server

    running.__name__ = running.__qualname__ = name
    running.__doc__ = doc
    try:
        import pytest
    except ImportError:  # pragma: no cover - the servers also run without pytest
        return running
    return pytest.fixture(name=name)(running)
