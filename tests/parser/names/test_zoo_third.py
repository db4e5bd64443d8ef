"""Names on unseen players, third round (issue #25, ``names17``): invented rosters of
CamelCase logins read by their initials (with digits), logins with a number, an
underscore, a dot or accents left off or added, leetspeak, a first syllable, a
vowel-dropped shorthand, letters stretched, a name after "the", logins that are common
words, pronouns or no-lynch words, two logins sharing a start or an end, logins that
differ only in case, typos in long names of several words, and initials with the last
word written out. Each case says what a host reads: the player, No Lynch, AMBIGUOUS with
the players it may mean (reported, never guessed) or nobody (reported). Read through
``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from votecount.parser import Player, Roster
from votecount.parser.model import NO_ELIMINATION, ResolutionStatus
from votecount.parser.names.fold import fold

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .days import day_after_a_replacement_and_a_death
from .generated import roster_names
from .zoo import VOTER, roster

CAMEL = roster(
    "BlueBloodedToffee", "DarkBlueKnight", "MarioManiac4", "jon_h61", "Lohikäärme",
    "EspressoDepresso", "Nachomamma", "Ivo", "Juno", "Wren", "Lark_7", "Ember.Falls",
)  # fmt: skip
WORDS = roster(
    "Tree", "Vote", "Me", "I Am Innocent", "Nobody Special", "Sleepy", "Pass_the_Salt",
    "Town", "Them", "Hero", "He-Man", "Skipper", "Ivo",
)  # fmt: skip
SHARED = roster(
    "Wrenfield", "Wrenhaven", "Stormcrow", "Nightcrow", "Juno", "Junot", "Ember", "Emberly",
    "Kestrel", "Kestrel2", "Bluejay", "Greyjay",
)  # fmt: skip
CASES_ONLY = roster("lark", "Lark", "Ivo", "IVOR")
LONG = roster(
    "The Quiet Librarian", "Captain Marvelous Jr", "Queen of Hearts",
    "Sir Reginald Featherbottom", "Professor Plum", "Mister Mxyzptlk", "Ivo",
    "Gentle Giant Ogden",
)  # fmt: skip
LEET = roster("Ivo", "Leet", "Elite", "Sam", "N1ghtmare", "Bast", "Toast", "Sams", "Su")
NO_LYNCH = roster("Sleep Walker", "No One Special", "Nick Lane", "Ivo")
HELD = roster("Juno", "Junot", "Ember", "Emberly", "Mossbank", "Mosbanker", "Ann", "Anna")
HELD_SHORT = roster("Bo", "Boo Radley", "Ivo", "Ivor", "ro", "roro ro")
AROUND = roster("Ka", "Linka", "The Ka", "Ro", "The Mor", "Kaka", "Kaka_alt", "Ka2")
FRAMED = roster(
    "xXDarkLordXx", "Xx_Moon_Child_xX", "Ivo", "Juno", "Wren", "Poor Boy", "Kestrel",
    "The Quiet Librarian", "Sir Reginald Featherbottom", "Dale",
)  # fmt: skip
MIXED = roster(
    "O'Brien", "Mary-Kate", "Lord of the Flies", "Raven1", "Raven2", "Juno", "Dr. Ivo",
    "Lady Wren", "Wren", "Catch22", "Quill", "Anne-Marie", "Ember",
)  # fmt: skip
ACCENTS = roster("Renée", "Zoe", "Björn", "Müller", "Ångström", "Ivo", "Cléo")

CASES = [
    # CamelCase initials, with a digit, and a number left off
    (CAMEL, "BBT", "BlueBloodedToffee"),
    (CAMEL, "bbt", "BlueBloodedToffee"),
    (CAMEL, "DBK", "DarkBlueKnight"),
    (CAMEL, "MM4", "MarioManiac4"),
    (CAMEL, "mm4", "MarioManiac4"),
    (CAMEL, "MM", "MarioManiac4"),
    (CAMEL, "MarioManiac", "MarioManiac4"),
    (CAMEL, "Mario Maniac", "MarioManiac4"),
    (CAMEL, "mario", "MarioManiac4"),
    (CAMEL, "Maniac", "MarioManiac4"),
    (CAMEL, "MarioManic", "MarioManiac4"),
    (CAMEL, "Blue", AMBIGUOUS),  # a word of two names
    (CAMEL, "Toffee", "BlueBloodedToffee"),
    (CAMEL, "Blue Blooded", "BlueBloodedToffee"),
    (CAMEL, "Knight", "DarkBlueKnight"),
    (CAMEL, "dark blue", "DarkBlueKnight"),
    (CAMEL, "BlueBloodedTofee", "BlueBloodedToffee"),
    # an underscore, a dot or digits dropped or added
    (CAMEL, "jon h", "jon_h61"),
    (CAMEL, "jon_h", "jon_h61"),
    (CAMEL, "Jon H 61", "jon_h61"),
    (CAMEL, "jonh", "jon_h61"),
    (CAMEL, "jon", "jon_h61"),
    (CAMEL, "Lark", "Lark_7"),
    (CAMEL, "Lark 7", "Lark_7"),
    (CAMEL, "lark7", "Lark_7"),
    (CAMEL, "Ember", "Ember.Falls"),
    (CAMEL, "Ember Falls", "Ember.Falls"),
    (CAMEL, "EmberFalls", "Ember.Falls"),
    (CAMEL, "E.F.", "Ember.Falls"),
    (CAMEL, "Falls", "Ember.Falls"),
    # accents dropped, a first syllable, a vowel-dropped shorthand
    (CAMEL, "Lohikaarme", "Lohikäärme"),
    (CAMEL, "LOHIKÄÄRME", "Lohikäärme"),
    (CAMEL, "Lohi", "Lohikäärme"),
    (CAMEL, "Lohikarme", "Lohikäärme"),
    (CAMEL, "Espresso", "EspressoDepresso"),
    (CAMEL, "Depresso", "EspressoDepresso"),
    (CAMEL, "ED", "EspressoDepresso"),
    (CAMEL, "Nacho", "Nachomamma"),
    (CAMEL, "Nchmm", "Nachomamma"),
    (CAMEL, "nchmma", "Nachomamma"),
    # letters stretched for emphasis, punctuation and emoji around a name
    (CAMEL, "Ivoooo", "Ivo"),
    (CAMEL, "IVOOOO", "Ivo"),
    (CAMEL, "JUUUNO", "Juno"),
    (CAMEL, "Wrennnn", "Wren"),
    (CAMEL, "Ivo!!!", "Ivo"),
    (CAMEL, "Ivo.", "Ivo"),
    (CAMEL, "~Ivo~", "Ivo"),
    (CAMEL, "Ivo \U0001f52a", "Ivo"),
    (CAMEL, "\U0001f525Juno\U0001f525", "Juno"),
    (CAMEL, "*Juno*", "Juno"),
    (CAMEL, "Mr. Ivo", "Ivo"),
    (CAMEL, "Juno?", "Juno"),
    # a name after "the"
    (CAMEL, "the Ivo", "Ivo"),
    (CAMEL, "The Juno", "Juno"),
    (CAMEL, "the Espresso", "EspressoDepresso"),
    (CAMEL, "the cop", None),
    (CAMEL, "the quiet one", None),
    # logins that are common words, pronouns or no-lynch words
    (WORDS, "Tree", "Tree"),
    (WORDS, "tree", "Tree"),
    (WORDS, "TREE", "Tree"),
    (WORDS, "Town", "Town"),
    (WORDS, "town", "Town"),
    (WORDS, "I Am Innocent", "I Am Innocent"),
    (WORDS, "i am innocent", "I Am Innocent"),
    (WORDS, "IAI", "I Am Innocent"),
    (WORDS, "Innocent", "I Am Innocent"),
    (WORDS, "Them", "Them"),
    (WORDS, "them", "Them"),
    (WORDS, "her", None),  # a pronoun, no start of Hero
    (WORDS, "Hero", "Hero"),
    (WORDS, "He-Man", "He-Man"),
    (WORDS, "HeMan", "He-Man"),
    (WORDS, "he man", "He-Man"),
    (WORDS, "Nobody Special", "Nobody Special"),
    (WORDS, "Special", "Nobody Special"),
    (WORDS, "NS", "Nobody Special"),
    (WORDS, "Sleepy", "Sleepy"),
    (WORDS, "Salt", "Pass_the_Salt"),
    (WORDS, "PtS", "Pass_the_Salt"),
    (WORDS, "pass the salt", "Pass_the_Salt"),
    (WORDS, "Skipper", "Skipper"),
    (WORDS, "no lynch", NO_ELIMINATION),
    (WORDS, "No Lynch", NO_ELIMINATION),
    (WORDS, "abstain", NO_ELIMINATION),
    (WORDS, "skip", NO_ELIMINATION),  # the start of Skipper only
    (WORDS, "pass", AMBIGUOUS),  # No Lynch, or a word of Pass_the_Salt
    (WORDS, "nobody", AMBIGUOUS),  # No Lynch, or a word of Nobody Special
    (NO_LYNCH, "sleep", AMBIGUOUS),
    (NO_LYNCH, "Sleep", AMBIGUOUS),
    (NO_LYNCH, "no one", NO_ELIMINATION),  # two words of No One Special: No Lynch still
    (NO_LYNCH, "NL", NO_ELIMINATION),  # Nick Lane's initials: No Lynch still
    (NO_LYNCH, "no lynch", NO_ELIMINATION),
    (NO_LYNCH, "Sleeper", "Sleep Walker"),
    (NO_LYNCH, "Walker", "Sleep Walker"),
    (NO_LYNCH, "Nick", "Nick Lane"),
    # letters held longer: a whole name beats the names it only starts
    (HELD, "JUUUNO", "Juno"),
    (HELD, "Junooo", "Juno"),
    (HELD, "Junottt", "Junot"),
    (HELD, "Emberrrr", "Ember"),
    (HELD, "EMBERRRRLY", "Emberly"),
    (HELD, "Mooosbaaank", AMBIGUOUS),  # Mossbank's "ss" written once: either
    (HELD, "Annnn", "Ann"),  # Ann held: not Anna
    (HELD, "the Juno", "Juno"),
    (HELD_SHORT, "Boo", "Boo Radley"),  # a whole word, no held letter
    (HELD_SHORT, "Booo", AMBIGUOUS),  # Bo held, or the word Boo of Boo Radley
    (HELD_SHORT, "Ivoo", AMBIGUOUS),  # one letter more: Ivo, or Ivor mistyped
    (HELD_SHORT, "Ivooo", "Ivo"),
    (HELD_SHORT, "IIIIVO", "Ivo"),
    (HELD_SHORT, "rrro", AMBIGUOUS),  # ro held, or the word ro of "roro ro"
    # an honorific after a name, a word before it, the name's slot
    (FRAMED, "Ivo-san", "Ivo"),
    (FRAMED, "Ivo-kun", "Ivo"),
    (FRAMED, "Ivo~chan", "Ivo"),
    (FRAMED, "ivochan", None),  # a short name run on: no
    (FRAMED, "Wrenchan", "Wren"),  # 4 letters run on
    (FRAMED, "Dalesan", "Dale"),
    (FRAMED, "Dale-san", "Dale"),
    (FRAMED, "Wren-senpai", "Wren"),
    (FRAMED, "Juno-sama", "Juno"),
    (FRAMED, "Kes-san", "Kestrel"),  # names20: a start of a name then an honorific, as "Dr Kes"
    (FRAMED, "lil Ivo", "Ivo"),
    (FRAMED, "poor Ivo", AMBIGUOUS),  # Ivo, or Poor Boy ("poor" a word of his name)
    (FRAMED, "scummy Ivo", "Ivo"),
    (FRAMED, "good old Wren", "Wren"),
    (FRAMED, "sus Ivo for now", "Ivo"),
    (FRAMED, "our Juno", "Juno"),
    (FRAMED, "lil Kes", None),  # a start, not a whole name
    (FRAMED, "not Ivo", None),
    (FRAMED, "anyone but Ivo", None),
    (FRAMED, "Ivo's slot", "Ivo"),
    (FRAMED, "Ivo slot", "Ivo"),
    (FRAMED, "Ivo's replacement", "Ivo"),
    (FRAMED, "Kes's slot", "Kestrel"),
    (FRAMED, "Ivo's partner", None),
    # a word or a mark around a login beside a longer login it is one letter from
    (AROUND, "lil Ka", AMBIGUOUS),  # Ka, or Linka mistyped
    (AROUND, "lil The Ka", "The Ka"),
    (AROUND, "the Ro", AMBIGUOUS),  # Ro, or The Mor mistyped
    (AROUND, "Ka-san", "Ka"),  # not Kaka's start mistyped
    (AROUND, "Kaka slot", "Kaka"),  # not Kaka_alt two letters away
    (AROUND, "Kak's slot", AMBIGUOUS),
    (AROUND, "1ka", AMBIGUOUS),  # Ka2's number changed, or Ka with a number
    # a frame of x's around a login, a vowel-dropped word of a long name
    (FRAMED, "DL", "xXDarkLordXx"),
    (FRAMED, "MC", "Xx_Moon_Child_xX"),
    (FRAMED, "Moon Child", "Xx_Moon_Child_xX"),
    (FRAMED, "Fthrbttm", "Sir Reginald Featherbottom"),
    (FRAMED, "Rgnld", "Sir Reginald Featherbottom"),
    (FRAMED, "Lbrrn", "The Quiet Librarian"),
    (FRAMED, "Qtlbrrn", "The Quiet Librarian"),
    (FRAMED, "Kstrl", "Kestrel"),
    (FRAMED, "Dl", "xXDarkLordXx"),
    (FRAMED, "hmmm", None),
    (FRAMED, "Brrr", None),
    # two logins sharing a start or an end
    (SHARED, "Wren", AMBIGUOUS),
    (SHARED, "Wrenf", "Wrenfield"),
    (SHARED, "wrenhaven", "Wrenhaven"),
    (SHARED, "Wrenhavn", "Wrenhaven"),
    (SHARED, "crow", AMBIGUOUS),
    (SHARED, "Storm", "Stormcrow"),
    (SHARED, "Night", "Nightcrow"),
    (SHARED, "Juno", "Juno"),
    (SHARED, "Junot", "Junot"),
    (SHARED, "JUNO", "Juno"),
    (SHARED, "Ember", "Ember"),
    (SHARED, "Emberly", "Emberly"),
    (SHARED, "Emberl", "Emberly"),
    (SHARED, "Kestrel", "Kestrel"),
    (SHARED, "Kestrel 2", "Kestrel2"),
    (SHARED, "Kes", AMBIGUOUS),
    (SHARED, "jay", AMBIGUOUS),
    (SHARED, "Blue", "Bluejay"),
    (SHARED, "Grey", "Greyjay"),
    (SHARED, "BJ", "Bluejay"),
    # logins that differ only in case: never told apart
    (CASES_ONLY, "lark", AMBIGUOUS),
    (CASES_ONLY, "Lark", AMBIGUOUS),
    (CASES_ONLY, "LARK", AMBIGUOUS),
    (CASES_ONLY, "ivo", "Ivo"),
    (CASES_ONLY, "Ivor", "IVOR"),
    # typos in long names of several words, initials and the last word
    (LONG, "The Quiet Libarian", "The Quiet Librarian"),
    (LONG, "Quiet Librarain", "The Quiet Librarian"),
    (LONG, "the quiet librarian", "The Quiet Librarian"),
    (LONG, "Librarian", "The Quiet Librarian"),
    (LONG, "TQL", "The Quiet Librarian"),
    (LONG, "QL", "The Quiet Librarian"),
    (LONG, "Sir Reginald Featherbotom", "Sir Reginald Featherbottom"),
    (LONG, "Sir Reginlad Featherbottom", "Sir Reginald Featherbottom"),
    (LONG, "Featherbottom", "Sir Reginald Featherbottom"),
    (LONG, "SRF", "Sir Reginald Featherbottom"),
    (LONG, "SR Featherbottom", "Sir Reginald Featherbottom"),
    (LONG, "S. R. Featherbottom", "Sir Reginald Featherbottom"),
    (LONG, "Sir Reg", "Sir Reginald Featherbottom"),
    (LONG, "Reginald", "Sir Reginald Featherbottom"),
    (LONG, "Queen of Harts", "Queen of Hearts"),
    (LONG, "QoH", "Queen of Hearts"),
    (LONG, "QH", "Queen of Hearts"),
    (LONG, "Queen", "Queen of Hearts"),
    (LONG, "Captain Marvelous", "Captain Marvelous Jr"),
    (LONG, "Captian Marvelous Jr", "Captain Marvelous Jr"),
    (LONG, "CMJ", "Captain Marvelous Jr"),
    (LONG, "C Marvelous", "Captain Marvelous Jr"),
    (LONG, "Prof Plum", "Professor Plum"),
    (LONG, "P Plum", "Professor Plum"),
    (LONG, "Plum", "Professor Plum"),
    (LONG, "Profesor Plum", "Professor Plum"),
    (LONG, "Mxy", "Mister Mxyzptlk"),
    (LONG, "Mister M", "Mister Mxyzptlk"),
    (LONG, "Mxyzptlk", "Mister Mxyzptlk"),
    (LONG, "GG Ogden", "Gentle Giant Ogden"),
    (LONG, "GGO", "Gentle Giant Ogden"),
    (LONG, "Ogden", "Gentle Giant Ogden"),
    (LONG, "Gentle Gaint Ogden", "Gentle Giant Ogden"),
    # apostrophes, hyphens, small words, a digit apart, a title in the login
    (MIXED, "OBrien", "O'Brien"),
    (MIXED, "O Brien", "O'Brien"),
    (MIXED, "obrien's", "O'Brien"),
    (MIXED, "Mary Kate", "Mary-Kate"),
    (MIXED, "MK", "Mary-Kate"),
    (MIXED, "LotF", "Lord of the Flies"),
    (MIXED, "Lord Flies", "Lord of the Flies"),
    (MIXED, "Raven", AMBIGUOUS),
    (MIXED, "raven 1", "Raven1"),
    (MIXED, "R1", "Raven1"),
    (MIXED, "Raven-2", "Raven2"),
    (MIXED, "Jnuo", "Juno"),
    (MIXED, "Ivo", "Dr. Ivo"),
    (MIXED, "Doctor Ivo", "Dr. Ivo"),
    (MIXED, "Wren", "Wren"),
    (MIXED, "Lady W", "Lady Wren"),
    (MIXED, "Catch-22", "Catch22"),
    (MIXED, "C22", "Catch22"),
    (MIXED, "AM", "Anne-Marie"),
    (MIXED, "Annemarie", "Anne-Marie"),
    (MIXED, "Juno (obv scum)", "Juno"),
    (MIXED, "J.U.N.O.", "Juno"),
    (MIXED, "J U N O", "Juno"),
    (MIXED, "Ember :P", "Ember"),
    (MIXED, "Ember or Juno", AMBIGUOUS),
    (MIXED, "Quilll", "Quill"),
    (MIXED, "qu1ll", "Quill"),
    # leetspeak, either way
    (LEET, "1v0", "Ivo"),
    (LEET, "IV0", "Ivo"),
    (LEET, "L33t", "Leet"),
    (LEET, "3l1t3", "Elite"),
    (LEET, "5am", "Sam"),
    (LEET, "Nightmare", "N1ghtmare"),
    (LEET, "N1GHTM4R3", "N1ghtmare"),
    (LEET, "8ast", "Bast"),
    (LEET, "T0ast", "Toast"),
    (LEET, "1337", None),
    (LEET, "Sam5", AMBIGUOUS),  # Sams in leet, or Sam with a number
    (LEET, "5ams", "Sams"),
    (LEET, "Susan", None),  # no honorific after Su
    # accents dropped or added
    (ACCENTS, "Renee", "Renée"),
    (ACCENTS, "RENÉE", "Renée"),
    (ACCENTS, "Zoë", "Zoe"),
    (ACCENTS, "Bjorn", "Björn"),
    (ACCENTS, "Bjoern", "Björn"),
    (ACCENTS, "Mueller", "Müller"),
    (ACCENTS, "Angstrom", "Ångström"),
    (ACCENTS, "Cleo", "Cléo"),
    (ACCENTS, "Ívo", "Ivo"),
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_at_an_unseen_player(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


def test_a_login_that_is_the_vote_word_is_that_player() -> None:
    # "vote Vote" is read by the vote reader, not here: the name itself is the player
    assert WORDS.resolve("Vote").player == "Vote"
    assert WORDS.resolve("VOTE").player == "Vote"


def test_a_no_lynch_word_in_a_name_lists_no_lynch_and_the_player() -> None:
    assert NO_LYNCH.resolve("sleep").candidates == ("Sleep Walker", NO_ELIMINATION)
    assert WORDS.resolve("nobody").candidates == ("Nobody Special", NO_ELIMINATION)


def test_a_replaced_players_old_name_written_loosely_votes_for_the_slot() -> None:
    # the roster keeps the replaced player: the tally moves a vote for them to the slot;
    # a dead player's name, however written, is refused, never moved to a live one
    players = ("Ivo", "Ivory", "Kestrel", "Juno", "Marlowe", "Tobias", "Lark", "Wren", "Ash")
    players += ("Bee", "Cole", "Dax", "Eli", "Fern")  # no majority from four votes
    votes = (
        ("Juno", "vote Kestrl"),  # a typo of the old name
        ("Marlowe", "vote Kestrel's slot"),
        ("Tobias", "vote the Kestrel replacement"),
        ("Lark", "vote lil Kestrel"),
        ("Ivory", "vote Ivoooo"),  # dead, held letters: refused, never Ivory
        ("Wren", "vote Ivo-san"),
    )
    day = day_after_a_replacement_and_a_death(players, "Kestrel", "Wrenna", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Wrenna": ["Juno", "Marlowe", "Tobias", "Lark"]
    }
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Ivory"),
        ("VOTE_FOR_DEAD", "Wren"),
    ]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data(), st.integers(min_value=3, max_value=6))
def test_a_login_with_a_letter_held_is_never_another_player(names, data, times):
    # "JUUUNO" beside Junot: Juno, or AMBIGUOUS with Juno among the candidates
    player = data.draw(st.sampled_from(names))
    assume(not set(player) & set(".!?"))  # "St. Ka", "Ka! Jr": the vote reader stops there
    letters = [i for i, c in enumerate(player) if c.isalpha()]
    assume(letters)
    at = data.draw(st.sampled_from(letters))
    written = player[:at] + player[at] * times + player[at + 1 :]
    assume(not any(fold(n) == fold(written) for n in names))
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse(f"<b>vote {written}</b>", roster, author=VOTER)
    assert [c.target_player for c in parsed.commands] in ([player], [])
    if not parsed.commands and parsed.near_misses and parsed.near_misses[0].target:
        found = parsed.near_misses[0].target
        assert found.status is not ResolutionStatus.AMBIGUOUS or player in found.candidates


SHAPES = ["the {}", "lil {}", "{}-san", "{}'s slot", "poor old {}", "{} slot", "1{}", "{}!!!"]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data(), st.sampled_from(SHAPES))
def test_a_login_with_a_word_or_mark_around_it_is_never_another_player(names, data, shape):
    # "lil Ka" beside Linka: Ka, or AMBIGUOUS with Ka among the candidates
    player = data.draw(st.sampled_from(names))
    assume(not set(player) & set(".!?"))
    written = shape.format(player)
    assume(not any(fold(n) == fold(written) for n in names))
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse(f"<b>vote {written}</b>", roster, author=VOTER)
    assert [c.target_player for c in parsed.commands] in ([player], [])
    if not parsed.commands and parsed.near_misses and parsed.near_misses[0].target:
        found = parsed.near_misses[0].target
        assert found.status is not ResolutionStatus.AMBIGUOUS or player in found.candidates


def test_a_shown_name_starting_with_the_beats_the_word_after_it() -> None:
    """ "The Ka (scummy)" with players shown as "The Ka" and "ka": The Ka, the words after
    the name left out (the "word before a name" step read "the" as a word put before ka)."""
    roster = Roster([Player("Mor", "The Ka"), Player("Mor2", "ka")])
    assert roster.resolve("The Ka (scummy)").player == "Mor"
    assert roster.resolve("the ka").player == "Mor"
    assert roster.resolve("lil ka").player == "Mor2"
