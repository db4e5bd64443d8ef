"""A small but real XenForo 2 server for tests: werkzeug on 127.0.0.1 (port 0) in a
thread, serving one in-memory thread (``tests.servers.vbulletin.Thread``).

    GET /community/threads/{slug}.{id}/[page-P]   a page of the thread; a page past the
                                                  end answers 301 to the last page (as
                                                  XenForo's ``assertValidPage`` does)
    GET /community/threads/{id}/…                 301 to the slugged address
    GET /community/posts/{id}/                    301 to the page holding the post, 404
                                                  ("The requested post could not be
                                                  found.") when it is gone

Markup follows XF 2.1/2.2 ``post_macros`` (``../shared/spec/forum-engines.md`` §3.3):
``article.message.message--post[data-author][data-content=post-{id}]#js-post-{id}``,
``header.message-attribution`` with ``time.u-dt[datetime][data-time]`` (ISO with the
board's offset, "+0100" style, and Unix seconds) and "#N" in
``ul.message-attribution-opposite``, ``article.message-body > div.bbWrapper``, quotes as
``blockquote.bbCodeBlock--quote``, ``div.message-lastEdit`` ("Last edited: <time …>"),
``nav.pageNavWrapper`` (twice, above and below) with ``a.pageNav-jump--next`` absent on
the last page. ``unix=False`` leaves out ``data-time`` so readers use ``datetime``.
All content is invented for the tests.
"""

from __future__ import annotations

import html
import re
from contextlib import AbstractContextManager
from datetime import datetime, timedelta, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from werkzeug.utils import redirect
from werkzeug.wrappers import Request, Response

from tests.servers.base import account_id, chatter, fixture, serve
from tests.servers.vbulletin import HOST, FakePost, Thread, ThreadServer

BOARD_ZONE = ZoneInfo("Europe/London")  # the guest's display zone: +0100 in summer
_THREAD = re.compile(
    r"^/community/threads/(?:(?P<slug>[^/]*)\.)?(?P<id>\d+)/(?:page-(?P<page>\d+))?$"
)
_POST = re.compile(r"^/community/posts/(?P<id>\d+)/?$")


def xf_body(i: int) -> str:
    """Player chatter and votes in XenForo 2's rendered BBCode."""
    return chatter(
        i,
        lambda target: f"<b>Vote: {target}</b>",
        lambda target: f"I think <b>##vote {target}</b> fits.<br />\nMore later.",
        lambda who, n, vote: xf_quote(who, 880001 + 3 * (n - 1), vote),
    )


def xf_quote(author: str, post_id: int, inner: str) -> str:
    name = html.escape(author)
    return (
        '<blockquote data-attributes="member: 17" data-quote="'
        f'{name}" data-source="post: {post_id}"\n\tclass="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">\n'
        '\t<div class="bbCodeBlock-title">\n'
        f'\t\t<a href="/community/goto/post?id={post_id}" class="bbCodeBlock-sourceJump" rel="nofollow"'
        f' data-xf-click="attribution" data-content-selector="#post-{post_id}">{name} said:</a>\n\t</div>\n'
        '\t<div class="bbCodeBlock-content">\n'
        f'\t\t<div class="bbCodeBlock-expandContent js-expandContent ">\n\t\t\t{inner}\n\t\t</div>\n'
        '\t\t<div class="bbCodeBlock-expandLink js-expandLink"><a role="button" tabindex="0">Click to expand...</a></div>\n'
        "\t</div>\n</blockquote>"
    )


def xf_time(when: datetime, zone: tzinfo, unix: bool = True, now: datetime | None = None) -> str:
    local = when.astimezone(zone)
    hour = local.hour % 12 or 12
    clock = f"{hour}:{local:%M} {local:%p}"
    day = f"{local:%b} {local.day}, {local.year}"
    if now is not None:  # a page whose times carry only XenForo's relative words
        return f'<time class="u-dt" dir="auto">{xf_relative(when, local, now, clock, day)}</time>'
    stamp = f' data-time="{int(when.timestamp())}"' if unix else ""
    return (
        f'<time  class="u-dt" dir="auto" datetime="{local:%Y-%m-%dT%H:%M:%S%z}"{stamp}'
        f' data-date-string="{day}" data-time-string="{clock}" title="{day} at {clock}">{day}</time>'
    )


