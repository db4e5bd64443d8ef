"""The twelfth names round (``namezoo25``) reviewed for misfires (``review25n``): near
neighbours of its rules that a host or a player writes. A "!" or "?" picks the name that has
it only when every mark of the run is that name's ("vote Ivo!?" beside Ivo! and Ivo stays
AMBIGUOUS); markup ("*", "~") tells no names apart ("vote Juno*" with a footnote beside
Juno* and Juno); a sentence's mark after an emoji name leaves the emoji to choose ("Ivo🌙!");
a name with a filler run on is AMBIGUOUS only with a longer name that starts the text, not a
shorter one ("Larksnow" beside Lark and Larks is Larks). Then the guards around the round's
other rules: a name run together with a filler, an initial and a word, letters spelt out,
leetspeak stretched, "the" glued on, a nickname two players share. Each case says what a
host reads: the player, AMBIGUOUS (reported, never guessed) or nobody. Names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant, parse
from .zoo import TWELFTH_OTHERS, VOTER, roster

_roster = partial(roster, others=TWELFTH_OTHERS)

MARKS = _roster("Ivo!", "Ivo", "Juno", "Lark")
ASKED = _roster("Juno?", "Juno", "Ivo", "Lark")
BOTH = _roster("Ivo!", "Ivo?", "Juno", "Lark")
STARRED = _roster("Juno*", "Juno", "Lark~", "Lark", "Ivo")
MOON = _roster("Ivo 🌙", "Ivo!", "Ivo", "Juno")
WORDS = _roster("Win", "Min", "Ivo", "Juno", "Lark", "Tansy", "Mark")
LONGER = _roster("Lark", "Larks", "Ivo", "Ivolo", "Wren", "Wrenn", "Juno")
LONGER2 = _roster("Mar", "Marlow", "Ivo", "Ivon", "Ash", "Ashley", "Juno")
INITIALS = _roster("Bramble Tea", "Tansy Wren", "Juno Lark", "Ivo", "Lark", "Tea", "Wren")
INITIALS2 = _roster("Marlow Reed", "Marigold Reed", "Reed", "Sir Wren", "Wren", "Ivo")
SPELT = _roster("Ivo", "Ivy Vale Orm", "Juno", "JL", "Juno Lark", "Oz", "Olive Zane")
SPELT2 = _roster("Ivo Tansy", "Ace", "Al", "Juno", "Lark")
LEET = _roster("L4rk", "Larkin", "H4nna", "Ivo", "Juno")
LEET2 = _roster("L4rk", "Ember", "Juno", "Wren", "Ivo")
THE = _roster("Cop", "Doc", "Ivo", "Juno", "Lark", "Theodore", "Thecla", "Dora", "Rose")
THE2 = _roster("Cop", "TheodoreCop", "Ivo", "Juno")
NICKS = _roster(
    Player("Ivo", aliases=("Bee",)), Player("Bramble", aliases=("bee",)), "Juno", "Lark"
)

CASES = [
    # misfires: a mark of the run no name has is the sentence's (namezoo25 picked Ivo!)
    (MARKS, "Ivo!?", AMBIGUOUS),
    (MARKS, "Ivo!!?", AMBIGUOUS),
    (MARKS, "Ivo?!", AMBIGUOUS),
    (ASKED, "Juno?!", AMBIGUOUS),
    (BOTH, "Ivo!?", AMBIGUOUS),  # Ivo! or Ivo?: the run has both marks
    # guards: the name's own mark, once or repeated
    (MARKS, "Ivo!", "Ivo!"),
    (MARKS, "Ivo!!", "Ivo!"),
    (MARKS, "IVO!", "Ivo!"),
    (MARKS, "ivo!", "Ivo!"),
    (MARKS, "Ivo?", AMBIGUOUS),
    (MARKS, "Ivo", AMBIGUOUS),
    (MARKS, "Ivo.", AMBIGUOUS),
    (MARKS, "Ivo,", AMBIGUOUS),
    (MARKS, "(Ivo)", AMBIGUOUS),
    (ASKED, "Juno?", "Juno?"),
    (ASKED, "Juno??", "Juno?"),
    (ASKED, "Juno!", AMBIGUOUS),
    (ASKED, "Juno", AMBIGUOUS),
    (BOTH, "Ivo!", "Ivo!"),
    (BOTH, "Ivo?", "Ivo?"),
    (BOTH, "Ivo", AMBIGUOUS),
    # misfires: markup tells no names apart (namezoo25 picked Juno*)
    (STARRED, "Juno*", AMBIGUOUS),
    (STARRED, "juno*", AMBIGUOUS),
    (STARRED, "Lark~", AMBIGUOUS),
    (STARRED, "*Juno*", AMBIGUOUS),
    (STARRED, "Juno", AMBIGUOUS),
    (STARRED, "Ivo", "Ivo"),
    # guards: an emoji still chooses; a "!" no emoji name has is the sentence's
    (MOON, "Ivo 🌙", "Ivo 🌙"),
    (MOON, "Ivo!", "Ivo!"),
    (MOON, "Ivo", AMBIGUOUS),
    # misfires: a shorter name that starts the text is no reading ("Lark" + "snow")
    (LONGER, "Larksnow", "Larks"),
    (LONGER, "Larkslol", "Larks"),
    (LONGER, "Larksplz", "Larks"),
    (LONGER, "Larkspls", "Larks"),
    (LONGER, "Ivololol", "Ivolo"),
    (LONGER, "Wrennpls", "Wrenn"),
    (LONGER2, "Marlowlol", "Marlow"),
    (LONGER2, "Ashleylol", "Ashley"),
    (LONGER2, "Ivonnow", "Ivon"),
    (LONGER2, "Ivonlol", "Ivon"),
    # guards: a longer name into the filler stays AMBIGUOUS; a whole name with a filler
    (LONGER, "Wrennow", AMBIGUOUS),  # Wren now, or Wrenn
    (LONGER, "Ivololo", "Ivolo"),
    (LONGER, "Larklol", "Lark"),
    (LONGER, "Wrenlol", "Wren"),
    (LONGER2, "Ivonow", AMBIGUOUS),  # Ivo now, or Ivon
    (LONGER2, "Marlol", "Marlow"),
    (LONGER2, "Ashlol", "Ash"),
    (LONGER2, "Ashnow", "Ash"),
    (LONGER2, "Ashguess", "Ash"),
    (WORDS, "Tansyplz", "Tansy"),
    (WORDS, "Marknow", "Mark"),
    (WORDS, "Ivostill", "Ivo"),
    (WORDS, "Junoguess", "Juno"),
    (WORDS, "Larkthink", "Lark"),
    (WORDS, "Ivotoday", "Ivo"),
    (WORDS, "Junoagain", "Juno"),
    (WORDS, "Larkinstead", "Lark"),
    (WORDS, "Ivohonestly", "Ivo"),
    (WORDS, "Junotbh", "Juno"),
    (WORDS, "Larkimho", "Lark"),
    (WORDS, "Minnows", None),  # no filler ends it
    (WORDS, "Winnowing", None),
    (WORDS, "Larknows", None),
    (WORDS, "Ivonowww", None),
    # guards: an initial and a word
    (INITIALS, "J Lark", "Juno Lark"),
    (INITIALS, "J. Lark", "Juno Lark"),
    (INITIALS, "B Tea", "Bramble Tea"),
    (INITIALS, "T. Wren", "Tansy Wren"),
    (INITIALS, "Juno L", "Juno Lark"),
    (INITIALS, "Tea B", "Tea"),
    (INITIALS, "Wren T", "Wren"),
    (INITIALS, "Lark J", "Lark"),
    (INITIALS, "A Lark", "Lark"),  # an article, no initial
    (INITIALS, "I Lark", "Lark"),
    (INITIALS, "J Tea", "Tea"),  # no name with a J word before Tea
    (INITIALS2, "M. Reed", AMBIGUOUS),  # Marlow Reed or Marigold Reed
    (INITIALS2, "M Reed", AMBIGUOUS),
    (INITIALS2, "Marlow R", "Marlow Reed"),
    (INITIALS2, "Reed M", "Reed"),
    (INITIALS2, "S. Wren", "Sir Wren"),
    (INITIALS2, "Wren S", "Wren"),
    # guards: letters spelt out
    (SPELT, "I V O", AMBIGUOUS),  # Ivo, or Ivy Vale Orm's initials
    (SPELT, "I-V-O", AMBIGUOUS),
    (SPELT, "J L", AMBIGUOUS),  # JL, or Juno Lark's initials
    (SPELT, "J-L", AMBIGUOUS),
    (SPELT, "O Z", AMBIGUOUS),  # Oz, or Olive Zane's initials, as "O.Z."
    (SPELT, "J-U-N-O", "Juno"),
    (SPELT, "Oz", "Oz"),
    (SPELT2, "I T", "Ivo Tansy"),
    (SPELT2, "A C E", "Ace"),
    (SPELT2, "A-L", "Al"),
    (SPELT2, "l a r k", "Lark"),
    (SPELT2, "it", None),
    # guards: leetspeak stretched, only when no plain name fits
    (LEET, "Larkk", "Larkin"),
    (LEET, "Larrk", "Larkin"),
    (LEET, "Lark", AMBIGUOUS),
    (LEET, "Hannna", "H4nna"),
    (LEET, "Hanna", "H4nna"),
    (LEET2, "Laark", "L4rk"),
    (LEET2, "Llark", "L4rk"),
    # guards: "the" glued before a name
    (THE, "TheCop", "Cop"),
    (THE, "the_doc", "Doc"),
    (THE, "Thecla", "Thecla"),
    (THE, "Theodora", "Theodore"),
    (THE, "TheDora", "Dora"),
    (THE, "TheRose", "Rose"),
    (THE2, "TheCop", "TheodoreCop"),
    # guards: a nickname two players are given, however cased
    (NICKS, "Bee", AMBIGUOUS),
    (NICKS, "BEE", AMBIGUOUS),
    (NICKS, "Juno", "Juno"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review25n_names(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


POSTS = [
    # the vote's text cut before its marks: the run read whole
    (MARKS, "<b>vote Ivo!?</b>", [AMBIGUOUS]),
    (MARKS, "<b>vote Ivo!</b> He lied.", ["Ivo!"]),
    (MARKS, "[b]vote Ivo![/b]", ["Ivo!"]),
    (MARKS, "<b>vote: Ivo!</b>", ["Ivo!"]),
    (MARKS, "<b>vote Ivo</b>!", [AMBIGUOUS]),  # the mark outside the vote
    (MARKS, "<b>Ivo!! vote Ivo</b>", [AMBIGUOUS]),
    (MARKS, "<b>vote Ivo!</b> and <b>vote Ivo</b>", ["Ivo!", AMBIGUOUS]),
    (ASKED, "<b>vote Juno?!</b>", [AMBIGUOUS]),
    (ASKED, "<b>vote Juno?</b>", ["Juno?"]),
    (STARRED, "<b>vote Juno*</b><br>* if nobody claims", [AMBIGUOUS]),
    (STARRED, "<b>vote *Juno*</b>", [AMBIGUOUS]),
    (MOON, "<b>vote Ivo 🌙!</b>", ["Ivo 🌙"]),
    (MOON, "<b>vote Ivo!</b>", ["Ivo!"]),
]


@pytest.mark.parametrize(("roster", "html", "meant"), POSTS)
def test_review25n_posts(roster: Roster, html: str, meant: list[str]) -> None:
    parsed = parse(html, roster, author=VOTER)
    read = [c.target_player for c in parsed.commands]
    read += [AMBIGUOUS for n in parsed.near_misses if n.reason == "AMBIGUOUS_NAME"]
    assert sorted(read) == sorted(meant)


RESOLVED = [
    # ``Roster.resolve``, as host posts read names: a sentence's "!" leaves the emoji
    (MOON, "Ivo🌙!", "Ivo 🌙"),
    (MOON, "Ivo 🌙", "Ivo 🌙"),
    (MOON, "Ivo!", "Ivo!"),
    (STARRED, "Juno*", AMBIGUOUS),
    (STARRED, "Lark~", AMBIGUOUS),
    (MARKS, "Ivo!", "Ivo!"),
]


@pytest.mark.parametrize(("roster", "text", "meant"), RESOLVED)
def test_review25n_resolve(roster: Roster, text: str, meant: str) -> None:
    found = roster.resolve(text)
    if meant == AMBIGUOUS:
        assert found.status.name == "AMBIGUOUS" and len(found.candidates) >= 2
    else:
        assert found.player == meant
