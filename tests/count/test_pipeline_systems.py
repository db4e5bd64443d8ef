"""The pipeline reads commands as the game system declares them (``Ruleset.commands``):
what the system reads becomes its event; a command only another registered system reads
reaches the fold, which reports it as not used; a kind no system reads is ignored."""

from __future__ import annotations

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.tally import Rejected, Unvote, Vote
from votecount.tally.botf.events import Nominate, Signup


def _events(g, *rows):
    return [e for e in pipeline.build_events(g, thread(*rows)) if type(e).__name__ != "PublicPost"]


def test_mafia_reads_vote_and_unvote():
    events = _events(
        game(), ("host", "Day 1"), ("alice", "<b>vote bob</b>"), ("alice", "<b>unvote</b>")
    )
    kinds = [type(e) for e in events if isinstance(e, Vote | Unvote)]
    assert kinds == [Vote, Unvote]
    assert next(e for e in events if isinstance(e, Unvote)).target is None


def test_a_command_of_another_system_is_reported_as_not_used():
    posts = thread(("host", "Day 1"), ("alice", "/nominate bob"))
    events = pipeline.build_events(game(), posts)
    assert any(isinstance(e, Nominate) for e in events)  # BotF's command, built by its spec
    day = pipeline.count(game(), posts, view="host").day(1)
    notices = [(v.code, v.reason) for v in day.notices]
    assert ("NOT_IN_RULESET", "Nominate is not used by mafia") in notices


def test_botf_reads_its_own_commands():
    g = game(ruleset="botf")
    events = _events(g, ("host", "Day 1"), ("alice", "/in, seat 3"), ("bob", "/nominate carol"))
    assert [type(e) for e in events if isinstance(e, Signup | Nominate)] == [Signup, Nominate]
    assert next(e for e in events if isinstance(e, Signup)).seat == 3


def test_a_kind_no_system_reads_is_ignored_with_a_notice():
    events = _events(game(), ("host", "Day 1"), ("alice", "/out"))
    rejected = [e for e in events if isinstance(e, Rejected)]
    assert [(e.code, e.reason) for e in rejected] == [
        ("COMMAND_IGNORED", "withdraw without a target")
    ]
