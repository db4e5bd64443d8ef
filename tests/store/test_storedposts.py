"""A count reads the store as it needs it (votecount/store/posts.py): the posts it reads
are the posts a list of every post holds, the frame events need only the posts it picks
for them, the change log proves a checkpoint's posts unchanged, and a count after new,
edited, filled-in or gone posts prints what a fresh database prints."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from tests.count.incremental.games import fixture_games
from votecount.count import pipeline
from votecount.count.hostevents import frame_events
from votecount.count.incremental import eventcodec, foldstate
from votecount.gamefile.load import load_game
from votecount.scraper.base import Batch
from votecount.scraper.importer import import_jsonl
from votecount.store.db import Store
from votecount.store.posts import ListedPosts, StoredPosts
from votecount.workspace import Workspace

GAMES = [pytest.param(g, id=g[0]) for g in fixture_games()]


def _stored(tmp_path: Path, game_file: Path, posts_file: Path):
    game = load_game(game_file)
    store = Store(tmp_path / "votecount.db")
    posts = []
    for batch in import_jsonl(posts_file, thread="t", timezone=game.timezone):
        store.save_batch("t", batch)
        posts.extend(batch.posts)
    return game, store, posts


def _ids(posts) -> list[tuple[str, str]]:
    return [(p.thread, p.post_id) for p in posts]


@pytest.mark.parametrize("spec", GAMES)
def test_the_store_reads_what_a_list_of_every_post_holds(spec, tmp_path):
    _, game_file, posts_file = spec
    game, store, posts = _stored(tmp_path, game_file, posts_file)
    if store.skewed("t"):  # posts stamped out of number order are read into a list
        assert StoredPosts.open(store, ["t"]) is None
        return
    listed = ListedPosts(pipeline.in_thread_order(posts))
    n = len(listed)
    assert len(StoredPosts(store, "t")) == n
    assert _ids(StoredPosts(store, "t")) == _ids(listed)
    for a, b in ((0, 3), (n // 2, n // 2 + 5), (n - 4, n), (n - 1, n), (1, n - 1)):
        assert _ids(StoredPosts(store, "t")[a:b]) == _ids(listed[a:b])  # no position known
    stored = StoredPosts(store, "t")
    for a, b in ((n // 3, n // 3 + 4), (n // 3 + 6, n // 3 + 9), (n - 2, n)):
        assert _ids(stored[a:b]) == _ids(listed[a:b])  # read on from a known position
    assert stored[n - 1].post_id == listed[n - 1].post_id
    ctx = pipeline.context(game)
    assert _ids(stored.frame_posts(ctx)) == _ids(listed.frame_posts(ctx))
    for k in (1, n // 2, n - 1, n):  # after a checkpoint's mark holds: found by number
        mark = stored.mark(k, pipeline.post_key)
        again = StoredPosts(store, "t")
        assert again.holds(k, mark, pipeline.post_key)
        assert len(again) == n  # counted after the checkpoint's last post
        assert _ids(again.frame_posts(ctx)) == _ids(listed.frame_posts(ctx))
        assert _ids(again[k:n]) == _ids(listed[k:n])
    times = [listed[i].created_at for i in (0, n // 4, n // 2, n - 1)]
    for as_of in [None, listed[n // 2].number, listed[n - 1].number, -5, *times]:
        for now in (None, times[2], times[2] + timedelta(seconds=1)):
            assert stored.needed(as_of, now) == listed.needed(as_of, now), (as_of, now)


@pytest.mark.parametrize("spec", GAMES)
def test_the_frame_events_need_only_the_posts_picked_for_them(spec):
    """Host events, phases from the hosts' posts, the schedule and sub-phases come out
    the same from every post as from the frame posts alone (host posts, the posts the
    game file names, the last post)."""
    _, game_file, posts_file = spec
    game = load_game(game_file)
    posts = [p for b in import_jsonl(posts_file, thread="t", timezone=game.timezone)
             for p in b.posts]  # fmt: skip
    ordered = pipeline.in_thread_order(posts)
    ctx = pipeline.context(game)
    picked = ListedPosts(ordered).frame_posts(ctx)
    assert len(picked) <= len(ordered)
    first = ordered[0].created_at
    for until in (None, ordered[len(ordered) // 2].created_at):
        every = frame_events(ctx, ordered, until, first)
        assert eventcodec.dumps(tuple(frame_events(ctx, picked, until, first))) == eventcodec.dumps(
            tuple(every)
        )


# --- the change log -------------------------------------------------------------------


@pytest.fixture
def golden(tmp_path):
    folder = FIXTURES / "games" / "mafia-golden"
    return _stored(tmp_path, folder / "game.toml", folder / "thread.jsonl")


def _log(store: Store) -> list[int]:
    return [r[0] for r in store.conn.execute("select number from post_changes order by seq")]


def test_appending_and_saving_again_log_nothing(golden):
    _, store, posts = golden
    assert _log(store) == []
    mark = store.change_mark()
    store.save_batch("t", Batch(tuple(posts[-10:])))  # the recheck of a sync: unchanged
    assert _log(store) == [] and store.change_mark() == mark
    assert not store.skewed("t")


def test_an_edit_a_deletion_and_a_filled_in_post_are_logged(golden):
    _, store, posts = golden
    mark = store.change_mark()
    old = posts[20]
    store.save_batch("t", Batch((replace(old, html=old.html + "<p>edit</p>"),)))
    assert _log(store) == [old.number]
    assert store.changed_since(mark, old.number)
    assert not store.changed_since(mark, old.number - 1)
    store.save_batch("t", Batch((), gone=(posts[30].post_id,)))
    assert _log(store)[-1] == posts[30].number
    filled = replace(posts[5], post_id="filled-in", number=posts[5].number)
    store.save_batch("t", Batch((filled,)))
    assert _log(store)[-1] == posts[5].number
    store.save_batch("t", Batch((replace(posts[40], author_name="Someone Else"),)))
    assert _log(store)[-1] == posts[40].number


def test_a_post_stamped_before_the_one_numbered_before_it_marks_the_thread(golden):
    _, store, posts = golden
    moved = replace(posts[50], created_at=posts[10].created_at)
    store.save_batch("t", Batch((moved,)))
    assert store.skewed("t")
    assert StoredPosts.open(store, ["t"]) is None  # read into a list: the thread order


def test_forgotten_log_rows_prove_nothing(golden):
    _, store, posts = golden
    mark = store.change_mark()
    old = posts[20]
    store.save_batch("t", Batch((replace(old, html=old.html + "<p>edit</p>"),)))
    store.forget_changes(store.change_mark())
    assert _log(store) == []
    assert store.changed_since(mark, 1)  # older than the floor: no proof either way
    assert not store.changed_since(store.change_mark(), 10**6)


# --- whole counts from the store --------------------------------------------------------


def _workspace(folder: Path) -> Workspace:
    source = FIXTURES / "games" / "mafia-golden"
    folder.mkdir()
    (folder / "game.toml").write_text((source / "game.toml").read_text())
    return Workspace(folder / "game.toml")


def _count(ws: Workspace, **kw) -> dict:
    return json.loads(ws.count(day=None, as_of=kw.get("as_of"), fmt="json", view="host"))


def test_counts_from_the_store_resume_and_equal_a_fresh_database(tmp_path, monkeypatch):
    monkeypatch.setattr(foldstate, "EVERY", 10)
    source = FIXTURES / "games" / "mafia-golden"
    rows = (source / "thread.jsonl").read_text().splitlines()
    steps = _workspace(tmp_path / "steps")
    resumed = watch_resumes(monkeypatch)
    for i, part in enumerate((rows[:40], rows[40:75], rows[75:])):
        (tmp_path / f"part{i}.jsonl").write_text("\n".join(part) + "\n")
        steps.import_posts(tmp_path / f"part{i}.jsonl", engine=None, thread=None)
        assert isinstance(steps._stored_posts(), StoredPosts)
        _count(steps)
    assert resumed[1] > 0 and resumed[2] > 0  # each count after new posts resumed
    # an older post edited (seen again by a sync): resumed from a checkpoint before it
    at = len(rows) - 5  # after the newest kept checkpoints but one
    edited = json.loads(rows[at])
    edited["html"] = edited["html"] + "<p><b>unvote</b></p>"
    (tmp_path / "edit.jsonl").write_text(json.dumps(edited) + "\n")
    steps.import_posts(tmp_path / "edit.jsonl", engine=None, thread=None)
    steps_count = _count(steps)
    assert 0 < resumed[-1] <= at  # a checkpoint before the edited post
    # the same database counted from the start (its revisions too): the same counts
    again = _workspace(tmp_path / "again")
    with sqlite3.connect(again.db_path) as copy:
        steps.store().conn.backup(copy)
    again.store().conn.execute("delete from fold_checkpoints")
    again.store().conn.commit()
    assert steps_count == _count(again)
    for as_of in ("30", "60", "77"):
        assert _count(steps, as_of=as_of) == _count(again, as_of=as_of)


def test_a_post_gone_after_it_was_counted_no_longer_counts(tmp_path):
    """The parse cache's key holds the post's flags: a vote whose post the forum deleted
    after a count stops counting (it kept counting while its events were cached)."""
    ws = _workspace(tmp_path / "game")
    ws.import_posts(FIXTURES / "games" / "mafia-golden" / "thread.jsonl", engine=None, thread=None)
    before = _count(ws)
    posts = ws.posts()
    vote = next(p for p in posts if p.number > 3 and "vote" in p.html.lower()
                and p.author.casefold() not in {"host"})  # fmt: skip
    ws.store().save_batch(posts[0].thread, Batch((), gone=(vote.post_id,)))
    after = _count(Workspace(ws.game_path))
    fresh = Workspace(ws.game_path)
    fresh.store().conn.execute("delete from parsed")
    fresh.store().conn.execute("delete from fold_checkpoints")
    fresh.store().conn.commit()
    assert after == _count(fresh) != before


def test_syncs_of_a_growing_edited_thread_count_as_a_fresh_sync(tmp_path, monkeypatch):
    """The live phase end to end on the local Discourse server: posts arrive between
    syncs, an old vote is edited and another post deleted by staff; each count after a
    sync resumes from votecount.db's checkpoints (reading only the posts after them) and
    prints what a folder synced once from the final thread prints, live (--now inside
    the day) and as of a post."""
    from click.testing import CliRunner

    from tests.servers.discourse import serve_topic
    from tests.servers.games import retarget, topic_from_jsonl
    from votecount.cli import main

    monkeypatch.setattr(foldstate, "EVERY", 10)
    source = FIXTURES / "games" / "mafia-golden"
    whole = topic_from_jsonl(source / "thread.jsonl")
    topic = topic_from_jsonl(source / "thread.jsonl")
    later = topic.posts[40:]
    del topic.posts[40:]

    def cli(folder: Path, *args: str) -> str:
        result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
        assert result.exit_code == 0, result.output
        return result.output

    live, fresh = tmp_path / "live", tmp_path / "fresh"
    with serve_topic(topic) as server:
        for folder in (live, fresh):
            folder.mkdir()
            retarget(source / "game.toml", folder, server.thread_url(topic))
        cli(live, "sync")
        cli(live, "count")
        topic.posts.extend(later[:30])  # new posts
        cli(live, "sync")
        cli(live, "count")
        topic.posts.extend(later[30:])
        voter = next(p for p in topic.posts[50:65] if "vote" in (p.cooked_override or "").lower())
        topic.edit_cooked(voter.number, "<p><b>unvote</b></p><p>changed my mind</p>")
        topic.delete(topic.posts[60].number)  # staff delete: it leaves the stream
        cli(live, "sync")
        counts = ["count", "--format", "json", "--view", "host"]
        mine = cli(live, *counts)
        assert StoredPosts.open(Workspace(live / "game.toml").store(), [_thread(live)])
        cli(fresh, "sync")
        assert mine == cli(fresh, *counts)
        for extra in (["--now", "2026-02-02T12:00"], ["--as-of", "62"]):
            assert cli(live, *counts, *extra) == cli(fresh, *counts, *extra)
    assert whole.posts[-1].number == topic.posts[-1].number


def _thread(folder: Path) -> str:
    ws = Workspace(folder / "game.toml")
    return ws.store().threads()[0].thread


def test_a_sync_committing_while_a_count_reads_is_seen_by_the_next_count(tmp_path, monkeypatch):
    """A count reads the posts in one snapshot (``Store.reading``): a sync that commits
    new posts and an edit while the count is between two of its reads changes nothing of
    that count; the next count sees all of it."""
    monkeypatch.setattr(foldstate, "EVERY", 10)
    source = FIXTURES / "games" / "mafia-golden"
    rows = (source / "thread.jsonl").read_text().splitlines()
    ws = _workspace(tmp_path / "game")
    (tmp_path / "first.jsonl").write_text("\n".join(rows[:60]) + "\n")
    ws.import_posts(tmp_path / "first.jsonl", engine=None, thread=None)
    _count(ws)
    before = _count(Workspace(ws.game_path))
    thread = ws.store().threads()[0].thread
    later = [p for b in import_jsonl(source / "thread.jsonl", thread=thread,
                                     timezone=ws.game.timezone) for p in b.posts]  # fmt: skip
    old = ws.store().post(thread, later[55].post_id)
    edited = replace(old, html=old.html + "<p><b>unvote</b></p>")
    real = StoredPosts.frame_posts
    synced = []

    def meanwhile(self, ctx):
        if not synced:  # another process's sync commits between two reads of the count
            other = Store(ws.db_path)
            other.save_batch(thread, Batch((*later[60:], edited)))
            other.close()
            synced.append(True)
        return real(self, ctx)

    monkeypatch.setattr(StoredPosts, "frame_posts", meanwhile)
    assert _count(Workspace(ws.game_path)) == before  # the snapshot of its start
    monkeypatch.setattr(StoredPosts, "frame_posts", real)
    after = _count(Workspace(ws.game_path))
    again = _workspace(tmp_path / "again")
    with sqlite3.connect(again.db_path) as copy:
        ws.store().conn.backup(copy)
    again.store().conn.execute("delete from fold_checkpoints")
    again.store().conn.execute("delete from parsed")
    again.store().conn.commit()
    assert after == _count(again) != before


def watch_resumes(monkeypatch) -> list[int]:
    """Each count's checkpoint resume point (the post it resumed at; 0: read whole), in order."""
    resumed: list[int] = []
    real = Workspace._checkpoints

    def watched(self, *args, **kwargs):
        found = real(self, *args, **kwargs)
        resumed.append(0)

        def save(save=found.save):
            resumed[-1] = found.resumed
            return save()

        found.save = save
        return found

    monkeypatch.setattr(Workspace, "_checkpoints", watched)
    return resumed
