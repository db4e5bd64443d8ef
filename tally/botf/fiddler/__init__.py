"""The Fiddler ballot (spec/rules.md §4.7): "the Demon secretly chooses an opposing
player: all players choose which of these 2 players win".

* The host opens it with a ``FiddlerStart`` (game file: ``kind = "fiddler"``, ``player``
  the Demon, ``other`` the chosen player) and may close it with ``FiddlerEnd``
  (``value = "close"``); otherwise it closes when its day resolves at the deadline.
  It is held once per game, on the day open then (opened at night, or at the post that
  opens the day, on the next day).
* While it is open, a vote naming the Demon or the chosen player is a ballot vote, not
  an execution vote: ``/vote X`` or ``/yes X`` picks X, ``/no X`` picks the other one,
  ``/unvote X`` withdraws a pick of X. Other votes go on as usual.
* Every seated player in play votes, alive or dead, traveller or not; no vote token is
  used; a new pick replaces the old one.
* Plurality wins. A tie raises ``FIDDLER_TIE``: the host decides (``fiddler_tie =
  host``) or the chosen player's side, the good team, wins (``good_wins``).
"""

from __future__ import annotations

from datetime import datetime

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import FiddlerEnd, FiddlerStart
from votecount.tally.botf.result import BotfVote, FiddlerBallot
from votecount.tally.botf.state import FiddlerRec, Problem, ext, in_play
from votecount.tally.codes import Code, Violation
from votecount.tally.events import Event, ExileVote, PostRef, Unvote, Vote
from votecount.tally.result import CastVote
from votecount.tally.state import GameState

Pick = Vote | ExileVote | Unvote


def takes(state: GameState, event: Event) -> bool:
    """Is ``event`` a vote on the open Fiddler ballot?"""
    rec = ext(state).fiddler
    if rec is None or rec.closed is not None or not isinstance(event, Vote | ExileVote | Unvote):
        return False
    target = event.target
    return target is not None and state.slot_of.get(target) in (rec.demon, rec.chosen)


def open_at(closed: PostRef | None, deadline: datetime) -> bool:
    """Was the ballot still open at its day's ``deadline``? Yes unless the host closed it
    before then: the deadline's resolution closes it at the deadline itself. Past a
    deadline the Storyteller has not closed yet, picks posted since are listed apart
    (``LateBallotVote``) and the ballot stands "at the deadline" only when it was open."""
    return closed is None or closed.time >= deadline


def check_vote(state: GameState, event: Pick) -> Violation | None:
    slot = state.current(event.voter)
    problem: Problem | None = None
    if slot is None or not in_play(state, slot):
        problem = (Code.VOTE_BY_NON_PLAYER, f"{event.voter} is not a seated player")
    elif isinstance(event, Unvote):
        rec = ext(state).fiddler
        assert rec is not None and event.target is not None
        pick = rec.votes.get(slot.id)
        if pick is None or pick[0] != state.slot_of[event.target]:
            problem = (Code.UNVOTE_WITHOUT_VOTE, f"no Fiddler pick of {event.target}")
    if problem is None:
        return None
    return state.violation(problem[0], event.ref, event.voter, problem[1], _raw(event))


def apply_vote(state: GameState, event: Pick) -> list[Violation]:
    rec = ext(state).fiddler
    assert rec is not None and event.target is not None
    voter, named = state.slot_of[event.voter], state.slot_of[event.target]
    if isinstance(event, Unvote):
        rec.votes.pop(voter, None)
        return []
    other = rec.chosen if named == rec.demon else rec.demon
    pick = other if isinstance(event, ExileVote) and not event.yes else named
    rec.votes.pop(voter, None)  # a new pick goes to the end of the order
    rec.votes[voter] = (pick, event.ref, event.voter)
    return []


def check_start(state: GameState, event: FiddlerStart) -> Violation | None:
    problem: Problem | None = None
    demon, chosen = state.slot(event.demon), state.slot(event.chosen)
    if ext(state).fiddler is not None:
        problem = (Code.HOST_EVENT_INVALID, "the Fiddler ballot is held once per game")
    elif demon is None or chosen is None or demon.id == chosen.id:
        problem = (Code.HOST_EVENT_INVALID, "the Fiddler needs two seated players")
    if problem is None:
        return None
    raw = f"fiddler {event.demon} {event.chosen}"
    return state.violation(problem[0], event.ref, event.demon, problem[1], raw)


def apply_start(state: GameState, event: FiddlerStart) -> list[Violation]:
    """The ballot is held on the open day, or opened at night (the dawn post's own host
    event comes before the day it opens) on the next day."""
    if state.day is not None:
        number = state.day.number
    else:
        number = state.last_day.number + 1 if state.last_day is not None else 1
    rec = FiddlerRec(state.slot_of[event.demon], state.slot_of[event.chosen], event.ref, number)
    ext(state).fiddler = rec
    return []


def check_end(state: GameState, event: FiddlerEnd) -> Violation | None:
    rec = ext(state).fiddler
    if rec is not None and rec.closed is None:
        return None
    why = "no Fiddler ballot is open"
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "fiddler close")


def apply_end(state: GameState, event: FiddlerEnd) -> list[Violation]:
    return close(state, event.ref)


def close(state: GameState, ref: PostRef) -> list[Violation]:
    """Close an open ballot (the host, or the deadline of its day): the result notice."""
    rec = ext(state).fiddler
    if rec is None or rec.closed is not None:
        return []
    rec.closed = ref
    ballot = result(state)
    assert ballot is not None
    score = (
        f"{len(ballot.for_demon)} for {ballot.demon}, {len(ballot.for_chosen)} for {ballot.chosen}"
    )
    if ballot.tie:
        how = f"{ballot.winner}'s side wins" if ballot.winner else "the host decides"
        return [state.violation(BotfCode.FIDDLER_TIE, ref, None, f"Fiddler tie ({score}): {how}")]
    why = f"Fiddler: {ballot.winner}'s side wins ({score})"
    return [state.violation(BotfCode.FIDDLER_RESULT, ref, ballot.winner, why)]


def result(state: GameState) -> FiddlerBallot | None:
    rec = ext(state).fiddler
    if rec is None:
        return None
    picks = sorted(rec.votes.items(), key=lambda kv: kv[1][1].key)
    side = {rec.demon: [], rec.chosen: []}  # type: dict[str, list[CastVote]]
    for voter, (pick, ref, by) in picks:
        slot = state.slots[voter]
        marks = BotfVote(not slot.alive, None, slot.traveller)
        side[pick].append(CastVote(state.name(voter), ref, by, None, marks))
    demon, chosen = len(side[rec.demon]), len(side[rec.chosen])
    tie = demon == chosen
    winner: str | None = rec.demon if demon > chosen else rec.chosen
    status = "open" if rec.closed is None else "decided"
    if tie and (rec.closed is None or state.rules.get("fiddler_tie") == "host"):
        winner = None
        status = "open" if rec.closed is None else "host_decides"
    return FiddlerBallot(
        demon=state.name(rec.demon),
        chosen=state.name(rec.chosen),
        ref=rec.ref,
        day=rec.day,
        for_demon=tuple(side[rec.demon]),
        for_chosen=tuple(side[rec.chosen]),
        closed=rec.closed,
        status=status,
        winner=state.name(winner) if winner is not None else None,
        tie=tie,
    )


def _raw(event: Pick) -> str:
    if isinstance(event, Unvote):
        return f"unvote {event.target}"
    if isinstance(event, ExileVote):
        return f"{'yes' if event.yes else 'no'} {event.target}"
    return f"vote {event.target}"
