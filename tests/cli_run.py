"""The CLI in process, as the tests run it: ``votecount --game FOLDER/game.toml ARGS``."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from votecount.cli import main


def cli(folder: Path, *args: str) -> str:
    """What the command prints; it must succeed (its output is the failure message)."""
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 0, result.output
    return result.output
