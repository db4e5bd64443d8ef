"""live28's read-ahead (``PagedAdapter._last_post``, ``_moved_up``) reviewed for misfires
(review28c), on the local phpBB, vBulletin and XenForo servers: a store synced at 25
posts, more posts made, and the forum changing the thread before or while the next sync
walks (right after it has served a given page). Each case checks the store after that
sync against a fresh read of the thread (no post lost, stored twice or left under an old
number) and the requests a quiet sync after it makes (no walk read again on every
sync). Every thread is invented here (the servers' generated chatter)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest
from werkzeug.wrappers import Response

from tests.scraper.page_sync import MiniStore, adapter_on
from tests.servers import phpbb, vbulletin, xenforo
from votecount.parser.model import Post
from votecount.scraper.base import Batch, Known, Listing, read_then_gone
from votecount.scraper.phpbb import PhpbbAdapter
from votecount.scraper.vbulletin import VBulletinAdapter
from votecount.scraper.xenforo import XenForoAdapter

ENGINES = ["phpbb", "vbulletin", "xenforo"]
PER_PAGE = 10


class Store(MiniStore):
    """The store's way with a post seen again: no longer gone."""

    def save(self, batches: list[Batch]) -> None:
        for batch in batches:
            self.gone.difference_update(p.post_id for p in batch.posts)
        super().save(batches)

    def listed(self) -> dict[str, int]:
        return {i: p.number for i, p in self.posts.items() if i not in self.gone}


class Forum:
    """A thread of ``posts`` posts, 10 a page, on ``engine``'s local server; ``after``
    makes a change right after a page is served; ``fail_once`` answers a page's next
    request with an error."""

    def __init__(self, engine: str, stack: ExitStack, posts: int, **kw: Any) -> None:
        self.engine = engine
        if engine == "phpbb":
            topic = phpbb.Topic.generate(posts)
            self.server: Any = stack.enter_context(
                phpbb.serve_phpbb(topic, mafiascum=False, per_page=PER_PAGE, **kw)
            )
            self.thread: Any = topic
        else:
            body = vbulletin.vb_body if engine == "vbulletin" else xenforo.xf_body
            self.thread = vbulletin.Thread.generate(posts, body, "<b>Day 1 begins.</b>")
            serve = vbulletin.serve_vbulletin if engine == "vbulletin" else xenforo.serve_xenforo
            self.server = stack.enter_context(serve(self.thread, per_page=PER_PAGE, **kw))
        self.posts: list[Any] = self.thread.posts
        self._real = self.server.dispatch
        self.hooks: list[tuple[int, Callable[[], Any]]] = []
        self.failing: dict[int, tuple[int, dict[str, str]]] = {}
        self.server.dispatch = self._dispatch

    def page(self, path: str) -> int | None:
        """The thread page a request asks for (None: a post link)."""
        if self.engine == "phpbb":
            if "viewtopic" not in path or re.search(r"[?&]p=", path):
                return None
            start = re.search(r"start=(\d+)", path)
            return int(start[1]) // PER_PAGE + 1 if start else 1
        if re.search(r"[?&]p=|/posts/", path):
            return None
        found = re.search(r"page[-=](\d+)", path)
        return int(found[1]) if found else 1

    def _dispatch(self, request: Any) -> Response:
        page = self.page(request.full_path)
        if page in self.failing:
            status, headers = self.failing.pop(page)
            return Response("<p>Slow down.</p>", status, headers=headers, content_type="text/html")
        response = self._real(request)
        for hook in [h for h in self.hooks if h[0] == page and response.status_code == 200]:
            self.hooks.remove(hook)
            hook[1]()
        return response

    def after(self, page: int, change: Callable[[], Any]) -> None:
        self.hooks.append((page, change))

    def adapter(self) -> Any:
        if self.engine == "phpbb":
            return adapter_on(PhpbbAdapter, self.server, mafiascum=False, timezone="Etc/GMT+5")
        cls = VBulletinAdapter if self.engine == "vbulletin" else XenForoAdapter
        return adapter_on(cls, self.server)

    def sync(self, store: Store) -> int:
        """A sync into ``store``; the requests it made."""
        self.server.reset_counts()
        a = self.adapter()
        a.thread_info()
        store.save(list(a.fetch(store.known())))
        return len(self.server.log)

    def fresh(self) -> dict[str, int]:
        store = Store()
        self.sync(store)
        return store.listed()

    def add(self, count: int = 1) -> None:
        for _ in range(count):
            self.thread.add_post("Wren", "<b>Vote: Juno</b>")

    def remove(self, place: int) -> Any:
        return self.posts.pop(place)


