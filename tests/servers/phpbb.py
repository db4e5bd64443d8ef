"""A small but real phpBB 3 server for tests: werkzeug on 127.0.0.1 (port 0) in a thread,
serving one in-memory topic that tests change between requests.

    GET  /forum/viewtopic.php?t=N[&start=S][&ppp=P]   a page of the topic; ``start`` past
                                                     the end serves the last page (as
                                                     phpBB does); ``ppp`` 1…200 when
                                                     ``mafiascum`` (ignored otherwise)
    GET  /forum/viewtopic.php?p=ID[&ppp=P]           the page holding post ID (404 when gone,
                                                     and for every ID when
                                                     ``broken_post_links``)
    GET  /forum/ucp.php?mode=login                   login form with form_token/creation_time
    POST /forum/ucp.php?mode=login                   checks token, form age, credentials;
                                                     sets the ``phpbb3_sid`` cookie

Markup: ``mafiascum=True`` renders MafiaScum's post header (``p.author`` with
``span.post-number-bolded`` "#N" from 0, the date after "»" in the board's zone) and its
BBCode (bold ``div``, ``span.bbvote``); ``mafiascum=False`` renders prosilver 3.3
(``<time datetime>`` plus a local date text). ``footer``: HTML put at the page's foot,
such as phpBB's "All times are UTC - 5 hours" line (none by default). Both print "Last edited by … edited N
times in total." notices, except after an edit of the topic's last post (phpBB's rule),
and a 3.3 pagination block. A ``private`` topic shows the login box until logged in.

``counts`` counts requests per endpoint (``viewtopic``, ``login_form``, ``login``);
``log`` keeps every ``(method, path?query)``. All content is invented for the tests.
"""

from __future__ import annotations

import html
import itertools
import secrets
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from typing import Any

from werkzeug.wrappers import Request, Response

from .base import HOST, PLAYERS, PostClock, ThreadedServer, account_id, chatter, fixture, serve  # noqa: F401  (PLAYERS: re-exported)

START = datetime(2024, 5, 6, 17, 0, tzinfo=UTC)
BOARD_ZONE = timezone(timedelta(hours=-5))  # like MafiaScum's guest view in 2011


@dataclass
class FakePost:
    id: int
    author: str
    html: str
    created: datetime
    edited: datetime | None = None
    edit_count: int = 0
    soft_deleted: bool = False
    editor: str = ""  # who made the last edit ("": the author)
    account_deleted: bool = False  # the author's account deleted, posts kept (name unlinked)
    user_id: int = 0  # the account's id (0: made from the name; a rename keeps it)


@dataclass
class Topic(PostClock):
    id: int = 4242
    title: str = "Mini Normal 9001: Lanterns"
    posts: list[FakePost] = field(default_factory=list)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(70001, 3))
    _clock: datetime = START
    post_class = FakePost

    @classmethod
    def generate(cls, count: int) -> Topic:
        """A host opening post, then players chatting and voting in MafiaScum markup."""
        topic = cls()
        opening = '<div style="display: inline; font-weight: bold">Day 1 begins.</div>'
        topic.fill(count, opening, sample_body)
        return topic

    def visible(self, show_deleted: bool = False) -> list[FakePost]:
        return [p for p in self.posts if show_deleted or not p.soft_deleted]

    def by_number(self, number: int) -> FakePost:
        return self.visible()[number]

    def edit(self, number: int, body: str) -> FakePost:
        """Edit post ``number`` (from 0). Like phpBB, an edit of the topic's last post
        leaves no notice (the edit count stays)."""
        post = self.by_number(number)
        post.html = body
        if post is not self.visible()[-1]:
            post.edit_count += 1
            post.edited = self.tick()
        return post

    def delete(self, number: int, *, soft: bool = False) -> FakePost:
        post = self.by_number(number)
        if soft:
            post.soft_deleted = True
        else:
            self.posts.remove(post)
        return post


