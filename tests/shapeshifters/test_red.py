"""Votes in red (spec/rules.md §6.1): the parser options Shape-shifters sets read a name in
any spelling of red as a point, never red in a quote, a shade of red only with
``near_red``; what is not red is reported (the fold turns it into VOTE_NOT_RED)."""

from __future__ import annotations

import pytest

from tests.parser.helpers import ROSTER, make_post
from votecount.parser import ParseOptions, parse_post
from votecount.parser.colours import near, to_hex
from votecount.parser.model import Markup
from votecount.tally import Rules


def options(**switches: object) -> ParseOptions:
    system = Rules.from_switches("shapeshifters", switches).make_ruleset()
    return ParseOptions.from_switches(dict(system.parser_defaults()))


def points(html: str, **switches: object) -> list[str | None]:
    parsed = parse_post(make_post(html), ROSTER, options(**switches))
    return [c.target_player for c in parsed.commands if c.kind == "vote"]


RED = [
    '<span style="color: red">Thornfield</span>',
    '<span style="color:#FF0000">Thornfield</span>',  # phpBB [color=#FF0000]
    '<span style="color: #f00">Thornfield</span>',
    '<span style="color: #ff0000;">Thornfield</span>',
    '<span style="color: rgb(255, 0, 0)">Thornfield</span>',  # Discourse / XenForo editors
    '<span style="color: rgb(100%, 0%, 0%)">Thornfield</span>',
    '<span style="font-weight: bold; color: RED">Thornfield</span>',
    '<font color="red">Thornfield</font>',  # vBulletin [color=red]
    '<font color="#FF0000">Thornfield</font>',
    'I think <span style="color: red"><b>Thornfield</b></span> is scum.',
    '<span style="color: red">vote Thornfield</span>',
]


@pytest.mark.parametrize("html", RED)
def test_every_spelling_of_red_is_a_point(html: str) -> None:
    assert points(html) == ["Thornfield"]


NOT_RED = [
    "<b>vote Thornfield</b>",
    "vote Thornfield",
    '<span style="color: blue">Thornfield</span>',
    '<span style="color: #8B0000">Thornfield</span>',  # dark red: only with near_red
    '<blockquote><span style="color: red">Thornfield</span></blockquote>',
    '<del><span style="color: red">Thornfield</span></del>',
]


@pytest.mark.parametrize("html", NOT_RED)
def test_text_outside_red_is_no_point(html: str) -> None:
    assert points(html) == []


def test_bold_vote_is_reported_as_missing_markup() -> None:
    parsed = parse_post(make_post("<b>vote Thornfield</b>"), ROSTER, options())
    assert [n.reason for n in parsed.near_misses][:1] == ["MISSING_MARKUP"]


def test_a_shade_of_red_is_reported_when_near_red_is_off() -> None:
    html = 'Leaning <span style="color: #8B0000">Thornfield</span>'
    parsed = parse_post(make_post(html), ROSTER, options())
    assert [(n.reason, n.raw) for n in parsed.near_misses] == [("NOT_EXACT_COLOUR", "Thornfield")]
    near = parse_post(make_post(html), ROSTER, options(near_red=True))
    assert not near.near_misses and len(near.commands) == 1


@pytest.mark.parametrize("shade", ["#8B0000", "darkred", "#cc0000", "crimson", "#e60000"])
def test_near_red_counts_shades_of_red(shade: str) -> None:
    html = f'<span style="color: {shade}">Thornfield</span>'
    assert points(html) == []
    assert points(html, near_red=True) == ["Thornfield"]


@pytest.mark.parametrize("other", ["orange", "pink", "#300000", "purple", "#808080"])
def test_near_red_is_not_any_colour(other: str) -> None:
    assert not near(to_hex(other) or "", "#ff0000")
    assert points(f'<span style="color: {other}">Thornfield</span>', near_red=True) == []


def test_several_red_names_in_a_post_are_all_read_in_order() -> None:
    html = '<span style="color:red">Thornfield</span> or <span style="color:red">Juniper</span>'
    assert points(html) == ["Thornfield", "Juniper"]  # the fold keeps the last, warned


GAME = """
[game]
name = "t"
ruleset = "shapeshifters"
threads = ["https://forum.example/t/x"]
[[players]]
username = "Thornfield"
"""


def test_the_system_sets_red_and_the_game_files_parser_table_still_wins() -> None:
    from votecount.count.pipeline import context
    from votecount.gamefile.load import parse_game
    from votecount.parser.model import Markup

    assert context(parse_game(GAME)).options.markers == {Markup.COLOUR}
    bold = context(parse_game(GAME + '[parser]\nmarkers = ["bold"]\n'))
    assert bold.options.markers == {Markup.BOLD}
    near = context(parse_game(GAME.replace("[[players]]", "[rules]\nnear_red = true\n[[players]]")))
    assert near.options.colour_match == "near"


@pytest.mark.parametrize(
    "text",
    ["[color=red]Thornfield[/color]", "[color=#FF0000]Thornfield[/color]",
     "[colour=#f00]vote Thornfield[/colour]", 'I say [color="red"]Thornfield[/color].'],
)  # fmt: skip
def test_literal_bbcode_colour_left_in_the_text_is_plain_text(text: str) -> None:
    # phpBB has no [colour] tag: the readers saw the brackets, not red (issue 27)
    parsed = parse_post(make_post(text), ROSTER, options())
    assert parsed.commands == ()
    assert [(n.reason, n.markup, n.target.player if n.target else None)
            for n in parsed.near_misses] == [("MISSING_MARKUP", Markup.TEXT, "Thornfield")]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    ["[color=red]Thornfield[/color]", "[color=#FF0000]Thornfield[/color]",
     "[colour=#f00]vote Thornfield[/colour]", 'I say [color="red"]Thornfield[/color].'],
)  # fmt: skip
def test_literal_bbcode_colour_counts_with_the_switch(text: str) -> None:
    switches = {**options().__dict__, "literal_bbcode": True}
    with_switch = ParseOptions(**switches)
    found = parse_post(make_post(text), ROSTER, with_switch).commands
    assert [c.target_player for c in found] == ["Thornfield"]
    blue = text.replace("red", "blue").replace("#FF0000", "#0000ff").replace("#f00", "#00f")
    assert parse_post(make_post(blue), ROSTER, with_switch).commands == ()


@pytest.mark.parametrize(
    "text",
    ["I vote Thornfield, he has been quiet all day.",
     "Fine. My vote is on Thornfield because of the wagon.",
     "Honestly I now vote for Thornfield and sleep."],
)  # fmt: skip
def test_a_vote_said_in_a_sentence_is_a_not_red_near_miss(text: str) -> None:
    parsed = parse_post(make_post(text), ROSTER, options())
    assert parsed.commands == ()
    assert [(n.reason, n.target.player if n.target else None)
            for n in parsed.near_misses] == [("MISSING_MARKUP", "Thornfield")]  # fmt: skip


def test_a_sentence_about_voting_with_no_name_is_no_near_miss() -> None:
    parsed = parse_post(make_post("I vote we wait for the claim."), ROSTER, options())
    assert parsed.near_misses == ()
