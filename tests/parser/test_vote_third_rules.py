"""The reading rules of the vote zoo's third round (tests/parser/votezoo/test_third.py),
each on its own: a vote word with its colon opening a sentence after a short one
(``prose.opens_sentence``), an edit's label with no stop after it or in brackets
(``grammar.LINE_START``), a smiley's typed code and a "+" between two names
(``grammar.clean_target``), the no-elimination phrases alone, the others told to vote
(``prose.preamble_ok``), a negation or the others told before a styled run on its line
(``readings._sentence_before`` by ``prose.prose_before``). Invented posts."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster, rulebook
from votecount.parser.grammar import clean_target
from votecount.parser.prose import opens_sentence, preamble_ok, prose_before

from .helpers import PLAYERS, parse, votes


def _opens(run: str) -> bool:
    at = run.lower().index("vote")
    end = at + len("vote")
    if run.lower().startswith("unvote", at - 2):
        at -= 2
    return opens_sentence(run[:at], run, end)


@pytest.mark.parametrize(
    "run",
    ["Ok everyone. Vote: X", "Sorry guys! VOTE: X", "Fine then, everybody. Unvote:",
     "Right. Vote : X", "Enough!! Vote: X"],
)  # fmt: skip
def test_a_vote_word_opening_its_own_sentence(run: str) -> None:
    assert _opens(run)


@pytest.mark.parametrize(
    "run",
    ["Ok everyone, vote: X", "Why? Vote: X", "Ok everyone. Vote X", "everyone vote: X",
     "This is a long first sentence of many words here. Vote: X"],
)  # fmt: skip
def test_no_sentence_of_its_own(run: str) -> None:
    assert not _opens(run)


def test_a_bold_run_with_a_sentence_then_the_vote() -> None:
    assert votes(parse("<b>Ok everyone. Vote: Pepperpot</b>")) == [("vote", "Pepperpot")]
    assert votes(parse("<b>Ok everyone. Vote Pepperpot</b>")) == []  # no colon: a sentence
    assert votes(parse("<b>Why not? Vote: Pepperpot</b>")) == []


@pytest.mark.parametrize("word", ["everybody", "guys", "y'all", "folks", "people"])
def test_the_others_told_to_vote(word: str) -> None:
    assert not preamble_ok(f"{word} ")
    assert votes(parse(f"<b>{word.capitalize()} vote Pepperpot</b>")) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [("ETA VOTE: Pepperpot", [("vote", "Pepperpot")]),
     ("Edit 3 vote: Pepperpot", [("vote", "Pepperpot")]),
     ("[EDIT] vote: Pepperpot", [("vote", "Pepperpot")]),
     ("[eta 2] vote Pepperpot", [("vote", "Pepperpot")]),
     ("ETA vote Pepperpot", []),  # no stop and no colon: "eta" may start a sentence
     ("[edit] I will vote Pepperpot", [])],
)  # fmt: skip
def test_an_edit_label(line: str, expected: list[tuple[str, str | None]]) -> None:
    assert votes(parse(f"<p>long post<br>{line}</p>")) == expected


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [(": :evil: Pepperpot", "Pepperpot"), (" Pepperpot :knife:", "Pepperpot"),
     (" Pepperpot:lol:", "Pepperpot:lol"), (" Thornfield+Pepperpot", "Thornfield + Pepperpot"),
     (" Pepperpot +1", "Pepperpot +1"), (" 10:30 Pepperpot", "10:30 Pepperpot")],
)  # fmt: skip
def test_clean_target(text: str, cleaned: str) -> None:
    assert clean_target(text) == cleaned


@pytest.mark.parametrize("run", ["No Exile", "no-exile", "NO ELIM", "No Elimination"])
def test_a_no_elimination_phrase_alone(run: str) -> None:
    assert votes(parse(f"<b>{run}</b>")) == [("vote", "@no-elimination")]


@pytest.mark.parametrize(
    "before",
    ["Do not ", "I would never ", "please don't ", "You should ", "you may vote ",
     "Everybody ", "Ok, y'all "],
)  # fmt: skip
def test_words_before_a_styled_run_that_make_it_prose(before: str) -> None:
    assert prose_before(before)
    assert votes(parse(f"{before}<b>vote Pepperpot</b>")) == []


@pytest.mark.parametrize(
    "before",
    ["", "I will ", "So I'm going to ", "I vote ", "you deserve an ", "Why would you ",
     "Do not do that. ", "I don't know, "],
)  # fmt: skip
def test_the_writers_own_words_before_a_styled_run(before: str) -> None:
    assert not prose_before(before)


@pytest.mark.parametrize(
    "before",
    ["Do not ever ", "Don't just ", "You should all ", "Nobody should ", "Never even ",
     "You may post "],
)  # fmt: skip
def test_a_negation_or_the_others_told_then_glue_words(before: str) -> None:
    assert prose_before(before)


@pytest.mark.parametrize(
    "before",
    ["not town ", "It's not Juniper ", "can't believe it ", "Never mind ",
     "Everyone is wrong ", "I don't care anymore ", "Not sure but "],
)  # fmt: skip
def test_a_negation_of_another_word_before_a_styled_vote(before: str) -> None:
    # the negation or "everyone" is about another word: the styled vote is the writer's
    assert not prose_before(before)
    assert votes(parse(f"{before}<b>VOTE: Pepperpot</b>")) == [("vote", "Pepperpot")]


def test_a_vote_tag_after_a_negation_still_counts() -> None:
    tag = '<span class="bbvote" title="This is an official vote.">VOTE: Pepperpot</span>'
    assert votes(parse(f"Do not {tag}")) == [("vote", "Pepperpot")]


def test_a_name_that_is_also_a_verb_after_a_plain_vote_word() -> None:
    # "Will" written as a name is the vote's target; "will" in lower case a verb
    roster = Roster([*PLAYERS, Player("Will")], hosts=["Gamekeeper"])
    assert votes(parse("vote Will", roster=roster)) == [("vote", "Will")]
    assert votes(parse("Unvote Will", roster=roster)) == [("unvote", "Will")]
    assert votes(parse("vote will be later", roster=roster)) == []


def test_the_rules_of_this_round_are_in_the_book() -> None:
    assert {"sentence_first", "prose_before"} <= set(rulebook.names())


@pytest.mark.parametrize(
    ("line", "expected"),
    [("Unvote is the right call", []), ("unvote was a mistake", []),
     ("vote seems premature", []), ("Unvote", [("unvote", None)]),
     ("unvote Pepperpot", [("unvote", "Pepperpot")]), ("UNVOTE: is it", [("unvote", "is it")])],
)  # fmt: skip
def test_a_verb_after_a_plain_vote_word(line: str, expected: list[tuple[str, str | None]]) -> None:
    assert votes(parse(f"<p>{line}</p>")) == expected
