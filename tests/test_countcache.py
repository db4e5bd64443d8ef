"""The count cache (docs/speed.md, "The count cache"): a repeated ``votecount count`` is
printed from votecount.db, and only while nothing it depends on has changed — each
served count equals a fresh one (``--no-cache``). Counts run in-process through the
console script's entry point (``cli_start.main``) with the real clock replaced
(``app_clock.system_now``); tests/test_countcache_process.py runs the real command."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from votecount import app_clock, countcache, schema
from votecount.cli_start import main

from .servers.games import serve_game
from .test_live_deadline import DEMO, game_copy, plurality_with_deadline

GOLDEN = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "mafia-golden"
AFTER_DEADLINE = datetime(2026, 3, 3, 1, 0, tzinfo=UTC)  # the demo's Day 2 ends 00:16


class Folder:
    """A game folder counted through the entry point, at a clock of the test's choosing."""

    def __init__(self, game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.game = game
        self.monkeypatch = monkeypatch
        self.now = AFTER_DEADLINE
        monkeypatch.setattr(app_clock, "system_now", lambda: self.now)
        monkeypatch.chdir(game.parent)
        self.served: list[bool] = []
        real = countcache.serve

        def serve(argv, out=None):
            found = real(argv, out)
            self.served.append(found)
            return found

        monkeypatch.setattr(countcache, "serve", serve)

    def run(self, *args: str) -> tuple[int, str, str]:
        from votecount import render

        render._environment.cache_clear()  # as in a new process: templates looked up again
        with CliRunner().isolation() as (out, err, _):
            try:
                code = main(args=list(args), prog_name="votecount")
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            return code, out.getvalue().decode(), err.getvalue().decode()

    def count(self, *args: str) -> tuple[str, bool]:
        """(output, served from the cache) of ``votecount count ARGS``; asserts it is
        what a fresh count prints."""
        code, out, err = self.run("count", *args)
        assert code == 0 and not err, err
        served = self.served[-1]
        _, fresh, _ = self.run("count", *args, "--no-cache")
        assert out == fresh
        return out, served

    def settled(self, *args: str) -> str:
        """Count until served: the first count of a new template setup compiles it (the
        template's cache file is written while counting: that count is not kept)."""
        for _ in range(3):
            out, served = self.count(*args)
            if served:
                return out
        raise AssertionError(f"count {args} was never served")

    def db(self) -> sqlite3.Connection:
        return sqlite3.connect(self.game.parent / "votecount.db", isolation_level=None)


def _imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, src: Path = GOLDEN) -> Folder:
    work = tmp_path / "work"
    work.mkdir()
    (work / "game.toml").write_text((src / "game.toml").read_text(), encoding="utf-8")
    lines = (src / "thread.jsonl").read_text(encoding="utf-8").splitlines()
    (work / "first.jsonl").write_text("\n".join(lines[:-3]) + "\n", encoding="utf-8")
    (work / "rest.jsonl").write_text("\n".join(lines[-3:]) + "\n", encoding="utf-8")
    folder = Folder(work / "game.toml", monkeypatch)
    code, _, err = folder.run("import", str(work / "first.jsonl"))
    assert code == 0, err
    folder.run("count", "--no-cache")  # a first count makes the derived tables: not kept
    return folder


@pytest.fixture
def golden(tmp_path, monkeypatch) -> Folder:
    return _imported(tmp_path, monkeypatch)


def test_a_repeated_count_is_served_and_equals_a_fresh_one(golden):
    first, served = golden.count()
    assert not served and "Day" in first
    again, served = golden.count()
    assert served and again == first
    with golden.db() as conn:
        assert conn.execute("select count(*) from count_cache").fetchone()[0] == 1


def test_no_cache_neither_reads_nor_keeps(golden):
    golden.run("count", "--no-cache")
    with golden.db() as conn:
        assert conn.execute("select count(*) from count_cache").fetchone()[0] == 0
    golden.count()
    golden.run("count", "--no-cache")
    assert golden.served[-1] is False


def test_a_new_post_by_import_misses(golden):
    before, _ = golden.count()
    assert golden.count()[1]
    code, _, err = golden.run("import", str(golden.game.parent / "rest.jsonl"))
    assert code == 0, err
    after, served = golden.count()
    assert not served and after != before
    assert golden.count()[1]


