"""The catalogue of invented host posts, part 9 (the fourth zoo, seventeenth session): a
host's first run, in the shapes the earlier zoos lack: themed flavour posts with the
death in their last line, days ended with no lynch ("the day is over", "no majority was
reached", "no one was lynched"), twilight, a day the host ends early for inactivity,
double days and skipped nights, replacements in a "Changes:" list, "in for", "subbing
for", "taking over", "has replaced in for", a replacement in a vote count's header; and
the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    ends,
    events,
    ids,
    marks,
    starts,
    subs,
)

MORNING = "<p>The sun rises. Kestrel was found dead.</p>"


# -- days that end with no lynch, twilight, ended early --------------------------------
ENDINGS = [
    ("no majority was reached", "<p>The deadline has passed and no majority was reached.</p>"),
    ("no majority, night", "<p>No majority was reached. Night 1 begins.</p>"),
    ("no one was lynched", "<p>No one was lynched today.</p>"),
    ("nobody was lynched, night falls", "<p>Nobody was lynched. Night falls.</p>"),
    ("no lynch today", "<p>There was no lynch today. Night 1 has begun.</p>"),
    ("the day ends with no lynch", "<p>The day ends with no lynch.</p>"),
    ("the day is now over", "<p>The day is now over.</p>"),
    ("Day 1 is over", "<p>Day 1 is over.</p>"),
    ("the town could not decide", "<p>The town could not decide, and the day is over.</p>"),
    ("twilight has begun", "<p>Twilight has begun. Votes are locked.</p>"),
    ("it is now twilight", "<p>It is now twilight.</p>"),
    ("a twilight heading", "<p><b>Twilight</b><br>Ivo has been lynched.</p>"),
    ("ended early for inactivity", "<p>Day 1 has been ended early due to inactivity.</p>"),
    ("I am ending the day early", "<p>I am ending the day early: too few of you are posting.</p>"),
    ("ended by the host, no lynch", "<p>Day 1 is ended early. No lynch.</p>"),
    ("time is up", "<p>Time is up! Ivo has been lynched.</p>"),
    ("votes are locked, lynched", "<p>Votes are locked. Ivo was lynched.</p>"),
    ("the deadline has passed, no lynch", "<p>The deadline has passed with no lynch.</p>"),
    ("a flavour post with the lynch in its last line",
     "<p>The rope creaked in the wind as the crowd fell silent. The old oak had seen many"
     " such evenings, and would see more.</p><p>Ivo, Vanilla Townie, has been lynched.</p>"),
    ("a flavour post, then the night", "<p>The lanterns went out one by one.</p><p>Night 1 begins now.</p>"),
    ("End of Day 1, a heading", "<p><b>End of Day 1</b></p><p>Ivo was lynched.</p>"),
    ("Day 1 has ended", "<p>Day 1 has ended.</p>"),
    ("Day 1 has come to a close", "<p>Day 1 has come to a close.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in ENDINGS], ids=ids(ENDINGS))
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


NOT_ENDINGS = [
    ("a majority needed", "<p>With 9 alive, a majority is 5.</p>"),
    ("no majority yet", "<p>No majority has been reached yet. Keep voting.</p>"),
    ("a rule of no lynch", "<p>If no majority is reached, no one is lynched.</p>"),
    ("twilight as a rule", "<p>There is a 24 hour twilight after each day.</p>"),
    ("a warning of inactivity", "<p>I may end the day early if activity stays this low.</p>"),
    ("a day that will end", "<p>The day will be over on Friday.</p>"),
    ("a player's question", "<p>Is the day over yet?</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_ENDINGS], ids=ids(NOT_ENDINGS))
def test_no_day_ends(html):
    assert not ends(html)
    assert not [m for m in marks(html) if m[0] == "end"]


# -- double days, skipped nights -------------------------------------------------------
SKIPPED = [
    ("no night, Day 2 begins", "<p>Ivo was lynched. There is no night; Day 2 begins immediately.</p>"),
    ("the night is skipped", "<p>Ivo was lynched. Night 1 is skipped. Day 2 starts now.</p>"),
    ("straight into Day 2", "<p>Ivo was lynched. We go straight into Day 2.</p>"),
    ("Day 2, a heading after the lynch", "<p>Ivo was lynched.</p><p><b>Day 2</b></p><p>Deadline in 3 days.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in SKIPPED], ids=ids(SKIPPED))
def test_a_day_after_a_skipped_night_starts(html):
    assert starts(html) == [(2, 20)]


# -- deaths in themed posts ------------------------------------------------------------
FATES = [
    ("a story, the death in its last line",
     "<p>The fog rolled in off the marsh. Somewhere a dog barked, and then stopped.</p>"
     "<p>Ivo was found dead at dawn.</p>", IVO_DIED),
    ("a story, the flip in its last line",
     "<p>The lighthouse keeper counted the boats twice.</p><p>Ivo, Vanilla Townie, was killed Night 1.</p>", IVO_DIED),
    ("a story, did not wake up", "<p>The village woke to a cold morning.</p><p>Ivo did not wake up.</p>", IVO_DIED),
    ("a story, never came home", "<p>The storm raged all night.</p><p>Ivo never came home. Ivo was a Town Doctor.</p>", IVO_DIED),
    ("lynched, the crowd", "<p>The crowd dragged Ivo to the gallows. Ivo has been lynched.</p>", IVO_LYNCHED),
    ("a lynch by the votes", "<p>With 5 votes, Ivo has been lynched!</p>", IVO_LYNCHED),
    ("voted out", "<p>Ivo has been voted out.</p>", IVO_LYNCHED),
    ("eliminated by vote", "<p>Ivo was eliminated by the vote.</p>", IVO_LYNCHED),
    ("modkilled for inactivity", "<p>Ivo has been modkilled for inactivity.</p>", IVO_MODKILLED),
    ("died in the night", "<p>Ivo died in the night.</p>", IVO_DIED),
    ("the night kill, a label", "<p>Night kill: Ivo (Vanilla Townie)</p>", IVO_DIED),
    ("killed, the role first", "<p>Vanilla Townie Ivo was killed last night.</p>", IVO_DIED),
    ("has been killed!", "<p>Ivo has been killed!</p>", IVO_DIED),
    ("was found murdered", "<p>Ivo was found murdered in the stables.</p>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FATES], ids=ids(FATES))
def test_a_fate_is_suggested(html, want):
    assert events(html) == want


NO_FATE = [
    ("no one died", "<p>No one died last night.</p>"),
    ("nobody was lynched", "<p>Nobody was lynched today.</p>"),
    ("no majority", "<p>No majority was reached. Night 1 begins.</p>"),
    ("a story with no death", "<p>The fog rolled in. Everyone woke up safe and sound.</p>"),
    ("a threat", "<p>Ivo will be modkilled if he does not post by Friday.</p>"),
    ("a prod", "<p>Ivo has been prodded for inactivity.</p>"),
    ("a player's past lynch", "<p>Ivo was lynched on Day 1 of my last game.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_FATE], ids=ids(NO_FATE))
def test_no_fate_is_suggested(html):
    assert events(html) == []


# -- replacements ----------------------------------------------------------------------
IVO_OUT = [("Ivo", "Marlow")]
REPLACEMENTS = [
    ("Changes:, a verb", "<p><b>Changes:</b><br>Marlow replaces Ivo.</p>"),
    ("Changes:, in for", "<p>Changes:<br>Marlow in for Ivo</p>"),
    ("Changes:, an arrow", "<p><b>Changes:</b><br>Ivo -> Marlow</p>"),
    ("Player changes:, an arrow", "<p>Player changes:<br>Ivo → Marlow</p>"),
    ("in for", "<p>Marlow is in for Ivo.</p>"),
    ("subbing for", "<p>Marlow is subbing for Ivo.</p>"),
    ("subbing in for", "<p>Marlow is subbing in for Ivo.</p>"),
    ("taking over", "<p>Marlow is taking over Ivo's slot.</p>"),
    ("taking over from", "<p>Marlow is taking over from Ivo.</p>"),
    ("has replaced in for", "<p>Marlow has replaced in for Ivo.</p>"),
    ("replaces in for", "<p>Marlow replaces in for Ivo.</p>"),
    ("in a vote count's header", "<p><b>Vote Count 2.3</b> (Marlow replaces Ivo)</p><p>Juno - Wren</p>"),
    ("in a count's header, in for",
     "<p><b>Vote Count 2.3</b> - Marlow in for Ivo</p><p>Wren (1) - Juno</p>"),
    ("a count, then the replacement",
     "<p>Vote Count 2.3</p><p>Wren (1) - Juno</p><p>Marlow has replaced Ivo.</p>"),
    ("welcome, who replaces", "<p>Please welcome Marlow, who replaces Ivo.</p>"),
    ("Ivo has been replaced with", "<p>Ivo has been replaced with Marlow.</p>"),
    ("Ivo (replaced by Marlow)", "<p>Ivo (replaced by Marlow) is no longer in the game.</p>"),
    ("will now be playing as", "<p>Marlow will now be playing as Ivo.</p>"),
    ("the slot's new player", "<p>Marlow is the new player in Ivo's slot.</p>"),
    ("swapped in for", "<p>Marlow has been swapped in for Ivo.</p>"),
    ("a sub: label with in for", "<p>Sub: Marlow in for Ivo</p>"),
    ("Replacement: an arrow", "<p>Replacement: Ivo => Marlow</p>"),
    ("Ivo out, Marlow in", "<p>Ivo out, Marlow in.</p>"),
    ("Marlow comes in for", "<p>Marlow comes in for Ivo.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in REPLACEMENTS], ids=ids(REPLACEMENTS))
def test_a_replacement_is_suggested(html):
    assert subs(html) == IVO_OUT


NOT_REPLACED = [
    ("a count's changes are votes", "<p>Vote Count 2.3</p><p>Changes:<br>Juno -> Wren</p>"),
    ("an arrow alone", "<p>Ivo -> Marlow</p>"),
    ("a replacement wanted", "<p>Ivo has asked for a replacement.</p>"),
    ("a sub on a condition", "<p>If Ivo does not post by Friday, Marlow will sub in.</p>"),
    ("a sub list", "<p>Subs on standby: Marlow, Saffron.</p>"),
    ("another game", "<p>Marlow replaced Ivo in my last game.</p>"),
    ("a question", "<p>Marlow, could you sub in for Ivo?</p>"),
    ("in for a treat", "<p>Marlow is in for a treat tonight.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_REPLACED], ids=ids(NOT_REPLACED))
def test_no_replacement(html):
    assert subs(html) == []


# -- a night opened by its call for actions alone ----------------------------------------
CALLS = [
    ("in capitals", "<p>PHASE 1B HAS BEGUN<br><br>SEND IN YOUR NIGHT ACTIONS</p>"),
    ("please, now", "<p>The lynch is done.</p><p>Please submit your night actions now!</p>"),
    ("PM me", "<p>PM me your night actions.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in CALLS], ids=ids(CALLS))
def test_a_call_for_night_actions_ends_the_day(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


NOT_CALLS = [
    ("a reminder on time", "<p>Please submit night actions on time.</p>"),
    ("a rule", "<p>Send in your night actions before the deadline or they will not count.</p>"),
    ("a question", "<p>Should I send in night actions?</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_CALLS], ids=ids(NOT_CALLS))
def test_no_call_for_night_actions(html):
    assert not ends(html)


# -- deaths a bot's log line tells -----------------------------------------------------
BOT = [
    ("a lynch", "<p>&lt;Bot&gt; ||| MAFIABOT || Ivo has been lynched. |||</p>", IVO_LYNCHED),
    ("a kill, the name misspelt", "<p>&lt;Bot&gt; ||| MAFIABOT || Kestrell has been killed! ||</p>",
     [("death", "Kestrel", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in BOT], ids=ids(BOT))
def test_a_death_in_a_bots_frame_is_suggested(html, want):
    assert events(html) == want


# -- more ends, replacements and deaths (the zoo's second pass) ----------------------------
MORE_ENDINGS = [
    ("I have ended the day", "<p>I have ended the day early.</p>"),
    ("the day is done", "<p>Nobody reached a majority. The day is done.</p>"),
    ("time has run out", "<p>Time has run out with no majority.</p>"),
    ("Day 1 has expired", "<p>Day 1 has expired with no lynch.</p>"),
    ("the deadline has expired", "<p>The deadline has expired.</p>"),
    ("twilight alone", "<p>Twilight.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MORE_ENDINGS], ids=ids(MORE_ENDINGS))
def test_more_days_end(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


MORE_NOT_ENDINGS = [
    ("time is up for a prod", "<p>Time is up for Ivo's prod; I am finding a replacement.</p>"),
    ("a countdown that expired", '<p>Deadline: <span class="countdown">(expired on 2026-12-01 18:00:00)</span></p>'),
    ("will the deadline expire", "<p>The deadline will expire on Friday.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MORE_NOT_ENDINGS], ids=ids(MORE_NOT_ENDINGS))
def test_more_days_do_not_end(html):
    assert not ends(html)


MORE_REPLACEMENTS = [
    ("replaced, welcome", "<p>Ivo has been replaced. Welcome, Marlow!</p>"),
    ("playing in the slot", "<p>Marlow is now playing in Ivo's slot.</p>"),
    ("the slot now played by", "<p>Ivo's slot is now played by Marlow.</p>"),
    ("replaced in by", "<p>Ivo has been replaced in by Marlow.</p>"),
    ("an arrow called a replacement", "<p>Ivo => Marlow (replacement)</p>"),
    ("subbed in for", "<p>Marlow has subbed in for Ivo.</p>"),
    ("in brackets, a count's header", "<p>[Marlow replaced Ivo]</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MORE_REPLACEMENTS], ids=ids(MORE_REPLACEMENTS))
def test_more_replacements(html):
    assert subs(html) == IVO_OUT


MORE_NOT_REPLACED = [
    ("replaced, a welcome to a player", "<p>Ivo will be replaced soon. Welcome back, Juno!</p>"),
    ("an arrow, a vote", "<p>Ivo -> Marlow (vote)</p>"),
    ("a slot played well", "<p>Ivo's slot is played by the rules.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MORE_NOT_REPLACED], ids=ids(MORE_NOT_REPLACED))
def test_more_not_replaced(html):
    assert subs(html) == []


def test_breathed_his_last():
    assert events("<p>The candle guttered. Ivo breathed his last.</p>") == IVO_DIED


def test_a_day_done_to_come_ends_nothing():
    assert not ends("<p>The end will be inevitable before the day is done.</p>")


def test_a_rule_after_the_deadline_has_expired_ends_nothing():
    assert not ends("<p>Players may change actions, but not after the deadline has expired.</p>")


# -- near misses of the round's rules (review17p): a plan, a prod, a scene, a flip --------
REVIEW_NOT_ENDINGS = [
    ("the host's plan, a day named", "<p>I am closing the day on Friday.</p>"),
    ("the host's plan, a time", "<p>I am ending the day tomorrow at 18:00 UTC.</p>"),
    ("the host's warning", "<p>I'm ending the day early if nobody posts.</p>"),
    ("the host's rule", "<p>At the deadline I am ending the day whether or not there is a majority.</p>"),
    ("a scene at twilight", "<p>It's twilight in the village, and the lanterns are lit.</p>"),
    ("the day done at a time", "<p>The day is done at 18:00 UTC on Friday.</p>"),
    ("time is up for a player", "<p>Time is up, Ivo, post or be replaced.</p>"),
    ("a prod's deadline", "<p>Ivo, your prod deadline has expired.</p>"),
    ("a deadline expired for a prod", "<p>The deadline has expired for the prod; replacing Ivo.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in REVIEW_NOT_ENDINGS], ids=ids(REVIEW_NOT_ENDINGS))
def test_a_plan_a_prod_or_a_scene_ends_no_day(html):
    assert not ends(html)


PLANNED_SKIPS = [
    ("on a condition", "<p>If there is a no lynch, we go straight into Day 2.</p>"),
    ("a plan", "<p>Plan: after the lynch we'll go straight into Day 2 (no night).</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in PLANNED_SKIPS], ids=ids(PLANNED_SKIPS))
def test_a_skip_planned_starts_no_day(html):
    assert starts(html) == []


REVIEW_NOT_REPLACED = [
    ("a replacement's flip", "<p>Marlow (replacing Ivo) has been lynched.</p>"),
    ("a replacement's role", "<p>Marlow (replacing Ivo) is a Vanilla Townie.</p>"),
    ("a slot's vote controlled", "<p>Juno now controls Ivo's slot's vote tonight (Puppeteer).</p>"),
    ("a slot held for the night", "<p>Juno now controls Ivo's slot for the night.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in REVIEW_NOT_REPLACED], ids=ids(REVIEW_NOT_REPLACED))
def test_a_flip_or_a_role_is_no_replacement(html):
    assert subs(html) == []


def test_a_replacement_in_brackets_who_joins():
    assert subs("<p>Marlow (replacing Ivo) has joined the game.</p>") == IVO_OUT


@pytest.mark.parametrize(
    "html",
    ["<p>Night kill: Ivo (protected)</p>", "<p>Night kill: Ivo was targeted but survived.</p>"],
)
def test_a_night_kill_that_failed_is_no_death(html):
    assert events(html) == []


def test_a_name_in_bars_before_the_verb():
    assert events("<p>||Ivo|| has been lynched.</p>") == IVO_LYNCHED
