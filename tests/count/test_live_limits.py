"""The live limits (issue 25, live16), end to end through the CLI against the local
Discourse and phpBB (MafiaScum) servers with ``--now`` as the injected clock; the thread
is invented here.

- A post first synced after its edit on a forum without history (phpBB), counted at a
  clock before that edit: the version first seen counts, with the "original unknown"
  warning (nothing else is known of it); on Discourse the history gives the original.
- A post the thread no longer lists ("gone"): its vote stops counting from the sync that
  sees it gone (a count at a clock before that sync still counts it), and the audit says
  so.
- ``watch --once --now T`` on a store synced later: what is due reads the thread as it
  stood at T (our count posted after T has not happened; nor have the posts after T).
- A host's day end and day start as the last line of a long post.
"""

from __future__ import annotations

import json
from contextlib import ExitStack

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    cli,
    day_one_count,
    game_file,
    notices,
    stamp,
    vote,
    wagons,
)

A, B, C, D = NAMES[:4]


# -- a post first seen after its edit ----------------------------------------------------------
def test_a_post_first_synced_after_its_edit_counted_before_the_edit(dated_forum):
    g, game = dated_forum
    post = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    g.post(B, g.para("Hello all."), at(2))  # so that phpBB prints the edit's notice
    g.edit(post, g.para("Opening pick.", vote(g, C)), at(3))
    cli(game, "--now", stamp(at(4)), "sync")  # the first sync: the edit is made
    before = day_one_count(game, 2.5)
    edited = notices(game, 2.5, "EDITED_COMMAND")
    if g.history:  # the history gives the original: it stood at 2.5, unedited
        assert wagons(before) == {B: [A]} and edited == []
    else:  # only the version first seen is known: it counts, and the audit says so
        assert wagons(before) == {C: [A]} and len(edited) == 1
        assert "original unknown" in edited[0]["reason"]
        assert "2026-06-01 15:00" in edited[0]["reason"]
    assert wagons(day_one_count(game, 5)) == ({B: [A]} if g.history else {C: [A]})


# -- a post the thread no longer lists ---------------------------------------------------------
def test_a_gone_post_stops_counting_from_the_sync_that_sees_it_gone(dated_forum):
    g, game = dated_forum
    gone = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    cli(game, "--now", stamp(at(3)), "sync")
    assert wagons(day_one_count(game, 3)) == {B: sorted([A, C])}
    g.delete(gone, at(4))
    last = g.post(D, g.para(vote(g, C)), at(4.5))
    out = cli(game, "--now", stamp(at(5)), "sync")
    assert "1 gone" in out
    after = day_one_count(game, 5)
    assert wagons(after) == {B: [C], C: [D]}
    # before the sync that found it gone (at hour 5) the thread still listed the post:
    # a count then (a replay) counts its vote, as the host's count then did
    assert wagons(day_one_count(game, 3)) == {B: sorted([A, C])}
    assert wagons(day_one_count(game, 4.75)) == {B: sorted([A, C]), C: [D]}
    assert notices(game, 4.75, "COMMAND_IGNORED") == []
    # the count is as of the thread's last post, not the gone one (phpBB numbered the
    # later posts one lower: the gone post's number is the one it had when last listed)
    assert after["as_of"]["post_id"] == str(last.id)
    said = notices(game, 5, "COMMAND_IGNORED")
    assert [n["player"] for n in said] == [A], said
    assert "no longer lists" in said[0]["reason"]
    text = cli(game, "--now", stamp(at(5)), "audit")
    assert "no longer lists" in text
    # explain: the number is the post the thread lists under it now; the gone post by id
    first = 1 if g.name == "discourse" else 0  # MafiaScum numbers the opening post #0
    shown = cli(game, "--now", stamp(at(5)), "explain", str(first + 1))
    assert (C in shown) == (g.name == "phpbb") and (A in shown) == (g.name == "discourse")
    shown = cli(game, "--now", stamp(at(5)), "explain", f"id:{gone.id}")
    assert f"VOTE: {B}" in shown and "post is gone" in shown


# -- watch --now on a store synced later -------------------------------------------------------
def test_watch_now_reads_the_thread_as_it_stood(dated_forum, monkeypatch):
    g, game = dated_forum
    monkeypatch.setenv("VOTECOUNT_API_USERNAME", HOST)
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(B, g.para(vote(g, C)), at(2))
    g.post(HOST, g.para(g.bold("Vote Count 1.1"), f"{B} (1): {A}", "votecount 0123456789ab"), at(3))
    g.post(C, g.para(vote(g, B)), at(4))
    g.post(D, g.para(vote(g, B)), at(5))
    cli(game, "--now", stamp(at(6)), "sync")
    early = cli(game, "--now", stamp(at(2.5)), "watch", "--once", "--after-posts", "2")
    assert "would post (no vote count posted yet)" in early, early
    mid = cli(game, "--now", stamp(at(4.5)), "watch", "--once", "--after-posts", "2")
    assert "no count due" in mid, mid
    late = cli(game, "--now", stamp(at(6)), "watch", "--once", "--after-posts", "2")
    assert "would post (2 new posts)" in late, late


