"""Blood on the Forums' parts of the audit, the report and ``report --datasette``,
named by its ``Views`` declaration (``audit``, ``timeline``, ``tables``): the whisper
ledger per player per day and the whisper sessions, the timeline's exiles and Fiddler
ballot, and the rows of the ``whispers`` table. Template-ready values only."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from votecount.tally.audit import Audit
from votecount.tally.botf.result import of_audit, of_count, of_day
from votecount.tally.botf.values import WhisperSession
from votecount.tally.events import STORYTELLER, PostRef
from votecount.tally.result import CastVote, VoteCount
from votecount.tally.shown import Line, Names, Seg, TimelineEntry, at_post, entry


# -- whispers ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class WhisperRow:
    player: str
    partners: tuple[str, ...]
    count: str  # "3/3"
    full: bool  # at the cap
    storyteller: int  # Storyteller whispers (outside the cap)
    sessions: int  # whispers opened (accepted, or with the Storyteller)
    over: bool = False  # past the cap: a whisper over it happened (WHISPER_CAP)


@dataclass(frozen=True)
class WhisperDayView:
    day: int
    cap: int
    rows: tuple[WhisperRow, ...]  # players who whispered, seat order
    quiet: tuple[str, ...]  # players with no whisper that day
    sessions: tuple[Line, ...]  # "Elspeth and Brindle: declared post #32, …"


def whisper_days(result: Audit, game: Any, names: Any) -> tuple[WhisperDayView, ...]:
    switches = getattr(game, "switches", {}) or {}
    cap = int(switches.get("whisper_cap", 3))
    out = []
    for number, ledger in of_audit(result).whisper_ledger:
        today = [w for w in of_audit(result).whispers if w.day == number]
        rows, quiet = [], []
        for pid, partners in ledger:
            mine = [w for w in today if pid in (w.a, w.b) and (w.accepted or _st(w, game))]
            st = sum(1 for w in mine if _st(w, game))
            if not partners and not mine:
                quiet.append(names(pid))
                continue
            rows.append(
                WhisperRow(
                    player=names(pid),
                    partners=tuple(names(p) for p in partners),
                    count=f"{len(partners)}/{cap}",
                    full=len(partners) >= cap,
                    storyteller=st,
                    sessions=len(mine),
                    over=len(partners) > cap,
                )
            )
        out.append(
            WhisperDayView(
                number,
                cap,
                tuple(rows),
                tuple(quiet),
                tuple(_session(w, names, _st(w, game)) for w in today),
            )
        )
    return tuple(out)


_ENDS = {
    "broken_by_post": "a public post",
    "substitution": "a substitution",
    "seat_swap": "a seat swap",
    "left": "a player leaving",
}


def _st(w: WhisperSession, game: Any) -> bool:
    """A whisper with the Storyteller (the host account, however the result names it)."""
    hosts = {h.lower() for h in getattr(game, "hosts", ())[:1]}
    return w.b == STORYTELLER or w.b.lower() in {"storyteller", *hosts}


def _session(w: WhisperSession, names: Any, st: bool) -> Line:
    line: list[Seg] = [
        Seg(names(w.a), name=True),
        Seg(" to the " if st else " and "),
        Seg("Storyteller" if st else names(w.b), name=not st),
        Seg(": declared at "),
        at_post(w.declared),
    ]
    if w.accepted is not None:
        line += [Seg(", accepted at "), at_post(w.accepted)]
        if w.over_cap:
            line.append(Seg(" over the whisper cap (WHISPER_CAP)"))
    elif not st:
        line.append(Seg(", never accepted"))
    if w.ended is not None:
        line += [Seg(", ended at "), at_post(w.ended)]
        if w.end_reason:
            line.append(Seg(f" by {_ENDS.get(w.end_reason, w.end_reason)}"))
    elif w.accepted is not None or st:
        line.append(Seg(", still open"))
    return tuple(line)


# -- the report's timeline -------------------------------------------------------------------
def timeline(vc: VoteCount, names: Names) -> Iterator[tuple[tuple, TimelineEntry]]:
    """The exiles (calls, yes votes, passing) and the Fiddler ballot, keyed by post."""
    yield from _exiles(vc, names)
    yield from _ballots(vc, names)


def _exiles(vc: VoteCount, names: Names) -> Iterator[tuple[tuple, TimelineEntry]]:
    seen: set[tuple[str, int]] = set()
    for d in vc.days:
        for x in of_day(d).exiles:
            if (x.ref.post_id, x.ref.index) in seen:
                continue
            seen.add((x.ref.post_id, x.ref.index))
            who = names(x.traveller)
            yield entry(x.day or d.day, x.ref, names(x.called_by), "calls an exile of", who,
                         f"needs {x.needed} of {x.seated}")  # fmt: skip
            yield from _yes(x.day or d.day, x.yes, names, "exile: yes", who)
            if x.passed is not None:
                yield entry(x.day or d.day, x.passed, "", "exile passed", who)


def _yes(day: int, votes: Iterable[CastVote], names: Names, action: str,
         target: str) -> Iterator[tuple[tuple, TimelineEntry]]:  # fmt: skip
    for v in votes:
        yield entry(day, v.ref, names(v.voter), action, target)


def _ballots(vc: VoteCount, names: Names) -> Iterator[tuple[tuple, TimelineEntry]]:
    f = of_count(vc).fiddler
    if f is None:
        return
    demon, chosen = names(f.demon), names(f.chosen)
    yield entry(f.day, f.ref, "", "Fiddler ballot opens", f"{demon} or {chosen}")
    yield from _yes(f.day, f.for_demon, names, "ballot", demon)
    yield from _yes(f.day, f.for_chosen, names, "ballot", chosen)
    if f.closed is not None:
        winner = names(f.winner) if f.winner else "tie"
        yield entry(f.day, f.closed, "", "Fiddler ballot closes", winner, f.status)


# -- report --datasette ----------------------------------------------------------------------
def whisper_rows(audit: Audit, names: Names) -> Iterator[dict[str, Any]]:
    """The ``whispers`` table: every whisper, in the order declared."""
    for n, w in enumerate(of_audit(audit).whispers, start=1):
        yield {
            "id": n,
            "day": w.day,
            "from_player": names.key(w.a),
            "from_name": names(w.a),
            "to_player": names.key(w.b),
            "to_name": names(w.b),
            "declared_post": _number(w.declared),
            "declared_time": w.declared.time.isoformat(),
            "accepted_post": _number(w.accepted),
            "ended_post": _number(w.ended),
            "end_reason": w.end_reason or None,
            "url": w.declared.url,
        }


def _number(ref: PostRef | None) -> int | None:
    return ref.number if ref is not None and ref.number >= 0 else None
