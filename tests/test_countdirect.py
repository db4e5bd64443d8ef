"""A count the count cache misses is counted without click (votecount/countdirect.py,
docs/speed.md "The count cache"), and answers exactly as the click CLI does: the same
bytes on stdout and stderr, the same exit code, the cache filled so the next identical
count is a hit; any error is click's own (the CLI runs the count again).

The real ``votecount`` command runs in a subprocess; Python's import log
(``PYTHONPROFILEIMPORTTIME``, on the process's stderr) tells whether click was loaded.
The click path it is compared with is ``votecount.cli.main`` called directly (no entry
point: it neither reads nor fills the count cache)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from votecount import app_output, cli_start, countdirect
from votecount.app import DEMO_DIR, Workspace

from .test_startup_imports import _demo_offline

COMMAND = Path(sys.executable).parent / "votecount"
CLICK = "import sys; from votecount.cli import main; main(sys.argv[1:], prog_name='votecount')"
NOW = "2026-03-02T20:00"  # inside the demo's Day 2

pytestmark = pytest.mark.skipif(not COMMAND.is_file(), reason="votecount is not installed")


class Run:
    """One process: exit code, stdout, stderr (without the import log) and what it
    imported."""

    def __init__(self, done: subprocess.CompletedProcess[str]) -> None:
        lines = done.stderr.splitlines(keepends=True)
        log = [x for x in lines if x.startswith("import time:")]
        self.code = done.returncode
        self.out = done.stdout
        self.err = "".join(x for x in lines if not x.startswith("import time:"))
        self.imported = {x.rsplit("|", 1)[-1].strip() for x in log if "|" in x}

    def answer(self) -> tuple[int, str, str]:
        return self.code, self.out, self.err


def _process(cmd: list[str], folder: Path, **env: str) -> Run:
    environ = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1", **env}
    return Run(subprocess.run(cmd, cwd=folder, env=environ, capture_output=True, text=True))


def command(folder: Path, *args: str, **env: str) -> Run:
    return _process([str(COMMAND), *args], folder, **env)


def click_cli(folder: Path, *args: str) -> Run:
    return _process([sys.executable, "-c", CLICK, *args], folder)


def bump(folder: Path) -> None:
    """A change to the store (no post changes): the next count misses."""
    with sqlite3.connect(folder / "votecount.db") as conn:
        conn.execute("update source_generation set generation = generation + 1")
    conn.close()


def kept(folder: Path) -> int:
    """Entries of the store's present generation."""
    conn = sqlite3.connect(folder / "votecount.db")
    try:
        return conn.execute(
            "select count(*) from count_cache where generation = "
            "(select generation from source_generation)"
        ).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo game imported and counted once (the derived tables made), a folder of
    the host's templates beside it and a broken game file under it."""
    folder = tmp_path_factory.mktemp("demo")
    _demo_offline(folder)
    (folder / "mine").mkdir()
    builtin = (DEMO_DIR.parent / "templates" / "vote_count.txt.j2").read_text(encoding="utf-8")
    (folder / "mine" / "vote_count.txt.j2").write_text("Our count\n" + builtin, "utf-8")
    (folder / "broken").mkdir()
    (folder / "broken" / "game.toml").write_text("[game\nname = 1\n", encoding="utf-8")
    assert command(folder, "count", "--no-cache").code == 0
    return folder


@pytest.mark.parametrize(
    "args",
    [
        ("count",),
        ("count", "--now", NOW),
        ("--now", NOW, "count", "--format", "json", "--view", "host"),
        ("--game", "game.toml", "count", "--day=1", "--as-of", "12", "-q", "--format=bbcode"),
        ("-q", "count", "--templates", "mine", "--format", "text", "--now", NOW),
    ],
)
def test_a_miss_is_counted_without_click_as_the_cli_counts_it_and_kept(demo, args):
    for _ in range(2):  # a new template is compiled by the first count: not kept
        bump(demo)
        direct = command(demo, *args)
        assert "click" not in direct.imported, direct.err
        assert "votecount.countdirect" in direct.imported
        assert direct.answer() == click_cli(demo, *args).answer()
        assert direct.code == 0 and direct.out.strip() and not direct.err
        if kept(demo):
            break
    assert kept(demo) == 1, "a direct count fills the count cache"
    served = command(demo, *args)
    assert served.answer() == direct.answer()
    assert "votecount.countdirect" not in served.imported and "click" not in served.imported
    if "mine" in args:
        assert direct.out.startswith("Our count")


