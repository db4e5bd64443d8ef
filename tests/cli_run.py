"""The CLI in process, as the tests run it: ``votecount --game FOLDER/game.toml ARGS``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from votecount.cli import main


def cli(folder: Path, *args: str, code: int = 0) -> str:
    """What the command prints; it must end with exit code ``code`` (0: succeed; its
    output is the failure message)."""
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == code, result.output
    return result.output


def count_day(folder: Path, number: int, *args: str) -> dict[str, Any]:
    """Day ``number`` of ``votecount count --day NUMBER --format json ARGS``."""
    data = json.loads(cli(folder, "count", "--day", str(number), "--format", "json", *args))
    return next(d for d in data["days"] if d["day"] == number)
