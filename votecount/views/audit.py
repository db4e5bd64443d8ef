"""The parts of an audit a moderator needs beyond the raw codes: code titles and reasons
with display names. A system's own sections (BotF's whisper ledger) come from the
function its ``Views.audit`` names (``tally/botf/report_views.py``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from votecount.tally.registry import systems

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


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
