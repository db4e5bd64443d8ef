"""Offline import: JSONL dumps (ours and the corpus shape) and folders of saved pages."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, corpus_path
from votecount.scraper.importer import EPOCH, import_jsonl, import_pages

THREAD = "forum.mafiascum.net/viewtopic.php?t=16947"


@pytest.mark.corpus
def test_mafiascum_1145_imports_554_posts_in_utc() -> None:
    batches = list(import_jsonl(corpus_path("mafiascum-1145", "posts.jsonl"), thread=THREAD))
    posts = [p for b in batches for p in b.posts]
    assert len(posts) == 554
    assert {p.thread for p in posts} == {THREAD}
    numbers = [p.number for p in posts]
    assert numbers == sorted(numbers) and 74 not in numbers and numbers[-1] == 554
    first, last = posts[0], posts[-1]
    assert (first.post_id, first.author) == ("n0", "Zodiark13")
    assert first.created_at == datetime(2011, 3, 22, 11, 55, tzinfo=UTC)  # 6:55 am at -05:00
    assert (last.author, last.created_at) == (
        "Papa Zito",
        datetime(2011, 7, 24, 22, 25, tzinfo=UTC),
    )
    assert sum('class="bbvote"' in p.html for p in posts) == 46
    assert len({p.post_id for p in posts}) == 554


@pytest.mark.corpus
def test_corpus_file_with_several_threads_batches_per_thread() -> None:
    batches = list(import_jsonl(corpus_path("mafiascum-1145", "other-threads.jsonl")))
    threads = [b.posts[0].thread for b in batches]
    assert all(len({p.thread for p in b.posts}) == 1 for b in batches)
    assert set(threads) == {"15862", "15883", "15982", "16143", "16769", "16852"}


def test_own_post_fields_round_trip() -> None:
    posts = [
        p
        for b in import_jsonl(FIXTURES / "import" / "own-posts.jsonl", timezone="Europe/Berlin")
        for p in b.posts
    ]
    assert [p.post_id for p in posts] == ["901", "905", "906"]
    assert posts[0].author_name == "The Lamplighter" and posts[0].thread == "example.org/t/7"
    assert posts[1].created_at == datetime(2024, 6, 1, 10, 30, tzinfo=UTC)
    assert posts[1].edited_at == datetime(2024, 6, 1, 10, 45, tzinfo=UTC) and posts[1].version == 2
    assert posts[2].created_at == datetime(2024, 6, 1, 11, 0, tzinfo=UTC)  # naive, Berlin summer
    assert posts[2].deleted and not posts[2].countable


def test_missing_time_and_id_get_stable_defaults(tmp_path: Path) -> None:
    path = tmp_path / "liquid.jsonl"
    path.write_text(json.dumps({"number": 12, "author": "wren", "html": "##vote finch"}) + "\n")
    (post,) = next(import_jsonl(path)).posts
    assert (post.post_id, post.thread, post.created_at) == ("n12", "liquid", EPOCH)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", r"bad\.jsonl:2: not JSON"),
        ('["a list"]', r"bad\.jsonl:2: expected a JSON object"),
        ('{"author": "wren", "html": ""}', r"bad\.jsonl:2: field 'number' is missing"),
        ('{"number": 4, "html": ""}', r"bad\.jsonl:2 \(post 4\): field 'author'"),
        (
            '{"number": 4, "author": "wren", "html": "", "timestamp": "Tuesday"}',
            r"bad\.jsonl:2 \(post 4\): field 'created_at' is not an ISO-8601",
        ),
        (
            '{"number": 4, "author": "wren", "html": "", "post_type": "poll"}',
            r"bad\.jsonl:2 \(post 4\): unknown post_type 'poll'",
        ),
    ],
)
def test_bad_lines_are_named_by_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    good = json.dumps({"number": 1, "author": "wren", "html": "hello"})
    path.write_text(f"{good}\n{line}\n")
    with pytest.raises(ValueError, match=message):
        list(import_jsonl(path))


def test_folder_of_saved_phpbb_pages(tmp_path: Path) -> None:
    batches = list(import_pages(FIXTURES / "phpbb", timezone="Etc/GMT+5"))
    posts = [p for b in batches for p in b.posts]
    assert [len(b.posts) for b in batches] == [4, 3]
    assert [p.number for p in posts] == list(range(7))
    assert posts[0].author == "Quillmaster"
    assert posts[0].created_at == datetime(2024, 5, 6, 17, 7, tzinfo=UTC)
    assert posts[1].html.startswith('<span class="bbvote"')
    assert posts[0].thread == "viewtopic.php?t=4242"  # a saved page does not name its host
    named = list(import_pages(FIXTURES / "phpbb", thread="mafia.example/viewtopic.php?t=4242"))
    assert named[0].posts[0].thread == "mafia.example/viewtopic.php?t=4242"


def test_empty_folder_and_forced_engine_errors(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no .html files"):
        list(import_pages(tmp_path))
    page = tmp_path / "page1.html"
    page.write_text("<html><body><p>hello</p></body></html>")
    with pytest.raises(ValueError, match=r"page1\.html: cannot tell which forum engine"):
        list(import_pages(page))
    with pytest.raises(ValueError, match=r"page1\.html: engine 'nodebb' is not supported"):
        list(import_pages(page, engine="nodebb"))
