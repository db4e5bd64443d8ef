"""Names on unseen players, ninth round (``names23``), a third pass: anonymous games'
numbered names ("Player 4", "Anon4") typed short or with a number alone, a player named
with a possessive beside the name it starts with ("Ivo's Ghost" beside Ivo), a name
ending in "s" beside its stem ("Lars", "Lar"), "Jr" and "Sr" ("Ivo Junior" for Ivo Jr,
"Ivo Sr" beside Ivo and Ivo Jr), names that are numbers, pronouns in a display name,
dashes of other widths, emoji inside a name or typed alone ("🌙": nobody), leet
and spaced letters beside close names, initials of two dotted names. Each case says what a host reads: the player,
AMBIGUOUS (reported, never guessed) or nobody. Read through ``parse_post``; names invented
for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

ANON = roster(*[f"Player {i}" for i in range(1, 13)])
ANON_GLUED = roster(*[f"Anon{i}" for i in (1, 2, 3, 4, 5, 11)])
MORE = roster("Ivo 🌙 Grey", "Juno Lark", "Ivo", "Ivor", "Dev", "Devoted", "Kestrel")
GHOST = roster("Ivo's Ghost", "Ivo", "Juno")
LARS = roster("Lars", "Lar", "Ivo")
JR = roster("Ivo Jr", "Ivo", "Juno")
JR_ALONE = roster("Ivo Jr.", "Juno Sr", "Lark")
NUMBERS = roster("42", "Ivo", "Juno", "1337")
WORDS = roster("Ivo", "Scum Lord", "Town Crier", "Juno", "Ivo Grey", "Hope", "Wren")
STARTS = roster("Mö", "Moesha", "Jö", "Joe Black", "Sam", "Sam's Club", "Ivo")
EMOJI = roster("Ivo 🌙", "🔥Lark", "Juno🔥", "Wren ❤️", "Kestrel", "Junie")
LEET = roster("Ivy", "Ivo", "Ivor", "Jo", "Juno", "Lark")
DOTTED = roster("J.R.R. Wren", "J.R. Wren", "Ivo", "Juno Lark", "Jade Lee")
PRONOUNS = roster("Ivo (he/him)", "Juno [she/her]", "Mary-Ann", "Town Crier", "Lark")

CASES = [
    # anonymous games: numbered names (no number alone is read: nobody, never a guess)
    (ANON, "Player 4", "Player 4"),
    (ANON, "player4", "Player 4"),
    (ANON, "P4", "Player 4"),
    (ANON, "p4", "Player 4"),
    (ANON, "4", None),
    (ANON, "#4", None),
    (ANON, "slot 4", None),
    (ANON, "Player 1", "Player 1"),
    (ANON, "P1", AMBIGUOUS),  # Player 1, or the start of Player 10 to 12
    (ANON, "Player1", "Player 1"),
    (ANON, "Player 13", AMBIGUOUS),
    (ANON, "Player", AMBIGUOUS),
    (ANON, "P12", "Player 12"),
    (ANON, "Player 4's", "Player 4"),
    (ANON, "Player four", "Player 4"),
    (ANON, "Plyer 4", "Player 4"),
    (ANON, "player 10", "Player 10"),
    (ANON_GLUED, "anon 4", "Anon4"),
    (ANON_GLUED, "Anon1", "Anon1"),
    (ANON_GLUED, "A4", "Anon4"),
    (ANON_GLUED, "Anon 6", AMBIGUOUS),
    (ANON_GLUED, "Anon", AMBIGUOUS),
    # emoji inside a name, stops and dots, a role before a name
    (MORE, "Ivo Grey", "Ivo 🌙 Grey"),
    (MORE, "Juno Lark's", "Juno Lark"),
    (MORE, "Juno Lark's wagon", "Juno Lark"),
    (MORE, "Dr.Juno Lark", "Juno Lark"),
    (MORE, "cop Ivor", "Ivor"),
    (MORE, "claimed cop Ivor", "Ivor"),
    (MORE, "Ivo (dead)", "Ivo"),
    (MORE, "Dev", "Dev"),
    (MORE, "Devo", "Devoted"),
    (MORE, "1v0", "Ivo"),
    (MORE, "the Ivos", AMBIGUOUS),
    (MORE, "Kestrel•", "Kestrel"),
    (MORE, "j.l.", "Juno Lark"),
    (MORE, "Juno・Lark", "Juno Lark"),
    (MORE, "Juno‧Lark", "Juno Lark"),
    (MORE, "Mr.Ivor", "Ivor"),
    # a player named with a possessive beside the name it starts with
    (GHOST, "Ivo's", AMBIGUOUS),  # Ivo's, or the start of Ivo's Ghost (was Ivo)
    (GHOST, "Ivo’s", AMBIGUOUS),
    (GHOST, "Ivo's Ghost", "Ivo's Ghost"),
    (GHOST, "Ivos Ghost", "Ivo's Ghost"),
    (GHOST, "Ghost", "Ivo's Ghost"),
    (GHOST, "Ivo", "Ivo"),
    (GHOST, "Juno's", "Juno"),
    (LARS, "Lars", "Lars"),
    (LARS, "Lar's", AMBIGUOUS),
    (LARS, "Lar", "Lar"),
    (LARS, "Lars'", "Lars"),
    (LARS, "Lars's", "Lars"),
    # "Jr" and "Sr"
    (JR, "Ivo", "Ivo"),
    (JR, "Ivo Jr.", "Ivo Jr"),
    (JR, "Ivo Junior", "Ivo Jr"),  # was Ivo
    (JR, "Ivo jr", "Ivo Jr"),
    (JR, "IvoJr", "Ivo Jr"),
    (JR, "Ivo Sr", AMBIGUOUS),  # Ivo, or Ivo Jr mistyped (was Ivo Jr)
    (JR, "Ivo Senior", AMBIGUOUS),
    (JR_ALONE, "Ivo Junior", "Ivo Jr."),
    (JR_ALONE, "Ivo Jr", "Ivo Jr."),
    (JR_ALONE, "Ivo Sr", "Ivo Jr."),  # no Ivo: Ivo Jr. mistyped
    (JR_ALONE, "Juno Senior", "Juno Sr"),
    (JR_ALONE, "Juno Jr", "Juno Sr"),
    (JR_ALONE, "Juno", "Juno Sr"),
    # names that are numbers; pronouns in a display name; dashes
    (NUMBERS, "42", "42"),
    (NUMBERS, "#42", "42"),
    (NUMBERS, "1337", "1337"),
    (NUMBERS, "13", "1337"),
    (NUMBERS, "43", None),
    (PRONOUNS, "Ivo", "Ivo (he/him)"),
    (PRONOUNS, "Juno", "Juno [she/her]"),
    (PRONOUNS, "Mary–Ann", "Mary-Ann"),
    (PRONOUNS, "Mary—Ann", "Mary-Ann"),
    (PRONOUNS, "JUNO'S", "Juno [she/her]"),
    (PRONOUNS, "Ivo???", "Ivo (he/him)"),
    (PRONOUNS, "Town Crier", "Town Crier"),
    (PRONOUNS, "Crier", "Town Crier"),
    (PRONOUNS, "he/him", None),
    # a word of a name listed after a whole name; a name transliterated or with a
    # possessive that starts another's
    (WORDS, "Ivo, lord", AMBIGUOUS),  # Ivo, or Scum Lord (was Ivo)
    (WORDS, "Ivo, crier", AMBIGUOUS),
    (WORDS, "Ivo and Crier", AMBIGUOUS),
    (WORDS, "Ivo, scum", "Ivo"),  # a game word
    (WORDS, "Ivo, because", "Ivo"),
    (WORDS, "Ivo, obviously", "Ivo"),
    (WORDS, "Ivo, Grey", "Ivo Grey"),
    (WORDS, "Wren, hope they'll flip", "Wren"),
    (WORDS, "Wren, hope", AMBIGUOUS),
    (WORDS, "Ivo Grey's", "Ivo Grey"),
    (STARTS, "Moe", AMBIGUOUS),  # Mö transliterated, or Moesha's start (was Mö)
    (STARTS, "Joe", AMBIGUOUS),  # Jö, or Joe Black's start (was Jö)
    (STARTS, "Sam's", AMBIGUOUS),  # Sam's, or the start of Sam's Club (was Sam)
    (STARTS, "Sam", "Sam"),
    (STARTS, "Mö", "Mö"),
    (STARTS, "mo", "Mö"),
    # a name's emoji alone, marks around a name, a replacement's remark
    (EMOJI, "🌙", None),  # an emoji alone names nobody (a sleep emoji is no lynch)
    (EMOJI, "🔥", None),
    (EMOJI, "❤️", None),
    (EMOJI, "Ivo☀️", "Ivo 🌙"),
    (EMOJI, "**Kestrel**", "Kestrel"),
    (EMOJI, "__Kestrel__", "Kestrel"),
    (EMOJI, "u/Kestrel", "Kestrel"),
    (EMOJI, "Kestrel/", "Kestrel"),
    (EMOJI, "Junie (Juno's replacement)", AMBIGUOUS),  # a slot only as the host says
    (EMOJI, "Junie (replacing Kestrel)", "Junie"),
    # leet and spaced letters beside close names; initials of two dotted names
    (LEET, "1v0", "Ivo"),
    (LEET, "1vy", "Ivy"),
    (LEET, "1V0R", "Ivor"),
    (LEET, "Ju n o", "Juno"),
    (LEET, "I-V-O", "Ivo"),
    (LEET, "i v o", "Ivo"),
    (LEET, "L@rk", "Lark"),
    (LEET, "1v", None),  # left: unresolved (Ivy, Ivo or Ivor)
    (LEET, "J0", None),  # left: no digit read as a letter in a two-letter name
    (DOTTED, "JR", AMBIGUOUS),
    (DOTTED, "JRR", "J.R.R. Wren"),
    (DOTTED, "J.R.R.", "J.R.R. Wren"),
    (DOTTED, "JRW", "J.R. Wren"),
    (DOTTED, "JRRW", "J.R.R. Wren"),
    (DOTTED, "JL", AMBIGUOUS),
    (DOTTED, "J.L.", AMBIGUOUS),
    (DOTTED, "Wren", AMBIGUOUS),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_ninth_zoo_third_pass(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
