"""The game file loader: every problem at once, with its place; docs cover every key."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from tests.conftest import REPO
from votecount.gamefile import load as gamefile
from votecount.gamefile.load import GameFileError, parse_game
from votecount.gamefile.schedule import SCHEDULE_KEYS

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
        SCHEDULE_KEYS,
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
    for switch in options.KNOWN_SWITCHES:
        assert f"| `{switch}` |" in doc, switch


# --- substitutions: the replacement needs no flag ------------------------------------------

SUB_GAME = """
[game]
threads = ["https://forum.example/t/x/1"]
[[players]]
username = "gale"
seat = 1
[[players]]
username = "hazel"
seat = 1
{extra}
[[events]]
kind = "substitution"
player = "gale"
other = "hazel"
at = 18
"""


def test_a_player_who_enters_by_a_substitution_is_a_replacement():
    game = parse_game(SUB_GAME.format(extra=""))
    hazel = game.player("hazel")
    assert hazel is not None and hazel.backup  # and seat 1 is not "taken twice"
    assert not game.player("gale").backup


def test_a_replacement_written_as_playing_from_the_start_is_an_error_naming_both():
    text = SUB_GAME.format(extra="").replace(
        'username = "hazel"', 'username = "hazel"\nbackup = false'
    )
    with pytest.raises(GameFileError) as info:
        parse_game(text)
    assert "hazel and gale would both play at once" in str(info.value)


def test_a_player_replaced_out_who_comes_back_played_from_the_start():
    # gale hands his seat to hazel at post 18 and takes it back at post 40: gale is a
    # starter (he votes before post 18), hazel a replacement
    text = SUB_GAME.format(extra="") + (
        '[[events]]\nkind = "substitution"\nplayer = "hazel"\nother = "gale"\nat = 40\n'
    )
    game = parse_game(text)
    assert not game.player("gale").backup
    assert game.player("hazel").backup
    text = text.replace('username = "gale"', 'username = "gale"\nbackup = false')
    assert not parse_game(text).player("gale").backup  # no "both play at once"


def test_a_replacement_brought_in_twice_is_an_error_naming_both():
    extra = '[[players]]\nusername = "iris"\n'
    text = SUB_GAME.format(extra=extra) + (
        '[[events]]\nkind = "substitution"\nplayer = "iris"\nother = "hazel"\nat = 30\n'
    )
    with pytest.raises(GameFileError) as info:
        parse_game(text)
    assert "'hazel' already came in by events[0]; replacing 'iris' too" in str(info.value)


def test_a_replacement_counts_from_the_substitution_only():
    from datetime import UTC, datetime

    from votecount.count import pipeline
    from votecount.parser.model import Post

    game = parse_game(
        """
[game]
threads = ["https://forum.example/t/x/1"]
hosts = ["host"]
phase_markers = true
[[players]]
username = "ann"
[[players]]
username = "bob"
[[players]]
username = "cy"
[[players]]
username = "dee"
[[events]]
kind = "substitution"
player = "dee"
other = "eve"
at = 4
[[players]]
username = "eve"
"""
    )

    def post(n: int, author: str, html: str) -> Post:
        when = datetime(2026, 3, 1, 12, n, tzinfo=UTC)
        return Post(
            thread="t",
            post_id=str(n),
            number=n,
            author=author,
            author_name=author,
            created_at=when,
            html=html,
        )

    posts = [
        post(1, "host", "<p>Day 1 begins</p>"),
        post(2, "eve", "<p><b>vote ann</b></p>"),  # not playing yet
        post(3, "ann", "<p><b>vote bob</b></p>"),
        post(4, "host", "<p>eve replaces dee</p>"),
        post(5, "eve", "<p><b>vote bob</b></p>"),
    ]
    day = pipeline.count(game, posts).day(1)
    assert day is not None and day.living_count == 4  # not 5: eve holds dee's slot
    assert {w.target: w.total for w in day.wagons} == {"bob": 2}


def test_a_replacement_may_leave_and_come_back():
    extra = '[[players]]\nusername = "iris"\n'
    text = SUB_GAME.format(extra=extra) + (
        '[[events]]\nkind = "substitution"\nplayer = "hazel"\nother = "iris"\nat = 30\n'
        '[[events]]\nkind = "substitution"\nplayer = "iris"\nother = "hazel"\nat = 40\n'
    )
    game = parse_game(text)  # hazel left at 30 and returns at 40: one slot at a time
    assert game.player("hazel").backup and game.player("iris").backup


def test_a_players_other_accounts_post_as_him_and_are_no_one_elses():
    head = '[game]\nthreads = ["https://forum.example/t/1"]\nhosts = ["host"]\n'
    game = parse_game(
        head + '[[players]]\nusername = "ivo"\naccounts = ["juno"]\n'
        '[[players]]\nusername = "lark"\n',
        "g.toml",
    )
    assert game.player("ivo").accounts == ("juno",)
    with pytest.raises(GameFileError) as info:
        parse_game(
            head + '[[players]]\nusername = "ivo"\naccounts = ["Lark", "wren"]\n'
            '[[players]]\nusername = "lark"\naccounts = ["Wren", "host"]\n',
            "g.toml",
        )
    problems = info.value.problems
    assert any(p.startswith("players[0].accounts: 'Lark' is a player's") for p in problems)
    assert any(p.startswith("players[1].accounts: 'Wren' is ivo's account too") for p in problems)
    assert any(p.startswith("players[1].accounts: 'host' is a player's") for p in problems)


def test_an_alias_another_player_answers_to_is_an_error_naming_file_player_and_alias():
    """review21r: an alias equal to another player's username (any case), name or alias
    is an error (a vote for it would read as either); one's own username is fine."""
    head = '[game]\nthreads = ["https://forum.example/t/1"]\nhosts = ["host"]\n'
    parse_game(head + '[[players]]\nusername = "ivo"\naliases = ["IVO", "iv"]\n', "g.toml")
    with pytest.raises(GameFileError) as info:
        parse_game(
            head + '[[players]]\nusername = "ivo"\naliases = ["Lark"]\n'
            '[[players]]\nusername = "lark"\n'
            '[[players]]\nusername = "wren"\nname = "Wren W."\naliases = ["juno"]\n'
            '[[players]]\nusername = "juno_j"\naliases = ["Juno", "wren w."]\n',
            "g.toml",
        )
    assert "g.toml" in str(info.value)
    problems = info.value.problems
    assert any(p.startswith("players[0].aliases: alias 'Lark' of 'ivo'") for p in problems)
    assert any(p.startswith("players[3].aliases: alias 'Juno' of 'juno_j'") for p in problems)
    assert any(p.startswith("players[3].aliases: alias 'wren w.' of 'juno_j'") for p in problems)
