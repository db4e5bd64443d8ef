"""Review of the live16 work (issue 25): what a host running a live game meets, end to end
through the CLI against the local Discourse and phpBB (MafiaScum) servers with ``--now``
as the injected clock; the thread is invented here.

- A gone post that comes back (a moderator restores it): its vote counts again from the
  sync that sees it listed, and the "post is gone" warning goes away (passed as it was).
- A day ended by a deadline stated in the thread (no game-file phase) is due by the
  clock alone, as a game-file deadline is (passed as it was).
- Our own count deleted by a moderator is no count of ours: the watch no longer waits on
  the posts after it (failed before: the gone count was still our last count).
"""

from __future__ import annotations

from tests.count.live_forums import (
    GONE,
    HOST,
    NAMES,
    at,
    cli,
    day_one_count,
    notices,
    restore,
    stamp,
    vote,
    wagons,
)

A, B, C, D = NAMES[:4]


def test_a_gone_post_restored_counts_again(dated_forum):
    g, game = dated_forum
    gone = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    cli(game, "--now", stamp(at(3)), "sync")
    g.delete(gone, at(4))
    g.post(D, g.para(vote(g, C)), at(4.5))
    assert "1 gone" in cli(game, "--now", stamp(at(5)), "sync")
    assert wagons(day_one_count(game, 5)) == {B: [C], C: [D]}
    restore(g, gone, 1)
    cli(game, "--now", stamp(at(7)), "sync")
    assert wagons(day_one_count(game, 7)) == {B: sorted([A, C]), C: [D]}
    assert [n for n in notices(game, 7, "COMMAND_IGNORED") if GONE in n["reason"]] == []


def test_an_early_gone_post_restored_in_a_long_thread_counts_again(dated_forum):
    """The restored post is pages before the last stored one (phpBB: 10 posts a page)."""
    g, game = dated_forum
    gone = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    for i in range(24):
        g.post(C if i % 2 else D, g.para(f"Chatter {i}."), at(1.1 + i / 10))
    cli(game, "--now", stamp(at(4)), "sync")
    g.delete(gone, at(4.2))
    assert "1 gone" in cli(game, "--now", stamp(at(5)), "sync")
    assert wagons(day_one_count(game, 5)) == {}
    restore(g, gone, 1)
    g.post(C, g.para(vote(g, B)), at(6))
    cli(game, "--now", stamp(at(7)), "sync")
    assert wagons(day_one_count(game, 7)) == {B: sorted([A, C])}
    print("replay at 6:", wagons(day_one_count(game, 6)))


def test_watch_past_a_deadline_stated_in_the_thread_is_the_days_end(dated_forum, monkeypatch):
    """The host's opening post states the deadline (no game-file phase): past it, with
    our last count before it, the final count is due."""
    g, game = dated_forum
    monkeypatch.setenv("VOTECOUNT_API_USERNAME", HOST)
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(HOST, g.para(g.bold("Vote Count 1.1"), f"{B} (1): {A}", "votecount 0123456789ab"), at(2))
    g.post(C, g.para(vote(g, B)), at(3))
    cli(game, "--now", stamp(at(4)), "sync")
    before = cli(game, "--now", stamp(at(47)), "watch", "--once")
    assert "no count due" in before, before
    after = cli(game, "--now", stamp(at(49)), "watch", "--once")
    assert "would post (the day ended)" in after, after


def test_watch_after_our_count_was_deleted_by_a_moderator(dated_forum, monkeypatch):
    """A moderator deletes our count (the thread no longer lists it): it is no count of
    ours any more, so the watch does not wait on posts after it."""
    g, game = dated_forum
    monkeypatch.setenv("VOTECOUNT_API_USERNAME", HOST)
    g.post(A, g.para(vote(g, B)), at(1))
    ours = g.post(
        HOST, g.para(g.bold("Vote Count 1.1"), f"{B} (1): {A}", "votecount 0123456789ab"), at(2)
    )
    g.post(C, g.para(vote(g, B)), at(3))
    g.post(D, g.para(vote(g, C)), at(4))
    cli(game, "--now", stamp(at(4.5)), "sync")
    kept = cli(game, "--now", stamp(at(4.5)), "watch", "--once", "--after-posts", "3")
    assert "no count due" in kept, kept
    g.delete(ours, at(4.6))
    cli(game, "--now", stamp(at(5)), "sync")
    gone = cli(game, "--now", stamp(at(5)), "watch", "--once", "--after-posts", "3")
    assert "would post (no vote count posted yet)" in gone, gone
    # a replay before the sync that found it gone: our count was still listed then
    then = cli(game, "--now", stamp(at(4.75)), "watch", "--once", "--after-posts", "3")
    assert "no count due" in then, then
