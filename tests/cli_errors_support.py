"""Helpers and fixtures shared by the CLI error tests (test_cli_errors*.py), which load it
with ``pytest_plugins`` and use ``fast_http`` for every test."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from werkzeug.serving import make_server

import votecount.scraper.http  # noqa: F401  (scraper.http, patched below)
from tests.cli_run import cli as run
from tests.servers.base import QuietHandler
from tests.servers.discourse import DiscourseServer
from tests.servers.games import serve_game
from votecount import scraper
from votecount.cli import main
from votecount.store.db import Store
from votecount.workspace import DEMO_DIR

THREAD = DEMO_DIR / "thread.jsonl"
REPO = Path(__file__).resolve().parents[1]


# -- helpers ------------------------------------------------------------------------------
def invoke(folder: Path, *args: str) -> Result:
    return CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])


def stored(folder: Path) -> int:
    store = Store(folder / "votecount.db")
    try:
        return store.db.execute("select count(*) from posts").fetchone()[0]
    finally:
        store.close()


@pytest.fixture
def fast_http(monkeypatch):
    """No backoff sleeps and two attempts, so failing requests fail fast."""
    original = scraper.http.Http

    class FastHttp(original):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kw):
            kw.setdefault("sleep", lambda seconds: None)
            kw.setdefault("attempts", 2)
            kw.setdefault("min_interval", 0)
            super().__init__(*args, **kw)

    monkeypatch.setattr(scraper.http, "Http", FastHttp)


@pytest.fixture
def demo_folder(tmp_path):
    """The demo game with its thread imported (no server)."""
    shutil.copy(DEMO_DIR / "game.toml", tmp_path / "game.toml")
    run(tmp_path, "import", str(THREAD))
    return tmp_path


@pytest.fixture
def served(tmp_path):
    """The demo game served over HTTP and synced into tmp_path."""
    with serve_game(DEMO_DIR, tmp_path) as server:
        run(tmp_path, "sync")
        yield tmp_path, server


def restart(server: DiscourseServer, port: int) -> None:
    """Bring a stopped test server back on its old port (the URL in game.toml)."""
    server._server = make_server(
        "127.0.0.1", port, server, threaded=True, request_handler=QuietHandler
    )
    server._thread = threading.Thread(
        target=server._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    server._thread.start()


def answer_with(server: DiscourseServer, make) -> None:
    """From now on every request gets ``make(request, normal_response)``."""
    normal = server.dispatch
    server.dispatch = lambda request: make(request, normal(request))  # type: ignore[method-assign]
