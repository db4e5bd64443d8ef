"""`votecount report --datasette`: the derived tables and metadata, read back through
Datasette's own JSON API (in process), as a moderator's browser would."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import sqlite_utils
from click.testing import CliRunner

from tests.conftest import FIXTURES
from votecount.cli import main
from votecount.store import schema
from votecount.views import browse, browse_meta
from votecount.workspace import DEMO_DIR as DEMO

BOTF = FIXTURES / "games" / "botf-golden"


def _folder(tmp_path: Path, source: Path, thread: str | None = None) -> Path:
    shutil.copy(source / "game.toml", tmp_path / "game.toml")
    game = ["--game", str(tmp_path / "game.toml")]
    args = ["import", str(source / "thread.jsonl"), *(["--thread", thread] if thread else [])]
    result = CliRunner().invoke(main, [*game, *args])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(
        main, [*game, "report", "--out", str(tmp_path / "r.html"), "--datasette"]
    )
    assert result.exit_code == 0, result.output
    assert "datasette" in result.output and "metadata.json" in result.output
    return tmp_path


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _folder(tmp_path_factory.mktemp("demo"), DEMO)


@pytest.fixture(scope="module")
def botf_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _folder(tmp_path_factory.mktemp("botf"), BOTF, "forum.example/t/5150")


def _get(folder: Path, path: str) -> Any:
    """GET ``path`` from a Datasette serving the folder's votecount.db with its metadata."""
    from datasette.app import Datasette

    meta = json.loads((folder / "metadata.json").read_text(encoding="utf-8"))
    ds = Datasette([str(folder / "votecount.db")], metadata=meta)

    async def fetch() -> Any:
        response = await ds.client.get(path)
        assert response.status_code == 200, (path, response.text[:500])
        return response.json()

    return asyncio.run(fetch())


def test_datasette_shows_every_vote_of_the_demo_game(demo_db):
    rows = _get(demo_db, "/votecount/votes.json?_shape=array&_size=max")
    assert rows, "no votes"
    hammer = [r for r in rows if r["post"] == 22]
    assert hammer and hammer[0]["target"] == "Ezra" and hammer[0]["counted"] == 1
    assert all(isinstance(r["post"], int) for r in rows if r["post"] is not None)
    assert {r["action"] for r in rows} >= {"vote"}
    assert {"day", "time", "voter", "target", "counted", "reason", "url"} <= set(rows[0])


def test_rejected_votes_say_why(botf_db):
    rows = _get(botf_db, "/votecount/votes.json?_shape=array&counted=0")
    early = next(r for r in rows if r["post"] == 40)
    assert (early["voter"], early["code"]) == ("Halloran", "VOTE_OUTSIDE_WINDOW")
    assert early["reason"]
    not_nominated = next(r for r in rows if r["post"] == 70)
    assert "Kestrel" in not_nominated["reason"]  # display names, not ids


def test_whispers_counts_players_and_violations(botf_db):
    whispers = _get(botf_db, "/votecount/whispers.json?_shape=array&from_player=Elspeth")
    assert [w["to_player"] for w in whispers][:2] == ["Brindle", "Corvina"]
    counts = _get(botf_db, "/votecount/counts.json?_shape=array&day=1&eliminated=1")
    assert [(c["target"], c["total"], c["threshold"]) for c in counts] == [("Gorse", 6, 6)]
    players = _get(botf_db, "/votecount/players.json?_shape=array")
    assert len(players) == 12 and {p["name"] for p in players} >= {"Tamsin", "Gorse"}
    codes = _get(botf_db, "/votecount/violations.json?_shape=array&_size=max")
    assert "VOTE_OUTSIDE_WINDOW" in {v["code"] for v in codes}


def test_full_text_search_on_posts(botf_db):
    rows = _get(botf_db, "/votecount/post_text.json?_shape=array&_search=lantern")
    assert rows and all(isinstance(r["number"], int) for r in rows)
    assert all("lantern" in (r["text"] + r["author"]).lower() for r in rows)


