"""Votes and unvotes: their legality and what they do to the day's standing votes
(a vote may reach a hammer: ``decision.check_hammer``); the host's vote reset."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.tally.codes import Code, Violation
from votecount.tally.decision import check_hammer
from votecount.tally.events import PostRef, Unvote, Vote, VoteReset
from votecount.tally.parts import DayState, Standing
from votecount.tally.result import Action, HistoryEntry
from votecount.tally.wagons import release_all, remove_vote

if TYPE_CHECKING:
    from votecount.tally.state import GameState


def word_problem(state: GameState, event: Vote) -> tuple[str, str] | None:
    """A vote cast with a phase's own command word ("EXECUTE: X") counts only in a phase
    whose game-file entry declares that word (``[[phases]] words``)."""
    if not event.word:
        return None
    day = state.day
    if day is not None and event.word in day.settings.get("words", "").split():
        return None
    word = getattr(getattr(state.hooks, "views", None), "phase", "Day")  # "Event 3"
    where = f"{word} {day.number}" if day is not None else "this phase"
    why = f"{event.word.upper()}: is not a command of {where} (the game file's [[phases]] words)"
    return Code.VOTE_OUTSIDE_WINDOW, why


def check_vote(state: GameState, event: Vote) -> Violation | None:
    problem = (
        word_problem(state, event)
        or state.hooks.vote_window(state)
        or state.hooks.can_vote(state, event.voter, event.target)
    )
    if problem is None and state.rules.vote_replace == "requires_unvote":
        problem = _needs_unvote(state, event)
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.voter, reason, _raw(state, event))


def check_unvote(state: GameState, event: Unvote) -> Violation | None:
    problem = state.hooks.vote_window(state)
    if problem is None:
        problem = state.hooks.can_unvote(state, event.voter)
    if problem is None:
        day = state.day
        slot = state.current(event.voter)
        if day is not None and slot is not None and slot.id not in day.votes:
            problem = (Code.UNVOTE_WITHOUT_VOTE, "unvote without a standing vote")
    if problem is None:
        return None
    code, reason = problem
    raw = f"unvote {event.target}" if event.target else "unvote"
    return state.violation(code, event.ref, event.voter, reason, raw)


def apply_vote(state: GameState, event: Vote) -> list[Violation]:
    day, voter = _open_day(state), _slot_id(state, event.voter)
    target = state.slot_of.get(event.target, event.target)
    old = day.votes.get(voter)
    if old is not None and old.target == target:
        _history(
            state, day, event.ref, event.voter, Action.VOTE, target, target, True, "REPEATED_VOTE"
        )
        return [
            state.violation(
                Code.REPEATED_VOTE,
                event.ref,
                event.voter,
                "already voting this player; kept the earlier vote",
                _raw(state, event),
            )
        ]
    if old is not None:
        remove_vote(day, old)
    day.votes[voter] = Standing(voter, target, event.ref, event.voter)
    day.wagon_start.setdefault(target, event.ref)
    day.voted.add(voter)
    _history(
        state, day, event.ref, event.voter, Action.VOTE, target, old.target if old else None, True
    )
    return check_hammer(state, day, (target,), event.ref)


def apply_unvote(state: GameState, event: Unvote) -> list[Violation]:
    day, voter = _open_day(state), _slot_id(state, event.voter)
    old = day.votes[voter]
    remove_vote(day, old)
    notices = []
    wanted = state.slot_of.get(event.target, event.target) if event.target else None
    if wanted is not None and wanted != old.target:
        notices.append(
            state.violation(
                Code.UNVOTE_WRONG_TARGET,
                event.ref,
                event.voter,
                f"unvoted {event.target} but was voting {state.name(old.target)}; vote removed",
            )
        )
    _history(state, day, event.ref, event.voter, Action.UNVOTE, None, old.target, True)
    return notices


def check_reset(state: GameState, event: VoteReset) -> Violation | None:
    day = state.day
    if day is not None and day.outcome is None:
        return None
    why = "no day is open" if day is None else "the day is decided"
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, f"vote reset: {why}")


def reset_votes(state: GameState, ref: PostRef, note: str = "") -> list[Violation]:
    """The host clears every standing vote of the open day (``vote_reset``)."""
    day = _open_day(state)
    why = f"votes reset by the host{': ' + note if note else ''}"
    release_all(state, day, ref, why)
    return []


def record_rejected(state: GameState, event: Vote | Unvote, violation: Violation) -> None:
    day = state.day or state.last_day
    if day is None:
        return
    target = event.target if isinstance(event, Vote) else None
    action = Action.VOTE if isinstance(event, Vote) else Action.UNVOTE
    day.history.append(
        HistoryEntry(event.ref, event.voter, action, target, None, False, violation.code)
    )


def _open_day(state: GameState) -> DayState:
    day = state.day
    assert day is not None, "apply() called without a passing check()"
    return day


def _slot_id(state: GameState, player: str) -> str:
    slot = state.current(player)
    assert slot is not None, "apply() called without a passing check()"
    return slot.id


def _needs_unvote(state: GameState, event: Vote) -> tuple[str, str] | None:
    day, slot = state.day, state.current(event.voter)
    if day is None or slot is None or slot.id not in day.votes:
        return None
    if day.votes[slot.id].target == state.slot_of.get(event.target, event.target):
        return None
    return (Code.VOTE_WITHOUT_UNVOTE, "already voting someone else; unvote first")


def _history(
    state: GameState,
    day: DayState,
    ref: PostRef,
    voter: str,
    action: Action,
    target: str | None,
    previous: str | None,
    accepted: bool,
    code: str = "",
) -> None:
    day.history.append(
        HistoryEntry(
            ref,
            voter,
            action,
            state.name(target) if target else None,
            state.name(previous) if previous else None,
            accepted,
            code,
        )
    )


def _raw(state: GameState, event: Vote) -> str:
    return f"vote {event.target}"
