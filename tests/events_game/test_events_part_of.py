"""A phase a host splits keeps its own event's name (issue 27): ``part_of = 10`` on the
``[[phases]]`` entries that play Event 10 again heads their counts "Event 10, round 2",
"Event 10, round 3" (JSON ``event.heading`` too), never "Event 11" or "Event 12"."""

from __future__ import annotations

import msgspec
import pytest

from tests.count.made_up import game, thread
from tests.events_game.phase_file import one_day
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PhaseEntry
from votecount.gamefile.load import GameFileError, parse_game
from votecount.tally.events_game.views import events_day
from votecount.views import render

POSTS = thread(
    ("host", "Event 10: Final Hour"),
    ("alice", "VOTE: Stop the Clock"),
    ("host", "Round 1 is over: Stop the Clock. The elimination begins (48 hours)."),
    ("alice", "EXECUTE: bob"),
    ("host", "Round 2 is over. Tick Away is next."),
    ("carol", "VOTE: Tick Away"),
)
PHASES = (
    PhaseEntry("day", 10, start_post=1, end_post=3),
    PhaseEntry("day", 11, start_post=4, end_post=5, part_of=10, title="Stop the Clock: elimination",
               resolution="plurality", words=("execute",)),
    PhaseEntry("day", 12, start_post=6, part_of=10),
)  # fmt: skip
EVENTS = (
    HostEvent("event", at_post=4, day=11, note="elimination"),
    HostEvent("event", at_post=6, day=12, note="options"),
)
MARKERS = {"markers": ["bold", "vote_tag", "text"]}


def test_the_split_rounds_keep_event_10s_name() -> None:
    g = game(ruleset="events", phases=PHASES, events=EVENTS, parser=MARKERS)
    vc = pipeline.count(g, POSTS)
    text = "".join(render.vote_count(pipeline.count(g, POSTS[:n]), fmt="text", game=g)
                   for n in (3, 5, 6))  # fmt: skip
    assert "Event 10, round 3, Final Hour (open" in text
    assert "Event 10, round 2 – Stop the Clock: elimination" in text
    assert "Event 10, round 3 – Final Hour" in text
    assert "Event 11" not in text and "Event 12" not in text
    headings = [dict(d.extra)["event"]["heading"] for d in vc.days]
    assert headings == ["Event 10 – Final Hour", "Event 10, round 2 – Stop the Clock: elimination",
                        "Event 10, round 3 – Final Hour"]  # fmt: skip


TOML = one_day(11, "part_of = 10")


def test_the_game_file_reads_part_of() -> None:
    assert parse_game(TOML).phases[0].part_of == 10
    with pytest.raises(GameFileError, match="part_of"):
        parse_game(TOML.replace("part_of = 10", "part_of = 12"))


def test_a_final_hour_played_again_is_named_by_its_round() -> None:
    # no majority at Event 10's deadline, e10_no_result = rerun: the host's next phase
    # continues Event 10, and the count says so instead of "Event 11"
    posts = thread(
        ("host", "Event 10: Final Hour"),
        ("alice", "/stop"),
        ("bob", "/crash"),
        ("host", "No result. The Final Hour is played again."),
        ("carol", "/crash"),
    )
    phases = (
        PhaseEntry("day", 10, start_post=1, end_post=4),
        PhaseEntry("day", 11, start_post=4, part_of=10),
    )
    g = game(ruleset="events", phases=phases, switches={"e10_no_result": "rerun"},
             parser=MARKERS)  # fmt: skip
    vc = pipeline.count(g, posts)
    assert dict(vc.day(10).extra)["event"]["result"] == {"no_result": "rerun", "rerun": 11}
    view = events_day(vc.day(10), vc, {}, None)
    text = "".join(seg.text for line in view.lines for seg in line)
    assert "the Final Hour is played again as Event 10, round 2." in text
    unsplit = pipeline.count(msgspec.structs.replace(g, phases=phases[:1] + (
        PhaseEntry("day", 11, start_post=4),)), posts)  # fmt: skip
    view = events_day(unsplit.day(10), unsplit, {}, None)
    assert "played again as Event 11." in "".join(s.text for ln in view.lines for s in ln)
