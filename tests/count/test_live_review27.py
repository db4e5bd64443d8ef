"""The live phase, thirteenth round reviewed for misfires (issue 25, review27c): a
moderator's reason that names a merge in other words than Discourse's own, a post rebaked
after a moderator's edit, pages that change while a sync reads them, and a phpBB login
that ends or is refused mid-sync, through the CLI with ``--now`` on the local Discourse,
phpBB (MafiaScum), vBulletin and XenForo servers. Every thread is invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    day_one,
    ends_day_one,
    make_game,
    mod_edit,
    no_sleep,
    own_edit,
    reasons,
    stamp,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import PAGE_ENGINES, any_game, body_of, posts_of
from votecount.cli import main

A, B, C, D, E = NAMES[:5]


def _three_posts(g):
    """Day 1, then Dunmore's vote for Cindermoss and two more posts of his."""
    day_one(g)
    theirs = g.post(D, g.para(vote(g, C)), at(3))
    more = g.post(D, g.para("Also, hm."), at(3.1))
    kept = g.post(D, g.para("And one more thing."), at(3.15))
    g.post(E, g.para("Hm."), at(3.2))
    return theirs, more, kept


# a moderator's own words for a write-in: they name a merge, but Discourse's merge wrote none
WRITE_IN_REASONS = [
    "merged votes",
    "merge conflict fixed",
    "Merged the vote from the host's PM",
    "vote merged into the post per ruling",
    "merging Dunmore's votes",
    "fixed after a merge went wrong",
    "not a merge: host's ruling",
    "merged in by the host",
]


@pytest.mark.parametrize("reason", WRITE_IN_REASONS)
def test_a_write_in_whose_own_reason_names_a_merge_is_the_moderators(tmp_path, reason):
    """The host writes a vote for Ellowyn into Dunmore's last post, keeping his lines, with
    a reason of their own that says "merge": no post was merged in (Discourse's merge
    writes "A post was merged in by …"), so the vote is the moderator's, not counted
    (review27c: counted as Dunmore's, his own vote for Cindermoss lost)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, _, kept = _three_posts(g)
        mod_edit(g, kept, body_of(g, kept) + g.para(vote(g, E)), 4)
        kept.reasons[kept.version] = reason
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}
        assert any(HOST in r for r in reasons(game, 5, "EDITED_COMMAND"))


@pytest.mark.parametrize(
    "reason",
    [
        f"A post was merged in by {HOST}",
        f"a post was merged in by {HOST}",
        f"3 posts were merged in by {HOST}",
        f"12 posts were merged in by {HOST}",
    ],
)
def test_discourses_own_merge_reason_stays_the_players(tmp_path, reason):
    """Guard: Discourse's merge ("A post was merged in by …", "N posts were merged in by
    …") of Dunmore's vote into his last post, a fresh store: Dunmore's vote."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, kept = _three_posts(g)
        joined = body_of(g, theirs) + body_of(g, kept)
        posts_of(g).remove(theirs)
        mod_edit(g, kept, joined, 4)
        kept.reasons[kept.version] = reason
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}


def _rebake(kept, hours: float) -> None:
    """Discourse rebakes the post: its cooked HTML changes (a link's markup), no new
    version, no revision (the topic JSON names no editor and gives no reason)."""
    kept.cooked_override = kept.cooked.replace("</p>", ' <a class="mention">.</a></p>', 1)
    kept.updated_at = at(hours)


def test_a_merge_read_then_rebaked_stays_the_players(tmp_path):
    """Discourse's merge read by a fresh store, then the post rebaked (its cooked HTML
    changes, no new version): Dunmore's merged vote still counts."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, kept = _three_posts(g)
        joined = body_of(g, theirs) + body_of(g, kept)
        posts_of(g).remove(theirs)
        mod_edit(g, kept, joined, 4)
        kept.reasons[kept.version] = f"A post was merged in by {HOST}"
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}
        _rebake(kept, 5.5)
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), C: [D]}


def test_a_write_in_read_then_rebaked_stays_the_moderators(tmp_path):
    """The host writes a vote for Ellowyn into Dunmore's last post (no reason), a sync
    reads it, then the post is rebaked: still the moderator's vote, not counted."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, _, kept = _three_posts(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3.5)
        mod_edit(g, kept, body_of(g, kept) + g.para(vote(g, E)), 4)
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}
        _rebake(kept, 5.5)
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), C: [D]}


# -- a merge across another's post: the vote would be dated at the kept post ----------------------
def _merge_into(g, taken, kept, hours: float) -> None:
    joined = body_of(g, taken) + body_of(g, kept)
    posts_of(g).remove(taken)
    mod_edit(g, kept, joined, hours)
    kept.reasons[kept.version] = f"A post was merged in by {HOST}"


