"""The Discourse test server plus what posting needs (spec/forum-engines.md §1.7):

    GET  /session/csrf.json     {"csrf": …}; starts a session (cookie ``_forum_session``)
    POST /session.json          ``login``/``password`` with ``X-CSRF-Token``: sets ``_t``;
                                a wrong password answers 200 {"error": …} like Discourse
    GET  /session/current.json  the user of a ``User-Api-Key`` or a ``_t`` session
    POST /posts.json            as the base server, for any of the three kinds of auth
                                (session writes need ``X-CSRF-Token``); refuses a 4th
                                reply in a row (``max_consecutive_replies``, 422);
                                ``memo=False`` turns off the 120 s duplicate memo
    PUT  /posts/{id}.json       only the author may edit

``users`` maps username -> password; ``user_api_keys`` maps key -> username.
"""

from __future__ import annotations

import secrets
from contextlib import AbstractContextManager
from typing import Any

from werkzeug.routing import Rule
from werkzeug.wrappers import Request, Response

from .base import serve
from .discourse import DiscourseServer, Topic, json_response, request_body


class WritableDiscourseServer(DiscourseServer):
    def __init__(
        self,
        *,
        users: dict[str, str] | None = None,
        user_api_keys: dict[str, str] | None = None,
        max_consecutive_replies: int = 3,
        memo: bool = True,
        **options: Any,
    ) -> None:
        super().__init__(**options)
        self.users = users if users is not None else {"countbot": "hunter2-lantern"}
        self.user_api_keys = user_api_keys if user_api_keys is not None else {}
        self.max_consecutive_replies = max_consecutive_replies
        self.memo = memo
        self.sessions: dict[str, str] = {}  # _forum_session -> csrf token
        self.logins: dict[str, str] = {}  # _t -> username
        self.actor = ""
        for rule, endpoint, method in (
            ("/session/csrf.json", "csrf", "GET"),
            ("/session.json", "login", "POST"),
            ("/session/current.json", "current", "GET"),
        ):
            self.routes.add(Rule(rule, endpoint=endpoint, methods=[method]))

    # -- sessions ---------------------------------------------------------------------------
    def on_csrf(self, request: Request) -> Response:
        session = request.cookies.get("_forum_session") or secrets.token_hex(8)
        token = secrets.token_hex(16)
        self.sessions[session] = token
        response = json_response({"csrf": token})
        response.set_cookie("_forum_session", session)
        return response

    def on_login(self, request: Request) -> Response:
        if not self._csrf_ok(request):
            return json_response({"errors": ["BAD CSRF"]}, 403)
        form = request_body(request)
        user = str(form.get("login", ""))
        if self.users.get(user) != form.get("password"):
            return json_response({"error": "Incorrect username, email or password"})
        token = secrets.token_hex(16)
        self.logins[token] = user
        response = json_response({"user": {"username": user, "id": 7}})
        response.set_cookie("_t", token)
        return response

    def on_current(self, request: Request) -> Response:
        user = self._user(request, write=False)
        if user is None:
            return json_response({"errors": ["not logged in"], "error_type": "not_logged_in"}, 404)
        return json_response({"current_user": {"username": user, "id": 7}})

    def _csrf_ok(self, request: Request) -> bool:
        token = self.sessions.get(request.cookies.get("_forum_session", ""))
        return token is not None and request.headers.get("X-CSRF-Token") == token

    def _user(self, request: Request, *, write: bool) -> str | None:
        if request.headers.get("Api-Key"):
            ok = (
                request.headers.get("Api-Key") == self.api_key
                and request.headers.get("Api-Username") == self.api_username
            )
            return self.api_username if ok else None
        if request.headers.get("User-Api-Key"):
            return self.user_api_keys.get(request.headers["User-Api-Key"])
        user = self.logins.get(request.cookies.get("_t", ""))
        if user is not None and write and not self._csrf_ok(request):
            return None
        return user

    def _check_api_key(self, request: Request) -> Response | None:
        user = self._user(request, write=True)
        if user is None:
            return json_response({"errors": ["You are not permitted to do that."]}, 403)
        self.actor = user
        return None

    # -- writing ----------------------------------------------------------------------------
    def poster(self) -> str:
        return self.actor

    def refuse(self, topic: Topic, author: str) -> Response | None:
        if self._in_a_row(topic, author) >= self.max_consecutive_replies:
            msg = f"You can't post more than {self.max_consecutive_replies} times in a row."
            return json_response({"errors": [msg]}, 422)
        return None

    def on_update_post(self, request: Request, post_id: int) -> Response:
        denied = self._check_api_key(request)
        if denied is not None:
            return denied
        _, post = self._find_post(post_id)
        if post.username != self.actor:
            return json_response({"errors": ["You are not permitted to edit this post."]}, 403)
        return super().on_update_post(request, post_id)

    @staticmethod
    def _in_a_row(topic: Topic, user: str) -> int:
        n = 0
        for post in reversed(topic.visible()):
            if post.username != user:
                break
            n += 1
        return n


def serve_writable(
    topic: Topic | None = None, *, posts: int = 12, **options: Any
) -> AbstractContextManager[WritableDiscourseServer]:
    server = WritableDiscourseServer(**options)
    server.add_topic(topic if topic is not None else Topic.generate(posts))
    return serve(server)
