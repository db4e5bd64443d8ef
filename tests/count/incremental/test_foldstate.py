"""The incremental fold (votecount/count/incremental/foldstate.py) gives exactly the count of a full
recount: for every fixture game (and the corpus games when the corpus is present), after
posts arrive in several steps, after an edit to an old post, a deleted post, a game-file
change, with ``--as-of`` and with a live ``now`` inside an open day."""

from __future__ import annotations

import sqlite3
import zlib
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.count.incremental.games import Both, corpus_games, events_game_files, fixture_games
from votecount.count.incremental import foldstate
from votecount.count.incremental.cache import fold_fingerprint
from votecount.gamefile.load import parse_game

GAMES = [pytest.param(g, id=g[0]) for g in fixture_games()] + [
    pytest.param(g, id=g[0], marks=pytest.mark.corpus) for g in corpus_games()
]


@pytest.fixture
def small_every(monkeypatch):
    def use(n_posts: int) -> None:
        monkeypatch.setattr(foldstate, "EVERY", max(2, n_posts // 9))

    return use


def _run_steps(both: Both, every) -> None:
    posts = both.posts
    n = len(posts)
    every(n)
    for upto in (n // 3, n // 3 + 1, (2 * n) // 3, n - 2, n, n):
        both.same(posts[:upto])
    assert both.resumed == 5  # every count but the first resumed from a checkpoint
    # the newest checkpoints are kept (a, b, c): an edit to a post between two of them
    # resumes from the one before it; one before them all, from the start
    a, b, c = foldstate.kept_positions(n)[-3:]
    changed = list(posts)
    for i in (a + 1, n // 4):
        changed[i] = replace(changed[i], html=changed[i].html + "<p>edited: <b>unvote</b></p>")
        both.same(changed)
    # a post deleted in the thread
    changed[b] = replace(changed[b], deleted=True)
    both.same(changed)
    # --as-of a post number and a time, and a live "now" inside the game
    both.same(changed, as_of=posts[c - 1].number)
    both.same(changed, as_of=posts[b + 1].created_at)
    both.same(changed, as_of=posts[n // 2].number)  # before every checkpoint
    live = posts[c - 1].created_at + timedelta(minutes=1)
    both.same(changed, now=live)
    both.same(changed, now=live, as_of=posts[b].number)
    assert both.resumed >= 10  # edits, deletions and --as-of resumed from earlier states


@pytest.mark.parametrize("spec", GAMES)
def test_incremental_counts_equal_full_recounts(spec, small_every):
    _, game_file, posts_file = spec
    _run_steps(Both(game_file, posts_file), small_every)


def test_the_events_game_too(tmp_path, small_every):
    _, game_file, posts_file = events_game_files(tmp_path)
    _run_steps(Both(game_file, posts_file), small_every)


def test_a_game_file_change_drops_the_checkpoints(small_every):
    folder = FIXTURES / "games" / "mafia-golden"
    both = Both(folder / "game.toml", folder / "thread.jsonl")
    small_every(len(both.posts))
    both.same(both.posts)
    before = fold_fingerprint(both.game)
    text = (folder / "game.toml").read_text()
    both.game = parse_game(text.replace('name = "', 'name = "Renamed ', 1), folder / "game.toml")
    assert fold_fingerprint(both.game) != before
    both.same(both.posts)
    fingerprints = {row[0] for row in both.conn.execute("select fingerprint from fold_checkpoints")}
    assert fingerprints == {fold_fingerprint(both.game)}


def test_a_state_that_fails_to_decode_is_rebuilt(small_every):
    folder = FIXTURES / "games" / "botf-golden"
    both = Both(folder / "game.toml", folder / "thread.jsonl")
    small_every(len(both.posts))
    both.same(both.posts)
    forged = [
        zlib.compress(b'{"shapes": [["os:system"]], "state": ["o", 0]}'),
        zlib.compress(b"not json"),
        b"\x80\x04pickle",
        "text",
    ]
    rows = list(both.conn.execute("select position from fold_checkpoints"))
    for i, (position,) in enumerate(rows):
        both.conn.execute(
            "update fold_checkpoints set state = ? where position = ?",
            [forged[i % len(forged)], position],
        )
    both.same(both.posts)  # no error: counted from the start, checkpoints written again
    states = [row[0] for row in both.conn.execute("select state from fold_checkpoints")]
    assert states and not set(states) & set(forged)


def test_as_of_reads_only_the_posts_after_the_checkpoint(small_every):
    """``--as-of N`` decodes the events of the posts from the nearest checkpoint to N."""
    folder = FIXTURES / "games" / "mafia-golden"
    both = Both(folder / "game.toml", folder / "thread.jsonl")
    small_every(len(both.posts))
    both.same(both.posts)
    read: list[str] = []

    class Counting(dict):
        def get(self, key, default=None):
            read.append(key[1])
            return super().get(key, default)

    both.cache = Counting(both.cache)
    as_of = both.posts[len(both.posts) // 2].number
    both.incremental(both.posts, as_of=as_of)
    every = foldstate.EVERY
    assert 0 < len(read) <= len(both.posts) - (as_of // every) * every


def test_the_cli_resumes_after_each_import_and_counts_as_a_fresh_database(tmp_path, monkeypatch):
    """`votecount import` in steps then `count` (resumed from votecount.db's checkpoints)
    prints what a fresh database with every post prints; --as-of and --now too."""
    from click.testing import CliRunner

    from votecount.cli import main

    monkeypatch.setattr(foldstate, "EVERY", 10)
    source = FIXTURES / "games" / "mafia-golden"
    rows = (source / "thread.jsonl").read_text().splitlines()

    def run(folder: Path, *args: str) -> str:
        result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
        assert result.exit_code == 0, result.output
        return result.output

    steps, fresh = tmp_path / "steps", tmp_path / "fresh"
    for folder in (steps, fresh):
        folder.mkdir()
        (folder / "game.toml").write_text((source / "game.toml").read_text())
    counts = ["count", "--format", "json"]
    for i, part in enumerate((rows[:40], rows[40:75], rows[75:])):
        (steps / f"part{i}.jsonl").write_text("\n".join(part) + "\n")
        run(steps, "import", str(steps / f"part{i}.jsonl"))
        run(steps, *counts)
    run(fresh, "import", str(source / "thread.jsonl"))
    conn = sqlite3.connect(steps / "votecount.db")
    assert conn.execute("select count(*) from fold_checkpoints").fetchone()[0] > 0
    for extra in ([], ["--as-of", "60"], ["--now", "2026-02-03T12:00"]):
        assert run(steps, *counts, *extra) == run(fresh, *counts, *extra)


def test_a_read_only_database_counts_without_checkpoints(tmp_path, small_every):
    folder = FIXTURES / "games" / "mafia-golden"
    both = Both(folder / "game.toml", folder / "thread.jsonl")
    small_every(len(both.posts))
    sqlite3.connect(tmp_path / "v.db").close()
    both.conn = sqlite3.connect(f"file:{tmp_path / 'v.db'}?mode=ro", uri=True)
    both.same(both.posts)  # no table, none can be made: counted from the start, no error
    both.same(both.posts)
    assert both.resumed == 0
