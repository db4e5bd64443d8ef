"""The catalogue of invented host posts, part 18 continued (the thirteenth zoo,
twenty-sixth session): what ``votecount events`` reads of a host's deaths, lynches and
replacements in the four engines' HTML: the last round's leftovers (themed one-word
roles with a phase in a headerless table of the dead, "Dead" over a table of claims, a
replacement taken back in a later post), then a lynch with its hammer named, modkills
for inactivity, a prod against a replacement after a prod, "replaced by X effective
immediately", a death told again in the game's recap; and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    GAME,
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    discourse,
    events,
    ids,
    later,
    phpbb,
    post,
    subs,
    table,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest

# -- the last round's leftovers: themed roles with their phase, a table of claims -------------
THEMED = [
    ("Night 2 deaths, Baker | N2", phpbb("<b>Night 2 deaths</b>") + table(("Ivo", "Baker", "N2"), ("Juno", "Seer", "N2")), [("death", "Ivo", None), ("death", "Juno", None)]),
    ("Dead, Seer | killed N1, Discourse", discourse("<strong>Dead</strong>") + table(("Ivo", "Seer", "Killed N1")), IVO_DIED),
    ("Graveyard, Miller | Day 1, XenForo", xenforo("<b>Graveyard</b>") + table(("Ivo", "Miller", "Day 1"), ("Juno", "Hunter", "Night 1")), [("death", "Ivo", None), ("death", "Juno", None)]),
    # near misses: a vote table under a heading of the dead; a grid of names; a recap
    ("voters with a day, vBulletin", vbulletin("<b>Lynched</b>") + table(("Ivo", "Juno, Wren", "Day 1")), []),
    ("a count with a day", phpbb("<b>Dead</b>") + table(("Ivo", "3", "Day 1")), []),
    ("no one died over themed roles", phpbb("No one died last night.", "<b>Graveyard</b>") + table(("Ivo", "Baker", "N1")), []),
    ("themed roles, no phase", discourse("<strong>Night 2 deaths</strong>") + table(("Ivo", "Baker"), ("Juno", "Seer")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in THEMED], ids=ids(THEMED))
def test_themed_roles_with_their_phase_under_a_heading_of_the_dead(html, want):
    assert events(html) == want


CLAIMS = [
    ("Dead over Player | Claim", phpbb("<b>Dead</b>") + table(("Player", "Claim"), ("Ivo", "Town Cop"), ("Juno", "Vanilla Townie")), []),
    ("Claims table under Dead, Discourse", discourse("<strong>Dead</strong>") + table(("Name", "Claimed role"), ("Ivo", "Town Doctor")), []),
    # guards: a role column; claims above the heading of the dead
    ("Dead over Player | Role", xenforo("<b>Dead</b>") + table(("Player", "Role"), ("Ivo", "Town Cop")), IVO_DIED),
    ("Dead over Player | Flip, vBulletin", vbulletin("<b>Dead</b>") + table(("Player", "Flip"), ("Ivo", "Mafia Goon")), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CLAIMS], ids=ids(CLAIMS))
def test_a_table_of_claims_under_a_heading_of_the_dead(html, want):
    assert events(html) == want


def _all(*htmls: str) -> list[tuple[str, str, str | None]]:
    """Every host event suggested for several host posts (posts 20, 30, ...)."""
    posts = [post("<p>Welcome!</p>", 1)] + [post(h, 20 + 10 * i) for i, h in enumerate(htmls)]
    found = suggest(GAME, posts, authors=AUTHORS)
    return [(s.kind, s.player, s.other) for s in found if s.kind != "vote_reset"]


TAKEN_BACK = [
    ("Ivo is back, Marlow is not replacing him", [phpbb("Marlow replaces Ivo."), phpbb("Sorry, Ivo is back. Marlow is not replacing him.")], []),
    ("the replacement is cancelled, Discourse", [discourse("Marlow is replacing Ivo."), discourse("The replacement of Ivo is cancelled; Ivo stays in.")], []),
    ("Ivo is staying after all, XenForo", [xenforo("Ivo has been replaced by Marlow."), xenforo("Never mind, Ivo is staying in the game.")], []),
    # guards: another's return; a second replacement kept
    ("another player is back", [vbulletin("Marlow replaces Ivo."), vbulletin("Juno is back from her trip.")], [("substitution", "Ivo", "Marlow")]),
    ("a return with no correction", [xenforo("Marlow replaces Ivo."), xenforo("Ivo is back.")], [("substitution", "Ivo", "Marlow")]),
    ("a later replacement of another", [phpbb("Marlow replaces Ivo."), phpbb("Saffron replaces Juno.")], [("substitution", "Ivo", "Marlow"), ("substitution", "Juno", "Saffron")]),
    ("taken back, then replaced again", [phpbb("Marlow replaces Ivo."), phpbb("Sorry, Ivo is back."), phpbb("Saffron replaces Ivo.")], [("substitution", "Ivo", "Saffron")]),
]  # fmt: skip


@pytest.mark.parametrize(("htmls", "want"), [c[1:] for c in TAKEN_BACK], ids=ids(TAKEN_BACK))
def test_a_replacement_taken_back_in_a_later_post_is_withdrawn(htmls, want):
    assert _all(*htmls) == want


def test_the_take_back_suggests_nothing_itself():
    assert later(phpbb("Marlow replaces Ivo."), phpbb("Sorry, Ivo is back.")) == []


# -- a lynch with its hammer named -------------------------------------------------------------
HAMMER = [
    ("lynched (hammer by Juno)", phpbb("Ivo was lynched (hammer by Juno)."), IVO_LYNCHED),
    ("lynched, Juno hammered, Discourse", discourse("<strong>Ivo</strong> has been lynched! Juno placed the hammer."), IVO_LYNCHED),
    ("hammered by Juno, XenForo", xenforo("Ivo was hammered by Juno. Ivo was a Town Cop."), IVO_LYNCHED),
    ("lynched, Juno hammering, vBulletin", vbulletin("Ivo has been lynched with Juno hammering."), IVO_LYNCHED),
    ("executed (hammer: Juno)", phpbb("Ivo has been executed (hammer: Juno)."), IVO_LYNCHED),
    # near misses: a hammer missed, a hammer threatened
    ("Juno almost hammered Ivo", discourse("Juno almost hammered Ivo, but unvoted."), []),
    ("who will hammer?", xenforo("Ivo is at L-1. Who will hammer?"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in HAMMER], ids=ids(HAMMER))
def test_a_lynch_with_its_hammer_named(html, want):
    assert events(html) == want


# -- modkills for inactivity -------------------------------------------------------------------
MODKILLS = [
    ("has been modkilled for inactivity", phpbb("Ivo has been modkilled for inactivity."), IVO_MODKILLED),
    ("modkilled for being inactive, Discourse", discourse("<strong>Ivo</strong> was modkilled for being inactive."), IVO_MODKILLED),
    ("modkilled after three prods, XenForo", xenforo("Ivo has been modkilled after three prods."), IVO_MODKILLED),
    # near misses: a threat, a rule
    ("will be modkilled if", vbulletin("Ivo will be modkilled for inactivity if he does not post."), []),
    ("inactive players are modkilled", phpbb("Inactive players are modkilled after two prods."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MODKILLS], ids=ids(MODKILLS))
def test_a_modkill_for_inactivity(html, want):
    assert events(html) == want


# -- a prod against a replacement after a prod ---------------------------------------------------
PRODS = [
    ("is being prodded", phpbb("Ivo is being prodded."), []),
    ("has been prodded, Discourse", discourse("<strong>Ivo</strong> has been prodded. Juno, you are next."), []),
    ("a prod, a replacement sought, XenForo", xenforo("Ivo has been prodded; I am looking for a replacement."), []),
    ("replaced after a prod, by Marlow", vbulletin("Ivo has been replaced by Marlow after a prod."), [("substitution", "Ivo", "Marlow")]),
    ("after a prod, Marlow replaces Ivo", phpbb("After a failed prod, Marlow replaces Ivo."), [("substitution", "Ivo", "Marlow")]),
    ("replaced after a prod, no one named", discourse("Ivo has been replaced after a prod."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in PRODS], ids=ids(PRODS))
def test_a_prod_or_a_replacement_after_one(html, want):
    assert events(html) == want


# -- "Ivo is replaced by Marlow effective immediately" -------------------------------------------
IMMEDIATELY = [
    ("is replaced by, effective immediately", phpbb("Ivo is replaced by Marlow effective immediately."), [("Ivo", "Marlow")]),
    ("is being replaced by, Discourse", discourse("<strong>Ivo</strong> is being replaced by <strong>Marlow</strong>, effective immediately."), [("Ivo", "Marlow")]),
    ("is now replaced by, XenForo", xenforo("Ivo is now replaced by Marlow."), [("Ivo", "Marlow")]),
    ("effective immediately first, vBulletin", vbulletin("Effective immediately, Ivo is replaced by Marlow."), [("Ivo", "Marlow")]),
    # near misses: a future, a condition
    ("will be replaced by, after the day", phpbb("Ivo will be replaced by Marlow if he doesn't post by Friday."), []),
    ("is replaced by a player", discourse("Ivo is replaced by Juno effective immediately."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in IMMEDIATELY], ids=ids(IMMEDIATELY))
def test_replaced_effective_immediately(html, want):
    assert subs(html) == want


# -- a death told again in the game's recap -------------------------------------------------------
RECAP = [
    ("Town wins, Ivo died on Night 1", phpbb("<b>Town wins!</b>", "Recap: Ivo died on Night 1. Juno was lynched on Day 2."), []),
    ("game over recap, Discourse", discourse("<strong>Game over!</strong> The Mafia wins.", "Ivo died on Night 1, Wren on Night 2."), []),
    ("a recap heading, XenForo", xenforo("<b>Game recap</b>", "Night 1: Ivo was killed.", "Day 2: Juno was lynched."), []),
    # guards: a death with the day's start; the game's last lynch with the win
    ("Ivo died on Night 1, a day's start", vbulletin("Day 2 has begun! Ivo died on Night 1."), IVO_DIED),
    ("the last lynch with the win", phpbb("Ivo has been lynched!", "<b>Town wins!</b>"), IVO_LYNCHED),
    ("the win, then the last lynch's flip", discourse("<strong>Town wins!</strong>", "Ivo, Mafia Goon, was lynched Day 5."), IVO_LYNCHED),
    ("a recap naming one phase", xenforo("<b>Game recap</b>", "Ivo was lynched on Day 3."), IVO_LYNCHED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RECAP], ids=ids(RECAP))
def test_a_death_told_again_in_the_recap(html, want):
    assert events(html) == want
