"""A MafiaScum-style game synced from the local phpBB server and counted end to end through
the CLI: the golden game fixtures/games/mafia-golden, rendered in MafiaScum markup (bold
``div``s, phpBB quotes, post numbers from #0, local dates after "»"), must give the same
counts as the expected.json worked out by hand."""

from __future__ import annotations

import json
import re
from datetime import UTC

import pytest
from click.testing import CliRunner

from tests.cli_run import cli
from tests.conftest import FIXTURES
from tests.servers.games import phpbb_topic, retarget
from tests.servers.phpbb import Topic, serve_phpbb
from votecount.cli import main

GOLDEN = FIXTURES / "games" / "mafia-golden"
BOLD = '<div style="display: inline; font-weight: bold">'


def mafiascum_markup(html: str) -> str:
    html = html.replace("<b>", BOLD).replace("</b>", "</div>")
    return re.sub(
        r"<blockquote><cite>(.*?)</cite>", r"<blockquote><div><cite>\1</cite>", html
    ).replace("</blockquote>", "</div></blockquote>")


def golden_topic() -> Topic:
    return phpbb_topic(GOLDEN, 9001, "Golden: seven villagers", 50000, mafiascum_markup)


@pytest.fixture(scope="module")
def synced(tmp_path_factory):
    folder = tmp_path_factory.mktemp("phpbb-golden")
    with serve_phpbb(golden_topic(), zone=UTC, per_page=25) as server:
        retarget(GOLDEN / "game.toml", folder, server.thread_url, "phpbb")
        out = cli(folder, "sync")
        assert "111 new" in out, out
        yield folder, server


def test_full_sync_reads_every_page_once(synced):
    _, server = synced
    assert server.counts["viewtopic"] <= 6  # 111 posts at 25 a page: 5 pages (+ the first look)


CHECKPOINTS = json.loads((GOLDEN / "expected.json").read_text())["checkpoints"]


@pytest.mark.parametrize("want", CHECKPOINTS, ids=[f"post{c['as_of']}" for c in CHECKPOINTS])
def test_counts_match_the_golden_game(synced, want):
    folder, _ = synced
    data = json.loads(
        cli(
            folder,
            "count",
            "--as-of",
            str(want["as_of"]),
            "--day",
            str(want["day"]),
            "--format",
            "json",
        )
    )
    day = next(d for d in data["days"] if d["day"] == want["day"])
    wagons = {w["target"]: [v["voter"] for v in w["votes"]] for w in day["wagons"]}
    assert wagons == want["wagons"]
    assert list(wagons) == list(want["wagons"])
    assert (day["living_count"], day["threshold"]) == (want["living"], want["threshold"])
    assert day["outcome"]["status"] == want["status"]
    assert day["outcome"]["eliminated"] == want["eliminated"]
    assert day["not_voting"] == want["not_voting"]


def test_resync_after_new_posts_reads_only_the_last_page(synced):
    folder, server = synced
    server.reset_counts()
    server.topic.add_post("amber", f"{BOLD}vote flint</div> one more time")
    out = cli(folder, "sync", "--recheck", "0")
    assert "1 new" in out
    assert server.counts["viewtopic"] <= 2


def test_a_private_topic_syncs_with_a_login_from_the_environment(tmp_path, monkeypatch):
    with serve_phpbb(
        golden_topic(), zone=UTC, private=True, users={"hostbot": "lantern-key"}
    ) as server:
        retarget(GOLDEN / "game.toml", tmp_path, server.thread_url, "phpbb")
        result = CliRunner().invoke(main, ["--game", str(tmp_path / "game.toml"), "sync"])
        assert result.exit_code == 1 and "login" in result.output.lower()
        monkeypatch.setenv("VOTECOUNT_USERNAME", "hostbot")
        monkeypatch.setenv("VOTECOUNT_PASSWORD", "lantern-key")
        out = cli(tmp_path, "sync")
        assert "111 new" in out
    assert b"lantern-key" not in (tmp_path / "votecount.db").read_bytes()
    assert "lantern-key" not in out
