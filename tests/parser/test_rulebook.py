"""The parser's rulebook: a reading rule called through its name, replaced for a what-if
(benchmarks/rule_firings.py --off) and put back."""

from __future__ import annotations

import pytest

from tests.parser.helpers import parse, votes
from votecount.parser import extract, rulebook

QUOTED = "<b>Vote: Pepperpot</b> [/quote]<br><br>I still think you are wrong."


def test_the_parser_registers_its_rules_by_name():
    assert {"broken_tag", "join", "typed_quote", "half", "keyword_typo"} <= set(rulebook.names())
    assert extract  # the rules register when their modules load


def test_a_replaced_rule_is_called_in_its_place_until_restored():
    assert votes(parse(QUOTED)) == []  # a typed [/quote] after it: someone else's words
    calls = []

    def never(*args: object) -> bool:
        calls.append(args)
        return False

    rulebook.replace("typed_quote", never)
    try:
        assert votes(parse(QUOTED)) == [("vote", "Pepperpot")]
        assert len(calls) == 1
    finally:
        rulebook.restore("typed_quote")
    assert votes(parse(QUOTED)) == []


def test_a_wrapper_reaches_the_rule_as_written():
    written = rulebook.written("typed_quote")
    rulebook.replace("typed_quote", lambda *a: not written(*a))
    try:
        assert votes(parse(QUOTED)) == [("vote", "Pepperpot")]
    finally:
        rulebook.restore()


def test_an_unknown_name_and_a_second_rule_of_one_name_are_refused():
    with pytest.raises(KeyError, match="no reading rule named 'nope'"):
        rulebook.replace("nope", print)
    with pytest.raises(ValueError, match="two reading rules"):
        rulebook.rule("join")(print)
