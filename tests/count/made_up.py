"""Small made-up games and threads for the count's tests: five players (and a backup),
Day 1 from post 1, posts a minute apart from T0."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from votecount.gamefile.game import Game, PhaseEntry, PlayerEntry
from votecount.parser.model import Post

T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
PLAYERS = ("alice", "bob", "carol", "dave", "erin")


def game(**kw) -> Game:
    base = dict(
        name="t",
        ruleset="mafia",
        threads=("https://forum.example/t/1",),
        hosts=("host",),
        players=tuple(PlayerEntry(p) for p in PLAYERS) + (PlayerEntry("sub", backup=True),),
        phases=(PhaseEntry("day", 1, start_post=1),),
    )
    base.update(kw)
    return Game(**base)


def post(n: int, author: str, html: str, **kw) -> Post:
    return Post("t1", f"id{n}", n, author, T0 + timedelta(minutes=n), html, **kw)


def thread(*rows: tuple[str, str]) -> list[Post]:
    return [post(n, a, h) for n, (a, h) in enumerate(rows, start=1)]
