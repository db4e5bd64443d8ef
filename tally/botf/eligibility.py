"""Who may vote on an execution now: seated, in play, the Voudon's rule, ghost tokens.
Shared by the vote checks (``votes``) and the early-end check (``early``)."""

from __future__ import annotations

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.effects import Character
from votecount.tally.botf.state import UNSPENT, Problem, ext, in_play, role_holder
from votecount.tally.codes import Code
from votecount.tally.state import GameState


def voter_problem(state: GameState, voter: str) -> Problem | None:
    slot = state.current(voter)
    if slot is None or not in_play(state, slot):
        return (Code.VOTE_BY_NON_PLAYER, f"{voter} is not a seated player")
    voudon = role_holder(state, Character.VOUDON)
    if voudon is not None:
        if slot.alive and slot.id != voudon:
            return (BotfCode.VOUDON_LIVING_VOTE, "a Voudon is in play: only it and the dead vote")
        return None
    if slot.alive:
        if slot.traveller and not state.rules.get("traveller_can_vote"):
            return (BotfCode.VOTE_BY_TRAVELLER, "travellers may not vote on executions")
        return None
    b = ext(state)
    if b.tokens.get(slot.id, UNSPENT) == UNSPENT:
        return None
    day = state.day
    on_cast = state.rules.get("ghost_vote_spend") == "on_cast"
    if on_cast and day is not None and b.spent_on.get(slot.id) == day.number:
        return None  # spent by today's vote, which may still move
    return (BotfCode.GHOST_TOKEN_SPENT, f"{voter}'s vote token is spent")
