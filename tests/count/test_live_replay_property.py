"""The live replay (tests/count/test_live_replay.py) as a property: any sequence of
votes, unvotes, edits, deletions and clock steps around a stated deadline, synced and
counted now and then in one workspace, counts as a workspace synced afresh at the same
moment. A few examples, derandomized, on Discourse and phpBB."""

from __future__ import annotations

import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.count.live_forums import ENGINES, HOST, NAMES, at
from tests.count.test_live_replay import Replay

STEP = st.one_of(
    st.tuples(st.just("vote"), st.integers(0, 5), st.integers(0, 5)),
    st.tuples(st.just("unvote"), st.integers(0, 5), st.just(0)),
    st.tuples(st.just("edit"), st.integers(0, 30), st.integers(-1, 5)),
    st.tuples(st.just("delete"), st.integers(0, 30), st.just(0)),
    st.tuples(st.just("check"), st.just(0), st.just(0)),
)


def replay_steps(engine: str, edits: str, steps: list[tuple[str, int, int]], hours: list[int]):
    with ExitStack() as stack, tempfile.TemporaryDirectory() as root:
        g = ENGINES[engine](stack)
        replay = Replay(g, Path(root), edits)
        opening = g.para("Welcome.", "Day 1 has begun. Day 1 ends on June 2nd at 12:00 UTC.")
        g.post(HOST, opening, at(0))
        posts: list[Any] = []
        clock = 0.0
        for (kind, a, b), gap in zip(steps, hours, strict=True):
            clock += gap / 4
            if kind == "vote":
                posts.append(g.post(NAMES[a], g.para(g.bold(f"VOTE: {NAMES[b]}")), at(clock)))
            elif kind == "unvote":
                posts.append(g.post(NAMES[a], g.para(g.bold("UNVOTE")), at(clock)))
            elif kind == "edit" and posts:
                body = g.para("Edited.", g.bold(f"VOTE: {NAMES[b]}") if b >= 0 else "No vote.")
                g.edit(posts[a % len(posts)], body, at(clock))
            elif kind == "delete" and posts:
                g.delete(posts.pop(a % len(posts)), at(clock))
            elif kind == "check":
                replay.check(at(clock + 0.1), full=False)
        replay.check(at(clock + 0.1), full=False)


@pytest.mark.parametrize(("engine", "edits"), [("discourse", "first"), ("phpbb", "latest")])
@settings(max_examples=4, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])  # fmt: skip
@given(data=st.data())
def test_any_live_sequence_counts_as_a_fresh_sync(engine, edits, data):
    steps = data.draw(st.lists(STEP, min_size=4, max_size=14))
    hours = data.draw(st.lists(st.integers(1, 40), min_size=len(steps), max_size=len(steps)))
    replay_steps(engine, edits, steps, hours)
