"""A game system's own slash words (``parser.model.Word``): each argument shape, and the
built-in grammar unchanged when a system adds words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.model import Kind, Word

from .helpers import ROSTER, make_post

WORDS = (
    Word("approve", "approve", "team"),
    Word("pick", "pick", "choice"),
    Word("pass", "pass", "none"),
    Word("accuse", "accuse", "target"),
)
OPTIONS = replace(ParseOptions(), words=WORDS)


def _parse(html: str, options: ParseOptions = OPTIONS):
    return parse_post(make_post(html), ROSTER, options)


@pytest.mark.parametrize(
    ("html", "kind", "extra", "target"),
    [
        ("/approve Thornfield, bram and Goldie", "approve",
         (("team", ("Thornfield", "Bramblecat", "Marigold")),), None),
        ("/approve Pepperpot & Juniper", "approve", (("team", ("Pepperpot", "Juniper")),), None),
        ("/pick the red door", "pick", (("choice", "the red door"),), None),
        ("/pass", "pass", (), None),
        ("/accuse Quartz_Fox", "accuse", (), "Quartz_Fox"),
    ],
)  # fmt: skip
def test_each_shape(html, kind, extra, target):
    parsed = _parse(html)
    assert [c.kind for c in parsed.commands] == [kind]
    command = parsed.commands[0]
    assert command.extra == extra
    assert command.target_player == target


def test_a_team_with_an_unknown_name_is_a_near_miss_not_a_command():
    parsed = _parse("/approve Thornfield, Zebedee")
    assert parsed.commands == ()
    assert [n.reason for n in parsed.near_misses] == ["UNRESOLVED_NAME"]


def test_the_words_follow_the_slash_rules_and_mix_with_built_in_ones():
    parsed = _parse("/vote Thornfield /approve Juniper, Pepperpot")
    assert [c.kind for c in parsed.commands] == [Kind.VOTE, "approve"]
    assert _parse("I would never /approve Juniper").commands == ()  # not at a line start


def test_without_the_words_nothing_changes():
    assert _parse("/approve Juniper", ParseOptions()).commands == ()
    assert [c.kind for c in _parse("/vote Juniper").commands] == [Kind.VOTE]


def test_a_word_must_be_letters_and_a_known_shape():
    with pytest.raises(ValueError, match="letters only"):
        Word("appro ve", "approve")
    with pytest.raises(ValueError, match="args must be one of"):
        Word("approve", "approve", "list")
