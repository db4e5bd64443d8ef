"""BotF whispers (spec/rules.md §4.8): ``/whisper @X`` declares, X's ``/accept`` opens
the whisper, and it stays open until either partner makes any later public post.

* The cap: at most ``whisper_cap`` (3) partners per player per day; what counts is
  ``whisper_cap_mode`` (distinct accepted partners by default) and for whom
  ``cap_counts_for`` (both partners by default). A whisper over the cap still happened:
  it is declared, accepted and kept in both ledgers, flagged ``WHISPER_CAP`` against the
  player it takes over the cap (the declarer, or with ``cap_counts_for = "both"`` an
  acceptor already at the cap); the other partner is charged nothing. A declaration or
  acceptance rejected for any other reason opens nothing and counts for nobody.
* ``/whisper Storyteller`` needs no acceptance and is outside the cap.
* While a Matron is in play, whispers are allowed only between neighbours.
* Host-logged checks: PMs after the break and PM membership (``WhisperPm``), and the
  free 10-word neighbour whisper (``NeighbourWhisper``).
"""

from __future__ import annotations

from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.effects import Character
from votecount.tally.botf.events import NeighbourWhisper, WhisperAccept, WhisperDeclare, WhisperPm
from votecount.tally.botf.state import (
    BotfDay,
    Declaration,
    Problem,
    Session,
    ext,
    in_play,
    neighbours,
    role_holder,
    seat_key,
)
from votecount.tally.botf.values import Ledger, WhisperSession
from votecount.tally.codes import Code, Violation
from votecount.tally.events import STORYTELLER, PostRef, PublicPost
from votecount.tally.state import GameState


def ledger_day(state: GameState) -> BotfDay | None:
    """The day whispers count towards: the open day, else the last one."""
    b = ext(state)
    if state.day is not None:
        return b.days.get(state.day.number)
    last = state.last_day
    return b.days.get(last.number) if last is not None else None


# --- declare and accept -------------------------------------------------------------------


def check_declare(state: GameState, event: WhisperDeclare) -> Violation | None:
    reply = _reply_to(state, event)
    if reply is not None:
        return _violation(
            state, event.ref, event.player, _accept_problem(state, event.player, reply)
        )
    problem = _who_when(state, event.player) or _declare_problem(state, event)
    return _violation(state, event.ref, event.player, problem)


def _declare_problem(state: GameState, event: WhisperDeclare) -> Problem | None:
    if event.to == STORYTELLER:
        return None
    me = state.slot_of[event.player]
    aim = state.slot(event.to)
    if aim is None or not in_play(state, aim):
        return (BotfCode.WHISPER_INVALID, f"{event.to} is not a seated player")
    if aim.id == me:
        return (BotfCode.WHISPER_INVALID, "a player cannot whisper themselves")
    return _neighbour_problem(state, me, aim.id)


def apply_declare(state: GameState, event: WhisperDeclare) -> list[Violation]:
    reply = _reply_to(state, event)
    if reply is not None:
        return _open(state, reply, event.ref, event.player)
    me, bday = state.slot_of[event.player], ledger_day(state)
    day = bday.number if bday is not None else 0
    if event.to == STORYTELLER:
        ext(state).sessions.append(Session(day, me, STORYTELLER, event.ref, event.ref))
        return []
    aim = state.slot_of[event.to]
    cap = _cap_problem(state, me, aim)
    ext(state).pending.append(Declaration(me, aim, event.ref, day, cap is not None))
    if bday is not None:
        bday.declarations[me] += 1
    return _notes(state, event.ref, event.player, [cap])


def check_accept(state: GameState, event: WhisperAccept) -> Violation | None:
    if event.plain and not isinstance(_declaration_for(state, event), Declaration):
        # "accepted" with no whisper to the writer pending (or several): not an acceptance
        why = "a plain acceptance with no single whisper to its writer pending: not read"
        return state.violation(Code.COMMAND_IGNORED, event.ref, event.player, why, "accepted")
    problem = _who_when(state, event.player)
    if problem is None:
        found = _declaration_for(state, event)
        if isinstance(found, Declaration):
            problem = _accept_problem(state, event.player, found)
        else:
            problem = found
    return _violation(state, event.ref, event.player, problem)


def apply_accept(state: GameState, event: WhisperAccept) -> list[Violation]:
    found = _declaration_for(state, event)
    assert isinstance(found, Declaration)
    return _open(state, found, event.ref, event.player)


