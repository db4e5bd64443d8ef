"""The registry of game systems: the built-in ones, and those the application adds
(``votecount/gamefile/plugins.py`` reads the entry-point group ``votecount.rulesets`` of the
installed distributions and hands each class to ``add``; the tally reads no metadata).

Lookups accept a system's name or any of its aliases.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from votecount.tally.codes import SEVERITY
from votecount.tally.errors import InvalidInput

if TYPE_CHECKING:
    from votecount.tally.rules import Ruleset

BUILTIN_MODULES = (
    "votecount.tally.mafia",
    "votecount.tally.botf",
    "votecount.tally.shapeshifters",
    "votecount.tally.events_game",
)
# each built-in system's name and aliases, by its module: a lookup by one of these
# imports that module alone (a count loads only its own system; a test keeps this equal
# to the classes' own ``name`` and ``aliases``)
BUILTIN_NAMES = {
    "votecount.tally.mafia": ("mafia", "classic"),
    "votecount.tally.botf": ("botf", "blood_on_the_forums"),
    "votecount.tally.shapeshifters": ("shapeshifters", "shape_shifters", "mafia004"),
    "votecount.tally.events_game": ("events", "event_game", "contestants"),
}
_BUILTIN_BY_NAME = {word: module for module, words in BUILTIN_NAMES.items() for word in words}

_REGISTRY: dict[str, type[Ruleset]] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Class decorator: make a system available by its ``name`` and ``aliases``."""

    if not cls.name:
        raise InvalidInput(f"{cls.__name__} has no name")
    for word in (cls.name, *cls.aliases):
        owner = _ALIASES.get(word)
        if owner is not None and owner != cls.name:
            raise InvalidInput(f"{cls.__name__}: the name {word!r} is taken by {owner!r}")
    _REGISTRY[cls.name] = cls
    _ALIASES.update({word: cls.name for word in (cls.name, *cls.aliases)})
    SEVERITY.update(cls.codes)
    return cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in BUILTIN_MODULES:
        importlib.import_module(module)


def _load_for(name: str) -> None:
    """Make ``name`` resolvable: its built-in module alone when it is a built-in name,
    else every built-in system."""
    module = _BUILTIN_BY_NAME.get(name)
    if module is not None and not _loaded:
        importlib.import_module(module)
        if name in _ALIASES:
            return
    _load()


def add(found: object, origin: str) -> None:
    """Register ``found`` (a ``Ruleset`` subclass) once; ``origin`` names where it came
    from in the error when it is not one."""
    _load()
    if not _is_ruleset(found):
        raise InvalidInput(f"game system {origin}: {found!r} is not a Ruleset subclass")
    if getattr(found, "name", "") not in _REGISTRY:
        register(found)  # type: ignore[arg-type]


def _is_ruleset(found: object) -> bool:
    """A ``tally.rules.Ruleset`` subclass (told by its ancestry: the rules module imports
    this one, so this one does not import it)."""
    return isinstance(found, type) and any(
        c.__name__ == "Ruleset" and c.__module__ == "votecount.tally.rules" for c in found.__mro__
    )


def ruleset_class(name: str) -> type[Ruleset]:
    """The system called ``name`` (or one of its aliases)."""
    if name not in _ALIASES:
        _load_for(name)
    try:
        return _REGISTRY[_ALIASES[name]]
    except KeyError:
        raise InvalidInput(
            f"unknown ruleset {name!r}; known: {', '.join(known_rulesets())}"
        ) from None


def known_rulesets() -> tuple[str, ...]:
    """Every registered system's name, sorted."""
    _load()
    return tuple(sorted(_REGISTRY))


def systems() -> tuple[type[Ruleset], ...]:
    """Every registered system, by name."""
    return tuple(_REGISTRY[n] for n in known_rulesets())


def registered() -> tuple[type[Ruleset], ...]:
    """The systems registered so far, by name, loading none (``systems`` loads every
    built-in one): e.g. to hash the code of the plug-ins in use."""
    return tuple(_REGISTRY[n] for n in sorted(_REGISTRY))


def canonical(name: str) -> str | None:
    """The system's name for ``name`` (a name or an alias), None when unknown."""
    if name not in _ALIASES:
        _load_for(name)
    return _ALIASES.get(name)
