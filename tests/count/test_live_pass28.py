"""The live phase, fourteenth round (issue 25, live28), through the CLI with ``--now`` on
the local Discourse, phpBB (MafiaScum), vBulletin and XenForo servers: a post taken out
while a sync reads the pages, with and without a new post made meanwhile, and Discourse's
grace-window edits (a new text under the same version, no editor named). Every thread is
invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    at,
    make_game,
    mod_edit,
    no_sleep,
    own_edit,
    reasons,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import any_game, body_of, posts_of
from tests.count.page_walks import (
    ALL,
    PAGED,
    THIRD,
    A,
    B,
    C,
    D,
    E,
    after_page_three,
    after_served,
    long_day,
    synced_long_day,
    three_posts,
    twelve_more,
)


def _logged(g) -> list[str]:
    return [p for _, p in g.server.log]


# -- a post taken out while the walk reads ---------------------------------------------------
@pytest.mark.parametrize("engine", PAGED)
@pytest.mark.parametrize("new_post", [False, True], ids=["deleted", "deleted_and_new"])
def test_a_post_deleted_after_the_walk_read_its_page(tmp_path, monkeypatch, engine, new_post):
    """25 posts synced, twelve more (Ellowyn's vote the sixth). The next sync reads page
    1 (and, live28, the thread's last page), then page 3, the store's last post's; a
    talk post on page 3 is deleted (and, ``new_post``, Amberlight posts a vote for
    Ellowyn) before it asks for page 4: Ellowyn's vote moves up into the page read. The thread's last
    post is then listed a place higher, so the walk is read again: the vote counts after
    that sync (was: only after the next one; XenForo states no total, and a new post
    leaves phpBB's and vBulletin's totals as they were), as in a fresh store."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)

        def change() -> None:
            g.delete(handles[21], at(6))
            if new_post:
                g.post(A, g.para(vote(g, E)), at(6))

        after_page_three(g, change)
        g.served_at(at(7))
        want = {B: [C], C: [E], E: [A]} if new_post else {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        g.served_at(at(8))
        assert wagons(synced(game, 8)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_the_threads_last_post_deleted_while_the_walk_reads(tmp_path, monkeypatch, engine):
    """Guard: the thread's last post (a talk post, the one read ahead of the walk) is
    deleted after page 3 is read: nothing moves up into a page read; the walk is read
    again (the post read ahead is not listed) and every vote counts once, as in a fresh
    store."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)
        last = posts_of(g)[-1]
        after_page_three(g, lambda: g.delete(last, at(6)))
        g.served_at(at(7))
        want = {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 7)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_a_post_restored_while_the_walk_reads(tmp_path, monkeypatch, engine):
    """Guard: a talk post on page 3 deleted before the sync and restored after the walk
    read page 3 (the posts after it move down a place, Ellowyn's vote from page 3 into
    page 4; the last post's number goes up): no second walk is needed, and the vote,
    read on both pages, counts once, now and as in a fresh store."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)
        place = posts_of(g).index(handles[21])
        g.delete(handles[21], at(5.8))
        after_page_three(g, lambda: posts_of(g).insert(place, handles[21]))
        g.served_at(at(7))
        want = {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        g.served_at(at(8))
        assert wagons(synced(game, 8)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_a_sync_of_one_page_reads_no_page_ahead(tmp_path, monkeypatch, engine):
    """Guard: a sync whose walk is the thread's last page alone (three posts since the
    last sync, same page) asks for no page ahead of the walk: page 1 and that page, then
    the post links of the posts it rechecks as before."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        _, game = synced_long_day(g, tmp_path, 22)
        for i in range(3):
            g.post(D, g.para(f"More, part {i + 1}."), at(5.5 + i / 10))
        g.post(E, g.para(vote(g, C)), at(6))
        g.served_at(at(7))
        g.server.log.clear()
        assert wagons(synced(game, 7)) == {B: sorted([A, C]), C: [E]}
        links = [i for i, p in enumerate(_logged(g)) if "posts/" in p or "?p=" in p]
        assert links and links[0] == 2, _logged(g)  # page 1, the walk's page, the links


@pytest.mark.parametrize("engine", PAGED)
def test_a_post_made_while_the_walk_reads_reads_it_once(tmp_path, monkeypatch, engine):
    """Guard: the same walk, Amberlight's vote for Ellowyn made after the walk's first
    page (nothing taken out: the last post keeps its number): the walk is not read again,
    and the vote counts once, now or by the next sync."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)
        after_page_three(g, lambda: g.post(A, g.para(vote(g, E)), at(6)))
        g.served_at(at(7))
        g.server.log.clear()
        racing = wagons(synced(game, 7))
        third = [p for p in _logged(g) if p.endswith(THIRD)]
        assert len(third) == 1, _logged(g)
        assert racing in ({B: [C], C: [E], E: [A]}, {B: sorted([A, C]), C: [E]})
        g.served_at(at(8))
        assert wagons(synced(game, 8)) == {B: [C], C: [E], E: [A]}


def test_discourse_a_post_deleted_and_one_made_while_a_sync_reads(tmp_path, monkeypatch):
    """Discourse numbers posts once (a deletion moves none): 25 posts synced, twelve more,
    a talk post deleted and Amberlight's vote for Ellowyn made after the sync's first
    request. Ellowyn's vote counts in that sync, Amberlight's by the next, as in a fresh
    store."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL["discourse"](stack)
        handles = long_day(g, 25)
        game = any_game(g, tmp_path / "live", edits="latest")
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        twelve_more(g, handles)

        def change() -> None:
            g.delete(handles[21], at(6))
            g.post(A, g.para(vote(g, E)), at(6))

        after_served(g, 1, change)
        racing = wagons(synced(game, 7))
        assert racing in ({B: [C], C: [E], E: [A]}, {B: sorted([A, C]), C: [E]})
        want = {B: [C], C: [E], E: [A]}
        assert wagons(synced(game, 8)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


# -- an edit inside Discourse's grace window: a new text, no new version, no editor named ----
def _grace_edit(g, handle, body: str, hours: float) -> None:
    """The last editor edits again inside Discourse's grace window: the text changes,
    the version does not, no revision is written (the topic JSON names no editor)."""
    handle.raw, handle.cooked_override = body, body
    handle.updated_at = at(hours)


def test_discourse_the_hosts_grace_edit_after_a_write_in_stays_the_hosts(tmp_path):
    """The host writes a vote for Ellowyn into Dunmore's post (version 2, the host named),
    a sync, then edits it again inside the grace window (a note; version 2 still, no
    editor named): the version's editor stays the host, the written-in vote is not
    Dunmore's (his vote for Cindermoss stands) and the notice still names the host."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, _ = three_posts(g)
        game = make_game(g, tmp_path / "live")
        assert wagons(synced(game, 3.5)) == {B: sorted([A, C]), C: [D]}
        body = body_of(g, theirs)
        mod_edit(g, theirs, g.para(vote(g, E)) + body, 4)
        assert wagons(synced(game, 4.2)) == {B: sorted([A, C]), C: [D]}
        _grace_edit(g, theirs, g.para(vote(g, E), "(written in by the host)") + body, 4.3)
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}
        assert any(HOST in r for r in reasons(game, 5, "EDITED_COMMAND"))


def test_discourse_a_players_grace_edit_after_their_own_edit_stays_theirs(tmp_path):
    """Guard: Dunmore edits his own vote post (version 2, his), a sync, then moves the
    vote to Ellowyn inside the grace window (version 2 still, no editor named): his own
    change, counted (edits = "latest")."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, _ = three_posts(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3.5)
        own_edit(g, theirs, g.para(vote(g, C), "Still sure."), 4)
        assert wagons(synced(game, 4.2)) == {B: sorted([A, C]), C: [D]}
        _grace_edit(g, theirs, g.para(vote(g, E)), 4.3)
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), E: [D]}
