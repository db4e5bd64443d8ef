"""A phase's own command words (issue 27): a ``[[phases]]`` entry's ``words =
["execute"]`` makes "EXECUTE: X" that event's vote, read by the parser's one path for
commands (a line start with a colon as ``VOTE:``, a bold run) and counted only in the
phases that declare the word (``VOTE_OUTSIDE_WINDOW`` elsewhere): no ``correction`` row
per pick."""

from __future__ import annotations

import pytest

from tests.count.made_up import game, thread
from tests.events_game.phase_file import one_day
from votecount.count import pipeline
from votecount.gamefile.game import PhaseEntry
from votecount.gamefile.load import GameFileError, parse_game

POSTS = thread(
    ("host", "Event 1 begins"),
    ("alice", "EXECUTE: bob"),  # not a word of Event 1
    ("carol", "<b>vote dave</b>"),
    ("host", "Event 1 is over"),
    ("host", "Event 11: Stop the Clock's elimination"),
    ("alice", "EXECUTE: bob"),
    ("carol", "<b>execute: bob</b>"),
    ("dave", "VOTE: erin"),  # the usual vote still counts
    ("erin", "I think we should execute: bob later"),  # prose
    ("host", "Event 11 is over"),
)
PHASES = (
    PhaseEntry("day", 1, start_post=1, end_post=4),
    PhaseEntry("day", 11, start_post=5, end_post=10, title="Stop the Clock: elimination",
               resolution="plurality", words=("execute",)),
)  # fmt: skip
MARKERS = {"markers": ["bold", "vote_tag", "text"]}


def _codes(day) -> list[str]:
    return [v.code for v in (*day.rejected, *day.notices)]


def test_execute_is_the_vote_of_the_event_that_declares_it() -> None:
    vc = pipeline.count(game(ruleset="events", phases=PHASES, parser=MARKERS), POSTS)
    e11 = vc.day(11)
    assert [v.voter for v in e11.wagon("bob").votes] == ["alice", "carol"]
    assert [v.voter for v in e11.wagon("erin").votes] == ["dave"]
    assert e11.outcome.eliminated == "bob"
    e1 = vc.day(1)
    assert e1.wagon("bob") is None and "VOTE_OUTSIDE_WINDOW" in _codes(e1)
    # without the word the same posts cast nothing in Event 11 but dave's vote
    plain = tuple(PhaseEntry(p.kind, p.number, start_post=p.start_post, end_post=p.end_post)
                  for p in PHASES)  # fmt: skip
    e11 = pipeline.count(game(ruleset="events", phases=plain, parser=MARKERS), POSTS).day(11)
    assert e11.wagon("bob") is None


TOML = one_day(11, 'words = ["EXECUTE"]')


def test_the_game_file_reads_a_phases_words() -> None:
    assert parse_game(TOML).phases[0].words == ("execute",)
    with pytest.raises(GameFileError, match="words"):
        parse_game(TOML.replace('["EXECUTE"]', '["vote"]'))
