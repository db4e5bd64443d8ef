"""A Discourse server that misbehaves on purpose, and helpers to run votecount against it
(in this process, or as a real ``votecount`` process that can be killed with SIGKILL).

``FaultyDiscourse`` is the writable test server plus transport faults, drawn per GET
from a seeded RNG at ``rate`` (or queued with ``queue``):

    truncated   a 200 whose body stops half way (declared length, then the connection
                closes), or a 200 whose JSON is cut short
    reset       the connection is shut without an answer
    drip        the answer comes one byte every ``drip_delay`` seconds
    502 / 503   a server error (503 with ``Retry-After``)
    429         ``Retry-After`` in seconds, or as an HTTP date

``redirect_to`` (another host's base URL) makes topic requests answer 301 there.

``hooks[endpoint]`` run (in the server thread) when a request reaches that endpoint,
before it is handled, ``after[endpoint]`` once it is handled but before the answer is
sent — the kill tests SIGKILL the client there. ``headers_seen`` keeps
every request's headers so a test can say which host saw a credential.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from email.utils import formatdate
from pathlib import Path
from typing import Any

from werkzeug.wrappers import Request, Response

from votecount.scraper.errors import FetchError
from votecount.scraper.http import Http

from ..servers.base import ThreadedServer, serve
from ..servers.discourse import PLAYERS, Topic, write_game
from ..servers.discourse_write import WritableDiscourseServer

ROOT = Path(__file__).resolve().parents[2]
FAULTS = ("truncated", "cut_json", "reset", "drip", "502", "503", "429", "429_date")
READS = {"topic", "posts", "post_ids", "post"}


class FaultyDiscourse(WritableDiscourseServer):
    def __init__(
        self, *, rate: float = 0.0, seed: int = 12, drip_delay: float = 0.02, **kw: Any
    ) -> None:
        super().__init__(memo=False, **kw)
        self.rng = random.Random(seed)
        self.rate = rate
        self.drip_delay = drip_delay
        self.queued: list[str] = []
        self.injected: list[str] = []
        self.hooks: dict[str, Callable[[Request], None]] = {}
        self.after: dict[str, Callable[[Request], None]] = {}  # handled, not yet answered
        self.headers_seen: list[dict[str, str]] = []
        self.redirect_to = ""  # another host: topic requests answer 301 there

    def queue(self, *faults: str) -> None:
        self.queued.extend(faults)

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        request = Request(environ)
        self.headers_seen.append(dict(request.headers))
        endpoint = self._endpoint(request)
        if endpoint in self.hooks:
            try:
                self.hooks[endpoint](request)
            except Dropped:  # the request never reached the forum
                return Response("", status=500)(environ, start_response)
        if self.redirect_to and endpoint == "topic":
            where = f"{self.redirect_to}{request.full_path.rstrip('?')}"
            return Response("", status=301, headers={"Location": where})(environ, start_response)
        fault = self._draw(request, endpoint)
        if fault is None:
            answer = super().__call__(environ, start_response)
            if endpoint in self.after:
                self.after[endpoint](request)
            return answer
        self.injected.append(fault)
        return self._fault(fault, environ, start_response)

    def _endpoint(self, request: Request) -> str | None:
        try:
            return str(self.routes.bind_to_environ(request.environ).match()[0])
        except Exception:
            return None

    def _draw(self, request: Request, endpoint: str | None) -> str | None:
        if request.method != "GET" or endpoint not in READS:
            return None
        with self.lock:
            if self.queued:
                return self.queued.pop(0)
            if self.rate and self.rng.random() < self.rate:
                return self.rng.choice(FAULTS)
        return None

    def _fault(self, fault: str, environ: dict[str, Any], start_response: Any) -> Any:
        if fault in ("truncated", "cut_json", "drip"):
            body = json.dumps({"post_stream": {"posts": [{"id": 1, "cooked": "x" * 2000}]}})
            data = body.encode()
            if fault == "drip":
                start_response("200 OK", [("Content-Type", "application/json")])
                return _drip(data, self.drip_delay)
            if fault == "truncated":
                start_response(
                    "200 OK",
                    [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
                     ("Connection", "close")],
                )  # fmt: skip
                return [data[: len(data) // 2]]
            cut = data[: len(data) // 2]
            start_response("200 OK", [("Content-Type", "application/json"),
                                      ("Content-Length", str(len(cut)))])  # fmt: skip
            return [cut]
        if fault == "reset":
            sock = environ.get("werkzeug.socket")
            if sock is not None:
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
            start_response("500 Reset", [("Content-Length", "0"), ("Connection", "close")])
            return [b""]
        headers = {}
        if fault in ("503", "429"):
            headers["Retry-After"] = "2"
        if fault == "429_date":
            headers["Retry-After"] = formatdate(time.time() + 3, usegmt=True)
        status = 429 if fault.startswith("429") else int(fault)
        return Response("slow down" if status == 429 else "bad gateway", status=status,
                        headers=headers)(environ, start_response)  # fmt: skip


def _drip(data: bytes, delay: float) -> Iterator[bytes]:
    for i in range(len(data)):
        time.sleep(delay)
        yield data[i : i + 1]


class Recorder(ThreadedServer):
    """Another host: answers 200 to anything and keeps each request's headers."""

    def __init__(self) -> None:
        super().__init__()
        self.headers_seen: list[dict[str, str]] = []

    def dispatch(self, request: Request) -> Response:
        self.headers_seen.append(dict(request.headers))
        return Response("{}", content_type="application/json")


