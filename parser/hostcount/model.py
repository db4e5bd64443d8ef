"""What the host-count reader returns: the wagons of one hand-written count."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HostWagon:
    """One wagon as the host wrote it: ``target`` and ``voters`` are player ids."""

    target: str  # a username or NO_ELIMINATION
    written: str  # the line as written (for the report)
    voters: tuple[str, ...]
    total: int | None  # the number the host wrote, if any
    unresolved: tuple[str, ...] = ()  # pieces that named nobody
    extra: int = 0  # votes the host's weight marks add beyond one a voter ("Juno [x2]": 1)

    @property
    def votes(self) -> int:
        """The votes its voters cast, weights counted: what a total should be."""
        return len(self.voters) + self.extra


@dataclass(frozen=True)
class HostCount:
    wagons: tuple[HostWagon, ...]
    not_voting: tuple[str, ...] | None  # None when the host wrote no "Not voting" line
    # the pieces of the "Not voting" lines that named no player, as written (a player who
    # never posted and so is not in the roster, a status word, "nobody")
    not_voting_unnamed: tuple[str, ...] = ()

    def voters_of(self, target: str) -> tuple[str, ...]:
        return next((w.voters for w in self.wagons if w.target == target), ())
