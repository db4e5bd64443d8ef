"""BotF sign-ups (spec/rules.md §4.1): ``/in, seat N`` and ``/travel in, seat N``.

Sign-ups are checked and remembered; the slots themselves come from the game file's
players. At the start of the game the traveller cap is checked again against the final
count and the character-type table row is reported for the host.
"""

from __future__ import annotations

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import Signup
from votecount.tally.botf.state import Problem, ext
from votecount.tally.codes import Violation
from votecount.tally.state import GameState

SEATS = range(1, 19)
MAX_PLAYERS = 15
MAX_TRAVELLERS = 3
# non-travellers -> (Townsfolk, Outsiders, Minions, Demons), from the seed's table
CHARACTER_TABLE = {
    7: (5, 0, 1, 1),
    8: (5, 1, 1, 1),
    9: (5, 2, 1, 1),
    10: (7, 0, 2, 1),
    11: (7, 1, 2, 1),
    12: (7, 2, 2, 1),
    13: (9, 0, 3, 1),
    14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}


def traveller_cap(players: int) -> int:
    """1 traveller at 10 players, 2 at 13, 3 at 15 (A19: >= 10 / >= 13 / = 15)."""
    if players >= 15:
        return 3
    if players >= 13:
        return 2
    return 1 if players >= 10 else 0


def check_signup(state: GameState, event: Signup) -> Violation | None:
    problem = _problem(state, event)
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.player, reason, _raw(event))


def _problem(state: GameState, event: Signup) -> Problem | None:
    b = ext(state)
    if state.phases:
        return (BotfCode.SIGNUP_AFTER_START, "sign-ups closed when the game started")
    if event.player in b.signups:
        seat = b.signups[event.player][0]
        return (BotfCode.DUPLICATE_SIGNUP, f"{event.player} is already signed up (seat {seat})")
    if event.seat is None or event.seat not in SEATS:
        return (BotfCode.SEAT_OUT_OF_RANGE, f"seat {event.seat} is not one of 1-18")
    if event.seat in b.seats:
        return (BotfCode.SEAT_TAKEN, f"seat {event.seat} is taken by {b.seats[event.seat]}")
    players, travellers = _counts(state)
    if not event.traveller and players >= MAX_PLAYERS:
        return (BotfCode.TOO_MANY_PLAYERS, f"{MAX_PLAYERS} players are signed up already")
    if event.traveller:
        cap = min(traveller_cap(_cap_basis(state, players, travellers)), MAX_TRAVELLERS)
        if travellers >= cap:
            return (BotfCode.TRAVELLER_CAP, f"{players} players allow {cap} traveller(s)")
    return None


def apply_signup(state: GameState, event: Signup) -> list[Violation]:
    assert event.seat is not None
    b = ext(state)
    b.signups[event.player] = (event.seat, event.traveller, event.ref)
    b.seats[event.seat] = event.player
    return []


def game_start(state: GameState) -> list[Violation]:
    """The first phase starts: the traveller cap again, and the setup table row."""
    notices = _recheck_travellers(state)
    players = sum(1 for s in state.slots.values() if not s.traveller)
    row = CHARACTER_TABLE.get(players)
    if row is None:
        why = f"{players} non-travellers: outside the 7-15 character table"
    else:
        why = "{} non-travellers: {} Townsfolk, {} Outsiders, {} Minions, {} Demon".format(
            players, *row
        )
    ref = state.last_ref
    return [*notices, state.violation(BotfCode.SETUP_TABLE, ref, None, why)]


def _recheck_travellers(state: GameState) -> list[Violation]:
    b = ext(state)
    players, travellers = _counts(state)
    cap = min(traveller_cap(_cap_basis(state, players, travellers)), MAX_TRAVELLERS)
    over = [(p, v) for p, v in b.signups.items() if v[1]][cap:]
    out = []
    for player, (seat, _, ref) in over:
        del b.signups[player]
        b.seats.pop(seat, None)
        why = f"{players} players at the start allow {cap} traveller(s)"
        out.append(state.violation(BotfCode.TRAVELLER_CAP, ref, player, why, "travel in"))
    return out


def _counts(state: GameState) -> tuple[int, int]:
    entries = ext(state).signups.values()
    travellers = sum(1 for _, t, _ in entries if t)
    return len(entries) - travellers, travellers


def _cap_basis(state: GameState, players: int, travellers: int) -> int:
    if state.rules.get("traveller_cap_basis") == "total_players":
        return players + travellers
    return players


def _raw(event: Signup) -> str:
    return f"{'/travel in' if event.traveller else '/in'}, seat {event.seat}"