def voting_topic(posts: int) -> Topic:
    topic = Topic()
    for i in range(posts):
        who = PLAYERS[(i * 7) % len(PLAYERS)]
        topic.add_post(f"Post {i} of the day, thinking.\n\n**vote {PLAYERS[i % 3]}**", username=who)
    return topic


def assert_drip_given_up(http: Http, server: FaultyDiscourse) -> None:
    """Asking ``server`` for its topic fails with ``http``'s deadline of 0.3 s (the server
    drips its answer)."""
    try:
        http.get_json(server.thread_url() + ".json")
    except FetchError as exc:
        assert "no complete answer within 0.3 s" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("a dripping answer was accepted")


def serve_faulty(topic: Topic, **kw: Any):
    server = FaultyDiscourse(**kw)
    server.add_topic(topic)
    return serve(server)


def game_folder(folder: Path, url: str) -> Path:
    return write_game(folder, url, "Fault test")


ENV_KEY = {"VOTECOUNT_API_KEY": "test-api-key", "VOTECOUNT_API_USERNAME": "host"}


def votecount(game: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    """A real ``votecount`` process (killable), fast pacing for a local server."""
    full = {**os.environ, "VOTECOUNT_REQUESTS_PER_MINUTE": "6000", **(env or {})}
    full.pop("VOTECOUNT_USER_API_KEY", None)
    code = "import sys; from votecount.cli import main; sys.exit(main())"
    return subprocess.Popen(
        [sys.executable, "-c", code, "--game", str(game), *args],
        cwd=ROOT, env=full, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


class Dropped(Exception):
    """Raised by a hook: the request is dropped unhandled."""


class Killer:
    """A hook that SIGKILLs the client process on the ``at``-th call, and waits for it;
    with ``drop`` the request it was sending is dropped (the process died before it
    was sent)."""

    def __init__(self, at: int = 1, *, drop: bool = False) -> None:
        self.at, self.calls, self.proc, self.drop = at, 0, None, drop
        self.killed = False

    def __call__(self, request: Request) -> None:
        self.calls += 1
        if self.calls == self.at and self.proc is not None:
            self.proc.kill()  # SIGKILL: no cleanup, no finally blocks
            self.proc.wait()
            self.killed = True
            if self.drop:
                raise Dropped()


def finish(proc: subprocess.Popen, timeout: float = 40) -> tuple[int, str]:
    out, _ = proc.communicate(timeout=timeout)
    return proc.returncode, out
