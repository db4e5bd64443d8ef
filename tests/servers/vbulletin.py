"""A small but real vBulletin 4 server for tests: werkzeug on 127.0.0.1 (port 0) in a
thread, serving one in-memory thread that tests change between requests.

    GET /forum/showthread.php?t=N[&page=P]   a page of the thread; a page past the end
                                             serves the last page (as vBulletin does)
    GET /forum/showthread.php?p=ID           the page holding post ID; a post that is gone
                                             gets vB's "Invalid Post specified" page (200)

Markup follows vB4's ``postbit_legacy`` as saved pages show it
(``../shared/spec/forum-engines.md`` §3.1): ``ol#posts > li#post_{id}.postbitlegacy``,
``span.postdate > span.date`` in the board's local time ("06-15-2016, <span
class="time">05:21 PM</span>"), ``a.postcounter`` "#N" (position from 1),
``a.username > strong``, ``div#post_message_{id} > blockquote.postcontent.restore``,
``blockquote.postcontent.lastedited`` ("Last edited by X; 06-16-2016 at 10:02 AM."),
quotes in ``div.bbcode_container``, ``form.pagination`` ("Page X of Y", ``span.first_last``
"Last Page - Results …") shown only when there is more than one page, and the footer
"All times are GMT -5" (vB prints the standard offset even while DST shifts the times).
With ``now`` set, dates on the board's today and yesterday print as "Today, 05:21 PM" and
"Yesterday, …" (vB's default "yestoday" option).

``Thread`` (also used by ``tests/servers/xenforo.py``) is the model: ``add_post``,
``edit``, ``delete``; numbers are positions from 1, recomputed after a deletion.
``counts`` counts requests per endpoint; ``log`` keeps every ``(method, path?query)``.
All content is invented for the tests.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import UTC, datetime, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from werkzeug.wrappers import Request, Response

from .base import HOST, PLAYERS, PostClock, ThreadedServer, account_id, chatter, fixture, serve  # noqa: F401  (HOST, PLAYERS: re-exported)

START = datetime(2016, 6, 15, 21, 0, tzinfo=UTC)  # summer: New York is UTC-4
BOARD_ZONE = ZoneInfo("America/New_York")  # the footer still says "GMT -5"


@dataclass
class FakePost:
    id: int
    author: str
    body: str
    created: datetime
    edited: datetime | None = None
    edit_reason: str = ""
    editor: str = ""  # who made the last edit ("": the author)
    user_id: int = 0  # the account's id (0: made from the name; a rename keeps it)


@dataclass
class Thread(PostClock):
    """One forum thread in memory; ``body`` values are engine markup."""

    id: int = 5150
    title: str = "Mini Mafia 77: Lanterns"
    slug: str = "mini-mafia-77-lanterns"
    posts: list[FakePost] = field(default_factory=list)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(880001, 3))
    _clock: datetime = START
    post_class = FakePost

    @classmethod
    def generate(cls, count: int, body: Callable[[int], str], opening: str, **kw: Any) -> Thread:
        thread = cls(**kw)
        thread.fill(count, opening, body)
        return thread

    def by_number(self, number: int) -> FakePost:
        """Post ``number`` as the forum shows it (from 1)."""
        return self.posts[number - 1]

    def number_of(self, post: FakePost) -> int:
        return self.posts.index(post) + 1

    def edit(self, number: int, body: str, *, notice: bool = True, reason: str = "") -> FakePost:
        """Change post ``number``; ``notice=False`` edits inside the forum's grace window
        (no edit notice is printed)."""
        post = self.by_number(number)
        post.body = body
        if notice:
            post.edited, post.edit_reason = self.tick(), reason
        return post

    def delete(self, number: int) -> FakePost:
        post = self.by_number(number)
        self.posts.remove(post)
        return post

    def find(self, post_id: int) -> FakePost | None:
        return next((p for p in self.posts if p.id == post_id), None)


def vb_body(i: int) -> str:
    """Player chatter and votes in vBulletin's rendered BBCode."""
    return chatter(
        i,
        lambda target: f"<b>vote: {target}</b>",
        lambda target: f"I think <b>##vote {target}</b> fits.<br />\nMore later.",
        lambda who, n, vote: vb_quote(who, 880001 + 3 * (n - 1), vote),
    )


def vb_quote(author: str, post_id: int, inner: str) -> str:
    return (
        '<div class="bbcode_container">\n\t<div class="bbcode_quote">\n\t\t<div class="quote_container">\n'
        '\t\t\t<div class="bbcode_quote_container"></div>\n\t\t\t\t<div class="bbcode_postedby">\n'
        '\t\t\t\t\t<img src="images/misc/quote_icon.png" alt="Quote" /> Originally Posted by '
        f"<strong>{html.escape(author)}</strong>\n"
        f'\t\t\t\t\t<a href="showthread.php?p={post_id}#post{post_id}" rel="nofollow">'
        '<img class="inlineimg" src="images/buttons/viewpost-right.png" alt="View Post" /></a>\n'
        f'\t\t\t\t</div>\n\t\t\t\t<div class="message">{inner}</div>\n'
        "\t\t</div>\n\t</div>\n</div>"
    )


