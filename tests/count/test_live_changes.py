"""What changes under a live game between two syncs (issue 25, live19), through the CLI
with ``--now`` on the local Discourse and phpBB (MafiaScum) servers; the thread is
invented here.

- The host edits the day-start post to move the deadline: before the old deadline, and
  after it (the day past its deadline, not closed yet).
- A post in the deadline's own minute on a forum that prints minutes only.
- Discourse: the topic renamed or moved (a new slug) between syncs; a player's account
  renamed between syncs (its ``user_id`` stays: the store keeps the author it first
  stored for the account; failed before: the new name was no player). A store synced
  afresh after the rename knows only the new name: the game file must name it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    Engine,
    at,
    cli,
    game_file,
    stamp,
    vote,
    wagons_of,
)

A, B, C, D, E, F = NAMES
OPEN = "Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."  # at(48)
MOVED = "Day 1 has begun. Day 1 ends on June 4th at 12:00 UTC."  # at(72)


@pytest.fixture(params=["discourse", "phpbb"])
def forum(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    with ExitStack() as stack:
        g = ENGINES[request.param](stack)
        yield g, game_file(g, tmp_path)


def synced(game: Path, now: float) -> dict[str, Any]:
    cli(game, "--now", stamp(at(now)), "sync")
    return json.loads(cli(game, "--now", stamp(at(now)), "count", "--format", "json"))


def day1(data: dict[str, Any]) -> dict[str, Any]:
    return next(d for d in data["days"] if d["day"] == 1)


# -- the deadline moved by an edit of the day-start post ---------------------------------
def test_the_deadline_moved_by_an_edit_before_it(forum):
    g, game = forum
    start = g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    assert day1(synced(game, 2))["closes_at"] == "2026-06-03T12:00:00+00:00"
    g.edit(start, g.para(MOVED), at(30))
    g.post(C, g.para(vote(g, B)), at(49))  # after the old deadline, before the new one
    day = day1(synced(game, 50))
    assert day["open"] is True and day["closes_at"] == "2026-06-04T12:00:00+00:00", day
    assert wagons_of(day) == {B: sorted([A, C])}


def test_the_deadline_moved_by_an_edit_after_it(forum):
    g, game = forum
    start = g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    synced(game, 2)
    g.post(C, g.para(vote(g, B)), at(49))  # after the old deadline
    synced(game, 49.5)
    g.edit(start, g.para(MOVED), at(50))  # the host extends the day after the fact
    g.post(D, g.para(vote(g, B)), at(51))
    day = day1(synced(game, 52))
    assert day["open"] is True and day["closes_at"] == "2026-06-04T12:00:00+00:00", day
    assert wagons_of(day) == {B: sorted([A, C, D])}


def test_the_deadline_brought_forward_by_an_edit(forum):
    g, game = forum
    start = g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    synced(game, 2)
    g.edit(start, g.para("Day 1 has begun. Day 1 ends on June 2nd at 12:00 UTC."), at(10))
    g.post(C, g.para(vote(g, B)), at(25))  # after the new deadline
    day = day1(synced(game, 26))
    assert day["open"] is False or day.get("past_deadline"), day
    assert wagons_of(day) == {B: [A]}, day


# -- a post in the deadline's minute --------------------------------------------------------
def test_a_post_in_the_deadlines_minute_on_a_minutes_only_forum(tmp_path):
    """phpBB prints "12:00" for 12:00:40: read as 12:00:00, at the deadline, so late (the
    tally's rule); the audit says the forum cannot tell (failed before: said nothing)."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para(OPEN), at(0))
        g.post(A, g.para(vote(g, B)), at(47.9))
        g.post(C, g.para(vote(g, D)), at(48) + timedelta(seconds=40))  # prints 12:00
        g.post(E, g.para(vote(g, D)), at(48) + timedelta(seconds=70))  # prints 12:01
        assert wagons_of(day1(synced(game, 49))) == {B: [A]}
        audit = cli(game, "--now", stamp(at(49)), "audit", "--format", "text")
        said = [line for line in audit.splitlines() if "minute of the deadline" in line]
        assert len(said) == 1 and C in said[0], audit
        assert "(2026-06-03 12:00 UTC)" in said[0] and "counted as after it" in said[0], said


def test_a_post_to_the_second_gets_no_minute_warning(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para(OPEN), at(0))
        g.post(C, g.para(vote(g, D)), at(48))  # at the deadline, to the second
        synced(game, 49)
        audit = cli(game, "--now", stamp(at(49)), "audit", "--format", "text")
        assert "minute of the deadline" not in audit, audit


def test_the_hosts_night_post_in_the_deadlines_minute_gets_no_warning(tmp_path):
    """review19c: the host's "Night 1 begins" printed 12:00 for a 12:00 deadline was
    warned of as a vote made in the deadline's minute (its host events read as commands).
    The game file gives the day's end (a stated one gives way to the host's post)."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game = game_file(g, tmp_path)
        end = '[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = 2026-06-03T12:00:00Z\n'
        game.write_text(game.read_text(encoding="utf-8") + end, encoding="utf-8")
        g.post(HOST, g.para(OPEN), at(0))
        g.post(A, g.para(vote(g, B)), at(47.9))
        g.post(HOST, g.para("Night 1 begins.", f"{B} was killed."),
               at(48) + timedelta(seconds=30))  # fmt: skip
        synced(game, 49)
        audit = cli(game, "--now", stamp(at(49)), "audit", "--format", "text")
        assert "minute of the deadline" not in audit, audit


# -- Discourse: the topic renamed or moved between syncs --------------------------------------
def test_a_topic_renamed_between_syncs_is_the_same_thread(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para(OPEN), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        synced(game, 2)
        g.topic.slug = "lantern-replay-moved-to-archive"  # renamed, moved: a new slug
        g.topic.title = "Lantern Replay (moved)"
        g.post(C, g.para(vote(g, B)), at(3))
        day = day1(synced(game, 4))
        assert wagons_of(day) == {B: sorted([A, C])}
        urls = {v["voter"]: v["post"]["url"] for w in day["wagons"] for v in w["votes"]}
        assert "/t/lantern-replay-moved-to-archive/5151/3" in urls[C], urls


# -- Discourse: a player's account renamed between syncs ------------------------------------
def test_an_account_renamed_between_syncs_is_the_same_player(tmp_path):
    """Discourse shows every post of a renamed account with its new name, and keeps its
    ``user_id``: the posts count as the player's (failed before: the new name was no
    player, its vote rejected), and sync says so, with the alias that makes votes naming
    the new name count too."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game = game_file(g, tmp_path)
        g.post(HOST, g.para(OPEN), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        synced(game, 2)
        g.topic.rename_user(A, "Amberglow")
        g.post("Amberglow", g.para(vote(g, C)), at(3))  # changes the vote
        g.post(D, g.para(vote(g, C)), at(4))
        said = cli(game, "--now", stamp(at(5)), "sync")
        assert "the forum account 'Amberlight' is now named 'Amberglow'" in said, said
        assert "votecount alias Amberglow Amberlight" in said, said
        day = day1(json.loads(cli(game, "--now", stamp(at(5)), "count", "--format", "json")))
        assert wagons_of(day) == {C: sorted([A, D])}, day
        assert wagons_of(day1(synced(game, 6))) == {C: sorted([A, D])}  # said once, kept
