"""The persistent parse cache: a recount reuses stored events, and anything that could
change them (the post, the game's roster or options) misses instead of serving stale ones."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace

from click.testing import CliRunner

from votecount import cache as parse_cache
from votecount import pipeline
from votecount.app import DEMO_DIR, Workspace
from votecount.cli import main
from votecount.game import PlayerEntry


def demo_workspace(tmp_path) -> Workspace:
    shutil.copy(DEMO_DIR / "game.toml", tmp_path / "game.toml")
    ws = Workspace(tmp_path / "game.toml")
    ws.import_posts(DEMO_DIR / "thread.jsonl", engine=None, thread=None)
    return ws


def test_second_count_is_served_from_the_cache_with_the_same_result(tmp_path, monkeypatch):
    ws = demo_workspace(tmp_path)
    first = ws.count(day=None, as_of=None, fmt="json", view="public")
    stored = ws.store().db["parsed"].count
    assert stored == 30
    calls = []
    real = pipeline.parse_post
    monkeypatch.setattr(pipeline, "parse_post", lambda *a: calls.append(a) or real(*a))
    again = Workspace(tmp_path / "game.toml").count(day=None, as_of=None, fmt="json", view="public")
    assert again == first
    assert calls == []  # nothing parsed again


def test_fingerprint_changes_with_the_roster_and_the_parse_options(tmp_path):
    ws = demo_workspace(tmp_path)
    base = parse_cache.fingerprint(ws.game)
    more = replace(ws.game, players=(*ws.game.players, PlayerEntry("newcomer")))
    strict = replace(ws.game, parser={"markers": ["bold"]})
    assert len({base, parse_cache.fingerprint(more), parse_cache.fingerprint(strict)}) == 3


def test_an_alias_added_to_the_game_file_takes_effect_at_once(tmp_path):
    ws = demo_workspace(tmp_path)
    extra = tmp_path / "extra.jsonl"
    row = {"thread": "forum.example/t/4242", "post_id": "99031", "number": 31, "author": "basil",
           "created_at": "2026-03-02T20:00:00Z", "html": "<p>/vote Holly</p>"}  # fmt: skip
    extra.write_text(json.dumps(row) + "\n")
    ws.import_posts(extra, engine=None, thread=None)

    def hollis_voters() -> list[str]:
        out = CliRunner().invoke(
            main, ["--game", str(tmp_path / "game.toml"), "count", "--format", "json"]
        )
        day = json.loads(out.output)["days"][-1]
        wagon = next((w for w in day["wagons"] if w["target"] == "hollis"), None)
        return [v["voter"] for v in wagon["votes"]] if wagon else []

    assert hollis_voters() == []  # "Holly" is nobody yet: rejected, and cached
    text = (tmp_path / "game.toml").read_text()
    text = text.replace('name = "Hollis"', 'name = "Hollis"\naliases = ["Holly"]')
    (tmp_path / "game.toml").write_text(text)
    assert hollis_voters() == ["basil"]
