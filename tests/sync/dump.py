"""A thread dump the tests write for ``votecount init URL --from thread.jsonl``: each post
an (author, HTML) pair, numbered from 0, an hour apart (twenty to a day from 1 March 2026)."""

from __future__ import annotations

import json
from pathlib import Path

URL = "https://forum.mafiascum.example/viewtopic.php?t=900"


def thread(folder: Path, posts: list[tuple[str, str]]) -> Path:
    rows = [
        {"number": n, "author": author, "html": html,
         "created_at": f"2026-03-{1 + n // 20:02d}T{n % 20:02d}:00:00Z"}
        for n, (author, html) in enumerate(posts)
    ]  # fmt: skip
    source = folder / "thread.jsonl"
    source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    return source
