"""No Lynch (issue 10, Deliver 7): "VOTE: NL" and the usual words name the
no-elimination wagon, the built-in words can be switched off, and the game file can add
aliases for it, through the CLI against the local Discourse server."""

from __future__ import annotations

import json

from tests.cli_run import cli as run
from tests.cli_run import count_day
from tests.game_files import write_game_text
from tests.servers.discourse import PLAYERS, Topic, serve_topic

GAME = """\
[game]
name = "Sleepers"
ruleset = "mafia"
threads = ["{url}"]
engine = "discourse"
timezone = "UTC"
hosts = ["host"]

[rules]
resolution = "plurality"

[parser]
markers = ["bold", "slash"]
{parser}

[[phases]]
kind = "day"
number = 1
start = "2024-03-01T18:00:00Z"
end = "2024-03-04T18:00:00Z"

{players}
"""
VOTES = {
    "alice": "**VOTE: NL**",
    "bob": "**vote no lynch**",
    "carol": "**Vote: nolynch**",
    "dave": "**vote no elimination**",
    "erin": "**vote: No Exe**",
    "frank": "**vote the quiet night**",
}


def _counted(tmp_path, parser: str = "") -> tuple[dict[str, list[str]], list[dict]]:
    topic = Topic(title="Sleepers", slug="sleepers")
    topic.add_post("Day 1 begins. Vote in bold.", username="host")
    for player, vote in VOTES.items():
        topic.add_post(f"My choice today.\n\n{vote}", username=player)
    return counted(tmp_path, topic, parser)


def counted(folder, topic: Topic, parser: str = "") -> tuple[dict[str, list[str]], list[dict]]:
    """``topic`` synced as a ``GAME`` of ``PLAYERS`` with ``parser``'s lines: Day 1's
    wagons (target: voters) and the audit's violations."""
    with serve_topic(topic) as server:
        write_game_text(folder, GAME, players=PLAYERS, url=server.thread_url(), parser=parser)
        run(folder, "sync")
    day = count_day(folder, 1)
    wagons = {w["target"]: [v["voter"] for v in w["votes"]] for w in day["wagons"]}
    audit = json.loads(run(folder, "audit", "--format", "json"))["violations"]
    return wagons, audit


def test_nl_and_the_usual_words_vote_no_elimination(tmp_path):
    wagons, audit = _counted(tmp_path)
    no_lynch = [voters for target, voters in wagons.items() if target not in PLAYERS]
    assert no_lynch == [["alice", "bob", "carol", "dave", "erin"]]
    unresolved = [v for v in audit if v["code"] == "UNRESOLVED_TARGET"]
    assert [v["player"] for v in unresolved] == ["frank"]  # no alias given yet


def test_the_game_file_adds_aliases_for_the_no_elimination_wagon(tmp_path):
    wagons, audit = _counted(tmp_path, 'no_elimination_aliases = ["the quiet night"]')
    no_lynch = [voters for target, voters in wagons.items() if target not in PLAYERS]
    assert no_lynch == [["alice", "bob", "carol", "dave", "erin", "frank"]]
    assert not [v for v in audit if v["code"] == "UNRESOLVED_TARGET"]


def test_the_built_in_words_can_be_switched_off(tmp_path):
    parser = 'no_elimination_words = false\nno_elimination_aliases = ["the quiet night"]'
    wagons, audit = _counted(tmp_path, parser)
    no_lynch = [voters for target, voters in wagons.items() if target not in PLAYERS]
    assert no_lynch == [["frank"]]
    unresolved = {v["player"] for v in audit if v["code"] == "UNRESOLVED_TARGET"}
    assert unresolved >= {"alice", "bob", "carol", "dave", "erin"}


def test_a_bad_no_elimination_switch_is_a_clear_error(tmp_path):
    from tests.cli_run import fail

    topic = Topic(title="Sleepers", slug="sleepers")
    topic.add_post("Day 1 begins.", username="host")
    with serve_topic(topic) as server:
        parser = 'no_elimination_words = "maybe"\nno_elimination_aliases = "NL"'
        write_game_text(tmp_path, GAME, url=server.thread_url(), players=["alice"], parser=parser)
        out = fail(tmp_path, "count")
    assert "no_elimination_words" in out and "no_elimination_aliases" in out
