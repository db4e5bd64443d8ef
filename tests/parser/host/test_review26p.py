"""The thirteenth host-post zoo reviewed for misfires (twenty-sixth session): invented host
posts at the edges of the round's rules (a day's start still to come, a deadline moved
from one time to another, a zone's offset before a word, a dusk over voting said open, a
table of claims, the game's recap, a replacement taken back in a later post), each read
wrongly by the round's first rules, and the guards around the narrowings. Every post is
invented, in the four engines' HTML."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    GAME,
    IVO_DIED,
    at,
    deadline,
    discourse,
    ends,
    events,
    ids,
    marks,
    phpbb,
    post,
    starts,
    table,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest


def _all(*htmls: str) -> list[tuple[str, str, str | None]]:
    """Every host event suggested for several host posts (posts 20, 30, ...)."""
    posts = [post("<p>Welcome!</p>", 1)] + [post(h, 20 + 10 * i) for i, h in enumerate(htmls)]
    found = suggest(GAME, posts, authors=AUTHORS)
    return [(s.kind, s.player, s.other) for s in found if s.kind != "vote_reset"]


# the post: Saturday 5 December 2026, 18:00 UTC
FRI_11 = at(2026, 12, 11, 20)
SUN_6 = at(2026, 12, 6, 20)
NIGHT_1 = phpbb("Juno was lynched. Night 1 begins.")
DAY_2 = [(2, 30)]

# -- a day's start still to come (phase_table.NOT_YET): not one now, not a place ----------------
STARTS = [
    # misfires: a start now read as one to come; "begins in" a place read as a length
    ("will begin now", phpbb("Day 2 will begin now!"), DAY_2),
    ("will start immediately, Discourse", discourse("Day 2 will start immediately."), DAY_2),
    ("will open right away, XenForo", xenforo("Day 2 will open right away!"), DAY_2),
    ("will begin at once, vBulletin", vbulletin("Day 2 will begin at once."), DAY_2),
    ("begins in a village", phpbb("Day 2 begins in a village gripped by fear."), DAY_2),
    ("will be up for 72 hours", discourse("Day 2 will be up for 72 hours."), DAY_2),
    ("begins in 2 parts", xenforo("Day 2 begins in 2 parts: first the flavour."), DAY_2),
    # guards: a start to come, a length after "in"
    ("will be up shortly", phpbb("Day 2 will be up shortly."), []),
    ("will begin tomorrow", vbulletin("Day 2 will begin tomorrow."), []),
    ("begins in a few hours", discourse("Day 2 begins in a few hours."), []),
    ("starts in 10 min", xenforo("Day 2 starts in 10 min."), []),
    ("begins in a moment", phpbb("Day 2 begins in a moment."), []),
    ("begins in about an hour", phpbb("Day 2 begins in about an hour."), []),
    ("begins in half an hour", vbulletin("Day 2 begins in half an hour."), []),
    ("has been delayed by a day", discourse("Day 2 has been delayed by a day."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in STARTS], ids=ids(STARTS))
def test_a_day_start_now_or_to_come(html, want):
    assert starts(NIGHT_1, html) == want


MARKS = [
    ("will be up for 72 hours", phpbb("Day 2 will be up for 72 hours."), [("start", "day", 2)]),
    ("will begin now", xenforo("Day 2 will begin now!"), [("start", "day", 2)]),
    ("will be up shortly", discourse("Day 2 will be up shortly."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MARKS], ids=ids(MARKS))
def test_the_count_marks_a_start_now_not_one_to_come(html, want):
    assert marks(html) == want


# -- a deadline moved (deadlines._MOVED_FROM): one sentence ---------------------------------------
MOVED = [
    # misfire: the old time's sentence ran into the next one's "to", the new time lost
    ("delayed from Friday. Now Sunday", phpbb("Deadline delayed from Friday. Now Sunday 20:00 GMT to be fair."), SUN_6),
    # guards: a dotted date, a long old time, a move of the thread, "to" after the new time
    ("moved from 9.12. to 11.12.", discourse("Deadline moved from 9.12. to 11.12. 20:00 GMT."), FRI_11),
    ("changed from a long date", xenforo("Deadline changed from Wednesday the 9th of December 20:00 GMT to Friday 20:00 GMT."), FRI_11),
    ("the game moved from the old thread", vbulletin("Deadline: Friday 20:00 GMT. Game moved from the old thread to here."), FRI_11),
    ("moved to Sunday to give time", phpbb("The deadline was moved from Friday to Sunday 20:00 GMT to give Ivo time."), SUN_6),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MOVED], ids=ids(MOVED))
def test_a_deadline_moved_in_one_sentence(html, want):
    assert deadline(html) == want


# -- a zone's offset spaced before a word (dates.OFFSET): only a count is no offset --------------
OFFSETS = [
    # misfires: an offset before an explanation read as no offset
    ("UTC - 5 so 20:00 GMT", phpbb("Deadline: Friday 15:00 UTC - 5 so 20:00 GMT."), FRI_11),
    ("GMT + 1 in winter", discourse("Deadline: Friday 20:00 GMT + 1 in winter."), at(2026, 12, 11, 19)),
    ("GMT - 5 Eastern", xenforo("Deadline: Friday 20:00 GMT - 5 Eastern."), at(2026, 12, 12, 1)),
    # guards: a count of votes after the time
    ("UTC - 3 votes to lynch", vbulletin("Deadline: Friday 20:00 UTC - 3 votes to lynch."), FRI_11),
    ("UTC - 2 more to lynch", phpbb("Deadline: Friday 20:00 UTC - 2 more to lynch."), FRI_11),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in OFFSETS], ids=ids(OFFSETS))
def test_an_offset_spaced_before_a_word(html, want):
    assert deadline(html) == want


# -- a dusk over voting said open (daystarts._DAY_OPEN): open now, its clause ending -------------
DUSKS = [
    # misfires: voting open no longer, again tomorrow, for another poll
    ("open no longer", phpbb("Twilight has begun. The day phase is open no longer."), True),
    ("open again tomorrow, Discourse", discourse("Dusk 2 begins! Voting is open again tomorrow."), True),
    ("open for the night poll, XenForo", xenforo("It is now dusk.", "Voting is now open for the night poll."), True),
    # guards: open, its clause ending
    ("voting is open.", vbulletin("Dusk 2 begins! Voting is open."), False),
    ("the day phase is open: vote!", phpbb("Dusk 2 has begun!", "The day phase is open: vote!"), False),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DUSKS], ids=ids(DUSKS))
def test_a_dusk_over_voting_said_open(html, want):
    assert ends(html) is want


# -- a table of claims (death_tables._CLAIMS): every column a claim ------------------------------
CLAIMS = [
    # misfires: a table of the dead with a claim column beside the flip
    ("Player | Claim | Flip", phpbb("<b>Dead</b>") + table(("Player", "Claim", "Flip"), ("Ivo", "Cop", "Town Cop")), IVO_DIED),
    ("Player | Claimed role | Flipped", discourse("<strong>Dead</strong>") + table(("Player", "Claimed role", "Flipped"), ("Ivo", "Doctor", "Mafia Goon")), IVO_DIED),
    ("Player | Claimed | Role", xenforo("<b>Dead</b>") + table(("Player", "Claimed", "Role"), ("Ivo", "Doctor", "Mafia Goon")), IVO_DIED),
    # guards: claims alone
    ("Player | Claim", vbulletin("<b>Dead</b>") + table(("Player", "Claim"), ("Ivo", "Town Cop")), []),
    ("Players | Claims", phpbb("<b>Dead</b>") + table(("Players", "Claims"), ("Ivo", "Town Cop")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CLAIMS], ids=ids(CLAIMS))
def test_a_table_of_claims_beside_the_flips(html, want):
    assert events(html) == want


# -- the game's recap (game_end.recap_lines): phases deaths were told in, a recap's heading ------
RECAP = [
    # misfires: the last death beside a phase told of no death, a day's start recapping
    ("last lynch, thanks from Day 1", phpbb("<b>Town wins!</b>", "Ivo was lynched on Day 5.", "Thanks to all who played from Day 1 to the end!"), [("execution", "Ivo", None)]),
    ("last kill, Day 6 never came", discourse("<strong>Mafia wins!</strong>", "Ivo was killed on Night 5; Day 6 never came."), IVO_DIED),
    ("a modkill, prods since Night 3", xenforo("<b>Mafia wins!</b>", "Ivo was modkilled on Day 4 for inactivity (his third prod since Night 3)."), [("modkill", "Ivo", None)]),
    ("a lynch, Day 5 since Night 4", vbulletin("<b>Town wins!</b>", "Ivo (Mafia Goon) was lynched on Day 5 with 4 votes; Day 5 lasted since Night 4 ended."), [("execution", "Ivo", None)]),
    # guards: a recap after the win
    ("Night 1: / Day 2: after the win", phpbb("<b>Mafia wins!</b>", "Night 1: Ivo was killed.", "Day 2: Juno was lynched."), []),
    ("during Night 1 and in Day 2", discourse("<strong>Town wins!</strong>", "Ivo died during Night 1 and Juno in Day 2."), []),
    ("killed N1, lynched D2", xenforo("<b>Town wins!</b>", "Recap: Ivo was killed N1, Juno lynched D2."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RECAP], ids=ids(RECAP))
def test_the_games_last_death_beside_a_recap(html, want):
    assert events(html) == want


BOTH = [("execution", "Ivo", None), ("death", "Juno", None)]
DAY_RECAPS = [
    # misfires: a day's start recapping the day and night before it, the game going on
    ("Recap: in a day's start", [phpbb("Day 2 begins!"), phpbb("<b>Day 3 begins!</b>", "Recap: Ivo was lynched on Day 2. Juno was killed on Night 2.")], BOTH),
    ("a Recap heading in a day's start", [discourse("Day 2 begins!"), discourse("<strong>Day 3 begins!</strong>", "<strong>Recap</strong>", "Day 2: Ivo was lynched.", "Night 2: Juno was killed.")], BOTH),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in DAY_RECAPS], ids=ids(DAY_RECAPS))
def test_a_days_start_recapping_the_night_tells_its_deaths(htmls, want):
    assert _all(*htmls) == want


# -- a replacement taken back in a later post (undone.taken_back): a mistake, his own ------------
SUB = [("substitution", "Ivo", "Marlow")]
TAKEN_BACK = [
    # misfires: a return after a stand-in told as news; another's replacement called off
    ("Update: Ivo is back", [phpbb("Marlow is subbing in for Ivo."), phpbb("Update: Ivo is back.")], SUB),
    ("Update: back and replaces Marlow", [discourse("Marlow replaces Ivo."), discourse("Update: Ivo is back and replaces Marlow.")], SUB),
    ("Juno's cancelled, Ivo stays in", [xenforo("Marlow replaces Ivo."), xenforo("Saffron replaces Juno."), xenforo("The replacement of Juno is cancelled. Juno stays in. Ivo stays in.")], SUB),
    ("the sub for Juno is off, Ivo stays", [vbulletin("Marlow replaces Ivo."), vbulletin("The sub request for Juno is off. Ivo stays.")], SUB),
    # guards: a mistake's word, his staying after an update, the replacement called off
    ("Update: Ivo stays in the game", [phpbb("Marlow replaces Ivo."), phpbb("Update: Ivo stays in the game.")], []),
    ("EDIT: sorry, Ivo is back", [discourse("Marlow replaces Ivo."), discourse("EDIT: sorry, Ivo is back.")], []),
    ("Sorry all, Ivo is back online", [xenforo("Marlow replaces Ivo."), xenforo("Sorry all, Ivo is back online.")], []),
    ("the sub is off, Ivo stays", [vbulletin("Marlow replaces Ivo."), vbulletin("The sub is off. Ivo stays.")], []),
    ("Ivo's replacement called off", [phpbb("Marlow replaces Ivo."), phpbb("The replacement of Ivo has been called off. Ivo stays.")], []),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in TAKEN_BACK], ids=ids(TAKEN_BACK))
def test_a_replacement_taken_back_later(htmls, want):
    assert _all(*htmls) == want
