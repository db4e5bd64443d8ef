"""The XenForo adapter against a real local XenForo 2 server (tests/servers/xenforo.py):
full sync, incremental sync of only the last page(s), edits with and without a notice,
times (aware, so the ``timezone`` option must not move them), quotes kept for the parser,
the redirect past the last page and re-checks through ``/posts/{id}/``."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.scraper.page_sync import SEEN_AT, adapter_on, known, paths, posts_of
from tests.servers.vbulletin import PLAYERS, START
from tests.servers.xenforo import HOST, XenForoServer, serve_xenforo
from votecount.parser import parse_post
from votecount.parser.model import Post
from votecount.parser.names.players import Roster
from votecount.parser.options import ParseOptions
from votecount.scraper.base import Batch, Known, detect_engine, make_adapter
from votecount.scraper.http import Http
from votecount.scraper.xenforo import XenForoAdapter

BASE = "/community/threads/mini-mafia-77-lanterns.5150/"


def adapter(server: XenForoServer, **kw) -> XenForoAdapter:
    return adapter_on(XenForoAdapter, server, **kw)


def store_of(batches: list[Batch]) -> dict[str, Post]:
    return {p.post_id: p for p in posts_of(batches)}


def test_detector_and_registry(xenforo_server: XenForoServer) -> None:
    assert detect_engine(xenforo_server.thread_url) == "xenforo"
    made = make_adapter("xenforo", Http(), xenforo_server.thread_url, timezone="Europe/London")
    assert isinstance(made, XenForoAdapter)


def test_full_sync_reads_every_page_once(xenforo_server: XenForoServer) -> None:
    a = adapter(xenforo_server)
    info = a.thread_info()
    assert info.title == "Mini Mafia 77: Lanterns"
    assert info.posts_count is None  # XenForo prints no total on a multi-page thread
    batches = list(a.fetch(Known()))
    posts = posts_of(batches)
    assert [len(b.posts) for b in batches] == [20, 20, 5]
    assert [p.number for p in posts] == list(range(1, 46))
    assert paths(xenforo_server) == [BASE, f"{BASE}page-2", f"{BASE}page-3"]
    assert a.per_page == 20
    assert posts[0].author == HOST and posts[1].html == "<b>Vote: Amberlight</b>"
    assert posts[1].url == f"{xenforo_server.url}/community/posts/{posts[1].post_id}/"
    assert posts[0].thread.endswith("/community/threads/5150")


def test_incremental_sync_fetches_only_the_last_pages(xenforo_server: XenForoServer) -> None:
    stored = store_of(list(adapter(xenforo_server).fetch(Known())))
    xenforo_server.reset_counts()
    assert list(adapter(xenforo_server, per_page=20).fetch(known(stored))) == []
    assert paths(xenforo_server) == [f"{BASE}page-3"]

    for i in range(17):
        xenforo_server.thread.add_post("Cindermoss", f"late post {i}")
    xenforo_server.reset_counts()
    batches = list(adapter(xenforo_server, per_page=20).fetch(known(stored)))
    assert [p.number for p in posts_of(batches)] == list(range(46, 63))
    assert paths(xenforo_server) == [f"{BASE}page-3", f"{BASE}page-4"]


def test_edits_with_a_notice_and_inside_the_notice_delay(xenforo_server: XenForoServer) -> None:
    stored = store_of(list(adapter(xenforo_server).fetch(Known())))
    noticed = xenforo_server.thread.edit(44, "<b>Vote: Dunmore</b>")
    xenforo_server.thread.edit(45, "<b>Unvote</b>", notice=False)  # XF delays the notice
    batches = list(adapter(xenforo_server, per_page=20).fetch(known(stored)))
    changed = {p.number: p for p in posts_of(batches)}
    assert sorted(changed) == [44, 45]
    assert changed[44].edited_at == noticed.edited  # from div.message-lastEdit time
    assert "Last edited" not in changed[44].html
    assert changed[45].edited_at == SEEN_AT


@pytest.mark.parametrize("unix", [True, False])
def test_times_are_aware_and_the_timezone_option_does_not_move_them(unix: bool) -> None:
    with serve_xenforo(posts=3, unix=unix) as server:
        server.thread.edit(2, "<b>Vote: Cindermoss</b>")
        plain = posts_of(list(adapter(server).fetch(Known())))
        shifted = posts_of(list(adapter(server, timezone="Asia/Tokyo").fetch(Known())))
    assert plain[0].created_at == START + timedelta(minutes=7)  # "+0100" (BST) read right
    assert plain[1].edited_at == START + timedelta(minutes=28)
    assert [p.created_at for p in shifted] == [p.created_at for p in plain]


def test_quotes_stay_in_the_html_and_the_parser_ignores_them(
    xenforo_server: XenForoServer,
) -> None:
    quoting = posts_of(list(adapter(xenforo_server).fetch(Known())))[3]
    assert 'class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote' in quoting.html
    assert 'data-quote="Fernhollow"' in quoting.html
    parsed = parse_post(quoting, Roster(PLAYERS, hosts=[HOST]), ParseOptions.from_switches({}))
    assert parsed.commands == ()
    assert [i.target_text for i in parsed.ignored] == ["Ellowyn"]


def test_a_page_past_the_end_redirects_to_the_last_page_and_ends_the_walk() -> None:
    with serve_xenforo(posts=45) as server:
        stored = store_of(list(adapter(server).fetch(Known())))
        for _ in range(20):  # 25 posts left: page 3 is past the end
            server.thread.delete(1)
        server.thread.add_post("Fernhollow", "after the purge")
        server.reset_counts()
        batches = list(adapter(server, per_page=20).fetch(known(stored)))
    # 301, then the last page; every post moved down: back to page 1
    assert paths(server) == [f"{BASE}page-3", f"{BASE}page-2", BASE]
    new = [p for p in posts_of(batches) if p.post_id not in stored]
    assert [(p.html, p.number) for p in new] == [("after the purge", 26)]


def test_recheck_follows_post_links(xenforo_server: XenForoServer) -> None:
    stored = store_of(list(adapter(xenforo_server).fetch(Known())))
    early = xenforo_server.thread.edit(4, "<b>Vote: Ellowyn</b>")
    xenforo_server.reset_counts()
    recheck = frozenset({str(early.id)})
    batches = list(adapter(xenforo_server, per_page=20).fetch(known(stored, recheck)))
    assert store_of(batches)[str(early.id)].html == "<b>Vote: Ellowyn</b>"
    assert paths(xenforo_server) == [
        f"{BASE}page-3",
        f"/community/posts/{early.id}/",
        BASE,  # the 301 lands on the page holding the post
    ]


def test_a_deletion_renumbers_the_posts_after_it_and_is_reported_gone(
    xenforo_server: XenForoServer,
) -> None:
    stored = store_of(list(adapter(xenforo_server).fetch(Known())))
    early = xenforo_server.thread.edit(4, "<b>Vote: Ellowyn</b>")
    removed = xenforo_server.thread.delete(6)
    xenforo_server.reset_counts()
    recheck = frozenset({str(early.id), str(removed.id)})
    batches = list(adapter(xenforo_server, per_page=20).fetch(known(stored, recheck)))
    assert [g for b in batches for g in b.gone] == [str(removed.id)]
    assert store_of(batches)[str(early.id)].html == "<b>Vote: Ellowyn</b>"
    # the deletion moved every later post down: the walk goes back to page 1, which holds
    # both rechecked posts, so no post link is needed
    assert paths(xenforo_server) == [f"{BASE}page-3", f"{BASE}page-2", BASE]
