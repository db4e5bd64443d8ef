"""A keyword misspelt by one edit ("Vtoe: X", "Vfote: X", "Unovte", "VOET X", "Ovte X"):
which slips read as the keyword and which never do (``grammar.typo_keyword``). Every post
here was written for this test."""

from __future__ import annotations

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.extract import extract
from votecount.parser.grammar import one_edit, typo_keyword
from votecount.parser.prefilter import may_hold_commands

from .helpers import make_post
from .votezoo.zoo import AUTHOR, BLUE, NL, RED, ROSTER, UNVOTE, B, Reading, post, quote, read, vote

STRONG = "<p><strong>{}</strong></p>"


@pytest.mark.parametrize(
    ("word", "keyword"),
    [
        ("vtoe", "vote"),  # two neighbours swapped
        ("voet", "vote"),
        ("ovte", "vote"),  # the first two swapped
        ("vfote", "vote"),  # a letter put in
        ("voote", "vote"),
        ("vot", "vote"),  # a letter left out
        ("vite", None),  # an English word one letter away
        ("vpte", "vote"),  # a letter substituted
        ("VOET", "vote"),
        ("unovte", "unvote"),
        ("unvtoe", "unvote"),
        ("uvnote", "unvote"),
        ("unvoe", "unvote"),
        ("nomiante", "nominate"),
        ("nominte", "nominate"),
    ],
)
def test_one_edit_from_a_keyword(word: str, keyword: str | None) -> None:
    assert typo_keyword(word) == keyword


@pytest.mark.parametrize(
    "word",
    [
        "vote", "unvote", "nominate",  # the keyword itself is no typo
        "votes", "voted", "voter", "unvoted", "nominated", "nominates",  # endings: words
        "note", "bote", "mote", "tote", "quote", "not", "veto", "devote", "vole",
        "voters", "vo", "vvoottee", "nominal", "unto",
    ],
)  # fmt: skip
def test_words_that_are_never_a_keyword(word: str) -> None:
    assert typo_keyword(word) is None


def test_one_edit_is_one_edit() -> None:
    assert one_edit("vtoe", "vote") and one_edit("votee", "vote") and one_edit("vte", "vote")
    assert not one_edit("vote", "vote") and not one_edit("etov", "vote")
    assert not one_edit("vtoo", "vote") and not one_edit("otve", "vote")


