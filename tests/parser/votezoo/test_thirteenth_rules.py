"""The thirteenth round's rules alone (see test_thirteenth*.py): the condition's own verb
and its tense (``prose.condition.past_verb``), a condition the writer says holds or a wish
seen (``prose.condition.held``), the writer's own label under an @mention or a display
name (``extract.rows.own_label``), the move's word before the name with a dash or "to"
(``grammar.targets.clean_target``)."""

from __future__ import annotations

import pytest

from votecount.parser.extract.rows import own_label
from votecount.parser.grammar.targets import clean_target
from votecount.parser.prose.condition import held, past_verb


@pytest.mark.parametrize(
    ("condition", "past"),
    [
        ("they both claimed scum", True),
        ("the two of them lied", True),
        ("Lark said that", True),
        ("Ivo knew all along", True),
        ("Tansy was the cop", True),
        ("Ivo really did claim", True),
        ("Ivo stated he's the cop", True),
        ("Lark and Tansy both agreed", True),
        ("Ivo's confirmed town", False),
        ("Ivo is red checked", False),
        ("it's still tied at deadline", False),
        ("Lark gets cleared", False),
        ("Ivo got lynched", False),  # a passive, as "gets lynched"
        ("Lark has been cleared", False),
        ("Ivo claims and it's confirmed", False),
        ("the vote ends tied", False),
        ("Ivo indeed claims", False),
        ("Lark agrees to proceed", False),
        ("confirmed", False),  # "if (it is) confirmed"
        ("Ivo doesn't claim by tonight", False),
        ("Ivo needs a push", False),
        ("Ivo claims, Lark voted", False),  # the condition ends at its comma
    ],
)
def test_the_conditions_own_verb_and_its_tense(condition: str, past: bool) -> None:
    assert past_verb(condition) is past


@pytest.mark.parametrize(
    ("condition", "holds"),
    [
        ("If he's scum, and I think he is, ", True),
        ("If Lark is scum, which I believe she is, ", True),
        ("If Ivo is lying, and I'm sure he is, ", True),
        ("If Ivo is scum (and he is), ", True),
        ("If Ivo is scum - and he is - ", True),
        ("If Ivo keeps dodging, and he does, ", True),
        ("If Ivo is the wolf, which he clearly is, ", True),
        ("If Ivo wants to be lynched so badly, ", True),
        ("If Lark wants this so much, ", True),
        ("If Ivo is so eager to die, ", True),
        ("If he's scum, ", False),
        ("If he's scum, and I think he might be, ", False),
        ("If Ivo flips scum, and I think he will, ", False),
        ("If Ivo is scum and Lark is town, ", False),
        ("If Ivo wants to claim, ", False),
        ("If Ivo is scum, and Lark is too, ", False),
    ],
)
def test_a_condition_the_writer_says_holds(condition: str, holds: bool) -> None:
    assert held(condition) is holds


@pytest.mark.parametrize(
    ("label", "display", "own"),
    [
        ("@Juno", "", True),
        ("@juno", "", True),
        ("Juniper Bell", "Juniper Bell", True),
        ("@Juniper Bell", "Juniper Bell", True),
        ("juniper bell", "Juniper Bell", True),
        ("@Lark", "", False),
        ("Juniper", "Juniper Bell", False),
        ("Juniper Bell", "", False),
        ("@", "", False),
    ],
)
def test_the_writers_label_under_a_mention_or_display_name(
    label: str, display: str, own: bool
) -> None:
    assert own_label(label, "Juno", display) is own


@pytest.mark.parametrize(
    ("after", "target"),
    [
        (" change - Ivo", "Ivo"),
        (" change \u2013 Ivo", "Ivo"),
        (" switch to Ivo", "Ivo"),
        (" change to Kestrel Moon", "Kestrel Moon"),
        (" swap to Ivo", "Ivo"),
        (" change: Ivo", "Ivo"),  # as before
        (" switch: Lark to Ivo", "switch: Lark to Ivo"),  # a move: the word stays
        (" switch - Lark to Ivo", "switch - Lark to Ivo"),
        (" changed-Ivo", "changed-Ivo"),  # no dash after a space: as written
        (" change-Ivo", "change-Ivo"),
        (" is - Ivo", "Ivo"),
    ],
)
def test_the_moves_word_with_a_dash_or_to(after: str, target: str) -> None:
    assert clean_target(after) == target
