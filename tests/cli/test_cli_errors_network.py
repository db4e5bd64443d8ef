"""Bad network conditions through the CLI: a clear error naming the URL, nothing stored
lost, and a re-run completes once the forum answers again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from werkzeug.wrappers import Response

from tests.cli_errors_support import answer_with, invoke, restart, stored
from tests.cli_run import cli as run
from tests.cli_run import fail
from tests.servers.games import serve_game
from votecount.store.db import Store
from votecount.workspace import DEMO_DIR

pytest_plugins = ["tests.cli_errors_support"]
pytestmark = pytest.mark.usefixtures("fast_http")
REPO = Path(__file__).resolve().parents[2]


# -- the network ----------------------------------------------------------------------------
def test_sync_against_a_closed_port_names_the_url_keeps_the_store_and_resumes(served):
    folder, server = served
    before = run(folder, "count", "--format", "json")
    port = int(server.url.rsplit(":", 1)[1])
    server.topic.add_post("**vote gideon**", username="basil", name="Basil")
    server.stop()

    out = fail(folder, "sync")
    assert f"no response from http://127.0.0.1:{port}/t/4242.json" in out
    assert "connection refused" in out
    assert "HTTPConnectionPool" not in out  # the cause, not urllib3's chain
    # the retry is told on stderr at once (no silent backoff), then one error line
    notice, error = out.strip().splitlines()
    assert notice.startswith(f"votecount: http://127.0.0.1:{port}/t/4242.json: connection refused")
    assert notice.endswith("retrying in 1s") and error.startswith("Error: ")
    assert "retrying" not in fail(folder, "-q", "sync")  # -q: the error alone
    assert stored(folder) == 30
    assert run(folder, "count", "--format", "json") == before

    restart(server, port)
    assert "1 new" in run(folder, "sync")
    assert stored(folder) == 31


def test_init_against_a_closed_port_writes_nothing_then_works_when_the_forum_is_back(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        url = server.thread_url()
        port = int(server.url.rsplit(":", 1)[1])
        (tmp_path / "game.toml").unlink()
        server.stop()
        out = fail(tmp_path, "init", url)
        assert f"http://127.0.0.1:{port}/t/4242.json" in out and "connection refused" in out
        assert not (tmp_path / "game.toml").exists()

        restart(server, port)
        assert "30 posts stored" in run(tmp_path, "init", url)
        assert (tmp_path / "game.toml").exists()


@pytest.mark.parametrize("url", ["not a url", "forum.example/t/slug/1", "ftp://host/t/a/1", ""])
def test_init_with_something_that_is_not_a_url_fails_at_once(tmp_path, url):
    out = fail(tmp_path, "init", url)
    assert f"{url!r} is not a thread URL" in out
    assert list(tmp_path.iterdir()) == []


def test_an_html_page_where_json_is_expected_names_the_url(served):
    folder, server = served
    answer_with(
        server,
        lambda request, normal: Response(
            "<html>Checking your browser</html>", mimetype="text/html"
        ),
    )
    out = fail(folder, "sync")
    assert "t/4242.json: response is not JSON (text/html)" in out
    assert stored(folder) == 30


def test_a_truncated_json_body_stores_what_came_before_and_resumes(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        cut = {"on": True}

        def truncate(request, normal):
            if cut["on"] and request.path.endswith("/posts.json"):
                body = normal.get_data()
                return Response(body[: len(body) // 2], mimetype="application/json")
            return normal

        answer_with(server, truncate)
        out = fail(tmp_path, "sync")
        assert "/t/4242/posts.json: response is not JSON (application/json)" in out
        assert stored(tmp_path) == 20  # the first batch (topic view) is kept
        cut["on"] = False
        assert "10 new" in run(tmp_path, "sync")
        assert stored(tmp_path) == 30


def test_a_missing_topic_is_a_404_naming_the_url(served):
    folder, server = served
    server.topics.clear()
    out = fail(folder, "sync")
    assert out.startswith("Error: HTTP 404 from http://127.0.0.1:") and "/t/4242.json" in out
    assert stored(folder) == 30


def test_ctrl_c_during_sync_leaves_no_half_batch(tmp_path, monkeypatch):
    reference = tmp_path / "uninterrupted"
    reference.mkdir()
    with serve_game(DEMO_DIR, tmp_path) as server:
        seen = {"n": 0}
        original = Store._save_post

        def interrupted(self, post, *args):
            seen["n"] += 1
            if seen["n"] == 25:  # in the middle of the second batch (posts 21-30)
                raise KeyboardInterrupt
            return original(self, post, *args)

        monkeypatch.setattr(Store, "_save_post", interrupted)
        result = invoke(tmp_path, "sync")
        assert result.exit_code == 130, result.output
        assert (
            "interrupted: 20 of 30 posts" in result.output
            and "run sync to continue" in result.output
        )
        assert "Traceback" not in result.output
        assert stored(tmp_path) == 20  # the first batch; nothing of the second
        monkeypatch.setattr(Store, "_save_post", original)
        assert "10 new" in run(tmp_path, "sync")
        resumed = run(tmp_path, "count", "--format", "json")

        shutil.copy(tmp_path / "game.toml", reference / "game.toml")
        run(reference, "sync")
        assert resumed == run(reference, "count", "--format", "json")
        assert server.total_requests > 0
