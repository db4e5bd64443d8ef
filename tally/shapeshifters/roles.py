"""Shape-shifters' roles, the night actions a host records, and their events.

The host tells the tool each night's private actions as ``[[events]]`` rows of the game
file (docs/rules-shapeshifters.md): ``role`` (a player's role, known to the host),
``hypnotise`` (the Hypnotist's target), ``harvest`` (the Harvester uses the pool),
``shapeshift`` (a villain shape-shifts), ``self_void`` (an Interdictor or Clairvoyant
voids their own point), ``protect`` (the Sly Sidekick's protection), ``kill`` (the
villains' night kill), ``reap`` (the Reaper's unstoppable kill), ``scry`` (a scry and the
result the host gave). Every night row's ``day`` is the day that follows its night (Night N
is followed by Day N+1: ``day = N + 1``; ``actions.action_day``), else the day that follows
the row's place in the thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.declare import HostEventSpec, HostRow
from votecount.tally.events import Event

HERO = "hero_hammerton"
HYPNOTIST = "hypnotist"
REAPER = "reaper"
PSION = "psion"
SIDEKICK = "sly_sidekick"
RESEARCHER = "rival_researcher"
SCIENTIST = "scientist"
HARVESTER = "harvester"
INTERDICTOR = "interdictor"
CLAIRVOYANT = "clairvoyant"
JOE = "joe_schmo"

VILLAINS = (REAPER, PSION, HYPNOTIST, HARVESTER, INTERDICTOR, CLAIRVOYANT)
GOOD = (HERO, SIDEKICK, RESEARCHER, SCIENTIST, JOE)
ROLES = VILLAINS + GOOD
ALIASES = {"hero": HERO, "sidekick": "sly_sidekick", "researcher": "rival_researcher",
           "seer": "rival_researcher", "fool": "rival_researcher", "mason": "scientist",
           "villager": JOE, "hypno": HYPNOTIST}  # fmt: skip

# the actions and the roles that may use each (``kill``: the villains' collective kill)
ACTIONS = {
    "hypnotise": (HYPNOTIST,),
    "harvest": (HARVESTER,),
    "shapeshift": VILLAINS,
    "self_void": (INTERDICTOR, CLAIRVOYANT),
    "protect": (SIDEKICK,),
    "kill": VILLAINS,
    "reap": (REAPER,),
    "scry": (PSION, RESEARCHER),
}
# the actions that name a target player in ``other``
TARGETED = ("hypnotise", "protect", "kill", "reap", "scry")


def role_name(text: str) -> str | None:
    """``"Hero Hammerton"``, ``"hero"``, ``"hero_hammerton"`` -> ``hero_hammerton``."""
    key = "_".join(str(text).strip().lower().replace("-", " ").split())
    key = ALIASES.get(key, key)
    return key if key in ROLES else None


def variant(text: str) -> str:
    """``"Seer"`` / ``"Fool"``: which Rival Researcher ("" when the row does not say)."""
    key = str(text).strip().lower()
    return key if key in ("seer", "fool") else ""


def title(role: str) -> str:
    return role.replace("_", " ").title()


def is_villain(role: str | None) -> bool:
    return role in VILLAINS


@dataclass(frozen=True, slots=True)
class RoleSet(Event):
    """``role``: the host says which role ``player`` holds (``role`` as written)."""

    player: str
    role: str
    place: str = ""


@dataclass(frozen=True, slots=True)
class NightAction(Event):
    """A night action the host records: ``action`` (hypnotise, harvest, shapeshift,
    self_void, protect, kill, reap, scry) by ``player`` (on ``target``) for ``day`` (the
    day after the night); ``value``: a scry's result as the host gave it."""

    action: str
    player: str
    target: str = ""
    day: int | None = None
    place: str = ""
    value: str = ""


def _role(r: HostRow) -> list[Event]:
    return [RoleSet(r.ref, r.player, str(r.value or ""), r.place)]


def _action(kind: str):  # noqa: ANN202 - a small factory of builders
    def build(r: HostRow) -> list[Event]:
        value = "" if r.value is None else str(r.value)
        return [NightAction(r.ref, kind, r.player, r.other, r.day, r.place, value)]

    return build


HOST_EVENTS = {
    h.kind: h
    for h in (
        HostEventSpec("role", ("player", "value"),
                      'the role a player holds (value: "Hypnotist", "Hero Hammerton" ...)', _role),
        HostEventSpec("hypnotise", ("player", "other", "day"),
                      "the Hypnotist (player) targets other for the next day", _action("hypnotise")),
        HostEventSpec("harvest", ("player", "day"),
                      "the Harvester declares the ability: their point carries the pool next day",
                      _action("harvest")),
        HostEventSpec("shapeshift", ("player", "day"),
                      "a villain shape-shifts for the night and the next day (vote and power void)",
                      _action("shapeshift")),
        HostEventSpec("self_void", ("player", "day"),
                      "an Interdictor or Clairvoyant voids their own point next day",
                      _action("self_void")),
        HostEventSpec("protect", ("player", "other", "day"),
                      "the Sly Sidekick (player) protects other from that night's kill",
                      _action("protect")),
        HostEventSpec("kill", ("other", "player", "day"),
                      "the villains' night kill on other (player: the villain who sent it, "
                      "optional); it fails on a protected player", _action("kill")),
        HostEventSpec("reap", ("player", "other", "day"),
                      "the Reaper (player) kills other: unstoppable, once per game, in place "
                      "of the night kill", _action("reap")),
        HostEventSpec("scry", ("player", "other", "value", "day"),
                      "the Psion or a Rival Researcher (player) scries other; value: the "
                      "result the host gave", _action("scry")),
    )
}  # fmt: skip
