"""The event game's fold: who may post and vote in each event, its ballots that are
not wagons, and the re-evaluation after every vote, unvote, death or substitution."""

from __future__ import annotations

from typing import Any

from votecount.tally import host, voting, wagons
from votecount.tally.codes import Code, Violation
from votecount.tally.events import (
    Death,
    Event,
    ExileVote,
    Modkill,
    PublicPost,
    Resurrection,
    Substitution,
    Unvote,
    Vote,
)
from votecount.tally.events_game import private
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import (
    PLAN_EVENTS,
    SABOTAGES,
    WAGONS,
    ext,
    plan_of,
    voters,
)
from votecount.tally.events_game.duel import DuelMove, apply_duel, check_duel
from votecount.tally.events_game.ever import (
    destination_check,
    middle_of,
    reevaluate,
    round_step,
)
from votecount.tally.events_game.model import (
    OPTION_TITLES,
    Alignment,
    Choice,
    EventSetup,
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
from votecount.tally.events_game.schedule import speakers
from votecount.tally.state import DayState, GameState

PRIVATE_BALLOTS = ("private", "split", "realms")  # nothing is counted in the thread
_APPLY: dict[type, Any] = {
    PrivateVote: private.apply_private,
    Alignment: private.apply_alignment,
    Fall: private.apply_fall,
    Flip: private.apply_flip,
}


# --- checks -----------------------------------------------------------------------------
def check(state: GameState, event: Event) -> Any:
    if isinstance(event, Sabotage):
        return _check_sabotage(state, event)
    if isinstance(event, PrivateVote):
        return private.check_private(state, event)
    if isinstance(event, Alignment):
        return private.check_alignment(state, event)
    if isinstance(event, Fall):
        return private.check_fall(state, event)
    if isinstance(event, Flip):
        return private.check_flip(state, event)
    if isinstance(event, DuelMove):
        return check_duel(state, event)
    if isinstance(event, Hell):
        return _check_hell(state, event)
    if isinstance(event, RoundEnd):
        return _check_round_end(state, event)
    if isinstance(event, Nominees):
        return _check_nominees(state, event)
    if isinstance(event, PLAN_EVENTS):
        return None
    day = state.day
    if not isinstance(event, Vote | Unvote | ExileVote | OptionVote):
        return NotImplemented
    if day is None:
        if isinstance(event, Vote | Unvote):
            return NotImplemented
        return _reject(state, event, Code.VOTE_OUTSIDE_WINDOW, "no event is open")
    said = voting.word_problem(state, event) if isinstance(event, Vote) else None
    if said is not None:  # "EXECUTE: X" outside the events that declare it
        return _reject(state, event, *said)
    ballot = plan_of(state, day).ballot
    if ballot in WAGONS and isinstance(event, Vote | Unvote):
        return NotImplemented
    problem: tuple[str, str] | None = state.hooks.vote_window(state) or state.hooks.can_vote(
        state, event.voter, None
    )
    if problem is None:
        problem = _ballot_problem(state, day, ballot, event)
    return _reject(state, event, *problem) if problem else None


def _ballot_problem(
    state: GameState, day: DayState, ballot: str, event: Event
) -> tuple[str, str] | None:
    plan, mine = plan_of(state, day), ext(state).of(day.number)
    voter = state.slot_of.get(str(getattr(event, "voter", "")), "")
    if ballot == "yes_no" and isinstance(event, Vote) and voter == plan.apart:
        aim = state.slot(event.target)
        nobles = voters(state, day)
        if aim is None or aim.id not in nobles or mine.pick:
            why = "already picked" if mine.pick else f"{event.target} is not a living noble"
            return ("TARGET_NOT_NOBLE", why)
        return None
    if isinstance(event, Vote) or ballot in PRIVATE_BALLOTS:
        return ("BALLOT_INVALID_OPTION", f"Event {day.number}'s ballot is {_words(ballot)}")
    if voter not in voters(state, day):
        return ("NON_PARTICIPANT_VOTE", f"{event_actor(event)} does not vote in this ballot")
    if isinstance(event, ExileVote):
        return _yes_no_problem(state, day, ballot, event)
    if isinstance(event, OptionVote):
        return _option_problem(state, day, event)
    assert isinstance(event, Unvote)
    has = mine.options if ballot == "options" else {v: 1 for s in mine.yes_no.values() for v in s}
    return None if voter in has else (Code.UNVOTE_WITHOUT_VOTE, "nothing to withdraw")


def _yes_no_problem(
    state: GameState, day: DayState, ballot: str, event: ExileVote
) -> tuple[str, str] | None:
    if ballot == "options":
        return ("BALLOT_INVALID_OPTION", "Event 10 takes /ring, /stop, /tick or /crash")
    if ballot == "yes_no":
        return None
    subject = subject_of(state, day, event)
    if subject is None:
        return ("BALLOT_INVALID_OPTION", "name the nominee: /yes X or /no X")
    if any(f.subject == subject for f in ext(state).of(day.number).fired):
        return (Code.VOTE_AFTER_HAMMER, f"{state.name(subject)} is already decided")
    return None


def subject_of(state: GameState, day: DayState, event: ExileVote) -> str | None:
    plan = plan_of(state, day)
    decided = {f.subject for f in ext(state).of(day.number).fired}
    if event.target is not None:
        sid = state.slot_of.get(event.target, event.target)
        return sid if sid in plan.nominees else None
    left = [n for n in plan.nominees if n not in decided]
    return left[0] if len(left) == 1 else None


def _option_problem(state: GameState, day: DayState, event: OptionVote) -> tuple[str, str] | None:
    middle = middle_of(state, day)
    if event.option in ("stop", "tick") and event.option != middle:
        title = OPTION_TITLES[middle]
        return ("BALLOT_INVALID_OPTION", f"the middle option is {title} now")
    if event.option != "ring":
        return None
    n = len(voters(state, day))
    team = {state.slot_of.get(p, p) for p in event.team}
    if state.rules.get("ring_team") == "voters" and not team:
        return None  # the town check reads the first Ring-the-Bell voters
    if len(team) != arith.ring_size(n):
        return ("RING_TEAM_SIZE", f"a team needs {arith.ring_size(n)} players, not {len(team)}")
    dead = [state.name(p) for p in team if (s := state.slots.get(p)) is None or not s.alive]
    if dead:
        return ("RING_TEAM_DEAD_MEMBER", f"not alive: {', '.join(sorted(dead))}")
    return None


def _check_sabotage(state: GameState, event: Sabotage) -> Violation | None:
    used = ext(state).sabotages
    if len(used) >= SABOTAGES:
        why = f"the scum have used both sabotages (Events {', '.join(str(s.number) for s in used)})"
        return state.violation("SABOTAGE_LIMIT", event.ref, None, why, "sabotage")
    day = state.days.get(event.number)
    late = day is not None and (day.outcome is not None or ext(state).of(event.number).pick)
    if late:
        why = f"Event {event.number} is already decided (or its pick is locked)"
        return state.violation("SABOTAGE_TOO_LATE", event.ref, None, why, "sabotage")
    problem = private.sabotage_problem(state, event)
    if problem is None:
        return None
    return state.violation(problem[0], event.ref, None, problem[1], "sabotage")


def _check_nominees(state: GameState, event: Nominees) -> Violation | None:
    """Event 9: the Ruler may not nominate themself (``e9_ruler_may_self``)."""
    ruler = ext(state).ruler
    named = {state.slot_of.get(p, p) for p in event.nominees}
    if not ruler or ruler not in named or state.rules.get("e9_ruler_may_self"):
        return None
    why = f"the Ruler {state.name(ruler)} may not nominate themself (e9_ruler_may_self)"
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "nominees")


