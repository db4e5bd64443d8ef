"""The fourteenth host-post zoo reviewed for misfires (twenty-seventh session): invented host
posts at the edges of the round's rules ("You have 24h from this post", a Unix timestamp
in a link, a note naming a player under "Dead", "attacked and killed", "morning" after
"in the / by", a day that "starts when"), each read wrongly by the round's first rules,
and the guards around the narrowings. Every post is invented, in the four engines' HTML."""

from __future__ import annotations

from datetime import UTC, timedelta

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    HOST,
    IVO_DIED,
    PLAYERS,
    POSTED,
    at,
    deadline,
    discourse,
    events,
    ids,
    phpbb,
    post,
    starts,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest
from votecount.gamefile.load import parse_game
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.walk import host_lines

FRI_11 = at(2026, 12, 11, 20)
TS = "1797019200"  # Friday 11 December 2026, 20:00 UTC
HAMMERTIME = f"https://hammertime.cyou/en?t={TS}"
NIGHT_1 = phpbb("Juno was lynched. Night 1 begins.")

# -- "You have 24h from this post": only the players', never a prod's or another's errand --------
YOU_HAVE = [
    # misfires: another's hours on a line with a deadline's word; a prod's threat; a question
    ("mods have 24 hours, before the day ends", phpbb("Mods have 24 hours from now to replace Ivo before the day ends."), None),
    ("I have 2 hours from now, the deadline", discourse("The deadline is close. I have 2 hours from now before work."), None),
    ("Ivo has 24h to claim, or the day ends", xenforo("Ivo has 24h from this post to claim, or the day ends without him."), None),
    ("Saffron has 24 hours to confirm, deadline stays", vbulletin("Deadline stays. Saffron has 24 hours from now to confirm she is in."), None),
    ("the hosts have 12 hours to decide", phpbb("The hosts have 12 hours from now to decide if the deadline moves."), None),
    ("you have 24 hours, or you will be replaced", discourse("Ivo, you have 24 hours from now, or you will be replaced."), None),
    ("you have 48 hours before a replacement", xenforo("Ivo, you have 48 hours from this post before I look for a replacement."), None),
    ("you have 24 hours or a modkill", vbulletin("You have 24 hours from now or you will be modkilled."), None),
    ("you have 24 hours, otherwise", phpbb("Juno, you have 24 hours from this post, otherwise a modkill."), None),
    ("do you all have 24 hours?", discourse("Do you all have 24 hours from now?"), None),
    ("if you have 24 hours", xenforo("If you have 24 hours from now to vote, use them."), None),
    ("players have 48 hours to get a replacement", vbulletin("Players have 48 hours from now to get a replacement in."), None),
    ("you have 24 hours or else", vbulletin("Ivo, you have 24 hours from now or else."), None),
    ("a prod under the deadline", phpbb("Deadline: Friday 20:00 GMT", "Ivo, you have 24 hours from now or I replace you."), FRI_11),
    ("a prod before a replacement under the deadline", xenforo("Deadline: Friday 20:00 GMT", "Ivo, you have 48 hours from now before I replace you."), FRI_11),
    # guards: the players' hours, alone or for the phase's errand
    ("you have 24 hours, good luck", phpbb("You have 24 hours from now, good luck!"), POSTED + timedelta(hours=24)),
    ("you have 24 hours to get your votes in", discourse("You have 24 hours from now to get your votes in."), POSTED + timedelta(hours=24)),
    ("everyone has 36 hours to vote", xenforo("Everyone has 36 hours from now to vote."), POSTED + timedelta(hours=36)),
    ("you have 48 hours to vote!", vbulletin("You have 48 hours from this post to vote!"), POSTED + timedelta(hours=48)),
    ("you have 24 hours until the day ends", phpbb("You have 24 hours from now until the day ends."), POSTED + timedelta(hours=24)),
    ("the day ends 72 hours from now", discourse("Day 2 ends 72 hours from now."), POSTED + timedelta(hours=72)),
    ("you all have 48 hours before the day ends", xenforo("You all have 48 hours from this post before the day ends."), POSTED + timedelta(hours=48)),
    ("you have 72 hours, or until a majority", vbulletin("You have 72 hours from now, or until a majority is reached."), POSTED + timedelta(hours=72)),
    ("you have 24 hours; the day ends then", phpbb("You have 24 hours from now; the day ends then."), POSTED + timedelta(hours=24)),
    ("to vote. Questions?", discourse("You have 48 hours from now to vote. Questions?"), POSTED + timedelta(hours=48)),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in YOU_HAVE], ids=ids(YOU_HAVE))
def test_the_players_hours_from_the_post(html, want):
    assert deadline(html) == want


