"""The CLI: exact ``count`` output per format on the demo game; ``post`` dry run and real
post; and a configured secret never reaching the database file, logs or output, even
when the forum refuses the login."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.posting.forums import FakeClock, game_folder, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.cli import main
from votecount.posting import post
from votecount.scraper.discourse import DiscourseAdapter
from votecount.scraper.http import Http
from votecount.sync import fetch as syncing

DEMO = Path(__file__).resolve().parents[2] / "votecount" / "demo"


@pytest.fixture
def demo_folder(tmp_path):
    shutil.copy(DEMO / "game.toml", tmp_path / "game.toml")
    game = str(tmp_path / "game.toml")
    result = CliRunner().invoke(main, ["--game", game, "import", str(DEMO / "thread.jsonl")])
    assert result.exit_code == 0, result.output
    return game


def run(game: str, *args: str) -> str:
    result = CliRunner().invoke(main, ["--game", game, *args])
    assert result.exit_code == 0, result.output
    return result.output


EXPECTED_TEXT = """\
Lighthouse Mafia: Day 1 vote count (final)

As of post #23, 2026-03-02 02:00 UTC (https://forum.example/t/lighthouse-mafia/4242/23)

Ezra 5/5: Gideon (#9), Hollis (#11), Ada (#12), Basil (#13), Cormac (#22)
Hollis 2/5 (L-3): Delphine (#15), Ivy (#21)
Gideon 1/5 (L-4): Ezra (#10)

Not voting (1): Fern

With 9 alive, it takes 5 to eliminate.

Ezra was hammered at post #22.
"""

U = "https://forum.example/t/lighthouse-mafia/4242/"
EXPECTED_BBCODE = f"""\
[b][size=120]Lighthouse Mafia: Day 2 vote count[/size][/b]

[i]As of [url={U}30]post #30[/url], 2026-03-02 19:20 UTC[/i]

[b]Gideon[/b] (3/4, L-1): [url={U}26]Delphine[/url], [url={U}28]Fern[/url], [url={U}30]Ivy[/url]
[b]Delphine[/b] (2/4, L-2): [url={U}27]Hollis[/url], [url={U}29]Gideon[/url]

[b]Not voting (2):[/b] Basil, Cormac

With 7 alive, it takes 4 to eliminate.

[b]Gideon[/b] is leading.
"""


def test_count_text_exact(demo_folder):
    assert run(demo_folder, "count", "--day", "1", "--format", "text") == EXPECTED_TEXT


def test_count_bbcode_exact(demo_folder):
    assert run(demo_folder, "count", "--format", "bbcode") == EXPECTED_BBCODE


def test_count_other_formats(demo_folder):
    assert run(demo_folder, "count", "--format", "json").startswith('{\n  "schema": "votecount/1"')
    assert run(demo_folder, "count", "--format", "html").startswith(
        '<section class="votecount" id="day-2">'
    )
    assert run(demo_folder, "count", "--format", "markdown").startswith(
        "### Lighthouse Mafia: Day 2 vote count\n"
    )


def test_count_with_host_templates(demo_folder, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "vote_count.txt.j2").write_text("Day {{ day.number }}: {{ day.status }}")
    out = run(demo_folder, "count", "--format", "text", "--templates", str(folder))
    assert out == "Day 2: leading\n"


def test_post_dry_run_prints_exactly_the_post(demo_folder):
    out = run(demo_folder, "post")
    assert out.startswith("Dry run: `votecount post --yes` would post this to")
    body = out.split("-----\n")[1].rstrip("\n")
    assert body.startswith("### Lighthouse Mafia: Day 2 vote count")
    assert body.splitlines()[-1].startswith("<small>votecount ")


# -- secrets ----------------------------------------------------------------------------------
SECRET = "sk-VERY-secret-7f3a9c2e51"


def _prepare(tmp_path, server, monkeypatch, clock):
    ws = game_folder(tmp_path, server.thread_url())
    adapter = DiscourseAdapter(Http(min_interval=0), server.thread_url())
    syncing.sync(ws.store(), adapter, progress=False)
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=clock.sleep))
    return str(ws.game_path)


def _leaks(tmp_path: Path, texts: list[str]) -> list[str]:
    found = [name for name, text in zip(("output", "logs"), texts, strict=True) if SECRET in text]
    for path in tmp_path.rglob("*"):
        if path.is_file() and SECRET.encode() in path.read_bytes():
            found.append(str(path))
    return found


@pytest.mark.parametrize("right_key", [False, True])
def test_api_key_never_leaks(tmp_path, monkeypatch, caplog, right_key):
    caplog.set_level(logging.DEBUG)
    with serve_writable(quiet_topic(), api_key=SECRET if right_key else "other") as server:
        game = _prepare(tmp_path, server, monkeypatch, FakeClock())
        env = {"VOTECOUNT_API_KEY": SECRET, "VOTECOUNT_API_USERNAME": "host"}
        result = CliRunner().invoke(main, ["--game", game, "post", "--yes"], env=env)
        assert (result.exit_code == 0) is right_key, result.output
        assert ("posted the count" in result.output) is right_key
        assert _leaks(tmp_path, [result.output + str(result.exception or ""), caplog.text]) == []


@pytest.mark.parametrize("password", [SECRET, "wrong-" + SECRET])
def test_password_never_leaks(tmp_path, monkeypatch, caplog, password):
    caplog.set_level(logging.DEBUG)
    with serve_writable(quiet_topic(), users={"countbot": SECRET}) as server:
        game = _prepare(tmp_path, server, monkeypatch, FakeClock())
        env = {"VOTECOUNT_USERNAME": "countbot", "VOTECOUNT_PASSWORD": password}
        result = CliRunner().invoke(main, ["--game", game, "post", "--yes"], env=env)
        ok = password == SECRET
        assert (result.exit_code == 0) is ok, result.output
        if not ok:
            assert result.output.startswith("Error: ") and "login refused" in result.output
        assert _leaks(tmp_path, [result.output + str(result.exception or ""), caplog.text]) == []
