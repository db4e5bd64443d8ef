"""Look-alike letters in a written name: ``Vote: Аlice`` with a Cyrillic А. The resolver
folds such letters to the Latin ones (``parser.names.fold``), so the vote counts for Alice; the
pipeline adds a ``LOOKALIKE_NAME`` warning naming each such letter, so it is never
counted silently (a player may be testing the count, or impersonating a name)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from votecount.parser.names.fold import fold

_SCRIPTS = ("CYRILLIC ", "GREEK ", "FULLWIDTH LATIN ")


def lookalike_letters(text: str, own: Iterable[str] = ()) -> tuple[str, ...]:
    """The letters of ``text`` from another script that read as a Latin letter or digit
    (Cyrillic А as A, Greek ο as o, fullwidth Ａ as A), each once, in written order; those
    in ``own`` (the player's own names: a name written in Cyrillic is no trick) are left
    out."""
    if text.isascii():
        return ()
    mine = set("".join(own))
    found: list[str] = []
    for c in text:
        if c.isascii() or c in mine or c in found:
            continue
        if unicodedata.name(c, "").startswith(_SCRIPTS) and _reads_latin(c):
            found.append(c)
    return tuple(found)


def _reads_latin(c: str) -> bool:
    key = fold(c)
    return len(key) == 1 and key.isascii() and key.isalnum()


def describe(text: str, letters: Iterable[str], player: str) -> str:
    """``"Аlice" is written with a look-alike letter: А (CYRILLIC CAPITAL LETTER A) for
    A; counted for alice: check it means them``."""
    parts = [f"{c} ({unicodedata.name(c, '?')}) for {_latin(c)}" for c in letters]
    many = "look-alike letters" if len(parts) > 1 else "a look-alike letter"
    return (
        f'"{text}" is written with {many}: {"; ".join(parts)}; counted for {player}: '
        "check it means them"
    )


def _latin(c: str) -> str:
    key = fold(c)
    plain = unicodedata.normalize("NFKC", c)
    return key.upper() if plain.isupper() else key
