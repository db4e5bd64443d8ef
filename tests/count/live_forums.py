"""An invented mafia game on the local Discourse and phpBB (MafiaScum) servers, for the
tests that replay a thread as it happens (``test_live_replay``, ``test_now_cut``): its game
file, players and clock, and each forum's way to post, edit and delete."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.game_files import players_table
from tests.servers import discourse, phpbb
from votecount.cli import main

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
HOST = "Quillmaster"
NAMES = ("Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn", "Fernhollow")

GAME = """\
[game]
name = "Lantern Replay"
ruleset = "mafia"
threads = ["{url}"]
engine = "{engine}"
timezone = "UTC"
hosts = ["{host}"]
phase_markers = true

[rules]
resolution = "hammer_or_plurality"

[parser]
markers = ["bold", "vote_tag"]
edits = "{edits}"

{players}"""


def game_file(g: Engine, folder: Path, edits: str = "first") -> Path:
    """The invented game's file for the thread on ``g`` (``edits``: the parser's edit
    mode), written as ``folder/game.toml``."""
    text = GAME.format(
        url=g.url, engine=g.name, host=HOST, players=players_table(NAMES), edits=edits
    )
    folder.mkdir(parents=True, exist_ok=True)
    game = folder / "game.toml"
    game.write_text(text, encoding="utf-8")
    return game


def vote(g: Engine, name: str) -> str:
    """A vote in the engine's bold."""
    return g.bold(f"VOTE: {name}")


GONE = "post is gone"  # the warning on a vote whose post the thread no longer lists


def without_gone(data: Any) -> Any:
    """A count's or audit's JSON without its "post is gone" warnings: only a store that
    saw the post before it went gives them (a store synced afresh never saw it)."""
    if isinstance(data, dict):
        return {k: without_gone(v) for k, v in data.items()}
    if isinstance(data, list):
        return [without_gone(x) for x in data if not is_gone_notice(x)]
    return data


def is_gone_notice(item: Any) -> bool:
    return isinstance(item, dict) and GONE in str(item.get("reason", ""))


def day_one(g: Engine, start: float = 0, *, host_says: str = "") -> tuple[Any, Any, Any]:
    """The set-up most live tests share: the host opens Day 1 at ``start`` (with
    ``host_says`` after it), Amberlight votes Brackenfold an hour later and Cindermoss
    votes Brackenfold an hour after that. The three posts' handles."""
    opening = g.para("Day 1 has begun.", *([host_says] if host_says else []))
    first = g.post(HOST, opening, at(start))
    return (
        first,
        g.post(NAMES[0], g.para(vote(g, NAMES[1])), at(start + 1)),
        g.post(NAMES[2], g.para(vote(g, NAMES[1])), at(start + 2)),
    )


def day_one_game(g: Engine, folder: Path, edits: str = "first") -> tuple[Path, Any, Any]:
    """``day_one`` with Dunmore's "Hm." at 2.5 hours (the thread moves on past the votes)
    and the game file in ``folder``: (the game file, the host's opening, Amberlight's
    vote). The set-up of the moderator-edit and deleted-start tests."""
    opening, first, _ = day_one(g)
    g.post(NAMES[3], g.para("Hm."), at(2.5))
    return game_file(g, folder, edits), opening, first


def mod_edit(g: Engine, handle: Any, body: str, hours: float, editor: str = HOST) -> None:
    """``editor`` (a moderator: the host by default) edits a player's post, as the forum
    names it (phpBB's "Last edited by", the Discourse revision's ``username``)."""
    g.edit(handle, body, at(hours))
    if g.name == "phpbb":
        handle.editor = editor
    else:
        handle.editors[handle.version] = editor


def own_edit(g: Engine, handle: Any, body: str, hours: float) -> None:
    """The author edits their own post (phpBB: no other editor named)."""
    g.edit(handle, body, at(hours))
    if g.name == "phpbb":
        handle.editor = ""


def restore(g: Engine, handle: Any, index: int) -> None:
    """A moderator restores a deleted post (Discourse: undeleted; phpBB: listed again in
    its place, the later posts numbered one higher again)."""
    if g.name == "discourse":
        handle.deleted_at = None
    else:
        g.topic.posts.insert(index, handle)


def at(hours: float) -> datetime:
    return T0 + timedelta(hours=hours)


