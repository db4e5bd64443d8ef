"""The small values every view module shares: post links (``Link``), a vote as shown
(``VoteView``), display names (``Names``), UTC stamps, and sentences of our words and
player names (``Line`` of ``Seg``). ``views`` and each game system's views build on this
module; it imports none of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from votecount.tally.events import NO_ELIMINATION, STORYTELLER, PostRef
from votecount.views.clock import utc

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


@dataclass(frozen=True)
class Link:
    """A post: its number in the thread (None for host events), URL and UTC time."""

    number: int | None
    url: str
    time: str

    @property
    def label(self) -> str:
        return f"#{self.number}" if self.number is not None else self.time


@dataclass(frozen=True)
class VoteView:
    voter: str
    link: Link
    notes: tuple[str, ...] = ()  # our own words: "dead", "Traveller", "weight 2", "void"
    cast_by: str | None = None  # who posted it, when a substitute now holds the slot


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

    def traveller(self, pid: str) -> bool:
        entry = self.game.player(pid) if self.game is not None else None
        return bool(entry is not None and entry.traveller)


def link(ref: PostRef | None) -> Link | None:
    if ref is None:
        return None
    return Link(ref.number if ref.number >= 0 else None, ref.url, utc(ref.time))


def _link(ref: PostRef) -> Link:
    return Link(ref.number if ref.number >= 0 else None, ref.url, utc(ref.time))


@dataclass(frozen=True)
class Seg:
    """A piece of a sentence: our own words, a player's name (escaped; ``strong`` in
    bold) or a post (``link``: shown as a link where the markup has them)."""

    text: str
    name: bool = False
    strong: bool = False
    link: Link | None = None


Line = tuple[Seg, ...]


def _post(ref: PostRef) -> Link:
    out = link(ref)
    assert out is not None
    return out


def _at(ref: PostRef | None) -> Seg:
    if ref is None:
        return Seg("the deadline")
    shown = _post(ref)
    if shown.number is None:
        return Seg(shown.time)
    return Seg(f"post #{shown.number}", link=shown)
