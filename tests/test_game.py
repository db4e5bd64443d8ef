"""The game file loader: every problem at once, with its place; docs cover every key."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from votecount import game as gamefile
from votecount.game import GameFileError, parse_game

from .conftest import REPO

GOOD = """
[game]
name = "Test game"
ruleset = "mafia"
threads = ["https://forum.example/t/test-game/42"]
timezone = "Europe/Berlin"
hosts = ["host"]

[[players]]
username = "alice"
name = "Alice A."
seat = 1
aliases = ["ali"]

[[players]]
username = "bob"
seat = 2

[schedule]
start = 2026-03-01T18:00:00
first = "night"

[[events]]
kind = "death"
player = "bob"
at = 12

[[events]]
kind = "substitution"
player = "alice"
other = "carol"
at = 2026-03-02T10:00:00Z

[[players]]
username = "carol"
backup = true
"""


def test_good_file_loads_with_local_times_converted_to_utc():
    g = parse_game(GOOD)
    assert g.name == "Test game"
    assert [p.username for p in g.players] == ["alice", "bob", "carol"]
    assert g.players[0].aliases == ("ali",)
    assert g.players[2].backup
    # 18:00 in Berlin (CET, +01:00) is 17:00 UTC
    assert g.schedule is not None
    assert g.schedule.start == datetime(2026, 3, 1, 17, 0, tzinfo=UTC)
    assert g.events[0].at_post == 12 and g.events[0].at_time is None
    assert g.events[1].at_time == datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
    assert g.player("ALICE").display == "Alice A."


def test_every_problem_is_reported_at_once_with_its_place():
    text = """
[game]
ruleset = "chess"
timezone = "Mars/Olympus"
colour = "red"

[[players]]
username = "alice"
seat = 1

[[players]]
username = "Alice"
seat = 1

[[players]]
seat = "two"

[[events]]
kind = "explode"
player = "zed"
"""
    with pytest.raises(GameFileError) as info:
        parse_game(text, "g.toml")
    problems = info.value.problems
    expected = [
        "game.colour: unknown key",
        "game.timezone: unknown time zone 'Mars/Olympus'",
        "game.ruleset: unknown ruleset 'chess'",
        "game.threads: at least one thread URL is required",
        "players[2].username: required",
        "players[2].seat: must be a whole number",
        "events[0].kind: unknown event kind 'explode'",
        "events[0].at: required",
        "players[1].username: 'Alice' already used by players[0]",
        "players[1].seat: seat 1 already taken by alice",
        "events[0].player: 'zed' is not a player",
    ]
    for prefix in expected:
        assert any(p.startswith(prefix) for p in problems), (prefix, problems)
    assert str(info.value).startswith("g.toml: ")


def test_invalid_toml_names_the_file():
    with pytest.raises(GameFileError, match=r"(?s)^broken.toml: 1 problem.*not valid TOML"):
        parse_game("[game\n", "broken.toml")


def test_missing_file_says_how_to_make_one(tmp_path):
    with pytest.raises(GameFileError, match="votecount init"):
        gamefile.load_game(tmp_path / "game.toml")


def test_docs_cover_every_key():
    doc = (REPO / "docs" / "game-file.md").read_text()
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", doc, flags=re.M))
    for keys in (
        gamefile.GAME_KEYS,
        gamefile.PLAYER_KEYS,
        gamefile.SCHEDULE_KEYS,
        gamefile.PHASE_KEYS,
        gamefile.EVENT_KEYS,
        gamefile.PIN_KEYS,
    ):
        assert keys <= documented, keys - documented
    for kind in gamefile.EVENT_KINDS:
        assert f"`{kind}`" in doc


def test_parser_doc_covers_every_switch():
    from votecount.parser import options

    doc = (REPO / "docs" / "parser.md").read_text()
    for switch in options._KNOWN:
        assert f"| `{switch}` |" in doc, switch