def test_an_edit_a_deletion_and_any_write_to_a_source_table_miss(golden):
    """The triggers bump the generation whoever writes: here SQL by hand."""
    golden.count()
    changes = [
        "update posts set html = html || '<p><b>vote basil</b></p>' where number = 5",
        "update posts set gone = 1 where number = 7",
        "delete from posts where number = 9",
        "insert into revisions (thread, post_id, seq, content_hash, html) "
        "select thread, post_id, 99, 'x', '<p>old</p>' from posts where number = 3",
        "update threads set title = 'renamed'",
        "insert into posted (thread, count_hash, post_id, posted_at) values ('t', 'h', '1', '')",
        "insert into meta (key, value) values ('note', 'x')",
    ]
    for sql in changes:
        assert golden.count()[1], sql  # served before the change ...
        with golden.db() as conn:
            conn.execute(sql)
        assert not golden.count()[1], sql  # ... and counted afresh after it


def test_derived_tables_do_not_bump_the_generation(golden):
    golden.count()
    with golden.db() as conn:
        conn.execute("delete from parsed")
        conn.execute("delete from post_changes")
    assert golden.count()[1]


def test_every_table_is_either_a_source_with_triggers_or_derived(golden):
    """A new table must say which it is (schema.SOURCE_TABLES or schema.DERIVED_TABLES):
    a source table without the generation's triggers would serve stale counts."""
    from votecount import browse

    golden.count()
    golden.run("report", "--datasette", "--out", str(golden.game.parent / "r.html"))
    with golden.db() as conn:
        tables = {r[0] for r in conn.execute("select name from sqlite_master where type='table'")}
        triggers = {
            r[0] for r in conn.execute("select name from sqlite_master where type='trigger'")
        }
    derived = {*schema.DERIVED_TABLES, *browse.DERIVED, browse.FTS_TABLE}
    unknown = {t for t in tables if t not in schema.SOURCE_TABLES and t not in derived}
    assert {t for t in unknown if not t.startswith((browse.FTS_TABLE, "sqlite_"))} == set()
    for table in schema.SOURCE_TABLES:
        assert table in tables
        assert set(schema.generation_trigger_names(table)) <= triggers


def test_a_game_file_edit_misses(golden):
    golden.count()
    text = golden.game.read_text(encoding="utf-8")
    golden.game.write_text(
        text.replace('username = "amber"', 'username = "amber"\naliases = ["amb"]')
    )
    assert not golden.count()[1]
    assert golden.count()[1]
    golden.game.write_text(text + "\n# a comment only\n", encoding="utf-8")
    assert not golden.count()[1]


def test_a_template_change_or_a_new_template_misses(golden):
    mine = golden.game.parent / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("not a template")
    out = golden.settled("--templates", "mine", "--format", "text")
    (mine / "vote_count.txt.j2").write_text("MINE\n")  # found first now
    changed, served = golden.count("--templates", "mine", "--format", "text")
    assert not served and changed.startswith("MINE") and changed != out
    (mine / "vote_count.txt.j2").write_text("OURS\n")
    changed, served = golden.count("--templates", "mine", "--format", "text")
    assert not served and changed.startswith("OURS")


@pytest.mark.parametrize(
    "args",
    [
        ("--format", "text"),
        ("--format", "json"),
        ("--format", "bbcode"),
        ("--day", "1"),
        ("--as-of", "20"),
        ("--view", "host"),
        ("-q",),
    ],
)
def test_other_arguments_are_other_entries(golden, args):
    plain = golden.settled()
    out, served = golden.count(*args)
    assert not served
    assert golden.settled(*args) == out and golden.count()[1]
    if args != ("-q",):
        assert out != plain


def test_another_folder_or_environment_misses(golden, monkeypatch):
    golden.count()
    monkeypatch.setenv("VOTECOUNT_GAME", str(golden.game))
    assert not golden.count()[1]
    monkeypatch.delenv("VOTECOUNT_GAME")
    assert golden.count()[1]
    (golden.game.parent / "sub").mkdir()
    monkeypatch.chdir(golden.game.parent / "sub")
    assert not golden.count()[1]  # the same game found from a subfolder: another cwd
    assert golden.count()[1]


def test_completion_and_help_are_never_served(golden, monkeypatch):
    golden.count()
    monkeypatch.setenv("_VOTECOUNT_COMPLETE", "bash_source")
    assert countcache.serve(["count"]) is False


