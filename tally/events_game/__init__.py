"""Ruleset ``events``: the event game of seed 001, "12 Contestants vs 4 Stagehands"
(spec/rules.md §5). Days are replaced by ten events, each with its own ballot: Event N
is Day N of the timeline, and the game file's ``event`` rows say which events are closed
(named participants) and which ballot each holds (the seed's by default).

Ballots: ``elimination`` (hammer at a strict majority of the event's voters, plurality at
the deadline, ties to whoever reached it first; Event 1), ``dual`` (Event 3: top
>= majority and second >= 3), ``crossing`` (Event 5: rounds, each nominating a crosser), ``destination`` (Event 7:
rounds among the remaining, to Heaven, with the host's Hell steps),
``yes_no`` (Event 2: the nobles on the Executioner),
``nominees`` (Event 9: YES/NO per nominee, decided as soon as it can be), ``options``
(Event 10: Ring the Bell / Stop the Clock or Tick Away / Crash the Party with the "ever"
triggers, and the town check of a locked team), ``split`` (Event 4: the teams, the
suspects and the secret Hold / Shift / Pass ballot), ``realms`` (Event 8: Heaven's
Ruler, Hell's saves) and ``private`` (Event 6). The private ballots and the alignments
are the host's rows (``private_vote``, ``alignment``, ``fall``), shown in the host view
only. Nobody dies by the tally: the host posts deaths, which count at once for who may
vote.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar, cast

from votecount.tally.audit import Audit
from votecount.tally.codes import Code, Severity, Violation
from votecount.tally.commands import CORE_COMMANDS, CORE_HOST_EVENTS
from votecount.tally.declare import (
    Ballot,
    CommandSpec,
    HostEventSpec,
    HostRow,
    Payload,
    Views,
    Word,
)
from votecount.tally.errors import InvalidInput
from votecount.tally.events import Event, ExileVote, PostRef
from votecount.tally.events_game import base, fold
from votecount.tally.events_game.duel import MOVES, DuelMove
from votecount.tally.events_game.model import (
    BALLOTS,
    DEFAULT_BALLOT,
    Alignment,
    EventSetup,
    EventsState,
    Fall,
    Flip,
    Hell,
    Ineligible,
    Nominees,
    OptionVote,
    PrivateVote,
    RoundEnd,
    Sabotage,
    Stage,
)
from votecount.tally.events_game.payload import event_payload, public_count
from votecount.tally.events_game.resolve import nobles_notice, resolve_event
from votecount.tally.events_game.schedule import SCHEDULE, ensure_plan
from votecount.tally.mafia import Mafia
from votecount.tally.result import DayCount, VoteCount
from votecount.tally.rules import Switch, register
from votecount.tally.state import DayState, GameState


def _yes_no(b: Ballot) -> Event | None:
    choice = str(b.get("choice", "")).casefold()
    return ExileVote(b.ref, b.actor, choice == "yes", b.target) if choice in ("yes", "no") else None


def _option(kind: str) -> CommandSpec:
    def build(b: Ballot) -> Event | None:
        return OptionVote(b.ref, b.actor, kind, b.team)

    title = {"ring": "/ring A, B, C", "stop": "/stop", "tick": "/tick", "crash": "/crash"}[kind]
    return CommandSpec(kind, f"{title}: a vote on an Event 10 option", build)


def _number(r: HostRow) -> int:
    if r.day is None:
        raise InvalidInput(f"{r.kind} row: day = the event's number is required")
    return r.day


def _setup(r: HostRow) -> list[Event]:
    ballot = r.note.strip() or DEFAULT_BALLOT.get(_number(r), "elimination")
    if ballot not in BALLOTS:
        raise InvalidInput(f"event row: note {ballot!r} is not one of {', '.join(BALLOTS)}")
    return [EventSetup(r.ref, _number(r), ballot, r.participants, r.player)]


def _private_vote(r: HostRow) -> list[Event]:
    card = str(r.value or "").casefold()
    return [PrivateVote(r.ref, _number(r), r.player, r.other, card, r.note.strip() == "second")]


def _pull_of(r: HostRow) -> int:
    try:
        return int(str(r.value or 0))
    except ValueError:
        raise InvalidInput(f"{r.kind} row: value is a trigger pull, 1 to 6") from None


def _duel_move(r: HostRow) -> list[Event]:
    move = r.note.strip().casefold()
    if move not in MOVES:
        raise InvalidInput(f"duel row: note {move!r} is not one of {', '.join(MOVES)}")
    return [DuelMove(r.ref, _number(r), move, r.player or "", chamber=_pull_of(r))]


HOST_EVENTS = {
    h.kind: h
    for h in (
        HostEventSpec("event", ("day", "value", "player", "note"),
                      "event `day`: `value` its participants (a list; none: open), `player` "
                      "the one taking part who does not vote (Event 2's Executioner), `note` "
                      "its ballot (" + " | ".join(BALLOTS) + "; default by number)", _setup),
        HostEventSpec("nominees", ("day", "value"), "the YES/NO ballot's nominees (a list; "
                      "Event 9: the Ruler's private nominations)",
                      lambda r: [Nominees(r.ref, _number(r), r.participants)]),
        HostEventSpec("ineligible", ("day", "value"), "players nobody may vote for in "
                      "event `day` (a list: Event 1's sabotage re-vote)",
                      lambda r: [Ineligible(r.ref, _number(r), r.participants)]),
        HostEventSpec("stage", ("day", "value"), "from here on only `value` (a list; empty: "
                      "no one) may post in event `day`",
                      lambda r: [Stage(r.ref, _number(r), r.participants)]),
        HostEventSpec("hell", ("day", "value"), "Event 7: the scum send `value` (a list: "
                      "one, or two when three remain and Heaven leads) to Hell",
                      lambda r: [Hell(r.ref, _number(r), r.participants)]),
        HostEventSpec("sabotage", ("day", "player", "value", "note", "other"), "the scum use "
                      "a sabotage on event `day` (two a game, each before the event is "
                      "decided); `note` what it does (Event 4 `attach`: `value` die alongside "
                      "suspect `player`, or either; with `other` too, `value` = [one for "
                      "`player`, one for `other`]; Event 8 `save` one in Hell or `disqualify` "
                      "from Ruler, `value` the players)",
                      lambda r: [Sabotage(r.ref, _number(r), r.note, r.participants, r.player,
                                          r.other)]),
        HostEventSpec("private_vote", ("day", "player", "other", "value", "note"), "a private "
                      "ballot in event `day`: `player` chooses `other` (Event 4's team vote, "
                      "Event 6's target, Event 8's Ruler or Hell's save; `note = second`: the "
                      "saved player's second save) or plays card `value` (Event 4: hold, "
                      "shift, pass)",
                      _private_vote),
        HostEventSpec("alignment", ("player", "value"), "the host's private record of "
                      "`player`'s alignment, `value` town or scum (Event 5's town streak, "
                      "Event 10's town check)",
                      lambda r: [Alignment(r.ref, r.player, str(r.value or "").casefold())]),
        HostEventSpec("round_end", ("day",), "a round of event `day` reaches its own "
                      "deadline here (Events 5 and 7: the round's plurality leader is the next "
                      "crosser, or goes to Heaven; the votes reset for the next round)",
                      lambda r: [RoundEnd(r.ref, _number(r))]),
        HostEventSpec("flip", ("day", "player", "value"), "public: at event `day`'s end the "
                      "host reveals `player`'s role or alignment, `value` as written (shown "
                      "with the event; town or scum also records the alignment)",
                      lambda r: [Flip(r.ref, _number(r), r.player, str(r.value or "").strip())]),
        HostEventSpec("fall", ("day", "player"), "Event 5: the scum make `player` fall when "
                      "about to cross (queued), or (no player) whoever is crossing when the "
                      "next round resolves; once a game",
                      lambda r: [Fall(r.ref, _number(r), r.player)]),
        HostEventSpec("chamber", ("day", "value"), "Event 3 (host view): the trigger pull, 1 "
                      "to 6, the bullet fires on (the scum's choice; a later row after a spin)",
                      lambda r: [DuelMove(r.ref, _number(r), "chamber", chamber=_pull_of(r))]),
        HostEventSpec("duel", ("day", "player", "note", "value"), "Event 3: a duellist's move "
                      "in turn, `note` self | opponent (at the opponent, then at oneself) | "
                      "spin (once each; `value` the new chamber, when known)",
                      _duel_move),
        HostEventSpec("rapid_fire", ("day", "player", "other"), "Event 3: the scum `player` "
                      "rapid fires at `other` (anyone): both die",
                      lambda r: [DuelMove(r.ref, _number(r), "rapid", r.player or "",
                                          r.other or "")]),
    )
}  # fmt: skip

SWITCHES: dict[str, Switch] = {
    "majority": Switch("strict_majority", ("strict_majority", "half_up"),
                       "the hammers' and deadlines' majority of n: floor(n/2)+1, or ceil(n/2) "
                       "(the spec's name for threshold_rule; either set to half_up counts)"),
    "e1_nobles": Switch("wagon_minus_chair", ("wagon_minus_chair", "all_others"),
                        "Event 1's nobles: the final wagon minus the chair (warned when not 8), "
                        "or every other voter of Event 1"),
    "e2_base": Switch("living_nobles", ("living_nobles", "votes_cast"),
                      "Event 2's YES majority: of the living nobles, or of the votes cast"),
    "e2_tie": Switch("lives", ("lives", "dies"), "Event 2: a YES/NO tie"),
    "e4_fallback": Switch("second_wagon", ("second_wagon", "none"),
                          "Event 4: once the non-voters run out, Pink takes the second "
                          "wagon's latest joiners, or balancing stops"),
    "e4_suspect_naming": Switch("pink_by_blue", ("pink_by_blue", "pink_by_pink"),
                                "Event 4: Suspect Pink is the Pink member Blue nominated, or "
                                "the player Pink nominated"),
    "e4_tie": Switch("none", ("none", "both", "random", "host"),
                     "Event 4: the suspects tied on the secret ballot (none: nobody dies, "
                     "flagged; random: the host draws)"),
    "e5_crossed_can_vote": Switch(True, doc="Event 5: players across the gap still vote"),
    "e5_votes_reset": Switch(True, doc="Event 5: every vote resets when a round nominates "
                             "a crosser (false: only the votes on the crosser)"),
    "e9_ruler_may_self": Switch(False, doc="Event 9: may the Ruler nominate themself"),
    "e9_resolution": Switch("hammer_per_nominee", ("hammer_per_nominee", "end_of_phase"),
                            "Event 9: each nominee is decided as soon as it can be, or "
                            "every nominee at the end of the event"),
    "e9_majority_base": Switch("voters_at_start", ("voters_at_start", "yes_vs_no_cast"),
                               "Event 9's YES majority: of the voters at the event's start, "
                               "or of the YES and NO cast on the nominee (decided early only "
                               "when the votes left cannot change it)"),
    "e9_tie": Switch("host", ("host", "random"), "Event 9: most YES tied at the end"),
    "ring_team": Switch("designated", ("designated", "voters"),
                        "Event 10's town check: the designated team, or the first R "
                        "Ring-the-Bell voters in time"),
    "ring_team_identity": Switch("set", ("set", "ordered_list"),
                                 "Ring the Bell votes group by team as a set, or as a list"),
    "e10_deadline_base": Switch("living_players", ("living_players", "votes_cast"),
                                "Event 10's deadline majority: of the living or of the votes cast"),
    "e10_no_result": Switch("host", ("host", "rerun"),
                            "Event 10 with no result at the deadline: the host decides, or "
                            "the Final Hour is played again as the next event"),
}  # fmt: skip

CODES: dict[str, Severity] = {
    "CLOSED_EVENT_POST": Severity.WARNING,
    "STAGE_SILENCE": Severity.WARNING,
    "NON_PARTICIPANT_VOTE": Severity.ERROR,
    "TARGET_NOT_NOBLE": Severity.ERROR,
    "BALLOT_INVALID_OPTION": Severity.ERROR,
    "RING_TEAM_SIZE": Severity.ERROR,
    "RING_TEAM_DEAD_MEMBER": Severity.ERROR,
    "SABOTAGE_LIMIT": Severity.ERROR,
    "SABOTAGE_TOO_LATE": Severity.ERROR,
    "NOBLE_COUNT_MISMATCH": Severity.INFO,
    "CROSSER_FELL": Severity.INFO,
    "ALIGNMENT_UNKNOWN": Severity.WARNING,
    "DUAL_HAMMER": Severity.INFO,
    "CROSSER_NOMINATED": Severity.INFO,
    "HELL_COUNT": Severity.WARNING,
    "NOMINEE_DECIDED": Severity.INFO,
    "EVER_TRIGGER": Severity.INFO,
    "RING_LOCKED": Severity.INFO,
    "E10_NO_RESULT": Severity.WARNING,
}


@register
class EventsGame(Mafia):
    """Mafia's eligibility (living players, living targets, self-votes) narrowed to each
    event's voters, with the event game's ballots, host events and codes."""

    name: ClassVar[str] = "events"
    aliases: ClassVar[tuple[str, ...]] = ("event_game", "contestants")
    title: ClassVar[str] = "the event game: ten events, each with its own ballot (seed 001)"
    defaults: ClassVar[Mapping[str, object]] = {
        "resolution": "hammer_or_plurality",
        "tie_break": "earliest_to_reach",
        "allow_no_elimination": False,
        "eliminate_on_resolution": False,
        "prod_hours": 36.0,
    }
    switches: ClassVar[Mapping[str, Switch]] = SWITCHES
    commands: ClassVar[Mapping[str, CommandSpec]] = {
        **CORE_COMMANDS,
        "ballot": CommandSpec("ballot", "YES / NO, /yes X, /no X: a YES/NO ballot", _yes_no),
        **{k: _option(k) for k in ("ring", "stop", "tick", "crash")},
    }
    words: ClassVar[tuple[Word, ...]] = (
        Word("ring", "ring", "team", "Ring the Bell with a team: /ring A, B, C, or "
             "**Ring the Bell: A, B, C**", ("ring the bell",)),
        Word("stop", "stop", "none", "Stop the Clock (also **Stop the Clock**)", ("stop the clock",)),
        Word("tick", "tick", "none", "Tick Away (also **Tick Away**)", ("tick away",)),
        Word("crash", "crash", "none", "Crash the Party (also **Crash the Party**)",
             ("crash the party",)),
        Word("yes", "ballot", "target", "YES on a nominee: /yes X, **YES X**, VOTE: YES X",
             ("yes",), "yes"),
        Word("no", "ballot", "target", "NO on a nominee: /no X, **NO X**, VOTE: NO X",
             ("no",), "no"),
    )  # fmt: skip
    host_events: ClassVar[Mapping[str, HostEventSpec]] = {**CORE_HOST_EVENTS, **HOST_EVENTS}
    events: ClassVar[frozenset[str]] = frozenset(
        {"Vote", "Unvote", "ExileVote", "OptionVote", "EventSetup", "Nominees", "Ineligible",
         "Stage", "Sabotage", "Hell", "PrivateVote", "Alignment", "Fall", "RoundEnd", "Flip",
         "DuelMove"}
    )  # fmt: skip
    codes: ClassVar[Mapping[str, Severity]] = CODES
    payload: ClassVar[tuple[Payload, ...]] = (
        Payload("event", "day", "the event: number, ballot, voters, threshold, its YES/NO or "
                "option tallies, triggers and result"),
    )  # fmt: skip
    schedule: ClassVar[tuple[str, ...]] = tuple(s.line() for s in SCHEDULE)
    opening_words: ClassVar[tuple[str, ...]] = (
        r"\bopen\s+events?\b", r"\bclosed\s+events?\b", r"\bevent\s*(?:1|one)\b\W+\w",
        r"\bevent\s*(?:10|ten)\b", r"\bsabotage\b",
    )  # fmt: skip
    views: ClassVar[Views] = Views(
        day="votecount.tally.events_game.views:events_day", phase="Event", phase_names=base.TITLES
    )

    def new_state(self, state: GameState) -> object:
        return EventsState()

    def threshold(self, state: GameState, day: DayState, target: str) -> int:
        n = len(base.voters(state, day))
        if base.plan_of(state, day).ballot in ("dual", "crossing", "destination"):
            return n + 1  # Events 3 and 5 resolve in fold._dual / fold._crossing
        return base.majority(state, n)

    def can_vote(self, state: GameState, voter: str, target: str | None) -> tuple[str, str] | None:
        day = state.day
        if day is None:
            return super().can_vote(state, voter, target)
        plan = base.plan_of(state, day)
        slot = state.current(voter)
        if plan.ballot == "nominees" and slot is not None and slot.id in day.living_at_start:
            return None  # Event 9: the eliminated vote until the end
        problem = super().can_vote(state, voter, target)
        if problem is not None or slot is None:
            return problem
        if plan.closed and slot.id not in plan.participants:
            return cast(Code, "NON_PARTICIPANT_VOTE"), f"{voter} is not in Event {day.number}"
        aim = state.slot_of.get(target or "", target)
        if plan.ballot in ("destination", "crossing") and slot.id not in base.voters(state, day):
            why = "is no longer remaining" if plan.ballot == "destination" else "has crossed"
            return cast(Code, "NON_PARTICIPANT_VOTE"), f"{voter} {why}"
        if plan.ballot == "destination" and target and aim not in base.voters(state, day):
            return (Code.VOTE_INELIGIBLE_TARGET, f"{target} is no longer remaining")
        if aim in base.ext(state).of(day.number).crossers:
            return (Code.VOTE_INELIGIBLE_TARGET, f"{target} has crossed or is crossing")
        if aim in plan.ineligible or (plan.closed and target and aim not in plan.participants):
            return (Code.VOTE_INELIGIBLE_TARGET, f"{target} may not be voted for in this event")
        return None

    def check_event(self, state: GameState, event: Event) -> Any:
        ensure_plan(state, state.day)
        return fold.check(state, event)

    def apply_event(self, state: GameState, event: Event) -> Any:
        ensure_plan(state, state.day)
        before = state.day.outcome if state.day is not None else None
        notices = fold.apply(state, event)
        day = state.day
        if notices is not NotImplemented and day is not None and before is None and day.outcome:
            ref = event.ref if isinstance(event.ref, PostRef) else day.start
            notices = [*notices, *nobles_notice(state, day, ref)]
        return notices

    def resolve_day(self, state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
        ensure_plan(state, day)
        return resolve_event(state, day, ref)

    def decorate_day(self, state: GameState, day: DayState, count: DayCount) -> DayCount:
        ensure_plan(state, day)
        return event_payload(state, day, count)

    def result_of(self, state: GameState, day: DayState) -> object:
        """The event's result: its places, crossers, realms, the secret totals ..."""
        return repr(base.ext(state).of(day.number).result)

    def decorate_count(self, state: GameState, count: VoteCount) -> VoteCount:
        return count if count.view == "host" else public_count(count)

    def decorate_audit(self, state: GameState, audit: Audit) -> Audit:
        """Prods are due only to the participants of the event being played (a closed
        event's spectators owe no posts)."""
        day = state.day
        if day is None or not base.plan_of(state, day).closed:
            return audit
        taking_part = set(base.plan_of(state, day).participants)
        keep = tuple(
            v for v in audit.violations
            if v.code != Code.PROD_DUE or state.slot_of.get(v.player or "", "") in taking_part
        )  # fmt: skip
        return replace(audit, violations=keep)
