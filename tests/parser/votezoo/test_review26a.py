"""The fourteenth vote round reviewed for misfires (review26a): near neighbours of the
round's rules (test_fourteenth*.py) that a player writes and the round was not tested on.
A possessive's noun and a regular past read as a fact not for a hyphened word after
"is" ("If Ivo's vote-locked", "role-blocked") and not with a passive's agent or a
deadline after the past ("If Ivo's claim backed by a cop", "stalled out by then"); a
linking verb after "all X"
is the verb ("If all town seems convinced"); a modal denies a wish only right before its
verb ("If, as you may recall, Ivo wants it so badly" sees it); a group joined only now
("I'm with you guys if he claims", "Joining you all tomorrow" join no one yet; "on Day 2"
names no other player); "(retracted)" beside an unvote speaks of the vote it takes back,
and only a closed bracket ends a vote ("VOTE: Ivo (retracted vote from Lark)"). Each case
is an invented post and the commands a host reads; the misfires (read so by the round,
not before it) are marked "misfire", the rest guard the round's readings."""

from __future__ import annotations

import pytest

from votecount.parser.prose.address import joins_them
from votecount.parser.prose.condition import held, past_verb

from .zoo import IVO, ST, UNVOTE, UNVOTE_TAG, XB, B, Reading, p, params, read, vote, vote_tag

LARK = [vote("Lark")]
WILL = ", I'll "


def plan(condition: str, command: str) -> str:
    """ "If <condition>, I'll **<command>**" in MafiaScum's bold."""
    return "If " + condition + WILL + B.format(command)


# --- a possessive's noun and a regular past: only a noun that acts, as the subject -------
POSSESSIVE: list[tuple[str, str, list[Reading]]] = [
    # misfires: "'s" is "is", a hyphened word after it; or a passive's agent or a
    # deadline after the past: the condition waits
    ("role-hyphen-blocked", plan("Ivo's role-blocked", "vote Lark"), []),
    ("vote-hyphen-locked", plan("Ivo's vote-locked", "vote Lark"), []),
    ("vote-hyphen-locked-in", plan("Ivo's vote-locked in", "vote Lark"), []),
    ("team-hyphen-aligned", plan("Ivo's team-aligned with Lark", "vote Lark"), []),
    ("d-role-hyphen-blocked", p("If Ivo's role-blocked, I'll " + ST.format("vote Lark")), []),
    ("xf-vote-hyphen-locked", "If Ivo's vote-locked, I'll " + XB.format("Vote: Lark"), []),
    ("claim-backed-by", plan("Ivo's claim backed by a cop", "vote Lark"), []),
    ("wagon-stalled-by-eod", plan("Ivo's wagon stalled by EoD", "vote Lark"), []),
    ("wagon-stalled-out-by-then", plan("Ivo's wagon stalled out by then", "vote Lark"), []),
    ("vote-moved-by-tomorrow", plan("Ivo's vote moved by tomorrow", "vote Lark"), []),
    ("vote-moved-by-the-host", plan("Ivo's vote moved by the host", "vote Lark"), []),
    ("claim-changed-by-tomorrow", plan("Ivo's claim changed by tomorrow", "vote Ivo"), []),
    # guards: the round's facts, a noun that acts and its past
    ("vote-counted", plan("Ivo's vote counted", "vote Lark"), LARK),
    ("result-leaked", plan("Ivo's result leaked", "vote Lark"), LARK),
    ("result-matched", plan("Ivo's result matched", "vote Lark"), LARK),
    ("partner-hammered", plan("Ivo's partner hammered", "vote Ivo"), IVO),
    ("claim-changed", plan("Ivo's claim changed", "vote Ivo"), IVO),
    ("vote-hopped", plan("Ivo's vote hopped", "vote Ivo"), IVO),
    ("wagon-stalled-out", plan("Ivo's wagon stalled out", "vote Ivo"), IVO),
    ("vote-moved-to-lark-by-eod", plan("Ivo's vote moved to Lark by EoD", "vote Ivo"), IVO),
    ("both-ivos-votes-moved", plan("both Ivo's votes moved", "vote Ivo"), IVO),
    ("now-ivos-wagon-stalled", plan("now Ivo's wagon stalled", "vote Ivo"), IVO),
    ("the-hosts-vote-counted", plan("the host's vote counted", "vote Ivo"), IVO),
    (
        "when-partner-flipped",
        "When Ivo's partner flipped, I'm going to " + B.format("vote Ivo"),
        IVO,
    ),
    ("so-if-vote-moved", "So if Ivo's vote moved, I'll " + B.format("vote Ivo"), IVO),
    ("d-claim-changed", p("If Ivo's claim changed, I'll " + ST.format("vote Ivo")), IVO),
    ("role-was-fake", plan("Ivo's role was fake", "vote Ivo"), IVO),
    ("slot-was-replaced", plan("Ivo's slot was replaced", "vote Ivo"), IVO),
    ("self-voted", plan("Ivo self-voted", "vote Ivo"), IVO),
    ("hyphened-name-vote-moved", plan("Quill-Tide's vote moved", "vote Ivo"), IVO),
    ("hyphened-name-claimed", plan("Quill-Tide claimed", "vote Ivo"), IVO),
    ("role-changed", plan("Ivo's role changed", "vote Ivo"), IVO),
    ("slot-flipped-scum", plan("Ivo's slot flipped scum", "vote Ivo"), IVO),
    # guards: waits before the round and now
    ("claim-gets-confirmed", plan("Ivo's claim gets confirmed", "vote Lark"), []),
    ("claim-verified", plan("Ivo's claim verified", "vote Lark"), []),
    ("role-revealed", plan("Ivo's role revealed", "vote Lark"), []),
    ("ivos-l-1", plan("Ivo's L-1", "vote Lark"), []),
    ("day-vote-hardened", plan("Ivo's day-vote hardened", "vote Ivo"), []),
    ("partner-flipped-id", "If Ivo's partner flipped, I'd " + B.format("vote Ivo"), []),
]

