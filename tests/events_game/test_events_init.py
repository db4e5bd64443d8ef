"""``votecount init`` on an event game (issue 27): the opening post lists the contestants
as @mentions, one line or a list, with no sign-ups; init finds them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from votecount.cli import main
from votecount.gamefile.load import load_game

NAMES = ["Ada", "Bo", "Cyrus", "Dell", "Eun", "Faro", "Gale", "Hix"]
LINE = "<p>Contestants: " + ", ".join(f"@{n}" for n in NAMES) + "</p>"
LIST = "<p>Contestants:</p><ul>" + "".join(f"<li>@{n}</li>" for n in NAMES) + "</ul>"


def thread(tmp_path: Path, roster: str) -> Path:
    opening = (
        "<p><strong>Backstage Revue</strong>: 6 Contestants vs 2 Stagehands.</p>"
        "<p>No days or nights: ten events, open (everyone alive) or closed (only the "
        "players I name). Vote in bold or with a VOTE: line.</p>" + roster +
        "<p><strong>Event 1 – Chair of Honour</strong> begins now. 5 votes hammer.</p>"
    )  # fmt: skip
    rows = [{"number": 1, "author": "Curtain", "html": opening,
             "created_at": "2026-05-04T12:00:00Z"}]  # fmt: skip
    for k, name in enumerate(NAMES[:3], start=2):
        rows.append({"number": k, "author": name, "html": "<p><strong>VOTE: Hix</strong></p>",
                     "created_at": f"2026-05-04T1{k}:00:00Z"})  # fmt: skip
    source = tmp_path / "thread.jsonl"
    source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    return source


@pytest.mark.parametrize("roster", [LINE, LIST], ids=["one line", "a list"])
def test_init_finds_the_contestants_the_opening_post_mentions(tmp_path: Path, roster: str) -> None:
    source = thread(tmp_path, roster)
    folder = tmp_path / "g"
    folder.mkdir()
    args = ["--game", str(folder / "game.toml"), "init", "https://forum.example/t/revue/9"]
    result = CliRunner().invoke(main, [*args, "--from", str(source)])
    assert result.exit_code == 0, result.output
    game = load_game(folder / "game.toml")
    assert sorted(p.username for p in game.players) == sorted(NAMES)
    assert game.hosts == ("Curtain",)
