"""The short game file of the golden event game (issue 27): with the seed's schedule as
data (``votecount rules events``), no ``event`` rows, players by login and one line a
phase and a row, ``fixtures/games/events-golden/game-short.toml`` is the same game as
``game.toml`` in well under 200 lines; docs/rules-events.md shows that very file."""

from __future__ import annotations

import json
import re

from tests.conftest import FIXTURES, REPO
from tests.test_json_unchanged import outputs
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.gamefile.systems import describe
from votecount.scraper.importer import import_jsonl
from votecount.views import render

FOLDER = FIXTURES / "games" / "events-golden"
SHORT = FOLDER / "game-short.toml"
THREAD = "forum.example/t/7001"


def _same_but_the_order_of_event_4s_participants(a: dict, b: dict) -> None:
    for day_a, day_b in zip(a["days"], b["days"], strict=True):
        if day_a["day"] == 4:  # the long file lists them in the host's order, the seed's
            for d in (day_a, day_b):  # schedule in the game's
                d["event"]["participants"] = sorted(d["event"]["participants"])
    assert a == b


def test_the_short_file_counts_the_same_game() -> None:
    game = load_game(SHORT)
    assert len(SHORT.read_text().splitlines()) <= 200
    assert not [e for e in game.events if e.kind == "event"] and len(game.players) == 17
    long = dict(outputs(FOLDER / "game.toml", FOLDER / "thread.jsonl", THREAD))
    short = dict(outputs(SHORT, FOLDER / "thread.jsonl", THREAD))
    for key in ("count-public", "count-host"):
        _same_but_the_order_of_event_4s_participants(json.loads(long[key]), json.loads(short[key]))
    assert long["audit"] == short["audit"]
    e2 = next(d for d in json.loads(short["count-public"])["days"] if d["day"] == 2)["event"]
    assert e2["closed"] and e2["apart"] == "dune"  # Event 1's chair, from the schedule
    e4 = next(d for d in json.loads(short["count-public"])["days"] if d["day"] == 4)["event"]
    assert e4["flips"] == [{"player": "nettle", "flip": "Stagehand (scum)", "post": 55}]


def test_the_report_shows_the_flips_at_an_events_end() -> None:
    game = load_game(SHORT)
    posts = [p for b in import_jsonl(FOLDER / "thread.jsonl", thread=THREAD) for p in b.posts]
    html = render.report(game, pipeline.run(game, posts))
    assert "Flips:" in html and "Stagehand (scum)" in html


def test_the_docs_show_that_very_file() -> None:
    doc = (REPO / "docs" / "rules-events.md").read_text()
    blocks = re.findall(r"```toml\n(.*?)```", doc, re.S)
    assert SHORT.read_text() in blocks


def test_rules_events_prints_the_seeds_schedule() -> None:
    text = describe("events")
    assert "Event 2, Off With Your Head: yes_no; closed: Event 1's chair" in text
    assert "Event 8, The Ascended / Trial by Fire: realms; closed: Event 7's Heaven" in text
