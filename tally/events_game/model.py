"""The event game's own events and state (spec/rules.md §5): the plan of each event
(open or closed, its ballot, its stage), the ballots that are not wagons (YES/NO per
subject, Event 10's options) and what each event hands on.

Event N of the game is Day N of the core timeline (``phase_start value = "day N"``); the
plan comes from the game file's ``event`` rows, else from the seed's defaults by number.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from votecount.tally.events import Event, PostRef

BALLOTS = (
    "elimination",
    "dual",
    "crossing",
    "destination",
    "yes_no",
    "nominees",
    "options",
    "private",
)
DEFAULT_BALLOT = {
    1: "elimination", 2: "yes_no", 3: "dual", 4: "private", 5: "crossing",
    6: "private", 7: "destination", 8: "private", 9: "nominees", 10: "options",
}  # fmt: skip
OPTIONS = ("ring", "stop", "tick", "crash")
OPTION_TITLES = {
    "ring": "Ring the Bell",
    "stop": "Stop the Clock",
    "tick": "Tick Away",
    "crash": "Crash the Party",
}


# --- events ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class EventSetup(Event):
    """Host: event ``number``'s ballot, its participants (empty: open) and the player
    taking part who does not vote on it (Event 2: the Executioner)."""

    number: int
    ballot: str
    participants: tuple[str, ...] = ()
    apart: str = ""


@dataclass(frozen=True, slots=True)
class Nominees(Event):
    """Host: the players on event ``number``'s YES/NO ballot (Event 9: the Ruler's)."""

    number: int
    nominees: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ineligible(Event):
    """Host: players nobody may vote for in event ``number`` (Event 1's re-vote)."""

    number: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Stage(Event):
    """Host: from here on only ``speakers`` may post in event ``number`` (none: silence)."""

    number: int
    speakers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Hell(Event):
    """Host: the scum send ``players`` to Hell in event ``number`` (Event 7)."""

    number: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Sabotage(Event):
    """Host: the scum use a sabotage on event ``number``."""

    number: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class OptionVote(Event):
    """``/ring A, B, C``, ``/stop``, ``/tick``, ``/crash``: a vote on an Event 10 option."""

    voter: str
    option: str
    team: tuple[str, ...] = ()


# --- state -------------------------------------------------------------------------------
@dataclass
class Plan:
    number: int
    ballot: str
    participants: tuple[str, ...] = ()  # slot ids; empty = open
    apart: str = ""
    nominees: tuple[str, ...] = ()
    ineligible: tuple[str, ...] = ()
    speakers: tuple[str, ...] | None = None  # a stage: only these may post

    @property
    def closed(self) -> bool:
        return bool(self.participants)


@dataclass
class Choice:
    """One standing ballot choice: YES/NO (``yes``) or an option with its team."""

    ref: PostRef
    yes: bool = False
    option: str = ""
    team: tuple[str, ...] = ()


@dataclass
class Fired:
    """An "ever" trigger or a per-nominee decision, at the event that made it hold."""

    what: str  # crash | stop | tick | eliminated | safe | dual
    ref: PostRef
    count: int
    needed: int
    subject: str = ""


@dataclass
class Ballots:
    """One event's ballots beside the wagons."""

    yes_no: dict[str, dict[str, Choice]] = field(default_factory=dict)  # subject -> voter
    options: dict[str, Choice] = field(default_factory=dict)  # voter -> option
    fired: list[Fired] = field(default_factory=list)
    middle: str = ""  # stop | tick, set when the options event is first seen
    pick: str = ""  # Event 2: the noble the Executioner named
    crossers: list[str] = field(default_factory=list)  # Event 5: nominated in order
    heaven: list[str] = field(default_factory=list)  # Event 7, in order
    hell: list[str] = field(default_factory=list)
    result: dict[str, object] = field(default_factory=dict)


@dataclass
class EventsState:
    plans: dict[int, Plan] = field(default_factory=dict)
    ballots: dict[int, Ballots] = field(default_factory=dict)
    sabotages: list[tuple[int, PostRef]] = field(default_factory=list)
    middle_after: dict[int, str] = field(default_factory=dict)  # options event -> next middle

    def plan(self, number: int) -> Plan:
        found = self.plans.get(number)
        if found is None:
            found = self.plans[number] = Plan(number, DEFAULT_BALLOT.get(number, "elimination"))
        return found

    def of(self, number: int) -> Ballots:
        return self.ballots.setdefault(number, Ballots())
