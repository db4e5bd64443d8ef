"""The live phase, thirteenth round reviewed for misfires (issue 25, review27c): a
moderator's reason that names a merge in other words than Discourse's own, a merge across
days and across another's post, a post rebaked after a moderator's edit, versions told apart
by text and number, through the CLI with ``--now`` on the local Discourse and phpBB
(MafiaScum) servers (pages that change while a sync reads them and a phpBB login that ends
mid-sync: test_live_review27_pages.py). Every thread is invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    day_one,
    ends_day_one,
    make_game,
    mod_edit,
    own_edit,
    reasons,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import body_of, posts_of
from tests.count.page_walks import three_posts

A, B, C, D, E = NAMES[:5]


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
        _, _, kept = three_posts(g)
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
        theirs, _, kept = three_posts(g)
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
        theirs, _, kept = three_posts(g)
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
        _, _, kept = three_posts(g)
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
        theirs, _, kept = three_posts(g)
        _merge_into(g, theirs, kept, 4)
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}


def test_a_merge_seen_by_a_store_that_held_the_posts(tmp_path):
    """Guard: the store read Dunmore's vote before the merge (``merged_away``): his vote
    counts, as before."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        theirs, _, kept = three_posts(g)
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
        _, _, kept = three_posts(g)
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
        theirs, _, _ = three_posts(g)
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
        theirs, _, _ = three_posts(g)
        first = body_of(g, theirs)
        own_edit(g, theirs, g.para(vote(g, E)), 4)
        own_edit(g, theirs, first, 4.2)
        mod_edit(g, theirs, first + g.para("(host: noted)"), 4.4)
        game = make_game(g, tmp_path / "fresh")
        assert wagons(synced(game, 6)) == {B: sorted([A, C]), C: [D]}
        assert reasons(game, 6, "EDITED_COMMAND") == []
