"""Words that mean No Lynch, found necessary by the accuracy work on real games."""

from __future__ import annotations

from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names import Player, Roster


def test_nl_is_no_lynch_even_beside_a_player_with_those_initials():
    # MafiaScum hosts count "[vote]nl[/vote]" as No Lynch (a fixture of our own, after
    # two real games where votecount read it as nobody)
    roster = Roster([Player("Nero Lamb"), Player("Ivo")])
    assert roster.resolve("nl").player == NO_ELIMINATION
    assert roster.resolve("NL").player == NO_ELIMINATION
    assert roster.resolve("Nero").player == "Nero Lamb"
