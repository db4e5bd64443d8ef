"""Review of the tenth host-post zoo (twenty-third session, review23p): invented posts at
the edges of phases23's rules that they misread (a deadline's zone dropped when its
sentence is not the line's first clock, a confirmation by the one who leaves or another
newcomer, "RIP my inbox, Juno", "The graveyard is empty", a lock asked about or denied),
and guards that stay as they were."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import HOST, at, deadline, ends, events, ids, marks, subs
from votecount.parser.host.confirmations import confirmation
from votecount.parser.host.replacements import Said, replacement_post

# -- a deadline's zone: its own sentence's, wherever the line's first clock is ------------
EST_8 = at(2026, 12, 12, 1)  # Friday 20:00 EST
UTC_8 = at(2026, 12, 11, 20)
ZONES = [
    ("a start's clock before the deadline", "<p>Day 3 has started at 18:00. Deadline: Friday 20:00 EST.</p>", EST_8),
    ("a count's clock before the deadline", "<p>Vote count as of 14:00. Deadline: Friday 20:00 EST.</p>", EST_8),
    ("a night's due time before the deadline", "<p>Night actions were due at 12:00. Day deadline is Friday 20:00 EST.</p>", EST_8),
    ("a time for others after a clockless sentence", "<p>Day 3 begins. Deadline: Friday 20:00. That's 3 PM Eastern for our American friends.</p>", UTC_8),
    ("UK then Pacific after a clockless sentence", "<p>Day 3 begins. Deadline: Friday 20:00 UK. 3:00 Pacific for you west coast folks</p>", UTC_8),
    # guards: a clock told again keeps its zone; one sentence
    ("restated with GMT", "<p>Deadline: Friday 20:00. That's 20:00 GMT.</p>", UTC_8),
    ("restated as Eastern", "<p>Deadline: Friday 8pm. That's 8pm Eastern.</p>", EST_8),
    ("its zone in its sentence after a start", "<p>Day 3 begins. Deadline: Friday 20:00 EST.</p>", EST_8),
    ("a second zone for others", "<p>Deadline: Friday 20:00 GMT. That's 12:00 Pacific.</p>", UTC_8),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ZONES], ids=ids(ZONES))
def test_a_deadlines_zone(html, want):
    assert deadline(html) == want


# -- a confirmation: the newcomer's, by his pronoun or name ---------------------------------
LINES = [
    ("Nobody has confirmed.", None),
    ("Everyone has confirmed!", None),
    ("I agreed.", None),
    ("Both have confirmed.", None),
    ("She has confirmed.", "she"),
    ("Marlow has accepted.", "Marlow"),
]  # fmt: skip


@pytest.mark.parametrize(("line", "want"), LINES, ids=[c[0] for c in LINES])
def test_a_confirmation_line(line, want):
    assert confirmation(line) == want


SAME_POST = [
    ("the one who leaves agreed", "<p>Marlow will replace Ivo once he confirms. Ivo has agreed.</p>", []),
    ("they: both players", "<p>Marlow will replace Ivo once he confirms. They have agreed.</p>", []),
    ("another newcomer's pronoun", "<p>Marlow will replace Ivo once he confirms; Saffron will replace Juno once she confirms. She has confirmed.</p>", [("Juno", "Saffron")]),
    # guards
    ("his pronoun", "<p>Marlow will replace Ivo once he confirms. He has confirmed.</p>", [("Ivo", "Marlow")]),
    ("his name", "<p>Marlow will replace Ivo once he confirms. Marlow has accepted.</p>", [("Ivo", "Marlow")]),
    ("a sentence between", "<p>Marlow will replace Ivo once he confirms. Deadline extended. He has confirmed.</p>", [("Ivo", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SAME_POST], ids=ids(SAME_POST))
def test_a_confirmation_in_the_same_post(html, want):
    assert subs(html) == want


def _dated(*later: tuple[int, str, str]) -> int:
    posts = [
        Said(1, HOST, "Welcome!"),
        Said(5, "Ivo", "Hello."),
        Said(20, HOST, "Marlow will replace Ivo once he confirms."),
        *(Said(*p) for p in later),
        Said(31, "Marlow", "Hi all."),
    ]
    return replacement_post("Ivo", "Marlow", posts, [HOST])


LATER = [
    ("another newcomer's confirmation", ((25, HOST, "Saffron will replace Juno once she confirms."), (30, HOST, "She has confirmed.")), 20),
    ("another's wait with his pronoun", ((25, HOST, "Saffron will replace Juno once he confirms."), (30, HOST, "He has confirmed.")), 20),
    # guards
    ("his pronoun after another's wait", ((25, HOST, "Saffron will replace Juno once she confirms."), (30, HOST, "He has confirmed.")), 30),
    ("his pronoun", ((30, HOST, "He has confirmed."),), 30),
]  # fmt: skip


@pytest.mark.parametrize(("later", "want"), [c[1:] for c in LATER], ids=ids(LATER))
def test_a_confirmation_in_a_later_post(later, want):
    assert _dated(*later) == want


# -- deaths: RIP, a graveyard -----------------------------------------------------------------
DEATHS = [
    ("RIP an inbox, a name after", "<p>RIP my inbox, Juno</p>", []),
    ("RIP my sleep, two names after", "<p>RIP my sleep, Ivo and Juno.</p>", []),
    ("RIP a list, a joke in brackets", "<p>RIP Ivo, Juno (just kidding)</p>", []),
    ("RIP a name, jk", "<p>RIP Ivo (jk)</p>", []),
    ("the graveyard empty over a name and role", "<p>Day 1 begins. The graveyard is empty.</p><p>Ivo - Town Cop</p>", []),
    # guards
    ("RIP two with roles", "<p>RIP Ivo (Cop) and Juno (Goon)</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("RIP two, their roles after", "<p>RIP Ivo and Juno (Mafia Goon and Town Cop)</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("RIP one", "<p>RIP Old Maple</p>", [("death", "Old Maple", None)]),
    ("a graveyard under the living", "<p>Living:</p><p>Juno</p><p>Wren</p><p>Graveyard:</p><p>Ivo - Town Cop</p>", [("death", "Ivo", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEATHS], ids=ids(DEATHS))
def test_a_death(html, want):
    assert events(html) == want


# -- a lock: told as done, for the night ------------------------------------------------------
LOCKS = [
    ("not locking", "<p>I'm not locking the thread for the night.</p>", False),
    ("a question", "<p>Is the thread locked for the night?</p>", False),
    ("a question answered", "<p>Thread locked for the night? No, keep talking.</p>", False),
    ("locked by mistake, unlocked", "<p>Thread locked for the night by accident, now unlocked.</p>", False),
    ("to come", "<p>I'll be locking the thread until morning.</p>", False),
    ("not to come", "<p>I won't be locking the thread until morning</p>", False),
    # guards (and init now reads "until morning" as the markers do)
    ("locking until morning", "<p>Locking the thread until morning.</p>", True),
    ("topic locked until the morning", "<p>Topic locked until the morning.</p>", True),
    ("locked for the night", "<p>Thread locked for the night.</p>", True),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LOCKS], ids=ids(LOCKS))
def test_a_lock(html, want):
    assert ends(html) is want
    assert any(kind == "end" for kind, _, _ in marks(html)) is want
