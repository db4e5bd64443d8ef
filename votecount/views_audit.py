"""The parts of an audit a moderator needs beyond the raw codes: a one-line title per
code, reasons with display names, and for Blood on the Forums the whisper ledger per
player per day, the whisper sessions and the exiles (template-ready values)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from votecount.tally.audit import Audit
from votecount.tally.events import STORYTELLER
from votecount.tally.result import WhisperSession

from .views_botf import Line, Seg, _at

# what each code means, in a moderator's words (the reason says what happened)
TITLES = {
    "SEAT_TAKEN": "seat already taken",
    "SEAT_OUT_OF_RANGE": "no such seat",
    "DUPLICATE_SIGNUP": "signed up twice",
    "TRAVELLER_CAP": "too many travellers",
    "TOO_MANY_PLAYERS": "game is full",
    "VOTE_AT_NIGHT": "vote at night",
    "VOTE_OUTSIDE_WINDOW": "vote before votes open",
    "VOTE_AFTER_DEADLINE": "vote after voting closed",
    "VOTE_NOT_NOMINATED": "vote for someone not nominated",
    "VOTE_BY_DEAD": "vote by a dead player",
    "VOTE_BY_NON_PLAYER": "vote by a non-player",
    "VOTE_FOR_DEAD": "vote for a dead player",
    "GHOST_TOKEN_SPENT": "dead player's vote token already spent",
    "VOUDON_LIVING_VOTE": "living vote while the Voudon is in play",
    "UNVOTE_WITHOUT_VOTE": "unvote with no vote standing",
    "MULTI_VOTE_IN_POST": "several votes in one post",
    "NOM_OUTSIDE_WINDOW": "nomination while nominations are closed",
    "NOM_AFTER_CLOSE": "nomination after nominations closed",
    "NOM_BY_DEAD": "nomination by a dead player",
    "NOM_BY_NON_PLAYER": "nomination by a non-player",
    "NOM_BY_TRAVELLER": "nomination by a traveller",
    "NOMINATOR_ALREADY_NOMINATED": "second nomination by the same player",
    "NOMINEE_ALREADY_NOMINATED": "player already nominated today",
    "NOMINEE_DEAD": "nomination of a dead player",
    "NOMINEE_IS_TRAVELLER": "nomination of a traveller",
    "NOMINEE_UNKNOWN": "nominee not recognised",
    "NOM_BISHOP": "nomination by a player while the Bishop is in play",
    "VOTE_RELEASED": "votes released",
    "NO_HOST_PING": "host account not pinged",
    "WHISPER_AT_NIGHT": "whisper at night",
    "WHISPER_CAP": "over the whisper cap",
    "WHISPER_NOT_NEIGHBOUR": "whisper to a non-neighbour (Matron)",
    "WHISPER_AFTER_BREAK": "whispering after the whisper broke",
    "WHISPER_NO_DECLARATION": "accept with nothing to accept",
    "WHISPER_ACCEPT_AMBIGUOUS": "unclear which whisper is accepted",
    "EXILE_INVALID_TARGET": "exile of a non-traveller",
    "EXILE_OUTSIDE_WINDOW": "exile outside the day",
    "COMMAND_IGNORED": "command ignored",
    "VOTE_NOT_BOLD_OR_TAG": "vote not in bold or a vote tag",
    "VOTE_IN_SPOILER": "vote inside a spoiler",
    "AMBIGUOUS_TARGET": "name fits several players",
    "EDITED_COMMAND": "command edited",
    "TWO_ALIVE": "two players left alive",
    "ALL_ELIGIBLE_VOTED": "everyone eligible has voted",
    "SETUP_TABLE": "setup check",
    "JUDGE_INVALID": "invalid Judge use",
    "MATRON_TOO_MANY_SWAPS": "too many Matron swaps",
    "BISHOP_NO_NOMINATION": "Storyteller made no nomination (Bishop)",
    "PROD_DUE": "prod due",
}


def title(code: str) -> str:
    return TITLES.get(code, "")


def display_names(reason: str, game: Any | None) -> str:
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


def whisper_days(result: Audit, game: Any | None, names: Any) -> tuple[WhisperDayView, ...]:
    switches = getattr(game, "switches", {}) or {}
    cap = int(switches.get("whisper_cap", 3))
    out = []
    for number, ledger in result.whisper_ledger:
        today = [w for w in result.whispers if w.day == number]
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


def _st(w: WhisperSession, game: Any | None) -> bool:
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
