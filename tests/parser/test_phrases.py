"""A game system's phrases (``Word.phrases``): the event game's options written out —
``**VOTE: Crash the Party**``, ``[b]Ring the Bell[/b]``, ``VOTE: Stop the Clock`` — and
YES / NO in bold or after ``VOTE:`` read as that system's commands, through the words the
system declares (``EventsGame.words``); never from quotes or spoilers, and never in a
game whose system declares no phrases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.model import Kind, Word
from votecount.tally.events_game import EventsGame

from .helpers import ROSTER, make_post

WORDS = tuple(Word(w.word, w.kind, w.args, w.phrases, w.choice) for w in EventsGame.words)
EVENTS = replace(ParseOptions(), words=WORDS)


def _commands(html: str, options: ParseOptions = EVENTS) -> list[tuple[str, str | None, dict]]:
    parsed = parse_post(make_post(html), ROSTER, options)
    return [(str(c.kind), _player(c.target), dict(c.extra)) for c in parsed.commands]


def _player(target: object) -> str | None:
    return getattr(target, "player", None) if target is not None else None


@pytest.mark.parametrize(
    ("html", "kind"),
    [
        ("<p><strong>VOTE: Crash the Party</strong></p>", "crash"),
        ("<p><b>Crash the Party</b></p>", "crash"),
        ("<p>[b]Stop the Clock[/b]</p>", "stop"),
        ("<p>VOTE: Stop the Clock</p>", "stop"),
        ("<p><strong>vote tick away</strong></p>", "tick"),
        ("<p>/vote Crash the Party</p>", "crash"),
        ("<p>Hmm. <strong>Crash the Party!</strong></p>", "crash"),
    ],
)  # fmt: skip
def test_an_option_written_out_is_that_option(html, kind):
    assert _commands(html) == [(kind, None, {})]


@pytest.mark.parametrize(
    "html",
    [
        "<p><strong>Ring the Bell: Thornfield, Bramblecat, Marigold</strong></p>",
        "<p>[b]Ring the Bell with Thornfield, Bramblecat and Marigold[/b]</p>",
        "<p><b>VOTE: Ring the Bell (Thornfield, Bramblecat, Marigold)</b></p>",
        "<p>VOTE: ring the bell - Thornfield, Bramblecat, Marigold</p>",
    ],
)
def test_ring_the_bell_names_its_team_in_order(html):
    assert _commands(html) == [("ring", None, {"team": ("Thornfield", "Bramblecat", "Marigold")})]


@pytest.mark.parametrize(
    ("html", "choice", "target"),
    [
        ("<p><b>YES Thornfield</b></p>", "yes", "Thornfield"),
        ("<p><strong>NO Marigold</strong></p>", "no", "Marigold"),
        ("<p>VOTE: yes Bramblecat</p>", "yes", "Bramblecat"),
        ("<p><b>VOTE: NO</b></p>", "no", None),
        ("<p><b>YES</b></p>", "yes", None),
        ("<p>/no Marigold</p>", "no", "Marigold"),
    ],
)  # fmt: skip
def test_yes_and_no_in_bold_or_after_vote(html, choice, target):
    [(kind, got, extra)] = _commands(html)
    assert (kind, got, extra["choice"]) == (Kind.BALLOT, target, choice)


@pytest.mark.parametrize(
    "html",
    [
        '<aside class="quote"><blockquote><p><b>VOTE: Crash the Party</b></p></blockquote></aside>',
        '<div class="spoiler"><p><b>Crash the Party</b></p></div>',
        "<blockquote><p>[b]Ring the Bell: Thornfield, Bramblecat, Marigold[/b]</p></blockquote>",
        "<p>I would never crash the party, or stop the clock.</p>",
        "<p><b>Crashing the party</b> is a bad idea</p>",
    ],
)
def test_never_from_quotes_spoilers_or_prose(html):
    assert _commands(html) == []
    ignored = parse_post(make_post(html), ROSTER, EVENTS).ignored
    if "quote" in html or "spoiler" in html:
        assert [i.kind for i in ignored] in (["crash"], ["ring"])


def test_a_system_without_phrases_reads_none():
    assert _commands("<p><b>Crash the Party</b></p>", ParseOptions()) == []
    vote = _commands("<p>VOTE: Stop the Clock</p>", ParseOptions())
    assert [k for k, _, _ in vote] == []  # no player of that name: not a command


def test_a_vote_for_a_player_stays_a_vote():
    assert _commands("<p><b>VOTE: Thornfield</b></p>") == [(Kind.VOTE, "Thornfield", {})]


def test_a_phrase_needs_a_whole_word():
    assert _commands("<p><b>yesterday</b></p>") == []


def test_phrases_are_lower_case_words():
    with pytest.raises(ValueError):
        Word("crash", "crash", "none", ("Crash the Party",))
