"""BotF votes (spec/rules.md §4.4): one switchable vote per player per day, on a
nomination (identified by its nominee); ghost votes for the dead; the Voudon; deaths,
resurrections and what they do to votes and vote tokens.

A vote is checked in the spec's order: window, target nominated, voter eligible, then
the host ping (under ``require_host_ping = invalid``).
"""

from __future__ import annotations

from datetime import timedelta

from votecount.tally import voting, wagons
from votecount.tally.botf import hands as hands
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.early import after_change
from votecount.tally.botf.effects import Character
from votecount.tally.botf.eligibility import voter_problem
from votecount.tally.botf.state import (
    DISCUSSION,
    SPENT,
    UNSPENT,
    BotfDay,
    Problem,
    counted_living,
    ext,
    parse_duration,
    phase_label,
    role_holder,
    seated,
    today,
)
from votecount.tally.codes import Code, Severity, Violation
from votecount.tally.events import (
    Death,
    Event,
    Modkill,
    PhaseKind,
    PostRef,
    Unvote,
    Vote,
)
from votecount.tally.result import Action, HistoryEntry
from votecount.tally.state import GameState


def window(state: GameState, event: Event) -> Problem | None:
    """May votes be cast at ``event``'s time?"""
    day = state.day
    if day is None:
        phase = state.phase or (state.phases[-1] if state.phases else None)
        if phase is None:
            return (Code.VOTE_OUTSIDE_WINDOW, "the game has not started")
        if state.phase is not None and phase.kind is PhaseKind.NIGHT:
            return (Code.VOTE_AT_NIGHT, f"it is Night {phase.number}")
        return (Code.VOTE_AFTER_DEADLINE, f"{phase.label} is over")
    if day.outcome is not None:
        return (Code.VOTE_AFTER_DEADLINE, f"Day {day.number} has been decided")
    bday = today(state)
    assert bday is not None
    queued = bday.sub_phase(event.ref.time) == DISCUSSION and not bday.opened
    if queued and not state.rules.get("allow_queued_votes"):
        return (Code.VOTE_OUTSIDE_WINDOW, f"votes open at {bday.opening():%H:%M} UTC")
    return None


def target_problem(state: GameState, target: str) -> Problem | None:
    bday = today(state)
    aim = state.slot_of.get(target, target)
    if bday is None or bday.nomination_of(aim) is not None:
        return None
    if state.rules.get("pending_votes_activate") and aim in state.slots:
        return None
    if state.rules.get("allow_queued_votes") and any(n.nominee == aim for n in bday.queued):
        return None
    return (BotfCode.VOTE_NOT_NOMINATED, f"{state.name(aim)} has no open nomination today")


def check_vote(state: GameState, event: Vote) -> Violation | None:
    problem = (
        window(state, event)
        or target_problem(state, event.target)
        or voter_problem(state, event.voter)
    )
    if problem is None and _ping_mode(state, event) == "invalid":
        problem = (BotfCode.NO_HOST_PING, "a vote must @mention the host account")
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.voter, reason, f"vote {event.target}")


def check_unvote(state: GameState, event: Unvote) -> Violation | None:
    problem = window(state, event) or voter_problem(state, event.voter)
    if problem is None:
        bday, slot = today(state), state.current(event.voter)
        day = state.day
        assert bday is not None and slot is not None and day is not None
        none = hands.unvote_problem(state, bday, event) is not None
        if slot.id not in day.votes and slot.id not in bday.queued_votes and none:
            problem = (Code.UNVOTE_WITHOUT_VOTE, "unvote without a standing vote today")
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.voter, reason, "unvote")


def apply_vote(state: GameState, event: Vote) -> list[Violation]:
    bday, voter = today(state), state.slot_of[event.voter]
    assert bday is not None
    notices = _ping_warning(state, event)
    target = state.slot_of.get(event.target, event.target)
    bday.pending_votes.pop(voter, None)
    if bday.sub_phase(event.ref.time) == DISCUSSION and not bday.opened:
        bday.queued_votes[voter] = event
        return [*notices, _note(state, event, BotfCode.VOTE_QUEUED, "counts from the opening")]
    if bday.nomination_of(target) is None:
        bday.pending_votes[voter] = event
        drop_vote(state, voter, event.ref, "moved to a player not yet nominated")
        why = f"counts once {state.name(target)} is nominated"
        return [*notices, _note(state, event, BotfCode.VOTE_QUEUED, why)]
    notices += _cast(state, event)
    _spend_on_cast(state, voter)
    return notices + after_change(state, event.ref)