COUNTED: list[tuple[str, str, list[Reading]]] = [
    ("swap", B.format("Vtoe: Bramble"), [vote("Bramble")]),
    ("insert", B.format("Vfote: Bramble"), [vote("Bramble")]),
    ("upper", B.format("VOET: Ivo"), [vote("Ivo")]),
    ("first-two", B.format("Ovte Ivo"), [vote("Ivo")]),
    ("semicolon", B.format("Vtoe; Ivo"), [vote("Ivo")]),
    ("dash", B.format("Vtoe - Kestrel Moon"), [vote("Kestrel Moon")]),
    ("strong", STRONG.format("vtoe: Lark"), [vote("Lark")]),
    ("short-form", B.format("vtoe: KM"), [vote("Kestrel Moon")]),
    ("no-lynch", B.format("Vtoe: No Lynch"), [vote(NL)]),
    ("unvote-alone", B.format("Unovte"), [UNVOTE]),
    ("unvote-then-vote", B.format("Unovte; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-then-typo", B.format("unvote, vtoe: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-line-then-typo", B.format("Unvote:<br>\nVfote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("typo-then-vote", B.format("Unvtoe Vote: Juno"), [UNVOTE, vote("Juno")]),
    ("after-prose", post("I think so.", B.format("Vtoe: Ember")), [vote("Ember")]),
]
NEVER: list[tuple[str, str]] = [
    ("note", B.format("Note: Bramble was quiet")),
    ("quote", B.format("Quote: Ivo")),
    ("votes", B.format("Votes: Ivo")),
    ("voted", B.format("Voted: Ivo")),
    ("voter", B.format("Voter Ivo")),
    ("veto", B.format("Veto: Ivo")),
    ("devote", B.format("Devote Ivo")),
    ("vole", B.format("Vole Ivo")),
    ("prose-start", B.format("Vtoe is what I meant")),
    ("nobody", B.format("Vtoe: Gandalf")),
    ("name-typo-too", B.format("Vtoe: Brambel")),  # two slips: no command
    ("no-name", B.format("Vtoe:")),
    ("unvote-with-words", B.format("Unovte everyone now")),
    ("preamble", B.format("I vtoe: Ivo")),  # no preamble before a misspelt keyword
    ("mid-run", B.format("Ivo vtoe: Ivo")),
    ("plain", post("vtoe: Ivo")),  # plain text: not where the keyword counts here
    ("line-start-plain", post("Vtoe Ivo")),
    ("blue-no-marker", BLUE.format("Vtoe: Ivo")),
    ("quoted", quote("Bramble", B.format("Vtoe: Ivo"))),
    ("italic", '<div style="display:inline;font-style:italic">Vtoe: Ivo</div>'),
    ("long-word", B.format("Vooooote: Ivo")),
]


@pytest.mark.parametrize(
    ("html", "expected"), [c[1:] for c in COUNTED], ids=[c[0] for c in COUNTED]
)
def test_a_misspelt_keyword_counts_where_the_keyword_would(
    html: str, expected: list[Reading]
) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [c[1] for c in NEVER], ids=[c[0] for c in NEVER])
def test_never_a_command(html: str) -> None:
    assert read(html) == []


def test_in_the_counting_colour_too() -> None:
    html = RED.format("Vtoe: Lark")
    assert read(html, markers=["colour"], colour="red") == [vote("Lark")]
    assert read(html) == []  # red is no counting marker by default


def test_the_host_sees_the_word_read_as_the_keyword() -> None:
    parsed = parse_post(make_post(B.format("Vtoe: Bramble"), AUTHOR), ROSTER, ParseOptions())
    (command,) = parsed.commands
    assert command.get("keyword_typo") == "Vtoe"
    assert command.target is not None and "read 'Vtoe' as 'vote'" in command.target.detail


def test_a_misspelt_name_too_is_a_near_miss_the_host_sees() -> None:
    parsed = parse_post(make_post(B.format("Vtoe: Brambel"), AUTHOR), ROSTER, ParseOptions())
    assert not parsed.commands
    (miss,) = parsed.near_misses
    assert miss.reason == "KEYWORD_TYPO" and "read 'Vtoe' as 'vote'" in miss.detail


def test_a_word_naming_nobody_is_not_reported() -> None:
    parsed = parse_post(make_post(B.format("Vtoe: Gandalf"), AUTHOR), ROSTER, ParseOptions())
    assert not parsed.commands and not parsed.near_misses


def test_where_plain_text_counts_a_misspelt_line_start_is_still_no_command() -> None:
    assert read(post("Vtoe: Ivo"), markers=["bold", "text"]) == []


@pytest.mark.parametrize(
    "html",
    [
        "<b>vtoe: Ivo</b>",
        "<b>  * Vfote: Ivo</b>",
        "<b>vt</b><b>oe: Ivo</b>",  # the word cut by markup
        "<b>ov</b><b>te Ivo</b>",
        "<strong>Unovte</strong>",
        "<b>-</b><b>nomiante Ivo</b>",
    ],
)
def test_the_prefilter_lets_a_misspelt_keyword_through(html: str) -> None:
    options = ParseOptions()
    assert may_hold_commands(html, options)
    assert extract(html, options).found == extract(html, options, prefilter=False).found


@pytest.mark.parametrize(
    "html", ["<b>Note: Ivo</b>", "<b>town</b>", "<b>quote</b> me", "<b>lol</b>", "<b>town hall</b>"]
)
def test_the_prefilter_still_skips_other_bold(html: str) -> None:
    assert not may_hold_commands(html, ParseOptions())
