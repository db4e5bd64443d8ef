"""The event game's private events end to end through the CLI: the second example game
file of docs/rules-events.md (``private_vote``, ``alignment``, ``sabotage`` rows) with
posts imported from JSONL; ``count`` in every format and both views: Event 4's suspects
and secret totals, Event 5's town streak, Event 8's Ruler and Hell's saves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli_run import cli as _run
from tests.cli_run import count_day
from tests.conftest import REPO
from tests.thread_rows import imported, toml_example

DOC = REPO / "docs" / "rules-events.md"


def _example() -> str:
    return toml_example(DOC, "## A second example: the private events")


def _votes(voters: str, target: str) -> list[tuple[str, str]]:
    return [(v, f"<b>VOTE: {target}</b>") for v in voters.split()]


POSTS = [
    ("Stage", "<b>Event 3</b>: Fateful Duel."),  # 1
    *_votes("fay gil hal", "ada"),  # 2-4
    *_votes("ada bo cy di ed", "hal"),  # 5-9: hal 5 and ada 3: the dual hammer
    ("Stage", "<b>Event 4</b>: Pink and Blue, to your rooms."),  # 10
    ("Stage", "The suspects are chosen."),  # 11: the team votes
    ("Stage", "The secret ballot is in."),  # 12: the cards
    ("bo", "<b>VOTE: ada</b>"),  # 13: nothing counts in the thread
    ("Stage", "<b>Event 5</b>: Perfect Balance. fay and hal have died."),  # 14
    *_votes("bo cy di ed", "gil"),  # 15-18: gil crosses next
    *_votes("bo cy di gil", "ed"),  # 19-22: gil is across; four are left to cross
    ("Stage", "<b>Event 7</b>: Destination Unknown."),  # 23
    *_votes("bo cy di ed", "ada"),  # 24-27: ada to Heaven
    ("Stage", "bo falls into the pit."),  # 28
    *_votes("cy di ed", "gil"),  # 29-31: gil to Heaven
    ("Stage", "cy and di fall; ed ascends."),  # 32
    ("Stage", "<b>Event 8</b>: The Ascended."),  # 33
    ("Stage", "The realms have voted."),  # 34
    ("Stage", "Event 8 is over."),  # 35
    ("Stage", "<b>Event 9</b>: Rule by the One."),  # 36
]


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    game = tmp_path_factory.mktemp("events_private")
    imported(game, _example(), POSTS, url="https://forum.example/t/contestants/6")
    return game


def _event(folder: Path, number: int, *args: str) -> dict:
    return count_day(folder, number, *args)["event"]


def test_event_4_public_view_shows_suspects_and_deaths_only(folder):
    e = _event(folder, 4)
    assert e["teams"]["pink"] == ["ada", "bo", "cy", "di"] and e["teams"]["moved"] == ["ed"]
    assert e["suspects"] == {"pink": "ada", "blue": "fay"}
    assert e["result"]["killed"] == ["fay"] and e["result"]["attached"] == ["hal"]
    assert "host" not in e and "host" not in e["result"]


def test_event_4_host_view_has_the_secret_totals(folder):
    e = _event(folder, 4, "--view", "host")
    assert e["host"]["cards"] == {"bo": "hold", "ed": "shift", "fay": "hold"}
    assert e["result"]["host"]["totals"] == {"fay": 3, "ada": 1}
    before = _event(folder, 4, "--view", "host", "--as-of", "11")
    assert before["suspects"] == {"pink": "ada", "blue": "fay"} and before["host"]["cards"] == {}


def test_event_5_streak_and_event_8_realms(folder):
    r = _event(folder, 5)["result"]
    assert r["crossed"] == ["gil"] and r["crossing"] == "ed" and r["town_streak"] == 1
    e = _event(folder, 8)
    assert e["heaven"] == ["ada", "gil", "ed"] and e["hell"] == ["bo", "cy", "di"]
    assert e["result"]["ruler"] == "gil" and "host" not in e["result"]
    assert _event(folder, 8, "--view", "host")["result"]["host"]["saved"] == ["cy", "di"]
    assert _event(folder, 9)["ruler"] == "gil"


@pytest.mark.parametrize("fmt", ["markdown", "bbcode", "text", "html"])
def test_private_events_render_in_every_format(folder, fmt):
    for number, want in ((4, "Suspect Pink"), (5, "Town streak"), (8, "Ruler")):
        out = _run(folder, "count", "--format", fmt, "--day", str(number))
        assert want in out and "Event" in out, (fmt, number, out)
    assert "fay" in _run(folder, "count", "--format", fmt, "--day", "4")
    host = _run(folder, "count", "--format", fmt, "--day", "4", "--view", "host")
    assert "Secret ballot totals" in host and "fay 3" in re.sub(r"<[^>]+>|\[/?\w+\]|\*", "", host)
    assert "Secret ballot totals" not in _run(folder, "count", "--format", fmt, "--day", "4")
