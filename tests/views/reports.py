"""The game report as the report tests read it: a fixture game's posts, and the report of
its finished results as ``votecount report`` makes it."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import FIXTURES
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.views import render

BOTF = FIXTURES / "games" / "botf-golden"


def load_game_posts(folder: Path, thread: str):
    game = load_game(folder / "game.toml")
    posts = [p for b in import_jsonl(folder / "thread.jsonl", thread=thread) for p in b.posts]
    return game, posts


def report(game, posts) -> str:
    """The report of finished results, as `votecount report` makes it."""
    return render.report(game, pipeline.run(game, posts))
