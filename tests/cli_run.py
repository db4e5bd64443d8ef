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


def fail(folder: Path, *args: str) -> str:
    """The command fails cleanly: ``Error: …``, exit 1, no traceback; returns the text."""
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 1, (result.output, result.exception)
    # notices on stderr ("votecount: ... retrying in 2s") may come before the error
    errors = [line for line in result.output.splitlines() if not line.startswith("votecount: ")]
    assert errors and errors[0].startswith("Error: "), result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.output


def count_day(folder: Path, number: int, *args: str) -> dict[str, Any]:
    """Day ``number`` of ``votecount count --day NUMBER --format json ARGS``."""
    data = json.loads(cli(folder, "count", "--day", str(number), "--format", "json", *args))
    return next(d for d in data["days"] if d["day"] == number)
