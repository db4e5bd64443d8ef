"""A data-only serialisation of tally events for votecount.db (the parse cache and the
fold checkpoints), so that a shared database can never run code when it is read.

Values become JSON: ``None``, booleans, numbers and strings as themselves; a tuple as
``["", item, …]``; an event (or ``PostRef``, ``Effect``) as ``[class name, field, …]``
(its ``__init__`` fields in order); a datetime as ``{"d": ISO 8601}``; an enum member as
``{"e": enum name, "v": value}``. Reading builds only the classes of the allow-list
(every ``Event`` subclass, ``PostRef``, ``Effect`` and the enums of ``tally.events``),
by calling their constructors with plain data: a row that names anything else, or is not
this format at all (an old pickle, a forged row), raises ``CodecError``, which the
callers treat as a cache miss.
"""

from __future__ import annotations

import json
from dataclasses import fields, is_dataclass
from datetime import datetime
from enum import Enum
from typing import Any

from votecount.tally import events as ev

_FIELDS: dict[type, tuple[str, ...]] = {}


class CodecError(ValueError):
    """Stored text that is not a value this codec wrote (a miss, never an error shown)."""


def dumps(value: Any) -> str:
    """``value`` as compact JSON; raises ``CodecError`` for a type it cannot store.
    One post's events (a tuple of events at the same post) name the post once:
    ``{"r": [post id, number, time, url, thread], "e": [[kind, index, field, …], …]}``."""
    data = _post_events(value)
    if data is None:
        data = _encode(value)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _post_events(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, tuple) or not value:
        return None
    first = value[0]
    if not isinstance(first, ev.Event):
        return None
    ref = first.ref
    out = []
    for event in value:
        cls = type(event)
        r = getattr(event, "ref", None)
        if not isinstance(event, ev.Event) or _class(cls.__name__) is not cls or r is None:
            return None
        if (r.post_id, r.number, r.time, r.url, r.thread) != (
            ref.post_id, ref.number, ref.time, ref.url, ref.thread
        ):  # fmt: skip
            return None
        names = _names(cls)
        if names[:1] != ("ref",):
            return None
        out.append([cls.__name__, r.index, *(_encode(getattr(event, n)) for n in names[1:])])
    where = [ref.post_id, ref.number, ref.time.isoformat(), ref.url, ref.thread]
    return {"r": where, "e": out}


def _load_post_events(data: dict[str, Any]) -> tuple[Any, ...]:
    post_id, number, when, url, thread = data["r"]
    time = datetime.fromisoformat(when)
    out = []
    for item in data["e"]:
        cls = _CLASSES.get(item[0]) or _class(item[0])
        if cls is None or not issubclass(cls, ev.Event):
            raise CodecError(f"{item[0]!r} is not a stored kind of event")
        ref = ev.PostRef(post_id, number, time, url, item[1], thread)
        cls_fields = [v if type(v) in _PLAIN else _decode(v) for v in item[2:]]
        out.append(cls(ref, *cls_fields))
    return tuple(out)


def loads(text: str | bytes) -> Any:
    """The value ``dumps`` wrote; ``CodecError`` for anything else."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError) as exc:
        raise CodecError(f"not a stored value: {exc}") from None
    try:
        if type(data) is dict and "r" in data:
            return _load_post_events(data)
        return _decode(data)
    except CodecError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, RecursionError) as exc:
        raise CodecError(f"not a stored value: {exc}") from None


def _names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.init)
    return names


def _encode(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, Enum):  # before str: StrEnum members are strings too
        return {"e": type(value).__name__, "v": value.value}
    if isinstance(value, str):
        return value
    if isinstance(value, tuple | list):
        return ["", *(_encode(v) for v in value)]
    if isinstance(value, datetime):
        return {"d": value.isoformat()}
    cls = type(value)
    if is_dataclass(value) and _class(cls.__name__) is cls:
        return [cls.__name__, *(_encode(getattr(value, n)) for n in _names(cls))]
    raise CodecError(f"cannot store a {cls.__name__} in votecount.db")


_PLAIN = frozenset({str, int, float, bool, type(None)})


def _decode(data: Any) -> Any:
    kind = type(data)
    if kind is list:
        if not data or type(data[0]) is not str:
            raise CodecError("a list without a tag")
        # plain values (most fields) are taken as they are, without a call each
        items = [v if type(v) in _PLAIN else _decode(v) for v in data[1:]]
        tag = data[0]
        if tag == "":
            return tuple(items)
        cls = _CLASSES.get(tag) or _class(tag)
        if cls is None:
            raise CodecError(f"{tag!r} is not a stored kind of value")
        return cls(*items)
    if kind is dict:
        if "d" in data:
            return datetime.fromisoformat(data["d"])
        enum = _enums().get(data.get("e"))
        if enum is None:
            raise CodecError(f"{data.get('e')!r} is not a stored kind of value")
        member = enum._value2member_map_.get(data["v"])
        return member if member is not None else enum(data["v"])
    if kind in _PLAIN:
        return data
    raise CodecError("not a stored value")


_CLASSES: dict[str, type] = {}
_ENUMS: dict[str, type[Enum]] = {}


def _class(name: str) -> type | None:
    """The allow-listed class of that name: an Event subclass, PostRef or Effect (the
    list is rebuilt when a name is not in it, e.g. a game system imported later)."""
    cls = _CLASSES.get(name)
    if cls is None:
        _CLASSES.clear()
        todo: list[type] = [ev.Event]
        while todo:
            found = todo.pop()
            _CLASSES.setdefault(found.__name__, found)
            todo.extend(found.__subclasses__())
        _CLASSES.update(PostRef=ev.PostRef, Effect=ev.Effect)
        cls = _CLASSES.get(name)
    return cls


def _enums() -> dict[str, type[Enum]]:
    if not _ENUMS:
        for value in vars(ev).values():
            if (
                isinstance(value, type)
                and issubclass(value, Enum)
                and value.__module__ == ev.__name__
            ):
                _ENUMS[value.__name__] = value
    return _ENUMS
