"""The four vote shapes of ``votes16``, each rule on its own: two names joined by "vs" or
cut apart by ";" or "?" (``grammar.two_names``, held AMBIGUOUS in ``parse``), a typed
vote tag's argument with an empty body (``scan.bb_votes`` / ``readings._bbcode``), a
question around a styled vote (``prose.asked_before``). Invented posts."""

from __future__ import annotations

import pytest

from votecount.parser.grammar import two_names
from votecount.parser.prose import asked_before
from votecount.parser.scan import bb_votes


@pytest.mark.parametrize(
    ("raw", "target", "parts"),
    [
        ("Vote: Ada vs Bo", "Ada vs Bo", ("Ada", "Bo", "Ada vs Bo")),
        ("Vote: Ada VS Bo", "Ada VS Bo", ("Ada", "Bo", "Ada VS Bo")),
        ("Vote: Ada vs. Bo", "Ada vs", ("Ada", "Bo", "Ada vs. Bo")),
        ("Vote: Ada; Bo", "Ada", ("Ada", "Bo", "Ada; Bo")),
        ("Vote: Ada? Bo?", "Ada", ("Ada", "Bo", "Ada? Bo")),
        ("Vote: Ada? Bo Cyr", "Ada", ("Ada", "Bo Cyr", "Ada? Bo Cyr")),
    ],
)
def test_two_names_in_the_text(raw: str, target: str, parts: tuple[str, str, str]) -> None:
    assert two_names(raw, target) == parts


@pytest.mark.parametrize(
    ("raw", "target"),
    [
        ("Vote: Ada", "Ada"),
        ("Vote: Ada. Bo is next", "Ada"),  # a stop: a new sentence, not a list
        ("Vote: Ada; because she lied about her role", "Ada"),  # more than three words
        ("Vote: Ada vs Bo vs Cyr", "Ada vs Bo vs Cyr"),  # three: the names layer
        ("Vote: Ada?", "Ada"),
    ],
)
def test_no_two_names(raw: str, target: str) -> None:
    assert two_names(raw, target) is None


def test_a_typed_vote_tag_keeps_its_argument() -> None:
    (m,) = bb_votes("[vote=Ada][/vote]")
    assert (m.group(1), m.group(2), m.arg) == ("vote", "", "Ada")
    (m,) = bb_votes("[vote]Ada[/vote]")
    assert m.arg == ""


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Why would you ", "?"),
        ("how could anyone ", " now?"),
        ("Should we ", " today?"),
        ("Would anyone ", "?"),
        ("Fine. Do you really ", "?"),
    ],
)
def test_a_question_around_the_run(before: str, after: str) -> None:
    assert asked_before(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Why would you ", ""),  # no "?" closes it
        ("Why would you ", ". Really?"),  # the "?" is another sentence's
        ("Should we wait? ", ""),  # the question closed before the run
        ("I will ", "?"),  # no question's start
        ("Why ", "?"),  # one word
        ("Would you believe me if I said that I ", "?"),  # a long clause
        ("", "?"),
    ],
)
def test_no_question_around_the_run(before: str, after: str) -> None:
    assert not asked_before(before, after)
