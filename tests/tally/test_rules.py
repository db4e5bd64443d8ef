"""Rules from presets and switches; thresholds for 3-20 living."""

from __future__ import annotations

import pytest

from votecount.tally import InvalidSwitches, Rules, Setup, half_up, strict_majority
from votecount.tally.errors import InvalidInput

from .dsl import run


@pytest.mark.parametrize("n", range(3, 21))
def test_thresholds(n):
    assert strict_majority(n) == n // 2 + 1
    assert half_up(n) == -(-n // 2)
    assert 2 * strict_majority(n) > n >= 2 * (strict_majority(n) - 1)
    rules = Rules.from_switches("mafia", {"threshold_rule": "half_up"})
    assert rules.threshold_for(n) == half_up(n)


@pytest.mark.parametrize("n", range(3, 21))
def test_hammer_lands_exactly_at_threshold(n):
    players = [f"p{i}" for i in range(n)]
    need = strict_majority(n)
    script = ["D1"] + [f"{players[i]}>p0" for i in range(need)]
    short = run(script[:-1], players=" ".join(players))
    assert short.current.outcome.status.value == "leading"
    assert short.current.wagons[0].label == "L-1"
    full = run(script, players=" ".join(players))
    assert full.current.outcome.status.value == "hammered"
    assert full.current.outcome.ref.number == need + 1


def test_every_bad_switch_is_listed():
    with pytest.raises(InvalidSwitches) as err:
        Rules.from_switches(
            "mafia", {"tie_break": "coin", "self_vote": "yes", "colour": "red", "prod_hours": 36}
        )
    assert len(err.value.problems) == 3
    text = str(err.value)
    assert "tie_break" in text and "self_vote" in text and "colour" in text
    assert isinstance(err.value, ValueError)


def test_unknown_ruleset():
    with pytest.raises(InvalidInput, match="unknown ruleset"):
        Rules.from_switches("chess", {})


def test_defaults_and_get():
    rules = Rules.from_switches("mafia", {"prod_hours": 36})
    assert rules.resolution == "hammer" and rules.prod_hours == 36.0
    assert rules.get("tie_break") == "none"
    assert rules.make_ruleset().name == "mafia"


def test_rules_are_frozen():
    rules = Rules.from_switches("mafia")
    with pytest.raises(AttributeError):
        rules.resolution = "plurality"  # type: ignore[misc]
    assert Setup.of("a").players[0].id == "a"