def _cast(state: GameState, event: Vote) -> list[Violation]:
    if hands.per_nomination(state):
        return hands.cast(state, event)
    return voting.apply_vote(state, event)


def apply_unvote(state: GameState, event: Unvote) -> list[Violation]:
    bday, day = today(state), state.day
    assert bday is not None and day is not None
    voter = state.slot_of[event.voter]
    bday.pending_votes.pop(voter, None)
    if bday.queued_votes.pop(voter, None) is not None and voter not in day.votes:
        return []
    aim = state.slot_of.get(event.target, event.target) if event.target else None
    named_hand = aim is not None and hands.has_hand(bday, voter, aim)
    notices: list[Violation] = []
    switched = voter in day.votes
    if switched and not named_hand:
        notices += voting.apply_unvote(state, event)
    if not switched or aim is None or named_hand:
        notices += hands.withdraw(state, event)  # per nomination: that yes, or every yes
    return notices + after_change(state, event.ref)


def activate_pending(state: GameState, bday: BotfDay, nominee: str) -> list[Violation]:
    """``pending_votes_activate``: votes cast on ``nominee`` before the nomination."""
    waiting = [v for v in bday.pending_votes.values() if state.slot_of.get(v.target) == nominee]
    notices: list[Violation] = []
    for vote in sorted(waiting, key=lambda v: v.ref.key):
        del bday.pending_votes[state.slot_of[vote.voter]]
        notices += _apply_late(state, vote)
    return notices


def activate_queued_votes(state: GameState, bday: BotfDay) -> list[Violation]:
    """``allow_queued_votes``: votes posted in Discussion count from the opening."""
    notices: list[Violation] = []
    for vote in sorted(bday.queued_votes.values(), key=lambda v: v.ref.key):
        problem = target_problem(state, vote.target) or voter_problem(state, vote.voter)
        if problem is None:
            notices += _apply_late(state, vote)
        else:
            notices.append(state.violation(*problem[:1], vote.ref, vote.voter, problem[1]))
    bday.queued_votes.clear()
    return notices


def _apply_late(state: GameState, vote: Vote) -> list[Violation]:
    if voter_problem(state, vote.voter) is not None:
        return []
    notices = _cast(state, vote)
    _spend_on_cast(state, state.slot_of[vote.voter])
    return notices


def _spend_on_cast(state: GameState, voter: str) -> None:
    slot, day = state.slots[voter], state.day
    b = ext(state)
    if slot.alive or day is None or role_holder(state, Character.VOUDON) is not None:
        return
    if state.rules.get("ghost_vote_spend") == "on_cast" and b.tokens.get(voter) != SPENT:
        b.tokens[voter] = SPENT
        b.spent_on[voter] = day.number


def drop_vote(state: GameState, voter: str, ref: PostRef, why: str) -> None:
    """Take back ``voter``'s hand and standing vote at ``ref``, saying ``why`` in the day's
    history (a nominee or the voter died or left)."""
    day = state.day
    hands.drop(state, voter, None, ref, why)
    if day is None or voter not in day.votes:
        return
    old = day.votes[voter]
    wagons.remove_vote(day, old)
    day.history.append(
        HistoryEntry(
            ref, state.name(voter), Action.RELEASED, None, state.name(old.target), True, why
        )
    )


# --- deaths, resurrections --------------------------------------------------------------


def on_death(state: GameState, event: Death | Modkill) -> list[Violation]:
    b, slot = ext(state), state.slots[state.slot_of[event.player]]
    if slot.id not in b.left:
        b.tokens.setdefault(slot.id, UNSPENT)
    executed = isinstance(event, Death) and event.cause.lower().startswith("execut")
    b.notes[slot.id] = _death_note(state, event.ref, executed)
    notices = _two_alive(state, event.ref)
    if today(state) is None:
        return notices
    if state.rules.get("vote_on_death") == "drop":
        drop_vote(state, slot.id, event.ref, f"{slot.player} died")
    notices += close_nomination(state, slot.id, event.ref)
    return notices + after_change(state, event.ref)


