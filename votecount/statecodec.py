"""A data-only encoding of the fold's state (``tally.state.GameState`` and whatever a game
system keeps in ``GameState.ext``), for the checkpoints of ``votecount.foldstate``.

Generic by reflection: an object is written as its class's registered name and its
attributes (``__slots__`` or ``__dict__``; dataclasses, enums and plain classes alike),
so a game system that adds or moves state fields needs no codec of its own. A class may
be written or read only when its module is ``votecount.tally`` or one of its modules, or
the module (or a module inside it) of a registered game system or of one of its bases
(``tally.registry.registered()``: a plug-in's own module counts). The check is by module
name: reading imports no game system the data does not name, and imports a module only
when a shape names a class of it and the name passes the check. Reading builds objects
with ``object.__new__`` and sets their attributes (no constructor, no code named by the
data), so a shared votecount.db cannot run code. Anything else raises
``StateCodecError``, which the caller treats as "no checkpoint" (the count is then
folded from the start); so does a state of another format version (``VERSION``).

The JSON, ``{"v": 2, "shapes": [[class, name, …], …], "kinds": [[kind, …], …],
"strings": [str, …], "state": value}``:

- ``[n, …]`` (an integer first) an object of shape ``n``: the class ``shapes[n][0]`` and
  the attributes ``shapes[n][1:]``, each value written as its kind ``kinds[n][i]`` says:
  ``"."`` as itself (None, a bool, an int, a float), ``"S"`` a string, as its index in
  ``strings`` (each string of an object's attribute is stored once), ``"D"`` a datetime,
  as its ISO text, an integer ``m`` a member of the enum of shape ``m``, as its value,
  and ``"*"`` any value, as below. A class has one shape for each set of attributes and
  kinds its objects have; ``shapes`` lists each once, in the order first written;
- plain values as themselves; ``["t", …]`` a tuple, ``["l", …]`` a list, ``["s", …]`` a
  set, ``["f", …]`` a frozenset, ``["d", k, v, k, v, …]`` a dict, ``["c", k, v, …]`` a
  ``collections.Counter``, ``["D", iso]`` a datetime, ``["E", shape, value]`` an enum
  member, ``["x", name]`` an object of the context (the rules, the ruleset's hooks, the
  setup), and ``["r", n]`` the n-th list, dict, set or object already read (aliasing is
  kept: two places holding one mutable object hold one object again after reading).

An enum's shape lists no attributes. Version 1 (no ``"v"``) wrote every object as
``["o", shape, value, …]`` with each value tagged, each datetime as ``["D", iso]``; its
rows are no longer read (a miss: the fold is rebuilt).
"""

from __future__ import annotations

import importlib
import json
import sys
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from enum import Enum
from operator import attrgetter
from types import MemberDescriptorType
from typing import Any

VERSION = 2


class StateCodecError(ValueError):
    """A state this codec cannot write, or text that is not one it wrote."""


# --- which classes ------------------------------------------------------------------


def _allowed_modules() -> tuple[str, ...]:
    """The modules whose classes may be stored: by name, loading no game system."""
    from votecount.tally.registry import registered

    mods = {"votecount.tally"}  # the built-in systems are inside it
    for cls in registered():
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


def _lookup(name: Any, allowed: tuple[str, ...]) -> type:
    """The class a shape names: its module checked by name first, imported only then."""
    if type(name) is not str:
        raise StateCodecError("not a stored state: a shape without a class")
    mod, _, qual = name.partition(":")
    if not _within(mod, allowed) or not all(p.isidentifier() for p in mod.split(".")):
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
_BUILTIN_KINDS = (str, int, float, tuple, list, dict, set, frozenset, datetime)
_PLAIN = frozenset({type(None), bool, int, float, str})
_KINDS = {type(None): ".", bool: ".", int: ".", float: ".", str: "S", datetime: "D"}


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


