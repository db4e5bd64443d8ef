"""Names on unseen players, ninth round (issue #25, ``names23``): invented rosters with
the eighth round's leftovers ("Joe" beside Joel and Jö, "Ivo#2" beside Ivo#1234 and
Ivo#5678, "Wren, hope they're scum" beside a player Hope), names with emoji typed without
them, leading articles ("The Ivo", "TheJuno"), initials ("J.R. Wren" typed "JR", "jrw"),
leetspeak ("1v0", "Jun0"), possessives and plurals ("Ivos" beside Ivor, "Ivo's wagon"),
titles and roles ("Mr Ivo", "Dr. Juno", "Ivo the cop"), names differing only by case
("ivo" and "IVO"), names with "vote" in them ("Devoted", "Voter"), middle dots and
underscores ("Ivo_Grey", "Juno·Lark"), two-letter names ("Jo", "Al"), a host's alias
that is another player's name, hydras ("Ivo/Juno" beside Ivor), slot numbers, and a
second pass at the new rules' edges. Each case says what a host reads: the player,
AMBIGUOUS with the players it may mean (reported, never guessed) or nobody (reported).
Read through ``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

LEFT = roster("Joel", "Jö", "Thora", "Þór", "Ivo#1234", "Ivo#5678", "Wren", "Hope", "Lark")
EMOJI = roster("Ivo 🌙", "Juno✨", "🔥Lark", "Wren", "Kestrel 🦅", "🌸 Sakura 🌸")
EMOJI_TWO = roster("Ivo 🌙", "Ivo", "Juno")
ARTICLES = roster("The Ivo", "TheJuno", "Lark", "A Wren", "Theodore", "El Kestrel")
INITIALS = roster("J.R. Wren", "Ivo Marsh", "Juno Lark", "Kestrel", "A.B. Ember")
LEET = roster("Ivo", "Juno", "Lark", "Ember", "Kestrel", "Sasha", "Elias")
PLURAL = roster("Ivo", "Juno", "Lark", "Ivor", "Wrens", "Moss")
TITLES = roster("Ivo", "Juno", "Lark", "Kestrel", "Doc", "Mr Wren")
CASED = roster("ivo", "IVO", "Juno", "lark", "Ember")
VOTEWORDS = roster("Devoted", "Voter", "Unvotable", "Ivo", "Juno", "Revote")
DOTS = roster("Ivo_Grey", "Juno·Lark", "Wren.Ash", "Kestrel", "Ember__Vale")
SHORT = roster("Jo", "Al", "Ivo", "Juno", "Kestrel")
SHORT2 = roster("Jo", "Joanna", "Al", "Alfred", "Ed", "Eddard")
NICK = roster(
    Player("Kestrel", aliases=("Kes",)), "Kes", "Ivo", Player("Juno", aliases=("Junebug",)), "Lark"
)
HOSTNICK = roster(
    "Kestrel", "Ivo", "Juno", "Lark", "Wren", aliases={"Birdie": "Wren", "Ives": "Ivo"}
)
HYDRA2 = roster("Ivo/Juno", "Ivor", "Lark", "Kestrel")
HYDRA3 = roster(Player("ivojuno", "Ivo & Juno", aliases=("Ivo", "Juno")), "Juniper", "Lark")
SLOTS = roster("Ivo", "Juno", "Lark", "Kestrel", "Wren", "Ember")
SPELT = roster("Djordjevic", "Đorđe", "Bjørn", "Bjoernsen", "Jö", "Joanna", "Müller", "Ivo")
DIGITS = roster("Ivo2023", "Kestrel77", "Wren_7", "Agent 47", "Lark")
INITIALS2 = roster("Juno Reed", "Jay Rook", "J.R. Wren", "Ivo")
HOSTNICK2 = roster("Bigbird", "Ivo", "Wren", aliases={"Birdie": "Wren"})
TITLES2 = roster("Mr Wren", "Wren", "Ivo", "Drake", "Juno")
ART2 = roster("The Ivo", "Ivo", "Juno", "Lark")

CASES = [
    # the eighth round's leftovers
    (LEFT, "Joe", AMBIGUOUS),  # Jö transliterated, or Joel's start (was Jö)
    (LEFT, "Joel", "Joel"),
    (LEFT, "Jö", "Jö"),
    (LEFT, "Jo", "Jö"),
    (LEFT, "Jeo", None),
    (LEFT, "Thor", AMBIGUOUS),  # Þór transliterated, or Thora's start (was Þór)
    (LEFT, "Þór", "Þór"),
    (LEFT, "Thora", "Thora"),
    (LEFT, "Ivo#2", AMBIGUOUS),  # a tag neither has (was Ivo#1234)
    (LEFT, "Ivo#1234", "Ivo#1234"),
    (LEFT, "Ivo#5678", "Ivo#5678"),
    (LEFT, "Ivo#12", "Ivo#1234"),
    (LEFT, "Ivo#9999", AMBIGUOUS),
    (LEFT, "Ivo", AMBIGUOUS),
    (LEFT, "Ivo1234", "Ivo#1234"),
    (LEFT, "Ivo#56", "Ivo#5678"),
    (LEFT, "Wren, hope they're scum", "Wren"),  # a verb, a contraction next (was AMBIGUOUS)
    (LEFT, "Wren, hope he's scum", "Wren"),
    (LEFT, "Wren, hope you're right", "Wren"),
    (LEFT, "Wren, hope it's right", "Wren"),
    (LEFT, "Wren, Hope they're scum", AMBIGUOUS),
    (LEFT, "Wren, hope", AMBIGUOUS),
    (LEFT, "Wren, hope they’re scum", "Wren"),
    (LEFT, "Wren, hope I'm right", "Wren"),
    # emoji in names typed without
    (EMOJI, "Ivo", "Ivo 🌙"),
    (EMOJI, "ivo", "Ivo 🌙"),
    (EMOJI, "Ivo🌙", "Ivo 🌙"),
    (EMOJI, "Juno", "Juno✨"),
    (EMOJI, "Juno ✨", "Juno✨"),
    (EMOJI, "Lark", "🔥Lark"),
    (EMOJI, "Lark🔥", "🔥Lark"),
    (EMOJI, "Kestrel", "Kestrel 🦅"),
    (EMOJI, "Kes", "Kestrel 🦅"),
    (EMOJI, "Sakura", "🌸 Sakura 🌸"),
    (EMOJI, "sakura's", "🌸 Sakura 🌸"),
    (EMOJI, "Ivo's", "Ivo 🌙"),
    (EMOJI, "Juno for now", "Juno✨"),
    (EMOJI_TWO, "Ivo🌙", "Ivo 🌙"),
    (EMOJI_TWO, "Juno", "Juno"),
    # leading articles
    (ARTICLES, "Ivo", "The Ivo"),
    (ARTICLES, "The Ivo", "The Ivo"),
    (ARTICLES, "the ivo", "The Ivo"),
    (ARTICLES, "TheIvo", "The Ivo"),
    (ARTICLES, "Juno", "TheJuno"),
    (ARTICLES, "The Juno", "TheJuno"),
    (ARTICLES, "Wren", "A Wren"),
    (ARTICLES, "AWren", "A Wren"),
    (ARTICLES, "Theo", "Theodore"),
    (ARTICLES, "The", None),
    (ARTICLES, "Kestrel", "El Kestrel"),
    (ARTICLES, "Ivo's", "The Ivo"),
    (ARTICLES, "Lark", "Lark"),
    # initials
    (INITIALS, "JR", "J.R. Wren"),
    (INITIALS, "jrw", "J.R. Wren"),
    (INITIALS, "JRW", "J.R. Wren"),
    (INITIALS, "J.R.W.", "J.R. Wren"),
    (INITIALS, "J.R.", "J.R. Wren"),
    (INITIALS, "Wren", "J.R. Wren"),
    (INITIALS, "JR Wren", "J.R. Wren"),
    (INITIALS, "IM", "Ivo Marsh"),
    (INITIALS, "JL", "Juno Lark"),
    (INITIALS, "AB", "A.B. Ember"),
    (INITIALS, "abe", "A.B. Ember"),
    (INITIALS, "Ember", "A.B. Ember"),
    (INITIALS, "J", None),
    # leetspeak
    (LEET, "1v0", "Ivo"),
    (LEET, "Jun0", "Juno"),
    (LEET, "JUN0", "Juno"),
    (LEET, "L4rk", "Lark"),
    (LEET, "3mber", "Ember"),
    (LEET, "K3str3l", "Kestrel"),
    (LEET, "5asha", "Sasha"),
    (LEET, "$asha", "Sasha"),
    (LEET, "3l1as", "Elias"),
    (LEET, "E1ias", "Elias"),
    (LEET, "1vo", "Ivo"),
    # possessives and plurals
    (PLURAL, "Ivos", AMBIGUOUS),
    (PLURAL, "Ivo's wagon", "Ivo"),
    (PLURAL, "Ivo’s wagon", "Ivo"),
    (PLURAL, "Juno's", "Juno"),
    (PLURAL, "Junos", "Juno"),
    (PLURAL, "Juno's wagon", "Juno"),
    (PLURAL, "Larks", "Lark"),
    (PLURAL, "Lark's wagon", "Lark"),
    (PLURAL, "Larks'", "Lark"),
    (PLURAL, "Wren", "Wrens"),
    (PLURAL, "Wrens's", "Wrens"),
    (PLURAL, "Wrens'", "Wrens"),
    (PLURAL, "Moss'", "Moss"),
    (PLURAL, "Mosses", "Moss"),
    (PLURAL, "Ivor's", "Ivor"),
    (PLURAL, "Ivo's wagon pls", "Ivo"),  # the "'s" before a game word (namezoo28; was unread)
    # titles and roles
    (TITLES, "Ivo the cop", "Ivo"),
    (TITLES, "Mr Ivo", "Ivo"),
    (TITLES, "Mr. Ivo", "Ivo"),
    (TITLES, "Dr. Juno", "Juno"),
    (TITLES, "Dr Juno", "Juno"),
    (TITLES, "Doctor Juno", "Juno"),
    (TITLES, "Ms. Lark", "Lark"),
    (TITLES, "Mrs Kestrel", "Kestrel"),
    (TITLES, "Sir Lark", "Lark"),
    (TITLES, "Wren", "Mr Wren"),
    (TITLES, "Mr Wren", "Mr Wren"),
    (TITLES, "Lark the doctor", "Lark"),
    (TITLES, "Ivo, the cop", "Ivo"),
    (TITLES, "Doc Ivo", AMBIGUOUS),
    (TITLES, "Doc", "Doc"),
    (TITLES, "Kestrel (cop)", "Kestrel"),
    (TITLES, "Captain Lark", "Lark"),
    (TITLES, "Lark the fake cop", "Lark"),
    # names differing only by case
    (CASED, "Ivo", AMBIGUOUS),
    (CASED, "iVo", AMBIGUOUS),
    (CASED, "ivo", AMBIGUOUS),
    (CASED, "Juno", "Juno"),
    (CASED, "Lark", "lark"),
    (CASED, "LARK", "lark"),
    # names containing vote
    (VOTEWORDS, "Devoted", "Devoted"),
    (VOTEWORDS, "devoted", "Devoted"),
    (VOTEWORDS, "Devo", "Devoted"),
    (VOTEWORDS, "Voter", "Voter"),
    (VOTEWORDS, "VOTER", "Voter"),
    (VOTEWORDS, "Voter's", "Voter"),
    (VOTEWORDS, "Devoted for now", "Devoted"),
    (VOTEWORDS, "Unvotable", "Unvotable"),
    # middle dots, underscores
    (DOTS, "Ivo Grey", "Ivo_Grey"),
    (DOTS, "IvoGrey", "Ivo_Grey"),
    (DOTS, "Ivo-Grey", "Ivo_Grey"),
    (DOTS, "Ivo_Grey", "Ivo_Grey"),
    (DOTS, "Grey", "Ivo_Grey"),
    (DOTS, "Ivo", "Ivo_Grey"),
    (DOTS, "IG", "Ivo_Grey"),
    (DOTS, "Juno Lark", "Juno·Lark"),
    (DOTS, "JunoLark", "Juno·Lark"),
    (DOTS, "Juno_Lark", "Juno·Lark"),
    (DOTS, "Lark", "Juno·Lark"),
    (DOTS, "Juno", "Juno·Lark"),
    (DOTS, "Juno•Lark", "Juno·Lark"),
    (DOTS, "Wren Ash", "Wren.Ash"),
    (DOTS, "Wren", "Wren.Ash"),
    (DOTS, "Ash", "Wren.Ash"),
    (DOTS, "WrenAsh", "Wren.Ash"),
    (DOTS, "Ember Vale", "Ember__Vale"),
    (DOTS, "Ember_Vale", "Ember__Vale"),
    (DOTS, "Vale", "Ember__Vale"),
    # very short names
    (SHORT, "Jo", "Jo"),
    (SHORT, "jo", "Jo"),
    (SHORT, "JO", "Jo"),
    (SHORT, "Al", "Al"),
    (SHORT, "Jo's", "Jo"),
    (SHORT, "Al's wagon", "Al"),
    (SHORT, "Jojo", None),  # no pet name read of a two-letter name
    (SHORT, "Alan", None),
    (SHORT, "Joker", None),
    (SHORT, "Alright", None),
    (SHORT, "Ju", "Juno"),
    (SHORT, "Jo Al", AMBIGUOUS),
    (SHORT, "Jo for now", "Jo"),
    (SHORT, "Al lol", "Al"),
    (SHORT, "Also", None),
    (SHORT2, "Jo", "Jo"),
    (SHORT2, "Joa", "Joanna"),
    (SHORT2, "Alf", "Alfred"),
    (SHORT2, "Al", "Al"),
    (SHORT2, "Ed", "Ed"),
    (SHORT2, "Edd", "Eddard"),
    (SHORT2, "Jo's", "Jo"),
    # a nickname that is another's name
    (NICK, "Kes", AMBIGUOUS),
    (NICK, "Kestrel", "Kestrel"),
    (NICK, "Junebug", "Juno"),
    (NICK, "June", "Juno"),
    (NICK, "Ivo", "Ivo"),
    (HOSTNICK, "Birdie", "Wren"),
    (HOSTNICK, "birdie's", "Wren"),
    (HOSTNICK, "Ives", "Ivo"),
    (HOSTNICK, "Bird", "Wren"),  # the start of the host's alias Birdie (was unresolved)
    # hydras
    (HYDRA2, "Ivo", "Ivo/Juno"),
    (HYDRA2, "Juno", "Ivo/Juno"),
    (HYDRA2, "Ivor", "Ivor"),
    (HYDRA2, "Juno/Ivo", "Ivo/Juno"),  # was AMBIGUOUS with Ivor
    (HYDRA2, "Ivo and Juno", "Ivo/Juno"),
    (HYDRA2, "Ivo's", "Ivo/Juno"),
    (HYDRA3, "Ivo", "ivojuno"),
    (HYDRA3, "Juno", "ivojuno"),
    (HYDRA3, "Juni", "Juniper"),
    (HYDRA3, "Juno's", "ivojuno"),
    # slot numbers: the roster knows none, so nobody (never a guess)
    (SLOTS, "slot 4", None),
    (SLOTS, "#4", None),
    (SLOTS, "Slot 4", None),
    (SLOTS, "player 4", None),
    # second pass: the new rules' edges
    (SPELT, "Djordje", AMBIGUOUS),
    (SPELT, "Djordjevic", "Djordjevic"),
    (SPELT, "Bjoern", AMBIGUOUS),
    (SPELT, "Bjorn", "Bjørn"),
    (SPELT, "Joe", "Jö"),
    (SPELT, "Mueller", "Müller"),
    (SPELT, "Đorđe", "Đorđe"),
    (SPELT, "Bjørn", "Bjørn"),
    (LEFT, "Joel's", "Joel"),
    (LEFT, "Joe's", AMBIGUOUS),
    (DIGITS, "Ivo2", "Ivo2023"),
    (DIGITS, "Kes7", "Kestrel77"),
    (DIGITS, "Kes8", None),
    (DIGITS, "W7", "Wren_7"),
    (DIGITS, "W8", None),
    (DIGITS, "Agent47", "Agent 47"),
    (DIGITS, "Agent 48", "Agent 47"),
    (DIGITS, "A47", "Agent 47"),
    (LEFT, "Wren, hope we'll win", "Wren"),
    (LEFT, "Wren, hope she'd flip", "Wren"),
    (LEFT, "Wren, hope its scum", AMBIGUOUS),
    (LEFT, "Wren, hope they are scum", "Wren"),
    (LEFT, "Wren, Hope's lying", AMBIGUOUS),  # a name with a possessive listed (was Wren)
    (LEFT, "Wren and Hope's", AMBIGUOUS),
    (HYDRA2, "Juno Ivo", "Ivo/Juno"),
    (HYDRA2, "Ivo Lark", AMBIGUOUS),
    (HYDRA2, "Juno/Lark", AMBIGUOUS),
    (HYDRA2, "Ivor/Juno", AMBIGUOUS),
    (HYDRA2, "Ivor and Juno", AMBIGUOUS),  # was Ivor
    (HYDRA2, "JunoIvo", "Ivo/Juno"),
    (HYDRA2, "IvoLark", AMBIGUOUS),
    (INITIALS2, "JR", AMBIGUOUS),
    (INITIALS2, "jrw", "J.R. Wren"),
    (INITIALS2, "J.R.", AMBIGUOUS),
    (INITIALS2, "JRW", "J.R. Wren"),
    (TITLES2, "Wren", "Wren"),
    (TITLES2, "Mr Wren", "Mr Wren"),
    (TITLES2, "mr wren", "Mr Wren"),
    (TITLES2, "Dr Ivo", "Ivo"),
    (TITLES2, "Dr. Juno", "Juno"),
    (TITLES2, "Drake", "Drake"),
    # review22n: the text ends at the title's stop; the title and the name are a name
    (TITLES2, "Mr. Wren", "Mr Wren"),  # was Wren
    (TITLES2, "Mr. Ivo", "Ivo"),
    (TITLES2, "Dr. Wren", "Wren"),
    # review22n: the start of a host's alias, and a part of another player's name
    (HOSTNICK2, "Bird", AMBIGUOUS),  # Birdie (Wren's alias), or Bigbird (was Wren)
    (HOSTNICK2, "Birdi", "Wren"),
    (HOSTNICK2, "Bigb", "Bigbird"),
    (ART2, "Ivo", "Ivo"),
    (ART2, "The Ivo", "The Ivo"),
    (ART2, "the ivo", "The Ivo"),
    (ART2, "TheIvo", "The Ivo"),
    (ART2, "the Ivo's", "The Ivo"),
    (CASED, "@ivo", AMBIGUOUS),
    (SHORT, "Al.", "Al"),
    (SHORT, "Al?", "Al"),
    (SHORT, "Al, Jo", AMBIGUOUS),
    (SHORT, "JoAl", None),
    (SHORT, "Jo/Al", AMBIGUOUS),
    (EMOJI, "Ivo :crescent_moon:", "Ivo 🌙"),
    (EMOJI, "Ivo [cop]", "Ivo 🌙"),
    (TITLES, "Ivo (claimed cop)", "Ivo"),
    (TITLES, "Ivo, our cop", "Ivo"),
    (EMOJI_TWO, "Ivo 🌙's", "Ivo 🌙"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_ninth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
