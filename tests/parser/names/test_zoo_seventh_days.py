"""Names on unseen players, seventh round (``names21``), through the whole counting
pipeline: a dead player's name typed when a living player has a close name (refused as a
vote for the dead, never moved to the living one, as rules.md's default), and a
replacement's name typed before the host announced the replacement. Names invented."""

from __future__ import annotations

import msgspec

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PlayerEntry

from .days import day_after_a_replacement_and_a_death

_PLAYERS = ("Ivo", "Ivy", "Juno", "Lark", "Wren", "Ember", "Bee", "Cole", "Dax", "Eli", "Fern")
_PLAYERS += ("Gus", "Hal", "Kestrel")  # no majority from the votes below


def test_a_dead_players_name_beside_a_living_close_name() -> None:
    # Ivo dead beside Ivy: "Ivo", "IVO'S", "Ivo-kun", "1v0" are the dead Ivo, refused,
    # never Ivy (one letter away); "Ivy" and "1vy" are Ivy
    votes = (
        ("Lark", "vote Ivo"),
        ("Wren", "vote IVO'S"),
        ("Ember", "vote Ivo-kun"),
        ("Bee", "vote 1v0"),
        ("Cole", "vote Ivy"),
        ("Dax", "vote 1vy"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Juno", "Junie", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {"Ivy": ["Cole", "Dax"]}
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Lark"),
        ("VOTE_FOR_DEAD", "Wren"),
        ("VOTE_FOR_DEAD", "Ember"),
        ("VOTE_FOR_DEAD", "Bee"),
    ]


def test_a_replacements_name_typed_before_the_host_announced_it() -> None:
    # Junie replaces Juno at post 4; Lark's vote for Junie at post 2 comes first: not yet
    # a player, it is reported (never moved to Juno or to another's name); Wren's vote for
    # Juno before, and "Junie", "Jun" and the slot's two names ("Junie/Juno", "Junie
    # (Juno)") after it, are the slot
    events = (HostEvent("substitution", at_post=4, player="Juno", other="Junie"),)
    entries = (*(PlayerEntry(p) for p in _PLAYERS), PlayerEntry("Junie", backup=True))
    g = msgspec.structs.replace(game(events=events), players=entries)
    posts = thread(
        ("host", "<b>Day 1</b> begins"),
        ("Lark", "<b>vote Junie</b>"),
        ("Wren", "<b>vote Juno</b>"),
        ("host", "Junie replaces Juno"),
        ("Ember", "<b>vote Junie</b>"),
        ("Bee", "<b>vote Jun</b>"),
        ("Cole", "<b>vote Junie/Juno</b>"),
        ("Dax", "<b>vote Junie (Juno)</b>"),
    )
    day = pipeline.count(g, posts).day(1)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Junie": ["Wren", "Ember", "Bee", "Cole", "Dax"]
    }
    assert [(v.code, v.player) for v in day.rejected] == [("VOTE_INELIGIBLE_TARGET", "Lark")]
