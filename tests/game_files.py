"""A test game's file: its ``[[players]]`` rows, one a username, and the file written
from a template that holds them."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def players_table(names: Iterable[str]) -> str:
    """A ``[[players]]`` row per username of ``names``, a blank line after each."""
    return "".join(f'[[players]]\nusername = "{n}"\n\n' for n in names)


def write_game_text(folder: Path, text: str, *, players: Iterable[str], **fields: str) -> Path:
    """``folder/game.toml`` from the game-file template ``text``: its ``{players}`` the
    table of ``players``, its other fields ``fields``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game.toml"
    path.write_text(text.format(players=players_table(players), **fields), encoding="utf-8")
    return path
