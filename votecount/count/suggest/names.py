"""Names in players' votes that votecount resolved to nobody, or to several players (a
nickname no rule settles): never guessed, reported to the host by ``votecount events``
with the alias line that would count them."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from votecount.count.suggest.model import quoted
from votecount.parser.names.fold import fold

_UNREAD_NAMES = ("UNRESOLVED_TARGET", "AMBIGUOUS_TARGET")
_KEYWORD = re.compile(r"^\W*(?:un-?vote|vote|nominate)\b\s*[:;]?\s*", re.I)


@dataclass(frozen=True)
class NameReport:
    """A name written in players' votes that votecount resolved to nobody, or to several
    players (a nickname no rule settles): never guessed, the votes do not count. The host
    may make it an alias of one player (``votecount events alias NAME PLAYER``)."""

    written: str
    posts: tuple[int, ...]
    voters: tuple[str, ...]
    candidates: tuple[str, ...]  # the players it could mean, or the nearest names
    ambiguous: bool

    def describe(self) -> str:
        where = ", ".join(map(str, self.posts))
        what = "could be" if self.ambiguous else "nearest names"
        near = f"; {what}: {', '.join(self.candidates)}" if self.candidates else ""
        return f'"{self.written}" in post(s) {where} by {", ".join(self.voters)}{near}'

    def alias_line(self) -> str:
        return f"aliases = [{quoted(self.written)}]"


def unresolved_names(days: Iterable, players: Iterable[str] = ()) -> list[NameReport]:
    """Every name of a vote the count refused as naming nobody or several players (the
    count's days, each with ``rejected``), once per name as written (case and spacing
    folded), in the order first written."""
    known = {fold(p) for p in players}
    found: dict[str, tuple[str, list[int], list[str], tuple[str, ...], bool]] = {}
    for day in days:
        for v in day.rejected:
            if v.code not in _UNREAD_NAMES or v.ref is None or not v.raw:
                continue
            written = " ".join(_KEYWORD.sub("", v.raw).split()).strip(" .!,")
            key = fold(written)
            if not key or key in known:
                continue
            name, posts, voters, cands, amb = found.setdefault(
                key, (written, [], [], tuple(v.candidates), v.code == "AMBIGUOUS_TARGET")
            )
            posts.append(v.ref.number)
            if v.player and v.player not in voters:
                voters.append(v.player)
    return [
        NameReport(w, tuple(dict.fromkeys(p)), tuple(vs), c, a) for w, p, vs, c, a in found.values()
    ]


def render_names(reports: Sequence[NameReport]) -> str:
    """The names the host may settle, each with the alias line that would count it."""
    if not reports:
        return ""
    parts = [
        f"{len(reports)} name(s) in votes that name no player votecount can tell "
        "(never guessed: those votes do not count):"
    ]
    for r in reports:
        parts.append(f"\n# {r.describe()}")
        example = r.candidates[0] if r.ambiguous and r.candidates else "PLAYER"
        parts.append(
            f"# to count it for a player, add {r.alias_line()} to that player's [[players]]"
            f"\n# table, or run: votecount events alias {quoted(r.written)} {quoted(example)}"
        )
    return "\n".join(parts)
