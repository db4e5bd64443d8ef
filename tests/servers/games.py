"""Serve a game thread written as JSONL (``Post`` fields) from the local Discourse server,
so golden games run end to end: HTTP → adapter → store → parser → tally → CLI."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from tests.servers import phpbb
from tests.servers.discourse import DiscourseServer, FakePost, Topic, serve_topic


def topic_from_jsonl(path: Path, topic_id: int = 4242, title: str = "Game") -> Topic:
    """A server topic holding the thread's posts, cooked HTML as written in the file; a
    row's ``edits`` (``{"raw", "html", "at"}``, oldest first) are its later revisions."""
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
        for edit in row.get("edits", ()):  # later revisions: the server keeps the history
            when = datetime.fromisoformat(edit["at"].replace("Z", "+00:00"))
            post.history.append((post.raw, post.cooked, when))
            post.raw, post.cooked_override = edit.get("raw", ""), edit["html"]
            post.updated_at, post.version = when, post.version + 1
        topic.posts.append(post)
    return topic


@contextmanager
def serve_game(folder: Path, dest: Path) -> Iterator[DiscourseServer]:
    """Serve ``folder/thread.jsonl`` and write ``dest/game.toml``: the folder's game file
    with its thread URL pointing at the local server."""
    topic = topic_from_jsonl(folder / "thread.jsonl")
    with serve_topic(topic) as server:
        url = server.thread_url(topic)
        retarget(folder / "game.toml", dest, url)
        yield server


def retarget(game_file: Path, dest: Path, url: str, engine: str | None = None) -> Path:
    """Write ``dest/game.toml``: ``game_file`` with its thread (and engine) pointing at a
    local server. Returns the written path."""
    line = f'threads = ["{url}"]' + (f'\nengine = "{engine}"' if engine else "")
    text = re.sub(r"(?m)^threads\s*=.*$", line, game_file.read_text(encoding="utf-8"))
    out = dest / "game.toml"
    out.write_text(text, encoding="utf-8")
    return out


def phpbb_topic(
    folder: Path, topic_id: int, title: str, first_id: int, markup=lambda html: html
) -> phpbb.Topic:
    """``folder/thread.jsonl`` as a phpBB topic: MafiaScum numbers posts from #0, so an
    opening post is #0 and the file's post N is #N (ids ``first_id + 7 * N``)."""
    rows = [json.loads(line) for line in (folder / "thread.jsonl").read_text().splitlines()]
    topic = phpbb.Topic(id=topic_id, title=title)
    first = datetime.fromisoformat(rows[0]["created_at"]).astimezone(UTC)
    topic.posts.append(phpbb.FakePost(first_id, "Narrator", "Game thread. Rules below.", first))
    for row in rows:
        when = datetime.fromisoformat(row["created_at"]).astimezone(UTC)
        post_id = first_id + 7 * row["number"]
        topic.posts.append(phpbb.FakePost(post_id, row["author"], markup(row["html"]), when))
    return topic
