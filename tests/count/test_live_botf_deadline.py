"""Blood on the Forums across its deadline on the local Discourse server (issue 25,
live19), through the CLI with ``--now``: a store synced before the deadline, again
past it (late nominations, votes, a ghost's hand taken back, an exile call) and again
after the Storyteller closed voting counts what a store synced once at the end counts,
at each clock; ``watch --once`` says where the day stands. The game is
``test_late_close_botf``'s (invented there)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.count.botf_close import CLOSE, LATE, PAST, write_game
from tests.count.live_forums import cli
from tests.servers.games import serve_game

BEFORE, CLOSED = "2026-05-04T17:00", "2026-05-04T19:30"


def count(game: Path, now: str) -> dict:
    return json.loads(cli(game, "--now", now, "count", "--format", "json"))


def test_a_store_synced_across_the_deadline_counts_as_one_synced_at_the_end(tmp_path):
    src = tmp_path / "src"
    write_game(src, *LATE, CLOSE)
    live, fresh = tmp_path / "live", tmp_path / "fresh"
    live.mkdir()
    fresh.mkdir()
    with serve_game(src, live) as server:
        topic = next(iter(server.topics.values()))
        later = [p for p in topic.posts if p.number >= 12]
        topic.posts[:] = [p for p in topic.posts if p.number < 12]
        game = live / "game.toml"
        cli(game, "--now", BEFORE, "sync")
        assert "Day 1 open, closes in 1 h 0 min" in cli(game, "--now", BEFORE, "watch", "--once")
        topic.posts.extend(p for p in later if p.number < 16)  # past the deadline
        cli(game, "--now", PAST, "sync")
        past = count(game, PAST)
        assert "deadline passed, not closed yet" in cli(game, "--now", PAST, "watch", "--once")
        topic.posts.extend(p for p in later if p.number >= 16)  # the Storyteller closes
        cli(game, "--now", CLOSED, "sync")
        closed = count(game, CLOSED)
        assert "Day 1 final" in cli(game, "--now", CLOSED, "watch", "--once")
        text = (live / "game.toml").read_text(encoding="utf-8")
        (fresh / "game.toml").write_text(text, encoding="utf-8")
        cli(fresh / "game.toml", "--now", CLOSED, "sync")
    assert past == count(fresh / "game.toml", PAST)
    assert closed == count(fresh / "game.toml", CLOSED)
    assert count(game, BEFORE) == count(fresh / "game.toml", BEFORE)
    day = past["days"][-1]
    assert day["past_deadline"]["deadline"] == "2026-05-04T18:00:00+00:00"
    assert [v["voter"] for v in day["past_deadline"]["votes_after"]] == ["bob", "gwen"]
    assert "past_deadline" not in closed["days"][-1]