# --- a plural determiner, a word, then a word in "-s": a linking verb is the verb ----------
PLURAL: list[tuple[str, str, list[Reading]]] = [
    # misfires: "seems"/"looks"/"sounds"/"remains" read as the subject's noun
    ("all-town-seems-convinced", plan("all town seems convinced", "vote Ivo"), []),
    ("all-town-looks-confused", plan("all town looks confused", "vote Ivo"), []),
    ("all-scum-sounds-worried", plan("all scum sounds worried", "vote Ivo"), []),
    ("all-town-looks-tired", plan("all town looks tired", "vote Ivo"), []),
    ("all-ivo-remains-tied", plan("all Ivo remains tied", "vote Ivo"), []),
    # guards: the round's plural subjects
    ("both-scum-players-seemed", plan("both scum players seemed worried", "vote Ivo"), IVO),
    ("all-town-players-voted", plan("all town players voted", "vote Ivo"), IVO),
    ("two-scum-teams-claimed", plan("two scum teams claimed", "vote Ivo"), IVO),
    ("those-town-reads-flipped", plan("those town reads flipped", "vote Ivo"), IVO),
    ("three-town-reads-flipped", plan("three town reads flipped", "vote Ivo"), IVO),
    ("many-scum-players-voted", plan("many scum players voted", "vote Ivo"), IVO),
    ("all-ivo-posts-looked", plan("all Ivo posts looked scummy", "vote Ivo"), IVO),
    # guards: wait, before the round and now
    ("these-votes-stay", plan("these votes stay", "vote Ivo"), []),
    ("all-ivo-wants-is", plan("all Ivo wants is attention", "vote Ivo"), []),
    ("all-else-fails", plan("all else fails", "vote Ivo"), []),
    ("many-players-vote", plan("many players vote", "vote Ivo"), []),
    ("all-lark-gets-is", plan("all Lark gets is lynched", "vote Ivo"), []),
]

