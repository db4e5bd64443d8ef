"""The vBulletin adapter against a real local vBulletin 4 server (tests/servers/vbulletin.py):
full sync, incremental sync of only the last page(s), edits with and without a notice,
local times through the ``timezone`` option, quotes kept for the parser, the clamped last
page and re-checks through post links."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import requests

from tests.scraper.page_sync import SEEN_AT, MiniStore, adapter_on, paths, posts_of
from tests.servers.vbulletin import HOST, PLAYERS, START, VBulletinServer, serve_vbulletin
from votecount.parser import parse_post
from votecount.parser.names.players import Roster
from votecount.parser.options import ParseOptions
from votecount.scraper.base import Known, detect_engine, make_adapter
from votecount.scraper.http import Http
from votecount.scraper.vbulletin import VBulletinAdapter

ZONE = "America/New_York"


def adapter(server: VBulletinServer, **kw) -> VBulletinAdapter:
    kw.setdefault("timezone", ZONE)
    return adapter_on(VBulletinAdapter, server, **kw)


def test_detector_and_registry_pass_the_timezone(vbulletin_server: VBulletinServer) -> None:
    assert detect_engine(vbulletin_server.thread_url) == "vbulletin"
    made = make_adapter("vbulletin", Http(), vbulletin_server.thread_url, timezone=ZONE)
    assert isinstance(made, VBulletinAdapter) and str(made.zone) == ZONE


def test_full_sync_reads_every_page_once(vbulletin_server: VBulletinServer) -> None:
    a = adapter(vbulletin_server)
    info = a.thread_info()
    assert (info.title, info.posts_count, info.highest_number) == (
        "Mini Mafia 77: Lanterns",
        35,
        35,
    )
    batches = list(a.fetch(Known()))
    posts = posts_of(batches)
    assert [len(b.posts) for b in batches] == [10, 10, 10, 5]
    assert [p.number for p in posts] == list(range(1, 36))
    assert vbulletin_server.counts["showthread"] == 4  # page 1 kept from thread_info
    assert a.per_page == 10  # learned from page 1
    assert posts[0].author == HOST and posts[1].author == PLAYERS[1]
    assert posts[1].html == "<b>vote: Amberlight</b>"  # the inside of blockquote.postcontent
    assert (
        posts[1].url
        == f"{vbulletin_server.url}/forum/showthread.php?p={posts[1].post_id}#post{posts[1].post_id}"
    )
    assert (
        posts[0].thread
        == f"127.0.0.1:{vbulletin_server.url.rsplit(':', 1)[1]}/showthread.php?t=5150"
    )
    assert all(p.edited_at is None and p.countable for p in posts)


def test_incremental_sync_fetches_only_the_last_pages(vbulletin_server: VBulletinServer) -> None:
    store = MiniStore(list(adapter(vbulletin_server).fetch(Known())))
    vbulletin_server.reset_counts()
    assert list(adapter(vbulletin_server, per_page=10).fetch(store.known())) == []
    assert paths(vbulletin_server) == ["/forum/showthread.php?t=5150&page=4"]

    for i in range(8):
        vbulletin_server.thread.add_post("Dunmore", f"late post {i}")
    vbulletin_server.reset_counts()
    batches = list(adapter(vbulletin_server, per_page=10).fetch(store.known()))
    assert [p.number for p in posts_of(batches)] == list(range(36, 44))
    assert paths(vbulletin_server) == [
        "/forum/showthread.php?t=5150&page=4",
        "/forum/showthread.php?t=5150&page=5",
    ]


def test_without_per_page_the_incremental_sync_learns_it_from_page_one(
    vbulletin_server: VBulletinServer,
) -> None:
    store = MiniStore(list(adapter(vbulletin_server).fetch(Known())))
    vbulletin_server.thread.add_post("Ellowyn", "one more")
    vbulletin_server.reset_counts()
    batches = list(adapter(vbulletin_server).fetch(store.known()))
    assert [p.html for p in posts_of(batches)] == ["one more"]
    assert paths(vbulletin_server) == [
        "/forum/showthread.php?t=5150",
        "/forum/showthread.php?t=5150&page=4",
    ]


def test_edits_with_a_notice_and_inside_the_grace_window(vbulletin_server: VBulletinServer) -> None:
    store = MiniStore(list(adapter(vbulletin_server).fetch(Known())))
    noticed = vbulletin_server.thread.edit(33, "<b>vote: Dunmore</b>", reason="changed my mind")
    vbulletin_server.thread.edit(35, "<b>unvote</b>", notice=False)  # vB's "no edited-by" window
    batches = list(adapter(vbulletin_server, per_page=10).fetch(store.known()))
    changed = {p.number: p for p in posts_of(batches)}
    assert sorted(changed) == [33, 35]
    assert changed[33].edited_at == noticed.edited  # read from "Last edited by …; date at time"
    assert changed[33].html == "<b>vote: Dunmore</b>"  # the notice is not part of the post
    assert changed[35].edited_at == SEEN_AT  # no notice: the time the change was seen


def test_local_times_go_through_the_timezone_option() -> None:
    with serve_vbulletin(posts=3) as server:
        server.thread.edit(2, "<b>vote: Cindermoss</b>")
        exact = posts_of(list(adapter(server).fetch(Known())))
        footer = posts_of(list(adapter(server, timezone=None).fetch(Known())))
        utc = posts_of(list(adapter(server, timezone="UTC").fetch(Known())))
    first = START + timedelta(minutes=7)  # 05:07 PM in New York (EDT, UTC-4)
    assert exact[0].created_at == first
    assert exact[1].edited_at == START + timedelta(minutes=28)
    # Without the option the footer's "GMT -5" is used, which is off by DST's hour.
    assert footer[0].created_at == first + timedelta(hours=1)
    assert utc[0].created_at == first - timedelta(hours=4)


def test_quotes_stay_in_the_html_and_the_parser_ignores_them(
    vbulletin_server: VBulletinServer,
) -> None:
    posts = posts_of(list(adapter(vbulletin_server).fetch(Known())))
    quoting = posts[3]
    assert quoting.html.startswith('<div class="bbcode_container">')
    assert "Originally Posted by <strong>Fernhollow</strong>" in quoting.html
    roster = Roster(PLAYERS, hosts=[HOST])
    options = ParseOptions.from_switches({})
    assert parse_post(quoting, roster, options).commands == ()
    assert [i.target_text for i in parse_post(quoting, roster, options).ignored] == ["Ellowyn"]
    votes = [c.target.player for c in parse_post(posts[1], roster, options).commands]
    assert votes == ["Amberlight"]


def test_a_page_past_the_end_serves_the_last_page_and_ends_the_walk() -> None:
    with serve_vbulletin(posts=25) as server:
        store = MiniStore(list(adapter(server).fetch(Known())))
        for _ in range(12):  # 13 posts left: page 3 is past the end
            server.thread.delete(1)
        server.thread.add_post("Fernhollow", "after the purge")
        server.reset_counts()
        batches = list(adapter(server, per_page=10).fetch(store.known()))
    # served page 2: the walk ends there, then goes back to page 1 (every post moved down)
    assert paths(server) == ["/forum/showthread.php?t=5150&page=3", "/forum/showthread.php?t=5150"]
    new = [p for p in posts_of(batches) if p.post_id not in store.posts]
    assert [(p.html, p.number) for p in new] == [("after the purge", 14)]


def test_recheck_goes_through_post_links(vbulletin_server: VBulletinServer) -> None:
    store = MiniStore(list(adapter(vbulletin_server).fetch(Known())))
    early = vbulletin_server.thread.edit(4, "<b>vote: Ellowyn</b>")
    vbulletin_server.reset_counts()
    recheck = frozenset({str(early.id)})
    store.save(list(adapter(vbulletin_server, per_page=10).fetch(store.known(recheck))))
    assert store.posts[str(early.id)].html == "<b>vote: Ellowyn</b>"
    assert paths(vbulletin_server) == [
        "/forum/showthread.php?t=5150&page=4",
        f"/forum/showthread.php?p={early.id}",
    ]


def test_a_deletion_renumbers_the_posts_after_it_and_is_reported_gone(
    vbulletin_server: VBulletinServer,
) -> None:
    store = MiniStore(list(adapter(vbulletin_server).fetch(Known())))
    early = vbulletin_server.thread.edit(4, "<b>vote: Ellowyn</b>")
    removed = vbulletin_server.thread.delete(6)
    vbulletin_server.reset_counts()
    recheck = frozenset({str(early.id), str(removed.id)})
    store.save(list(adapter(vbulletin_server, per_page=10).fetch(store.known(recheck))))
    assert store.gone == {str(removed.id)}  # vB answers "Invalid Post specified" with 200
    assert store.posts[str(early.id)].html == "<b>vote: Ellowyn</b>"
    # the deletion moved every later post down: the walk goes back to page 1, which holds
    # both rechecked posts, so no post link is needed
    assert paths(vbulletin_server) == [
        "/forum/showthread.php?t=5150&page=4",
        "/forum/showthread.php?t=5150&page=3",
        "/forum/showthread.php?t=5150&page=2",
        "/forum/showthread.php?t=5150",
    ]


def test_today_and_yesterday_are_read_in_the_board_zone() -> None:
    now = datetime(2016, 6, 17, 20, 0, tzinfo=UTC)  # 4 PM on the 17th in New York
    with serve_vbulletin(posts=3, now=now) as server:
        last = server.thread.add_post("Ellowyn", "<b>vote: Brackenfold</b>")
        last.created = datetime(2016, 6, 17, 3, 30, tzinfo=UTC)  # 11:30 PM on the 16th
        server.thread.edit(2, "<b>vote: Dunmore</b>").edited = datetime(
            2016, 6, 17, 13, 5, tzinfo=UTC
        )
        page = requests.get(server.thread_url, timeout=5).text
        a = VBulletinAdapter(
            Http(min_interval=0), server.thread_url, timezone=ZONE, clock=lambda: now
        )
        posts = posts_of(list(a.fetch(Known())))
    assert 'Yesterday,&nbsp;<span class="time">11:30 PM' in page
    assert 'Today at <span class="time">09:05 AM</span>' in page
    assert posts[3].created_at == last.created
    assert posts[1].edited_at == datetime(2016, 6, 17, 13, 5, tzinfo=UTC)
    assert posts[0].created_at == START + timedelta(minutes=7)  # older: 06-15-2016
