"""The vote zoo's eighth round's rules on their own (cases in test_eighth*.py): a line
after a vote that only says it is none (``asides.disclaimed_next_line``), a line before
a command that shows it as the syntax (``asides.example_above``), a wagon named by its
player (``resolve``'s ``wagon_of``), and a name the bold closed inside of
(``extract.joins.glued_name``)."""

from __future__ import annotations

import pytest

from votecount.parser.asides import disclaimed_next_line, example_above
from votecount.parser.extract.joins import glued_name
from votecount.parser.model import Kind, Markup
from votecount.parser.resolve import _wagon_of
from votecount.parser.result import Found

from .zoo import ROSTER


@pytest.mark.parametrize(
    "line",
    ["(joke, not a real vote)", "^ not serious", "(not a real vote)", "^ doesn't count",
     "^ that's a joke, don't count it", "(joke vote, ignore)", "(not serious)",
     "ignore the above", "(not binding)", "^^ it's not a real vote lol",
     "(not an actual vote, just showing the tag)", "(just pressure, not serious)"],
)  # fmt: skip
def test_a_line_saying_the_vote_above_is_none(line: str) -> None:
    assert disclaimed_next_line(line)


@pytest.mark.parametrize(
    "line",
    ["^ joke vote", "^ just kidding", "jk", "(joke)", "(placeholder)", "(not a joke)",
     "Not serious about Lark though, she's fine.", "ignore Lark", "(ignore my previous vote)",
     "^ this is a real vote btw", "(this counts, Warden)", "it doesn't count, right?",
     "Votes in spoilers don't count, remember.", "(not a real vote) but he's scummy",
     "Lark's vote on me wasn't a real vote.", "", "not serious " * 6],
)  # fmt: skip
def test_other_lines_leave_the_vote(line: str) -> None:
    assert not disclaimed_next_line(line)


@pytest.mark.parametrize(
    "line",
    ["Example:", "e.g.", "For example:", "Format:", "This is how you vote:", "How to vote:",
     "Put it in bold like so:", "Your vote should look like this:", "Don't do this:",
     "The wrong way to vote:", "If I were scum I'd post:", "Scum would write:",
     "(not a real vote, just the format):", "Here’s how people vote:"],
)  # fmt: skip
def test_a_line_showing_the_syntax_below(line: str) -> None:
    assert example_above(line)


@pytest.mark.parametrize(
    "line",
    ["My vote:", "For real this time:", "Hammer time:", "Quiet players, Ivo for example",
     "This is how we vote:", "Here's how I vote:", "What I'd say:", "Here is what I would post:",
     "Here's why:", "Reads:", "What I'll do:", "Mine:", "Lead by example:",
     "I don't know how you vote like that, but:", "He'd post anything:" + " word" * 14],
)  # fmt: skip
def test_other_lines_above_leave_the_command(line: str) -> None:
    assert not example_above(line)


@pytest.mark.parametrize(
    ("text", "player"),
    [("Ivo's wagon", "Ivo"), ("Ivo’s bandwagon", "Ivo"), ("Kestrel Moon's train", "Kestrel Moon"),
     ("ivo's wagon!", "Ivo")],
)  # fmt: skip
def test_a_wagon_named_by_its_player(text: str, player: str) -> None:
    res = _wagon_of(text, ROSTER)
    assert res is not None and res.player == player


@pytest.mark.parametrize(
    "text", ["Ivo wagon", "Iv's wagon", "the wagon", "Ivo's wagon plan", "wagon"]
)
def test_other_wagons_name_nobody(text: str) -> None:
    assert _wagon_of(text, ROSTER) is None


@pytest.mark.parametrize(
    ("line", "cut", "rest"),
    [("VOTE: I|vo", "I", "vo"), ("x VOTE: Kes|trel Moon", "Kes", "trel"), ("vote Lark|ing", "Lark", "ing")],
)  # fmt: skip
def test_a_name_the_bold_closed_inside(line: str, cut: str, rest: str) -> None:
    found = _bold_found(line, cut)
    assert dict(glued_name(line.replace("|", ""), found).extra)["glued_rest"] == rest


@pytest.mark.parametrize(
    "line", ["VOTE: Ivo|'s", "VOTE: Ivo| (L-2)", "VOTE: Ivo.|Lark", "VOTE: Ivo|"]
)
def test_a_run_ending_at_a_break_reads_no_more(line: str) -> None:
    found = _bold_found(line, line.split(": ")[1].split("|")[0])
    assert glued_name(line.replace("|", ""), found) == found


def _bold_found(line: str, target: str) -> Found:
    end = line.index("|")
    start = line.lower().index("vote")
    raw = line[start:end]
    return Found(Kind.VOTE, Markup.BOLD, raw, target, 0, start, end, (start, end))
