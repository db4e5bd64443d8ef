"""The games the incremental fold's tests count two ways: every fixture game with its
thread, the corpus games when the corpus is present, the event game written out, and
``Both`` (one game resumed from checkpoints and recounted in full, with one parse cache)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tests.conftest import CORPUS, FIXTURES
from tests.events_game.contestants import POSTS as EVENT_POSTS
from tests.events_game.contestants import example_game as events_example
from tests.thread_rows import write_thread
from votecount.count import pipeline
from votecount.count.incremental import foldstate
from votecount.count.incremental.cache import fold_fingerprint
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.views import render


def fixture_games() -> list[tuple[str, Path, Path]]:
    """(name, game file, posts) of each fixture game with its thread in the repository."""
    out = []
    for toml in sorted((FIXTURES / "games").glob("*/game.toml")):
        thread = toml.with_name("thread.jsonl")
        if thread.is_file():
            out.append((toml.parent.name, toml, thread))
    return out


def corpus_games() -> list[tuple[str, Path, Path]]:
    if not (CORPUS / "SOURCE.md").exists():
        return []
    found = [
        ("mafiascum-1145", FIXTURES / "games/mafiascum-1145/game.toml",
         CORPUS / "mafiascum-1145/posts.jsonl"),
        ("teamliquid-student-v", FIXTURES / "games/teamliquid-student-v/game.toml",
         CORPUS / "teamliquid/student-v.jsonl"),
        ("teamliquid-hammertime", FIXTURES / "games/teamliquid-hammertime/game.toml",
         CORPUS / "teamliquid/hammertime.jsonl"),
    ]  # fmt: skip
    for thread in ("15783", "34696"):  # one donbot game of each accuracy helper's range
        found.append(
            (f"donbot-{thread}", FIXTURES / f"games/donbot/{thread}.toml",
             CORPUS / f"mafiascum-donbot/threads/{thread}.jsonl")
        )  # fmt: skip
    return [g for g in found if g[1].is_file() and g[2].is_file()]


def events_game_files(tmp: Path) -> tuple[str, Path, Path]:
    (tmp / "game.toml").write_text(events_example())
    write_thread(tmp / "thread.jsonl", EVENT_POSTS, url="https://forum.example/t/contestants/5")
    return "events", tmp / "game.toml", tmp / "thread.jsonl"


class Both:
    """One game counted two ways with one parse cache: resumed from checkpoints kept in
    an SQLite database, and by a full recount."""

    def __init__(self, game_file: Path, posts_file: Path) -> None:
        self.game = load_game(game_file)
        batches = import_jsonl(posts_file, thread="t", timezone=self.game.timezone)
        self.posts = [p for b in batches for p in b.posts]
        self.cache: dict = {}
        self.conn = sqlite3.connect(":memory:")
        self.resumed = 0

    def incremental(self, posts, **kw):
        store = foldstate.Checkpoints(self.conn, fold_fingerprint(self.game))
        results = pipeline.run(self.game, posts, cache=self.cache, checkpoints=store, **kw)
        self.resumed += store.resumed > 0
        store.save()
        return results

    def full(self, posts, **kw):
        return pipeline.run(self.game, posts, cache=self.cache, **kw)

    def same(self, posts, **kw) -> None:
        inc, full = self.incremental(posts, **kw), self.full(posts, **kw)
        for view in ("public", "host"):
            assert count_json(inc.count(view), self.game) == count_json(full.count(view), self.game)
        assert render.audit(inc.audit(), fmt="json", game=self.game) == render.audit(
            full.audit(), fmt="json", game=self.game
        )


def count_json(vc, game) -> dict:
    return json.loads(render.vote_count(vc, fmt="json", game=game))