def _static(cls: type, name: str) -> object:
    """What ``cls`` holds under ``name`` itself (no descriptor run), or None."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    return None


def _setter(cls: type, names: tuple[str, ...]) -> tuple[str, list[Any] | None]:
    """How the attributes ``names`` of an object of ``cls`` are set: ``"slots"`` through
    the slots' own descriptors (their ``__set__``, given), ``"dict"`` into the object's
    dict (frozen dataclasses too), else ``"each"`` by ``object.__setattr__``."""
    found = [_static(cls, n) for n in names]
    if all(type(d) is MemberDescriptorType for d in found):
        return "slots", [d.__set__ for d in found]  # type: ignore[attr-defined]
    if not any(type(d) is MemberDescriptorType for d in found):
        return "dict", None
    return "each", None


def _check_shape(cls: type, names: list[Any]) -> tuple[str, ...]:
    """A stored shape's attributes, checked: its slots, or (a class with a ``__dict__``)
    instance attributes; never a dunder, nor a name that would shadow a method or
    property; none for an enum, whose objects are its members."""
    slots, has_dict = _slots(cls)
    if issubclass(cls, Enum) or issubclass(cls, _BUILTIN_KINDS):
        if names or not issubclass(cls, Enum):
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


# --- writing ------------------------------------------------------------------------


class _Strings(dict[str, int]):
    """Each string's index in the table of strings, a new one numbered next."""

    def __missing__(self, text: str) -> int:
        n = self[text] = len(self)
        return n


Plan = tuple[int, list[tuple[int, Callable[[Any], Any]]]]  # a shape, how to write its values


class _Class:
    """How the objects of one class are written: its name, its slots and a getter of
    them all, and a plan for each combination of its attributes' classes."""

    def __init__(self, name: str, cls: type) -> None:
        self.name = name
        self.slots, self.has_dict = _slots(cls)
        self.plans: dict[Any, Plan] = {}
        n = len(self.slots)
        if n == 0:
            self.get: Callable[[object], tuple[Any, ...]] = lambda obj: ()
        elif n == 1:
            one = attrgetter(self.slots[0])
            self.get = lambda obj: (one(obj),)
        else:
            self.get = attrgetter(*self.slots)


class _Writer:
    def __init__(self, context: dict[str, object]) -> None:
        self.context = {id(v): k for k, v in context.items()}
        self.allowed = _allowed_modules()
        self.memo: dict[int, int] = {}
        self.keep: list[object] = []  # keeps memoised objects alive while writing
        self.shapes: list[list[Any]] = []
        self.kinds_of: list[list[Any]] = []
        self.shape_index: dict[tuple[Any, ...], int] = {}
        self.strings = _Strings()
        self.plain_steps: dict[str, Callable[[Any], Any]] = {
            "S": self.strings.__getitem__,
            "D": datetime.isoformat,
        }
        self.writers: dict[type, Callable[[Any], Any]] = {
            tuple: self.write_tuple, datetime: self.write_when, frozenset: self.write_frozen,
            list: self.write_list, set: self.write_set, dict: self.write_dict,
            Counter: self.write_dict,
        }  # fmt: skip

    def items(self, values: Any) -> list[Any]:
        w = self.write
        return [v if v.__class__ in _PLAIN else w(v) for v in values]

    def write(self, value: Any) -> Any:
        kind = type(value)
        if kind in _PLAIN:
            return value
        name = self.context.get(id(value))
        if name is not None:
            return ["x", name]
        how = self.writers.get(kind)
        if how is None:
            how = self.writers[kind] = self.writer_of(kind)
        return how(value)

    def writer_of(self, kind: type) -> Callable[[Any], Any]:
        """How values of ``kind`` (not a built-in container) are written."""
        if issubclass(kind, Enum):
            index = self.enum_shape(kind)
            return lambda member: ["E", index, member._value_]
        if issubclass(kind, _BUILTIN_KINDS):  # a str or tuple subclass, a NamedTuple
            raise StateCodecError(f"cannot store a {kind.__qualname__} in a checkpoint")
        how = _Class(_registered(kind, self.allowed), kind)
        return lambda value: self.instance(how, value)

    def write_tuple(self, value: tuple[Any, ...]) -> list[Any]:
        return ["t", *self.items(value)]

    def write_when(self, value: datetime) -> list[Any]:
        return ["D", value.isoformat()]

    def write_frozen(self, value: frozenset[Any]) -> list[Any]:  # immutable: aliasing is no matter
        return ["f", *self.items(value)]

    def seen(self, value: object) -> list[Any] | None:
        memo, key = self.memo, id(value)
        if key in memo:
            return ["r", memo[key]]
        memo[key] = len(memo)
        self.keep.append(value)
        return None

    def write_list(self, value: list[Any]) -> list[Any]:
        return self.seen(value) or ["l", *self.items(value)]

    def write_set(self, value: set[Any]) -> list[Any]:
        return self.seen(value) or ["s", *self.items(value)]

    def write_dict(self, value: dict[Any, Any]) -> list[Any]:
        tag = "d" if type(value) is dict else "c"
        return self.seen(value) or [tag, *self.items([x for kv in value.items() for x in kv])]

    def enum_shape(self, kind: type) -> int:
        return self.shape(_registered(kind, self.allowed), (), ())

    def shape(self, cls_name: str, names: tuple[str, ...], kinds: tuple[Any, ...]) -> int:
        key = (cls_name, names, kinds)
        index = self.shape_index.get(key)
        if index is None:
            index = self.shape_index[key] = len(self.shapes)
            self.shapes.append([cls_name, *names])
            self.kinds_of.append(list(kinds))
        return index

    def instance(self, how: _Class, value: Any) -> list[Any]:
        memo, key = self.memo, id(value)
        if key in memo:
            return ["r", memo[key]]
        name = self.context.get(key)
        if name is not None:
            return ["x", name]
        memo[key] = len(memo)
        self.keep.append(value)
        names = how.slots
        try:
            values = how.get(value)
        except AttributeError:  # a slot left unset
            names = tuple(n for n in names if hasattr(value, n))
            values = tuple(getattr(value, n) for n in names)
        if how.has_dict:
            names += tuple(value.__dict__)
            values += tuple(value.__dict__.values())
        classes = tuple(map(type, values))
        plan_key = classes if names is how.slots else (names, classes)
        plan = how.plans.get(plan_key)
        if plan is None:
            plan = how.plans[plan_key] = self.plan(how.name, names, classes)
        out = [plan[0], *values]
        for i, convert in plan[1]:
            out[i] = convert(out[i])
        return out

    def plan(self, cls_name: str, names: tuple[str, ...], classes: tuple[type, ...]) -> Plan:
        """The shape of an object whose attributes ``names`` hold values of ``classes``,
        and the writer of each value not written as itself."""
        kinds: list[Any] = []
        steps: list[tuple[int, Callable[[Any], Any]]] = []
        step: Callable[[Any], Any] | None
        for i, kind in enumerate(classes, 1):
            if kind in _KINDS:
                kinds.append(_KINDS[kind])
                step = self.plain_steps.get(kinds[-1])
            elif issubclass(kind, Enum):
                kinds.append(self.enum_shape(kind))
                step = _enum_value
            else:
                kinds.append("*")
                step = self.writers.get(kind) or self.write
            if step is not None:
                steps.append((i, step))
        return self.shape(cls_name, names, tuple(kinds)), steps


