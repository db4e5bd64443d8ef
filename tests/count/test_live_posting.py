"""Posting with an injected clock (issue 25, live17), end to end through the CLI against
the local writable Discourse server; the thread is invented here (``quiet_topic``: posts
at 18:01-18:04, our counts a minute after the last post).

- The ledger's "same count already posted": ``post --yes`` twice, and ``watch --yes``
  when new posts leave the count as it was, post it once (the second says where it is).
- ``--now`` in the past with ``--yes`` (failed before: the past count was posted into the
  live thread): refused with a clear message when our last count was posted after the
  clock, or the thread holds a post made after it; the dry runs still show that count,
  and a clock after everything the thread holds posts as before.
"""

from __future__ import annotations

from tests.count.live_posting import ours, run


def test_the_same_count_is_posted_once_by_post_and_by_watch(quiet_thread):
    game, server = quiet_thread
    run(game, "2024-03-01T18:10", "sync")
    first = run(game, "2024-03-01T18:10", "post", "--yes")
    assert "posted the count as post" in first and len(ours(server)) == 1
    again = run(game, "2024-03-01T18:10", "post", "--yes")
    assert "this count was already posted as post" in again and "not posting again" in again
    server.topic.add_post("Still thinking, no vote yet.", username="carol")
    server.topic.add_post("Same here.", username="dave")
    line = run(game, "2024-03-01T18:20", "watch", "--once", "--after-posts", "1", "--yes")
    assert "new posts" in line and "this count was already posted as post" in line, line
    assert len(ours(server)) == 1
    server.topic.add_post("**vote erin**", username="frank")  # the count changes
    line = run(game, "2024-03-01T18:30", "watch", "--once", "--after-posts", "1", "--yes")
    assert "posted the count as post" in line and len(ours(server)) == 2, line


def test_a_clock_before_our_last_count_is_refused(quiet_thread):
    game, server = quiet_thread
    run(game, "2024-03-01T18:10", "sync")
    run(game, "2024-03-01T18:10", "post", "--yes")
    server.topic.add_post("**vote erin**", username="frank")  # the count at 18:03 differs
    refused = run(game, "2024-03-01T18:03", "post", "--yes", code=1)
    assert "not posting: the clock (--now 2024-03-01 18:03 UTC) is in the past" in refused
    assert "our last count (post" in refused and "posted at 2024-03-01 18:10 UTC" in refused
    line = run(game, "2024-03-01T18:03", "watch", "--once", "--yes")
    assert "not posting: the clock" in line, line
    assert len(ours(server)) == 1
    assert "Dry run" in run(game, "2024-03-01T18:03", "post")  # the replay still shows


def test_a_clock_before_the_threads_last_post_is_refused(quiet_thread):
    game, server = quiet_thread
    run(game, "2024-03-01T18:10", "sync")
    refused = run(game, "2024-03-01T18:02", "post", "--yes", code=1)
    assert "the thread has post #4 by" in refused and "from 2024-03-01 18:04 UTC" in refused
    line = run(game, "2024-03-01T18:02", "watch", "--once", "--yes")
    assert "not posting: the clock" in line and ours(server) == [], line
    posted = run(game, "2024-03-01T18:05", "post", "--yes")  # after the last post
    assert "posted the count as post" in posted


def test_our_own_count_landing_after_the_clock_does_not_block_a_correction(quiet_thread):
    """review17c: a count posted at --now T lands on the forum's clock a moment after T;
    synced, it blocked the host's corrected count at the same T (failed before: refused
    "the thread has post #5 by host"), and hid "already posted" for the same count."""
    game, server = quiet_thread
    now = "2024-03-01T18:04:59"  # the last post is at 18:04:00.548
    run(game, now, "sync")
    assert "posted the count as post" in run(game, now, "post", "--yes")
    run(game, now, "sync")  # our count, made at 18:05 on the forum's clock
    assert "this count was already posted as post" in run(game, now, "post", "--yes")
    game.write_text(game.read_text().replace("Watch test", "Watch test (corrected)"))
    assert "posted the count as post" in run(game, now, "post", "--yes")
    assert len(ours(server)) == 2
    server.topic.add_post("**vote erin**", username="frank")  # a player's post still blocks
    run(game, now, "sync")
    assert "the thread has post #7 by frank" in run(game, now, "post", "--yes", code=1)


def test_a_post_in_the_clocks_own_minute_is_named_to_the_millisecond(quiet_thread):
    """review17c: --now 18:04 and the last post at 18:04:00.548 read "from 18:04 UTC"
    beside "--now 18:04 UTC" (the refusal looked wrong); the post's time is exact now."""
    game, _ = quiet_thread
    run(game, "2024-03-01T18:04", "sync")
    refused = run(game, "2024-03-01T18:04", "post", "--yes", code=1)
    assert "post #4 by dave from 2024-03-01 18:04:00.548 UTC" in refused, refused