def test_no_cache_is_counted_without_click_and_keeps_nothing(demo):
    bump(demo)
    for args in (("count", "--no-cache"), ("-q", "count", "--format", "text", "--no-cache")):
        direct = command(demo, *args)
        assert "click" not in direct.imported and "votecount.countdirect" in direct.imported
        assert direct.answer() == click_cli(demo, *args).answer()
        assert direct.code == 0 and direct.out.strip()
    assert kept(demo) == 0, "--no-cache keeps nothing"
    assert command(demo, "count").answer() == command(demo, "count", "--no-cache").answer()


@pytest.mark.parametrize(
    "args",
    [
        ("count", "--format", "yaml"),
        ("count", "--format", "Markdown"),  # click's message with the Choice's hint
        ("count", "--view", "everyone"),
        ("count", "--day", "two"),
        ("count", "--day", "2.5"),
        ("count", "--templates", "no-such-folder"),
        ("count", "--templates", "game.toml"),
        ("count", "--game", "broken"),  # a folder
        ("--game", ".", "count"),
    ],
)
def test_a_value_click_refuses_is_refused_by_click(demo, args):
    bump(demo)
    direct = command(demo, *args)
    assert direct.code == 2 and "Error: Invalid value" in direct.err
    assert "click" in direct.imported and direct.answer() == click_cli(demo, *args).answer()


@pytest.mark.parametrize(
    "args",
    [
        ("count", "--game", "missing.toml"),
        ("count", "--game", "broken/game.toml"),
        ("count", "--now", "soon"),
        ("count", "--as-of", "999"),
        ("count", "--day", "9"),
        ("-q", "count", "--as-of", "soon"),
    ],
)
def test_an_error_while_counting_is_the_clis_own(demo, args):
    """The direct count tried, failed before printing anything, and the CLI counted
    again: its message, stream and exit code."""
    bump(demo)
    direct = command(demo, *args)
    assert "votecount.countdirect" in direct.imported and "click" in direct.imported
    assert direct.code == 1 and direct.err.startswith("Error: ") and not direct.out
    assert direct.answer() == click_cli(demo, *args).answer()


def test_an_ascii_stdout_is_left_to_click(demo):
    bump(demo)
    direct = command(demo, "count", "--now", NOW, PYTHONIOENCODING="ascii")
    assert "click" in direct.imported and direct.code == 0 and direct.out


@pytest.mark.parametrize("start", [[str(COMMAND)], [sys.executable, "-m", "votecount"]])
def test_a_reader_that_left_ends_the_count_and_keeps_nothing(demo, start):
    """``votecount count | head`` with the reader gone: exit 1 (``python -m votecount``
    too), nothing said, nothing kept (the output never reached anyone), as the cache's
    own fast path does."""
    bump(demo)
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run([*start, "count"], cwd=demo, stdout=write, stderr=subprocess.PIPE)
    finally:
        os.close(write)
    assert done.returncode == 1 and done.stderr == b""
    assert kept(demo) == 0


def test_a_miss_runs_with_the_collector_on_and_closes_the_database(demo):
    """As cli_start runs the CLI: loaded with the collector paused and frozen, run with
    it on, what is left frozen, the database closed."""
    bump(demo)
    code = (
        "import gc, sqlite3, sys\n"
        "from votecount import cli_start\n"
        "code = cli_start.main(args=['count'])\n"
        "print('RESULT', code, 'click' in sys.modules, gc.isenabled(),"
        " gc.get_freeze_count() > 1000, file=sys.stderr)\n"
        "print('OPEN', sum(isinstance(o, sqlite3.Connection) for o in gc.get_objects()),"
        " file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=demo, capture_output=True, text=True, check=True
    )
    assert "RESULT 0 False True True" in done.stderr and "OPEN 0" in done.stderr
    assert done.stdout.strip() and kept(demo) == 1


