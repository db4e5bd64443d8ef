"""Which classes the fold's state codec may write and read (``votecount.count.incremental.statecodec.codec``):
the allow-list, checked by module name, and what it knows of a class's attributes."""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from datetime import datetime
from enum import Enum
from typing import Any

from votecount.tally.registry import registered


class StateCodecError(ValueError):
    """A state this codec cannot write, or text that is not one it wrote."""


def allowed_modules() -> tuple[str, ...]:
    """The modules whose classes may be stored: by name, loading no game system."""
    mods = {"votecount.tally"}  # the built-in systems are inside it
    for cls in registered():
        mods.update(klass.__module__ for klass in cls.__mro__)  # a plug-in's own module
    mods.discard("builtins")
    return tuple(sorted(mods))


def within(mod: str, allowed: tuple[str, ...]) -> bool:
    return any(mod == m or mod.startswith(m + ".") for m in allowed)


def registered_name(cls: type, allowed: tuple[str, ...]) -> str:
    """The registry name of ``cls`` (``module:qualname``), or StateCodecError."""
    mod = cls.__module__
    if not within(mod, allowed):
        raise StateCodecError(f"cannot store a {cls.__qualname__} ({mod}) in a checkpoint")
    return f"{mod}:{cls.__qualname__}"


def lookup(name: Any, allowed: tuple[str, ...]) -> type:
    """The class a shape names: its module checked by name first, imported only then."""
    if type(name) is not str:
        raise StateCodecError("not a stored state: a shape without a class")
    mod, _, qual = name.partition(":")
    if not within(mod, allowed) or not all(p.isidentifier() for p in mod.split(".")):
        raise StateCodecError(f"{name!r} is not a registered kind of state")
    found: Any = sys.modules.get(mod)
    if found is None:
        try:
            found = importlib.import_module(mod)
        except ImportError:
            raise StateCodecError(f"{name!r} is not a registered kind of state") from None
    for part in qual.split("."):
        found = getattr(found, part, None)
    if not isinstance(found, type) or f"{found.__module__}:{found.__qualname__}" != name:
        raise StateCodecError(f"{name!r} is not a registered kind of state")
    return found


# values of these classes (or of subclasses) are never stored as objects
BUILTIN_KINDS = (str, int, float, tuple, list, dict, set, frozenset, datetime)
PLAIN = frozenset({type(None), bool, int, float, str})
KINDS = {type(None): ".", bool: ".", int: ".", float: ".", str: "S", datetime: "D"}


def slots_of(cls: type) -> tuple[tuple[str, ...], bool]:
    """The slot names of ``cls`` and its bases, and whether its objects have a dict."""
    found = _SLOTS.get(cls)
    if found is None:
        names: list[str] = []
        has_dict = any("__slots__" not in k.__dict__ for k in cls.__mro__[:-1])  # not object
        for klass in reversed(cls.__mro__):
            declared = klass.__dict__.get("__slots__", ())
            for name in (declared,) if isinstance(declared, str) else declared:
                has_dict = has_dict or name == "__dict__"
                if name not in names and name not in ("__dict__", "__weakref__"):
                    names.append(name)
        found = _SLOTS[cls] = (tuple(names), has_dict)
    return found


_SLOTS: dict[type, tuple[tuple[str, ...], bool]] = {}


def _dict_class(cls: type) -> bool:
    """A dict subclass of the allowed modules (not a ``Counter``): stored as ``["m", …]``,
    read with ``dict.__new__`` and ``dict.update`` (none of its own code run)."""
    return issubclass(cls, dict) and not issubclass(cls, Counter)


def check_shape(cls: type, names: list[Any]) -> tuple[str, ...]:
    """A stored shape's attributes, checked: its slots, or (a class with a ``__dict__``)
    instance attributes; never a dunder, nor a name that would shadow a method or
    property; none for an enum, whose objects are its members."""
    slots, has_dict = slots_of(cls)
    if issubclass(cls, Enum) or issubclass(cls, BUILTIN_KINDS):
        if names or not (issubclass(cls, Enum) or _dict_class(cls)):
            raise StateCodecError(f"a {cls.__qualname__} with attributes it cannot have")
        return ()
    bad = [
        n
        for n in names
        if not isinstance(n, str)
        or n.startswith("__")
        or (n not in slots and not has_dict)
        or callable(getattr(cls, n, None))
        or isinstance(getattr(cls, n, None), property)
    ]
    if bad or len(set(names)) != len(names):
        raise StateCodecError(f"a {cls.__qualname__} with attributes it cannot have: {bad}")
    return tuple(names)
