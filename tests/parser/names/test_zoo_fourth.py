"""Names on unseen players, fourth round (issue #25, ``names18``): invented rosters with
titles in a login or typed before a name, numbers written as words, Roman figures or
ordinals, a name's words in another order or its middle word alone, possessives and
plurals, a display name beside its login, Unicode look-alikes and invisible characters,
punctuation runs, a role claim after a name, a typo in a shortened name, two-letter names
beside common words, aliases the host declared beside another player's start, pronouns in
a display name ("Juno (she/her)"), filler words after a name, and puns.
Each case says what a host reads: the player, AMBIGUOUS with the players it may mean
(reported, never guessed) or nobody (reported). Read through ``parse_post``; names
invented for these tests."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from votecount.parser import Player, Roster
from votecount.parser.model import ResolutionStatus
from votecount.parser.names.fold import fold

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .days import day_after_a_replacement_and_a_death
from .generated import roster_names
from .zoo import VOTER, roster

TITLES = roster(
    "Lady_Lark", "Sir Juno", "Dr_Ember", "Captain Wren", "Professor_Quill", "Ivo", "Kestrel",
    "MrBramble", "Miss Tansy", "Lord Ashby", "Count Orsino",
)  # fmt: skip
NUMBERS = roster(
    "Ivo2", "Juno3", "Lark II", "Wren_4", "Agent Seven", "Ember1", "Ember2", "Tansy",
    "Quill the Third", "Bramble5",
)  # fmt: skip
ORDER = roster(
    "Juno Lark", "Wren Ash Tree", "Mary Ann Swift", "Ivo", "Captain Obvious Jr", "Kestrel",
    "Sable Fox", "Fox Hollow",
)  # fmt: skip
PLURALS = roster("Ivo", "Wren", "Juno", "Moss", "Lark", "Larkspur", "Bess", "Tansy")
SHOWN = roster(
    Player("ivo_the_great", "Ivo"), Player("lark88", "Lark Bright"), Player("xX_wren_Xx", "Wren"),
    Player("juno.k", "Juno Kessler"), Player("Ember_Falls", "Emmy"), Player("quillon", "Q"),
    Player("tansy", "TansyTheTerrible"),
)  # fmt: skip
UNICODE = roster(
    "Ivo", "Juno", "Wren", "O'Brien", "Mary-Kate", "Lark Bright", "Kestrel", "Ember7", "Zoë",
)  # fmt: skip
ROLES = roster("Ivo", "Juno", "Kestrel", "Wrenfield", "Cop", "Ember", "Larkspur", "Seer Tom")
SHORT = roster("Al", "Ed", "An", "Alan", "Edward", "Jo", "Bo", "Ty", "Annika", "Oz")
TYPOS = roster(
    "Alexander", "Penelope", "Bartholomew", "Kestrel", "Wrenfield", "Maximilian", "Ivo",
    "Gwendolyn", "Fitzgerald",
)  # fmt: skip
ALIASED = roster(
    Player("Kestrel", aliases=("Kes",)), Player("Kessler"), Player("Wren", aliases=("Bird",)),
    Player("Birdie"), Player("Juniper", aliases=("Jun", "Junie")), Player("Junot"),
    Player("Ashford_Lee", aliases=("Ash",)), Player("Ashley"), Player("Ivo"),
)  # fmt: skip
DECLARED = Roster(
    [Player(n) for n in ("Kessler", "Juniper", "Junot", "Ashley", "Ivo", "Tinsel", VOTER)]
    + [Player("Kestrel", aliases=("Kes",)), Player("Ashford_Lee", aliases=("Ash",))],
    aliases={"Tiny": "Ivo", "Big J": "Junot", "Juni": "Juniper"},
)
# pronouns or a remark in brackets in a display name
PRONOUNS = roster(
    Player("juno_k", "Juno (she/her)"), Player("kes", "Kestrel (he/they)"),
    Player("wren88", "Wren [on V/LA]"), Player("Doctor Who"), Player("junot"),
)  # fmt: skip
FILLERS = roster("Kestrel", "Kessler", "Wrenfield", "Bartholomew", "Larkspur", "Ivo", "Lol Master")
PUNS = roster("Wren", "Juno", "Ivo", "Lark", "Bramble", "Tansy", "Kestrel", "Ember")

CASES = [
    # a title in the login, dropped when typed
    (TITLES, "Lark", "Lady_Lark"),
    (TITLES, "lady lark", "Lady_Lark"),
    (TITLES, "LadyLark", "Lady_Lark"),
    (TITLES, "Juno", "Sir Juno"),
    (TITLES, "Sir_Juno", "Sir Juno"),
    (TITLES, "Ember", "Dr_Ember"),
    (TITLES, "Doctor Ember", "Dr_Ember"),
    (TITLES, "Dr. Ember", "Dr_Ember"),
    (TITLES, "Wren", "Captain Wren"),
    (TITLES, "Capt Wren", "Captain Wren"),
    (TITLES, "Quill", "Professor_Quill"),
    (TITLES, "Prof Quill", "Professor_Quill"),
    (TITLES, "Prof. Quill", "Professor_Quill"),
    (TITLES, "Bramble", "MrBramble"),
    (TITLES, "Mr Bramble", "MrBramble"),
    (TITLES, "Mr. Bramble", "MrBramble"),
    (TITLES, "Tansy", "Miss Tansy"),
    (TITLES, "Ashby", "Lord Ashby"),
    (TITLES, "Orsino", "Count Orsino"),
    # a title typed before a name that has none
    (TITLES, "Dr Ivo", "Ivo"),
    (TITLES, "Sir Ivo", "Ivo"),
    (TITLES, "Lady Ivo", "Ivo"),  # a title, not a word of Lady_Lark's name
    (TITLES, "Mister Kestrel", "Kestrel"),
    (TITLES, "Captain Kestrel", "Kestrel"),  # a whole name after a title (parser/resolve.py)
    (TITLES, "Dr Kes", AMBIGUOUS),  # Kestrel, or Dr_Ember by the title
    (TITLES, "Mr Kestrl", AMBIGUOUS),  # Kestrel, or MrBramble
    (TITLES, "Dr", "Dr_Ember"),  # a whole word of one name
    (TITLES, "Sir", "Sir Juno"),
    # a number as a word, a Roman figure or an ordinal
    (NUMBERS, "Ivo Two", "Ivo2"),
    (NUMBERS, "ivo two", "Ivo2"),
    (NUMBERS, "IvoTwo", "Ivo2"),
    (NUMBERS, "Ivo the Second", "Ivo2"),
    (NUMBERS, "IvoTheSecond", "Ivo2"),
    (NUMBERS, "Ivo II", "Ivo2"),
    (NUMBERS, "Ivo 2nd", "Ivo2"),
    (NUMBERS, "Juno Three", "Juno3"),
    (NUMBERS, "Juno III", "Juno3"),
    (NUMBERS, "Juno the 3rd", "Juno3"),
    (NUMBERS, "Lark 2", "Lark II"),
    (NUMBERS, "Lark2", "Lark II"),
    (NUMBERS, "Lark Two", "Lark II"),
    (NUMBERS, "Lark", "Lark II"),
    (NUMBERS, "Wren four", "Wren_4"),
    (NUMBERS, "Wren IV", "Wren_4"),
    (NUMBERS, "Agent 7", "Agent Seven"),
    (NUMBERS, "Agent7", "Agent Seven"),
    (NUMBERS, "Ember", AMBIGUOUS),
    (NUMBERS, "Ember One", "Ember1"),
    (NUMBERS, "Ember Two", "Ember2"),
    (NUMBERS, "Ember the First", "Ember1"),
    (NUMBERS, "Ember Three", AMBIGUOUS),  # no such number: either
    (NUMBERS, "Quill 3", "Quill the Third"),
    (NUMBERS, "Quill III", "Quill the Third"),
    (NUMBERS, "Bramble Five", "Bramble5"),
    (NUMBERS, "Tansy Two", "Tansy"),  # the whole name, then a word
    (NUMBERS, "Lark the Second", "Lark II"),
    (NUMBERS, "Lark Second", "Lark II"),
    (NUMBERS, "Quill Three", "Quill the Third"),
    (NUMBERS, "Quill the 3rd", "Quill the Third"),
    (NUMBERS, "Quill3", "Quill the Third"),
    (NUMBERS, "Wren the Fourth", "Wren_4"),
    (NUMBERS, "Wren 4th", "Wren_4"),
    (NUMBERS, "Ivo the 2nd", "Ivo2"),
    (NUMBERS, "Ivo number two", "Ivo2"),
    (NUMBERS, "Ivo#2", "Ivo2"),
    (NUMBERS, "Bramble Six", "Bramble5"),  # a whole word of one name
    # a name's words in another order, its middle word alone
    (ORDER, "Lark Juno", "Juno Lark"),
    (ORDER, "lark, juno", "Juno Lark"),
    (ORDER, "Juno", "Juno Lark"),
    (ORDER, "Ash", "Wren Ash Tree"),
    (ORDER, "Tree Wren", "Wren Ash Tree"),
    (ORDER, "Ann", "Mary Ann Swift"),
    (ORDER, "Swift Mary", "Mary Ann Swift"),
    (ORDER, "Obvious", "Captain Obvious Jr"),
    (ORDER, "Fox", AMBIGUOUS),  # a word of Sable Fox and Fox Hollow
    (ORDER, "Fox Sable", "Sable Fox"),
    (ORDER, "Hollow Fox", "Fox Hollow"),
    # possessives and plurals
    (PLURALS, "Ivos", "Ivo"),
    (PLURALS, "Ivo's", "Ivo"),
    (PLURALS, "Ivo’s", "Ivo"),
    (PLURALS, "IVO'S", "Ivo"),
    (PLURALS, "Wrens", "Wren"),
    (PLURALS, "Wrens'", "Wren"),
    (PLURALS, "Wren's'", "Wren"),
    (PLURALS, "Moss'", "Moss"),
    (PLURALS, "Moss's", "Moss"),
    (PLURALS, "Mosses", "Moss"),
    (PLURALS, "Bess'", "Bess"),
    (PLURALS, "Larks", AMBIGUOUS),  # Lark's plural, or Larkspur's start
    (PLURALS, "Lark's", "Lark"),
    (PLURALS, "Tansy's", "Tansy"),
    (PLURALS, "Tansys", "Tansy"),
    # a display name beside its login
    (SHOWN, "Ivo", "ivo_the_great"),
    (SHOWN, "ivo the great", "ivo_the_great"),
    (SHOWN, "Lark", "lark88"),
    (SHOWN, "Lark Bright", "lark88"),
    (SHOWN, "lark88", "lark88"),
    (SHOWN, "Bright", "lark88"),
    (SHOWN, "Wren", "xX_wren_Xx"),
    (SHOWN, "xXwrenXx", "xX_wren_Xx"),
    (SHOWN, "Juno", "juno.k"),
    (SHOWN, "Kessler", "juno.k"),
    (SHOWN, "JK", "juno.k"),
    (SHOWN, "Emmy", "Ember_Falls"),
    (SHOWN, "Ember", "Ember_Falls"),
    (SHOWN, "Q", "quillon"),
    (SHOWN, "Quillon", "quillon"),
    (SHOWN, "Tansy", "tansy"),
    (SHOWN, "Terrible", "tansy"),
    # Unicode look-alikes, full-width letters, invisible and non-breaking characters
    (UNICODE, "Іvo", "Ivo"),  # Cyrillic І
    (UNICODE, "Ivо", "Ivo"),  # Cyrillic о
    (UNICODE, "Јunо", "Juno"),
    (UNICODE, "Ｉｖｏ", "Ivo"),
    (UNICODE, "ｗｒｅｎ", "Wren"),
    (UNICODE, "I\u200bvo", "Ivo"),
    (UNICODE, "\u200bJuno\u200b", "Juno"),
    (UNICODE, "Ju\u2060no", "Juno"),
    (UNICODE, "Wr\u00adén", "Wren"),
    (UNICODE, "Lark\u00a0Bright", "Lark Bright"),
    (UNICODE, "Lark\u2003Bright", "Lark Bright"),
    (UNICODE, "O’Brien", "O'Brien"),
    (UNICODE, "O‘Brien", "O'Brien"),
    (UNICODE, "O`Brien", "O'Brien"),
    (UNICODE, "Mary‐Kate", "Mary-Kate"),  # U+2010 hyphen
    (UNICODE, "Mary–Kate", "Mary-Kate"),  # en dash
    (UNICODE, "Ｅｍｂｅｒ７", "Ember7"),
    (UNICODE, "𝐊𝐞𝐬𝐭𝐫𝐞𝐥", "Kestrel"),  # mathematical bold
    (UNICODE, "Ⓘⓥⓞ", "Ivo"),  # circled letters
    (UNICODE, "Zoe\u0308", "Zoë"),  # a combining diaeresis
    (UNICODE, "Ivo\u200e", "Ivo"),  # a left-to-right mark
    (UNICODE, "Kestrel\u2063", "Kestrel"),  # an invisible separator
    # letters of "fancy text" writers: small capitals, squared and script letters
    (UNICODE, "ᴊᴜɴᴏ", "Juno"),
    (UNICODE, "ᴋᴇꜱᴛʀᴇʟ", "Kestrel"),
    (UNICODE, "🅹🆄🅽🅾", "Juno"),
    (UNICODE, "🄹🅄🄽🄾", "Juno"),
    (UNICODE, "🅘🅥🅞", "Ivo"),
    (UNICODE, "𝓙𝓾𝓷𝓸", "Juno"),
    (UNICODE, "𝔍𝔲𝔫𝔬", "Juno"),
    (UNICODE, "ᴶᵘⁿᵒ", "Juno"),
    (UNICODE, "Ɩvo", "Ivo"),
    (UNICODE, "ʟᴀʀᴋ ʙʀɪɢʜᴛ", "Lark Bright"),
    # punctuation runs after a name
    (UNICODE, "Ivo!!!", "Ivo"),
    (UNICODE, "Ivo?!?!", "Ivo"),
    (UNICODE, "Juno…", "Juno"),
    (UNICODE, "Juno~~~", "Juno"),
    (UNICODE, "Kestrel!!!!!1!", "Kestrel"),
    (UNICODE, "«Wren»", "Wren"),
    (UNICODE, "“Ivo”", "Ivo"),
    (UNICODE, "Ivo ->", "Ivo"),
    (UNICODE, "Ivo <<<", "Ivo"),
    # a role claim after a name
    (ROLES, "Ivo the cop", "Ivo"),
    (ROLES, "Ivo, the fake cop", "Ivo"),
    (ROLES, "Juno the self-proclaimed doc", "Juno"),
    (ROLES, "Kes the cop", "Kestrel"),
    (ROLES, "Kestrel the vig", "Kestrel"),
    (ROLES, "Wrenfield the seer", "Wrenfield"),
    (ROLES, "Wren the cop", "Wrenfield"),
    (ROLES, "Ivo (claimed cop)", "Ivo"),
    (ROLES, "Ember - fake doc", "Ember"),
    (ROLES, "Cop", "Cop"),
    (ROLES, "the cop", "Cop"),
    (ROLES, "Tom", "Seer Tom"),
    (ROLES, "Larkspur the jailkeeper", "Larkspur"),
    (ROLES, "Lark the Cop", "Larkspur"),
    (ROLES, "Jun the doc", "Juno"),
    (ROLES, "for the cop", "Cop"),  # the vote reader drops "for"
    (ROLES, "Kes the quiet one", None),  # no role after "the"
    (ROLES, "Kes, cop claim", "Kestrel"),
    (ROLES, "Kes aka the cop", "Kestrel"),
    (ROLES, "Kes who claimed cop", "Kestrel"),
    (ROLES, "Kes our cop", "Kestrel"),
    (ROLES, "Wrenf the vig", "Wrenfield"),
    (ROLES, "Embr the doc", "Ember"),
    (ROLES, "Ivo, Juno the cop", AMBIGUOUS),  # two names
    (ROLES, "Kes, Juno the doc", None),
    (ROLES, "Kes the best", None),
    (ROLES, "Kes cop", None),
    (DECLARED, "Jun the doc", AMBIGUOUS),  # the start of Juniper and of Junot
    # a title before a shortened or mistyped name
    (ROLES, "Dr Kes", "Kestrel"),
    (ROLES, "Mr Kestrl", "Kestrel"),
    (ROLES, "Prof Jun", "Juno"),
    (ROLES, "Sir Wrenf", "Wrenfield"),
    (ROLES, "Doc Larksp", "Larkspur"),
    (ROLES, "Miss Emb", "Ember"),
    (ROLES, "Miss Em", None),  # 2 letters after a title: no
    (ROLES, "Dr Zz", None),
    # a typo in a shortened name
    (TYPOS, "Alexnd", "Alexander"),
    (TYPOS, "Alaxander", "Alexander"),
    (TYPOS, "Penelpe", "Penelope"),
    (TYPOS, "Bartholmew", "Bartholomew"),
    (TYPOS, "Barthol", "Bartholomew"),
    (TYPOS, "Bartolo", "Bartholomew"),
    (TYPOS, "Kestr", "Kestrel"),
    (TYPOS, "Kesrel", "Kestrel"),
    (TYPOS, "Maximillian", "Maximilian"),
    (TYPOS, "Maxi", "Maximilian"),
    (TYPOS, "Gwendolin", "Gwendolyn"),
    (TYPOS, "Gwen", "Gwendolyn"),
    (TYPOS, "Fitzgerlad", "Fitzgerald"),
    (TYPOS, "Fitz", "Fitzgerald"),
    (TYPOS, "Fiztgerald", "Fitzgerald"),
    # two-letter names beside longer ones and common words
    (SHORT, "Al", "Al"),
    (SHORT, "AL", "Al"),
    (SHORT, "Alan", "Alan"),
    (SHORT, "Ed", "Ed"),
    (SHORT, "ED", "Ed"),
    (SHORT, "Edward", "Edward"),
    (SHORT, "Edw", "Edward"),
    (SHORT, "Ed's", "Ed"),
    (SHORT, "Al's", "Al"),
    (SHORT, "An", "An"),
    (SHORT, "all", None),
    (SHORT, "Bo's", "Bo"),
    (SHORT, "Jo!", "Jo"),
    (SHORT, "Ty", "Ty"),
    (SHORT, "Oz", "Oz"),
    (SHORT, "Oz's", "Oz"),
    (SHORT, "Annik", "Annika"),
    (SHORT, "edit", None),
    (SHORT, "Edd", AMBIGUOUS),  # Ed with a letter more, or Edward's start
    (SHORT, "Eddy", None),
    (SHORT, "Ala", "Alan"),
    (SHORT, "Tys", None),
    (SHORT, "Dr Ed", "Ed"),
    (SHORT, "Ed the cop", "Ed"),
    (SHORT, "Ann", "Annika"),
    (SHORT, "any", None),
    (SHORT, "also", None),
    (SHORT, "and", None),  # no part of Wanderer
    (SHORT, "but", None),
    # aliases the host declared beside another player's start
    (ALIASED, "Kes", "Kestrel"),
    (ALIASED, "kes", "Kestrel"),
    (ALIASED, "Kess", AMBIGUOUS),  # Kessler's start, or Kes with a plural "s"
    (ALIASED, "Kessl", "Kessler"),
    (ALIASED, "Kes's", "Kestrel"),
    (ALIASED, "Bird", "Wren"),
    (ALIASED, "Birdie", "Birdie"),
    (ALIASED, "Jun", "Juniper"),
    (ALIASED, "Junie", "Juniper"),
    (ALIASED, "Juno", "Junot"),
    (ALIASED, "Ash", "Ashford_Lee"),
    (ALIASED, "Ashl", "Ashley"),
    (ALIASED, "Ash's", "Ashford_Lee"),
    (ALIASED, "Lee", "Ashford_Lee"),
    (ALIASED, "Ashes", "Ashford_Lee"),  # the alias with a plural "es"
    (ALIASED, "Kes the cop", "Kestrel"),
    (ALIASED, "Dr Kes", "Kestrel"),
    (ALIASED, "Kes Kessler", AMBIGUOUS),
    (DECLARED, "Tiny", "Ivo"),
    (DECLARED, "tiny's", "Ivo"),
    (DECLARED, "Tin", AMBIGUOUS),  # Tinsel's start, or the alias Tiny's (names19)
    (DECLARED, "Big J", "Junot"),
    (DECLARED, "BigJ", "Junot"),
    (DECLARED, "Juni", "Juniper"),
    (DECLARED, "Junis", "Juniper"),
    (DECLARED, "Kes", "Kestrel"),
    (DECLARED, "Ash the doc", "Ashford_Lee"),
    (PRONOUNS, "Juno", "juno_k"),
    (PRONOUNS, "juno (she/her)", "juno_k"),
    (PRONOUNS, "Kestrel", "kes"),
    (PRONOUNS, "Wren", "wren88"),
    (PRONOUNS, "her", None),  # a pronoun in brackets is no word of a name
    (PRONOUNS, "she/her", None),
    (PRONOUNS, "they", None),
    (PRONOUNS, "he/they", None),
    (PRONOUNS, "who", "Doctor Who"),  # a whole word outside brackets
    # a shortened or mistyped name, then words that say nothing of whom
    (FILLERS, "Wren for now", "Wrenfield"),
    (FILLERS, "Wrenfeild for now", "Wrenfield"),
    (FILLERS, "Bart imo", "Bartholomew"),
    (FILLERS, "Lark I guess", "Larkspur"),
    (FILLERS, "Lark xD", "Larkspur"),
    (FILLERS, "Lark haha", "Larkspur"),
    (FILLERS, "Larkspr today", "Larkspur"),
    (FILLERS, "Kes plz", AMBIGUOUS),  # the start of Kestrel and of Kessler
    (FILLERS, "Kestr lol", "Kestrel"),
    (FILLERS, "Kes lol", None),  # "lol": a word of Lol Master's name
    (FILLERS, "Lark because reasons", "Larkspur"),  # the reader stops at "because"
    (FILLERS, "Lark Ivo", None),  # no filler: two names, or one
    # puns on a name: nobody, unless a sound rule fits
    (PUNS, "Wrench", None),
    (PUNS, "Juneau", None),
    (PUNS, "Ivory Tower", None),
    (PUNS, "Larkeology", None),
    (PUNS, "Bramble On", "Bramble"),  # the whole name, then a word
    (PUNS, "Fantansytic", None),
    (PUNS, "Kestrelicious", "Kestrel"),  # the whole name run on
    (PUNS, "Emberrassing", "Ember"),  # the whole name run on
    (PUNS, "Remember", None),
    (PUNS, "Larky", "Lark"),  # a pet name
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_at_an_unseen_player(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


def test_a_replaced_or_dead_players_name_in_the_new_shapes() -> None:
    # a replaced player's name with a role, a plural or a title: the slot (the tally
    # moves it to the replacement); a dead player's number as a word: refused, never
    # moved to the living player whose name starts the same
    players = ("Ivo2", "Ivory", "Moss", "Juno", "Lark", "Wren", "Ember", "Bee", "Cole")
    players += ("Dax", "Eli", "Fern", "Gus", "Hal")  # no majority from four votes
    votes = (
        ("Juno", "vote Moss the cop"),
        ("Lark", "vote Mosses"),
        ("Wren", "vote Dr Mos"),
        ("Ember", "vote Ivo Two"),
        ("Bee", "vote Ivo the Second"),
    )
    day = day_after_a_replacement_and_a_death(players, "Moss", "Fennel", "Ivo2", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Fennel": ["Juno", "Lark", "Wren"]
    }
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Ember"),
        ("VOTE_FOR_DEAD", "Bee"),
    ]


SHAPES = ["{} the cop", "Dr {}", "{}, the fake doc", "Prof. {}", "{} aka the cop", "{} for now lol"]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data(), st.sampled_from(SHAPES))
def test_a_login_with_a_title_or_a_role_is_never_another_player(names, data, shape):
    # "Dr Ka" beside Kaandra, "Ka the cop" beside Kaandra: Ka, or AMBIGUOUS with Ka
    player = data.draw(st.sampled_from(names))
    assume(not set(player) & set(".!?,"))  # "St. Ka": the vote reader stops there
    written = shape.format(player)
    assume(not any(fold(n) == fold(written) for n in names))
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse(f"<b>vote {written}</b>", roster, author=VOTER)
    assert [c.target_player for c in parsed.commands] in ([player], [])
    if not parsed.commands and parsed.near_misses and parsed.near_misses[0].target:
        found = parsed.near_misses[0].target
        assert found.status is not ResolutionStatus.AMBIGUOUS or player in found.candidates
