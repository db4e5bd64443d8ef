"""Where a command's game folder is: the one rule the CLI (``votecount.cli_support``)
and the count cache's fast path (``votecount.countcache``) both follow, with only the
standard library loaded. ``--game`` wins, then ``$VOTECOUNT_GAME``, then ``game.toml``
in the working folder or the nearest parent holding one (like git finds a repository);
``votecount.db`` lies beside the game file."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

GAME_ENV = "VOTECOUNT_GAME"
DATABASE = "votecount.db"


def find_game(start: Path) -> Path | None:
    """``game.toml`` in ``start`` or its nearest parent folder holding one."""
    for folder in (start, *start.parents):
        candidate = folder / "game.toml"
        if candidate.is_file():
            return candidate
    return None


def locate(
    chosen: str | os.PathLike[str] | None,
    *,
    environ: Mapping[str, str],
    cwd: Path,
    search: bool = True,
) -> Path:
    """The game file: ``chosen`` (``--game``), else ``$VOTECOUNT_GAME``, else the nearest
    ``game.toml`` from ``cwd`` up (``search=False``: ``game.toml`` here, for ``init``)."""
    if chosen is not None:
        return Path(chosen)
    env = environ.get(GAME_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    found = find_game(cwd) if search else None
    return found or Path("game.toml")


def database_of(game_path: Path) -> Path:
    """The database beside a game file."""
    return Path(game_path).resolve().parent / DATABASE
