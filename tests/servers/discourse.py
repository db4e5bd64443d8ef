"""A small but real Discourse server for tests and benchmarks.

It runs werkzeug on 127.0.0.1 (port 0, so any free port) in a background thread and
answers the endpoints the adapter uses, from an in-memory ``Topic`` model that tests
change between requests (add, edit with or without a version bump, delete, hide):

    GET  /t/{id}.json, /t/{slug}/{id}.json   topic view: first chunk + ``stream``;
                                            mega topics (>= ``mega_threshold`` posts)
                                            send ``isMegaTopic``/``lastId`` and no
                                            stream; ``?page=N`` (404 past the end);
                                            ``?include_raw`` adds ``raw``
    GET  /t/{id}/posts.json                 ``post_ids[]=…`` (query string only), or
                                            ``post_number=N`` (20 before N, descending)
                                            ``&asc=true`` (20 after N, ascending)
    GET  /t/{id}/post_ids.json?post_number=N  every visible id after post N
    GET  /posts/{id}.json                   one post with raw
    GET  /posts/{id}/revisions/{n}.json     the edit that made version n (n >= 2, or
                                            ``latest``): ``body_changes.side_by_side``
                                            holds the old and new cooked, changes marked
                                            (404 without history; 403 when
                                            ``edit_history_public`` is False)
    POST /posts.json                        create (``Api-Key`` + ``Api-Username``;
                                            403 bad key, 422 too short / no topic;
                                            an identical payload returns the same post,
                                            like Discourse's 120 s memo)
    PUT  /posts/{id}.json                   edit ``post[raw]`` (bumps the version)

Faults: ``fail(status, times, endpoint)`` makes the next matching requests fail;
``rate_limit(times, retry_after, style)`` answers 429 with a ``Retry-After`` header
(``style="header"``, plain text like Discourse's middleware) or with only the JSON
``extras.wait_seconds`` (``style="json"``). Any GET with a body gets 413, as from
Discourse's anonymous cache; a request line over ``max_request_line`` (8 KB) gets 414, as
from nginx in front of Discourse. ``counts`` counts requests per endpoint name (``topic``,
``posts``, ``post_ids``, ``post``, ``revision``, ``create_post``, ``update_post``,
``rejected``, ``too_long``);
``log`` keeps ``(method, path?query)`` of every request.

Visibility follows an anonymous viewer: staff-deleted posts (``deleted_at``) and
whispers leave the stream; self-deleted posts stay with "(post deleted by author)";
hidden posts show a notice as ``cooked`` with ``cooked_hidden`` and no raw.
"""

from __future__ import annotations

import html
import json
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from werkzeug.exceptions import HTTPException, NotFound
from werkzeug.routing import Map, Rule
from werkzeug.wrappers import Request, Response

from tests.game_files import write_game_text

from .base import ThreadedServer, fixture, serve
from .discourse_model import (  # noqa: F401  (re-exported: tests import them from here)
    HIDDEN_NOTICE,
    PLAYERS,
    START,
    FakePost,
    Topic,
    cook,
    iso,
    post_json,
    revision_json,
)

MIN_POST_LENGTH = 20


# -- the server ---------------------------------------------------------------------------
@dataclass
class Fault:
    status: int
    times: int
    endpoint: str | None
    retry_after: float | None = None
    style: str = "header"


