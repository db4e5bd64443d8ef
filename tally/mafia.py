"""Ruleset ``mafia``: classic forum Mafia day voting (spec/rules.md §5 and §6).

One switchable vote per living player on any living player (or no elimination); the
threshold is a strict majority of the living (``threshold_rule``); ``resolution`` picks
hammer, deadline plurality or both; host modifiers change weights (``weight:N``,
``double``, ``void``) and thresholds (``loved`` +1, ``hated`` -1) per player and day.
"""

from __future__ import annotations

from typing import ClassVar

from votecount.tally.codes import Code
from votecount.tally.events import NO_ELIMINATION, EffectKind
from votecount.tally.rules import Ruleset, register
from votecount.tally.state import DayState, GameState


@register
class Mafia(Ruleset):
    """Its declarations are the core's: the commands ``vote``/``unvote``, the core host
    events, the core codes; it adds the modifiers below and no payload or views."""

    name: ClassVar[str] = "mafia"
    aliases: ClassVar[tuple[str, ...]] = ("classic",)
    title: ClassVar[str] = "classic forum Mafia: one switchable vote, majority or plurality"
    effect_kinds: ClassVar[tuple[str, ...]] = ("weight", "double", "void", "loved", "hated")

    def threshold(self, state: GameState, day: DayState, target: str) -> int:
        base = self.rules.threshold_for(len(state.living()))
        if target == NO_ELIMINATION:
            return max(base + self.rules.no_elimination_offset, 1)
        for effect in self.effects(state, day, target):
            if effect.kind == EffectKind.LOVED:
                base += 1
            elif effect.kind == EffectKind.HATED:
                base -= 1
        return max(base, 1)

    def weight(self, state: GameState, day: DayState, voter: str) -> int:
        weight = 1
        for effect in self.effects(state, day, voter):
            if effect.kind == EffectKind.VOID:
                return 0
            if effect.kind == EffectKind.WEIGHT:
                weight = effect.value
            elif effect.kind == EffectKind.DOUBLE:
                weight *= 2
        return weight

    def effects(self, state: GameState, day: DayState, slot: str) -> list:
        return [
            m.effect
            for m in state.modifiers
            if m.slot == slot and (m.day is None or m.day == day.number)
        ]

    def can_vote(self, state: GameState, voter: str, target: str | None) -> tuple[str, str] | None:
        slot = state.current(voter)
        if slot is None:
            old = state.slot(voter)
            if old is not None:
                return (Code.VOTE_BY_NON_PLAYER, f"{voter} was replaced by {old.player}")
            return (Code.VOTE_BY_NON_PLAYER, f"{voter} is not a player")
        if not slot.alive:
            return (Code.VOTE_BY_DEAD, f"{voter} is dead ({slot.cause})")
        if target is None:
            return None
        return self.can_target(state, slot.id, target)

    def can_target(self, state: GameState, voter: str, target: str) -> tuple[str, str] | None:
        if target == NO_ELIMINATION:
            if not self.rules.allow_no_elimination:
                return (Code.VOTE_INELIGIBLE_TARGET, "no-elimination votes are not allowed")
            return None
        aim = state.slot(target)
        if aim is None:
            return (Code.VOTE_INELIGIBLE_TARGET, f"{target} is not a player")
        if not aim.alive:
            return (Code.VOTE_FOR_DEAD, f"{aim.player} is dead ({aim.cause})")
        if aim.id == voter and not self.rules.self_vote:
            return (Code.VOTE_INELIGIBLE_TARGET, "self-votes are not allowed")
        return None
