"""The fourteenth names round (``namezoo27``) reviewed for misfires (``review27n``):
invented lookups at the edges of its rules. The key-slip rule (``typos._slipped``) on
common three-letter words one key from a three-letter login ("for" beside Fir, "cop"
beside Cip, "sir" beside Sid, "one" beside Ond), in a vote and through ``Roster.resolve``
as host posts read names; the title-alone rule (``parts._fuzzy``) on a title word that
ends a name ("Doc" for Juno Doc beside Doctorow) or leads one; the spelt-title rule
(``players._started_too``) typed apart or in CamelCase; "town" as a role word after a
name listed ("Ivo, Town" beside Townsend) and in a count's role list ("Town: Lark" below a
"Count:" line). Each case says what a host reads: the player, AMBIGUOUS (reported with the
players it may mean, never guessed) or nobody. Names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster
from votecount.parser.hostcount import read_host_count

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import FOURTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FOURTEENTH_OTHERS)


def _three(login: str) -> Roster:
    """A three-letter login beside two longer names no slip reaches."""
    return _roster(login, "Juno", "Lark")


CASES = [
    # a common word one key from a three-letter login is that word, no slip (misfires of
    # the round: each read the login); fillers, role, game, number words and titles
    (_three("Fir"), "for", None),
    (_three("Fir"), "For", None),
    (_three("Noy"), "not", None),
    (_three("Cip"), "cop", None),
    (_three("Dox"), "doc", None),
    (_three("Sid"), "sir", None),
    (_three("Sue"), "sus", None),
    (_three("Imp"), "imo", None),
    (_three("Vit"), "vig", None),
    (_three("Sid"), "six", None),
    (_three("Tem"), "ten", None),
    (_three("Ole"), "old", None),
    (_three("Bog"), "big", None),
    (_three("Vey"), "vet", None),
    (_three("Wgo"), "who", None),
    (_three("Afj"), "afk", None),
    (_three("Obb"), "obv", None),
    (_three("Nir"), "nor", None),
    (_three("Hid"), "his", None),
    (_three("Lok"), "lol", None),
    (_three("Yap"), "yep", None),
    (_three("Noe"), "now", None),
    # already unread on main: pronouns and such
    (_three("Hum"), "him", None),
    (_three("Het"), "her", None),
    (_three("Yoi"), "you", None),
    (_three("Thr"), "the", None),
    (_three("Alk"), "all", None),
    # the slip still read: no such word
    (_three("Sid"), "Sud", "Sid"),
    (_three("Tom"), "Tpm", "Tom"),
    (_three("Ned"), "Nes", "Ned"),
    (_three("Kat"), "Kay", "Kat"),
    (_roster("Kat", "Kay", "Lark"), "Kst", "Kat"),  # Kay is two letters away
    (_three("Ivo"), "Ivk", "Ivo"),
    (_three("Ivo"), "Ivi", "Ivo"),
    (_roster("Ivo", "Ina", "Lark"), "Ibo", "Ivo"),
    (_roster("Ivo", "Ivan", "Lark"), "Ivp", "Ivo"),
    (_three("Ivo"), "Ivp pls", "Ivo"),
    (_three("Ivo"), "Ivp, Juno", "Juno"),  # as main
    (_three("Ivo"), "Ivp Juno", "Juno"),
    # a word beside a name is no slip of a login
    (_three("Sue"), "Juno sus", "Juno"),
    (_three("Imp"), "Juno imo", "Juno"),
    (_three("Fir"), "for Juno", "Juno"),
    (_three("Nox"), "Juno nix", "Juno"),
    # a title word that ends a name is no title: the whole word beats another's start
    # (the round read "Doc" beside Juno Doc and Doctorow AMBIGUOUS)
    (_roster("Juno Doc", "Doctorow", "Lark"), "Doc", "Juno Doc"),
    (_roster("Kes Doc", "Dockery", "Lark"), "Doc", "Kes Doc"),
    (_roster("Ember Lady", "Ladybird", "Juno"), "Lady", "Ember Lady"),
    (_roster("Wren Sir", "Sirocco", "Juno"), "Sir", "Wren Sir"),
    (_roster("Juno the Doc", "Doctorow", "Lark"), "Doc", "Juno the Doc"),
    (_roster("The Doctor", "Doctorow", "Juno"), "Doctor", "The Doctor"),
    (_roster("xXDocXx", "Doctorow", "Lark"), "Doc", "xXDocXx"),
    (_roster("Juno Doc", "DrLark", "Wren"), "Doc", "Juno Doc"),
    (_roster("Professor Ivo", "Lark Prof", "Juno"), "Prof", "Lark Prof"),
    (_roster("Juno Doc", "Lark", "Wren"), "Doc", "Juno Doc"),
    (_roster("Juno Doc", "Doctorow", "Lark"), "Juno", "Juno Doc"),
    # a title that leads a name stays weak beside another's start (the round's rule)
    (_roster("Doc_Ivo", "Doctorow", "Juno"), "Doc", AMBIGUOUS),
    (_roster("doc ivo", "Doctorow", "Juno"), "doc", AMBIGUOUS),
    (_roster("Doc Holliday", "Docker", "Lark"), "Doc", AMBIGUOUS),
    (_roster("Miss Juno", "Missy", "Lark"), "Miss", AMBIGUOUS),
    (_roster("DocIvo", "Juno Doc", "Lark"), "Doc", AMBIGUOUS),  # as main
    (_roster("Ivo Doc", "Doc Lark", "Juno"), "Doc", AMBIGUOUS),
    (_roster("Captain Juno", "Juno Captain", "Lark"), "Captain", AMBIGUOUS),
    # a title leading a name, beside a name it is only inside: still the titled player
    (_roster("DocIvo", "Maddock", "Juno"), "Doc", "DocIvo"),
    (_roster("Doc Ivo", "Haddock", "Juno"), "Doc", "Doc Ivo"),
    (_roster("Sir Wren", "Casiri", "Juno"), "Sir", "Sir Wren"),
    (_roster("Lady Ember", "Milady", "Juno"), "Lady", "Lady Ember"),
    (_roster("Dr Juno", "Doctorow", "Lark"), "Dr", "Dr Juno"),
    # a title spelt out: typed apart or in CamelCase still the titled player
    (_roster("MrY", "Mystery", "Juno"), "MisterY", "MrY"),
    (_roster("MrY", "Mystery", "Juno"), "Mister-Y", "MrY"),
    (_roster("MrY", "Mystery", "Juno"), "Mister_Y", "MrY"),
    (_roster("MrIvo", "Misterivy", "Lark"), "MisterIvo", "MrIvo"),
    (_roster("MsJuno", "Missjune", "Lark"), "MissJuno", "MsJuno"),
    (_roster("MrY", "Misery", "Juno"), "Mistery", "MrY"),
    (_roster("Mister", "MrY", "Juno"), "Mister", "Mister"),
    (_roster("Misses", "MrsJuno", "Lark"), "Misses", "Misses"),
    (_roster("ProfOak", "Professorak", "Juno"), "Professoroak", "ProfOak"),
    (_roster("MrMarlow", "Mistermarlo", "Ivo"), "Mistermarlow", "MrMarlow"),
    # in one word beside a name one letter off: AMBIGUOUS (the round's rule)
    (_roster("DrWho", "Doctorwhy", "Juno"), "Doctorwho", AMBIGUOUS),
    (_roster("MrLark", "Masterlark", "Juno"), "Misterlark", AMBIGUOUS),
    # "town" after a name listed may start a player's name, as on main (the round read
    # Ivo alone: "town" had become a word that names no one next)
    (_roster("Ivo", "Townsend", "Lark"), "Ivo and Town", AMBIGUOUS),
    (_roster("Ivo", "Townsend", "Lark"), "Ivo, Town", AMBIGUOUS),
    (_roster("Ivo", "Townsend", "Lark"), "Ivo and Townsend", AMBIGUOUS),
    (_roster("Ivo", "Townsend", "Lark"), "Ivo Town", "Ivo"),
    (_roster("Ivo", "Townsend", "Lark"), "Ivo town", "Ivo"),
    (_roster("Ivo", "Town", "Lark"), "Ivo, Town", AMBIGUOUS),
    (_roster("Ivo", "Town", "Lark"), "Ivo the town", "Ivo"),
    (_roster("Ivo", "Juno", "Lark"), "Ivo, confirmed town", "Ivo"),
    (_roster("Ivo", "Juno", "Lark"), "Ivo (not town)", "Ivo"),
    (_roster("Ivo", "Townie", "Lark"), "Ivo town", "Ivo"),
    (_roster("Ivo", "Juno", "Lark"), "TownIvo", "Ivo"),
    (_roster("Ivo", "Juno", "Lark"), "Ivo_town", "Ivo"),
    (_roster("Townsend", "Juno", "Lark"), "Town", "Townsend"),
    (_roster("Tansy Town", "Tansy", "Lark"), "Town", "Tansy Town"),
    (_roster("Downtown", "Down", "Lark"), "DownTown", "Downtown"),
    (_roster("TownCrier", "Crier", "Lark"), "TownCrier", "TownCrier"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review27n(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


RESOLVED = [
    # ``Roster.resolve``, as host posts read names: no word read as a slipped login
    (_three("Fir"), "for", None),
    (_three("Ond"), "one", None),
    (_three("Twi"), "two", None),
    (_three("Cip"), "cop", None),
    (_three("Sid"), "sir", None),
    (_three("Sue"), "sus", None),
    (_three("Noy"), "not", None),
    (_three("Imp"), "imo", None),
    (_three("Sid"), "six", None),
    (_three("Ivo"), "Ivp", "Ivo"),  # the round's slip
    (_roster("Juno Doc", "Doctorow", "Lark"), "Doc", "Juno Doc"),
    (_roster("The Doctor", "Doctorow", "Juno"), "Doctor", "The Doctor"),
    (_roster("Doc Ivo", "Haddock", "Juno"), "Doc", "Doc Ivo"),
    (_roster("Doc Holliday", "Docker", "Lark"), "Doc", AMBIGUOUS),
    (_roster("MrIvo", "Misterivy", "Lark"), "MisterIvo", "MrIvo"),
    (_roster("Townsend", "Juno", "Lark"), "Town", "Townsend"),
]


@pytest.mark.parametrize(("roster", "text", "meant"), RESOLVED)
def test_review27n_resolve(roster: Roster, text: str, meant: str | None) -> None:
    found = roster.resolve(text)
    if meant == AMBIGUOUS:
        assert found.status.name == "AMBIGUOUS" and len(found.candidates) >= 2
    elif meant is None:
        assert found.status.name == "UNKNOWN"
    else:
        assert found.player == meant


COUNT_ROSTER = Roster([Player(n) for n in ("Ivo", "Juno", "Lark", "Wren", "Bramble", "Tansy")])

COUNTS = [
    # "Town: Lark" below a count is a side's flip, no role list's line (the round read no
    # count: "town" alone had become a role)
    ("Count: Bramble [Juno, Ivo]<br><br>Flips:<br>Town: Lark", [("Bramble", ("Juno", "Ivo"))]),
    ("Count: Bramble (Juno, Ivo)<br>Town: Lark", [("Bramble", ("Juno", "Ivo"))]),
    # a role list's line still ("Town Cop: Lark": a role, "Count" one too)
    ("Count: Bramble (Juno, Ivo)<br>Town Cop: Lark", None),
    ("Count: Bramble (Juno, Ivo)<br>Doctor: Lark", None),
]


@pytest.mark.parametrize(("html", "wagons"), COUNTS)
def test_review27n_count(html: str, wagons: list[tuple[str, tuple[str, ...]]] | None) -> None:
    found = read_host_count(html, COUNT_ROSTER)
    if wagons is None:
        assert found is None
    else:
        assert found is not None
        assert [(w.target, w.voters) for w in found.wagons] == wagons
