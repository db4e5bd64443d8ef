"""The fifteenth host-post zoo reviewed for misfires (twenty-eighth session): invented host
posts at the edges of phases28's rules, in the four engines' HTML. A group, a role or an
opener called before "you have N hours from now" (not a player's prod), a running day's
deadline changed in a post that names a later day, a recap of an earlier day's deadline
beside today's, a cleft believed or reported ("Many thought it was Juno who died", "Ivo
said: Juno was the one killed"), a modkill beside another's replacement, a killer
corrected in a later post ("Ivo was not killed by the mafia; ..."); and the guards around
each."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    GAME,
    IVO_MODKILLED,
    POSTED,
    at,
    deadline,
    discourse,
    events,
    ids,
    phpbb,
    post,
    table,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest

H24, H48, H72 = (POSTED + timedelta(hours=h) for h in (24, 48, 72))

# -- a group, a role or an opener called before "you have N hours from now" ---------------
CALLED = [
    ("Third Parties, you have 48 hours", phpbb("Third Parties, you have 48 hours from now."), H48),
    ("Townsfolk, you have 48 hours, Discourse", discourse("Townsfolk, you have 48 hours from now."), H48),
    ("Villagers, you have 48 hours, XenForo", xenforo("Villagers, you have 48 hours from now."), H48),
    ("Survivors, you have 48 hours", phpbb("Survivors, you have 48 hours from now."), H48),
    ("Gamers, you have 48 hours", phpbb("Gamers, you have 48 hours from now."), H48),
    ("Dear Townsfolk, you have 48 hours", phpbb("Dear Townsfolk, you have 48 hours from now."), H48),
    ("Cop, you have 24 hours (a role, as before)", phpbb("Cop, you have 24 hours from now."), H24),
    ("Werewolves, you have 24 hours", phpbb("Werewolves, you have 24 hours from now."), H24),
    ("Merry Christmas, you have 72 hours, Discourse", discourse("Merry Christmas, you have 72 hours from now."), H72),
    ("Happy New Year, you have 72 hours, XenForo", xenforo("Happy New Year, you have 72 hours from now."), H72),
    ("Welcome, you have 48 hours, Discourse", discourse("Welcome, you have 48 hours from now."), H48),
    ("Welcome Back, you have 48 hours", discourse("Welcome Back, you have 48 hours from now."), H48),
    ("FYI, you have 48 hours, vBulletin", vbulletin("FYI, you have 48 hours from now."), H48),
    ("PSA, you have 48 hours", phpbb("PSA, you have 48 hours from now."), H48),
    ("Attention, you have 48 hours, vBulletin", vbulletin("Attention, you have 48 hours from now."), H48),
    ("Important, you have 48 hours, XenForo", xenforo("Important, you have 48 hours from now."), H48),
    ("Day Two, you have 48 hours, Discourse", discourse("Day Two, you have 48 hours from now."), H48),
    ("Lynch Day, you have 48 hours", phpbb("Lynch Day, you have 48 hours from now."), H48),
    # guards: a player's prod (none), and groups read before the round too
    ("Ivo, you have 24 hours", phpbb("Ivo, you have 24 hours from now."), None),
    ("Reminder: Ivo, you have 24 hours, XenForo", xenforo("Reminder: Ivo, you have 24 hours from now."), None),
    ("Welcome Marlow, you have 24 hours", discourse("Welcome Marlow, you have 24 hours from now."), None),
    ("Happy Birthday Ivo, you have 24 hours, vBulletin", vbulletin("Happy Birthday Ivo, you have 24 hours from now."), None),
    ("Players, you have 48 hours", phpbb("Players, you have 48 hours from now."), H48),
    ("Alive Players, you have 48 hours, Discourse", discourse("Alive Players, you have 48 hours from now."), H48),
    ("Everybody, you have 48 hours, XenForo", xenforo("Everybody, you have 48 hours from now."), H48),
    ("Attention Town, you have 48 hours, vBulletin", vbulletin("Attention Town, you have 48 hours from now."), H48),
    ("Town and Mafia, you have 48 hours", phpbb("Town and Mafia, you have 48 hours from now."), H48),
    ("As always, you have 48 hours", phpbb("As always, you have 48 hours from now."), H48),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CALLED], ids=ids(CALLED))
def test_a_group_or_an_opener_called_keeps_the_hours(html, want):
    assert deadline(html) == want


# -- a running day's deadline changed, or an earlier day's recalled beside today's -----------
FRI_20 = at(2026, 12, 11, 20)
CHANGED = [
    ("Day 3's changed, Day 4 will start", phpbb("Day 3's deadline has been changed to Friday 20:00 GMT. Day 4 will start Saturday."), FRI_20),
    ("Day 3's extended, Day 4 begins on, Discourse", discourse("The Day 3 deadline was extended to Friday 20:00 GMT.", "Day 4 begins on Saturday."), FRI_20),
    ("Day 2 moved, Day 3 starts Sunday, XenForo", xenforo("Day 2 deadline was moved to Friday 20:00 GMT. Day 3 starts Sunday."), FRI_20),
    ("Day 2 pushed, the game ends by Day 10, vBulletin", vbulletin("Day 2's deadline was pushed to Friday 20:00 GMT.", "Reminder: the game ends by Day 10."), FRI_20),
    ("Day 2 changed, no actions until Day 3", discourse("Day 2's deadline has been changed to Friday 20:00 GMT.", "No night actions until Day 3."), FRI_20),
    ("Day 2 had to be moved, Day 3 will be 48h, vBulletin", vbulletin("Day 2's deadline had to be moved to Friday 20:00 GMT; Day 3 will be 48 hours."), FRI_20),
    ("Day 1's was Thursday; Day 2's is Friday", phpbb("Day 1's deadline was Thursday; Day 2's deadline is Friday 20:00 GMT."), FRI_20),
    ("the previous day's was 48 hours; this day's, vBulletin", vbulletin("The previous day's deadline was 48 hours; this day's deadline is Friday 20:00 GMT."), FRI_20),
    ("Day 2's is Friday, since Day 3 had to move", phpbb("Day 2's deadline is Friday 20:00 GMT, since Day 3 had to move for the holidays."), FRI_20),
    ("yesterday's deadline mix-up, today's changed, XenForo", xenforo("Because of yesterday's deadline mix-up, today's deadline has been changed to Friday 20:00 GMT."), FRI_20),
    # guards: an earlier day's deadline after the fact is still none of this post's
    ("Day 3 has begun, Day 2's should have been", phpbb("Day 3 has begun! Deadline: Friday 20:00 GMT", "Note: Day 2's deadline should have been Thursday 20:00 GMT, not Wednesday."), FRI_20),
    ("Day 3 starts now, Day 2's was Thursday, Discourse", discourse("Day 3 starts now! Deadline: Friday 20:00 GMT", "Day 2's deadline was Thursday 20:00 GMT, for the record."), FRI_20),
    ("Day 3, Day 2's corrected to, alone, XenForo", xenforo("Day 3 has begun!", "Day 2's deadline has been corrected to Thursday 20:00 GMT in the OP."), None),
    ("yesterday's was, alone, vBulletin", vbulletin("Yesterday's deadline was Thursday 20:00 GMT."), None),
    ("Day 4 will start, Day 3's was Thursday", phpbb("Night 3 has begun. Day 4 will start Saturday. Day 3's deadline was Thursday 20:00 GMT."), None),
    ("yesterday's was; today's is Friday, Discourse", discourse("Day 3 is here. Yesterday's deadline was 20:00 GMT; today's is Friday 20:00 GMT."), FRI_20),
    ("Day 1's was Thursday, two lines", phpbb("Day 1's deadline was Thursday 20:00 GMT.", "Day 2's deadline is Friday 20:00 GMT."), FRI_20),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CHANGED], ids=ids(CHANGED))
def test_a_running_days_deadline_changed_or_an_earlier_days_recalled(html, want):
    assert deadline(html) == want


# -- a cleft believed, reported or told of another game ---------------------------------------
JUNO_DIED = [("death", "Juno", None)]
CLEFTS = [
    ("many thought it was Juno who died", phpbb("Many of you thought it was Juno who died, but it was Ivo."), []),
    ("everyone assumed it was Juno who was lynched, Discourse", discourse("Everyone assumed it was Juno who was lynched."), []),
    ("last game it was Juno who died first, XenForo", xenforo("Last game it was Juno who died first."), []),
    ("rumour has it that it was Juno, vBulletin", vbulletin("Rumour has it that it was Juno who died."), []),
    ("Ivo said: Juno was the one killed", phpbb("Ivo said: Juno was the one killed!"), []),
    ("Wren wrote: it was Juno who died, Discourse", discourse("Wren wrote: it was Juno who died."), []),
    # guards: the cleft opening its sentence, after a label or an opener
    ("Sadly, it was Juno who died, XenForo", xenforo("Sadly, it was Juno who died last night."), JUNO_DIED),
    ("Update: Juno was the one killed, vBulletin", vbulletin("Update: Juno was the one killed."), JUNO_DIED),
    ("Night 1 is over. Juno was the one killed.", phpbb("Night 1 is over. Juno was the one killed."), JUNO_DIED),
    ("Correction: it was Juno who died, Discourse", discourse("Correction: it was Juno who died last night."), JUNO_DIED),
    ("It was Juno who was lynched, XenForo", xenforo("It was Juno who was lynched."), [("execution", "Juno", None)]),
    ("Juno was not the one killed", vbulletin("Juno was not the one killed."), []),
    ("it was Juno who nearly died", phpbb("It was Juno who nearly died last night."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CLEFTS], ids=ids(CLEFTS))
def test_a_cleft_believed_or_reported_is_no_death(html, want):
    assert events(html) == want


# -- a modkill beside another's replacement ----------------------------------------------------
MODKILLS = [
    ("modkilled, Juno asked out and will be replaced", phpbb("Ivo has been modkilled, Juno has asked out and will be replaced."), IVO_MODKILLED),
    ("modkilled; a replacement is needed for Juno, Discourse", discourse("Ivo has been modkilled; a replacement is needed for Juno."), IVO_MODKILLED),
    ("modkilled and cannot be replaced, XenForo", xenforo("Ivo has been modkilled and cannot be replaced."), IVO_MODKILLED),
    ("modkilled and would have been replaced, vBulletin", vbulletin("Ivo has been modkilled and would have been replaced had anyone signed up."), IVO_MODKILLED),
    ("modkilled and will not be replaced", phpbb("Ivo has been modkilled and will not be replaced."), IVO_MODKILLED),
    # guards: the modkilled player's own replacement to come
    ("modkilled, and will be replaced (a comma), Discourse", discourse("Ivo has been modkilled for inactivity, and will be replaced."), []),
    ("modkilled and is to be replaced, XenForo", xenforo("Ivo was modkilled and is to be replaced."), []),
    ("modkilled; a replacement is needed for his slot, vBulletin", vbulletin("Ivo has been modkilled; a replacement is needed for his slot."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MODKILLS], ids=ids(MODKILLS))
def test_a_modkill_beside_anothers_replacement(html, want):
    assert events(html) == want


# -- a later host post's correction: the killer, not the death ---------------------------------
KILLED = phpbb("Ivo was killed last night.")
LATER = [
    ("not killed by the mafia; shot by the vigilante", vbulletin("Correction: Ivo was not killed by the mafia; he was shot by the vigilante."), [(20, "Ivo")]),
    ("wasn't killed by the mafia but by the serial killer, Discourse", discourse("Correction: Ivo wasn't killed by the mafia but by the serial killer."), [(20, "Ivo")]),
    # guards: the death taken back; a correction quoted or a player's
    ("not killed by anyone, XenForo", xenforo("Correction: Ivo was not killed by anyone, the Doctor saved him."), []),
    ("Correction: Ivo is alive", phpbb("Correction: Ivo is alive, my mistake."), []),
    ("a correction quoted, Discourse", discourse('<aside class="quote"><blockquote><p>Correction: Ivo is still alive.</p></blockquote></aside>', "That was a fake post, ignore it."), [(20, "Ivo")]),
    ("not killed last night, lynched today", phpbb("Correction: Ivo was not killed last night, he was lynched today."), [(20, "Ivo")]),
]  # fmt: skip


def deaths_after(html: str, author: str = "Lanternwick") -> list[tuple[int, str]]:
    """The deaths suggested for post 20 ("Ivo was killed last night.") and a later post 30."""
    posts = [post("<p>Welcome!</p>", 1), post(KILLED, 20), post(html, 30, author)]
    return [(s.at, s.player) for s in suggest(GAME, posts, authors=AUTHORS) if s.kind == "death"]


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LATER], ids=ids(LATER))
def test_a_later_correction_of_the_killer_keeps_the_death(html, want):
    assert deaths_after(html) == want


def test_a_players_correction_keeps_the_death():
    assert deaths_after(discourse("Correction: Ivo is still alive."), "Juno") == [(20, "Ivo")]


# -- a night in a label's note (the round's reading, kept) --------------------------------------
NOTES = [
    ("Dead: Ivo (Juno) - Night 1, the night outside the note", phpbb("Dead: Ivo (Juno) - Night 1"), []),
    ("Lynched: Ivo (Juno, Night 1), Discourse", discourse("Lynched: Ivo (Juno, Night 1)"), [("execution", "Ivo", None)]),
    ("Dead over Ivo | Juno | Day 1 (N1 result), XenForo", xenforo("<b>Dead</b>") + table(("Ivo", "Juno", "Day 1 (N1 result)")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOTES], ids=ids(NOTES))
def test_a_night_outside_the_first_items_note(html, want):
    assert events(html) == want
