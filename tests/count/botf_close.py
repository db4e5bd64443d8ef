"""An invented Blood on the Forums game whose Storyteller states the deadline (no
``[schedule]`` unless asked), its thread before and after the deadline and the
Storyteller's close, written to a folder and synced from the local Discourse server:
shared by the late-close and live BotF deadline tests."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.count.live_copies import synced_copy

ST = '<a class="mention" href="/u/Storyteller">@Storyteller</a>'
PLAYERS = ("ann", "bob", "cid", "dee", "eve", "fay", "gwen")

GAME = """\
[game]
name = "Blood on the Forums: Test Fair"
ruleset = "botf"
threads = ["https://forum.example/t/blood-on-the-forums-test-fair/77"]
engine = "discourse"
timezone = "UTC"
hosts = ["Storyteller"]
phase_markers = true

[parser]
markers = ["slash"]
host_posts = "skip"
{schedule}
{players}

[[players]]
username = "tom"
name = "Tom"
seat = 8
traveller = true

[[events]]
kind = "death"
player = "gwen"
at = 3
"""

SCHEDULE = """
[schedule]
start = 2026-05-01T18:00:00Z
first = "night"
day_hours = 48
night_hours = 24
"""

DAWN = (
    "<h2>Day 1</h2><p><strong>Gwen</strong> was found dead this morning.</p>"
    "<p>Nominations open at 06:00 UTC, voting ends 18:00 UTC on 4 May.</p>"
)
THREAD = [
    (
        1,
        "Storyteller",
        "<h2>Blood on the Forums: Test Fair</h2><p>Storyteller game.</p>",
        "2026-05-01T12:00",
    ),
    (2, "Storyteller", "<h2>Night 1</h2><p>Night 1 has begun.</p>", "2026-05-01T18:00"),
    (3, "Storyteller", DAWN, "2026-05-02T18:00"),
    (4, "ann", f"<p>/nominate Bob {ST}</p>", "2026-05-03T06:30"),
    (5, "cid", f"<p>/nominate Dee {ST}</p>", "2026-05-03T07:00"),
    (6, "ann", f"<p>/vote Bob {ST}</p>", "2026-05-03T08:00"),
    (7, "cid", f"<p>/vote Bob {ST}</p>", "2026-05-03T09:00"),
    (8, "eve", f"<p>/vote Bob {ST}</p>", "2026-05-03T10:00"),
    (9, "gwen", f"<p>Ghost hand.<br>/vote Bob {ST}</p>", "2026-05-03T11:00"),
    (10, "fay", f"<p>/vote Dee {ST}</p>", "2026-05-03T12:00"),
    (11, "dee", "<p>Quiet day.</p>", "2026-05-04T12:00"),
]
# after the deadline (2026-05-04 18:00 UTC)
LATE = [
    (12, "fay", f"<p>/nominate Eve {ST}</p>", "2026-05-04T18:05"),
    (13, "bob", f"<p>/vote Dee {ST}</p>", "2026-05-04T18:10"),
    (14, "gwen", f"<p>Taking my hand back.<br>/unvote {ST}</p>", "2026-05-04T18:15"),
    (15, "ann", f"<p>/exile Tom {ST}</p>", "2026-05-04T18:20"),
]
CLOSE = (16, "Storyteller", "<h2>Voting has closed</h2><p>Night falls.</p>", "2026-05-04T19:00")
PAST = "2026-05-04T18:30"
HEADER = "Day 1 vote count (deadline passed, not closed yet)"


def row(number: int, author: str, html: str, at: str) -> dict[str, object]:
    return {
        "thread": "forum.example/t/77",
        "post_id": str(70000 + number),
        "number": number,
        "author": author,
        "author_name": author.title(),
        "created_at": at + ":00Z",
        "html": html,
        "url": f"https://forum.example/t/blood-on-the-forums-test-fair/77/{number}",
    }


@contextmanager
def synced(
    tmp_path: Path, *posts: tuple[int, str, str, str], schedule: bool = False, more: str = ""
) -> Iterator[Path]:
    """The invented game with ``posts`` after the thread's own, synced from the local
    server; its days read from the Storyteller's posts (or a ``[schedule]``); ``more``:
    game file text added at its end."""
    src = tmp_path / "src"
    write_game(src, *posts, schedule=schedule, more=more)
    with synced_copy(src, tmp_path) as (game, _):
        yield game


def write_game(
    src: Path,
    *posts: tuple[int, str, str, str],
    schedule: bool = False,
    more: str = "",
    parser: str | None = None,
) -> None:
    """The invented game's folder to serve: its game file (``schedule``, ``more`` as for
    ``synced``; ``parser``: lines instead of the ``[parser]`` table's ``markers =
    ["slash"]``) and its thread, ``posts`` after the thread's own."""
    src.mkdir()
    players = "\n".join(
        f'[[players]]\nusername = "{p}"\nname = "{p.title()}"\nseat = {i}\n'
        for i, p in enumerate(PLAYERS, 1)
    )
    text = GAME.format(schedule=SCHEDULE if schedule else "", players=players) + more
    if parser is not None:
        text = text.replace('markers = ["slash"]\n', parser)
    (src / "game.toml").write_text(text, encoding="utf-8")
    rows = [json.dumps(row(*p)) for p in (*THREAD, *posts)]
    (src / "thread.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")
