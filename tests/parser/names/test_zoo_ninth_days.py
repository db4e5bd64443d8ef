"""Names on unseen players, ninth round (``names23``), through the whole counting pipeline:
a replaced player's name typed after the replacement with a title, a role or a
possessive (the slot's new player), and a dead player's name so typed (the dead player,
refused by the tally, never moved to a living player with a close name). Names invented."""

from __future__ import annotations

from .days import day_after_a_replacement_and_a_death

_PLAYERS = ("Ivo", "Ivor", "Juno", "Lark", "Wren", "Ember", "Bee", "Cole", "Dax", "Eli", "Fern")
_PLAYERS += ("Gus", "Hal", "Kestrel")  # no majority from the votes below


def test_titled_names_of_a_replaced_and_a_dead_player() -> None:
    # Junie replaces Juno, Ivo dies beside Ivor: "Mr Juno", "Juno the cop", "Dr. Juno" are
    # Junie's slot; "Mr Ivo", "Ivo the cop", "1v0" the dead Ivo, refused, never Ivor
    votes = (
        ("Lark", "vote Mr Juno"),
        ("Wren", "vote Juno the cop"),
        ("Ember", "vote Dr. Juno"),
        ("Bee", "vote Mr Ivo"),
        ("Cole", "vote Ivo the cop"),
        ("Dax", "vote 1v0"),
        ("Eli", "vote Ivor"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Juno", "Junie", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Junie": ["Lark", "Wren", "Ember"],
        "Ivor": ["Eli"],
    }
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Bee"),
        ("VOTE_FOR_DEAD", "Cole"),
        ("VOTE_FOR_DEAD", "Dax"),
    ]
