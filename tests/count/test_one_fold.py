"""Every verb reaches the tally through one path: ``pipeline.run`` builds the events and
folds them, and ``Results`` gives the count, the audit, the fold at one post (``explain``)
and the fold post by post (``reconcile``). Behaviourally: what ``reconcile`` shows as
votecount's side of each host count is what ``count --as-of`` that post prints.
Structurally: no module of the application outside the pipeline and its incremental fold
builds the event list or folds it by its own route."""

from __future__ import annotations

import ast
import json
import shutil

from click.testing import CliRunner

from tests.conftest import FIXTURES, REPO
from votecount.cli import main

GAME = FIXTURES / "games" / "reconcile-small"

# the calls that build the events or fold them; only these modules may make them
FOLDS = {"Engine", "tally.Engine", "tally.replay", "tally.tally", "build_events", "own_events",
         "frame_events", "pipeline.build_events", "pipeline.own_events", "pipeline.frame_events"}  # fmt: skip
ONE_PATH = ("votecount/count/pipeline.py", "votecount/count/incremental/")


def cli(folder, *args: str) -> str:
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_reconcile_shows_the_count_that_count_prints_at_each_host_count(tmp_path):
    shutil.copy(GAME / "game.toml", tmp_path / "game.toml")
    cli(tmp_path, "import", str(GAME / "thread.jsonl"))
    findings = json.loads(cli(tmp_path, "reconcile", "--all", "--format", "json"))["findings"]
    assert [f["post"] for f in findings] == [5, 8, 10]
    for f in findings:
        count = json.loads(cli(tmp_path, "count", "--as-of", str(f["post"]), "--format", "json"))
        day = count["days"][-1]
        wagons = {w["target"]: sorted(v["voter"] for v in w["votes"]) for w in day["wagons"]}
        assert wagons == {k: sorted(v) for k, v in f["votecount"].items()}, f["post"]


def _called(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
                names.add(f"{f.value.id}.{f.attr}")
            elif isinstance(f, ast.Name):
                names.add(f.id)
    return names


def test_no_verb_folds_votes_by_its_own_route():
    app = REPO / "votecount"
    own_route = {}
    for path in app.rglob("*.py"):
        rel = path.relative_to(REPO).as_posix()
        top = rel.split("/")[1]
        if top in ("tally", "parser", "scraper", "templates") or rel.startswith(ONE_PATH):
            continue  # the pure layers (linked in) and the one path itself
        found = _called(ast.parse(path.read_text(encoding="utf-8"))) & FOLDS
        if found:
            own_route[rel] = sorted(found)
    assert own_route == {}
