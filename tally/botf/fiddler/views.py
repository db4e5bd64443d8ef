"""The Fiddler's ballot (spec/rules.md §4.7) as template-ready values.

Shown in the count of the day it was held on, after the nominations and exiles::

    Fiddler's ballot: **Gus** or **Dan** (opened at post #12)
    - **Gus** (2): Ann, Bob (dead)
    - **Dan** (1): Cat
    Decided: **Gus**'s side wins, 2 to 1 (closed at post #20).

Every sentence is a ``Line`` of ``Seg``ments (tally/botf/views.py), so each markup escapes only
the names and links the posts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from votecount.tally.botf.result import FiddlerBallot
from votecount.tally.shown import Line, Names, Seg, VoteView, at_post


@dataclass(frozen=True)
class FiddlerSide:
    """One side of the ballot: the player it backs and the picks standing for it."""

    name: str
    total: int
    votes: tuple[VoteView, ...]  # in the order cast; dead voters carry the note "dead"


@dataclass(frozen=True)
class FiddlerView:
    title: Line  # "Fiddler's ballot: **Gus** or **Dan** (opened at post #12)"
    sides: tuple[FiddlerSide, FiddlerSide]  # the Demon's side, then the chosen player's
    status: Line  # "Open: …" | "Decided: …" | "Tie …: the Storyteller decides."


def fiddler_view(ballot: FiddlerBallot, names: Names, vote: Any, at_deadline: bool) -> FiddlerView:
    """``vote`` turns a ``CastVote`` into a ``VoteView``, as for the nominations;
    ``at_deadline``: the deadline's resolution closed the ballot but the Storyteller has
    not closed the day yet (``past_deadline``), so it stands there, not decided."""
    demon, chosen = names(ballot.demon), names(ballot.chosen)
    sides = (
        FiddlerSide(demon, len(ballot.for_demon), tuple(vote(v) for v in ballot.for_demon)),
        FiddlerSide(chosen, len(ballot.for_chosen), tuple(vote(v) for v in ballot.for_chosen)),
    )
    title = (
        Seg("Fiddler's ballot: "),
        Seg(demon, name=True, strong=True),
        Seg(" or "),
        Seg(chosen, name=True, strong=True),
        Seg(" (opened at "),
        at_post(ballot.ref),
        Seg(")"),
    )
    return FiddlerView(title, sides, _status(ballot, names, sides, at_deadline))


def _status(
    ballot: FiddlerBallot, names: Names, sides: tuple[FiddlerSide, ...], at_deadline: bool
) -> Line:
    high, low = sorted((s.total for s in sides), reverse=True)
    score = f"{high} to {low}"
    winner = (Seg(names(ballot.winner), name=True, strong=True),) if ballot.winner else ()
    closed: Line = ()
    if ballot.closed is not None:
        closed = (Seg(" (closed at "), at_post(ballot.closed), Seg(")"))
    if ballot.status == "open" or at_deadline:
        lead = "At the deadline, not closed yet: " if at_deadline else "Open: "
        if not high:
            return (Seg(f"{lead}no picks yet."),)
        if ballot.tie or not winner:
            return (Seg(f"{lead}tied at {score}."),)
        return (Seg(lead), *winner, Seg(f"'s side leads, {score}."))
    if ballot.status == "host_decides":
        return (Seg(f"Tie at {score}: the Storyteller decides"), *closed, Seg("."))
    if ballot.tie:  # fiddler_tie = good_wins: the chosen player's side
        return (
            Seg(f"Tie at {score}: the good side, "),
            *winner,
            Seg("'s, wins"),
            *closed,
            Seg("."),
        )
    return (Seg("Decided: "), *winner, Seg(f"'s side wins, {score}"), *closed, Seg("."))
