"""A role reveal as the only word of a death (parser/host/flips.py)."""

from __future__ import annotations

import pytest

from votecount.parser.host.flips import revealed


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The crowd went quiet. Ivo was a Town Miller .", ["Ivo"]),
        ("Old Maple was the Mafia Goon!", ["Old Maple"]),
        ("Ivo was a Vanilla Townie. Night 2 begins.", ["Ivo"]),
        ("He said Ivo was a good guy.", []),
        ("Ivo was a bit quiet today", []),
        ("Then the stranger fired. Ivo was a plain townie.", ["Ivo"]),
        ("Ivo was the mafia goon!", ["Ivo"]),
        ("Ivo was a nice person.", []),
        # a host who writes in capitals: a role's word, not any capitalised word
        ("IVO WAS A MAFIA ROLEBLOCKER", ["IVO"]),
        ("OLD MAPLE WAS THE TOWN COP!", ["OLD MAPLE"]),
        ("IVO WAS A GOOD PLAYER", []),
        ("Ivo was a GOON.", ["Ivo"]),
    ],
)
def test_a_reveal_names_the_player(text, names):
    assert revealed(text) == names
