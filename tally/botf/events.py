"""BotF's own events (spec/rules.md §4): nominations, sign-ups, whispers, traveller
exiles and movements, seat swaps and the Fiddler's ballot. The core's events (votes,
yes/no ballots, phases, deaths, modifiers ...) are in ``tally/events.py``."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.events import Event


@dataclass(frozen=True, slots=True)
class Nominate(Event):
    nominator: str
    nominee: str
    pinged: bool | None = None  # the post @mentions a host (None: not known)


@dataclass(frozen=True, slots=True)
class Signup(Event):
    player: str
    seat: int | None = None
    traveller: bool = False


@dataclass(frozen=True, slots=True)
class WhisperDeclare(Event):
    player: str
    to: str  # a player id or STORYTELLER


@dataclass(frozen=True, slots=True)
class WhisperAccept(Event):
    player: str
    of: str | None = None
    plain: bool = False  # "accepted" without the slash: nothing when no whisper is pending


@dataclass(frozen=True, slots=True)
class ExileCall(Event):
    caller: str
    traveller: str


@dataclass(frozen=True, slots=True)
class WhisperPm(Event):
    """Host-logged: a private message between ``a`` and ``b`` with these participants
    (BotF: checks that a whisper was open and who was in the PM)."""

    a: str
    b: str
    participants: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NeighbourWhisper(Event):
    """Host-logged: the free, unannounced BotF whisper of ``player`` to a neighbour."""

    player: str
    to: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class FiddlerStart(Event):
    """Host: the BotF Fiddler ballot opens, ``demon`` against ``chosen``; while it is open
    a vote (or ``/yes``) naming either of them is a ballot vote."""

    demon: str
    chosen: str


@dataclass(frozen=True, slots=True)
class FiddlerEnd(Event):
    """Host: the Fiddler ballot closes (otherwise it closes when its day resolves)."""


@dataclass(frozen=True, slots=True)
class TravellerEnter(Event):
    player: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class TravellerExit(Event):
    player: str


@dataclass(frozen=True, slots=True)
class SeatSwap(Event):
    a: str
    b: str
