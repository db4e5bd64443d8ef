"""A vote edited twice, once before the close and once after it, with ``edits =
"latest"`` on the local Discourse server (review18c), through the CLI with ``--now``;
the thread is invented here.

The version that stood at the close counts, and ``count --now`` before the close reads
it, also when no sync saw it: a store that saw the post before both edits (the versions
made between two syncs are read from the history, failed before: the first version
counted), and a post first seen with more revisions than are read (the latest are read,
failed before: the first ones were, and the version at the close was not among them).
An edit after the close that leaves the vote alone needs no warning.
"""

from __future__ import annotations

from contextlib import ExitStack

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    cli,
    day_one_wagons,
    make_game,
    notices,
    stamp,
    vote,
)

A, B, C, D = NAMES[:4]

AT_CLOSE = {B: [C], C: [A]}  # A's vote as it stood at the close: Cindermoss


def late(game, now: float) -> list[str]:
    return [
        n["reason"] for n in notices(game, now, "EDITED_COMMAND") if n["reason"].startswith("AFTER")
    ]


def test_two_edits_between_two_syncs_the_one_before_the_close_counts(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.edit(mine, g.para(vote(g, C)), at(20))  # before the close, no sync sees it
        g.edit(mine, g.para(vote(g, D)), at(25))  # after it
        g.post(D, g.para("Hm."), at(25.5))
        cli(game, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(game, 26) == AT_CLOSE
        assert day_one_wagons(game, 22) == AT_CLOSE
        [said] = late(game, 26)
        assert f"the version at the close counts (vote {C})" in said, said


def test_more_revisions_than_are_read_the_latest_are(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        for i in range(5):  # versions 2-6 keep the vote and change the rest
            g.edit(mine, g.para(vote(g, B), f"Note {i}."), at(3 + i))
        g.edit(mine, g.para(vote(g, C)), at(20))  # version 7, before the close
        g.edit(mine, g.para(vote(g, D)), at(25))  # version 8, after it
        g.post(D, g.para("Hm."), at(25.5))
        fresh = make_game(g, tmp_path / "fresh")
        cli(fresh, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(fresh, 26) == AT_CLOSE
        assert day_one_wagons(fresh, 22) == AT_CLOSE
        assert day_one_wagons(fresh, 4) == {B: sorted([A, C])}  # the original: read too


def test_a_typo_fixed_after_the_close_needs_no_warning(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B), "I think so."), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        g.edit(mine, g.para(vote(g, C), "I think so."), at(20))
        cli(game, "--now", stamp(at(21)), "sync")
        g.edit(mine, g.para(vote(g, C), "I thinks so."), at(25))
        g.post(D, g.para("Hm."), at(25.5))
        cli(game, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(game, 26) == AT_CLOSE
        assert late(game, 26) == []


def test_a_vote_added_after_the_close_does_not_count(tmp_path):
    """The notice names the version at the close: "(no command)", not "((no command))"."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        mine = g.post(A, g.para("Thinking."), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        g.edit(mine, g.para(vote(g, B)), at(25))
        g.post(D, g.para("Hm."), at(25.5))
        fresh = make_game(g, tmp_path / "fresh")
        cli(fresh, "--now", stamp(at(26)), "sync")
        assert day_one_wagons(fresh, 26) == {B: [C]}
        [said] = late(fresh, 26)
        assert said.endswith("the version at the close counts (no command)"), said
