"""BotF per-nomination votes, ``vote_model = per_nomination`` (spec/rules.md §4.10 A4,
A22; the BotF XVII clockhand of §2.1 and townsquare's lock order of §1.1).

Each voter says yes or no on each nomination separately:

* ``/vote X`` is a **yes** on X's nomination. A voter may say yes on several
  nominations, once on each (a second yes on the same one is ``REPEATED_VOTE``).
* ``/unvote X`` withdraws the yes on X (back to no) before the lock; a bare ``/unvote``
  (or ``/unvote @Storyteller``) withdraws every yes the voter has today.
* No yes by the end of the day is a no ("votes that are not cast by EoD are votes to
  pardon").

The yes votes **lock** when the day resolves (the deadline, an early end, the hammer),
in clockhand order: the nominations in the order they took effect, and within each from
the seat after the nominee round to the nominee, who locks last. The count lists voters
in that order. A dead player has one vote token for the game, so (without a Voudon) only
the first of their yes votes to lock counts; the token is spent as ``ghost_vote_spend``
says (``on_execution``: the token is only spent on the executed nominee, so every yes
counts until then). Under a Voudon with ``voudon_vote_model = per_nomination`` the
Voudon and the dead say yes on as many nominations as they like, no token needed.

``counted`` is the one place that says which hands count: per-day switchable votes
(``DayState.votes``) and per-nomination yes votes (``BotfDay.hands``) together, so a
Voudon dying mid-day (the model changes) keeps every standing hand.
"""

from __future__ import annotations

from votecount.tally.botf.effects import Character
from votecount.tally.botf.state import BotfDay, role_holder, seated, today
from votecount.tally.codes import Code, Violation
from votecount.tally.events import PostRef, Unvote, Vote
from votecount.tally.result import Action, HistoryEntry
from votecount.tally.state import DayState, GameState, Standing

Hands = dict[str, tuple[Standing, ...]]  # nominee slot -> the hands that count, in order


def per_nomination(state: GameState) -> bool:
    """Votes are per nomination now (``voudon_vote_model`` while a Voudon is in play)."""
    voudon = role_holder(state, Character.VOUDON) is not None
    switch = "voudon_vote_model" if voudon else "vote_model"
    return state.rules.get(switch) == "per_nomination"


def has_hand(bday: BotfDay, voter: str, nominee: str | None = None) -> bool:
    """``voter`` has a yes standing (on ``nominee``, or on any nomination)."""
    if nominee is not None:
        return voter in bday.hands.get(nominee, {})
    return any(voter in hands for hands in bday.hands.values())


def cast(state: GameState, event: Vote) -> list[Violation]:
    """A yes on the nomination of ``event.target`` (already checked)."""
    day, bday = state.day, today(state)
    assert day is not None and bday is not None
    voter, target = state.slot_of[event.voter], state.slot_of.get(event.target, event.target)
    hands = bday.hands.setdefault(target, {})
    if voter in hands:
        _history(state, day, event.ref, event.voter, Action.VOTE, target, target, "REPEATED_VOTE")
        why = f"already says yes on {state.name(target)}; kept the earlier vote"
        raw = f"vote {event.target}"
        return [state.violation(Code.REPEATED_VOTE, event.ref, event.voter, why, raw)]
    hands[voter] = Standing(voter, target, event.ref, event.voter)
    day.voted.add(voter)
    _history(state, day, event.ref, event.voter, Action.VOTE, target, None)
    return []


def withdraw(state: GameState, event: Unvote) -> list[Violation]:
    """``/unvote X``: the yes on X goes; a bare ``/unvote``: every yes today goes."""
    day, bday = state.day, today(state)
    assert day is not None and bday is not None
    voter = state.slot_of[event.voter]
    aim = state.slot_of.get(event.target, event.target) if event.target else None
    for nominee, hands in bday.hands.items():
        if voter in hands and aim in (None, nominee):
            del hands[voter]
            _history(state, day, event.ref, event.voter, Action.UNVOTE, None, nominee)
    return []


def unvote_problem(state: GameState, bday: BotfDay, event: Unvote) -> str | None:
    voter = state.slot_of[event.voter]
    aim = state.slot_of.get(event.target, event.target) if event.target else None
    if has_hand(bday, voter, aim):
        return None
    return f"no yes standing on {state.name(aim)}" if aim else "no yes standing today"


def drop(state: GameState, voter: str | None, nominee: str | None, ref: PostRef, why: str) -> int:
    """Release yes votes by ``voter`` and/or on ``nominee`` (death, exile, closing)."""
    day, bday = state.day, today(state)
    if day is None or bday is None:
        return 0
    n = 0
    for target, hands in bday.hands.items():
        for v in [v for v in hands if v == voter or target == nominee]:
            del hands[v]
            n += 1
            entry = HistoryEntry(ref, state.name(v), Action.RELEASED, None, state.name(target),
                                 True, why)  # fmt: skip
            day.history.append(entry)
    return n


# --- what counts ---------------------------------------------------------------------------


def counted(state: GameState, day: DayState, bday: BotfDay) -> Hands:
    """The hands standing on each open nomination, in the order they count; frozen at
    resolution (``lock``)."""
    if bday.locked is not None:
        return bday.locked
    voudon = role_holder(state, Character.VOUDON) is not None
    one_hand = not voudon and state.rules.get("ghost_vote_spend") != "on_execution"
    used: set[str] = set()  # dead voters whose one hand already counts
    out: Hands = {}
    for nom in bday.noms:
        if not nom.open:
            continue
        switched = sorted(
            (v for v in day.votes.values() if v.target == nom.nominee), key=lambda v: v.ref.key
        )
        seen = {v.voter for v in switched}
        yes = [v for v in clockhand(state, nom.nominee, bday) if v.voter not in seen]
        hands = []
        for v in (*switched, *yes):
            dead = not state.slots[v.voter].alive
            if dead and one_hand and v.voter in used:
                continue
            if dead:
                used.add(v.voter)
            hands.append(v)
        out[nom.nominee] = tuple(hands)
    return out


def clockhand(state: GameState, nominee: str, bday: BotfDay) -> list[Standing]:
    """The yes votes on ``nominee`` in lock order: from the seat after the nominee round
    to the nominee (voters without a seat last, in the order they voted)."""
    hands = bday.hands.get(nominee, {})
    ring = [s.id for s in seated(state) if s.seat is not None]
    if nominee in ring:
        i = ring.index(nominee)
        ring = ring[i + 1 :] + ring[: i + 1]
    place = {sid: n for n, sid in enumerate(ring)}
    return sorted(hands.values(), key=lambda v: (place.get(v.voter, len(ring)), v.ref.key))


def lock(state: GameState, day: DayState, bday: BotfDay) -> Hands:
    """The day resolves: every hand locks (the count no longer changes)."""
    bday.locked = counted(state, day, bday)
    return bday.locked


def latest_key(hands: Hands, nominee: str) -> tuple[object, ...]:
    """When ``nominee``'s last counted hand was cast (``tie_break = earliest_to_reach``)."""
    return max((v.ref.key for v in hands.get(nominee, ())), default=())


def voters(hands: Hands) -> set[str]:
    """Everyone with a counted hand."""
    return {v.voter for vs in hands.values() for v in vs}


def _history(
    state: GameState, day: DayState, ref: PostRef, voter: str, action: Action,
    target: str | None, previous: str | None, code: str = "",
) -> None:  # fmt: skip
    def name(x: str | None) -> str | None:
        return state.name(x) if x is not None else None

    day.history.append(HistoryEntry(ref, voter, action, name(target), name(previous), True, code))
