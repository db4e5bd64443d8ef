"""A "now" that keeps a record of what a count learnt of it: the interval of clocks that
would have given the same count, or that it cannot be known.

A count is a pure function of its inputs and the clock. Handed a ``WatchedNow`` instead of
a plain ``datetime``, the count's every comparison with the clock (``now < deadline``,
``max(now, newest)``, a ``bisect`` over times or tuples holding it, a sort) is recorded
and narrows the interval ``[since, until)`` of the clocks for which each of those
comparisons comes out the same, so the count would too. Any other use that lets the
clock's value out (arithmetic such as ``deadline - now``, ``isoformat``,
``strftime``, ``str``, hashing, ``replace``, ``astimezone``, reading ``hour``, pickling,
binding it to SQLite ...) marks it ``escaped``: the count then holds no interval and is
not cached (``votecount.countfill``).

Python asks the right operand first when its type is a subclass of the left operand's
and overrides the reflected method, so ``deadline < now`` and ``deadline - now`` reach
this class too. Every method and attribute of ``datetime`` is wrapped (the list is made
from ``datetime`` itself, so a method a later Python adds escapes rather than passes)
but those that tell nothing of the value: ``tzinfo``, ``__sizeof__``, attribute access
machinery. A comparison with what is not an aware ``datetime`` (``None``, a naive time:
equal never, ordered never) tells nothing of the value either and narrows nothing.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Any

from .app_clock import micros  # a plain aware time in the interval's unit


class Watch:
    """What a count learnt of one clock value: ``since <= value < until`` (None: no
    bound), or ``escaped``."""

    def __init__(self, value: int) -> None:
        self.value = value
        self.since: int | None = None
        self.until: int | None = None
        self.escaped = False

    def at_least(self, bound: int) -> None:
        self.since = bound if self.since is None else max(self.since, bound)

    def below(self, bound: int) -> None:
        self.until = bound if self.until is None else min(self.until, bound)

    def saw(self, op: str, other: int, result: bool) -> None:
        """``value OP other`` came out ``result``: keep the clocks for which it still does."""
        v = self.value
        if op == "==" or op == "!=":
            if (op == "==") == result:  # equal: this one microsecond only
                self.at_least(other)
                self.below(other + 1)
            elif other < v:
                self.at_least(other + 1)
            else:
                self.below(other)
            return
        # each ordering as "value < edge" for an edge of whole microseconds
        edge = other + 1 if op in ("<=", ">") else other
        below = result if op in ("<", "<=") else not result
        if below:
            self.below(edge)
        else:
            self.at_least(edge)

    def holds(self) -> bool:
        """The recorded interval still holds the value (it always should)."""
        low_ok = self.since is None or self.since <= self.value
        return low_ok and (self.until is None or self.value < self.until)


class WatchedNow(datetime):
    """The clock of one count; ``WatchedNow.of(now)`` makes one, ``.watch`` tells."""

    watch: Watch

    @classmethod
    def of(cls, now: datetime) -> WatchedNow:
        if now.utcoffset() is None:
            raise ValueError("a watched clock must be an aware time")
        plain = datetime(
            now.year, now.month, now.day, now.hour, now.minute, now.second,
            now.microsecond, tzinfo=now.tzinfo, fold=now.fold,
        )  # fmt: skip
        made = cls(
            plain.year, plain.month, plain.day, plain.hour, plain.minute, plain.second,
            plain.microsecond, tzinfo=plain.tzinfo, fold=plain.fold,
        )  # fmt: skip
        made.watch = Watch(micros(plain))
        return made

    def _compare(self, op: str, base: Any, other: Any) -> Any:
        result = base(self, other)
        if result is NotImplemented or other is self:
            return result
        if isinstance(other, WatchedNow):  # another watched clock: no plain edge to keep
            self.watch.escaped = True
        elif isinstance(other, datetime) and other.utcoffset() is not None:
            self.watch.saw(op, micros(other), bool(result))
        return result

    def __lt__(self, other: Any) -> Any:
        return self._compare("<", datetime.__lt__, other)

    def __le__(self, other: Any) -> Any:
        return self._compare("<=", datetime.__le__, other)

    def __gt__(self, other: Any) -> Any:
        return self._compare(">", datetime.__gt__, other)

    def __ge__(self, other: Any) -> Any:
        return self._compare(">=", datetime.__ge__, other)

    def __eq__(self, other: Any) -> Any:
        return self._compare("==", datetime.__eq__, other)

    def __ne__(self, other: Any) -> Any:
        return self._compare("!=", datetime.__ne__, other)


# what tells nothing of the value, or is handled above
_KEPT = {
    "__class__", "__delattr__", "__dir__", "__doc__", "__getattribute__", "__init__",
    "__init_subclass__", "__new__", "__setattr__", "__sizeof__", "__subclasshook__",
    "tzinfo", "__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__",
}  # fmt: skip


def _escaping_method(name: str, method: Any) -> Any:
    def escaping(self: WatchedNow, *args: Any, **kw: Any) -> Any:
        watch = self.__dict__.get("watch")
        if watch is not None:
            watch.escaped = True
        return method(self, *args, **kw)

    escaping.__name__ = name
    return escaping


def _escaping_attribute(name: str, descriptor: Any) -> property:
    def read(self: WatchedNow) -> Any:
        watch = self.__dict__.get("watch")
        if watch is not None:
            watch.escaped = True
        return descriptor.__get__(self, type(self))

    return property(read)


def _wrap_everything() -> None:
    for name in dir(datetime):
        if name in _KEPT:
            continue
        found = datetime.__dict__.get(name)
        if found is None:  # from date or object
            for klass in datetime.__mro__[1:]:
                if name in klass.__dict__:
                    found = klass.__dict__[name]
                    break
        kind = type(found).__name__
        if kind in ("wrapper_descriptor", "method_descriptor", "function"):
            setattr(WatchedNow, name, _escaping_method(name, getattr(datetime, name)))
        elif kind == "getset_descriptor" or kind == "member_descriptor":
            setattr(WatchedNow, name, _escaping_attribute(name, found))
        # classmethods (now, fromisoformat ...) and constants (min, max, resolution) make
        # new plain values: nothing of this one


_wrap_everything()
WatchedNow.__hash__ = _escaping_method("__hash__", datetime.__hash__)  # type: ignore[method-assign]
# bound to a query, its value leaves: sqlite3 finds adapters by exact type, so without
# this one a watched clock given to SQL would be an error rather than an escape
sqlite3.register_adapter(WatchedNow, lambda now: now.isoformat())
