"""Names on unseen players, eleventh round (``namezoo24``), through the whole counting
pipeline: a replaced player's name for the slot in the round's new shapes (leetspeak, a
role claim joined with "the", a possessive, a stop after a title) when Marlow replaces
Ivo beside a player Ivor: the replaced name is the slot's new player, Ivor's his own; a
typo both fit is Ivor's, the one of them still playing under his name
(``count.reading.still_playing``, as "Jun" beside Junot is Junot). Names invented."""

from __future__ import annotations

from .days import day_after_a_replacement_and_a_death

_PLAYERS = ("Ivo", "Ivor", "Juno", "Lark", "Wren", "Ember", "Bee", "Cole", "Dax", "Eli")
_PLAYERS += ("Fern", "Gus", "Hal", "Kestrel", "Moss", "Nell")  # no majority from the votes


def test_replaced_name_in_the_eleventh_shapes() -> None:
    votes = (
        ("Juno", "vote Ivo"),
        ("Wren", "vote 1vo"),
        ("Ember", "vote Ivo-the-cop"),
        ("Bee", "vote Ivo's"),
        ("Cole", "vote Ivor"),
        ("Dax", "vote Ivoo"),
        ("Eli", "vote Lark"),
        ("Fern", "vote Mr. Ivo"),
        ("Gus", "vote Marlow"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Ivo", "Marlow", "Lark", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Marlow": ["Juno", "Wren", "Ember", "Bee", "Fern", "Gus"],
        "Ivor": ["Cole", "Dax"],  # Dax: Ivo's "o" doubled, or Ivor mistyped
    }
    assert [(v.code, v.player) for v in day.rejected] == [("VOTE_FOR_DEAD", "Eli")]
