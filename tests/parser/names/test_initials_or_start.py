"""A short name (2-3 letters) that starts, or is part of, one player's name and is
another player's initials fits both: AMBIGUOUS with both as candidates, never the start
(the count then takes the one still playing). Invented names."""

from __future__ import annotations

import pytest

from votecount.parser.model import ResolutionStatus, Step
from votecount.parser.names.players import Player, Roster

ROSTER = Roster(
    [
        Player("spindlewick"),
        Player("Silver Pine"),
        Player("Corvo"),
        Player("rmquill"),
        Player("Tarnwood"),
        Player("MarshKettle"),
    ]
)


@pytest.mark.parametrize(
    ("written", "players"),
    [
        ("SP", ("Silver Pine", "spindlewick")),  # spindlewick's start, Silver Pine's initials
        ("sp", ("Silver Pine", "spindlewick")),
        ("mk", ("MarshKettle",)),  # initials alone: as before
    ],
)
def test_a_start_that_is_another_players_initials_is_ambiguous(
    written: str, players: tuple[str, ...]
) -> None:
    res = ROSTER.resolve(written)
    if len(players) > 1:
        assert res.status is ResolutionStatus.AMBIGUOUS
        assert res.candidates == players
    else:
        assert res.ok and res.player == players[0]


@pytest.mark.parametrize(
    ("written", "player", "step"),
    [
        ("spin", "spindlewick", Step.PREFIX),  # 4+ letters: the start alone
        ("rm", "rmquill", Step.PREFIX),  # no player's initials are "rm"
        ("co", "Corvo", Step.PREFIX),
        ("tarn", "Tarnwood", Step.PREFIX),
    ],
)
def test_a_start_no_other_player_has_as_initials_still_resolves(
    written: str, player: str, step: Step
) -> None:
    res = ROSTER.resolve(written)
    assert res.ok and res.player == player and res.step is step


@pytest.mark.parametrize(
    ("players", "player"),
    [(("Silent Tiger", "Corvo"), "Silent Tiger"), (("Stella", "Corvo"), "Stella")],
)
def test_st_is_a_players_initials_or_start_not_the_storyteller(players, player):
    # "ST" names the Storyteller only as a whisper's partner or a ping (parser.resolve,
    # parser.slash); as a vote's target it is a player's initials or the start of a name
    res = Roster([Player(p) for p in players]).resolve("ST")
    assert res.ok and res.player == player
