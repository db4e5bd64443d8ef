"""The live phase, seventh round (issue 25, live21), through the CLI with ``--now`` on the
local Discourse and phpBB (MafiaScum) servers; every thread is invented here.

- One rule for a deleted vote, from what the forum tells: deleted after its day closed,
  it counts as it stood at the close (warned); before, for nothing. The forum's own date
  decides where it gives one (Discourse: an author's delete is a dated edit), else the
  sync that found the post gone. Failed before: a Discourse self-delete made after the
  close counted for nothing, also once it left the stream.
- A sync an error stopped after it stored a host post stating a deadline: the next sync
  still reads the versions missing around that deadline (``Known.settled``). Failed
  before: they were never read.
"""

from __future__ import annotations

from contextlib import ExitStack

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    cli,
    count,
    day_one,
    game_file,
    make_game,
    reasons,
    stamp,
    synced,
    vote,
    wagons,
)
from votecount.cli import main

A, B, C, D, E = NAMES[:5]


# -- item 1: one rule for a deleted vote ---------------------------------------------------------
@pytest.mark.parametrize("when", [20, 25])  # the deadline (make_game) is at(24)
def test_a_self_delete_seen_then_gone_is_dated_by_the_forum(tmp_path, when):
    """A self-delete seen by a sync (dated), then the post leaves the stream: the date
    the forum gave decides, not the sync that found it gone."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        synced(game, 3)
        g.self_delete(mine, at(when))
        g.post(D, g.para("Hm."), at(25.5))
        synced(game, 26)
        g.delete(mine, at(when + 24))  # the forum drops it from the stream a day later
        g.post(E, g.para("Quiet."), at(when + 24.5))
        data = synced(game, when + 25)
        late = [r for r in reasons(game, when + 25, "EDITED_COMMAND") if "DELETED AFTER" in r]
        if when > 24:
            assert wagons(data) == {B: sorted([A, C])}, data
            assert len(late) == 1 and "deleted at" in late[0], late
        else:
            assert wagons(data) == {B: [C]}, data
            assert not late


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_post_gone_with_no_date_is_dated_by_the_sync_that_found_it(tmp_path, engine):
    """The forum does not date the deletion (the post left the thread): found gone by a
    sync after the close, it counts as at the close (warned, the sync named); found gone
    by a sync before the close, for nothing; the same on both engines."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        early = g.post(A, g.para(vote(g, B)), at(1))
        late = g.post(C, g.para(vote(g, B)), at(2))
        g.post(D, g.para(vote(g, B)), at(3))
        synced(game, 4)
        g.delete(early, at(10))
        g.post(E, g.para("Hm."), at(11))
        synced(game, 12)
        g.delete(late, at(30))
        g.post(E, g.para("Hm?"), at(31))
        data = synced(game, 32)
        assert wagons(data) == {B: sorted([C, D])}, data
        late_notes = [r for r in reasons(game, 32, "EDITED_COMMAND") if "DELETED AFTER" in r]
        assert len(late_notes) == 1 and "found gone by the sync at" in late_notes[0]


