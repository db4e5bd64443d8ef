"""The game file's values, ``game.toml`` as read: everything besides the thread that is
needed to reproduce the official count (players, hosts, ruleset and switches, phases,
host events, pins). ``load.load_game`` reads and checks a file into a ``Game``."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from votecount.gamefile.schedule import Schedule


class PlayerEntry(msgspec.Struct, frozen=True):
    username: str
    name: str = ""
    seat: int | None = None
    aliases: tuple[str, ...] = ()
    # other logins whose posts are this player's (a hydra's second head, an alt the host
    # allows): their votes are the player's votes
    accounts: tuple[str, ...] = ()
    traveller: bool = False
    backup: bool = False

    @property
    def display(self) -> str:
        return self.name or self.username


class PhaseEntry(msgspec.Struct, frozen=True):
    kind: str
    number: int
    start: datetime | None = None
    end: datetime | None = None
    start_post: int | None = None
    end_post: int | None = None
    title: str = ""  # shown in the count's heading ("Event 11 – Stop the Clock: elimination")
    resolution: str = ""  # this phase's own: hammer | plurality | hammer_or_plurality
    words: tuple[str, ...] = ()  # this phase's own vote words ("execute": "EXECUTE: X")
    # the deadlines of its rounds (post numbers or times): a ``round_end`` row each
    rounds: tuple[int | datetime, ...] = ()
    # the earlier phase this one continues (Event 10 played again): headed "Event 10, round 2"
    part_of: int | None = None

    @property
    def settings(self) -> tuple[tuple[str, str], ...]:
        """What the tally reads of this phase (``PhaseStart.settings``)."""
        said = (("title", self.title), ("resolution", self.resolution),
                ("words", " ".join(self.words)),
                ("part_of", str(self.part_of) if self.part_of is not None else ""))  # fmt: skip
        return tuple((k, v) for k, v in said if v)


class HostEvent(msgspec.Struct, frozen=True):
    kind: str
    at_post: int | None = None
    at_time: datetime | None = None
    player: str | None = None
    other: str | None = None
    value: object = None
    day: int | None = None
    note: str = ""
    format: str | None = None  # a message body's markup: bbcode or html


class Pin(msgspec.Struct, frozen=True):
    post: str
    target: str
    index: int | None = None


class Game(msgspec.Struct, frozen=True):
    name: str
    ruleset: str
    threads: tuple[str, ...]
    engine: str | None = None
    timezone: str | None = None  # None: not set (the zone the pages state, else UTC)
    hosts: tuple[str, ...] = ()
    players: tuple[PlayerEntry, ...] = ()
    schedule: Schedule | None = None
    phases: tuple[PhaseEntry, ...] = ()
    events: tuple[HostEvent, ...] = ()
    pins: tuple[Pin, ...] = ()
    switches: dict[str, Any] = msgspec.field(default_factory=dict)
    parser: dict[str, Any] = msgspec.field(default_factory=dict)
    phase_markers: bool = False
    path: str = "game.toml"

    def player(self, username: str) -> PlayerEntry | None:
        key = username.casefold()
        return next((p for p in self.players if p.username.casefold() == key), None)

    @property
    def folder(self) -> Path:
        return Path(self.path).resolve().parent