def xf_relative(when: datetime, local: datetime, now: datetime, clock: str, day: str) -> str:
    """XenForo's words for a recent time: "A moment ago", "12 minutes ago", "Today at
    5:21 PM", "Yesterday at …", a weekday within the week, else the date."""
    if timedelta(0) <= now - when < timedelta(hours=1):
        minutes = int((now - when).total_seconds() // 60)
        return (
            "A moment ago" if minutes < 1 else f"{minutes} minute{'s' if minutes > 1 else ''} ago"
        )
    back = (now.astimezone(local.tzinfo).date() - local.date()).days
    if back in (0, 1):
        return f"{('Today', 'Yesterday')[back]} at {clock}"
    return f"{local:%A} at {clock}" if 1 < back < 7 else f"{day} at {clock}"


# -- rendering ---------------------------------------------------------------------------
def render_post(post: FakePost, number: int, thread: Thread, zone: tzinfo, unix: bool,
                now: datetime | None = None) -> str:  # fmt: skip
    name = html.escape(post.author)
    link = f"/community/threads/{thread.slug}.{thread.id}/post-{post.id}"
    user_id = post.user_id or account_id(post.author)
    edit = ""
    if post.edited is not None:
        by = " by a moderator" if post.editor else ""  # XenForo names no moderator
        edit = f'<div class="message-lastEdit">Last edited{by}: {xf_time(post.edited, zone, unix, now)}</div>'
    return (
        f'<article class="message message--post js-post js-inlineModContainer  "\n\t\tdata-author="{name}"\n'
        f'\t\tdata-content="post-{post.id}"\n\t\tid="js-post-{post.id}">\n'
        f'<span class="u-anchorTarget" id="post-{post.id}"></span>\n<div class="message-inner">'
        '<div class="message-cell message-cell--user"><section itemscope itemtype="https://schema.org/Person" class="message-user">'
        f'<div class="message-userDetails"><h4 class="message-name"><a href="/community/members/{name.lower()}.{user_id}/" class="username " dir="auto" data-user-id="{user_id}" itemprop="name">{name}</a></h4>'
        '<h5 class="userTitle message-userTitle" dir="auto" itemprop="jobTitle">Member</h5></div></section></div>'
        '<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget">'
        '<header class="message-attribution message-attribution--split"><div class="message-attribution-main">'
        f'<a href="{link}" class="u-concealed" rel="nofollow">{xf_time(post.created, zone, unix, now)}</a></div>'
        '<ul class="message-attribution-opposite message-attribution-opposite--list">'
        f'<li><a href="{link}" data-xf-init="share-tooltip" data-href="/community/posts/{post.id}/share" rel="nofollow">'
        '<i class="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li>'
        f'<li><a href="{link}" rel="nofollow">\n\t#{number}\n</a></li></ul></header>'
        '<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer ">'
        f'<article class="message-body js-selectToQuote">\n<div class="bbWrapper">{post.body}</div>\n'
        '<div class="js-selectToQuoteEnd">&nbsp;</div></article>'
        f"{edit}</div></div>"
        '<footer class="message-footer"><div class="reactionsBar js-reactionsList "></div></footer>'
        "</div></div></div></article>\n"
    )


def render_page_nav(thread: Thread, page: int, pages: int) -> str:
    if pages <= 1:
        return ""
    base = f"/community/threads/{thread.slug}.{thread.id}/"

    def href(n: int) -> str:
        return base if n == 1 else f"{base}page-{n}"

    items = []
    for n in sorted({1, pages, *range(max(1, page - 2), min(pages, page + 2) + 1)}):
        state = " pageNav-page--current" if n == page else ""
        items.append(f'<li class="pageNav-page{state} "><a href="{href(n)}">{n}</a></li>')
    prev = (
        f'<a href="{href(page - 1)}" class="pageNav-jump pageNav-jump--prev">Prev</a>'
        if page > 1
        else ""
    )
    nxt = (
        f'<a href="{href(page + 1)}" class="pageNav-jump pageNav-jump--next">Next</a>'
        if page < pages
        else ""
    )
    return (
        '<div class="block-outer"><div class="block-outer-main"><nav class="pageNavWrapper pageNavWrapper--mixed ">'
        f'<div class="pageNav  ">{prev}<ul class="pageNav-main">{"".join(items)}</ul>{nxt}</div>'
        f'<div class="pageNavSimple"><a class="pageNavSimple-el pageNavSimple-el--current">{page} of {pages}</a></div>'
        "</nav></div></div>"
    )


def page_html(thread: Thread, body: str, canonical: str) -> str:
    title = html.escape(thread.title)
    return (
        '<!DOCTYPE html>\n<html id="XF" lang="en-US" dir="LTR" data-app="public" data-template="thread_view"'
        f' data-content-key="thread-{thread.id}" data-logged-in="false" class="has-no-js template-thread_view">\n'
        f'<head><meta charset="utf-8" /><title>{title} | Lantern Games</title>'
        f'<link rel="canonical" href="{canonical}" /></head>\n<body data-template="thread_view">'
        f'<div class="p-body-header"><div class="p-title "><h1 class="p-title-value">{title}</h1></div></div>'
        f"{body}</body></html>"
    )


class XenForoServer(ThreadServer):
    """XenForo 2 thread pages. Use ``serve_xenforo`` or the ``xenforo_server`` fixture."""

    def __init__(
        self, thread: Thread, *, per_page: int = 20, zone: tzinfo = BOARD_ZONE, unix: bool = True,
        now: datetime | None = None, clock_line: bool = True,
    ) -> None:  # fmt: skip
        super().__init__(thread, per_page=per_page)
        self.clock_line = clock_line  # False: relative times, but no clock in the script
        self.zone = zone
        self.unix = unix
        # set: the board's clock, in the page's script (``XF.config`` "time": {"now": …}),
        # and post times printed only in XenForo's relative words against it
        self.now = now

    @property
    def thread_url(self) -> str:
        return f"{self.url}/community/threads/{self.thread.slug}.{self.thread.id}/"

    def page_url(self, page: int) -> str:
        return self.thread_url if page <= 1 else f"{self.thread_url}page-{page}"

    def dispatch(self, request: Request) -> Response:
        post = _POST.match(request.path)
        if post and request.method == "GET":
            self.counts["post"] += 1
            return self.on_post(int(post["id"]))
        match = _THREAD.match(request.path)
        if not match or request.method != "GET" or int(match["id"]) != self.thread.id:
            return self.html(
                page_html(self.thread, "<p>The requested thread could not be found.</p>", ""), 404
            )
        self.counts["thread"] += 1
        page = int(match["page"] or 1)
        if match["slug"] != self.thread.slug or page > self.pages() or match["page"] == "1":
            return redirect(self.page_url(min(page, self.pages())), 301)
        if (failed := self.failed(page)) is not None:
            return failed
        return self.html(self._thread_page(page))

    def on_post(self, post_id: int) -> Response:
        post = self.thread.find(post_id)
        if post is None:
            return self.html(
                page_html(self.thread, "<p>The requested post could not be found.</p>", ""), 404
            )
        return redirect(f"{self.page_url(self.page_of(post))}#post-{post_id}", 301)

    def _thread_page(self, page: int) -> str:
        first = (page - 1) * self.per_page
        shown = self.thread.posts[first : first + self.per_page]
        rows = "".join(
            render_post(p, first + i + 1, self.thread, self.zone, self.unix, self.now)
            for i, p in enumerate(shown)
        )
        if self.now is not None and self.clock_line:
            rows += (
                f'<script>XF.config = {{"time": {{"now": {int(self.now.timestamp())}}}}};</script>'
            )

        nav = render_page_nav(self.thread, page, self.pages())
        body = (
            f'{nav}<div class="block block--messages"><div class="block-container lbContainer">'
            f'<div class="block-body js-replyNewMessageContainer">{rows}</div></div></div>{nav}'
        )
        return page_html(self.thread, body, self.page_url(page))


def xf_thread(posts: int = 45) -> Thread:
    return Thread.generate(posts, xf_body, "<b>Day 1 begins.</b> Votes in bold, please.")


def serve_xenforo(
    thread: Thread | None = None, *, posts: int = 45, **options: Any
) -> AbstractContextManager[XenForoServer]:
    """Serve ``thread`` (or a generated one of ``posts`` posts) until the block ends."""
    return serve(XenForoServer(thread if thread is not None else xf_thread(posts), **options))


__all__ = ["HOST", "XenForoServer", "serve_xenforo", "xf_thread"]

xenforo_server = fixture(
    "xenforo_server",
    serve_xenforo,
    "A running XenForo 2 server with one 45-post thread, 20 posts a page.",
)