# -- rendering ---------------------------------------------------------------------------
def vb_date(when: datetime, zone: tzinfo, now: datetime | None = None) -> tuple[str, str]:
    """vB4's default date and time: ("06-15-2016", "05:21 PM"); with ``now`` (the
    "yestoday" option) the board's today and yesterday print as "Today"/"Yesterday"."""
    local = when.astimezone(zone)
    if now is not None:
        ago = (now.astimezone(zone).date() - local.date()).days
        if ago in (0, 1):
            return ("Today", "Yesterday")[ago], f"{local:%I:%M %p}"
    return f"{local:%m-%d-%Y}", f"{local:%I:%M %p}"


def render_post(
    post: FakePost, number: int, thread: Thread, zone: tzinfo, now: datetime | None = None
) -> str:
    day, clock = vb_date(post.created, zone, now)
    user = f'<a class="username offline popupctrl" href="member.php?u={post.user_id or account_id(post.author)}" title="{html.escape(post.author)} is offline"><strong>{html.escape(post.author)}</strong></a>'
    return (
        f'<li class="postbitlegacy postbitim postcontainer old" id="post_{post.id}">\n'
        '<div class="posthead"><span class="postdate old">'
        f'<span class="date">{day},&nbsp;<span class="time">{clock}</span></span></span>'
        f'<span class="nodecontrols"><a name="post{post.id}" href="showthread.php?t={thread.id}&amp;p={post.id}&amp;viewfull=1#post{post.id}" class="postcounter">#{number}</a>'
        f'<a id="postcount{post.id}" name="{number}"></a></span></div>\n'
        '<div class="postdetails"><div class="userinfo"><div class="username_container">'
        f'<div class="popupmenu memberaction">{user}</div></div>'
        '<span class="usertitle">Member</span></div>'
        '<div class="postbody"><div class="postrow"><div class="content">'
        f'<div id="post_message_{post.id}"><blockquote class="postcontent restore ">\n'
        f"{post.body}\n</blockquote></div></div></div>"
        f"{edit_notice(post, zone, now)}"
        '<div class="cleardiv"></div></div></div>\n'
        f'<div class="postfoot"><a class="newreply" href="newreply.php?do=newreply&amp;p={post.id}">Reply With Quote</a></div>\n'
        "</li>\n"
    )


def edit_notice(post: FakePost, zone: tzinfo, now: datetime | None = None) -> str:
    if post.edited is None:
        return ""
    day, clock = vb_date(post.edited, zone, now)
    reason = (
        f' <span class="reason">Reason:</span> {html.escape(post.edit_reason)}'
        if post.edit_reason
        else ""
    )
    return (
        '<div class="after_content"><blockquote class="postcontent lastedited">'
        f'Last edited by <a href="member.php?u=1">{html.escape(post.editor or post.author)}</a>; '
        f'{day} at <span class="time">{clock}</span>.{reason}</blockquote></div>'
    )


def render_pagination(thread: Thread, page: int, pages: int, per_page: int, total: int) -> str:
    if pages <= 1:
        return ""
    link = f"showthread.php?t={thread.id}&amp;page="

    def results(p: int) -> str:
        return f"Results {(p - 1) * per_page + 1} to {min(p * per_page, total)} of {total}"

    spans = [f'<span><a href="javascript://" class="popupctrl">Page {page} of {pages}</a></span>']
    if page > 1:
        spans.append(
            f'<span class="first_last"><a rel="start" href="{link}1" title="First Page - {results(1)}">First</a></span>'
            f'<span class="prev_next"><a rel="prev" href="{link}{page - 1}" title="Prev Page - {results(page - 1)}">Prev</a></span>'
        )
    for n in range(max(1, page - 2), min(pages, page + 2) + 1):
        if n == page:
            spans.append(
                f'<span class="selected"><a href="javascript://" title="{results(n)}">{n}</a></span>'
            )
        else:
            spans.append(f'<span><a href="{link}{n}" title="Show {results(n)}">{n}</a></span>')
    if page < pages:
        spans.append(
            f'<span class="prev_next"><a rel="next" href="{link}{page + 1}" title="Next Page - {results(page + 1)}">Next</a></span>'
            f'<span class="first_last"><a href="{link}{pages}" title="Last Page - {results(pages)}">Last</a></span>'
        )
    return (
        f'<form action="showthread.php?t={thread.id}&amp;page={min(page + 1, pages)}" method="get" class="pagination popupmenu nohovermenu">'
        f'<input type="hidden" name="t" value="{thread.id}" />{"".join(spans)}'
        '<ul class="popupbody popuphover"><li class="formsubmit jumptopage"><label>Jump to page: '
        '<input type="text" name="page" size="4" /></label></li></ul></form>'
        f'<div id="postpagestats_above" class="postpagestats">{results(page)}</div>'
    )


