"""A day's deadline and the next day, with ``post`` and ``watch`` (issue 25, live19), end
to end through the CLI against the local writable Discourse server with ``--now``; the
thread is invented here (``quiet_topic``: posts at 18:01-18:04 on 1 March 2024).

- ``post --yes`` after the day's deadline passed posts only with ``--after-deadline``
  (the day's final count is posted on purpose; failed before: posted as any count);
  before the deadline it posts as before, and the dry run always shows the count.
- ``watch --yes`` across the day change: the open count, the final count when the day
  ends by the clock, then the next day's count once it has new posts. Failed before: the
  open count, made seconds before the deadline, landed after it on the forum's clock and
  the final count was never due; our last count is dated by the ledger (when it was
  made) where that is earlier.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.count.live_posting import ours, run
from tests.posting.forums import game_folder, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.posting import post
from votecount.scraper.http import Http

DAYS = (
    "end = 2024-03-01T18:04:30Z\n\n"
    '[[phases]]\nkind = "day"\nnumber = 2\nstart = 2024-03-01T18:20:00Z\n'
    "end = 2024-03-02T18:00:00Z\n"
)


@pytest.fixture
def thread(tmp_path, monkeypatch) -> Iterator[tuple[Path, object]]:
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=lambda s: None))
    with serve_writable(quiet_topic(4)) as server:
        game = game_folder(tmp_path, server.thread_url()).game_path
        game.write_text(game.read_text(encoding="utf-8") + DAYS, encoding="utf-8")
        yield game, server


def test_post_after_the_deadline_only_when_asked(thread):
    game, server = thread
    run(game, "2024-03-01T18:10", "sync")
    refused = run(game, "2024-03-01T18:10", "post", "--yes", code=1)
    assert "the day's deadline (2024-03-01 18:04 UTC) has passed" in refused, refused
    assert "--after-deadline" in refused and ours(server) == []
    assert "Dry run" in run(game, "2024-03-01T18:10", "post")
    posted = run(game, "2024-03-01T18:10", "post", "--yes", "--after-deadline")
    assert "posted the count as post" in posted and len(ours(server)) == 1


def test_post_before_the_deadline_needs_no_flag(thread):
    game, server = thread
    run(game, "2024-03-01T18:04:20", "sync")
    assert "posted the count as post" in run(game, "2024-03-01T18:04:20", "post", "--yes")


def test_watch_across_the_day_change(thread):
    game, server = thread
    watch = ("watch", "--once", "--yes", "--after-posts", "2")
    run(game, "2024-03-01T18:04:20", "sync")
    assert "posted the count" in run(game, "2024-03-01T18:04:20", *watch)
    assert "open" in ours(server)[-1].raw
    run(game, "2024-03-01T18:10", "sync")
    ended = run(game, "2024-03-01T18:10", *watch)
    assert "the day ended" in ended and "posted the count" in ended, ended
    assert "Day 1" in ours(server)[-1].raw and "open" not in ours(server)[-1].raw
    server.topic.clock = datetime(2024, 3, 1, 18, 30, tzinfo=UTC)  # Day 2 has begun
    server.topic.add_post("Day 2 now.\n\n**vote frank**", username="carol")
    server.topic.add_post("Agreed.\n\n**vote frank**", username="dave")
    run(game, "2024-03-01T18:40", "sync")
    day2 = run(game, "2024-03-01T18:40", *watch)
    assert "posted the count" in day2, day2
    body = ours(server)[-1].raw
    assert "Day 2" in body and "frank" in body.lower(), body
    assert len(ours(server)) == 3
