"""Ruleset ``botf``: Blood on the Forums (spec/rules.md §4, seed 000; docs/rules-botf.md).

A day is Discussion (12 h), Nominations (12 h) and Voting (24 h); the game starts with
Night 1. Players nominate once a day; each player has one switchable vote per day on a
nominated player; the dead vote with a one-time ghost token; the unique top nomination
with a strict majority of the living non-travellers is executed at the deadline, a tie
executes nobody. Travellers are exiled by a majority of all seated players; whispers are
declared, accepted and broken by posting.

The ruleset plugs into the core fold through the hooks of ``tally.rules.Ruleset``; its
own state lives in ``GameState.ext`` (``tally.botf_state``). The work is split by
subject: sign-ups, nominations, votes, resolution, whispers, exile, count.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, ClassVar

from votecount.tally import host
from votecount.tally.audit import Audit
from votecount.tally.botf import codes as botf_codes
from votecount.tally.botf import commands as botf_commands
from votecount.tally.botf import count as count
from votecount.tally.botf import early as early
from votecount.tally.botf import exile as exile
from votecount.tally.botf import fiddler as fiddler
from votecount.tally.botf import hands as hands
from votecount.tally.botf import late as late
from votecount.tally.botf import nominations as noms
from votecount.tally.botf import phases as phases
from votecount.tally.botf import resolution as resolution
from votecount.tally.botf import result as botf_result
from votecount.tally.botf import signup as signup
from votecount.tally.botf import votes as votes
from votecount.tally.botf import whispers as whispers
from votecount.tally.botf.effects import Character
from votecount.tally.botf.eligibility import voter_problem
from votecount.tally.botf.events import (
    ExileCall,
    FiddlerEnd,
    FiddlerStart,
    NeighbourWhisper,
    Nominate,
    SeatSwap,
    Signup,
    TravellerEnter,
    TravellerExit,
    WhisperAccept,
    WhisperDeclare,
    WhisperPm,
)
from votecount.tally.botf.state import (
    BotfState,
    ext,
    role_holder,
    today,
)
from votecount.tally.botf.switches import SWITCHES
from votecount.tally.codes import Severity, Violation
from votecount.tally.commands import CORE_COMMANDS, CORE_HOST_EVENTS
from votecount.tally.declare import CommandSpec, HostEventSpec, Payload, Views, Word
from votecount.tally.events import (
    Death,
    Event,
    ExileVote,
    Modifier,
    Modkill,
    Order,
    PhaseEnd,
    PhaseStart,
    PostRef,
    PublicPost,
    Resurrection,
    SubPhasePlan,
    Substitution,
    Unvote,
    Vote,
)
from votecount.tally.result import DayCount, LateCommand, VoteCount
from votecount.tally.rules import Ruleset, Switch, register
from votecount.tally.state import DayState, GameState

Check = Callable[[GameState, Any], Violation | None]
Apply = Callable[[GameState, Any], list[Violation]]


@register
class Botf(Ruleset):
    name: ClassVar[str] = "botf"
    aliases: ClassVar[tuple[str, ...]] = ("blood_on_the_forums",)
    title: ClassVar[str] = (
        "Blood on the Forums: nominations, executions at the deadline, ghost votes, "
        "travellers and exile, whispers"
    )
    # the day resolves at its deadline (hammer_on_majority is BotF's own switch); the
    # host decides whether an executed player dies, with an `execution` event
    defaults: ClassVar[dict[str, object]] = {
        "resolution": "plurality",
        "eliminate_on_resolution": False,
        "allow_no_elimination": False,
    }
    switches: ClassVar[dict[str, Switch]] = SWITCHES
    events: ClassVar[frozenset[str]] = frozenset(
        {
            "Vote", "Unvote", "Nominate", "Signup", "WhisperDeclare", "WhisperAccept",
            "ExileCall", "ExileVote", "TravellerEnter", "TravellerExit", "SeatSwap",
            "WhisperPm", "NeighbourWhisper", "FiddlerStart", "FiddlerEnd",
            "SubPhasePlan",
        }
    )  # fmt: skip

    commands: ClassVar[Mapping[str, CommandSpec]] = {**CORE_COMMANDS, **botf_commands.COMMANDS}
    words: ClassVar[tuple[Word, ...]] = botf_commands.WORDS
    host_events: ClassVar[Mapping[str, HostEventSpec]] = {
        **CORE_HOST_EVENTS,
        **botf_commands.HOST_EVENTS,
    }
    effect_kinds: ClassVar[tuple[str, ...]] = tuple(Character)
    codes: ClassVar[Mapping[str, Severity]] = botf_codes.CODES
    payload: ClassVar[tuple[Payload, ...]] = botf_result.PAYLOAD
    views: ClassVar[Views] = Views(
        day="votecount.tally.botf.views:botf_day",
        audit="votecount.tally.botf.report_views:whisper_days",
        timeline="votecount.tally.botf.report_views:timeline",
        tables={"whispers": "votecount.tally.botf.report_views:whisper_rows"},
        explained=True,
        titles=botf_codes.TITLES,
    )
    sub_phases: ClassVar[bool] = True
    seated_signups: ClassVar[bool] = True
    opening_words: ClassVar[tuple[str, ...]] = (
        r"\bblood\s+on\s+the\s+(?:forums|clocktower)\b", r"\bstorytellers?\b",
        r"\btownsfolk\b", r"\boutsiders?\b", r"\bminions?\b", r"\bdemons?\b",
        r"\bgrimoire\b", r"\btrouble\s+brewing\b",
    )  # fmt: skip
    first_phase: ClassVar[str] = "night"

    def new_state(self, state: GameState) -> object:
        return BotfState()

    def sealed_maps(self, state: GameState) -> tuple[dict[int, Any], ...]:
        return (ext(state).days,)  # a BotfDay shares its day's standing votes

    # --- the classic hooks --------------------------------------------------------------
    def shows_threshold(self) -> bool:
        return True  # an execution needs a majority of the living, at the deadline too

    def threshold(self, state: GameState, day: DayState, target: str) -> int:
        return resolution.standings(state, day).threshold

    def can_vote(self, state: GameState, voter: str, target: str | None) -> tuple[str, str] | None:
        if target is not None:
            problem = votes.target_problem(state, target)
            if problem is not None:
                return problem
        return voter_problem(state, voter)

    def can_nominate(
        self, state: GameState, nominator: str, nominee: str
    ) -> tuple[str, str] | None:
        return noms.nomination_problem(state, Nominate(_NO_POST, nominator, nominee))

    def keeps_vote_on_death(self) -> bool:
        return True  # the ghost vote (vote_on_death = drop is handled by the ruleset)

    # --- events -------------------------------------------------------------------------
    def check_event(self, state: GameState, event: Event) -> Any:
        if fiddler.takes(state, event):
            return fiddler.check_vote(state, event)  # type: ignore[arg-type]
        if isinstance(event, Modifier) and event.effect.kind in noms.JUDGE_EFFECTS:
            return host.check_host_event(state, event) or noms.check_judge(state, event)
        check = CHECKS.get(type(event))
        return NotImplemented if check is None else check(state, event)

    def apply_event(self, state: GameState, event: Event) -> Any:
        if fiddler.takes(state, event):
            return fiddler.apply_vote(state, event)  # type: ignore[arg-type]
        if isinstance(event, Modifier) and event.effect.kind in noms.JUDGE_EFFECTS:
            host.apply_host_event(state, event)
            return noms.apply_judge(state, event)
        apply = APPLIES.get(type(event))
        return NotImplemented if apply is None else apply(state, event)

    def advance(self, state: GameState, event: Event) -> list[Violation]:
        """The opening of nominations passes: queued nominations take effect; their
        close: the early-end check (``early_end = outcome_decided``)."""
        bday = today(state)
        if bday is None:
            return []
        if not bday.opened and event.ref.time >= bday.opening():
            return noms.open_nominations(state, bday, event.ref.at(Order.SCHEDULED))
        return early.at_close_of_nominations(state, event)

    def several_votes_per_post(self, state: GameState) -> bool:
        return hands.per_nomination(state)

    def rejected(self, state: GameState, event: Event, violation: Violation) -> None:
        if isinstance(event, Nominate):
            noms.rejected_nomination(state, event, violation)
        elif isinstance(event, Vote):
            votes.remember_voudon_rejection(state, event, violation)

    def resolve_day(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        notices = phases.deadline_drift(state, day, ref) + resolution.resolve_day(state, day, ref)
        return notices + fiddler.close(state, ref)

    def decorate_day(self, state: GameState, day: DayState, count_: DayCount) -> DayCount:
        return count.decorate_day(state, day, count_)

    def decorate_count(self, state: GameState, count_: VoteCount) -> VoteCount:
        payload = botf_result.BotfCount(count.player_lines(state), fiddler.result(state))
        return replace(count_, extension=payload, days=count.live_days(state, count_))

    def decorate_audit(self, state: GameState, audit: Audit) -> Audit:
        return count.decorate_audit(state, audit)

    def late_command(self, state: GameState, day: DayCount, event: Event) -> LateCommand | None:
        return late.late_command(state, day, event)


# a nomination asked about (can_nominate), posted nowhere
_NO_POST = PostRef("", -1, datetime(1970, 1, 1, tzinfo=UTC))


# --- host events the ruleset follows ----------------------------------------------------------


def _death(state: GameState, event: Death | Modkill) -> list[Violation]:
    voudon = _voudon_alive(state)
    notices = host.apply_host_event(state, event)
    notices += votes.on_death(state, event)
    if voudon and not _voudon_alive(state):
        notices += votes.on_voudon_death(state, event.ref)
    return notices


def _voudon_alive(state: GameState) -> bool:
    return role_holder(state, Character.VOUDON) is not None


def _resurrection(state: GameState, event: Resurrection) -> list[Violation]:
    notices = host.apply_host_event(state, event)
    return notices + votes.on_resurrection(state, state.slot_of[event.player])


def _substitution(state: GameState, event: Substitution) -> list[Violation]:
    slot = state.slot_of[event.out]
    notices = host.apply_host_event(state, event)
    if state.rules.get("substitution_ends_whispers"):
        whispers.end_whispers(state, slot, event.ref, "substitution")
        b = ext(state)
        b.pending = [d for d in b.pending if slot not in (d.a, d.b)]
    return notices


def _phase_end(state: GameState, event: PhaseEnd) -> list[Violation]:
    return host.end_phase(state, event)


CHECKS: dict[type, Check] = {
    Vote: votes.check_vote,
    Unvote: votes.check_unvote,
    Nominate: noms.check_nominate,
    Signup: signup.check_signup,
    WhisperDeclare: whispers.check_declare,
    WhisperAccept: whispers.check_accept,
    ExileCall: exile.check_exile_call,
    ExileVote: exile.check_exile_vote,
    TravellerEnter: exile.check_enter,
    TravellerExit: exile.check_exit,
    SeatSwap: exile.check_swap,
    WhisperPm: lambda state, event: None,
    NeighbourWhisper: lambda state, event: None,
    FiddlerStart: fiddler.check_start,
    SubPhasePlan: lambda state, event: None,
    FiddlerEnd: fiddler.check_end,
}

APPLIES: dict[type, Apply] = {
    PublicPost: whispers.on_post,
    PhaseStart: phases.phase_start,
    SubPhasePlan: phases.plan,
    PhaseEnd: _phase_end,
    Vote: votes.apply_vote,
    Unvote: votes.apply_unvote,
    Nominate: noms.apply_nominate,
    Signup: signup.apply_signup,
    WhisperDeclare: whispers.apply_declare,
    WhisperAccept: whispers.apply_accept,
    ExileCall: exile.apply_exile_call,
    ExileVote: exile.apply_exile_vote,
    TravellerEnter: exile.apply_enter,
    TravellerExit: exile.apply_exit,
    SeatSwap: exile.apply_swap,
    WhisperPm: whispers.apply_pm,
    NeighbourWhisper: whispers.apply_neighbour_whisper,
    Death: _death,
    Modkill: _death,
    Resurrection: _resurrection,
    Substitution: _substitution,
    FiddlerStart: fiddler.apply_start,
    FiddlerEnd: fiddler.apply_end,
}
