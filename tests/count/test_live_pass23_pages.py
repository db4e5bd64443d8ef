"""The live phase, ninth round (issue 25, live23) on the local vBulletin 4 and XenForo 2
servers (``live_pages``), through the CLI with ``--now``; every thread is invented here.

- a sync stopped by a server error on page 3, posts edited and added before the next
  sync: that sync completes, nothing twice, no edit lost (a store synced afresh agrees);
- XenForo: the thread renamed by staff (a new slug; the old address redirects): the
  store keeps the game, whichever address the game file gives.
"""

from __future__ import annotations

import sqlite3
from contextlib import ExitStack

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    NAMES,
    at,
    chatter,
    day_one,
    no_sleep,
    stamp,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import PAGE_ENGINES, page_game
from votecount.cli import main

A, B, C, D, E, F = NAMES


def _game(g, folder, edits: str = "first"):
    folder.mkdir(parents=True)
    return page_game(g, folder, edits)


def _numbers(game) -> list[int]:
    with sqlite3.connect(game.parent / "votecount.db") as db:
        return [n for (n,) in db.execute("select number from posts order by number")]


@pytest.mark.parametrize("engine", ["vbulletin", "xenforo"])
def test_a_sync_stopped_on_page_3_then_edits_then_a_whole_sync(tmp_path, monkeypatch, engine):
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = PAGE_ENGINES[engine](stack)
        g.served_at(at(9))
        _, first, _ = day_one(g)
        posts = chatter(g, 42, 3)
        game = _game(g, tmp_path / "live", "latest")
        g.server.fail_page(3)
        failed = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(9)), "sync"])
        assert failed.exit_code != 0
        g.edit(first, g.para(vote(g, D)), at(9.1))
        g.edit(posts[35], g.para(vote(g, C)), at(9.2))
        g.post(F, g.para("Hm."), at(9.3))
        g.server.heal()
        g.served_at(at(10))
        live = synced(game, 10)
        fresh = synced(_game(g, tmp_path / "fresh", "latest"), 10)
        assert wagons(live) == wagons(fresh), (live, fresh)
        assert _numbers(game) == _numbers(tmp_path / "fresh" / "game.toml")
        assert len(set(_numbers(game))) == len(_numbers(game)) == 46


@pytest.mark.parametrize("update", [False, True])
def test_a_xenforo_thread_renamed_keeps_its_game(tmp_path, update):
    with ExitStack() as stack:
        g = PAGE_ENGINES["xenforo"](stack)
        day_one(g)
        game = _game(g, tmp_path / "live")
        before = synced(game, 3)
        old = g.server.thread_url
        g.thread.slug = "lantern-replay-archived"
        assert g.server.thread_url != old
        if update:
            game.write_text(game.read_text(encoding="utf-8").replace(old, g.server.thread_url))
        g.post(D, g.para(vote(g, B)), at(4))
        after = synced(game, 5)
        assert wagons(before) == {B: sorted([A, C])}
        assert wagons(after) == {B: sorted([A, C, D])}, after
        assert len(_numbers(game)) == 4
