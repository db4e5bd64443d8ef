"""No hidden fact reaches a public output: the golden Shape-shifters game counted in every
format for every day in the public view holds no weight, void, pool, night action, code
about them, night PM action (pm_rows.py: kill votes, special targets and their codes), or
role of a living (or not yet revealed) player; the host view holds them."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.cli_run import cli
from tests.conftest import FIXTURES
from tests.shapeshifters.pm_rows import add_pms

GOLDEN = FIXTURES / "games" / "shapeshifters-golden"
FORMATS = ("markdown", "bbcode", "text", "html", "json")
HIDDEN = (
    "weight", "effective", "void", "pool", "harvest", "hypnot", "shape-shifted", "shapeshift ",
    "reversed", "Hero Hammerton", "Interdictor", "Harvester", "Hypnotist", "alignment",
    "SHAPESHIFT_WITH_POWER", "HARVESTER_DOUBLE_USE", "HYPNOTIST_NO_TARGET", "events[",
    "NIGHT_KILL_VOTE", "SPECIAL_TARGET", "KILL_NOT_RED", "SPECIAL_NOT_BLUE",
    "MULTIPLE_KILL_VOTES", "night_actions", "kill vote", "special target", "PMs",
)  # fmt: skip


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    where = tmp_path_factory.mktemp("shapeshifters-views")
    shutil.copy(GOLDEN / "game.toml", where / "game.toml")
    add_pms(where)  # the host supplied the night PMs: none of it may reach the public
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


@pytest.mark.parametrize("fmt", FORMATS)
def test_host_output_shows_the_night_pms(folder, fmt):
    out = cli(folder, "count", "--day", "2", "--view", "host", "--format", fmt)
    if fmt == "json":
        day = next(d for d in json.loads(out)["days"] if d["day"] == 2)
        kills = [r["target"] for r in day["night_actions"] if r["kind"] == "NIGHT_KILL_VOTE"]
        assert kills == ["Kit", "Sage"]
        assert "MULTIPLE_KILL_VOTES" in {v["code"] for v in day["notices"]}
        return
    assert "Night 2 PMs" in out, fmt
    assert "kill vote Kit (replaced by a later villain kill vote)" in out, fmt
    assert "kill vote Sage" in out and "special target (harvest) Gleaner" in out, fmt
