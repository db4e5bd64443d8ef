"""Real recorded Discourse responses (``../shared/corpus/engines``, described by its
``index.json``) parse into the right posts. Nothing is copied into the repository; the
whole module is skipped when the corpus is absent.

Expected values below were read from the recorded files themselves.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import pytest

from votecount.parser.model import PostType
from votecount.scraper.base import Known
from votecount.scraper.discourse import MAX_REQUEST_LINE, DiscourseAdapter
from votecount.scraper.http import Http

CORPUS = (Path(__file__).parents[2] / "../shared/corpus/engines").resolve()
pytestmark = pytest.mark.corpus

if not (CORPUS / "index.json").is_file():
    pytest.skip(f"corpus not found at {CORPUS}", allow_module_level=True)

INDEX = [e for e in json.loads((CORPUS / "index.json").read_text()) if "discourse" in e["file"]]


def load(request_url: str) -> Any:
    """The recorded response to ``request_url`` (looked up in index.json)."""
    for entry in INDEX:
        if entry.get("request") == request_url:
            path = CORPUS / entry["file"]
            if not path.is_file():
                pytest.skip(f"{entry['file']} missing from the corpus")
            return json.loads(path.read_text(encoding="utf-8"))
    pytest.skip(f"no recorded response for {request_url}")


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


class RecordedHttp(Http):
    """Serves the topic view from one file and ``posts.json?post_ids[]`` from a pool of
    recorded posts (returning only the ids it has, as Discourse drops unknown ids)."""

    def __init__(self, topic: dict[str, Any], pool: list[dict[str, Any]]) -> None:
        super().__init__(min_interval=0)
        self.topic = topic
        self.pool = {p["id"]: p for p in pool}
        self.calls: list[tuple[str, Any]] = []

    def get_json(self, url: str, params: Any = None, **kw: Any) -> Any:
        self.calls.append((url, params))
        self.requests_made += 1
        if urlsplit(url).path.endswith("/posts.json"):
            ids = [int(v) for k, v in params if k == "post_ids[]"]
            return {"post_stream": {"posts": [self.pool[i] for i in ids if i in self.pool]}}
        return self.topic


def topic_posts(adapter: DiscourseAdapter, payload: dict[str, Any]):
    return [adapter.to_post(p, "recorded") for p in payload["post_stream"]["posts"]]


def test_sourcecred_topic_11():
    payload = load("https://sourcecred-test.discourse.group/t/11.json")
    adapter = DiscourseAdapter(Http(), "https://sourcecred-test.discourse.group/t/11")
    adapter.slug = payload["slug"]
    posts = topic_posts(adapter, payload)
    assert [(p.number, p.author, p.author_name) for p in posts] == [
        (1, "d11", "D"),
        (2, "dl-proto", "dandelion protocol acct"),
        (3, "d11", "D"),
    ]
    assert [p.post_id for p in posts] == ["14", "16", "22"]
    assert posts[0].created_at == datetime(2019, 8, 2, 11, 12, 29, 476000, tzinfo=UTC)
    assert posts[0].version == 2 and posts[0].edited_at == utc("2019-10-24T16:51:12.095Z")
    assert posts[1].edited_at is None and posts[2].edited_at is None
    assert posts[0].thread == "sourcecred-test.discourse.group/t/11"
    assert posts[0].url == "https://sourcecred-test.discourse.group/t/my-first-test-post/11/1"
    assert posts[1].html == "<p>Ah, an excellent post. I will like it and reply.</p>"
    assert all(p.countable for p in posts)


def test_sourcecred_topic_26_full_fetch_over_two_recorded_pages():
    first = load("https://sourcecred-test.discourse.group/t/26.json")
    page2 = load("https://sourcecred-test.discourse.group/t/26.json?page=2")
    http = RecordedHttp(first, page2["post_stream"]["posts"])
    adapter = DiscourseAdapter(
        http, "https://sourcecred-test.discourse.group/t/big-filler-topic-1/26"
    )
    info = adapter.thread_info()
    assert (info.title, info.posts_count) == ("Big Filler Topic 1", 21)
    batches = list(adapter.fetch(Known()))
    posts = [p for b in batches for p in b.posts]
    assert [p.number for p in posts] == list(range(1, 22))
    assert len({p.post_id for p in posts}) == 21
    assert [b.gone for b in batches] == [(), ()]
    (posts_call,) = [c for c in http.calls if c[0].endswith("/posts.json")]
    assert [v for k, v in posts_call[1] if k == "post_ids[]"] == [
        str(first["post_stream"]["stream"][-1])
    ]


def test_api_gem_topic_old_format_with_offsets_and_moderator_post():
    path = CORPUS / "discourse-api-gem/topic.json"
    if not path.is_file():
        pytest.skip("discourse-api-gem/topic.json missing")
    payload = json.loads(path.read_text(encoding="utf-8"))
    adapter = DiscourseAdapter(Http(), "https://try.discourse.org/t/57")
    adapter.slug = payload["slug"]
    posts = topic_posts(adapter, payload)
    assert [(p.number, p.author) for p in posts] == [
        (1, "samsaffron"),
        (2, "samsaffron"),
        (3, "stienman"),
        (14, "splattne"),
    ]
    assert [p.post_type for p in posts] == [
        PostType.REGULAR,
        PostType.MODERATOR_ACTION,
        PostType.REGULAR,
        PostType.REGULAR,
    ]
    assert not posts[1].countable
    assert posts[0].created_at == datetime(2013, 2, 4, 20, 26, 26, 278000, tzinfo=UTC)
    assert posts[0].version == 5 and posts[0].edited_at == datetime(
        2013, 4, 30, 18, 33, 37, 273000, tzinfo=UTC
    )
    assert posts[3].created_at == datetime(2013, 2, 5, 17, 14, 17, 364000, tzinfo=UTC)
    assert [p.post_id for p in posts] == [str(i) for i in payload["post_stream"]["stream"]]


def test_xertrov_topic_view_near_post_452():
    payload = load("https://discuss.criticalfallibilism.com/t/2108/452.json")
    adapter = DiscourseAdapter(Http(), "https://discuss.criticalfallibilism.com/t/2108")
    posts = topic_posts(adapter, payload)
    assert [p.number for p in posts] == list(range(433, 453))
    assert (posts[0].post_id, posts[0].author) == ("19902", "ActiveMind")
    assert posts[0].created_at == datetime(2025, 12, 12, 21, 24, 58, 916000, tzinfo=UTC)
    assert [p.author for p in posts[1:3]] == ["Jarrod", "Elliot"]
    assert posts[0].url == (
        "https://discuss.criticalfallibilism.com/t/"
        "comments-on-the-boyfriends-introduction-to-feminism/2108/433"
    )
    edited = [p for p in posts if p.version > 1]
    assert edited and all(p.edited_at is not None and p.edited_at >= p.created_at for p in edited)
    assert len(payload["post_stream"]["stream"]) == 446 == payload["posts_count"]


def test_xertrov_full_fetch_batches_the_stream_and_maps_recorded_posts():
    topic = load("https://discuss.criticalfallibilism.com/t/2108/452.json")
    pool = []
    for n in (
        "",
        "?post_number=5",
        "?post_number=21",
        "?post_number=41",
        "?post_number=61",
        "?post_number=81",
    ):
        pool += load(f"https://discuss.criticalfallibilism.com/t/2108/posts.json{n}")[
            "post_stream"
        ]["posts"]
    http = RecordedHttp(topic, pool)
    adapter = DiscourseAdapter(http, "https://discuss.criticalfallibilism.com/t/x/2108")
    adapter.thread_info()
    posts = [p for b in adapter.fetch(Known()) for p in b.posts]
    calls = [c for c in http.calls if c[0].endswith("/posts.json")]
    assert len(calls) == 3  # 446 - 20 ids from the topic view, 200 per request
    assert [sum(k == "post_ids[]" for k, _ in params) for _, params in calls] == [200, 200, 26]
    line = max(
        len("GET /t/2108/posts.json?" + urlencode(params) + " HTTP/1.1") for _, params in calls
    )
    assert line <= MAX_REQUEST_LINE
    assert len({p.post_id for p in posts}) == len(posts)
    numbers = sorted(p.number for p in posts)
    assert numbers[:5] == [1, 2, 3, 4, 5] and numbers[-1] == 452
    assert {52, 56, 57, 61}.isdisjoint(numbers)  # in no recording (moved or deleted)


def test_xertrov_topic_2144_ascending_and_descending_pages_agree():
    asc = load("https://discuss.criticalfallibilism.com/t/2144/posts.json")
    desc = load("https://discuss.criticalfallibilism.com/t/2144/posts.json?post_number=21")
    adapter = DiscourseAdapter(Http(), "https://discuss.criticalfallibilism.com/t/2144")
    a, d = topic_posts(adapter, asc), topic_posts(adapter, desc)
    assert [p.number for p in a] == [n for n in range(1, 22) if n != 7]
    assert [p.number for p in d] == [n for n in range(20, 0, -1) if n != 7]
    assert [(p.author, p.author_name) for p in a[:4]] == [
        ("Elliot", ""),
        ("Eternity", "Nihal Noorunnabi"),
        ("anonymous45", "anonymous45"),
        ("Apricus", ""),
    ]
    assert a[0].created_at == datetime(2026, 1, 8, 19, 23, 48, 342000, tzinfo=UTC)
    by_id = {p.post_id: p for p in a}
    assert all(by_id[p.post_id] == p for p in d)  # same post, same value, either direction


def test_every_recorded_post_parses():
    count = 0
    for entry in INDEX:
        path = CORPUS / entry["file"]
        if not path.is_file():
            continue
        payload = json.loads(path.read_text(encoding="utf-8"))
        items = payload.get("latest_posts") or payload["post_stream"]["posts"]
        adapter = DiscourseAdapter(Http(), "https://forum.example/t/1")
        for item in items:
            post = adapter.to_post(item, entry["file"])
            assert post.created_at.tzinfo is UTC and post.url.startswith("https://")
            assert post.author and post.number >= 1
            if "raw" in item:
                assert post.raw == item["raw"]
            count += 1
    assert count > 100
