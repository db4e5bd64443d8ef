"""A day's standing votes as wagons: a wagon's total and its latest vote, a vote taken
off, the votes a death, a departure or a reset releases (with the history's line).
What casting votes (``voting``) and deciding the day (``decision``) both read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.tally.events import PostRef
from votecount.tally.parts import DayState, Standing
from votecount.tally.result import Action, HistoryEntry

if TYPE_CHECKING:
    from votecount.tally.state import GameState


def wagon_total(state: GameState, day: DayState, target: str) -> int:
    return sum(
        state.hooks.weight(state, day, v.voter) for v in day.votes.values() if v.target == target
    )


def latest_vote_key(day: DayState, target: str) -> tuple[object, ...]:
    """When the wagon got its last standing vote ("whoever got their last vote first")."""
    return max(v.ref.key for v in day.votes.values() if v.target == target)


def remove_vote(day: DayState, vote: Standing) -> None:
    """Take ``vote`` off the day; a wagon left with no voter loses its start."""
    del day.votes[vote.voter]
    if not any(v.target == vote.target for v in day.votes.values()):
        day.wagon_start.pop(vote.target, None)


def release(
    state: GameState, day: DayState, slot: str, ref: PostRef, why: str, by: bool = True
) -> None:
    """Drop the votes by and on ``slot`` (it died or left the game); ``by = False``: only
    the votes on it."""
    for vote in list(day.votes.values()):
        if (by and vote.voter == slot) or vote.target == slot:
            remove_vote(day, vote)
            day.history.append(
                HistoryEntry(
                    ref,
                    state.name(vote.voter),
                    Action.RELEASED,
                    None,
                    state.name(vote.target),
                    True,
                    why,
                )
            )


def release_all(state: GameState, day: DayState, ref: PostRef, why: str) -> None:
    for vote in sorted(day.votes.values(), key=lambda v: v.ref.key):
        remove_vote(day, vote)
        day.history.append(
            HistoryEntry(
                ref, state.name(vote.voter), Action.RELEASED, None,
                state.name(vote.target), True, why,
            )
        )  # fmt: skip
