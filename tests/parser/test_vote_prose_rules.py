"""The reading rules of the vote zoo's second round (tests/parser/votezoo/test_shapes.py),
each on its own: a later vote word said in a sentence (``prose.said_in_prose``), a
quotation typed with "> " (``extract.quotations.prefixed_quotations``), a vote tag's name on the
next line (``extract.joins.join_split_tags``), "unvotevote", a title before a name
(``resolve.after_a_title``). Invented posts."""

from __future__ import annotations

import pytest

from votecount.parser import rulebook
from votecount.parser.prose import said_in_prose

from .helpers import parse, votes


@pytest.mark.parametrize(
    "between",
    [", but I might ", " because he will ", ". If Ivo claims, ", " (if he claims I ",
     " others please ", " or ", " I will ", ": Ivo until someone tells me who to ",
     " because I ", ", so I ", ". Once he claims, "],
)  # fmt: skip
def test_a_later_vote_word_in_a_sentence(between: str) -> None:
    assert said_in_prose(between)


@pytest.mark.parametrize(
    "between",
    ["", ", ", " Bramble ", " and ", " then ", ", and then ", " (if I must) ", " - ",
     ". I ", ", I ", ". Once again, ", ": Ivo. Once more: "],
)  # fmt: skip
def test_a_later_vote_word_as_a_command(between: str) -> None:
    assert not said_in_prose(between)


def test_a_first_person_vote_after_an_unvote_is_a_vote() -> None:
    # "I vote X" opening its clause is the writer's vote, as it is in a run of its own
    for run in ("<b>Unvote, I vote Pepperpot</b>", "<b>Unvote. I vote Pepperpot</b>"):
        unvote, vote = votes(parse(run))  # the unvote's text ("I") names nobody
        assert (unvote[0], vote) == ("unvote", ("vote", "Pepperpot")), run


def test_once_again_is_no_condition() -> None:
    run = "<b>Unvote: Thornfield. Once again, vote: Pepperpot</b>"
    assert votes(parse(run)) == [("unvote", "Thornfield"), ("vote", "Pepperpot")]
    assert votes(parse("vote Pepperpot once again")) == [("vote", "Pepperpot")]
    assert votes(parse("vote Pepperpot once he claims")) == []


def test_the_rules_are_in_the_book() -> None:
    assert {"prose_keyword", "prefixed_quote", "tag_break", "title"} <= set(rulebook.names())


def test_a_prefixed_quotation_is_quoted_text() -> None:
    parsed = parse("Thornfield wrote:<br>&gt; <b>Vote: Pepperpot</b><br>No.")
    assert parsed.commands == ()
    assert [i.reason for i in parsed.ignored] == ["COMMAND_IN_QUOTE"]


def test_a_greentext_line_alone_is_the_writers_own() -> None:
    assert votes(parse("Fine.<br>&gt; <b>Vote: Pepperpot</b>")) == [("vote", "Pepperpot")]


def test_a_vote_tag_with_its_name_on_the_next_line() -> None:
    tag = '<span class="bbvote" title="This is an official vote.">VOTE: <br>{}</span>'
    assert votes(parse(tag.format("Pepperpot"))) == [("vote", "Pepperpot")]
    # a sentence after the drawn "VOTE:": the tag holds no name (an empty tag unvotes)
    assert votes(parse(tag.format("I have no idea yet."))) == [("unvote", None)]


def test_unvote_and_vote_run_together() -> None:
    assert votes(parse("<b>UNVOTEVOTE: Pepperpot</b>")) == [("unvote", None), ("vote", "Pepperpot")]
    assert votes(parse("<b>unvotevoted</b>")) == []


def test_a_title_before_a_name() -> None:
    assert votes(parse("<b>Vote: Mr. Pepperpot</b>")) == [("vote", "Pepperpot")]
