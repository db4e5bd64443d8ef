"""BotF nominations (spec/rules.md §4.3) and the Judge (§4.7).

A nomination is checked in the spec's order: window, nominator (Bishop, alive, unused),
nominee (not yet nominated, seated, not a traveller, alive), then the host ping. One
posted in Discussion is *queued* and takes effect at the opening, in post order.
"""

from __future__ import annotations

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.early import after_change
from votecount.tally.botf.effects import Character
from votecount.tally.botf.events import Nominate
from votecount.tally.botf.resolution import resolve_now
from votecount.tally.botf.state import (
    DISCUSSION,
    VOTING,
    BotfDay,
    Nom,
    Problem,
    ext,
    in_play,
    role_holder,
    today,
)
from votecount.tally.botf.votes import activate_pending, activate_queued_votes
from votecount.tally.codes import Severity, Violation
from votecount.tally.events import Modifier, PhaseKind, PostRef
from votecount.tally.state import GameState


def check_nominate(state: GameState, event: Nominate) -> Violation | None:
    problem = _window(state, event) or nomination_problem(state, event)
    if problem is None and _ping_mode(state, event) == "invalid":
        problem = (BotfCode.NO_HOST_PING, "a nomination must @mention the host account")
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.nominator, reason, _raw(event))


def _window(state: GameState, event: Nominate) -> Problem | None:
    day = state.day
    if day is not None and day.outcome is not None:
        return (BotfCode.NOM_AFTER_CLOSE, f"Day {day.number} has been decided")
    bday = today(state)
    if bday is None:
        if _queues_at_night(state):
            return None
        return (BotfCode.NOM_OUTSIDE_WINDOW, f"no day is open ({state.label or 'before the game'})")
    sub = bday.sub_phase(event.ref.time)
    if sub == VOTING:
        return (BotfCode.NOM_AFTER_CLOSE, f"nominations closed at {bday.closing():%H:%M} UTC")
    if sub == DISCUSSION and state.rules.get("queue_window") == "disabled":
        return (BotfCode.NOM_OUTSIDE_WINDOW, f"nominations open at {bday.opening():%H:%M} UTC")
    return None


def _queues_at_night(state: GameState) -> bool:
    phase = state.phase
    return (
        state.rules.get("queue_window") == "since_previous_dusk"
        and phase is not None
        and phase.kind is PhaseKind.NIGHT
        and bool(state.days)
    )


def _target_noms(state: GameState) -> tuple[set[str], list[Nom]]:
    """Today's used nominators and nominations (tomorrow's when queued at night)."""
    bday = today(state)
    if bday is not None:
        return bday.used, [*bday.noms, *bday.queued]
    queue = ext(state).queued_next
    return {n.nominator for n in queue}, queue


def nomination_problem(state: GameState, event: Nominate) -> Problem | None:
    """What keeps the nominator from nominating or the nominee from being nominated
    today, whatever the window (``Ruleset.can_nominate`` asks it outside one)."""
    return _nominator(state, event) or _nominee(state, event)


def _nominator(state: GameState, event: Nominate) -> Problem | None:
    bishop = role_holder(state, Character.BISHOP)
    if event.nominator in state.hosts:
        return None if bishop else (BotfCode.NOM_BY_NON_PLAYER, "hosts do not nominate")
    if bishop is not None:
        return (BotfCode.NOM_BISHOP, f"a Bishop ({state.name(bishop)}) is in play")
    slot = state.current(event.nominator)
    if slot is None or not in_play(state, slot):
        return (BotfCode.NOM_BY_NON_PLAYER, f"{event.nominator} is not a seated player")
    if not slot.alive:
        return (BotfCode.NOM_BY_DEAD, f"{event.nominator} is dead")
    if slot.traveller and not state.rules.get("traveller_can_nominate"):
        return (BotfCode.NOM_BY_TRAVELLER, "travellers may not nominate")
    used, _ = _target_noms(state)
    if slot.id in used:
        return (BotfCode.NOMINATOR_ALREADY_NOMINATED, f"{event.nominator} already nominated today")
    return None


def _nominee(state: GameState, event: Nominate) -> Problem | None:
    aim = state.slot(event.nominee)
    if aim is None or not in_play(state, aim):
        return (BotfCode.NOMINEE_UNKNOWN, f"{event.nominee} is not a seated player")
    _, noms = _target_noms(state)
    if any(n.nominee == aim.id for n in noms):
        return (BotfCode.NOMINEE_ALREADY_NOMINATED, f"{aim.player} was already nominated today")
    if aim.traveller:
        return (BotfCode.NOMINEE_IS_TRAVELLER, f"{aim.player} is a traveller: exile, not execution")
    if not aim.alive and not state.rules.get("allow_nominate_dead"):
        return (BotfCode.NOMINEE_DEAD, f"{aim.player} is dead")
    return None


def apply_nominate(state: GameState, event: Nominate) -> list[Violation]:
    nominee = state.slot_of.get(event.nominee, event.nominee)
    host = event.nominator in state.hosts
    nominator = event.nominator if host else state.slot_of[event.nominator]
    bday = today(state)
    notices = _ping_warning(state, event)
    if bday is None:  # queued at night for the next day
        ext(state).queued_next.append(Nom(nominator, nominee, event.ref, queued=True))
        return [*notices, _queued_note(state, event, "the next day's opening")]
    bday.st_nominated = bday.st_nominated or host
    if not host:
        bday.used.add(nominator)
    nom = Nom(nominator, nominee, event.ref)
    if bday.sub_phase(event.ref.time) == DISCUSSION and not bday.opened:
        nom.queued = True
        bday.queued.append(nom)
        return [*notices, _queued_note(state, event, "the opening of nominations")]
    notices += take_effect(state, bday, nom, event.ref)
    return notices + after_change(state, event.ref)


