"""Serve a game thread written as JSONL (``Post`` fields) from the local Discourse server,
so golden games run end to end: HTTP → adapter → store → parser → tally → CLI."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from tests.servers.discourse import DiscourseServer, FakePost, Topic, serve_topic


def topic_from_jsonl(path: Path, topic_id: int = 4242, title: str = "Game") -> Topic:
    """A server topic holding the thread's posts, cooked HTML as written in the file."""
    topic = Topic(id=topic_id, title=title, slug=re.sub(r"\W+", "-", title.lower()).strip("-"))
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        created = datetime.fromisoformat(row["created_at"].replace("Z", "+00:00"))
        post = FakePost(
            id=int(row["post_id"])
            if str(row["post_id"]).isdigit()
            else topic.first_id + row["number"],
            number=row["number"],
            username=row["author"],
            name=row.get("author_name", ""),
            raw=row.get("raw") or "",
            created_at=created,
            updated_at=created,
            cooked_override=row["html"],
        )
        if row.get("deleted"):
            post.deleted_at = created
        topic.posts.append(post)
    return topic


@contextmanager
def serve_game(folder: Path, dest: Path) -> Iterator[DiscourseServer]:
    """Serve ``folder/thread.jsonl`` and write ``dest/game.toml``: the folder's game file
    with its thread URL pointing at the local server."""
    topic = topic_from_jsonl(folder / "thread.jsonl")
    with serve_topic(topic) as server:
        url = server.thread_url(topic)
        text = (folder / "game.toml").read_text(encoding="utf-8")
        text = re.sub(r"(?m)^threads\s*=.*$", f'threads = ["{url}"]', text)
        (dest / "game.toml").write_text(text, encoding="utf-8")
        yield server
