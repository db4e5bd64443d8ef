"""Where a command's game folder is (the CLI's one rule, ``votecount.cli.support``).
``--game`` wins, then
``$VOTECOUNT_GAME``, then ``game.toml`` in the working folder or the nearest parent
holding one (like git finds a repository); ``votecount.db`` lies beside the game file."""

from __future__ import annotations

import os
from collections.abc import Mapping

GAME_ENV = "VOTECOUNT_GAME"
DATABASE = "votecount.db"


def find_game(start: str | os.PathLike[str]) -> str | None:
    """``game.toml`` in ``start`` or its nearest parent folder holding one."""
    folder = os.path.abspath(start)
    while True:
        candidate = os.path.join(folder, "game.toml")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def locate(
    chosen: str | os.PathLike[str] | None,
    *,
    environ: Mapping[str, str],
    cwd: str | os.PathLike[str],
    search: bool = True,
) -> str:
    """The game file: ``chosen`` (``--game``), else ``$VOTECOUNT_GAME``, else the nearest
    ``game.toml`` from ``cwd`` up (``search=False``: ``game.toml`` here, for ``init``)."""
    if chosen is not None:
        return os.fspath(chosen)
    env = environ.get(GAME_ENV, "").strip()
    if env:
        return os.path.expanduser(env)
    found = find_game(cwd) if search else None
    return found or "game.toml"


def database_of(game_path: str | os.PathLike[str]) -> str:
    """The database beside a game file (its links followed)."""
    return os.path.join(os.path.dirname(os.path.realpath(game_path)), DATABASE)
