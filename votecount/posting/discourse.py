"""Posting to Discourse (spec/forum-engines.md §1.7): admin API key, user API key, or a
session login with CSRF. Create with ``POST /posts.json``, edit with
``PUT /posts/{id}.json``, read back with ``GET /posts/{id}.json``; the thread's latest
posts come from the topic's ``stream`` and ``/t/{id}/posts.json?post_ids[]=…``.

Every write is one attempt (``Http.post``/``put``); the caller (``post.publish``)
decides what may be retried. Credentials go in headers or the login form only, and no
message built here contains them.
"""

from __future__ import annotations

from typing import Any

import requests

from votecount.posting.remote import Login, PostRateLimited, PostRejected, PostUncertain, Remote
from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.errors import AuthError, FetchError
from votecount.scraper.http import Http
from votecount.scraper.pacing import retry_after


class DiscourseForum:
    engine = "discourse"

    def __init__(self, http: Http, url: str, login: Login) -> None:
        self.http = http
        self.topic = DiscourseAdapter(http, url)
        self.base = self.topic.base
        self.credentials = login
        self.username = ""
        self.csrf = ""

    def __repr__(self) -> str:
        return f"<DiscourseForum {self.topic.thread} as {self.username or '?'}>"

    # -- authentication ---------------------------------------------------------------------
    def login(self) -> str:
        if self.username:
            return self.username
        creds = self.credentials
        if creds.kind == "api_key":  # sent to this forum's host only (Http.authorize)
            keys = {"Api-Key": creds.secret.value, "Api-Username": creds.username}
            self.http.authorize(self.base, keys)
            self.username = creds.username
        elif creds.kind == "user_api_key":
            keys = {"User-Api-Key": creds.secret.value}
            if creds.client_id:
                keys["User-Api-Client-Id"] = creds.client_id
            self.http.authorize(self.base, keys)
            self.username = self._current_user()
        else:
            self.username = self._session_login(creds)
        return self.username

    def _current_user(self) -> str:
        data = self._get("/session/current.json", "the user API key was refused")
        user = (data.get("current_user") or {}).get("username")
        if not user:
            raise AuthError(f"{self.base}: the user API key was refused")
        return str(user)

    def _session_login(self, creds: Login) -> str:
        self.csrf = self._fetch_csrf()
        form = {"login": creds.username, "password": creds.secret.value}
        resp = self._write("POST", "/session.json", data=form)
        data = _json(resp)
        if resp.status_code >= 400 or data.get("error") or not data.get("user"):
            reason = data.get("error") or f"HTTP {resp.status_code}"
            raise AuthError(f"{self.base}: login refused for user {creds.username!r}: {reason}")
        self.csrf = self._fetch_csrf()  # Discourse issues a new token with the session
        return str(data["user"].get("username") or creds.username)

    def _fetch_csrf(self) -> str:
        token = self._get("/session/csrf.json", "no CSRF token").get("csrf")
        if not token:
            raise AuthError(f"{self.base}: no CSRF token from /session/csrf.json")
        return str(token)

    # -- reading ----------------------------------------------------------------------------
    def latest(self, count: int = 20) -> list[Remote]:
        topic = self.http.get_json(f"{self.base}/t/{self.topic.topic_id}.json")
        stream = topic.get("post_stream", {}).get("stream")
        if not isinstance(stream, list):  # mega topic: walk back from the last number
            highest = int(topic.get("highest_post_number") or 0)
            params: Any = {"post_number": highest + 1, "include_raw": 1}
        else:
            params = {"post_ids[]": stream[-count:], "include_raw": 1}
        data = self.http.get_json(f"{self.base}/t/{self.topic.topic_id}/posts.json", params=params)
        items = data.get("post_stream", {}).get("posts", [])
        posts = sorted((self._remote(i) for i in items), key=lambda r: r.number or 0)
        return posts[-count:]

    def read(self, post_id: str) -> Remote | None:
        try:
            return self._remote(self.http.get_json(f"{self.base}/posts/{post_id}.json"))
        except FetchError as exc:
            if exc.status == 404:
                return None
            raise

    def _remote(self, item: dict[str, Any]) -> Remote:
        number = item.get("post_number")
        slug = item.get("topic_slug") or "topic"
        url = f"{self.base}/t/{slug}/{item.get('topic_id', self.topic.topic_id)}/{number}"
        text = str(item.get("raw") or item.get("cooked") or "")
        return Remote(str(item["id"]), str(item.get("username", "")), text, url, number)

    # -- writing ----------------------------------------------------------------------------
    def create(self, body: str) -> Remote:
        data = {"topic_id": self.topic.topic_id, "raw": body}
        resp = self._checked(self._write("POST", "/posts.json", data=data), "posting")
        item = _json(resp)
        if item.get("action") == "enqueued":
            raise PostRejected("the post was queued for moderator approval; it is not visible yet")
        return self._remote(item.get("post") or item)

    def edit(self, post_id: str, body: str) -> Remote:
        data = {"post[raw]": body, "post[edit_reason]": "vote count update"}
        resp = self._checked(self._write("PUT", f"/posts/{post_id}.json", data=data), "editing")
        item = _json(resp)
        return self._remote(item.get("post") or item)

    def _checked(self, resp: requests.Response, doing: str) -> requests.Response:
        status = resp.status_code
        if status < 300:
            return resp
        said = self._masked("; ".join(str(e) for e in _json(resp).get("errors") or []))
        errors = said or f"HTTP {status}"
        if status == 429:
            wait = retry_after(resp, self.http.wall())
            raise PostRateLimited(f"{doing}: rate limited ({errors})", wait if wait else 10.0)
        if status >= 500:
            raise PostUncertain(f"{doing}: HTTP {status} from {self.base}; it may have landed")
        if status == 403 and said:  # the forum's words: a closed topic, a silenced account,
            # or a key it does not take (some forums say only "not permitted")
            raise AuthError(
                f"{doing}: {self.base} refused it (HTTP {status}): {said} (a closed thread, "
                "a silenced account, or our credentials)"
            )
        if status in (401, 403):  # 401: never logged in, whatever the forum adds
            words = f": {said}" if said else ""
            raise AuthError(f"{doing}: {self.base} refused our credentials (HTTP {status}){words}")
        raise PostRejected(f"{doing}: {self.base} refused the post: {errors}")

    def _masked(self, text: str) -> str:
        """``text`` (the forum's words) with our secret blanked, should it be echoed."""
        secret = self.credentials.secret.value
        return text.replace(secret, "***") if secret else text

    def _write(self, method: str, path: str, **kw: Any) -> requests.Response:
        headers = {"X-Requested-With": "XMLHttpRequest"}
        if self.csrf:
            headers["X-CSRF-Token"] = self.csrf
        send = self.http.post if method == "POST" else self.http.put
        try:
            return send(f"{self.base}{path}", headers=headers, **kw)
        except FetchError as exc:
            raise PostUncertain(f"no answer from {self.base}{path}: it may have landed") from exc

    def _get(self, path: str, refused: str) -> dict[str, Any]:
        try:
            resp = self.http.get(
                f"{self.base}{path}", headers={"X-Requested-With": "XMLHttpRequest"}
            )
        except FetchError as exc:
            raise AuthError(f"{self.base}: {refused} (HTTP {exc.status})") from None
        return _json(resp)


def _json(resp: requests.Response) -> dict[str, Any]:
    try:
        data = resp.json()
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}
