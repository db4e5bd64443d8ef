"""A post deleted before the first sync (issue 25, live18), end to end through the CLI
against the local Discourse and phpBB (MafiaScum) servers with ``--now`` as the injected
clock; the thread is invented here.

Discourse keeps the number of a post a reader cannot see: the gap in the numbers says a
post was there. ``explain N`` and the text audit say what is known (its number, the
times it lies between) and what is not (its text, its author); it counts for nothing
(failed before: ``explain 3`` said "no stored post", the audit said nothing). phpBB numbers
the posts a reader sees and its ids are the forum's: nothing is invented there. A post
votecount saw before it went is stored, gone: it is no gap.
"""

from __future__ import annotations

from tests.count.live_forums import NAMES, at, cli, day_one_count, stamp, vote, wagons

A, B, C, D = NAMES[:4]


NEVER = "never seen"


def test_a_post_deleted_before_the_first_sync(dated_forum):
    g, game = dated_forum
    g.post(A, g.para(vote(g, B)), at(1))
    early = g.post(B, g.para(vote(g, C)), at(2))
    g.post(C, g.para(vote(g, B)), at(3))
    g.delete(early, at(3.5))  # staff delete, before votecount ever synced
    cli(game, "--now", stamp(at(4)), "sync")
    assert wagons(day_one_count(game, 5)) == {B: sorted([A, C])}
    audit = cli(game, "--now", stamp(at(5)), "audit", "--format", "text")
    if g.name == "discourse":  # numbered 1 (the host), 2, 3 (gone), 4
        said = cli(game, "--now", stamp(at(5)), "explain", "3")
        assert said.startswith("Post #3: post #3 never seen"), said
        assert "2026-06-01 13:00" in said and "2026-06-01 15:00" in said, said
        assert "what it said is unknown" in said, said
        assert "post #3 never seen" in audit, audit
    else:  # phpBB numbered 0, 1, 2 (the next post took the number): nothing known
        assert NEVER not in audit
        assert f"VOTE: {B}" in cli(game, "--now", stamp(at(5)), "explain", "2")


def test_a_post_seen_then_deleted_is_no_gap(dated_forum):
    g, game = dated_forum
    g.post(A, g.para(vote(g, B)), at(1))
    later = g.post(B, g.para(vote(g, C)), at(2))
    g.post(C, g.para(vote(g, B)), at(3))
    cli(game, "--now", stamp(at(4)), "sync")
    g.delete(later, at(4.5))
    g.post(D, g.para("Hm."), at(5))
    cli(game, "--now", stamp(at(6)), "sync")
    assert NEVER not in cli(game, "--now", stamp(at(7)), "audit", "--format", "text")
