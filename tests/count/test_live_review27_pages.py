"""The live phase, thirteenth round reviewed for misfires (issue 25, review27c), its second
half: pages that change while a sync reads them (a page lost, the deleted post a vote, a
deletion on an earlier page, a deletion and a new post in one sync) and a phpBB login that
ends or is refused mid-sync, through the CLI with ``--now`` on the local phpBB (MafiaScum),
vBulletin and XenForo servers (the merges and rebakes: test_live_review27.py). Every thread
is invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    at,
    day_one,
    no_sleep,
    stamp,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import any_game
from tests.count.page_walks import (
    ALL,
    PAGED,
    A,
    B,
    C,
    D,
    E,
    after_served,
)
from votecount.cli import main

# -- pages that change while a sync reads them ---------------------------------------------------


def _talk(g, posts: int) -> list:
    """Day 1, then Dunmore and Ellowyn talking, ``posts`` posts in all."""
    handles = list(day_one(g))
    for i in range(posts - 3):
        who = D if i % 2 else E
        handles.append(g.post(who, g.para(f"Musing aloud, note {i + 1}."), at(3 + i / 10)))
    return handles


def _synced_twice(g, game, tmp_path, want) -> None:
    """The next sync and a fresh store read ``want``."""
    g.served_at(at(8))
    assert wagons(synced(game, 8)) == want
    assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


def _racing_sync(g, tmp_path, handles_of, change, pages: int = 2):
    g.served_at(at(3))
    handles = _talk(g, 25)
    game = any_game(g, tmp_path / "live", edits="latest")
    g.served_at(at(5))
    assert wagons(synced(game, 5)) == {B: sorted([A, C])}
    later = handles_of(g)
    after_served(g, pages, lambda: change(handles, later))
    g.served_at(at(7))
    return game, wagons(synced(game, 7)), handles, later


def _twelve(g) -> list:
    """Twelve posts after the 25 synced, Ellowyn's vote for Cindermoss the sixth."""
    return [
        g.post(E if i == 5 else D, g.para(vote(g, C) if i == 5 else f"Later, note {i + 1}."),
               at(5.5 + i / 100))
        for i in range(12)
    ]  # fmt: skip


def _six(g) -> list:
    """Six posts after the 25 synced (four pages, one post on the last), Ellowyn's vote
    for Cindermoss the fourth."""
    return [
        g.post(E if i == 3 else D, g.para(vote(g, C) if i == 3 else f"Later, note {i + 1}."),
               at(5.5 + i / 100))
        for i in range(6)
    ]  # fmt: skip


@pytest.mark.parametrize("engine", PAGED)
def test_the_thread_shrinks_a_page_while_a_sync_reads(tmp_path, monkeypatch, engine):
    """Six posts after the 25 synced (31: four pages); while the sync reads the page of
    the store's last post, two of the new talk posts are deleted, so the thread ends a
    page sooner: Ellowyn's vote counts once, by this sync or the next, and no post still
    in the thread reads as gone."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)

        def clean_up(handles, later):
            for h in later[:2]:
                g.delete(h, at(6))

        game, racing, _, _ = _racing_sync(g, tmp_path, _six, clean_up)
        want = {B: sorted([A, C]), C: [E]}
        assert racing in (want, {B: sorted([A, C])})
        _synced_twice(g, game, tmp_path, want)


@pytest.mark.parametrize("engine", PAGED)
def test_the_deleted_post_is_a_vote(tmp_path, monkeypatch, engine):
    """While the sync reads, a moderator deletes Ellowyn's vote (on the page after the
    store's last): the walk is read again; no vote of hers counts, now or later."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        game, racing, _, later = _racing_sync(
            g, tmp_path, _twelve, lambda handles, later: g.delete(later[5], at(6))
        )
        assert racing == {B: sorted([A, C])}
        _synced_twice(g, game, tmp_path, {B: sorted([A, C])})


