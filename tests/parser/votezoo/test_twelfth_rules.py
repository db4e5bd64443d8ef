"""The twelfth round's rules alone (see test_twelfth.py): a table's row of the writer's
own and names in ``<th>`` cells down its side (``extract.rows.voter_rows``,
``own_label``); a list of who votes whom with a line of the writer's own
(``parse.listed_votes``); the writer's words after a vote said to others that join them
(``prose.address.joins_them``); a vote planned for when something happens
(``prose.planned_before``). Invented names."""

from __future__ import annotations

import pytest

from votecount.parser.extract.rows import own_label, voter_rows
from votecount.parser.names.players import Player, Roster
from votecount.parser.parse import listed_votes
from votecount.parser.prose import planned_before
from votecount.parser.prose.address import addressed, joins_them

TABLE = "<table><tbody>{}</tbody></table>"
ROSTER = Roster([Player("Juno"), Player("Lark"), Player("Tansy"), Player("Ivo")], hosts=["Warden"])


@pytest.mark.parametrize(
    ("rows", "written"),
    [
        # a styled row of the writer's own is written "Me: ...", the other's row labelled
        ("<tr><td>Me</td><td><b>VOTE: Ivo</b></td></tr><tr><td>Lark</td><td><b>VOTE: Tansy</b></td></tr>",
         "<tr><td>Me: <b>VOTE: Ivo</b></td></tr><tr><td>Lark: <b>VOTE: Tansy</b></td></tr>"),
        # under the writer's own name
        ("<tr><td>Juno</td><td><b>VOTE: Ivo</b></td></tr><tr><td>Lark</td><td><b>VOTE: Tansy</b></td></tr>",
         "<tr><td>Me: <b>VOTE: Ivo</b></td></tr><tr><td>Lark: <b>VOTE: Tansy</b></td></tr>"),
        # plain: the writer's row stays as its cells (plain text wants the vote word first)
        ("<tr><td>Juno</td><td>VOTE: Ivo</td></tr><tr><td>Lark</td><td>VOTE: Tansy</td></tr>",
         "<tr><td>Juno</td><td>VOTE: Ivo</td></tr><tr><td>Lark: VOTE: Tansy</td></tr>"),
        # names in <th> cells down the side
        ("<tr><th>Lark</th><td>VOTE: Ivo</td></tr><tr><th>Tansy</th><td>VOTE: Lark</td></tr>",
         "<tr><td>Lark: VOTE: Ivo</td></tr><tr><td>Tansy: VOTE: Lark</td></tr>"),
    ],
)  # fmt: skip
def test_the_writers_row_and_side_headings(rows: str, written: str) -> None:
    assert voter_rows(TABLE.format(rows), "Juno") == TABLE.format(written)


@pytest.mark.parametrize(
    "rows",
    [
        "<tr><th>Voter</th><th>Vote</th></tr>",  # a heading row: every cell a th
        "<tr><td>Lark</td><th>VOTE: Ivo</th></tr>",  # a th after the first cell
    ],
)
def test_heading_rows_are_no_voter_rows(rows: str) -> None:
    other = "<tr><td>Tansy</td><td>VOTE: Lark</td></tr>"
    html = TABLE.format(rows + other * 2)
    assert voter_rows(html) == TABLE.format(rows + "<tr><td>Tansy: VOTE: Lark</td></tr>" * 2)


@pytest.mark.parametrize(
    ("label", "own"),
    [("Me", True), ("Juno (me)", True), ("my pick", True), ("Juno", True), ("juno", True),
     ("Lark", False), ("Junot", False), ("Mee", False)],
)  # fmt: skip
def test_own_label(label: str, own: bool) -> None:
    assert own_label(label, "Juno") is own


@pytest.mark.parametrize(
    ("labels", "dropped"),
    [
        ({(0, 0): "Me", (1, 0): "Lark"}, {(1, 0)}),  # one other beside the writer's own
        ({(0, 0): "Juno", (1, 0): "Lark", (2, 0): "Tansy"}, {(1, 0), (2, 0)}),  # own name kept
        ({(0, 0): "Lark", (1, 0): "Tansy"}, {(0, 0), (1, 0)}),  # two others, as before
        ({(0, 0): "Lark", (0, 9): "Me"}, set()),  # one line: may speak to Lark
        ({(0, 0): "Juno", (1, 0): "Me"}, set()),  # only the writer's own
        ({(0, 0): "Lark", (1, 0): "Reads"}, set()),  # one other, no own line
    ],
)
def test_a_list_with_a_line_of_the_writers_own(labels: dict, dropped: set) -> None:
    assert listed_votes(labels, "Juno", ROSTER) == dropped


@pytest.mark.parametrize(
    ("after", "joins"),
    [
        (". I'm with you two.", True),
        (" - I’m with you on this", True),
        (", joining you.", True),
        (". I agree with you.", True),
        (" same as you", True),
        (". You're right about him.", True),
        (" right there with you", True),
        (".", False),
        (". I'm not with you on Tansy", False),
        (". Who is with you?", False),
        (" if you agree with me.", False),
        (". He is scum. I'm with you", False),  # not the words right after the run
    ],
)
def test_words_that_join_the_ones_called_out(after: str, joins: bool) -> None:
    assert joins_them(after) is joins


def test_a_vote_said_to_them_and_joined_is_addressed_to_no_one() -> None:
    assert addressed("Lark, Tansy, ", "vote Ivo") == "Lark, Tansy"
    assert addressed("Lark, Tansy, ", "vote Ivo", ". I'm with you two.") is None


@pytest.mark.parametrize(
    ("before", "planned"),
    [
        ("If Ivo claims I'll ", True),
        ("If Lark flips scum, I will ", True),
        ("When Ivo claims, I'm going to ", True),
        ("Once Lark is dead I’ll ", True),
        ("Unless he claims, I'd ", True),
        ("As soon as Lark posts I'm gonna ", True),
        ("Ok, if he dodges again I'll just ", True),
        ("He dodged. If he claims I'll ", True),  # the sentence since the stop
        ("If nobody objects, ", False),  # no will: the vote, cast with a condition
        ("Even if Ivo claims I'll still ", False),  # a concession
        ("Since Ivo claimed, I'll ", False),  # no condition
        ("If he claims I'll think again. For now ", False),  # another sentence
        ("If I'm still alive, I'm going to ", False),  # a condition on the writer: met now
        ("When we reach L-1 I'll ", False),
        ("If they both claimed scum, but nobody believes them, I'll ", False),  # a past fact
        ("If Lark was lying, I'm going to ", False),
        ("If Lark flipped scum I'd ", True),  # a counterfactual
        ("If Lark is lynched, I'll ", True),  # a passive: no past
        ("If Ivo gets killed tonight I will ", True),
        ("When in doubt, I'll ", False),  # an idiom: the writer's choice now
        ("If anything, I'd ", False),
        ("If nothing else, I'll ", False),
        ("I'll ", False),  # the writer's own "I'll **vote X**" (round three)
        ("Iffy read, but I'll ", False),  # "if" only inside a word
    ],
)
def test_a_vote_planned_for_when_something_happens(before: str, planned: bool) -> None:
    assert planned_before(before) is planned
