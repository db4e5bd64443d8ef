"""House rules stated for part of the game only (a given day, the endgame, the first
hours, a condition on who remains) are no setting of the whole game: a wrong
``resolution`` runs a day past its majority, a wrong ``allow_no_elimination`` drops the
no-lynch votes of every day (``parser/host/house_rules/``). Invented sentences."""

from __future__ import annotations

import pytest

from votecount.parser.host.house_rules import (
    forbids_no_lynch,
    forbids_self_votes,
    house_rules,
    no_hammer,
    plurality_at_deadline,
    tie_rule,
)


def rules_of(text: str) -> dict[str, object]:
    return {r.key: r.value for r in house_rules([(0, f"<p>{text}</p>")])}


IN_PART = [
    "There is no hammer on Day 1.",
    "On Day 1 there is no hammer.",
    "There is no hammer until LyLo.",
    "If fewer than 5 players remain, there is no hammer.",
    "Hammer is disabled at LyLo.",
    "Once we hit MyLo, days only end at deadline.",
    "No hammering in the first 48 hours.",
    "There is no hammer before 24 hours have passed.",
    "There is no hammer during the first day.",
    "On D1, the player with the most votes at deadline is lynched.",
    "Plurality lynch applies only on Day 1.",
    "You may not no-lynch on Day 1.",
    "No Lynch is not an option until LyLo.",
    "If three players remain, No Lynch is not an option.",
    "No Lynch is not an option if only three remain.",
    "Ties on Day 1 are resolved randomly.",
    "If you vote for two players in one post on Day 1, neither vote counts.",
    "You may not vote for yourself on Day 1.",
]


@pytest.mark.parametrize("sentence", IN_PART)
def test_a_rule_for_part_of_the_game_is_no_setting(sentence):
    assert rules_of(sentence) == {}
    assert not no_hammer(sentence)
    assert not plurality_at_deadline(sentence)
    assert not forbids_no_lynch(sentence)
    assert not forbids_self_votes(sentence)
    assert tie_rule(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "how"),
    [
        ("There is no hammer.", "plurality"),
        ("The day will not end until the deadline, and there is no hammer.", "plurality"),
        ("Unlike most games, there is no hammer.", "plurality"),
        ("In this game there is no hammer, unlike most.", "plurality"),
        ("If no majority is reached by deadline, the player with the most votes dies.",
         "hammer_or_plurality"),
    ],
)  # fmt: skip
def test_a_rule_for_the_whole_game_is_still_read(sentence, how):
    assert rules_of(sentence) == {"resolution": how}


@pytest.mark.parametrize(
    "sentence",
    [
        "Plurality lynch is not in effect.",
        "Plurality lynch isn't used here.",
        "Plurality voting is off.",
    ],
)
def test_a_plurality_denied_after_it_is_none(sentence):
    assert not plurality_at_deadline(sentence)
    assert "resolution" not in rules_of(sentence)


@pytest.mark.parametrize(
    ("sentence", "how"),
    [
        # "no majority lynch" / "no hammer" in a condition: what happens when the day
        # reaches no majority, so a majority does end it
        ("If there is no majority lynch by deadline, the player with the most votes is lynched.",
         "hammer_or_plurality"),
        # (plurality_at_deadline reads "no … most" as a denial: nothing written, no wrong rule)
        ("When there is no hammer, the player with the most votes at deadline is lynched.",
         None),
        ("Days only end at deadline or when a majority is reached.", None),
        ("A majority does not end the day if it is reached in the last hour.", None),
        ("No early lynches will happen if the day has no majority.", None),
    ],
)  # fmt: skip
def test_no_hammer_in_a_condition_is_none(sentence, how):
    assert not no_hammer(sentence)
    assert rules_of(sentence).get("resolution") == how
