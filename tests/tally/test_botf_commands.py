"""BotF's commands as the tally reads them (``tally/botf/commands.py``): the host's ping
in a yes/no ballot is no name."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from votecount.tally import events as ev
from votecount.tally.botf.commands import COMMANDS
from votecount.tally.declare import Ballot

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