def _death_note(state: GameState, ref: PostRef, executed: bool) -> str:
    """ "Executed Day 1", "Died N2"; a death announced at dawn (within
    ``schedule_tolerance`` of the day's start) happened in the night before."""
    if executed and state.last_day is not None:
        return f"Executed Day {state.last_day.number}"
    bday = today(state)
    tolerance = parse_duration(state.rules.get("schedule_tolerance")) or timedelta(0)
    if bday is not None and ref.time - bday.start <= tolerance:
        return f"Died N{bday.number}"
    return f"Died {phase_label(state)}"


def close_nomination(state: GameState, nominee: str, ref: PostRef) -> list[Violation]:
    """``nominee_death = close``: the nomination closes and its votes are released."""
    bday, day = today(state), state.day
    if bday is None or day is None or state.rules.get("nominee_death") != "close":
        return []
    nom = bday.nomination_of(nominee)
    if nom is None:
        return []
    nom.closed = ref
    voters = [v.voter for v in day.votes.values() if v.target == nominee]
    for voter in voters:
        drop_vote(state, voter, ref, f"{state.name(nominee)} died")
    released = len(voters) + hands.drop(state, None, nominee, ref, f"{state.name(nominee)} died")
    why = f"{state.name(nominee)} died: the nomination closes, {released} vote(s) released"
    return [state.violation(BotfCode.VOTE_RELEASED, ref, state.name(nominee), why)]


def on_resurrection(state: GameState, slot_id: str) -> list[Violation]:
    b = ext(state)
    b.notes.pop(slot_id, None)
    if state.rules.get("token_after_resurrection") == "fresh":
        b.tokens.pop(slot_id, None)
        b.spent_on.pop(slot_id, None)
    return []


def _two_alive(state: GameState, ref: PostRef) -> list[Violation]:
    b = ext(state)
    living = [s for s in seated(state) if s.alive and not s.traveller]
    if b.two_alive or len(living) != 2:
        return []
    b.two_alive = True
    names = " and ".join(s.player for s in living)
    return [state.violation(BotfCode.TWO_ALIVE, ref, None, f"only {names} are alive")]


def on_voudon_death(state: GameState, ref: PostRef) -> list[Violation]:
    """``voudon_revive_rejected``: living votes refused under the Voudon come back."""
    bday = today(state)
    if bday is None or role_holder(state, Character.VOUDON) is not None:
        return []
    revived, bday.voudon_rejected = bday.voudon_rejected, {}
    if not state.rules.get("voudon_revive_rejected"):
        return []
    notices: list[Violation] = []
    for vote in sorted(revived.values(), key=lambda v: v.ref.key):
        if target_problem(state, vote.target) is None:
            notices += _apply_late(state, vote)
    return notices


def remember_voudon_rejection(state: GameState, event: Vote, violation: Violation) -> None:
    bday = today(state)
    if bday is not None and violation.code == BotfCode.VOUDON_LIVING_VOTE:
        bday.voudon_rejected[state.slot_of[event.voter]] = event


def living_in_play(state: GameState) -> list[str]:
    """Living players in play: the L players first, then travellers (seat order)."""
    counted = [s.id for s in counted_living(state)]
    rest = [s.id for s in seated(state) if s.alive and s.id not in counted]
    return counted + rest


# --- helpers ------------------------------------------------------------------------------


def _ping_mode(state: GameState, event: Vote) -> str:
    return "ignore" if event.pinged is not False else str(state.rules.get("require_host_ping"))


def _ping_warning(state: GameState, event: Vote) -> list[Violation]:
    if _ping_mode(state, event) != "warn":
        return []
    why = "voted without @mentioning the host account; counted"
    return [_note(state, event, BotfCode.NO_HOST_PING, why, Severity.WARNING)]


def _note(
    state: GameState, event: Vote, code: str, why: str, sev: Severity | None = None
) -> Violation:
    return state.violation(code, event.ref, event.voter, why, f"vote {event.target}", sev)
