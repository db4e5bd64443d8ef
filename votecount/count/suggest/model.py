"""A host event the host posts announce and the game file lacks: what ``votecount events``
suggests, as the host reads it and as the lines to add (pure)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

DEATH_KINDS = ("death", "execution", "modkill")
KINDS = (*DEATH_KINDS, "traveller_exit", "substitution")
RESET = "vote_reset"  # no player: the post clears every standing vote of the open day


@dataclass(frozen=True)
class Suggestion:
    kind: str  # death, execution, modkill, traveller_exit, substitution, vote_reset
    at: int  # the host post's number
    player: str  # who dies / leaves ("" for a vote_reset)
    other: str | None = None  # substitution: who comes in
    line: str = ""  # the words of the host post that say it
    author: str = ""
    # a post of a later thread of the game: the game file places it by time, since its
    # post numbers refer to the first thread (docs/game-file.md)
    time: datetime | None = None

    @property
    def where(self) -> int | datetime:
        return self.time or self.at

    def toml(self) -> str:
        lines = ["[[events]]", f'kind = "{self.kind}"']
        lines.append(
            f"player = {quoted(self.player)}" if self.player else f"note = {quoted(self.note)}"
        )
        if self.other:
            lines.append(f"other = {quoted(self.other)}")
        when = self.time.strftime("%Y-%m-%dT%H:%M:%SZ") if self.time else self.at
        lines.append(f"at = {when}")
        return "\n".join(lines)

    def describe(self) -> str:
        return f'post {self.at} by {self.author}: "{self.line}"'

    @property
    def note(self) -> str:
        """A vote_reset's note: the host's words."""
        return f"the host: {self.line[:60]}" if self.kind == RESET else ""


def quoted(value: str) -> str:
    """A TOML string of ``value`` (JSON's quoting is TOML's basic string)."""
    return json.dumps(value, ensure_ascii=False)
