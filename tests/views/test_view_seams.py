"""Issue 13, the views layer: a system's values reach the application through the typed
payload bases (``tally.payload.DayPayload`` / ``VotePayload``) and the functions its
``Views`` declaration names in its own view modules (``tally/<system>/views.py``); that the
application imports and names no system is checked in tests/test_layers.py."""

from __future__ import annotations

import importlib
from pathlib import Path

from tests.tally.dsl import ref, run
from votecount.tally.botf.result import BotfDayCount, BotfVote
from votecount.tally.botf.values import Nomination
from votecount.tally.payload import DayPayload, VotePayload, day_payload, vote_payload
from votecount.tally.registry import systems

APP = Path(__file__).resolve().parents[2] / "votecount"


def test_every_named_view_function_exists():
    for cls in systems():
        views = cls.views
        for spec in (views.day, views.audit, views.timeline, *views.tables.values()):
            if spec:
                module, _, name = spec.partition(":")
                assert callable(getattr(importlib.import_module(module), name)), spec


def test_a_plain_day_answers_with_the_defaults():
    day = run("D1\na>b").current
    part = day_payload(day)
    assert isinstance(part, DayPayload)
    assert (part.opened(), part.pending(), part.also_living(), part.dead_voters()) == (
        (),
        (),
        (),
        (),
    )
    assert part.elimination() == ("elimination", "eliminated")
    vote = day.wagons[0].votes[0]
    assert vote_payload(vote).notes() == () and not vote_payload(vote).by_traveller()


def test_botf_answers_through_the_payload_bases():
    nom = Nomination("a", "b", ref(3))
    part = BotfDayCount(nominations=(nom,), travellers=("t",), not_voting_dead=("d",))
    assert isinstance(part, DayPayload)
    assert part.opened() == (nom,) and part.also_living() == ("t",)
    assert part.dead_voters() == ("d",)
    assert part.elimination() == ("execution", "executed")
    assert BotfDayCount().elimination() == ("elimination", "eliminated")
    ghost = BotfVote(dead=True, ghost_token="spent", traveller=True)
    assert isinstance(ghost, VotePayload)
    assert ghost.notes() == ("dead", "vote token spent") and ghost.by_traveller()
