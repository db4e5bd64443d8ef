"""A double-lynch day that waits for the host to announce its first lynch
(``day_goes_on = "at_announcement"``): the count freezes the day at the majority and,
with no announcement in the game file, settles the lynch only at the day's end. That
death is the count's stand-in, not the host's word, so the announcement is still
suggested (accepting it lets the day go on), unlike a hammer the count kills at once."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.thread_rows import write_thread
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
end_post = 7

[[phases]]
kind = "day"
number = 2
start_post = 8
"""

POSTS = [
    ("Host", "<p>Day 1 has begun. Two lynches today.</p>"),
    ("ada", "<p><strong>vote dov</strong></p>"),
    ("bram", "<p><strong>vote dov</strong></p>"),
    ("cleo", "<p><strong>vote dov</strong></p>"),
    ("Host", "<p>Dov was the first lynch of Day 1.</p><p>He was a Vanilla Townie.</p>"),
    ("ada", "<p><strong>vote eli</strong></p>"),
    ("Host", "<p>Day 1 is over.</p>"),
    ("Host", "<p>Day 2 has begun.</p>"),
]


def _suggested(tmp_path: Path, goes_on: str, game: str = GAME) -> list[tuple[str, str, int]]:
    (tmp_path / "game.toml").write_text(game.replace("{goes_on}", goes_on))
    thread = write_thread(tmp_path / "thread.jsonl", POSTS, url="https://forum.example/t/two/88")
    ws = Workspace(tmp_path / "game.toml", clock=lambda: datetime(2026, 6, 2, tzinfo=UTC))
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