@pytest.mark.parametrize("engine", PAGED)
def test_a_post_on_an_earlier_page_deleted_while_a_sync_reads(tmp_path, monkeypatch, engine):
    """While the sync reads, a talk post on page 1 (read long before) is deleted: every
    later post moves up a place. Ellowyn's vote counts once, by this sync or the next."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        game, racing, _, _ = _racing_sync(
            g, tmp_path, _twelve, lambda handles, later: g.delete(handles[4], at(6))
        )
        want = {B: sorted([A, C]), C: [E]}
        assert racing in (want, {B: sorted([A, C])})
        _synced_twice(g, game, tmp_path, want)


@pytest.mark.parametrize("engine", PAGED)
def test_a_post_deleted_and_one_made_while_a_sync_reads(tmp_path, monkeypatch, engine):
    """While the sync reads, a talk post is deleted and Amberlight votes for Ellowyn (the
    total as it was: the walk is not read again). Every vote counts by the next sync,
    once."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)

        def both(handles, later):
            g.delete(handles[21], at(6))
            g.post(A, g.para(vote(g, E)), at(6.1))

        game, racing, _, _ = _racing_sync(g, tmp_path, _twelve, both)
        assert racing in ({B: [C], C: [E], E: [A]}, {B: [C], E: [A]}, {B: sorted([A, C])})
        _synced_twice(g, game, tmp_path, {B: [C], C: [E], E: [A]})


# -- a phpBB login that ends or is refused mid-sync -----------------------------------------------
def _private(g, monkeypatch):
    monkeypatch.setenv("VOTECOUNT_USERNAME", "hostbot")
    monkeypatch.setenv("VOTECOUNT_PASSWORD", "lantern-key")
    g.server.private = True


def test_phpbb_every_session_ends_after_a_page(tmp_path, monkeypatch):
    """The forum ends the session after each page it serves: each page logs in again
    (once per page, no loop), and the sync reads every page."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _private(g, monkeypatch)
        _talk(g, 25)
        game = any_game(g, tmp_path / "live", edits="latest")
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        _twelve(g)
        real = g.server.dispatch

        def forgetful(request):
            response = real(request)
            if request.path.endswith("viewtopic.php"):
                g.server.sessions.clear()
            return response

        g.server.dispatch = forgetful
        assert wagons(synced(game, 7)) == {B: sorted([A, C]), C: [E]}
        assert g.server.counts["login"] <= 2 + g.server.counts["viewtopic"]


def _failed_sync(game, now: float) -> str:
    result = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(now)), "sync"])
    assert result.exit_code != 0
    return result.output + str(result.exception or "")


def test_phpbb_a_password_changed_mid_game_is_a_clear_error(tmp_path, monkeypatch):
    """The account's password is changed and its session ended while the second sync
    reads: the sync logs in again once, is refused, and stops with the forum's reason,
    the user named and no password anywhere in what it prints."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _private(g, monkeypatch)
        _talk(g, 25)
        game = any_game(g, tmp_path / "live", edits="latest")
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        _twelve(g)

        def expired():
            g.server.users["hostbot"] = "a-new-key"
            g.server.sessions.clear()

        after_served(g, 3, expired)  # the login form, the login, page 1; then it expires
        out = _failed_sync(game, 7)
        assert "incorrect password" in out and "hostbot" in out
        assert "lantern-key" not in out and "a-new-key" not in out
        assert g.server.counts["login"] <= 4


def test_phpbb_a_login_that_never_holds_stops(tmp_path, monkeypatch):
    """Every login is accepted but no session holds (the account may not read the topic):
    the sync logs in again once and stops with an error, no loop."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _private(g, monkeypatch)
        _talk(g, 25)
        game = any_game(g, tmp_path / "live", edits="latest")
        real = g.server.dispatch

        def forgetting(request):
            g.server.sessions.clear()
            return real(request)

        g.server.dispatch = forgetting
        out = _failed_sync(game, 5)
        assert "login form" in out and "lantern-key" not in out
        assert "still shows a login form after votecount logged in again" in out
        assert "pass credentials" not in out  # they were passed
        assert g.server.counts["login"] == 2