@pytest.fixture(params=ENGINES)
def forum(request: pytest.FixtureRequest) -> Iterator[Forum]:
    with ExitStack() as stack:
        f = Forum(request.param, stack, 25)
        yield f


def _second_sync(f: Forum, setup: Callable[[Forum], Any], more: int = 12) -> tuple[int, int]:
    """Sync 25 posts, make ``more``, ``setup`` the forum, sync again (checked against a
    fresh read), then a quiet sync (checked too). The two later syncs' requests."""
    store = Store()
    f.sync(store)
    f.add(more)
    setup(f)
    second = f.sync(store)
    assert store.listed() == f.fresh()
    quiet = f.sync(store)
    assert store.listed() == f.fresh()
    return second, quiet


# -- the read-ahead answered with an error: nothing read ahead, the sync goes on ---------------
@pytest.mark.parametrize(
    ("status", "headers"),
    [
        (429, {"Retry-After": "7200"}),
        (503, {"Retry-After": "7200"}),
        (429, {"Retry-After": "2"}),
        (403, {}),
        (404, {}),
        (500, {}),
        (200, {}),
    ],
    ids=["429_long", "503_long", "429_short", "403", "404", "500_once", "200_error_page"],
)
def test_the_read_ahead_answered_with_an_error(forum, status, headers):
    """The thread's last page, read ahead of a walk from page 3 (live28), answers an
    error once: the sync completes and stores what a fresh read does (was, for a long
    429 or 503 and a 403: the sync refused). 500 is retried, a short 429 waited for, a
    404 and an error page with 200 read nothing ahead."""
    forum.failing[4] = (status, headers)
    second, quiet = _second_sync(forum, lambda f: None)
    assert quiet == 2
    assert 4 not in forum.failing


# -- changes while the walk reads ------------------------------------------------------------
CHANGES: dict[str, Callable[[Forum], Any]] = {
    "deleted_after_page_3": lambda f: f.after(3, lambda: f.remove(22)),
    "deleted_and_a_new_post": lambda f: f.after(3, lambda: (f.remove(22), f.add())),
    "two_deleted": lambda f: f.after(3, lambda: (f.remove(22), f.remove(22))),
    "the_last_post_deleted": lambda f: f.after(3, lambda: f.remove(len(f.posts) - 1)),
    "deleted_on_a_page_not_yet_read": lambda f: f.after(3, lambda: f.remove(33)),
    "deleted_on_page_1": lambda f: f.after(3, lambda: f.remove(5)),
    "deleted_before_the_sync_and_during": lambda f: (
        f.remove(5),
        f.after(3, lambda: f.remove(22)),
    ),
    "a_new_page_during_the_walk": lambda f: f.after(3, lambda: f.add(8)),
    "a_new_page_and_a_deletion": lambda f: f.after(3, lambda: (f.add(8), f.remove(22))),
    "posts_after_page_1": lambda f: f.after(1, lambda: f.add(15)),
    "deleted_after_page_1": lambda f: f.after(1, lambda: f.remove(22)),
    "the_stored_last_post_deleted_before": lambda f: f.remove(24),
    "deleted_then_three_new": lambda f: f.after(3, lambda: (f.remove(22), f.add(3))),
    "nothing": lambda f: None,
    # a post new to the store, read by the walk, then deleted (review28c: it stayed stored)
    "a_new_post_deleted_after_page_3": lambda f: f.after(3, lambda: f.remove(27)),
    "a_page_of_new_posts_deleted": lambda f: f.after(3, lambda: [f.remove(26) for _ in range(8)]),
    "a_new_first_post_of_page_4_deleted": lambda f: f.after(4, lambda: f.remove(30)),
    # guards: posts approved late (placed before stored ones), then a post on page 1 deleted
    # while the walk reads: the approved posts move up off the pages read again, not gone
    "two_approved_then_page_1_deleted": lambda f: (
        _approve(f, 19, 20),
        f.after(3, lambda: f.remove(5)),
    ),
    "two_approved_then_a_stored_post_deleted": lambda f: (
        _approve(f, 19, 20),
        f.after(3, lambda: f.remove(24)),
    ),
}


