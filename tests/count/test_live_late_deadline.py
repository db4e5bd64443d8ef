"""A deadline learnt after the edits around it were synced (issue 25, live20), through the
CLI with ``--now`` on the local Discourse server; the thread is invented here.

A post first seen edited many times within what looked like one day stores revision 2
and the latest only (the versions between cost a request each and no known deadline
fell between them: live19). When the host then states a deadline that falls between
those stored versions (the host edits the day-start post to add "Day 1 ends on June 2nd
at 12:00 UTC", now past), the version at that deadline may be one never read. Failed before: the store kept its gap
and the count at the deadline read the wrong version (a store synced afresh, which reads
them all, counted otherwise); the next sync now reads the missing revisions of exactly
those posts, once.
"""

from __future__ import annotations

import json
from contextlib import ExitStack

from tests.count.live_forums import ENGINES, NAMES, at, cli, day_one, game_file, stamp, vote

A, B, C, D = NAMES[:4]
STATED = "Day 1 ends on June 2nd at 12:00 UTC."  # at(24)


def day1(game, now: float) -> dict[str, list[str]]:
    data = json.loads(cli(game, "--now", stamp(at(now)), "count", "--day", "1", "--format", "json"))
    day = data["days"][0]
    return {w["target"]: sorted(v["voter"] for v in w["votes"]) for w in day["wagons"]}


def revision_requests(g, game, now: float) -> int:
    g.server.reset_counts()
    cli(game, "--now", stamp(at(now)), "sync")
    return g.server.counts["revision"]


def edited_across(g, mine) -> None:
    """A's vote: a note at 3, Dunmore at 23.5 (before the deadline), Cindermoss at 24.5
    and a note at 24.8 (after it); then a post so the thread is seen past them."""
    g.edit(mine, g.para(vote(g, B), "Note."), at(3))
    g.edit(mine, g.para(vote(g, D)), at(23.5))
    g.edit(mine, g.para(vote(g, C)), at(24.5))
    g.edit(mine, g.para(vote(g, C), "Note."), at(24.8))
    g.post(D, g.para("Hm."), at(24.9))


def test_a_deadline_stated_after_the_edits_reads_the_versions_between(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        opening, mine, _ = day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        cli(game, "--now", stamp(at(2.5)), "sync")
        edited_across(g, mine)
        assert revision_requests(g, game, 25) == 2  # revision 2 and the latest
        g.edit(opening, g.para("Day 1 has begun.", STATED), at(25.5))
        # the two between, read now (and the host edit's own revision, which dates it)
        assert revision_requests(g, game, 27) == 3
        assert revision_requests(g, game, 28) == 0  # once
        fresh = game_file(g, tmp_path / "fresh", "latest")
        cli(fresh, "--now", stamp(at(28)), "sync")
        assert day1(game, 28) == day1(fresh, 28) == {B: [C], D: [A]}


def test_a_deadline_outside_the_gap_reads_nothing_more(tmp_path):
    """The host's edit states a deadline after the last edit: no version between can be
    the one at it, so nothing is read."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        opening, mine, _ = day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        cli(game, "--now", stamp(at(2.5)), "sync")
        edited_across(g, mine)
        assert revision_requests(g, game, 25) == 2
        g.edit(opening, g.para("Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."), at(26))
        assert revision_requests(g, game, 27) == 1  # the host edit's own, which dates it
        assert day1(game, 27) == {B: [C], C: [A]}
