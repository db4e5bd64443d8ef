"""A count that prints one day builds that day alone (tally/days.py ``Days``): the
tally's ``DayCount`` (``build_day``) and the view's ``DayView`` (``day_view``) of the
day shown, not of every day of the game. The outputs that show every day (JSON, the
report) still build them all, what is printed is the same as with every day built,
and a count the fold has moved past keeps the days it had."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.cli_run import cli as _cli
from tests.conftest import FIXTURES
from tests.game_files import players_table
from tests.thread_rows import imported
from votecount.cli import main
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.tally import count as tally_count
from votecount.views import count as views
from votecount.views import render

DAYS = 12
PLAYERS = [f"Player{i}" for i in range(1, 10)]
GAME = """[game]
name = "Twelve days"
ruleset = "mafia"
threads = ["https://forum.example/t/twelve-days/5"]
engine = "discourse"
hosts = ["Host"]
phase_markers = true

[rules]
resolution = "plurality"

"""


def _every_ten_minutes(n: int) -> str:
    return (datetime(2026, 6, 1, tzinfo=UTC) + timedelta(minutes=10 * n)).isoformat()


def _posts() -> list[tuple[str, str]]:
    """Each day: the host opens it, four votes (one at a name nobody has), a chat post
    and an unvote, then the host starts the night."""
    posts: list[tuple[str, str]] = []
    for day in range(1, DAYS + 1):
        a, b, c = (PLAYERS[(day + k) % len(PLAYERS)] for k in range(3))
        posts += [
            ("Host", f"<p><strong>Day {day}</strong> has begun.</p>"),
            (a, f"<p><strong>vote {b}</strong></p>"),
            (b, f"<p><strong>vote {a}</strong></p>"),
            (c, f"<p><strong>vote {a}</strong></p>"),
            (PLAYERS[0], "<p><strong>vote Nobodyknown</strong></p>"),
            (a, "<p>Why me? I am only asking questions.</p>"),
            (b, "<p><strong>unvote</strong></p>"),
            ("Host", f"<p><strong>Night {day}</strong> begins.</p>"),
        ]
    return posts


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("twelve-days")
    players = players_table(PLAYERS)
    url = "https://forum.example/t/twelve-days/5"
    imported(folder, GAME + players, _posts(), url=url, when=_every_ten_minutes)
    return folder


@pytest.fixture
def built(monkeypatch) -> dict[str, list[int]]:
    """The numbers of the days whose ``DayCount`` and ``DayView`` were built."""
    seen: dict[str, list[int]] = {"count": [], "view": []}
    build_day, day_view = tally_count.build_day, views.day_view

    def counting_build_day(state, day, view):
        seen["count"].append(day.number)
        return build_day(state, day, view)

    def counting_day_view(day, names, vc=None):
        seen["view"].append(day.day)
        return day_view(day, names, vc)

    monkeypatch.setattr(tally_count, "build_day", counting_build_day)
    monkeypatch.setattr(views, "day_view", counting_day_view)
    return seen


def _forget(built: dict[str, list[int]]) -> None:
    for numbers in built.values():
        numbers.clear()


def test_the_game_has_every_day(folder):
    data = json.loads(_cli(folder, "count", "--format", "json"))
    assert [d["day"] for d in data["days"]] == list(range(1, DAYS + 1))
    assert all(d["wagons"] and d["rejected"] for d in data["days"])


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode", "html"])
@pytest.mark.parametrize("view", ["public", "host"])
def test_a_count_of_the_latest_day_builds_that_day_alone(folder, built, fmt, view):
    _cli(folder, "count")  # warm: resumed from the checkpoint a first count leaves
    _forget(built)
    out = _cli(folder, "count", "--format", fmt, "--view", view)
    assert f"Day {DAYS}" in out
    assert built == {"count": [DAYS], "view": [DAYS]}


def test_a_count_of_day_n_builds_day_n_alone(folder, built):
    out = _cli(folder, "count", "--day", "3")
    assert "Day 3" in out
    assert built == {"count": [3], "view": [3]}


def test_no_such_day_builds_no_day(folder, built):
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), "count", "--day", "40"])
    assert result.exit_code == 1
    assert f"days so far: 1-{DAYS}" in result.output
    assert built == {"count": [], "view": []}


def test_json_and_the_report_build_every_day(folder, built, tmp_path):
    _cli(folder, "count", "--format", "json")
    assert sorted(built["count"]) == list(range(1, DAYS + 1))
    _forget(built)
    _cli(folder, "report", "--out", str(tmp_path / "report.html"))
    assert sorted(built["count"]) == list(range(1, DAYS + 1))
    assert sorted(built["view"]) == list(range(1, DAYS + 1))


def _posts_of(folder: Path) -> list:
    return [p for b in import_jsonl(folder / "thread.jsonl") for p in b.posts]


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode", "html"])
def test_what_is_printed_is_what_every_day_built_prints(folder, fmt):
    game = load_game(folder / "game.toml")
    results = pipeline.run(game, _posts_of(folder))
    for view in ("public", "host"):
        for day in (None, 1, 5, DAYS):
            lazy = results.count(view, day)
            whole = replace(lazy, days=tuple(results.count(view, day).days))
            assert render.vote_count(lazy, fmt=fmt, game=game) == render.vote_count(
                whole, fmt=fmt, game=game
            )
            view_of = views.count_view(whole, game)
            assert views.count_view(lazy, game).days == view_of.days


def test_a_count_keeps_its_days_when_the_fold_moves_on(folder):
    """``Results.post_by_post`` feeds the same engine after a count: the count's unread
    days are built before the next event changes the state."""
    game = load_game(folder / "game.toml")
    posts = _posts_of(folder)
    half = 8 * 5 + 3  # inside Day 6: its votes change after
    early = None
    for i, engine in pipeline.run(game, posts).post_by_post(pipeline.in_thread_order(posts)):
        if i == half - 1:
            early = engine.count("host")
    assert early is not None
    assert pipeline.count(game, posts, view="host").to_json() != early.to_json()
    assert early.to_json() == pipeline.count(game, posts[:half], view="host").to_json()


SYSTEMS = ["mafia-golden", "botf-golden", "events-golden", "shapeshifters-golden"]
# BotF's player list reads the days before the printed one for a traveller who has left
# (was it exiled by then? tally/botf/views.py ``_left_by``): those days' counts only
READS_EARLIER_DAYS = {"botf-golden"}


@pytest.mark.parametrize("name", SYSTEMS)
def test_each_game_systems_count_builds_the_day_it_prints(name, built):
    """Each game system's ``decorate_count`` keeps the days unbuilt (``each_day``)."""
    where = FIXTURES / "games" / name
    game = load_game(where / "game.toml")
    batches = import_jsonl(where / "thread.jsonl", timezone=game.timezone)
    results = pipeline.run(game, [p for b in batches for p in b.posts])
    for view in ("public", "host"):
        _forget(built)
        vc = results.count(view)
        last = vc.day_numbers[-1]
        assert len(vc.day_numbers) >= 2, "a game of one day proves nothing here"
        lazy = render.vote_count(vc, fmt="text", game=game)
        assert built["view"] == [last]
        if name in READS_EARLIER_DAYS:
            assert built["count"][0] == last and sorted(built["count"]) == list(vc.day_numbers)
        else:
            assert built["count"] == [last]
        whole = replace(vc, days=tuple(vc.days))
        assert lazy == render.vote_count(whole, fmt="text", game=game)
