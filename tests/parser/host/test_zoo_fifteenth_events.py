"""The catalogue of invented host posts, part 20 continued (the fifteenth zoo,
twenty-eighth session): what ``votecount events`` reads of a host's deaths, lynches and
replacements in the four engines' HTML: the last round's leftover ("Dead: Ivo (Baker,
Night 1)" in a game with a player Baker), then a night kill told in a story with the
flip last ("... and so Ivo, the Doctor, was found dead"), a role table's row "Ivo |
Townie | Killed N2", "Ivo was lynched. Ivo was a Vanilla Town.", two deaths in one
sentence, "Ivo has been modkilled for inactivity and will be replaced", a death the host
takes back ("Correction: Ivo is alive, Juno died"), a lynch told in a player's quote; and
the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    AUTHORS,
    GAME,
    HOST,
    IVO_DIED,
    IVO_LYNCHED,
    IVO_MODKILLED,
    PLAYERS,
    discourse,
    events,
    ids,
    later,
    phpbb,
    post,
    table,
    vbulletin,
    xenforo,
)
from votecount.count.suggest import suggest
from votecount.gamefile.load import parse_game

BOTH_DIED = [("death", "Ivo", None), ("death", "Juno", None)]


# -- the last round's leftover: a role named like a player, the note naming a night -----------
BAKER = [*PLAYERS, "Baker", "Miller"]
BAKER_GAME = parse_game(
    '[game]\nthreads = ["https://forum.example/viewtopic.php?t=1"]\n'
    f'hosts = ["{HOST}"]\n' + "".join(f'[[players]]\nusername = "{p}"\n' for p in BAKER)
)


def baker_events(html: str) -> list[tuple[str, str, str | None]]:
    posts = [post("<p>Welcome!</p>", 1), post(html, 40)]
    found = suggest(BAKER_GAME, posts, authors=[*AUTHORS, ("Baker", "Baker"), ("Miller", "Miller")])
    return [(s.kind, s.player, s.other) for s in found if s.kind != "vote_reset"]


NOTED = [
    ("Dead: Ivo (Baker, Night 1)", phpbb("Dead: Ivo (Baker, Night 1)"), IVO_DIED),
    ("Dead: Ivo (Baker, N1), Discourse", discourse("Dead: Ivo (Baker, N1)"), IVO_DIED),
    ("Killed: Ivo (Miller, killed Night 2), XenForo", xenforo("Killed: Ivo (Miller, killed Night 2)"), IVO_DIED),
    ("Dead over Ivo | Baker | Night 1, vBulletin", vbulletin("<b>Dead</b>") + table(("Ivo", "Baker", "Night 1")), IVO_DIED),
    # near misses: a vote table's row, a day's vote
    ("Dead: Ivo (Baker, Day 1)", phpbb("Dead: Ivo (Baker, Day 1)"), []),
    ("Dead over Ivo | Baker | D1, Discourse", discourse("<strong>Dead</strong>") + table(("Ivo", "Baker", "D1")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in NOTED], ids=ids(NOTED))
def test_a_role_named_like_a_player_in_a_nights_note(html, want):
    assert baker_events(html) == want


# -- a night kill told in a story, the flip last ------------------------------------------------
STORY = [
    ("and so Ivo, the Doctor, was found dead", phpbb("The fog rolled in over the harbour. A door creaked, a lamp went out... and so Ivo, the Doctor, was found dead."), IVO_DIED),
    ("and so Ivo, the Town Cop, was found lifeless, Discourse", discourse("The town slept. And so Ivo, the Town Cop, was found lifeless by the well."), IVO_DIED),
    ("Ivo, our beloved Doctor, was found murdered, XenForo", xenforo("Ivo, our beloved Doctor, was found murdered in the chapel."), IVO_DIED),
    ("Ivo the Baker was found slain, vBulletin", vbulletin("The bread went cold. Ivo the Baker was found slain behind his oven."), IVO_DIED),
    ("Ivo, the Doctor, was killed last night", phpbb("Ivo, the Doctor, was killed last night."), IVO_DIED),
    # near misses: found alive, found a clue, found by a player
    ("Ivo, the Doctor, was found alive", discourse("A scream in the night... but Ivo, the Doctor, was found alive and well."), []),
    ("Ivo, the Doctor, found a body", xenforo("Ivo, the Doctor, found a body by the river; nobody knows whose."), []),
    ("Ivo was found hiding in the barn", vbulletin("Ivo was found hiding in the barn."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in STORY], ids=ids(STORY))
def test_a_night_kill_told_in_a_story(html, want):
    assert events(html) == want


# -- a role table's row: "Ivo | Townie | Killed N2" ---------------------------------------------
ROWS = [
    ("Ivo | Townie | Killed N2", phpbb("<b>Graveyard</b>") + table(("Ivo", "Townie", "Killed N2")), IVO_DIED),
    ("Ivo | Mafia Goon | Lynched D1, Discourse", discourse("<strong>Graveyard</strong>") + table(("Ivo", "Mafia Goon", "Lynched D1")), IVO_LYNCHED),
    ("Ivo | Doctor | Modkilled D2, XenForo", xenforo("<b>Dead</b>") + table(("Ivo", "Doctor", "Modkilled D2")), IVO_MODKILLED),
    ("two rows, vBulletin", vbulletin("<b>Graveyard</b>") + table(("Ivo", "Townie", "Killed N2"), ("Juno", "Cop", "Killed N3")), BOTH_DIED),
    ("Ivo | Townie | Killed N2 under a header of the dead", phpbb("<b>Deaths</b>") + table(("Player", "Role", "Died"), ("Ivo", "Townie", "Killed N2")), IVO_DIED),
    ("Ivo | Doctor | Eliminated D2 under Graveyard", discourse("<strong>Graveyard</strong>") + table(("Ivo", "Doctor", "Eliminated D2")), IVO_LYNCHED),
    # near misses: alive, a role alone, a row of votes
    ("Ivo | Townie | Alive", discourse("<strong>Players</strong>") + table(("Ivo", "—", "Alive"), ("Juno", "—", "Alive")), []),
    ("Ivo | Juno | Day 1 under Votes, XenForo", xenforo("<b>Votes</b>") + table(("Ivo", "Juno", "Day 1")), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in ROWS], ids=ids(ROWS))
def test_a_role_tables_row_with_the_death(html, want):
    assert events(html) == want


# -- a lynch then its flip in a sentence of its own ---------------------------------------------
FLIPPED = [
    ("Ivo was lynched. Ivo was a Vanilla Town.", phpbb("Ivo was lynched. Ivo was a Vanilla Town."), IVO_LYNCHED),
    ("two lines, Discourse", discourse("Ivo was lynched.", "Ivo was a Vanilla Townie."), IVO_LYNCHED),
    ("He was, XenForo", xenforo("Ivo has been lynched! He was a Mafia Goon."), IVO_LYNCHED),
    ("Ivo was executed. Ivo was the Doctor., vBulletin", vbulletin("Ivo was executed. Ivo was the Doctor."), IVO_LYNCHED),
    # near miss: a role claimed, not a flip
    ("Ivo was lynched. Juno was a Vanilla Town claim.", phpbb("Ivo was lynched. Juno claimed Vanilla Town earlier."), IVO_LYNCHED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FLIPPED], ids=ids(FLIPPED))
def test_a_lynch_and_its_flip_in_two_sentences(html, want):
    assert events(html) == want


# -- two deaths in one sentence -------------------------------------------------------------------
TWO = [
    ("Ivo and Juno were found dead", phpbb("Ivo and Juno were found dead."), BOTH_DIED),
    ("Both Ivo and Juno died last night, Discourse", discourse("Both Ivo and Juno died last night."), BOTH_DIED),
    ("Ivo and Juno were killed in the night, XenForo", xenforo("Ivo and Juno were killed in the night."), BOTH_DIED),
    ("Ivo, Juno and Wren were found dead, vBulletin", vbulletin("Ivo, Juno and Wren were found dead this morning."), [*BOTH_DIED, ("death", "Wren", None)]),
    ("Ivo and Juno have been killed", phpbb("Ivo and Juno have been killed!"), BOTH_DIED),
    # near misses: one dead and one not, a finder, nearly killed
    ("Ivo and Juno were attacked but only Juno died", discourse("Ivo and Juno were attacked, but only Juno died."), [("death", "Juno", None)]),
    ("Ivo and Juno found Wren dead", xenforo("Ivo and Juno found Wren dead in the square."), [("death", "Wren", None)]),
    ("Ivo and Juno were nearly killed", vbulletin("Ivo and Juno were nearly killed last night."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in TWO], ids=ids(TWO))
def test_two_deaths_in_one_sentence(html, want):
    assert events(html) == want


# -- a modkill with a replacement to come ------------------------------------------------------
MODKILL = [
    ("modkilled for inactivity and will be replaced", phpbb("Ivo has been modkilled for inactivity and will be replaced."), []),
    ("modkilled, a replacement is being sought, Discourse", discourse("Ivo has been modkilled for inactivity; a replacement is being sought."), []),
    # (a replacement to come, as "Ivo has left and will be replaced by Marlow": the post
    # that makes it is the substitution)
    ("modkilled, will be replaced by Marlow, XenForo", xenforo("Ivo has been modkilled for inactivity and will be replaced by Marlow."), []),
    # guards: a modkill with no replacement
    ("modkilled for inactivity", vbulletin("Ivo has been modkilled for inactivity."), IVO_MODKILLED),
    ("modkilled, no replacement", phpbb("Ivo has been modkilled for inactivity. There will be no replacement."), IVO_MODKILLED),
    ("modkilled, Juno will be replaced", discourse("Ivo has been modkilled for inactivity. Juno will be replaced."), IVO_MODKILLED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MODKILL], ids=ids(MODKILL))
def test_a_modkill_with_a_replacement_to_come(html, want):
    assert events(html) == want


def test_the_replacement_after_a_modkill_to_be_replaced():
    told = phpbb("Ivo has been modkilled for inactivity and will be replaced.")
    assert later(told, discourse("Marlow replaces Ivo.")) == [("substitution", "Ivo", "Marlow")]


# -- a death the host takes back -----------------------------------------------------------------
KILLED = phpbb("Ivo was killed last night.")
RESCINDED = [
    ("Correction: Ivo is alive, Juno died", discourse("Correction: Ivo is alive, Juno died."), [(30, "Juno")]),
    ("Correction: Ivo is still alive, XenForo", xenforo("Correction: Ivo is still alive. Nobody died last night."), []),
    ("my mistake, Ivo was not killed, vBulletin", vbulletin("EDIT: Ivo was not killed, my mistake. Wren was."), []),
    ("Correction: Ivo was not killed, Juno was killed", phpbb("Correction: Ivo was not killed. Juno was killed last night."), [(30, "Juno")]),
    ("Sorry! Ivo is not dead., phpBB", phpbb("Sorry! Ivo is not dead. Nobody died last night."), []),
    ("Oops. Ivo is still alive., Discourse", discourse("Oops.", "Ivo is still alive."), []),
    # guards: a death told again, a correction of another's, no correction's word alone
    ("Sorry for the wait. Ivo is not dead yet?", xenforo("Sorry for the wait. Is Ivo not dead yet? He was killed, yes."), [(20, "Ivo")]),
    ("Ivo is not dead in the story, vBulletin", vbulletin("Ivo is not dead, the story says, but his slot is."), [(20, "Ivo")]),
    ("Correction: Ivo died on Night 1, not Night 2", phpbb("Correction: Ivo died on Night 1, not Night 2."), [(20, "Ivo")]),
    ("Correction: Juno is alive, Discourse", discourse("Correction: Juno is alive, my mistake."), [(20, "Ivo")]),
    ("Ivo is alive in a recap of another game, XenForo", xenforo("In my last game Ivo survived three kills."), [(20, "Ivo")]),
]  # fmt: skip


def deaths_after(html: str) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The deaths suggested for post 20 ("Ivo was killed last night.") and a later post 30,
    before and with post 30."""
    posts = [post("<p>Welcome!</p>", 1), post(KILLED, 20), post(html, 30)]
    alone = suggest(GAME, posts[:2], authors=AUTHORS)
    both = suggest(GAME, posts, authors=AUTHORS)
    return [(s.at, s.player) for s in alone], [(s.at, s.player) for s in both]


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in RESCINDED], ids=ids(RESCINDED))
def test_a_death_taken_back_in_a_later_post(html, want):
    assert deaths_after(html) == ([(20, "Ivo")], want)


