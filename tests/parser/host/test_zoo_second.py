"""The catalogue of invented host posts, part 7 (the second zoo, fifteenth session): the
wordings the first zoos lack, as a host writes them on a first run: day starts and ends
(themed, headed in [size] / [color] / [u], the day's number in words, in Roman figures,
as an ordinal), deaths (themed verbs, passive and active, several on a line, a night
action's summary), replacements, player lists, and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import IVO_DIED, IVO_LYNCHED, ends, events, marks, slots, starts, subs

NIGHT = "<p>Night 1 has begun. Send in your actions.</p>"
SIZE = '<span style="font-size:150%;line-height:116%">{}</span>'
COLOR = '<span style="color:#BF0000">{}</span>'
UNDERLINE = '<span style="text-decoration:underline">{}</span>'

# -- day starts -------------------------------------------------------------------------
STARTS = [
    ("the sun rises, then the day", "<p>The sun rises over the village. Day 2 begins.</p>"),
    ("dawn breaks on", "<p>Dawn breaks on Day 2.</p>"),
    ("a heading with its deadline", "<p><b>Day 2 — deadline in 72 hours</b></p><p>Good luck.</p>"),
    ("a heading in [size]", "<p>" + SIZE.format("<b>Day 2</b>") + "<br>Morning in the valley.</p>"),
    ("a heading in [color]", "<p>" + COLOR.format("DAY 2") + "<br>The crows are loud today.</p>"),
    ("a heading in [u]", "<p>" + UNDERLINE.format("Day 2") + "<br>The village gathers.</p>"),
    ("D2 alone", "<p><b>D2</b><br>The village wakes.</p>"),
    ("Day Two, a heading", "<p><b>Day Two</b><br>The bell rings.</p>"),
    ("Day II, a heading", "<p><b>Day II</b><br>The bell rings twice.</p>"),
    ("Day II begins", "<p>Day II begins!</p>"),
    ("Second Day, a heading", "<p><b>Second Day</b><br>The rain has stopped.</p>"),
    ("The second day begins", "<p>The second day begins.</p>"),
    ("Day 2 dawns", "<p>Day 2 dawns, grey and cold.</p>"),
    ("Day 2 has dawned", "<p>Day 2 has dawned.</p>"),
    ("It's Day 2", "<p>Rise and shine, it's Day 2!</p>"),
    ("Day 2 is now live", "<p>Day 2 is now live.</p>"),
    ("Morning of Day 2", "<p><b>Morning of Day 2</b></p>"),
    ("a heading with a title", "<p><b>Day 2: The Reckoning</b></p><p>Nobody slept well.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in STARTS], ids=[i for i, _ in STARTS])
def test_day_two_starts(html):
    assert starts(NIGHT, html) == [(2, 30)]


NOT_STARTS = [
    ("a start to come", "<p>Day 2 dawns tomorrow at noon.</p>"),
    ("a start on a condition", "<p>Day II begins once every action is in.</p>"),
    ("a rule of the second day", "<p>On the second day the mayor may reveal.</p>"),
    ("a story of the second night", "<p>The second night is perfectly quiet.</p>"),
    ("a past game's day", "<p>Day 2 began with three deaths in my last game.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_STARTS], ids=[i for i, _ in NOT_STARTS])
def test_no_day_start_is_named(html):
    """No start is named (after a night's start, any host post naming the next day opens
    it: init's own guess, not these wordings)."""
    assert starts(html) == []
    assert not [m for m in marks(html) if m[0] == "start"]


# -- day ends and night starts ----------------------------------------------------------
ENDINGS = [
    ("Night 1 is upon us", "<p>Night 1 is upon us.</p>"),
    ("darkness falls", "<p>Darkness falls. It is Night 1.</p>"),
    ("night descends", "<p>Night descends on the village.</p>"),
    ("Night One, a heading", "<p><b>Night One</b><br>Send in your actions.</p>"),
    ("Night 1 in [size]", "<p>" + SIZE.format("Night 1") + "<br>Sleep tight.</p>"),
    ("the day has ended", "<p>The day has ended.</p>"),
    ("Day 1 is done", "<p>Day 1 is done.</p>"),
    ("Day 1 has concluded", "<p>Day 1 has concluded.</p>"),
    ("drawn to a close", "<p>Day 1 has drawn to a close.</p>"),
    ("comes to an end", "<p>And so Day 1 comes to an end.</p>"),
    ("the votes are in", "<p>The votes are in: Ivo is lynched.</p>"),
    ("Night II", "<p><b>Night II</b><br>Quiet now.</p>"),
    ("First Night", "<p><b>First Night</b><br>Quiet now.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in ENDINGS], ids=[i for i, _ in ENDINGS])
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, "<p>The sun rises. Kestrel was found dead.</p>") == [(2, 30)]


NOT_ENDINGS = [
    ("an end to come", "<p>Day 1 will be done in 24 hours.</p>"),
    ("a past game's lynch", "<p>Wren was lynched Day 1 in my last game, funnily enough.</p>"),
    ("a rule of the night", "<p>Remember: night descends at the deadline.</p>"),
    ("a question", "<p>Has Day 1 concluded? Not yet.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_ENDINGS], ids=[i for i, _ in NOT_ENDINGS])
def test_no_day_ends(html):
    assert not ends(html)
    assert not [m for m in marks(html) if m[0] == "end"]


# -- deaths ----------------------------------------------------------------------------
FATES = [
    ("found dead, then the role, no article", "<p>Ivo was found dead. Ivo was Vanilla Townie.</p>", IVO_DIED),
    ("RIP", "<p>RIP Ivo</p>", IVO_DIED),
    ("RIP with the role", "<p>RIP Ivo (Vanilla Townie)</p>", IVO_DIED),
    ("has been killed", "<p>Ivo has been killed.</p>", IVO_DIED),
    ("has died", "<p>Ivo has died.</p>", IVO_DIED),
    ("did not survive the night", "<p>Ivo did not survive the night.</p>", IVO_DIED),
    ("didn't make it", "<p>Sadly, Ivo didn't make it through the night.</p>", IVO_DIED),
    ("shot by the vigilante", "<p>Ivo was shot by the vigilante.</p>", IVO_DIED),
    ("modkilled for inactivity", "<p>Ivo has been modkilled for inactivity.</p>", [("modkill", "Ivo", None)]),
    ("is hereby modkilled", "<p>Ivo is hereby modkilled.</p>", [("modkill", "Ivo", None)]),
    ("is out of the game", "<p>Ivo is out of the game.</p>", IVO_DIED),
    ("the role in [color]", "<p>Ivo (" + COLOR.format("Mafia Goon") + ") was killed.</p>", IVO_DIED),
    ("the role in square brackets", "<p>Ivo [Mafia Goon] was lynched.</p>", IVO_LYNCHED),
    ("three found dead", "<p>Ivo, Wren and Juno were found dead.</p>",
     [("death", "Ivo", None), ("death", "Wren", None), ("death", "Juno", None)]),
    ("two with their roles", "<p>Ivo (Vanilla Townie) and Wren (Town Doctor) were killed in the night.</p>",
     [("death", "Ivo", None), ("death", "Wren", None)]),
    ("a kill and a lynch", "<p>Ivo was killed and Wren was lynched.</p>", [("execution", "Wren", None), ("death", "Ivo", None)]),
    ("torn to pieces", "<p>Ivo was torn to pieces.</p>", IVO_DIED),
    ("gunned down", "<p>Ivo was gunned down in the street.</p>", IVO_DIED),
    ("sacrificed", "<p>Ivo was sacrificed to the old gods.</p>", IVO_DIED),
    ("burned at the stake", "<p>Ivo was burned at the stake.</p>", IVO_LYNCHED),
    ("the mafia killed", "<p>The mafia killed Ivo.</p>", IVO_DIED),
    ("the wolves devoured", "<p>Last night, the wolves devoured Ivo.</p>", IVO_DIED),
    ("the vigilante shot", "<p>The vigilante shot Ivo.</p>", IVO_DIED),
    ("is dead, the role after", "<p>Ivo is dead. He was a Mafia Goon.</p>", IVO_DIED),
    ("a night action's summary", "<p>Ivo, Vigilante killed Juno Night 2</p>", [("death", "Juno", None)]),
    ("a summary with commas", "<p>Wren, Serial Killer, stabbed Ivo Night 3.</p>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in FATES],
                         ids=[i for i, _, _ in FATES])  # fmt: skip
def test_a_fate_is_suggested(html, want):
    assert events(html) == want


NO_FATE = [
    ("a past game, told in a chat", "<p>We lynched Wren in my last game.</p>"),
    ("a past game, passive", "<p>Wren was lynched in my last game, funnily enough.</p>"),
    ("a player's claim", "<p>Juno claims Ivo would die tonight.</p>"),
    ("attacked but survived", "<p>Ivo was attacked but survived.</p>"),
    ("saved by the doctor", "<p>Ivo was attacked last night, but the doctor saved him.</p>"),
    ("nobody was killed", "<p>No one was killed last night.</p>"),
    ("a setup's roles", "<p>Roles: Vanilla Townie x5, Mafia Goon x2, Town Cop.</p>"),
    ("a story of the living", "<p>Ivo walked through the dark woods, alive and well.</p>"),
    ("if Ivo dies", "<p>If Ivo dies, the game ends.</p>"),
    ("a kill on a condition", "<p>Should the wolves kill Ivo, the town loses.</p>"),
    ("the mafia tried", "<p>The mafia tried to kill Ivo.</p>"),
    ("not killed", "<p>Ivo was not killed.</p>"),
    ("away, not dead", "<p>Ivo is out of the game for a week, back on Monday.</p>"),
    ("RIP of a thing", "<p>RIP my sleep schedule.</p>"),
    ("did not survive, a question", "<p>Did Ivo not survive? Let me check.</p>"),
    ("the mafia killed, another game", "<p>The mafia killed Ivo first in my last game too.</p>"),
    ("a flip action, no kill", "<p>Ivo, Town Cop, investigated Juno Night 2</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NO_FATE], ids=[i for i, _ in NO_FATE])
def test_no_fate_is_suggested(html):
    assert events(html) == []


def test_one_out_of_the_game_and_replaced_is_alive():
    assert events("<p>Ivo is out of the game. Marlow replaces him.</p>") == [
        ("substitution", "Ivo", "Marlow")
    ]


def test_the_living_after_the_dead_are_alive():
    html = "<p>Dead players:<br>Ivo (Vanilla Townie)<br>Living:<br>Juno (Town Cop)<br>Kestrel</p>"
    assert events(html) == IVO_DIED
    html = "<p>Alive:<br>Juno (Town Cop)<br>Kestrel<br>Dead:<br>Ivo (Vanilla Townie)</p>"
    assert ("death", "Juno", None) not in events(html)


# -- replacements ----------------------------------------------------------------------
IVO_OUT = [("Ivo", "Marlow")]
REPLACEMENTS = [
    ("is now replacing", "<p>Marlow is now replacing Ivo.</p>"),
    ("subbed out; takes the slot", "<p>Ivo has been subbed out; Marlow takes the slot.</p>"),
    ("in for", "<p>Marlow in for Ivo.</p>"),
    ("please welcome, who replaces", "<p>Please welcome Marlow, who replaces Ivo.</p>"),
    ("an arrow under a heading", "<p><b>Replacements:</b><br>Ivo -&gt; Marlow</p>"),
    ("takes the place of", "<p>Marlow takes Ivo's place.</p>"),
    ("has taken the spot", "<p>Marlow has taken over Ivo's spot.</p>"),
    ("swapped out for", "<p>Ivo has been swapped out for Marlow.</p>"),
    ("subs for", "<p>Marlow subs for Ivo.</p>"),
    ("is the replacement", "<p>Marlow is Ivo's replacement.</p>"),
    ("out, in", "<p>Ivo is out, Marlow is in.</p>"),
    ("a label", "<p>Sub: Marlow for Ivo</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in REPLACEMENTS], ids=[i for i, _ in REPLACEMENTS])
def test_a_replacement_is_suggested(html):
    assert subs(html) == IVO_OUT


NOT_REPLACED = [
    ("a request", "<p>I need a replacement for Ivo.</p>"),
    ("requested", "<p>Ivo has requested replacement.</p>"),
    ("a threat", "<p>Ivo will be replaced if he doesn't post.</p>"),
    ("a search", "<p>Looking for a sub for Ivo, Marlow maybe?</p>"),
    ("an arrow with no heading", "<p>Ivo -&gt; Marlow</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_REPLACED], ids=[i for i, _ in NOT_REPLACED])
def test_no_replacement(html):
    assert subs(html) == []


# -- player lists ----------------------------------------------------------------------
SIX = [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)]
IVO_SLOT = [("Juno",), ("Ivo", "Saffron"), ("Kestrel",), ("Bramble",), ("Old Maple",), ("Wren",)]
LISTS = [
    ("numbered under Players:", "<p><b>Players:</b><br>1. Juno<br>2. Ivo<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>", SIX),
    ("[list=1]", "<p>Players:</p><ol><li>Juno</li><li>Ivo</li><li>Kestrel</li><li>Bramble</li><li>Old Maple</li><li>Wren</li></ol>", SIX),
    ("bullets, a dot", "<p>• Juno<br>• Ivo<br>• Kestrel<br>• Bramble<br>• Old Maple<br>• Wren</p>", SIX),
    ("table rows with roles",
     "<table>" + "".join(f"<tr><td>{n}</td><td>Alive</td></tr>" for n in ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren"]) + "</table>",
     SIX),
    ("roles struck", "<p>Juno - <s>Town Cop</s><br>Ivo - <s>Mafia Goon</s><br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>", SIX),
    ("(replaced)", "<p>1. Juno<br>2. Ivo (replaced)<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>", SIX),
    ("the host marked", "<p>Juno<br>Ivo<br>Kestrel<br>Bramble<br>Old Maple<br>Wren<br>Lanternwick (host)</p>", SIX),
    ("a struck name, the new one", "<p>Juno<br><s>Ivo</s> Saffron<br>Kestrel<br>Bramble<br>Old Maple<br>Wren</p>", IVO_SLOT),
    ("an arrow in the list", "<p>1. Juno<br>2. Ivo -&gt; Saffron<br>3. Kestrel<br>4. Bramble<br>5. Old Maple<br>6. Wren</p>", IVO_SLOT),
    ("dead marked after a dash", "<p>Juno<br>Ivo - dead (N1)<br>Kestrel<br>Bramble - lynched (D1)<br>Old Maple<br>Wren</p>", SIX),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in LISTS],
                         ids=[i for i, _, _ in LISTS])  # fmt: skip
def test_a_player_list(html, want):
    assert slots(html) == want


def test_a_sign_up_list_of_ins_is_read_as_its_names():
    """A sign-up list ("Juno /in") names who joined; the host's final list decides."""
    html = "<p>Sign-ups:<br>Juno /in<br>Ivo /in<br>Kestrel /in</p>"
    assert all(len(s) == 1 for s in slots(html))
