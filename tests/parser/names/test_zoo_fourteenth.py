"""Names on unseen players, fourteenth round (issue #25, ``namezoo27``): invented rosters
of 12-15 players with forum logins of every style and the thirteenth round's leftovers
("Ivo Seventeen" beside Ivo and Ivo7, "Doc" for DocIvo beside another name, fullwidth
letters beside a Cyrillic twin, "Mistery" for MrY); then digits typed for letters ("L4rk",
"1vo"), Roman numerals for a number ("Ivo II" for Ivo2), a name with a stop or an
underscore typed with a space ("j uno", "dark lark"), letters spelt apart ("L A R K"),
names typed as they sound ("Marlo", "Saffy"), a key beside a letter hit ("Ivp", "Jyno"),
an apostrophe left out ("OBrien"), a nickname the login gives in brackets ("JJ" for
"Juno (JJ)"), a hashtag ("#Ivo"), a name cut with an ellipsis ("Bram…"), a role claim
glued on ("IvoCop", "IvoTown"), a plural ("Ivos"), a login that is a common word ("Fire",
"Ember") in a sentence-like vote. Each case says what a host reads: the player, AMBIGUOUS
with the players it may mean (reported, never guessed) or nobody (reported). Read through
``parse_post``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import CYR_I, CYR_O, FOURTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FOURTEENTH_OTHERS)

SEVENTEEN = _roster("Ivo", "Ivo7", "Juno", "Lark", "Wren")
SEVENTEEN2 = _roster("Ivo17", "Juno", "Lark", "Wren", "Ember")
DOC = _roster("DocIvo", "Juno", "Lark", "Wren", "Ember")
WIDE = _roster("Ivo", f"{CYR_I}vo", "Juno", "Lark", "Wren")
WIDE2 = _roster("Ivo", f"Iv{CYR_O}", "Juno", "Lark", "Wren")
MRY = _roster("MrY", "Juno", "Lark", "Wren", "Ember")
LEET = _roster("Lark", "Juno", "Ivo", "Ember", "Bramble", "Saffron", "Tansy")
ROMAN = _roster("Ivo2", "Lark9", "Wren3", "Juno13", "Ember", "Tansy")
DOTTED = _roster("j.uno", "dark_lark", "Ivo.Tansy", "mr.wren", "saffron_thorn_", "Ember")
SPACED = _roster("Ivo", "Lark", "Juno", "Bramble", "Wren", "Ember")
SOUNDS = _roster("Marlow", "Saffron", "Tansy", "Ember", "Bramble", "Juno", "Kristof")
SLIPS = _roster("Ivo", "Juno", "Lark", "Wren", "Kat", "Tom", "Bramble")
APOSTROPHE = _roster("O'Brien", "D'Arcy", "Lark's_Song", "Ivo", "Juno")
BRACKETS = _roster("Juno (JJ)", "Lark [Birdie]", "Wren (aka Rennie)", "Ivo", "Ember")
HASHTAG = _roster("Ivo", "Juno", "Lark", "Wren_7", "Bramble Tea")
ELLIPSIS = _roster("Bramble", "Saffron", "Ivo", "Juno", "Marlowe")
CLAIMS = _roster("Ivo", "Juno", "Lark", "Wren", "Tansy")
PLURALS = _roster("Ivo", "Lark", "Wren", "Bramble", "Marlow", "Tansy")
WORDS = _roster("Wren", "Ember", "Fire", "Ivo", "Juno")

CASES = [
    # the thirteenth round's leftovers
    (SEVENTEEN, "Ivo Seventeen", "Ivo"),  # no player 17: Ivo and a word after him
    (SEVENTEEN, "Ivo Seven", "Ivo7"),
    (SEVENTEEN, "Ivo 7", "Ivo7"),
    (SEVENTEEN, "Ivo", "Ivo"),
    (SEVENTEEN2, "Ivo Seventeen", "Ivo17"),
    (SEVENTEEN2, "Ivo seventeen", "Ivo17"),
    (DOC, "Doc", "DocIvo"),  # the title alone, no other player it may mean
    (DOC, "doc", "DocIvo"),
    (DOC, "Doc Ivo", "DocIvo"),
    (DOC, "Doctor Ivo", "DocIvo"),
    (WIDE, "Ｉｖｏ", AMBIGUOUS),  # fullwidth letters: Ivo, or its Cyrillic twin
    (WIDE, "ｉｖｏ", AMBIGUOUS),
    (WIDE2, "Ｉｖｏ", AMBIGUOUS),
    (WIDE, "Ｊｕｎｏ", "Juno"),
    (MRY, "Mistery", "MrY"),  # Mister Y spelt out, run together
    (MRY, "Mister Y", "MrY"),
    (MRY, "Mr. Y", "MrY"),
    (MRY, "mr y", "MrY"),
    # digits typed for letters
    (LEET, "L4rk", "Lark"),
    (LEET, "1vo", "Ivo"),
    (LEET, "Jun0", "Juno"),
    (LEET, "3mber", "Ember"),
    (LEET, "Emb3r", "Ember"),
    (LEET, "8ramble", "Bramble"),
    (LEET, "Br4mbl3", "Bramble"),
    (LEET, "5affron", "Saffron"),
    (LEET, "S4ffr0n", "Saffron"),
    (LEET, "T4nsy", "Tansy"),
    (LEET, "7ansy", "Tansy"),
    # Roman numerals for a number
    (ROMAN, "Ivo II", "Ivo2"),
    (ROMAN, "IvoII", "Ivo2"),
    (ROMAN, "Ivo the Second", "Ivo2"),
    (ROMAN, "Ivo 2nd", "Ivo2"),
    (ROMAN, "Lark IX", "Lark9"),
    (ROMAN, "Wren III", "Wren3"),
    (ROMAN, "Juno XIII", "Juno13"),
    (ROMAN, "Ivo IV", None),  # no Ivo4: a number no player has
    (ROMAN, "Ivo", "Ivo2"),
    # a stop or an underscore typed as a space, or left out
    (DOTTED, "j uno", "j.uno"),
    (DOTTED, "juno", "j.uno"),
    (DOTTED, "J.Uno", "j.uno"),
    (DOTTED, "dark lark", "dark_lark"),
    (DOTTED, "darklark", "dark_lark"),
    (DOTTED, "dark-lark", "dark_lark"),
    (DOTTED, "Dark Lark", "dark_lark"),
    (DOTTED, "Ivo Tansy", "Ivo.Tansy"),
    (DOTTED, "ivotansy", "Ivo.Tansy"),
    (DOTTED, "mr wren", "mr.wren"),
    (DOTTED, "saffron thorn", "saffron_thorn_"),
    # letters spelt apart
    (SPACED, "I V O", "Ivo"),
    (SPACED, "i v o", "Ivo"),
    (SPACED, "L A R K", "Lark"),
    (SPACED, "L-A-R-K", "Lark"),
    (SPACED, "L_A_R_K", "Lark"),
    (SPACED, "L a r k", "Lark"),
    (SPACED, "B R A M B L E", "Bramble"),
    (SPACED, "W.R.E.N", "Wren"),
    # typed as it sounds
    (SOUNDS, "Marlo", "Marlow"),
    (SOUNDS, "Marloe", "Marlow"),
    (SOUNDS, "Saffy", "Saffron"),
    (SOUNDS, "Saff", "Saffron"),
    (SOUNDS, "Safron", "Saffron"),
    (SOUNDS, "Saphron", "Saffron"),
    (SOUNDS, "Tansey", "Tansy"),
    (SOUNDS, "Tanzy", "Tansy"),
    (SOUNDS, "Embur", "Ember"),
    (SOUNDS, "Brambel", "Bramble"),
    (SOUNDS, "Junoh", "Juno"),
    (SOUNDS, "Christoph", "Kristof"),
    # a key beside a letter hit
    (SLIPS, "Ivp", "Ivo"),
    (SLIPS, "Ico", "Ivo"),
    (SLIPS, "Ibo", "Ivo"),
    (SLIPS, "Ivi", "Ivo"),
    (SLIPS, "ivp", "Ivo"),
    (SLIPS, "IVP", "Ivo"),
    (SLIPS, "Ivp lol", "Ivo"),
    (SLIPS, "Kst", "Kat"),
    (SLIPS, "Ton", "Tom"),
    (SLIPS, "Jyno", "Juno"),
    (SLIPS, "Jubo", "Juno"),
    (SLIPS, "Latk", "Lark"),
    (SLIPS, "Wrwn", "Wren"),
    (SLIPS, "Bramnle", "Bramble"),
    (SLIPS, "Iva", None),  # "a" is no key beside "o"
    (SLIPS, "Ovo", None),  # the first letter kept
    # an apostrophe left out
    (APOSTROPHE, "OBrien", "O'Brien"),
    (APOSTROPHE, "O Brien", "O'Brien"),
    (APOSTROPHE, "obrien", "O'Brien"),
    (APOSTROPHE, "Darcy", "D'Arcy"),
    (APOSTROPHE, "Larks Song", "Lark's_Song"),
    # a nickname the login gives in brackets
    (BRACKETS, "JJ", "Juno (JJ)"),
    (BRACKETS, "jj", "Juno (JJ)"),
    (BRACKETS, "Juno", "Juno (JJ)"),
    (BRACKETS, "Birdie", "Lark [Birdie]"),
    (BRACKETS, "Lark", "Lark [Birdie]"),
    (BRACKETS, "Rennie", "Wren (aka Rennie)"),
    (BRACKETS, "Wren", "Wren (aka Rennie)"),
    # a hashtag
    (HASHTAG, "#Ivo", "Ivo"),
    (HASHTAG, "#ivo", "Ivo"),
    (HASHTAG, "#Lark!", "Lark"),
    (HASHTAG, "#Wren_7", "Wren_7"),
    (HASHTAG, "#BrambleTea", "Bramble Tea"),
    # a name cut with an ellipsis
    (ELLIPSIS, "Bram…", "Bramble"),
    (ELLIPSIS, "Bram...", "Bramble"),
    (ELLIPSIS, "Saf…", "Saffron"),
    (ELLIPSIS, "Ivo…", "Ivo"),
    (ELLIPSIS, "Marl…", "Marlowe"),
    # a role claim glued on
    (CLAIMS, "IvoCop", "Ivo"),
    (CLAIMS, "Ivo(cop)", "Ivo"),
    (CLAIMS, "Ivo-cop", "Ivo"),
    (CLAIMS, "Ivo_the_cop", "Ivo"),
    (CLAIMS, "IvoScum", "Ivo"),
    (CLAIMS, "IvoMafia", "Ivo"),
    (CLAIMS, "IvoTown", "Ivo"),  # the town claim, as "IvoScum"
    (CLAIMS, "Ivo-town", "Ivo"),
    (CLAIMS, "Juno_Town", "Juno"),
    (CLAIMS, "TownLark", "Lark"),
    (CLAIMS, "LarkVig", "Lark"),
    (CLAIMS, "JunoTheCop", "Juno"),
    (CLAIMS, "copWren", "Wren"),
    # a plural
    (PLURALS, "Ivos", "Ivo"),
    (PLURALS, "Larks", "Lark"),
    (PLURALS, "Wrens", "Wren"),
    (PLURALS, "Brambles", "Bramble"),
    (PLURALS, "Marlows", "Marlow"),
    (PLURALS, "Tansies", "Tansy"),
    # a login that is a common word, in a sentence-like vote
    (WORDS, "Fire", "Fire"),
    (WORDS, "fire the cop", "Fire"),
    (WORDS, "fire, he's scum", "Fire"),
    (WORDS, "the ember", "Ember"),
    (WORDS, "Ember because she's scummy", "Ember"),
    (WORDS, "the wren please", "Wren"),
    (WORDS, "Wren for now", "Wren"),
    (WORDS, "embers", "Ember"),
    (WORDS, "ember or fire", AMBIGUOUS),  # two players named: no vote for either
    (WORDS, "Firefly", None),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_fourteenth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