# -- the one who died told in a cleft ------------------------------------------------------------
CLEFT = [
    ("it was Juno who died, not Ivo", phpbb("Correction: it was Juno who died last night, not Ivo."), [("death", "Juno", None)]),
    ("Juno was the one killed, Discourse", discourse("Sorry! Ivo is not dead. Juno was the one killed."), [("death", "Juno", None)]),
    ("it was Juno who got killed, XenForo", xenforo("It was Juno who got killed in the night."), [("death", "Juno", None)]),
    ("Juno was the one who was lynched, vBulletin", vbulletin("Juno was the one who was lynched."), [("execution", "Juno", None)]),
    ("it was Old Maple who died", phpbb("It was Old Maple who died."), [("death", "Old Maple", None)]),
    # near misses: a finder, a question, a supposition, a denial
    ("it was Juno who found the body", discourse("It was Juno who found the body in the well."), []),
    ("it was Juno who died?", xenforo("It was Juno who died? Find out tomorrow."), []),
    ("if it was Juno who died", vbulletin("If it was Juno who died, the town is in trouble."), []),
    ("it was not Juno who died", phpbb("It was not Juno who died."), []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in CLEFT], ids=ids(CLEFT))
def test_the_one_who_died_in_a_cleft(html, want):
    assert events(html) == want


# -- a lynch told in a player's post or a quote -------------------------------------------------
QUOTES = [
    ("a player quoting the host", discourse('<aside class="quote"><blockquote><p>Ivo was lynched.</p></blockquote></aside>') + discourse("So who do we vote today?"), "Juno", []),
    ("a player telling it, phpBB", phpbb("The host said Ivo was lynched, so Juno must be scum."), "Juno", []),
    ("the host quoting a player's claim, XenForo", xenforo('<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-content">Ivo was lynched!</div></blockquote>No, he was not. Day 2 goes on.'), HOST, []),
]  # fmt: skip


@pytest.mark.parametrize(("html", "author", "want"), [c[1:] for c in QUOTES], ids=ids(QUOTES))
def test_a_lynch_in_a_quote_or_a_players_post(html, author, want):
    assert events(html, author) == want
