"""``post`` and ``watch`` against the local writable Discourse server with ``--now`` as
the injected clock: the quiet invented thread (``quiet_topic``: four players post at
18:01-18:04 on 1 March 2024), the CLI run with the API key in its environment, and the
counts votecount posted; shared by the posting tests."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from votecount.cli import main

ENV = {"VOTECOUNT_API_KEY": "test-api-key", "VOTECOUNT_API_USERNAME": "host"}
WATCH = ("watch", "--once", "--yes", "--after-posts", "2")


def run(game: Path, now: str, *args: str, code: int = 0) -> str:
    result = CliRunner().invoke(main, ["--game", str(game), "--now", now, *args], env=ENV)
    assert result.exit_code == code, result.output
    return result.output


def ours(server) -> list:
    return [p for p in server.topic.posts if p.username == "host"]