def _declaration_for(state: GameState, event: WhisperAccept) -> Declaration | Problem:
    me = state.slot_of[event.player]
    of = state.slot_of.get(event.of) if event.of else None
    mine = [d for d in ext(state).pending if d.b == me and (of is None or d.a == of)]
    if not mine:
        who = f" from {event.of}" if event.of else ""
        return (BotfCode.WHISPER_NO_DECLARATION, f"no pending whisper declaration{who}")
    if of is None and len({d.a for d in mine}) > 1:
        names = ", ".join(sorted({state.name(d.a) for d in mine}))
        return (BotfCode.WHISPER_ACCEPT_AMBIGUOUS, f"several declarations ({names}): name one")
    return mine[-1]


def _accept_problem(state: GameState, acceptor: str, decl: Declaration) -> Problem | None:
    """What stops an acceptance (the cap does not: see ``_cap_notes``)."""
    return _neighbour_problem(state, decl.a, state.slot_of[acceptor])


def _cap_notes(state: GameState, decl: Declaration, ref: PostRef, acceptor: str) -> list[Violation]:
    """WHISPER_CAP for whoever this accepted whisper takes over the cap: the declarer
    (unless flagged when declaring), and the acceptor when caps count for both."""
    me = state.slot_of[acceptor]
    out = []
    if not decl.over_cap:
        out += _notes(state, ref, state.slots[decl.a].player, [_cap_problem(state, decl.a, me)])
    if state.rules.get("cap_counts_for") == "both":
        out += _notes(state, ref, acceptor, [_cap_problem(state, me, decl.a)])
    return out


def _notes(
    state: GameState, ref: PostRef, player: str, problems: list[Problem | None]
) -> list[Violation]:
    return [v for p in problems if (v := _violation(state, ref, player, p)) is not None]


def _reply_to(state: GameState, event: WhisperDeclare) -> Declaration | None:
    """``/whisper A`` in reply to A's pending declaration is an acceptance."""
    me, aim = state.slot_of.get(event.player), state.slot_of.get(event.to)
    pending = ext(state).pending
    return next((d for d in reversed(pending) if d.a == aim and d.b == me), None)


def _open(state: GameState, decl: Declaration, ref: PostRef, acceptor: str) -> list[Violation]:
    b, bday = ext(state), ledger_day(state)
    notes = _cap_notes(state, decl, ref, acceptor)
    b.pending.remove(decl)
    day = bday.number if bday is not None else decl.day
    b.sessions.append(
        Session(day, decl.a, decl.b, decl.ref, ref, over_cap=decl.over_cap or bool(notes))
    )
    if bday is None:
        return notes
    for x, y in ((decl.a, decl.b), (decl.b, decl.a)):
        if y not in bday.partners.setdefault(x, []):
            bday.partners[x].append(y)
    both = state.rules.get("cap_counts_for") == "both"
    for x, y in ((decl.a, decl.b), (decl.b, decl.a)) if both else ((decl.a, decl.b),):
        bday.sessions[x] += 1
        if y not in bday.counted.setdefault(x, []):
            bday.counted[x].append(y)
    if both and state.rules.get("whisper_cap_mode") == "declarations":
        bday.declarations[decl.b] += 1
    return notes


# --- checks -------------------------------------------------------------------------------


def _who_when(state: GameState, player: str) -> Problem | None:
    slot = state.current(player)
    if slot is None or not in_play(state, slot):
        return (BotfCode.WHISPER_INVALID, f"{player} is not a seated player")
    if state.day is None and not state.rules.get("whispers_at_night"):
        return (BotfCode.WHISPER_AT_NIGHT, f"whispers are declared during a day ({state.label})")
    return None


def _neighbour_problem(state: GameState, a: str, b: str) -> Problem | None:
    if role_holder(state, Character.MATRON) is None or b in neighbours(state, a):
        return None
    why = f"a Matron is in play: {state.name(a)} and {state.name(b)} are not neighbours"
    return (BotfCode.WHISPER_NOT_NEIGHBOUR, why)


def _cap_problem(state: GameState, slot: str, partner: str) -> Problem | None:
    bday = ledger_day(state)
    if bday is None:
        return None
    cap, mode = int(state.rules.get("whisper_cap")), state.rules.get("whisper_cap_mode")
    if mode == "distinct_partners":
        counted = bday.counted.get(slot, [])
        over = partner not in counted and len(counted) >= cap
        what = f"{len(counted)} whisper partners"
    elif mode == "sessions":
        over, what = bday.sessions[slot] >= cap, f"{bday.sessions[slot]} whispers"
    else:
        over, what = bday.declarations[slot] >= cap, f"{bday.declarations[slot]} declarations"
    if not over:
        return None
    return (BotfCode.WHISPER_CAP, f"{state.name(slot)} already has {what} today (cap {cap})")


def _violation(
    state: GameState, ref: PostRef, player: str, problem: Problem | None
) -> Violation | None:
    if problem is None:
        return None
    return state.violation(problem[0], ref, player, problem[1], "whisper")


# --- breaking -----------------------------------------------------------------------------