def sample_body(i: int) -> str:
    """Player chatter and votes in MafiaScum's rendered BBCode."""
    return chatter(
        i,
        lambda target: (
            f'<span class="bbvote" title="This is an official vote.">VOTE: {target}</span>'
        ),
        lambda target: (
            f'I think <div style="display: inline; font-weight: bold">vote {target}</div> fits.'
        ),
        lambda who, _, vote: f"<blockquote><div><cite>{who} wrote:</cite>{vote}</div></blockquote>",
    )


def phpbb_date(when: datetime, zone: tzinfo, now: datetime | None = None) -> str:
    """phpBB's default "D M d, Y g:i a", e.g. "Mon May 06, 2024 12:07 pm"; with ``now``
    (phpBB 3.1+'s relative dates, read against the board's clock) a time of the last
    hour prints as "12 minutes ago", the board's today and yesterday as "Today, 4:34 pm"
    and "Yesterday, …"."""
    local = when.astimezone(zone)
    hour = local.hour % 12 or 12
    clock = f"{hour}:{local:%M} {'am' if local.hour < 12 else 'pm'}"
    if now is not None and timedelta(0) <= now - when < timedelta(hours=1):
        minutes = int((now - when).total_seconds() // 60)
        if minutes < 1:
            return "less than a minute ago"
        return f"{minutes} minute{'s' if minutes > 1 else ''} ago"
    if now is not None and (now.astimezone(zone).date() - local.date()).days in (0, 1):
        return (
            f"{('Today', 'Yesterday')[(now.astimezone(zone).date() - local.date()).days]}, {clock}"
        )
    return f"{local:%a %b %d, %Y} {clock}"


# -- rendering ---------------------------------------------------------------------------
def render_post(post: FakePost, number: int, topic: Topic, *, mafiascum: bool, zone: tzinfo,
                now: datetime | None = None) -> str:  # fmt: skip
    user = f'<a href="./memberlist.php?mode=viewprofile&amp;u={post.user_id or account_id(post.author)}" class="username">{html.escape(post.author)}</a>'
    if post.account_deleted:  # phpBB keeps the name given at the deletion, with no profile
        user = f'<span class="username">{html.escape(post.author)}</span>'
    if mafiascum:
        head = (
            f'<p class="author modified"> Post <a href="./viewtopic.php?p={post.id}#p{post.id}">'
            f"<span class='post-number-bolded'>#{number}</span></a> (ISO <a href=\"#\">#1</a>)"
            f" &raquo; {phpbb_date(post.created, zone, now)} </p>"
        )
    else:
        head = (
            f'<p class="author"><a class="unread" href="./viewtopic.php?p={post.id}#p{post.id}" title="Post"></a>'
            f'<span class="responsive-hide">by <strong>{user}</strong> &raquo; </span>'
            f'<time datetime="{post.created.astimezone(UTC).isoformat()}">{phpbb_date(post.created, zone)}</time> </p>'
        )
    notice = ""
    if post.edit_count and post.edited:
        notice = (
            f'<div class="notice">Last edited by {html.escape(post.editor) if post.editor else user} '
            f"on {phpbb_date(post.edited, zone, now)}, "
            f"edited {post.edit_count} time{'s' if post.edit_count > 1 else ''} in total.</div>"
        )
    deleted = ""
    if post.soft_deleted:
        deleted = f'<div class="notice post_deleted_msg">This post was deleted by {html.escape(HOST)}.</div>'
    classes = "post has-profile bg2" + (" deleted" if post.soft_deleted else "")
    return (
        f'<div id="p{post.id}" class="{classes}"><div class="inner">'
        f'<dl class="postprofile" id="profile{post.id}"><dt class="has-profile-rank">{user}</dt></dl>'
        f'<div class="postbody"><div id="post_content{post.id}">'
        f'<h3><a href="#p{post.id}">Re: {html.escape(topic.title)}</a></h3>{head}'
        f'<div class="content">{post.html}</div>{deleted}{notice}'
        f"</div></div></div></div>"
    )


def render_pagination(topic: Topic, start: int, per_page: int, total: int, extra: str) -> str:
    pages = max(1, -(-total // per_page))
    current = start // per_page + 1
    link = f"./viewtopic.php?t={topic.id}{extra}&amp;start="
    items = [
        f'<li class="page-jump"><a class="button" href="#" title="Click to jump to page…">Page <strong>{current}</strong> of <strong>{pages}</strong></a></li>'
    ]
    if current > 1:
        items.append(
            f'<li class="arrow previous"><a class="button" href="{link}{start - per_page}" rel="prev">Previous</a></li>'
        )
    for n in range(1, pages + 1):
        if n == current:
            items.append(f'<li class="active"><span>{n}</span></li>')
        else:
            items.append(f'<li><a class="button" href="{link}{(n - 1) * per_page}">{n}</a></li>')
    if current < pages:
        items.append(
            f'<li class="arrow next"><a class="button" href="{link}{start + per_page}" rel="next">Next</a></li>'
        )
    return f'<div class="pagination">{total} posts &bull; <ul>{"".join(items)}</ul></div>'


def page_html(body: str, title: str, logged_in: bool, footer: str = "") -> str:
    account = (
        '<a href="./ucp.php?mode=logout&amp;sid=x">Logout</a>'
        if logged_in
        else '<a href="./ucp.php?mode=login">Login</a>'
    )
    return (
        '<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="utf-8" />'
        f'<title>{html.escape(title)}</title></head><body id="phpbb" class="section-viewtopic">'
        f'<div id="wrap"><div class="navbar">{account}</div>{body}'
        f"{footer}"
        '<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a></div></div></body></html>'
    )


def login_box(error: str = "", token: str = "", created: int = 0) -> str:
    message = f'<div class="error">{html.escape(error)}</div>' if error else ""
    return (
        '<form action="./ucp.php?mode=login" method="post" id="login"><h2>Login</h2>'
        f'{message}<input type="text" name="username" /><input type="password" name="password" />'
        f'<input type="hidden" name="redirect" value="./index.php" />'
        f'<input type="hidden" name="creation_time" value="{created}" />'
        f'<input type="hidden" name="form_token" value="{token}" />'
        '<input type="submit" name="login" value="Login" /></form>'
    )


class PhpbbServer(ThreadedServer):
    """The WSGI app plus its thread. Use ``serve_phpbb`` or the ``phpbb_server`` fixture."""

    def __init__(
        self,
        topic: Topic,
        *,
        mafiascum: bool = True,
        per_page: int = 25,
        zone: tzinfo = BOARD_ZONE,
        private: bool = False,
        users: dict[str, str] | None = None,
        min_form_age: float = 0.0,
        show_deleted: bool = False,
        broken_post_links: bool = False,
        footer: str = "",
        now: datetime | None = None,
        clock_line: bool = True,
    ) -> None:
        super().__init__()
        self.clock_line = clock_line  # False: relative dates, but no "It is currently …"
        self.topic = topic
        self.mafiascum = mafiascum
        self.per_page = per_page
        self.zone = zone
        self.private = private
        self.users = users if users is not None else {"hostbot": "lantern-key"}
        self.min_form_age = min_form_age
        self.show_deleted = show_deleted
        self.broken_post_links = broken_post_links
        self.footer = footer  # e.g. '<p class="right">All times are UTC - 5 hours</p>'
        # set: the board's clock; pages say "It is currently …" and print relative dates
        self.now = now
        self.sessions: set[str] = set()
        self.tokens: dict[str, int] = {}
        self.failing: dict[int, int] = {}  # a page's first post offset -> the status it answers

    @property
    def thread_url(self) -> str:
        return f"{self.url}/forum/viewtopic.php?f=53&t={self.topic.id}"

    def dispatch(self, request: Request) -> Response:
        if request.path == "/forum/viewtopic.php" and request.method == "GET":
            self.counts["viewtopic"] += 1
            return self.on_viewtopic(request)
        if request.path == "/forum/ucp.php" and request.args.get("mode") == "login":
            if request.method == "POST":
                self.counts["login"] += 1
                return self.on_login(request)
            self.counts["login_form"] += 1
            return self.html(page_html(self._new_form(), "Login", False))
        return self.html(
            page_html("<p>The requested page does not exist.</p>", "Error", False), 404
        )

    # -- viewtopic --------------------------------------------------------------------
    def on_viewtopic(self, request: Request) -> Response:
        logged_in = request.cookies.get("phpbb3_sid") in self.sessions
        if self.private and not logged_in:
            body = (
                "<p>The board requires you to be registered and logged in to view this forum.</p>"
            )
            return self.html(page_html(body + self._new_form(), "Login", False))
        per_page, extra = self._per_page(request)
        posts = self.topic.visible(self.show_deleted)
        if "p" in request.args:
            ids = [p.id for p in posts]
            wanted = int(request.args["p"])
            if wanted not in ids or self.broken_post_links:
                return self.html(
                    page_html("<p>The requested post does not exist.</p>", "Error", logged_in), 404
                )
            start = ids.index(wanted) // per_page * per_page
        else:
            start = max(0, int(request.args.get("start", "0") or 0))
            if start >= len(posts):  # phpBB serves the last page instead of an error
                start = max(0, (len(posts) - 1) // per_page * per_page)
        if start in self.failing:  # ``fail_page``: a server error on this page
            return self.html(
                page_html("<p>General Error</p>", "Error", logged_in), self.failing[start]
            )
        shown = posts[start : start + per_page]
        rows = "".join(
            render_post(
                p, start + i, self.topic, mafiascum=self.mafiascum, zone=self.zone, now=self.now
            )  # fmt: skip
            for i, p in enumerate(shown)
        )
        if self.now is not None and self.clock_line:
            rows = (
                f'<p class="right time">It is currently {phpbb_date(self.now, self.zone)}</p>{rows}'
            )

        pagination = render_pagination(self.topic, start, per_page, len(posts), extra)
        title = f'<h2 class="topic-title"><a href="./viewtopic.php?t={self.topic.id}">{html.escape(self.topic.title)}</a></h2>'
        body = f'{title}<div class="action-bar">{pagination}</div>{rows}'
        return self.html(page_html(body, self.topic.title, logged_in, self.footer))

    def fail_page(self, page: int, status: int = 500) -> None:
        """Page ``page`` (from 1) answers ``status`` until ``heal()``."""
        self.failing[(page - 1) * self.per_page] = status

    def heal(self) -> None:
        self.failing.clear()

    def _per_page(self, request: Request) -> tuple[int, str]:
        if self.mafiascum and request.args.get("ppp", "").isdigit():
            ppp = min(200, max(1, int(request.args["ppp"])))
            return ppp, f"&amp;ppp={ppp}"
        return self.per_page, ""

    # -- login ------------------------------------------------------------------------
    def _new_form(self, error: str = "") -> str:
        created = int(time.time())
        token = secrets.token_hex(8)
        self.tokens[token] = created
        return login_box(error, token, created)

    def on_login(self, request: Request) -> Response:
        form = request.form
        created = self.tokens.pop(form.get("form_token", ""), None)
        error = ""
        if (
            created is None
            or str(created) != form.get("creation_time")
            or time.time() - created < self.min_form_age
        ):
            error = "The submitted form was invalid. Try submitting again."
        elif self.users.get(form.get("username", "")) != form.get("password"):
            error = "You have specified an incorrect password."
        if error:
            return self.html(page_html(self._new_form(error), "Login", False))
        sid = secrets.token_hex(16)
        self.sessions.add(sid)
        response = self.html(
            page_html("<p>You have been successfully logged in.</p>", "Login", True)
        )
        response.set_cookie("phpbb3_sid", sid, path="/")
        return response


def serve_phpbb(
    topic: Topic | None = None, *, posts: int = 60, **options: Any
) -> AbstractContextManager[PhpbbServer]:
    """Serve ``topic`` (or a generated one of ``posts`` posts) until the block ends::

    with serve_phpbb(posts=120) as server:
        adapter = PhpbbAdapter(Http(min_interval=0), server.thread_url, ppp=50)
    """
    return serve(PhpbbServer(topic if topic is not None else Topic.generate(posts), **options))


phpbb_server = fixture(
    "phpbb_server",
    serve_phpbb,
    "A running MafiaScum-style server with one 60-post topic (``server.topic``).",
)
