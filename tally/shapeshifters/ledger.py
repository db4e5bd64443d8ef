"""Shape-shifters' own part of the game state (``GameState.ext``): roles, the night
actions per day, the Harvester's pool and the inactivity counters, and the ``DayFacts``
the weights are computed from."""

from __future__ import annotations

from dataclasses import dataclass, field

from votecount.tally.shapeshifters.roles import HARVESTER, VILLAINS
from votecount.tally.shapeshifters.weights import DayFacts, Weight, weights
from votecount.tally.state import DayState, GameState


@dataclass
class Ledger:
    roles: dict[str, str] = field(default_factory=dict)  # slot -> role
    # day -> action -> player slot -> target slot ("" for actions without one)
    actions: dict[int, dict[str, dict[str, str]]] = field(default_factory=dict)
    accrued: dict[str, dict[int, int]] = field(default_factory=dict)  # H -> day -> weight
    missed: dict[str, int] = field(default_factory=dict)  # slot -> missed days counted
    auto_lynched: dict[int, tuple[str, ...]] = field(default_factory=dict)  # day -> slots
    not_red: set[tuple[str, str, str]] = field(default_factory=set)  # VOTE_NOT_RED reported
    # night -> the night PMs' actions (pms.py): kind, sender, target, word, stands, place
    night_actions: dict[int, list[dict]] = field(default_factory=dict)
    researchers: dict[str, str] = field(default_factory=dict)  # slot -> "seer" / "fool"
    # the host's night rows by the day after the night (nights.py): kills and reaps,
    # protections, scries, each a dict (kind, by, target, place, ref, result, note)
    night_rows: dict[int, list[dict]] = field(default_factory=dict)
    resolved: set[int] = field(default_factory=set)  # days whose night has resolved

    def on(self, day: int, action: str) -> dict[str, str]:
        return self.actions.setdefault(day, {}).setdefault(action, {})

    def used(self, harvester: str) -> list[int]:
        return sorted(d for d, acts in self.actions.items() if harvester in acts.get("harvest", {}))

    def pool(self, harvester: str, day: int) -> int:
        """The pool the Harvester carries into ``day``: the days ended since the last use
        before it (use days never accrue)."""
        before = [d for d in self.used(harvester) if d < day]
        since = before[-1] if before else 0
        return sum(w for d, w in self.accrued.get(harvester, {}).items() if since < d < day)

    def harvesters(self) -> list[str]:
        return sorted(s for s, r in self.roles.items() if r == HARVESTER)


def ledger(state: GameState) -> Ledger:
    assert isinstance(state.ext, Ledger)
    return state.ext


def facts(state: GameState, day: DayState) -> DayFacts:
    book = ledger(state)
    acts = book.actions.get(day.number, {})
    living = day.living_at_resolution or state.living_ids()
    return DayFacts(
        roles=book.roles,
        living=frozenset(living),
        shifted=frozenset(acts.get("shapeshift", {})),
        self_void=frozenset(acts.get("self_void", {})),
        hypnosis=dict(acts.get("hypnotise", {})),
        harvest={h: book.pool(h, day.number) for h in acts.get("harvest", {})},
        reversal_first=state.rules.get("hypno_precedence") == "reversal_first",
        harvest_own_vote=bool(state.rules.get("harvester_includes_own_vote", True)),
        modifiers=_modifiers(state, day),
    )


def _modifiers(state: GameState, day: DayState) -> dict[str, tuple[str, ...]]:
    """The host's core ``modifier`` rows for the day (``weight:N``, ``double``, ``void``)."""
    out: dict[str, tuple[str, ...]] = {}
    for m in state.modifiers:
        if m.day is None or m.day == day.number:
            out[m.slot] = (*out.get(m.slot, ()), str(m.effect))
    return out


def day_weights(state: GameState, day: DayState) -> dict[str, Weight]:
    pointers = {v: s.target for v, s in day.votes.items()}
    return weights(facts(state, day), pointers)


def villain_count(book: Ledger, slots: tuple[str, ...]) -> int:
    return sum(1 for s in slots if book.roles.get(s) in VILLAINS)