# --- a modal denies a wish only right before the wish's verb ------------------------------
WISH: list[tuple[str, str, list[Reading]]] = [
    # misfires: a modal elsewhere before the wish, or "will"/"May" as a noun
    ("as-you-may-recall", plan(", as you may recall, Ivo wants it so badly", "vote Ivo"), IVO),
    ("you-should-know", plan(", as you should know, Ivo wants it so badly", "vote Ivo"), IVO),
    ("who-will-flip", plan("Ivo, who will flip scum, wants it so badly", "vote Ivo"), IVO),
    ("who-could-be-cop", plan("Ivo, who could be a cop, wants it so badly", "vote Ivo"), IVO),
    ("i-would-argue", plan("Ivo, who I would argue is scum, is so eager to die", "vote Ivo"), IVO),
    ("test-my-will", plan("Ivo wants to test my will that badly", "vote Ivo"), IVO),
    ("a-may-lynch", plan("Ivo wants a May lynch so badly", "vote Ivo"), IVO),
    (
        "d-may-recall",
        p("If, as you may recall, Ivo wants it so badly, I'll " + ST.format("vote Ivo")),
        IVO,
    ),
    # guards: the round's modal right before the wish
    ("will-really-want", plan("Ivo will really want it so badly", "vote Ivo"), []),
    ("would-really-want", plan("Ivo would really want it so badly", "vote Ivo"), []),
    ("will-still-want", plan("Ivo will still want it so badly", "vote Ivo"), []),
    ("who-may-want", plan("the one who may want it so badly is Ivo", "vote Ivo"), []),
    ("you-will-ivo-wants", plan("you will, Ivo wants it so badly", "vote Ivo"), IVO),
    ("might-want", plan("Ivo might want it so badly", "vote Ivo"), []),
    ("should-want", plan("Ivo should want it that much", "vote Ivo"), []),
    ("may-want-that-much", plan("Ivo may want it that much", "vote Ivo"), []),
    ("wont-want", plan("Ivo won't want it so badly", "vote Ivo"), []),
    ("and-he-should", "If Ivo wants it so badly, and he should, I'll " + B.format("vote Ivo"), IVO),
    ("goodwill", plan("Ivo wants goodwill that badly", "vote Ivo"), IVO),
]

