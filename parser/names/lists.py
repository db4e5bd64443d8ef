"""Text naming several players, for ``parser.names.players.Roster``: "A or B", "A / B",
"A/B" (each part read as a name; several players AMBIGUOUS, one name's own halves,
"Hell/Hound", the one player), a list of whole names typed where a player's name folds
to the same key ("Juno, Lark" beside Juno Lark, Juno and Lark) and a name with another's
in brackets after it ("Ivo (Lark)", ``or_bracketed``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, Step
from votecount.parser.names.fold import fold, tidy
from votecount.parser.names.typos import ambiguous_result, resolved_result
from votecount.parser.names.wordlists import LIST_MARKS, WHOLE_NAME

if TYPE_CHECKING:
    from votecount.parser.names.players import Player

SEVERAL = re.compile(r"\s(?:/|or|and/or)\s|\s/|/\s", re.I)
_PARTS = re.compile(r"/|\bor\b", re.I)
# a name, then "(a remark)", then maybe more: "Ivo (Lark) lol" (``ListSteps.or_bracketed``)
_BRACKET = re.compile(r"^(.*?\S)\s*\(([^()]*)\)")


class ListSteps:
    """The steps for text naming several players (a base class of
    ``parser.names.players.Roster``, which sets the attributes)."""

    players: tuple[Player, ...]
    _keys: dict[str, tuple[str, ...]]

    if TYPE_CHECKING:

        def _written(self, written: str) -> Resolution: ...

        def resolve(
            self, text: str, post_id: str | None = None, index: int | None = None
        ) -> Resolution: ...

    def _listed_whole(self, text: str) -> set[str]:
        """The players a list typed as ``text`` names, each item a whole name ("Juno, Lark",
        "Juno & Lark", "Juno/Lark" beside Juno and Lark), or none when an item names
        nobody in full or the text has the marks of the name it folds to ("rock & roll"
        for Rock & Roll beside Rock and Roll, not "Rock, Roll")."""
        parts = [fold(part) for part in LIST_MARKS.split(text)]
        if len(parts) < 2 or not all(part in self._keys for part in parts):
            return set()
        spelt = (n for p in self.players for n in names_of(p) if n and fold(n) == fold(text))
        if any(_list_marks(n) == _list_marks(text) for n in spelt):
            return set()  # "rock and roll": the name of Rock and Roll as written, in lowercase
        return {u for part in parts for u in self._keys[part]}

    def or_bracketed(self, text: str, found: Resolution) -> Resolution:
        """For a player's vote (``parser.resolve``): ``found``, or AMBIGUOUS when a whole
        name has another player's whole name or alias in brackets after it ("Ivo (Lark)":
        Ivo, or Lark; a replaced player's name after his replacement's, "Junie (Juno)", is
        one slot, as ``count.reading`` reads it), also with more words after the bracket
        ("Ivo (Lark) lol", "Ivo (Lark) // reasons"). Not for host posts, where a bracket after
        a name says who voted or whom a player replaced."""
        before = _BRACKET.match(text) if found.ok and found.step is not Step.PIN else None
        if before is None or fold(before.group(1)) not in self._keys:
            return found
        remark = tidy(before.group(2))
        said = self.resolve(remark) if remark else None
        if said is None or not said.ok or said.step not in WHOLE_NAME:
            return found
        others = set(said.candidates) - set(found.candidates)
        if not others:
            return found
        hits = tuple(sorted(others | set(found.candidates)))
        return ambiguous_result(text, hits, "a name, and another's in brackets after it")

    def _several(self, text: str, named: list[set[str]]) -> Resolution:
        """ "A / B", "A or B": AMBIGUOUS between the players the parts name (``named``,
        from ``_named_parts``), unless every part names one and the same player
        ("Hell/Hound" for Hellhound: the two halves of one name)."""
        players = tuple(sorted({u for part in named for u in part}))
        if len(players) == 1 and all(named) and len(named) > 1:
            detail = "each part of it names the same player"
            return resolved_result(text, players[0], Step.SUBSTRING, detail)
        return ambiguous_result(text, players, "text names several players")

    def _named_parts(self, text: str) -> list[set[str]]:
        """The players each part of "A / B" names (an empty set: no one, or several)."""
        out: list[set[str]] = []
        for part in _PARTS.split(text):
            key = fold(part)
            if not key:
                continue
            if key in self._keys:
                out.append(set(self._keys[key]))
            elif len(key) >= 3 and not SEVERAL.search(part):
                res = self._written(tidy(part))
                out.append({res.player} if res.ok and res.player is not None else set())
            else:
                out.append(set())
        return out


def _list_marks(text: str) -> list[str]:
    """The marks between the items of a list ("Juno, Lark & Wren": ",", "&")."""
    return [m.strip().lower() for m in LIST_MARKS.findall(text)]


def names_of(p: Player) -> tuple[str, ...]:
    return (p.username, p.display_name, *p.aliases)
