"""The tenth round's rules alone (see test_tenth.py): the words before a vote word that
address someone (``prose.addressed``) and whether the roster takes them for another
player (``parse.told_another``). Invented names."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster
from votecount.parser.parse import told_another
from votecount.parser.prose import addressed

from .zoo import ROSTER


@pytest.mark.parametrize(
    ("before", "raw", "who"),
    [
        ("Lark, ", "vote Ivo", "Lark"),
        ("Lark, please ", "VOTE: Ivo", "Lark"),
        ("Lark, please, ", "vote Ivo", "Lark"),
        ("@Lark please ", "vote Ivo", "@Lark"),
        ("I'm done. Lark, ", "vote Ivo", "Lark"),
        ("Hey Lark, ", "vote Ivo", "Lark"),
        ("@Lark @Tansy please ", "vote Ivo", "@Lark @Tansy"),
        ("Go ", "vote Ivo", ""),
        ("Town, ", "vote Ivo", ""),
        ("Please ", "vote Ivo", ""),
        ("Come on town, ", "vote Ivo", ""),
        ("Please ", "VOTE: Ivo", None),
        ("ok, ", "vote Ivo", None),  # a word opening the sentence (review22a)
        ("Well, ", "vote Ivo", None),  # not Wellington's start
        ("Yes, ", "vote Ivo", None),
        ("Lark, go ", "vote Ivo", ""),
        ("now go ", "vote Ivo", ""),
        # the writer's formal vote said to someone, or no address at all
        ("Lark, ", "VOTE: Ivo", None),
        ("Lark, ", "UNVOTE", None),
        ("Lark, please ", "unvote", "Lark"),
        ("Lark, I'm voting Ivo. ", "VOTE: Ivo", None),
        ("Lark, I think ", "vote Ivo", None),
        ("Here we go ", "vote Ivo", None),
        ("Ivo is bad please ", "vote Ivo", None),
        ("", "vote Ivo", None),
    ],
)
def test_addressed(before: str, raw: str, who: str | None) -> None:
    assert addressed(before, raw) == who


@pytest.mark.parametrize(
    ("who", "told"),
    [
        ("", True),
        ("Lark", True),
        ("@Lark", True),
        ("@Stranger", True),  # an @mention of anyone but the writer
        ("Kes", True),  # a player's name by its start
        ("Juno", False),  # the writer
        ("@Juno", False),
        ("So", False),  # initials of Sable_Fox: no address
        ("Ok", False),
        ("Thanks Lark", False),
        ("Em", False),  # a start under three letters
    ],
)
def test_told_another(who: str, told: bool) -> None:
    assert told_another(who, "Juno", ROSTER) is told


def test_the_vote_said_to_its_own_target() -> None:
    assert told_another("Ivo", "Juno", ROSTER, "Ivo") is False
    assert told_another("@Ivo", "Juno", ROSTER, "Ivo") is False
    assert told_another("Lark", "Juno", ROSTER, "Ivo") is True


def test_the_host_pinged_is_told_nothing() -> None:
    """review22a: "@Warden, **vote Ivo**" pings the host, who casts no vote; a host who
    plays a slot is a player told."""
    assert told_another("@Warden", "Juno", ROSTER) is False
    plays = Roster([Player("Warden"), Player("Ivo"), Player("Juno")], hosts=["Warden"])
    assert told_another("@Warden", "Juno", plays) is True
