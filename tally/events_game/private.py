"""The host's private facts: ``private_vote`` rows (Event 4's team votes and cards,
Event 6's targets, Event 8's Ruler and Hell votes), ``alignment`` rows (Event 5's streak, Event 10's town
check) and Event 5's ``fall``; each checked, then applied. Their problems carry a raw
text starting ``private`` and are shown in the host view only."""

from __future__ import annotations

from votecount.tally.codes import Code, Violation
from votecount.tally.events_game.base import ext, plan_of, realms, voters
from votecount.tally.events_game.model import (
    ALIGNMENTS,
    CARDS,
    Alignment,
    Fall,
    Flip,
    Private,
    PrivateVote,
    Sabotage,
)
from votecount.tally.events_game.realms import disqualify_limit, marked
from votecount.tally.events_game.split import event_4_teams, team_of
from votecount.tally.state import DayState, GameState

HIDDEN = "private"  # the raw text of every problem with a private row


def check_private(state: GameState, event: PrivateVote) -> Violation | None:
    day = state.day
    bad: tuple[str, str] = (Code.HOST_EVENT_INVALID, f"Event {event.number} is not being played")
    problem: tuple[str, str] | None = (
        bad if day is None or day.number != event.number or day.outcome else None
    )
    if problem is None and not event.choice and not event.card:
        problem = (Code.HOST_EVENT_INVALID, "give `other` (a player) or `value` (a card)")
    if problem is None and day is not None:
        problem = _private_problem(state, day, event)
    if problem is None:
        return None
    raw = f"{HIDDEN}_vote {event.choice or event.card}".strip()
    return state.violation(problem[0], event.ref, event.voter, problem[1], raw)


def _private_problem(state: GameState, day: DayState, event: PrivateVote) -> tuple[str, str] | None:
    ballot = plan_of(state, day).ballot
    voter = state.slot_of.get(event.voter, event.voter)
    aim = state.slot_of.get(event.choice, event.choice)
    if ballot not in ("split", "realms", "private"):
        return ("BALLOT_INVALID_OPTION", f"Event {day.number} has no private ballot")
    if voter not in voters(state, day):
        return ("NON_PARTICIPANT_VOTE", f"{event.voter} does not vote in Event {day.number}")
    if ballot == "split":
        return _split_problem(state, day, voter, aim, event)
    if ballot == "private":  # Event 6: each Sharpshot trains a gun on another player
        target = state.slots.get(aim)
        if event.card or target is None or not target.alive or aim == voter:
            return (
                Code.VOTE_INELIGIBLE_TARGET,
                f"{event.choice or event.card}: choose another living player",
            )
        return None
    heaven, hell = realms(state, day)
    if event.card:
        return ("BALLOT_INVALID_OPTION", "Event 8's ballots name a player")
    if voter in marked(state, day.number, "save"):
        return ("NON_PARTICIPANT_VOTE", f"{event.voter} was saved by the sabotage: no vote")
    realm = heaven if voter in heaven else hell
    if aim not in realm or (aim == voter and not state.rules.self_vote):
        return (
            Code.VOTE_INELIGIBLE_TARGET,
            f"{event.choice} is not one to choose in {_realm(realm is heaven)}",
        )
    if aim in marked(state, day.number, "disqualify") and voter in heaven:
        return (Code.VOTE_INELIGIBLE_TARGET, f"{event.choice} is disqualified from becoming Ruler")
    if event.second and voter not in hell:
        return ("BALLOT_INVALID_OPTION", "a second save is chosen in Hell")
    return None


def _realm(heaven: bool) -> str:
    return "Heaven" if heaven else "Hell"


def _split_problem(
    state: GameState, day: DayState, voter: str, aim: str, event: PrivateVote
) -> tuple[str, str] | None:
    if event.card:
        ok = event.card in CARDS
        return None if ok else ("BALLOT_INVALID_OPTION", f"the cards are {', '.join(CARDS)}")
    teams = event_4_teams(state, day)
    if teams is None:
        return (Code.HOST_EVENT_INVALID, "Event 4's teams need a decided Event 3")
    mine, theirs = team_of(teams, voter), team_of(teams, aim)
    if not mine or not theirs or mine == theirs:
        return (Code.VOTE_INELIGIBLE_TARGET, f"{event.choice} is not on the other team")
    return None


