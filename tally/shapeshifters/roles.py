"""Shape-shifters' roles, the night actions a host records, and their events.

The host tells the tool each night's private actions as ``[[events]]`` rows of the game
file (docs/rules-shapeshifters.md): ``role`` (a player's role, known to the host),
``hypnotise`` (the Hypnotist's target), ``harvest`` (the Harvester uses the pool),
``shapeshift`` (a villain shape-shifts), ``self_void`` (an Interdictor or Clairvoyant
voids their own point). Each action applies to one day: the row's ``day``, else the day
that follows the row's place in the thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.declare import HostEventSpec, HostRow
from votecount.tally.events import Event

HERO = "hero_hammerton"
HYPNOTIST = "hypnotist"
HARVESTER = "harvester"
INTERDICTOR = "interdictor"
CLAIRVOYANT = "clairvoyant"
JOE = "joe_schmo"

VILLAINS = ("reaper", "psion", HYPNOTIST, HARVESTER, INTERDICTOR, CLAIRVOYANT)
GOOD = (HERO, "sly_sidekick", "rival_researcher", "scientist", JOE)
ROLES = VILLAINS + GOOD
ALIASES = {"hero": HERO, "sidekick": "sly_sidekick", "researcher": "rival_researcher",
           "seer": "rival_researcher", "fool": "rival_researcher", "mason": "scientist",
           "villager": JOE, "hypno": HYPNOTIST}  # fmt: skip

# the actions and the role that may use each (None: any villain)
ACTIONS = {
    "hypnotise": (HYPNOTIST,),
    "harvest": (HARVESTER,),
    "shapeshift": VILLAINS,
    "self_void": (INTERDICTOR, CLAIRVOYANT),
}


def role_name(text: str) -> str | None:
    """``"Hero Hammerton"``, ``"hero"``, ``"hero_hammerton"`` -> ``hero_hammerton``."""
    key = "_".join(str(text).strip().lower().replace("-", " ").split())
    key = ALIASES.get(key, key)
    return key if key in ROLES else None


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
    self_void) by ``player`` (on ``target``: the Hypnotist's) for ``day``."""

    action: str
    player: str
    target: str = ""
    day: int | None = None
    place: str = ""


def _role(r: HostRow) -> list[Event]:
    return [RoleSet(r.ref, r.player, str(r.value or ""), r.place)]


def _action(kind: str):  # noqa: ANN202 - a small factory of builders
    def build(r: HostRow) -> list[Event]:
        return [NightAction(r.ref, kind, r.player, r.other, r.day, r.place)]

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
    )
}  # fmt: skip
