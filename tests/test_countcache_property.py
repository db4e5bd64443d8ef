"""For random clocks and stores, a count the cache serves always equals a fresh count
(``--no-cache``) at the same clock; and a count handed a ``WatchedNow`` prints what it
prints with a plain clock, on every fixture game."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from votecount.app import Workspace
from votecount.watchednow import WatchedNow

from .test_countcache import Folder
from .test_live_deadline import DEMO, game_copy, plurality_with_deadline

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "games"
DEADLINE = datetime(2026, 3, 3, 0, 16, tzinfo=UTC)
ARGS = [(), ("--day", "1"), ("--format", "json"), ("--day", "2", "--format", "text"), ("-q",)]
CHANGES = {
    "none": [],
    "edit": [
        "update posts set html = html || '<p><b>vote ' || author || '</b></p>', "
        "content_hash = content_hash || 'e' where number = :n"
    ],
    "delete": ["update posts set gone = 1 - coalesce(gone, 0) where number = :n"],
    "add": [
        "insert into posts (thread, post_id, number, author, author_name, created_at, html, "
        "url, deleted, hidden, post_type, version, content_hash, gone, first_seen) "
        "select thread, post_id || '-' || (max(number) + 1), max(number) + 1, author, "
        "author_name, :when, '<p><b>unvote</b></p>', url, 0, 0, post_type, 1, "
        "'added-' || (max(number) + 1), 0, first_seen from posts"
    ],
}


@pytest.fixture(scope="module")
def demo_folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("countcache-property")
    src = game_copy(DEMO, root / "src", edit=plurality_with_deadline)
    (root / "work").mkdir()
    (root / "work" / "game.toml").write_text((src / "game.toml").read_text(), encoding="utf-8")
    return root / "work", src / "thread.jsonl"


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    steps=st.lists(
        st.tuples(
            st.integers(min_value=-6 * 3600, max_value=6 * 3600),  # seconds from the deadline
            st.sampled_from(sorted(CHANGES)),
            st.integers(min_value=1, max_value=30),
            st.sampled_from(ARGS),
        ),
        min_size=2,
        max_size=5,
    )
)
def test_a_served_count_equals_a_fresh_one_for_any_clock_and_store(demo_folder, steps):
    work, thread = demo_folder
    with pytest.MonkeyPatch.context() as mp:
        folder = Folder(work / "game.toml", mp)
        if not (work / "votecount.db").exists():
            folder.run("import", str(thread))
        for seconds, change, number, args in steps:
            folder.now = DEADLINE + timedelta(seconds=seconds)
            with folder.db() as conn:
                for sql in CHANGES[change]:
                    conn.execute(sql, {"n": number, "when": folder.now.isoformat()})
            folder.count(*args)  # served or not, it equals a fresh count at this clock
            folder.count(*args)
        SERVED.extend(folder.served)


SERVED: list[bool] = []


def test_the_property_saw_counts_served_and_counted():
    """(Runs after the property test: a property that never served would prove nothing.)"""
    assert any(SERVED) and not all(SERVED)


def _games() -> list[Path]:
    return sorted(p for p in FIXTURES.iterdir() if (p / "thread.jsonl").is_file())


@pytest.mark.parametrize("game", _games(), ids=lambda p: p.name)
def test_a_watched_clock_counts_as_a_plain_one(tmp_path, game):
    (tmp_path / "game.toml").write_text((game / "game.toml").read_text(), encoding="utf-8")
    ws = Workspace(tmp_path / "game.toml")
    ws.import_posts(game / "thread.jsonl", engine=None, thread=None)
    posts = ws.posts(html=False)
    middle = posts[len(posts) // 2].created_at + timedelta(minutes=1)
    try:
        for when in (middle, datetime(2027, 1, 1, tzinfo=UTC)):
            for fmt in ("text", "json"):
                ws.clock = lambda when=when: when
                plain = ws.count(day=None, as_of=None, fmt=fmt, view="host")
                ws.clock = lambda when=when: WatchedNow.of(when)
                assert ws.count(day=None, as_of=None, fmt=fmt, view="host") == plain
    finally:
        ws.close()
