"""The catalogue of invented host posts, part 10 (the fifth zoo, eighteenth session): a
host's first run, in the shapes the earlier zoos lack: a day ended by a hammer the host
confirms later, a day's end in a vote count's footer, themed night starts ("the moon
rises", "darkness falls over the village", "the town goes to sleep") read by init and by
the count's markers alike, deaths in a list ("Dead: Ivo (Cop), Juno (Goon)"), modkills and
force-replacements, a day kill announced mid-day, "hanged / executed / burned / voted out";
the last round's leftovers ("He was sleeping in", "Time is up." then an extension, "Day 1
has expired?"); and the near misses of each."""

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
from votecount.count.markers import announcements
from votecount.parser.walk import host_lines

MORNING = "<p>The sun rises. Kestrel was found dead.</p>"


# -- days that end -----------------------------------------------------------------------
ENDINGS = [
    ("a hammer confirmed", "<p>Juno hammered Ivo. Ivo has been lynched.</p>"),
    ("hammer, then the flip", "<p>That is a hammer.</p><p>Ivo, Vanilla Townie, has been lynched.</p>"),
    ("a late confirmation", "<p>Sorry for the delay: Juno's vote at post 212 was the hammer. Ivo was lynched.</p>"),
    ("the footer of a count", "<p>Ivo (5) - Juno, Wren, Kestrel, Bramble, Thistle</p><p>Day 1 has ended with a lynch of Ivo.</p>"),
    ("the footer, day ended", "<p>Day 1 has ended with the lynch of Ivo.</p>"),
    ("the footer, no lynch", "<p>Day 1 ended in a no lynch.</p>"),
    ("Ivo was hanged", "<p>Ivo was hanged at sundown.</p>"),
    ("Ivo was executed", "<p>Ivo was executed by the town.</p>"),
    ("Ivo was burned at the stake", "<p>Ivo was burned at the stake.</p>"),
    ("Ivo was voted out", "<p>Ivo was voted out.</p>"),
    ("the village hanged Ivo", "<p>The village hanged Ivo.</p>"),
    ("the moon rises", "<p>The moon rises.</p>"),
    ("darkness falls over the village", "<p>Darkness falls over the village.</p>"),
    ("the town goes to sleep", "<p>The town goes to sleep.</p>"),
    ("the village sleeps", "<p>The village sleeps.</p>"),
    ("the sun sets", "<p>The sun sets on the village.</p>"),
    ("night descends on the town", "<p>Night descends on the town.</p>"),
    ("a lynch, then the moon", "<p>Ivo was lynched.</p><p>The moon rises over the village.</p>"),
    ("Day 1 has expired", "<p>Day 1 has expired.</p>"),
    ("time is up, lynched", "<p>Time is up.</p><p>Ivo has been lynched.</p>"),
    ("time is up, no extension", "<p>Time is up. No extensions this time.</p>"),
    ("time is up, not extended", "<p>Time is up. The deadline will not be extended.</p>"),
    ("the sun has set", "<p>The sun has set.</p><p>Night 1 begins.</p>"),
    ("and so the village sleeps", "<p>Ivo was lynched, and so the village sleeps.</p>"),
    ("the night begins", "<p>The night begins.</p>"),
    ("everyone goes to sleep", "<p>Everyone goes to sleep.</p>"),
    ("the town goes to bed", "<p>As the sun sets, the town goes to bed.</p>"),
    ("Ivo was hung", "<p>Ivo was hung.</p>"),
    ("the town voted to execute Ivo", "<p>The town has voted to execute Ivo.</p>"),
    # (review: an extension told as past, asked or on a condition leaves the time up an end)
    ("time is up, extended earlier", "<p>Time is up! The deadline was extended by 24 hours earlier, and it has now passed.</p>"),
    ("time is up, an extension asked", "<p>Time is up. Ivo asked if the deadline could be extended. It won't be.</p>"),
    ("time is up, an extension on a condition", "<p>Time is up. If the deadline is extended, I will tell you.</p>"),
    ("hung on a day", "<p>Ivo, Vanilla Townie, was hung on Day 1.</p>"),
    ("voted out of a themed place", "<p>Ivo has been voted out of the campsite.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in ENDINGS], ids=ids(ENDINGS))
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


# the themed starts of the night and the footer's end, read by the count's markers too
MARKED_ENDS = [
    ("the moon rises", "<p>The moon rises.</p>"),
    ("darkness falls over the village", "<p>Darkness falls over the village.</p>"),
    ("the town goes to sleep", "<p>The town goes to sleep.</p>"),
    ("the village sleeps", "<p>The village sleeps.</p>"),
    ("the sun sets on the village", "<p>The sun sets on the village.</p>"),
    ("night descends on the town", "<p>Night descends on the town.</p>"),
    ("the moon rises over the village", "<p>The moon rises over the village.</p>"),
    ("footer", "<p>Day 1 has ended with a lynch of Ivo.</p>"),
    ("Ivo was hanged", "<p>Ivo was hanged.</p>"),
    ("a flip naming its day", "<p>Ivo, Vanilla Townie, was lynched Day 1!</p>"),
    ("a flip, on Day 1", "<p>Ivo has been lynched on Day 1. He was a...</p>"),
    ("Ivo was voted out", "<p>Ivo was voted out.</p>"),
    ("voted out of the village", "<p>Ivo has been voted out of the village.</p>"),
    ("the night begins", "<p>The night begins.</p>"),
    ("everyone goes to bed", "<p>Everyone goes to bed.</p>"),
    ("the town lynched Ivo", "<p>The town lynched Ivo.</p>"),
    ("time is up, not extended", "<p>Time is up. The deadline will not be extended.</p>"),
    ("Day 1 has expired", "<p>Day 1 has expired.</p>"),
    ("time is up, extended earlier", "<p>Time is up! The deadline was extended by 24 hours earlier, and it has now passed.</p>"),
    ("time is up, an extension asked", "<p>Time is up. Ivo asked if the deadline could be extended. It won't be.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in MARKED_ENDS], ids=ids(MARKED_ENDS))
def test_the_count_ends_the_day_too(html):
    assert [m for m in marks(html) if m[0] == "end"]


NOT_ENDINGS = [
    # a hammer confirmed alone ends no day: the count sees the hammer vote itself
    ("a hammer confirmed: Ivo has been hammered", "<p>Ivo has been hammered!</p>"),
    ("a hammer confirmed: the vote was the hammer", "<p>Confirming: Juno's vote at 212 was the hammer. Flip to come.</p>"),
    ("a hammer confirmed: Juno has hammered Ivo", "<p>Juno has hammered Ivo.</p>"),
    ("a hammer confirmed: Hammer!", "<p>Hammer! Please stop posting.</p>"),
    ("a hammer confirmed: we have a hammer", "<p>We have a hammer.</p>"),
    ("a hammer confirmed: hammered at a post", "<p>Ivo was hammered at post 212.</p>"),
    ("the day ends at deadline, in advance", "<p>The day ends at deadline or when a majority is reached.</p>"),
    ("Day 1 will end at the deadline", "<p>Day 1 will end at the deadline.</p>"),
    ("the day ends at the deadline", "<p>Reminder: the day ends at the deadline, Friday 18:00.</p>"),
    ("a hammer to come", "<p>Juno, your vote would be the hammer.</p>"),
    ("a hammer asked", "<p>Is that a hammer?</p>"),
    ("L-1", "<p>Ivo is at L-1.</p>"),
    ("the moon in a story", "<p>Ivo watched the moon rise over the hills as he walked home.</p>"),
    ("when darkness falls", "<p>When darkness falls, the mafia will strike.</p>"),
    ("the town will go to sleep", "<p>The town will go to sleep once a lynch is reached.</p>"),
    ("the sun sets in 24 hours", "<p>The sun sets in 24 hours.</p>"),
    ("a day kill mid-day", "<p>BANG! Ivo has been shot by the vigilante. The day goes on.</p>"),
    ("a day kill, flip", "<p>Ivo, Vanilla Townie, was shot during the day.</p>"),
    ("a modkill mid-day", "<p>Ivo has been modkilled for inactivity. The day continues.</p>"),
    ("Day 1 has expired?", "<p>Day 1 has expired?</p>"),
    ("has Day 1 expired", "<p>Has Day 1 expired?</p>"),
    ("a player's question quoted", "<blockquote>Day 1 has expired?</blockquote><p>No, it has not: 24 hours are left.</p>"),
    ("a player's words quoted", "<blockquote>Day 1 has expired.</blockquote><p>It has not, the deadline is Friday.</p>"),
    ("time is up, then extended", "<p>Time is up.</p><p>Actually, the deadline is extended by 24 hours since we are short of votes.</p>"),
    ("time is up, extension in one line", "<p>Time is up. The day has been extended by 48 hours.</p>"),
    ("the village sleeps, a story", "<p>While the village sleeps, Ivo counts the stars.</p>"),
    ("the moon rises in 24 hours", "<p>The moon rises in 24 hours.</p>"),
    ("the sun sets in the west", "<p>The sun sets in the west as Ivo walks home, unaware.</p>"),
    ("got hammered at the pub", "<p>Ivo got hammered at the pub last night, so he is slow today.</p>"),
    ("voted out of the tavern", "<p>Ivo was voted out of the tavern's darts team.</p>"),
    ("the town will sleep", "<p>The town goes to sleep after the lynch.</p>"),
    ("a hammer to come, would", "<p>Juno, your vote would be the hammer.</p>"),
    ("hammered last night", "<p>Ivo was hammered last night, so he is slow today.</p>"),
    ("got hammered, a pub", "<p>Ivo got hammered at the pub.</p>"),
    ("the town will lynch whoever", "<p>The town has agreed to lynch whoever claims last.</p>"),
    ("hammered away", "<p>Juno hammered away at Ivo's case all day.</p>"),
    # (review: the themed night asked, a habit, a story; "voted out" of another group; "hung")
    ("the town goes to sleep, asked", "<p>The town goes to sleep, right?</p>"),
    ("everyone goes to sleep early", "<p>Everyone goes to sleep early in this game, so please be active.</p>"),
    ("the village sleeps for a time", "<p>The village sleeps for 24 hours after each lynch.</p>"),
    ("each night the moon rises", "<p>Flavour: Each night, the moon rises and the wolves wake.</p>"),
    ("the moon over the hills, a story", "<p>The moon rises over the hills as Ivo walks home.</p>"),
    ("voted out of the Discord", "<p>Ivo was voted out of the Discord.</p>"),
    ("voted out of the mafia chat", "<p>Ivo was voted out of the mafia chat by his teammates.</p>"),
    ("voted out of office", "<p>Ivo was voted out of office.</p>"),
    ("hung up on a read", "<p>Ivo was hung up on his read of Juno.</p>"),
    ("a jury hung", "<p>The jury was hung on Ivo.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_ENDINGS], ids=ids(NOT_ENDINGS))
def test_no_day_ends(html):
    assert not ends(html)
    assert not [m for m in marks(html) if m[0] == "end"]


# a rule or a lynch to come the count's markers read as no end (init reads the rule as
# its own wordings did before this round)
NOT_MARKED = [
    ("a rule, the footer's wording", "<p>Day 2 ends with the lynch of whoever has the most votes at deadline.</p>"),
    ("a rule, the player with most votes", "<p>The day ends with the lynch of the player with most votes at deadline.</p>"),
    ("the town decided, asked", "<p>The town has decided to lynch Ivo? Not yet.</p>"),
    ("the town decided, not yet", "<p>The town has decided to lynch nobody yet.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_MARKED], ids=ids(NOT_MARKED))
def test_the_count_ends_no_day(html):
    assert not [m for m in marks(html) if m[0] == "end"]


# the host moves the deadline (the count's markers: by how long, None when unsaid)
EXTENSIONS = [
    ("extending the deadline", "<p>Extending the deadline by 12 hours.</p>", 12.0),
    ("pushed back", "<p>Deadline pushed back 12 hours.</p>", 12.0),
    ("a +12h extension", "<p>+12h extension to the deadline.</p>", 12.0),
    ("EXTENSION: 12 hours", "<p>EXTENSION: 12 hours</p>", 12.0),
    ("extended, no 'by'", "<p>The day is extended 12 hours.</p>", 12.0),
    ("I'm extending today", "<p>I'm extending today by 12 hours.</p>", 12.0),
    ("extend the deadline for", "<p>With this in mind, I will extend the deadline for 72 hours.</p>", 72.0),
    ("a 24-hour extension", "<p>I'm granting a 24-hour extension.</p>", 24.0),
    ("extended, a tail", "<p>Deadline has been extended 48 hours, may be further extended if needed.</p>", 48.0),
    ("an outage's hours", "<p>The deadline is extended due to the site being down for 9 hours.</p>", None),
    ("extended until a time", "<p>The day has been extended until 18h UTC.</p>", None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "hours"), [c[1:] for c in EXTENSIONS], ids=ids(EXTENSIONS))
def test_an_extension_moves_the_deadline(html, hours):
    (moved,) = [a for a in announcements([x.strip() for x in host_lines(html)])]
    assert (moved.kind, moved.hours) == ("extension", hours)


NO_EXTENSIONS = [
    ("refused", "<p>Reminder: the deadline will not be extended, so vote now.</p>"),
    ("on a condition", "<p>If replacements are necessary, the deadline will be extended.</p>"),
    ("a condition before it", "<p>If I find a replacement before the day ends, the deadline will be extended by 24 hours.</p>"),
    ("may be", "<p>The deadline may be extended, but only for replacements.</p>"),
    ("can be, by a vote", "<p>It can be extended 48 hours by a vote of 6.</p>"),
    ("asked", "<p>Is the deadline extended?</p>"),
    ("mused", "<p>I have considered extending the deadline by five days.</p>"),
    ("told as past", "<p>Day 2 had been extended by 24 hours already.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_EXTENSIONS], ids=ids(NO_EXTENSIONS))
def test_no_extension(html):
    assert not [a for a in announcements(host_lines(html)) if a.kind == "extension"]


# -- deaths --------------------------------------------------------------------------------
FATES = [
    ("a list of the dead", "<p>Dead: Ivo (Cop), Juno (Goon)</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("a list, dashes", "<p>Dead: Ivo - Cop, Juno - Goon</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("a list, 'and'", "<p>Killed: Ivo (Cop) and Juno (Goon)</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("a list of one", "<p>Dead: Ivo (Vanilla Townie)</p>", IVO_DIED),
    ("the night's dead", "<p>Night 1 deaths: Ivo, Juno</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("Ivo has been modkilled", "<p>Ivo has been modkilled.</p>", IVO_MODKILLED),
    ("Ivo has been mod-killed", "<p>Ivo has been mod-killed for flaking.</p>", IVO_MODKILLED),
    ("Modkilled: Ivo", "<p>Modkilled: Ivo</p>", IVO_MODKILLED),
    ("I am modkilling Ivo", "<p>I am modkilling Ivo for inactivity.</p>", IVO_MODKILLED),
    ("a day kill", "<p>BANG! Ivo has been shot by the vigilante.</p>", IVO_DIED),
    ("a day kill, flip", "<p>Ivo, Vanilla Townie, was shot during the day.</p>", IVO_DIED),
    ("a day kill, daykilled", "<p>Ivo has been daykilled.</p>", IVO_DIED),
    ("hanged", "<p>Ivo was hanged at sundown.</p>", IVO_LYNCHED),
    ("hung", "<p>Ivo was hung.</p>", IVO_LYNCHED),
    ("hammered at a post", "<p>Ivo was hammered at post 212.</p>", IVO_LYNCHED),
    ("the town voted to execute", "<p>The town has voted to execute Ivo.</p>", IVO_LYNCHED),
    ("executed", "<p>Ivo was executed by the town.</p>", IVO_LYNCHED),
    ("burned", "<p>Ivo was burned at the stake.</p>", IVO_LYNCHED),
    ("burned alive", "<p>Ivo was burned alive in his home.</p>", IVO_DIED),
    ("voted out", "<p>Ivo was voted out.</p>", IVO_LYNCHED),
    ("the village hanged Ivo", "<p>The village hanged Ivo.</p>", IVO_LYNCHED),
    ("hammered", "<p>Ivo has been hammered and lynched.</p>", IVO_LYNCHED),
    ("a footer's lynch", "<p>Day 1 has ended with a lynch of Ivo.</p>", IVO_LYNCHED),
    ("did not wake up", "<p>Ivo did not wake up this morning.</p>", IVO_DIED),
    ("did not wake up, found", "<p>Ivo did not wake up. His body was found by the well.</p>", IVO_DIED),
    ("a list, its killers in brackets", "<p>Dead: Ivo (killed by Juno, Wren and Kestrel)</p>", IVO_DIED),
    ("a list, commas in brackets", "<p>Dead: Ivo (Cop, killed N1), Juno (Goon)</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("hung on a day", "<p>Ivo, Vanilla Townie, was hung on Day 1.</p>", IVO_LYNCHED),
    # (the lead) "both" / "all" between "have" and "been": a double lynch's announcement
    ("have both been lynched", "<p>Deadline! Ivo and Juno have both been lynched.</p>", [("execution", "Ivo", None), ("execution", "Juno", None)]),
    ("have all been killed", "<p>Ivo and Juno have all been killed.</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FATES], ids=ids(FATES))
def test_a_fate_is_suggested(html, want):
    assert sorted(events(html)) == sorted(want)


NO_FATE = [
    ("sleeping in", "<p>Ivo did not wake up this morning. He was sleeping in.</p>"),
    ("overslept", "<p>Ivo did not wake up. He overslept!</p>"),
    ("just late", "<p>Ivo didn't wake up this morning. Turns out he was just asleep.</p>"),
    ("a modkill warned", "<p>Ivo, post or you will be modkilled.</p>"),
    ("a modkill asked", "<p>Should Ivo be modkilled?</p>"),
    ("a day kill failed", "<p>Ivo was shot at, but the bullet missed.</p>"),
    ("force-replaced, no newcomer", "<p>Ivo will be force-replaced if he does not post.</p>"),
    ("dead in a rule", "<p>Dead players: do not post.</p>"),
    ("a list of the living", "<p>Alive: Ivo, Juno, Wren</p>"),
    ("nearly hanged", "<p>Ivo was nearly hanged.</p>"),
    ("voted out of a role", "<p>Ivo was voted out of his role as mayor? No, that is not a thing here.</p>"),
    ("hammered, a joke", "<p>Juno, if you vote Ivo he will be hammered.</p>"),
    ("hammered last night", "<p>Ivo got hammered last night.</p>"),
    ("hung up", "<p>Ivo hung up his coat and left.</p>"),
    ("hung out", "<p>Ivo was hung out to dry by his scumbuddy, he says.</p>"),
    ("voted out of the Discord", "<p>Ivo was voted out of the Discord.</p>"),
    ("no deaths", "<p>Deaths: none</p>"),
    ("a list of targets who lived", "<p>Night kill: Ivo (protected)</p>"),
    ("a footer of no lynch", "<p>Day 1 has ended with a no lynch.</p>"),
    ("a footer to come", "<p>Day 1 ends with the lynch of whoever reaches majority first.</p>"),
    ("have both been, a plan", "<p>If Ivo and Juno have both been lynched by then, we go to night.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_FATE], ids=ids(NO_FATE))
def test_no_fate_is_suggested(html):
    assert [e for e in events(html) if e[0] in ("death", "execution", "modkill")] == []


FORCE_REPLACED = [
    ("force-replaced by", "<p>Ivo has been force-replaced by Marlow.</p>"),
    ("force-replaced with", "<p>Ivo has been force-replaced with Marlow.</p>"),
    ("forcibly replaced", "<p>Ivo has been forcibly replaced by Marlow.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in FORCE_REPLACED], ids=ids(FORCE_REPLACED))
def test_a_force_replacement_is_a_replacement(html):
    assert subs(html) == [("Ivo", "Marlow")]
    assert [e for e in events(html) if e[0] in ("death", "modkill")] == []
