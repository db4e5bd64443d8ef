"""The phpBB adapter against a real local phpBB-like server (tests/servers/phpbb.py):
full sync, incremental sync of only the last page(s), edits with and without notice,
the clamped last page, deletions, and login."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.scraper.page_sync import SEEN_AT, MiniStore, adapter_on
from tests.servers.phpbb import START, PhpbbServer, serve_phpbb
from votecount.scraper.base import Known, detect_engine, make_adapter
from votecount.scraper.errors import AuthError
from votecount.scraper.html_common import Credentials
from votecount.scraper.http import Http
from votecount.scraper.phpbb import PhpbbAdapter


def adapter(server: PhpbbServer, **kw) -> PhpbbAdapter:
    kw.setdefault("mafiascum", True)
    kw.setdefault("timezone", "Etc/GMT+5")  # the board shows UTC-5
    return adapter_on(PhpbbAdapter, server, **kw)


def test_detector_and_registry() -> None:
    assert detect_engine("https://forum.mafiascum.net/viewtopic.php?f=53&t=16947") == "phpbb"
    made = make_adapter("phpbb", Http(), "https://forum.mafiascum.net/viewtopic.php?t=16947")
    assert isinstance(made, PhpbbAdapter) and made.ppp == 200 and made.mafiascum


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="ppp must be between 1 and 200"):
        PhpbbAdapter(Http(), "https://forum.mafiascum.net/viewtopic.php?t=1", ppp=500)
    with pytest.raises(ValueError, match="unknown time zone"):
        PhpbbAdapter(Http(), "https://x.example/viewtopic.php?t=1", timezone="Mars/Olympus")
    with pytest.raises(ValueError, match="not a phpBB topic URL"):
        PhpbbAdapter(Http(), "https://x.example/index.php")


def test_full_sync_of_a_mafiascum_style_game(phpbb_server: PhpbbServer) -> None:
    a = adapter(phpbb_server, ppp=25)
    info = a.thread_info()
    assert (info.title, info.posts_count, info.highest_number) == (
        "Mini Normal 9001: Lanterns",
        60,
        59,
    )
    batches = list(a.fetch(Known()))
    posts = [p for b in batches for p in b.posts]
    assert [len(b.posts) for b in batches] == [25, 25, 10]
    assert [p.number for p in posts] == list(range(60))
    assert phpbb_server.counts["viewtopic"] == 3  # page 1 fetched once, kept from thread_info
    assert posts[0].author == "Quillmaster"
    assert posts[0].created_at == START + timedelta(minutes=7)  # local text read at UTC-5
    assert (
        posts[1].html
        == '<span class="bbvote" title="This is an official vote.">VOTE: Amberlight</span>'
    )
    assert '<div style="display: inline; font-weight: bold">vote' in posts[2].html
    assert posts[3].html.startswith("<blockquote><div><cite>")  # kept for the parser to ignore
    assert posts[5].url.endswith(f"/forum/viewtopic.php?p={posts[5].post_id}#p{posts[5].post_id}")
    assert all("ppp=25" in q for _, q in phpbb_server.log)


def test_incremental_sync_fetches_only_the_last_pages(phpbb_server: PhpbbServer) -> None:
    store = MiniStore()
    store.save(list(adapter(phpbb_server, ppp=25).fetch(Known())))
    phpbb_server.reset_counts()
    assert list(adapter(phpbb_server, ppp=25).fetch(store.known())) == []  # nothing new
    assert phpbb_server.log == [("GET", "/forum/viewtopic.php?t=4242&start=50&ppp=25")]

    for _ in range(18):
        phpbb_server.topic.add_post("Ellowyn", "more lantern talk")
    phpbb_server.reset_counts()
    batches = list(adapter(phpbb_server, ppp=25).fetch(store.known()))
    assert [p.number for b in batches for p in b.posts] == list(range(60, 78))
    assert [q for _, q in phpbb_server.log] == [
        "/forum/viewtopic.php?t=4242&start=50&ppp=25",
        "/forum/viewtopic.php?t=4242&start=75&ppp=25",
    ]


def test_edit_notice_and_the_silent_last_post_edit(phpbb_server: PhpbbServer) -> None:
    store = MiniStore()
    store.save(list(adapter(phpbb_server, ppp=25).fetch(Known())))
    phpbb_server.topic.edit(59, "VOTE: nobody (edited, and phpBB prints no notice)")
    phpbb_server.topic.edit(55, "changed my mind")
    batches = list(adapter(phpbb_server, ppp=25).fetch(store.known()))
    changed = {p.number: p for b in batches for p in b.posts}
    assert sorted(changed) == [55, 59]
    assert (
        changed[55].edited_at == phpbb_server.topic.by_number(55).edited
        and changed[55].version == 2
    )
    assert changed[59].edited_at == SEEN_AT and changed[59].version == 1  # seen, no notice


def test_a_deletion_on_an_early_page_renumbers_the_posts_after_it(
    phpbb_server: PhpbbServer,
) -> None:
    store = MiniStore()
    store.save(list(adapter(phpbb_server, ppp=25).fetch(Known())))
    early, removed = phpbb_server.topic.by_number(3), phpbb_server.topic.by_number(4)
    phpbb_server.topic.edit(3, "edited early post")
    phpbb_server.topic.delete(4)
    phpbb_server.reset_counts()
    recheck = frozenset({str(early.id), str(removed.id)})
    batches = list(adapter(phpbb_server, ppp=25).fetch(store.known(recheck)))
    store.save(batches)
    assert store.gone == {str(removed.id)}
    assert store.posts[str(early.id)].html == "edited early post"
    paths = [q for _, q in phpbb_server.log]
    assert paths[0] == "/forum/viewtopic.php?t=4242&start=50&ppp=25"
    # the deletion moved every later post one number down: the walk goes back to page 1
    # (which holds the early post), and the removed post is proven gone there
    assert paths[1:] == [
        "/forum/viewtopic.php?t=4242&start=25&ppp=25",
        "/forum/viewtopic.php?t=4242&start=0&ppp=25",
    ]
    assert store.posts[str(phpbb_server.topic.by_number(4).id)].number == 4


def test_recheck_reaches_earlier_pages_through_post_links(phpbb_server: PhpbbServer) -> None:
    store = MiniStore()
    store.save(list(adapter(phpbb_server, ppp=25).fetch(Known())))
    early = phpbb_server.topic.by_number(3)
    phpbb_server.topic.edit(3, "edited early post")
    phpbb_server.reset_counts()
    batches = list(adapter(phpbb_server, ppp=25).fetch(store.known(frozenset({str(early.id)}))))
    store.save(batches)
    assert store.posts[str(early.id)].html == "edited early post"
    paths = [q for _, q in phpbb_server.log]
    assert paths[0] == "/forum/viewtopic.php?t=4242&start=50&ppp=25"
    assert f"/forum/viewtopic.php?p={early.id}&ppp=25" in paths and len(paths) == 2


def test_clamped_last_page_ends_the_walk(phpbb_server: PhpbbServer) -> None:
    store = MiniStore()
    store.save(list(adapter(phpbb_server, ppp=20).fetch(Known())))
    for _ in range(25):  # the thread shrinks to 35 posts: start=40 is past the end
        phpbb_server.topic.delete(0)
    phpbb_server.topic.add_post("Fernhollow", "after the purge")
    phpbb_server.reset_counts()
    batches = list(adapter(phpbb_server, ppp=20).fetch(store.known()))
    # served page 2 instead of 3: the walk ends there, then goes back to page 1, as every
    # post moved 25 numbers down
    assert phpbb_server.counts["viewtopic"] == 2
    new = [p for b in batches for p in b.posts if p.post_id not in store.posts]
    assert [p.html for p in new] == ["after the purge"]


def test_soft_deleted_posts_are_flagged() -> None:
    with serve_phpbb(posts=8, show_deleted=True) as server:
        server.topic.delete(2, soft=True)
        posts = [p for b in adapter(server).fetch(Known()) for p in b.posts]
    assert [p.number for p in posts if p.deleted] == [2]
    assert not posts[2].countable


def test_vanilla_prosilver_learns_posts_per_page() -> None:
    with serve_phpbb(posts=23, mafiascum=False, per_page=10) as server:
        a = adapter(server, mafiascum=False, timezone=None)
        posts = [p for b in a.fetch(Known()) for p in b.posts]
        assert a.per_page == 10
        assert [p.number for p in posts] == list(range(23))  # start + index
        assert posts[0].author == "Quillmaster"
        assert posts[0].created_at == START + timedelta(minutes=7)  # from <time datetime>
        server.topic.add_post("Dunmore", "late")
        server.reset_counts()
        store = MiniStore()
        store.posts = {p.post_id: p for p in posts}
        batches = list(adapter(server, mafiascum=False, per_page=10).fetch(store.known()))
    assert [p.number for b in batches for p in b.posts] == [23]
    assert [q for _, q in server.log] == ["/forum/viewtopic.php?t=4242&start=20"]


def test_private_topic_needs_login() -> None:
    with serve_phpbb(posts=5, private=True) as server:
        with pytest.raises(AuthError, match="login form"):
            list(adapter(server).fetch(Known()))
        with pytest.raises(AuthError, match="login refused for user 'hostbot'") as info:
            list(adapter(server, credentials=Credentials("hostbot", "wrong-secret")).fetch(Known()))
        assert "wrong-secret" not in str(info.value)
        good = adapter(server, credentials=Credentials("hostbot", "lantern-key"))
        posts = [p for b in good.fetch(Known()) for p in b.posts]
        assert len(posts) == 5 and server.counts["login"] == 2
        assert "lantern-key" not in repr(good.credentials)


def test_login_waits_before_posting_the_form() -> None:
    """phpBB refuses a form posted in the second it was made; the adapter waits."""
    with serve_phpbb(posts=3, private=True, min_form_age=1.0) as server:
        a = PhpbbAdapter(
            Http(min_interval=0),
            server.thread_url,
            mafiascum=True,
            credentials=Credentials("hostbot", "lantern-key"),
        )
        assert len([p for b in a.fetch(Known()) for p in b.posts]) == 3