# -- in-process: what a subprocess cannot arrange --------------------------------------
def _main(args: list[str], entry=None) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of the entry point (or ``entry``: the click CLI)."""
    with CliRunner().isolation() as (out, err, _):
        try:
            code = (entry or cli_start.main)(args=args, prog_name="votecount")
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        return code, out.getvalue().decode(), err.getvalue().decode()


def _click(args: list[str]) -> tuple[int, str, str]:
    from votecount.cli import main

    return _main(args, main.main)


@pytest.fixture
def ran(demo, monkeypatch) -> list[int | None]:
    """What each direct count returned (None: it left the count to the CLI), in the
    demo's folder."""
    monkeypatch.chdir(demo)
    answers: list[int | None] = []
    real = countdirect.count

    def count(options):
        answers.append(real(options))
        return answers[-1]

    monkeypatch.setattr(countdirect, "count", count)
    return answers


def _noticing(monkeypatch, then=None) -> None:
    """A count that tells a notice first (a count has none of its own: a retry's)."""
    real = Workspace.count

    def count(self, **kw):
        if self.notice is not None:
            self.notice("the forum asked us to wait; retrying in 1s")
        if then is not None:
            raise then
        return real(self, **kw)

    monkeypatch.setattr(Workspace, "count", count)


def test_notices_are_said_as_the_cli_says_them_and_q_silences_them(demo, ran, monkeypatch):
    _noticing(monkeypatch)
    for args in (["count", "--now", NOW], ["-q", "count", "--now", NOW]):
        bump(demo)
        answer = _main(args)
        assert ran[-1] == 0, "counted directly"
        assert answer == _click(args)
        assert ("votecount: the forum asked" in answer[2]) is ("-q" not in args)


def test_an_error_after_a_notice_is_shown_once_as_the_cli_shows_it(demo, ran, monkeypatch):
    """Once a notice is out, the count is not run again (it would be said twice)."""
    _noticing(monkeypatch, then=ValueError("game.toml: broken on purpose"))
    bump(demo)
    answer = _main(["count"])
    assert ran[-1] == 1
    assert answer == _click(["count"])
    assert answer[2].count("votecount: the forum") == 1 and "Error: game.toml" in answer[2]


def test_a_failure_before_printing_runs_the_cli_and_prints_once(demo, ran, monkeypatch):
    real = app_output.count
    calls: list[int] = []

    def flaky(*args, **kw):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("a bug the direct count meets once")
        return real(*args, **kw)

    monkeypatch.setattr(app_output, "count", flaky)
    bump(demo)
    code, out, err = _main(["count", "--now", NOW])
    assert ran[-1] is None and len(calls) == 2
    assert (code, out, err) == _click(["count", "--now", NOW]) and out.count("Day 2") == 1


def test_an_error_after_anything_on_stderr_is_not_run_again(demo, ran, monkeypatch):
    """A warning written to stderr (by Python, a library) before a failure: said once."""

    def count(self, **kw):
        print("a library's warning", file=sys.stderr)
        raise ValueError("game.toml: broken on purpose")

    monkeypatch.setattr(Workspace, "count", count)
    bump(demo)
    answer = _main(["count"])
    assert ran[-1] == 1 and answer == _click(["count"])
    assert answer[2] == "a library's warning\nError: game.toml: broken on purpose\n"


def test_ctrl_c_ends_the_count_as_click_ends_a_command(demo, ran, monkeypatch):
    def count(self, **kw):
        raise KeyboardInterrupt

    monkeypatch.setattr(Workspace, "count", count)
    bump(demo)
    answer = _main(["count"])
    assert ran[-1] == 1 and answer == _click(["count"])
    assert answer == (1, "", "\nAborted!\n")
