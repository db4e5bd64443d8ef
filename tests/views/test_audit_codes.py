"""Audit codes as specified (issue 10, Deliver 8), through the CLI against the local
Discourse server: a plain-text vote where text is not a marker is VOTE_NOT_BOLD_OR_TAG,
a vote in a spoiler VOTE_IN_SPOILER, an ambiguous name names its candidates in every
output, and prose that merely holds the word "vote" is no near miss."""

from __future__ import annotations

import json

import pytest

from tests.cli_run import cli as run
from tests.cli_run import count_day
from tests.game_files import write_game_text
from tests.servers.discourse import Topic, serve_topic

PLAYERS = ("alice", "bob", "carol", "dave", "erin", "frank", "mara", "marauder")
GAME = """\
[game]
name = "Precision"
ruleset = "mafia"
threads = ["{url}"]
engine = "discourse"
timezone = "UTC"
hosts = ["host"]

[rules]
resolution = "plurality"

[parser]
markers = ["bold", "vote_tag"]

[[phases]]
kind = "day"
number = 1
start = "2024-03-01T18:00:00Z"
end = "2024-03-04T18:00:00Z"

{players}
"""
POSTS = [
    ("host", "<p>Day 1 begins. Votes in bold.</p>"),
    ("alice", "<p>Reading back.</p><p>vote bob</p>"),  # 2: plain text
    ("bob", "<details><summary>Spoiler</summary><p><strong>vote carol</strong></p></details>"),
    ("carol", "<p>I'll take my vote off for now.</p><p>Vote off for now.</p>"),  # 4: prose
    (
        "dave",
        "<p><strong>my vote:</strong></p><details><summary>Show</summary>"
        "<p>undecided</p></details>",
    ),  # 5: a spoiler button label
    ("erin", "<p><strong>vote Mar</strong></p>"),  # 6: Mara or Marauder?
    ("frank", "<p>vote Mar</p>"),  # 7: plain and ambiguous
    (
        "mara",
        '<div class="quotetitle"><b>my vote:</b> <input type="button" value="Show"></div>'
        '<div class="quotecontent"><div style="display: none;">frank</div></div>',
    ),  # 8
    ("marauder", "<p><strong>vote alice</strong></p>"),  # 9: counts
]


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    folder = tmp_path_factory.mktemp("precision")
    topic = Topic(title="Precision", slug="precision")
    for author, html in POSTS:
        topic.add_post("x", username=author).cooked_override = html
    with serve_topic(topic) as server:
        write_game_text(folder, GAME, url=server.thread_url(), players=PLAYERS)
        run(folder, "sync")
    return folder


def _violations(folder) -> dict[int, list[dict]]:
    out: dict[int, list[dict]] = {}
    for v in json.loads(run(folder, "audit", "--format", "json"))["violations"]:
        if v["post"]:
            out.setdefault(v["post"]["number"], []).append(v)
    return out


def test_a_plain_text_vote_is_vote_not_bold_or_tag(game):
    found = _violations(game)[2]
    assert [(v["code"], v["severity"]) for v in found] == [("VOTE_NOT_BOLD_OR_TAG", "error")]
    assert found[0]["raw"] == "vote bob"


def test_a_vote_in_a_spoiler_is_vote_in_spoiler(game):
    assert [v["code"] for v in _violations(game)[3]] == ["VOTE_IN_SPOILER"]


def test_prose_and_spoiler_labels_are_no_near_misses(game):
    found = _violations(game)
    assert 4 not in found and 5 not in found and 8 not in found, {
        n: found.get(n) for n in (4, 5, 8)
    }


def test_an_ambiguous_name_names_its_candidates_in_every_output(game):
    found = _violations(game)
    bold, plain = found[6][0], found[7][0]
    assert bold["code"] == "AMBIGUOUS_TARGET" and bold["candidates"] == ["mara", "marauder"]
    assert plain["code"] == "VOTE_NOT_BOLD_OR_TAG" and plain["candidates"] == ["mara", "marauder"]
    for fmt in ("text", "markdown", "bbcode", "html"):
        audit = run(game, "audit", "--format", fmt)
        assert audit.count("mara, marauder") >= 2, (fmt, audit)
    count = run(game, "count", "--day", "1")
    assert "mara, marauder" in count
    assert "mara" in run(game, "explain", "6") and "marauder" in run(game, "explain", "6")


def test_the_bold_vote_counts(game):
    day = count_day(game, 1)
    assert {w["target"]: w["total"] for w in day["wagons"]} == {"alice": 1}
