"""A command word misspelt by one edit ("**Vtoe: bob**", parser.grammar.typo_keyword):
the vote counts and the audit tells the host with a ``KEYWORD_TYPO`` warning; with a
misspelt name too it does not count, and the warning says why. Through the CLI against
the local Discourse server; every post was written for this test."""

from __future__ import annotations

from tests.count.test_no_lynch import counted
from tests.servers.discourse import Topic

VOTES = {"alice": "**Vtoe: bob**", "carol": "**Vtoe: hiedi**", "dave": "**Note: bob was quiet**"}


def test_a_misspelt_keyword_counts_and_the_host_is_told(tmp_path):
    topic = Topic(title="Typos", slug="typos")
    topic.add_post("Day 1 begins. Vote in bold.", username="host")
    for player, vote in VOTES.items():
        topic.add_post(f"Here goes.\n\n{vote}", username=player)
    wagons, audit = counted(tmp_path, topic)
    assert wagons == {"bob": ["alice"]}
    typos = [v for v in audit if v["code"] == "KEYWORD_TYPO"]
    assert [v["player"] for v in typos] == ["alice", "carol"]
    assert all("read 'Vtoe' as 'vote'" in v["reason"] for v in typos)
    assert not [v for v in audit if v["player"] == "dave"]