# --- the writer joins the ones told now, not once something happens -----------------------
PLEASE = "Please " + B.format("vote Ivo") + ". "
JOINS: list[tuple[str, str, list[Reading]]] = [
    # misfires: the joining waits on a case or a time
    ("please-guys-if-he-claims", PLEASE + "I'm with you guys if he claims", []),
    ("please-joining-all-tomorrow", PLEASE + "Joining you all tomorrow", []),
    ("please-joining-all-later", PLEASE + "Joining you all later.", []),
    ("please-guys-once", PLEASE + "I'm with you guys once I read back.", []),
    ("please-guys-unless", PLEASE + "I'm with you guys unless he claims.", []),
    (
        "please-guys-when",
        "Please " + B.format("vote Ivo") + ", I'm with you guys when he claims.",
        [],
    ),
    ("please-guys-soon", PLEASE + "With you guys soon.", []),
    ("please-guys-next-time", PLEASE + "I'm with you guys next time.", []),
    (
        "d-please-joining-tomorrow",
        p("Please " + ST.format("vote Ivo") + " - joining you guys tomorrow"),
        [],
    ),
    # misfire: a day of the game read as another player agreed on
    (
        "town-guys-on-day-2",
        "Town, " + B.format("vote Ivo") + ". I'm with you guys on Day 2 too.",
        IVO,
    ),
    # the same before the round: a named player or a group joined once something happens
    ("town-with-you-if", "Town, " + B.format("vote Ivo") + ". I'm with you if he claims.", []),
    ("town-joining-tomorrow", "Town, " + B.format("vote Ivo") + ". Joining you tomorrow.", []),
    ("town-agree-if", "Town, " + B.format("vote Ivo") + ". I agree with you if he's scum.", []),
    ("lark-with-you-if", "Lark, " + B.format("vote Ivo") + ". I'm with you if he claims.", []),
    ("lark-joining-later", "Lark, " + B.format("vote Ivo") + ". Joining you later.", []),
    (
        "town-with-you-on-day-2",
        "Town, " + B.format("vote Ivo") + ". I'm with you on Day 2 too.",
        IVO,
    ),
    # guards: a condition met now or an idiom after the joining words still joins
    ("please-guys-once-again", PLEASE + "I'm with you guys once again.", IVO),
    ("town-once-more", "Town, " + B.format("vote Ivo") + ". I'm with you once more.", IVO),
    (
        "town-when-it-comes",
        "Town, " + B.format("vote Ivo") + ". I'm with you when it comes to Ivo.",
        IVO,
    ),
    (
        "town-if-that-matters",
        "Town, " + B.format("vote Ivo") + ". I'm with you if that matters.",
        IVO,
    ),
    ("town-if-so", "Town, " + B.format("vote Ivo") + ". I'm with you if so.", IVO),
    ("town-next-to-lark", "Town, " + B.format("vote Ivo") + ". I'm with you next to Lark.", IVO),
    # guards: the round's joins, now
    ("please-with-guys", PLEASE + "I'm with you guys.", IVO),
    ("please-with-all-the-way", PLEASE + "I'm with you all the way.", IVO),
    ("please-agree-all-that", PLEASE + "I agree with you all that he's scum.", IVO),
    ("please-guys-comma-if", PLEASE + "I'm with you guys, if it helps.", IVO),
    ("please-yall-on-ivo", PLEASE + "I'm with y'all on Ivo.", IVO),
    ("please-yall-on-this", PLEASE + "I'm with y'all on this.", IVO),
    ("please-yall-lower", "please " + B.format("vote Ivo") + " im with yall", IVO),
    ("please-xf-guys", "Please " + XB.format("vote Ivo") + ". I'm with you guys.", IVO),
    ("d-please-joining-guys", p("Please " + ST.format("vote Ivo") + " - joining you guys"), IVO),
    ("lark-with-you", "Lark, " + B.format("vote Ivo") + ". I'm with you.", IVO),
    ("everyone-with-you-now", "Everyone, " + B.format("vote Ivo") + ". I'm with you now.", IVO),
    ("town-guys-on-ivo", "Town, " + B.format("vote Ivo") + ". I'm with you guys on Ivo.", IVO),
    # guards: no join
    ("please-guys-on-lark", PLEASE + "I'm with you guys on Lark.", []),
    ("town-all-about-lark", "Town, " + B.format("vote Ivo") + ". I'm with you all about Lark.", []),
    ("please-with-you", PLEASE + "I'm with you.", []),
    ("please-joining-you", PLEASE + "Joining you.", []),
    ("please-not-with-guys", PLEASE + "I'm not with you guys.", []),
    ("please-was-with-guys", PLEASE + "I was with you guys yesterday.", []),
    ("please-whos-with-guys", PLEASE + "Who's with you guys?", []),
]