def _check_hell(state: GameState, event: Hell) -> Violation | None:
    day = state.day
    if day is None or day.number != event.number or day.outcome is not None:
        why = f"Event {event.number} is not being played"
        return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "hell")
    gone = [p for p in event.players if state.slot_of.get(p, p) not in voters(state, day)]
    if gone:
        why = f"not remaining in Event {event.number}: {', '.join(gone)}"
        return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "hell")
    return None


def _check_round_end(state: GameState, event: RoundEnd) -> Violation | None:
    day = state.day
    if day is None or day.number != event.number or day.outcome is not None:
        why = f"Event {event.number} is not being played"
    elif plan_of(state, day).ballot not in ("crossing", "destination"):
        why = f"Event {event.number}'s ballot ({plan_of(state, day).ballot}) has no rounds"
    else:
        return None
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "round_end")


def _apply_hell(state: GameState, event: Hell) -> list[Violation]:
    day = state.day
    assert day is not None
    mine, left = ext(state).of(day.number), voters(state, day)
    due = 2 if len(left) == 3 and len(mine.heaven) > len(mine.hell) else 1
    notices = []
    if len(event.players) != min(due, len(left)):
        why = f"the scum send {due} to Hell now, not {len(event.players)}"
        notices.append(state.violation("HELL_COUNT", event.ref, None, why))
    for p in event.players:
        sid = state.slot_of.get(p, p)
        mine.hell.append(sid)
        wagons.release(state, day, sid, event.ref, "sent to Hell")
    return notices + destination_check(state, day, event.ref)


