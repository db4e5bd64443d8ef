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
from votecount.parser.names.players import Player, Roster
from votecount.parser.resolve import wagon_of
from votecount.parser.result import Found

from .zoo import ROSTER, B, post, read, vote


@pytest.mark.parametrize(
    "line",
    ["(joke, not a real vote)", "^ not serious", "(not a real vote)", "^ doesn't count",
     "^ that's a joke, don't count it", "(joke vote, ignore)", "(not serious)",
     "ignore the above", "(not binding)", "^^ it's not a real vote lol",
     "(not an actual vote, just showing the tag)", "(just pressure, don't count it)"],
)  # fmt: skip
def test_a_line_saying_the_vote_above_is_none(line: str) -> None:
    assert disclaimed_next_line(line)


@pytest.mark.parametrize(
    "line",
    ["^ joke vote", "^ just kidding", "jk", "(joke)", "(placeholder)", "(not a joke)",
     "Not serious about Lark though, she's fine.", "ignore Lark", "(ignore my previous vote)",
     "^ this is a real vote btw", "(this counts, Warden)", "it doesn't count, right?",
     "Votes in spoilers don't count, remember.", "(not a real vote) but he's scummy",
     "Lark's vote on me wasn't a real vote.", "", "not serious " * 6,
     "(just pressure, not serious)", "(not serious, just pressure)", "(pressure, not real yet)"],
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
     "I don't know how you vote like that, but:", "He'd post anything:" + " word" * 14,
     "I know how to vote:", "Finally decided how to vote:", "I never do this:",
     "I usually don't do this:", "Ivo is scum, so here's what I'd say:", "Ignore the above:",
     "Ignore that:", "Scum would never post this, so I'd say:"],
)  # fmt: skip
def test_other_lines_above_leave_the_command(line: str) -> None:
    assert not example_above(line)


@pytest.mark.parametrize(
    ("text", "player"),
    [("Ivo's wagon", "Ivo"), ("Ivo’s bandwagon", "Ivo"), ("Kestrel Moon's train", "Kestrel Moon"),
     ("ivo's wagon!", "Ivo")],
)  # fmt: skip
def test_a_wagon_named_by_its_player(text: str, player: str) -> None:
    res = wagon_of(text, ROSTER)
    assert res is not None and res.player == player


@pytest.mark.parametrize(
    "text", ["Ivo wagon", "Iv's wagon", "the wagon", "Ivo's wagon plan", "wagon"]
)
def test_other_wagons_name_nobody(text: str) -> None:
    assert wagon_of(text, ROSTER) is None


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


def test_the_glued_word_names_the_longer_player() -> None:
    """review20a: "**VOTE: Lark**spur" beside Lark and Larkspur is the word the reader
    sees, Larkspur (was Lark: the cut name, a whole name too, was kept)."""
    roster = Roster([Player("Lark"), Player("Larkspur"), Player("Ivo")], hosts=["Warden"])
    assert read(B.format("VOTE: Lark") + "spur", roster=roster) == [vote("Larkspur")]
    assert read(B.format("VOTE: Lark") + "ed", roster=roster) == [vote("Lark")]
    assert read(B.format("VOTE: Ivo") + "s", roster=roster) == [vote("Ivo")]


@pytest.mark.parametrize(
    "html",
    [post("After rereading, I know how to vote:", B.format("VOTE: Ivo")),
     post("I never do this:", B.format("VOTE: Ivo")),
     post("Ivo is scum, so here's what I'd say:", B.format("VOTE: Ivo")),
     post("Ignore the above:", B.format("VOTE: Ivo")),
     post(B.format("VOTE: Ivo"), "(just pressure, not serious)"),
     post(B.format("VOTE: Ivo"), "^ not serious, just pressure")],
)  # fmt: skip
def test_review_the_writer_own_label_and_a_pressure_vote(html: str) -> None:
    """review20a: a label of the writer's own above the vote, a pressure vote called
    unserious below it (a pressure vote counts): the vote stands (each was none)."""
    assert read(html) == [vote("Ivo")]
