"""BotF's commands as the tally reads them (``tally/botf/commands.py``): the host's ping
in a yes/no ballot is no name; a plain acceptance ("accepted", ``parser.slash``) counts
only where a whisper to its writer is pending."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from votecount.tally import events as ev
from votecount.tally.botf.commands import COMMANDS
from votecount.tally.botf.events import WhisperAccept
from votecount.tally.botf.result import of_audit
from votecount.tally.declare import Ballot

from .dsl import Command, Game, accept, nominate, whisper

REF = ev.PostRef("p1", 1, datetime(2026, 4, 3, 18, tzinfo=UTC))


def ballot(choice: str, target: str | None) -> ev.Event | None:
    b = Ballot("ballot", REF, "ann", target, args=(("choice", choice),),
               hosts=frozenset({"storyteller", "vesper"}))  # fmt: skip
    return COMMANDS["ballot"].build(b)


@pytest.mark.parametrize("target", [ev.STORYTELLER, "vesper", None])
def test_a_ballot_pinging_a_host_names_nobody(target: str | None) -> None:
    assert ballot("yes", target) == ev.ExileVote(REF, "ann", True, None)


def test_a_ballot_naming_a_player_keeps_the_name() -> None:
    assert ballot("no", "gus") == ev.ExileVote(REF, "ann", False, "gus")


def plain_accept(by: str, of: str | None = None) -> Command:
    return lambda r: WhisperAccept(r, by, of, plain=True)


def test_the_builder_marks_a_plain_acceptance_and_drops_a_host_ping() -> None:
    b = Ballot("accept", REF, "ann", "vesper", args=(("plain", True),),
               hosts=frozenset({"storyteller", "vesper"}))  # fmt: skip
    assert COMMANDS["accept"].build(b) == WhisperAccept(REF, "ann", None, plain=True)
    slash = Ballot("accept", REF, "ann", "gus")
    assert COMMANDS["accept"].build(slash) == WhisperAccept(REF, "ann", "gus")


def _day() -> Game:
    g = Game("a b c d e f g")
    g.day(1)
    g.nominations()
    return g


def test_a_plain_acceptance_opens_the_pending_whisper() -> None:
    g = _day()
    g.post("a", whisper("a", "b"))
    g.post("b", plain_accept("b"))
    (session,) = of_audit(g.audit()).whispers
    assert (session.a, session.b) == ("a", "b")
    assert g.codes() == []


def test_a_plain_acceptance_with_nothing_pending_is_set_aside_not_an_error() -> None:
    g = _day()
    g.post("a", nominate("a", "b"))
    g.post("b", plain_accept("b"))  # the nominee's "accept": BotF has no such thing
    g.post("c", plain_accept("c", "a"))  # names a declarer who declared nothing
    assert g.codes() == []
    ignored = [v for v in g.audit().violations if v.code == "COMMAND_IGNORED"]
    assert [v.player for v in ignored] == ["b", "c"]
    assert of_audit(g.audit()).whispers == ()


def test_the_slash_acceptance_with_nothing_pending_stays_an_error() -> None:
    g = _day()
    g.post("b", accept("b"))
    assert [c for c, _ in g.codes()] == ["WHISPER_NO_DECLARATION"]
