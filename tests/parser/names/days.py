"""A day of an invented game through the whole counting pipeline, for the names zoos'
tests of a replaced or dead player's name (``test_zoo_third``, ``_fourth``, ``_fifth``)."""

from __future__ import annotations

import msgspec

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PlayerEntry
from votecount.tally.result import DayCount


def day_after_a_replacement_and_a_death(
    players: tuple[str, ...], old: str, new: str, dead: str, votes: tuple[tuple[str, str], ...]
) -> DayCount:
    """Day 1 of a game where ``new`` replaces ``old`` (post 2) and ``dead`` dies (post 3),
    then ``votes`` are cast: (voter, the vote's bold text)."""
    events = (
        HostEvent("substitution", at_post=2, player=old, other=new),
        HostEvent("death", at_post=3, player=dead),
    )
    entries = (*(PlayerEntry(p) for p in players), PlayerEntry(new, backup=True))
    g = msgspec.structs.replace(game(events=events), players=entries)
    posts = thread(
        ("host", "<b>Day 1</b> begins"),
        ("host", f"{new} replaces {old}"),
        ("host", f"{dead} was found dead"),
        *((voter, f"<b>{text}</b>") for voter, text in votes),
    )
    return pipeline.count(g, posts).day(1)