def apply_private(state: GameState, event: PrivateVote) -> None:
    mine = ext(state).of(event.number)
    voter = state.slot_of.get(event.voter, event.voter)
    choice = Private(event.ref, state.slot_of.get(event.choice, event.choice), event.card)
    book = mine.cards if event.card else mine.second if event.second else mine.private
    book[voter] = choice


def check_alignment(state: GameState, event: Alignment) -> Violation | None:
    if event.alignment in ALIGNMENTS and state.slot(event.player) is not None:
        return None
    why = (
        f"alignment of {event.player!r}: {event.alignment!r} is not one of {', '.join(ALIGNMENTS)}"
    )
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, f"{HIDDEN} alignment")


def apply_alignment(state: GameState, event: Alignment) -> None:
    slot = state.slot(event.player)
    assert slot is not None
    ext(state).alignments[slot.id] = event.alignment


def check_flip(state: GameState, event: Flip) -> Violation | None:
    """A flip names a player of the game and what the host revealed (a public row)."""
    if state.slot(event.player) is not None and event.role:
        return None
    why = f"flip of {event.player!r}: give the player and the role revealed (value)"
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "flip")


def apply_flip(state: GameState, event: Flip) -> None:
    """The flip is shown with its event; a bare town or scum is the alignment too
    (unless the host's private ``alignment`` row gave one)."""
    slot = state.slot(event.player)
    assert slot is not None
    ext(state).of(event.number).flips.append((slot.id, event.role, event.ref))
    if event.role.casefold() in ALIGNMENTS:
        ext(state).alignments.setdefault(slot.id, event.role.casefold())


def check_fall(state: GameState, event: Fall) -> Violation | None:
    """The fall may be queued before the event or during it, once, until it is decided."""
    day, mine = state.days.get(event.number), ext(state).of(event.number)
    aim = state.slot_of.get(event.player, event.player)
    why = ""
    if ext(state).plan(event.number).ballot != "crossing":
        why = f"Event {event.number} has no crossers"
    elif day is not None and day.outcome is not None:
        why = f"Event {event.number} is over"
    elif mine.fall is not None:
        why = "the scum make a crosser fall once"
    elif event.player and aim in mine.crossed:
        why = f"{event.player} has crossed already"
    return state.violation(Code.HOST_EVENT_INVALID, event.ref, None, why, "fall") if why else None


def apply_fall(state: GameState, event: Fall) -> None:
    ext(state).of(event.number).fall = state.slot_of.get(event.player, event.player)


def sabotage_problem(state: GameState, event: Sabotage) -> tuple[str, str] | None:
    """What an event's own sabotage must respect: Event 5's before the scum's kill,
    Event 8's save (in Hell, before its first vote) or disqualification (in Heaven, 1,
    or 2 from five in Heaven), Event 4's attached players."""
    day = state.days.get(event.number)
    named = [state.slot_of.get(p, p) for p in event.players]
    mine, ballot = ext(state).of(event.number), ext(state).plan(event.number).ballot
    if ballot == "crossing" and mine.fell:
        return ("SABOTAGE_TOO_LATE", "the scum have made their kill already")
    if ballot == "realms":
        return _realms_sabotage(state, day, event, named)
    if event.note == "attach" and not named:
        return (Code.HOST_EVENT_INVALID, "name the attached players (value)")
    if event.note == "attach" and event.other and (len(named) != 2 or not event.anchor):
        why = "attaching to two suspects (player, other) takes two players in value, in order"
        return (Code.HOST_EVENT_INVALID, why)
    return None


def _realms_sabotage(
    state: GameState, day: DayState | None, event: Sabotage, named: list[str]
) -> tuple[str, str] | None:
    if event.note not in ("save", "disqualify") or not named:
        return (
            Code.HOST_EVENT_INVALID,
            "an Event 8 sabotage is note = save or disqualify, with value",
        )
    if day is None:
        return None
    heaven, hell = realms(state, day)
    mine = ext(state).of(event.number)
    if event.note == "save":
        if any(p not in hell for p in named) or len(named) != 1:
            return (Code.HOST_EVENT_INVALID, "the sabotage saves one player in Hell")
        if any(v in hell for v in mine.private):
            return ("SABOTAGE_TOO_LATE", "Hell has started nominating whom to save")
        return None
    if any(p not in heaven for p in named) or len(named) > disqualify_limit(len(heaven)):
        why = f"the sabotage disqualifies up to {disqualify_limit(len(heaven))} in Heaven ({len(heaven)})"
        return (Code.HOST_EVENT_INVALID, why)
    return None
