"""BotF day parts other than 1/4, 1/4, 1/2 (docs/rules-botf.md, "Other day lengths"): the
opening post says "Discussion 6h, Nomination 6h, Voting 12h", `init` writes the three
`[schedule]` keys, and the count follows them, checked with `--now` inside each part,
end to end on the local Discourse server."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.cli_run import cli as run
from tests.servers.discourse import FakePost, Topic, serve_topic
from votecount.gamefile.load import GameFileError, load_game, parse_game

T0 = datetime(2026, 5, 1, 18, tzinfo=UTC)  # Night 1
DAWN = T0 + timedelta(hours=24)  # Day 1: discussion to +6 h, nominations to +12 h, voting to +24 h
PLAYERS = ("ann", "bob", "cat", "dan", "eve", "fay", "gus")
OPENING = (
    "<p>Lantern Parts<br>Hosted by @Storyteller<br>Nights last 24 hours.<br>"
    "Discussion 6h, Nomination 6h, Voting 12h.<br>Sign up with /in, seat N @Storyteller</p>"
)


def rows() -> list[tuple[datetime, str, str]]:
    out: list[tuple[datetime, str, str]] = [(T0 - timedelta(days=2), "Storyteller", OPENING)]
    for i, name in enumerate(PLAYERS, 1):
        out.append((T0 - timedelta(days=1, hours=-i), name, f"<p>/in, seat {i} @Storyteller</p>"))
    return out + [
        (T0, "Storyteller", "<p>Night 1</p>"),
        (DAWN, "Storyteller", "<p>Day 1 has begun.</p>"),
        (DAWN + timedelta(hours=2), "ann", "<p>/nominate bob @Storyteller</p>"),  # queued
        (DAWN + timedelta(hours=7), "cat", "<p>/nominate dan @Storyteller</p>"),  # nominations
        (DAWN + timedelta(hours=8), "eve", "<p>/vote dan @Storyteller</p>"),
        (DAWN + timedelta(hours=13), "fay", "<p>/nominate eve @Storyteller</p>"),  # voting: late
        (DAWN + timedelta(hours=14), "gus", "<p>/vote dan @Storyteller</p>"),
    ]


def post_until(topic: Topic, hours: float) -> None:
    """The thread as it stands ``hours`` into Day 1 (posts are added, never removed)."""
    for n, (when, author, html) in enumerate(rows(), 1):
        if n > len(topic.posts) and when <= DAWN + timedelta(hours=hours):
            topic.posts.append(FakePost(topic.first_id + 7 * n, n, author, "", when, when,
                                        cooked_override=html))  # fmt: skip


def at(hours: float) -> str:
    return (DAWN + timedelta(hours=hours)).strftime("%Y-%m-%dT%H:%M")


def day_at(folder: Path, hours: float) -> dict:
    data = json.loads(run(folder, "count", "--format", "json", "--now", at(hours)))
    (day,) = [d for d in data["days"] if d["day"] == 1]
    return day


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """The host's folder and the served thread: ``sync_at(h)`` brings the thread to
    ``h`` hours into Day 1 and syncs; ``init`` ran 3 hours in."""
    folder = tmp_path_factory.mktemp("parts")
    topic = Topic(id=6160, title="Lantern Parts", slug="lantern-parts")
    post_until(topic, 3)
    with serve_topic(topic) as server:
        run(folder, "init", server.thread_url(topic))

        def sync_at(hours: float) -> None:
            post_until(topic, hours)
            run(folder, "sync")

        yield folder, sync_at


def test_init_writes_the_parts_active_with_the_post_they_came_from(live):
    folder, _ = live
    text = (folder / "game.toml").read_text()
    assert (
        'discussion_hours = 6   # opening post: "Discussion 6h, Nomination 6h, Voting 12h"' in text
    )
    assert "nomination_hours = 6   # the same line" in text
    schedule = load_game(folder / "game.toml").schedule
    assert schedule is not None
    assert (schedule.parts, schedule.day_hours) == ((6.0, 6.0, 12.0), 24.0)


def test_a_day_counted_at_now_inside_each_of_its_parts(live):
    folder, sync_at = live
    day = day_at(folder, 3)  # Discussion: the nomination waits for the opening
    assert day["sub_phase"] == "discussion"
    assert day["nominations"] == [] and [n["nominee"] for n in day["queued"]] == ["bob"]

    sync_at(9)  # Nominations from 6 h (the 1/4 split of a 48 h day: still Discussion)
    day = day_at(folder, 9)
    assert day["sub_phase"] == "nomination"
    assert {n["nominee"]: n["total"] for n in day["nominations"]} == {"bob": 0, "dan": 1}
    assert day_at(folder, 12.5)["sub_phase"] == "voting"  # no post since 8 h: at now

    sync_at(15)  # Voting from 12 h: a nomination is too late
    day = day_at(folder, 15)
    assert day["sub_phase"] == "voting"
    assert {n["nominee"]: n["total"] for n in day["nominations"]} == {"bob": 0, "dan": 2}
    audit = json.loads(run(folder, "audit", "--format", "json", "--now", at(15)))
    late = [v["post"]["number"] for v in audit["violations"] if v["code"] == "NOM_AFTER_CLOSE"]
    assert late == [14]
    assert day["closes_at"] == "2026-05-03T18:00:00+00:00"  # the parts add up to 24 h

    day = day_at(folder, 25)
    assert day["sub_phase"] == "closed" and day["closes_at"] is None


BOTF = """
[game]
ruleset = "{ruleset}"
threads = ["https://forum.example/t/1"]
[schedule]
start = 2026-05-01T18:00:00Z
first = "night"
{keys}
"""


def problems(keys: str, ruleset: str = "botf") -> list[str]:
    with pytest.raises(GameFileError) as err:
        parse_game(BOTF.format(keys=keys, ruleset=ruleset))
    return err.value.problems


def test_the_parts_make_the_day():
    game = parse_game(BOTF.format(ruleset="botf", keys="discussion_hours = 6\n"
                                  "nomination_hours = 6\nvoting_hours = 12"))  # fmt: skip
    assert game.schedule is not None and game.schedule.day_hours == 24
    (problem,) = problems("day_hours = 48\ndiscussion_hours = 6\nnomination_hours = 6\n"
                          "voting_hours = 12")  # fmt: skip
    assert problem.startswith("schedule.day_hours: 48h, but discussion_hours + ")
    assert "= 24h" in problem


def test_the_three_parts_come_together_and_only_for_a_system_with_parts():
    (problem,) = problems("discussion_hours = 6\nvoting_hours = 12")
    assert problem == (
        "schedule.discussion_hours: give the day's three parts together (nomination_hours missing)"
    )
    (problem,) = problems("discussion_hours = 0\nnomination_hours = 6\nvoting_hours = 12")
    assert problem.startswith("schedule.discussion_hours: must be a positive number")
    (problem,) = problems(
        "discussion_hours = 6\nnomination_hours = 6\nvoting_hours = 12", ruleset="mafia"
    )
    assert problem.startswith("schedule.discussion_hours: a mafia day has no discussion")


def test_init_comments_out_parts_that_do_not_make_the_day():
    from votecount.sync.starter_toml import part_lines
    from votecount.sync.thread_facts import Found, ScheduleFacts

    said = 'opening post: "Discussion 12h, Voting 24h"'
    two = ScheduleFacts(sub_phases={"discussion": 12, "voting": 24}, sub_source=said)
    lines = part_lines(two, "botf")
    assert all(x.startswith("#") for x in lines) and "does not give all three" in lines[0]
    odd = ScheduleFacts(day_hours=Found(48.0, "opening post"), sub_source=said,
                        sub_phases={"discussion": 6, "nomination": 6, "voting": 6})  # fmt: skip
    lines = part_lines(odd, "botf")
    assert "add up to 18h, not the 48h day" in lines[0] and lines[-1].startswith("# voting_hours")
    assert part_lines(odd, "mafia") == []  # no parts in a Mafia day


def test_without_parts_the_schedules_day_splits_a_quarter_a_quarter_a_half(live, tmp_path):
    """No part keys: BotF's own split, of the ``[schedule]``'s day (72 h here: nominations
    from 18 h, voting from 36 h), not of the 48 h its day-length rule would give."""
    import re
    import shutil

    folder, sync_at = live
    sync_at(15)
    text = (folder / "game.toml").read_text()
    text = re.sub(r"(?m)^(discussion|nomination|voting)_hours\b.*$", "", text)
    text = re.sub(r"(?m)^day_hours\b.*$", "", text).replace(
        "[schedule]", "[schedule]\nday_hours = 72"
    )
    (tmp_path / "game.toml").write_text(text)
    for db in folder.glob("votecount.db*"):  # with its write-ahead log
        shutil.copy(db, tmp_path / db.name)
    schedule = load_game(tmp_path / "game.toml").schedule
    assert schedule is not None and (schedule.parts, schedule.day_hours) == (None, 72.0)
    assert day_at(tmp_path, 17)["sub_phase"] == "discussion"
    assert day_at(tmp_path, 30)["sub_phase"] == "nomination"  # 1/4 of 48 h would be voting
    assert day_at(tmp_path, 40)["sub_phase"] == "voting"
