"""The parts of an audit a moderator needs beyond the raw codes: reasons with display
names and, for systems with whispers (Blood on the Forums), the whisper ledger per
player per day, the whisper sessions and the exiles (template-ready values)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from votecount.tally.audit import Audit
from votecount.tally.events import STORYTELLER
from votecount.tally.registry import systems

from .views_base import Line, Seg, _at

if TYPE_CHECKING:
    from votecount.tally.botf.values import WhisperSession

    from .game import Game


def title(code: str) -> str:
    """What ``code`` means in a moderator's words, as a game system's views declare it
    (``Views.titles``); "" when none does."""
    return next((t for s in systems() if (t := s.views.titles.get(code))), "")


def display_names(reason: str, game: Game | None) -> str:
    """The reason with player ids ("isolde is dead") in their display names."""
    names = {p.username: p.display for p in getattr(game, "players", ()) if p.display}
    names = {k: v for k, v in names.items() if k != v}
    if not names or not reason:
        return reason
    pattern = r"(?<![\w@])(" + "|".join(re.escape(k) for k in sorted(names, key=len)[::-1])
    return re.sub(pattern + r")(?!\w)", lambda m: names[m.group(1)], reason)


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


def whisper_days(result: Audit, game: Game | None, names: Any) -> tuple[WhisperDayView, ...]:
    switches = getattr(game, "switches", {}) or {}
    cap = int(switches.get("whisper_cap", 3))
    out: list[WhisperDayView] = []
    if result.extension is None:
        return ()  # no game system's values (BotF's whispers): BotF is not loaded for it
    from votecount.tally.botf.result import of_audit

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


def _st(w: WhisperSession, game: Game | None) -> bool:
    """A whisper with the Storyteller (the host account, however the result names it)."""
    hosts = {h.lower() for h in getattr(game, "hosts", ())[:1]}
    return w.b == STORYTELLER or w.b.lower() in {"storyteller", *hosts}


def _session(w: WhisperSession, names: Any, st: bool) -> Line:
    line: list[Seg] = [
        Seg(names(w.a), name=True),
        Seg(" to the " if st else " and "),
        Seg("Storyteller" if st else names(w.b), name=not st),
        Seg(": declared at "),
        _at(w.declared),
    ]
    if w.accepted is not None:
        line += [Seg(", accepted at "), _at(w.accepted)]
        if w.over_cap:
            line.append(Seg(" over the whisper cap (WHISPER_CAP)"))
    elif not st:
        line.append(Seg(", never accepted"))
    if w.ended is not None:
        line += [Seg(", ended at "), _at(w.ended)]
        if w.end_reason:
            line.append(Seg(f" by {_ENDS.get(w.end_reason, w.end_reason)}"))
    elif w.accepted is not None or st:
        line.append(Seg(", still open"))
    return tuple(line)
