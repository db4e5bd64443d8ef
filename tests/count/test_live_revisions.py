"""Edited votes and the revisions a sync reads for them (issue 25, live19), through the
CLI with ``--now`` on the local Discourse server; the thread is invented here.

A sync reads a post's history only as far as deciding needs it: a single edit since
the last sync costs a request (live23: the revision names its editor; a host's own post
only when a deadline of the game, the game file's or a host post's, may lie between the
post and its ``updated_at``, which a rebake moves too,
failed before: an edit before the close rebaked after it counted as late, and the vote
before the edit stood at the close); a post first seen edited many times within one day
costs its first and its latest revision (5 before), and every one read when a deadline
falls between its edits.
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
    game_file,
    make_game,
    notices,
    stamp,
    vote,
)

A, B, C, D = NAMES[:4]

AT_CLOSE = {B: [C], C: [A]}  # the deadline (make_game's) is at(24)


def late(game, now: float) -> list[str]:
    return [
        n["reason"] for n in notices(game, now, "EDITED_COMMAND") if n["reason"].startswith("AFTER")
    ]


def revision_requests(g, game, now: float) -> int:
    g.server.reset_counts()
    cli(game, "--now", stamp(at(now)), "sync")
    return g.server.counts["revision"]


def test_an_edit_before_the_close_rebaked_after_it_is_no_late_edit(tmp_path):
    """Failed before: dated by ``updated_at``, the edit read as made after the close."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.edit(mine, g.para(vote(g, C)), at(20))  # before the close, no sync sees it
        g.post(HOST, g.para("Day 1 is over."), at(24.1))
        mine.updated_at = at(30)  # a rebake after the close, no new revision
        g.post(D, g.para("Hm."), at(30.5))
        assert revision_requests(g, game, 31) == 1  # the revision dates the edit
        assert day_one_wagons(game, 31) == AT_CLOSE
        assert late(game, 31) == []
        assert day_one_wagons(game, 22) == AT_CLOSE


def test_a_real_edit_after_the_close_is_still_late(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, C)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.post(HOST, g.para("Day 1 is over."), at(24.1))
        g.edit(mine, g.para(vote(g, D)), at(25))
        mine.updated_at = at(30)  # rebaked later still
        g.post(D, g.para("Hm."), at(30.5))
        assert revision_requests(g, game, 31) == 1
        assert day_one_wagons(game, 31) == AT_CLOSE
        [said] = late(game, 31)
        assert "edited 2026-06-02 13:00 UTC" in said, said  # the revision's time


def test_an_edit_within_the_day_costs_one_request(tmp_path):
    """live23: the revision says who made the edit (a moderator's is a ruling:
    ``count.mod_edits``); was none."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.edit(mine, g.para(vote(g, C)), at(4))
        g.post(D, g.para("Hm."), at(5))
        assert revision_requests(g, game, 6) == 1
        assert day_one_wagons(game, 6) == AT_CLOSE


def many_edits(g, last: float) -> None:
    """A votes Brackenfold, edits the post three times (the vote stays), then changes it
    to Cindermoss at ``last``."""
    mine = g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    for i in range(3):
        g.edit(mine, g.para(vote(g, B), f"Note {i}."), at(3 + i))
    g.edit(mine, g.para(vote(g, C)), at(last))
    g.post(D, g.para("Hm."), at(max(last, 20) + 0.5))


def test_a_post_first_seen_edited_within_one_day_costs_two_requests(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        many_edits(g, last=10)
        fresh = make_game(g, tmp_path / "fresh")
        assert revision_requests(g, fresh, 21) == 2  # 4 before
        assert day_one_wagons(fresh, 21) == AT_CLOSE
        assert day_one_wagons(fresh, 2.5) == {B: sorted([A, C])}  # the original is read


def test_a_deadline_between_the_edits_reads_them_all(tmp_path):
    """The host closes the day between the first and the last edit: the versions between
    decide the vote at the close, so every revision is read."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(HOST, g.para("Day 1 is over."), at(4.5))  # before the game file's end
        many_edits(g, last=25)
        fresh = make_game(g, tmp_path / "fresh")
        assert revision_requests(g, fresh, 26) == 4
        assert day_one_wagons(fresh, 26) == {B: sorted([A, C])}


# review19c: a deadline only the thread states (``phase_markers``: "Day 1 ends on ...",
# "extended by 24 hours"), passed before the host closes the day. The sync read the host
# posts' times and the game file's deadlines only, so it skipped the versions between two
# edits straddling the stated deadline (a fresh sync, or three edits since the last one)
# and dated a single edit rebaked after it by ``updated_at``: the wrong version counted at
# the deadline. All four failed before; the sync now reads what the host posts state.
STATED = "Day 1 ends on June 2nd at 12:00 UTC."  # at(24)
AT_STATED = {B: [C], C: [A]}


def stated_game(g, folder):
    """The invented game without the game file's deadline: only the thread states it."""
    return game_file(g, folder, "latest")


def edits_around(g, mine, first: float, deadline: float) -> None:
    """A's vote edited three times: a note at ``first``, Cindermoss half an hour before
    ``deadline``, Dunmore an hour after it (then a post so the thread is seen past it)."""
    g.edit(mine, g.para(vote(g, B), "Note."), at(first))
    g.edit(mine, g.para(vote(g, C)), at(deadline - 0.5))
    g.edit(mine, g.para(vote(g, D)), at(deadline + 1))
    g.post(D, g.para("Hm."), at(deadline + 1.5))


def test_a_stated_deadline_between_edits_read_on_a_fresh_sync(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun.", STATED), at(0))
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        edits_around(g, mine, 3, 24)
        fresh = stated_game(g, tmp_path / "fresh")
        assert revision_requests(g, fresh, 26) == 3
        assert day_one_wagons(fresh, 26) == AT_STATED


def test_a_stated_deadline_between_three_edits_since_the_last_sync(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun.", STATED), at(0))
        game = stated_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")  # the day-start post is stored
        edits_around(g, mine, 10, 24)
        assert revision_requests(g, game, 26) == 3
        assert day_one_wagons(game, 26) == AT_STATED


def test_an_edit_before_a_stated_deadline_rebaked_after_it(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun.", STATED), at(0))
        game = stated_game(g, tmp_path / "live")
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        cli(game, "--now", stamp(at(3)), "sync")
        g.edit(mine, g.para(vote(g, C)), at(20))
        mine.updated_at = at(30)  # a rebake past the deadline
        g.post(D, g.para("Hm."), at(30.5))
        assert revision_requests(g, game, 31) == 1
        assert day_one_wagons(game, 31) == AT_STATED
        assert late(game, 31) == []


def test_an_extended_deadline_between_edits(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun.", STATED), at(0))
        mine = g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        g.post(HOST, g.para("The deadline is extended by 24 hours."), at(10))
        edits_around(g, mine, 30, 48)
        fresh = stated_game(g, tmp_path / "fresh")
        assert revision_requests(g, fresh, 50) == 3
        assert day_one_wagons(fresh, 50) == AT_STATED
