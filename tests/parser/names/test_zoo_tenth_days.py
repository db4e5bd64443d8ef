"""Names on unseen players, tenth round (``names24``), through the whole counting pipeline:
a replaced player's name typed after the replacement when the newcomer's name is one
letter from another player's ("Junie" replaces Juno beside a player Junia): the replaced
name and its typos are the slot's new player, the newcomer's and Junia's names their own,
a start both names share nobody's. Names invented."""

from __future__ import annotations

from .days import day_after_a_replacement_and_a_death

_PLAYERS = ("Ivo", "Juno", "Junia", "Lark", "Wren", "Ember", "Bee", "Cole", "Dax", "Eli")
_PLAYERS += ("Fern", "Gus", "Hal", "Kestrel", "Moss", "Nell")  # no majority from the votes


def test_replaced_name_beside_a_newcomer_close_to_another() -> None:
    votes = (
        ("Ivo", "vote Juno"),
        ("Wren", "vote Junie"),
        ("Ember", "vote Junia"),
        ("Bee", "vote Juni"),
        ("Cole", "vote Mister Juno"),
        ("Dax", "vote Lark"),
        ("Eli", "vote Juno's"),
        ("Fern", "vote Junoo"),
        ("Gus", "vote Junia and Ivo"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Juno", "Junie", "Lark", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Junie": ["Ivo", "Wren", "Cole", "Eli", "Fern"],
        "Junia": ["Ember"],
    }
    assert [(v.code, v.player) for v in day.rejected] == [
        ("AMBIGUOUS_TARGET", "Bee"),  # Junie's start, or Junia's
        ("VOTE_FOR_DEAD", "Dax"),
        ("AMBIGUOUS_TARGET", "Gus"),  # two players listed
    ]
