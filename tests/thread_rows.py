"""One writer of a test thread as a JSONL import (our own shape): the posts of a small
game, numbered from 1, each with its time and URL."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tests.cli_run import cli


def half_hourly(n: int) -> str:
    """Post N's time: two posts an hour from midnight, 1 June 2026."""
    return f"2026-06-01T{n // 2:02d}:{(n % 2) * 30:02d}:00+00:00"


def write_thread(
    path: Path,
    posts: Sequence[tuple[str, str]],
    *,
    url: str,
    prefix: str = "c",
    when: Callable[[int], str] = half_hourly,
) -> Path:
    """Write ``(author, html)`` posts to ``path``; post N's URL is ``{url}/{N}``."""
    rows = [
        {
            "thread": "x", "post_id": f"{prefix}{n}", "number": n, "author": who,
            "author_name": who, "created_at": when(n), "html": html, "url": f"{url}/{n}",
        }
        for n, (who, html) in enumerate(posts, start=1)
    ]  # fmt: skip
    path.write_text("\n".join(json.dumps(x) for x in rows) + "\n")
    return path


def imported(
    folder: Path, game: str, posts: Sequence[tuple[str, str]], *, url: str, **rows: Any
) -> str:
    """``game`` written to ``folder/game.toml``, ``posts`` to ``folder/thread.jsonl`` (as
    ``write_thread`` with ``url`` and ``rows``) and imported through the CLI: what the
    import printed."""
    (folder / "game.toml").write_text(game)
    write_thread(folder / "thread.jsonl", posts, url=url, **rows)
    return cli(folder, "import", str(folder / "thread.jsonl"))


def toml_example(doc: Path, heading: str) -> str:
    """The first TOML block after ``heading`` in a docs page: tests play the docs' games."""
    import re

    text = doc.read_text()
    block = re.search(r"```toml\n(.*?)```", text[text.index(heading) :], re.S)
    assert block is not None, f"{doc}: no toml block after {heading!r}"
    return block.group(1)
