"""BotF travellers (spec/rules.md §4.6): entering and leaving mid-game, exile, and the
Matron's seat swaps (§4.7).

Exile votes: each ``/exile X`` post by a seated player (alive or dead, traveller or
not) is that player's yes vote to exile traveller X; the first one of the day is the
call. No vote token is used, the Voudon changes nothing. The exile passes as soon as the
yes votes reach ``E`` (``exile_resolves = immediately``) or waits for the host's
``traveller_exit`` (``at_host_close``). Exiles that did not pass lapse at dusk.
"""

from __future__ import annotations

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import ExileCall, SeatSwap, TravellerEnter, TravellerExit
from votecount.tally.botf.state import ExileRec, Problem, ext, in_play, seated, threshold, today
from votecount.tally.botf.votes import drop_vote
from votecount.tally.botf.whispers import after_swap, end_whispers, ledger_day
from votecount.tally.codes import Code, Violation
from votecount.tally.events import ExileVote, PostRef
from votecount.tally.rules import THRESHOLD_RULES
from votecount.tally.state import GameState, Slot

MAX_SWAPS = 3


def exile_base(state: GameState) -> int:
    """P: seated players (dead included) by default; see ``exile_base``."""
    base = state.rules.get("exile_base")
    players = seated(state)
    if base == "non_traveller_players":
        return sum(1 for s in players if not s.traveller)
    if base == "living_players":
        return sum(1 for s in players if s.alive)
    return len(players)


def exile_threshold(state: GameState, seated_count: int) -> int:
    rule = str(state.rules.get("exile_threshold_rule"))
    return (
        THRESHOLD_RULES[rule](seated_count)
        if rule in THRESHOLD_RULES
        else threshold(state.rules, seated_count)
    )


def check_exile_call(state: GameState, event: ExileCall) -> Violation | None:
    problem = _window(state) or _voter(state, event.caller) or _target(state, event.traveller)
    if problem is None:
        return None
    return state.violation(
        *problem[:1], event.ref, event.caller, problem[1], f"exile {event.traveller}"
    )


def apply_exile_call(state: GameState, event: ExileCall) -> list[Violation]:
    bday = ledger_day(state)
    assert bday is not None
    traveller = state.slot_of[event.traveller]
    rec = next((e for e in bday.exiles if e.traveller == traveller and e.status == "open"), None)
    if rec is None:
        rec = ExileRec(traveller, state.slot_of[event.caller], event.ref)
        bday.exiles.append(rec)
    return _yes(state, rec, event.caller, event.ref)


def check_exile_vote(state: GameState, event: ExileVote) -> Violation | None:
    problem = _window(state) or _voter(state, event.voter)
    if problem is None and _open_exile(state) is None:
        problem = (BotfCode.EXILE_NO_CALL, "no exile has been called today")
    if problem is None:
        return None
    raw = f"exile vote {'yes' if event.yes else 'no'}"
    return state.violation(*problem[:1], event.ref, event.voter, problem[1], raw)


def apply_exile_vote(state: GameState, event: ExileVote) -> list[Violation]:
    rec = _open_exile(state)
    assert rec is not None
    if not event.yes:
        voter = state.slot_of[event.voter]
        rec.no.add(voter)
        rec.yes = [y for y in rec.yes if y[0] != voter]
        return []
    return _yes(state, rec, event.voter, event.ref)


def _yes(state: GameState, rec: ExileRec, voter: str, ref: PostRef) -> list[Violation]:
    slot = state.slot_of[voter]
    rec.no.discard(slot)
    if all(y[0] != slot for y in rec.yes):
        rec.yes.append((slot, ref, voter))
    rec.seated = exile_base(state)
    rec.needed = exile_threshold(state, rec.seated)
    if len(rec.yes) < rec.needed:
        return []
    if state.rules.get("exile_resolves") == "at_host_close":
        rec.status = "reached"
        return []
    return _pass(state, rec, ref)


def _pass(state: GameState, rec: ExileRec, ref: PostRef) -> list[Violation]:
    rec.status, rec.passed = "passed", ref
    day = state.day or state.last_day
    label = f"Exiled Day {day.number}" if day is not None else "Exiled"
    leave(state, state.slots[rec.traveller], ref, label)
    why = f"{state.name(rec.traveller)} exiled with {len(rec.yes)} of {rec.seated} (needed {rec.needed})"
    return [state.violation(BotfCode.EXILE_PASSED, ref, state.name(rec.traveller), why)]


