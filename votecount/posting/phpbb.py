"""Posting to phpBB 3 (spec/forum-engines.md §2.4): log in, fetch the reply form
(``posting.php?mode=reply&t=N``), wait until its ``creation_time`` is at least a second
old, then submit it once with its ``form_token``.

What the answer page can say, and what happens then:

* "posted successfully" (or a redirect to ``viewtopic.php?p=ID``): done;
* the review page ("at least one new post has been made"): phpBB did not post; the form
  is fetched again and submitted again (bounded);
* "The submitted form was invalid" (an expired or used ``form_token``): nothing was
  posted; a fresh form is fetched and submitted once more;
* "You cannot make another post so soon" (the flood interval): ``PostRateLimited``;
* no answer at all: ``PostUncertain`` (the caller reads the thread before retrying).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

import requests

from votecount.posting.remote import Login, PostRateLimited, PostRejected, PostUncertain, Remote
from votecount.scraper.errors import AuthError, FetchError
from votecount.scraper.html_common import Credentials, first, has_class, parse_document, text_of
from votecount.scraper.http import Http
from votecount.scraper.phpbb import PhpbbAdapter
from votecount.scraper.phpbb import login as phpbb_login

MIN_FORM_AGE = 1.0  # phpBB refuses a form submitted in the second it was made
FLOOD_INTERVAL = 15.0  # phpBB's default flood_interval
ROUNDS = 3  # review pages / refused tokens before giving up
_POSTED = re.compile(r"viewtopic\.php\?(?:[^\"'#]*&(?:amp;)?)?p=(\d+)")
_REVIEW = "new post has been made to this topic"
_INVALID = "submitted form was invalid"
_FLOOD = "so soon after your last"


class PhpbbForum:
    engine = "phpbb"

    def __init__(
        self,
        http: Http,
        url: str,
        login: Login,
        *,
        clock: Callable[[], float] = time.monotonic,
        **adapter_options: Any,
    ) -> None:
        self.http = http
        self.adapter = PhpbbAdapter(http, url, **adapter_options)
        self.root = self.adapter.root
        self.credentials = login
        self.clock = clock
        self.username = ""

    def __repr__(self) -> str:
        return f"<PhpbbForum {self.adapter.thread_key()} as {self.username or '?'}>"

    def login(self) -> str:
        if not self.username:
            creds = self.credentials
            phpbb_login(self.http, self.root, Credentials(creds.username, creds.secret.value))
            self.username = creds.username
        return self.username

    # -- reading ----------------------------------------------------------------------------
    def latest(self, count: int = 20) -> list[Remote]:
        info = self.adapter.thread_info()
        per_page = self.adapter.per_page or count
        last = max(1, math.ceil((info.posts_count or 1) / per_page))
        indexes = [last - 1, last] if last > 1 and (info.posts_count or 0) % per_page else [last]
        posts: list[Any] = []
        for index in indexes:
            posts.extend(self.adapter.get_page(self.adapter.page_url(index), index).posts)
        return [self._remote(p) for p in posts][-count:]

    def read(self, post_id: str) -> Remote | None:
        try:
            page = self.adapter.get_page(self.adapter.post_url(post_id), None)
        except FetchError as exc:
            if exc.status == 404:
                return None
            raise
        post = next((p for p in page.posts if p.post_id == str(post_id)), None)
        return self._remote(post) if post is not None else None

    @staticmethod
    def _remote(post: Any) -> Remote:
        return Remote(post.post_id, post.author, post.html, post.url, post.number)

    # -- writing ----------------------------------------------------------------------------
    def create(self, body: str) -> Remote:
        return self._submit(f"{self.root}posting.php?mode=reply&t={self.adapter.topic_id}", body)

    def edit(self, post_id: str, body: str) -> Remote:
        return self._submit(f"{self.root}posting.php?mode=edit&p={post_id}", body, post_id)

    def _submit(self, url: str, body: str, post_id: str | None = None) -> Remote:
        problem = ""
        for _ in range(ROUNDS):
            action, fields, fetched = self._form(url)
            self._wait_until_old_enough(fetched)
            fields |= {"message": body, "post": "Submit"}
            resp = self._post(action, fields)
            posted = _posted_id(resp) or (post_id if _success(resp.text) else None)
            if posted is not None:
                return Remote(posted, self.username, body, self.adapter.post_url(posted))
            problem = _message(resp.text)
            if _FLOOD in problem.lower():
                raise PostRateLimited(f"phpBB flood limit: {problem}", FLOOD_INTERVAL)
            if _REVIEW not in problem.lower() and _INVALID not in problem.lower():
                raise PostRejected(f"phpBB refused the post: {problem or resp.status_code}")
        raise PostRejected(f"phpBB did not take the post after {ROUNDS} tries: {problem}")

    def _form(self, url: str) -> tuple[str, dict[str, str], float]:
        resp = self.http.get(url)
        fetched = self.clock()
        doc = parse_document(resp.text)
        form = first(doc, "//form[.//textarea[@name='message']]")
        if form is None:
            if first(doc, "//input[@name='password']") is not None:
                raise AuthError(f"{url}: not logged in (the forum showed its login form)")
            raise PostRejected(f"{url}: no posting form: {_message(resp.text) or 'no message'}")
        fields = {
            str(i.get("name")): str(i.get("value", ""))
            for i in form.xpath(".//input[@type='hidden'][@name]")
        }
        subject = first(form, ".//input[@name='subject']")
        if subject is not None:
            fields["subject"] = str(subject.get("value", ""))
        return urljoin(url, form.get("action") or url), fields, fetched

    def _wait_until_old_enough(self, fetched: float) -> None:
        age = self.clock() - fetched
        if age < MIN_FORM_AGE:
            self.http.sleep(MIN_FORM_AGE - age + 0.05)

    def _post(self, action: str, fields: dict[str, str]) -> requests.Response:
        try:
            resp = self.http.post(action, data=fields)
        except FetchError as exc:
            raise PostUncertain(f"no answer from {action}: the post may have landed") from exc
        if resp.status_code >= 500:
            raise PostUncertain(f"HTTP {resp.status_code} from {action}: it may have landed")
        return resp


def _posted_id(resp: requests.Response) -> str | None:
    if not _success(resp.text) and "viewtopic.php" not in (resp.url or ""):
        return None
    for text in (resp.url or "", resp.text):
        match = _POSTED.search(text)
        if match:
            return match.group(1)
    return None


def _success(text: str) -> bool:
    return "posted successfully" in text or "edited successfully" in text


def _message(text: str) -> str:
    doc = parse_document(text)
    for cls in ("error", "message", "notice"):
        found = text_of(first(doc, f"//*[{has_class(cls)}]"))
        if found:
            return found
    return ""
