"""Per-phase settings (issue 27 item 1): a ``[[phases]]`` entry may set its own
``resolution`` (``deadline``: no hammer for that phase alone) and a ``title`` shown in the
count's heading."""

from __future__ import annotations

import pytest

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.gamefile.game import PhaseEntry
from votecount.gamefile.load import GameFileError, parse_game
from votecount.tally import Status
from votecount.views import render

POSTS = thread(
    ("host", "<b>Day 1</b> begins"),
    ("alice", "<b>vote carol</b>"),
    ("bob", "<b>vote carol</b>"),
    ("dave", "<b>vote carol</b>"),  # 3 of 5: a majority
    ("carol", "<b>vote erin</b>"),
    ("alice", "<b>vote erin</b>"),
    ("bob", "<b>vote erin</b>"),
    ("host", "Day 1 is over."),
)


def _codes(day) -> list[str]:
    return [v.code for v in (*day.rejected, *day.notices)]


def test_a_game_that_hammers_hammers() -> None:
    phases = (PhaseEntry("day", 1, start_post=1, end_post=8),)
    day = pipeline.count(game(phases=phases), POSTS).day(1)
    assert day.outcome.status is Status.HAMMERED and day.outcome.eliminated == "carol"
    assert "VOTE_AFTER_HAMMER" in _codes(day)


def test_one_phase_decided_at_its_deadline_has_no_hammer() -> None:
    phases = (PhaseEntry("day", 1, start_post=1, end_post=8, resolution="plurality"),)
    day = pipeline.count(game(phases=phases), POSTS).day(1)
    # the votes move on after carol's majority, and erin leads 3-1 at the deadline
    assert day.outcome.status is Status.ELIMINATED and day.outcome.eliminated == "erin"
    assert "VOTE_AFTER_HAMMER" not in _codes(day)


def test_the_next_phase_keeps_the_games_resolution() -> None:
    phases = (
        PhaseEntry("day", 1, start_post=1, end_post=3, resolution="plurality"),
        PhaseEntry("day", 2, start_post=4, end_post=8),
    )
    posts = thread(*[("host", "x")] * 3, ("alice", "<b>vote carol</b>"),
                   ("bob", "<b>vote carol</b>"), ("dave", "<b>vote carol</b>"),
                   ("erin", "<b>vote carol</b>"), ("host", "end"))  # fmt: skip
    day = pipeline.count(game(phases=phases), posts).day(2)
    assert day.outcome.status is Status.HAMMERED


TOML = """
[game]
name = "t"
ruleset = "mafia"
threads = ["https://forum.example/t/1"]
[[players]]
username = "alice"
[[phases]]
kind = "day"
number = 1
start_post = 1
end_post = 8
title = "The Last Supper"
resolution = "deadline"
"""


def test_the_game_file_reads_title_and_resolution() -> None:
    phase = parse_game(TOML).phases[0]
    assert (phase.title, phase.resolution) == ("The Last Supper", "plurality")
    with pytest.raises(GameFileError, match="resolution"):
        parse_game(TOML.replace('"deadline"', '"whenever"'))


def test_a_phase_title_heads_its_count() -> None:
    g = game(phases=(PhaseEntry("day", 1, start_post=1, end_post=8, title="The Last Supper"),))
    text = render.vote_count(pipeline.count(g, POSTS), fmt="text", game=g)
    assert "Day 1 – The Last Supper" in text


def test_no_hammer_for_one_event_of_the_event_game() -> None:
    """Event 1 of the event game with ``resolution = "deadline"`` (docs/rules-events.md,
    "No hammer for one event"): carol's majority decides nothing, the votes move on, erin
    leads at the deadline. Without the setting carol is hammered."""
    events = {"ruleset": "events", "parser": {"markers": ["bold"]}}
    one = (PhaseEntry("day", 1, start_post=1, end_post=8, resolution="plurality"),)
    day = pipeline.count(game(phases=one, **events), POSTS).day(1)
    assert day.outcome.eliminated == "erin" and day.outcome.status is not Status.HAMMERED
    assert "VOTE_AFTER_HAMMER" not in _codes(day)
    plain = (PhaseEntry("day", 1, start_post=1, end_post=8),)
    day = pipeline.count(game(phases=plain, **events), POSTS).day(1)
    assert day.outcome.eliminated == "carol" and "VOTE_AFTER_HAMMER" in _codes(day)
