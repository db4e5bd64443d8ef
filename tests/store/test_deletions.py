"""Deletions need proof (issue 10, Deliver 5), through the CLI against the local forum
servers: a post is flagged gone only when the thread no longer lists it, a sync that
would flag more than a small share stops and flags none, and nothing is ever removed."""

from __future__ import annotations

import json
import sqlite3

from click.testing import CliRunner

from tests.cli_run import cli as run
from tests.cli_run import fail
from tests.game_files import write_game_text
from tests.servers.discourse import PLAYERS as DISCOURSE_PLAYERS
from tests.servers.discourse import Topic as DiscourseTopic
from tests.servers.discourse import serve_topic
from tests.servers.phpbb import PLAYERS, Topic, serve_phpbb
from votecount.cli import main

GAME = """\
[game]
name = "Lanterns"
ruleset = "mafia"
threads = ["{url}"]
engine = "{engine}"
timezone = "UTC"
hosts = ["{host}"]

[parser]
markers = ["bold", "vote_tag"]

{players}
"""


def _game(folder, url: str, engine: str, names, host: str) -> None:
    write_game_text(folder, GAME, players=names, url=url, engine=engine, host=host)


def _stored(folder) -> tuple[int, int]:
    db = sqlite3.connect(folder / "votecount.db")
    total, gone = db.execute("select count(*), coalesce(sum(gone), 0) from posts").fetchone()
    db.close()
    return total, gone


def _totals(folder) -> dict[str, int]:
    data = json.loads(run(folder, "count", "--format", "json"))
    return {w["target"]: w["total"] for d in data["days"] for w in d["wagons"]}


def test_post_links_answering_404_mark_nothing_gone(tmp_path):
    """Seen: a server answering post permalinks with 404 made a sync mark 50 of 72 gone."""
    with serve_phpbb(Topic.generate(72), per_page=25) as server:
        _game(tmp_path, server.thread_url, "phpbb", PLAYERS, "Quillmaster")
        assert "72 new" in run(tmp_path, "sync")
        before = _totals(tmp_path)
        server.broken_post_links = True
        out = run(tmp_path, "sync")
        assert "0 gone" in out, out
        assert _stored(tmp_path) == (72, 0)
        assert _totals(tmp_path) == before


def test_a_post_the_thread_no_longer_lists_is_flagged_gone_and_kept(tmp_path):
    with serve_phpbb(Topic.generate(72), per_page=25) as server:
        _game(tmp_path, server.thread_url, "phpbb", PLAYERS, "Quillmaster")
        run(tmp_path, "sync")
        server.broken_post_links = True  # proof comes from the page, not the link
        server.topic.delete(30)
        assert "1 gone" in run(tmp_path, "sync")
        assert _stored(tmp_path) == (72, 1)  # flagged, never removed


def test_a_sync_that_would_flag_many_posts_gone_stops_and_flags_none(tmp_path):
    with serve_phpbb(Topic.generate(72), per_page=25) as server:
        _game(tmp_path, server.thread_url, "phpbb", PLAYERS, "Quillmaster")
        run(tmp_path, "sync")
        before = _totals(tmp_path)
        for _ in range(20):
            server.topic.delete(10)
        server.topic.add_post("Quillmaster", "A new post the refused sync must not save.")
        server.topic.edit(40, "an edit the refused sync must not save")
        out = fail(tmp_path, "sync")
        assert "no longer lists 20 of 72 stored posts" in out
        assert "none was marked gone and nothing was saved" in out and "--accept-gone" in out
        assert _stored(tmp_path) == (72, 0)
        assert _totals(tmp_path) == before
        assert "must not save" not in run(tmp_path, "explain", "60")
        assert "1 new, 1 edited, 20 gone" in run(tmp_path, "sync", "--accept-gone")
        assert _stored(tmp_path) == (73, 20)


def test_discourse_posts_left_out_of_posts_json_are_not_gone(tmp_path):
    topic = DiscourseTopic.generate(40)
    with serve_topic(topic) as server:
        _game(tmp_path, server.thread_url(), "discourse", DISCOURSE_PLAYERS, "nobody")
        run(tmp_path, "sync")
        topic.add_posts(2)
        real = server.on_posts

        def drops_rechecked(request, topic_id):  # answers only the new ids
            response = real(request, topic_id)
            data = json.loads(response.get_data())
            data["post_stream"]["posts"] = [
                p for p in data["post_stream"]["posts"] if p["post_number"] > 40
            ]
            response.set_data(json.dumps(data))
            return response

        server.on_posts = drops_rechecked
        assert "2 new, 0 edited, 0 gone" in run(tmp_path, "sync")
        topic.delete(5)  # staff delete: the stream no longer lists it
        assert "1 gone" in run(tmp_path, "sync")
        assert _stored(tmp_path) == (42, 1)


def test_discourse_empty_stream_proves_nothing(tmp_path):
    topic = DiscourseTopic.generate(30)
    with serve_topic(topic) as server:
        _game(tmp_path, server.thread_url(), "discourse", DISCOURSE_PLAYERS, "nobody")
        run(tmp_path, "sync")
        saved, topic.posts = topic.posts, []
        result = CliRunner().invoke(main, ["--game", str(tmp_path / "game.toml"), "sync"])
        assert result.exit_code == 0, result.output
        topic.posts = saved
        assert _stored(tmp_path) == (30, 0)
