"""The vote zoo's seventh round's rules on their own (cases in test_seventh*.py): what the
writer says beside a vote (``parser.asides``: no real vote, only if made to, an example,
an earlier game's), a vote moved by an arrow and a name glued to the next sentence
(``resolve``), a plain unvote after words taking back (``grammar``), and a list of who
votes whom (``parse.listed_votes``)."""

from __future__ import annotations

import pytest

from votecount.parser.asides import disclaimed, example_before, only_if_made, past_report
from votecount.parser.grammar import text_commands
from votecount.parser.model import Kind
from votecount.parser.parse import listed_votes

from .zoo import ROSTER


@pytest.mark.parametrize(
    ("target", "after"),
    [("Ivo", " (not a real vote)"), ("Ivo (not an actual vote)", ""), ("Ivo", " - this isn't a vote"),
     ("Ivo", " (it's not a vote yet)"), ("Ivo", " (doesn't count)"), ("Ivo", " (example)"),
     ("Ivo", " <- not a serious vote"), ("Ivo", ". Not a real vote.")],
)  # fmt: skip
def test_said_to_be_no_vote(target: str, after: str) -> None:
    assert disclaimed(target, after)


@pytest.mark.parametrize(
    ("target", "after"),
    [("Ivo", " (not a vote for Lark)"), ("Ivo", ". Lark's claim doesn't count for much."),
     ("Ivo", ". For example, he dodged."), ("Ivo", " (placeholder)"), ("Ivo", " (pressure)"),
     ("Ivo", " - not the cop, a vote"), ("Ivo", " (Lark is not a real cop)"),
     ("Ivo", " (for example, he lied)"), ("Ivo", " (e.g., his claim)")],
)  # fmt: skip
def test_other_remarks_leave_the_vote(target: str, after: str) -> None:
    assert not disclaimed(target, after)


@pytest.mark.parametrize(
    ("target", "after"),
    [("Ivo", " if I had to"), ("Ivo", ", if forced"), ("Ivo if you made me", ""),
     ("Kestrel Moon if I had to", ""),
     ("Ivo", " (if I had a vote)"), ("Ivo", " if I were still alive"), ("Ivo", " if I could")],
)  # fmt: skip
def test_only_if_made_to(target: str, after: str) -> None:
    assert only_if_made(target, after)


@pytest.mark.parametrize(
    ("target", "after"),
    [("Ivo", " if I must"), ("Ivo", ". If he claims, I unvote."), ("Ivo", " if you agree"),
     ("Ivo", " (had to)"), ("Ivo", ", if I had to guess he is the goon"), ("Ivo, I'd double vote Lark if I could", ""),
     ("Ivo", " if I could tell who lies I'd know"), ("Ivo", " if pressed I'll explain"),
     ("Ivo, even if I had to", ""), ("Ivo and if I could, Lark", "")],
)  # fmt: skip
def test_other_conditions_leave_the_vote(target: str, after: str) -> None:
    assert not only_if_made(target, after)


@pytest.mark.parametrize(
    "before",
    ["Example: ", "e.g. ", "(e.g. ", "For example ", "Like this: ", "Format: ", "(Ex: ",
     "Sample "],
)  # fmt: skip
def test_an_example(before: str) -> None:
    assert example_before(before)


@pytest.mark.parametrize(
    "before",
    ["", "Ok. ", "Exactly. ", "Complex case, ", "Next: ", "My ex ", "I feel like this ",
     "Lark's format ", "Lead by example: ", "a prime example ", "Leading by example "],
)  # fmt: skip
def test_no_example(before: str) -> None:
    assert not example_before(before)


@pytest.mark.parametrize(
    ("before", "after"),
    [("Last game I said ", ""), ("Yesterday I posted ", ""), ("On day 1 I typed ", ""),
     ("Last game I said ", " again and again"), ("Last game I said ", " and still lost"),
     ("I posted ", " in my last game too"), ("In another game I literally wrote ", "")],
)  # fmt: skip
def test_a_vote_of_an_earlier_game(before: str, after: str) -> None:
    assert past_report(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [("I said ", " and I meant it"), ("As I said, ", ""), ("Last game was fun. I said ", ""),
     ("Lark said ", " yesterday"), ("Earlier I said ", " and I stand by it"),
     ("I said ", " yesterday and I still mean it")],
)  # fmt: skip
def test_the_writers_own_now(before: str, after: str) -> None:
    assert not past_report(before, after)


@pytest.mark.parametrize(
    "line",
    ["actually scratch that, unvote", "never mind, unvote.", "wait, unvote for now",
     "EDIT: nvm, unvote", "oops, never mind. unvote", "Wait, no! Unvote!"],
)  # fmt: skip
def test_an_unvote_after_taking_back(line: str) -> None:
    assert [p.kind for p in text_commands(line)] == [Kind.UNVOTE]


@pytest.mark.parametrize(
    "line",
    ["nvm, vote Ivo", "actually unvote is a bad idea here", "wait, unvote if he claims",
     "never mind, should I unvote?", "actually I think we should all unvote and reconsider",
     "no unvote needed", "no, unvoting is bad"],
)  # fmt: skip
def test_no_unvote_taken_back(line: str) -> None:
    assert [p.kind for p in text_commands(line)] == []


def test_a_list_of_who_votes_whom() -> None:
    labels = {(0, 7): "Lark", (1, 8): "Tansy", (2, 6): "Ivo"}
    assert listed_votes(labels, "Juno", ROSTER) == set(labels)


@pytest.mark.parametrize(
    "labels",
    [{(0, 7): "Lark"}, {(0, 7): "Day 1", (1, 7): "Day 2"}, {(0, 7): "Lark", (0, 30): "Tansy"}],
)  # fmt: skip
def test_no_list_of_who_votes_whom(labels: dict[tuple[int, int], str]) -> None:
    assert listed_votes(labels, "Juno", ROSTER) == set()


def test_the_writers_line_beside_one_other_is_a_list() -> None:
    # the twelfth round: the writer's own line ("Juno - **VOTE: Ivo**") beside Lark's makes
    # Lark's a line of a list of who votes whom; the writer's own stays their vote
    assert listed_votes({(0, 6): "Juno", (1, 6): "Lark"}, "Juno", ROSTER) == {(1, 6)}


def test_a_question_ends_the_sentence_a_hypothetical_is_read_in():
    # prose.py once bound _STOP twice; the later "[.!]" hid this rule's "[.!?]+", so a
    # question before "I'd" did not end the sentence the counterfactual is looked for in
    from votecount.parser.prose import hypothetical_before

    assert hypothetical_before("If I were town I'd ")
    assert not hypothetical_before("If I were town would you lynch me? I'd ")
    assert not hypothetical_before("Were I scum?! Never. I'd ")
