"""How the whole-thread tests check a host's first run: the command line in process, every
fact of the game file and of each day's count that differs from what the host expects, and
each thread as a test case (a strict xfail where the thread says so)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli_run import cli as run
from tests.sync.whole import Whole
from votecount.gamefile.load import load_game


def wrong_facts(folder: Path, whole: Whole) -> list[str]:
    """Every fact of the game file and the counts that differs from the host's."""
    run(folder, "events", "accept", "--all")
    game = load_game(folder / "game.toml")
    got = {
        "players": [p.username for p in game.players if not p.backup],
        "backups": sorted(p.username for p in game.players if p.backup),
        "hosts": list(game.hosts),
        "subs": [(e.player, e.other) for e in game.events if e.kind == "substitution"],
    }
    want = {
        "players": whole.players,
        "backups": sorted(whole.backups),
        "hosts": whole.hosts,
        "subs": whole.subs,
    }
    wrong = [f"{k}: got {got[k]}, want {want[k]}" for k in want if got[k] != want[k]]
    if whole.first == "night" and 'first = "night"' not in (folder / "game.toml").read_text():
        wrong.append("first: the game opens at night")
    return wrong + wrong_days(folder, whole)


def wrong_days(folder: Path, whole: Whole) -> list[str]:
    data = json.loads(run(folder, "count", "--format", "json"))
    days = {d["day"]: d for d in data["days"]}
    wrong = []
    for day, wagons in whole.days.items():
        got = {w["target"]: w["total"] for w in days.get(day, {}).get("wagons", []) if w["total"]}
        if got != wagons:
            wrong.append(f"day {day} wagons: got {got}, want {wagons}")
    for day, name in whole.lynched.items():
        got_out = (days.get(day, {}).get("outcome") or {}).get("eliminated")
        if got_out != name:
            wrong.append(f"day {day} eliminated: got {got_out}, want {name}")
    for day, living in whole.living.items():
        got_living = sorted(days.get(day, {}).get("living", []))
        if got_living != sorted(living):
            wrong.append(f"day {day} living: got {got_living}, want {sorted(living)}")
    if whole.agree:
        out = run(folder, "reconcile")
        found = re.search(r"Host counts: (\d+) found, (\d+) agree", out)
        if found and found[1] != found[2]:
            wrong.append(f"reconcile: {found[0]}")
    return wrong


def params(factories):
    marks = []
    for make in factories:
        whole = make()
        mark = [pytest.mark.xfail(strict=True, reason=whole.xfail)] if whole.xfail else []
        marks.append(pytest.param(whole, id=whole.name, marks=mark))
    return marks
