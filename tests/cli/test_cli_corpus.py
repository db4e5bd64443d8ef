"""The real MafiaScum game 1145 from ../shared/corpus, imported with `votecount import`
and counted through the CLI: each day's lynch and hammer post as the archive records."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from tests.conftest import FIXTURES, corpus_path
from votecount.cli import main


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    posts = corpus_path("mafiascum-1145", "posts.jsonl")
    folder = tmp_path_factory.mktemp("ms1145")
    shutil.copy(FIXTURES / "games" / "mafiascum-1145" / "game.toml", folder / "game.toml")
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), "import", str(posts)])
    assert result.exit_code == 0, result.output
    assert "imported 554 posts" in result.output
    return folder


def count(folder, *args):
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), "count", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_every_day_hammers_where_the_archive_says(imported):
    expected = json.loads(corpus_path("mafiascum-1145", "expected.json").read_text())
    days = expected.get("days") or expected.get("day_results")
    assert days, list(expected)
    data = json.loads(count(imported, "--format", "json"))
    got = {d["day"]: d["outcome"] for d in data["days"]}
    for want in days:
        outcome = got[want["day"]]
        assert outcome["status"] == "hammered"
        assert outcome["eliminated"] == want["lynched"]
        assert outcome["at"]["number"] == want["hammer_post"]


def test_bbcode_count_is_ready_to_paste(imported):
    out = count(imported, "--day", "1", "--format", "bbcode")
    assert "Trendall" in out and "[url=" in out