def take_effect(state: GameState, bday: BotfDay, nom: Nom, ref: PostRef) -> list[Violation]:
    """The nomination counts from ``ref``; votes waiting for it are applied."""
    nom.effective = ref
    bday.noms.append(nom)
    return activate_pending(state, bday, nom.nominee)


def open_nominations(state: GameState, bday: BotfDay, ref: PostRef) -> list[Violation]:
    """The opening: queued nominations take effect in post order (re-checked: a nominee
    or nominator who died meanwhile makes the queued nomination lapse)."""
    bday.opened = True
    notices: list[Violation] = []
    for nom in sorted(bday.queued, key=lambda n: n.ref.key):
        problem = _still_valid(state, nom)
        if problem is None:
            notices += take_effect(state, bday, nom, ref)
        else:
            code, why = problem
            by = state.name(nom.nominator)
            notices.append(state.violation(code, nom.ref, by, f"queued nomination lapsed: {why}"))
    bday.queued.clear()
    return notices + activate_queued_votes(state, bday)


def _still_valid(state: GameState, nom: Nom) -> Problem | None:
    aim, by = state.slots.get(nom.nominee), state.slots.get(nom.nominator)
    if by is not None and not by.alive:
        return (BotfCode.NOM_BY_DEAD, f"{by.player} died before the opening")
    if aim is None or not in_play(state, aim):
        return (BotfCode.NOMINEE_UNKNOWN, "the nominee left the game")
    if not aim.alive and not state.rules.get("allow_nominate_dead"):
        return (BotfCode.NOMINEE_DEAD, f"{aim.player} died before the opening")
    return None


def start_day(state: GameState, bday: BotfDay) -> None:
    """Nominations queued at night (``since_previous_dusk``) move to the new day."""
    b = ext(state)
    for nom in b.queued_next:
        bday.queued.append(nom)
        if nom.nominator in state.slots:
            bday.used.add(nom.nominator)
    b.queued_next.clear()


def rejected_nomination(state: GameState, event: Nominate, violation: Violation) -> None:
    """``invalid_nomination_consumes``: a rejected nomination on a day uses it up."""
    bday = today(state)
    slot = state.current(event.nominator)
    if bday is None or slot is None or not state.rules.get("invalid_nomination_consumes"):
        return
    if violation.code not in (BotfCode.NOM_OUTSIDE_WINDOW, BotfCode.NOM_AFTER_CLOSE):
        bday.used.add(slot.id)


# --- the Judge ----------------------------------------------------------------------------

JUDGE_EFFECTS = (Character.JUDGE_PASS, Character.JUDGE_FAIL)


def check_judge(state: GameState, event: Modifier) -> Violation | None:
    problem = _judge_problem(state, event)
    if problem is None:
        return None
    code, reason = problem
    return state.violation(code, event.ref, event.by, reason, str(event.effect))


def _judge_problem(state: GameState, event: Modifier) -> Problem | None:
    bday = today(state)
    if bday is None:
        return (BotfCode.JUDGE_INVALID, "the Judge acts during a day")
    nom = bday.nomination_of(state.slot_of.get(event.player, event.player))
    if nom is None:
        return (BotfCode.JUDGE_INVALID, f"{event.player} has no open nomination today")
    judge = state.slot_of.get(event.by or "", None)
    if judge is None:
        return (BotfCode.JUDGE_INVALID, "the Judge is not named (the event's 'other')")
    if judge == nom.nominator:
        return (BotfCode.JUDGE_INVALID, "the Judge made this nomination")
    if ext(state).judge_used:
        return (BotfCode.JUDGE_INVALID, "the Judge has used the ability already")
    return None


def apply_judge(state: GameState, event: Modifier) -> list[Violation]:
    bday = today(state)
    assert bday is not None
    nom = bday.nomination_of(state.slot_of.get(event.player, event.player))
    assert nom is not None
    nom.judge = "pass" if event.effect.kind == Character.JUDGE_PASS else "fail"
    ext(state).judge_used = True
    immediate = state.rules.get("judge_pass") == "execute_immediately_end_day"
    if nom.judge == "pass" and immediate:
        return resolve_now(state, event.ref)
    return after_change(state, event.ref)


# --- helpers ------------------------------------------------------------------------------


def _ping_mode(state: GameState, event: Nominate) -> str:
    if event.pinged is not False or event.nominator in state.hosts:
        return "ignore"
    return str(state.rules.get("require_host_ping"))


def _ping_warning(state: GameState, event: Nominate) -> list[Violation]:
    if _ping_mode(state, event) != "warn":
        return []
    why = "nominated without @mentioning the host account; counted"
    return [
        state.violation(
            BotfCode.NO_HOST_PING, event.ref, event.nominator, why, _raw(event), Severity.WARNING
        )
    ]


def _queued_note(state: GameState, event: Nominate, when: str) -> Violation:
    why = f"queued: takes effect at {when}"
    return state.violation(BotfCode.NOM_QUEUED, event.ref, event.nominator, why, _raw(event))


def _raw(event: Nominate) -> str:
    return f"nominate {event.nominee}"
