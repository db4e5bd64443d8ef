"""Review of phases22's host rules (twenty-second session): invented posts near each
rule's edge that it misread (a night's kill read as a lynch from a table's cause cell, a
lone "Nightfall" after a short line that heads no list, a replacement lost to a name read
on into the next sentence, a hedge read as an aside, "dead" as an adverb), and their near
misses."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import IVO_DIED, IVO_LYNCHED, ends, events, ids, marks, subs


def _causes(cause: str) -> str:
    return f"<table><tr><th>Deaths</th><th>Cause</th></tr><tr><td>Ivo</td><td>{cause}</td></tr></table>"


CAUSES = [
    ("eliminated at night", "Eliminated N2", IVO_DIED),
    ("eliminated on a night", "Eliminated Night 2", IVO_DIED),
    ("eliminated by the mafia", "Eliminated by the mafia", IVO_DIED),
    ("eliminated overnight", "Eliminated overnight", IVO_DIED),
    ("hanged by the vigilante", "Hanged by vigilante", IVO_DIED),
    ("eliminated by the town", "Eliminated by the town", IVO_LYNCHED),
    ("lynched on a day", "Lynched D2", IVO_LYNCHED),
    ("modkilled by the host", "Modkilled by the host", [("modkill", "Ivo", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("cause", "want"), [c[1:] for c in CAUSES], ids=ids(CAUSES))
def test_a_cause_cell_told_of_a_night(cause, want):
    assert events(_causes(cause)) == want


LONE_ENDS = [
    ("after no lynch", "<p>No lynch</p><p>Nightfall</p>", True),
    ("after a hammer", "<p>Hammer</p><p>Twilight</p>", True),
    ("after a flip", "<p>Ivo, Mafia Goon</p><p>Nightfall</p>", True),
    ("after a name alone", "<p>Ivo</p><p>Twilight</p>", True),
    ("a list's last under its header", "<p>Alive:</p><p>Juno</p><p>Ivo</p><p>Twilight</p>", False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LONE_ENDS], ids=ids(LONE_ENDS))
def test_a_lone_nightfall_after_a_short_line(html, want):
    assert ends(html) is want
    assert any(k == "end" for k, _, _ in marks(html)) is want


READ_ON = [
    ("a welcome on a condition", "<p>Ivo has been replaced by Marlow. Please welcome him if he posts.</p>", [("Ivo", "Marlow")]),
    ("the deadline on a condition", "<p>Marlow in for Ivo. Deadline stays unless he asks.</p>", [("Ivo", "Marlow")]),
    ("he posts once he confirms", "<p>Marlow replaces Ivo. He will post once he confirms he has read the thread.</p>", [("Ivo", "Marlow")]),
    ("the second a replacement on a condition", "<p>Ivo has left. Marlow replaces him if he confirms.</p>", []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in READ_ON], ids=ids(READ_ON))
def test_a_condition_in_the_next_sentence_not_a_replacements(html, want):
    assert subs(html) == want


HEDGES = [
    ("in a sense", "<p>Ivo was, in a sense, lynched by his own words.</p>", []),
    ("maybe", "<p>Ivo was, maybe, killed.</p>", []),
    ("according to", "<p>Ivo was, according to Juno, killed.</p>", []),
    ("rumour has it", "<p>Ivo was, rumour has it, killed.</p>", []),
    ("dead wrong", "<p>Juno is, as always, found dead wrong.</p>", []),
    ("dead serious", "<p>Juno is dead serious.</p>", []),
    ("found dead last night", "<p>Ivo was found dead last night.</p>", IVO_DIED),
    ("in my opinion", "<p>Ivo was, in my opinion, lynched too early.</p>", IVO_LYNCHED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in HEDGES], ids=ids(HEDGES))
def test_a_hedge_or_an_idiom_tells_no_death(html, want):
    assert events(html) == want


def test_a_take_back_others_say_is_none():
    html = "<p>Ivo was lynched. Some say the hammer was invalid; it was not.</p>"
    assert ("resume", None, None) not in marks(html)
    assert ends(html)
