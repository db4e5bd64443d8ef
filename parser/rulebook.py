"""The reading rules a what-if can watch or switch off, by name.

A rule is a function marked ``@rule("NAME")`` (in ``parser.extract``, ``near_misses``,
``readings``, ``grammar``, ``prose``; ``votecount.count.reading``'s ``unresolved``): its callers call
it through this book, so ``replace(NAME, wrapper)`` puts another function in its place
(for the whole process, until ``restore``). ``benchmarks/rule_firings.py`` wraps each rule
to record where it fires and, with ``--off``, to switch it off; the count never replaces
one. The indirection costs one dictionary look-up a call (``benchmarks/parse.py``: no
difference measured against the parser before the book).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])

_BOOK: dict[str, Callable[..., Any]] = {}  # name -> the function the parser calls
_WRITTEN: dict[str, Callable[..., Any]] = {}  # name -> the rule as written


def rule(name: str) -> Callable[[F], F]:
    """Mark a function as the reading rule ``name``: calls go to whatever the book holds
    under that name (the function itself unless replaced)."""

    def register(fn: F) -> F:
        if name in _WRITTEN:
            raise ValueError(f"two reading rules named {name!r}")
        _BOOK[name] = _WRITTEN[name] = fn

        @functools.wraps(fn)
        def call(*args: Any, **kwargs: Any) -> Any:
            return _BOOK[name](*args, **kwargs)

        return cast(F, call)

    return register


def names() -> list[str]:
    """The names of every rule registered so far, sorted."""
    return sorted(_WRITTEN)


def written(name: str) -> Callable[..., Any]:
    """The rule ``name`` as written, whatever replaces it."""
    return _WRITTEN[name]


def replace(name: str, fn: Callable[..., Any]) -> None:
    """Call ``fn`` (same arguments, same result type) wherever the parser calls rule
    ``name``; a wrapper gets the rule as written from ``written(name)``."""
    if name not in _WRITTEN:
        raise KeyError(f"no reading rule named {name!r}; known: {', '.join(names())}")
    _BOOK[name] = fn


def restore(name: str | None = None) -> None:
    """Put rule ``name`` back as written (every rule when ``name`` is None)."""
    for key in [name] if name is not None else list(_WRITTEN):
        _BOOK[key] = _WRITTEN[key]
