"""A count at ``--now`` reads the thread as it stood then (``votecount.count.at_now``),
however much later the store was synced: a host's day end posted after ``--now`` does not
close the day, a vote posted after it does not count, and an edit made after it is not
seen (the original counts). On the local Discourse and phpBB (MafiaScum) servers; the
thread is invented here. phpBB keeps no edit history: its original is known to a store
that synced before the edit (here at ``--now`` itself), as a live store does."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import ENGINES, HOST, NAMES, Engine, at, cli, game_file, stamp

A, B, C = NAMES[:3]
BEFORE = stamp(at(3))  # the count's clock: after two votes, before the rest
AFTER = stamp(at(8))  # after everything


@pytest.fixture(params=["discourse", "phpbb"])
def thread(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    """A Day 1 whose host closes it early (at hour 6), two votes before hour 3, a vote
    after it, and a vote edited after it (at hour 5); the workspace synced at hour 3
    and again at the end."""
    with ExitStack() as stack:
        g = ENGINES[request.param](stack)
        game = game_file(g, tmp_path, "latest")
        vote = lambda name: g.bold(f"VOTE: {name}")  # noqa: E731
        g.post(HOST, g.para("Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."), at(0))
        g.post(A, g.para("Opening pick.", vote(B)), at(1))
        changed = g.post(B, g.para("Hmm.", vote(C)), at(2))
        cli(game, "--now", BEFORE, "sync")
        g.post(C, g.para(vote(B)), at(4))
        g.edit(changed, g.para("Hmm.", vote(A)), at(5))
        g.post(HOST, g.para("Day 1 is over. Night 1 has begun."), at(6))
        cli(game, "--now", AFTER, "sync")
        yield g, game


def _count(game: Path, now: str) -> dict[str, Any]:
    return json.loads(cli(game, "--now", now, "count", "--day", "1", "--format", "json"))


def _wagons(count: dict[str, Any]) -> dict[str, list[str]]:
    day = count["days"][0]
    return {w["target"]: sorted(v["voter"] for v in w["votes"]) for w in day["wagons"]}


def test_at_now_the_later_posts_and_edits_have_not_happened(thread):
    _, game = thread
    count = _count(game, BEFORE)
    day = count["days"][0]
    assert day["open"] is True and day["end"] is None  # the host's close came later
    assert _wagons(count) == {B: [A], C: [B]}  # B's vote as first posted
    text = cli(game, "--now", BEFORE, "count", "--format", "text")
    assert "Day 1 vote count (open" in text


def test_after_them_they_count(thread):
    _, game = thread
    count = _count(game, AFTER)
    day = count["days"][0]
    assert day["open"] is False and day["end"]["time"] == at(6).isoformat()
    assert _wagons(count) == {A: [B], B: sorted([A, C])}
