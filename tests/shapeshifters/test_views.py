"""No hidden fact reaches a public output: the golden Shape-shifters game counted in every
format for every day in the public view holds no weight, void, pool, night action, code
about them, or role of a living (or not yet revealed) player; the host view holds them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import FIXTURES
from votecount.cli import main

GOLDEN = FIXTURES / "games" / "shapeshifters-golden"
FORMATS = ("markdown", "bbcode", "text", "html", "json")
HIDDEN = (
    "weight", "effective", "void", "pool", "harvest", "hypnot", "shape-shifted", "shapeshift ",
    "reversed", "Hero Hammerton", "Interdictor", "Harvester", "Hypnotist", "alignment",
    "SHAPESHIFT_WITH_POWER", "HARVESTER_DOUBLE_USE", "HYPNOTIST_NO_TARGET", "events[",
)  # fmt: skip


def cli(folder: Path, *args: str) -> str:
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    where = tmp_path_factory.mktemp("shapeshifters-views")
    shutil.copy(GOLDEN / "game.toml", where / "game.toml")
    cli(where, "import", str(GOLDEN / "thread.jsonl"))
    return where


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("day", [1, 2, 3, 4])
def test_public_output_holds_no_hidden_fact(folder, fmt, day):
    out = cli(folder, "count", "--day", str(day), "--format", fmt)
    low = out.lower().replace('"weight": null', "")  # the JSON key, always null here
    leaks = [word for word in HIDDEN if word.lower() in low]
    assert not leaks, f"public {fmt} Day {day} shows {leaks}"
    if fmt == "json":
        data = json.loads(out)
        assert all(
            v["weight"] is None for d in data["days"] for w in d["wagons"] for v in w["votes"]
        )
        assert all("role" not in p for d in data["days"] for p in d["players"])


@pytest.mark.parametrize("fmt", FORMATS)
def test_host_output_shows_weights_voids_and_pool(folder, fmt):
    out = cli(folder, "count", "--day", "2", "--view", "host", "--format", fmt)
    for word in ("weight", "void", "pool", "Interdictor"):
        assert word.lower() in out.lower(), (fmt, word)