class DiscourseServer(ThreadedServer):
    """The WSGI app plus its thread. Use ``serve_topic`` or the ``discourse_server`` fixture."""

    memo = True  # Discourse's 120 s memo of an identical API payload

    def __init__(
        self,
        *,
        chunk_size: int = 20,
        mega_threshold: int = 10_000,
        api_key: str = "test-api-key",
        api_username: str = "host",
        has_post_ids_route: bool = True,
        max_request_line: int = 8192,
        edit_history_public: bool = True,
    ) -> None:
        super().__init__()
        self.chunk_size = chunk_size
        self.mega_threshold = mega_threshold
        self.api_key = api_key
        self.api_username = api_username
        self.has_post_ids_route = has_post_ids_route
        self.max_request_line = max_request_line
        self.edit_history_public = edit_history_public
        self.topics: dict[int, Topic] = {}
        self.faults: list[Fault] = []
        self._memo: dict[tuple[str, int, str], int] = {}
        self.routes = Map(
            [
                Rule("/t/<int:topic_id>.json", endpoint="topic", methods=["GET"]),
                Rule("/t/<slug>/<int:topic_id>.json", endpoint="topic", methods=["GET"]),
                Rule("/t/<int:topic_id>/posts.json", endpoint="posts", methods=["GET"]),
                Rule("/t/<int:topic_id>/post_ids.json", endpoint="post_ids", methods=["GET"]),
                Rule("/posts/<int:post_id>.json", endpoint="post", methods=["GET"]),
                Rule("/posts/<int:post_id>.json", endpoint="update_post", methods=["PUT"]),
                Rule(
                    "/posts/<int:post_id>/revisions/<revision>.json",
                    endpoint="revision",
                    methods=["GET"],
                ),
                Rule("/posts.json", endpoint="create_post", methods=["POST"]),
            ]
        )

    # -- set-up and inspection -----------------------------------------------------
    def add_topic(self, topic: Topic) -> Topic:
        self.topics[topic.id] = topic
        return topic

    @property
    def topic(self) -> Topic:
        """The first topic added (most tests use one)."""
        return next(iter(self.topics.values()))

    def thread_url(self, topic: Topic | None = None) -> str:
        topic = topic or self.topic
        return f"{self.url}/t/{topic.slug}/{topic.id}"

    def fail(self, status: int = 500, times: int = 1, endpoint: str | None = None) -> None:
        """The next ``times`` requests (to ``endpoint``, or any) answer ``status``."""
        self.faults.append(Fault(status, times, endpoint))

    def serve_html(self, times: int = 1, endpoint: str | None = None) -> None:
        """The next ``times`` requests (to ``endpoint``, or any) answer 200 with an HTML
        page (a proxy's or host's maintenance page), not the JSON asked for."""
        self.faults.append(Fault(200, times, endpoint, style="html"))

    def rate_limit(
        self,
        times: int = 1,
        retry_after: float = 3,
        style: str = "header",
        endpoint: str | None = None,
    ) -> None:
        """The next ``times`` requests get 429; ``style`` is "header" or "json"."""
        if style not in ("header", "json"):
            raise ValueError(f"style must be 'header' or 'json', not {style!r}")
        self.faults.append(Fault(429, times, endpoint, retry_after, style))

    @property
    def total_requests(self) -> int:
        return sum(self.counts.values())

    # -- WSGI -------------------------------------------------------------------------
    def dispatch(self, request: Request) -> Response:
        target = request.environ.get("REQUEST_URI") or request.full_path
        if len(f"{request.method} {target} HTTP/1.1") > self.max_request_line:
            self.counts["too_long"] += 1  # nginx's 8 KB header buffer in front of Discourse
            return Response("414 Request-URI Too Large", status=414, content_type="text/html")
        try:
            endpoint, args = self.routes.bind_to_environ(request.environ).match()
        except HTTPException as exc:
            self.counts["rejected"] += 1
            return json_response({"errors": [exc.description]}, exc.code or 404)
        self.counts[endpoint] += 1
        if request.method in ("GET", "HEAD") and (request.content_length or request.get_data()):
            return Response("GET with a body", status=413, content_type="text/plain")
        fault = self._take_fault(endpoint)
        if fault is not None:
            return _fault_response(fault)
        try:
            return getattr(self, f"on_{endpoint}")(request, **args)
        except NotFound:
            return json_response(
                {"errors": ["The requested URL or resource could not be found."]}, 404
            )

    def _take_fault(self, endpoint: str) -> Fault | None:
        for fault in self.faults:
            if fault.endpoint in (None, endpoint) and fault.times > 0:
                fault.times -= 1
                if fault.times == 0:
                    self.faults.remove(fault)
                return fault
        return None

    def _topic(self, topic_id: int) -> Topic:
        if topic_id not in self.topics:
            raise NotFound()
        return self.topics[topic_id]

    # -- reading endpoints ----------------------------------------------------------
    def on_topic(self, request: Request, topic_id: int, slug: str | None = None) -> Response:
        topic = self._topic(topic_id)
        raw = "include_raw" in request.args
        visible = topic.visible()
        page = request.args.get("page", type=int)
        start = 0
        if page is not None:
            if page < 1 or (page - 1) * self.chunk_size >= topic.highest_number:
                raise NotFound()
            start = (page - 1) * self.chunk_size
        chunk = visible[start : start + self.chunk_size]
        stream: dict[str, Any] = {"posts": [post_json(topic, p, include_raw=raw) for p in chunk]}
        if len(visible) >= self.mega_threshold:
            stream |= {"isMegaTopic": True, "lastId": visible[-1].id}
        else:
            stream["stream"] = [p.id for p in visible]
        return json_response(
            {
                "post_stream": stream,
                "id": topic.id,
                "title": topic.title,
                "fancy_title": html.escape(topic.title),
                "slug": topic.slug,
                "posts_count": len(visible),
                "highest_post_number": topic.highest_number,
                "chunk_size": self.chunk_size,
                "created_at": iso(topic.posts[0].created_at if topic.posts else START),
                "last_posted_at": iso(visible[-1].created_at) if visible else None,
                "archetype": "regular",
                "closed": False,
                "archived": False,
            }
        )

    def on_posts(self, request: Request, topic_id: int) -> Response:
        topic = self._topic(topic_id)
        raw = "include_raw" in request.args
        visible = topic.visible()
        ids = request.args.getlist("post_ids[]", type=int)
        number = request.args.get("post_number", type=int)
        if ids:
            wanted = set(ids)
            posts = [p for p in visible if p.id in wanted]
        elif number is not None and request.args.get("asc") == "true":
            posts = [p for p in visible if p.number > number][: self.chunk_size]
        elif number is not None:
            posts = [p for p in visible if p.number < number][-self.chunk_size :][::-1]
        else:
            posts = visible[: self.chunk_size]
        items = [post_json(topic, p, include_raw=raw) for p in posts]
        return json_response({"post_stream": {"posts": items}, "id": topic.id})

    def on_post_ids(self, request: Request, topic_id: int) -> Response:
        topic = self._topic(topic_id)
        if not self.has_post_ids_route:
            raise NotFound()
        number = request.args.get("post_number", type=int)
        visible = topic.visible()
        if number is None:  # Discourse falls back to paged mode without post_number
            return json_response({"post_ids": [p.id for p in visible[: self.chunk_size]]})
        return json_response({"post_ids": [p.id for p in visible if p.number > number]})

    def on_post(self, request: Request, post_id: int) -> Response:
        topic, post = self._find_post(post_id)
        return json_response(post_json(topic, post, include_raw=True))

    def on_revision(self, request: Request, post_id: int, revision: str) -> Response:
        topic, post = self._find_post(post_id)
        if not self.edit_history_public:
            return json_response({"errors": ["You are not permitted to view the requested resource."],
                          "error_type": "invalid_access"}, 403)  # fmt: skip
        number = (
            len(post.history) + 1
            if revision == "latest"
            else int(revision)
            if revision.isdigit()
            else 0
        )
        data = revision_json(topic, post, number)
        if data is None:
            raise NotFound()
        return json_response(data)

    # -- writing endpoints ----------------------------------------------------------
    def on_create_post(self, request: Request) -> Response:
        denied = self._check_api_key(request)
        if denied is not None:
            return denied
        body = request_body(request)
        raw = str(body.get("raw") or "")
        topic_id = body.get("topic_id")
        if not str(topic_id or "").isdigit() or int(topic_id) not in self.topics:  # type: ignore[arg-type]
            return json_response({"errors": ["Topic not found or not given"]}, 422)
        if len(raw.strip()) < MIN_POST_LENGTH:
            return json_response(
                {"errors": [f"Body is too short (minimum is {MIN_POST_LENGTH} characters)"]}, 422
            )
        topic = self.topics[int(topic_id)]  # type: ignore[arg-type]
        author = self.poster()
        key = (author, topic.id, raw)
        if self.memo and key in self._memo:  # Discourse memoizes an identical API payload
            _, post = self._find_post(self._memo[key])  # for 120 s
            return json_response(post_json(topic, post, include_raw=True))
        refused = self.refuse(topic, author)
        if refused is not None:
            return refused
        post = topic.add_post(raw, username=author)
        self._memo[key] = post.id
        return json_response(post_json(topic, post, include_raw=True))

    def poster(self) -> str:
        """Who the post being created is by."""
        return self.api_username

    def refuse(self, topic: Topic, author: str) -> Response | None:
        """The answer refusing a new post by ``author`` in ``topic`` (None: accepted)."""
        return None

    def on_update_post(self, request: Request, post_id: int) -> Response:
        denied = self._check_api_key(request)
        if denied is not None:
            return denied
        topic, post = self._find_post(post_id)
        body = request_body(request)
        nested = body.get("post")
        raw = str(
            (nested or {}).get("raw") if isinstance(nested, dict) else body.get("post[raw]") or ""
        )
        if len(raw.strip()) < MIN_POST_LENGTH:
            return json_response(
                {"errors": [f"Body is too short (minimum is {MIN_POST_LENGTH} characters)"]}, 422
            )
        topic.edit(post.number, raw)
        return json_response({"post": post_json(topic, post, include_raw=True)})

    def _check_api_key(self, request: Request) -> Response | None:
        key = request.headers.get("Api-Key")
        user = request.headers.get("Api-Username")
        if key == self.api_key and user == self.api_username:
            return None
        return json_response(
            {
                "errors": ["You are not permitted to view the requested resource."],
                "error_type": "invalid_access",
            },
            403,
        )

    def _find_post(self, post_id: int) -> tuple[Topic, FakePost]:
        for topic in self.topics.values():
            post = topic.by_id(post_id)
            if post is not None and post.deleted_at is None:
                return topic, post
        raise NotFound()


