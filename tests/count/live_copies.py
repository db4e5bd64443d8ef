"""The demo game and the golden BotF game copied into a test's folder and synced from the
local Discourse server (``--now`` as the injected clock): the live deadline tests' shared
setup, and the formats ``count`` writes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.count.live_forums import cli
from tests.servers.games import serve_game

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "votecount" / "demo"
BOTF = ROOT / "fixtures" / "games" / "botf-golden"
FORMATS = ("markdown", "bbcode", "text", "html", "json")


def game_copy(src: Path, dest: Path, last_post: int | None = None, edit=None) -> Path:
    """The fixture folder's thread (up to ``last_post``) and game file (``edit``ed)."""
    dest.mkdir()
    lines = (src / "thread.jsonl").read_text(encoding="utf-8").splitlines()
    if last_post is not None:
        lines = [x for x in lines if x.strip() and json.loads(x)["number"] <= last_post]
    (dest / "thread.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    text = (src / "game.toml").read_text(encoding="utf-8")
    (dest / "game.toml").write_text(edit(text) if edit else text, encoding="utf-8")
    return dest


@contextmanager
def synced_copy(src: Path, tmp_path: Path) -> Iterator[tuple[Path, Any]]:
    """The game copied to ``src`` synced into a new workspace from the local Discourse
    server: (its game.toml, the server), while the server runs."""
    work = tmp_path / "work"
    work.mkdir()
    with serve_game(src, work) as server:
        cli(work / "game.toml", "sync")
        yield work / "game.toml", server


def markers_for_day_two(deadline_html: str):
    def edit(text: str) -> str:
        text = text.replace('resolution = "hammer"', 'resolution = "plurality"')
        text = text.replace('hosts = ["moderator"]', 'hosts = ["moderator"]\nphase_markers = true')
        return text.replace('[[phases]]\nkind = "day"\nnumber = 2\nstart_post = 25\n', "").replace(
            'timezone = "UTC"', 'timezone = "America/New_York"'
        )

    def thread(dest: Path) -> None:
        path = dest / "thread.jsonl"
        lines = []
        for line in path.read_text(encoding="utf-8").splitlines():
            post = json.loads(line)
            if post["number"] == 25:
                post["html"] += deadline_html
            lines.append(json.dumps(post))
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    return edit, thread
