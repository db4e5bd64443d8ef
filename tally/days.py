"""``Days``: a game's days in order, each built the first time it is read.

A count holds every day so far, but the default outputs print one: ``Days`` knows the
days' numbers up front and builds a day's value (a ``DayCount``, a ``DayView``) only
when it is read, then keeps it. Read whole (``to_json``, the report, ``==``) it is the
same as the tuple it stands for.

    days = Days((1, 2, 3), lambda n: build(n))
    days[-1]        # builds Day 3 only
    days.get(2)     # builds Day 2; None for a number it does not hold
    days.map(f)     # f applied to each day when that day is read
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Generic, TypeVar, overload

T = TypeVar("T")
U = TypeVar("U")


class Days(Sequence[T], Generic[T]):
    """Days numbered ``numbers`` (in order), ``build(number)`` making each one once."""

    __slots__ = ("numbers", "_build", "_built", "__weakref__")

    def __init__(self, numbers: Iterable[int], build: Callable[[int], T]) -> None:
        self.numbers: tuple[int, ...] = tuple(numbers)
        self._build: Callable[[int], T] | None = build
        self._built: list[T | None] = [None] * len(self.numbers)

    def _at(self, index: int) -> T:
        found = self._built[index]
        if found is None:
            assert self._build is not None  # set until every day is built
            found = self._built[index] = self._build(self.numbers[index])
        return found

    def get(self, number: int) -> T | None:
        """The day numbered ``number`` (None when there is none), built alone."""
        try:
            return self._at(self.numbers.index(number))
        except ValueError:
            return None

    def map(self, change: Callable[[T], U]) -> Days[U]:
        """These days, each passed through ``change`` when it is read (``change`` keeps
        the day's number)."""
        return Days(self.numbers, lambda n: change(self._at(self.numbers.index(n))))

    def settle(self) -> Days[T]:
        """Build every day now (before what they are built from changes)."""
        for i in range(len(self.numbers)):
            self._at(i)
        self._build = None  # let go of what they were built from
        return self

    def __len__(self) -> int:
        return len(self.numbers)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self._at(i) for i in range(len(self.numbers))[index])
        if not -len(self.numbers) <= index < len(self.numbers):
            raise IndexError("day index out of range")
        return self._at(index % len(self.numbers))

    def __iter__(self) -> Iterator[T]:
        return (self._at(i) for i in range(len(self.numbers)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Days | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))


def each_day(days: Sequence[T], change: Callable[[T], U]) -> Sequence[U]:
    """``change`` applied to each of ``days``: when a day is read if they are ``Days``
    (a game system's ``decorate_count``), else now."""
    if isinstance(days, Days):
        return days.map(change)
    return tuple(change(d) for d in days)
