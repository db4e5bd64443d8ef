"""A vote edited after its day closed, with ``edits = "latest"`` (issue 25, live18), end
to end through the CLI against the local Discourse and phpBB (MafiaScum) servers with
``--now`` as the injected clock; the thread is invented here.

Discourse keeps every post's revisions: the vote that stood at the close counts, whether
the store saw it (a sync before the late edit) or reads it from the history (a store
synced afresh after the edit: the version at the close is fetched with the post and
stored, so a later count needs no network). phpBB keeps no history: the edit counts on
both stores, flagged "AFTER Day 1 CLOSED", and ``explain`` says which version counted.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    Engine,
    at,
    cli,
    day_one_wagons,
    make_game,
    notices,
    stamp,
    vote,
)

A, B, C, D = NAMES[:4]


@pytest.fixture(params=["discourse", "phpbb"])
def forum(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    with ExitStack() as stack:
        g = ENGINES[request.param](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        yield g, make_game(g, tmp_path / "live")


def three_versions(g: Engine, game: Path | None) -> Any:
    """A votes Brackenfold, changes to Cindermoss before the deadline (a sync sees it when
    ``game`` is given), then to Dunmore an hour after it."""
    edited = g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    if game is not None:
        cli(game, "--now", stamp(at(3)), "sync")
    g.edit(edited, g.para(vote(g, C)), at(20))
    g.post(D, g.para("Hm."), at(21))
    if game is not None:
        cli(game, "--now", stamp(at(21.5)), "sync")
    g.edit(edited, g.para(vote(g, D)), at(25))
    g.post(D, g.para("Too late for this one?"), at(25.5))
    return edited


def test_a_vote_edited_after_the_close_counts_as_it_stood_at_the_close(forum, tmp_path):
    """Failed before on Discourse: the edit after the close counted (live and fresh)."""
    g, game = forum
    three_versions(g, game)
    cli(game, "--now", stamp(at(26)), "sync")
    fresh = make_game(g, tmp_path / "fresh")
    cli(fresh, "--now", stamp(at(26)), "sync")  # never saw the version at the close
    if g.history:
        expected = {B: [C], C: [A]}
        said = f"the version at the close counts (vote {C})"
    else:
        expected = {B: [C], D: [A]}
        said = "counts"
    for store in (game, fresh):
        assert day_one_wagons(store, 26) == expected, store
        notice = [
            n for n in notices(store, 26, "EDITED_COMMAND") if n["reason"].startswith("AFTER")
        ]
        assert [n["player"] for n in notice] == [A], notice
        assert said in notice[0]["reason"], notice
    assert day_one_wagons(game, 22) == {B: [C], C: [A]}  # before the late edit: as the host saw it


def test_the_version_at_the_close_is_stored_a_later_count_needs_no_network(forum, tmp_path):
    g, _ = forum
    three_versions(g, None)
    fresh = make_game(g, tmp_path / "fresh")
    cli(fresh, "--now", stamp(at(26)), "sync")
    with sqlite3.connect(fresh.parent / "votecount.db") as db:
        kept = [html for (html,) in db.execute("select html from revisions order by seq")]
    if g.history:  # every version before the current one, the one at the close too
        assert [f"VOTE: {B}" in k for k in kept] == [True, False]
        assert [f"VOTE: {C}" in k for k in kept] == [False, True]
    else:
        assert kept == []
    assert day_one_wagons(fresh, 27) == ({B: [C], C: [A]} if g.history else {B: [C], D: [A]})


def test_explain_says_which_version_counted(forum, tmp_path):
    g, game = forum
    edited = three_versions(g, None)
    cli(game, "--now", stamp(at(26)), "sync")
    number = "2" if g.name == "discourse" else "1"  # phpBB numbers from 0
    text = cli(game, "--now", stamp(at(26)), "explain", number)
    assert "AFTER Day 1 CLOSED" in text, text
    if g.history:
        assert "the version at the close counts" in text, text
    else:
        assert "original unknown" in text and "the version shown counts" in text, text
    assert edited is not None


@pytest.mark.parametrize("fresh", [False, True])
def test_a_vote_its_author_deleted_after_the_close_counts_at_the_close(tmp_path, fresh):
    """Discourse's self-delete is an edit ("(post deleted by author)") the forum dates:
    made after the close, the vote counts in the closed day as it stood then, warned, as
    a vote the thread stopped listing after the close does (live21: it counted for
    nothing before, one of two policies); a store synced afresh after it reads the same
    date from the history, so it counts there too. Made before the close it counts for
    nothing (``test_live_limits``)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        if not fresh:
            cli(game, "--now", stamp(at(3)), "sync")
        g.self_delete(mine, at(25))
        g.post(D, g.para("Gone?"), at(25.5))
        cli(game, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(game, 26) == {B: sorted([A, C])}
        assert day_one_wagons(game, 22) == {B: sorted([A, C])}
        (notice,) = [
            n for n in notices(game, 26, "EDITED_COMMAND") if "DELETED AFTER" in n["reason"]
        ]
        assert "deleted at 2026-06-02" in notice["reason"], notice


def test_a_vote_its_author_deleted_before_the_close_counts_nothing_after_it(tmp_path):
    """The same delete made before the close, first seen after it: nothing counts."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.self_delete(mine, at(20))
        g.post(D, g.para("Gone?"), at(25.5))
        cli(game, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(game, 26) == {B: [C]}
        assert not [
            n for n in notices(game, 26, "EDITED_COMMAND") if "DELETED AFTER" in n["reason"]
        ]


def test_a_post_touched_after_the_close_without_an_edit_keeps_its_vote(tmp_path):
    """Discourse moves ``updated_at`` on events that are no edit (a rebake): a vote
    changed before the close, its post's ``updated_at`` later than the close, first
    synced after both. The revision dates the change; the post's ``updated_at`` does not
    (failed before the fix: the version before the change was read as the one at the
    close)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        g.edit(mine, g.para(vote(g, C)), at(20))
        mine.updated_at = at(30)  # a rebake, no new revision
        g.post(D, g.para("Hm."), at(30.5))
        fresh = make_game(g, tmp_path / "fresh")
        cli(fresh, "--now", stamp(at(31)), "sync")
        assert day_one_wagons(fresh, 31) == {B: [C], C: [A]}
        assert not [
            n for n in notices(fresh, 31, "EDITED_COMMAND") if n["reason"].startswith("AFTER")
        ]


def test_a_game_file_without_the_engine_line_reads_the_topic_address(tmp_path):
    """``engine`` left out of the game file (sync detects it by the address): a Discourse
    topic keeps its history all the same."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        three_versions(g, None)
        game = make_game(g, tmp_path / "fresh")
        text = game.read_text(encoding="utf-8").replace('engine = "discourse"\n', "")
        game.write_text(text, encoding="utf-8")
        cli(game, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(game, 26) == {B: [C], C: [A]}
