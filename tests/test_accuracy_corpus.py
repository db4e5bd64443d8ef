"""The accuracy floor on real games: ``reconcile`` over the 40 MafiaScum games of
../shared/corpus/mafiascum-donbot (game files in fixtures/games/donbot/) finds the hosts'
counts and agrees with at least as many as it did when the floor was set
(benchmarks/accuracy.py prints the table; benchmarks/accuracy-notes.md explains the rest).
Skips when the corpus is absent."""

from __future__ import annotations

import json

import pytest

from votecount.count.reconcile import reconcile
from votecount.gamefile.game import load_game
from votecount.scraper.importer import import_jsonl

from .conftest import FIXTURES, corpus_path

pytestmark = pytest.mark.corpus

FOUND_AT_LEAST = 1380
AGREED_AT_LEAST = (
    0.951  # agree + lagging + ahead, of the counts found (95.6 % on issue-17c, less half a point)
)


def test_donbot_games_stay_above_the_floor():
    games = json.loads(corpus_path("mafiascum-donbot", "games.json").read_text())["games"]
    found = agreed = 0
    for g in games:
        game = load_game(FIXTURES / "games" / "donbot" / f"{g['thread']}.toml")
        path = corpus_path("mafiascum-donbot", g["file"])
        posts = [p for b in import_jsonl(path, thread=str(g["thread"]), timezone=game.timezone)
                 for p in b.posts]  # fmt: skip
        totals = reconcile(game, posts).tally()
        found += totals["found"]
        agreed += totals["agree"] + totals["lagging"] + totals["ahead"]
    assert found >= FOUND_AT_LEAST
    assert agreed / found >= AGREED_AT_LEAST, f"{agreed} of {found} host counts agree"
