"""Names in votes that no rule settles (nicknames): never guessed, reported by `votecount
events` with the players they could mean and the alias line that would count them;
`votecount events alias NAME PLAYER` writes it (issue #25 item 3). An invented game."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tests.cli_run import cli as run
from votecount.cli import main
from votecount.gamefile.load import load_game

GAME = """[game]
name = "Nicknames: five alive"
ruleset = "mafia"
threads = ["https://forum.example/t/nick"]
hosts = ["Warden"]

[parser]
markers = ["bold"]

[[players]]
username = "Bramblethorn"
[[players]]
username = "Emberlyn"
[[players]]
username = "ivo"
[[players]]
username = "juno"
[[players]]
username = "kestrel"

[[phases]]
kind = "day"
number = 1
start_post = 1
"""
POSTS = [
    ("Warden", "<b>Day 1</b> begins. Five alive, 3 to lynch."),
    ("ivo", "<b>vote Prickles</b> you know who you are"),
    ("juno", "<b>vote Emberly</b>"),
    ("kestrel", "<b>vote prickles</b>"),
]


def _game(tmp_path: Path) -> Path:
    (tmp_path / "game.toml").write_text(GAME, encoding="utf-8")
    lines = [
        json.dumps({"thread": "nick", "post_id": f"n{i}", "number": i, "author": a,
                    "html": h, "created_at": f"2026-03-01T12:{i:02d}:00+00:00"})
        for i, (a, h) in enumerate(POSTS, start=1)
    ]  # fmt: skip
    (tmp_path / "thread.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    run(tmp_path, "import", str(tmp_path / "thread.jsonl"))
    return tmp_path


def _wagons(folder: Path) -> dict[str, list[str]]:
    day = json.loads(run(folder, "count", "--format", "json"))["days"][0]
    return {w["target"]: [v["voter"] for v in w["votes"]] for w in day["wagons"] if w["votes"]}


def test_a_nickname_is_reported_with_candidates_and_counted_once_the_host_adds_the_alias(
    tmp_path,
):
    folder = _game(tmp_path)
    assert _wagons(folder) == {"Emberlyn": ["juno"]}  # "Prickles" is never guessed
    out = run(folder, "events")
    assert '"Prickles" in post(s) 2, 4 by ivo, kestrel' in out
    assert 'add aliases = ["Prickles"]' in out
    assert 'votecount events alias "Prickles" "PLAYER"' in out  # no player is guessed
    assert '"Emberly"' not in out  # resolved by a rule: nothing to report
    said = run(folder, "events", "alias", "Prickles", "Bramblethorn")
    assert "added alias 'Prickles' to Bramblethorn" in said
    assert load_game(folder / "game.toml").players[0].aliases == ("Prickles",)
    assert _wagons(folder) == {"Bramblethorn": ["ivo", "kestrel"], "Emberlyn": ["juno"]}
    assert "name(s) in votes" not in run(folder, "events")


def test_an_alias_for_a_player_not_in_the_game_writes_nothing(tmp_path):
    folder = _game(tmp_path)
    before = (folder / "game.toml").read_text(encoding="utf-8")
    result = CliRunner().invoke(
        main, ["events", "alias", "Prickles", "nobody", "--game", str(folder / "game.toml")]
    )
    assert result.exit_code != 0
    assert (folder / "game.toml").read_text(encoding="utf-8") == before
