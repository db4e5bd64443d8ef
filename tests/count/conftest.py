"""The posting tests' threads (``tests.count.live_posting``): the quiet invented thread on
the local writable Discourse server with ``post``'s HTTP client made instant, as the game
file and the server, while the server runs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from tests.count.live_forums import ENGINES, HOST, Engine, at, game_file
from tests.posting.forums import game_folder, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.posting import post
from votecount.scraper.http import Http


@pytest.fixture
def quiet_thread(tmp_path, monkeypatch) -> Iterator[tuple[Path, object]]:
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=lambda s: None))
    with serve_writable(quiet_topic(4)) as server:
        yield game_folder(tmp_path, server.thread_url()).game_path, server


@pytest.fixture
def marked_thread(tmp_path, monkeypatch) -> Iterator[tuple[Path, object]]:
    """The quiet thread's game counting edits as they stand (``edits = "latest"``) and
    reading the host's phase posts (``phase_markers``)."""
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=lambda s: None))
    with serve_writable(quiet_topic(4)) as server:
        game = game_folder(tmp_path, server.thread_url()).game_path
        text = game.read_text(encoding="utf-8").replace(
            'markers = ["bold"]', 'markers = ["bold"]\nedits = "latest"'
        )
        game.write_text(text.replace('hosts = ["host"]', 'hosts = ["host"]\nphase_markers = true'))
        yield game, server


@pytest.fixture(params=["discourse", "phpbb"])
def dated_forum(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    """An empty thread on one local forum and its game file (edits = "first")."""
    with ExitStack() as stack:
        g = ENGINES[request.param](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para("Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."), at(0))
        yield g, game
