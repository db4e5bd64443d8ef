"""The live phase, ninth round (issue 25, live23): shapes the earlier passes lack, through
the CLI with ``--now`` on the local phpBB (MafiaScum) and Discourse servers; every thread
is invented here.

- a sync stopped by a server error mid-thread, posts edited before the next sync: that
  sync completes, nothing twice, no edit lost (a store synced afresh agrees);
- the thread moved or renamed by staff: the game file's address changes, the store keeps
  the game (no post twice, the same count);
- the day start deleted and posted again with a new deadline: the new deadline holds;
- a deadline inside a daylight-saving change in the game's zone;
- two votes by one player in the same second: the later post (by id) is the vote;
- a player whose account is deleted mid-game (phpBB prints the name with no profile).
"""

from __future__ import annotations

import sqlite3
from contextlib import ExitStack
from datetime import UTC, datetime

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    T0,
    at,
    chatter,
    count,
    day_one,
    game_file,
    mod_edit,
    no_sleep,
    stamp,
    synced,
    vote,
    wagons,
    without_gone,
)
from votecount.cli import main

A, B, C, D, E, F = NAMES


def _numbers(game) -> list[int]:
    with sqlite3.connect(game.parent / "votecount.db") as db:
        return [n for (n,) in db.execute("select number from posts order by number")]


# -- a sync stopped mid-thread, edits before the next one ---------------------------------------
@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_sync_stopped_mid_thread_then_edits_then_a_whole_sync(tmp_path, monkeypatch, engine):
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        _, first, _ = day_one(g)
        posts = chatter(g, 42, 3)
        game = game_file(g, tmp_path / "live", "latest")
        if engine == "phpbb":
            g.server.fail_page(3)
        else:
            g.server.chunk_size = 20
            g.server.fail(500, times=20, endpoint="posts")
        failed = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(9)), "sync"])
        assert failed.exit_code != 0
        g.edit(first, g.para(vote(g, D)), at(9.1))  # stored by the stopped sync
        g.edit(posts[35], g.para(vote(g, C)), at(9.2))  # past where it stopped
        g.post(F, g.para("Hm."), at(9.3))
        if engine == "phpbb":
            g.server.heal()
        else:
            g.server.faults.clear()
        live = synced(game, 10)
        fresh = synced(game_file(g, tmp_path / "fresh", "latest"), 10)
        assert wagons(live) == wagons(fresh), (live, fresh)
        assert _numbers(game) == _numbers(game.parent.parent / "fresh" / "game.toml")
        assert len(set(_numbers(game))) == len(_numbers(game)) == 46