def _approve(f: Forum, *places: int) -> None:
    """Posts held for approval, approved now: placed by their time among stored ones."""
    for place in places:
        post = f.thread.add_post("Tansy", "<b>Vote: Lark</b>")
        f.posts.remove(post)
        f.posts.insert(place, post)


@pytest.mark.parametrize("change", list(CHANGES))
def test_changes_while_the_walk_reads(forum, change):
    """Whatever the forum does while the walk reads, the store holds what a fresh read
    does after that sync (a post the walk read and the second walk no longer lists
    between posts it lists is gone), and a quiet sync after it asks page 1 and the
    store's last page only (the walk is read again at most in the sync that saw a
    change)."""
    _, quiet = _second_sync(forum, CHANGES[change])
    assert quiet == 2


def test_a_walk_of_one_page_reads_nothing_ahead(forum):
    """Guard: five more posts stay on the store's page: page 1 and page 3, as before."""
    second, quiet = _second_sync(forum, lambda f: None, more=5)
    assert (second, quiet) == (2, 2)


def test_a_walk_of_many_pages_reads_one_page_ahead(forum):
    """Guard: thirty more posts (pages 3 to 6): page 1, page 6 read ahead, pages 3 to 6."""
    second, quiet = _second_sync(forum, lambda f: None, more=30)
    assert (second, quiet) == (6, 2)


def test_a_moderator_sees_a_post_soft_deleted_while_the_walk_reads():
    """Guard (phpBB, a moderator's view: a soft-deleted post stays listed in its place):
    nothing moves, the walk is read once."""
    with ExitStack() as stack:
        f = Forum("phpbb", stack, 25, show_deleted=True)
        second, quiet = _second_sync(
            f, lambda f: f.after(3, lambda: f.thread.delete(22, soft=True))
        )
        assert (second, quiet) == (4, 2)


def test_posts_are_yielded_once_each_per_walk(forum):
    """Guard: a quiet second sync yields only the new posts, each once."""
    store = Store()
    forum.sync(store)
    forum.add(12)
    a = forum.adapter()
    a.thread_info()
    posts: list[Post] = [p for b in a.fetch(store.known()) for p in b.posts]
    assert len(posts) == len({p.post_id for p in posts}) == 12


# -- read_then_gone, by the first walk's order ------------------------------------------------
STORED = Known(post_ids=frozenset({"1", "2"}), last_number=2, numbers={"1": 1, "2": 2})


@pytest.mark.parametrize(
    ("again", "want"),
    [
        (Listing(("2", "3", "5")), ["4"]),  # listed on both sides: gone
        (Listing(("2", "3"), ends=True), ["4", "5"]),  # the walk's end after them
        (Listing(("2", "3"), ends=False), []),  # nothing listed after: no proof
        (Listing(("5",), ends=True), []),  # nothing the first walk read before it listed
        (Listing(("3", "5"), starts=True), ["4"]),
        (Listing(("3", "4", "5"), ends=True), []),  # all listed
        (Listing((), ends=True), []),  # an empty look proves nothing
    ],
)
def test_read_then_gone(again, want):
    """The first walk read stored 1, 2 and new 3, 4, 5; a second walk lists ``again``.
    Stored ids are never weighed here (``proven_gone`` weighs them)."""
    assert read_then_gone(["1", "2", "3", "4", "5"], again, STORED) == want
