"""Names on unseen players, fifteenth round, two players colliding on each axis
(``namezoo28``, beside test_zoo_fifteenth.py) and the guards of the round's rules: a short
title beside a player with its long form and one it starts ("Doc" beside The Doctor and
Doctorow), three letters with the last two swapped beside another three-letter name
("Iov" beside Ivo and Ivy), a Latin name typed in Cyrillic beside a Cyrillic login, a
possessive before a claim beside a name the next word names ("Ivo's Juno"), words the
slip rule never reads. Read through ``parse_post`` (and ``Roster.resolve`` where a host's
post reads a name); names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster
from votecount.parser.model import ResolutionStatus

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import FIFTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FIFTEENTH_OTHERS)

WORDS = _roster("Cam", "Mod", "Wad", "Bye", "Ivo", "Juno")
DOCS = _roster("The Doctor", "Doctorow", "DrLark", "Ivo", "Juno")
DOC_TITLED = _roster("Doctor Ivo", "Docker", "Juno", "Lark")
DR_JUNO = _roster("Dr Juno", "The Doctor", "Lark", "Ivo")
MISTER = _roster("The Mister", "Mrozek", "Juno", "Lark")
ARTICLES = _roster("TheLark", "Lark", "A_Juno", "Junot", "Ivo", "Ember")
ARTICLES2 = _roster("TheLark", "Larkin", "The_Wren", "Wrenfield", "Ivo")
TWO_WORDS = _roster("RedWren", "BlueWren", "Redmond", "Ivo", "Juno")
LONG = _roster("Saffron", "Saffran", "Marlowe", "Marlowes", "Ivo")
SWAPS = _roster("Ivo", "Ion", "Kat", "Kta", "Tom", "Juno")
SWAPS2 = _roster("Ivo", "Iov", "Lark", "Juno", "Wren")
TITLES_NUM = _roster("Mr_Ivo_2", "Mr_Ivo", "Ivo_3", "Juno", "Lark")
INITIALS = _roster("JL", "Juno Lark", "I.V.O.", "Ivo", "Wren")
RENAMED = _roster(Player("Bramblewood", aliases=("Ivo",)), "Ivory", "Juno", "Lark")
RENAMED2 = _roster(Player("Bramblewood", aliases=("Lark",)), "Larkin", "Ivo", "Juno")
CYRILLIC = _roster("Ivo", "Иво", "Juno", "Lark", "Ember")
CYRILLIC2 = _roster("Ivo", "Ивонна", "Juno", "Лариса", "Lark")
CYRILLIC3 = _roster("Juno", "Yuna", "Ivo", "Ember", "Emba")
POSSESSIVE = _roster("Ivo", "Ivos", "Juno", "Lark", "Scum Lord", "Wren")
POSSESSIVE2 = _roster("Ivo", "Juno", "Lark", "Tansy", "Ember")
QUOTED = _roster("Ivo", "[Ivo]", "Juno", "'Lark'", "Lark", "Wren")
DIGITS = _roster("7Lark", "Lark7", "2Juno", "Juno", "Ivo")
EMOJI = _roster("Ivo 🦊", "Ivo 🐺", "Juno✨", "Juno", "🌙Lark", "Larkspur")

CASES = [
    # words the slip rule never reads, and logins that are such words
    (WORDS, "mod", "Mod"),  # a player named so: the roster says so
    (WORDS, "bye", "Bye"),
    (WORDS, "mpd", "Mod"),  # a key slipped in the login Mod
    (WORDS, "can", None),  # a word of a sentence ("vote can wait"), no Cam slipped
    (WORDS, "was", None),  # no Wad
    (WORDS, "Cam", "Cam"),
    (WORDS, "Cqm", "Cam"),
    # a short title beside its long form and a name it starts
    (DOCS, "Doc", AMBIGUOUS),  # The Doctor, Doctorow, or DrLark's title
    (DOCS, "Doctor", "The Doctor"),  # a whole word of The Doctor's; only DrLark's title
    (DOCS, "The Doctor", "The Doctor"),
    (DOCS, "Dr Lark", "DrLark"),
    (DOCS, "Doctorow", "Doctorow"),
    (DOC_TITLED, "Doc", AMBIGUOUS),  # Doctor Ivo's title short, or Docker's start
    (DOC_TITLED, "Doc Ivo", "Doctor Ivo"),
    (DOC_TITLED, "Docker", "Docker"),
    (MISTER, "Mr", AMBIGUOUS),  # The Mister's title short, or Mrozek's start
    (MISTER, "Mister", "The Mister"),
    (MISTER, "Mrozek", "Mrozek"),
    (DR_JUNO, "Dr", "Dr Juno"),  # the form typed is a whole word of Dr Juno's: his
    (DR_JUNO, "Doc", AMBIGUOUS),  # another form of both players' title words
    (DR_JUNO, "Doctor", "The Doctor"),
    # an article typed without, beside a player of the bare name or one it starts
    (ARTICLES, "Lark", "Lark"),  # a player's whole login beats another's word
    (ARTICLES, "the lark", "TheLark"),
    (ARTICLES, "TheLark", "TheLark"),
    (ARTICLES, "Juno", "A_Juno"),  # a whole word of A_Juno's, a start of Junot's
    (ARTICLES, "Junot", "Junot"),
    (ARTICLES2, "Lark", "TheLark"),
    (ARTICLES2, "Larkin", "Larkin"),
    (ARTICLES2, "Wren", "The_Wren"),
    (ARTICLES2, "Wrenfield", "Wrenfield"),
    # a login of two words beside another with one of them
    (TWO_WORDS, "Wren", AMBIGUOUS),  # RedWren or BlueWren
    (TWO_WORDS, "Red", "RedWren"),  # a whole word of RedWren's, a start of Redmond's
    (TWO_WORDS, "Blue", "BlueWren"),
    (TWO_WORDS, "Redmond", "Redmond"),
    (TWO_WORDS, "Red Wren", "RedWren"),
    # a letter doubled or dropped beside a name one letter away
    (LONG, "Saffron", "Saffron"),
    (LONG, "Saffronn", "Saffron"),
    (LONG, "Safron", "Saffron"),
    (LONG, "Saffrn", AMBIGUOUS),  # a letter dropped from either
    (LONG, "Marlowe", "Marlowe"),
    (LONG, "Marlowee", AMBIGUOUS),  # Marlowe with an "e" doubled, or Marlowes slipped
    (LONG, "Marlowes", "Marlowes"),
    # three letters with two swapped beside another three-letter name
    (SWAPS, "Iov", None),  # Ivo swapped, or Ion one letter off: unread, as a slip beside two
    (SWAPS, "Ivo", "Ivo"),
    (SWAPS, "Kta", "Kta"),  # a login so spelt
    (SWAPS, "Kat", "Kat"),
    (SWAPS, "Tmo", "Tom"),
    (SWAPS, "Jnuo", "Juno"),
    (SWAPS2, "Iov", "Iov"),
    (SWAPS2, "Ivo", "Ivo"),
    (SWAPS2, "Vio", None),
    # a title and a number beside the title alone and the number alone
    (TITLES_NUM, "Ivo", AMBIGUOUS),
    (TITLES_NUM, "Mr Ivo", "Mr_Ivo"),
    (TITLES_NUM, "Mr Ivo 2", "Mr_Ivo_2"),
    (TITLES_NUM, "Ivo 2", "Mr_Ivo_2"),
    (TITLES_NUM, "Ivo 3", "Ivo_3"),
    (TITLES_NUM, "Ivo3", "Ivo_3"),
    # initials beside the name they stand for
    (INITIALS, "JL", "JL"),  # a login so spelt
    (INITIALS, "J.L.", AMBIGUOUS),  # JL, or Juno Lark's initials
    (INITIALS, "Juno Lark", "Juno Lark"),
    (INITIALS, "Ivo", AMBIGUOUS),  # names folding alike but for stops: as main, a habit
    (INITIALS, "I.V.O.", AMBIGUOUS),
    # a former login beside a name it starts
    (RENAMED, "Ivo", "Bramblewood"),  # the host's alias, whole
    (RENAMED, "Ivory", "Ivory"),
    (RENAMED2, "Lark", "Bramblewood"),
    (RENAMED2, "Larkin", "Larkin"),
    # Cyrillic letters beside a Cyrillic login
    (CYRILLIC, "Иво", "Иво"),  # the login as written
    (CYRILLIC, "Ivo", "Ivo"),
    (CYRILLIC, "Ларк", "Lark"),
    (CYRILLIC2, "Иво", AMBIGUOUS),  # Ivo in Cyrillic letters, or the start of Ивонна
    (CYRILLIC2, "Лар", "Лариса"),  # no whole name romanised: the Cyrillic login's start
    (CYRILLIC2, "Ларк", "Lark"),
    (CYRILLIC2, "Ивонна", "Ивонна"),
    (CYRILLIC3, "Юно", AMBIGUOUS),  # romanised "Yuno": Juno as it sounds, or Yuna mistyped
    (CYRILLIC3, "Юна", "Yuna"),
    (CYRILLIC3, "Эмба", "Emba"),
    # a possessive, then a claim, beside a name the possessive or the next word makes
    (POSSESSIVE, "Ivo's", AMBIGUOUS),  # Ivo's, or Ivos without the stop
    (POSSESSIVE, "Ivos", "Ivos"),
    (POSSESSIVE, "Juno's scum", "Juno"),
    (POSSESSIVE, "Juno's Lark", AMBIGUOUS),  # Juno, or Juno's Lark: another player named
    (POSSESSIVE, "Juno's scum lord", AMBIGUOUS),  # "Juno is scum lord", or Scum Lord
    (POSSESSIVE2, "Ivo's partner", None),  # the partner of Ivo: no player named
    (POSSESSIVE2, "Ivo's buddy", None),
    (POSSESSIVE2, "Ivo's lying", None),  # seen, not read: a verb after the "'s"
    (POSSESSIVE2, "Tansy's the wolf", "Tansy"),
    (POSSESSIVE2, "Ember's obv scum", "Ember"),
    # brackets or quotes that are a login's own
    (QUOTED, "[Ivo]", "[Ivo]"),
    (QUOTED, "Ivo", AMBIGUOUS),  # Ivo, or [Ivo] typed without its marks (as main)
    (QUOTED, "'Lark'", AMBIGUOUS),  # the quotes a voter's, or the login's own
    (QUOTED, "Lark", AMBIGUOUS),
    (QUOTED, "(Juno)", "Juno"),
    # a digit before or after
    (DIGITS, "Lark", AMBIGUOUS),  # 7Lark or Lark7
    (DIGITS, "7Lark", "7Lark"),
    (DIGITS, "Lark7", "Lark7"),
    (DIGITS, "Juno", "Juno"),
    (DIGITS, "2Juno", "2Juno"),
    (DIGITS, "2 Juno", "2Juno"),
    # an emoji the only difference
    (EMOJI, "Ivo", AMBIGUOUS),
    (EMOJI, "Ivo 🦊", "Ivo 🦊"),
    (EMOJI, "Ivo🐺", "Ivo 🐺"),
    (EMOJI, "Juno", AMBIGUOUS),  # Juno, or Juno✨ typed without the emoji (as main)
    (EMOJI, "Juno✨", "Juno✨"),
    (EMOJI, "Lark", "🌙Lark"),  # a whole word of 🌙Lark's, a start of Larkspur's
    (EMOJI, "Larkspur", "Larkspur"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_fifteenth_zoo_collisions(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


# names a host's post reads (a count's line, a death): ``Roster.resolve`` alone
HOST_READ = [
    (WORDS, "nix", ResolutionStatus.UNKNOWN, None),
    (SWAPS, "Tmo", ResolutionStatus.RESOLVED, "Tom"),
    (SWAPS, "Iov", ResolutionStatus.UNKNOWN, None),
    (CYRILLIC, "Ларк", ResolutionStatus.RESOLVED, "Lark"),
    (CYRILLIC2, "Иво", ResolutionStatus.AMBIGUOUS, None),
    (DOCS, "Doc", ResolutionStatus.AMBIGUOUS, None),
]


@pytest.mark.parametrize(("roster", "written", "status", "player"), HOST_READ)
def test_fifteenth_zoo_host_reads(
    roster: Roster, written: str, status: ResolutionStatus, player: str | None
) -> None:
    res = roster.resolve(written)
    assert (res.status, res.player) == (status, player)