def test_a_phpbb_sync_stopped_mid_thread_then_a_post_deleted_above_where_it_stopped(
    tmp_path, monkeypatch
):
    """The stopped sync stored pages 1 and 2; a post on page 1 is deleted before the
    next sync (phpBB renumbers every later post, each page starts one post on): that sync
    completes, nothing twice, the post gone, a store synced afresh agrees."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        day_one(g)
        posts = chatter(g, 42, 3)
        game = game_file(g, tmp_path / "live", "latest")
        g.server.fail_page(3)
        failed = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(9)), "sync"])
        assert failed.exit_code != 0
        g.delete(posts[4], at(9.1))
        g.edit(posts[30], g.para(vote(g, D)), at(9.2))
        g.server.heal()
        live = synced(game, 10)
        fresh = synced(game_file(g, tmp_path / "fresh", "latest"), 10)
        assert without_gone(wagons(live)) == wagons(fresh), (live, fresh)
        with sqlite3.connect(game.parent / "votecount.db") as db:
            listed = [n for (n,) in db.execute("select number from posts where gone = 0")]
        assert sorted(listed) == list(range(44)), listed


# -- the thread moved or renamed -----------------------------------------------------------------
def _moved(g) -> str:
    """The thread's address after staff moved or renamed it."""
    if g.name == "phpbb":
        return g.url.replace("viewtopic.php?", "viewtopic.php?f=11&")
    g.topic.slug = "lantern-replay-moved-to-archive"
    return g.server.thread_url(g.topic)


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_thread_moved_by_staff_keeps_its_game(tmp_path, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live")
        before = synced(game, 3)
        new = _moved(g)
        assert new != g.url
        game.write_text(game.read_text(encoding="utf-8").replace(g.url, new), encoding="utf-8")
        g.post(D, g.para(vote(g, B)), at(4))
        after = synced(game, 5)
        assert wagons(before) == {B: sorted([A, C])}
        assert wagons(after) == {B: sorted([A, C, D])}, after
        assert _numbers(game) == [0, 1, 2, 3] if engine == "phpbb" else [1, 2, 3, 4]


# -- the day start deleted and posted again with a new deadline ---------------------------------
def _reposted_day(g, folder, again: float, voted: float = 0.3, how: str = "delete"):
    """The host opens Day 1 with a deadline a day on, Amberlight votes, a sync reads
    both; the host deletes the start and opens the day again ``again`` hours in, with a
    deadline two days on; Cindermoss votes after the first deadline."""
    opening = g.post(HOST, g.para("Day 1 has begun.", "Day 1 ends on June 2nd at 12:00 UTC."),
                     at(0))  # fmt: skip
    g.post(A, g.para(vote(g, B)), at(voted))
    game = game_file(g, folder)
    synced(game, voted + 0.1)
    getattr(g, how)(opening, at(again - 0.1))
    g.post(HOST, g.para("Day 1 has begun.", "Day 1 ends on June 3rd at 12:00 UTC."), at(again))
    g.post(C, g.para(vote(g, B)), at(30))
    return game


@pytest.mark.parametrize(
    ("engine", "how"),
    [("phpbb", "delete"), ("discourse", "delete"), ("discourse", "self_delete")],
)
def test_a_day_start_reposted_with_a_new_deadline(tmp_path, engine, how):
    """Posted again within the hour (``phase_markers.REPOSTED``): the day stands from the
    first start (as the live count read it) and ends at the new deadline, so a vote
    after the first deadline counts in Day 1; a store synced afresh starts at the repost
    where the thread no longer lists the first. A Discourse author's delete (the post
    listed as "(post deleted by author)") is read the same way (failed before: the day
    started at the repost, Amberlight's vote before it outside the game)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game = _reposted_day(g, tmp_path / "live", 0.6, how=how)
        data = synced(game, 31)
        day = next(d for d in data["days"] if d["day"] == 1)
        assert day["open"] and day["closes_at"] == "2026-06-03T12:00:00+00:00", day
        assert wagons(data) == {B: sorted([A, C])}, data
        fresh = synced(game_file(g, tmp_path / "fresh"), 31)
        if how == "self_delete":  # listed still, its history read: as the live store
            assert wagons(fresh) == wagons(data), fresh
        else:
            assert wagons(fresh) == {B: [C]}, fresh  # it never saw the first start


def test_a_day_start_reposted_hours_later_on_phpbb_starts_at_the_repost(tmp_path):
    """Posted again 1.7 hours later: a start taken back (review20c), the day starts at the
    repost on both engines. phpBB renumbers the posts after the deleted one: Amberlight's
    post (0.7 hours before the repost) now holds the deleted start's number, and
    ``phase_markers._reposted`` read that post's time ("posted again within the hour":
    the first start kept; xfail until review23p, which reads the deleted post's own)."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game = _reposted_day(g, tmp_path / "live", 1.7, voted=1)
        assert wagons(synced(game, 31)) == {B: [C]}


# -- a deadline inside a daylight-saving change --------------------------------------------------
def _dst_game(g, folder):
    game = game_file(g, folder)
    game.write_text(
        game.read_text(encoding="utf-8").replace('"UTC"', '"America/New_York"'), encoding="utf-8"
    )
    return game


@pytest.mark.parametrize(
    ("stated", "vote_at", "counted"),
    [
        # 1:30 happens twice on 1 November 2026: the first (EDT, 05:30 UTC) ends the day
        ("Day 1 ends on November 1st at 1:30 AM.", datetime(2026, 11, 1, 6, 0, tzinfo=UTC),
         False),
        ("Day 1 ends on November 1st at 1:30 AM.", datetime(2026, 11, 1, 5, 20, tzinfo=UTC),
         True),
        # 2:30 never happens on 8 March 2026: the clock reads 3:30 EDT then (07:30 UTC)
        ("Day 1 ends on March 8th at 2:30 AM.", datetime(2026, 3, 8, 7, 20, tzinfo=UTC), True),
        ("Day 1 ends on March 8th at 2:30 AM.", datetime(2026, 3, 8, 7, 40, tzinfo=UTC), False),
    ],
)  # fmt: skip
def test_a_deadline_inside_a_daylight_saving_change(tmp_path, stated, vote_at, counted):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        start = vote_at.replace(hour=0, minute=0) - (T0 - T0.replace(hour=0))
        g.post(HOST, g.para("Day 1 has begun.", stated), start)
        g.post(A, g.para(vote(g, B)), start.replace(hour=start.hour + 1))
        g.post(C, g.para(vote(g, B)), vote_at)
        game = _dst_game(g, tmp_path / "live")
        hours = (vote_at - T0).total_seconds() / 3600
        data = synced(game, hours + 1)
        assert wagons(data) == {B: sorted([A, C]) if counted else [A]}, data


# -- two votes in one second by one player -------------------------------------------------------
@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_two_votes_in_the_same_second_by_one_player(tmp_path, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        g.post(A, g.para(vote(g, C)), at(1))  # a double post: the later id is the vote
        g.post(D, g.para("Hm."), at(2))
        data = synced(game_file(g, tmp_path / "live"), 3)
        assert wagons(data) == {C: [A]}, data
        assert wagons(count(game_file(g, tmp_path / "live"), 1.5)) == {C: [A]}


# -- an account deleted mid-game ----------------------------------------------------------------
def test_a_deleted_accounts_posts_stay_the_players(tmp_path):
    """phpBB: an administrator deleted Amberlight's account, keeping the posts: the name
    is printed with no profile link (was: the page failed to read, "no author")."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _, first, _ = day_one(g)
        game = game_file(g, tmp_path / "live")
        synced(game, 3)
        first.account_deleted = True
        g.post(D, g.para(vote(g, B)), at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C, D])}
        fresh = game_file(g, tmp_path / "fresh")
        assert wagons(synced(fresh, 5)) == {B: sorted([A, C, D])}


def test_a_deleted_account_shown_as_guest_keeps_its_stored_author(tmp_path):
    """phpBB prints "Guest" where the deletion kept no name: the store that saw the post
    keeps its author (the vote stands: the host decides what the deletion means)."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _, first, _ = day_one(g)
        game = game_file(g, tmp_path / "live")
        synced(game, 3)
        first.account_deleted, first.author = True, "Guest"
        g.post(D, g.para(vote(g, B)), at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C, D])}
        assert HOST  # the host's posts are untouched


