"""Issue 10, "Phase announcements are missed when they are not on a host post's first
line": host announcements on any line (heading, bold, a sentence in a paragraph) start
and end phases; an execution announced in the closing post does not fall inside the day;
with a schedule a late close leaves the scheduled end in place (``SCHEDULE_DRIFT``) unless
the host extended the day. Through the CLI against the local Discourse server."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from tests.count.live_forums import cli
from tests.game_files import players_table
from tests.servers.discourse import PLAYERS, Topic, serve_topic

T0 = datetime(2026, 5, 1, 10, 0, tzinfo=UTC)
PLAYERS6 = PLAYERS[:6]

GAME = """\
[game]
name = "Announcements"
ruleset = "mafia"
threads = ["{url}"]
engine = "discourse"
hosts = ["host"]
phase_markers = true

[rules]
resolution = "plurality"

[parser]
markers = ["bold"]

{players}
[[events]]
kind = "execution"
player = "bob"
at = 5
{extra}"""

SCHEDULE = """
[schedule]
start = 2026-05-01T10:00:00Z
day_hours = 4
night_hours = 2
"""


def thread(close_at: float, extension: bool = False) -> Topic:
    """Day 1 opens at the end of the opening post; the close and Night 1 are the last
    line of post 5 (``close_at`` hours in); Day 2 starts on the third line of post 8."""
    topic = Topic()
    posts = [
        (0.0, "host", "Welcome! Vote in bold.\n\nFirst a word on the rules.\n\nDay 1 has begun."),
        (0.5, "alice", "**vote bob**"),
        (1.0, "carol", "**vote bob**"),
        (3.9, "dave", "**vote carol**"),
    ]
    if extension:
        posts.insert(3, (3.0, "host", "A note.\n\nThe deadline is extended by 1 hour."))
    posts += [
        (close_at - 0.3, "erin", "**vote bob**"),  # after 14:00 in the late cases
        (close_at, "host", "Thanks all.\n\nVoting has closed. Bob was lynched. Night 1 has begun."),
        (close_at + 0.2, "frank", "**vote dave**"),  # at night
        (close_at + 2.0, "host", "Dawn.\n\nNobody died.\n\nIt is now Day 2."),
        (close_at + 2.5, "alice", "**vote frank**"),
    ]
    for hours, user, raw in posts:
        post = topic.add_post(raw, username=user)
        post.created_at = post.updated_at = T0 + timedelta(hours=hours)
    return topic


@pytest.fixture
def play(tmp_path):
    def run(
        close_at: float = 3.95,
        *,
        schedule: bool = False,
        extension: bool = False,
        schedule_extra: str = "",
    ):
        topic = thread(close_at, extension)
        server = serve_topic(topic)
        srv = server.__enter__()
        players = players_table(PLAYERS6)
        execution_post = 7 if extension else 6
        text = GAME.format(
            url=srv.thread_url(topic),
            players=players,
            extra=SCHEDULE + schedule_extra if schedule else "",
        )
        text = text.replace("at = 5", f"at = {execution_post}")
        game = tmp_path / "game.toml"
        game.write_text(text, encoding="utf-8")
        cli(game, "sync")
        server.__exit__(None, None, None)
        now = (T0 + timedelta(hours=close_at + 3)).strftime("%Y-%m-%dT%H:%M")

        def count(*args: str) -> str:
            return cli(game, "--now", now, *args)

        return count

    return run


def test_announcements_on_any_line_start_and_end_the_phases(play):
    count = play()
    data = json.loads(count("count", "--format", "json"))
    assert [d["day"] for d in data["days"]] == [1, 2]
    day1, day2 = data["days"]
    assert day1["start"]["number"] == 1  # "Day 1 has begun." ends the opening post
    assert day1["end"]["number"] == 6  # "Voting has closed ... Night 1 has begun."
    assert day1["outcome"]["status"] == "eliminated" and day1["outcome"]["eliminated"] == "bob"
    # the execution at the closing post does not release Day 1's votes
    assert {w["target"]: w["total"] for w in day1["wagons"]} == {"bob": 3, "carol": 1}
    assert day2["start"]["number"] == 8  # "It is now Day 2." on the third line
    assert {w["target"]: w["total"] for w in day2["wagons"]} == {"frank": 1}
    audit = json.loads(count("audit", "--format", "json"))
    night = [
        (v["code"], v["post"]["number"]) for v in audit["violations"] if v["player"] == "frank"
    ]
    assert night == [("VOTE_AT_NIGHT", 7)]  # frank's vote in Night 1 does not count


def test_a_late_close_leaves_the_scheduled_end(play):
    count = play(4.5, schedule=True)  # the host closes Day 1 at 14:30, scheduled 14:00
    data = json.loads(count("count", "--day", "1", "--format", "json"))
    day1 = data["days"][0]
    assert day1["end"]["time"] == "2026-05-01T14:00:00+00:00"
    assert {w["target"]: w["total"] for w in day1["wagons"]} == {"bob": 2, "carol": 1}
    audit = count("audit", "--format", "text")
    assert "SCHEDULE_DRIFT" in audit
    assert "the scheduled end holds" in audit


def test_a_close_30_s_late_is_within_the_drift_tolerance(play):
    count = play(4 + 30 / 3600, schedule=True)  # 14:00:30, scheduled 14:00
    data = json.loads(count("count", "--day", "1", "--format", "json"))
    assert data["days"][0]["end"]["time"] == "2026-05-01T14:00:00+00:00"
    assert "SCHEDULE_DRIFT" not in count("audit", "--format", "text")


def test_a_smaller_drift_tolerance_reports_a_close_30_s_late(play):
    count = play(4 + 30 / 3600, schedule=True, schedule_extra="drift_minutes = 0.1\n")
    assert "SCHEDULE_DRIFT" in count("audit", "--format", "text")


def test_an_extension_moves_the_scheduled_end(play):
    count = play(4.5, schedule=True, extension=True)  # extended by 1 h: 15:00
    data = json.loads(count("count", "--day", "1", "--format", "json"))
    day1 = data["days"][0]
    assert day1["end"]["number"] == 7
    assert {w["target"]: w["total"] for w in day1["wagons"]} == {"bob": 3, "carol": 1}
    assert "SCHEDULE_DRIFT" not in count("audit", "--format", "text")


def test_a_day_the_host_opened_early_closes_its_own_length_later(play):
    # Day 1 closes at 13:00 (an hour early); "It is now Day 2." at 15:00, an hour before
    # the schedule's 16:00: Day 2 runs its 4 hours from the host's post, to 19:00 (the
    # fixed schedule would have kept it open to 20:00)
    count = play(3.0, schedule=True)  # the clock: 16:00
    day2 = json.loads(count("count", "--format", "json"))["days"][-1]
    assert (day2["day"], day2["open"]) == (2, True)
    assert day2["closes_at"] == "2026-05-01T19:00:00+00:00"
    assert day2["closes_in_minutes"] == 180
    assert "SCHEDULE_DRIFT" not in count("audit", "--format", "text")
