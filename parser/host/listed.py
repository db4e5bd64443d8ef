"""One slot of a host's player list, as ``parser.host.roster`` reads it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ListedSlot:
    """One slot of a host's player list: the players in the order they played it."""

    names: tuple[str, ...]  # logins (or the written name when the thread does not know it)
    line: str  # the line as written
    heads: tuple[str, ...] = ()  # a hydra's other heads ("Ivo/Juno (hydra)": Juno)

    @property
    def first(self) -> str:
        return self.names[0]
