"""docs/rules-shapeshifters.md "A complete game file": the very file of that page, loaded
and counted against the made-up 18-post thread it describes (written here). Every
Shape-shifters row kind is used, and each does what the page says."""

from __future__ import annotations

import json
import re
import tomllib
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.cli_run import cli
from tests.conftest import REPO
from votecount.count.pipeline import count
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.tally.commands import CORE_HOST_EVENTS
from votecount.tally.registry import ruleset_class

DOC = (REPO / "docs" / "rules-shapeshifters.md").read_text(encoding="utf-8")
START = datetime(2026, 5, 1, 18, 0, tzinfo=UTC)
HOST = "Narrator"


def doc_game_file() -> str:
    section = DOC.split("## A complete game file", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"```toml\n(.*?)```", section, flags=re.S)
    assert found is not None, "no game file in the section"
    return found.group(1)


def red(name: str) -> str:
    return f'<span style="color: #ff0000">{name}</span>'


THREAD = [
    (HOST, "<b>Day 1</b> begins. Point in red."),
    ("Ash", red("Tia")),
    ("Kit", red("Gil")),
    ("Grim", red("Tia")),
    ("Mes", red("Kit")),
    (HOST, "<b>Night 1</b>: Tia was lynched and was a Scientist."),
    (HOST, "<b>Day 2</b> begins. Nobody died in the night."),
    ("Ash", red("Mes")),
    ("Mes", red("Ash")),
    ("Jo", red("Mes")),
    ("Sam", red("Gil")),
    (HOST, "<b>Night 2</b>: Mes was lynched and was a Joe Schmo."),
    (HOST, "<b>Day 3</b> begins. Kit was killed in the night and was a Sly Sidekick."),
    ("Gil", red("Ash")),
    ("Ash", red("Gil")),
    ("Rho", red("Gil")),
    ("Ward", red("Ash")),
    (HOST, "<b>Night 3</b>: Gil was lynched and was a Joe Schmo."),
]


@pytest.fixture(scope="module")
def doc_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("shapeshifters-doc")
    (folder / "game.toml").write_text(doc_game_file(), encoding="utf-8")
    rows = [
        {"thread": "doc", "post_id": f"d{n}", "number": n, "author": author,
         "author_name": author, "created_at": (START + timedelta(minutes=30 * n)).isoformat(),
         "html": html, "url": f"https://forum.example/t/shapeshifters-doc/{n}"}
        for n, (author, html) in enumerate(THREAD, start=1)
    ]  # fmt: skip
    (folder / "thread.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    return folder


def _count(folder: Path, view: str) -> dict:
    game = load_game(folder / "game.toml")
    batches = import_jsonl(folder / "thread.jsonl", thread="forum.example/t/shapeshifters-doc")
    return count(game, [p for b in batches for p in b.posts], view=view).to_json()


@pytest.fixture(scope="module")
def counted(doc_folder) -> dict:
    return _count(doc_folder, "host")


def _day(data: dict, number: int) -> dict:
    return next(d for d in data["days"] if d["day"] == number)


def test_the_doc_game_file_uses_every_shapeshifters_row_kind():

    kinds = {e["kind"] for e in tomllib.loads(doc_game_file())["events"]}
    own = set(ruleset_class("shapeshifters").host_events) - set(CORE_HOST_EVENTS)
    assert own == kinds


def test_the_doc_game_counts_as_the_page_says(counted):
    assert [_day(counted, n)["outcome"]["eliminated"] for n in (1, 2, 3)] == ["Tia", "Mes", "Gil"]
    assert _day(counted, 2)["totals"]["Mes"] == 10  # Ash's reversal 9 + Jo 1
    assert _day(counted, 3)["weights"]["Gil"]["weight"] == 3  # own 1 + the pool 2
    assert "Jo" in _day(counted, 2)["living"]  # the kill was blocked
    assert "Kit" not in _day(counted, 3)["living"]  # reaped
    night1 = [(r["kind"], r["result"]) for r in _day(counted, 1)["night_results"]]
    assert night1 == [("kill", "blocked"), ("protect", "done"), ("scry", "checked")]
    night2 = {r["kind"]: r for r in _day(counted, 2)["night_results"]}
    assert night2["reap"]["result"] == "killed"
    assert night2["scry"]["note"] == "interference by the Interdictor Ward"
    assert [r["target"] for r in _day(counted, 1)["night_actions"]] == ["Jo", "Ash"]


def test_the_doc_game_has_no_error_and_the_notices_it_means(counted):
    found = [v for d in counted["days"] for v in d["notices"] + d["rejected"]]
    found += counted["pregame"]
    assert [v for v in found if v["severity"] == "error"] == []
    codes = {v["code"] for v in found}
    assert {"KILL_BLOCKED", "SCRY_INTERFERED"} <= codes
    assert not codes & {"SCRY_RESULT_MISMATCH", "NIGHT_ROWS_CONTRADICT", "SETUP_SCIENTISTS",
                        "NIGHT_DAY_READ_AS_NIGHT", "UNKNOWN_ROLE"}  # fmt: skip


def test_the_public_view_shows_no_night_row(doc_folder):
    public = json.dumps(_count(doc_folder, "public"))
    assert "night_results" not in public and "KILL_BLOCKED" not in public
    assert "SCRY_INTERFERED" not in public and "Interdictor" not in public


def test_events_suggests_none_of_the_deaths_the_rows_and_lynches_make(doc_folder, tmp_path):
    # "Tia was lynched", "Kit was killed in the night" ...: the tally made each death
    for name in ("game.toml", "thread.jsonl"):
        (tmp_path / name).write_text((doc_folder / name).read_text())
    cli(tmp_path, "import", str(tmp_path / "thread.jsonl"))
    assert "no new host events" in cli(tmp_path, "events")
