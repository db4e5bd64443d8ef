"""Edits of ``game.toml`` that keep the host's comments and layout (tomlkit): the host
events the host accepted (``votecount events accept``).

The edited text is checked as a whole game file before it replaces the old one, so a
failed edit leaves the file as it was.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import tomlkit
from tomlkit.items import AoT, Table

from votecount.gamefile.load import parse_game

if TYPE_CHECKING:  # what it writes: the host events suggested (votecount.count.suggest)
    from votecount.count.suggest import Suggestion


def add_events(path: Path, suggestions: Sequence[Suggestion]) -> str:
    """Append each suggestion as an ``[[events]]`` table (a substitution's replacement also
    as a ``[[players]]`` table when the file does not list them); returns the new text."""
    text = path.read_text(encoding="utf-8")
    doc = tomlkit.parse(text)
    players = _aot(doc, "players")
    usernames = {str(t.get("username", "")).casefold() for t in players}
    events = _aot(doc, "events")
    for s in suggestions:
        if s.other and s.other.casefold() not in usernames:
            players.append(_player(s))
            usernames.add(s.other.casefold())
        events.append(_event(s))
    new = tomlkit.dumps(doc)
    parse_game(new, str(path))  # raises GameFileError listing every problem; nothing written
    _write(path, new)
    return new


def add_alias(path: Path, player: str, alias: str) -> str:
    """Add ``alias`` to the aliases of the player ``player`` (by username, any case);
    returns the new text. The game file must read back (an alias another player already
    answers to is refused there); nothing is written otherwise."""
    text = path.read_text(encoding="utf-8")
    doc = tomlkit.parse(text)
    table = next(
        (
            t
            for t in _aot(doc, "players")
            if str(t.get("username", "")).casefold() == player.casefold()
        ),
        None,
    )
    if table is None:
        raise ValueError(f"no player {player!r} in {path.name}")
    aliases = table.get("aliases")
    if aliases is None:
        aliases = tomlkit.array()
        table.add("aliases", aliases)
    if alias not in [str(a) for a in aliases]:
        aliases.append(alias)
    new = tomlkit.dumps(doc)
    parse_game(new, str(path))  # raises GameFileError listing every problem; nothing written
    _write(path, new)
    return new


def _aot(doc: tomlkit.TOMLDocument, key: str) -> AoT:
    found = doc.get(key)
    if isinstance(found, AoT):
        return found
    if found is not None:
        raise ValueError(f"{key} in the game file is not a list of [[{key}]] tables")
    aot = tomlkit.aot()
    doc.append(key, aot)
    return aot


def _table() -> Table:
    t = tomlkit.table()
    t.trivia.indent = "\n"  # a blank line before each new [[...]] header
    return t


def _event(s: Suggestion) -> Table:
    t = _table()
    t.add(tomlkit.comment(f"accepted from {s.describe()}"))
    t.add("kind", s.kind)
    if s.player:
        t.add("player", s.player)
    if s.note:
        t.add("note", s.note)
    if s.other:
        t.add("other", s.other)
    t.add("at", s.where)
    return t


def _player(s: Suggestion) -> Table:
    t = _table()
    t.add("username", s.other or "")
    t.add(tomlkit.comment(f"replacement: enters by the substitution in post {s.at}"))
    return t


def _write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
