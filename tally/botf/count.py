"""The BotF parts of the count (docs/json-output.md): the nomination table
``Nominator | Nominee | Voted by | c/L``, the live status, dead voters with their token
state, travellers, exiles, the whisper ledger and the annotated player list."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from votecount.tally.audit import Audit
from votecount.tally.botf import hands as hands
from votecount.tally.botf.resolution import live_status, standings
from votecount.tally.botf.result import BotfAudit, BotfDayCount, BotfVote, of_day
from votecount.tally.botf.state import (
    CLOSED,
    UNSPENT,
    BotfDay,
    ExileRec,
    Nom,
    counted_living,
    ext,
    player_of,
    seat_key,
    seated,
)
from votecount.tally.botf.values import Exile, Nomination, PlayerLine
from votecount.tally.botf.votes import living_in_play
from votecount.tally.botf.whispers import ledger, sessions
from votecount.tally.days import each_day
from votecount.tally.events import PostRef
from votecount.tally.result import CastVote, DayCount, VoteCount, Wagon
from votecount.tally.state import DayState, GameState


def decorate_day(state: GameState, day: DayState, count: DayCount) -> DayCount:
    bday = ext(state).days.get(day.number)
    if bday is None:
        return count
    final = day.outcome is not None
    s = standings(state, day)
    noms = tuple(_nomination(state, day, bday, n, s.living, s.threshold) for n in bday.noms)
    living = bday.counted_living if final and bday.counted_living is not None else None
    names = day.names or {}
    name = lambda x: names.get(x, state.name(x))  # noqa: E731
    return replace(
        count,
        living=tuple(name(x) for x in (living or _counted(state))),
        threshold=s.threshold,
        wagons=tuple(_wagon(n) for n in noms if n.open),
        not_voting=count.not_voting if final else _not_voting(state, day, bday),
        outcome=day.outcome or live_status(state, day),
        extension=BotfDayCount(
            not_voting_dead=() if final else _dead_not_voting(state, day, bday),
            nominations=noms,
            queued=tuple(
                _nomination(state, day, bday, n, s.living, s.threshold) for n in bday.queued
            ),  # fmt: skip
            sub_phase=CLOSED if final else _sub_phase(state, bday),
            travellers=tuple(name(x) for x in _travellers(state, bday, final)),
            ghost_tokens=_tokens(state, bday, final),
            tokens_spent=tuple(bday.tokens_spent),
            exiles=tuple(_exile(state, e, bday.number) for e in bday.exiles),
            whispers=ledger(state, bday),
        ),
    )


def _travellers(state: GameState, bday: BotfDay, final: bool) -> tuple[str, ...]:
    """Living travellers in play: as of the count, or at resolution once final."""
    if final and bday.travellers is not None:
        return bday.travellers
    return tuple(x.id for x in seated(state) if x.traveller and x.alive)


def _counted(state: GameState) -> list[str]:
    return [x.id for x in counted_living(state)]


def _sub_phase(state: GameState, bday: BotfDay) -> str:
    ref = state.last_ref
    return bday.sub_phase(ref.time) if ref is not None else ""


def _voting(day: DayState, bday: BotfDay) -> set[str]:
    return set(day.votes) | {v for hs in bday.hands.values() for v in hs}


def _not_voting(state: GameState, day: DayState, bday: BotfDay) -> tuple[str, ...]:
    voting = _voting(day, bday)
    return tuple(state.name(x) for x in living_in_play(state) if x not in voting)


def _dead_not_voting(state: GameState, day: DayState, bday: BotfDay) -> tuple[str, ...]:
    """Dead players in play who still hold their vote token and have no vote standing:
    they can still vote today."""
    b, voting = ext(state), _voting(day, bday)
    return tuple(
        state.name(x.id)
        for x in seated(state)
        if not x.alive and x.id not in voting and b.tokens.get(x.id, UNSPENT) == UNSPENT
    )


def _nomination(
    state: GameState, day: DayState, bday: BotfDay, nom: Nom, living: int, threshold: int
) -> Nomination:
    votes = hands.counted(state, day, bday).get(nom.nominee, ()) if nom.open else ()
    cast = tuple(_cast(state, day, bday, v.voter, v.ref, v.cast_by) for v in votes)
    total = 0 if nom.judge == "fail" else len(cast)
    return Nomination(
        nominator=player_of(state, nom.nominator),
        nominee=state.name(nom.nominee),
        ref=nom.ref,
        votes=cast,
        total=total,
        living=living,
        threshold=threshold,
        queued=nom.queued,
        effective=nom.effective,
        open=nom.closed is None,
        judge=nom.judge,
    )


def _cast(
    state: GameState, day: DayState, bday: BotfDay, voter: str, ref: PostRef, cast_by: str
) -> CastVote:
    slot = state.slots[voter]
    final = day.outcome is not None
    dead = voter in bday.dead_voters if final else not slot.alive
    token = None
    if dead:
        after = bday.tokens_after if final and bday.tokens_after is not None else ext(state).tokens
        token = after.get(voter, UNSPENT)
    return CastVote(state.name(voter), ref, cast_by, None, BotfVote(dead, token, slot.traveller))


def _wagon(nom: Nomination) -> Wagon:
    started = nom.effective or nom.ref
    return Wagon(nom.nominee, nom.votes, nom.total, nom.threshold, started)


def _tokens(state: GameState, bday: BotfDay, final: bool) -> tuple[tuple[str, str], ...]:
    b = ext(state)
    if final and bday.tokens_after is not None:
        return tuple((state.name(s), t) for s, t in bday.tokens_after.items())
    return tuple(
        (x.player, b.tokens.get(x.id, UNSPENT))
        for x in sorted(state.slots.values(), key=seat_key)
        if not x.alive and x.id not in b.left
    )


def _exile(state: GameState, rec: ExileRec, day: int) -> Exile:
    yes = tuple(
        CastVote(
            state.name(s), ref, by, None, BotfVote(not state.slots[s].alive and s != rec.traveller)
        )
        for s, ref, by in rec.yes
    )
    return Exile(
        traveller=state.name(rec.traveller),
        called_by=state.name(rec.called_by),
        ref=rec.ref,
        seated=rec.seated,
        needed=rec.needed,
        yes=yes,
        status=rec.status,
        passed=rec.passed,
        day=day,
    )


def player_lines(state: GameState) -> tuple[PlayerLine, ...]:
    """The annotated player list, in seat order."""
    b = ext(state)
    return tuple(
        PlayerLine(
            player=s.player,
            seat=s.seat,
            traveller=s.traveller,
            alive=s.alive,
            in_play=s.id not in b.left,
            note=b.left.get(s.id) or ("" if s.alive else b.notes.get(s.id, "Dead")),
            ghost_token=None if s.alive or s.id in b.left else b.tokens.get(s.id, UNSPENT),
        )
        for s in sorted(state.slots.values(), key=seat_key)
    )


def live_days(state: GameState, count: VoteCount) -> Sequence[DayCount]:
    """The count's days, each open one telling its sub-phase at ``now``."""
    return each_day(count.days, lambda d: _live_sub_phase(state, d, count))


def _live_sub_phase(state: GameState, day: DayCount, count: VoteCount) -> DayCount:
    """A count that reaches the present (its deadline still ahead) tells the part of the
    day at ``now``, not at the last post: voting may have begun since."""
    bday = ext(state).days.get(day.day)
    payload = of_day(day)
    if bday is None or day.closes_at is None or count.now is None or payload.sub_phase == CLOSED:
        return day
    last = state.last_ref.time if state.last_ref is not None else count.now
    live = replace(payload, sub_phase=bday.sub_phase(max(last, count.now)))
    return replace(day, extension=live)


def decorate_audit(state: GameState, audit: Audit) -> Audit:
    b = ext(state)
    days = tuple((n, ledger(state, d)) for n, d in sorted(b.days.items()))
    exiles = tuple(_exile(state, e, n) for n, d in sorted(b.days.items()) for e in d.exiles)
    return replace(audit, extension=BotfAudit(sessions(state), days, exiles))
