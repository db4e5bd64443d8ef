"""Fiddle Fair: a small Blood on the Forums thread holding a Fiddler's ballot (the game, its
posts and the host events that open and close the ballot), shared by the render tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from votecount.gamefile.game import Game, HostEvent, PlayerEntry, Schedule
from votecount.parser.model import Post

T0 = datetime(2026, 4, 3, 18, tzinfo=UTC)  # Night 1; Day 1 at +24 h, nominations at +36 h
URL = "https://forum.example/t/fiddle/1"
NAMES = {"ann": "Ann", "bob": "Bob", "cat": "Cat", "dan": "Dan", "eve": "Eve", "gus": "Gus"}


def game(events: tuple[HostEvent, ...], names: dict[str, str] = NAMES, **switches: Any) -> Game:
    return Game(
        name="Fiddle Fair",
        ruleset="botf",
        threads=(URL,),
        hosts=("Storyteller", "vesper"),
        players=tuple(PlayerEntry(u, name=n, seat=i) for i, (u, n) in enumerate(names.items(), 1)),
        schedule=Schedule(T0, "night", 48.0, 24.0),
        events=events,
        switches=switches,
        parser={"markers": ["slash"]},
    )


def thread(*rows: tuple[float, str, str], first: int = 1) -> list[Post]:
    """(hours after T0, author, text) -> posts numbered from ``first``, each with its URL."""
    return [
        Post("t1", f"id{n}", n, who, T0 + timedelta(hours=h), f"<p>{text}</p>", url=f"{URL}/{n}")
        for n, (h, who, text) in enumerate(rows, start=first)
    ]


POSTS = thread(
    (25.0, "Storyteller", "Day 1 has begun."),
    (30.0, "Storyteller", "The Fiddler plays: Gus or Dan."),
    (31.0, "ann", "/vote gus @Storyteller"),
    (31.5, "bob", "/yes gus"),  # dead: still votes, no token used
    (32.0, "cat", "/vote dan @Storyteller"),
    (33.0, "eve", "/no gus"),  # a pick of the other side
    (34.0, "ann", "/vote gus @Storyteller"),  # the same pick again: still one
    (35.0, "Storyteller", "The Fiddler's ballot is closed."),
)
DEATH = HostEvent("death", at_post=1, player="bob")
OPEN = HostEvent("fiddler", at_post=2, player="gus", other="dan")
CLOSE = HostEvent("fiddler", at_post=8, value="close")
