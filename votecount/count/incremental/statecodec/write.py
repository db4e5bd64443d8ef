"""Writing the fold's state as data (the format: ``votecount.count.incremental.statecodec.codec``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import datetime
from enum import Enum
from operator import attrgetter
from typing import Any

from votecount.count.incremental.statecodec.classes import (
    BUILTIN_KINDS,
    KINDS,
    PLAIN,
    StateCodecError,
    allowed_modules,
    check_shape,
    registered_name,
    slots_of,
)


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
        self.name, self.cls = name, cls
        self.slots, self.has_dict = slots_of(cls)
        self.plans: dict[Any, Plan] = {}
        n = len(self.slots)
        if n == 0:
            self.get: Callable[[object], tuple[Any, ...]] = lambda obj: ()
        elif n == 1:
            one = attrgetter(self.slots[0])
            self.get = lambda obj: (one(obj),)
        else:
            self.get = attrgetter(*self.slots)


class Writer:
    """Writes one state: ``write`` gives its JSON-ready value, filling ``shapes``,
    ``kinds_of`` and ``strings`` (each object's class is checked against the allow-list
    once, then written by its own closure)."""

    def __init__(self, context: dict[str, object]) -> None:
        self.context = {id(v): k for k, v in context.items()}
        self.allowed = allowed_modules()
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
        return [v if v.__class__ in PLAIN else w(v) for v in values]

    def write(self, value: Any) -> Any:
        kind = type(value)
        if kind in PLAIN:
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
        if issubclass(kind, dict) and not issubclass(kind, Counter):  # tally.sealed.SealedDays
            index = self.shape(registered_name(kind, self.allowed), (), ())
            return lambda value: self.seen(value) or ["m", index, *self.items(
                [x for kv in dict.items(value) for x in kv])]  # fmt: skip
        if issubclass(kind, BUILTIN_KINDS):  # a str or tuple subclass, a NamedTuple
            raise StateCodecError(f"cannot store a {kind.__qualname__} in a checkpoint")
        return self.object_writer(_Class(registered_name(kind, self.allowed), kind))

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
        return self.shape(registered_name(kind, self.allowed), (), ())

    def shape(self, cls_name: str, names: tuple[str, ...], kinds: tuple[Any, ...]) -> int:
        key = (cls_name, names, kinds)
        index = self.shape_index.get(key)
        if index is None:
            index = self.shape_index[key] = len(self.shapes)
            self.shapes.append([cls_name, *names])
            self.kinds_of.append(list(kinds))
        return index

    def object_writer(self, how: _Class) -> Callable[[Any], list[Any]]:
        """The writer of the objects of one class (once each: ``["r", n]`` after)."""
        memo, keep, context, plans = self.memo, self.keep.append, self.context, how.plans
        slots, get, has_dict = how.slots, how.get, how.has_dict

        def write_object(value: Any) -> list[Any]:
            key = id(value)
            if key in memo:
                return ["r", memo[key]]
            if key in context:
                return ["x", context[key]]
            memo[key] = len(memo)
            keep(value)
            names = slots
            try:
                values = get(value)
            except AttributeError:  # a slot left unset
                names = tuple(n for n in slots if hasattr(value, n))
                values = tuple(getattr(value, n) for n in names)
            if has_dict:
                names += tuple(value.__dict__)
                values += tuple(value.__dict__.values())
            classes = tuple(map(type, values))
            plan_key = classes if names is slots else (names, classes)
            plan = plans.get(plan_key)
            if plan is None:
                if names is not slots:  # attributes of its dict: those a read accepts
                    check_shape(how.cls, list(names))
                plan = plans[plan_key] = self.plan(how.name, names, classes)
            out = [plan[0], *values]
            for i, convert in plan[1]:
                out[i] = convert(out[i])
            return out

        return write_object

    def plan(self, cls_name: str, names: tuple[str, ...], classes: tuple[type, ...]) -> Plan:
        """The shape of an object whose attributes ``names`` hold values of ``classes``,
        and the writer of each value not written as itself."""
        kinds: list[Any] = []
        steps: list[tuple[int, Callable[[Any], Any]]] = []
        step: Callable[[Any], Any] | None
        for i, kind in enumerate(classes, 1):
            if kind in KINDS:
                kinds.append(KINDS[kind])
                step = self.plain_steps.get(kinds[-1])
            elif issubclass(kind, Enum):
                kinds.append(self.enum_shape(kind))
                step = _enum_value
            else:
                kinds.append("*")
                step = self.writers.get(kind)
                if step is None:
                    step = self.writers[kind] = self.writer_of(kind)
            if step is not None:
                steps.append((i, step))
        return self.shape(cls_name, names, tuple(kinds)), steps


_enum_value = attrgetter("_value_")
