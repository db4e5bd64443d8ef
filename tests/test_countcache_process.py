"""The real ``votecount`` command: a repeated count is printed by the fast path, before
click (or anything but the standard library and sqlite3) is imported, and a count after
a change is counted again (without click either: votecount/countdirect.py;
tests/test_countdirect.py), as is ``--no-cache``. Python's own import log (``PYTHONPROFILEIMPORTTIME``,
written to the process's stderr by the interpreter) tells what each run imported."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "mafia-golden"
COMMAND = Path(sys.executable).parent / "votecount"


def _run(folder: Path, *args: str) -> tuple[str, set[str]]:
    return _imports([str(COMMAND), *args], folder)


def _python(folder: Path) -> tuple[str, set[str]]:
    """What a bare interpreter imports here (``site`` and what it loads)."""
    return _imports([sys.executable, "-c", "pass"], folder)


def _imports(cmd: list[str], folder: Path) -> tuple[str, set[str]]:
    env = {**os.environ, "PYTHONPROFILEIMPORTTIME": "1"}
    done = subprocess.run(cmd, cwd=folder, env=env, capture_output=True, text=True, check=True)
    imported = {
        line.rsplit("|", 1)[-1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return done.stdout, imported


@pytest.mark.skipif(not COMMAND.is_file(), reason="the votecount command is not installed")
def test_the_fast_path_prints_a_repeated_count_without_click(tmp_path):
    shutil.copy(GOLDEN / "game.toml", tmp_path / "game.toml")
    _run(tmp_path, "import", str(GOLDEN / "thread.jsonl"))
    _run(tmp_path, "count")  # a first count makes the derived tables
    counted, imported = _run(tmp_path, "count")
    assert "votecount.countdirect" in imported and "jinja2" not in imported
    assert "click" not in imported
    served, imported = _run(tmp_path, "count")
    assert served == counted and "Day" in served
    assert "click" not in imported and "jinja2" not in imported
    assert "votecount.countcache" in imported and "votecount.cli" not in imported
    _, bare = _python(tmp_path)
    ours = {"votecount", "votecount.cli_start", "votecount.countcache", "votecount.gamefolder",
            "votecount.app_clock"}  # fmt: skip
    beyond = {m for m in imported - bare - ours if m.split(".")[0] not in sys.stdlib_module_names}
    assert beyond == set()  # the standard library (sqlite3 with it) and these, nothing else
    (tmp_path / "game.toml").write_text(
        (GOLDEN / "game.toml").read_text() + "\n# edited\n", encoding="utf-8"
    )
    again, imported = _run(tmp_path, "count")
    assert "votecount.countdirect" in imported and again == counted  # the same, counted
    fresh, imported = _run(tmp_path, "count", "--no-cache")
    assert fresh == counted and "click" not in imported and "votecount.countdirect" in imported


def test_the_fast_path_modules_load_neither_pathlib_nor_typing():
    """An installed votecount's interpreter has not loaded them before (this venv's
    editable install's import finder has): ~15 ms the fast path does not spend."""
    root = str(Path(__file__).resolve().parents[1])
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); from votecount import cli_start, "
        "countcache, gamefolder, app_clock; print(sorted({'pathlib', 'typing', 'hashlib', "
        "'re', 'click'} & set(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-S", "-c", code, root], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"