def test_a_day_one_vote_merged_into_a_day_two_post_counts_on_no_day(tmp_path):
    """Dunmore's Day 1 vote merged into his first Day 2 post (the host's Day 2 start
    between them), a fresh store: the vote is not read as a Day 2 vote (review27c: it
    was, dated at the kept post). Nothing tells when the merged text was written."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        theirs = g.post(D, g.para(vote(g, C)), at(3))
        g.post(HOST, g.para("Day 2 has begun."), at(26))
        kept = g.post(D, g.para("Morning all."), at(27))
        g.post(E, g.para("Hm."), at(27.5))
        _merge_into(g, theirs, kept, 28)
        game = make_game(g, tmp_path / "fresh")
        ends_day_one(game)
        data = synced(game, 29)
        assert wagons(data, 2) == {}
        assert wagons(data, 1) == {B: sorted([A, C])}


def test_a_vote_merged_across_another_players_post_stays_the_moderators(tmp_path):
    """Dunmore's vote merged into his later post with Ellowyn's post between them, a
    fresh store: the merged text may come from before anything between, so it is read as
    before the round (the moderator's, not counted)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        theirs = g.post(D, g.para(vote(g, C)), at(3))
        g.post(E, g.para("Hm."), at(3.1))
        kept = g.post(D, g.para("And one more thing."), at(3.2))
        _merge_into(g, theirs, kept, 4)
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}


def test_a_vote_merged_across_the_players_own_posts(tmp_path):
    """Guard: Dunmore's vote merged into his third post, his second (kept) between them:
    his own posts only, the merge is read, his vote counts."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, kept = _three_posts(g)
        _merge_into(g, theirs, kept, 4)
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}


def test_a_merge_seen_by_a_store_that_held_the_posts(tmp_path):
    """Guard: the store read Dunmore's vote before the merge (``merged_away``): his vote
    counts, as before."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, kept = _three_posts(g)
        game = make_game(g, tmp_path / "live")
        assert wagons(synced(game, 3.5)) == {B: sorted([A, C]), C: [D]}
        _merge_into(g, theirs, kept, 4)
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}


# -- versions told apart by text and number (Discourse) ------------------------------------------
def test_a_wiki_toggle_after_a_write_in_keeps_the_ruling(tmp_path):
    """The host writes a vote for Ellowyn into Dunmore's post, then toggles the post's
    wiki flag (a revision that changes no body: the history's last body is version 2,
    the post's own version 3). One ruling, the moderator's vote not counted."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, _, kept = _three_posts(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3.5)
        mod_edit(g, kept, body_of(g, kept) + g.para(vote(g, E)), 4)
        mod_edit(g, kept, body_of(g, kept), 4.2)
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), C: [D]}
        assert len([r for r in reasons(game, 6, "EDITED_COMMAND") if "counts" in r]) == 1


def test_a_wiki_toggle_after_the_players_own_edit(tmp_path):
    """Dunmore changes his vote to Ellowyn, then the host toggles the wiki flag: his own
    vote counts, named as an edit of revision 3, once."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, _ = _three_posts(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3.5)
        own_edit(g, theirs, g.para(vote(g, E)), 4)
        mod_edit(g, theirs, body_of(g, theirs), 4.2)
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), E: [D]}
        assert len(reasons(game, 6, "EDITED_COMMAND")) == 1


def test_edited_back_then_a_hosts_note_in_a_fresh_store(tmp_path):
    """Dunmore changes his vote to Ellowyn and back, then the host adds a note; a fresh
    Discourse store: his vote for Cindermoss, and no ruling of the host's (before
    live27 the repeated text was kept once and the note read as a ruling)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, _ = _three_posts(g)
        first = body_of(g, theirs)
        own_edit(g, theirs, g.para(vote(g, E)), 4)
        own_edit(g, theirs, first, 4.2)
        mod_edit(g, theirs, first + g.para("(host: noted)"), 4.4)
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), C: [D]}
        assert reasons(game, 6, "EDITED_COMMAND") == []


# -- pages that change while a sync reads them ---------------------------------------------------
PAGED = [*PAGE_ENGINES, "phpbb"]
ALL = {**ENGINES, **PAGE_ENGINES}


def _talk(g, posts: int) -> list:
    """Day 1, then Dunmore and Ellowyn talking, ``posts`` posts in all."""
    handles = list(day_one(g))
    for i in range(posts - 3):
        who = D if i % 2 else E
        handles.append(g.post(who, g.para(f"Musing aloud, note {i + 1}."), at(3 + i / 10)))
    return handles


def _after_pages(g, pages: int, change) -> None:
    """The forum makes ``change`` right after it has served ``pages`` more requests."""
    real = g.server.dispatch
    served = []

    def dispatch(request):
        response = real(request)
        served.append(request.path)
        if len(served) == pages:
            g.server.dispatch = real
            change()
        return response

    g.server.dispatch = dispatch


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
    _after_pages(g, pages, lambda: change(handles, later))
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

        _after_pages(g, 3, expired)  # the login form, the login, page 1; then it expires
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
        assert g.server.counts["login"] == 2
