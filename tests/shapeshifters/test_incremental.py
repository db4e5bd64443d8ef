"""The incremental Counter (posts arriving in batches, as ``watch`` feeds them) gives the
golden Shape-shifters game the same counts as one full replay: the system's ledger (roles,
actions, pool, missed days) lives in the fold's state and replays exactly."""

from __future__ import annotations

from tests.shapeshifters.test_golden import GOLDEN
from votecount.count.pipeline import Counter, count
from votecount.gamefile.game import load_game
from votecount.scraper.importer import import_jsonl


def test_batches_equal_one_replay() -> None:
    game = load_game(GOLDEN / "game.toml")
    batches = import_jsonl(GOLDEN / "thread.jsonl", thread="forum.example/t/shapeshifters")
    posts = [p for b in batches for p in b.posts]
    counter = Counter(game)
    for end in (9, 20, 30, len(posts)):
        counter.update(posts[:end])
    for view in ("public", "host"):
        whole = count(game, posts, view=view)
        assert counter.count(view).to_json() == whole.to_json()


def test_batches_equal_one_replay_with_night_pms(tmp_path) -> None:
    from tests.shapeshifters.pm_rows import add_pms

    (tmp_path / "game.toml").write_text((GOLDEN / "game.toml").read_text())
    add_pms(tmp_path)
    game = load_game(tmp_path / "game.toml")
    batches = import_jsonl(GOLDEN / "thread.jsonl", thread="forum.example/t/shapeshifters")
    posts = [p for b in batches for p in b.posts]
    counter = Counter(game)
    for end in (9, 16, 20, 29, 30, len(posts)):
        counter.update(posts[:end])
    whole = count(game, posts, view="host")
    assert counter.count("host").to_json() == whole.to_json()
    nights = [r for d in whole.to_json()["days"] for r in d.get("night_actions", [])]
    assert [r["stands"] for r in nights if r["kind"] == "NIGHT_KILL_VOTE"] == [True, False, True]
