"""The last name rules for a player's vote (issue #25, ``parser.names.nicknames``): digits read
as letters, a number left off, a name run on, a name reversed. Each resolves only when
one player fits, and only a vote of one word. Names are invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser.model import Kind, ResolutionStatus
from votecount.parser.names.nicknames import leet_read, without_digits
from votecount.parser.names.players import Player, Roster

from ..helpers import parse

ROSTER = Roster(
    [
        Player("Ha77er"),  # hatter
        Player("qv7731"),
        Player("Marmoset42"),
        Player("Quillfeather"),
        Player("PebbleRunner7"),
        Player("YnotsX"),  # stony, backwards
        Player("Brightwater"),
        Player("kestrel11"),
        Player("kestrel99"),
        Player("Bram5"),
        Player("Bramble"),
    ]
)


def test_readings():
    assert leet_read("ha77er") == "hatter"
    assert leet_read("qv7731") == "qv7731"  # digits at the end are a number
    assert without_digits("pebblerunner7") == "pebblerunner"


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Hatter", "Ha77er"),  # digits read as letters
        ("Hatt", "Ha77er"),  # ... and the start of that, 4+ letters
        ("qv99", "qv7731"),  # another number
        ("marmoset", "Marmoset42"),  # number left off (a prefix step finds it already)
        ("marmozet", "Marmoset42"),  # number left off, one typo
        ("Quillfeatherslot", "Quillfeather"),  # a name run on
        ("Pebblebrook3", "PebbleRunner7"),  # the first word of a name, run on
        ("Stony", "YnotsX"),  # a name backwards
        ("XStony", "YnotsX"),
        ("Quillie", "Quillfeather"),  # a pet name
        ("Brightwatery", "Brightwater"),
        ("PEBBLESCUM", "PebbleRunner7"),  # "scum" run on a shortened name
        ("marmoslot", "Marmoset42"),
        ("Brightwaaterfall", "Brightwater"),  # run on, a letter doubled or not
        ("Britewater", None),
    ],
)
def test_one_player_fits(written, player):
    res = ROSTER.nickname(written)
    if player is None:
        assert res is None
        return
    assert res is not None and (res.status, res.player) == (ResolutionStatus.RESOLVED, player)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Ho^3", "HO HO HO"),  # the word three times
        ("ho*3", "HO HO HO"),
        ("quillquill", "Quillfeather"),  # a start of a name said twice, read once
        ("Qz^3", None),  # no player is so named
        ("hohoho", None),  # a run of 2 letters: too short to read once
    ],
)
def test_a_name_said_several_times(written, player):
    roster = Roster([*ROSTER.players, Player("HO HO HO")])
    res = roster.nickname(written)
    assert (res.player if res is not None else None) == player


def test_several_players_fitting_is_ambiguous():
    res = ROSTER.nickname("kestrel5")
    assert res is not None and res.status is ResolutionStatus.AMBIGUOUS
    assert set(res.candidates) == {"kestrel11", "kestrel99"}


@pytest.mark.parametrize(
    "written",
    [
        "Hat",
        "Stun",
        "Hatty",
        "Zzslot",
        "Brightwate r",
        "Brightwater replaces Bram5",
        "Brig",
        "Zzzzzzzz",
        "",
    ],
)
def test_short_several_words_or_nothing_like_a_name_find_no_one(written):
    assert ROSTER.nickname(written) is None


def test_a_pet_name_of_a_start_two_names_share_is_ambiguous():
    # "Brammy": Bram with the letter doubled before "y", the start of Bram5 and Bramble
    res = ROSTER.nickname("Brammy")
    assert res is not None and res.status is ResolutionStatus.AMBIGUOUS
    assert set(res.candidates) == {"Bram5", "Bramble"}


def test_not_read_where_a_host_names_players():
    # resolve (host posts, host counts) never uses these rules
    assert ROSTER.resolve("Hatter").status is ResolutionStatus.UNKNOWN
    assert ROSTER.resolve("Quillfeatherslot").status is ResolutionStatus.UNKNOWN


def test_a_bold_vote_by_a_nickname_counts():
    found = parse("Enough.<br><b>Vote: Quillfeatherslot</b>", ROSTER, author="Bramble").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "Quillfeather")]


@pytest.mark.parametrize(
    ("html", "player"),
    [
        ("<b>VOTE: /vote Quill</b>", "Quillfeather"),  # the command written twice
        ("<b>Vote to No Lynch</b>", "@no-elimination"),
        ("<b>VOTE: Vote Bram5: for what you did in the last game</b>", "Bram5"),  # a remark
        ("<b>VOTE: Bram5: the one who lurks</b>", "Bram5"),
    ],
)
def test_a_filler_word_before_the_name_is_left_out(html, player):
    found = parse(html, ROSTER, author="Bramble").commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, player)]


@pytest.mark.parametrize(
    "html", ["<b>VOTE: nobody here: lurking</b>", "<b>Vote: QF: lurking all day long</b>"]
)
def test_a_remark_after_a_colon_needs_a_whole_name_before_it(html):
    # "QF" only abbreviates Quillfeather: no name
    found = parse(html, ROSTER, author="Bramble")
    assert not found.commands and found.near_misses
