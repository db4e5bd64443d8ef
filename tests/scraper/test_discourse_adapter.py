"""The Discourse adapter end to end against a real local HTTP server
(``tests/servers/discourse.py``): full and incremental loads, mega topics, edits,
deletions, rate limits and retries, malformed payloads."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.servers.discourse import DiscourseServer, Topic, serve_topic
from votecount.parser.model import PostType
from votecount.scraper.base import Known, detect_engine, make_adapter
from votecount.scraper.discourse import DiscourseAdapter, looks_like_discourse
from votecount.scraper.errors import FetchError, ParseError
from votecount.scraper.http import Http
from votecount.store.db import Store
from votecount.sync.fetch import sync

pytest_plugins = ["tests.servers.discourse"]  # the discourse_server fixture


def adapter_for(
    server: DiscourseServer, sleeps: list[float] | None = None, **kw
) -> DiscourseAdapter:
    """An adapter with no pacing and a recording sleep (nothing ever really waits)."""
    record = sleeps if sleeps is not None else []
    http = Http(min_interval=0, sleep=record.append)
    return DiscourseAdapter(http, server.thread_url(), **kw)


def fetch_all(adapter: DiscourseAdapter, known: Known | None = None):
    adapter.thread_info()
    return list(adapter.fetch(known or Known()))


# -- URLs and registry ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "url, thread, base",
    [
        ("https://fol.example/t/mafia-42/4242", "fol.example/t/4242", "https://fol.example"),
        ("https://FOL.example/t/4242", "fol.example/t/4242", "https://FOL.example"),
        ("https://fol.example/t/mafia-42/4242/317", "fol.example/t/4242", "https://fol.example"),
        ("https://fol.example/t/mafia-42/4242.json", "fol.example/t/4242", "https://fol.example"),
        ("http://127.0.0.1:8080/t/x/7/", "127.0.0.1:8080/t/7", "http://127.0.0.1:8080"),
        (
            "https://site.example/forum/t/x/9",
            "site.example/forum/t/9",
            "https://site.example/forum",
        ),
    ],
)
def test_topic_urls_give_a_stable_thread_key(url, thread, base):
    adapter = DiscourseAdapter(Http(), url)
    assert (adapter.thread, adapter.base) == (thread, base)
    assert looks_like_discourse(url)


@pytest.mark.parametrize(
    "url",
    ["https://forum.example/viewtopic.php?t=3", "https://forum.example/threads/x.12/", "/t/1"],
)
def test_other_urls_are_refused(url):
    with pytest.raises(ValueError, match="not a Discourse topic URL"):
        DiscourseAdapter(Http(), url)


def test_registry_detects_and_builds_discourse():
    assert detect_engine("https://forum.imperium42.com/t/botf-12/1234") == "discourse"
    adapter = make_adapter("discourse", Http(), "https://fol.example/t/x/5")
    assert isinstance(adapter, DiscourseAdapter) and adapter.engine == "discourse"


# -- full and incremental loads ------------------------------------------------------------
def test_thread_info(discourse_server):
    info = adapter_for(discourse_server).thread_info()
    host = discourse_server.url.removeprefix("http://")
    assert info.thread == f"{host}/t/4242"
    assert info.url == f"{discourse_server.url}/t/mafia-42-day-1/4242"
    assert (info.title, info.posts_count, info.highest_number) == ("Mafia 42: Day 1", 45, 45)


def test_full_load_maps_every_post_once(discourse_server):
    adapter = adapter_for(discourse_server)
    posts = [p for batch in fetch_all(adapter) for p in batch.posts]
    assert [p.number for p in posts] == list(range(1, 46))
    first = posts[0]
    model = discourse_server.topic.by_number(1)
    assert first.post_id == str(model.id) and first.author == "alice"
    assert first.author_name == "Alice"
    assert first.created_at == model.created_at and first.created_at.tzinfo is UTC
    assert first.html == "<p>Post 1 by alice.</p>\n<p><strong>vote bob</strong></p>"
    assert first.raw == "Post 1 by alice.\n\n**vote bob**"
    assert first.url == f"{discourse_server.url}/t/mafia-42-day-1/4242/1"
    assert (first.deleted, first.hidden, first.post_type, first.version) == (
        False,
        False,
        PostType.REGULAR,
        1,
    )
    assert first.edited_at is None
    # the first chunk comes with /t/{id}.json; the other 25 ids in one posts.json call
    assert discourse_server.counts == {"topic": 1, "posts": 1}


def test_ids_go_in_the_query_string_in_batches(discourse_server):
    discourse_server.topic.add_posts(100)
    adapter = adapter_for(discourse_server, batch_size=30)
    fetch_all(adapter)
    calls = [path for method, path in discourse_server.log if "/posts.json" in path]
    sizes = [path.count("post_ids%5B%5D=") for path in calls]
    assert sizes == [30, 30, 30, 30, 5]  # 145 posts - 20 from the topic view
    assert discourse_server.counts["rejected"] == 0


def test_incremental_after_30_new_posts_takes_at_most_3_requests(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    discourse_server.topic.add_posts(30)
    discourse_server.reset_counts()
    report = sync(store, adapter, progress=False)
    assert report.new == 30 and report.edited == 0
    assert discourse_server.total_requests <= 3
    assert report.requests == discourse_server.total_requests
    assert store.count_posts(adapter.thread) == 75


def test_resync_without_changes_yields_nothing(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    adapter.thread_info()
    assert list(adapter.fetch(store.known(adapter.thread, recheck_last=20))) == []


def test_fetch_without_thread_info_loads_the_topic_itself(discourse_server):
    adapter = adapter_for(discourse_server)
    assert sum(len(b.posts) for b in adapter.fetch(Known())) == 45


# -- mega topics ---------------------------------------------------------------------------
def test_mega_topic_of_12000_posts_stores_each_post_once():
    topic = Topic.generate(12_000)
    with serve_topic(topic) as server:
        store = Store(":memory:")
        adapter = adapter_for(server)
        report = sync(store, adapter, progress=False)
        assert report.new == 12_000
        numbers = [p.number for p in store.posts(adapter.thread)]
        assert numbers == list(range(1, 12_001))
        assert server.counts["post_ids"] == 1 and server.counts["posts"] == 60  # 200 a request
        assert "stream" not in server.log[0][1]

        topic.add_posts(30)
        server.reset_counts()
        again = sync(store, adapter, progress=False)
        assert (again.new, again.requests) == (30, 3)
        assert server.counts == {"topic": 1, "post_ids": 1, "posts": 1}
        assert store.count_posts(adapter.thread) == 12_030


def test_mega_mode_with_small_threshold_and_recheck():
    with serve_topic(posts=75, mega_threshold=50) as server:
        store = Store(":memory:")
        adapter = adapter_for(server)
        sync(store, adapter, progress=False)
        server.topic.edit(70, "A ninja edit: **vote carol**", bump_version=False)
        server.topic.delete(74)
        report = sync(store, adapter, progress=False, recheck_last=10)
        assert (report.new, report.edited, report.gone) == (0, 1, 1)
        assert store.post(adapter.thread, 74).deleted


def test_mega_topic_without_post_ids_route_is_walked():
    with serve_topic(posts=75, mega_threshold=50, has_post_ids_route=False) as server:
        store = Store(":memory:")
        adapter = adapter_for(server)
        report = sync(store, adapter, progress=False)
        assert report.new == 75
        assert [p.number for p in store.posts()] == list(range(1, 76))
        assert server.counts["posts"] == 4  # 21-40, 41-60, 61-75, then an empty page


# -- edits, deletions, hidden posts --------------------------------------------------------
def test_edits_are_found_with_and_without_version_bump(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    discourse_server.topic.edit(44, "Changed my mind. **vote dave**")
    discourse_server.topic.edit(45, "Ninja. **vote erin**", bump_version=False)
    report = sync(store, adapter, progress=False, recheck_last=5)
    assert report.edited == 2
    thread = adapter.thread
    bumped, ninja = store.post(thread, 44), store.post(thread, 45)
    assert bumped.version == 2 and bumped.edited_at is not None
    assert ninja.version == 1 and ninja.edited_at is not None  # hash changed
    assert "vote erin" in ninja.html
    revs = store.revisions(thread, ninja.post_id)
    assert [("vote" in r.html, r.version) for r in revs] == [(True, 1), (True, 1)]
    assert "vote frank" in revs[0].html and "vote erin" in revs[1].html


def test_edits_outside_the_recheck_window_are_not_fetched(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    discourse_server.topic.edit(30, "Old post edited much later.")
    assert sync(store, adapter, progress=False, recheck_last=5).edited == 0
    assert sync(store, adapter, progress=False, recheck_last=20).edited == 1


def test_deleted_posts_are_flagged_not_removed(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    discourse_server.topic.delete(10)  # staff delete: leaves the stream
    discourse_server.topic.delete(44, by_user=True)  # self-delete: text replaced
    report = sync(store, adapter, progress=False)
    assert report.gone == 1 and report.edited == 1
    gone, self_deleted = store.post(adapter.thread, 10), store.post(adapter.thread, 44)
    assert gone.deleted and not gone.countable and "vote" in gone.html
    assert self_deleted.deleted and "(post deleted by author)" in self_deleted.html
    assert len(store.revisions(adapter.thread, self_deleted.post_id)) == 2
    assert store.count_posts(adapter.thread) == 45
    assert sync(store, adapter, progress=False).gone == 0  # reported once


def test_restored_post_comes_back(discourse_server):
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    sync(store, adapter, progress=False)
    discourse_server.topic.delete(30)
    sync(store, adapter, progress=False)
    discourse_server.topic.restore(30)
    sync(store, adapter, progress=False)
    assert not store.post(adapter.thread, 30).deleted


def test_hidden_posts_are_flagged(discourse_server):
    discourse_server.topic.hide(3)
    posts = [p for b in fetch_all(adapter_for(discourse_server)) for p in b.posts]
    hidden = posts[2]
    assert hidden.hidden and not hidden.countable and hidden.raw is None


def test_post_types_map_to_post_type():
    adapter = DiscourseAdapter(Http(), "https://f.example/t/x/1")
    base = {
        "id": 5,
        "post_number": 2,
        "username": "mod",
        "created_at": "2024-01-01T00:00:00.000Z",
        "cooked": "<p>closed</p>",
    }
    kinds = [adapter.to_post(base | {"post_type": t}, "u").post_type for t in (1, 2, 3, 4, 99)]
    assert kinds == [
        PostType.REGULAR,
        PostType.MODERATOR_ACTION,
        PostType.SMALL_ACTION,
        PostType.WHISPER,
        PostType.SMALL_ACTION,
    ]


def test_times_with_offsets_become_utc_and_url_is_built_without_post_url():
    adapter = DiscourseAdapter(Http(), "https://f.example/t/game/57")
    post = adapter.to_post(
        {
            "id": 83,
            "post_number": 1,
            "username": "sam",
            "name": None,
            "created_at": "2013-02-04T15:26:26.278-05:00",
            "updated_at": "2013-04-30T14:33:37.273-04:00",
            "version": 5,
            "cooked": "<p>hi</p>",
            "topic_slug": "game",
        },
        "u",
    )
    assert post.created_at == datetime(2013, 2, 4, 20, 26, 26, 278000, tzinfo=UTC)
    assert post.edited_at == datetime(2013, 4, 30, 18, 33, 37, 273000, tzinfo=UTC)
    assert post.url == "https://f.example/t/game/57/1" and post.author_name == ""


# -- errors and politeness ------------------------------------------------------------------
@pytest.mark.parametrize("missing", ["id", "post_number", "username", "cooked", "created_at"])
def test_malformed_post_names_url_and_field(missing):
    adapter = DiscourseAdapter(Http(), "https://f.example/t/x/1")
    item = {
        "id": 5,
        "post_number": 2,
        "username": "a",
        "created_at": "2024-01-01T00:00:00Z",
        "cooked": "",
    }
    del item[missing]
    with pytest.raises(ParseError) as info:
        adapter.to_post(item, "https://f.example/t/1/posts.json")
    assert "https://f.example/t/1/posts.json" in str(info.value) and missing in str(info.value)


class CannedHttp(Http):
    def __init__(self, payload):
        super().__init__(min_interval=0)
        self.payload = payload

    def get_json(self, url, params=None, **kw):
        return self.payload


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"title": "no stream"}, "post_stream"),
        ({"post_stream": {"posts": "x"}}, "posts"),
        ([1, 2], "topic JSON is not an object"),
    ],
)
def test_malformed_topic_payload_is_a_parse_error(payload, field):
    adapter = DiscourseAdapter(CannedHttp(payload), "https://f.example/t/x/1")
    with pytest.raises(ParseError, match=field) as info:
        list(adapter.fetch(Known()))
    assert "https://f.example/t/1.json" in str(info.value)


def test_rate_limit_with_retry_after_header_is_waited_out(discourse_server):
    sleeps: list[float] = []
    discourse_server.rate_limit(times=2, retry_after=5, style="header", endpoint="posts")
    store = Store(":memory:")
    report = sync(store, adapter_for(discourse_server, sleeps), progress=False)
    assert report.new == 45
    assert sleeps == [5.0, 5.0]
    assert report.requests == 4


def test_rate_limit_with_json_wait_seconds_is_waited_out(discourse_server):
    sleeps: list[float] = []
    discourse_server.rate_limit(times=1, retry_after=11, style="json")
    report = sync(Store(":memory:"), adapter_for(discourse_server, sleeps), progress=False)
    assert report.new == 45 and sleeps == [11.0]


def test_server_error_then_success(discourse_server):
    sleeps: list[float] = []
    discourse_server.fail(500, times=2, endpoint="posts")
    report = sync(Store(":memory:"), adapter_for(discourse_server, sleeps), progress=False)
    assert report.new == 45 and sleeps == [1.0, 2.0]


def test_persistent_failure_raises_and_keeps_what_was_stored(discourse_server):
    discourse_server.fail(500, times=99, endpoint="posts")
    store = Store(":memory:")
    adapter = adapter_for(discourse_server)
    with pytest.raises(FetchError) as info:
        sync(store, adapter, progress=False)
    assert info.value.status == 500 and "/t/4242/posts.json" in info.value.url
    assert store.count_posts(adapter.thread) == 20  # the first chunk was committed


# -- the test server itself ----------------------------------------------------------------
def test_server_pages_and_refusals(discourse_server):
    import requests

    url = discourse_server.url
    assert requests.get(f"{url}/t/4242.json", params={"page": 3}).status_code == 200
    assert requests.get(f"{url}/t/4242.json", params={"page": 4}).status_code == 404
    assert requests.get(f"{url}/t/4242.json", data=b"post_ids[]=1").status_code == 413
    assert requests.get(f"{url}/t/9999.json").status_code == 404
    before = requests.get(f"{url}/t/4242/posts.json", params={"post_number": 5}).json()
    assert [p["post_number"] for p in before["post_stream"]["posts"]] == [4, 3, 2, 1]


def test_server_posting_endpoints(discourse_server):
    import requests

    url, topic = discourse_server.url, discourse_server.topic
    auth = {"Api-Key": "test-api-key", "Api-Username": "host"}
    body = {"topic_id": 4242, "raw": "Vote count 1: bob 2, alice 1. Not voting: carol"}
    assert requests.post(f"{url}/posts.json", data=body).status_code == 403
    short = requests.post(f"{url}/posts.json", data={"topic_id": 4242, "raw": "hi"}, headers=auth)
    assert short.status_code == 422 and "too short" in short.json()["errors"][0]
    first = requests.post(f"{url}/posts.json", data=body, headers=auth).json()
    again = requests.post(f"{url}/posts.json", data=body, headers=auth).json()
    assert first["id"] == again["id"] and first["username"] == "host"
    assert topic.highest_number == 46
    discourse_server.rate_limit(1, retry_after=4, style="json", endpoint="create_post")
    limited = requests.post(f"{url}/posts.json", data=body, headers=auth)
    assert limited.status_code == 429 and limited.json()["extras"]["wait_seconds"] == 4
    edited = requests.put(
        f"{url}/posts/{first['id']}.json",
        data={"post[raw]": "Vote count 1 (updated): bob 3"},
        headers=auth,
    )
    assert edited.status_code == 200 and edited.json()["post"]["version"] == 2
    assert discourse_server.counts["create_post"] == 5


# -- hand-written quirks fixture -----------------------------------------------------------
def test_quirks_fixture_maps_flags_and_types():
    import json
    from pathlib import Path

    path = Path(__file__).parents[2] / "fixtures/discourse/quirks-topic.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    adapter = DiscourseAdapter(CannedHttp(payload), "https://fol.example/t/quirks-game/777")
    (batch,) = list(adapter.fetch(Known()))
    posts = {p.number: p for p in batch.posts}
    assert posts[1].countable and posts[1].edited_at is None
    assert posts[2].version == 2 and posts[2].edited_at == datetime(2024, 6, 1, 12, 5, tzinfo=UTC)
    assert posts[3].hidden and posts[3].raw is None and not posts[3].countable
    assert posts[4].deleted and posts[4].raw == "(post deleted by author)"
    assert posts[5].post_type is PostType.SMALL_ACTION and not posts[5].countable
    assert posts[6].post_type is PostType.WHISPER and not posts[6].countable
    assert posts[7].deleted
    assert [p.countable for p in batch.posts] == [True, True, False, False, False, False, False]
    assert posts[7].url == "https://fol.example/t/quirks-game/777/7"


def test_batches_of_long_ids_stay_inside_the_request_line():
    from votecount.scraper.discourse import MAX_REQUEST_LINE

    topic = Topic.generate(500, first_id=10**40)  # 41-digit ids: fewer than 200 fit
    with serve_topic(topic) as server:
        store = Store(":memory:")
        report = sync(store, adapter_for(server), progress=False)
        assert report.new == 500
        assert server.counts["too_long"] == 0
        lines = [len(f"GET {path} HTTP/1.1") for _, path in server.log]
        assert max(lines) <= MAX_REQUEST_LINE
        assert server.counts["posts"] == 4  # 480 ids after the topic view, ~140 a request


def test_the_server_refuses_a_request_line_over_8_kb(discourse_server):
    import requests

    ids = "&".join(f"post_ids[]={10**40 + i}" for i in range(200))
    resp = requests.get(f"{discourse_server.url}/t/4242/posts.json?{ids}", timeout=10)
    assert resp.status_code == 414
