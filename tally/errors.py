"""Errors raised by the tally for bad input. Every one is a ``ValueError``::

    ValueError
     └── TallyError                 anything the tally refuses
          ├── InvalidInput          cannot be understood: an unknown ruleset, a bad switch
          │    └── InvalidSwitches  every unknown or invalid switch at once (``problems``)
          ├── IllegalCommand        well formed, but the rules forbid it (carries the Violation)
          ├── AmbiguousName         a name that matches several players (``candidates``)
          └── OutOfOrder            events fed to an Engine before ones it already applied

While counting, illegal and ambiguous commands are *not* raised: the fold records them
as violations (see ``tally.codes``) and carries on. These exceptions are for callers
that ask for strictness (``Engine(strict=True)``) and for invalid configuration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from votecount.tally.codes import Violation


class TallyError(ValueError):
    """Base class of every error the tally raises."""


class InvalidInput(TallyError):
    """Input that cannot be understood (unknown ruleset, bad effect string, ...)."""


class InvalidSwitches(InvalidInput):
    """One or more ruleset switches are unknown or invalid; ``problems`` lists them all."""

    def __init__(self, ruleset: str, problems: list[str]) -> None:
        self.ruleset = ruleset
        self.problems = problems
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"ruleset {ruleset!r}: {len(problems)} bad switch(es):\n{lines}")


class IllegalCommand(TallyError):
    """A command the rules forbid; raised only in strict mode."""

    def __init__(self, violation: Violation) -> None:
        self.violation = violation
        super().__init__(violation.describe())


class AmbiguousName(TallyError):
    """A written name that matches several players; raised only in strict mode."""

    def __init__(self, raw: str, candidates: tuple[str, ...], where: str = "") -> None:
        self.raw = raw
        self.candidates = candidates
        at = f" in {where}" if where else ""
        super().__init__(f"{raw!r}{at} matches several players: {', '.join(candidates)}")


class OutOfOrder(TallyError):
    """An event sorts before events an Engine has already applied; recount from scratch."""
