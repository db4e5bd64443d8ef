"""`votecount report --datasette`: the derived tables and metadata, read back through
Datasette's own JSON API (in process), as a moderator's browser would."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import sqlite_utils
from click.testing import CliRunner

from tests.conftest import FIXTURES
from votecount.cli import main
from votecount.store import schema
from votecount.views import browse
from votecount.views.browse import stored
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
    assert hammer and hammer[0]["counted"] == 1
    assert (hammer[0]["target"], hammer[0]["target_name"]) == ("ezra", "Ezra")  # key, name
    assert all(isinstance(r["post"], int) for r in rows if r["post"] is not None)
    assert {r["action"] for r in rows} >= {"vote"}
    assert {"day", "time", "voter", "voter_name", "target", "counted", "reason"} <= set(rows[0])


def test_rejected_votes_say_why(botf_db):
    rows = _get(botf_db, "/votecount/votes.json?_shape=array&counted=0")
    early = next(r for r in rows if r["post"] == 40)
    assert (early["voter_name"], early["code"]) == ("Halloran", "VOTE_OUTSIDE_WINDOW")
    assert early["reason"]
    not_nominated = next(r for r in rows if r["post"] == 70)
    assert "Kestrel" in not_nominated["reason"]  # display names, not ids


def test_whispers_counts_players_and_violations(botf_db):
    whispers = _get(botf_db, "/votecount/whispers.json?_shape=array&from_name=Elspeth")
    assert [w["to_name"] for w in whispers][:2] == ["Brindle", "Corvina"]
    counts = _get(botf_db, "/votecount/counts.json?_shape=array&day=1&eliminated=1")
    assert [(c["target_name"], c["total"], c["threshold"]) for c in counts] == [("Gorse", 6, 6)]
    players = _get(botf_db, "/votecount/players.json?_shape=array")
    assert len(players) == 12 and {p["name"] for p in players} >= {"Tamsin", "Gorse"}
    codes = _get(botf_db, "/votecount/violations.json?_shape=array&_size=max")
    assert "VOTE_OUTSIDE_WINDOW" in {v["code"] for v in codes}


def test_full_text_search_on_posts(botf_db):
    rows = _get(botf_db, "/votecount/post_text.json?_shape=array&_search=lantern")
    assert rows and all(isinstance(r["number"], int) for r in rows)
    assert all("lantern" in (r["text"] + r["author_name"]).lower() for r in rows)


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
    votecount/views/browse/stored.py STORE (else Datasette shows "see votecount/store/schema.py")."""
    db = sqlite_utils.Database(memory=True)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in schema.MIGRATIONS:
        migration(db)
    missing = [
        f"{t}.{c.name}"
        for t in db.table_names()
        for c in db.table(t).columns
        if c.name not in (stored.STORE | stored.INTERNAL).get(t, ("", {}))[1]
    ]
    assert missing == [], f"describe these in votecount/views/browse/stored.py STORE: {missing}"


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
    assert [r["post"] for r in rejected] == [40, 70, 94, 140, 144]  # 94: a deleted post
    pairs = _get(botf_db, "/votecount/whisper_pairs.json?_shape=array")
    mine = [(p["day"], p["to_name"], p["whispers"]) for p in pairs if p["from_name"] == "Elspeth"]
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


# -- keys, facets and joins a moderator uses (issue 28) ---------------------------------------
MODERATED = """\
[game]
name = "Moderated"
ruleset = "mafia"
threads = ["https://forum.example/t/moderated"]
engine = "import"
timezone = "UTC"
hosts = ["host"]

[rules]
resolution = "plurality"

[parser]
markers = ["bold"]

[[phases]]
kind = "day"
number = 1
start = "2026-06-01T00:00:00Z"
end = "2026-06-01T03:45:00Z"

[[phases]]
kind = "night"
number = 1
start = "2026-06-01T03:45:00Z"
end = "2026-06-01T12:00:00Z"

[[players]]
username = "alice"
name = "Alice A."
[[players]]
username = "bob"
[[players]]
username = "carol"
[[players]]
username = "dave"
[[players]]
username = "mara"
[[players]]
username = "marauder"
[[players]]
username = "hazel"

[[events]]
kind = "substitution"
player = "dave"
other = "hazel"
at = 6
"""
MODERATED_POSTS = [
    ("host", "<p>Day 1 begins. Votes in bold.</p>"),
    ("alice", "<p><strong>vote bob</strong></p>"),  # 2: counts
    ("bob", "<details><summary>Spoiler</summary><p><strong>vote carol</strong></p></details>"),
    ("carol", "<p><strong>vote Mar</strong></p>"),  # 4: Mara or Marauder?
    ("dave", "<p><strong>vote alice</strong></p>"),  # 5: the slot's first vote
    ("host", "<p>hazel replaces dave.</p>"),
    ("hazel", "<p><strong>vote bob</strong></p>"),  # 7: the slot's second vote
    ("mara", "<p><strong>vote bob</strong></p>"),  # 8: at night (04:00)
]


