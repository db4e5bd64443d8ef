"""BotF's rows of a count and an audit (docs/json-output.md): nominations, exiles, the
annotated player list and whisper sessions. ``result.py`` gathers them into the
system's payload."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.codes import ref_json
from votecount.tally.events import PostRef
from votecount.tally.result import CastVote

Ledger = tuple[tuple[str, tuple[str, ...]], ...]
"""Whisper partners per player: ((player, (partner, ...)), ...)."""


@dataclass(frozen=True, slots=True)
class Nomination:
    """One nomination: a row ``Nominator | Nominee | Voted by |
    c/L``. ``ref`` is the post that made it; ``effective`` when it took effect (the
    opening of nominations for a queued one, None while still queued)."""

    nominator: str
    nominee: str
    ref: PostRef
    votes: tuple[CastVote, ...] = ()  # standing votes in the order they were cast
    total: int = 0  # c
    living: int = 0  # L
    threshold: int = 0  # T
    queued: bool = False  # posted in Discussion, effective at the opening
    effective: PostRef | None = None
    open: bool = True  # False: closed because the nominee died (votes released)
    judge: str | None = None  # "pass" | "fail" when the Judge used the ability on it

    @property
    def label(self) -> str:
        """The total as the count shows it: ``c/L``."""
        return f"{self.total}/{self.living}"

    def to_json(self) -> dict[str, object]:
        return {
            "nominator": self.nominator,
            "nominee": self.nominee,
            "post": ref_json(self.ref),
            "votes": [v.to_json() for v in self.votes],
            "total": self.total,
            "living": self.living,
            "threshold": self.threshold,
            "label": self.label,
            "queued": self.queued,
            "effective": ref_json(self.effective),
            "open": self.open,
            "judge": self.judge,
        }


@dataclass(frozen=True, slots=True)
class Exile:
    """A BotF exile of a traveller: the yes votes, P, E and whether it passed."""

    traveller: str
    called_by: str
    ref: PostRef  # the call
    seated: int  # P
    needed: int  # E
    yes: tuple[CastVote, ...]
    status: str  # "open" | "passed" | "reached" (waiting for the host) | "lapsed"
    passed: PostRef | None = None
    day: int = 0  # the day it was called on

    def to_json(self) -> dict[str, object]:
        return {
            "day": self.day,
            "traveller": self.traveller,
            "called_by": self.called_by,
            "post": ref_json(self.ref),
            "seated": self.seated,
            "needed": self.needed,
            "yes": [v.to_json() for v in self.yes],
            "status": self.status,
            "passed": ref_json(self.passed),
        }


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One line of the player list: "Gorse - Executed Day 1", "Tamsin (Traveller)"."""

    player: str
    seat: int | None
    traveller: bool
    alive: bool
    in_play: bool  # False once a traveller has left or been exiled
    note: str = ""  # "Died N2", "Executed Day 1", "Exiled Day 2", "Left D3"
    ghost_token: str | None = None  # dead players: "unspent" | "spent"

    def to_json(self) -> dict[str, object]:
        return {
            "player": self.player,
            "seat": self.seat,
            "traveller": self.traveller,
            "alive": self.alive,
            "in_play": self.in_play,
            "note": self.note,
            "ghost_token": self.ghost_token,
        }


@dataclass(frozen=True, slots=True)
class WhisperSession:
    """One BotF whisper: declared, accepted (None for the Storyteller), ended."""

    day: int
    a: str  # who declared it
    b: str  # the partner, or STORYTELLER
    declared: PostRef
    accepted: PostRef | None = None
    ended: PostRef | None = None
    end_reason: str = ""  # "broken_by_post" | "substitution" | "seat_swap" | ""
    over_cap: bool = False  # it happened over a partner's cap (``WHISPER_CAP``)

    def to_json(self) -> dict[str, object]:
        return {
            "day": self.day,
            "a": self.a,
            "b": self.b,
            "declared": ref_json(self.declared),
            "accepted": ref_json(self.accepted),
            "ended": ref_json(self.ended),
            "end_reason": self.end_reason,
            "over_cap": self.over_cap,
        }
