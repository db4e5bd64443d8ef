"""Names on unseen players, twelfth round (issue #25, ``namezoo25``): invented rosters of
10-20 players with forum logins of every style (numbers, underscores, spaces, CamelCase,
emoji, Cyrillic letters, titles, long names) and the eleventh round's leftovers ("Ivo!"
beside Ivo! and Ivo, "Ivorie" beside Ivory and Ivorian, "Wren's" beside Wren and Wrens,
"Larkk" for L4rk, "TheCop" beside a player Cop, "Jane" beside Jan and Janet); then a
Discourse display name typed for the login, a trailing number dropped or added ("Juno" for
Juno7, "Ivo2" for Ivo), an initial and a word ("B. Tea" for Bramble Tea), a first letter
mistyped ("Kuno"), a name run together with the next word ("Ivoplease"), a name spelt out
in capitals ("I V O"), a nickname the roster gives ("Ivy" for Ivo), an apostrophe or hyphen
left out ("OBrien"), two-letter logins beside longer names, a start of two names. Each case
says what a host reads: the player, AMBIGUOUS with the players it may mean (reported, never
guessed) or nobody (reported). Read through ``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import TWELFTH_OTHERS, VOTER, roster

_roster = partial(roster, others=TWELFTH_OTHERS)


MARKS = _roster("Ivo!", "Ivo", "Juno", "Lark", "Wren")
MARKS1 = _roster("Ivo!", "Juno", "Lark", "Wren")
IVORY = _roster("Ivory", "Ivorian", "Juno", "Lark")
OWN = _roster("Wren", "Wrens", "Ivo", "Juno", "Lark")
LEET = _roster("L4rk", "Ember", "Juno", "Wren", "Ivo")
COP = _roster("Cop", "Ivo", "Juno", "Lark", "Wren")
COP2 = _roster("Cop", "TheCop", "Ivo", "Juno")
JAN = _roster("Jan", "Janet", "Ivo", "Juno", "Lark")
SHOWN = _roster(
    Player("quill88", "Saffron"),
    Player("tansy_w", "Tansy Wren"),
    Player("mb_2019", "Marlow Brook"),
    Player("emberglow", "Ember 🔥"),
    "Lark",
    "Ivo",
)
NUMBERED = _roster("Juno7", "Lark99", "Ivo", "Ember", "Tansy2024", "Wren")
INITIALS = _roster("Bramble Tea", "Marlow Reed", "Saffron_Thorn", "Ivo", "Juno")
FIRST = _roster("Juno", "Bramble", "Ember", "Marlow", "Tansy", "Wren", "Ivo")
GLUED = _roster("Ivo", "Juno", "Lark", "Wren", "Bramble", "Ember")
SPACED = _roster("Ivo", "Juno", "Lark", "Bramble", "Ember", "Wren")
NICKS = _roster(
    Player("Ivo", aliases=("Ivy",)),
    Player("Bramble_Thorn", aliases=("Bee",)),
    Player("Marlow", aliases=("Mars",)),
    "Juno",
    "Lark",
)
MARKED = _roster("O'Brien", "Mary-Jane", "D'Arcy", "Jean-Luc Wren", "Ivo", "Lark")
SHORT = _roster("Jo", "Joanna", "Ky", "Kylie", "Ivo", "Juno")
STARTS = _roster("Marlow", "Marigold", "Bramble", "Brambleberry", "Tansy", "Tanselle", "Ivo")
STYLES = _roster(
    "🌙Luna🌙", "xX_Ember_Xx", "SirReginaldThePlump", "Lady Tansy", "IvoTheTerrible",
    "wren_1998", "Juno Moss-Wetherby",
)  # fmt: skip

CASES = [
    # the eleventh round's leftovers
    (MARKS, "Ivo!", "Ivo!"),  # the mark typed: the name that has it
    (MARKS, "Ivo", AMBIGUOUS),  # Ivo, or Ivo! typed without its mark
    (MARKS, "Juno!", "Juno"),
    (MARKS1, "Ivo!", "Ivo!"),
    (MARKS1, "Ivo", "Ivo!"),
    (MARKS1, "ivo", "Ivo!"),
    (IVORY, "Ivorie", AMBIGUOUS),  # Ivory as it sounds, or Ivorian's start mistyped
    (IVORY, "Ivori", AMBIGUOUS),
    (IVORY, "Ivoria", "Ivorian"),
    (IVORY, "Ivory", "Ivory"),
    (IVORY, "Ivry", "Ivory"),
    (OWN, "Wren's", AMBIGUOUS),  # Wren's, or Wrens typed with an apostrophe
    (OWN, "Wrens", "Wrens"),
    (OWN, "Wren", "Wren"),
    (OWN, "Ivo's", "Ivo"),
    (LEET, "Larkk", "L4rk"),
    (LEET, "Lark", "L4rk"),
    (LEET, "lark", "L4rk"),
    (LEET, "L4rk", "L4rk"),
    (LEET, "Larrk", "L4rk"),
    (COP, "TheCop", "Cop"),
    (COP, "the_cop", "Cop"),
    (COP, "The-Cop", "Cop"),
    (COP, "the cop", "Cop"),
    (COP, "Cop", "Cop"),
    (COP2, "TheCop", "TheCop"),
    (COP2, "Cop", "Cop"),
    (JAN, "Jane", "Janet"),  # Janet's start; a long "a" is no Jan's (review24n)
    (JAN, "Jan", "Jan"),
    (JAN, "Janet", "Janet"),
    (JAN, "Jann", "Jan"),
    # a Discourse display name typed for the login
    (SHOWN, "Saffron", "quill88"),
    (SHOWN, "saffron", "quill88"),
    (SHOWN, "Saffrn", "quill88"),
    (SHOWN, "quill88", "quill88"),
    (SHOWN, "quill", "quill88"),
    (SHOWN, "@quill88", "quill88"),
    (SHOWN, "Tansy Wren", "tansy_w"),
    (SHOWN, "Tansy", "tansy_w"),
    (SHOWN, "tansy_w", "tansy_w"),
    (SHOWN, "Marlow Brook", "mb_2019"),
    (SHOWN, "Marlow", "mb_2019"),
    (SHOWN, "Brook", "mb_2019"),
    (SHOWN, "mb_2019", "mb_2019"),
    (SHOWN, "Ember", "emberglow"),
    (SHOWN, "Ember 🔥", "emberglow"),
    (SHOWN, "Ivo", "Ivo"),
    # a trailing number dropped or added
    (NUMBERED, "Juno", "Juno7"),
    (NUMBERED, "juno", "Juno7"),
    (NUMBERED, "Juno7", "Juno7"),
    (NUMBERED, "Juno77", "Juno7"),
    (NUMBERED, "Lark", "Lark99"),
    (NUMBERED, "Lark9", "Lark99"),
    (NUMBERED, "Ivo2", "Ivo"),
    (NUMBERED, "Ivo1", "Ivo"),
    (NUMBERED, "Ember3", "Ember"),
    (NUMBERED, "Tansy", "Tansy2024"),
    (NUMBERED, "Tansy24", "Tansy2024"),
    (NUMBERED, "Wren2", "Wren"),
    # an initial and a word for a name of two words
    (INITIALS, "B. Tea", "Bramble Tea"),
    (INITIALS, "B Tea", "Bramble Tea"),
    (INITIALS, "b. tea", "Bramble Tea"),
    (INITIALS, "M. Reed", "Marlow Reed"),
    (INITIALS, "M Reed", "Marlow Reed"),
    (INITIALS, "S. Thorn", "Saffron_Thorn"),
    (INITIALS, "Bramble T.", "Bramble Tea"),
    (INITIALS, "Bramble T", "Bramble Tea"),
    (INITIALS, "Marlow R.", "Marlow Reed"),
    (INITIALS, "Saffron T.", "Saffron_Thorn"),
    (INITIALS, "B.T.", "Bramble Tea"),
    (INITIALS, "Reed", "Marlow Reed"),
    # a first letter mistyped
    (FIRST, "Kuno", "Juno"),
    (FIRST, "Huno", "Juno"),
    (FIRST, "Vramble", "Bramble"),
    (FIRST, "Nramble", "Bramble"),
    (FIRST, "Rmber", "Ember"),
    (FIRST, "Narlow", "Marlow"),
    (FIRST, "Ransy", "Tansy"),
    (FIRST, "Qren", "Wren"),
    (FIRST, "kuno", "Juno"),
    # a name run together with the next word
    (GLUED, "Ivoplease", "Ivo"),
    (GLUED, "IvoPlease", "Ivo"),
    (GLUED, "Junopls", "Juno"),
    (GLUED, "Juno_pls", "Juno"),
    (GLUED, "Larknow", "Lark"),
    (GLUED, "Wrenplz", "Wren"),
    (GLUED, "Bramblethanks", "Bramble"),
    (GLUED, "Emberpls", "Ember"),
    # a name spelt out letter by letter
    (SPACED, "I V O", "Ivo"),
    (SPACED, "i v o", "Ivo"),
    (SPACED, "J U N O", "Juno"),
    (SPACED, "L A R K", "Lark"),
    (SPACED, "B R A M B L E", "Bramble"),
    (SPACED, "E M B E R", "Ember"),
    (SPACED, "J-U-N-O", "Juno"),
    (SPACED, "W.R.E.N.", "Wren"),
    # a nickname the host's roster gives
    (NICKS, "Ivy", "Ivo"),
    (NICKS, "ivy", "Ivo"),
    (NICKS, "Ivo", "Ivo"),
    (NICKS, "Ivo (Ivy)", "Ivo"),
    (NICKS, "Ivy (Ivo)", "Ivo"),
    (NICKS, "Bee", "Bramble_Thorn"),
    (NICKS, "Mars", "Marlow"),
    (NICKS, "Bramble", "Bramble_Thorn"),
    # an apostrophe or hyphen left out
    (MARKED, "OBrien", "O'Brien"),
    (MARKED, "obrien", "O'Brien"),
    (MARKED, "O Brien", "O'Brien"),
    (MARKED, "OBrian", "O'Brien"),
    (MARKED, "O'Brien", "O'Brien"),
    (MARKED, "MaryJane", "Mary-Jane"),
    (MARKED, "Mary Jane", "Mary-Jane"),
    (MARKED, "maryjane", "Mary-Jane"),
    (MARKED, "DArcy", "D'Arcy"),
    (MARKED, "Darcy", "D'Arcy"),
    (MARKED, "JeanLuc", "Jean-Luc Wren"),
    (MARKED, "Jean Luc", "Jean-Luc Wren"),
    (MARKED, "Brien", "O'Brien"),
    # two-letter logins beside longer names starting with them
    (SHORT, "Jo", "Jo"),
    (SHORT, "jo", "Jo"),
    (SHORT, "JO", "Jo"),
    (SHORT, "Joa", "Joanna"),
    (SHORT, "Joan", "Joanna"),
    (SHORT, "Ky", "Ky"),
    (SHORT, "Kyl", "Kylie"),
    (SHORT, "Jo's", "Jo"),
    (SHORT, "Kylie", "Kylie"),
    # a start of two names
    (STARTS, "Mar", AMBIGUOUS),
    (STARTS, "Ma", AMBIGUOUS),
    (STARTS, "Marl", "Marlow"),
    (STARTS, "Mari", "Marigold"),
    (STARTS, "Bram", AMBIGUOUS),
    (STARTS, "Bramble", "Bramble"),
    (STARTS, "Brambleb", "Brambleberry"),
    (STARTS, "Tans", AMBIGUOUS),
    (STARTS, "Tansy", "Tansy"),
    (
        STARTS,
        "Tanse",
        AMBIGUOUS,
    ),  # Tanselle's start, or Tansy mistyped ("June" beside Junebug, Juno)
    # logins of every style
    (STYLES, "Luna", "🌙Luna🌙"),
    (STYLES, "Ember", "xX_Ember_Xx"),
    (STYLES, "Reginald", "SirReginaldThePlump"),
    (STYLES, "Tansy", "Lady Tansy"),
    (STYLES, "Ivo", "IvoTheTerrible"),
    (STYLES, "wren", "wren_1998"),
    (STYLES, "Juno", "Juno Moss-Wetherby"),
    (STYLES, "Wetherby", "Juno Moss-Wetherby"),
    (STYLES, "Petr", "Пётр"),
    (STYLES, "Gorse", "xXGorseXx"),
    (STYLES, "Fennimore", "FennimoreLongbottom"),
    (STYLES, "Oakheart", "Oakheart 🌲"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_twelfth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
