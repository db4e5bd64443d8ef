"""``parser.host.phase_words``: a start inside a sentence read when it is the sentence's
main clause (``main_clause``), a start said on a condition, hoped for or to come never a
start (so init's day starts and the count's markers read alike), and a day's end taken
back (``takes_back``)."""

from __future__ import annotations

import pytest

from votecount.parser.host.daystarts import day_starts
from votecount.parser.host.phase_words import main_clause, phase_words, takes_back


def starts(sentence: str) -> list[tuple[str | None, int | None]]:
    return [(w.phase, w.number) for w in phase_words(sentence) if w.kind == "start"]


@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        ("And so, Day 2 begins at last", ("day", 2)),
        ("The sun rises, and Day 2 begins", ("day", 2)),
        ("With that, night falls", ("night", None)),
        ("Day 3 has begun, good luck", ("day", 3)),
        ("Pre-game is over, Day 1 has begun", ("day", 1)),
    ],
)
def test_a_start_as_its_sentence_s_main_clause(sentence, want):
    w = next(w for w in phase_words(sentence) if w.kind == "start" and w.how != "heading")
    assert (w.phase, w.number) == want
    assert main_clause(sentence, w)


@pytest.mark.parametrize(
    "sentence",
    [
        "Day 2 begins when I post the flip",
        "if Day 2 begins before Friday, we are fine",
        "Day 2 begins in 24 hours",
        "the rules say Day 2 begins at 8pm",
        "I hope Day 2 begins soon",
        "Night 1 begins once all role PMs are out",
        "no claims until Day 1 starts",
        "he posted again after Day 2 started",
        "I'll post the Beginning of Day 3 tomorrow",
        "Night falls when a player is lynched",
    ],
)
def test_a_start_on_a_condition_to_come_or_hoped_for_is_none(sentence):
    assert starts(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    ["He said that Day 2 begins now", "I think Day 2 has begun, right"],
)
def test_a_start_inside_another_clause_is_no_main_clause(sentence):
    w = next(w for w in phase_words(sentence) if w.kind == "start" and w.how != "heading")
    assert not main_clause(sentence, w)


def test_a_day_s_end_taken_back():
    assert takes_back("Sorry, I miscounted: the day's still on.")
    assert takes_back("That was not a lynch, keep voting")
    assert not takes_back("The day is over.")
    assert takes_back("Kes has not been lynched, the day goes on.")
    assert not takes_back("As the day goes on, Ivo grows nervous.")
    assert not takes_back("Ivo says the day goes on.")
    assert not takes_back("Ivo was not a lynch target.")
    assert not takes_back("The day is not over for the scum team.")
    assert takes_back("The day is not over.")


def test_init_reads_no_day_start_from_a_plan():
    """A host's plan ("Day 2 begins when ...") in the day starts no day: the day's end
    and the next day's own post do."""
    posts = [
        (5, "<p>Day 2 begins when I have posted every flip.</p>"),
        (9, "<p>Ivo was lynched. Night 1 begins.</p>"),
        (12, "<p>And so, Day 2 begins at last.</p>"),
    ]
    assert [(s.day, s.post) for s in day_starts(posts, day_one=1)] == [(2, 12)]


def test_a_start_told_as_past_is_none():
    """A recap ("Yesterday, Day 2 started") is no start; a lead-in naming yesterday's
    news is ("After yesterday's lynch, Day 3 begins")."""
    assert starts("Yesterday, Day 2 started") == []
    assert starts("Earlier, night fell and Ivo left") == []
    assert starts("After yesterday's lynch, Day 3 begins") != []


@pytest.mark.parametrize(
    "line",
    [
        "That was not a lynch, was it?",
        "This is not a lynch if Ivo unvotes.",
        "Ivo thinks the day's still on.",
        "Is the day still open?",
    ],
)
def test_a_take_back_asked_conditional_or_reported_is_none(line):
    assert not takes_back(line)
    assert takes_back(f"Night 1 begins. {line} Sorry, the day is still on.")
