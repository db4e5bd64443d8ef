"""live28's read-ahead reviewed for misfires (review28c), through the CLI with ``--now``
on the local phpBB (MafiaScum), vBulletin and XenForo servers: the thread's last page,
read ahead of a walk of more than one page, answered with a 429 or an error (the
read-ahead is a check, not a page the sync needs: such an answer reads nothing ahead and
the walk goes on as before live28; was: the whole sync refused), and the post taken out
while the walk reads being one the walk had just read (was: stored as a live post for
good). Every thread is invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest
from werkzeug.wrappers import Response

from tests.count.live_forums import at, no_sleep, synced, vote, wagons
from tests.count.live_pages import any_game
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
    synced_long_day,
    twelve_more,
)

FOURTH = ("page-4", "page=4", "start=30")  # page 4 on XenForo, vBulletin, phpBB


def _fourth_fails_once(g, status: int, after_third=None) -> list[str]:
    """The first request for page 4 (the thread's last page, read ahead of the walk)
    answers ``status`` (a 429 or 503 with a two-hour Retry-After, beyond what votecount
    waits); later ones are served. ``after_third``: a change the forum makes right after
    it has served page 3. Returns the log of the answers it made up."""
    real = g.server.dispatch
    made: list[str] = []

    def dispatch(request):
        path = request.full_path.rstrip("?")
        if not made and path.endswith(FOURTH):
            made.append(path)
            return Response(
                "<html><body><p>Too many requests.</p></body></html>",
                status,
                headers={"Retry-After": "7200"},
                content_type="text/html",
            )
        response = real(request)
        if after_third is not None and path.endswith(THIRD):
            change, after_third_box[0] = after_third_box[0], None
            if change is not None:
                change()
        return response

    after_third_box = [after_third]
    g.server.dispatch = dispatch
    return made


@pytest.mark.parametrize("engine", PAGED)
@pytest.mark.parametrize("status", [429, 503])
def test_the_read_ahead_answered_with_an_error_loses_no_sync(tmp_path, monkeypatch, engine, status):
    """25 posts synced, twelve more (Ellowyn's vote the sixth). The next sync reads page
    1, then (live28) the thread's last page, page 4, ahead of its walk from page 3: the
    forum answers that request 429 (or 503), asking for a two-hour wait. The sync goes on
    and walks pages 3 and 4 as before live28: Ellowyn's vote counts (was: the sync
    refused, the vote missing until a later sync)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)
        made = _fourth_fails_once(g, status)
        g.served_at(at(7))
        want = {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        assert made  # the read-ahead was asked and refused
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 7)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_a_refused_read_ahead_and_a_post_deleted_while_the_walk_reads(
    tmp_path, monkeypatch, engine
):
    """Guard: the read-ahead answered 429, and a talk post on page 3 deleted after the
    walk read page 3 (Ellowyn's vote moves up into it). With nothing read ahead the walk
    reads as before live28: the sync completes, no vote is counted twice, and by the next
    sync the count is a fresh store's."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        twelve_more(g, handles)
        made = _fourth_fails_once(g, 429, lambda: g.delete(handles[21], at(6)))
        g.served_at(at(7))
        first = wagons(synced(game, 7))
        assert made
        assert first in ({B: sorted([A, C])}, {B: sorted([A, C]), C: [E]})
        g.served_at(at(8))
        want = {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 8)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_a_new_vote_deleted_after_the_walk_read_it(tmp_path, monkeypatch, engine):
    """25 posts synced; twelve more: Dunmore's vote for Amberlight the second (page 3),
    Ellowyn's for Cindermoss the sixth (page 4). A moderator deletes Dunmore's vote right
    after the next sync has read page 3: the walk is read again (live28) and lists
    neither it nor anything in its place, with posts on both sides: it is gone, and his
    vote does not count, that sync or later (was: stored as a live post, counted for
    good: the store's later walks start past its page). Ellowyn's vote counts."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        _, game = synced_long_day(g, tmp_path, 25)
        made = []
        for i in range(12):
            who, body = (D, vote(g, A)) if i == 1 else (E, vote(g, C)) if i == 5 else (D, "Hm.")
            made.append(g.post(who, g.para(body), at(5.5 + i / 100)))
        after_page_three(g, lambda: g.delete(made[1], at(6)))
        g.served_at(at(7))
        want = {B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        g.served_at(at(8))
        assert wagons(synced(game, 8)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 8)) == want


@pytest.mark.parametrize("engine", PAGED)
def test_a_new_vote_kept_when_an_older_post_is_deleted(tmp_path, monkeypatch, engine):
    """Guard: the same, but a talk post stored before the sync is deleted (handles[21],
    page 3) and Dunmore's new vote stays: it moves up, the walk is read again and lists
    it under its new number: it counts, once."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        handles, game = synced_long_day(g, tmp_path, 25)
        for i in range(12):
            who, body = (D, vote(g, A)) if i == 1 else (E, vote(g, C)) if i == 5 else (D, "Hm.")
            g.post(who, g.para(body), at(5.5 + i / 100))
        after_page_three(g, lambda: g.delete(handles[21], at(6)))
        g.served_at(at(7))
        want = {A: [D], B: sorted([A, C]), C: [E]}
        assert wagons(synced(game, 7)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh", edits="latest"), 7)) == want
