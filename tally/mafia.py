"""Ruleset ``mafia``: classic forum Mafia day voting (spec/rules.md §5 and §6).

One switchable vote per living player on any living player (or no elimination); the
threshold is a strict majority of the living (``threshold_rule``); ``resolution`` picks
hammer, deadline plurality or both; host modifiers change weights (``weight:N``,
``double``, ``void``) and thresholds (``loved`` +1, ``hated`` -1) per player and day.
``eliminations_per_day`` > 1 is a "double lynch" day: a hammer eliminates and the day
goes on (votes reset or released, ``after_elimination``) until the last majority or the
deadline.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import ClassVar

from votecount.tally.codes import Code
from votecount.tally.declare import Payload
from votecount.tally.events import NO_ELIMINATION, EffectKind
from votecount.tally.result import DayCount
from votecount.tally.rules import Ruleset, Switch, register
from votecount.tally.state import DayState, GameState


def _positive(value: object) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return f"must be a whole number of at least 1, not {value!r}"
    return None


SWITCHES = {
    "eliminations_per_day": Switch(
        1,
        doc="how many players a day may eliminate by majority; after each hammer but the "
        "last the day goes on (a no-elimination majority ends it)",
        check=_positive,
    ),
    "after_elimination": Switch(
        "reset",
        ("reset", "release"),
        "when a hammer eliminates and the day goes on: every vote is cleared (reset), or "
        "only the votes on and by the eliminated player (release)",
    ),
    "day_goes_on": Switch(
        "at_hammer",
        ("at_hammer", "at_announcement"),
        "when a hammer eliminates and the day goes on: at the hammer, or at the host's "
        "death or execution event for that player (votes freeze until then, as at a hammer)",
    ),
}


@register
class Mafia(Ruleset):
    """Its declarations are the core's: the commands ``vote``/``unvote``, the core host
    events, the core codes; it adds the modifiers below, the double-lynch switches and,
    on such days, the day's ``eliminations``."""

    name: ClassVar[str] = "mafia"
    aliases: ClassVar[tuple[str, ...]] = ("classic",)
    title: ClassVar[str] = "classic forum Mafia: one switchable vote, majority or plurality"
    effect_kinds: ClassVar[tuple[str, ...]] = ("weight", "double", "void", "loved", "hated")
    switches: ClassVar[Mapping[str, Switch]] = SWITCHES
    payload: ClassVar[tuple[Payload, ...]] = (
        Payload(
            "eliminations",
            "day",
            "with eliminations_per_day > 1: the outcomes that eliminated a player this day, "
            "in order (the last may be the day's outcome)",
        ),
    )

    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        if self.rules.get("eliminations_per_day", 1) == 1:
            return count
        done = list(day.eliminations)
        last = day.outcome
        if last is not None and last.eliminated and last not in done:
            done.append(last)
        return replace(count, extra=(*count.extra, ("eliminations", [o.to_json() for o in done])))

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
