"""The catalogue of invented host posts, part 17 continued (the twelfth zoo, twenty-fifth
session): what ``votecount events`` and init read of a host's deaths, lynches,
replacements and co-hosts in the four engines' HTML: the last round's leftovers (a "Dead:"
heading after "No one died.", a player named as the one subbing in, a replacement taken
back in a later post), lynches told as "The town has chosen to hang Ivo", a death with
its role card in a table, several kills of a night as bullets, "was found dead" and
"found a body", "Please welcome Marlow, our replacement for Ivo", a co-host joining
mid-game, deaths told in two languages; and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    discourse,
    events,
    ids,
    later,
    phpbb,
    post,
    subs,
    vbulletin,
    xenforo,
)
from votecount.parser.host.replacements import announces
from votecount.sync.hosts import joining

# -- the last round's leftovers ---------------------------------------------------------------
GRAVE = ["Ivo - Town Cop", "Juno - Mafia Goon", "Wren - Town Doctor", "Kestrel - Vanilla Townie"]
LEFTOVER_DEAD = [
    ("No one died, then the Dead: recap", phpbb("Day 4 begins. No one died.", "Dead:", *GRAVE), []),
    ("Nobody died last night, Discourse", discourse("Day 4 has begun. Nobody died last night.", "<b>Dead:</b>", *GRAVE), []),
    ("no kill, three under Graveyard:, XenForo", xenforo("There was no kill last night.", "Graveyard:", *GRAVE[:3]), []),
    # guards: a death in the post, then its graveyard; a graveyard after a death told
    ("a death, then the Dead: list", vbulletin("Day 4 begins. Thistle was killed.", "Dead:", "Thistle - Mafia Goon"), [("death", "Thistle", None)]),
    ("no one died, the list of the dead right", phpbb("Graveyard:", *GRAVE), [("death", n, None) for n in ("Ivo", "Juno", "Wren", "Kestrel")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LEFTOVER_DEAD], ids=ids(LEFTOVER_DEAD))
def test_a_recap_of_the_dead_after_no_death(html, want):
    assert events(html) == want


SUBBED_OUT = [
    ("subbed out for a player", phpbb("Ivo has been subbed out (Juno)."), []),
    ("subbed out for a newcomer", discourse("Ivo has been subbed out (Marlow)."), [("Ivo", "Marlow")]),
    ("swapped out for a player, XenForo", xenforo("Ivo has been swapped out (Kestrel)."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SUBBED_OUT], ids=ids(SUBBED_OUT))
def test_subbed_out_for_someone(html, want):
    assert subs(html) == want


def test_init_reads_a_newcomer_subbing_in():
    assert announces("Ivo has been subbed out (Marlow).", ["Ivo"], ["Marlow"]) is True


def test_a_replacement_taken_back_later_suggests_nothing_new():
    assert (
        later(
            phpbb("Marlow replaces Ivo."), phpbb("Sorry, Ivo is back. Marlow is not replacing him.")
        )
        == []
    )


# -- a lynch told as the town's choice -------------------------------------------------------
HANGED = [
    ("the town has chosen to hang Ivo", phpbb("The town has chosen to hang Ivo. He was a Mafia Goon."), IVO_LYNCHED),
    ("the village chose to hang, Discourse", discourse("The village chose to hang <strong>Ivo</strong>, the <strong>Town Cop</strong>."), IVO_LYNCHED),
    ("the town has decided to lynch, XenForo", xenforo("The town has decided to lynch Ivo."), IVO_LYNCHED),
    ("the town has voted to execute, vBulletin", vbulletin("<b>The town has voted to execute Ivo.</b> Ivo was a Vanilla Townie."), IVO_LYNCHED),
    ("Ivo was hanged", phpbb("Ivo was hanged at dawn. He was a Town Doctor."), IVO_LYNCHED),
    # near misses: no one, a threat, a plan
    ("the town chose to hang no one", discourse("The town has chosen to hang no one."), []),
    ("a player's wish", xenforo("The town should hang Ivo today."), []),
    ("if the town hangs", vbulletin("If the town chooses to hang Ivo, night begins at once."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in HANGED], ids=ids(HANGED))
def test_a_lynch_told_as_the_towns_choice(html, want):
    assert events(html) == want


# -- a death with its role card in a table ----------------------------------------------------
def _card(*rows: tuple[str, str]) -> str:
    return "<table>" + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in rows) + "</table>"


CARDS = [
    ("killed, a card", phpbb("Ivo was killed last night.") + _card(("Name", "Ivo"), ("Role", "Town Cop"), ("Alignment", "Town")), IVO_DIED),
    ("lynched, a card, Discourse", discourse("Ivo has been lynched!") + _card(("Ivo", "Mafia Goon")), IVO_LYNCHED),
    ("a card under a death heading, XenForo", xenforo("<b>Night 2 deaths</b>") + _card(("Ivo", "Town Cop"), ("Juno", "Town Doctor")), [("death", "Ivo", None), ("death", "Juno", None)]),
    ("killed, a card, vBulletin", vbulletin("Ivo was found dead.") + _card(("Role:", "Vanilla Townie"), ("Win condition:", "Town")), IVO_DIED),
    # near misses: a setup's table, the living's table
    ("a setup table", phpbb("Setup:") + _card(("Ivo", "Town Cop"), ("Juno", "Town Doctor")), []),
    ("the living's table", discourse("Alive:") + _card(("Ivo", "Town Cop"), ("Juno", "Town Doctor")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CARDS], ids=ids(CARDS))
def test_a_death_with_a_role_card(html, want):
    assert events(html) == want


# -- several kills of a night, as bullets -----------------------------------------------------
def _bullets(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>"


TWO_DIED = [("death", "Ivo", None), ("death", "Juno", None)]
BULLETS = [
    ("last night's deaths, bullets", phpbb("Last night's deaths:") + _bullets("Ivo - Town Cop", "Juno - Mafia Goon"), TWO_DIED),
    ("killed in the night:, Discourse", discourse("Killed in the night:") + _bullets("<strong>Ivo</strong>, the Town Cop", "<strong>Juno</strong>, the Mafia Goon"), TWO_DIED),
    ("were found dead:, XenForo", xenforo("The following were found dead:") + _bullets("Ivo (Town Cop)", "Juno (Mafia Goon)"), TWO_DIED),
    ("text bullets, vBulletin", vbulletin("Night 2 kills:", "• Ivo - Town Cop", "• Juno - Mafia Goon"), TWO_DIED),
    ("three died, XenForo", xenforo("Three players died last night:") + _bullets("Ivo - Town Cop", "Juno - Mafia Goon", "Wren - Town Doctor"), [*TWO_DIED, ("death", "Wren", None)]),
    # near misses: the night's actions, the living
    ("night actions as bullets", phpbb("Night actions received from:") + _bullets("Ivo", "Juno")),
    ("still alive, bullets", discourse("Still alive:") + _bullets("Ivo - ???", "Juno - ???")),
]  # fmt: skip
BULLETS = [c if len(c) == 3 else (*c, []) for c in BULLETS]


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in BULLETS], ids=ids(BULLETS))
def test_several_kills_as_bullets(html, want):
    assert events(html) == want


# -- "was found dead" against "found a body" ---------------------------------------------------
FOUND = [
    ("Ivo was found dead", phpbb("Ivo was found dead. He was a Town Cop."), IVO_DIED),
    ("Ivo has been found dead, Discourse", discourse("<strong>Ivo</strong> has been found dead in his bed."), IVO_DIED),
    ("found dead this morning, XenForo", xenforo("Ivo was found dead this morning."), IVO_DIED),
    # near misses: the finder, a find, a rumour
    ("Ivo found a body", vbulletin("Ivo found a body by the river."), []),
    ("Ivo found the Cop dead", phpbb("Ivo found the cop's notes."), []),
    ("Ivo found out", discourse("Ivo found out who the mafia is."), []),
    ("found dead? asked", xenforo("Was Ivo found dead?"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FOUND], ids=ids(FOUND))
def test_found_dead_or_a_finder(html, want):
    assert events(html) == want


# -- "Please welcome Marlow, our replacement for Ivo" ----------------------------------------
WELCOME = [
    ("please welcome, our replacement for", phpbb("Please welcome Marlow, our replacement for Ivo!"), [("Ivo", "Marlow")]),
    ("welcome X, the new Y, Discourse", discourse("Please welcome <strong>Marlow</strong>, our new replacement for <strong>Ivo</strong>."), [("Ivo", "Marlow")]),
    ("welcome X who is replacing Y, XenForo", xenforo("Everyone welcome Marlow, who is replacing Ivo."), [("Ivo", "Marlow")]),
    ("a warm welcome, vBulletin", vbulletin("A warm welcome to Marlow, replacing Ivo."), [("Ivo", "Marlow")]),
    ("welcome our replacement, two", phpbb("Please welcome Marlow, our replacement for Ivo, and Saffron, our replacement for Juno."), [("Ivo", "Marlow"), ("Juno", "Saffron")]),
    # near misses: a welcome alone, a replacement sought
    ("welcome alone", discourse("Please welcome Marlow to the thread."), []),
    ("a replacement wanted", xenforo("We need a replacement for Ivo. Marlow, are you free?"), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in WELCOME], ids=ids(WELCOME))
def test_please_welcome_a_replacement(html, want):
    assert subs(html) == want


# -- a co-host introduced mid-game --------------------------------------------------------------
def _joins(html: str) -> list[str]:
    opening = post("<p>Welcome!</p>", 1)
    later = post(html, 30)
    others = [post("<p>Hi</p>", 31, "Saffron"), post("<p>Hi</p>", 32, "Juno")]
    return joining([opening, later, *others], [HOST], ["Juno", "Ivo"])


COHOSTS = [
    ("X will co-host from Day 3", phpbb("Saffron will co-host from Day 3."), ["Saffron"]),
    ("X is co-hosting from now on, Discourse", discourse("Saffron is co-hosting from now on."), ["Saffron"]),
    ("X joins as co-host, XenForo", xenforo("Saffron joins me as co-host starting today."), ["Saffron"]),
    ("please welcome X, our new co-host, vBulletin", vbulletin("Please welcome Saffron, our new co-host!"), ["Saffron"]),
    # near misses: a player, a past game, a wish
    ("a player named", phpbb("Juno will co-host from Day 3."), []),
    ("co-hosted another game", discourse("Saffron co-hosted the last game."), []),
    ("might co-host", xenforo("Saffron might co-host if I get busy."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in COHOSTS], ids=ids(COHOSTS))
def test_a_co_host_joining_mid_game(html, want):
    assert _joins(html) == want


# -- deaths in two languages ---------------------------------------------------------------------
TONGUES = [
    ("killed, English and German", phpbb("Ivo was killed last night. / Ivo wurde letzte Nacht getötet."), IVO_DIED),
    ("lynched, two paragraphs, Discourse", discourse("Ivo has been lynched!", "Ivo wurde gelyncht!"), IVO_LYNCHED),
    ("found dead, English and Spanish, XenForo", xenforo("Ivo was found dead. (Ivo fue encontrado muerto.)"), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TONGUES], ids=ids(TONGUES))
def test_a_death_in_two_languages(html, want):
    assert events(html) == want


def test_a_card_under_a_heading_with_its_column_names():
    html = phpbb("<b>Night 2 deaths</b>") + _card(("Player", "Role"), ("Ivo", "Town Cop"))
    assert events(html) == IVO_DIED


# -- guards near the round's rules ----------------------------------------------------------------
GUARDS = [
    ("bullets under Alive:", phpbb("Alive:", "• Ivo - Town Cop", "• Juno - Mafia Goon"), []),
    ("the baker is no role", discourse("Ivo was killed last night.", "Juno, the baker"), IVO_DIED),
    ("a worded replacement by a player", xenforo("Replacement: Juno for Ivo"), []),
    ("a worded replacement by a newcomer", vbulletin("Replacement: Marlow for Ivo"), [("substitution", "Ivo", "Marlow")]),
    ("a table of votes under Deaths", phpbb("<b>Deaths</b>") + _card(("Ivo", "3 votes"), ("Juno", "2 votes")), []),
    ("a death told, Dead: heading over its line", xenforo("Ivo died last night.", "Dead:", "Ivo - Town Cop"), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in GUARDS], ids=ids(GUARDS))
def test_a_guard_of_the_round(html, want):
    assert events(html) == want


def test_a_co_host_of_another_game_is_none():
    assert _joins(discourse("Saffron is co-hosting Mini 900.")) == []