def json_response(data: Any, status: int = 200) -> Response:
    return Response(json.dumps(data), status=status, content_type="application/json; charset=utf-8")


def request_body(request: Request) -> dict[str, Any]:
    if request.is_json:
        data = request.get_json(silent=True)
        return data if isinstance(data, dict) else {}
    return dict(request.form)


MAINTENANCE = (
    "<!DOCTYPE html><html><head><title>Down for maintenance</title></head>"
    "<body><h1>We'll be back shortly</h1><p>The forum is being upgraded.</p></body></html>"
)


def _fault_response(fault: Fault) -> Response:
    if fault.style == "html":
        return Response(MAINTENANCE, status=fault.status, content_type="text/html")
    if fault.status != 429:
        return json_response({"errors": ["Internal Server Error"]}, fault.status)
    wait = fault.retry_after if fault.retry_after is not None else 3
    if fault.style == "header":
        return Response(
            "Slow down, too many requests from this IP address",
            status=429,
            content_type="text/plain",
            headers={
                "Retry-After": str(int(wait)),
                "Discourse-Rate-Limit-Error-Code": "ip_10_secs_limit",
            },
        )
    body = {
        "errors": ["You've performed this action too many times. Please wait."],
        "error_type": "rate_limit",
        "extras": {"wait_seconds": wait, "time_left": f"{wait} seconds"},
    }
    return json_response(body, 429)


