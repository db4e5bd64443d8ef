"""Days that may still be held encoded: ``GameState.days`` is a ``SealedDays``.

A restored fold state (``votecount.count.incremental.foldstate``) keeps each older day as the key of its
stored segment (a ``SealedDay``) until something reads that day: then ``opener`` decodes
it and the plain value takes its place. Reading goes through the dict's own methods
(``d[n]``, ``d.get(n)``, ``values()``, ``items()``, ``pop``, ``==``, ...), so the fold and
the game systems read a plain dict; the keys (``n in d``, ``max(d)``, ``sorted(d)``,
``len(d)``) are there from the start and open nothing. A day never opened is exactly as
it was stored: nothing can have changed it, so the next checkpoint stores its key again
instead of encoding it again (``foldstate``). Pure: the opener is given by the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")
_NONE: Any = object()


@dataclass(frozen=True, slots=True)
class SealedDay:
    """A day held as the key of its stored segment (its content's digest); ``part``: which
    of the state's sealed maps it stands in (``GameState.sealed_maps``), all of whose
    entries for the day one segment holds."""

    key: str
    part: int = 0


Opener = Callable[[Any, SealedDay], Any]  # (the dict's key, what it holds) -> the value


class SealedDays(dict[K, V]):
    """A dict whose values may be ``SealedDay`` keys, opened when read."""

    __slots__ = ("opener",)
    opener: Opener  # set by whoever holds the segments (unset: nothing sealed to open)

    def raw(self, key: K) -> object:
        """The value as held: a ``SealedDay`` while unopened (opens nothing)."""
        return dict.__getitem__(self, key)

    def sealed(self) -> dict[K, str]:
        """The keys held unopened, with their segments' keys."""
        return {k: v.key for k, v in dict.items(self) if isinstance(v, SealedDay)}

    def _open(self, key: K, value: Any) -> Any:
        if value.__class__ is not SealedDay:
            return value
        opener: Opener | None = getattr(self, "opener", None)
        if opener is None:
            raise LookupError(f"day {key!r} is held sealed and nothing can open it")
        opened = opener(key, value)
        dict.__setitem__(self, key, opened)
        return opened

    def open_all(self) -> None:
        for key, value in list(dict.items(self)):
            self._open(key, value)

    def __getitem__(self, key: K) -> V:
        return self._open(key, dict.__getitem__(self, key))

    def get(self, key: K, default: Any = None) -> Any:
        value = dict.get(self, key, _NONE)
        return default if value is _NONE else self._open(key, value)

    def values(self) -> Any:
        self.open_all()
        return dict.values(self)

    def items(self) -> Any:
        self.open_all()
        return dict.items(self)

    def pop(self, key: K, *default: Any) -> Any:
        if key in self:
            self[key]
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[K, V]:
        self.open_all()
        return dict.popitem(self)

    def setdefault(self, key: K, default: Any = None) -> Any:
        return self[key] if key in self else dict.setdefault(self, key, default)

    def copy(self) -> dict[K, V]:
        self.open_all()
        return dict(dict.items(self))

    def __eq__(self, other: object) -> bool:
        self.open_all()
        if isinstance(other, SealedDays):
            other.open_all()
        return dict.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __repr__(self) -> str:
        self.open_all()
        return f"SealedDays({dict.__repr__(self)})"

    def __reduce__(self) -> Any:
        self.open_all()
        return (dict, (dict(dict.items(self)),))

    def __or__(self, other: Any) -> Any:
        return self.copy() | other

    def __iter__(self) -> Any:  # the keys: nothing opened
        return dict.__iter__(self)
