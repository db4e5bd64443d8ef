"""Markup is what the reader saw (issue 27): BBCode left as text in a post's HTML is plain
text (the forum did not render it) unless the ``literal_bbcode`` switch says the stored
posts are unrendered BBCode; a vote said in a sentence is a near miss."""

from __future__ import annotations

import pytest

from votecount.parser.model import Kind, Markup

from .helpers import parse, votes

BOLD_AND_TAG = {"markers": ["bold", "vote_tag"]}


@pytest.mark.parametrize("html", ["[b]vote Thornfield[/b]", "[vote]Thornfield[/vote]"])
def test_literal_bold_and_vote_tags_are_text_where_only_markup_counts(html: str) -> None:
    parsed = parse(html, **BOLD_AND_TAG)
    assert parsed.commands == ()
    assert [(n.reason, n.markup, n.target.player if n.target else None)
            for n in parsed.near_misses] == [("MISSING_MARKUP", Markup.TEXT, "Thornfield")]  # fmt: skip


@pytest.mark.parametrize("html", ["[b]vote Thornfield[/b]", "[vote]Thornfield[/vote]"])
def test_the_switch_reads_literal_bbcode_as_the_markup_it_names(html: str) -> None:
    parsed = parse(html, literal_bbcode=True, **BOLD_AND_TAG)
    assert votes(parsed) == [("vote", "Thornfield")]
    assert parsed.commands[0].markup in (Markup.BOLD, Markup.VOTE_TAG)


def test_literal_bbcode_is_a_text_command_where_plain_text_counts() -> None:
    parsed = parse("[vote]Thornfield[/vote]")
    assert votes(parsed) == [("vote", "Thornfield")]
    assert parsed.commands[0].markup is Markup.TEXT


def test_a_rendered_bold_vote_still_counts() -> None:
    assert votes(parse("<b>vote Thornfield</b>", **BOLD_AND_TAG)) == [("vote", "Thornfield")]


def test_literal_colour_is_no_red_vote_for_a_colour_game() -> None:
    colour = {"markers": ["colour"], "colour": "red"}
    parsed = parse("[colour=red]Thornfield[/colour]", **colour)
    assert parsed.commands == ()
    assert [n.reason for n in parsed.near_misses] == ["MISSING_MARKUP"]
    assert votes(parse("[colour=red]Thornfield[/colour]", literal_bbcode=True, **colour)) == [
        ("vote", "Thornfield")
    ]


@pytest.mark.parametrize(
    "html",
    ["Long day. I vote Thornfield, he dodged every question.",
     "my vote is on Thornfield for now",
     "After all that my vote goes to Thornfield."],
)  # fmt: skip
def test_a_vote_said_in_a_sentence_is_a_near_miss(html: str) -> None:
    parsed = parse(html, **BOLD_AND_TAG)
    assert parsed.commands == ()
    assert [(n.reason, n.kind, n.target.player if n.target else None)
            for n in parsed.near_misses] == [("MISSING_MARKUP", Kind.VOTE, "Thornfield")]  # fmt: skip
    # where plain text counts, the sentence is still no command: reported as prose
    text = parse(html)
    assert text.commands == ()
    assert [n.reason for n in text.near_misses] == ["PROSE_VOTE"]


def test_a_counted_vote_is_not_also_a_prose_near_miss() -> None:
    parsed = parse("I vote <b>vote Thornfield</b>", **BOLD_AND_TAG)
    assert votes(parsed) == [("vote", "Thornfield")]
    assert parsed.near_misses == ()


def test_prose_without_a_player_is_not_reported() -> None:
    assert parse("I vote we all sleep on it.", **BOLD_AND_TAG).near_misses == ()


def test_a_pronoun_is_no_name() -> None:
    # "him" would match a player whose name holds it; a sentence saying "him" names nobody
    assert parse("So I vote him, then.", **BOLD_AND_TAG).near_misses == ()


@pytest.mark.parametrize(
    ("html", "markup"),
    [("Vote: Thornfield[/b]", Markup.BOLD),
     ("[b[Vote: Thornfield[/b]", Markup.BOLD),
     ("[/b]Vote: Thornfield[/b]", Markup.BOLD),
     ("[Vote: Thornfield[/b]", Markup.BOLD),
     ("[bold]Vote: Thornfield[/vote]", Markup.VOTE_TAG)],
)  # fmt: skip
def test_a_mistyped_opening_tag_reads_as_its_closing_tags_markup(html: str, markup: Markup) -> None:
    # the writer meant the markup: with the switch, the whole closing tag names it
    parsed = parse(f"Long day.<br>{html}<br>more later", literal_bbcode=True, **BOLD_AND_TAG)
    assert votes(parsed) == [("vote", "Thornfield")]
    assert parsed.commands[0].markup is markup
    # without it the readers saw brackets round plain text
    assert parse(html, **BOLD_AND_TAG).commands == ()


def test_a_half_tag_is_read_once_and_never_inside_a_sentence() -> None:
    assert votes(parse("[b]vote Thornfield[/b]", literal_bbcode=True, **BOLD_AND_TAG)) == [
        ("vote", "Thornfield")
    ]
    said = parse("I said vote Thornfield[/b] yesterday", literal_bbcode=True, **BOLD_AND_TAG)
    assert said.commands == ()


def test_an_unvote_touching_a_stray_bracket() -> None:
    parsed = parse("[unvote vote Thornfield[/b]", literal_bbcode=True, **BOLD_AND_TAG)
    assert [c.kind for c in parsed.commands] == [Kind.UNVOTE, Kind.VOTE]


def test_a_whole_other_tag_and_a_space_before_the_keyword_is_no_half_tag() -> None:
    # the readers saw another tag and plain text: hosts leave it
    parsed = parse("[n] unvote vote Thornfield [/b]", literal_bbcode=True, **BOLD_AND_TAG)
    assert parsed.commands == ()
