"""A command word misspelt by one edit ("**Vtoe: bob**", parser.grammar.typo_keyword):
the vote counts and the audit tells the host with a ``KEYWORD_TYPO`` warning; with a
misspelt name too it does not count, and the warning says why. Through the CLI against
the local Discourse server; every post was written for this test."""

from __future__ import annotations

import json

from tests.cli.test_cli import run
from tests.count.test_no_lynch import GAME
from tests.servers.discourse import PLAYERS, Topic, serve_topic

VOTES = {"alice": "**Vtoe: bob**", "carol": "**Vtoe: hiedi**", "dave": "**Note: bob was quiet**"}


def test_a_misspelt_keyword_counts_and_the_host_is_told(tmp_path):
    topic = Topic(title="Typos", slug="typos")
    topic.add_post("Day 1 begins. Vote in bold.", username="host")
    for player, vote in VOTES.items():
        topic.add_post(f"Here goes.\n\n{vote}", username=player)
    with serve_topic(topic) as server:
        players = "\n".join(f'[[players]]\nusername = "{p}"\n' for p in PLAYERS)
        text = GAME.format(url=server.thread_url(), parser="", players=players)
        (tmp_path / "game.toml").write_text(text)
        run(tmp_path, "sync")
    data = json.loads(run(tmp_path, "count", "--day", "1", "--format", "json"))
    day = next(d for d in data["days"] if d["day"] == 1)
    wagons = {w["target"]: [v["voter"] for v in w["votes"]] for w in day["wagons"]}
    assert wagons == {"bob": ["alice"]}
    audit = json.loads(run(tmp_path, "audit", "--format", "json"))["violations"]
    typos = [v for v in audit if v["code"] == "KEYWORD_TYPO"]
    assert [v["player"] for v in typos] == ["alice", "carol"]
    assert all("read 'Vtoe' as 'vote'" in v["reason"] for v in typos)
    assert not [v for v in audit if v["player"] == "dave"]