# -- entry points -------------------------------------------------------------------------
def serve_topic(
    topic: Topic | None = None, *, posts: int = 45, **options: Any
) -> AbstractContextManager[DiscourseServer]:
    """Serve ``topic`` (or a generated one of ``posts`` posts) until the block ends.

    ``options`` go to ``DiscourseServer`` (chunk_size, mega_threshold, api_key, …)::

        with serve_topic(posts=12_000) as server:
            adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
    """
    server = DiscourseServer(**options)
    server.add_topic(topic if topic is not None else Topic.generate(posts))
    return serve(server)


discourse_server = fixture(
    "discourse_server",
    serve_topic,
    "A running server with one 45-post topic (``server.topic``), id 4242.",
)


GAME_FILE = """\
[game]
name = "{name}"
ruleset = "mafia"
threads = ["{url}"]
engine = "discourse"
hosts = ["host"]

[parser]
markers = ["bold"]

{players}
[[phases]]
kind = "day"
number = 1
start_post = 1
"""


def write_game(folder: Path, url: str, name: str) -> Path:
    """``folder/game.toml``: a mafia game named ``name`` on this server's topic ``url``,
    with its ``PLAYERS``, hosted by "host", Day 1 from post 1."""
    return write_game_text(folder, GAME_FILE, players=PLAYERS, url=url, name=name)