def stamp(when: datetime) -> str:
    return when.strftime("%Y-%m-%dT%H:%M")


# -- the two engines ---------------------------------------------------------------------------
class Engine:
    """A thread on one local server: ``post``, ``edit``, ``delete`` and ``self_delete`` at
    given times, in the engine's own markup (``bold``, ``quote``, ``para``). A post is
    known by the handle ``post`` returns."""

    name = ""
    url = ""
    history = True  # the forum keeps each post's revisions (an edit's original is known)

    def self_delete(self, handle: Any, when: datetime) -> None:
        """The author deletes the post, where the forum keeps it listed (else nothing)."""

    def served_at(self, when: datetime) -> None:
        """The forum's own clock when it renders the next pages (vBulletin's "Today" is
        relative to it; the other forums print absolute times)."""


class DiscourseEngine(Engine):
    name = "discourse"

    def __init__(self, stack: ExitStack) -> None:
        self.topic = discourse.Topic(id=5151, title="Lantern Replay", slug="lantern-replay")
        self.server = stack.enter_context(discourse.serve_topic(self.topic))
        self.url = self.server.thread_url(self.topic)

    def bold(self, text: str) -> str:
        return f"<strong>{html.escape(text)}</strong>"

    def quote(self, who: str, inner: str) -> str:
        return (
            f'<aside class="quote no-group" data-username="{who}" data-post="1" data-topic="5151">'
            f'<div class="title">{who}:</div><blockquote>{inner}</blockquote></aside>'
        )

    def para(self, *parts: str) -> str:
        return "".join(f"<p>{part}</p>" for part in parts)

    def post(self, author: str, body: str, when: datetime) -> Any:
        post = self.topic.add_post("text", username=author)
        post.cooked_override = body
        post.raw = re.sub(r"<[^>]+>", "", body)
        post.created_at = post.updated_at = when
        return post

    def edit(self, handle: Any, body: str, when: datetime) -> None:
        handle.history.append((handle.raw, handle.cooked, when))
        handle.raw, handle.cooked_override = re.sub(r"<[^>]+>", "", body), body
        handle.updated_at, handle.version = when, handle.version + 1

    def delete(self, handle: Any, when: datetime) -> None:
        handle.deleted_at = when

    def self_delete(self, handle: Any, when: datetime) -> None:
        self.edit(handle, "<p>(post deleted by author)</p>", when)
        handle.user_deleted = True


class PhpbbEngine(Engine):
    name = "phpbb"
    history = False

    def __init__(self, stack: ExitStack) -> None:
        self.topic = phpbb.Topic(id=6161, title="Lantern Replay")
        server = phpbb.PhpbbServer(self.topic, mafiascum=True, per_page=10, zone=UTC)
        self.server = stack.enter_context(phpbb.serve(server))
        self.url = self.server.thread_url
        self._ids = iter(range(80001, 90000, 7))

    def bold(self, text: str) -> str:
        return f'<div style="display: inline; font-weight: bold">{html.escape(text)}</div>'

    def quote(self, who: str, inner: str) -> str:
        return f"<blockquote><div><cite>{who} wrote:</cite>{inner}</div></blockquote>"

    def para(self, *parts: str) -> str:
        return "<br><br>".join(parts)

    def post(self, author: str, body: str, when: datetime) -> Any:
        post = phpbb.FakePost(next(self._ids), author, body, when)
        self.topic.posts.append(post)
        return post

    def edit(self, handle: Any, body: str, when: datetime) -> None:
        handle.html = body
        if handle is not self.topic.visible()[-1]:  # phpBB: no notice on the last post
            handle.edit_count += 1
            handle.edited = when

    def delete(self, handle: Any, when: datetime) -> None:
        self.topic.posts.remove(handle)


ENGINES: dict[str, Callable[[ExitStack], Engine]] = {
    "discourse": DiscourseEngine,
    "phpbb": PhpbbEngine,
}


def count(game: Path, now: float, *more: str) -> dict[str, Any]:
    """``votecount count --format json`` at ``now`` hours after T0."""
    return json.loads(cli(game, "--now", stamp(at(now)), "count", "--format", "json", *more))


def day_in(data: dict[str, Any], number: int) -> dict[str, Any] | None:
    """Day ``number`` in ``count``'s JSON, None when the count has no such day."""
    return next((d for d in data["days"] if d["day"] == number), None)


