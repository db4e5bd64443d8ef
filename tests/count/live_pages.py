"""The invented mafia game of ``live_forums`` on the local vBulletin 4 and XenForo 2
servers (``tests/servers/vbulletin.py``, ``xenforo.py``): each forum's way to post, edit
and delete at given times, its markup, and its board zone (vBulletin prints New York
time, with "Today"/"Yesterday" relative to the moment a page is served; XenForo prints
London time, here without its Unix stamps). Neither keeps an edit's original."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.count.live_forums import ENGINES, GAME, HOST, NAMES, Engine, at, game_file, mod_edit
from tests.game_files import players_table
from tests.servers import vbulletin, xenforo


class PageEngine(Engine):
    """A thread on a page forum: posts at given times; ``served_at`` sets the moment the
    forum renders its pages (vBulletin's "Today" is relative to it)."""

    zone = ""
    history = False

    def __init__(self, stack: ExitStack) -> None:
        self.thread = vbulletin.Thread(id=5150, title="Lantern Replay", slug="lantern-replay")
        self._ids: Iterator[int] = itertools.count(770001, 3)
        self.server = stack.enter_context(self.serve())
        self.url = self.server.thread_url

    def serve(self) -> Any:
        raise NotImplementedError

    def bold(self, text: str) -> str:
        return f"<b>{text}</b>"

    def para(self, *parts: str) -> str:
        return "<br />\n<br />\n".join(parts)

    def post(self, author: str, body: str, when: datetime) -> Any:
        post = vbulletin.FakePost(next(self._ids), author, body, when)
        self.thread.posts.append(post)
        return post

    def edit(self, handle: Any, body: str, when: datetime) -> None:
        handle.body, handle.edited = body, when

    def delete(self, handle: Any, when: datetime) -> None:
        self.thread.posts.remove(handle)


class VBulletinEngine(PageEngine):
    name = "vbulletin"
    zone = "America/New_York"

    def serve(self) -> Any:
        return vbulletin.serve_vbulletin(self.thread, per_page=10)

    def served_at(self, when: datetime) -> None:
        self.server.now = when

    def quote(self, who: str, inner: str) -> str:
        return vbulletin.vb_quote(who, 770001, inner)


class XenForoEngine(PageEngine):
    name = "xenforo"
    zone = "Europe/London"

    def serve(self) -> Any:
        return xenforo.serve_xenforo(self.thread, per_page=10, unix=False)

    def quote(self, who: str, inner: str) -> str:
        return xenforo.xf_quote(who, 770001, inner)


PAGE_ENGINES: dict[str, Callable[[ExitStack], PageEngine]] = {
    "vbulletin": VBulletinEngine,
    "xenforo": XenForoEngine,
}


def page_game(g: PageEngine, folder: Path, edits: str = "first", extra: str = "") -> Path:
    """The game file of ``g``'s thread, read in the board's zone."""
    text = GAME.format(
        url=g.url, engine=g.name, host=HOST, players=players_table(NAMES), edits=edits
    ).replace('timezone = "UTC"', f'timezone = "{g.zone}"')
    game = folder / "game.toml"
    game.write_text(text + extra, encoding="utf-8")
    return game


def any_game(g: Engine, folder: Path, edits: str = "first") -> Path:
    """The game file of ``g``'s thread, on any of the four forums."""
    if isinstance(g, PageEngine):
        folder.mkdir(parents=True, exist_ok=True)
        return page_game(g, folder, edits)
    return game_file(g, folder, edits)


def posts_of(g: Engine) -> list[Any]:
    """The posts ``g``'s thread lists, in order."""
    return g.topic.posts if g.name in ENGINES else g.thread.posts


def merged_into_next(g: Engine, vote_post: Any, next_post: Any, hours: float) -> None:
    """A moderator merges the vote's post with the author's next one: the vote's post
    leaves the thread, the next one holds both bodies, edited by the moderator (as
    Discourse's, vBulletin's and XenForo's "merge posts" do; Discourse's revision gives
    the reason, as ``PostMerger`` writes it)."""
    parts = (body_of(g, vote_post), body_of(g, next_post))
    body = "".join(parts) if g.name == "discourse" else g.para(*parts)  # a line between
    posts_of(g).remove(vote_post)
    if g.name in ENGINES:
        mod_edit(g, next_post, body, hours)
        if g.name == "discourse":
            next_post.reasons[next_post.version] = f"A post was merged in by {HOST}"
    else:
        g.edit(next_post, body, at(hours))
        next_post.editor = HOST


def body_of(g: Engine, handle: Any) -> str:
    """The post's body as the forum serves it (Discourse's cooked HTML)."""
    if g.name == "discourse":
        return handle.cooked
    return handle.html if g.name == "phpbb" else handle.body
