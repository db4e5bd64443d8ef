"""Names on unseen players, fifth round (issue #25, ``names19``): invented rosters with
the fourth round's leftovers ("Wren and Juno" beside Wrenfield, "Lark, I guess" beside
Lark I), digits typed for letters ("Iv0", "L4rk"), letters doubled in short names, vowels
dropped ("Lrk"), initials of names of several words, CamelCase typed as words and the
reverse, underscores, dots and hyphens left off, all caps in a sentence, a role claim or
an emoji after a comma, accents dropped or added, players named like common words
("Yes", "Maybe"), "@" mentions, host-declared aliases that start another player's name.
Each case says what a host reads: the player, AMBIGUOUS with the players it may mean
(reported, never guessed) or nobody (reported). Read through ``parse_post``; names
invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .days import day_after_a_replacement_and_a_death
from .zoo import VOTER, roster

LEFTOVERS = roster("Wrenfield", "Juno", "Lark", "Lark I", "Ivo", "Kestrel", "Ember")
LEET = roster(
    "Ivo", "Juno", "Lark", "Wren", "Ember", "Kestrel", "Sable", "Zer0", "Zeroth", "Tansy",
)  # fmt: skip
DOUBLED = roster("Ivo", "Juno", "Lark", "Wren", "Kestrel", "Ash", "Tam", "Bo", "Quill")
VOWELLESS = roster(
    "Juno", "Lark", "Wren", "Kestrel", "Marlowe", "Bramble", "Lurker", "Jane", "Tansy",
)  # fmt: skip
INITIALS = roster(
    "Marble Nest", "Jade Lotus", "Juno Lark", "Silver Pine", "DarkWren", "Ivo", "Kestrel",
    "Old Man Quill", "Tansy",
)  # fmt: skip
CAMEL = roster(
    "DarkWren", "IvoryTower", "Lark Song", "juno_bright", "Ember.Falls", "Kes-trel",
    "Dark Juno", "Tansy",
)  # fmt: skip
PUNCTUATED = roster(
    "ivo_k", "juno.lark", "wren-field", "Ivo_J", "mr.bramble", "ember__7", "Tansy",
)  # fmt: skip
CAPS = roster("Ivo", "Juno", "Kestrel", "Lark", "Wrenfield", "Ember", "Tansy")
CLAIMS = roster("Ivo", "Juno", "Kestrel", "Lark", "Wrenfield", "Ember", "Tansy")
ACCENTS = roster(
    "Zoë", "José", "Renée", "Bjørn", "Müller", "Zoey", "Jürgen", "Ivo", "Ñoño", "Chloe",
)  # fmt: skip
WORDS = roster("Yes", "Maybe", "Nope", "Lark", "Ivo", "Juno", "Always", "Whatever")
MENTIONS = roster(
    "ivo_k", "Juno.Lark", "Kestrel", "DarkWren", "Ember", "Lark", "Tansy",
)  # fmt: skip
NUMBERED = roster("Ivo", "Ivo2", "Lark", "Lark2", "Juno", "Junolola", "Kestrel")
# review18n: a whole name with a comma inside and more words after it; "and" inside a name
SPELLED = roster(
    "Ivo", "Ivo the Great", "Lark", "Lark I", "Rock & Roll", "Rockford", "Juno", "Wrenfield",
)  # fmt: skip
ALIASED = roster(
    "Ivo", "Kestrel", "Juno", "Junot", "Wren", "Larkspur", "Ember",
    aliases={"Kes": "Ivo", "Lark": "Ember", "Jun": "Wren"},
)  # fmt: skip

CASES = [
    # last round's leftovers
    (LEFTOVERS, "Wren and Juno", AMBIGUOUS),  # Wrenfield shortened, and Juno
    (LEFTOVERS, "Wren or Juno", AMBIGUOUS),
    (LEFTOVERS, "Lark, I guess", "Lark"),  # a comma: no Roman figure after the name
    (LEFTOVERS, "Lark I guess", AMBIGUOUS),  # Lark then "I guess", or Lark I then "guess"
    (LEFTOVERS, "Lark I", "Lark I"),
    (LEFTOVERS, "Lark, I think", "Lark"),
    (LEFTOVERS, "Ivo, I guess", "Ivo"),
    (LEFTOVERS, "Kes and Ember", AMBIGUOUS),
    (LEFTOVERS, "Wren & Juno", AMBIGUOUS),
    (LEFTOVERS, "Kes, Ember", AMBIGUOUS),
    (LEFTOVERS, "Wrenf, Juno", AMBIGUOUS),
    (LEFTOVERS, "Juno and stuff", "Juno"),
    (LEFTOVERS, "Wren aka Juno", "Juno"),  # one player's two names: no list
    (LEFTOVERS, "Juno and Wren", AMBIGUOUS),
    # digits typed for letters
    (LEET, "Iv0", "Ivo"),
    (LEET, "IV0", "Ivo"),
    (LEET, "Jun0", "Juno"),
    (LEET, "L4rk", "Lark"),
    (LEET, "Wr3n", "Wren"),
    (LEET, "3mb3r", "Ember"),
    (LEET, "Emb3r", "Ember"),
    (LEET, "K3str3l", "Kestrel"),
    (LEET, "K35tr3l", "Kestrel"),
    (LEET, "5able", "Sable"),
    (LEET, "S4bl3", "Sable"),
    (LEET, "T4nsy", "Tansy"),
    (LEET, "zero", AMBIGUOUS),  # Zeroth's start, or Zer0 with its digit read
    (LEET, "Zer0", "Zer0"),
    (LEET, "Zeroth", "Zeroth"),
    (LEET, "Zer", "Zer0"),  # a whole word of Zer0's name beats a start
    # letters doubled in short names
    (DOUBLED, "Ivvo", "Ivo"),
    (DOUBLED, "Junno", "Juno"),
    (DOUBLED, "Larrk", "Lark"),
    (DOUBLED, "Wrenn", "Wren"),
    (DOUBLED, "Kesstrel", "Kestrel"),
    (DOUBLED, "Kestrell", "Kestrel"),
    (DOUBLED, "Assh", "Ash"),
    (DOUBLED, "Quilll", "Quill"),
    (DOUBLED, "Tamm", "Tam"),
    (DOUBLED, "Boo", None),  # 3 letters: no typo read
    (DOUBLED, "Iivo", "Ivo"),
    # vowels dropped
    (VOWELLESS, "Lrk", AMBIGUOUS),  # Lark, or Lurker
    (VOWELLESS, "Wrn", "Wren"),
    (VOWELLESS, "Kstrl", "Kestrel"),
    (VOWELLESS, "Mrlw", "Marlowe"),
    (VOWELLESS, "Brmbl", "Bramble"),
    (VOWELLESS, "Tnsy", "Tansy"),
    (VOWELLESS, "Jn", AMBIGUOUS),  # Juno, or Jane
    (VOWELLESS, "Lrkr", "Lurker"),
    (VOWELLESS, "KSTRL", "Kestrel"),
    # initials of names of several words
    (INITIALS, "MN", "Marble Nest"),
    (INITIALS, "mn", "Marble Nest"),
    (INITIALS, "M.N.", "Marble Nest"),
    (INITIALS, "JL", AMBIGUOUS),  # Jade Lotus or Juno Lark
    (INITIALS, "SP", "Silver Pine"),
    (INITIALS, "DW", "DarkWren"),
    (INITIALS, "OMQ", "Old Man Quill"),
    (INITIALS, "MQ", None),  # no initials of a name less its first word
    (INITIALS, "J.L.", AMBIGUOUS),
    # CamelCase typed as words, and the reverse
    (CAMEL, "Dark Wren", "DarkWren"),
    (CAMEL, "dark wren", "DarkWren"),
    (CAMEL, "Ivory Tower", "IvoryTower"),
    (CAMEL, "LarkSong", "Lark Song"),
    (CAMEL, "larksong", "Lark Song"),
    (CAMEL, "Juno Bright", "juno_bright"),
    (CAMEL, "JunoBright", "juno_bright"),
    (CAMEL, "Ember Falls", "Ember.Falls"),
    (CAMEL, "EmberFalls", "Ember.Falls"),
    (CAMEL, "Kestrel", "Kes-trel"),
    (CAMEL, "Wren", "DarkWren"),
    (CAMEL, "Tower", "IvoryTower"),
    (CAMEL, "Dark", AMBIGUOUS),  # DarkWren or Dark Juno
    (CAMEL, "DarkJuno", "Dark Juno"),
    (CAMEL, "Dark Wrn", "DarkWren"),
    # underscores, dots and hyphens left off
    (PUNCTUATED, "ivok", "ivo_k"),
    (PUNCTUATED, "Ivo K", "ivo_k"),
    (PUNCTUATED, "IvoK", "ivo_k"),
    (PUNCTUATED, "Ivo", AMBIGUOUS),  # ivo_k or Ivo_J
    (PUNCTUATED, "junolark", "juno.lark"),
    (PUNCTUATED, "juno lark", "juno.lark"),
    (PUNCTUATED, "Juno", "juno.lark"),
    (PUNCTUATED, "wrenfield", "wren-field"),
    (PUNCTUATED, "Wren Field", "wren-field"),
    (PUNCTUATED, "mrbramble", "mr.bramble"),
    (PUNCTUATED, "Bramble", "mr.bramble"),
    (PUNCTUATED, "ember7", "ember__7"),
    (PUNCTUATED, "Ember 7", "ember__7"),
    (PUNCTUATED, "Ember", "ember__7"),
    # all caps inside a sentence
    (CAPS, "IVO", "Ivo"),
    (CAPS, "KESTREL NOW", "Kestrel"),
    (CAPS, "JUNO FOR NOW", "Juno"),
    (CAPS, "WRENFIELD PLS", "Wrenfield"),
    (CAPS, "KES", "Kestrel"),
    (CAPS, "LARK BECAUSE SCUM", "Lark"),
    (CAPS, "EMBER LOL", "Ember"),
    (CAPS, "TANSY TBH", "Tansy"),
    # a role claim or an emoji after a comma
    (CLAIMS, "Ivo, claimed cop", "Ivo"),
    (CLAIMS, "Juno, fake doc", "Juno"),
    (CLAIMS, "Kes, VT claim", "Kestrel"),
    (CLAIMS, "Lark, self-claimed vig", "Lark"),
    (CLAIMS, "Wren, the jailkeeper", "Wrenfield"),
    (CLAIMS, "Juno 🙂", "Juno"),
    (CLAIMS, "Lark 🔪", "Lark"),
    (CLAIMS, "Kes 👀", "Kestrel"),
    (CLAIMS, "Ember ❤️", "Ember"),
    (CLAIMS, "Tansy, 🙃", "Tansy"),
    (CLAIMS, "Ivo :(", "Ivo"),
    (CLAIMS, "Juno, Ivo", AMBIGUOUS),
    # accents dropped or added
    (ACCENTS, "Zoe", "Zoë"),
    (ACCENTS, "zoe", "Zoë"),
    (ACCENTS, "Zoé", "Zoë"),
    (ACCENTS, "Jose", "José"),
    (ACCENTS, "JOSE", "José"),
    (ACCENTS, "Renee", "Renée"),
    (ACCENTS, "Bjorn", "Bjørn"),
    (ACCENTS, "Muller", "Müller"),
    (ACCENTS, "Mueller", "Müller"),
    (ACCENTS, "Jurgen", "Jürgen"),
    (ACCENTS, "Juergen", "Jürgen"),
    (ACCENTS, "Nono", "Ñoño"),
    (ACCENTS, "Ívo", "Ivo"),
    (ACCENTS, "Chloé", "Chloe"),
    (ACCENTS, "Zoëy", "Zoey"),
    # players named like common words
    (WORDS, "Yes", "Yes"),
    (WORDS, "yes", "Yes"),
    (WORDS, "YES", "Yes"),
    (WORDS, "Maybe", "Maybe"),
    (WORDS, "maybe", "Maybe"),
    (WORDS, "Nope", "Nope"),
    (WORDS, "always", "Always"),
    (WORDS, "whatever", "Whatever"),
    (WORDS, "Maybe Lark", AMBIGUOUS),  # the player Maybe, or Lark maybe
    (WORDS, "Lark maybe", AMBIGUOUS),
    (WORDS, "Yes Ivo", AMBIGUOUS),
    # "@" mentions
    (MENTIONS, "@ivo_k", "ivo_k"),
    (MENTIONS, "@Ivo_K", "ivo_k"),
    (MENTIONS, "@ivo", "ivo_k"),
    (MENTIONS, "@Juno.Lark", "Juno.Lark"),
    (MENTIONS, "@juno", "Juno.Lark"),
    (MENTIONS, "@Kes", "Kestrel"),
    (MENTIONS, "@DarkWren", "DarkWren"),
    (MENTIONS, "@Ember's", "Ember"),
    (MENTIONS, "@Lark,", "Lark"),
    (MENTIONS, "@Tansy for now", "Tansy"),
    (MENTIONS, "@Kes and Lark", AMBIGUOUS),  # Kestrel shortened, and Lark
    # host-declared aliases that start another player's name
    (ALIASED, "Kes", "Ivo"),  # the host's alias wins over Kestrel's start
    (ALIASED, "kes", "Ivo"),
    (ALIASED, "Kestrel", "Kestrel"),
    (ALIASED, "Kest", "Kestrel"),
    (ALIASED, "Lark", "Ember"),
    (ALIASED, "Larkspur", "Larkspur"),
    (ALIASED, "Larks", AMBIGUOUS),  # Larkspur's start, or the alias Lark's plural
    (ALIASED, "Jun", "Wren"),
    (ALIASED, "Juno", "Juno"),
    (ALIASED, "Ke", AMBIGUOUS),  # Kestrel's start, or the alias Kes's
    (ALIASED, "La", AMBIGUOUS),  # Larkspur's start, or the alias Lark's
    (ALIASED, "Kes's", "Ivo"),  # the alias with a possessive
    (ALIASED, "Jun's", "Wren"),
    # a possessive after a name the vote-only steps read
    (LEET, "Iv0's", "Ivo"),
    (LEET, "L4rk's", "Lark"),
    (LEET, "Jun0's", "Juno"),
    (LEET, "K3str3l's", "Kestrel"),
    (CAPS, "Junochan's", "Juno"),
    (CAPS, "Kestrelslot's", "Kestrel"),
    (CAPS, "Tansyyy's", "Tansy"),
    (VOWELLESS, "Kstrl's", None),  # an abbreviation is read on the text with the "s"
    # quote marks, brackets, a shortcode emoji, a dash around a name
    (CAPS, "'Ivo'", "Ivo"),
    (CAPS, "“Lark”", "Lark"),
    (CAPS, "(Kestrel)", "Kestrel"),
    (CAPS, "Juno :skull:", "Juno"),
    (CAPS, "Kes :eyes:", "Kestrel"),
    (CAPS, "- Ivo", "Ivo"),
    (CAPS, "Wren (claims cop)", "Wrenfield"),
    # a whole name then fillers, where a typo reads the words as another's name
    (NUMBERED, "Ivo x2", AMBIGUOUS),  # Ivo said twice, or Ivo2 mistyped
    (NUMBERED, "Lark X2", AMBIGUOUS),
    (NUMBERED, "Juno lol", AMBIGUOUS),  # Juno, or Junolola's start
    (NUMBERED, "Juno tbh", "Juno"),
    (NUMBERED, "Ivo2 x2", "Ivo2"),
    (NUMBERED, "Lark 2", "Lark2"),
    (NUMBERED, "Kes x2", "Kestrel"),
    # review18n: the comma rule and the two-sides rule near their edges
    (SPELLED, "Ivo, the Great lol", "Ivo the Great"),  # was Ivo: more than fillers after
    (SPELLED, "Ivo, the Great for now", "Ivo the Great"),
    (SPELLED, "Ivo, the Great", "Ivo the Great"),
    (SPELLED, "Ivo, I guess", "Ivo"),
    (SPELLED, "Lark, I guess", "Lark"),
    (SPELLED, "Rock and Roll", "Rock & Roll"),  # was AMBIGUOUS: both words of one name
    (SPELLED, "Wren and Juno", AMBIGUOUS),
    (CAPS, "Wren, Juno, Lark", AMBIGUOUS),  # was Lark: the last whole word alone
    (CAPS, "Wren -> Juno", "Juno"),  # an arrow is no "and" (AMBIGUOUS on main)
]


@pytest.mark.parametrize(
    ("roster", "written", "meant"),
    CASES,
    ids=[f"{i}-{w}" for i, (_, w, _) in enumerate(CASES)],
)
def test_a_vote_at_an_unseen_player(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


def test_a_replaced_or_dead_players_name_in_the_fifth_rounds_shapes() -> None:
    # a replaced player's name with digits for letters, a possessive or a comma and
    # fillers: the slot (the tally moves it to the replacement); a dead player's name so
    # written: refused, never moved to the living player whose name starts the same
    players = ("Ivo", "Ivory", "Juno", "Junot", "Lark", "Wren", "Ember", "Bee", "Cole")
    players += ("Dax", "Eli", "Fern", "Gus", "Hal")  # no majority from four votes
    votes = (
        ("Lark", "vote Jun0"),
        ("Wren", "vote Jun0's"),
        ("Ember", "vote Juno, I guess"),
        ("Bee", "vote IV0"),
        ("Cole", "vote Ivory, I guess"),
    )
    day = day_after_a_replacement_and_a_death(players, "Juno", "Wrenna", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Wrenna": ["Lark", "Wren", "Ember"],
        "Ivory": ["Cole"],
    }
    assert [(v.code, v.player) for v in day.rejected] == [("VOTE_FOR_DEAD", "Bee")]


def test_a_replaced_players_whole_name_beside_another_stays_ambiguous() -> None:
    # review18n: the replaced Juno's slot still plays (as Wrenna): "Juno and Ivory" names
    # two slots in play, never Ivory alone; "Juno/Wrenna" is the slot; a shortened name is
    # the one playing under it ("Jun": Junot, as hosts read it; "Iv": Ivory, Ivo is dead)
    players = ("Ivo", "Ivory", "Juno", "Junot", "Lark", "Wren", "Ember", "Bee", "Cole")
    players += ("Dax", "Eli", "Fern", "Gus", "Hal")
    votes = (
        ("Lark", "vote Jun"),
        ("Wren", "vote Juno and Ivory"),
        ("Ember", "vote Juno/Wrenna"),
        ("Cole", "vote Iv"),
    )
    day = day_after_a_replacement_and_a_death(players, "Juno", "Wrenna", "Ivo", votes)
    assert {w.target: [v.voter for v in w.votes] for w in day.wagons} == {
        "Junot": ["Lark"],
        "Wrenna": ["Ember"],
        "Ivory": ["Cole"],
    }
    assert [(v.code, v.player) for v in day.rejected] == [("AMBIGUOUS_TARGET", "Wren")]