@pytest.fixture
def live(tmp_path, monkeypatch):
    """The demo game synced from the local Discourse server, Day 2 open until its
    deadline (2026-03-03 00:16 UTC)."""
    src = game_copy(DEMO, tmp_path / "src", edit=plurality_with_deadline)
    work = tmp_path / "work"
    work.mkdir()
    with serve_game(src, work) as server:
        folder = Folder(work / "game.toml", monkeypatch)
        code, _, err = folder.run("-q", "sync")
        assert code == 0, err
        folder.run("count", "--no-cache")
        yield folder, server


def test_a_countdown_is_served_only_within_its_minute(live):
    """``closes in 4 h 15 min`` holds while the clock lies in that whole minute (the
    countdown is found by comparing the clock with the deadline, minute by minute)."""
    folder, _ = live
    folder.now = datetime(2026, 3, 2, 20, 0, 30, tzinfo=UTC)
    out = folder.settled()
    assert "closes in 4 h 15 min" in out
    folder.now = datetime(2026, 3, 2, 20, 0, 59, 999999, tzinfo=UTC)
    assert folder.count() == (out, True)
    folder.now = datetime(2026, 3, 2, 20, 1, 0, 1, tzinfo=UTC)  # the next minute: 4 h 14 min
    later, served = folder.count()
    assert not served and "closes in 4 h 14 min" in later
    folder.now = datetime(2026, 3, 2, 20, 0, 0, tzinfo=UTC)  # 4 h 16 min exactly
    earlier, served = folder.count()
    assert not served and "closes in 4 h 16 min" in earlier


def test_an_entry_made_before_a_deadline_is_not_served_after_it(live):
    folder, _ = live
    folder.now = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)  # Day 2 open: Day 1 printed
    before, served = folder.count("--day", "1")
    assert folder.count("--day", "1")[1]
    with folder.db() as conn:
        (until,) = conn.execute("select valid_until from count_cache").fetchone()
    assert until is not None and until <= 1772496960000000  # 2026-03-03T00:16Z
    folder.now = AFTER_DEADLINE
    after, served = folder.count("--day", "1")
    assert not served  # the clock left the interval the entry holds for
    shown, _ = folder.count()  # Day 2 resolved at the deadline: no countdown, kept
    assert "closes in" not in shown and folder.count()[1]
    folder.now = datetime(2026, 3, 2, 23, 0, tzinfo=UTC)  # before the deadline again
    earlier, served = folder.count()
    assert not served and earlier != shown


def test_a_new_post_by_sync_misses(live):
    folder, server = live
    folder.settled()
    server.topic.add_posts(1)
    code, _, err = folder.run("-q", "sync")
    assert code == 0, err
    assert not folder.count()[1]


def test_an_injected_now_is_part_of_the_key_and_of_the_interval(live):
    folder, _ = live
    out, _ = folder.count("--now", "2026-03-03T02:00", "--format", "json")
    assert json.loads(out)["days"][-1]["open"] is False
    assert folder.count("--now", "2026-03-03T02:00", "--format", "json")[1]
    assert not folder.count("--now", "2026-03-03T03:00", "--format", "json")[1]


def test_the_store_and_the_entry_are_read_in_one_snapshot(golden):
    """An entry of another generation is never served, even when its key matches."""
    golden.count()
    with golden.db() as conn:
        conn.execute("update source_generation set generation = generation + 1")
    assert not golden.count()[1]


def test_the_fast_path_reads_the_game_folder_as_the_cli_does(golden, monkeypatch, tmp_path):
    from votecount import gamefolder
    from votecount.cli_support import game_path

    assert countcache.scan(["--game", "g.toml", "count", "--game=h.toml"]).game == "h.toml"
    assert countcache.scan(["count", "--now", "2026-01-01"]).now == "2026-01-01"
    for argv in (["sync"], ["count", "-v"], ["count", "--help"], ["--no-cache", "count"],
                 ["count", "--format"], ["count", "--day", "-1"], ["-x", "count"]):  # fmt: skip
        assert countcache.scan(argv) is None, argv
    assert countcache.scan(["count", "--no-cache"]).no_cache  # counted, never served
    assert not countcache.serve(["count", "--no-cache"])
    assert gamefolder.locate is not None and game_path.__module__ == "votecount.cli_support"
    import inspect

    assert "gamefolder.locate" in inspect.getsource(game_path)


