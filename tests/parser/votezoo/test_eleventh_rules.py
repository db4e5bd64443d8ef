"""The eleventh round's rules alone (see test_eleventh.py): a table row of who votes whom
written as its label's line (``extract.rows.voter_rows``); a list of names called out
before a vote (``prose.addressed``, ``parse.told_another``); the words after a vote that
an unvote right after it shares (``extract._words_after``); "VOTE: Revote"
(``parse.named_unvote``); a word of its own one letter from "vote" (``grammar.typos``).
Invented names."""

from __future__ import annotations

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.extract.rows import voter_rows
from votecount.parser.names.players import Player, Roster
from votecount.parser.parse import told_another
from votecount.parser.prose import addressed
from votecount.parser.prose.words import BLOCK_WORDS, THE_OTHERS

from ..helpers import make_post
from .zoo import ROSTER, B

TABLE = "<table><tbody>{}</tbody></table>"
# a second row of who votes whom: a table of one such row is left (its vote the writer's)
OTHER = "<tr><td>Tansy</td><td>VOTE: Lark</td></tr>"
OTHER_WRITTEN = "<tr><td>Tansy: VOTE: Lark</td></tr>"


@pytest.mark.parametrize(
    ("row", "written"),
    [
        ("<tr><td>Lark</td><td>VOTE: Ivo</td></tr>", "<tr><td>Lark: VOTE: Ivo</td></tr>"),
        ("<tr><td>1</td><td>Lark</td><td>VOTE: Ivo</td></tr>", "<tr><td>Lark: VOTE: Ivo</td></tr>"),
        ("<tr><td>Lark</td><td><b>vote Ivo</b></td><td>L-2</td></tr>",
         "<tr><td>Lark: <b>vote Ivo</b> L-2</td></tr>"),
    ],
)  # fmt: skip
def test_a_row_of_who_votes_whom_is_its_label_line(row: str, written: str) -> None:
    assert voter_rows(TABLE.format(row + OTHER)) == TABLE.format(written + OTHER_WRITTEN)


@pytest.mark.parametrize(
    "row",
    [
        "<tr><th>Voter</th><th>Vote</th></tr>",  # a heading
        "<tr><td>VOTE: Ivo</td><td>Lark</td></tr>",  # the vote word in the first cell
        "<tr><td>Lark</td><td>Tansy</td><td>VOTE: Ivo</td></tr>",  # two names before it
        "<tr><td>Lark is scum for real</td><td>VOTE: Ivo</td></tr>",  # a sentence
        "<tr><td>Lark</td><td>town</td></tr>",  # no vote word
        "<tr><td>Reads:</td><td>VOTE: Ivo</td></tr>",  # a label of its own
    ],
)
def test_other_rows_are_left(row: str) -> None:
    assert voter_rows(TABLE.format(row + OTHER * 2)) == TABLE.format(row + OTHER_WRITTEN * 2)


@pytest.mark.parametrize(
    "rows",
    [
        "<tr><td>Lark</td><td>VOTE: Ivo</td></tr>",  # one row of who votes whom: the writer's
        "<tr><td>Lark</td><td>VOTE: Ivo</td></tr><tr><td>Ivo</td><td>scum</td></tr>",
    ],
)
def test_a_table_of_one_voter_row_is_left(rows: str) -> None:
    assert voter_rows(TABLE.format(rows)) == TABLE.format(rows)


@pytest.mark.parametrize(
    "heading", ["<tr><th>Voter</th><th>Vote</th></tr>", "<tr><td>Player</td><td>Votes</td></tr>"]
)
def test_one_row_under_a_heading_is_its_label_line(heading: str) -> None:
    one = "<tr><td>Lark</td><td>VOTE: Ivo</td></tr>"
    written = "<tr><td>Lark: VOTE: Ivo</td></tr>"
    assert voter_rows(TABLE.format(heading + one)) == TABLE.format(heading + written)


@pytest.mark.parametrize("label", ["Me", "me", "Juno (me)", "Myself", "my pick"])
def test_the_writers_own_row_is_left(label: str) -> None:
    own = f"<tr><td>{label}</td><td>VOTE: Ivo</td></tr>"
    assert voter_rows(TABLE.format(own + OTHER)) == TABLE.format(own + OTHER_WRITTEN)


def test_no_table_is_the_same_string() -> None:
    html = B.format("VOTE: Ivo")
    assert voter_rows(html) is html


def test_a_table_inside_a_table_is_left_outside() -> None:
    inner = TABLE.format("<tr><td>Lark</td><td>VOTE: Ivo</td></tr>" + OTHER)
    html = f"<table><tr><td>Tansy</td><td>vote {inner}</td></tr></table>"
    assert voter_rows(html) == html.replace(
        inner, TABLE.format("<tr><td>Lark: VOTE: Ivo</td></tr>" + OTHER_WRITTEN)
    )


@pytest.mark.parametrize(
    ("before", "raw", "who"),
    [
        ("Ember, Lark, ", "vote Ivo", "Ember, Lark"),
        ("Ember and Lark, ", "vote Ivo", "Ember and Lark"),
        ("Ember, Lark, Tansy, ", "vote Ivo", "Ember, Lark, Tansy"),
        ("OK Lark, ", "vote Ivo", "Lark"),
        ("Okay Tansy, please ", "vote Ivo", "Tansy"),
        ("So Lark, ", "vote Ivo", "Lark"),
        ("Lark, please, ", "vote Ivo", "Lark"),  # "please" is no name of the list
        ("OK, ", "vote Ivo", None),
        ("OK Lark, ", "VOTE: Ivo", None),  # the writer's formal vote said to Lark
        ("Ember, Lark, ", "UNVOTE", None),
    ],
)
def test_the_names_called_out(before: str, raw: str, who: str | None) -> None:
    assert addressed(before, raw) == who


@pytest.mark.parametrize(
    ("who", "told"),
    [
        ("Ember, Lark", True),
        ("Ember and Lark", True),
        ("@Lark, @Tansy", True),
        ("Thanks, Lark", False),  # "Thanks" names no player
        ("Lark, Ivo", False),  # the vote's own target among them
        ("Juno, Lark", False),  # the writer among them
        ("Lark, Warden", False),  # a host who does not play
    ],
)
def test_every_name_of_the_list_is_another_player(who: str, told: bool) -> None:
    assert told_another(who, "Juno", ROSTER, "Ivo") is told


def test_the_group_words_are_block_words() -> None:
    assert set(THE_OTHERS) <= BLOCK_WORDS


REVOTE = Roster([Player("Revote"), Player("Ivo")], hosts=["Warden"])


@pytest.mark.parametrize(
    ("roster", "want"),
    [(REVOTE, [("vote", "Revote")]), (ROSTER, [])],  # with no such player: no vote
)
def test_vote_revote_names_the_player_only_when_there_is_one(roster: Roster, want: list) -> None:
    parsed = parse_post(make_post(B.format("VOTE: Revote"), "Juno"), roster, ParseOptions())
    assert [(c.kind.value, c.target_player) for c in parsed.commands] == want


@pytest.mark.parametrize("run", ["Vite: Ivo", "voto Ivo", "VOTA: Ivo"])
def test_a_word_of_its_own_is_a_near_miss(run: str) -> None:
    parsed = parse_post(make_post(B.format(run), "Juno"), ROSTER, ParseOptions())
    assert parsed.commands == ()
    assert [n.reason for n in parsed.near_misses] == ["KEYWORD_TYPO"]
