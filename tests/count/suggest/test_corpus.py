"""The host-post reading on 40 real MafiaScum games (../shared/corpus/mafiascum-donbot):
every substitution and death it suggests agrees with the source's archive of the game
(replacement chains, fates). Skipped when the corpus is absent."""

from __future__ import annotations

import json

import pytest

from tests.conftest import CORPUS
from votecount.count.suggest import suggest
from votecount.gamefile.game import Game, PlayerEntry
from votecount.scraper.importer import import_jsonl

DONBOT = CORPUS / "mafiascum-donbot"
pytestmark = pytest.mark.corpus


def test_suggestions_agree_with_the_archive():
    if not (DONBOT / "games.json").exists():
        pytest.skip("shared corpus not present")
    right = wrong = 0
    wrong_ones = []
    for x in json.loads((DONBOT / "games.json").read_text())["games"]:
        posts = [p for b in import_jsonl(DONBOT / x["file"]) for p in b.posts]
        players, pairs, died = [], set(), set()
        for slot in x["slots"]:
            chain = slot["replacement_chain"]
            for i, user in enumerate(chain):
                players.append(PlayerEntry(user, backup=i > 0))
                if i:
                    pairs.add((chain[i - 1].casefold(), user.casefold()))
            if slot["fate_parsed"]["kind"] not in ("survived", None):
                died.add(slot["final_player"].casefold())
        game = Game(name="", ruleset="mafia", threads=("https://forum.mafiascum.net/",),
                    hosts=tuple(x["moderators"]), players=tuple(players))  # fmt: skip
        for s in suggest(game, posts):
            if s.kind == "substitution":
                ok = (s.player.casefold(), (s.other or "").casefold()) in pairs
            else:
                ok = s.player.casefold() in died
            right += ok
            wrong += not ok
            if not ok:
                wrong_ones.append((x["thread"], s.kind, s.player, s.other, s.line))
    assert right >= 300, right  # most substitutions and many deaths are found
    assert wrong <= right // 50, wrong_ones  # and at most 2% are not in the archive