# --- apply ------------------------------------------------------------------------------
def apply(state: GameState, event: Event) -> Any:
    if isinstance(event, PLAN_EVENTS):
        _apply_plan(state, event)
        return []
    if isinstance(event, Sabotage):
        ext(state).sabotages.append(event)
        return []
    if isinstance(event, Hell):
        return _apply_hell(state, event)
    if isinstance(event, RoundEnd):
        assert state.day is not None
        return round_step(state, state.day, event.ref, at_deadline=True)
    if isinstance(event, PrivateVote | Alignment | Fall | Flip):
        _APPLY[type(event)](state, event)
        return []
    if isinstance(event, DuelMove):
        apply_duel(state, event)
        return []
    if isinstance(event, PublicPost):
        state.count_post(event)
        return _post_notices(state, event)
    day = state.day
    if isinstance(event, Death | Modkill | Resurrection | Substitution):
        notices = host.apply_host_event(state, event)
        return notices + (reevaluate(state, day, event.ref) if day is not None else [])
    if day is None or not isinstance(event, Vote | Unvote | ExileVote | OptionVote):
        return NotImplemented
    ballot = plan_of(state, day).ballot
    if ballot in WAGONS:
        if not isinstance(event, Vote | Unvote):
            return NotImplemented
        core = voting.apply_vote if isinstance(event, Vote) else voting.apply_unvote
        return core(state, event) + reevaluate(state, day, event.ref)  # type: ignore[arg-type]
    _apply_choice(state, day, ballot, event)
    return reevaluate(state, day, event.ref)


def _apply_plan(state: GameState, event: Event) -> None:
    slots = lambda names: tuple(state.slot_of.get(p, p) for p in names)  # noqa: E731
    plan = ext(state).plan(int(getattr(event, "number", 0)))
    if isinstance(event, EventSetup):
        plan.given = True
        plan.ballot, plan.participants = event.ballot, slots(event.participants)
        plan.apart = state.slot_of.get(event.apart, event.apart)
    elif isinstance(event, Nominees):
        plan.nominees = slots(event.nominees)
    elif isinstance(event, Ineligible):
        plan.ineligible = slots(event.players)
    elif isinstance(event, Stage):
        plan.speakers = slots(event.speakers)


def _post_notices(state: GameState, event: PublicPost) -> list[Violation]:
    day, slot = state.day, state.current(event.author)
    if day is None or slot is None or not slot.alive:
        return []
    plan = plan_of(state, day)
    if plan.closed and slot.id not in plan.participants:
        why = f"Event {day.number} is closed: {event.author} may only spectate"
        return [state.violation("CLOSED_EVENT_POST", event.ref, event.author, why)]
    if plan.ballot == "destination" and slot.id not in voters(state, day):
        why = f"only the players still remaining may post in Event {day.number}"
        return [state.violation("STAGE_SILENCE", event.ref, event.author, why)]
    may = speakers(state, day)
    if may is not None and slot.id not in may:
        who = ", ".join(state.name(s) for s in may)
        why = f"{f'only {who}' if who else 'no one'} may speak in this stage of Event {day.number}"
        if plan.ballot == "split" and not may:
            why = f"Event {day.number}'s teams talk in their team PMs until every nomination is in"
        return [state.violation("STAGE_SILENCE", event.ref, event.author, why)]
    return []


def _apply_choice(state: GameState, day: DayState, ballot: str, event: Event) -> None:
    mine = ext(state).of(day.number)
    voter = state.slot_of.get(str(getattr(event, "voter", "")), "")
    if isinstance(event, Vote):  # Event 2: the Executioner's pick
        mine.pick = state.slot_of.get(event.target, event.target)
    elif isinstance(event, OptionVote):
        team = tuple(dict.fromkeys(state.slot_of.get(p, p) for p in event.team))
        mine.options[voter] = Choice(event.ref, option=event.option, team=team)
    elif isinstance(event, ExileVote):
        subject = "" if ballot == "yes_no" else subject_of(state, day, event)
        mine.yes_no.setdefault(subject or "", {})[voter] = Choice(event.ref, yes=event.yes)
    elif isinstance(event, Unvote):
        mine.options.pop(voter, None)
        wanted = state.slot_of.get(event.target, event.target) if event.target else None
        for subject, choices in mine.yes_no.items():
            if wanted is None or subject == wanted:
                choices.pop(voter, None)


def event_actor(event: Event) -> str:
    return str(getattr(event, "voter", ""))


def _reject(state: GameState, event: Event, code: str, why: str) -> Violation:
    return state.violation(code, event.ref, event_actor(event), why, _raw(event))


def _raw(event: Event) -> str:
    if isinstance(event, OptionVote):
        return f"/{event.option} {', '.join(event.team)}".strip()
    if isinstance(event, ExileVote):
        return f"/{'yes' if event.yes else 'no'} {event.target or ''}".strip()
    if isinstance(event, Vote):
        return f"vote {event.target}"
    return "unvote"


def _words(ballot: str) -> str:
    return {
        "yes_no": "YES/NO", "nominees": "YES/NO per nominee", "options": "an option ballot",
        "private": "private (sent to the host)", "split": "private (sent to the host)",
        "realms": "private (sent to the host)",
    }.get(ballot, ballot)  # fmt: skip
