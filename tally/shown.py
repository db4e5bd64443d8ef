"""What a count shows, as plain values every view builds on: post links (``Link``), a
vote as shown (``VoteView``), sentences of our words and player names (``Line`` of
``Seg``), UTC stamps, a row of the report's timeline (``TimelineEntry``) and the
display names a view is handed (``Names``: the application passes the game's).

A game system's own views (``tally/<system>/views.py``) build on this module, so they stay
pure: no I/O, nothing of the application; the application hands them ``names`` and
``vote`` (a ``CastVote`` -> ``VoteView``). Stdlib, msgspec (the values are its frozen
Structs) and ``tally`` only.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Protocol

import msgspec

from votecount.tally.events import PostRef


def utc(when: datetime | None) -> str:
    return when.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC") if when is not None else ""


class Names(Protocol):
    """Player ids to display names (the application's ``views.base.Names``)."""

    def __call__(self, pid: str | None) -> str: ...

    def traveller(self, pid: str) -> bool: ...

    def key(self, pid: str | None) -> str | None:
        """The player's login as the game file spells it; None for anyone else."""
        ...


class Link(msgspec.Struct, frozen=True):
    """A post: its number in the thread (None for host events), URL and UTC time."""

    number: int | None
    url: str
    time: str

    @property
    def label(self) -> str:
        return f"#{self.number}" if self.number is not None else self.time


class VoteView(msgspec.Struct, frozen=True):
    voter: str
    link: Link
    notes: tuple[str, ...] = ()  # our own words: "dead", "Traveller", "weight 2", "void"
    cast_by: str | None = None  # who posted it, when a substitute now holds the slot


def link(ref: PostRef | None) -> Link | None:
    """The link to a post, or None for no post."""
    return None if ref is None else post_link(ref)


def post_link(ref: PostRef) -> Link:
    """The link to a post (its number, its address and its time)."""
    return Link(ref.number if ref.number >= 0 else None, ref.url, utc(ref.time))


class Seg(msgspec.Struct, frozen=True):
    """A piece of a sentence: our own words, a player's name (escaped; ``strong`` in
    bold) or a post (``link``: shown as a link where the markup has them)."""

    text: str
    name: bool = False
    strong: bool = False
    link: Link | None = None


Line = tuple[Seg, ...]


def at_post(ref: PostRef | None) -> Seg:
    """Where something happened, as a sentence says it: "post #12" linked, the post's time
    when it has no number, or "the deadline" for no post."""
    if ref is None:
        return Seg("the deadline")
    shown = post_link(ref)
    if shown.number is None:
        return Seg(shown.time)
    return Seg(f"post #{shown.number}", link=shown)


class TimelineEntry(msgspec.Struct, frozen=True):
    day: int
    link: Link
    voter: str
    action: str  # vote | unvote | released
    target: str
    previous: str
    accepted: bool
    code: str
    phase: str = ""  # "D1", "N1" (a vote at night), "D1+" (after the hammer); "": Day ``day``


def entry(day: int, ref: PostRef, voter: str, action: str, target: str,
          note: str = "", accepted: bool = True) -> tuple[tuple, TimelineEntry]:  # fmt: skip
    """A row of the report's timeline, with the key it sorts by."""
    link = Link(ref.number if ref.number >= 0 else None, ref.url, utc(ref.time))
    return ref.key, TimelineEntry(day, link, voter, action, target, "", accepted, note)
