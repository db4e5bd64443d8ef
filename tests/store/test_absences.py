"""``absences``: each window the thread did not list a post, from the sync that found it
gone to the sync that listed it again (live17), and the migration that gives the posts
gone in an older workspace their open window (nothing stored is lost)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import sqlite_utils

from tests.store.posts import T, post
from votecount.scraper.base import Batch
from votecount.store.db import MIGRATIONS, Store
from votecount.store.rows import old_row

T0 = datetime(2024, 5, 1, tzinfo=UTC)


def hour(h: float) -> datetime:
    return T0 + timedelta(hours=h)


def clock_at(hours: list[float]):
    return lambda: hour(hours[0])


def test_gone_then_listed_again_then_gone_again_keeps_each_window(tmp_path):
    hours = [1.0]
    store = Store(tmp_path / "v.db", clock=clock_at(hours))
    first, second = post(1), post(2)
    store.save_batch(T, Batch((first, second)))
    hours[0] = 2
    assert store.save_batch(T, Batch((second,), gone=("1001",))).gone == 1
    hours[0] = 3
    store.save_batch(T, Batch((first, second)))
    hours[0] = 4
    store.save_batch(T, Batch((second,), gone=("1001",)))
    assert store.absences(T) == {"1001": [(hour(2), hour(3), False), (hour(4), None, False)]}
    store.save_batch(T, Batch((second,), gone=("1001",)))  # gone already: nothing new
    assert len(store.absences(T)["1001"]) == 2


def test_a_schema_9_workspace_gets_the_open_window_of_its_gone_posts(tmp_path):
    path = tmp_path / "v9.db"
    db = sqlite_utils.Database(path)
    db.table("meta").create({"key": str, "value": str}, pk="key")
    for migration in MIGRATIONS[:9]:
        migration(db)
    db.table("meta").insert({"key": "schema_version", "value": "9"})
    found_gone = (T0 + timedelta(hours=5)).isoformat()
    for p, gone, seen in ((post(1), 1, found_gone), (post(2), 0, None)):
        row = old_row(p) | {"gone": gone, "first_seen": T0.isoformat(), "last_seen": seen}
        db.table("posts").insert(row)
    db.close()
    store = Store(path, clock=lambda: T0 + timedelta(hours=9))
    assert store.schema_version == len(MIGRATIONS)
    assert store.absences(T) == {"1001": [(T0 + timedelta(hours=5), None, False)]}
    assert [p.gone for p in store.posts(T)] == [True, False]  # nothing else changed
    store.save_batch(T, Batch((post(1), post(2))))  # a moderator restored it
    assert store.absences(T) == {
        "1001": [(T0 + timedelta(hours=5), T0 + timedelta(hours=9), False)]
    }
