"""The catalogue of invented host posts, part 16 continued (the eleventh zoo, twenty-fourth
session): what ``votecount events`` and init read of a host's deaths, lynches, replacements
and co-hosts in the four engines' HTML: a long graveyard, a death told in flavour text with
a bold name and role, a lynch over its vote tally, "No one was eliminated", a modkill for
inactivity, "X is in for Y", "Y has been subbed out (X)", "X replaces Y effective
immediately", a replacement undone, one pronoun for two pending replacements, co-hosts in
a signature, results in each engine's spoiler, a death added by an edit; and the near
misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    details,
    discourse,
    events,
    ids,
    later,
    phpbb,
    phpbb_spoiler,
    post,
    subs,
    vbulletin,
    vbulletin_spoiler,
    xenforo,
    xenforo_spoiler,
)
from votecount.parser.host.replacements import Said, announces, replacement_post
from votecount.parser.model import Post
from votecount.sync.hosts import hosts_from_opening, joining

# -- a graveyard of more than three "name - role" lines -----------------------------------
GRAVE = ["Ivo - Town Cop", "Juno - Mafia Goon", "Wren - Town Doctor", "Kestrel - Vanilla Townie"]
FOUR_DIED = [("death", n, None) for n in ("Ivo", "Juno", "Wren", "Kestrel")]
GRAVEYARDS = [
    ("four under Graveyard:", phpbb("Day 4 begins.", "Graveyard:", *GRAVE), FOUR_DIED),
    ("five under Dead:, Discourse", discourse("Day 5 begins.", "<b>Dead:</b>", *GRAVE, "Thistle - Mafia Roleblocker"), [*FOUR_DIED, ("death", "Thistle", None)]),
    ("four under The Graveyard, XenForo", xenforo("<b>The Graveyard</b>", *GRAVE), FOUR_DIED),
    # near misses: a setup's list of roles, the living
    ("a setup of four roles", vbulletin("Setup:", *GRAVE), []),
    ("four under Alive:", phpbb("Alive:", *GRAVE), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in GRAVEYARDS], ids=ids(GRAVEYARDS))
def test_a_long_graveyard(html, want):
    assert events(html) == want


# -- deaths in flavour text, a bold name and role ---------------------------------------------
FLAVOUR = [
    ("found slumped, bold flip", phpbb("The village woke to find <b>Ivo</b> slumped over the well.", "<b>Ivo was a Town Cop.</b>"), IVO_DIED),
    ("beneath the oak lay the name, the role", discourse("Beneath the old oak lay <strong>Ivo</strong>, the <strong>Town Cop</strong>. He is dead."), IVO_DIED),
    ("the body of, XenForo", xenforo("The body of <b>Ivo</b> was pulled from the river. <b>Ivo</b> was a <b>Mafia Goon</b>."), IVO_DIED),
    ("never woke up, vBulletin", vbulletin("<b>Ivo</b> never woke up. <b>Ivo</b> was the <b>Town Doctor</b>."), IVO_DIED),
    # near misses: a claim, a vote in bold, a story with no death
    ("a claim in bold", phpbb("<b>Ivo</b> claims to be the <b>Town Cop</b>."), []),
    ("a story, nobody dies", discourse("<b>Ivo</b> walked to the well at dawn. The <b>Town Cop</b> watched him."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FLAVOUR], ids=ids(FLAVOUR))
def test_a_death_in_flavour_text(html, want):
    assert events(html) == want


# -- a lynch over its vote tally; no one eliminated --------------------------------------------
LYNCHES = [
    ("a tally line, then the lynch", phpbb("<b>Ivo (4):</b> Juno, Wren, Kestrel, Bramble", "Ivo has been lynched! He was a Mafia Goon."), IVO_LYNCHED),
    ("the voters in brackets", discourse("Ivo was lynched (5 votes: Juno, Wren, Kestrel, Bramble, Quince). He was a Mafia Goon."), IVO_LYNCHED),
    ("a final tally, XenForo", xenforo("<b>Final tally</b>", "Ivo - 4 (Juno, Wren, Kestrel, Bramble)", "Juno - 1 (Ivo)", "Ivo has been eliminated. He was a Town Cop."), IVO_LYNCHED),
    ("vBulletin, a tally with a hammer", vbulletin("Ivo (4/4): Juno, Wren, Kestrel, Bramble (hammer)", "<b>Ivo has been lynched.</b>"), IVO_LYNCHED),
    ("No one was eliminated", phpbb("No one was eliminated."), []),
    ("No one was eliminated today, Discourse", discourse("No one was eliminated today. Night 2 begins."), []),
    ("nobody was lynched, a kill", xenforo("Nobody was lynched.", "Ivo was killed during the night."), IVO_DIED),
    ("the town chose no lynch", vbulletin("The town chose not to lynch anyone."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LYNCHES], ids=ids(LYNCHES))
def test_a_lynch_and_its_tally(html, want):
    assert events(html) == want


# -- modkills for inactivity ------------------------------------------------------------------
MODKILLS = [
    ("modkilled for inactivity", phpbb("Ivo has been modkilled for inactivity."), IVO_MODKILLED),
    ("modkilled (inactivity), his role", discourse("Ivo was modkilled (inactivity). He was a Town Cop."), IVO_MODKILLED),
    ("removed for inactivity", xenforo("Ivo has been removed from the game for inactivity."), IVO_MODKILLED),
    ("modkilled due to inactivity", vbulletin("<b>Ivo is modkilled due to inactivity.</b>"), IVO_MODKILLED),
    # near misses: a warning, a prod, a threat
    ("prodded for inactivity", phpbb("Ivo has been prodded for inactivity."), []),
    ("a threat", discourse("Ivo will be modkilled if he does not post by tomorrow."), []),
    ("a warning", xenforo("Ivo, this is your warning for inactivity."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MODKILLS], ids=ids(MODKILLS))
def test_a_modkill_for_inactivity(html, want):
    assert events(html) == want


# -- replacements in new wordings ----------------------------------------------------------------
REPLACEMENTS = [
    ("X is in for Y", phpbb("Marlow is in for Ivo."), [("Ivo", "Marlow")]),
    ("X is in for Y, Discourse bold", discourse("<strong>Marlow is in for Ivo</strong>"), [("Ivo", "Marlow")]),
    ("Y has been subbed out (X)", xenforo("Ivo has been subbed out (Marlow)."), [("Ivo", "Marlow")]),
    ("Y has been subbed out for X", vbulletin("Ivo has been subbed out for Marlow."), [("Ivo", "Marlow")]),
    ("X replaces Y effective immediately", phpbb("Marlow replaces Ivo effective immediately."), [("Ivo", "Marlow")]),
    ("X replaces Y, effective immediately", discourse("Marlow replaces Ivo, effective immediately."), [("Ivo", "Marlow")]),
    # near misses: a question, another game, a sign-up
    ("is X in for Y?", xenforo("Is Marlow in for Ivo?"), []),
    ("in for a surprise", phpbb("Marlow is in for a surprise tonight."), []),
    ("subbed out of another game", vbulletin("Ivo has been subbed out of the other game (Marlow)."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in REPLACEMENTS], ids=ids(REPLACEMENTS))
def test_a_replacement_worded(html, want):
    assert subs(html) == want


UNDONE = [
    ("undone in the same post", phpbb("Marlow replaces Ivo.", "EDIT: Sorry, Ivo is back. Marlow is not replacing him."), []),
    ("never mind, Y stays", discourse("Marlow replaces Ivo. Never mind, Ivo is staying in."), []),
    # guard: another's return
    ("another player is back", xenforo("Marlow replaces Ivo. Juno is back from her trip."), [("Ivo", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in UNDONE], ids=ids(UNDONE))
def test_a_replacement_undone(html, want):
    assert subs(html) == want


def test_a_replacement_undone_in_a_later_post_is_no_new_one():
    assert later(phpbb("Marlow replaces Ivo."), phpbb("Sorry, Ivo is back.")) == []


# -- one pronoun for two pending replacements: ambiguous, no one confirmed ------------------
def test_one_pronoun_for_two_pending_replacements_in_one_post():
    html = phpbb(
        "Marlow will replace Ivo once he confirms; Pebble Dash will replace Juno once he confirms.",
        "He has confirmed.",
    )
    assert subs(html) == []


def test_one_pronoun_for_two_pending_replacements_in_a_later_post():
    posts = [
        Said(1, HOST, "Welcome!"),
        Said(5, "Ivo", "Hello."),
        Said(20, HOST, "Marlow will replace Ivo once he confirms."),
        Said(25, HOST, "Pebble Dash will replace Juno once he confirms."),
        Said(30, HOST, "He has confirmed."),
        Said(31, "Marlow", "Hi all."),
    ]
    # not dated at the confirmation (post 30): whose it is, the post does not say
    assert replacement_post("Ivo", "Marlow", posts, [HOST]) in (20, 31)


# -- co-hosts in a signature --------------------------------------------------------------------
def _opening(html: str) -> Post:
    return post(html, 1)


SIGNATURES = [
    ("phpBB signature, another game", phpbb("Welcome to the game!") + '<div class="signature">Co-hosting Mini 90 with Saffron</div>', [HOST]),
    ("XenForo signature", xenforo("Welcome!") + '<aside class="message-signature">Co-host: Saffron</aside>', [HOST]),
    ("vBulletin signature", vbulletin("Welcome!") + '<div class="signaturecontainer">Hosted by Lanternwick and Saffron</div>', [HOST]),
    # guard: the body names a co-host
    ("co-host in the body", phpbb("Welcome!", "Co-host: Saffron") + '<div class="signature">Co-hosting Mini 90 with Marlow</div>', [HOST, "Saffron"]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SIGNATURES], ids=ids(SIGNATURES))
def test_a_co_host_in_a_signature(html, want):
    assert hosts_from_opening(_opening(html), ["Saffron", "Marlow"]) == want


def test_a_co_host_joining_in_a_signature_is_none():
    later = post(
        discourse("Vote count 2.1") + '<div class="signature">Saffron is now my co-host</div>', 30
    )
    assert (
        joining([_opening("<p>Welcome!</p>"), later, post("<p>Hi</p>", 31, "Saffron")], [HOST], [])
        == []
    )


# -- results in each engine's spoiler ------------------------------------------------------------
SPOILERS = [
    ("phpBB: Night 2 Results", phpbb("Day 3 begins.") + phpbb_spoiler("Night 2 Results", "Ivo was killed. He was a Town Cop."), IVO_DIED),
    ("XenForo: Flip", xenforo("Ivo has been lynched!") + xenforo_spoiler("Flip", "Ivo was a Mafia Goon."), IVO_LYNCHED),
    ("vBulletin: Deaths", vbulletin("Day 3 begins.") + vbulletin_spoiler("Deaths", "Ivo was killed. He was a Town Cop."), IVO_DIED),
    ("Discourse: Last night", discourse("Day 3 begins.") + details("Last night", "Ivo was killed. He was a Town Cop."), IVO_DIED),
    # near misses: a spoiler of rules or of role PMs
    ("XenForo: Rules", xenforo("Day 3 begins.") + xenforo_spoiler("Rules", "A player killed at night is dead."), []),
    ("phpBB: Role PM", phpbb("Day 3 begins.") + phpbb_spoiler("Role PM", "You were killed. You are the Town Cop."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SPOILERS], ids=ids(SPOILERS))
def test_results_in_a_spoiler(html, want):
    assert events(html) == want


# -- a death added by an edit ---------------------------------------------------------------------
EDITS = [
    ("EDIT: also found dead", phpbb("Day 2 begins. Kestrel was found dead.", "EDIT: Juno was also found dead, I forgot her."), [("death", "Kestrel", None), ("death", "Juno", None)]),
    ("an italic edit: killed too", discourse("Day 2 begins. Kestrel was found dead.", "<em>Edit: forgot to add that Juno was killed too.</em>"), [("death", "Kestrel", None), ("death", "Juno", None)]),
    ("XenForo, Edit: a second death", xenforo("Kestrel was found dead.", "<b>Edit:</b> Juno also died last night."), [("death", "Kestrel", None), ("death", "Juno", None)]),
    # near misses: a typo fixed; a death taken back
    ("an edit of a typo", vbulletin("Day 2 begins. Kestrel was found dead.", "EDIT: fixed a typo."), [("death", "Kestrel", None)]),
    ("an edit taking a death back", phpbb("Kestrel and Juno were found dead.", "EDIT: Juno was not killed, my mistake."), [("death", "Kestrel", None)]),
    ("no correction, the killer denied", phpbb("Kestrel and Juno were found dead.", "Juno was not killed by the mafia."), [("death", "Kestrel", None), ("death", "Juno", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in EDITS], ids=ids(EDITS))
def test_a_death_added_by_an_edit(html, want):
    assert events(html) == want


# -- init reads the same: asked, bracketed, taken back ---------------------------------------
INIT_READS = [
    ("X is in for Y", "Marlow is in for Ivo.", True),
    ("Y has been subbed out (X)", "Ivo has been subbed out (Marlow).", True),
    ("X replaces Y effective immediately", "Marlow replaces Ivo effective immediately.", True),
    ("another's return", "Marlow replaces Ivo. Juno is back from her trip.", True),
    ("asked", "Is Marlow in for Ivo?", False),
    ("taken back: Y is back", "Marlow replaces Ivo. EDIT: Sorry, Ivo is back.", False),
    ("taken back: Y is staying in", "Marlow replaces Ivo. Never mind, Ivo is staying in.", False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in INIT_READS], ids=ids(INIT_READS))
def test_init_reads_a_replacement(text, want):
    assert announces(text, ["Ivo"], ["Marlow"]) is want