def test_an_odd_database_is_a_miss_not_an_error(golden):
    golden.count()
    db = golden.game.parent / "votecount.db"
    db.rename(golden.game.parent / "kept.db")
    db.write_bytes(b"not a database")
    assert countcache.serve(["count"]) is False
    db.unlink()
    assert countcache.serve(["count"]) is False and not db.exists()


def test_an_entry_made_at_an_injected_now_holds_only_up_to_the_deadline(live):
    """``--now`` inside Day 2: the entry of ``--day 1`` holds for clocks before Day 2's
    deadline only (the interval is checked for the clock the count would read)."""
    folder, _ = live
    argv = ["--now", "2026-03-02T20:00", "count", "--day", "1"]
    code, out, err = folder.run(*argv)
    assert code == 0 and not err
    code, again, _ = folder.run(*argv)
    assert folder.served[-1] and again == out
    db = folder.game.parent / "votecount.db"
    with CliRunner().isolation():  # the streams the count ran with are part of the key
        key = countcache.key(argv, folder.game)

    def at(text: str) -> str | None:
        return countcache.lookup(db, key, app_clock.micros(datetime.fromisoformat(text)))

    assert at("2026-03-02T20:00+00:00") == out and at("2026-03-03T00:15:59+00:00") == out
    assert at("2026-03-03T00:16:00+00:00") is None and at("2026-03-04T00:00+00:00") is None


def test_the_fast_paths_options_are_the_clis_own():
    """What ``countcache.scan`` takes for a valued option or a flag is one in the CLI too
    (the count's, or the command's before the verb): a new or changed option cannot be
    read differently by the two."""
    from votecount.cli import main as group
    from votecount.cli_count import count

    for command, valued in ((count, countcache._VALUED), (group, countcache._GLOBAL_VALUED)):
        found = {name: p for p in command.params for name in (*p.opts, *p.secondary_opts)}
        for name in valued:
            assert not (found[name].is_flag or found[name].count) and found[name].nargs == 1
        for name in countcache._FLAGS:
            assert found[name].is_flag, name
    count_flags = {name: p for p in count.params for name in p.opts}
    for name in countcache._COUNT_FLAGS:
        assert count_flags[name].is_flag, name


def test_the_direct_counts_options_are_the_clis_own():
    """Every option the cache's scan reads is one the direct count reads, with the
    choices and defaults of the click command (countargs), and click's types."""
    import click

    from votecount import countargs, countdirect
    from votecount.cli import main as group
    from votecount.cli_count import count

    params = {name: p for p in count.params for name in p.opts}
    assert list(params["--format"].type.choices) == list(countargs.FORMATS)
    assert params["--format"].default == countargs.DEFAULT_FORMAT
    assert list(params["--view"].type.choices) == list(countargs.VIEWS)
    assert params["--view"].default == countargs.DEFAULT_VIEW
    assert params["--day"].type is click.INT
    folder = params["--templates"].type
    assert folder.exists and not folder.file_okay and folder.dir_okay and folder.readable
    for command in (count, group):
        game = next(p for p in command.params if "--game" in p.opts).type
        assert not game.exists and not game.dir_okay and game.readable
    read = {  # option -> (a value, the attribute the direct count reads it into, as read)
        "--game": ("g.toml", "game", "g.toml"),
        "--now": ("2026-03-01T18:00", "now", "2026-03-01T18:00"),
        "--format": ("json", "fmt", "json"),
        "--as-of": ("250", "as_of", "250"),
        "--day": ("2", "day", 2),
        "--view": ("host", "view", "host"),
        "--templates": (".", "templates", "."),
    }
    assert set(read) == countcache._VALUED
    for name, (value, attr, seen) in read.items():
        options = countdirect.accepted(["count", name, value])
        assert options is not None and getattr(options, attr) == seen, name
    for flag in countcache._FLAGS:
        assert countdirect.accepted(["count", flag]).quiet
    assert not countdirect.accepted(["count"]).quiet
    for flag in countcache._COUNT_FLAGS:
        assert countdirect.accepted(["count", flag]).no_cache
        assert countdirect.accepted([flag, "count"]) is None  # a count's flag: after the verb
    assert not countdirect.accepted(["count"]).no_cache
