"""Names on unseen players, sixth round (issue #25, ``names20``): invented rosters with
the fifth round's leftovers ("Juno, Lark" beside Juno Lark, Juno and Lark; "Wren; Juno"
beside Wrenfield), titles and honorifics the writer adds ("Mr. Ivo", "Kes-chan"), a role
claim glued to a name ("IvoCop", "Juno(doc)"), the words of a name typed in another
order ("Network Misaka"), players named like words of a vote ("Will", "May"), look-alike
letters of other scripts inside a name ("Ivо"), punctuation runs ("Ivo?!"), nicknames the
host lists beside a name ("Ivo (aka Ivy)"), a space put into a name or left out of one,
and a typo at a name's first letter ("Kuno" for Juno). Each case says what a host reads:
the player, AMBIGUOUS with the players it may mean (reported, never guessed) or nobody
(reported). Read through ``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .days import day_after_a_replacement_and_a_death
from .zoo import VOTER, roster

# names19's and review18n's leftovers: a list typed beside a player of both names
LISTED = roster("Juno Lark", "Juno", "Lark", "Wrenfield", "Ivo", "Kestrel", "Ember")
ONE_OF_TWO = roster("Juno Lark", "Ivo", "Kestrel", "Wrenfield", "Ember")
TITLED = roster("Ivo", "Juno", "Lark", "Kestrel", "Wrenfield", "Ember", "Tansy")
# a title that is a word of another player's name
LORDLY = roster("Ivo", "Juno", "Lord Byron", "Sir Loin", "Kestrel", "Tansy")
CLAIMED = roster("Ivo", "Juno", "Lark", "Kestrel", "Wrenfield", "Ember", "Tansy", "Copper")
ORDERED = roster(
    "Misaka Network", "juno_bright", "Lark Song", "Ember.Falls", "Old Man Quill", "Ivo",
    "Kestrel", "Juno",
)  # fmt: skip
WORDY = roster("Will", "May", "Just", "Lark", "Ivo", "Juno", "Kestrel", "Tansy")
PLAIN = roster("Will", "May", "Lark", "Ivo", "Juno", "Kestrel", "Tansy")
DIGITS = roster("Ivo", "Ivo2", "Juno", "Juno3", "Lark", "Kestrel", "Tansy")
LOOKALIKE = roster("Ivo", "Juno", "Lark", "Wren", "Kestrel", "Ember", "Tansy", "Ola")
PUNCT = roster("Ivo", "Juno", "Lark", "Wrenfield", "Kestrel", "Ember", "Tansy")
NICKED = roster(
    "Ivo (aka Ivy)", "Ivory", "Juno (aka June)", "Junebug", "Lark", "Kestrel (Kes)", "Tansy",
)  # fmt: skip
SPACED = roster("Ivo", "Juno", "Kestrel", "Misaka Network", "Wrenfield", "Ember", "Lark Song")
FIRST_LETTER = roster("Juno", "Lark", "Wren", "Kestrel", "Ember", "Tansy", "Ivo")
GUARDED = roster("Cornelius", "Ivo", "Lark", "Doc", "Mistral", "Juno Bright", "Bright")
MARKED = roster("Ivo", "Ivo2", "Juno", "Lark Song", "Misaka Network", "Kestrel", "Tansy", "Ember")
BOTH = roster("Lark", "Juno", "Juno Lark", "Ivo", "Kestrel", "Lark I")
SPLIT = roster("Per", "Bag", "Ent", "Ius", "Ake", "Gang", "Ivo", "Lark")  # words' ends
NEAR_FIRST = roster("Juno", "Kuna", "Lark", "Mark", "Wren", "Kestrel", "Ember", "Amber")

CASES = [
    # the fifth round's leftovers: a list typed beside a player of both names
    (LISTED, "Juno, Lark", AMBIGUOUS),  # Juno Lark, or Juno and Lark listed
    (LISTED, "Juno; Lark", AMBIGUOUS),
    (LISTED, "Juno & Lark", AMBIGUOUS),
    (LISTED, "Juno + Lark", AMBIGUOUS),
    (LISTED, "Juno Lark", "Juno Lark"),  # the name as written
    (LISTED, "juno lark", "Juno Lark"),
    (LISTED, "JunoLark", "Juno Lark"),
    (LISTED, "Juno_Lark", "Juno Lark"),
    (LISTED, "Wren;Juno", AMBIGUOUS),  # Wrenfield shortened, and Juno
    (LISTED, "Ivo; Ember", AMBIGUOUS),
    (LISTED, "Ivo;", "Ivo"),
    (ONE_OF_TWO, "Juno, Lark", "Juno Lark"),  # nobody else named so: the one player
    (ONE_OF_TWO, "Juno; Lark", "Juno Lark"),
    (ONE_OF_TWO, "Juno & Lark", "Juno Lark"),
    # a title or an honorific the writer adds
    (TITLED, "Mr. Ivo", "Ivo"),
    (TITLED, "Mr Ivo", "Ivo"),
    (TITLED, "Sir Juno", "Juno"),
    (TITLED, "Dr Lark", "Lark"),
    (TITLED, "Dr. Lark", "Lark"),
    (TITLED, "Ms. Tansy", "Tansy"),
    (TITLED, "Miss Ember", "Ember"),
    (TITLED, "Madam Juno", "Juno"),
    (TITLED, "Lady Ember", "Ember"),
    (TITLED, "Sir Wren", "Wrenfield"),
    (TITLED, "Mr.Ivo", "Ivo"),
    (TITLED, "MrIvo", "Ivo"),
    (TITLED, "SirJuno", "Juno"),
    (TITLED, "DrLark", "Lark"),
    (TITLED, "Ivo-kun", "Ivo"),
    (TITLED, "Ivo kun", "Ivo"),
    (TITLED, "Juno-chan", "Juno"),
    (TITLED, "Lark-san", "Lark"),
    (TITLED, "Kes-chan", "Kestrel"),
    (TITLED, "Wren-san", "Wrenfield"),
    (TITLED, "Ivo-sama", "Ivo"),
    (TITLED, "Emberchan", "Ember"),
    (TITLED, "Tansy-senpai", "Tansy"),
    (TITLED, "Herr Ivo", "Ivo"),
    (TITLED, "Mx. Juno", "Juno"),
    (LORDLY, "Lord Ivo", "Ivo"),  # a title before a whole name: "Lord" alone names nobody
    (LORDLY, "Sir Juno", "Juno"),
    (LORDLY, "Lord Kes", AMBIGUOUS),  # Kestrel shortened, or Lord Byron
    (LORDLY, "LordKes", AMBIGUOUS),
    (LORDLY, "Lord Byron", "Lord Byron"),
    (LORDLY, "Byron", "Lord Byron"),
    (LORDLY, "Mr. Ivo", "Ivo"),
    (LORDLY, "Sir", "Sir Loin"),
    # a role claim glued to a name
    (CLAIMED, "IvoCop", "Ivo"),
    (CLAIMED, "ivocop", "Ivo"),
    (CLAIMED, "JunoDoc", "Juno"),
    (CLAIMED, "Juno(doc)", "Juno"),
    (CLAIMED, "Juno (doc)", "Juno"),
    (CLAIMED, "Lark[cop]", "Lark"),
    (CLAIMED, "Lark_vig", "Lark"),
    (CLAIMED, "Lark-vig", "Lark"),
    (CLAIMED, "TansyVT", "Tansy"),
    (CLAIMED, "EmberCop", "Ember"),
    (CLAIMED, "KesCop", "Kestrel"),
    (CLAIMED, "Kes(cop)", "Kestrel"),
    (CLAIMED, "Copper", "Copper"),
    (CLAIMED, "Cop", "Copper"),  # the start of a player's name, no claim
    (CLAIMED, "copIvo", "Ivo"),
    (CLAIMED, "IvoScum", "Ivo"),
    (CLAIMED, "Wrenfield(vig)", "Wrenfield"),
    (CLAIMED, "Ivobg", "Ivo"),
    (GUARDED, "Corvet", None),  # no role split off a word of one piece but a whole name
    (GUARDED, "DocIvo", AMBIGUOUS),  # Ivo with a claim, or Doc
    (GUARDED, "IvoDoc", AMBIGUOUS),
    (GUARDED, "MrLark", "Lark"),
    (GUARDED, "mrlark", "Lark"),
    (GUARDED, "Mistral", "Mistral"),
    (GUARDED, "Bright Juno", AMBIGUOUS),  # Bright then a word, or Juno Bright reordered
    (GUARDED, "Juno Bright", "Juno Bright"),
    (GUARDED, "Bright Lark", AMBIGUOUS),  # two names
    # the words of a name in another order
    (ORDERED, "Network Misaka", "Misaka Network"),
    (ORDERED, "network misaka", "Misaka Network"),
    (ORDERED, "NetworkMisaka", "Misaka Network"),
    (ORDERED, "Bright Juno", "juno_bright"),
    (ORDERED, "bright_juno", "juno_bright"),
    (ORDERED, "Song Lark", "Lark Song"),
    (ORDERED, "SongLark", "Lark Song"),
    (ORDERED, "Falls Ember", "Ember.Falls"),
    (ORDERED, "Quill Old Man", "Old Man Quill"),
    (ORDERED, "Juno", "Juno"),
    (ORDERED, "Juno Ivo", AMBIGUOUS),
    # players named like words of a vote
    (WORDY, "Will", "Will"),
    (WORDY, "will", "Will"),
    (WORDY, "WILL", "Will"),
    (WORDY, "May", "May"),
    (WORDY, "may", "May"),
    (WORDY, "Just", "Just"),
    (WORDY, "Just Lark", AMBIGUOUS),  # Lark (just Lark), or the player Just
    (WORDY, "Will for now", "Will"),
    (WORDY, "May lol", "May"),
    (WORDY, "Will, I guess", "Will"),
    (WORDY, "Will's", "Will"),
    (PLAIN, "Just Lark", "Lark"),
    (PLAIN, "just Juno", "Juno"),
    (PLAIN, "Just Kes", "Kestrel"),
    (PLAIN, "only Ivo", "Ivo"),
    (PLAIN, "Will and May", AMBIGUOUS),
    # names that differ by a trailing number
    (DIGITS, "Ivo", "Ivo"),
    (DIGITS, "Ivo2", "Ivo2"),
    (DIGITS, "Ivo 2", "Ivo2"),
    (DIGITS, "Ivo_2", "Ivo2"),
    (DIGITS, "Ivo#2", "Ivo2"),
    (DIGITS, "ivo two", "Ivo2"),
    (DIGITS, "Ivo3", AMBIGUOUS),  # Ivo2's number mistyped, or Ivo with a number
    (DIGITS, "Juno", "Juno"),
    (DIGITS, "Juno 3", "Juno3"),
    (DIGITS, "Juno2", AMBIGUOUS),
    (DIGITS, "Iv", AMBIGUOUS),  # the start of both
    # look-alike letters of other scripts inside a name
    (LOOKALIKE, "Ivо", "Ivo"),  # Cyrillic o
    (LOOKALIKE, "Іvo", "Ivo"),  # Cyrillic I
    (LOOKALIKE, "Ιvo", "Ivo"),  # Greek Iota
    (LOOKALIKE, "Jυno", "Juno"),  # Greek upsilon
    (LOOKALIKE, "Lаrk", "Lark"),  # Cyrillic a
    (LOOKALIKE, "Wrеn", "Wren"),  # Cyrillic e
    (LOOKALIKE, "Кestrel", "Kestrel"),  # Cyrillic K
    (LOOKALIKE, "ЕMBER", "Ember"),  # Cyrillic E
    (LOOKALIKE, "Тansy", "Tansy"),  # Cyrillic T
    (LOOKALIKE, "Оla", "Ola"),
    (LOOKALIKE, "Иво", "Ivo"),  # Ivo typed in Cyrillic letters, romanised (namezoo28; was unread)
    # punctuation runs
    (PUNCT, "Ivo...", "Ivo"),
    (PUNCT, "Ivo?!", "Ivo"),
    (PUNCT, "Juno!!!", "Juno"),
    (PUNCT, "Lark??", "Lark"),
    (PUNCT, "Wren…", "Wrenfield"),
    (PUNCT, "Kes...", "Kestrel"),
    (PUNCT, "Ember?!?!", "Ember"),
    (PUNCT, "...Tansy", "Tansy"),
    (PUNCT, "Ivo..", "Ivo"),
    (PUNCT, "Juno!!1!", "Juno"),
    (PUNCT, "~Lark~", "Lark"),
    (PUNCT, "**Kestrel**", "Kestrel"),
    (PUNCT, "Ivo!!! for now", "Ivo"),
    # nicknames the host lists beside a name
    (NICKED, "Ivo", "Ivo (aka Ivy)"),
    (NICKED, "Ivy", "Ivo (aka Ivy)"),
    (NICKED, "ivy", "Ivo (aka Ivy)"),
    (NICKED, "Ivory", "Ivory"),
    (NICKED, "Juno", "Juno (aka June)"),
    (NICKED, "June", "Juno (aka June)"),
    (NICKED, "Junebug", "Junebug"),
    (NICKED, "Kes", "Kestrel (Kes)"),
    (NICKED, "Kestrel", "Kestrel (Kes)"),
    (NICKED, "aka", None),
    (NICKED, "Ivy's", "Ivo (aka Ivy)"),
    # a space put into a name, or left out of one
    (SPACED, "Ju no", "Juno"),
    (SPACED, "Kes trel", "Kestrel"),
    (SPACED, "Em ber", "Ember"),
    (SPACED, "Wren field", "Wrenfield"),
    (SPACED, "MisakaNetwork", "Misaka Network"),
    (SPACED, "misakanetwork", "Misaka Network"),
    (SPACED, "LarkSong", "Lark Song"),
    (SPACED, "I vo", "Ivo"),
    (SPACED, "Misaka Net work", "Misaka Network"),
    (SPACED, "Kest rel", "Kestrel"),
    # a typo at a name's first letter
    (FIRST_LETTER, "Kuno", "Juno"),
    (FIRST_LETTER, "Vren", "Wren"),
    (FIRST_LETTER, "Mark", "Lark"),
    (FIRST_LETTER, "Bmber", "Ember"),
    (FIRST_LETTER, "Lestrel", "Kestrel"),
    (FIRST_LETTER, "Ransy", "Tansy"),
    (FIRST_LETTER, "Uvo", None),  # 3 letters: no typo read
    (NEAR_FIRST, "Kuno", AMBIGUOUS),  # Juno mistyped, or Kuna
    (NEAR_FIRST, "Jark", AMBIGUOUS),  # Lark or Mark
    (NEAR_FIRST, "Omber", AMBIGUOUS),  # Ember or Amber
    (NEAR_FIRST, "Bark", AMBIGUOUS),
    (NEAR_FIRST, "Kuna", "Kuna"),
    (NEAR_FIRST, "Mark", "Mark"),
    # marks, stops and glued words a second pass found
    (MARKED, "Ivo²", "Ivo2"),  # a superscript figure
    (MARKED, "I̶v̶o̶", "Ivo"),  # combining strokes
    (MARKED, "Ivo🔪", "Ivo"),
    (MARKED, "#Ivo", "Ivo"),
    (MARKED, "¡Ivo!", "Ivo"),
    (MARKED, "Kark Song", "Lark Song"),  # the first letter mistyped in a longer name
    (MARKED, "Nisaka Network", "Misaka Network"),
    (MARKED, "Network Misak", "Misaka Network"),
    (MARKED, "Song Lark lol", "Lark Song"),
    (MARKED, "IvoTheCop", "Ivo"),
    (MARKED, "Ivo2Cop", "Ivo2"),
    (MARKED, "JunoCop's", "Juno"),
    (MARKED, "Kes-chan's", "Kestrel"),
    (MARKED, "Emb-chan", "Ember"),
    (MARKED, "SenorIvo", "Ivo"),
    (MARKED, "Mrs.Kes", "Kestrel"),
    (MARKED, "Dr.Kestrel", "Kestrel"),
    (MARKED, "Juno_the_doc", "Juno"),
    (MARKED, "Ivo.san", "Ivo"),
    (BOTH, "Juno/Lark", AMBIGUOUS),  # Juno Lark, or Juno and Lark
    (BOTH, "Lark Juno", AMBIGUOUS),  # Lark then Juno, or Juno Lark reordered
    (BOTH, "Lark, Juno", AMBIGUOUS),
    (BOTH, "Juno Lark lol", "Juno Lark"),
    (BOTH, "Juno and Lark", AMBIGUOUS),
    (roster("Rock and Roll", "Rock", "Roll", "Ivo"), "rock and roll", "Rock and Roll"),
    (roster("Rock & Roll", "Rock", "Roll", "Ivo"), "rock & roll", "Rock & Roll"),
    (roster("Rock & Roll", "Rock", "Roll", "Ivo"), "Rock, Roll", AMBIGUOUS),
    # names19's leftover: a typo that is also an alias with a plural "s"
    (roster("Ivo", "Juno", "Tinsel", aliases={"Tiny": "Ivo"}), "Tinys", AMBIGUOUS),
    (roster("Ivo", "Juno", "Tinsel", aliases={"Tiny": "Ivo"}), "Tinsl", "Tinsel"),
    (roster("Ivo", "Juno", "Tinsel", aliases={"Tiny": "Ivo"}), "Junos", "Juno"),
    (CLAIMED, "Veteran", None),  # a role word alone: no "vet" before a name
    (roster("Eran", "Ivo", "Lark"), "Veteran", None),
    (roster("Eran", "Ivo", "Lark"), "vetEran", "Eran"),
    # review19n: a common word that starts with a title or a role word is no glued name
    # ("Copper" no cop before Per); a hyphenated honorific is no player's name; a list
    # is no name's words reordered
    (SPLIT, "Copper", None),
    (SPLIT, "Scumbag", None),
    (SPLIT, "scumbag", None),
    (SPLIT, "Docent", None),
    (SPLIT, "Sirius", None),
    (SPLIT, "Drake", None),
    (SPLIT, "Wolfgang", None),
    (SPLIT, "drbag", "Bag"),  # an abbreviated title run on, as "mrlark"
    (SPLIT, "BagCop", "Bag"),
    (SPLIT, "copPer", "Per"),
    (roster("Kestrel", "Chan", "Ivo"), "Kes-chan", AMBIGUOUS),  # was Chan
    (roster("Kestrel", "Chan", "Ivo"), "Ivo-chan", "Ivo"),  # a whole name, then -chan
    (roster("Kestrel", "Chan", "Ivo"), "Chan", "Chan"),
    (roster("Juno Lark", "Larkspur", "Juno", "Ivo"), "Lark, Juno", AMBIGUOUS),
    (roster("Juno Lark", "Larkspur", "Juno", "Ivo"), "Lark Juno", "Juno Lark"),
    (roster("Juno and Wren", "Wrenfield", "Juno", "Ivo"), "Wren and Juno", AMBIGUOUS),
    (roster("Juno Bright", "Juno", "Ivo"), "Bright, Juno", AMBIGUOUS),
    # names20's leftovers (parse.py, resolve.py): two names cut apart, one shortened;
    # a shortened name after a title's stop
    (LISTED, "Wren; Juno", AMBIGUOUS),  # was Wrenfield
    (LISTED, "Wren; Ivo", AMBIGUOUS),
    (LISTED, "Kes; Ember", AMBIGUOUS),  # was Kestrel
    (LISTED, "Kes vs Ember", AMBIGUOUS),  # was Ember
    (LISTED, "Ivo; lol", "Ivo"),
    (LISTED, "Ivo; the cop", "Ivo"),
    (TITLED, "Mr. Kes", "Kestrel"),  # was unresolved
    (TITLED, "Dr. Kes is scum", "Kestrel"),
    (TITLED, "Mr. is scum", None),
    (roster("Kestrel", "Mr Pebble", "Ivo"), "Mr. Kes", AMBIGUOUS),  # as "Lord Kes"
    (roster("Kestrel", "Mr Pebble", "Ivo"), "Mr. Pebble", "Mr Pebble"),
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_at_an_unseen_player(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


_PLAYERS = ("Ivo", "Ivo2", "Juno", "Lark", "Wren", "Ember", "Bee", "Cole", "Dax", "Eli", "Fern")
_PLAYERS += ("Gus", "Hal", "Kestrel")  # no majority from the votes below


def test_a_replaced_players_name_beside_a_newcomer_of_a_like_name() -> None:
    # Juno replaced by Junie: her name, its start, or with a claim or an honorific glued,
    # is the slot; Ivo2 dead: "Ivo 2" refused, never moved to Ivo; Ivo's name with a title
    # or a claim glued is the living Ivo
    votes = (
        ("Lark", "vote Ivo"),
        ("Wren", "vote Ivo 2"),
        ("Ember", "vote Juno"),
        ("Bee", "vote Jun"),
        ("Cole", "vote JunoCop"),
        ("Dax", "vote Juno-chan"),
        ("Eli", "vote Junie"),
        ("Gus", "vote Mr. Ivo"),
        ("Hal", "vote IvoCop"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Juno", "Junie", "Ivo2", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Junie": ["Ember", "Bee", "Cole", "Dax", "Eli"],
        "Ivo": ["Lark", "Gus", "Hal"],
    }
    assert [(v.code, v.player) for v in day.rejected] == [("VOTE_FOR_DEAD", "Wren")]


def test_a_dead_players_name_with_a_word_glued_is_refused() -> None:
    # Ivo dead beside Ivo2: "Ivo-kun", "IvoCop", "Mr.Ivo" are the dead Ivo, never Ivo2
    votes = (
        ("Lark", "vote Ivo"),
        ("Wren", "vote Ivo-kun"),
        ("Ember", "vote IvoCop"),
        ("Bee", "vote Ivo2"),
        ("Cole", "vote Ivo two"),
        ("Dax", "vote Juno, Lark"),
        ("Eli", "vote Mr.Ivo"),
    )
    day = day_after_a_replacement_and_a_death(_PLAYERS, "Juno", "Junie", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {"Ivo2": ["Bee", "Cole"]}
    assert [(v.code, v.player) for v in day.rejected] == [
        ("VOTE_FOR_DEAD", "Lark"),
        ("VOTE_FOR_DEAD", "Wren"),
        ("VOTE_FOR_DEAD", "Ember"),
        ("AMBIGUOUS_TARGET", "Dax"),
        ("VOTE_FOR_DEAD", "Eli"),
    ]
