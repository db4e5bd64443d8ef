"""BotF's sub-phase plans sit at each day's start (votecount/count/hostevents.py
``plans_at_dawn``), so a new day's posts leave the fold's checkpoints before that day
valid: a count after them resumes from the last checkpoint of the day before, with the
count a full recount gives, whether the day parts come from the game file's
``[schedule]`` part keys or from BotF's own split of its ``day_hours``."""

from __future__ import annotations

from datetime import datetime

import pytest

from tests.conftest import FIXTURES
from tests.count.incremental.games import Both, count_json
from votecount.count import pipeline
from votecount.count.incremental import foldstate
from votecount.count.incremental.cache import fold_fingerprint
from votecount.gamefile.load import parse_game

GOLDEN = FIXTURES / "games" / "botf-golden"
DAY_2 = datetime.fromisoformat("2026-04-07T18:00:00+00:00")  # the schedule's Day 2 dawn
PARTS = "discussion_hours = 12\nnomination_hours = 12\nvoting_hours = 24\n"


def _game(parts: bool, markers: bool = False) -> Both:
    both = Both(GOLDEN / "game.toml", GOLDEN / "thread.jsonl")
    text = (GOLDEN / "game.toml").read_text()
    if parts:
        text = text.replace("night_hours = 24\n", f"night_hours = 24\n{PARTS}", 1)
    if markers:
        text = text.replace("phase_markers = false", "phase_markers = true", 1)
    both.game = parse_game(text, GOLDEN / "game.toml")
    schedule = both.game.schedule
    assert schedule is not None and (schedule.parts is not None) is parts
    return both


def _resumed(both: Both, posts) -> int:
    """Count ``posts`` resumed from the checkpoints kept so far (and check it against a
    full recount); returns where the fold resumed (0: the start)."""
    store = foldstate.Checkpoints(both.conn, fold_fingerprint(both.game))
    inc = pipeline.run(both.game, posts, cache=both.cache, checkpoints=store)
    store.save()
    full = both.full(posts)
    for view in ("public", "host"):
        assert count_json(inc.count(view), both.game) == count_json(full.count(view), both.game)
    return store.resumed


@pytest.mark.parametrize("parts", [True, False], ids=["part-keys", "day-hours-split"])
def test_a_new_days_posts_resume_from_the_day_befores_checkpoint(parts, monkeypatch):
    monkeypatch.setattr(foldstate, "EVERY", 10)
    both = _game(parts)
    before = [p for p in both.posts if p.created_at < DAY_2]
    assert 100 < len(before) < len(both.posts) - 30  # Day 2 brings 40-odd posts
    assert _resumed(both, before) == 0  # Day 1 and Night 2: checkpoints every 10 posts
    last = max(foldstate.written_positions(len(before)))  # the tip: just after Night 2
    assert last == len(before)
    assert _resumed(both, both.posts) == last  # Day 2 and its plans: older digests hold
    assert _resumed(both, both.posts) == len(both.posts)  # nothing new: the tip, no fold


def test_a_hosts_sub_phase_post_resumes_from_before_its_day(monkeypatch):
    """With ``phase_markers``, the host's "Nominations are now open" post of Day 2 (post
    139) becomes a plan at Day 2's dawn (post 117): the count after it resumes from the
    last checkpoint before that dawn, not from the thread's start."""
    monkeypatch.setattr(foldstate, "EVERY", 10)
    both = _game(parts=False, markers=True)
    upto = [p for p in both.posts if p.number < 139]
    assert _resumed(both, upto) == 0
    dawn = sum(p.created_at < DAY_2 for p in upto)
    last = max(k for k in foldstate.written_positions(len(upto)) if k <= dawn)
    assert _resumed(both, both.posts) == last > 0
