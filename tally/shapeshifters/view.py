"""Shape-shifters' own view of a day (``Views.day``), shown by
``templates/shapeshifters/vote_count.EXT.j2``. Plain values only; it runs in the
application layer, which passes ``names`` (id -> display name) and ``vote`` (a
``CastVote`` -> the shared ``VoteView``).

Public view: each target with its pointers (one per voter, no weights, no voids), who has
not pointed, the standing or final outcome and the player list with the roles shown.
Both show the day's auto-lynches. Host view adds each vote's effective weight and reason,
the effective totals, the voids with their reasons, the Harvester's pool and the day's
warnings (VOTE_NOT_RED, inactivity ...), the night PMs' actions of the night after
the day (kill votes in red, special targets in blue) and the host's night rows of that
night with what came of them (a blocked kill, a scry's expected result)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from msgspec.structs import replace

from votecount.tally.result import DayCount, VoteCount


@dataclass(frozen=True)
class TargetRow:
    target: str
    total: int  # pointers (public) or effective weight (host)
    votes: tuple[Any, ...]  # VoteView


@dataclass(frozen=True)
class PlayerRow:
    player: str
    alive: bool
    shown: str  # the role shown ("" when alive or unknown)
    role: str  # host view: the true role ("" in public view)
    pending: str = ""  # host view: a night kill on this living player not yet in effect


@dataclass(frozen=True)
class NightRow:
    night: int
    action: str  # "kill vote" or "special target (scry)"
    sender: str
    target: str
    note: str  # "" or why it does not stand


@dataclass(frozen=True)
class ShapeshiftersDay:
    host: bool
    rows: tuple[TargetRow, ...]
    not_pointing: tuple[str, ...]
    outcome: str
    voids: tuple[tuple[str, str], ...]  # host: (voter, reason)
    pool: tuple[tuple[str, int], ...]  # host: (Harvester, pool)
    auto_lynched: tuple[str, ...]
    players: tuple[PlayerRow, ...]
    notices: tuple[tuple[str, str, str, str], ...] = ()  # host: (post, player, code, reason)
    night: tuple[NightRow, ...] = ()  # host: the night PMs' actions of the night after it
    results: tuple[NightRow, ...] = ()  # host: the host's night rows of that night (nights.py)


def day_view(day: DayCount, vc: VoteCount, names: Any, vote: Any) -> ShapeshiftersDay:
    host = vc.view == "host"
    extra = dict(day.extra)
    weights = extra.get("weights", {}) if host else {}
    rows = []
    for w in sorted(day.wagons, key=lambda w: (-w.total, w.started.key)):
        votes = tuple(_vote(vote(v), v.voter, weights, names) for v in w.votes)
        rows.append(TargetRow(names(w.target), w.total, votes))
    return ShapeshiftersDay(
        host=host,
        rows=tuple(rows),
        not_pointing=tuple(names(p) for p in day.not_voting),
        outcome=_outcome(day, names),
        voids=tuple((names(v), why) for v, why in extra.get("voids", {}).items()) if host else (),
        pool=tuple((names(h), p) for h, p in extra.get("pool", {}).items()) if host else (),
        auto_lynched=tuple(names(p) for p in extra.get("auto_lynched", ())),
        players=tuple(player_row(p, names, host) for p in extra.get("players", ())),
        notices=tuple(_notice(v, names) for v in day.notices if v.severity.value == "warning")
        if host
        else (),
        night=tuple(_night(r, names) for r in extra.get("night_actions", ())) if host else (),
        results=tuple(night_row(r, names) for r in extra.get("night_results", ())) if host else (),
    )


def night_row(r: dict, names: Any) -> NightRow:
    """A host night row: "Kit: protect Jo", "Mes: kill Jo (blocked: protected by Kit)"."""
    action = r["kind"]
    given = f"result given: {r['given']}" if r["kind"] == "scry" and r["given"] else ""
    if r["kind"] == "clairvoyance":
        action, given = f"learns the scry targets: {r['given']}", ""
    said = r["result"] if r["result"] not in ("done", "checked") else ""
    if said == "pending" and r["kind"] in ("kill", "reap"):
        said = f"pending: not in effect until Day {r['night'] + 1} starts"
    note = "; ".join(x for x in (said, given, r["note"]) if x)
    sender = names(r["player"]) if r["player"] else "the Shape-shifters"
    return NightRow(r["night"], action, sender, names(r["target"]) if r["target"] else "", note)


def _night(r: dict, names: Any) -> NightRow:
    kill = r["kind"] == "NIGHT_KILL_VOTE"
    action = "kill vote" if kill else f"special target ({r['word']})" if r["word"] else \
        "special target"  # fmt: skip
    note = "" if r["stands"] else "replaced by a later villain kill vote"
    return NightRow(r["night"], action, names(r["sender"]), names(r["target"]), note)


def _notice(v: Any, names: Any) -> tuple[str, str, str, str]:
    where = f"#{v.ref.number}" if v.ref is not None and v.ref.number >= 0 else "host event"
    return (where, names(v.player) if v.player else "", v.code, v.reason)


def _vote(view: Any, voter: str, weights: dict, names: Any) -> Any:
    found = weights.get(voter)
    if found is None:
        return replace(view, notes=tuple(n for n in view.notes if n != "void"
                                         and not n.startswith("weight")))  # fmt: skip
    notes = tuple(n for n in view.notes if n != "void" and not n.startswith("weight"))
    label = f"weight {found['weight']}"
    if found["reason"]:
        label += f": {found['reason']}"
    return replace(view, notes=(*notes, label))


def player_row(p: dict, names: Any, host: bool) -> PlayerRow:
    """A player's row; the role and the pending night action only in the host's view."""
    role = (p.get("role") or "") if host else ""
    pending = (p.get("pending") or "") if host else ""
    return PlayerRow(names(p["player"]), bool(p["alive"]), p.get("shown_role") or "", role, pending)


def _outcome(day: DayCount, names: Any) -> str:
    o = day.outcome
    status = o.status.value
    if status == "eliminated" and o.eliminated:
        return f"{names(o.eliminated)} is lynched: the most points at the end of the day."
    if status == "hammered" and o.eliminated:
        return f"{names(o.eliminated)} is lynched: a majority of the living pointed at them."
    if status == "no_elimination":
        tied = ", ".join(names(t) for t in o.tied)
        return f"No lynch (tie: {tied})." if tied else "No lynch."
    if status == "host_decides":
        return f"Tie between {', '.join(names(t) for t in o.tied)}: the host decides."
    if status == "leading" and o.leader:
        return f"{names(o.leader)} is leading."
    if status == "tie":
        return f"Tied: {', '.join(names(t) for t in o.tied)}."
    return "Nobody has pointed yet."
