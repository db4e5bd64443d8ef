"""Typos inside shortened names and nicknames that fit one player by a general rule
(issue #25): resolved only when exactly one player fits, otherwise reported with the
candidates, never guessed. Names are invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser.model import Kind, ResolutionStatus, Step
from votecount.parser.names.players import Player, Roster

from ..helpers import parse

ROSTER = Roster(
    [
        Player("Lantern Network"),
        Player("QX Pemberton"),
        Player("zorvath417"),
        Player("gleaming_Tessaly"),
        Player("SilverHarrow"),
        Player("Brackwater"),
        Player("Brackenfold"),
    ]
)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Lantirn", "Lantern Network"),  # a typo in the first word of a spaced name
        ("Pembertin", "QX Pemberton"),  # a typo in a later word
        ("zorvith", "zorvath417"),  # a typo in the start of a login, digits left out
        ("Tesslay", "gleaming_Tessaly"),  # two letters swapped in a later word
        ("Harrwo", "SilverHarrow"),  # in a CamelCase part
        ("Silvir", "SilverHarrow"),  # a typo in the first CamelCase part
    ],
)
def test_one_letter_away_from_the_start_of_a_name_or_word(written, player):
    res = ROSTER.resolve(written)
    assert (res.status, res.player, res.step) == (
        ResolutionStatus.RESOLVED,
        player,
        Step.EDIT_DISTANCE,
    )


def test_four_letters_with_two_neighbours_swapped_name_the_start_of_one_player():
    # every letter there, two swapped: "Lnat" for Lantern Network
    res = ROSTER.resolve("Lnat")
    assert (res.status, res.player) == (ResolutionStatus.RESOLVED, "Lantern Network")
    assert ROSTER.resolve("Sliv").player == "SilverHarrow"
    assert ROSTER.resolve("Brcak").status is ResolutionStatus.AMBIGUOUS  # both Brack...


@pytest.mark.parametrize(
    ("written", "player"),
    [("Pemborten", "QX Pemberton"), ("Hawror", "SilverHarrow"), ("Yessalt", None)],
)
def test_two_letters_swapped_apart_are_one_typo(written, player):
    # "Pemborten": the e and the o of Pemberton exchanged, not neighbours; the first
    # letter moved ("Yessalt" for Tessaly) is not read
    res = ROSTER.resolve(written)
    assert res.player == player
    if player is None:
        assert res.status is ResolutionStatus.UNKNOWN


def test_two_letters_swapped_apart_fitting_two_players_is_ambiguous():
    roster = Roster([Player("Diromal"), Player("Doramil"), Player("Juno")])
    res = roster.resolve("Dorimal")  # a swap of each
    assert res.status is ResolutionStatus.AMBIGUOUS


def test_two_players_fitting_is_ambiguous_with_both_candidates():
    res = ROSTER.resolve("Brackz")  # one letter from "Brackw..." and from "Bracke..."
    assert res.status is ResolutionStatus.AMBIGUOUS
    assert set(res.candidates) == {"Brackwater", "Brackenfold"}


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Lanx", "Lantern Network"),  # the first three letters right, the last wrong
        ("Pemx", "QX Pemberton"),  # ... of a later word
        ("Pemburtin", "QX Pemberton"),  # 8+ letters: two typos in a shortened name
        ("Brax", None),  # "Bra..." starts Brackwater and Brackenfold: AMBIGUOUS
        ("Lxnt", None),  # a wrong letter inside
        ("Lan9", None),  # a digit is no typo of a letter
        ("Silvirharo", "SilverHarrow"),
        ("Pxmburtin", None),  # three typos
    ],
)
def test_looser_typos_in_a_vote_of_one_word(written, player):
    # a vote only: resolve (host posts, counts) never reads these ("then", "have")
    assert ROSTER.resolve(written).status is not ResolutionStatus.RESOLVED
    res = ROSTER.nickname(written)
    if written == "Brax":
        assert res is not None and res.status is ResolutionStatus.AMBIGUOUS
        return
    assert (res.player if res is not None else None) == player


def test_a_bold_vote_with_the_last_of_four_letters_wrong_counts():
    found = parse("<b>Vote: Lanx</b>", ROSTER, author="Brackwater").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "Lantern Network")]


@pytest.mark.parametrize("written", ["Lanx", "Pemx", "Xantern", "Silken", "Zorblatt"])
def test_short_text_a_different_first_letter_or_two_typos_stay_unknown(written):
    assert ROSTER.resolve(written).status is ResolutionStatus.UNKNOWN


def test_a_bold_vote_with_a_typo_in_a_shortened_name_counts():
    found = parse("Enough.<br><b>Vote: Pembertin</b>", ROSTER, author="Brackwater").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "QX Pemberton")]


def test_a_whole_word_of_one_name_beats_part_of_a_word_of_another():
    roster = Roster([Player("The Gloam"), Player("Di Gloamzy"), Player("raiderK117"),
                     Player("raiderqueen")])  # fmt: skip
    assert roster.resolve("Gloam").player == "The Gloam"
    assert roster.resolve("raider").player == "raiderK117"  # a CamelCase word


def test_a_word_shared_whole_by_two_names_stays_ambiguous():
    roster = Roster([Player("The Gloam"), Player("Gloam Rider"), Player("Gloamzy")])
    res = roster.resolve("gloam")
    assert res.status is ResolutionStatus.AMBIGUOUS
    assert set(res.candidates) == {"The Gloam", "Gloam Rider", "Gloamzy"}


SLOTS = Roster([Player("Wilt McQuarry"), Player("Ember Vale"), Player("Tansy Moor"),
                Player("tansyfeld"), Player("Corvid22")])  # fmt: skip


@pytest.mark.parametrize(
    ("html", "player"),
    [
        ("<b>Vote: Pods McQuarry</b>", "Wilt McQuarry"),  # a nickname and the surname
        ('<span class="bbvote">VOTE: ember blaze</span>', "Ember Vale"),  # a pun on it
        ('<span class="bbvote">VOTE: corvid for lurking all day</span>', "Corvid22"),
        ('<span class="bbvote">VOTE: stayaway/Corvid</span>', "Corvid22"),
    ],
)
def test_a_vote_whose_first_or_last_word_is_a_word_of_one_name(html, player):
    found = parse(html, SLOTS, author="Ember Vale").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, player)]


def test_a_shared_word_stays_ambiguous_and_broken_tags_and_middle_words_count_nothing():
    assert SLOTS.shared_word("Tansy Blossom").candidates == ("Tansy Moor",)
    assert SLOTS.shared_word("moor tansyfeld").status is ResolutionStatus.AMBIGUOUS
    for text in ("Vale[/vot]e", "was moved to Ember in 12", "Vale", "for now (here comes Corvid!)"):
        assert SLOTS.shared_word(text) is None


def test_a_host_count_line_of_names_run_together_is_not_read_as_one_name():
    # the host-count reader splits "Juno Kes" on whole names: resolve stays strict
    assert SLOTS.resolve("Ember Kes").status is ResolutionStatus.UNKNOWN


def test_initials_of_a_name_less_its_leading_the():
    roster = Roster([Player("The Gravewarden"), Player("Gustav"), Player("Theodore Wick")])
    assert roster.resolve("GW").player == "The Gravewarden"  # "The" dropped, then initials
    assert roster.resolve("ow").status is ResolutionStatus.UNKNOWN  # "Theodore" keeps "The"


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Brackenfoold", "Brackenfold"),  # a letter stretched
        ("Siilveeerrr", "SilverHarrow"),  # stretched letters in the start of a name
        ("TheBrackwater", "Brackwater"),  # "The" put before the name
        ("3rdoak", "Third Oak"),  # a number word in digits (not in this roster: below)
        ("3o", None),  # too short to read
    ],
)
def test_a_name_loosened_stretched_letters_digits_or_a_the(written, player):
    roster = Roster([*ROSTER.players, Player("Threepenny Oak")])
    if written == "3rdoak":  # "third" is no number word: unknown
        assert roster.resolve(written).status is ResolutionStatus.UNKNOWN
        return
    assert roster.resolve(written).player == player


def test_a_number_word_in_digits_and_its_initials():
    roster = Roster([Player("TwoForTheRoad"), Player("Twofold"), Player("Juno")])
    assert roster.resolve("2fortheroad").player == "TwoForTheRoad"
    assert roster.resolve("2ftr").player == "TwoForTheRoad"


def test_a_loosened_name_fitting_two_players_is_ambiguous():
    roster = Roster([Player("Mossbank"), Player("Mosbanker"), Player("Juno")])
    assert roster.resolve("Mooosbaaank").status is ResolutionStatus.AMBIGUOUS


WORDS = Roster(
    [
        Player("keep off my lawn ok"),
        Player("Velvet_Hammerhead"),
        Player("Cobblestoner"),
        Player("Vesper Hollow"),
        Player("Wren"),
    ]
)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Kept Off My Lawn Or Else", None),  # six words: the name has five
        ("Kept Off My Lawn Okay", "keep off my lawn ok"),  # word for word, each by its letter
        ("VividHammerjaw", None),  # V H: Velvet_Hammerhead and Vesper Hollow
        ("cobbles-whatever", "Cobblestoner"),  # the first word starts one name
        ("cobb-whatever", None),  # too short a start
        ("cobbles came after his vote", None),  # a sentence, not a name
        ("Wx2", None),  # a number is no word
    ],
)
def test_a_name_of_several_words_read_word_for_word_or_by_its_start(written, player):
    res = WORDS.word_for_word(written)
    if written == "VividHammerjaw":
        assert res is not None and res.status is ResolutionStatus.AMBIGUOUS
        assert set(res.candidates) == {"Velvet_Hammerhead", "Vesper Hollow"}
        return
    assert (res.player if res is not None else None) == player


def test_a_vote_by_the_initial_letters_of_each_word_counts():
    found = parse("<b>VOTE: Kept Off My Lawn Okay</b>", WORDS, author="Wren").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "keep off my lawn ok")]


def test_a_slash_pair_naming_one_player_twice_is_that_player():
    roster = Roster([Player("Hollowmere"), Player("Larkspur"), Player("Rook")])
    res = roster.resolve("Hollow / mere")  # the two halves of one name
    assert (res.status, res.player) == (ResolutionStatus.RESOLVED, "Hollowmere")
    res = roster.resolve("Hollow / Lark")  # two players: AMBIGUOUS, with both
    assert res.status is ResolutionStatus.AMBIGUOUS
    assert res.candidates == ("Hollowmere", "Larkspur")
    assert roster.resolve("Hollow OR nobody").status is ResolutionStatus.AMBIGUOUS
