"""The command line follows its ecosystem's habits (docs/cli.md): -h, python -m,
--version, --game anywhere, $VOTECOUNT_GAME and a parent-folder search, -q/-v, help text
and an example everywhere, "did you mean", each problem once, completion."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

from tests.conftest import REPO
from votecount import __version__, cli
from votecount.cli import main
from votecount.workspace import DEMO_DIR


def commands(group: click.Group = main, prefix: str = "votecount"):
    for name, cmd in sorted(group.commands.items()):
        yield f"{prefix} {name}", cmd
        if isinstance(cmd, click.Group):
            yield from commands(cmd, f"{prefix} {name}")


@pytest.mark.parametrize(("name", "cmd"), list(commands()), ids=lambda x: str(x))
def test_every_option_has_help_and_every_verb_an_example(name, cmd):
    for param in cmd.params:
        if isinstance(param, click.Option):
            assert param.help, f"{name} {param.opts}: no help text"
    parts = re.split(r"Examples?:", cmd.help or "", maxsplit=1)
    assert len(parts) == 2, f"{name}: no example in its help"
    example = parts[1].strip().splitlines()
    assert any(line.strip().startswith(name) for line in example), f"{name}: example"


def test_every_option_of_the_group_has_help():
    for param in main.params:
        assert param.help, param.opts


@pytest.mark.parametrize("args", [["-h"], ["count", "-h"], ["events", "accept", "-h"]])
def test_dash_h_is_help(args):
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0 and result.output.startswith("Usage: ")


def test_python_dash_m_and_version():
    out = subprocess.run(
        [sys.executable, "-m", "votecount", "--version"],
        capture_output=True, text=True, check=True, cwd=REPO,
    )  # fmt: skip
    assert out.stdout.strip() == f"votecount {__version__}"


@pytest.fixture
def demo(tmp_path):
    """The demo game imported into tmp_path/game, with a subfolder."""
    folder = tmp_path / "game"
    (folder / "notes" / "day2").mkdir(parents=True)
    shutil.copy(DEMO_DIR / "game.toml", folder / "game.toml")
    result = CliRunner().invoke(
        main, ["import", str(DEMO_DIR / "thread.jsonl"), "--game", str(folder / "game.toml")]
    )
    assert result.exit_code == 0, result.output
    return folder


def count_text(*args: str, env: dict | None = None) -> str:
    result = CliRunner(env=env).invoke(main, [*args])
    assert result.exit_code == 0, result.output
    return result.output


def test_game_before_or_after_the_verb(demo):
    game = str(demo / "game.toml")
    before = count_text("--game", game, "count", "--format", "text")
    after = count_text("count", "--format", "text", "--game", game)
    assert before == after and "vote count" in before.lower()


def test_game_from_the_environment(demo, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    out = count_text("count", "--format", "text", env={"VOTECOUNT_GAME": str(demo / "game.toml")})
    assert "vote count" in out.lower()


def test_game_found_in_a_parent_folder_like_git(demo, monkeypatch):
    monkeypatch.chdir(demo / "notes" / "day2")
    out = count_text("count", "--format", "text")
    assert "vote count" in out.lower()
    assert not (demo / "notes" / "day2" / "votecount.db").exists()


def test_init_does_not_climb_to_a_parent_game(demo, monkeypatch):
    from votecount.cli.support import game_path, workspace  # noqa: F401

    monkeypatch.chdir(demo / "notes")
    with click.Context(main) as ctx:
        assert game_path(ctx, search=False).resolve() == (demo / "notes" / "game.toml").resolve()
        assert game_path(ctx).resolve() == (demo / "game.toml").resolve()


def test_audit_prints_markdown_to_a_terminal_and_text_to_a_pipe(demo, monkeypatch):
    """The one default format rule of every verb (docs/cli.md, "Output")."""
    from votecount.cli import support

    game = str(demo / "game.toml")
    piped = count_text("audit", "--game", game)
    assert piped == count_text("audit", "--format", "text", "--game", game)
    assert "\\_" not in piped and "\\*" not in piped and "**" not in piped
    monkeypatch.setattr(support, "stdout_is_terminal", lambda: True)
    tty = count_text("audit", "--game", game)
    assert tty == count_text("audit", "--format", "markdown", "--game", game)


def test_verbose_logs_each_sync_and_quiet_is_silent(tmp_path):
    from tests.servers.games import serve_game

    with serve_game(DEMO_DIR, tmp_path) as _server:
        loud = CliRunner().invoke(main, ["-v", "sync", "--game", str(tmp_path / "game.toml")])
        assert loud.exit_code == 0, loud.output
        assert "votecount: syncing http://127.0.0.1:" in loud.stderr
        quiet = CliRunner().invoke(main, ["sync", "-q", "--game", str(tmp_path / "game.toml")])
        assert quiet.exit_code == 0 and quiet.stderr == ""


def test_unknown_keys_and_values_get_did_you_mean(tmp_path):
    (tmp_path / "game.toml").write_text(
        '[game]\nrulset = "mafia"\nthreads = ["https://forum.example/t/x/1"]\n'
        '[[players]]\nusername = "ann"\n[[events]]\nkind = "deaht"\nplayer = "ann"\nat = 3\n'
    )
    result = CliRunner().invoke(main, ["count", "--game", str(tmp_path / "game.toml")])
    assert "game.rulset: unknown key; did you mean 'ruleset'?" in result.output
    assert "unknown event kind 'deaht'; did you mean 'death'?" in result.output
    result = CliRunner().invoke(main, ["count", "--format", "markdwn"])
    assert "did you mean 'markdown'?" in result.output


def test_an_unknown_ruleset_is_reported_once(tmp_path):
    (tmp_path / "game.toml").write_text(
        '[game]\nruleset = "BotF"\nthreads = ["https://forum.example/t/x/1"]\n'
    )
    result = CliRunner().invoke(main, ["count", "--game", str(tmp_path / "game.toml")])
    assert result.output.count("BotF") == 1, result.output
    assert "1 problem(s)" in result.output and "did you mean 'botf'?" in result.output


def test_an_unknown_engine_is_an_error_with_the_known_ones(tmp_path):
    (tmp_path / "game.toml").write_text(
        '[game]\nengine = "discource"\nthreads = ["https://forum.example/t/x/1"]\n'
    )
    result = CliRunner().invoke(main, ["count", "--game", str(tmp_path / "game.toml")])
    assert "unknown engine 'discource'; did you mean 'discourse'?" in result.output
    assert "import" in result.output


def test_the_completion_recipe_of_the_docs_works():
    doc = (REPO / "docs" / "cli.md").read_text()
    assert 'eval "$(_VOTECOUNT_COMPLETE=bash_source votecount)"' in doc
    result = CliRunner().invoke(
        main, [], prog_name="votecount", env={"_VOTECOUNT_COMPLETE": "bash_source"}
    )
    assert "_votecount_completion" in result.output


def test_every_declared_dependency_is_imported():
    import tomllib

    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    names = {re.split(r"[<>=!~\[ ]", d)[0].lower() for d in deps}
    modules = {"sqlite-utils": "sqlite_utils", "pyyaml": "yaml"}
    code = "\n".join(
        p.read_text(encoding="utf-8")
        for folder in ("votecount", "parser", "tally", "scraper")
        for p in (REPO / folder).rglob("*.py")
    )
    for name in names:
        module = modules.get(name, name.replace("-", "_"))
        assert re.search(rf"^\s*(?:from|import) {module}\b", code, re.M), f"{name} is unused"


def test_the_engines_init_offers_are_the_registry_and_import():
    from votecount.scraper.base import engines

    assert set(cli.ENGINES) == {*engines(), "import"}
    result = CliRunner().invoke(main, ["init", "https://forum.example/t/x/1", "--engine", "phpbbb"])
    assert result.exit_code == 2 and "did you mean 'phpbb'?" in result.output


def test_unknown_switches_get_did_you_mean():
    from votecount.gamefile.load import GameFileError, parse_game

    with pytest.raises(GameFileError) as info:
        parse_game(
            '[game]\nthreads = ["https://forum.example/t/x/1"]\n'
            '[rules]\nthresold_rule = "half_up"\n[parser]\nmarkrs = ["bold"]\n'
        )
    text = str(info.value)
    assert "rules: thresold_rule: unknown switch; did you mean 'threshold_rule'?" in text
    assert "parser: unknown switch 'markrs'; did you mean 'markers'?" in text


def test_now_before_or_after_the_verb(demo):
    game = str(demo / "game.toml")
    before = count_text("--now", "2026-01-01T00:00", "count", "--format", "json", "--game", game)
    after = count_text("count", "--format", "json", "--game", game, "--now", "2026-01-01T00:00")
    assert before == after
    result = CliRunner().invoke(main, ["count", "--now", "soon", "--game", game])
    assert result.exit_code == 1 and "--now 'soon'" in result.output
