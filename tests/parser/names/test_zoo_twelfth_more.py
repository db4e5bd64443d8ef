"""Names on unseen players, twelfth round (``namezoo25``), two players colliding on each of
its axes: a display name that is another's login or shares a word with another's, a name
less its number beside two numbered players or a numbered one beside the bare name, an
initial and a word that fit two names, a first letter mistyped that two names fit, a name
run together with a word beside a longer name, letters spelt out beside another's initials,
a nickname two players share, a mark left out beside a player whose name is spelt without
it, a two-letter start of two names, a start of a name beside the name that starts it.
Read through ``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import TWELFTH_OTHERS, VOTER, roster

_roster = partial(roster, others=TWELFTH_OTHERS)

SHOWN = _roster("wren", Player("kes_9", "Wren"), "Ivo", "Juno", "Lark")
SHOWN2 = _roster(Player("tb_1", "Tansy Bell"), Player("tw_2", "Tansy Wren"), "Ivo", "Juno")
SHOWN3 = _roster(Player("mossy", "Marlow"), "Marlowe", "Ivo", "Juno")
NUMBERED = _roster("Juno7", "Juno9", "Ivo", "Ivo2", "Lark", "Lark99", "Wren")
NUMBERED2 = _roster("Ember1", "Ember_Glow", "Tansy", "Tansy3", "Ivo")
INITIALS = _roster("Bramble Tea", "Basil Tea", "Bramble Thorn", "Ivo", "Juno")
INITIALS2 = _roster("Bramble Tea", "Tea", "Ivo", "Juno")
FIRST = _roster("Juno", "Kano", "Wren", "Oren", "Tansy", "Pansy", "Ember", "Amber", "Ivo")
GLUED = _roster("Wren", "Wrenn", "Ivo", "Ivon", "Lark", "Nowell", "Juno")
SPACED = _roster("Ivo", "Ivy Vale Orm", "Juno", "JL", "Juno Lark", "Wren")
NICKS = _roster(
    Player("Ivo", aliases=("Bee",)),
    Player("Bramble", aliases=("Bee",)),
    Player("Marlow", aliases=("Ivy",)),
    "Ivyleaf",
    "Juno",
)
MARKED = _roster("O'Brien", "OBrien", "Mary-Jane", "MaryJane", "Ivo!", "Ivo", "Juno")
MARKED2 = _roster("O'Brien", "Obi", "Mary-Jane", "Mary", "Jane", "Ivo")
SHORT = _roster("Al", "Alba", "Alder", "Jo", "Jonah", "Ivo")
SHORT2 = _roster("Alba", "Alder", "Ivo", "Juno")
GUARDS = _roster("Ivo", "Nowell", "Lark", "Juno", "Junot", "Cop", "Copper")
LEET = _roster("L4rk", "Lark", "Ivo", "Juno")
TWO = _roster("Ivo", "Ivo Tansy", "Juno Lark", "Wren")
NICKED = _roster(Player("Ivo", aliases=("Bee",)), "Bee", "Juno")
TAT = _roster("Tat", "Lark", "Lark Ivy", "Ivo", "Juno")
MOONS = _roster("Ivo!", "Ivo", "Juno", "Juno🌙")
STARTS = _roster("Marlow", "Marlowe", "Tansy", "Tansyleaf", "Wrenna", "Wrenfield", "Ivo")

CASES = [
    # a display name that is another's login or shares a word with another's
    (SHOWN, "Wren", AMBIGUOUS),  # wren's login, or kes_9's display name
    (SHOWN, "@wren", "wren"),
    (SHOWN, "kes_9", "kes_9"),
    (SHOWN, "kes", "kes_9"),
    (SHOWN2, "Tansy", AMBIGUOUS),
    (SHOWN2, "Bell", "tb_1"),
    (SHOWN2, "Tansy Wren", "tw_2"),
    (SHOWN2, "Tansy W", "tw_2"),
    (SHOWN2, "T. Wren", "tw_2"),
    (SHOWN2, "Tansy B.", "tb_1"),
    (SHOWN3, "Marlow", "mossy"),
    (SHOWN3, "Marlowe", "Marlowe"),
    (SHOWN3, "mossy", "mossy"),
    # a name less its number, or a number added, beside two players
    (NUMBERED, "Juno", AMBIGUOUS),
    (NUMBERED, "Juno7", "Juno7"),
    (NUMBERED, "Juno8", AMBIGUOUS),
    (NUMBERED, "Ivo", "Ivo"),
    (NUMBERED, "Ivo2", "Ivo2"),
    (NUMBERED, "Ivo3", AMBIGUOUS),  # Ivo with a number, or Ivo2's mistyped
    (NUMBERED, "Lark", "Lark"),
    (NUMBERED, "Lark99", "Lark99"),
    (NUMBERED, "Lark9", "Lark99"),  # Lark99's start: a number typed is a numbered name's
    (NUMBERED, "Wren2", "Wren"),
    (NUMBERED2, "Ember", AMBIGUOUS),  # Ember1 less its number, or Ember_Glow's first word
    (NUMBERED2, "Tansy", "Tansy"),
    (NUMBERED2, "Tansy3", "Tansy3"),
    (NUMBERED2, "Tansy4", AMBIGUOUS),
    # an initial and a word that fit two names
    (INITIALS, "B. Tea", AMBIGUOUS),
    (INITIALS, "B Tea", AMBIGUOUS),
    (INITIALS, "Bramble T.", AMBIGUOUS),
    (INITIALS, "Basil T.", "Basil Tea"),
    (INITIALS, "B. Thorn", "Bramble Thorn"),
    (INITIALS, "Bramble", AMBIGUOUS),
    (INITIALS, "Tea", AMBIGUOUS),
    (INITIALS, "Bramble Tea", "Bramble Tea"),
    (INITIALS2, "B. Tea", "Bramble Tea"),
    (INITIALS2, "Tea", "Tea"),
    (INITIALS2, "Bramble", "Bramble Tea"),
    # a first letter mistyped that two names fit
    (FIRST, "Kuno", AMBIGUOUS),  # Juno, or Kano
    (FIRST, "Juno", "Juno"),
    (FIRST, "Kano", "Kano"),
    (FIRST, "Bren", AMBIGUOUS),  # Wren, or Oren
    (FIRST, "Ransy", AMBIGUOUS),  # Tansy, or Pansy
    (FIRST, "Umber", AMBIGUOUS),  # Ember, or Amber
    (FIRST, "Ember", "Ember"),
    (FIRST, "Amber", "Amber"),
    # a name run together with a word beside a longer name
    (GLUED, "Wrennow", AMBIGUOUS),  # Wren now, or Wrenn and more
    (GLUED, "Wrenplease", "Wren"),
    (GLUED, "Ivonow", AMBIGUOUS),  # Ivo now, or Ivon and more
    (GLUED, "Ivoplease", "Ivo"),
    (GLUED, "Larknow", AMBIGUOUS),  # Lark now, or Lark and Nowell run together
    (GLUED, "Larkplease", "Lark"),
    (GLUED, "Junopls", "Juno"),
    # letters spelt out beside a name whose initials they are
    (SPACED, "I V O", AMBIGUOUS),  # Ivo, or Ivy Vale Orm's initials
    (SPACED, "J L", AMBIGUOUS),  # JL, or Juno Lark's initials
    (SPACED, "J U N O", "Juno"),
    (SPACED, "W R E N", "Wren"),
    (SPACED, "JL", "JL"),
    # a nickname two players share, or a player's name
    (NICKS, "Bee", AMBIGUOUS),
    (NICKS, "Ivo", "Ivo"),
    (NICKS, "Bramble", "Bramble"),
    (NICKS, "Ivy", "Marlow"),  # the roster's nickname beats another's start
    (NICKS, "Ivyl", "Ivyleaf"),
    # a mark left out beside a player whose name is spelt without it
    (MARKED, "O'Brien", AMBIGUOUS),  # an apostrophe is spelt in or left out by habit
    (MARKED, "OBrien", AMBIGUOUS),  # OBrien, or O'Brien typed without its apostrophe
    (MARKED, "obrien", AMBIGUOUS),
    (MARKED, "o'brien", AMBIGUOUS),
    (MARKED, "Mary-Jane", AMBIGUOUS),
    (MARKED, "MaryJane", AMBIGUOUS),
    (MARKED, "Mary Jane", AMBIGUOUS),
    (MARKED, "Ivo!", "Ivo!"),  # a "!" spells no word: typed, it is the name's that has it
    (MARKED, "Ivo?", AMBIGUOUS),  # a mark neither name has
    (MARKED, "Ivo", AMBIGUOUS),
    (MARKED2, "OBrien", "O'Brien"),
    (MARKED2, "Ob", AMBIGUOUS),
    (MARKED2, "MaryJane", "Mary-Jane"),
    (MARKED2, "Mary", "Mary"),
    (MARKED2, "Jane", "Jane"),
    # a two-letter start of two names
    (SHORT, "Al", "Al"),
    (SHORT, "al", "Al"),
    (SHORT, "Alb", "Alba"),
    (SHORT, "Ald", "Alder"),
    (SHORT, "Al's", "Al"),
    (SHORT, "Jo", "Jo"),
    (SHORT, "Jona", "Jonah"),
    (SHORT2, "Al", AMBIGUOUS),
    (SHORT2, "AL", AMBIGUOUS),
    (SHORT2, "Alb", "Alba"),
    # a start of a name beside the name that starts it
    (STARTS, "Marlow", "Marlow"),
    (STARTS, "Marlowe", "Marlowe"),
    (STARTS, "Marl", AMBIGUOUS),
    (STARTS, "Tansy", "Tansy"),
    (STARTS, "Tansyl", "Tansyleaf"),
    (STARTS, "Tan", AMBIGUOUS),
    (STARTS, "Wren", AMBIGUOUS),  # Wrenna's start, or Wrenfield's
    (STARTS, "Wrenf", "Wrenfield"),
    # the rules' guards: a word run on, "the" glued, leetspeak stretched, an initial, a
    # nickname, a mark
    (GUARDS, "Ivonow", AMBIGUOUS),  # Ivo now, or Ivo and Nowell run together
    (GUARDS, "Larklol", "Lark"),
    (GUARDS, "TheIvo", "Ivo"),
    (GUARDS, "TheJuno", "Juno"),  # the whole name, not Junot's start
    (GUARDS, "TheCop", "Cop"),  # the whole name, not Copper's start
    (LEET, "Larkk", "Lark"),  # one slip from Lark, two from L4rk
    (LEET, "L4rkk", "L4rk"),
    (TWO, "Ivo T.", "Ivo Tansy"),
    (TWO, "Ivo", "Ivo"),
    (TWO, "J L", "Juno Lark"),
    (NICKED, "Bee", AMBIGUOUS),  # the player Bee, or Ivo's nickname
    (TAT, "Tatplease", "Tat"),
    (TAT, "Tattoo", None),  # a word: "too" ends words, no filler run on
    (TAT, "Lark I", AMBIGUOUS),  # Lark Ivy's initial, or Lark and "I think"
    (TAT, "Lark Iv", "Lark Ivy"),
    (MOONS, "Ivo!!", "Ivo!"),
    (MOONS, "Juno!", AMBIGUOUS),  # a mark neither name has
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_twelfth_zoo_collisions(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
