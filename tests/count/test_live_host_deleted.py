"""A host who deletes their own day-start post (issue 25, live22), through the CLI with
``--now`` on the local phpBB (MafiaScum) and Discourse servers; the threads are invented
here. The count keeps the day as it read it, and the audit says so
(``count.host_deleted``). Failed before: with no repost, the day was lost (no day at
all, every vote outside it) on phpBB, and on Discourse after a staff or author delete.
A start taken back and posted again hours later still starts at the repost.
"""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    day_one,
    day_one_game,
    game_file,
    reasons,
    synced,
    vote,
    wagons,
)

A, B, C, D = NAMES[:4]


@pytest.mark.parametrize(
    ("engine", "how"),
    [("phpbb", "delete"), ("discourse", "delete"), ("discourse", "self_delete")],
)
def test_a_deleted_day_start_is_kept_as_read(tmp_path, engine, how):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, opening, _ = day_one_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        getattr(g, how)(opening, at(4))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any("starting Day 1 was deleted after votecount read it" in r for r in said), said


def test_a_start_posted_again_later_starts_at_the_repost(tmp_path):
    """The host deleted a Day 1 start posted too early and started the day 3 hours
    later: the first vote, before the repost, is outside the day."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        opening, _, _ = day_one(g)
        synced(game := game_file(g, tmp_path / "live"), 2.5)
        g.delete(opening, at(2.6))
        g.post(HOST, g.para("Day 1 has begun."), at(3))
        g.post(D, g.para(g.bold(f"VOTE: {B}")), at(4))
        data = synced(game, 5)
        assert wagons(data) == {B: [D]}, data
        said = reasons(game, 5, "EDITED_COMMAND")
        assert not any("was deleted after votecount read it" in r for r in said), said


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_premature_day_start_taken_back_by_a_night_start_is_not_kept(tmp_path, engine):
    """review22c: the host posted "Day 2" where Night 1 was due, deleted it and started
    Night 1: no Day 2 (was: kept as read, Day 1 ended at the deleted post with a
    plurality elimination, and a Day 2 invented)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        day_one(g)
        oops = g.post(HOST, g.para("Day 2 has begun."), at(3))
        g.post(D, g.para(vote(g, C)), at(3.2))
        game = game_file(g, tmp_path / "live")
        assert [d["day"] for d in synced(game, 3.5)["days"]] == [1, 2]
        g.delete(oops, at(3.6))
        g.post(HOST, g.para("Night 1 has begun."), at(3.7))
        data = synced(game, 5)
        assert [d["day"] for d in data["days"]] == [1]
        assert wagons(data) == {B: sorted([A, C]), C: [D]}
