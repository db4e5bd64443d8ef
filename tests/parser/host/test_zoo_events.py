"""The catalogue of invented host posts, part 4: deaths, lynches and modkills, read by
``votecount events`` (kind, player), and the near misses it must not read: a player
quoting the host, a negation, a plan, a story."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import IVO_DIED, IVO_LYNCHED, events

FATES = [
    ("lynched, then the flip", "<p>Ivo was lynched. They were a Mafia Goon.</p>", IVO_LYNCHED),
    ("has been lynched", "<p>Ivo has been lynched!</p>", IVO_LYNCHED),
    ("the role between commas", "<p>Ivo, the Vanilla Townie, was lynched.</p>", IVO_LYNCHED),
    ("a MafiaScum flip", "<p>Ivo, Mafia Goon, was lynched Day 1.</p>", IVO_LYNCHED),
    ("the flip line", "<p>Ivo, Vanilla Townie, lynched Day 1.</p>", IVO_LYNCHED),
    ("has been executed", "<p>Ivo has been executed.</p>", IVO_LYNCHED),
    ("label: lynched", "<p><b>Lynched:</b> Ivo (Town Cop)</p>", IVO_LYNCHED),
    ("has been eliminated", "<p>Ivo has been eliminated.</p>", IVO_LYNCHED),
    ("was voted out", "<p>Ivo was voted out. Ivo was a Town Doctor.</p>", IVO_LYNCHED),
    ("hanged", "<p>Ivo was hanged by the angry mob.</p>", IVO_LYNCHED),
    ("found dead", "<p>The town found Ivo dead in the square.</p>", IVO_DIED),
    ("was found dead", "<p>Ivo was found dead.</p>", IVO_DIED),
    ("the role between commas, died", "<p>Ivo, the Vanilla Townie, has died.</p>", IVO_DIED),
    ("was killed in the night", "<p>Ivo was killed in the night. Ivo was a Vanilla Townie.</p>", IVO_DIED),
    ("a flip with the night", "<p>Ivo, Town Cop, was killed Night 2.</p>", IVO_DIED),
    ("label: killed", "<p>Killed: Ivo</p>", IVO_DIED),
    ("two killed", "<p>Ivo and Wren were killed.</p>", [("death", "Ivo", None), ("death", "Wren", None)]),
    ("was modkilled", "<p>Ivo was modkilled for inactivity.</p>", [("modkill", "Ivo", None)]),
    ("has been modkilled", "<p>Ivo has been mod-killed.</p>", [("modkill", "Ivo", None)]),
    ("label: modkilled", "<p>Modkilled: Ivo</p>", [("modkill", "Ivo", None)]),
    ("a multi-word name", "<p>Old Maple was lynched.</p>", [("execution", "Old Maple", None)]),
    ("an @mention", "<p>@Ivo has been lynched.</p>", IVO_LYNCHED),
    ("in a bold line", "<p><b>Ivo was lynched!</b></p>", IVO_LYNCHED),
    ("the dead in a role bracket", "<p>Ivo (Mafia Goon) has died.</p>", IVO_DIED),
    ("has passed away", "<p>Ivo has passed away in the night.</p>", IVO_DIED),
    ("was eliminated by the town", "<p>Ivo was eliminated by the town.</p>", IVO_LYNCHED),
    ("shot", "<p>Ivo was shot by the vigilante.</p>", IVO_DIED),
    ("the town as the subject", "<p>The town has lynched Ivo.</p>", IVO_LYNCHED),
    ("the town eliminated", "<p>The town has eliminated Ivo.</p>", IVO_LYNCHED),
    ("the town chose", "<p>The village has chosen to lynch Ivo.</p>", IVO_LYNCHED),
    ("killed once again", "<p>Once again, Ivo was killed in the night.</p>", IVO_DIED),
    # words in quotes around a death the host tells are no player's words
    ("a quoted word", '<p>Ivo was "accidentally" killed in the night.</p>', IVO_DIED),
    ("a label that is no player", "<p>Death: Ivo was killed in the night.</p>", IVO_DIED),
    # a role apposition with no closing comma, or a spaced one
    ("an apposition, no closing comma", "<p>Ivo, Vanilla Townie has been lynched.</p>", IVO_LYNCHED),
    ("an apposition, a spaced comma", "<p>Ivo Mafia Goon , was lynched Day 2</p>", IVO_LYNCHED),
    ("an apposition with an article", "<p>Ivo a Mafia Goon has been killed D3</p>", IVO_DIED),
    ("an apposition, the night in words", "<p>Ivo, Town Doctor has been killed night three</p>", IVO_DIED),
    # story verbs
    ("found brutally murdered", "<p>Ivo was found brutally murdered in the barn.</p>", IVO_DIED),
    ("had been shot", "<p>In the morning it was clear Ivo had been shot.</p>", IVO_DIED),
    ("dismembered and dead", "<p>Ivo has been dismembered and is dead.</p>", IVO_DIED),
    ("devoured", "<p>Ivo was devoured by werewolves. He was a...</p>", IVO_DIED),
    ("beaten to death", "<p>Ivo was beaten to death in the night.</p>", IVO_DIED),
    ("the sight of", "<p>You wake up to the sight of Ivo dead on the green.</p>", IVO_DIED),
    ("a bot's line", "<p>||| MAFIABOT || Ivo has been killed!</p>", IVO_DIED),
    # a flip with no auxiliary, or in dashes
    ("a flip, a spaced comma", "<p>Ivo , Vanilla Townie lynched day one.</p>", IVO_LYNCHED),
    ("a flip, one comma, D4", "<p>Ivo, Knife Goon lynched D4</p>", IVO_LYNCHED),
    ("a flip, shot at night", "<p>Ivo , Doctor shot night two.</p>", IVO_DIED),
    ("a flip, the role in brackets", "<p>Ivo (Vanilla Townie) lynched day 4</p>", IVO_LYNCHED),
    ("a flip, in brackets, a night", "<p>Ivo (Town Cop) killed night 2</p>", IVO_DIED),
    ("a flip in dashes", "<p>Ivo - Town Doctor - lynched Day 4</p>", IVO_LYNCHED),
    # the lynch shown in the host's final vote count
    ("a count's (lynch!)", "<p><b>Ivo (5)</b> (lynch!) - Juno, Wren, Kestrel, Bramble, Quince</p>", IVO_LYNCHED),
    ("a count's [LYNCH]", "<p>[LYNCH] Ivo (5): Juno, Wren, Kestrel, Bramble, Quince</p>", IVO_LYNCHED),
    ("a count's arrow", "<p>Ivo (5): Juno, Wren, Kestrel, Bramble, Quince &lt;---Lynch</p>", IVO_LYNCHED),
    ("a count's LYNCHED.", "<p>Ivo - 5 - Juno, Wren, Kestrel, Bramble, Quince LYNCHED.</p>", IVO_LYNCHED),
    ("a count's mark for the votes", "<p>Ivo (LYNCH) - Juno, Wren, Kestrel, Bramble, Quince</p>", IVO_LYNCHED),
    ("a count's successful lynch", "<p>Ivo - 5 (Juno, Wren, Kestrel, Bramble, Quince) &lt;---- Successful Lynch</p>", IVO_LYNCHED),
    ("a count's (L-0)", "<p>Ivo (5) (L-0): Juno, Wren, Kestrel, Bramble, Quince</p>", IVO_LYNCHED),
    # the town or the players addressed as the subject
    ("the town agreed", "<p>Town has agreed to lynch Ivo. The crowd dragged him off.</p>", IVO_LYNCHED),
    ("you guys lynched", "<p>You guys lynched Ivo. I would have too.</p>", IVO_LYNCHED),
    ("we lynched", "<p>And so we lynched Ivo at dusk.</p>", IVO_LYNCHED),
    # "also" before the verb, a lethal verb more
    ("has also been killed", "<p>Ivo has also been killed on Night 4. He was a Mafia Goon.</p>", IVO_DIED),
    ("also died", "<p>Ivo, vanilla townie also died night 2.</p>", IVO_DIED),
    ("euthanised", "<p>TEST SUBJECT IVO HAS BEEN EUTHANISED</p>", IVO_DIED),
    # the role after a spaced dash, the role in brackets then a dash
    ("the role after a dash", "<p>Ivo - Vanilla Townie was killed during Night 3.</p>", IVO_DIED),
    ("a dash after the bracket", "<p>Ivo (VT) - Has been killed Night 2!</p>", IVO_DIED),
    ("a story, then the dash", "<p>Back from my trip, but Ivo - Vanilla Townie was killed.</p>", IVO_DIED),
    # a themed verb no table holds, after a role, closed by the phase
    ("a themed verb", "<p>Ivo, Town Vanilla was diablerized night three.</p>", IVO_DIED),
    ("a themed verb, no auxiliary", "<p>Ivo, Town Vanilla choked on bread night one!</p>", IVO_DIED),
    ("a phrasal verb", "<p>Ivo, Town Neighbor was rung out night four.</p>", IVO_DIED),
    ("during the night", "<p>Ivo - Town Even-Night Tracker - killed during the night.</p>", IVO_DIED),
    # a name the host runs together or misspells, alone before the verb or in a flip
    ("a name run together, a flip", "<p>OldMaple, vanilla townie, Stabbed N1.</p>", [("death", "Old Maple", None)]),
    ("a name misspelt, a flip", "<p>Thistel, Vanilla Townie, killed Night 2.</p>", [("death", "Thistle", None)]),
    ("a name misspelt, alone", "<p>Sadly, Bramblee has been murdered.</p>", [("death", "Bramble", None)]),
    # a pronoun, the one player the line names before it
    ("a pronoun after a story", "<p>Ivo wandered into the woods at night. He was found hanging from an old oak.</p>", IVO_DIED),
    ("strung up", "<p>The crowd grabs Ivo. He is strung up, and pushed off.</p>", IVO_LYNCHED),
    ("the town agreed, two words", "<p>Town has agreed to lynch Old Maple. Town threw Old in the sea.</p>", [("execution", "Old Maple", None)]),
    ("a dagger", "<p>Ivo † - town - vanilla</p>", IVO_DIED),
    # the role cut for suspense, told on the next line
    ("a suspense cut", "<p>You find the body of Ivo on the floor. Ivo was a...<br><b>Vanilla Townie!</b></p>", IVO_DIED),
    # the dead listed as name and role alone, under the words of a death
    ("listed under the deaths", "<p>The following deaths happened during night 1:<br>Ivo, Vanilla Townie<br>Wren, Town Doctor</p>",
     [("death", "Ivo", None), ("death", "Wren", None)]),
    ("listed after a story", "<p>You find his body in the barn, and his ID card:<br>Ivo - Vanilla Townie</p>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in FATES],
                         ids=[i for i, _, _ in FATES])  # fmt: skip
def test_a_fate_is_suggested(html, want):
    assert events(html) == want


NOTHING = [
    ("no one died", "<p>No one died last night.</p>"),
    ("nobody died", "<p>Nobody died during the night.</p>"),
    ("no lynch", "<p>No lynch today.</p>"),
    ("not lynched", "<p>Ivo was NOT lynched.</p>"),
    ("a plan", "<p>If Ivo is lynched, the game ends.</p>"),
    ("a rule", "<p>Whoever is lynched will flip their role.</p>"),
    ("in case", "<p>In case Ivo is lynched, I will post the flip at once.</p>"),
    ("should", "<p>Should Ivo be lynched, the town loses.</p>"),
    ("once", "<p>Once the town has lynched Ivo, night falls.</p>"),
    ("if the town", "<p>If the town lynched Ivo, the game would end.</p>"),
    ("eliminated by the mafia is no lynch", "<p>Ivo was eliminated by the mafia.</p>"),
    ("a question", "<p>Was Ivo killed? You will find out in the morning.</p>"),
    ("a story", "<p>Long ago the day began with a hanging, and the old miller was hanged for theft.</p>"),
    ("a player quoting the host", "<blockquote><cite>Lanternwick wrote:</cite>Ivo was lynched.</blockquote>"),
    ("survived", "<p>Ivo was attacked but survived.</p>"),
    ("would have died", "<p>Ivo would have died, but was protected.</p>"),
    # the host quoting a player in plain text: the player's words, not the host's
    ("a player's words in quotes", '<p>Ivo said "I think Bramble was killed by the cult".</p>'),
    ("in curly quotes", "<p>As Juno put it: “Wren was lynched for nothing.”</p>"),
    ("a player's name and a colon", "<p>Ivo: I think Bramble was killed last night, honestly.</p>"),
    ("a chat log", "<p>Kestrel: Bramble was killed, right?<br>Juno: yes</p>"),
    # near misses of the wordings above
    ("a wagon at L-1", "<p>Ivo (4) (L-1): Juno, Wren, Kestrel, Bramble</p>"),
    ("a count's no lynch", "<p>No Lynch - 3 (Juno, Wren, Kestrel) &lt;---- L-1</p>"),
    ("a wagon, L-1 bare", "<p>Ivo (5) L-1</p>"),
    ("a count's lynch threshold", "<p>Ivo (3): Juno, Wren, Kestrel. With 7 alive, 4 votes lynch.</p>"),
    ("a role named in a rules post", "<p>Ivo, Vanilla Townie, has no night action.</p>"),
    ("a role list", "<p>Town Doctor - protects one player a night</p>"),
    ("a flip to come", "<p>Ivo, Town Doctor, will be lynched Day 2 if nobody votes.</p>"),
    ("a plan, shot", "<p>If Ivo is shot night two, the doctor failed.</p>"),
    ("a condition on a count", "<p>If Ivo (5) is lynched, the game ends.</p>"),
    ("a past game", "<p>In my last game, Ivo, Vanilla Townie was lynched Day 1 too.</p>"),
    ("a player quoted with a flip", "<blockquote><cite>Juno wrote:</cite>Ivo, Knife Goon lynched D4</blockquote>"),
    ("a claim before the verb", "<p>Juno claimed the Town Cop was killed.</p>"),
    ("a wish", "<p>Ivo wants to see Wren dead.</p>"),
    # near misses of the wordings added in the fourteenth session
    ("a dagger inside a line", "<p>Juno voted for Ivo †, then left.</p>"),
    ("a pronoun, two players before", "<p>Ivo and Wren argued all night. He was found dead.</p>"),
    ("a pronoun, no player before", "<p>The stranger left town. He was found dead.</p>"),
    ("a pronoun in another line", "<p>Ivo wandered into the woods.<br>He was found hanging.</p>"),
    ("the town has not agreed", "<p>If the town has agreed to lynch Ivo, someone hammer.</p>"),
    ("a flip's night action", "<p>Ivo, Town Cop, investigated Wren Night 1.</p>"),
    ("a flip's failed kill", "<p>Ivo, Town Doctor, was attacked but survived night 2.</p>"),
    ("a flip's future", "<p>Ivo, Town Doctor, will be killed night 2.</p>"),
    ("a flip's near miss", "<p>Ivo, Vanilla Townie, was nearly killed night 2.</p>"),
    ("a cut that goes on", "<p>Ivo was a... rather loud player today.</p>"),
    ("no role, no cut", "<p>Ivo was a good sport.</p>"),
    ("a misspelt name in a longer subject", "<p>Ivo would have died, but was protected.</p>"),
    ("nearly killed", "<p>Ivo was nearly killed last night.</p>"),
    ("a setup's list of roles", "<p>Roles:<br>Ivo, Vanilla Townie<br>Wren, Town Doctor<br>Juno, Town Cop<br>Kestrel, Mafia Goon</p>"),
    ("an endgame's roles", "<p>The town wins! The dead:<br>Ivo, Vanilla Townie<br>Wren, Mafia Goon</p>"),
    ("a role listed with no death", "<p>Confirmed by the mod:<br>Ivo - Town Cop</p>"),
    ("a survivor's role reveal", "<p>Congratulations to the town!<br>Ivo (Town Cop)</p>"),
    ("achieved his wincon", "<p>Ivo has achieved his wincon.</p>"),
    ("survived an attack", "<p>Ivo survived an attack last night.</p>"),
    ("a failed kill", "<p>The mafia's kill on Ivo failed.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOTHING], ids=[i for i, _ in NOTHING])
def test_nothing_is_suggested(html):
    assert events(html) == []


def test_a_player_writing_the_host_words_is_not_read():
    assert events("<p>Ivo was lynched.</p>", author="Juno") == []
