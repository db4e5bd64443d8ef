"""The small values every view module shares: display names (``Names``, from the game
file) and, from ``tally.shown`` (where a game system's own views find them too), post
links (``Link``), a vote as shown (``VoteView``), UTC stamps, and sentences of our words
and player names (``Line`` of ``Seg``); a violation code's title and a reason with player ids
in display names (``title``, ``display_names``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from votecount.tally.events import NO_ELIMINATION, STORYTELLER
from votecount.tally.registry import systems
from votecount.tally.shown import (  # noqa: F401  (the views' shared values)
    Line,
    Link,
    Seg,
    TimelineEntry,
    VoteView,
    link,
    post_link,
    utc,
)

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


class Names:
    """Player ids to display names (the game file's ``name``, else the username)."""

    def __init__(self, game: Game | None) -> None:
        self.game = game

    def __call__(self, pid: str | None) -> str:
        if pid is None:
            return ""
        if pid == NO_ELIMINATION:
            return "No elimination"
        if pid == STORYTELLER:
            return "Storyteller"
        entry = self.game.player(pid) if self.game is not None else None
        return entry.display if entry is not None else pid

    def key(self, pid: str | None) -> str | None:
        """The login of a player of the game file (``players.username`` in the Datasette
        tables), as the game file spells it; None for a sentinel or a non-player."""
        entry = self.game.player(pid) if self.game is not None and pid else None
        return entry.username if entry is not None else None

    def traveller(self, pid: str) -> bool:
        entry = self.game.player(pid) if self.game is not None else None
        return bool(entry is not None and entry.traveller)


def title(code: str) -> str:
    """What ``code`` means in a moderator's words, as a game system's views declare it
    (``Views.titles``); "" when none does."""
    return next((t for s in systems() if (t := s.views.titles.get(code))), "")


def display_names(reason: str, game: Game | None) -> str:
    """The reason with player ids ("isolde is dead") in their display names."""
    names = {p.username: p.display for p in getattr(game, "players", ()) if p.display}
    names = {k: v for k, v in names.items() if k != v}
    if not names or not reason:
        return reason
    pattern = r"(?<![\w@])(" + "|".join(re.escape(k) for k in sorted(names, key=len)[::-1])
    return re.sub(pattern + r")(?!\w)", lambda m: names[m.group(1)], reason)