def vb_zone(zone: tzinfo) -> str:
    """The footer's words for ``zone``: its standard (January) offset, "GMT -5", "GMT"."""
    offset = zone.utcoffset(datetime(2024, 1, 15, 12))
    hours = int(offset.total_seconds() // 3600) if offset is not None else 0
    return "GMT" if hours == 0 else f"GMT {'+' if hours > 0 else '-'}{abs(hours)}"


def page_html(thread: Thread, body: str, now: datetime, zone: tzinfo) -> str:
    title = html.escape(thread.title)
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en" id="vbulletin_html"><head>'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />'
        '<meta name="generator" content="vBulletin 4.2.5" />'
        f"<title> {title}</title>"
        f'<link rel="canonical" href="showthread.php?t={thread.id}" /></head><body>'
        f'<div id="pagetitle" class="pagetitle"><h1>Thread: <span class="threadtitle">'
        f'<a href="showthread.php?t={thread.id}" title="Reload this Page">{title}</a></span></h1></div>'
        f"{body}"
        f'<div id="footer_time" class="shade footer_time">All times are {vb_zone(zone)}. The time now is '
        f'<span class="time">{vb_date(now, zone)[1]}</span>.</div>'
        '<div id="footer_copyright" class="shade footer_copyright">Powered by '
        '<a href="https://www.vbulletin.com">vBulletin&reg;</a> Version 4.2.5</div></body></html>'
    )


class ThreadServer(ThreadedServer):
    """A server of one ``Thread``, ``per_page`` posts a page; subclasses implement
    ``dispatch``."""

    def __init__(self, thread: Thread, *, per_page: int) -> None:
        super().__init__()
        self.thread = thread
        self.per_page = per_page
        self.failing: dict[int, int] = {}  # a page -> the status it answers (``fail_page``)

    def fail_page(self, page: int, status: int = 500) -> None:
        """Page ``page`` of the thread answers ``status`` until ``heal``."""
        self.failing[page] = status

    def heal(self) -> None:
        self.failing.clear()

    def failed(self, page: int) -> Response | None:
        """The error page ``page`` answers while it fails (None: it is served)."""
        if page not in self.failing:
            return None
        return self.html("<p>Database error</p>", self.failing[page])

    def pages(self) -> int:
        return max(1, -(-len(self.thread.posts) // self.per_page))

    def page_of(self, post: FakePost) -> int:
        return (self.thread.number_of(post) - 1) // self.per_page + 1


class VBulletinServer(ThreadServer):
    """vBulletin 4 ``showthread.php``. Use ``serve_vbulletin`` or the ``vbulletin_server``
    fixture."""

    def __init__(
        self,
        thread: Thread,
        *,
        per_page: int = 10,
        zone: tzinfo = BOARD_ZONE,
        now: datetime | None = None,
    ) -> None:
        super().__init__(thread, per_page=per_page)
        self.zone = zone
        self.now = now  # set: print "Today"/"Yesterday" relative to it

    @property
    def thread_url(self) -> str:
        return f"{self.url}/forum/showthread.php?t={self.thread.id}"

    def dispatch(self, request: Request) -> Response:
        if request.path != "/forum/showthread.php" or request.method != "GET":
            return self.html("<p>Page not found.</p>", 404)
        self.counts["showthread"] += 1
        if "p" in request.args:
            post = self.thread.find(int(request.args["p"]))
            if post is None:
                return self.html(
                    self._page('<div class="standard_error">Invalid Post specified.</div>')
                )
            if (failed := self.failed(self.page_of(post))) is not None:
                return failed  # a failing page fails however it is asked for
            return self.html(self._thread_page(self.page_of(post)))
        if request.args.get("t") != str(self.thread.id):
            return self.html(
                self._page('<div class="standard_error">Invalid Thread specified.</div>')
            )
        page = max(1, int(request.args.get("page", "1") or 1))
        if (failed := self.failed(min(page, self.pages()))) is not None:
            return failed
        return self.html(self._thread_page(min(page, self.pages())))  # past the end: last page

    def _thread_page(self, page: int) -> str:
        first = (page - 1) * self.per_page
        shown = self.thread.posts[first : first + self.per_page]
        rows = "".join(
            render_post(p, first + i + 1, self.thread, self.zone, self.now)
            for i, p in enumerate(shown)
        )
        nav = render_pagination(
            self.thread, page, self.pages(), self.per_page, len(self.thread.posts)
        )
        return self._page(
            f'<div id="above_postlist" class="above_postlist"><div id="pagination_top" class="pagination_top">{nav}</div></div>'
            f'<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">{rows}</ol></div>'
        )

    def _page(self, body: str) -> str:
        return page_html(self.thread, body, self.now or self.thread._clock, self.zone)


def vb_thread(posts: int = 35) -> Thread:
    return Thread.generate(posts, vb_body, "<b>Day 1 begins.</b> Votes in bold, please.")


def serve_vbulletin(
    thread: Thread | None = None, *, posts: int = 35, **options: Any
) -> AbstractContextManager[VBulletinServer]:
    """Serve ``thread`` (or a generated one of ``posts`` posts) until the block ends."""
    return serve(VBulletinServer(thread if thread is not None else vb_thread(posts), **options))


vbulletin_server = fixture(
    "vbulletin_server",
    serve_vbulletin,
    "A running vBulletin 4 server with one 35-post thread, 10 posts a page.",
)