_enum_value = attrgetter("_value_")


# --- reading ------------------------------------------------------------------------


class _Reader:
    def __init__(self, context: dict[str, object], data: dict[str, Any]) -> None:
        shapes, kinds, strings = data["shapes"], data["kinds"], data["strings"]
        if not (_lists(shapes) and _lists(kinds) and len(kinds) == len(shapes)):
            raise StateCodecError("not a stored state: its shapes")
        if type(strings) is not list or not all(type(s) is str for s in strings):
            raise StateCodecError("not a stored state: its strings")
        self.context = context
        self.strings = strings
        self.memo: list[object] = []
        allowed = _allowed_modules()
        classes = [_lookup(shape[0] if shape else None, allowed) for shape in shapes]
        names = [_check_shape(cls, shape[1:]) for cls, shape in zip(classes, shapes)]  # noqa: B905
        self.enums = [_member_of(cls) if issubclass(cls, Enum) else None for cls in classes]
        self.objects = [self.decoder(*shape) for shape in zip(classes, names, kinds)]  # noqa: B905
        self.tags = {"t": self._tuple, "D": self._when, "E": self._enum, "x": self._named,
                     "r": self._ref, "f": self._frozen, "l": self._list,
                     "s": self._set, "d": self._dict, "c": self._counter}  # fmt: skip

    def convert(self, kind: Any) -> Callable[[Any], Any]:
        if kind == "S":
            return self.strings.__getitem__
        if kind == "D":
            return datetime.fromisoformat
        if kind == "*":
            return self.read
        member = self.enums[kind] if type(kind) is int and 0 <= kind < len(self.enums) else None
        if member is None:
            raise StateCodecError(f"{kind!r} is not a stored kind of value")
        return member

    def decoder(self, cls: type, names: tuple[str, ...], kinds: list[Any]) -> Any:
        """The reader of the objects of one shape (an enum's: a refusal)."""
        if issubclass(cls, Enum):
            return _refuse(f"{cls.__qualname__} is an enum")
        if len(kinds) != len(names):
            raise StateCodecError(f"a {cls.__qualname__} with the wrong attributes")
        steps = [(i, self.convert(k)) for i, k in enumerate(kinds, 1) if k != "."]
        how, setters = _setter(cls, names)
        new, keep, size, wrong = (
            object.__new__,
            self.memo.append,
            len(names) + 1,
            _refuse(f"a {cls.__qualname__} with the wrong attributes"),
        )

        def into_slots(data: list[Any]) -> object:
            if len(data) != size:
                wrong(data)
            obj = new(cls)
            keep(obj)
            for i, convert in steps:
                data[i] = convert(data[i])
            for put, v in zip(setters, data[1:]):  # type: ignore[arg-type]  # noqa: B905
                put(obj, v)
            return obj

        def into_dict(data: list[Any]) -> object:
            if len(data) != size:
                wrong(data)
            obj = new(cls)
            keep(obj)
            for i, convert in steps:
                data[i] = convert(data[i])
            if how == "dict":
                obj.__dict__.update(zip(names, data[1:]))  # noqa: B905
            else:
                for name, v in zip(names, data[1:]):  # noqa: B905
                    object.__setattr__(obj, name, v)
            return obj

        return into_slots if how == "slots" else into_dict

    def read(self, data: Any) -> Any:
        if data.__class__ in _PLAIN:
            return data
        if data.__class__ is not list or not data:
            raise StateCodecError("not a stored state")
        head = data[0]
        if head.__class__ is int:
            return self.objects[head](data)
        how = self.tags.get(head)
        if how is None:
            raise StateCodecError(f"{head!r} is not a stored kind of value")
        return how(data)

    def items(self, data: list[Any]) -> list[Any]:
        r = self.read
        return [v if v.__class__ in _PLAIN else r(v) for v in data[1:]]

    def _tuple(self, data: list[Any]) -> Any:
        return tuple(self.items(data))

    def _when(self, data: list[Any]) -> Any:
        return datetime.fromisoformat(data[1])

    def _enum(self, data: list[Any]) -> Any:
        member = self.enums[data[1]] if type(data[1]) is int else None
        if member is None:
            raise StateCodecError(f"shape {data[1]!r} is not an enum")
        return member(data[2])

    def _named(self, data: list[Any]) -> Any:
        if data[1] not in self.context:
            raise StateCodecError(f"no {data[1]!r} in this count's context")
        return self.context[data[1]]

    def _ref(self, data: list[Any]) -> Any:
        return self.memo[data[1]]

    def _frozen(self, data: list[Any]) -> Any:
        return frozenset(self.items(data))

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
        flat = self.items(data)
        if len(flat) % 2:
            raise StateCodecError("not a stored state: a dict without a value")
        dict.update(made, zip(flat[::2], flat[1::2]))  # noqa: B905 (a Counter's too)
        return made

    def _counter(self, data: list[Any]) -> Any:
        return self._dict(data, Counter())


