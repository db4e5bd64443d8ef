"""The command line as a host misuses it: every mistake ends in one clear ``Error:``
naming the file, URL, post or field (exit 1, no traceback), or in a sensible output,
and nothing already stored is lost. Real local servers, the real store."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_errors_support import THREAD, stored
from tests.cli_run import cli as run
from tests.cli_run import fail
from votecount.store.db import Store
from votecount.workspace import DEMO_DIR

pytest_plugins = ["tests.cli_errors_support"]
pytestmark = pytest.mark.usefixtures("fast_http")
REPO = Path(__file__).resolve().parents[2]


# -- game.toml ----------------------------------------------------------------------------
BAD_GAME = """\
colour = "red"
[game]
name = 5
threads = ["https://forum.example/t/x/1", "forum.example/t/2"]
timezone = "Mars/Olympus"
phase_markers = "yes"

[rules]
resolution = "hammer"
bogus_switch = true

[parser]
markers = ["bold", "blink"]
nonsense = 1

[[players]]
username = "alice"
seat = 1

[[players]]
username = "bob"
seat = 1
traveller = "no"

[[players]]
seat = "two"

[schedule]
start = "not a time"

[[phases]]
kind = "dusk"
number = "one"
start = "2026-02-30T10:00:00"

[[events]]
kind = "death"
player = "zed"
at = "yesterday"
"""


def test_a_game_file_with_every_kind_of_mistake_lists_them_all_with_their_place(tmp_path):
    (tmp_path / "game.toml").write_text(BAD_GAME, encoding="utf-8")
    out = fail(tmp_path, "count")
    lines = out.splitlines()
    assert lines[0] == f"Error: {tmp_path / 'game.toml'}: 18 problem(s):", out
    for expected in (
        "colour: unknown key",
        "game.name: must be a string, not 5",
        "game.threads[1]: not a thread URL: 'forum.example/t/2'",
        "game.timezone: unknown time zone 'Mars/Olympus'",
        "game.phase_markers: must be true or false, not 'yes'",
        "players[1].traveller: must be true or false, not 'no'",
        "players[1].seat: seat 1 already taken by alice",
        "players[2].username: required",
        "players[2].seat: must be a whole number, not 'two'",
        "schedule.start: not a date-time: 'not a time'",
        "phases[0].kind: must be 'day' or 'night'",
        "phases[0].number: must be a whole number, not 'one'",
        "phases[0].start: not a date-time: '2026-02-30T10:00:00'",
        "events[0].at: not a date-time: 'yesterday'",
        "events[0].player: 'zed' is not a player in [[players]]",
        "rules: bogus_switch: unknown switch",
        "parser: unknown switch 'nonsense'",
        "parser: markers: unknown marker 'blink'",
    ):
        assert any(line.startswith(f"  - {expected}") for line in lines), (expected, out)
    # a bad value is reported once, not again as "required" / "needs a start"
    assert "schedule.start: required" not in out
    assert "phases[0].number: required" not in out
    assert "phases[0]: needs a start" not in out
    assert "bad switch(es)" not in out  # the rules' header is not a problem of its own
    assert not (tmp_path / "votecount.db").exists()


def test_a_binary_game_file_is_named_and_not_decoded_garbage(tmp_path):
    (tmp_path / "game.toml").write_bytes(b"\xff\xfe\x00\x81binary\x00junk")
    out = fail(tmp_path, "count")
    assert out.startswith(f"Error: {tmp_path / 'game.toml'}: 1 problem(s):")
    assert "not a UTF-8 text file" in out


def test_an_unreadable_game_file_is_named(tmp_path, monkeypatch):
    game = tmp_path / "game.toml"
    shutil.copy(DEMO_DIR / "game.toml", game)
    original = Path.read_text

    def refuse(self, *args, **kw):
        if self == game:
            raise PermissionError(13, "Permission denied", str(self))
        return original(self, *args, **kw)

    monkeypatch.setattr(Path, "read_text", refuse)
    out = fail(tmp_path, "count")
    assert out.startswith(f"Error: {game}: 1 problem(s):")
    assert "cannot read it: Permission denied" in out


def test_no_game_file_is_an_error_and_leaves_no_database_behind(tmp_path):
    for args in (["count"], ["sync"], ["audit"], ["explain", "3"], ["import", str(THREAD)]):
        out = fail(tmp_path, *args)
        assert "game.toml" in out and "votecount init URL" in out, out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "url",
    ["https://host:hunter2@forum.example/t/x/1", "https://forum.example/t/x/1?api_key=hunter2"],
)
def test_credentials_in_a_thread_url_are_refused_without_echoing_them(tmp_path, url):
    (tmp_path / "game.toml").write_text(f'[game]\nthreads = ["{url}"]\n', encoding="utf-8")
    out = fail(tmp_path, "count")
    assert "game.threads[0]: the URL holds credentials" in out
    assert "hunter2" not in out
    (tmp_path / "game.toml").unlink()
    out = fail(tmp_path, "init", url)
    assert "the URL holds credentials" in out and "hunter2" not in out
    assert list(tmp_path.iterdir()) == []


# -- import ---------------------------------------------------------------------------------
def _lines() -> list[str]:
    return THREAD.read_text(encoding="utf-8").splitlines()


def _with_line(n: int, **change) -> str:
    lines = _lines()
    row = json.loads(lines[n - 1])
    for key, value in change.items():
        if value is None:
            row.pop(key)
        else:
            row[key] = value
    lines[n - 1] = json.dumps(row)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "\n".join(_lines()[:5] + ['{"number": 6, "author": "x"'] + _lines()[6:]),
            "bad.jsonl:6: not JSON",
        ),
        (_with_line(4, author=None), "bad.jsonl:4 (post 4): field 'author' is missing"),
        (
            _with_line(4, created_at="tuesday"),
            "bad.jsonl:4 (post 4): field 'created_at' is not an ISO-8601 time: 'tuesday'",
        ),
        (
            _with_line(4, created_at=1e20),
            "bad.jsonl:4 (post 4): field 'created_at' is not a Unix time: 1e+20",
        ),
        (_with_line(4, number="4"), "bad.jsonl:4: field 'number' is missing or not int"),
        (b"\xff\xfe\x00garbage\x80\n", "bad.jsonl:1: not UTF-8 text"),
        ("", "bad.jsonl: no posts in it"),
        ("\n  \n", "bad.jsonl: no posts in it"),
    ],
    ids=["broken", "missing", "badtime", "overflow", "strnumber", "binary", "empty", "blank"],
)
def test_a_bad_jsonl_names_file_and_line_and_stores_nothing(demo_folder, content, expected):
    # a late broken line would have stored the batches before it: now nothing is stored
    bad = demo_folder / "bad.jsonl"
    if isinstance(content, bytes):
        bad.write_bytes(content)
    else:
        lines = content.splitlines()
        # make every line new to the store, so a partial import would show
        content = "\n".join(line.replace('"post_id": "900', '"post_id": "700') for line in lines)
        bad.write_text(content + ("\n" if content else ""), encoding="utf-8")
    out = fail(demo_folder, "import", str(bad))
    assert f"{demo_folder / expected.split(':', 1)[0]}:{expected.split(':', 1)[1]}" in out, out
    assert len(out.strip().splitlines()) == 1
    assert stored(demo_folder) == 30


def test_a_broken_line_late_in_a_long_file_stores_none_of_the_file(demo_folder):
    rows = [json.loads(line) for line in _lines()]
    out = []
    for n in range(1, 251):  # more than one batch (200 posts) of new posts
        row = dict(rows[(n - 1) % len(rows)], number=100 + n, post_id=f"x{n}")
        out.append(json.dumps(row))
    out[239] = out[239][:-5]
    big = demo_folder / "big.jsonl"
    big.write_text("\n".join(out) + "\n", encoding="utf-8")
    assert f"{big}:240: not JSON" in fail(demo_folder, "import", str(big))
    assert stored(demo_folder) == 30


def test_a_folder_without_pages_and_a_page_of_no_forum_are_named(demo_folder):
    empty = demo_folder / "pages"
    empty.mkdir()
    (empty / "notes.txt").write_text("hello", encoding="utf-8")
    assert f"{empty}: no .html files in this folder" in fail(demo_folder, "import", str(empty))
    (empty / "p1.html").write_text("<html><body>hi</body></html>", encoding="utf-8")
    out = fail(demo_folder, "import", str(empty))
    assert f"{empty / 'p1.html'}: cannot tell which forum engine wrote it" in out
    assert stored(demo_folder) == 30


# -- count, audit, explain --------------------------------------------------------------------
def test_as_of_a_post_beyond_the_thread_is_an_error_not_the_last_count(demo_folder):
    out = fail(demo_folder, "count", "--as-of", "999")
    assert "--as-of 999: the last stored post is #30" in out and "votecount sync" in out
    assert "--as-of 999" in fail(demo_folder, "audit", "--as-of", "999")
    assert "As of post #30" in run(demo_folder, "count", "--as-of", "30", "--format", "text")


def test_as_of_a_time_before_the_game_is_an_empty_count(demo_folder):
    out = run(demo_folder, "count", "--as-of", "2000-01-01T00:00", "--format", "text")
    assert "No posts counted yet" in out


@pytest.mark.parametrize("day", ["9", "0", "-1"])
def test_a_day_that_does_not_exist_is_an_error(demo_folder, day):
    out = fail(demo_folder, "count", "--day", day)
    if int(day) < 1:  # not a list of every day number: where they start
        assert out.strip() == f"Error: --day {day}: days are numbered from 1 (days so far: 1-2)"
    else:
        assert out.strip() == f"Error: --day {day}: there is no Day {day} (days so far: 1-2)"
    out = fail(demo_folder, "audit", "--day", day)
    assert f"--day {day}: " in out and "days so far: 1-2" in out


def test_a_day_not_yet_started_at_as_of_is_an_error(demo_folder):
    out = fail(demo_folder, "count", "--day", "2", "--as-of", "10")
    assert out.strip() == "Error: --day 2: there is no Day 2 as of post #10 (days so far: 1)"
    assert "Day 2 vote count" in run(demo_folder, "count", "--day", "2", "--as-of", "25")


@pytest.mark.parametrize("post", ["999", "0", "abc"])
def test_explain_of_a_missing_post_names_it(demo_folder, post):
    assert f"no stored post '{post}'" in fail(demo_folder, "explain", post)


# -- the database -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "junk",
    [b"hello, this is not SQLite at all" * 10, bytes(range(256)) * 3, b"SQLite format 3\x00junk"],
    ids=["text", "binary", "bad-header"],
)
def test_a_database_that_is_not_sqlite_is_named_and_left_alone(tmp_path, junk):
    shutil.copy(DEMO_DIR / "game.toml", tmp_path / "game.toml")
    db = tmp_path / "votecount.db"
    db.write_bytes(junk)
    for args in (["count"], ["import", str(THREAD)], ["explain", "3"]):
        out = fail(tmp_path, *args)
        assert out.startswith(f"Error: {db}: not a votecount database"), out
    assert db.read_bytes() == junk


def _read_only(path: Path) -> bool:
    """Make ``path`` read-only even for root (chattr +i); False when impossible."""
    if os.geteuid() != 0:
        path.chmod(0o444)
        return True
    if shutil.which("chattr") is None:
        return False
    return subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode == 0


def _writable(path: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
    path.chmod(0o644)


def _cli(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real command in a fresh process (no SQLite handle of this one is reused)."""
    return subprocess.run(
        [sys.executable, "-m", "votecount.cli", "--game", str(folder / "game.toml"), *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )


def test_a_read_only_database_still_counts_and_refuses_writes_by_name(demo_folder):
    db = demo_folder / "votecount.db"
    expected = run(demo_folder, "count", "--format", "json")
    store = Store(db)
    with store.db.conn:  # the count below must want to save its parse cache
        store.db.execute("delete from parsed")
    store.close()
    if not _read_only(db):
        pytest.skip("cannot make a file read-only here")
    try:
        counted = _cli(demo_folder, "count", "--format", "json")
        assert counted.returncode == 0, counted.stderr
        assert counted.stdout == expected
        imported = _cli(demo_folder, "import", str(THREAD))
        assert imported.returncode == 1, imported.stdout
        assert "Traceback" not in imported.stderr
        assert imported.stderr.startswith(f"Error: {db}: attempt to write a readonly database")
    finally:
        _writable(db)
    assert stored(demo_folder) == 30