def test_metadata_describes_every_table_and_column(botf_db):
    meta = _get(botf_db, "/-/metadata.json")
    tables = meta["databases"]["votecount"]["tables"]
    db = sqlite_utils.Database(botf_db / "votecount.db")
    for name in db.table_names():
        if name.startswith(browse.FTS_TABLE):
            continue
        assert tables[name]["description"], name
        columns = {c.name for c in db.table(name).columns}
        assert set(tables[name]["columns"]) == columns, name
        assert all(tables[name]["columns"].values()), name
        if name in browse.DERIVED:
            vague = [c for c, text in tables[name]["columns"].items() if "schema.py" in text]
            assert vague == [], (name, vague)  # every derived column in words


def test_every_store_column_is_described_in_words():
    """A migration that adds a table or column to the store describes it in
    votecount/views/browse_meta.py STORE (else Datasette shows "see votecount/store/schema.py")."""
    db = sqlite_utils.Database(memory=True)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in schema.MIGRATIONS:
        migration(db)
    missing = [
        f"{t}.{c.name}"
        for t in db.table_names()
        if t not in browse_meta.HIDDEN
        for c in db.table(t).columns
        if c.name not in browse_meta.STORE.get(t, ("", {}))[1]
    ]
    assert missing == [], f"describe these in votecount/views/browse_meta.py STORE: {missing}"


def test_derived_tables_are_rebuilt_not_kept(botf_db):
    db = sqlite_utils.Database(botf_db / "votecount.db")
    db.execute("insert into votes (id, voter) values (9999, 'stale')")
    db.conn.commit()
    result = CliRunner().invoke(
        main, ["--game", str(botf_db / "game.toml"), "report", "--out", str(botf_db / "r.html"),
               "--datasette"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    db = sqlite_utils.Database(botf_db / "votecount.db")
    assert db.execute("select count(*) from votes where voter = 'stale'").fetchone()[0] == 0
    assert db.table("posts").count == 181  # the source of truth is untouched


def test_derived_names_never_clash_with_the_store():
    db = sqlite_utils.Database(memory=True)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in schema.MIGRATIONS:
        migration(db)
    store_tables = set(db.table_names())
    assert store_tables.isdisjoint({*browse.DERIVED, browse.FTS_TABLE})


def test_docs_name_every_derived_table():
    from tests.conftest import REPO

    text = (REPO / "docs" / "report.md").read_text(encoding="utf-8")
    assert "--datasette" in text and "--metadata" in text
    for table in browse.DERIVED:
        assert f"`{table}`" in text, table


def test_canned_queries_answer_the_moderators_questions(botf_db):
    rows = _get(botf_db, "/votecount/votes_by_day.json?_shape=array&day=2")
    assert rows and rows[0]["post"] == 140
    rejected = _get(botf_db, "/votecount/not_counted.json?_shape=array")
    assert [r["post"] for r in rejected] == [40, 70, 140, 144]
    pairs = _get(botf_db, "/votecount/whisper_pairs.json?_shape=array")
    mine = [
        (p["day"], p["to_player"], p["whispers"]) for p in pairs if p["from_player"] == "Elspeth"
    ]
    assert (1, "Brindle", 2) in mine  # declared twice on Day 1 (posts #32 and #52)


def test_metadata_path_can_be_chosen(botf_db, tmp_path):
    where = tmp_path / "meta" / "botf.json"
    where.parent.mkdir()
    result = CliRunner().invoke(
        main, ["--game", str(botf_db / "game.toml"), "report", "--out", str(tmp_path / "r.html"),
               "--metadata", str(where)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    meta = json.loads(where.read_text(encoding="utf-8"))
    assert meta["title"].startswith("Blood on the Forums: The Lantern Fair")
    assert str(where) in result.output
