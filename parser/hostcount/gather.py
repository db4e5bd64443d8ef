"""A post's wagon lines gathered into one count: lines written one voter each ("Juno ->
Ivo") gathered by wagon, lines of one name each side read voters first when only that
reading has each player vote once, a wagon listed twice kept once."""

from __future__ import annotations

import re

from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import ARROW, cut, exact
from votecount.parser.names.players import Roster


def pairs_as_moves(wagons: list[HostWagon], voters_first: set[int], roster: Roster) -> None:
    """Lines "Juno: Bramble" among lines "Ivo: Lark -> Bramble" (a voter, the votes they
    moved through) are written the same way, voter first (``wagons`` and ``voters_first``
    changed in place)."""
    if not any(":" in wagons[i].written for i in voters_first):
        return
    for i, w in enumerate(wagons):
        if i in voters_first or len(w.voters) != 1 or w.total is not None:
            continue
        if ":" in w.written and _written_in_full(w.written, roster):
            wagons[i] = HostWagon(w.voters[0], w.written, (w.target,), None)
            voters_first.add(i)


# "Ivo (1) -> Juno": a name, its total, an arrow and one more name
_TOTAL_ARROW = re.compile(rf"^[^:]*\(\s*\d{{1,2}}\b[^()]*\)\s*{ARROW}")


def arrows_as_voters_first(wagons: list[HostWagon], voters_first: set[int]) -> None:
    """Lines "Ember (1 vote) -> Lark" (read wagon first: Ember's wagon, voted by Lark)
    beside lines "Juno and Ivo (2 votes) -> Bramble" (voters first: two voters and their
    total pointing to a wagon) are written the same way: voters first (in place)."""
    if not any(_TOTAL_ARROW.match(wagons[i].written) for i in voters_first):
        return
    for i, w in enumerate(wagons):
        if i not in voters_first and len(w.voters) == 1 and _TOTAL_ARROW.match(w.written):
            wagons[i] = HostWagon(w.voters[0], w.written, (w.target,), w.total)
            voters_first.add(i)


def gathered(wagons: list[HostWagon], voters_first: set[int]) -> list[HostWagon]:
    """Lines of one voter each written voters first ("Juno -> Ivo", "Lark -> Ivo")
    gathered into one wagon a player."""
    out: list[HostWagon] = []
    at: dict[str, int] = {}
    for i, w in enumerate(wagons):
        if i in voters_first and w.target in at:
            k = at[w.target]
            extra = tuple(v for v in w.voters if v not in out[k].voters)
            out[k] = HostWagon(w.target, out[k].written, out[k].voters + extra, None)
            continue
        if i in voters_first:
            at[w.target] = len(out)
        out.append(w)
    return out


def flipped(wagons: list[HostWagon], roster: Roster) -> list[HostWagon]:
    """Lines of one name each side and no total ("Juno: Ivo", "Lark: Ivo") read voters
    first when read wagon first they have one player vote twice and read voters first
    nobody does (a voter votes once), each name written out in full."""
    shown = list({(w.target, w.voters): w for w in wagons if w.voters}.values())  # copies
    if not shown or any(len(w.voters) != 1 or w.total is not None for w in shown):
        return wagons
    voters = [w.voters[0] for w in shown]
    targets = [w.target for w in shown]
    if len(set(voters)) == len(voters) or len(set(targets)) != len(targets):
        return wagons
    if not all(_written_in_full(w.written, roster) for w in shown):
        return wagons
    by_target: dict[str, list[HostWagon]] = {}
    for w in shown:
        by_target.setdefault(w.voters[0], []).append(w)
    return [
        HostWagon(t, "; ".join(w.written for w in ws), tuple(w.target for w in ws), None)
        for t, ws in by_target.items()
    ]


def _written_in_full(text: str, roster: Roster) -> bool:
    pieces = [p.strip(" .*-") for p in cut(text, roster)]
    pieces = [p for p in pieces if p]
    return len(pieces) == 2 and all(exact(p, roster) is not None for p in pieces)


def merged(wagons: list[HostWagon]) -> tuple[HostWagon, ...]:
    """A wagon listed twice (a count in the post and a copy in a spoiler): the first."""
    seen: dict[str, HostWagon] = {}
    for w in wagons:
        seen.setdefault(w.target, w)
    return tuple(seen.values())


# "Juno, Ivo \u2014 Bramble (2)": the voters, a spaced dash, one name and its total
_VOTERS_DASH = re.compile(
    r"^([^:()\[\]]+?)\s[\u2014\u2013-]\s([^:,()\[\]]{1,40}?)(\s*[(\[]\s*\d{1,2}\s*[)\]])?\W*$"
)


def dash_swapped(line: str, roster: Roster) -> str | None:
    """``line`` written wagon first when it writes voters first with a dash under a label
    saying so ("Voter \u2014 Target" above "Juno, Ivo \u2014 Bramble (2)": "Bramble (2) \u2014
    Juno, Ivo"): the right side is one player's name, the left names players only (as many
    as the total, when one is written); else None."""
    m = _VOTERS_DASH.match(line.strip(" *"))
    if m is None or exact(m[2], roster) is None:
        return None
    left = [p.strip() for p in re.split(r",|\s+(?:and|&)\s+", m[1]) if p.strip()]
    if not left or any(exact(p, roster) is None for p in left):
        return None
    stated = re.sub(r"\D", "", m[3] or "")
    if stated and int(stated) != len(left) or len(left) < 2 and not stated:
        return None  # "Juno - Bramble": one name each side, read as before (voter first);
        # "Juno - Bramble (3)": the total is no count of the names on the left
    return f"{m[2]}{m[3] or ''} \u2014 {m[1]}"