# -- a host's phase lines at the end of a long post --------------------------------------------
def test_day_end_and_start_as_the_last_line_of_a_long_post(dated_forum):
    g, game = dated_forum
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    g.post(
        HOST,
        g.para(
            "Thank you all for a lively day; the discussion was a pleasure to read.",
            "Remember that night actions go to the host by private message, and that",
            "nobody may post in the thread during the night. Questions to the host.",
            f"{B} was lynched. {B} was a Vanilla Townie.",
            "Day 1 is over. Night 1 has begun.",
        ),
        at(3),
    )
    g.post(D, g.para(vote(g, A)), at(4))
    g.post(
        HOST,
        g.para(
            "Dawn breaks over the lanterns, slowly, as it always does.",
            "The night was quiet: nobody died. Votes go in bold as before.",
            "With 5 alive, it takes 3 to lynch.",
            "It is now Day 2.",
        ),
        at(10),
    )
    g.post(A, g.para(vote(g, C)), at(11))
    cli(game, "--now", stamp(at(12)), "sync")
    data = json.loads(cli(game, "--now", stamp(at(12)), "count", "--format", "json"))
    days = {d["day"]: d for d in data["days"]}
    assert days[1]["open"] is False and days[1]["end"]["time"] == at(3).isoformat()
    assert D not in {v["voter"] for w in days[1]["wagons"] for v in w["votes"]}
    assert days[2]["open"] is True
    assert {w["target"]: [v["voter"] for v in w["votes"]] for w in days[2]["wagons"]} == {C: [A]}


def test_a_vote_deleted_by_its_author_counts_until_then(tmp_path):
    """Discourse: an author's delete replaces the text (its history keeps the vote); a
    count at a clock before the delete counts the vote, after it not."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para("Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."), at(0))
        post = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        g.self_delete(post, at(3))
        cli(game, "--now", stamp(at(4)), "sync")  # first seen deleted
        assert wagons(day_one_count(game, 2.5)) == {B: sorted([A, C])}
        assert wagons(day_one_count(game, 4)) == {B: [C]}


def test_watch_now_past_the_deadline_by_the_clock_alone_is_the_days_end(dated_forum, monkeypatch):
    """No post closes the day: the clock passes the game file's deadline; our last count
    came before it, a player posted since: the final count is due."""
    g, game = dated_forum
    with game.open("a", encoding="utf-8") as out:
        out.write(
            '\n[[phases]]\nkind = "day"\nnumber = 1\nstart = "2026-06-01T12:00:00Z"\n'
            'end = "2026-06-03T12:00:00Z"\n'
        )
    monkeypatch.setenv("VOTECOUNT_API_USERNAME", HOST)
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(HOST, g.para(g.bold("Vote Count 1.1"), f"{B} (1): {A}", "votecount 0123456789ab"), at(2))
    g.post(C, g.para(vote(g, B)), at(3))
    cli(game, "--now", stamp(at(4)), "sync")
    before = cli(game, "--now", stamp(at(47)), "watch", "--once")
    assert "no count due" in before, before
    after = cli(game, "--now", stamp(at(49)), "watch", "--once")
    assert "would post (the day ended)" in after, after
    g.post(HOST, g.para(g.bold("Vote Count 1.2"), f"{B} (2)", "votecount 123456789abc"), at(50))
    cli(game, "--now", stamp(at(51)), "sync")
    posted = cli(game, "--now", stamp(at(51)), "watch", "--once")
    assert "no count due" in posted, posted  # our final count came after the deadline


def test_a_phpbb_edit_of_the_last_post_is_dated_by_the_sync_that_saw_it(tmp_path):
    """phpBB prints no edit notice on a topic's last post: the edit is known from the sync
    that saw the new text, and dated then; a count before that sync reads the text before."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game = game_file(g, tmp_path, "latest")
        g.post(HOST, g.para("Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."), at(0))
        post = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
        cli(game, "--now", stamp(at(1.5)), "sync")
        g.edit(post, g.para("Opening pick.", vote(g, C)), at(2))  # no notice: the last post
        cli(game, "--now", stamp(at(3)), "sync")
        assert wagons(day_one_count(game, 2.5)) == {B: [A]}
        assert wagons(day_one_count(game, 3)) == {C: [A]}
        edited = notices(game, 3, "EDITED_COMMAND")
        assert len(edited) == 1 and " -> " in edited[0]["reason"]  # the store saw both
