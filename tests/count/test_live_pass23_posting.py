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

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.count.test_live_posting import ours, run
from tests.posting.test_watch import game_folder, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.posting import post
from votecount.scraper.http import Http

WATCH = ("watch", "--once", "--yes", "--after-posts", "2")


@pytest.fixture
def thread(tmp_path, monkeypatch) -> Iterator[tuple[Path, object]]:
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=lambda s: None))
    with serve_writable(quiet_topic(4)) as server:
        game = game_folder(tmp_path, server.thread_url()).game_path
        text = game.read_text(encoding="utf-8").replace(
            'markers = ["bold"]', 'markers = ["bold"]\nedits = "latest"'
        )
        game.write_text(text.replace('hosts = ["host"]', 'hosts = ["host"]\nphase_markers = true'))
        yield game, server


def _wagon_lines(body: str) -> list[str]:
    return [line for line in body.splitlines() if "(" in line and "alice" in line.lower()]


def test_a_vote_edited_out_after_the_count_was_posted(thread):
    game, server = thread
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


def test_watch_across_a_day_the_host_ends(thread):
    game, server = thread
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


def test_post_meeting_a_rate_limit_posts_once(thread):
    game, server = thread
    run(game, "2024-03-01T18:05", "sync")
    server.rate_limit(times=1, retry_after=5, style="json", endpoint="create_post")
    posted = run(game, "2024-03-01T18:05", "post", "--yes")
    assert "posted the count as post" in posted, posted
    assert len(ours(server)) == 1
    assert "already posted" in run(game, "2024-03-01T18:05", "post", "--yes")
