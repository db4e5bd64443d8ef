"""The live phase's eleventh round reviewed for misfires (issue 25, review25c), through
the CLI with ``--now`` on the local forums the rules reach; every thread is invented.

A profile id shown under two names on one page is no one account (a theme linking every
author to one profile, a guest's placeholder): the names are two players, not a rename.
A vote a moderator merged into the author's *earlier* post is not dated at that post (it
would count before a deadline it missed)."""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    day_one,
    mod_edit,
    no_sleep,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import PAGE_ENGINES, any_game, merged_into_next, posts_of
from tests.servers.base import account_id

A, B, C, D, E = NAMES[:5]
ALL = {**ENGINES, **PAGE_ENGINES}
PAGES = [e for e in ALL if e != "discourse"]  # the forums whose profile link is read


@pytest.mark.parametrize("engine", PAGES)
@pytest.mark.parametrize("shared", [4242, 1])
def test_one_profile_link_under_every_name(tmp_path, monkeypatch, engine, shared):
    """Every author's name links one profile (a theme's link to the board's guide, or
    the guest account, phpBB's user 1): Dunmore and Ellowyn stay two players, each
    vote its voter's (was: Ellowyn's posts read as Dunmore's after a rename, her vote
    his)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        g.post(D, g.para(vote(g, C)), at(3))
        g.post(E, g.para(vote(g, A)), at(3.1))
        for post in posts_of(g):
            post.user_id = shared
        game = any_game(g, tmp_path / "live")
        g.served_at(at(4))
        data = synced(game, 4)
        assert wagons(data) == {B: sorted([A, C]), C: [D], A: [E]}, data


@pytest.mark.parametrize("engine", PAGES)
def test_a_rename_still_keeps_the_first_name(tmp_path, monkeypatch, engine):
    """Guard: each author links their own profile; Dunmore's account is renamed
    Dunmoor after a sync read his vote, and the new name moves it: one player (the
    round's rule, untouched by the page's one-name-per-id test)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        g.post(D, g.para(vote(g, C)), at(3))
        game = any_game(g, tmp_path / "live")
        assert wagons(synced(game, 3.5)) == {B: sorted([A, C]), C: [D]}
        for post in posts_of(g):
            if post.author == D:
                post.user_id, post.author = account_id(D), "Dunmoor"
        mine = g.post("Dunmoor", g.para(vote(g, E)), at(4))
        mine.user_id = account_id(D)
        g.post(E, g.para("Hm."), at(4.1))
        g.served_at(at(5))
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), E: [D]}


@pytest.mark.parametrize("engine", list(ALL))
def test_a_night_vote_merged_into_the_players_day_post(tmp_path, monkeypatch, engine):
    """Dunmore posts in the day, votes after the host ended it; a sync reads both, and a
    moderator merges the night vote into his day post (the earlier one, kept). The vote
    missed the day: it is not counted there (was: dated at the kept day post, counted)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        kept = g.post(D, g.para("I have a read on this."), at(3))
        g.post(HOST, g.para("Day 1 has ended. Night 1 has begun."), at(24))
        late = g.post(D, g.para(vote(g, C)), at(24.5))
        g.post(E, g.para("Hm."), at(24.6))
        game = any_game(g, tmp_path / "live")
        g.served_at(at(25))
        assert wagons(synced(game, 25)) == {B: sorted([A, C])}
        merged_into_next(g, late, kept, 26)  # the vote's post taken out, its text in the day post
        g.post(E, g.para("Hm again."), at(26.5))
        g.served_at(at(27))
        data = synced(game, 27)
        assert wagons(data) == {B: sorted([A, C])}, data


@pytest.mark.parametrize("engine", list(ALL))
def test_a_merge_made_after_the_day_ended(tmp_path, monkeypatch, engine):
    """Guard: Dunmore's vote and his next post are both in the day; a moderator merges
    them in the night. The vote counts in the day, at the kept post (the round's rule:
    the merge's own time is not the vote's)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        theirs = g.post(D, g.para(vote(g, C)), at(3))
        later = g.post(D, g.para("Also, hm."), at(3.1))
        g.post(HOST, g.para("Day 1 has ended. Night 1 has begun."), at(24))
        game = any_game(g, tmp_path / "live")
        g.served_at(at(25))
        want = {B: sorted([A, C]), C: [D]}
        assert wagons(synced(game, 25)) == want
        merged_into_next(g, theirs, later, 26)
        g.post(E, g.para("Hm."), at(26.5))
        g.served_at(at(27))
        assert wagons(synced(game, 27)) == want


@pytest.mark.parametrize("engine", list(ALL))
def test_another_vote_written_in_after_a_one_line_vote_post_went(tmp_path, monkeypatch, engine):
    """Guard: Dunmore's one-line vote post is taken out, and the host writes a vote for
    another player into his next post: the deleted post's line is not there, no merge;
    the written-in vote is the moderator's, not counted."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        theirs = g.post(D, g.para(vote(g, C)), at(3))
        later = g.post(D, g.para("Also, hm."), at(3.1))
        g.post(E, g.para("Hm."), at(3.2))
        game = any_game(g, tmp_path / "live")
        assert wagons(synced(game, 3.5)) == {B: sorted([A, C]), C: [D]}
        posts_of(g).remove(theirs)
        written = g.para(vote(g, E), "Also, hm.")
        if g.name in ENGINES:
            mod_edit(g, later, written, 4)
        else:
            g.edit(later, written, at(4))
            later.editor = HOST
        g.post(E, g.para("Hm again."), at(4.5))
        g.served_at(at(5))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
