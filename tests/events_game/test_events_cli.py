"""The event game end to end through the CLI: a game file with open and closed events
(``[[events]]`` rows of kind ``event``, ``nominees``, ``sabotage``), posts imported from
JSONL, and ``count`` of each event in every format (its ballot in the players' shape),
``--as-of`` checkpoints and ``rules events``. The game file is the full example of
docs/rules-events.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_run import cli as _run
from tests.cli_run import count_day
from tests.events_game.contestants import POSTS, example_game
from tests.thread_rows import imported


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    game = tmp_path_factory.mktemp("events")
    imported(game, example_game(), POSTS, url="https://forum.example/t/contestants/5")
    return game


def test_event_1_chair_and_nobles(folder):
    day = count_day(folder, 1)
    assert day["event"]["chair"] == "ada" and day["event"]["nobles"] == ["bo", "cy", "di", "ed"]
    assert day["outcome"]["status"] == "hammered" and day["event"]["voters"] == 7
    assert day["event"]["threshold"] == 4  # gil dies in Event 10, not before
    codes = {v["code"] for v in day["rejected"]} | {v["code"] for v in day["notices"]}
    assert {"VOTE_AFTER_HAMMER", "SABOTAGE_TOO_LATE", "NOBLE_COUNT_MISMATCH"} <= codes


def test_event_2_closed_yes_no(folder):
    day = count_day(folder, 2)
    e = day["event"]
    assert e["closed"] and e["pick"] == "cy" and e["voters"] == 3
    assert e["yes_no"][0]["yes"] == ["bo", "di"] and e["yes_no"][0]["no"] == ["cy"]
    assert e["result"]["executioner_dies"] is True
    assert "CLOSED_EVENT_POST" in {v["code"] for v in day["notices"]}


def test_event_9_per_nominee_hammer_at_checkpoints(folder):
    before = count_day(folder, 9, "--as-of", "16")["event"]
    assert before["fired"] == [] and before["yes_no"][0]["yes"] == ["ada", "di", "ed"]
    after = count_day(folder, 9)["event"]
    assert after["fired"][0] == {
        "what": "eliminated", "subject": "bo", "count": 4, "needed": 4, "post": 17
    }  # fmt: skip
    assert after["result"] == {"eliminated": ["bo"], "fallback": False}


def test_event_10_options_and_the_crash_trigger(folder):
    e = count_day(folder, 10, "--as-of", "25")["event"]
    assert (
        e["middle"] == "stop" and e["voters"] == 6
    )  # 7 alive at the start: odd and e["ring_size"] == 4
    ring = e["options"][0]
    assert ring["team"] == ["ada", "bo", "cy", "di"] and ring["voters"] == ["bo", "di"]
    assert e["closest"] == {"option": "crash", "title": "Crash the Party", "count": 2, "needed": 3}
    done = count_day(folder, 10)["event"]
    assert done["fired"][0]["what"] == "crash" and done["fired"][0]["post"] == 26


@pytest.mark.parametrize("fmt", ["markdown", "bbcode", "text", "html"])
def test_every_ballot_renders_in_every_format(folder, fmt):
    for number, want in ((1, "Chair of Honour"), (2, "YES"), (9, "YES"), (10, "Ring the Bell")):
        out = _run(folder, "count", "--format", fmt, "--day", str(number))
        assert want in out and "Event" in out, (fmt, number, out)
    out = _run(folder, "count", "--format", fmt, "--day", "10", "--as-of", "25")
    assert "Crash the Party: 2 of the 3 that end the game" in out


def test_rules_events_lists_switches_codes_and_host_events(folder):
    out = _run(folder, "rules", "events")
    for word in ("e2_tie", "ring_team_identity", "RING_TEAM_SIZE", "sabotage", "/ring"):
        assert word in out


@pytest.mark.parametrize("fmt", ["markdown", "bbcode", "text", "html"])
def test_counts_are_headed_by_the_event_and_its_name(folder, fmt):
    """The system's view declaration (``Views.phase``, ``phase_names``) names the heading;
    the core templates only print it."""
    for number, name in ((1, "Chair of Honour"), (2, "Off With Your Head"), (10, "Final Hour")):
        out = _run(folder, "count", "--format", fmt, "--day", str(number))
        assert f"Event {number} – {name} vote count" in out, (fmt, out)
        assert f"Day {number} vote count" not in out


def test_the_json_event_and_the_report_carry_the_heading(folder, tmp_path):
    e = count_day(folder, 9)["event"]
    assert (e["title"], e["heading"]) == ("Rule by the One", "Event 9 – Rule by the One")
    page = tmp_path / "report.html"
    _run(folder, "report", "--out", str(page))
    html = page.read_text()
    assert ">Event 9 – Rule by the One</a>" in html and ">Day 9</a>" not in html


def test_a_vote_after_the_hammer_names_the_event(folder):
    """The core's reason words the phase as the system declares it (``Views.phase``)."""
    day = count_day(folder, 1)
    why = [v["reason"] for v in day["rejected"] if v["code"] == "VOTE_AFTER_HAMMER"]
    assert why == ["Event 1 was hammered at #5; votes are frozen"]
    audit = _run(folder, "audit")
    assert "Event 1 was hammered at" in audit and "Day 1 was hammered" not in audit


def test_the_no_result_line_says_what_happens_next():
    from votecount.tally.events_game.views import result_lines

    def text(result: dict) -> str:
        return "".join(s.text for line in result_lines({"result": result}, {}) for s in line)

    assert text({"no_result": "host"}) == "No result at the deadline (host decides)."
    assert text({"no_result": "rerun", "rerun": 11}) == (
        "No result at the deadline: the Final Hour is played again as Event 11."
    )
