"""A moderator's edit of a player's vote post (issue 25, live22), through the CLI with
``--now`` on the local phpBB (MafiaScum) and Discourse servers; every thread is invented
here. The forum names the editor (phpBB's "Last edited by Quillmaster", a Discourse
revision's ``username``); ``count.mod_edits`` reads the edit as the host's ruling:

- the moderator took the vote out: it is out (failed before: the edit was read as the
  player's own, and ``edits = "first"`` counted the vote as first posted);
- a vote only the moderator's edit made is not the player's: not counted, an error
  naming the editor (failed before: it was the player's edit, flagged as theirs);
- a store that first synced after the edit never saw the player's version: the version
  shown counts, and the first-seen notice names the editor.
"""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    day_one,
    day_one_game,
    make_game,
    mod_edit,
    own_edit,
    reasons,
    synced,
    vote,
    wagons,
)

A, B, C, D = NAMES[:4]


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_vote_the_moderator_took_out_is_out(tmp_path, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        mod_edit(g, first, g.para("(vote removed by the host: Brackenfold is immune today)"), 4)
        assert wagons(synced(game, 5)) == {B: [C]}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any(f"edited by {HOST} (not {A})" in r for r in said), said


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_vote_only_the_moderator_made_is_not_the_players(tmp_path, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, B), vote(g, D)), 4)  # the host added a vote
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any("not in the player's own post: not counted" in r for r in said), said


def test_a_store_that_never_saw_the_players_version_counts_what_is_shown(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game, _, first = day_one_game(g, tmp_path / "fresh")
        mod_edit(g, first, g.para(vote(g, D)), 4)
        assert wagons(synced(game, 5)) == {B: [C], D: [A]}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any(f"edited by {HOST} (not {A})" in r and "original unknown" in r for r in said)


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_vote_the_moderator_took_out_after_the_close_is_out(tmp_path, engine, edits):
    """The host strikes a vote once the day has closed (a ruling on it): the day's
    count is without it, whatever the edit rule; a player's own edit then would not be."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live", edits=edits)
        synced(game, 3)
        mod_edit(g, first, g.para("(vote struck by the host)"), 25)
        g.post(D, g.para("Hm."), at(25.5))
        assert wagons(synced(game, 26)) == {B: [C]}


def test_a_renamed_players_own_edit_is_theirs(tmp_path):
    """Discourse names the editor by the account's current name: after a rename the
    player's own edit is theirs, not a moderator's (the store keeps the first name)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        g.topic.rename_user(A, "Amberglow")
        g.edit(first, g.para(vote(g, D)), at(4))  # the revision names "Amberglow"
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}  # edits = "first"
        said = reasons(game, 5, "EDITED_COMMAND")
        assert said and not any("edited by" in r for r in said), said


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_vote_the_player_changed_before_the_moderators_edit_is_theirs(tmp_path, engine):
    """review22c: edits = "first"; the player changed Brackenfold to Dunmore themselves,
    then the host took a word out of the post (the vote untouched). The moderator's
    version counts: Dunmore, which the player wrote (was: read as the moderator's vote,
    not counted, and the player had no vote at all). Discourse reads the editor only
    when the edit is the thread's newest (``revisions.EditClock``): the host edits last."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D), "darn it"), 3.5)
        g.post(D, g.para("Hm."), at(3.6))
        assert wagons(synced(game, 3.8)) == {B: sorted([A, C])}
        mod_edit(g, first, g.para(vote(g, D), "(a word removed by the host)"), 4)
        assert wagons(synced(game, 5)) == {B: [C], D: [A]}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert not any("not in the player's own post" in r for r in said), said


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_players_edit_after_the_moderators_leaves_the_vote_out(tmp_path, engine):
    """review22c: edits = "first"; the host struck the vote, then the player edited the
    post to complain: the struck vote stays out (was: counted again as first posted)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para("(vote removed by the host)"), 4)
        assert wagons(synced(game, 4.5)) == {B: [C]}
        own_edit(g, first, g.para("(vote removed by the host)", "unfair!"), 5)
        g.post(D, g.para("Hm."), at(5.2))
        assert wagons(synced(game, 6)) == {B: [C]}
