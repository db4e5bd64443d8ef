"""The catalogue of invented host posts, part 19 continued (the fourteenth zoo,
twenty-seventh session): what ``votecount events`` reads of a host's deaths, lynches and
replacements in the four engines' HTML: the last round's leftover ("Dead" over a table
"Ivo | Juno | Day 1"), then a double lynch, "Ivo survived an attack", "Ivo was revived",
"Ivo has left the game" with a modkill or a replacement after, "Ivo was attacked and
killed", flips in coloured text or
an image's alt text, "Ivo was vigged" / "shot by the vigilante", "Nobody was lynched"
in new words; and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    PLAYERS,
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
from votecount.gamefile.load import parse_game

GAME_TOML = (
    '[game]\nthreads = ["https://forum.example/viewtopic.php?t=1"]\n'
    f'hosts = ["{HOST}"]\n' + "".join(f'[[players]]\nusername = "{p}"\n' for p in PLAYERS)
)


# -- the last round's leftover: a vote table under a heading of the dead ------------------------
VOTE_TABLES = [
    ("Dead over Ivo | Juno | Day 1", phpbb("<b>Dead</b>") + table(("Ivo", "Juno", "Day 1")), []),
    ("Dead over two rows of votes, Discourse", discourse("<strong>Dead</strong>") + table(("Ivo", "Juno", "Day 1"), ("Wren", "Kestrel", "Day 2")), []),
    ("Graveyard over a voter, XenForo", xenforo("<b>Graveyard</b>") + table(("Ivo", "Wren", "D1")), []),
    # (phases28: a night in the row is no vote's: "Ivo | Wren | N1" under "Graveyard" kills
    # Ivo, a role named like a player: ``test_zoo_fifteenth_events``)
    ("Graveyard over Ivo | Wren | N1, XenForo", xenforo("<b>Graveyard</b>") + table(("Ivo", "Wren", "N1")), IVO_DIED),
    # guards: a themed role; a role of two words; a role named like no player
    ("Dead over Ivo | Baker | Day 1, vBulletin", vbulletin("<b>Dead</b>") + table(("Ivo", "Baker", "Day 1")), IVO_DIED),
    ("Dead over Ivo | Town Cop | Day 1", phpbb("<b>Dead</b>") + table(("Ivo", "Town Cop", "Day 1")), IVO_DIED),
    ("Graveyard over Ivo | Hunter | N1", discourse("<strong>Graveyard</strong>") + table(("Ivo", "Hunter", "N1")), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in VOTE_TABLES], ids=ids(VOTE_TABLES))
def test_a_vote_table_under_a_heading_of_the_dead(html, want):
    assert events(html) == want


# -- a double lynch --------------------------------------------------------------------------------
DOUBLE = [
    ("Ivo and Juno have both been lynched", phpbb("Ivo and Juno have both been lynched!"), [("execution", "Ivo", None), ("execution", "Juno", None)]),
    ("double lynch, two lines, Discourse", discourse("<strong>Double lynch!</strong>", "Ivo has been lynched.", "Juno has been lynched."), [("execution", "Ivo", None), ("execution", "Juno", None)]),
    ("Ivo and Juno were lynched, XenForo", xenforo("Ivo and Juno were lynched. Ivo was a Town Cop; Juno was a Mafia Goon."), [("execution", "Ivo", None), ("execution", "Juno", None)]),
    # near misses: a double lynch as a rule, as a threat
    ("today is a double lynch day", vbulletin("Today is a double lynch day. Two players will be lynched."), []),
    ("if two are lynched", phpbb("If Ivo and Juno are both lynched, the game ends."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DOUBLE], ids=ids(DOUBLE))
def test_a_double_lynch(html, want):
    assert events(html) == want


# -- survived, revived -------------------------------------------------------------------------
SURVIVED = [
    ("Ivo survived an attack", phpbb("Day 2 has begun! Ivo survived an attack."), []),
    ("Ivo was attacked but survived, Discourse", discourse("Ivo was attacked last night but survived."), []),
    ("an attack on Ivo failed, XenForo", xenforo("The attack on Ivo failed. Nobody died."), []),
    ("Ivo was saved by the doctor, vBulletin", vbulletin("Ivo was targeted for a kill but saved by the doctor."), []),
    ("Ivo was revived", phpbb("Ivo was revived by the Necromancer!"), []),
    ("Ivo has been resurrected, Discourse", discourse("<strong>Ivo</strong> has been resurrected."), []),
    ("Ivo came back to life, XenForo", xenforo("Ivo came back to life!"), []),
    # guard: a death beside a survivor
    ("Juno died, Ivo survived", vbulletin("Juno was killed. Ivo survived an attack."), [("death", "Juno", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in SURVIVED], ids=ids(SURVIVED))
def test_a_survivor_or_a_revival_is_no_death(html, want):
    assert events(html) == want


# -- a participle and the death's: "Ivo was attacked and killed" ------------------------------
AND_THEN = [
    ("attacked and killed", phpbb("Ivo was attacked and killed."), IVO_DIED),
    ("ambushed and murdered, Discourse", discourse("Last night <strong>Ivo</strong> was ambushed and murdered."), IVO_DIED),
    ("tried and lynched, XenForo", xenforo("Ivo was tried and lynched. He was a Town Cop."), IVO_LYNCHED),
    ("nominated and executed, vBulletin", vbulletin("Ivo was nominated and executed."), IVO_LYNCHED),
    # near misses: nearly killed, not killed, a survivor
    ("attacked and nearly killed", phpbb("Ivo was attacked and nearly killed."), []),
    ("attacked and not killed, Discourse", discourse("Ivo was attacked and not killed."), []),
    ("attacked and survived, XenForo", xenforo("Ivo was attacked and survived."), []),
    ("tried and acquitted, vBulletin", vbulletin("Ivo was tried and acquitted."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in AND_THEN], ids=ids(AND_THEN))
def test_a_participle_and_the_deaths(html, want):
    assert events(html) == want


# -- "Ivo has left the game" ------------------------------------------------------------------------
LEFT = [
    ("left the game, Marlow replaces him, Discourse", discourse("Ivo has left the game. Marlow replaces him."), [("substitution", "Ivo", "Marlow")]),
    ("left the game, Marlow is replacing, XenForo", xenforo("Ivo has left the game; Marlow is replacing Ivo."), [("substitution", "Ivo", "Marlow")]),
    ("left the site, modkill, vBulletin", vbulletin("Ivo has left the site. Ivo has been modkilled."), IVO_MODKILLED),
    # near misses: a leave not yet; left the thread for the night
    ("may leave the game", phpbb("Ivo may leave the game soon, I will look for a replacement."), []),
    ("left the chat", discourse("Ivo left the Discord chat, please be nice."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in LEFT], ids=ids(LEFT))
def test_a_player_who_left_the_game(html, want):
    assert events(html) == want


# -- flips in coloured text or an image's alt text -----------------------------------------------
RED = '<span style="color:red">{}</span>'
FLIPS = [
    ("lynched, coloured flip", phpbb("Ivo has been lynched! He was " + RED.format("Mafia Goon") + "."), IVO_LYNCHED),
    ("killed, coloured role, Discourse", discourse("Ivo was killed. Ivo was <span style=\"color:green\">Town Cop</span>."), IVO_DIED),
    ("lynched, flip image's alt, XenForo", xenforo('Ivo has been lynched! <img src="flip.png" alt="Mafia Goon">'), IVO_LYNCHED),
    ("the death itself in colour, vBulletin", vbulletin('<font color="red">Ivo has been killed.</font>'), IVO_DIED),
    # near misses: a coloured claim, an image of a claim
    ("a coloured claim", phpbb("Ivo claimed " + RED.format("Town Cop") + "."), []),
    ("a claim's image", discourse('Ivo claims: <img src="cop.png" alt="Town Cop">'), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FLIPS], ids=ids(FLIPS))
def test_a_flip_in_colour_or_an_image(html, want):
    assert events(html) == want


# -- "Ivo was vigged" / "shot by the vigilante" -------------------------------------------------
VIG = [
    ("Ivo was vigged", phpbb("Ivo was vigged last night."), IVO_DIED),
    ("shot by the vigilante, Discourse", discourse("Ivo was shot by the vigilante."), IVO_DIED),
    ("Ivo got vigged, XenForo", xenforo("Ivo got vigged. He was a Town Cop."), IVO_DIED),
    ("has been shot dead, vBulletin", vbulletin("Ivo has been shot dead."), IVO_DIED),
    # near misses: a shot missed, a plan to shoot
    ("the vigilante missed Ivo", phpbb("The vigilante shot at Ivo but missed."), []),
    ("should vig Ivo", discourse("Someone should vig Ivo tonight."), []),
    ("the vig shot was blocked", xenforo("The vig shot on Ivo was blocked."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in VIG], ids=ids(VIG))
def test_a_vigilante_kill(html, want):
    assert events(html) == want


# -- no lynch and no death, in new words --------------------------------------------------------------
NOBODY = [
    ("the day ended with no elimination", phpbb("The day ended with no elimination. Ivo's wagon fell short."), []),
    ("there were no deaths overnight, Discourse", discourse("There were no deaths overnight."), []),
    ("everyone woke up, XenForo", xenforo("Everyone woke up safe. Ivo was attacked but nothing happened."), []),
    ("no majority, no lynch, vBulletin", vbulletin("No majority was reached on Ivo; no lynch."), []),
    # guard: a no lynch, then a night's death
    ("no lynch, then a death", phpbb("Nobody was lynched.", "Night 2 is over: Ivo was killed."), IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOBODY], ids=ids(NOBODY))
def test_nobody_died(html, want):
    assert events(html) == want


# -- a replacement taken back after the host accepted it ------------------------------------------
def test_an_accepted_replacement_taken_back_is_left_to_the_host():
    """``votecount events`` only adds to the game file: a replacement the host accepted
    (in the file) and then took back in a later post suggests nothing, neither the
    replacement again nor anything else; the host removes it by hand."""
    accepted = parse_game(
        GAME_TOML + '[[players]]\nusername = "Marlow"\n'
        '[[events]]\nkind = "substitution"\nplayer = "Ivo"\nother = "Marlow"\nat = 20\n'
    )
    posts = [post("<p>Welcome!</p>", 1), post(phpbb("Marlow replaces Ivo."), 20)]
    posts.append(post(phpbb("Sorry, Ivo is back. Marlow is not replacing him."), 30))
    assert suggest(accepted, posts, authors=AUTHORS) == []