def wagons_of(day: dict[str, Any]) -> dict[str, list[str]]:
    """A day's wagons in ``count``'s JSON: target → its voters, sorted."""
    return {w["target"]: sorted(v["voter"] for v in w["votes"]) for w in day["wagons"]}


def wagons(data: dict[str, Any], day: int = 1) -> dict[str, list[str]]:
    """Day ``day``'s wagons in ``count``'s JSON: target → its voters, sorted."""
    found = day_in(data, day)
    assert found is not None, data
    return wagons_of(found)


def day_one_count(game: Path, now: float) -> dict[str, Any]:
    """``count --day 1`` as JSON at ``now`` hours after T0."""
    return count(game, now, "--day", "1")


def day_one_wagons(game: Path, now: float) -> dict[str, list[str]]:
    """Day 1's wagons counted at ``now`` hours after T0: target → its voters, sorted."""
    return wagons(day_one_count(game, now))


def synced(game: Path, now: float) -> dict[str, Any]:
    """``sync`` then ``count`` at ``now`` hours after T0."""
    cli(game, "--now", stamp(at(now)), "sync")
    return count(game, now)


def cli(game: Path, *args: str, env: dict[str, str] | None = None) -> str:
    """``votecount --game GAME ARGS``; the run must succeed (its output returned)."""
    result = CliRunner().invoke(main, ["--game", str(game), *args], env=env)
    assert result.exit_code == 0, result.output
    return result.output


def notices(game: Path, now: float, code: str) -> list[dict[str, Any]]:
    """``audit``'s notices of ``code`` at ``now`` hours after T0."""
    audit = json.loads(cli(game, "--now", stamp(at(now)), "audit", "--format", "json"))
    return [v for v in audit["violations"] if v["code"] == code]


def reasons(game: Path, now: float, code: str) -> list[str]:
    """The reasons ``audit`` gives at ``now`` for its notices of ``code``."""
    return [v["reason"] for v in notices(game, now, code)]


def ends_day_one(game: Path, end: str = "2026-06-02T12:00:00Z") -> None:
    """Day 1 ends at ``end`` in the game file (at(24) by default)."""
    text = game.read_text(encoding="utf-8")
    text += f'\n[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = {end}\n'
    game.write_text(text, encoding="utf-8")


def make_game(g: Engine, folder: Path, edits: str = "latest") -> Path:
    """The game file of ``g``'s thread with Day 1 ending at at(24)."""
    game = game_file(g, folder, edits)
    ends_day_one(game)
    return game


def no_sleep(monkeypatch: Any) -> None:
    """The forum client's waits between retries take no time."""
    from votecount.scraper import http

    real = http.Http
    monkeypatch.setattr(http, "Http", lambda *a, **k: real(*a, **{**k, "sleep": lambda s: None}))


def late_change_then_note(g: Engine, folder: Path, syncs: str) -> Path:
    """Day 1 (at(24) the deadline, edits = "latest"): Amberlight moves the vote to Dunmore
    after the close, then the host adds a note leaving it as it was (the post's latest
    version); a sync between the change and the note when ``syncs`` is "each". Its game
    file, not synced since the note."""
    _, first, _ = day_one(g)
    game = make_game(g, folder)
    synced(game, 3)
    own_edit(g, first, g.para(vote(g, NAMES[3])), 25)
    if syncs == "each":
        g.post(NAMES[3], g.para("Hm."), at(25.1))
        synced(game, 25.2)
    mod_edit(g, first, g.para(vote(g, NAMES[3]), "(edited after the deadline: the host)"), 25.5)
    g.post(NAMES[3], g.para("Hm."), at(25.55))
    return game


def chatter(g: Engine, posts: int, start: float) -> list:
    """``posts`` posts by the six players from ``start`` hours, a tenth of an hour apart,
    every fifth a vote."""
    return [
        g.post(
            NAMES[i % 6],
            g.para(vote(g, NAMES[(i + 1) % 6]) if i % 5 == 0 else "Hm."),
            at(start + i / 10),
        )  # fmt: skip
        for i in range(posts)
    ]


def hours_since(when: datetime) -> float:
    """Hours from T0 to ``when``."""
    return (when - at(0)).total_seconds() / 3600
