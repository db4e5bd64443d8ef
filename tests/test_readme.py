"""The README's commands are true: the set-up lines match .ci/run, and the host's phase
routine runs as written against a local forum (the demo game served over HTTP)."""

from __future__ import annotations

import re
import shlex

from click.testing import CliRunner

from tests.conftest import REPO
from tests.servers.games import serve_game
from votecount.cli import main
from votecount.workspace import DEMO_DIR

README = (REPO / "README.md").read_text(encoding="utf-8")


def code_blocks() -> list[list[str]]:
    return [block.strip().splitlines() for block in re.findall(r"```sh\n(.*?)```", README, re.S)]


def test_readme_starts_with_the_two_setup_commands_and_ci_runs_the_second():
    first = code_blocks()[0]
    assert README.startswith("# votecount\n\n```sh\n")
    assert len(first) == 2
    assert first[0].endswith("votecount demo")
    assert first[1].endswith("python -m pytest")
    assert first[1] in (REPO / ".ci" / "run").read_text()


def test_host_routine_runs_as_written(tmp_path):
    routine = [line.split("  #")[0].strip() for line in code_blocks()[1]]
    assert routine[0].startswith("votecount init https://forum.example/")
    runner = CliRunner()
    with serve_game(DEMO_DIR, tmp_path) as server:
        url = server.thread_url(server.topic)
        demo_toml = (tmp_path / "game.toml").read_text()
        (tmp_path / "game.toml").unlink()
        for line in routine:
            args = shlex.split(line)[1:]
            if args[0] == "init":
                args[1] = url
            if args[0] == "report":
                args[-1] = str(tmp_path / args[-1])
            result = runner.invoke(main, ["--game", str(tmp_path / "game.toml"), *args])
            assert result.exit_code == 0, (line, result.output)
            if args[0] == "init":
                # the host checks game.toml and fills in the players (here: the demo's)
                assert "No /in sign-ups found" in (tmp_path / "game.toml").read_text()
                (tmp_path / "game.toml").write_text(demo_toml)
    assert (tmp_path / "report.html").exists()


def test_every_linked_document_exists():
    texts = [README, *(p.read_text(encoding="utf-8") for p in (REPO / "docs").glob("*.md"))]
    linked = {m for text in texts for m in re.findall(r"\bdocs/[\w-]+\.md\b", text)}
    assert linked, "no links found"
    assert [name for name in sorted(linked) if not (REPO / name).exists()] == []
