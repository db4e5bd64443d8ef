"""The event game's own events and state (spec/rules.md §5): the plan of each event
(open or closed, its ballot, its stage), the ballots that are not wagons (YES/NO per
subject, Event 10's options) and what each event hands on.

Event N of the game is Day N of the core timeline (``phase_start value = "day N"``); the
plan comes from the game file's ``event`` rows, else from the seed's defaults by number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from votecount.tally.events import Event, PostRef

BALLOTS = (
    "elimination",
    "dual",
    "crossing",
    "destination",
    "yes_no",
    "nominees",
    "options",
    "split",
    "realms",
    "private",
)
DEFAULT_BALLOT = {
    1: "elimination", 2: "yes_no", 3: "dual", 4: "split", 5: "crossing",
    6: "private", 7: "destination", 8: "realms", 9: "nominees", 10: "options",
}  # fmt: skip
OPTIONS = ("ring", "stop", "tick", "crash")
CARDS = ("hold", "shift", "pass")  # Event 4's secret ballot
ALIGNMENTS = ("town", "scum")
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
    """Host: the scum use a sabotage on event ``number``: ``note`` what it does
    (Event 4 ``attach``, Event 8 ``save`` or ``disqualify``), ``players`` whom it names
    and ``anchor`` (Event 4: the suspect the attached die alongside; empty: either).
    ``other``: Event 4's second suspect, when the sabotage attaches one player to each
    suspect (``players[0]`` to ``anchor``, ``players[1]`` to ``other``)."""

    number: int
    note: str = ""
    players: tuple[str, ...] = ()
    anchor: str = ""
    other: str = ""


@dataclass(frozen=True, slots=True)
class PrivateVote(Event):
    """Host: a private ballot in event ``number``: ``voter`` chooses ``choice`` (a
    player: Event 4's team vote, Event 8's Ruler or Hell's save) or plays ``card``
    (Event 4's Hold / Shift / Pass). ``second``: Hell's second save, by the saved."""

    number: int
    voter: str
    choice: str = ""
    card: str = ""
    second: bool = False


@dataclass(frozen=True, slots=True)
class Alignment(Event):
    """Host (private): ``player``'s alignment, ``town`` or ``scum`` (Event 5's streak,
    Event 10's town check)."""

    player: str
    alignment: str


@dataclass(frozen=True, slots=True)
class RoundEnd(Event):
    """Host: a round of event ``number`` reaches its own deadline (Event 5's crossings,
    Event 7's destinations): the round's plurality leader moves on, the votes reset."""

    number: int


@dataclass(frozen=True, slots=True)
class Fall(Event):
    """Host: the scum make a crosser fall in event ``number`` (Event 5, once): ``player``
    when they are about to cross (queued), or (empty) whoever is crossing now."""

    number: int
    player: str = ""


@dataclass(frozen=True, slots=True)
class Flip(Event):
    """Host (public): at event ``number``'s end the host reveals ``player``'s ``role``
    (a role, an alignment or both, as the host wrote it). The seed flips nobody until
    the whole event is over."""

    number: int
    player: str
    role: str


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
    given: bool = False  # the game file's ``event`` row set it
    derived: bool = False  # the seed's schedule set it (``schedule.ensure_plan``)

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
class Private:
    """One standing private choice (host-supplied): a player, or a card."""

    ref: PostRef
    choice: str = ""
    card: str = ""


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
    private: dict[str, Private] = field(default_factory=dict)  # voter -> choice (host rows)
    cards: dict[str, Private] = field(default_factory=dict)  # Event 4: voter -> card
    second: dict[str, Private] = field(default_factory=dict)  # Event 8: Hell's second save
    crossed: list[str] = field(default_factory=list)  # Event 5: reached the far side
    fall: str | None = None  # Event 5: the queued fall ("": whoever is crossing)
    fell: str = ""  # Event 5: who fell (the scum kill)
    streak: int = 0  # Event 5: successive town players across
    flips: list[tuple[str, str, PostRef]] = field(default_factory=list)  # slot, role, where


@dataclass
class EventsState:
    plans: dict[int, Plan] = field(default_factory=dict)
    ballots: dict[int, Ballots] = field(default_factory=dict)
    sabotages: list[Sabotage] = field(default_factory=list)
    middle_after: dict[int, str] = field(default_factory=dict)  # options event -> next middle
    alignments: dict[str, str] = field(default_factory=dict)  # slot -> town | scum (host)
    ruler: str = ""  # Event 8's Ruler (slot), for Event 9
    duels: dict[int, Any] = field(default_factory=dict)  # event -> duel.Duel (Event 3)

    def plan(self, number: int) -> Plan:
        found = self.plans.get(number)
        if found is None:
            found = self.plans[number] = Plan(number, DEFAULT_BALLOT.get(number, "elimination"))
        return found

    def of(self, number: int) -> Ballots:
        return self.ballots.setdefault(number, Ballots())
