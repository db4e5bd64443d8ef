"""Ruleset ``shapeshifters``: the Shape-shifters forum Mafia variant of seed 004
(spec/rules.md §6; docs/rules-shapeshifters.md).

A vote ("point") is a name written in red; Hero Hammerton's point counts three, the
Hypnotist's target is voided while the Hypnotist's point counts three (reversed when the
target points at the Hypnotist), shape-shifted villains and self-voiding Interdictors or
Clairvoyants count nothing, the Harvester's pool is carried onto their target on the day
they use it. The weights are re-evaluated at every vote change (``weights.py``); the day
ends with a plurality of effective weight (``endofday.py``) and the inactivity auto-lynch.
The host records the night's private actions as ``[[events]]`` rows (``roles.py``; kills,
protections and scries resolve with their night: ``nights.py``) and may supply the night
PMs' text (``pms.py``: red kill targets, blue special targets).

Modules: ``roles`` (roles, host events), ``weights`` (pure weights), ``ledger`` (the
system's state), ``actions`` (checking the host's rows), ``pms`` (night PMs), ``endofday``, ``payload`` (JSON
fields by view), ``switches``, ``codes``, ``view`` (its own view of a day).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from votecount.tally.codes import Severity, Violation
from votecount.tally.commands import CORE_HOST_EVENTS
from votecount.tally.decision import resolve
from votecount.tally.declare import HostEventSpec, Payload, Views, payloads
from votecount.tally.events import Event, PostRef, Rejected, Vote
from votecount.tally.mafia import Mafia
from votecount.tally.result import DayCount, Outcome, Reason, Status, VoteCount
from votecount.tally.rules import Switch, register
from votecount.tally.shapeshifters import actions, endofday, nights, payload, pms
from votecount.tally.shapeshifters.codes import (
    CODES,
    MULTIPLE_RED_TARGETS_IN_POST,
    TITLES,
    VOTE_NOT_RED,
)
from votecount.tally.shapeshifters.ledger import Ledger, day_weights, ledger
from votecount.tally.shapeshifters.roles import HOST_EVENTS, NightAction, RoleSet
from votecount.tally.shapeshifters.switches import DEFAULTS, SWITCHES
from votecount.tally.state import DayState, GameState
from votecount.tally.voting import apply_vote
from votecount.tally.wagons import latest_vote_key


@register
class Shapeshifters(Mafia):
    name: ClassVar[str] = "shapeshifters"
    aliases: ClassVar[tuple[str, ...]] = ("shape_shifters", "mafia004")
    title: ClassVar[str] = (
        "Shape-shifters (seed 004): red votes, hidden weights and voids, plurality at end of day"
    )
    defaults: ClassVar[Mapping[str, object]] = DEFAULTS
    switches: ClassVar[Mapping[str, Switch]] = SWITCHES
    host_events: ClassVar[Mapping[str, HostEventSpec]] = {**CORE_HOST_EVENTS, **HOST_EVENTS,
                                                          **pms.PM_EVENTS}  # fmt: skip
    events: ClassVar[frozenset[str]] = frozenset({"Vote", "Unvote", "RoleSet", "NightAction",
                                                  "NightPm"})  # fmt: skip
    effect_kinds: ClassVar[tuple[str, ...]] = ("weight", "double", "void")
    codes: ClassVar[Mapping[str, Severity]] = CODES
    payload: ClassVar[tuple[Payload, ...]] = payloads(
        "day",
        {
            "pointers": "voter -> target: the raw red pointers, one per voter",
            "weights": "host view: voter -> {target, weight, reason}",
            "totals": "host view: target -> effective weight",
            "voids": "host view: voter -> why their point counts nothing",
            "pool": "host view: Harvester -> the pool carried into the day",
            "auto_lynched": "players auto-lynched (inactive) at the day's end",
            "players": "player, alive, shown_role (host view: role, alignment)",
            "night_actions": "host view: the night PMs' actions of the night after "
            "the day: night, kind, sender, target, word, stands, place",
            "night_results": "host view: the host's night rows of the night after the day "
            "(protect, kill, reap, scry, clairvoyance): night, kind, player, target, given, "
            "expected, result, note, place",
        },
    )
    opening_words: ClassVar[tuple[str, ...]] = (
        r"\bshape[\s-]?shift(?:ers?|ed|ing)?\b", r"\bscr(?:y|ies|ied|yer)\b",
        r"\bpoint(?:s|ing|ed)?\s+(?:at|in\s+red)\b", r"\bnarr?[ao]r?ator\b", r"\bin\s+red\b",
    )  # fmt: skip
    views: ClassVar[Views] = Views(day="votecount.tally.shapeshifters.view:day_view", titles=TITLES)

    def parser_defaults(self) -> Mapping[str, object]:
        near = "near" if self.rules.get("near_red") else "exact"
        return {"markers": ["colour"], "colour": "red", "colour_match": near}

    def new_state(self, state: GameState) -> object:
        return Ledger()

    def several_votes_per_post(self, state: GameState) -> bool:
        return True  # each red target applies in turn: the last one stands (warned)

    def weight(self, state: GameState, day: DayState, voter: str) -> int:
        found = day_weights(state, day).get(voter)
        return found.value if found is not None else 1

    # -- the fold ----------------------------------------------------------------------
    def check_event(self, state: GameState, event: Event) -> Any:
        if isinstance(event, RoleSet):
            return actions.check_role(state, event)
        if isinstance(event, NightAction):
            return actions.check_action(state, event)
        if isinstance(event, pms.NightPm):
            return pms.check_pm(state, event)
        if isinstance(event, Rejected) and _not_red(event):
            return _vote_not_red(state, event)
        return NotImplemented

    def apply_event(self, state: GameState, event: Event) -> Any:
        if isinstance(event, RoleSet):
            return actions.apply_role(state, event)
        if isinstance(event, NightAction):
            return actions.apply_action(state, event)
        if isinstance(event, pms.NightPm):
            return pms.apply_pm(state, event)
        if isinstance(event, Vote):
            return self._vote(state, event)
        return NotImplemented

    def _vote(self, state: GameState, event: Vote) -> list[Violation]:
        day = state.day
        assert day is not None
        before = _same_post_vote(day, event)
        state.last_ref = event.ref
        notices = apply_vote(state, event)
        if before is not None:
            why = f"several red targets in one post; the last ({state.name(event.target)}) counts"
            note = state.violation(MULTIPLE_RED_TARGETS_IN_POST, event.ref, event.voter, why)
            notices = [note, *notices]
        if state.rules.get("harvester_accrual") == "every_vote_cast":
            _accrue_cast(state, day, event)
        return notices + self._hammer(state, day, event.ref)

    def _hammer(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        if state.rules.get("hammer_at") != "strict_majority" or day.outcome is not None:
            return []
        need = len(state.living_ids()) // 2 + 1  # a majority of the living, not of weight
        totals = endofday.totals(state, day)
        for target in sorted(totals, key=lambda t: (-totals[t], latest_vote_key(day, t))):
            if totals[target] >= need:
                out = Outcome(Status.HAMMERED, Reason.MAJORITY_REACHED, state.name(target),
                              ref=ref)  # fmt: skip
                return resolve(state, day, out)
        return []

    def advance(self, state: GameState, event: Event) -> list[Violation]:
        return nights.settle(state, event)  # the nights whose day has come resolve

    def resolve_day(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        return endofday.end_day(state, day, ref)

    def decorate_count(self, state: GameState, count: VoteCount) -> VoteCount:
        return payload.decorate(state, count)

    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        return count


def _not_red(event: Rejected) -> bool:
    """A command the parser found in a markup that does not count here (bold, plain
    text, a vote tag, a shade of red without ``near_red``): this system counts red only."""
    if event.code == "VOTE_NOT_BOLD_OR_TAG":  # the core's word for a plain-text vote
        return True
    return event.code == "COMMAND_IGNORED" and event.reason.startswith(
        ("missing markup", "not exact colour")
    )


def _vote_not_red(state: GameState, event: Rejected) -> Violation:
    """One VOTE_NOT_RED per written command (its bold and plain-text readings are one)."""
    seen = ledger(state).not_red
    key = (event.ref.thread, event.ref.post_id, event.raw)
    if key in seen:
        why = "another reading of a command already reported as not red"
        return state.violation("COMMAND_IGNORED", event.ref, event.actor, why, event.raw,
                               Severity.INFO)  # fmt: skip
    seen.add(key)
    said = "plain text" if event.code == "VOTE_NOT_BOLD_OR_TAG" else event.reason
    why = f"not written in red: {said}"
    return state.violation(VOTE_NOT_RED, event.ref, event.actor, why, event.raw)


def _same_post_vote(day: DayState, event: Vote) -> object:
    for h in reversed(day.history):
        if h.voter == event.voter and h.accepted and h.action.value == "vote":
            same = (h.ref.thread, h.ref.post_id) == (event.ref.thread, event.ref.post_id)
            return h if same and event.ref.post_id and h.target != event.target else None
    return None


def _accrue_cast(state: GameState, day: DayState, event: Vote) -> None:
    book = ledger(state)
    target = state.slot_of.get(event.target, event.target)
    voter = state.slot_of.get(event.voter, event.voter)
    if target not in book.harvesters() or day.number in book.used(target):
        return
    standing = day.votes.get(voter)
    if standing is None or standing.target != target:
        return
    w = day_weights(state, day)[voter].value
    got = book.accrued.setdefault(target, {})
    got[day.number] = got.get(day.number, 0) + w
