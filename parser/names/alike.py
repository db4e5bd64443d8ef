"""Players whose names fold alike, told apart by what the text typed has beside its
letters: a mark or an emoji ("Ivo!" beside Ivo! and Ivo; "Ivo🌙!" for Ivo 🌙), or an
accent or a letter of another script ("Zoë" beside Zoë and Zoe; a Cyrillic "Ivо" beside
Ivо and Ivo). What a text leaves out says nothing: "Ivo", "Zoe" stay AMBIGUOUS."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from votecount.parser.names.fold import fold, letters, symbol_readings, symbols
from votecount.parser.names.lists import names_of

if TYPE_CHECKING:
    from votecount.parser.names.players import Player


def told_apart(text: str, hits: tuple[str, ...], players: Iterable[Player]) -> tuple[str, ...]:
    """Of several players (``hits``, of ``players``) whose names fold as ``text`` does,
    the one a name of whom has the symbols ``text`` has, or its emoji alone; else, when
    ``text`` has an accent or a letter of another script, the one a name of whom has its
    letters (a writer types them by copying that name); else all of them."""
    if len(hits) < 2:
        return hits
    among = [p for p in players if p.username in hits]
    key = fold(text)
    for marks in symbol_readings(text):
        same = [
            p.username
            for p in among
            if any(fold(n) == key and symbols(n) == marks for n in names_of(p))
        ]
        if len(same) == 1:
            return (same[0],)
    said = letters(text)
    if said != key:  # an accent or another script typed
        same = [p.username for p in among if any(letters(n) == said for n in names_of(p))]
        if len(same) == 1:
            return (same[0],)
    return hits
