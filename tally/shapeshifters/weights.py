"""Effective weights of one day (spec/rules.md §6.2), recomputed from the standing
pointers at every vote change. Pure: facts and pointers in, weights and reasons out."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from votecount.tally.shapeshifters.roles import CLAIRVOYANT, HERO, INTERDICTOR, title


@dataclass(frozen=True)
class DayFacts:
    """What the host told the tool about one day (slot ids)."""

    roles: Mapping[str, str] = field(default_factory=dict)  # slot -> role
    living: frozenset[str] = frozenset()
    shifted: frozenset[str] = frozenset()  # shape-shifted villains
    self_void: frozenset[str] = frozenset()  # Interdictor / Clairvoyant voiding their point
    hypnosis: Mapping[str, str] = field(default_factory=dict)  # Hypnotist -> target
    harvest: Mapping[str, int] = field(default_factory=dict)  # Harvester using -> pool P
    reversal_first: bool = False  # hypno_precedence = reversal_first
    harvest_own_vote: bool = True  # harvester_includes_own_vote
    modifiers: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # slot -> host effects


@dataclass(frozen=True)
class Weight:
    value: int
    reason: str = ""  # why it is not 1 ("" for a plain vote)

    @property
    def void(self) -> bool:
        return self.value == 0


def base(facts: DayFacts, voter: str) -> int:
    """Hero Hammerton's point counts three, everyone else's one; a host ``modifier`` row
    ``weight:N`` sets it, ``double`` doubles it."""
    value = 3 if facts.roles.get(voter) == HERO else 1
    for effect in facts.modifiers.get(voter, ()):
        if effect.startswith("weight:"):
            value = int(effect.partition(":")[2])
        elif effect == "double":
            value *= 2
    return value


def weights(facts: DayFacts, pointers: Mapping[str, str]) -> dict[str, Weight]:
    """Voter slot -> effective weight, for every voter in ``pointers`` (voter -> target)."""
    out = {v: _own(facts, v) for v in pointers}
    voided = {v for v, w in out.items() if w.void}
    for hypnotist, target in sorted(facts.hypnosis.items()):
        if hypnotist not in facts.living or hypnotist in facts.shifted:
            continue  # a dead or shape-shifted Hypnotist has no power
        _hypnosis(facts, pointers, out, voided, hypnotist, target)
    for harvester, pool in sorted(facts.harvest.items()):
        if harvester in out and harvester in facts.living and harvester not in facts.shifted:
            own = out[harvester].value if facts.harvest_own_vote else 0
            why = f"own {own} + the Harvester's pool {pool}"
            out[harvester] = Weight(own + pool, why)
    return out


def _own(facts: DayFacts, voter: str) -> Weight:
    if voter in facts.shifted:
        return Weight(0, "void: shape-shifted")
    if "void" in facts.modifiers.get(voter, ()):
        return Weight(0, "void: the host's modifier")
    if voter in facts.self_void:
        role = facts.roles.get(voter)
        who = title(role) if role in (INTERDICTOR, CLAIRVOYANT) else "player"
        return Weight(0, f"void: the {who} voided their own point")
    b = base(facts, voter)
    if facts.modifiers.get(voter):
        return Weight(b, f"the host's modifier ({', '.join(facts.modifiers[voter])})")
    return Weight(b, "Hero Hammerton counts three" if b == 3 else "")


def _hypnosis(
    facts: DayFacts,
    pointers: Mapping[str, str],
    out: dict[str, Weight],
    voided: set[str],
    hypnotist: str,
    target: str,
) -> None:
    reversal = pointers.get(target) == hypnotist
    if reversal and (target not in voided or facts.reversal_first):
        w = 3 * base(facts, target)
        out[target] = Weight(w, f"×3: pointed at the Hypnotist who targeted them ({w})")
        if hypnotist in out:
            out[hypnotist] = Weight(0, "void: reversed, the target points at the Hypnotist")
        return
    if target in out and target not in voided:
        out[target] = Weight(0, "void: hypnotised")
    if hypnotist in out and hypnotist not in voided:
        if pointers.get(hypnotist) == hypnotist:
            out[hypnotist] = Weight(1, "the Hypnotist points at themselves: counts one")
        else:
            out[hypnotist] = Weight(3, "the Hypnotist's point counts three")
