"""The eleventh host-post zoo reviewed for misfires (twenty-fourth session, ``review24p``):
invented near neighbours of the round's new rules that a real host writes, each read as
before the round unless the round meant to change it: a request or a known fact put as a
question ("Can everyone please welcome Marlow, who replaces Ivo?"), a phase start told for
other readers, a return that is no staying in ("Ivo is back as a spectator"), a death
corrected to another death ("Ivo was not killed, he was lynched"), a city's time for
other readers, a month's 12th at noon; and the guards around each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    at,
    deadline,
    discourse,
    ends,
    events,
    ids,
    marks,
    phpbb,
    subs,
    vbulletin,
    xenforo,
)
from votecount.parser.host.replacements import announces

IVO_MARLOW = [("Ivo", "Marlow")]
UTC_FRI_8 = at(2026, 12, 11, 20)  # the post is Saturday 5 December 2026, 18:00 UTC
EST_FRI_8 = at(2026, 12, 12, 1)


# -- a question asked yes or no: not a request, nor a fact it takes as known -----------------
ASKED_SUBS = [
    ("please welcome X, who replaces Y?", discourse("Can everyone please welcome Marlow, who replaces Ivo?"), IVO_MARLOW),
    ("welcome X, who replaces Y effective immediately?", xenforo("Would everyone welcome Marlow, who replaces Ivo effective immediately?"), IVO_MARLOW),
    ("could X, in for Y, please confirm?", vbulletin("Could Marlow, who is in for Ivo, please confirm?"), IVO_MARLOW),
    ("do you all know X replaces Y?", phpbb("Do you all know Marlow replaces Ivo? Please welcome him."), IVO_MARLOW),
    ("asked, then answered", phpbb("Will Ivo be replaced? Yes: Marlow replaces Ivo."), IVO_MARLOW),
    # guards: asked
    ("did X replace Y?", phpbb("Did Marlow replace Ivo?"), []),
    ("does anyone know if X replaces Y?", discourse("Does anyone know if Marlow replaces Ivo?"), []),
    ("is X in for Y?", xenforo("Is Marlow in for Ivo?"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ASKED_SUBS], ids=ids(ASKED_SUBS))
def test_a_replacement_in_a_question(html, want):
    assert subs(html) == want


ASKED_INIT = [
    ("please welcome X, who replaces Y?", "Can everyone please welcome Marlow, who replaces Ivo?", True),
    ("could you please check whether?", "Could you please check whether Marlow replaces Ivo?", False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in ASKED_INIT], ids=ids(ASKED_INIT))
def test_init_reads_a_replacement_in_a_question(text, want):
    assert announces(text, ["Ivo"], ["Marlow"]) is want


def test_a_day_end_in_a_question_of_wonder():
    assert ends(phpbb("Can you believe Day 2 has ended already?")) is True


ASKED_MARKS = [
    ("please tell me if", phpbb("Can someone please tell me if Day 2 has begun?"), []),
    ("ready to welcome Night 2?", discourse("Is everyone ready to welcome Night 2?"), []),
    ("has Night 2 begun yet?", xenforo("Has Night 2 begun yet?"), []),
    ("a question, then the start", vbulletin("Is everyone ready? Night 2 has begun."), [("start", "night", 2)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ASKED_MARKS], ids=ids(ASKED_MARKS))
def test_a_phase_in_a_question(html, want):
    assert marks(html) == want


# -- a deadline's zone: a phase start for other readers, a city's time for others ------------
ZONES = [
    ("a night's start for those on EST", phpbb("Deadline: Friday 20:00. Night 3 starts at 15:00 for those on EST."), UTC_FRI_8),
    ("7am Sydney time for others", discourse("Deadline: Friday 20:00 (7am Sydney time for our Aussie players)."), UTC_FRI_8),
    ("UK time, Sydney's after", xenforo("Deadline: Friday 20:00 UK time (07:00 Sydney time)."), UTC_FRI_8),
    ("Sydney time as a phrase", vbulletin("Deadline: Friday 20:00. Sydney time is running out!"), UTC_FRI_8),
    # guards: the host's own schedule, the deadline's own city
    ("the night's start names the zone", phpbb("Deadline: Friday 20:00. Night 3 starts at 20:30 EST."), EST_FRI_8),
    ("a day's start on Saturday, CET", discourse("Deadline: Friday 20:00. Day 4 starts on Saturday at 18:00 CET."), at(2026, 12, 11, 19)),
    ("Berlin time", xenforo("Deadline: Friday 20:00 Berlin time."), at(2026, 12, 11, 19)),
    ("Berlin time after a gap", vbulletin("Deadline: Friday 20:00 on the dot, Berlin time."), at(2026, 12, 11, 19)),
    ("8pm (Sydney)", phpbb("Deadline: Friday 8pm (Sydney)."), at(2026, 12, 11, 9)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ZONES], ids=ids(ZONES))
def test_a_deadline_zone(html, want):
    assert deadline(html) == want


# -- noon and midnight after a month's 12th ---------------------------------------------------
NOON = [
    ("December 12 noon", phpbb("Deadline: December 12 noon GMT."), at(2026, 12, 12, 12)),
    ("December 12 midnight", discourse("Deadline: December 12 midnight GMT."), at(2026, 12, 13, 0)),
    # guards: 12 noon after a date, a weekday, "at noon"
    ("Dec 12, 12 noon", xenforo("Deadline: Dec 12, 12 noon GMT."), at(2026, 12, 12, 12)),
    ("December 12 at noon", vbulletin("Deadline: December 12 at noon GMT."), at(2026, 12, 12, 12)),
    ("Friday 12 noon", phpbb("Deadline: Friday 12 noon GMT."), at(2026, 12, 11, 12)),
    ("Friday 12:00 midnight", discourse("Deadline: Friday 12:00 midnight GMT."), at(2026, 12, 12, 0)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOON], ids=ids(NOON))
def test_noon_and_midnight(html, want):
    assert deadline(html) == want


# -- a return that is no staying in; a death corrected to another death ----------------------
RETURNS = [
    ("back as a spectator", phpbb("Marlow replaces Ivo.", "Edit: Ivo is back as a spectator in the dead thread."), IVO_MARLOW),
    ("returned his role PM", discourse("Marlow replaces Ivo.", "EDIT: Ivo has returned his role PM."), IVO_MARLOW),
    ("returns as a spectator", xenforo("Marlow replaces Ivo.", "Actually, Ivo returns as a spectator."), IVO_MARLOW),
    ("back in town next month", vbulletin("Marlow replaces Ivo. Update: Ivo is back in town next month and will sign up again."), IVO_MARLOW),
    # guards: taken back
    ("back in the game", phpbb("Marlow replaces Ivo.", "Never mind, Ivo is back in the game."), []),
    ("back online", discourse("Marlow replaces Ivo.", "Update: Ivo is back online."), []),
    ("has returned, so", xenforo("Marlow replaces Ivo.", "Actually, Ivo has returned, so Marlow is not needed."), []),
    ("back in", vbulletin("Marlow replaces Ivo.", "EDIT: Ivo is back in."), []),
    ("back and will keep playing", phpbb("Marlow replaces Ivo.", "Sorry, Ivo is back and will keep playing."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RETURNS], ids=ids(RETURNS))
def test_a_return_after_a_replacement(html, want):
    assert subs(html) == want


def test_init_reads_a_return_as_a_spectator():
    assert announces("Marlow replaces Ivo. Edit: Ivo is back as a spectator.", ["Ivo"], ["Marlow"])


KESTREL_JUNO = [("death", "Kestrel", None), ("death", "Juno", None)]
CORRECTED = [
    ("not lynched, she died at night", phpbb("Kestrel was killed last night. She was a Town Cop.", "EDIT: Kestrel was not lynched, sorry, she died at night."), [("death", "Kestrel", None)]),
    ("not killed, he was lynched", discourse("Ivo has been lynched! He was a Mafia Goon.", "Correction: Ivo was not killed, he was lynched."), [("execution", "Ivo", None)]),
    ("not modkilled, he was lynched", xenforo("Ivo has been lynched! He was a Mafia Goon.", "EDIT: Ivo was not modkilled, he was lynched."), [("execution", "Ivo", None)]),
    # guards: a death taken back
    ("not killed; another died", vbulletin("Kestrel and Juno were found dead.", "EDIT: Juno wasn't killed; Kestrel died alone."), [("death", "Kestrel", None)]),
    ("not killed, my mistake", phpbb("Kestrel and Juno were found dead.", "EDIT: Juno was not killed, my mistake."), [("death", "Kestrel", None)]),
    ("still alive", discourse("Kestrel and Juno were found dead.", "Sorry, Juno is still alive."), [("death", "Kestrel", None)]),
    ("no correction's word", xenforo("Kestrel and Juno were found dead.", "Juno was not killed by the mafia."), KESTREL_JUNO),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CORRECTED], ids=ids(CORRECTED))
def test_a_death_corrected(html, want):
    assert events(html) == want


# -- two pending replacements, two pronouns: a pronoun confirms only the one waiting ------------
TWO = "Marlow will replace Ivo once he confirms; Saffron will replace Juno once she confirms."
PENDING = [
    ("she, two waiting", phpbb(TWO, "She has confirmed."), []),
    ("they, two waiting", xenforo(TWO, "They have confirmed."), []),
    ("Saffron by name", discourse(TWO, "Saffron has confirmed."), [("Juno", "Saffron")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in PENDING], ids=ids(PENDING))
def test_two_pending_replacements(html, want):
    assert subs(html) == want
