"""Edits and deletions a sync meets together (issue 25, live23), through the CLI with
``--now`` on the local Discourse and phpBB (MafiaScum) servers; every thread is invented
here.

- Discourse: a sync that finds a stored post moved on by one or more revisions reads
  who made each one it reads (the revision's ``username``) and when: a moderator's
  strike between two syncs is a ruling, also when the thread moved on past it or the
  player edited the post again before the next sync;
- a moderator's strike after the close, then the player's own edit (``edits =
  "latest"``): the strike stands;
- a host's night start deleted after votecount read it is kept, as a day start is;
- review23c: Discourse's ``system`` account's revision is no ruling, nor is a moderator's
  edit after the close that changed no command; a night start deleted and the day ended
  later was taken back.
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


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_strike_the_thread_moved_past_is_the_moderators(tmp_path, edits):
    """One revision since the last sync, no deadline near it, a later post above it: the
    sync reads that revision's author (was: read as the player's own edit; with
    ``edits = "first"`` the struck vote counted)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        mod_edit(g, first, g.para("(vote removed by the host)"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any(f"edited by {HOST} (not {A})" in r for r in said), said


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_the_players_change_then_the_moderators_strike_in_one_sync(tmp_path, edits):
    """Two revisions at once: Amberlight moved the vote to Dunmore, then the host struck
    it. The strike is the ruling, whatever the edit rule."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 3.5)
        mod_edit(g, first, g.para("(vote removed by the host)"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_the_moderators_strike_then_the_players_edit_in_one_sync(tmp_path, edits):
    """Two revisions at once, the other way round: the host struck the vote, then the
    player edited the post to complain. The struck vote stays out."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        synced(game, 3)
        mod_edit(g, first, g.para("(vote removed by the host)"), 3.5)
        own_edit(g, first, g.para("(vote removed by the host)", "unfair!"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}


def test_the_players_change_then_the_moderators_word_fix_in_one_sync(tmp_path):
    """Two revisions at once (edits = "first"): Amberlight moved the vote to Dunmore, then
    the host took a word out, the vote untouched. The moderator's version counts, and
    its vote is the player's own (review22c's rule, read from one sync)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D), "darn it"), 3.5)
        mod_edit(g, first, g.para(vote(g, D), "(a word removed by the host)"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C], D: [A]}


def test_two_own_edits_in_one_sync_are_the_players(tmp_path):
    """Two revisions at once, both the player's: an edit like any other (``edits =
    "first"``: the first vote counts, flagged), no editor named."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 3.5)
        own_edit(g, first, g.para(vote(g, C)), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert said and not any("edited by" in r for r in said), said


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
def test_a_strike_after_the_close_then_the_players_edit(tmp_path, engine):
    """edits = "latest": the host struck the vote after the close, then the player edited
    the post (to complain). The strike stands (was: Discourse read the post back as at
    the close, the struck vote counted)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para("(vote struck by the host)"), 25)
        g.post(D, g.para("Hm."), at(25.5))
        assert wagons(synced(game, 26)) == {B: [C]}
        own_edit(g, first, g.para("(vote struck by the host)", "unfair!"), 27)
        g.post(D, g.para("Hm."), at(27.5))
        assert wagons(synced(game, 28)) == {B: [C]}


@pytest.mark.parametrize(
    ("engine", "how"),
    [("phpbb", "delete"), ("discourse", "delete"), ("discourse", "self_delete")],
)
def test_a_deleted_night_start_is_kept_as_read(tmp_path, engine, how):
    """The host's "Night 1 has begun." deleted after a sync read it: the night stays
    (was: lost, Day 1 went on and took the night's votes)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, _ = day_one_game(g, tmp_path / "live")
        night = g.post(HOST, g.para("Night 1 has begun."), at(3))
        g.post(D, g.para(vote(g, C)), at(3.5))
        before = synced(game, 4)
        assert wagons(before) == {B: sorted([A, C])}, before
        getattr(g, how)(night, at(4.5))
        g.post(D, g.para("Hm."), at(4.8))
        after = synced(game, 5)
        assert wagons(after) == {B: sorted([A, C])}, after
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any("starting Night 1 was deleted after votecount read it" in r for r in said)


def test_a_deleted_night_start_posted_again_starts_at_the_repost(tmp_path):
    """A night start taken back and posted again an hour later: the night starts at the
    repost, the vote between counts in Day 1."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        day_one(g)
        night = g.post(HOST, g.para("Night 1 has begun."), at(3))
        game = make_game(g, tmp_path / "live", edits="first")
        game.write_text(game.read_text(encoding="utf-8").split("[[phases]]")[0])
        synced(game, 3.2)
        g.delete(night, at(3.3))
        g.post(D, g.para(vote(g, C)), at(3.5))
        g.post(HOST, g.para("Night 1 has begun."), at(4))
        data = synced(game, 5)
        assert wagons(data) == {B: sorted([A, C]), C: [D]}, data


def test_a_revision_the_forum_failed_to_serve_is_read_by_the_next_sync(tmp_path, monkeypatch):
    """The revision endpoint answers 500 to every attempt of one sync (it stops); the
    next reads the revision: the moderator's strike is theirs."""
    from tests.count.live_forums import cli, no_sleep

    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para("(vote removed by the host)"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        g.server.fail(500, times=5, endpoint="revision")
        with pytest.raises(AssertionError):
            cli(game, "--now", "2026-06-01T17:00", "sync")
        assert wagons(synced(game, 5)) == {B: [C]}


# -- review23c: edges of the rules above ---------------------------------------------------------
def test_a_system_revision_is_no_moderators_ruling(tmp_path):
    """edits = "first": Amberlight moved the vote to Dunmore (a picture in it), and
    Discourse's own ``system`` account rewrote the picture's link a minute later (its
    revision read by the next sync). The forum's edit rules nothing: the first vote
    counts (was: "edited by system", the moderator's version, Dunmore counted)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D), "(picture)"), 3.5)
        g.post(D, g.para("Hm."), at(3.6))
        synced(game, 3.7)
        mod_edit(g, first, g.para(vote(g, D), "(picture, stored)"), 3.8, editor="system")
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        assert not any("edited by system" in r for r in reasons(game, 5, "EDITED_COMMAND"))


def test_a_system_revision_after_a_late_edit_leaves_it_late(tmp_path):
    """edits = "latest": the vote moved after the close, then ``system`` rewrote a link
    in the post: the version at the close counts (was: "system's edit after the close
    counts", the late vote counted)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D), "(picture)"), 25)
        mod_edit(g, first, g.para(vote(g, D), "(picture, stored)"), 25.01, editor="system")
        g.post(D, g.para("Hm."), at(25.5))
        assert wagons(synced(game, 26)) == {B: sorted([A, C])}


def test_a_moderators_note_after_a_late_edit_rules_nothing(tmp_path):
    """edits = "latest", a sync after each edit: the vote moved after the close, the host
    added a note leaving the vote as it was, the player edited again. The note changed
    no command, so it is no ruling: the version at the close counts (was: read as the
    host left it, the late vote counted; the same edits met by one sync already read
    so)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 25)
        g.post(D, g.para("Hm."), at(25.1))
        synced(game, 25.2)
        note = "(edited after the deadline: the host)"
        mod_edit(g, first, g.para(vote(g, D), note), 25.5)
        g.post(D, g.para("Hm."), at(25.55))
        synced(game, 25.6)
        own_edit(g, first, g.para(vote(g, D), note, "sorry"), 25.7)
        g.post(D, g.para("Hm."), at(25.8))
        assert wagons(synced(game, 26)) == {B: sorted([A, C])}


@pytest.mark.parametrize("engine", ["phpbb", "discourse"])
@pytest.mark.parametrize("end", ["Day 1 has ended.", f"Day 1 is over! {B} was lynched."])
def test_a_night_started_too_soon_deleted_then_the_day_ended(tmp_path, engine, end):
    """The host started Night 1 too soon, deleted the post after a sync read it, the day
    went on and the host ended it later ("Day 1 has ended.", no night start posted
    again). The day's end takes the deleted start back: Dunmore's vote after it counts
    in Day 1 (was: the night kept at the deleted post, the vote outside the day)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        day_one(g)
        night = g.post(HOST, g.para("Night 1 has begun."), at(3))
        game = make_game(g, tmp_path / "live", edits="first")
        game.write_text(game.read_text(encoding="utf-8").split("[[phases]]")[0])
        synced(game, 3.2)
        g.delete(night, at(3.3))
        g.post(D, g.para(vote(g, C)), at(3.5))
        g.post(HOST, g.para(end), at(5))
        data = synced(game, 6)
        assert wagons(data) == {B: sorted([A, C]), C: [D]}, data
