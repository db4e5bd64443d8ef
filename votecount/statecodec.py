"""A data-only encoding of the fold's state (``tally.state.GameState`` and whatever a game
system keeps in ``GameState.ext``), for the checkpoints of ``votecount.foldstate``.

Generic by reflection: an object is written as its class's registered name and its
attributes (``__slots__`` or ``__dict__``; dataclasses, enums and plain classes alike),
so a game system that adds or moves state fields needs no codec of its own. The type
registry is every class defined in a module of ``votecount.tally`` or of a registered
game system (``tally.registry``: a plug-in's own module counts); reading looks names up
in it only, builds objects with ``object.__new__`` and sets their attributes (no
constructor, no import, no code named by the data), so a shared votecount.db cannot run
code. Anything else raises ``StateCodecError``, which the caller treats as "no
checkpoint" (the count is then folded from the start).

The JSON, ``{"shapes": [[class, name, …], …], "state": value}``: plain values as themselves; ``["t", …]`` a tuple, ``["l", …]`` a list,
``["s", …]`` a set, ``["f", …]`` a frozenset, ``["d", [k, v], …]`` a dict,
``["c", [k, v], …]`` a ``collections.Counter``, ``["D", iso]`` a datetime,
``["E", shape, value]`` an enum member, ``["o", shape, value, …]`` an object (``shapes``
lists each shape once: its class and the names of the values that follow),
``["x", name]`` an object of the context (the rules, the ruleset's hooks, the setup), and
``["r", n]`` the n-th list, dict, set or object already read (aliasing is kept: two
places holding one mutable object hold one object again after reading).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime
from enum import Enum
from typing import Any


class StateCodecError(ValueError):
    """A state this codec cannot write, or text that is not one it wrote."""


def _allowed_modules() -> tuple[str, ...]:
    from votecount.tally.registry import systems

    mods = {"votecount.tally"}
    for cls in systems():
        mods.update(klass.__module__ for klass in cls.__mro__)  # a plug-in's own module
    mods.discard("builtins")
    return tuple(sorted(mods))


def _within(mod: str, allowed: tuple[str, ...]) -> bool:
    return any(mod == m or mod.startswith(m + ".") for m in allowed)


def _registered(cls: type, allowed: tuple[str, ...]) -> str:
    """The registry name of ``cls`` (``module:qualname``), or StateCodecError."""
    mod = cls.__module__
    if not _within(mod, allowed):
        raise StateCodecError(f"cannot store a {cls.__qualname__} ({mod}) in a checkpoint")
    return f"{mod}:{cls.__qualname__}"


def _lookup(name: str, allowed: tuple[str, ...]) -> type:
    mod, _, qual = name.partition(":")
    if not _within(mod, allowed):
        raise StateCodecError(f"{name!r} is not a registered kind of state")
    found: Any = sys.modules.get(mod)  # only modules already imported: no import from data
    for part in qual.split("."):
        found = getattr(found, part, None)
    if not isinstance(found, type) or f"{found.__module__}:{found.__qualname__}" != name:
        raise StateCodecError(f"{name!r} is not a registered kind of state")
    return found


_PLAIN = frozenset({type(None), bool, int, float, str})


def _slots(cls: type) -> tuple[tuple[str, ...], bool]:
    """The slot names of ``cls`` and its bases, and whether its objects have a dict."""
    found = _SLOTS.get(cls)
    if found is None:
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            for name in klass.__dict__.get("__slots__", ()):
                if name not in names and name not in ("__dict__", "__weakref__"):
                    names.append(name)
        has_dict = any("__slots__" not in k.__dict__ for k in cls.__mro__[:-1])  # not object
        found = _SLOTS[cls] = (tuple(names), has_dict)
    return found


_SLOTS: dict[type, tuple[tuple[str, ...], bool]] = {}


def _shape(cls: type, names: list[Any]) -> tuple[type, tuple[str, ...]]:
    """A stored shape, checked: its slots, or (a class with a ``__dict__``) instance
    attributes; never a dunder, nor a name that would shadow a method or property."""
    slots, has_dict = _slots(cls)
    bad = [
        n
        for n in names
        if not isinstance(n, str)
        or n.startswith("__")
        or (n not in slots and not has_dict)
        or callable(getattr(cls, n, None))
        or isinstance(getattr(cls, n, None), property)
    ]
    if bad:
        raise StateCodecError(f"a {cls.__qualname__} with attributes it cannot have: {bad}")
    return cls, tuple(names)


class _Writer:
    def __init__(self, context: dict[str, object]) -> None:
        self.context = {id(v): k for k, v in context.items()}
        self.allowed = _allowed_modules()
        self.memo: dict[int, int] = {}
        self.keep: list[object] = []  # keeps memoised objects alive while writing
        self.shapes: dict[tuple[str, tuple[str, ...]], int] = {}  # (class, attrs) -> index
        self.names: dict[type, str] = {}

    def seen(self, value: object) -> list[Any] | None:
        n = self.memo.get(id(value))
        if n is not None:
            return ["r", n]
        self.memo[id(value)] = len(self.memo)
        self.keep.append(value)
        return None

    def items(self, values: Any) -> list[Any]:
        w = self.write
        return [v if v.__class__ in _PLAIN else w(v) for v in values]

    def write(self, value: Any) -> Any:
        kind = value.__class__
        if kind in _PLAIN:
            return value
        name = self.context.get(id(value))
        if name is not None:
            return ["x", name]
        if kind is tuple:
            return ["t", *self.items(value)]
        if kind is datetime:
            return ["D", value.isoformat()]
        if isinstance(value, Enum):
            index = self.shapes.setdefault((self.cls_name(kind), ()), len(self.shapes))
            return ["E", index, value.value]
        if kind is frozenset:  # immutable: never aliased in a way that matters
            return ["f", *self.items(value)]
        if kind in (list, set, dict, Counter):
            ref = self.seen(value)
            if ref is not None:
                return ref
            if kind is list:
                return ["l", *self.items(value)]
            if kind is set:
                return ["s", *self.items(value)]
            return ["d" if kind is dict else "c", *(self.items(kv) for kv in value.items())]
        if isinstance(value, str | int | float | bool):
            raise StateCodecError(f"cannot store a {kind.__qualname__} in a checkpoint")
        return self.instance(kind, value)

    def cls_name(self, kind: type) -> str:
        name = self.names.get(kind)
        if name is None:
            name = self.names[kind] = _registered(kind, self.allowed)
        return name

    def instance(self, kind: type, value: Any) -> list[Any]:
        cls_name = self.cls_name(kind)
        ref = self.seen(value)
        if ref is not None:
            return ref
        slots, has_dict = _slots(kind)
        names = tuple(n for n in slots if hasattr(value, n))
        values = [getattr(value, n) for n in names]
        if has_dict:
            names += tuple(value.__dict__)
            values += value.__dict__.values()
        index = self.shapes.setdefault((cls_name, names), len(self.shapes))
        return ["o", index, *self.items(values)]


class _Reader:
    def __init__(self, context: dict[str, object], shapes: list[Any]) -> None:
        self.context = context
        self.allowed = _allowed_modules()
        self.memo: list[object] = []
        self.shapes = [_shape(_lookup(cls, self.allowed), names) for cls, *names in shapes]
        self.tags = {"t": self._tuple, "D": self._when, "E": self._enum, "x": self._named,
                     "r": self._ref, "f": self._frozen, "o": self._instance, "l": self._list,
                     "s": self._set, "d": self._dict, "c": self._counter}  # fmt: skip

    def read(self, data: Any) -> Any:
        if data.__class__ in _PLAIN:
            return data
        if data.__class__ is not list or not data:
            raise StateCodecError("not a stored state")
        how = self.tags.get(data[0])
        if how is None:
            raise StateCodecError(f"{data[0]!r} is not a stored kind of value")
        return how(data)

    def items(self, data: list[Any]) -> list[Any]:
        r = self.read
        return [v if v.__class__ in _PLAIN else r(v) for v in data[1:]]

    def _tuple(self, data: list[Any]) -> Any:
        return tuple(self.items(data))

    def _when(self, data: list[Any]) -> Any:
        return datetime.fromisoformat(data[1])

    def _enum(self, data: list[Any]) -> Any:
        cls = self.shapes[data[1]][0]
        if not issubclass(cls, Enum):
            raise StateCodecError(f"{cls.__qualname__} is not an enum")
        member = cls._value2member_map_.get(data[2])
        return member if member is not None else cls(data[2])

    def _named(self, data: list[Any]) -> Any:
        if data[1] not in self.context:
            raise StateCodecError(f"no {data[1]!r} in this count's context")
        return self.context[data[1]]

    def _ref(self, data: list[Any]) -> Any:
        return self.memo[data[1]]

    def _frozen(self, data: list[Any]) -> Any:
        return frozenset(self.items(data))

    def _instance(self, data: list[Any]) -> Any:
        cls, names = self.shapes[data[1]]
        if len(names) != len(data) - 2:
            raise StateCodecError(f"a {cls.__qualname__} with the wrong attributes")
        obj = object.__new__(cls)
        self.memo.append(obj)
        r, put = self.read, object.__setattr__
        for name, v in zip(names, data[2:], strict=True):
            put(obj, name, v if v.__class__ in _PLAIN else r(v))
        return obj

    def _list(self, data: list[Any]) -> Any:
        made: list[Any] = []
        self.memo.append(made)
        made.extend(self.items(data))
        return made

    def _set(self, data: list[Any]) -> Any:
        made: set[Any] = set()
        self.memo.append(made)
        made.update(self.items(data))
        return made

    def _dict(self, data: list[Any], made: Any = None) -> Any:
        made = {} if made is None else made
        self.memo.append(made)
        r = self.read
        for k, v in data[1:]:
            made[k if k.__class__ in _PLAIN else r(k)] = v if v.__class__ in _PLAIN else r(v)
        return made

    def _counter(self, data: list[Any]) -> Any:
        return self._dict(data, Counter())


def dumps(value: Any, context: dict[str, object] | None = None) -> str:
    """``value`` as JSON; the objects of ``context`` are written by name only."""
    writer = _Writer(context or {})
    try:
        data = writer.write(value)
    except RecursionError:
        raise StateCodecError("a state too deep to store") from None
    shapes = [[cls, *names] for cls, names in writer.shapes]
    return json.dumps({"shapes": shapes, "state": data}, ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes, context: dict[str, object] | None = None) -> Any:
    """The value ``dumps`` wrote (``context`` supplies the named objects again)."""
    try:
        data = json.loads(text)
        if type(data) is not dict or type(data.get("shapes")) is not list:
            raise StateCodecError("not a stored state")
        return _Reader(context or {}, data["shapes"]).read(data.get("state"))
    except StateCodecError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as e:
        raise StateCodecError(f"not a stored state: {e}") from None