def _open_exile(state: GameState) -> ExileRec | None:
    bday = ledger_day(state)
    if bday is None:
        return None
    return next((e for e in reversed(bday.exiles) if e.status == "open"), None)


def _window(state: GameState) -> Problem | None:
    if state.day is not None or (state.rules.get("exile_at_night") and state.days):
        return None
    return (BotfCode.EXILE_OUTSIDE_WINDOW, f"exiles happen during a day ({state.label})")


def _voter(state: GameState, player: str) -> Problem | None:
    slot = state.current(player)
    if slot is None or not in_play(state, slot):
        return (BotfCode.EXILE_BY_NON_PLAYER, f"{player} is not a seated player")
    return None


def _target(state: GameState, traveller: str) -> Problem | None:
    slot = state.slot(traveller)
    if slot is None or not in_play(state, slot) or not slot.traveller:
        return (BotfCode.EXILE_INVALID_TARGET, f"{traveller} is not a traveller in play")
    return None


# --- entering and leaving -------------------------------------------------------------------


def check_enter(state: GameState, event: TravellerEnter) -> Violation | None:
    if state.slot(event.player) is not None:
        why = f"{event.player} already has a seat"
        return state.violation(
            Code.HOST_EVENT_INVALID, event.ref, event.player, why, "traveller_enter"
        )
    return None


def apply_enter(state: GameState, event: TravellerEnter) -> list[Violation]:
    state.slots[event.player] = Slot(event.player, event.player, event.seat, traveller=True)
    state.slot_of[event.player] = event.player
    return []


def check_exit(state: GameState, event: TravellerExit) -> Violation | None:
    slot = state.slot(event.player)
    if slot is None or not slot.traveller:
        why = f"{event.player} is not a traveller"
        return state.violation(
            Code.HOST_EVENT_INVALID, event.ref, event.player, why, "traveller_exit"
        )
    return None


def apply_exit(state: GameState, event: TravellerExit) -> list[Violation]:
    """The host's exit: confirms a passed exile (no change), completes one waiting for
    the host (``at_host_close``), or lets a traveller leave."""
    slot = state.slots[state.slot_of[event.player]]
    if slot.id in ext(state).left:
        return []
    bday = ledger_day(state)
    waiting = [e for e in bday.exiles if e.traveller == slot.id] if bday is not None else []
    reached = next((e for e in waiting if e.status == "reached"), None)
    if reached is not None:
        return _pass(state, reached, event.ref)
    leave(state, slot, event.ref, f"Left {state.label}".strip())
    return []


def leave(state: GameState, slot: Slot, ref: PostRef, note: str) -> None:
    """A traveller leaves play: votes by and on them go, whispers end."""

    ext(state).left[slot.id] = note
    slot.alive = False
    drop_vote(state, slot.id, ref, f"{slot.player} left the game")
    end_whispers(state, slot.id, ref, "left")


# --- the Matron -------------------------------------------------------------------------------


def check_swap(state: GameState, event: SeatSwap) -> Violation | None:
    problem: Problem | None = None
    bday = today(state)
    a, b = state.slot(event.a), state.slot(event.b)
    if a is None or b is None or not in_play(state, a) or not in_play(state, b):
        problem = (Code.HOST_EVENT_INVALID, "a seat swap needs two seated players")
    elif bday is not None and bday.swaps >= MAX_SWAPS:
        problem = (BotfCode.MATRON_TOO_MANY_SWAPS, f"{MAX_SWAPS} swaps today already")
    if problem is None:
        return None
    return state.violation(problem[0], event.ref, event.a, problem[1], f"swap {event.a} {event.b}")


def apply_swap(state: GameState, event: SeatSwap) -> list[Violation]:
    a, b = state.slots[state.slot_of[event.a]], state.slots[state.slot_of[event.b]]
    a.seat, b.seat = b.seat, a.seat
    bday = today(state)
    if bday is not None:
        bday.swaps += 1
    after_swap(state, event.ref)
    return []
