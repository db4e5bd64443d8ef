"""Event 8, The Ascended / Trial by Fire (spec/rules.md §5.2): Heaven and Hell (from
Event 7) play at once, in private, so every ballot is a host ``private_vote`` row.
Heaven votes a Ruler (plurality, a tie by ``tie_break``; the sabotage may disqualify 1,
or 2 when Heaven has 5 or more); Hell votes one player to save (two in Hell must
agree), and the saved may save one more while two others remain (``second``); the
sabotage may save a Hell player outright, whose vote is then removed."""

from __future__ import annotations

from votecount.tally.codes import Code, Violation
from votecount.tally.events import PostRef
from votecount.tally.events_game import rules as arith
from votecount.tally.events_game.base import decide, ext, realms, sabotage_on
from votecount.tally.result import Outcome, Reason, Status
from votecount.tally.state import DayState, GameState

BIG_HEAVEN = 5  # from this many in Heaven the sabotage may disqualify two


def disqualify_limit(heaven: int) -> int:
    return 2 if heaven >= BIG_HEAVEN else 1


def marked(state: GameState, number: int, note: str) -> tuple[str, ...]:
    """The players an Event 8 sabotage names (``save`` or ``disqualify``)."""
    sab = sabotage_on(state, number, note)
    return tuple(state.slot_of.get(p, p) for p in sab.players) if sab is not None else ()


def _alive(state: GameState, day: DayState) -> set[str]:
    """Who is alive for the realms' ballots: at the event's end once it is decided (a
    later death must not change who was saved or who rules)."""
    frozen = day.living_at_resolution if day.outcome is not None else None
    return set(frozen if frozen is not None else state.living_ids())


def ruler(state: GameState, day: DayState) -> tuple[str | None, tuple[str, ...]]:
    """Heaven's Ruler so far: the plurality of Heaven's votes on eligible members."""
    heaven, _ = realms(state, day)
    out = marked(state, day.number, "disqualify")
    alive = _alive(state, day)
    picks = [
        (c.choice, c.ref.key) for v, c in ext(state).of(day.number).private.items()
        if v in heaven and v in alive and c.choice in heaven and c.choice not in out
    ]  # fmt: skip
    return arith.plurality(picks, state.rules.tie_break)


def saved(state: GameState, day: DayState) -> list[str]:
    """Hell's saved: the sabotage's, then the vote's (plurality; two must agree), then
    the saved player's own pick while at least two others remain."""
    _, hell = realms(state, day)
    mine, alive = ext(state).of(day.number), _alive(state, day)
    magic = [p for p in marked(state, day.number, "save") if p in hell]
    rest = [p for p in hell if p not in magic and p in alive]
    votes = {v: c for v, c in mine.private.items() if v in rest and c.choice in rest}
    if len(rest) < 2:
        return magic
    if len(rest) == 2:
        picks = {c.choice for c in votes.values()}
        first = picks.pop() if len(votes) == 2 and len(picks) == 1 else None
    else:
        first, _ = arith.plurality(
            [(c.choice, c.ref.key) for c in votes.values()], state.rules.tie_break
        )
    if first is None:
        return magic
    others = [p for p in rest if p != first]
    pick = mine.second.get(first)
    extra = [pick.choice] if pick is not None and len(others) >= 2 and pick.choice in others else []
    return [*magic, first, *extra]


def realms_view(state: GameState, day: DayState) -> dict[str, object]:
    heaven, hell = realms(state, day)
    name, mine = state.name, ext(state).of(day.number)
    chosen, tied = ruler(state, day)
    return {
        "heaven": [name(p) for p in heaven],
        "hell": [name(p) for p in hell],
        "disqualified": [name(p) for p in marked(state, day.number, "disqualify")],
        "ruler": name(chosen) if chosen else None,
        "host": {
            "votes": {name(v): name(c.choice) for v, c in mine.private.items()},
            "second": {name(v): name(c.choice) for v, c in mine.second.items()},
            "tied": [name(p) for p in tied],
            "saved": [name(p) for p in saved(state, day)],
        },
    }


def resolve_realms(state: GameState, day: DayState, ref: PostRef) -> list[Violation]:
    """Event 8's end: the Ruler (handed to Event 9) and Hell's saved (host view)."""
    view = realms_view(state, day)
    chosen, tied = ruler(state, day)
    _, hell = realms(state, day)
    kept = saved(state, day)
    ext(state).of(day.number).result = {
        "ruler": view["ruler"], "disqualified": view["disqualified"],
        "saved": [state.name(p) for p in kept],  # Hell's result: public once decided
        "unsaved": [state.name(p) for p in hell if p not in kept],
        "host": view["host"],
    }  # fmt: skip
    ext(state).ruler = chosen or ""
    notices = []
    if tied:
        names = ", ".join(state.name(p) for p in tied)
        how = f"{state.name(chosen)} reached it first" if chosen else "the host decides"
        code = Code.TIE_BROKEN if chosen else Code.TIE
        notices.append(state.violation(code, ref, None, f"Heaven's vote tied ({names}): {how}"))
    if chosen is None and tied:
        outcome = Outcome(
            Status.HOST_DECIDES, Reason.TIE_FOR_HOST, None, tuple(map(state.name, tied)), ref
        )
    else:
        reason = Reason.PLURALITY_AT_DEADLINE if chosen else Reason.NO_VOTES
        outcome = Outcome(Status.NO_ELIMINATION, reason, None, (), ref)
    decide(state, day, outcome)
    return notices