def on_post(state: GameState, event: PublicPost) -> list[Violation]:
    """Any public post by a partner ends their open whispers (host posts never do)."""
    state.count_post(event)
    slot = state.current(event.author)
    if slot is None:
        return []
    if event.mechanical and not state.rules.get("mechanical_posts_break"):
        return []
    end_whispers(state, slot.id, event.ref, "broken_by_post")
    if state.rules.get("pending_lapses_on_post"):
        b = ext(state)
        b.pending = [d for d in b.pending if d.a != slot.id]
    return []


def end_whispers(state: GameState, slot: str, ref: PostRef, reason: str) -> None:
    for session in ext(state).sessions:
        if session.ended is None and session.involves(slot):
            session.ended, session.end_reason = ref, reason


def after_swap(state: GameState, ref: PostRef) -> None:
    """``swap_breaks_whisper``: a swap that separates two whispering players."""
    if not state.rules.get("swap_breaks_whisper") or role_holder(state, Character.MATRON) is None:
        return
    for s in ext(state).sessions:
        if s.ended is None and s.b != STORYTELLER and s.b not in neighbours(state, s.a):
            s.ended, s.end_reason = ref, "seat_swap"


# --- host-logged ---------------------------------------------------------------------------


def apply_pm(state: GameState, event: WhisperPm) -> list[Violation]:
    a, b = state.slot_of.get(event.a, event.a), state.slot_of.get(event.b, event.b)
    out: list[Violation] = []
    pair = {a, b}
    sessions = [s for s in ext(state).sessions if {s.a, s.b} == pair]
    if not any(s.accepted and s.ended is None for s in sessions):
        why = "the whisper was broken" if sessions else "no whisper was declared and accepted"
        out.append(_pm(state, event, BotfCode.WHISPER_AFTER_BREAK, f"PM between them, but {why}"))
    if event.participants and state.rules.get("whisper_pm_rule") != "off":
        out += _pm_members(state, event)
    return out


def _pm_members(state: GameState, event: WhisperPm) -> list[Violation]:
    hosts = list(dict.fromkeys(state.hosts_in_order))
    members = {p.casefold() for p in event.participants}
    out = []
    missing = [h for h in hosts[1:] if h.casefold() not in members]
    if missing:
        why = f"the PM lacks the host account(s) {', '.join(missing)}"
        out.append(_pm(state, event, BotfCode.WHISPER_PM_MISSING_HOST, why))
    if hosts and hosts[0].casefold() in members:
        why = f"the PM includes the shared host account {hosts[0]}"
        out.append(_pm(state, event, BotfCode.WHISPER_PM_HAS_ST_ACCOUNT, why))
    return out


def _pm(state: GameState, event: WhisperPm, code: str, why: str) -> Violation:
    return state.violation(code, event.ref, event.a, why, f"PM {event.a}-{event.b}")


def apply_neighbour_whisper(state: GameState, event: NeighbourWhisper) -> list[Violation]:
    me, to = state.slot_of.get(event.player), state.slot_of.get(event.to)
    bday = ledger_day(state)
    words = len(event.text.split())
    limit = int(state.rules.get("neighbour_whisper_words"))
    problem: Problem | None = None
    if me is None or to is None or to not in neighbours(state, me):
        problem = (BotfCode.NEIGHBOUR_WHISPER_NOT_NEIGHBOUR, f"{event.to} is not a neighbour")
    elif words > limit:
        problem = (BotfCode.NEIGHBOUR_WHISPER_TOO_LONG, f"{words} words (limit {limit})")
    elif bday is not None and (me, to) in bday.neighbour_whispers:
        problem = (BotfCode.NEIGHBOUR_WHISPER_REPEAT, f"already whispered {event.to} today")
    if problem is None:
        if bday is not None and me is not None and to is not None:
            bday.neighbour_whispers.add((me, to))
        return []
    return [state.violation(problem[0], event.ref, event.player, problem[1], "neighbour whisper")]


# --- results ------------------------------------------------------------------------------


def ledger(state: GameState, bday: BotfDay) -> Ledger:
    slots = sorted(state.slots.values(), key=seat_key)
    return tuple(
        (s.player, tuple(state.name(p) for p in bday.partners.get(s.id, []))) for s in slots
    )


def sessions(state: GameState) -> tuple[WhisperSession, ...]:
    """Every whisper; a Storyteller partner is the ``STORYTELLER`` constant."""

    def name(x: str) -> str:
        return STORYTELLER if x == STORYTELLER else state.name(x)

    return tuple(
        WhisperSession(s.day, name(s.a), name(s.b), s.declared,
                       None if s.b == STORYTELLER else s.accepted, s.ended, s.end_reason,
                       s.over_cap)
        for s in ext(state).sessions
    )  # fmt: skip