# --- "(retracted)": the vote's own, closed; beside an unvote, of the vote it takes back ----
RETRACTED: list[tuple[str, str, list[Reading]]] = [
    # misfires: an unvote with "(retracted)" read as no unvote, kept before a new vote
    ("unvote-retracted", B.format("unvote (retracted)"), [UNVOTE]),
    ("unvote-lark-retracted", B.format("Unvote: Lark (retracted)"), [UNVOTE]),
    ("unvote-withdrawn", B.format("UNVOTE [withdrawn]"), [UNVOTE]),
    (
        "unvote-tag-retracted",
        '<span class="bbvote" title="This is an official unvote.">UNVOTE: (retracted)</span>',
        [UNVOTE],
    ),
    (
        "unvote-retracted-then-vote",
        B.format("UNVOTE: Lark (retracted)") + "<br>" + B.format("VOTE: Ivo"),
        [UNVOTE, *IVO],
    ),
    # misfires: an open bracket before the next vote word read as the vote's retraction
    ("retracted-vote-from-lark", B.format("VOTE: Ivo (retracted vote from Lark)"), IVO + LARK),
    ("retracted-unvote", B.format("VOTE: Ivo (retracted unvote)"), IVO + [UNVOTE]),
    ("withdrawn-vote", B.format("VOTE: Ivo (withdrawn vote)"), IVO),
    # guards: the round's retractions
    ("vote-retracted", B.format("VOTE: Ivo (retracted)"), []),
    ("vote-tag-retracted", vote_tag("Ivo (retracted)"), []),
    ("d-vote-retracted", p(ST.format("Vote: Ivo [retracted]")), []),
    ("xf-vote-withdrawn", XB.format("Vote: Ivo (Withdrawn)"), []),
    ("vote-square-retracted", B.format("VOTE: Ivo [retracted]"), []),
    ("retracted-then-lark", B.format("VOTE: Ivo (retracted)") + " " + B.format("VOTE: Lark"), LARK),
    ("unvote-tag-withdrawn", UNVOTE_TAG + " [withdrawn]", [UNVOTE]),
    (
        "retracted-then-new",
        B.format("VOTE: Lark (retracted)") + "<br>" + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("unvote-jk", B.format("UNVOTE jk"), []),
    ("unvote-was-kidding", B.format("UNVOTE (I was just kidding)"), [UNVOTE]),
    ("not-retracted", B.format("VOTE: Ivo (not retracted)"), IVO),
    ("retracted-question", B.format("VOTE: Ivo (retracted?)"), IVO),
    ("lark-retracted", B.format("VOTE: Ivo (Lark retracted)"), IVO),
    ("retracted-colon", B.format("VOTE: Ivo (retracted: see below)"), IVO),
    ("claim-withdrawn", B.format("VOTE: Ivo (claim withdrawn)"), IVO),
    ("retracted-outside", B.format("VOTE: Ivo") + " (retracted)", IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(POSSESSIVE))
def test_possessive(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(PLURAL))
def test_plural_subject(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(WISH))
def test_wish(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(JOINS))
def test_joins(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(RETRACTED))
def test_retracted(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


# --- the rules themselves -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("condition", "past"),
    [
        ("Ivo's role-blocked", False),
        ("Ivo's vote-locked", False),
        ("Ivo's wagon stalled out by then", False),
        ("Ivo's claim backed by a cop", False),
        ("all town seems convinced", False),
        ("Ivo's vote moved", True),
        ("both scum players claimed", True),
    ],
)
def test_past_verb(condition: str, past: bool) -> None:
    assert past_verb(condition) is past


@pytest.mark.parametrize(
    ("condition", "seen"),
    [
        ("If, as you may recall, Ivo wants it so badly", True),
        ("If Ivo wants to test my will that badly", True),
        ("If Ivo would want it so badly", False),
        ("If Ivo will really want it so badly", False),
    ],
)
def test_held(condition: str, seen: bool) -> None:
    assert held(condition) is seen


@pytest.mark.parametrize(
    ("after", "joined"),
    [
        (". I'm with you guys if he claims", False),
        (". Joining you tomorrow", False),
        (". I'm with you guys, if it helps", True),
        (". I'm with you guys once again", True),
        (". I'm with you if so", True),
        (". I'm with you guys on Day 2", True),
        (". I'm with you guys on Lark", False),
    ],
)
def test_joins_them(after: str, joined: bool) -> None:
    assert joins_them(after, "vote Ivo") is joined