# -- item 3: a sync interrupted after it stored a host post stating a deadline -----------------
def test_a_deadline_stored_by_a_failed_sync_still_reads_the_versions_around_it(
    tmp_path, monkeypatch
):
    """live20's learnt deadline, but the sync that stores the host post stating it stops
    on a server error before it reads the versions between (a long catch-up saves its
    batches as it goes: ``HOLD_POSTS``); the next sync reads them, once."""
    from votecount.scraper import http
    from votecount.sync import fetch

    real = http.Http
    monkeypatch.setattr(http, "Http", lambda *a, **k: real(*a, **{**k, "sleep": lambda s: None}))
    monkeypatch.setattr(fetch, "HOLD_POSTS", 0)
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, mine, _ = day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        cli(game, "--now", stamp(at(2.5)), "sync")
        g.edit(mine, g.para(vote(g, B), "Note."), at(3))
        g.edit(mine, g.para(vote(g, D)), at(23.5))
        g.edit(mine, g.para(vote(g, C)), at(24.5))
        g.edit(mine, g.para(vote(g, C), "Note."), at(24.8))
        g.post(D, g.para("Hm."), at(24.9))
        cli(game, "--now", stamp(at(25)), "sync")  # revision 2 and the latest
        g.post(HOST, g.para("Day 1 ends on June 2nd at 12:00 UTC."), at(25.5))
        g.server.fail(500, times=50, endpoint="revision")
        failed = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(26)), "sync"])
        assert failed.exit_code != 0, failed.output
        g.server.faults.clear()
        g.server.reset_counts()
        cli(game, "--now", stamp(at(27)), "sync")
        assert g.server.counts["revision"] == 2  # the two between, read now
        g.server.reset_counts()
        cli(game, "--now", stamp(at(28)), "sync")
        assert g.server.counts["revision"] == 0  # once
        fresh = game_file(g, tmp_path / "fresh", "latest")
        cli(fresh, "--now", stamp(at(28)), "sync")
        live, afresh = wagons(count(game, 28)), wagons(count(fresh, 28))
        assert live == afresh, (live, afresh)


# -- item 4: a post moved in from another topic, dated before the day -------------------------
def test_a_post_moved_in_dated_before_the_day_is_warned(tmp_path):
    """Counted where the thread lists it (live20), now with a warning naming both times;
    a post merely a few seconds out of order within the day says nothing."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        synced(game, 3)
        g.post(D, g.para(vote(g, C)), at(-5))  # written elsewhere before the day, moved in
        g.post(E, g.para(vote(g, C)), at(4))
        g.post(NAMES[5], g.para(vote(g, C)), at(3.999))  # a clock a few seconds behind
        live = synced(game, 5)
        assert wagons(live) == {B: sorted([A, C]), C: sorted([D, E, NAMES[5]])}, live
        moved = reasons(game, 5, "VOTE_OUTSIDE_WINDOW")
        assert len(moved) == 1, moved
        assert "dated 2026-06-01 07:00 UTC, before Day 1 began" in moved[0], moved


def test_a_post_seconds_older_than_the_day_start_is_not_called_moved(tmp_path):
    """review21c: a player's post stamped a few seconds before the host's day start but
    listed after it (two clocks, a race to post) counts in the day and says nothing
    (it was warned as "moved in from another topic?" before)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        g.post(A, g.para(vote(g, B)), at(1))
        synced(game, 4)
        g.post(HOST, g.para("Night 1 has begun."), at(27))
        g.post(HOST, g.para("Day 2 has begun."), at(30))
        g.post(C, g.para(vote(g, A)), at(29.999))  # 3.6 s behind, listed after the start
        g.post(D, g.para(vote(g, A)), at(31))
        data = synced(game, 32)
        assert wagons(data, 2) == {A: sorted([C, D])}, data
        assert not reasons(game, 32, "VOTE_OUTSIDE_WINDOW")


# -- review21c: --now a time after a phpBB post went and the next one took its number -------
def test_now_between_a_gone_post_and_the_post_that_took_its_number(tmp_path):
    """phpBB numbers every later post one lower once a post is deleted: the gone post
    keeps its number in the store, and the next post takes it. A count at a time
    between the two read the later post too (the as-of view cut by number: it counted a
    vote made after the time); now the cut counts only the number's posts made by then,
    as a store synced afresh does."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        g.post(A, g.para(vote(g, B)), at(1))
        went = g.post(C, g.para(vote(g, B)), at(2))
        synced(game, 2.5)
        g.delete(went, at(2.6))
        synced(game, 2.8)  # found gone, before the next post
        g.post(D, g.para(vote(g, B)), at(3))  # listed with the gone post's number
        for i in range(3):
            g.post(E, g.para("Chatter."), at(4 + i))
        synced(game, 8)
        fresh = make_game(g, tmp_path / "fresh")
        synced(fresh, 8)
        for when, voters in ((2.9, [A]), (3.5, [A, D])):
            assert wagons(count(game, when)) == wagons(count(fresh, when)) == {B: voters}
