"""The fold advanced post by post (``Results.post_by_post``: what reconcile and explain
read) gives the golden Shape-shifters game the same counts as a replay up to each of
those posts: the system's ledger (roles, actions, pool, missed days) lives in the fold's
state and is fed exactly."""

from __future__ import annotations

from tests.shapeshifters.golden import GOLDEN
from votecount.count.pipeline import count, in_thread_order, run
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl


def _posts() -> list:
    batches = import_jsonl(GOLDEN / "thread.jsonl", thread="forum.example/t/shapeshifters")
    return [p for b in batches for p in b.posts]


def _post_by_post_equals_replays(game, posts, ends, views) -> None:
    ordered = in_thread_order(posts)
    for i, engine in run(game, posts).post_by_post(ordered):
        if i + 1 in ends:
            for view in views:
                as_of = count(game, posts, as_of=ordered[i].number, view=view)
                assert engine.count(view).to_json() == as_of.to_json(), (i, view)


def test_post_by_post_equals_one_replay() -> None:
    game = load_game(GOLDEN / "game.toml")
    posts = _posts()
    _post_by_post_equals_replays(game, posts, {9, 20, 30, len(posts)}, ("public", "host"))


def test_post_by_post_equals_one_replay_with_night_pms(tmp_path) -> None:
    from tests.shapeshifters.pm_rows import add_pms

    (tmp_path / "game.toml").write_text((GOLDEN / "game.toml").read_text())
    add_pms(tmp_path)
    game = load_game(tmp_path / "game.toml")
    posts = _posts()
    _post_by_post_equals_replays(game, posts, {9, 16, 20, 29, 30, len(posts)}, ("host",))
    whole = count(game, posts, view="host")
    nights = [r for d in whole.to_json()["days"] for r in d.get("night_actions", [])]
    assert [r["stands"] for r in nights if r["kind"] == "NIGHT_KILL_VOTE"] == [True, False, True]
