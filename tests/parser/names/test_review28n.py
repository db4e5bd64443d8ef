"""The fifteenth names round (``namezoo28``) reviewed for misfires (``review28n``): invented
inputs at the edges of its rules, each read as a host reads it. The misfires found: a
Cyrillic or Greek word romanised and then read as a start, a typo or a keyboard slip of a
Latin login ("да" for Dan, "Лара" for Lark, "Тим" for Tom, "Маша" for Sasha); a possessive
"'s" read as "is" when the claim words lead to another noun ("Ivo's scum buddy", "Ivo's town
read") or when the name with its "s" is a login (Ivos); "mod", "nix", "bye" added to the
shared word lists, which made "Nix, **vote Ivo**" the writer's vote beside a player Nix
and "Theo Mod" one player beside Modesty. Then the guards around them: what the round
meant to read still reads. Read through ``parse_post``; every name invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Roster

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .zoo import FIFTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FIFTEENTH_OTHERS)

DAN = _roster("Dan", "Ivo", "Juno", "Lark")
NET = _roster("Net", "Ivo", "Juno", "Lark")
LATIN = _roster("Ivo", "Juno", "Lark", "Ember", "Marlow", "Tom", "Pete", "Olga")
IVANA = _roster("Ivana", "Juno", "Lark", "Ember")
SASHA = _roster("Sasha", "Ivo", "Juno", "Lark")
MASHA = _roster("Masha", "Ivo", "Juno", "Lark")
YAN = _roster("Yan", "Jan", "Ivo", "Juno")
IAN = _roster("Ian", "Yan", "Ivo", "Juno")
JANA = _roster("Jana", "Ivo", "Juno", "Lark")
POSSESSIVE = _roster("Ivo", "Juno", "Lark", "Wren", "Tansy")
IVOS = _roster("Ivo", "Ivos", "Juno", "Lark")
SCUM_BUDDY = _roster("Ivo", "Scum Buddy", "Juno", "Lark")
MODESTY = _roster("Modesty", "Theo", "Juno", "Lark")
WORDS = _roster("Moe", "Byr", "Nox", "Ivo", "Juno")

CASES = [
    # a romanised text read only as a whole name, or spelt another way by one letter
    (DAN, "да", None),  # "yes": was Dan, the start of "dan"
    (DAN, "Да", None),
    (DAN, "дна", None),  # was Dan, "dna" with two letters swapped
    (NET, "не", None),  # "not": was Net, a start
    (LATIN, "Лара", None),  # Lara is no Lark: was Lark, a letter away
    (LATIN, "Ларс", None),
    (LATIN, "Тим", None),  # Tim is no Tom: was Tom, a key slipped on a Latin keyboard
    (LATIN, "Пётр", None),  # was Pete
    (LATIN, "Оля", None),  # was Olga
    (IVANA, "Иван", None),  # Ivan is no Ivana: was Ivana, a start
    (IVANA, "Ива", None),
    (SASHA, "Маша", None),  # was Sasha, a letter away
    (MASHA, "Саша", None),  # was Masha
    (YAN, "Ян", AMBIGUOUS),  # Yan, or Jan romanised another way
    (IAN, "Ян", AMBIGUOUS),  # Yan, or Ian so written
    # the guards: what the round read still reads
    (LATIN, "Иво", "Ivo"),
    (LATIN, "Ларк", "Lark"),
    (LATIN, "Юно", "Juno"),  # "yuno": Juno with its J written Y
    (LATIN, "Марлоу", "Marlow"),  # "marlou": Marlow with its W written U
    (LATIN, "Марлов", "Marlow"),  # "marlov": its W written V
    (LATIN, "Эмбер", "Ember"),
    (LATIN, "Ольга", "Olga"),
    (LATIN, "Том", "Tom"),
    (LATIN, "Иво!", "Ivo"),
    (SASHA, "Саша", "Sasha"),
    (MASHA, "Маша", "Masha"),
    (JANA, "Яна", "Jana"),  # "yana": Jana with its J written Y
    (YAN, "Yan", "Yan"),
    (YAN, "Jan", "Jan"),
    # the "'s" of "is" only when the claim words run to the end
    (POSSESSIVE, "Ivo's scum buddy", None),  # Ivo's partner: no player named
    (POSSESSIVE, "Ivo's scum partner", None),
    (POSSESSIVE, "Ivo's mafia partner", None),
    (POSSESSIVE, "Ivo's town read", None),  # the one Ivo reads town
    (POSSESSIVE, "Ivo's scum read", None),
    (POSSESSIVE, "Ivo's lil buddy", None),
    (POSSESSIVE, "Ivo's old partner", None),
    (POSSESSIVE, "Ivo's vote target", None),
    (POSSESSIVE, "Ivo's lynch target", None),
    (IVOS, "Ivo's scum", "Ivos"),  # the login with its "s", as before the round
    (SCUM_BUDDY, "Ivo's scum buddy", AMBIGUOUS),  # Ivo, or Ivo's Scum Buddy
    (POSSESSIVE, "Ivo's scum", "Ivo"),
    (POSSESSIVE, "Ivo's scum!", "Ivo"),
    (POSSESSIVE, "Ivo's scum lol", "Ivo"),
    (POSSESSIVE, "Ivo's scum tbh", "Ivo"),
    (POSSESSIVE, "Ivo's scum :)", "Ivo"),
    (POSSESSIVE, "Ivo's the cop lol", "Ivo"),
    (POSSESSIVE, "Ivo's a wolf", "Ivo"),
    (POSSESSIVE, "Ivo's mafia obv", "Ivo"),
    (POSSESSIVE, "Ivo's wagon please", "Ivo"),
    (POSSESSIVE, "Ivo’s scum", "Ivo"),
    (POSSESSIVE, "IVO'S SCUM", "Ivo"),
    (POSSESSIVE, "Ivo's partner", None),
    # "mod", "bye", "nix" still never read as a slip (the round's rule, kept local)
    (WORDS, "mod", None),
    (WORDS, "bye", None),
    (WORDS, "nix", None),
    (WORDS, "Mpe", "Moe"),
    (WORDS, "Meo", "Moe"),  # two letters swapped
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review28n(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


NIX = _roster("Nix", "Bye", "Ivo", "Juno", "Lark")


@pytest.mark.parametrize("html", ["Nix, <b>vote Ivo</b>", "Bye, <b>vote Ivo</b>"])
def test_said_to_a_player_named_like_a_word(html: str) -> None:
    """A player named Nix or Bye called before a bold vote: said to that player, no vote
    of the writer's (as before the round; "nix", "bye" are no shared interjections)."""
    assert parse(html, NIX, author=VOTER).commands == ()


def test_a_short_word_after_a_name_beside_a_player_it_starts() -> None:
    """Beside Modesty, "Theo Mod" is Theo, or Modesty's start after him (as before the
    round: "mod" is no shared game word)."""
    assert_vote_meant(MODESTY, "Theo Mod", AMBIGUOUS, VOTER)