def _lists(value: Any) -> bool:
    return type(value) is list and all(type(v) is list for v in value)


class _Members(dict[Any, Any]):
    """An enum's members by value; a value not among them is looked up by the enum."""

    def __init__(self, cls: Any) -> None:
        super().__init__(cls._value2member_map_)
        self.cls = cls

    def __missing__(self, value: Any) -> Any:
        return self.cls(value)


def _member_of(cls: type) -> Callable[[Any], Any]:
    return _Members(cls).__getitem__


def _refuse(why: str) -> Callable[[Any], Any]:
    def refuse(data: Any) -> Any:
        raise StateCodecError(why)

    return refuse


# --- the API ------------------------------------------------------------------------


def dumps(value: Any, context: dict[str, object] | None = None) -> str:
    """``value`` as JSON; the objects of ``context`` are written by name only."""
    writer = _Writer(context or {})
    try:
        data = writer.write(value)
    except RecursionError:
        raise StateCodecError("a state too deep to store") from None
    out = {"v": VERSION, "shapes": writer.shapes, "kinds": writer.kinds_of,
           "strings": list(writer.strings), "state": data}  # fmt: skip
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes, context: dict[str, object] | None = None) -> Any:
    """The value ``dumps`` wrote (``context`` supplies the named objects again)."""
    try:
        data = json.loads(text)
        if type(data) is not dict or data.get("v") != VERSION:
            raise StateCodecError("not a stored state of this version")
        return _Reader(context or {}, data).read(data.get("state"))
    except StateCodecError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as e:
        raise StateCodecError(f"not a stored state: {e}") from None
