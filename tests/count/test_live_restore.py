"""A post deleted and later restored (issue 25, live17), end to end through the CLI
against the local Discourse and phpBB (MafiaScum) servers with ``--now`` as the injected
clock; the thread is invented here.

The store keeps each window a post was gone (``absences``: from the sync that found it
gone to the sync that listed it again), so a count replayed at a clock inside the window
reads it gone, as the live count then did (failed before: the restored post counted in
the replay), and ``explain`` says when it was gone.
"""

from __future__ import annotations

from typing import Any

from tests.count.live_forums import (
    GONE,
    NAMES,
    at,
    cli,
    day_one_count,
    notices,
    restore,
    stamp,
    vote,
    wagons,
    without_gone,
)

A, B, C, D = NAMES[:4]


def unnumbered(data: Any) -> Any:
    """A count's JSON without post numbers: phpBB numbers the posts after a restored one
    one higher again, so the live count and the replay name the same posts by other
    numbers (the ids, times and links are the same)."""
    if isinstance(data, dict):
        return {k: unnumbered(v) for k, v in data.items() if k != "number"}
    if isinstance(data, list):
        return [unnumbered(x) for x in data]
    return data


def test_a_replay_inside_the_gone_window_matches_the_live_count(dated_forum):
    g, game = dated_forum
    gone = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    cli(game, "--now", stamp(at(3)), "sync")
    live_before = day_one_count(game, 3.5)
    g.delete(gone, at(4))
    g.post(D, g.para(vote(g, C)), at(4.5))
    assert "1 gone" in cli(game, "--now", stamp(at(5)), "sync")
    live_gone = day_one_count(game, 6)  # what the host saw while the post was gone
    live_warned = notices(game, 6, "COMMAND_IGNORED")
    assert wagons(live_gone) == {B: [C], C: [D]}
    restore(g, gone, 1)
    cli(game, "--now", stamp(at(7)), "sync")
    assert unnumbered(day_one_count(game, 6)) == unnumbered(live_gone)  # the replay inside
    assert unnumbered(notices(game, 6, "COMMAND_IGNORED")) == unnumbered(live_warned)
    assert [n["player"] for n in live_warned if GONE in n["reason"]] == [A]
    assert unnumbered(without_gone(day_one_count(game, 3.5))) == unnumbered(
        without_gone(live_before)
    )  # before it went
    assert wagons(day_one_count(game, 8)) == {B: sorted([A, C]), C: [D]}  # after it came back
    assert [n for n in notices(game, 8, "COMMAND_IGNORED") if GONE in n["reason"]] == []


def test_explain_at_a_clock_inside_the_window_says_why(dated_forum):
    g, game = dated_forum
    gone = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    cli(game, "--now", stamp(at(3)), "sync")
    g.delete(gone, at(4))
    cli(game, "--now", stamp(at(5)), "sync")
    restore(g, gone, 1)
    cli(game, "--now", stamp(at(7)), "sync")
    inside = cli(game, "--now", stamp(at(6)), "explain", f"id:{gone.id}")
    assert GONE in inside, inside
    assert "not listed from the sync at 2026-06-01 17:00 UTC" in inside, inside
    assert "listed again from the sync at 2026-06-01 19:00 UTC" in inside, inside
    after = cli(game, "--now", stamp(at(8)), "explain", f"id:{gone.id}")
    assert GONE not in after and "counted" in after, after


def test_a_post_gone_twice_reads_each_window(dated_forum):
    g, game = dated_forum
    gone = g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para("Chatter."), at(1.5))
    syncs = [(3, None), (4, "delete"), (5, "restore"), (6, "delete"), (7, "restore")]
    for hour, change in syncs:
        if change == "delete":
            g.delete(gone, at(hour - 0.5))
        elif change == "restore":
            restore(g, gone, 1)
        cli(game, "--now", stamp(at(hour)), "sync")
    seen = {h: wagons(day_one_count(game, h)) for h in (3.5, 4.5, 5.5, 6.5, 7.5)}
    assert seen == {3.5: {B: [A]}, 4.5: {}, 5.5: {B: [A]}, 6.5: {}, 7.5: {B: [A]}}