@pytest.fixture(scope="module")
def moderated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.thread_rows import write_thread

    source = tmp_path_factory.mktemp("moderated-source")
    (source / "game.toml").write_text(MODERATED, encoding="utf-8")
    write_thread(source / "thread.jsonl", MODERATED_POSTS, url="https://forum.example/t/m/1")
    return _folder(tmp_path_factory.mktemp("moderated"), source)


def test_every_vote_is_a_row_even_one_never_applied(moderated_db):
    rows = _get(moderated_db, "/votecount/votes.json?_shape=array&_size=max")
    by_post = {r["post"]: r for r in rows}
    assert set(by_post) == {2, 3, 4, 5, 7, 8}, by_post  # the spoiler and the ambiguous vote too
    spoiler, ambiguous = by_post[3], by_post[4]
    assert (spoiler["voter"], spoiler["counted"], spoiler["code"]) == ("bob", 0, "VOTE_IN_SPOILER")
    assert (ambiguous["voter"], ambiguous["code"]) == ("carol", "AMBIGUOUS_TARGET")
    assert ambiguous["raw"] == "vote Mar" and ambiguous["target"] is None
    assert "could be: mara, marauder" in ambiguous["reason"]
    assert by_post[2]["target"] == "bob" and by_post[2]["voter_name"] == "Alice A."
    night = by_post[8]
    assert (night["phase"], night["code"], night["counted"]) == ("N1", "VOTE_AT_NIGHT", 0)
    assert {r["phase"] for r in rows} == {"D1", "N1"}


def test_a_facet_by_voter(moderated_db):
    data = _get(moderated_db, "/votecount/votes.json?_facet=voter&counted=1")
    facet = {r["value"]: r for r in data["facet_results"]["voter"]["results"]}
    assert set(facet) == {"alice", "dave", "hazel"}
    assert facet["alice"]["label"] == "Alice A."  # the login, labelled by its player's name
    counts = _get(moderated_db, "/votecount/counts.json?_facet_array=voters")
    voters = {r["value"]: r["count"] for r in counts["facet_results"]["voters"]["results"]}
    assert voters == {"alice": 1, "hazel": 1}  # a JSON list: one facet per voter
    wagon = _get(moderated_db, "/votecount/counts.json?_shape=array&voters__arraycontains=hazel")
    assert [(w["target"], json.loads(w["voter_names"])) for w in wagon] == [
        ("bob", ["Alice A.", "hazel"])
    ]


def test_a_join_from_a_violation_to_its_player(moderated_db):
    sql = (
        "select v.code, p.username, p.name, p.slot from violations v "
        "join players p on p.username = v.player where v.code = 'AMBIGUOUS_TARGET'"
    )
    rows = _get(moderated_db, "/votecount.json?_shape=array&sql=" + quote(sql))
    assert rows == [{"code": "AMBIGUOUS_TARGET", "username": "carol", "name": "carol",
                     "slot": "carol"}]  # fmt: skip
    labelled = _get(moderated_db, "/votecount/violations.json?_shape=array&_labels=on")
    ambiguous = next(v for v in labelled if v["code"] == "AMBIGUOUS_TARGET")
    assert ambiguous["player"] == {"value": "carol", "label": "carol"}  # a foreign key
    db = sqlite_utils.Database(moderated_db / "votecount.db")
    keys = {(t, fk.column) for t in browse.DERIVED for fk in db.table(t).foreign_keys}
    assert {("votes", "voter"), ("votes", "target"), ("violations", "player"),
            ("counts", "target"), ("whispers", "from_player")} <= keys  # fmt: skip


def test_a_substitute_and_his_predecessor_share_the_slot(moderated_db):
    players = {p["username"]: p for p in _get(moderated_db, "/votecount/players.json?_shape=array")}
    dave, hazel = players["dave"], players["hazel"]
    assert (dave["slot"], dave["replaced_by"], dave["votes_cast"]) == ("dave", "hazel", 1)
    assert (hazel["slot"], json.loads(hazel["replaced"]), hazel["votes_cast"]) == (
        "dave",
        ["dave"],
        1,
    )
    assert json.loads(hazel["posts_per_phase"]) == [{"phase": "D1", "posts": 2}]


def test_a_search_of_the_posts(moderated_db):
    rows = _get(moderated_db, "/votecount/post_text.json?_shape=array&_search=replaces")
    assert [(r["number"], r["author"], r["author_name"]) for r in rows] == [(6, None, "host")]
    row = _get(moderated_db, "/votecount/post_text/1,6.json?_shape=array")
    assert row[0]["text"] == "hazel replaces dave."  # the key reads: thread 1, post 6


def test_internal_tables_are_hidden_and_described_in_words(moderated_db):
    tables = _get(moderated_db, "/-/metadata.json")["databases"]["votecount"]["tables"]
    for name in ("parsed", "post_changes", "fold_checkpoints", "fold_segments", "meta"):
        if name in tables:
            assert tables[name]["hidden"] is True, name
    text = json.dumps(tables)
    assert "schema.py" not in text and "(not described)" not in text
    page = _get(moderated_db, "/votecount.json")
    shown = [t["name"] for t in page["tables"] if not t["hidden"]]
    assert shown[0] == "counts" and "votes" in shown and "fold_checkpoints" not in shown
