"""The accuracy floor on real games: ``reconcile`` over the 120 MafiaScum games of
../shared/corpus/mafiascum-donbot (game files in fixtures/games/donbot/, written by
make_games.py's general code: no per-thread table, nothing read from a host's count)
finds the hosts' counts and agrees with at least as many as it did when the floor was set
(benchmarks/accuracy.py prints the table and the headline; benchmarks/accuracy-notes.md
explains the rest). Skips when the corpus is absent."""

from __future__ import annotations

import json

import pytest

from votecount.count.reconcile import reconcile
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl

from .conftest import FIXTURES, corpus_path

pytestmark = pytest.mark.corpus

FOUND_AT_LEAST = 3600
AGREED_AT_LEAST = 0.882  # agree + lagging + ahead, of the counts found (measured 88.5 %, less 0.3)


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
