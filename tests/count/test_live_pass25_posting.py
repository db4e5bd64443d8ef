"""The live phase, eleventh round (issue 25, live25): ``post`` and ``watch`` into a thread
the staff locked, end to end through the CLI against the local writable Discourse server
(``quiet_topic``, invented). The forum refuses the reply (403, "This topic is closed"):
nothing is posted, the ledger keeps no count, the host is told why (exit 1); once the
thread is opened again the next run posts the count once."""

from __future__ import annotations

from tests.count.live_posting import WATCH, ours, run
from tests.servers.discourse import json_response

CLOSED = "This topic is closed; you can't reply to it."


def _lock(server, monkeypatch) -> None:
    monkeypatch.setattr(
        server, "refuse", lambda topic, author: json_response({"errors": [CLOSED]}, 403)
    )


def test_post_into_a_locked_thread_is_refused_then_posted_once(marked_thread, monkeypatch):
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    _lock(server, monkeypatch)
    refused = run(game, "2024-03-01T18:05", "post", "--yes", code=1)
    assert "closed" in refused, refused
    assert ours(server) == []
    monkeypatch.undo()
    assert "posted the count as post" in run(game, "2024-03-01T18:05", "post", "--yes")
    assert len(ours(server)) == 1
    assert "already posted" in run(game, "2024-03-01T18:05", "post", "--yes")


def test_watch_on_a_locked_thread_posts_nothing_and_loses_no_post(marked_thread, monkeypatch):
    game, server = marked_thread
    run(game, "2024-03-01T18:05", "sync")
    _lock(server, monkeypatch)
    server.topic.add_post("Late chatter.\n\n**vote carol**", username="erin")
    result = run(game, "2024-03-01T18:10", *WATCH, code=1)
    assert "closed" in result, result
    assert ours(server) == []
    monkeypatch.undo()
    assert "posted the count" in run(game, "2024-03-01T18:10", *WATCH)
    assert len(ours(server)) == 1
