"""The live phase, eleventh round (issue 25, live25): the leftovers of live24/review24c
in ``pipeline.thread_order``, a post stamped before the one above inside a zone's repeated
hour (the clocks going back). Its later reading is a printed time's only: not a time the
forum gave with its offset (XenForo's ``data-time``, an ISO time; the count's lean read
carries no ``time_raw``, so it is loaded), nor a post the forum made before the one above
(a lower id: moved in from another topic, which carried the first-hour posts after it an
hour on). Every thread is invented here."""

from __future__ import annotations

from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.count.live_forums import HOST, NAMES, at, ends_day_one, hours_since, synced, vote, wagons
from tests.count.live_pages import XenForoEngine, page_game
from tests.servers import xenforo
from votecount.count.pipeline import thread_order
from votecount.parser.model import Post
from votecount.store.lazyposts import UNLOADED

A, B, C, D, E = NAMES[:5]
BERLIN = "Europe/Berlin"
utc = lambda *a: datetime(2026, 10, 25, *a, tzinfo=UTC)  # noqa: E731


def _post(post_id: int, when: datetime, raw: str | None, *, lean: bool = False) -> Post:
    post = Post("t", str(post_id), post_id, A, when, "<p>x</p>", time_raw=raw, time_zone=BERLIN)
    if lean:  # as the count's fast read gives it: no printed time, loaded on demand
        lean_post = Post("t", str(post_id), post_id, A, when, "", time_zone=BERLIN)
        lean_post.__dict__[UNLOADED] = True
        return lean_post
    return post


@pytest.mark.parametrize("lean", [False, True])
@pytest.mark.parametrize(
    ("raw", "later"),
    [("2026-10-25T00:40:00+00:00", False), ("1792888800", False), ("25 Oct 2026 02:40", True)],
)
def test_a_time_given_with_its_offset_keeps_it(raw, later, lean):
    """A post stamped 00:40 UTC (02:40 CEST) under one at 00:45 UTC, in Berlin's zone: a
    printed 02:40 may be the second (01:40 UTC); a Unix or ISO time names its moment, so
    the post takes the time above as any post stamped before it (was: an hour on when
    read lean, its ``time_raw`` not read)."""
    above = _post(1, utc(0, 45), "25 Oct 2026 02:45")
    stamped = _post(2, utc(0, 40), raw, lean=lean)
    loads = {"2": _post(2, utc(0, 40), raw)}
    order = thread_order([above, stamped], lambda p: loads[p.post_id])
    want = utc(1, 40) if later else utc(0, 45)
    assert order.posts[1].created_at == want
    assert (("t", "2") in order.redated) is not later


@pytest.mark.parametrize(("moved_id", "moved"), [(50, True), (150, False)])
def test_a_post_moved_in_does_not_carry_the_posts_after_it(moved_id, moved):
    """02:30 CEST (post 100), then a post stamped 02:05 CEST, then 02:40 CEST (post 101).
    Made before post 100 (id 50: moved in from another topic), it takes the time above
    and 02:40 stays the first (was: both an hour on); made after it (id 150), both are
    the second 02:05 and 02:40 as before."""
    posts = [
        _post(100, utc(0, 30), "25 Oct 2026 02:30"),
        _post(moved_id, utc(0, 5), "25 Oct 2026 02:05"),
        _post(max(moved_id, 100) + 1, utc(0, 40), "25 Oct 2026 02:40"),
    ]
    for number, post in enumerate(posts, start=1):
        post.__dict__["number"] = number
    order = thread_order(posts)
    times = [p.created_at for p in order.posts]
    if moved:
        assert times == [utc(0, 30), utc(0, 30), utc(0, 40)]
    else:
        assert times == [utc(0, 30), utc(1, 5), utc(1, 40)]


class UnixXenForo(XenForoEngine):
    """The invented thread on XenForo printing Unix stamps (``data-time``), London time."""

    def serve(self) -> Any:
        return xenforo.serve_xenforo(self.thread, per_page=10, unix=True)


def test_a_xenforo_stamp_before_the_post_above_in_londons_repeated_hour(tmp_path):
    """London's clocks go back at 02:00 BST on 25 October 2026 (01:00 UTC); the day ends
    at 01:30 UTC. Cindermoss votes at 00:45 UTC; Dunmore's vote, listed after it, is
    stamped 00:40 UTC (``data-time``: a post approved late). It is before the deadline
    whatever the order: counted (was: read an hour on, 01:40 UTC, after the deadline)."""
    with ExitStack() as stack:
        g = UnixXenForo(stack)
        g.post(HOST, g.para("Day 1 has begun."), utc(0) - timedelta(hours=12))
        g.post(A, g.para(vote(g, B)), utc(0) - timedelta(hours=4))
        g.post(C, g.para(vote(g, B)), utc(0, 45))
        g.post(D, g.para(vote(g, C)), utc(0, 40))
        g.post(E, g.para("Hm."), utc(2, 10))
        (tmp_path / "live").mkdir()
        game = page_game(g, tmp_path / "live")
        ends_day_one(game, "2026-10-25T01:30:00Z")
        data = synced(game, hours_since(utc(3)))
        assert wagons(data) == {B: sorted([A, C]), C: [D]}, data
        assert at(0) < utc(0)
