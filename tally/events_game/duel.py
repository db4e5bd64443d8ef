"""Event 3's duel after its vote (seed 001): the chamber of six, the duellists' moves and
the scum's rapid fire, as the host's rows (docs/rules-events.md, "Event 3's duel").

* ``chamber`` (``value`` 1-6, host view): the trigger pull the bullet fires on, the
  scum's choice; a later row (the host's draw after a spin) replaces it.
* ``duel`` (``player``, ``note`` = ``self`` | ``opponent`` | ``spin``, public): a
  duellist's move, in turn, the second-place nominee first. ``opponent`` pulls twice (at
  the opponent, then at oneself). ``spin`` resets the pull count, once per player; with
  the event's sabotage ("spinning the barrel has no effect") it changes nothing.
* ``rapid_fire`` (``player`` the scum, ``other`` the target, public): both die.

With the chamber known the host view follows each pull ("click", "bang: X") and says
who the bullet hits; the deaths are the host's ``death`` rows, as in every event. A move
by someone not in the duel, out of turn, a second spin, a duel before the event is
decided or a rapid fire by a player the host recorded as town is ``HOST_EVENT_INVALID``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from votecount.tally.codes import Code, Violation
from votecount.tally.events import Event
from votecount.tally.events_game.base import ext, sabotage_on
from votecount.tally.state import GameState

MOVES = ("self", "opponent", "spin")


@dataclass(frozen=True, slots=True)
class DuelMove(Event):
    """Host: a step of event ``number``'s duel (``move``: chamber, self, opponent, spin or
    rapid)."""

    number: int
    move: str
    player: str = ""
    other: str = ""
    chamber: int = 0


@dataclass
class Duel:
    chamber: int = 0  # the pull the bullet fires on (0: unknown)
    pulls: int = 0  # pulls since the chamber was set or spun
    spun: set[str] = field(default_factory=set)
    moves: list[dict[str, object]] = field(default_factory=list)  # public, in order
    shots: list[dict[str, object]] = field(default_factory=list)  # host: each pull
    hit: str = ""  # host: the duellist the bullet hit


def duel_of(state: GameState, number: int) -> Duel:
    found = ext(state).duels.get(number)
    if found is None:
        found = ext(state).duels[number] = Duel()
    return found


def pair(state: GameState, number: int) -> tuple[str, str] | None:
    """(second, first): the duellists, the second-place nominee (who shoots first) first."""
    result = ext(state).of(number).result
    first, second = result.get("first"), result.get("second")
    if not first or not second:
        return None
    return state.slot_of.get(str(second), str(second)), state.slot_of.get(str(first), str(first))


def check_duel(state: GameState, event: DuelMove) -> Violation | None:
    why = _problem(state, event)
    if why is None:
        return None
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, event.move)


def _problem(state: GameState, event: DuelMove) -> str | None:
    n = event.number
    if ext(state).plan(n).ballot != "dual":
        return f"Event {n} holds no duel"
    if event.move == "chamber":
        return None if 1 <= event.chamber <= 6 else "the chamber is a pull from 1 to 6 (value)"
    if event.move == "rapid":
        shooter, target = state.slot(event.player), state.slot(event.other)
        if shooter is None or target is None:
            return "rapid fire: give the scum shooting (player) and the target (other)"
        if ext(state).alignments.get(shooter.id) == "town":
            return f"only the scum may rapid fire: {shooter.player} is town"
        return None
    found = pair(state, n)
    if found is None:
        return f"Event {n}'s duellists are not known yet (its vote is not decided)"
    me = state.slot_of.get(event.player, event.player)
    if me not in found:
        return f"{event.player} is not in the duel"
    duel = duel_of(state, n)
    due = found[len(duel.moves) % 2]
    if me != due:
        return f"it is {state.name(due)}'s turn"
    if event.move == "spin" and me in duel.spun:
        return f"{state.name(me)} has spun the barrel once already"
    return None


def apply_duel(state: GameState, event: DuelMove) -> None:
    duel = duel_of(state, event.number)
    if event.move == "chamber":
        duel.chamber, duel.pulls = event.chamber, 0
        return
    if event.move == "rapid":
        shooter, target = state.slot_of.get(event.player, event.player), \
            state.slot_of.get(event.other, event.other)  # fmt: skip
        duel.moves.append({"player": state.name(shooter), "move": "rapid fire",
                           "target": state.name(target), "post": _post(event),
                           "dies": [state.name(target), state.name(shooter)]})  # fmt: skip
        return
    found = pair(state, event.number)
    assert found is not None
    me = state.slot_of.get(event.player, event.player)
    other = found[1] if me == found[0] else found[0]
    row: dict[str, object] = {"player": state.name(me), "move": event.move, "post": _post(event)}
    duel.moves.append(row)
    if event.move == "spin":
        duel.spun.add(me)
        if sabotage_on(state, event.number) is not None:
            row["note"] = "no effect (sabotage)"
        else:
            duel.pulls, duel.chamber = 0, event.chamber
        return
    for aim in (other, me) if event.move == "opponent" else (me,):
        _pull(state, duel, aim)


def _pull(state: GameState, duel: Duel, aim: str) -> None:
    if duel.hit:
        return
    duel.pulls += 1
    bang = bool(duel.chamber) and duel.pulls == duel.chamber
    what = "unknown" if not duel.chamber else "bang" if bang else "click"
    duel.shots.append({"at": state.name(aim), "pull": duel.pulls, "shot": what})
    if bang:
        duel.hit = state.name(aim)


def duel_view(state: GameState, number: int) -> dict[str, object]:
    duel = ext(state).duels.get(number)
    if duel is None:
        return {}
    return {"duel": {"moves": list(duel.moves),
                     "host": {"chamber": duel.chamber or None, "shots": list(duel.shots),
                              "hit": duel.hit or None}}}  # fmt: skip


def _post(event: Event) -> int | None:
    return event.ref.number if event.ref.number >= 0 else None
