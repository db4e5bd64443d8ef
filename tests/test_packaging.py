"""The installed layout: one import name, whatever else is installed or lying about.

The folders ``parser/``, ``tally/``, ``scraper/`` and ``templates/`` stay at the top of
the repository; ``votecount/`` holds symbolic links to them, so the wheel installs them as
``votecount.parser`` and so on and nothing else at the top level.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the wheel from a copy of the tracked tree (no build files left in the repo)."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("needs a git checkout to list the tracked files")
    src = tmp_path_factory.mktemp("src")
    tracked = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, tracked):
        rel = Path(os.fsdecode(name))
        target = src / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        origin = REPO / rel
        if origin.is_symlink():
            target.symlink_to(os.readlink(origin))
        elif origin.exists():
            shutil.copy2(origin, target)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(src)],
        check=True, capture_output=True,
    )  # fmt: skip
    return next(out.glob("votecount-*.whl"))


def test_the_wheel_installs_only_votecount(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert top == {"votecount"}
    for sub in ("parser", "tally", "scraper", "templates"):
        assert f"votecount/{sub}/__init__.py" in names
    assert "votecount/templates/vote_count.md.j2" in names
    for ext in ("md", "bbcode", "txt", "html"):  # a game system's own templates
        assert f"votecount/templates/botf/vote_count.{ext}.j2" in names
    assert "votecount/demo/thread.jsonl" in names


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        check=True, capture_output=True,
    )  # fmt: skip
    return target


def _run(installed: Path, cwd: Path, code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(installed)}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True
    )


def test_demo_runs_from_a_plain_install_in_another_folder(installed: Path, tmp_path: Path):
    code = (
        "import votecount, sys; from votecount.cli import main\n"
        "print(votecount.__file__, file=sys.stderr)\n"
        "main(['demo'])"
    )
    result = _run(installed, tmp_path, code)
    assert str(installed) in result.stderr, result.stderr
    assert result.returncode == 0, result.stderr
    assert "hammered" in result.stdout


def test_stray_modules_named_like_ours_change_nothing(installed: Path, tmp_path: Path):
    for name in ("parser", "tally", "scraper", "templates"):
        (tmp_path / f"{name}.py").write_text("raise SystemExit('stray module imported')\n")
    result = _run(installed, tmp_path, "import votecount.count.pipeline, votecount.cli, sys")
    assert result.returncode == 0, result.stderr
