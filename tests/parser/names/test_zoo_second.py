"""Names on unseen players, second round (issue #25, ``names15``): invented rosters of the
kinds of logins forums allow (CamelCase, digits, underscores, spaces, accents, one-word
game words, two names sharing a start, one name inside another, a replaced player), and
the shapes a voter writes a target in. Each case says what a host reads: the player,
No Lynch, AMBIGUOUS with the players it may mean (reported, never guessed) or nobody
(reported). Read through ``parse_post``; the dead and replaced through the pipeline.
Names are invented for these tests."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.count.made_up import game, thread
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PlayerEntry
from votecount.parser import Player, Roster
from votecount.parser.model import NO_ELIMINATION, ResolutionStatus
from votecount.parser.names.fold import fold

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .generated import roster_names, votes
from .zoo import VOTER, roster

FOREST = roster(
    "Ivo", "Ivory", "Agent47", "Agent_Orange", "NightOwl_22", "Sable Fox", "MrBrightside",
    "Zoë Quill", "Kåre", "xX_Lark_Xx", "TheDarkKnight", "Bee", "Oakheart", "Pumpkin_Spice",
    "PumpkinKing",
)  # fmt: skip
NAMES = roster(
    "Sam", "Samwise", "SamTheMan", "Max_Power", "Maxine", "Rook", "Rookie99", "Ash", "Ashley",
    "Tess", "Elisabeth", "Alexander", "Penelope", "CaptainObvious", "Sn1per", "L3g3nd",
    "Wolfgang99", "Jo",
)  # fmt: skip
SHORT = roster(
    "N1ghtmare", "Sh4dowDancer", "Jean-Luc", "Jean_Grey", "mister_e", "QQ", "Xy", "Ann", "Anna",
    "Annabelle", "WeirdRa", "Rob Aster", "A.J.", "AJ_Styles", "Mr. Ka", "Mr. Ka Jr",
)  # fmt: skip
WORDS = roster(
    "Nobody", "Host", "No", "Lynch", "Juno", "Marlowe", "Tobias", "Quentin", "Ivo", "Dan_Smith"
)
PLURAL = roster("Sam", "Sams", "Moss")  # a login and its plural

CASES = [
    # a whole name in another case, with punctuation after it, an "@" before it
    (FOREST, "IVO", "Ivo"),
    (FOREST, "ivory", "Ivory"),
    (FOREST, "Ivo!", "Ivo"),
    (FOREST, "Ivo?!", "Ivo"),
    (FOREST, "@Ivo", "Ivo"),
    (FOREST, "@ivory", "Ivory"),
    # one login inside another: the shorter whole, the longer by its start or a typo
    (FOREST, "Ivor", "Ivory"),
    (FOREST, "ivroy", "Ivory"),  # a swapped pair
    (FOREST, "Iv0ry", "Ivory"),  # a digit for a letter
    (FOREST, "Iv", AMBIGUOUS),
    (FOREST, "Ivy", AMBIGUOUS),  # Ivo with a letter wrong, or Ivory shortened
    (SHORT, "Anne", AMBIGUOUS),  # Ann or Anna with a letter more, or Annabelle shortened
    (SHORT, "Annabel", "Annabelle"),
    (SHORT, "Ann's", "Ann"),
    (SHORT, "Anns", AMBIGUOUS),
    (SHORT, "Annas", "Anna"),
    (SHORT, "Belle", "Annabelle"),
    (SHORT, "Jean", AMBIGUOUS),
    (SHORT, "Jean-Luc's", "Jean-Luc"),
    (SHORT, "JL", "Jean-Luc"),
    (SHORT, "Grey", "Jean_Grey"),
    (SHORT, "QQ", "QQ"),
    (SHORT, "qq's", "QQ"),
    (SHORT, "XY", "Xy"),
    (SHORT, "Q", None),
    (SHORT, "Mr. Ka's", "Mr. Ka"),
    (SHORT, "Mr. Ka Jrs", "Mr. Ka Jr"),
    (SHORT, "Mr. Kay", AMBIGUOUS),  # no "s": Mr. Ka Jr or Mr. Ka, never Mr. Ka for the "y"
    (SHORT, "A.J.'s", "A.J."),  # not the start of AJ_Styles
    (SHORT, "AJ's", "A.J."),
    (SHORT, "Styles'", "AJ_Styles"),
    (SHORT, "ra", AMBIGUOUS),  # a whole word of WeirdRa's name, or Rob Aster's initials
    (SHORT, "Weird", "WeirdRa"),
    (SHORT, "Nightmare", "N1ghtmare"),
    (SHORT, "Sh4dow", "Sh4dowDancer"),
    (SHORT, "Shadow", "Sh4dowDancer"),
    (SHORT, "Mister E", "mister_e"),
    # a possessive or a plural
    (FOREST, "Ivo's", "Ivo"),
    (FOREST, "Ivory's", "Ivory"),
    (FOREST, "Ivo\u2019s", "Ivo"),
    (FOREST, "lark's", "xX_Lark_Xx"),
    (FOREST, "bees", "Bee"),
    (FOREST, "Pumpkin's", AMBIGUOUS),  # the word two names start with
    (FOREST, "pumpkins", AMBIGUOUS),
    (FOREST, "pumpkin king's", "PumpkinKing"),
    (FOREST, "Pumpkin_Spice's", "Pumpkin_Spice"),
    (FOREST, "Zoë's", "Zoë Quill"),
    (FOREST, "agent 47's", "Agent47"),
    (FOREST, "@Ivo's", "Ivo"),
    (FOREST, "@Pumpkin's", AMBIGUOUS),
    # digits dropped, spaced, or a number mistyped; names sharing a first word
    (FOREST, "Agent", AMBIGUOUS),
    (FOREST, "@Agent", AMBIGUOUS),
    (FOREST, "agent 47", "Agent47"),
    (FOREST, "Agent_47", "Agent47"),
    (FOREST, "Agnet47", "Agent47"),
    (FOREST, "A47", "Agent47"),
    (FOREST, "AO", "Agent_Orange"),
    (FOREST, "Orange", "Agent_Orange"),
    # underscores and spaces, a space inserted or removed, a part of the name
    (FOREST, "Night Owl", "NightOwl_22"),
    (FOREST, "night_owl", "NightOwl_22"),
    (FOREST, "NightOwl 22", "NightOwl_22"),
    (FOREST, "owl", "NightOwl_22"),
    (FOREST, "Night 0wl", "NightOwl_22"),
    (FOREST, "SableFox", "Sable Fox"),
    (FOREST, "sable_fox", "Sable Fox"),
    (FOREST, "Sbale Fox", "Sable Fox"),
    (FOREST, "Fox", "Sable Fox"),
    (FOREST, "SF", "Sable Fox"),
    (FOREST, "Oak heart", "Oakheart"),
    (FOREST, "oak", "Oakheart"),
    (FOREST, "0akheart", "Oakheart"),
    (FOREST, "Dark Knight", "TheDarkKnight"),
    (FOREST, "darkknight", "TheDarkKnight"),
    (FOREST, "DarkKnigth", "TheDarkKnight"),
    # initials of CamelCase and of words
    (FOREST, "MB", "MrBrightside"),
    (FOREST, "TDK", "TheDarkKnight"),
    (FOREST, "PS", "Pumpkin_Spice"),
    (FOREST, "PK", "PumpkinKing"),
    (FOREST, "ZQ", "Zoë Quill"),
    (FOREST, "Mr Brightside", "MrBrightside"),
    (FOREST, "brigthside", "MrBrightside"),
    # letters other than ASCII, written without their marks
    (FOREST, "Zoe", "Zoë Quill"),
    (FOREST, "Kare", "Kåre"),
    (FOREST, "KÅRE", "Kåre"),
    (FOREST, "xXLarkXx", "xX_Lark_Xx"),
    (FOREST, "Lark", "xX_Lark_Xx"),
    # two players named, and names no rule settles
    (FOREST, "Ivo and Bee", AMBIGUOUS),
    (FOREST, "Ivo/Bee", AMBIGUOUS),
    (FOREST, "@Pumpkin", AMBIGUOUS),
    (FOREST, "the quiet one", None),
    (FOREST, "guy who claimed cop", None),
    (FOREST, "banana", None),
    # a short name beside longer ones that start with it
    (NAMES, "Sam", "Sam"),
    (NAMES, "Sam's", "Sam"),
    (NAMES, "Sams", AMBIGUOUS),  # Sam's plural, or Samwise shortened
    (NAMES, "samwise's", "Samwise"),
    (NAMES, "STM", "SamTheMan"),
    (NAMES, "Sam the Man", "SamTheMan"),
    (NAMES, "Max", "Max_Power"),  # a whole word of one name only
    (NAMES, "Max's", "Max_Power"),
    (NAMES, "Maxy", AMBIGUOUS),
    (NAMES, "Maxine's", "Maxine"),
    (NAMES, "MP", "Max_Power"),
    (NAMES, "Rook", "Rook"),
    (NAMES, "rook's", "Rook"),
    (NAMES, "rookie", "Rookie99"),
    (NAMES, "Rookie's", "Rookie99"),
    (NAMES, "Rookies", "Rookie99"),
    (NAMES, "Ash", "Ash"),
    (NAMES, "ash's", "Ash"),
    (NAMES, "Ashely", "Ashley"),
    (NAMES, "Ashes", "Ash"),  # a plural in "es" (names18; was read as nobody)
    (NAMES, "Tess's", "Tess"),
    (NAMES, "Tessie", "Tess"),
    (NAMES, "Jo", "Jo"),
    (NAMES, "joe", None),  # three letters: no typo is read
    # a diminutive, a middle part, a doubled or dropped letter
    (NAMES, "Lisa", "Elisabeth"),
    (NAMES, "Beth", "Elisabeth"),
    (NAMES, "Elizabeth", "Elisabeth"),
    (NAMES, "Liz", None),
    (NAMES, "Alex", "Alexander"),
    (NAMES, "Xander", "Alexander"),
    (NAMES, "Pen", "Penelope"),
    (NAMES, "Penny", None),  # a pet name of a mere start: "sorry" would be Sorensen
    (NAMES, "Penlope", "Penelope"),
    (NAMES, "Penelopee", "Penelope"),
    (NAMES, "sammy", AMBIGUOUS),  # a pet name of three players' start
    (NAMES, "Cap", "CaptainObvious"),
    (NAMES, "captian obvious", "CaptainObvious"),
    (NAMES, "CO", "CaptainObvious"),
    # digits for letters, and the other way
    (NAMES, "Sniper", "Sn1per"),
    (NAMES, "Sn1p3r", "Sn1per"),
    (NAMES, "Legend", "L3g3nd"),
    (NAMES, "leg", None),
    (NAMES, "Wolfgang", "Wolfgang99"),
    (NAMES, "Wolf", "Wolfgang99"),
    (NAMES, "W99", "Wolfgang99"),
    (NAMES, "Sam or Max", AMBIGUOUS),
    # logins that are common words: the player, in any case; the words themselves
    (WORDS, "Nobody", "Nobody"),
    (WORDS, "nobody", "Nobody"),
    (WORDS, "No", "No"),
    (WORDS, "no", "No"),
    (WORDS, "no lynch", NO_ELIMINATION),
    (WORDS, "No-Lynch", NO_ELIMINATION),
    (WORDS, "no one", NO_ELIMINATION),
    (WORDS, "NL", NO_ELIMINATION),
    (WORDS, "Lynch", "Lynch"),
    (WORDS, "lynch", "Lynch"),
    (WORDS, "host", "Host"),
    (WORDS, "Toby", "Tobias"),
    (WORDS, "Quent", "Quentin"),
    (WORDS, "Marlowe's", "Marlowe"),
    (WORDS, "Quentin's", "Quentin"),
    (WORDS, "Tobias'", "Tobias"),
    (WORDS, "nobody's", "Nobody"),
    (FOREST, "Bee's", "Bee"),
    (FOREST, "let's", None),  # a short word, no whole name: not read as a shortening
    (FOREST, "Sammy", None),
    (WORDS, "Danny", "Dan_Smith"),  # a pet name of a first word
    (WORDS, "Quenny", None),
    # review15b: a possessive on one player's name that is another's name with its
    # apostrophe left out: either of them
    (PLURAL, "Sam's", AMBIGUOUS),
    (PLURAL, "Sams'", "Sams"),
    (PLURAL, "Sams", "Sams"),
    (PLURAL, "Sam", "Sam"),
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_at_an_unseen_player(roster, written, meant):
    assert_vote_meant(roster, written, meant, VOTER)


def test_ambiguous_names_list_the_players_they_fit():
    def candidates(roster: Roster, written: str) -> tuple[str, ...]:
        return (
            parse(f"<b>vote {written}</b>", roster, author=VOTER).near_misses[0].target.candidates
        )

    assert candidates(FOREST, "Ivy") == ("Ivo", "Ivory")
    assert candidates(FOREST, "Pumpkin's") == ("PumpkinKing", "Pumpkin_Spice")
    assert candidates(NAMES, "Sams") == ("Sam", "SamTheMan", "Samwise")
    assert set(candidates(NAMES, "sammy")) == {"Sam", "SamTheMan", "Samwise"}


PLAYERS = ("Ivo", "Ivory", "Agent47", "Kestrel", "Juno", "Marlowe", "Tobias")


def test_a_replaced_players_name_votes_for_the_slot_and_a_dead_ones_is_refused():
    events = (
        HostEvent("substitution", at_post=2, player="Kestrel", other="Wrenna"),
        HostEvent("death", at_post=3, player="Ivo"),
    )
    players = (*(PlayerEntry(p) for p in PLAYERS), PlayerEntry("Wrenna", backup=True))
    g = msgspec.structs.replace(game(events=events), players=players)
    posts = thread(
        ("host", "<b>Day 1</b> begins"),
        ("host", "Wrenna replaces Kestrel"),
        ("host", "Ivo was found dead"),
        ("Juno", "<b>vote Kestrel</b>"),  # the old name: the slot
        ("Agent47", "<b>vote kes</b>"),
        ("Ivory", "<b>vote Ivo</b>"),  # dead: refused, never moved to Ivory
        ("Marlowe", "<b>vote Ivo's</b>"),
        ("Tobias", "<b>vote ivos</b>"),
    )
    day = pipeline.count(g, posts).day(1)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Wrenna": ["Juno", "Agent47"]
    }
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Ivory"),
        ("VOTE_FOR_DEAD", "Marlowe"),
        ("VOTE_FOR_DEAD", "Tobias"),
    ]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data(), st.sampled_from(["'s", "\u2019s", "'S"]))
def test_a_players_login_with_a_possessive_counts_for_them(names, data, possessive):
    # "Sam's" beside Samwise, "A.J.'s" beside AJ_Styles: the login, never a longer name
    player = data.draw(st.sampled_from(names))
    assume(not any(fold(n) == fold(player + "s") for n in names))  # "Sam" and "Sams"
    assert votes(names, f"<b>vote {player}{possessive}</b>") == [
        ("vote", player, ResolutionStatus.RESOLVED)
    ]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data())
def test_a_players_login_with_an_s_is_never_another_player(names, data):
    # "Sams" beside Samwise: Sam, or AMBIGUOUS with Sam among the candidates
    player = data.draw(st.sampled_from(names))
    assume(len(fold(player)) >= 2)  # "Js" is the start of Jsaur, never J's plural
    assume(not any(fold(n) == fold(player + "s") for n in names))
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse(f"<b>vote {player}s</b>", roster, author=VOTER)
    assert [c.target_player for c in parsed.commands] in ([player], [])
    if not parsed.commands:
        assert player in parsed.near_misses[0].target.candidates
