"""The phpBB test server plus ``posting.php`` (spec/forum-engines.md §2.4):

    GET  /forum/posting.php?mode=reply&t=N   the reply form: ``topic_cur_post_id``,
                                             ``creation_time``, ``form_token``, ``lastclick``
    POST /forum/posting.php?mode=reply&t=N   checks, in phpBB's order: logged in; the token
                                             (single use, ``creation_time`` at least 1 s and
                                             at most ``token_lifetime`` old); the flood
                                             interval; new posts since the form was made
                                             (the review page, nothing posted); then posts
    GET/POST /forum/posting.php?mode=edit&p=ID   edit one's own post

Time comes from ``clock`` (seconds), so tests share a fake clock with the client and
never sleep. Bodies are BBCode, turned into HTML like phpBB would (bold, italic, size,
url). ``counts`` gains ``posting_form``, ``posting``; ``posted_by`` counts posts per user.
"""

from __future__ import annotations

import html
import re
import secrets
import time
from collections import Counter
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from werkzeug.wrappers import Request, Response

from .base import serve
from .phpbb import PhpbbServer, Topic, page_html

FLOOD = "You cannot make another post so soon after your last."
INVALID = "The submitted form was invalid. Try submitting again."
REVIEW = (
    "At least one new post has been made to this topic. "
    "You may wish to review your post in light of this."
)


def bbcode_to_html(text: str) -> str:
    out = html.escape(text, quote=False)
    out = re.sub(r"\[b\](.*?)\[/b\]", r"<strong>\1</strong>", out, flags=re.S)
    out = re.sub(r"\[i\](.*?)\[/i\]", r"<em>\1</em>", out, flags=re.S)
    out = re.sub(r"\[size=(\d+)\](.*?)\[/size\]", r'<span style="font-size:\1%">\2</span>', out)
    out = re.sub(r"\[url=([^\]\s]+)\](.*?)\[/url\]", r'<a href="\1" class="postlink">\2</a>', out)
    return out.replace("\n", "<br>")


class PostingPhpbbServer(PhpbbServer):
    def __init__(
        self,
        topic: Topic,
        *,
        clock: Callable[[], float] = time.time,
        flood_interval: float = 15.0,
        token_lifetime: float = 7200.0,
        **options: Any,
    ) -> None:
        options.setdefault("mafiascum", False)
        super().__init__(topic, **options)
        self.clock = clock
        self.flood_interval = flood_interval
        self.token_lifetime = token_lifetime
        self.session_users: dict[str, str] = {}
        self.forms: dict[str, float] = {}
        self.last_post_at: dict[str, float] = {}
        self.posted_by: Counter[str] = Counter()

    def dispatch(self, request: Request) -> Response:
        if request.path == "/forum/posting.php":
            self.counts["posting" if request.method == "POST" else "posting_form"] += 1
            return self.on_posting(request)
        response = super().dispatch(request)
        if request.path == "/forum/ucp.php" and request.method == "POST":
            sid = _sid_cookie(response)
            if sid:
                self.session_users[sid] = request.form.get("username", "")
        return response

    # -- posting.php ------------------------------------------------------------------------
    def on_posting(self, request: Request) -> Response:
        user = self.session_users.get(request.cookies.get("phpbb3_sid", ""))
        if user is None:
            return self.html(page_html(self._new_form(), "Login", False))
        mode = request.args.get("mode")
        target = self._edit_target(request, user) if mode == "edit" else None
        if mode == "edit" and target is None:
            return self._page("<p class='error'>You can only edit your own posts.</p>", 403)
        if request.method == "GET":
            return self._form(request, target)
        error = self._check(request, user, mode)
        if error:
            return self._form(request, target, error)
        if target is not None:
            target.html = bbcode_to_html(request.form.get("message", ""))
            post_id, done = target.id, "edited"
        else:
            post = self.topic.add_post(user, bbcode_to_html(request.form.get("message", "")))
            self.last_post_at[user] = self.clock()
            self.posted_by[user] += 1
            post_id, done = post.id, "posted"
        link = f'<a href="./viewtopic.php?p={post_id}#p{post_id}">View your submitted message</a>'
        return self._page(
            f'<div id="message" class="panel"><p>This message has been {done} successfully.'
            f"<br><br>{link}</p></div>"
        )

    def _edit_target(self, request: Request, user: str) -> Any:
        wanted = request.args.get("p", type=int)
        post = next((p for p in self.topic.visible() if p.id == wanted), None)
        return post if post is not None and post.author == user else None

    def _check(self, request: Request, user: str, mode: str | None) -> str:
        form = request.form
        created = self.forms.pop(form.get("form_token", ""), None)
        now = self.clock()
        if created is None or str(int(created)) != form.get("creation_time"):
            return INVALID
        if not 1 <= int(now) - int(created) <= self.token_lifetime:
            return INVALID
        if mode == "reply" and now - self.last_post_at.get(user, -1e18) < self.flood_interval:
            return FLOOD
        current = form.get("topic_cur_post_id")
        last = self.topic.visible()[-1].id if self.topic.visible() else 0
        if mode == "reply" and current is not None and current != str(last):
            return REVIEW
        return ""

    def _form(self, request: Request, target: Any, error: str = "") -> Response:
        created = self.clock()
        token = secrets.token_hex(8)
        self.forms[token] = created
        last = self.topic.visible()[-1].id if self.topic.visible() else 0
        action = "./posting.php?" + html.escape(request.query_string.decode(), quote=True)
        message = html.escape(request.form.get("message", "")) if error else ""
        hidden = {
            "creation_time": str(int(created)),
            "form_token": token,
            "lastclick": str(int(created)),
        }
        if target is None:
            hidden["topic_cur_post_id"] = str(last)
        fields = "".join(
            f'<input type="hidden" name="{k}" value="{v}" />' for k, v in hidden.items()
        )
        notice = f'<p class="error">{html.escape(error)}</p>' if error else ""
        body = (
            f'{notice}<form id="postform" method="post" action="{action}">'
            f'<input type="text" name="subject" value="Re: {html.escape(self.topic.title)}" />'
            f'<textarea name="message">{message}</textarea>{fields}'
            '<input type="submit" name="post" value="Submit" /></form>'
        )
        return self._page(body)

    def _page(self, body: str, status: int = 200) -> Response:
        return self.html(page_html(body, "Post a reply", True), status)


def _sid_cookie(response: Response) -> str:
    for header in response.headers.getlist("Set-Cookie"):
        match = re.match(r"phpbb3_sid=([0-9a-f]+)", header)
        if match:
            return match.group(1)
    return ""


def serve_posting(
    topic: Topic | None = None, *, posts: int = 10, **options: Any
) -> AbstractContextManager[PostingPhpbbServer]:
    return serve(
        PostingPhpbbServer(topic if topic is not None else Topic.generate(posts), **options)
    )
