"""A double-lynch day that waits for the host to announce its first lynch
(``day_goes_on = "at_announcement"``): the count freezes the day at the majority and,
with no announcement in the game file, settles the lynch only at the day's end. That
death is the count's stand-in, not the host's word, so the announcement is still
suggested (accepting it lets the day go on), unlike a hammer the count kills at once."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from votecount.workspace import Workspace

GAME = """
[game]
name = "Two lynches"
ruleset = "mafia"
threads = ["https://forum.example/t/two/88"]
engine = "discourse"
timezone = "UTC"
hosts = ["Host"]

[rules]
eliminations_per_day = 2
day_goes_on = "{goes_on}"
eliminate_on_resolution = false

[parser]
markers = ["bold"]

[[players]]
username = "ada"
[[players]]
username = "bram"
[[players]]
username = "cleo"
[[players]]
username = "dov"
[[players]]
username = "eli"

[[phases]]
kind = "day"
number = 1
start_post = 1
end_post = 9

[[phases]]
kind = "day"
number = 2
start_post = 10
"""

T0 = datetime(2026, 4, 1, 18, 0, tzinfo=UTC)


def _row(number: int, author: str, html: str) -> dict:
    return {
        "thread": "forum.example/t/88",
        "post_id": str(8000 + number),
        "number": number,
        "author": author,
        "author_name": author.title(),
        "created_at": (T0 + timedelta(minutes=10 * number)).isoformat(),
        "html": html,
        "url": f"https://forum.example/t/two/88/{number}",
    }


ROWS = [
    _row(1, "Host", "<p>Day 1 has begun. Two lynches today.</p>"),
    _row(2, "ada", "<p><strong>vote dov</strong></p>"),
    _row(3, "bram", "<p><strong>vote dov</strong></p>"),
    _row(4, "cleo", "<p><strong>vote dov</strong></p>"),
    _row(5, "Host", "<p>Dov was the first lynch of Day 1.</p><p>He was a Vanilla Townie.</p>"),
    _row(6, "ada", "<p><strong>vote eli</strong></p>"),
    _row(7, "Host", "<p>Day 1 is over.</p>"),
    _row(10, "Host", "<p>Day 2 has begun.</p>"),
]


def _suggested(tmp_path: Path, goes_on: str, game: str = GAME) -> list[tuple[str, str, int]]:
    (tmp_path / "game.toml").write_text(game.replace("{goes_on}", goes_on))
    thread = tmp_path / "thread.jsonl"
    thread.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    ws = Workspace(tmp_path / "game.toml", clock=lambda: T0 + timedelta(days=1))
    try:
        ws.import_posts(thread, engine=None, thread=None)
        return [(s.kind, s.player, s.at) for s in ws.suggestions()]
    finally:
        ws.close()


def test_the_first_lynch_the_day_waits_for_is_suggested(tmp_path):
    assert ("death", "dov", 5) in _suggested(tmp_path, "at_announcement")


def test_a_lynch_the_count_makes_at_the_hammer_is_not(tmp_path):
    """Under ``at_hammer`` with the count killing at the hammer, the host's words would
    only repeat the count's death."""
    game = GAME.replace("eliminate_on_resolution = false", "eliminate_on_resolution = true")
    assert all(who != "dov" for _, who, _ in _suggested(tmp_path, "at_hammer", game))
