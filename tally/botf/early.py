"""The end of a BotF day before its deadline (spec/rules.md §4.5, §4.10 A6, A10):
the hammer, ``ALL_ELIGIBLE_VOTED`` and ``OUTCOME_DECIDED``.

* ``hammer_on_majority``: a nominee "about to die" ends the day at once.
* ``ALL_ELIGIBLE_VOTED`` (info, always reported once a day): every eligible voter has
  a vote standing (per nomination: a yes on at least one nomination).
  ``early_end = all_eligible_voted`` resolves the day there.
* ``OUTCOME_DECIDED`` (info; under ``early_end = outcome_decided``, which then resolves
  the day at that event): no remaining eligible voter
  could change the result. A vote already cast is taken as locked in (the forum
  reading of "or all votes have been locked in", BotF XVII: "it is no longer possible
  to tie or exceed the highest nomination"); the remaining voters are the eligible ones
  who have not voted (per nomination: not yet said yes on that nomination), and they
  may vote any way at all. While nominations are still open a nomination still to come
  is counted too.
"""

from __future__ import annotations

from votecount.tally.botf import hands as hands
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.effects import Character
from votecount.tally.botf.eligibility import voter_problem
from votecount.tally.botf.outcomes import BotfStatus
from votecount.tally.botf.resolution import live_status, resolve_now, standings, top
from votecount.tally.botf.state import VOTING, BotfDay, role_holder, seated, today
from votecount.tally.codes import Violation
from votecount.tally.events import Event, Order, PostRef
from votecount.tally.result import Status
from votecount.tally.state import DayState, GameState


def after_change(state: GameState, ref: PostRef) -> list[Violation]:
    """After a vote, an unvote, a nomination, a death or the Judge."""
    bday, day = today(state), state.day
    if bday is None or day is None:
        return []
    if state.rules.get("hammer_on_majority") and live_status(state, day).eliminated:
        return resolve_now(state, ref, hammer=True)
    notices: list[Violation] = []
    early = state.rules.get("early_end")
    if not bday.all_voted and all_eligible_voted(state, bday):
        bday.all_voted = True
        why = "every eligible voter has a vote standing"
        notices.append(state.violation(BotfCode.ALL_ELIGIBLE_VOTED, ref, None, why))
        if early == "all_eligible_voted":
            return notices + resolve_now(state, ref)
    return notices + _decided(state, day, bday, ref)


def at_close_of_nominations(state: GameState, event: Event) -> list[Violation]:
    """Once nominations close no new nomination can come: check the outcome again."""
    bday, day = today(state), state.day
    if bday is None or day is None or bday.voting_checked or not bday.opened:
        return []
    if state.rules.get("early_end") != "outcome_decided":
        return []
    if bday.sub_phase(event.ref.time) != VOTING:
        return []
    bday.voting_checked = True
    return _decided(state, day, bday, event.ref.at(Order.SCHEDULED))


def _decided(state: GameState, day: DayState, bday: BotfDay, ref: PostRef) -> list[Violation]:
    if state.rules.get("early_end") != "outcome_decided" or bday.decided or not bday.noms:
        return []
    if not outcome_decided(state, day, bday, ref):
        return []
    bday.decided = True
    status = live_status(state, day)
    what = {BotfStatus.ABOUT_TO_DIE.value: f"{status.eliminated} is executed",
            Status.TIE.value: "a tie"}  # fmt: skip
    why = f"no remaining voter can change the result ({what.get(status.status.value, 'no execution')})"
    return [state.violation(BotfCode.OUTCOME_DECIDED, ref, None, why), *resolve_now(state, ref)]


def eligible(state: GameState) -> list[str]:
    """Who may vote on an execution now (the Voudon and the dead under a Voudon)."""
    voudon = role_holder(state, Character.VOUDON)
    if voudon is not None:
        return [voudon] + [s.id for s in seated(state) if not s.alive]
    return [s.id for s in seated(state) if voter_problem(state, s.player) is None]


def all_eligible_voted(state: GameState, bday: BotfDay) -> bool:
    day = state.day
    assert day is not None
    voters = eligible(state)
    return (
        bool(voters)
        and bool(bday.noms)
        and all(v in day.votes or hands.has_hand(bday, v) for v in voters)
    )


def outcome_decided(state: GameState, day: DayState, bday: BotfDay, ref: PostRef) -> bool:
    """No way the remaining eligible voters vote changes the live status."""
    s = standings(state, day)
    if s.forced is not None:
        return True
    counted = hands.counted(state, day, bday)
    voters = eligible(state)
    cast = set(day.votes) | hands.voters(counted)
    per_nom = hands.per_nomination(state)
    failed = {n.nominee for n in bday.noms if n.open and n.judge == "fail"}

    def reach(nominee: str | None) -> int:
        """The most ``nominee``'s nomination could still get."""
        now = s.totals.get(nominee, 0) if nominee is not None else 0
        if nominee in failed:
            return 0
        if per_nom:
            on = {v.voter for v in counted.get(nominee, ())} if nominee is not None else set()
            return now + sum(1 for v in voters if v not in on)
        return now + sum(1 for v in voters if v not in cast)

    nominees: list[str | None] = list(s.totals)
    if bday.sub_phase(ref.time) != VOTING:
        nominees.append(None)  # a nomination still to come
    best, leaders = top(s)
    threshold = max(s.threshold, 1)
    status = live_status(state, day).status
    if status is BotfStatus.ABOUT_TO_DIE:
        return all(reach(n) < best for n in nominees if n not in leaders)
    if status is Status.TIE:
        return all(reach(n) == s.totals.get(n or "", 0) if n in leaders else reach(n) < best
                   for n in nominees)  # fmt: skip
    return all(reach(n) < threshold for n in nominees)
