"""A role reveal as the only word of a death (parser/host/flips.py)."""

from __future__ import annotations

import pytest

from votecount.parser.host.fates import flip
from votecount.parser.host.flips import listed_dead, revealed


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


@pytest.mark.parametrize(
    "lines",
    [
        ["Welcome! If you are killed, do not post.", "Ivo, Vanilla Townie", "Juno - Town Cop"],
        ["Night 1 is over. Nobody died.", "Ivo, Vanilla Townie"],
        ["There were no deaths last night.", "Ivo - Town Cop"],
    ],
)
def test_a_role_list_under_no_death_lists_no_dead(lines):
    assert listed_dead(lines) == []


def test_a_role_list_under_a_death_lists_the_dead():
    lines = ["When the town woke, they found a body.", "Ivo, Vanilla Townie"]
    assert listed_dead(lines) == [("Ivo", "Ivo, Vanilla Townie")]


@pytest.mark.parametrize(
    "line",
    ["Ivo (Town Cop) checked Wren N1", "Ivo - Vanilla Townie - voted Juno Day 2"],
)
def test_a_night_action_after_a_role_is_no_flip(line):
    assert flip(line) is None


def test_voted_out_after_a_role_is_a_flip():
    voted_out = flip("Ivo, Vanilla Townie, voted out Day 2")
    assert voted_out is not None and voted_out.lynch  # the day's vote: a lynch, not a kill
