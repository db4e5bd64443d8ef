"""The vote zoo's fifth round's rules on their own (cases in test_fifth*.py): "Revote" as
the vote word, "PS"/"P.S."/"PPS" labels, "vote again", a retraction in the vote's own text
(``prose.joked``), a plain "VOTE: X?" (``prose.asked_line``), a bold vote in straight
quote marks (``prose.in_quote_marks``), a plain vote at the writer or with a word of when
after the name (``prose.plain_request``)."""

from __future__ import annotations

from votecount.parser.grammar import KEYWORD, LINE_START, clean_target
from votecount.parser.prose import (
    asked_line,
    in_quote_marks,
    joked,
    plain_request,
    reported_before,
)


def test_revote_is_the_vote_word() -> None:
    """ "Revote", "re-vote" start a vote; "prevote", "revoted", "revotes" do not."""
    assert [m.group(0) for m in KEYWORD.finditer("Revote: X, re-vote Y, REVOTE Z")] == [
        "Revote",
        "re-vote",
        "REVOTE",
    ]
    assert not any(KEYWORD.search(w) for w in ("prevote X", "revoted X", "revotes X"))
    # a plain line only with the colon: "Revote me." asks the others
    assert LINE_START.match("revote: Ivo") and not LINE_START.match("Revote me.")


def test_ps_labels() -> None:
    """ "PS:", "P.S." with its dots, "PPS:", "P.P.S." before a plain command."""
    for line in (
        "PS: vote Ivo",
        "P.S. unvote",
        "PPS: vote Ivo",
        "P.P.S. vote Ivo",
        "PS - vote Ivo",
    ):
        assert LINE_START.match(line), line
    assert not LINE_START.match("PS unvote")  # no stop after the label, no colon after the word


def test_vote_again() -> None:
    assert clean_target("again: Ivo") == "Ivo"
    assert clean_target("again for Ivo") == "Ivo"
    assert clean_target("Ivo again") == "Ivo again"  # the names layer reads the name first


def test_joked() -> None:
    """A retraction ending the vote's own text, after a name."""
    assert joked("VOTE: Ivo jk", "Ivo jk")
    assert joked("VOTE: Ivo (not really)", "Ivo (not really)")
    assert joked("vote Ivo lol no", "Ivo lol no")
    assert joked("VOTE: Ivo. jk", "Ivo")
    assert not joked("VOTE: jk", "jk")  # no name before it
    assert not joked("VOTE: Ivo, not really sure", "Ivo, not really sure")
    assert not joked("VOTE: Ivo lol", "Ivo lol")
    # "no/not kidding" insists; a retraction after a "?" answers a question (review17a)
    assert not joked("VOTE: Ivo, no kidding", "Ivo, no kidding")
    assert not joked("VOTE: Ivo, I'm not kidding", "Ivo, I'm not kidding")
    assert not joked("VOTE: Ivo. Town? Not really.", "Ivo. Town? Not really.")


def test_asked_line() -> None:
    assert asked_line("VOTE: Ivo?") and asked_line("PS: VOTE: Ivo? ")
    assert not asked_line("VOTE: Ivo - he dodged every question, didn't he?")
    assert not asked_line("VOTE: Ivo, why not?") and not asked_line("VOTE: Ivo. Thoughts?")


def test_in_quote_marks() -> None:
    assert in_quote_marks('"', '"VOTE: Ivo"') and in_quote_marks('"', '"VOTE: Ivo".')
    assert not in_quote_marks('"', '"vote Ivo" is what he said')
    assert not in_quote_marks('Lark said "', 'Lark said "VOTE: Ivo"')


def test_plain_request() -> None:
    assert plain_request("vote", "me") and plain_request("unvote", "me please")
    assert plain_request("vote", "Ivo later") and plain_request("vote", "Ivo tomorrow")
    assert not plain_request("vote", "Ivo") and not plain_request("vote", "Ivo today")
    assert not plain_request("vote", "later")  # no name before it: PROSE_START's
    assert not plain_request("unvote", "Ivo later") and not plain_request("nominate", "me")
    assert not plain_request("unvote", "me", "Unvote: me")  # with its colon (review17a)
    # a word of when in the reason after a clause (review17a)
    assert not plain_request("vote", "Ivo, will explain later")
    assert not plain_request("vote", "Ivo - he'll flip scum soon")


def test_reported_before() -> None:
    assert reported_before("Lark said ", '"VOTE: Ivo"')
    assert reported_before("Lark wrote: \u201c", "VOTE: Ivo")
    assert not reported_before("", '"VOTE: Ivo"') and not reported_before("Lark said ", "VOTE: Ivo")
    assert not reported_before("As I said: ", '"VOTE: Ivo"')  # the writer's own, repeated
