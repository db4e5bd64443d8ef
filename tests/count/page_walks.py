"""The invented game's long day on the page forums (vBulletin, XenForo, and phpBB from
``live_forums``) and the changes a forum makes while a sync walks its pages: a moderator
deleting a post, a player posting, right after the forum has served some pages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.count.live_forums import ENGINES, NAMES, at, day_one, synced, vote, wagons
from tests.count.live_pages import PAGE_ENGINES, any_game

A, B, C, D, E = NAMES[:5]
ALL = {**ENGINES, **PAGE_ENGINES}
PAGED = [*PAGE_ENGINES, "phpbb"]
THIRD = ("page-3", "page=3", "start=20")  # page 3 on XenForo, vBulletin, phpBB


def long_day(g: Any, posts: int = 13) -> list:
    """Day 1 (``day_one``), then Dunmore and Ellowyn talking, ``posts`` posts in all."""
    handles = list(day_one(g))
    for i in range(posts - 3):
        who = D if i % 2 else E
        handles.append(g.post(who, g.para(f"Thinking out loud, part {i + 1}."), at(3 + i / 10)))
    return handles


def synced_long_day(g: Any, tmp_path: Path, posts: int = 13) -> tuple[list, Path]:
    """``long_day`` (pages served at T0 + 3 h) and its game file (``edits = "latest"``),
    synced at T0 + 5 h: Amberlight's and Cindermoss's votes on Brackenfold counted. The
    posts' handles and the game file."""
    g.served_at(at(3))
    handles = long_day(g, posts)
    game = any_game(g, tmp_path / "live", edits="latest")
    g.served_at(at(5))
    assert wagons(synced(game, 5)) == {B: sorted([A, C])}
    return handles, game


def twelve_more(g: Any, handles: list) -> None:
    """Twelve posts after the 25 synced, Ellowyn's vote for Cindermoss the sixth."""
    for i in range(12):
        body = vote(g, C) if i == 5 else f"Later thoughts, part {i + 1}."
        g.post(E if i == 5 else D, g.para(body), at(5.5 + i / 100))


def after_served(g: Any, pages: int, change: Any) -> None:
    """The forum makes ``change`` right after it has served ``pages`` more pages (a
    moderator deleting a post, a player posting, while a sync runs)."""
    real = g.server.dispatch
    served = []

    def dispatch(request):
        response = real(request)
        served.append(response.status_code)
        if len(served) == pages:
            g.server.dispatch = real
            change()
        return response

    g.server.dispatch = dispatch


def after_page_three(g: Any, change: Any) -> None:
    """The forum makes ``change`` right after it has served page 3 (a moderator deleting
    a post, a player posting, while a sync walks on to page 4)."""
    real = g.server.dispatch

    def dispatch(request):
        response = real(request)
        if request.full_path.rstrip("?").endswith(THIRD):
            g.server.dispatch = real
            change()
        return response

    g.server.dispatch = dispatch


def three_posts(g: Any) -> tuple[Any, Any, Any]:
    """Day 1, then Dunmore's vote for Cindermoss and two more posts of his."""
    day_one(g)
    theirs = g.post(D, g.para(vote(g, C)), at(3))
    more = g.post(D, g.para("Also, hm."), at(3.1))
    kept = g.post(D, g.para("And one more thing."), at(3.15))
    g.post(E, g.para("Hm."), at(3.2))
    return theirs, more, kept
