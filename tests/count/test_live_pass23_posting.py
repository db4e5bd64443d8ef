"""The live phase, ninth round (issue 25, live23): ``post`` and ``watch`` with ``--now``
end to end through the CLI against the local writable Discourse server; the thread is
invented here (``quiet_topic``: alice, bob, carol and dave post at 18:01-18:04 on 1 March
2024, voting alice and bob in turn).

- a vote edited out after our count was posted: that count stays as posted, the next
  one shows the change;
- ``watch`` across a day the host ends in the thread: it announces the end, posts the
  day's final count, and counts none of the night's posts;
- ``post`` meeting the forum's rate limit (429, then OK): one count posted.
"""

from __future__ import annotations

from click.testing import CliRunner

from tests.count.live_posting import ENV, WATCH, ours, run
from votecount.cli import main


def _wagon_lines(body: str) -> list[str]:
    return [line for line in body.splitlines() if "(" in line and "alice" in line.lower()]


def test_a_vote_edited_out_after_the_count_was_posted(marked_thread):
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    assert "posted the count as post" in run(game, "2024-03-01T18:05", "post", "--yes")
    [first] = ours(server)
    posted = first.raw
    voter = server.topic.by_number(1).username
    assert voter.lower() in posted.lower()
    server.topic.edit(1, "Changed my mind: no vote for now.")  # 18:06
    run(game, "2024-03-01T18:08", "sync")
    again = run(game, "2024-03-01T18:08", "post", "--yes")
    assert "posted the count as post" in again, again
    assert ours(server)[0].raw == posted  # the count posted stays as it was
    second = ours(server)[-1].raw
    assert second != posted
    assert _wagon_lines(second) != _wagon_lines(posted), second


def test_watch_across_a_day_the_host_ends(marked_thread):
    game, server = marked_thread
    run(game, "2024-03-01T18:04:30", "sync")
    assert "posted the count" in run(game, "2024-03-01T18:04:30", *WATCH)
    server.topic.add_post("Day 1 is over. Night 1 begins now.", username="host")  # 18:05
    server.topic.add_post("Night chatter.\n\n**vote carol**", username="erin")
    server.topic.add_post("More chatter.\n\n**vote carol**", username="frank")
    run(game, "2024-03-01T18:10", "sync")
    ended = run(game, "2024-03-01T18:10", *WATCH)
    assert "the day ended" in ended and "posted the count" in ended, ended
    final = ours(server)[-1].raw  # our counts and the host's end post (one account)
    assert "(final)" in final and "**carol**" not in final, final  # no night vote
    server.topic.add_post("Still night.", username="grace")
    server.topic.add_post("Quiet.", username="heidi")
    run(game, "2024-03-01T18:20", "sync")
    quiet = run(game, "2024-03-01T18:20", *WATCH)
    assert "posted the count" not in quiet, quiet
    assert len([p for p in ours(server) if "vote count" in p.raw]) == 2  # ours has the end


def test_post_meeting_a_rate_limit_posts_once(marked_thread):
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    server.rate_limit(times=1, retry_after=5, style="json", endpoint="create_post")
    posted = run(game, "2024-03-01T18:05", "post", "--yes")
    assert "posted the count as post" in posted, posted
    assert len(ours(server)) == 1
    assert "already posted" in run(game, "2024-03-01T18:05", "post", "--yes")


def test_post_refused_until_its_retries_run_out_posts_on_the_next_run(marked_thread):
    """The forum refuses every attempt of one run (429 five times): nothing is posted and
    the ledger keeps no count; the next run posts it once."""
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    server.rate_limit(times=5, retry_after=5, style="json", endpoint="create_post")
    refused = run(game, "2024-03-01T18:05", "post", "--yes", code=1)
    assert "429" in refused or "rate" in refused.lower(), refused
    assert ours(server) == []
    assert "posted the count as post" in run(game, "2024-03-01T18:05", "post", "--yes")
    assert len(ours(server)) == 1


def test_watch_meeting_a_server_error_then_the_next_cycle(marked_thread):
    """The forum answers 500 to every attempt of one cycle's sync: nothing is posted, the
    store keeps what it had; the next cycle syncs whole and posts the count once."""
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    server.topic.add_post("Late thoughts.\n\n**vote bob**", username="erin")
    server.fail(500, times=5, endpoint="topic")
    failed = CliRunner().invoke(
        main, ["--game", str(game), "--now", "2024-03-01T18:10", *WATCH], env=ENV
    )
    assert ours(server) == [], failed.output
    again = run(game, "2024-03-01T18:11", *WATCH)
    assert "posted the count" in again, again
    assert len(ours(server)) == 1 and "erin" in ours(server)[0].raw, ours(server)[0].raw


def test_a_renamed_thread_keeps_the_posted_counts(marked_thread):
    """Staff renamed the topic (a new slug) and the host put the new address in the game
    file: the count already posted is known as posted, not posted twice."""
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    assert "posted the count as post" in run(game, "2024-03-01T18:05", "post", "--yes")
    old = server.thread_url()
    server.topic.slug = "mafia-42-day-1-moved-to-the-archive"
    game.write_text(game.read_text(encoding="utf-8").replace(old, server.thread_url()))
    run(game, "2024-03-01T18:06", "sync")
    again = run(game, "2024-03-01T18:06", "post", "--yes")
    assert "already posted" in again, again
    assert len(ours(server)) == 1
