"""``count --as-of`` a time resumes from the store's checkpoints where they hold (issue 25,
live21).

A count as of a time (or at a ``--now`` not the machine's) reads the posts as they stood
then: it read the whole thread into a list, without the checkpoints, whenever a post was
made after that time (always, mid-game). When no post made by then changed after it (no
later edit, nothing gone since), the posts it reads are the store's first ones as they
are, so the fold resumes from a checkpoint among them (``StoredPosts.made_by``); a later
edit still reads the list, as before. Counted on the golden game (invented).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tests.conftest import FIXTURES
from tests.store.test_storedposts import _workspace, watch_resumes
from votecount.count.incremental import foldstate
from votecount.scraper.base import Batch
from votecount.workspace import Workspace

TIMES = ("2026-02-03T04:00", "2026-02-03T05:30", "2026-02-03T06:10")  # after post 100


def _count(ws: Workspace, as_of: str | None = None) -> dict:
    return json.loads(ws.count(day=None, as_of=as_of, fmt="json", view="host"))


def _fresh(ws: Workspace, folder: Path) -> Workspace:
    again = _workspace(folder)
    with sqlite3.connect(again.db_path) as copy:
        ws.store().conn.backup(copy)
    again.store().conn.execute("delete from fold_checkpoints")
    again.store().conn.commit()
    return again


def test_as_of_a_time_resumes_from_a_checkpoint(tmp_path, monkeypatch):
    monkeypatch.setattr(foldstate, "EVERY", 10)
    ws = _workspace(tmp_path / "game")
    ws.import_posts(FIXTURES / "games" / "mafia-golden" / "thread.jsonl", engine=None, thread=None)
    _count(ws)  # writes the checkpoints
    resumed = watch_resumes(monkeypatch)
    kept = [_count(ws, when) for when in TIMES]
    assert all(r > 0 for r in resumed), resumed  # each resumed (0 before: read as a list)
    _count(ws)
    again = _fresh(ws, tmp_path / "again")
    assert kept == [_count(again, when) for when in TIMES]


def test_an_edit_after_the_time_still_reads_the_posts_as_they_stood(tmp_path, monkeypatch):
    monkeypatch.setattr(foldstate, "EVERY", 10)
    ws = _workspace(tmp_path / "game")
    ws.import_posts(FIXTURES / "games" / "mafia-golden" / "thread.jsonl", engine=None, thread=None)
    _count(ws)
    posts = ws.posts()
    early = next(p for p in posts if p.number > 3 and "vote" in p.html.lower())
    later = max(p.created_at for p in posts)
    ws.store().save_batch(early.thread, Batch((early.__class__(**{
        **{f: getattr(early, f) for f in early.__dataclass_fields__},
        "html": early.html + "<p><b>unvote</b></p>", "edited_at": later,
    }),)))  # fmt: skip
    when = (early.created_at.replace(minute=0) + (later - early.created_at) / 2).strftime(
        "%Y-%m-%dT%H:%M"
    )
    resumed = watch_resumes(monkeypatch)
    kept = _count(ws, when)
    assert resumed in ([], [0]), resumed  # read as a list: the edit had not happened then
    assert kept == _count(_fresh(ws, tmp_path / "again"), when)