def test_an_anonymized_discourse_account_stays_the_player(tmp_path):
    """Discourse: staff anonymized Amberlight's account ("anon" + digits, same account
    id): the store that saw the posts keeps the player; the next vote of the account
    is theirs too."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live")
        synced(game, 3)
        g.topic.rename_user(A, "anon48151623")
        g.post(D, g.para(vote(g, B)), at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C, D])}


def test_phpbb_times_printed_in_the_repeated_hour(tmp_path):
    """MafiaScum prints local times with no offset; on 1 November 2026 New York's 1:00-2:00
    happens twice. A post printed "01:15" after one printed "01:50" is the second 01:15
    (EST): after the deadline stated for 1:30 (the first, EDT)."""
    from zoneinfo import ZoneInfo

    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        g.server.zone = ZoneInfo("America/New_York")
        start = datetime(2026, 10, 31, 12, 0, tzinfo=UTC)
        g.post(HOST, g.para("Day 1 has begun.", "Day 1 ends on November 1st at 1:30 AM."), start)
        g.post(A, g.para(vote(g, B)), datetime(2026, 11, 1, 5, 10, tzinfo=UTC))  # 01:10 EDT
        g.post(C, g.para(vote(g, B)), datetime(2026, 11, 1, 5, 50, tzinfo=UTC))  # 01:50 EDT
        g.post(D, g.para(vote(g, B)), datetime(2026, 11, 1, 6, 15, tzinfo=UTC))  # 01:15 EST
        game = _dst_game(g, tmp_path / "live")
        hours = (datetime(2026, 11, 1, 7, 0, tzinfo=UTC) - T0).total_seconds() / 3600
        data = synced(game, hours)
        assert wagons(data) == {B: [A]}, data


def test_a_deleted_discourse_account_does_not_stop_the_sync(tmp_path):
    """Discourse serves the posts of a deleted account with no user (``username`` null;
    was: "field 'username' is not a str", the sync stopped): a store that saw them keeps
    their author; one synced afresh reads them as "deleted user", no player's."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live")
        synced(game, 3)
        g.topic.delete_account(A)
        g.post(D, g.para(vote(g, B)), at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C, D])}
        fresh = synced(game_file(g, tmp_path / "fresh"), 5)
        assert wagons(fresh) == {B: sorted([C, D])}, fresh


def test_a_deleted_accounts_post_edited_after_stays_the_players(tmp_path):
    """review23c: the account deleted after a sync stored the post, then the host added
    a note to the post (its content new, stored again): it keeps its stored author (was:
    stored as "deleted user", Amberlight's vote lost)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = game_file(g, tmp_path / "live")
        synced(game, 3)
        g.topic.delete_account(A)
        mod_edit(g, first, g.para(vote(g, B), "(account deleted: the host)"), 3.5)
        g.post(D, g.para(vote(g, B)), at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C, D])}
