"""Reading the fold's state back from data (the format: ``votecount.count.incremental.statecodec.codec``):
objects built with ``object.__new__`` and their attributes set, no code named by the data
run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import datetime
from enum import Enum
from types import MemberDescriptorType
from typing import Any

from votecount.count.incremental.statecodec.classes import (
    PLAIN,
    StateCodecError,
    allowed_modules,
    check_shape,
    lookup,
)


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


class Reader:
    """Reads one state: its shapes checked and a reader made for each, then ``read``
    builds the values (``memo`` holds each list, dict, set and object read, for
    ``["r", n]``)."""

    def __init__(self, context: dict[str, object], data: dict[str, Any]) -> None:
        shapes, kinds, strings = data["shapes"], data["kinds"], data["strings"]
        if not (_lists(shapes) and _lists(kinds) and len(kinds) == len(shapes)):
            raise StateCodecError("not a stored state: its shapes")
        if type(strings) is not list or not all(type(s) is str for s in strings):
            raise StateCodecError("not a stored state: its strings")
        self.context = context
        self.strings = strings
        self.memo: list[object] = []
        allowed = allowed_modules()
        classes = [lookup(shape[0] if shape else None, allowed) for shape in shapes]
        names = [check_shape(cls, shape[1:]) for cls, shape in zip(classes, shapes)]  # noqa: B905
        self.enums = [_member_of(cls) if issubclass(cls, Enum) else None for cls in classes]
        self.dicts = [cls if issubclass(cls, dict) else None for cls in classes]
        self.objects = [self.decoder(*shape) for shape in zip(classes, names, kinds)]  # noqa: B905
        self.tags = {"t": self._tuple, "D": self._when, "E": self._enum, "x": self._named,
                     "r": self._ref, "f": self._frozen, "l": self._list,
                     "s": self._set, "d": self._dict, "c": self._counter,
                     "m": self._mapping}  # fmt: skip

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
        if issubclass(cls, Enum | dict):
            return _refuse(f"{cls.__qualname__} is not stored as an object")
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

        def put_slots(obj: object, values: list[Any]) -> None:
            for put, v in zip(setters, values):  # type: ignore[arg-type]  # noqa: B905
                put(obj, v)

        def put_dict(obj: object, values: list[Any]) -> None:
            obj.__dict__.update(zip(names, values))  # noqa: B905

        def put_each(obj: object, values: list[Any]) -> None:
            for name, v in zip(names, values):  # noqa: B905
                object.__setattr__(obj, name, v)

        fill = {"slots": put_slots, "dict": put_dict}.get(how, put_each)

        def into(data: list[Any]) -> object:
            if len(data) != size:
                wrong(data)
            obj = new(cls)
            keep(obj)
            for i, convert in steps:
                data[i] = convert(data[i])
            fill(obj, data[1:])
            return obj

        return into

    def read(self, data: Any) -> Any:
        if data.__class__ in PLAIN:
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
        return [v if v.__class__ in PLAIN else r(v) for v in data[1:]]

    def _tuple(self, data: list[Any]) -> Any:
        return tuple(self.items(data)) if len(data) > 1 else ()

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

    def _mapping(self, data: list[Any]) -> Any:
        """``["m", shape, k, v, …]``: a dict of an allowed dict class, made by
        ``dict.__new__`` (its own ``__new__`` / ``__init__`` never run)."""
        cls = (
            self.dicts[data[1]] if type(data[1]) is int and 0 <= data[1] < len(self.dicts) else None
        )
        if cls is None:
            raise StateCodecError(f"shape {data[1]!r} is not a dict class")
        return self._dict(data[1:], dict.__new__(cls))


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