NIGHT_ACTIONS = [
    ("to get actions in", phpbb("Night 1 has begun. Players have 24 hours from now to get actions in.")),
    ("to get all your night actions to me", xenforo("It is now Night 2. You have 24 hours from this post to get all your night actions to me.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NIGHT_ACTIONS], ids=ids(NIGHT_ACTIONS))
def test_the_players_hours_to_get_actions_in_are_the_nights(html):
    found = stated_deadline(host_lines(html), POSTED, UTC)
    assert found is not None and (found.at, found.night) == (POSTED + timedelta(hours=24), True)


# -- a Unix timestamp: a deadline's link, not an id, not another's link ---------------------------
LINKS = [
    # misfires: a thread's ten-digit id years before the post; a length the words state
    ("a rules thread's id", phpbb('The deadline is in the <a href="https://forum.example/viewtopic.php?f=3&amp;t=1234567890">rules thread</a>.'), None),
    ("a timestamp nine years before", discourse('Deadline: <a href="https://hammertime.cyou/en?t=1500000000">here</a>'), None),
    ("ends in 72 hours, the last day's link", xenforo('Day 2 ends in 72 hours. Last day\'s was <a href="https://hammertime.cyou/en?t=1796500800">here</a>.'), POSTED + timedelta(hours=72)),
    # guards: a deadline's link after its word, on the line before, or further on
    ("Deadline: in bold, then the link", phpbb(f'<b>Deadline:</b> <a href="{HAMMERTIME}">here</a>'), FRI_11),
    ("Day 2 ends <link>", discourse(f'Day 2 ends <a href="{HAMMERTIME}">here</a>.'), FRI_11),
    ("Deadline: alone, the link on the next line", vbulletin("Deadline:", f'<a href="{HAMMERTIME}">here</a>'), FRI_11),
    ("the deadline, as the rules say, is <link>", xenforo(f'The deadline for Day 2, as the rules say, is <a href="{HAMMERTIME}">here</a>.'), FRI_11),
    ("moved from one Discord time to another", discourse(f"Deadline moved from &lt;t:1796500800:F&gt; to &lt;t:{TS}:F&gt;."), FRI_11),
    ("a Discord relative time", discourse(f"Day 2 ends &lt;t:{TS}:R&gt;."), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LINKS], ids=ids(LINKS))
def test_a_unix_timestamp_as_a_deadline(html, want):
    assert deadline(html) == want


NAME_LINK = f'<a href="https://example.org/p?t={TS}">Juno</a>'
SHOWN = [
    # misfire: a player's name linked to a page of a timestamp, its address shown
    ("a name's link", phpbb(f"{NAME_LINK} was killed last night."), ["Juno was killed last night."]),
    ("a link's words after a death", xenforo(f'Ivo was killed. <a href="https://example.org/p?t={TS}">His last words</a>'), ["Ivo was killed. His last words"]),
    # guard: after a deadline's word, the address is shown
    ("after Deadline:", phpbb(f'Deadline: <a href="{HAMMERTIME}">here</a>'), [f"Deadline: here {HAMMERTIME}"]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SHOWN], ids=ids(SHOWN))
def test_a_timestamps_link_shows_its_address_after_a_deadlines_word(html, want):
    assert host_lines(html) == want


def test_a_death_told_on_a_linked_name():
    assert events(vbulletin(f"{NAME_LINK} was killed last night.")) == [("death", "Juno", None)]


# -- "Dead: Ivo (Hunter, Night 1)": a player named as a role is the role ---------------------------
WITH_ROLES = parse_game(
    '[game]\nthreads = ["https://forum.example/viewtopic.php?t=1"]\n'
    f'hosts = ["{HOST}"]\n'
    + "".join(f'[[players]]\nusername = "{p}"\n' for p in [*PLAYERS, "Hunter", "Miller"])
)


def _events_with_roles(html: str) -> list[tuple[str, str, str | None]]:
    posts = [post("<p>Welcome!</p>", 1), post(html, 40)]
    authors = [*AUTHORS, ("Hunter", "Hunter"), ("Miller", "Miller")]
    found = suggest(WITH_ROLES, posts, authors=authors)
    return [(s.kind, s.player, s.other) for s in found if s.kind != "vote_reset"]


NOTED = [
    # misfires: the role's word is also a player's name
    ("Dead: Ivo (Hunter, Night 1)", phpbb("Dead: Ivo (Hunter, Night 1)"), IVO_DIED),
    ("Dead: Ivo (Miller), Discourse", discourse("Dead: Ivo (Miller)"), IVO_DIED),
    # guards: another player first in the note, no role's word (a vote table)
    ("Dead: Ivo (Juno, Day 1), XenForo", xenforo("Dead: Ivo (Juno, Day 1)"), []),
    ("Dead: Ivo (Town Cop, N1), vBulletin", vbulletin("Dead: Ivo (Town Cop, N1)"), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOTED], ids=ids(NOTED))
def test_a_note_naming_a_player_who_is_a_role_word(html, want):
    assert _events_with_roles(html) == want


# -- "was attacked and killed": not the subject's own deed -----------------------------------------
AND_THEN = [
    # misfires: the verb is the subject's, its object after it
    ("ambushed and killed Juno", phpbb("Ivo was ambushed and killed Juno in self-defence."), []),
    ("roleblocked and killed nobody, Discourse", discourse("Ivo was roleblocked and killed nobody."), []),
    ("provoked and killed him, XenForo", xenforo("Ivo was provoked and killed him."), []),
    # guards: the death told after the participle, its time or its killer after it
    ("attacked and killed last night, vBulletin", vbulletin("Ivo was attacked and killed last night."), IVO_DIED),
    ("attacked and killed Night 1", phpbb("Ivo was attacked and killed Night 1."), IVO_DIED),
    ("ambushed and killed by the mafia", discourse("Ivo was ambushed and killed by the mafia."), IVO_DIED),
    ("tried and lynched", xenforo("Ivo was tried and lynched."), [("execution", "Ivo", None)]),
    ("nearly attacked and killed", vbulletin("Ivo was nearly attacked and killed."), []),
    ("attacked and killed Tuesday night", phpbb("Ivo was attacked and killed Tuesday night."), IVO_DIED),
    ("attacked and killed in his sleep", discourse("Ivo was attacked and killed in his sleep."), IVO_DIED),
    ("accused and lynched Day 2", xenforo("Ivo was accused and lynched Day 2."), [("execution", "Ivo", None)]),
    ("tricked and killed Wren", vbulletin("Ivo was tricked and killed Wren."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in AND_THEN], ids=ids(AND_THEN))
def test_a_participle_and_a_death_not_the_subjects_deed(html, want):
    assert events(html) == want


# -- the morning: told as it came, or one to come --------------------------------------------------
MORNING = [
    # misfires: the morning told as it came, after "by" / "in the"
    ("By morning, Ivo was gone", phpbb("By morning, Ivo was gone."), [(2, 30)]),
    ("In the morning, the town gathered, Discourse", discourse("In the morning, the town gathered in the square."), [(2, 30)]),
    ("fled by morning's light, XenForo", xenforo("The wolf fled by morning's light."), [(2, 30)]),
    # the round's near misses, and "tomorrow morning" (a morning to come)
    ("see you in the morning", vbulletin("Night 1 is quiet. See you in the morning!"), []),
    ("due by morning", phpbb("Actions are due by morning."), []),
    ("see you tomorrow morning", discourse("Night 1 is quiet. See you tomorrow morning!"), []),
    ("due by tomorrow morning", xenforo("Actions are due by tomorrow morning."), []),
    ("tomorrow morning, the flips", vbulletin("Tomorrow morning, the flips."), []),
    ("tomorrow morning's post", phpbb("Tomorrow morning's post will have the flips."), []),
    ("see you in the morning, everyone", discourse("Night 1 is quiet. See you in the morning, everyone!"), []),
    ("until morning, folks", xenforo("Sleep tight until morning, folks."), []),
    ("In the morning, after a sentence", vbulletin("The night was long. In the morning, the town gathered."), [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MORNING], ids=ids(MORNING))
def test_the_morning_told_or_to_come(html, want):
    assert starts(NIGHT_1, html) == want


# -- "Day 2 starts when ...": a rule of the schedule, not a start this post makes ------------------
STARTS = [
    # misfires: a start now ("once again"), a condition this post meets
    ("begins once again", phpbb("Day 2 begins once again! Votes are reset."), [(2, 30)]),
    ("starts when you read this, Discourse", discourse("Day 2 starts when you read this!"), [(2, 30)]),
    ("begins as soon as this post is up, XenForo", xenforo("Day 2 begins as soon as this post is up."), [(2, 30)]),
    # guards: the schedule's rule, a start to come
    ("starts when Night 1 ends, vBulletin", vbulletin("Day 2 starts when Night 1 ends."), []),
    ("begins once all actions are in", phpbb("Day 2 begins once all actions are in."), []),
    ("starts as soon as I finish the write-ups", discourse("Day 2 starts as soon as I finish the write-ups."), []),
    ("starts now, when all PMs are out", xenforo("Day 2 starts now, when all PMs are out."), [(2, 30)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in STARTS], ids=ids(STARTS))
def test_a_start_on_a_condition(html, want):
    assert starts(NIGHT_1, html) == want
