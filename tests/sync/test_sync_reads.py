"""What a sync's suggestions and a watch cycle read (the live phase, issue 16): the hosts'
posts and every post's author, and a count through ``Workspace.results`` (resumed from
its checkpoints), never every post's text; and the what-if count of a suggested
substitution keeps a parse cache of its own, so it never empties the game's."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from votecount.count.incremental.cache import AUX, AUX_END, fingerprint
from votecount.posting import watch
from votecount.store.db import Store
from votecount.workspace import Workspace

GAME = """
[game]
name = "Reads"
ruleset = "mafia"
threads = ["https://forum.example/t/reads/77"]
engine = "discourse"
timezone = "UTC"
hosts = ["Host"]

[parser]
markers = ["bold"]

[[players]]
username = "ada"
[[players]]
username = "bram"
[[players]]
username = "cleo"
[[players]]
username = "dov"
"""
EVE = '\n[[players]]\nusername = "eve"\nbackup = true\n'

T0 = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)


def _row(number: int, author: str, html: str, name: str = "") -> dict:
    return {
        "thread": "forum.example/t/77",
        "post_id": str(7000 + number),
        "number": number,
        "author": author,
        "author_name": name or author.title(),
        "created_at": (T0 + timedelta(minutes=10 * number)).isoformat(),
        "html": html,
        "url": f"https://forum.example/t/reads/77/{number}",
    }


ROWS = [
    _row(1, "Host", "<p><strong>Day 1 has begun.</strong></p>"),
    _row(2, "ada", "<p><strong>vote bram</strong></p>"),
    _row(3, "cleo", "<p>hmm <strong>vote bram</strong></p>"),
    _row(4, "Host", "<p>Eve replaces Dov.</p>"),
    _row(5, "eve", "<p>hello all <strong>vote ada</strong></p>", "Eve the Sub"),
    _row(6, "bram", "<p><strong>vote cleo</strong></p>"),
]


def _folder(tmp_path: Path, rows: list[dict] = ROWS, game: str = GAME) -> Workspace:
    (tmp_path / "game.toml").write_text(game)
    thread = tmp_path / "thread.jsonl"
    thread.write_text("".join(json.dumps(r) + "\n" for r in rows))
    ws = Workspace(tmp_path / "game.toml", clock=lambda: T0 + timedelta(days=1))
    ws.import_posts(thread, engine=None, thread=None)
    return ws


def _rows(ws: Workspace, low: str, high: str) -> int:
    sql = "select count(*) from parsed where fingerprint between ? and ?"
    return ws.store().conn.execute(sql, [low, high]).fetchone()[0]


def test_a_suggested_substitution_keeps_the_games_parse_cache(tmp_path):
    """The replacement is not in game.toml yet (the usual case): the what-if game has
    one more player, so its posts parse differently and get a cache of their own."""
    ws = _folder(tmp_path)
    ws.count(day=None, as_of=None, fmt="text", view="public")
    own = fingerprint(ws.game)
    cached = _rows(ws, own, own)
    assert cached == len(ROWS)
    found = ws.suggestions()
    assert [(s.kind, s.player, s.other) for s in found] == [("substitution", "dov", "eve")]
    assert _rows(ws, own, own) == cached  # the what-if count emptied it before
    assert _rows(ws, AUX, AUX_END) == len(ROWS)  # its own rows, kept for the next sync
    ws.suggestions()  # the next sync: both caches stay
    assert (_rows(ws, own, own), _rows(ws, AUX, AUX_END)) == (cached, len(ROWS))
    ws.count(day=None, as_of=None, fmt="text", view="public")
    assert _rows(ws, AUX, AUX_END) == len(ROWS)  # the game's own save keeps them too

    accepted = (
        GAME + EVE + '\n[[events]]\nkind = "substitution"\nplayer = "dov"\nother = "eve"\nat = 4\n'
    )
    (tmp_path / "game.toml").write_text(accepted)
    ws = Workspace(tmp_path / "game.toml", clock=lambda: T0 + timedelta(days=1))
    assert ws.suggestions() == []
    assert _rows(ws, AUX, AUX_END) == 0  # nothing to count as if: dropped


def test_sync_suggestions_and_a_watch_cycle_never_read_every_posts_text(tmp_path, monkeypatch):
    ws = _folder(tmp_path)
    expected = [(s.kind, s.player, s.other) for s in ws.suggestions()]

    def every_post(*args, **kwargs):
        raise AssertionError("read every stored post")

    monkeypatch.setattr(Store, "posts", every_post)
    ws = Workspace(tmp_path / "game.toml", clock=lambda: T0 + timedelta(days=1))
    assert [(s.kind, s.player, s.other) for s in ws.suggestions()] == expected
    lines: list[str] = []
    watcher = watch.Watcher(
        ws,
        watch.Config(after_posts=2),
        forum=None,
        sync=lambda: "synced",
        echo=lines.append,
        now=lambda: T0 + timedelta(days=1),
    )
    monkeypatch.setenv("VOTECOUNT_USERNAME", "Host")
    assert watcher.cycle().endswith("would post (no vote count posted yet)")


@pytest.mark.parametrize("ours", [[], [7], [7, 9]])
def test_the_watch_finds_our_last_count_and_the_threads_tail(tmp_path, ours):
    footer = "<p>Vote count</p><p><small>votecount vc:abc</small></p>"
    rows = [*ROWS, _row(7, "Host", footer), _row(8, "ada", "<p>ok</p>")]
    rows += [_row(9, "Host", footer), _row(10, "cleo", "<p>votecount is neat</p>")]
    rows = [r for r in rows if r["number"] not in {7, 9} - set(ours)]
    ws = _folder(tmp_path, rows)
    tail = watch.thread_tail(ws, "host")  # logins compare without case
    assert (tail.highest, tail.last.number) == (10, 10)
    assert [p.number for p in tail.counts] == ours


def test_a_what_if_game_whose_posts_parse_the_same_shares_the_cache(tmp_path):
    ws = _folder(tmp_path, game=GAME + EVE)  # the replacement listed as a backup already
    ws.count(day=None, as_of=None, fmt="text", view="public")
    assert [s.kind for s in ws.suggestions()] == ["substitution"]
    own = fingerprint(ws.game)
    assert (_rows(ws, own, own), _rows(ws, AUX, AUX_END)) == (len(ROWS), 0)


def test_a_later_threads_suggestion_is_placed_by_time_though_the_first_has_no_host_post(
    tmp_path,
):
    """Only the hosts' posts are read, but the first thread is still the game's first
    thread with posts: a death announced in the second is placed by its time, not by a
    post number that would be read as the first thread's."""
    two = GAME.replace(
        'threads = ["https://forum.example/t/reads/77"]',
        'threads = ["https://forum.example/t/reads/77", "https://forum.example/t/more/78"]',
    )
    later = _row(3, "Host", "<p>Bram was killed.</p>")
    ws = _folder(tmp_path, [_row(1, "ada", "<p>hello</p>"), _row(2, "cleo", "<p>hi</p>")], two)
    more = tmp_path / "more.jsonl"
    more.write_text(json.dumps(later) + "\n")
    ws.import_posts(more, engine=None, thread="forum.example/t/78")
    assert ws.thread_keys() == ["forum.example/t/77", "forum.example/t/78"]
    (s,) = ws.suggestions()
    assert (s.kind, s.player, s.at) == ("death", "bram", 3)
    assert s.time == datetime.fromisoformat(later["created_at"])
