"""A catalogue of the kinds of usernames phpBB (MafiaScum) and Discourse allow and players
have, and what a bold vote at each must come to (issue #25): the player meant, No Lynch,
AMBIGUOUS with the players it may mean (reported, never guessed), or nobody. Read through
``parse_post``, the entry the tally uses, and for a few through the whole pipeline.
Names are invented for these tests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from votecount.count import pipeline
from votecount.gamefile.game import Game, PhaseEntry, PlayerEntry
from votecount.parser import Player, Roster
from votecount.parser.model import NO_ELIMINATION, Post

from ..helpers import AMBIGUOUS, assert_vote_meant, parse

VOTER = "Hemlock Bell"


def _roster(*names: str) -> Roster:
    return Roster([Player(n) for n in (*names, VOTER)])


SPACES = _roster("pirate mollie", "Old Man Hemlock", "Juno")
DIGITS = _roster("Fro99er", "ortiz1193", "2ndLt", "Juno")
PUNCTUATION = _roster(
    "-Grey-", "hp[leaves]", "Mr. Flay", "Mr. Fox", "St. Constantine", "O'Neil", "x_X", "Juno"
)
SHORT = _roster("Ty", "J", "Tyrant", "Jade")
SCRIPTS = _roster("Zoë", "Ørn", "José Luis", "山田", "田中", "Дмитрий", "NIGHTHAWK", "ɀefira")
GAME_WORDS = _roster("Nobody", "Sleep", "Skip", "Someone", "Day", "Me", "Juno")
INSIDE = _roster("Alex", "Alexandra", "Ivy", "Ivysaur", "Wren", "Wren2", "The Kool", "Kool")
WORD = _roster("Koolzzy", "The Kool", "Maxwell", "Mad Max", "Juno")
LOOKALIKE = _roster("Alice", "\u0410lice", "Juno")  # the second with a Cyrillic А
PLAIN = _roster("Juno", "Tess")
PRONOUNS = _roster("Heronvale", "TheLantern", "Itzelmoor", "Captain Who", "Thessaly")

CATALOGUE = [
    # spaces: the whole name in any case, run together, or one word of it
    (SPACES, "pirate mollie", "pirate mollie"),
    (SPACES, "Pirate Mollie", "pirate mollie"),
    (SPACES, "piratemollie", "pirate mollie"),
    (SPACES, "mollie", "pirate mollie"),
    (SPACES, "hemlock", AMBIGUOUS),  # a whole word of the voter's name and another's
    (SPACES, "Old Man", "Old Man Hemlock"),
    # digits: the login, its letters alone, digits read as letters
    (DIGITS, "fro99er", "Fro99er"),
    (DIGITS, "frogger", "Fro99er"),
    (DIGITS, "ortiz", "ortiz1193"),
    (DIGITS, "2ndLt", "2ndLt"),
    (DIGITS, "2nd lt", "2ndLt"),
    # punctuation: the name with or without it, and a name with a stop and a space
    (PUNCTUATION, "-Grey-", "-Grey-"),
    (PUNCTUATION, "grey", "-Grey-"),
    (PUNCTUATION, "hp[leaves]", "hp[leaves]"),
    (PUNCTUATION, "Mr. Flay", "Mr. Flay"),
    (PUNCTUATION, "mr. fox", "Mr. Fox"),
    (PUNCTUATION, "Mr Flay", "Mr. Flay"),
    (PUNCTUATION, "Mr. Flay.", "Mr. Flay"),
    (PUNCTUATION, "Mr", AMBIGUOUS),  # Mr. Flay or Mr. Fox
    (PUNCTUATION, "St. Constantine", "St. Constantine"),
    (PUNCTUATION, "Constantine", "St. Constantine"),
    (PUNCTUATION, "O'Neil", "O'Neil"),
    (PUNCTUATION, "oneil", "O'Neil"),
    (PUNCTUATION, "X_X", "x_X"),
    (PUNCTUATION, "hp[leaves] for now", "hp[leaves]"),
    # one or two letters, beside longer names that start with them
    (SHORT, "Ty", "Ty"),
    (SHORT, "ty", "Ty"),
    (SHORT, "J", "J"),
    (SHORT, "Tyr", "Tyrant"),
    (SHORT, "Ja", "Jade"),
    (SHORT, "Ty for now", "Ty"),  # a whole name, then more words
    (SHORT, "J because", "J"),
    (SHORT, "Ty, Jade", AMBIGUOUS),  # two players named
    (SHORT, "Ty & Jade", AMBIGUOUS),
    (SHORT, "Ty because Jade said so", "Ty"),  # a reason further on names no target
    # accents, other scripts, all caps
    (SCRIPTS, "Zoe", "Zoë"),
    (SCRIPTS, "orn", "Ørn"),
    (SCRIPTS, "jose", "José Luis"),
    (SCRIPTS, "山田", "山田"),
    (SCRIPTS, "田中", "田中"),
    (SCRIPTS, "дмитрий", "Дмитрий"),
    (SCRIPTS, "mtp", None),  # the Latin-looking letters of Дмитрий are not its name
    (SCRIPTS, "Nighthawk", "NIGHTHAWK"),
    (SCRIPTS, "zefira", "ɀefira"),  # a z with a tail, no accent to strip
    # names that are game words: the player, in any case
    (GAME_WORDS, "Nobody", "Nobody"),
    (GAME_WORDS, "nobody", "Nobody"),
    (GAME_WORDS, "SLEEP", "Sleep"),
    (GAME_WORDS, "skip", "Skip"),
    (GAME_WORDS, "no lynch", NO_ELIMINATION),  # no player is named so
    (GAME_WORDS, "someone", "Someone"),
    (GAME_WORDS, "Day", "Day"),
    (GAME_WORDS, "Me", "Me"),  # the login as written
    (GAME_WORDS, "me", AMBIGUOUS),  # the voter, or the player named Me
    (PLAIN, "nobody", NO_ELIMINATION),
    (PLAIN, "sleep", NO_ELIMINATION),
    (PLAIN, "me", VOTER),
    # a name inside another's, a digit or "The" more
    (INSIDE, "Alex", "Alex"),
    (INSIDE, "alexa", "Alexandra"),
    (INSIDE, "Ale", AMBIGUOUS),
    (INSIDE, "ivy", "Ivy"),
    (INSIDE, "Ivysa", "Ivysaur"),
    (INSIDE, "Ivys", AMBIGUOUS),  # Ivysaur's start, or Ivy's without the apostrophe
    (INSIDE, "Wren", "Wren"),
    (INSIDE, "Wren 2", "Wren2"),
    (INSIDE, "Wren3", AMBIGUOUS),  # one away from both
    (INSIDE, "kool", "Kool"),
    (INSIDE, "The Kool", "The Kool"),
    (INSIDE, "thekool", "The Kool"),
    # a whole word of one name beats the start of another
    (WORD, "kool", "The Kool"),
    (WORD, "max", "Mad Max"),
    (WORD, "maxw", "Maxwell"),
    # a pronoun or article is no piece, initials or typo of a name, unless a word of one
    (PRONOUNS, "her", None),
    (PRONOUNS, "the", None),
    (PRONOUNS, "it", None),
    (PRONOUNS, "them", None),
    (PRONOUNS, "who", "Captain Who"),
    (PRONOUNS, "Heron", "Heronvale"),
    # names that fold to one key: reported even when written exactly
    (LOOKALIKE, "Alice", AMBIGUOUS),
    (LOOKALIKE, "alice", AMBIGUOUS),
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CATALOGUE,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CATALOGUE)],
)
def test_a_vote_at_a_kind_of_username(roster, written, meant):
    assert_vote_meant(roster, written, meant, VOTER)


def test_a_name_with_a_stop_is_read_past_the_stop_only_as_a_whole_name():
    # "Mr. Flay" is a name; "Juno. Flay is ..." is a name and a new sentence
    roster = _roster("Mr. Flay", "Juno", "Flayburn")
    assert [c.target_player for c in parse("<b>vote Mr. Flay</b>", roster).commands] == ["Mr. Flay"]
    parsed = parse("<b>vote Juno. Flay is next</b>", roster, author=VOTER)
    assert [c.target_player for c in parsed.commands] == ["Juno"]


def test_a_whole_name_then_many_words_is_read_from_the_name_alone():
    # only runs as long as a name can be are tried: thousands of words after it change
    # nothing, and a run of words that no name is as long as names nobody
    roster = _roster("Ty", "Jade", "Tyrant")
    assert roster.leading_name("Ty " + "so " * 3000).player == "Ty"
    assert roster.leading_name("Jade - - - " + "x " * 3000).player == "Jade"
    assert roster.leading_name("x " * 3000 + "Ty") is None


T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
PLAYERS = ("Wren", "Wren2", "Mr. Flay", "Mr. Fox", "Nobody", "Zoë", "Alexandra")


def _post(n: int, author: str, html: str) -> Post:
    return Post("t1", f"id{n}", n, author, T0 + timedelta(minutes=n), html)


def test_the_whole_pipeline_counts_votes_at_tricky_names():
    game = Game(
        name="names",
        ruleset="mafia",
        threads=("https://forum.example/t/1",),
        hosts=("host",),
        players=tuple(PlayerEntry(p) for p in PLAYERS),
        phases=(PhaseEntry("day", 1, start_post=1),),
    )
    rows = [
        ("host", "<b>Day 1</b> begins"),
        ("Wren", "<b>vote Wren2</b>"),
        ("Wren2", "<b>VOTE: wren</b>"),
        ("Mr. Flay", "<b>vote Mr. Fox.</b> He dodged"),
        ("Mr. Fox", "<b>vote nobody</b>"),  # the player Nobody
        ("Nobody", '<b>vote <span style="color:red">Zoe</span></b>'),
        ("Zoë", "<b>vote Alexa</b>"),
        ("Alexandra", "<b>vote Mr</b>"),  # Mr. Flay or Mr. Fox: not counted
    ]
    posts = [_post(n, a, h) for n, (a, h) in enumerate(rows, start=1)]
    day = pipeline.count(game, posts).day(1)
    wagons = {p: day.wagon(p) for p in PLAYERS}
    voters = {p: [v.voter for v in w.votes] if w else [] for p, w in wagons.items()}
    assert voters == {
        "Wren": ["Wren2"],
        "Wren2": ["Wren"],
        "Mr. Flay": [],
        "Mr. Fox": ["Mr. Flay"],
        "Nobody": ["Mr. Fox"],
        "Zoë": ["Nobody"],
        "Alexandra": ["Zoë"],
    }
    assert [v.code for v in day.rejected] == ["AMBIGUOUS_TARGET"]
