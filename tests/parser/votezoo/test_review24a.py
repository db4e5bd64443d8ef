"""The twelfth vote round reviewed for misfires (review24a): near neighbours of the round's
rules (test_twelfth*.py) that a player writes and the round was not tested on. A vote
said after a condition that is met as the writer writes ("If that's how it is, I'll
**VOTE: Ivo**", "Unless someone objects", "Once again"), against plans that wait for
something ("If that happens, I'll **vote Ivo**"); lists with a line of the writer's own;
the writer's own row of a table in plain text with a link, a mention or an emoji in it;
the words after a vote said to others that tell them to vote ("With you on it he's at
L-1") against those that join them. Each case is an invented post and the commands a
host reads; the misfires (read so by the round, not before it) are marked."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster
from votecount.parser.prose import planned_before
from votecount.parser.prose.address import joins_them

from .zoo import (
    IVO,
    MS_TABLE,
    ST,
    XB,
    XF_TABLE,
    B,
    Reading,
    mention,
    p,
    params,
    read,
    row,
    side,
    vote,
    vote_tag,
)

EMOJI = '<img class="emoji" alt=":knife:" src="/images/emoji/knife.png">'

# --- a condition met as the writer writes: the vote (all misfires of the round but the
# guards marked) ----------------------------------------------------------------------------
MET: list[tuple[str, str, list[Reading]]] = [
    ("if-thats-how-it-is", "If that's how it is, I'll " + B.format("VOTE: Ivo"), IVO),
    ("if-thats-the-case", "If that's the case, I'll " + B.format("vote Ivo"), IVO),
    ("if-thats-what-it-takes", "If that's what it takes, I'll " + B.format("vote Ivo"), IVO),
    ("if-thats-the-consensus", "If that's the consensus, I'll " + B.format("VOTE: Ivo"), IVO),
    ("if-this-is-how", p("If this is how we play, I'll " + ST.format("vote Ivo")), IVO),
    ("if-this-is-it", "If this is it, I'll " + B.format("vote Ivo"), IVO),
    ("if-so", "If so, I'll " + B.format("vote Ivo"), IVO),
    ("if-it-makes-you-happy", "If it makes you happy, I'll " + B.format("vote Ivo"), IVO),
    ("if-it-matters", "If it matters, I'm going to " + B.format("vote Ivo"), IVO),
    ("if-its-any-consolation", "If it's any consolation, I'll " + B.format("vote Ivo"), IVO),
    ("if-it-helps-town", "If it helps town, I'll " + XB.format("vote Ivo"), IVO),
    ("if-youre-all-sure", "If you're all so sure, I'll " + B.format("vote Ivo"), IVO),
    ("if-you-dont-mind", "If you don't mind, I'll " + B.format("vote Ivo"), IVO),
    ("if-you-must-know", "If you must know, I'm going to " + B.format("vote Ivo"), IVO),
    ("if-you-want-my-vote", "If you want my vote, I'll " + B.format("vote Ivo"), IVO),
    ("when-you-look", "When you look at his posts, I'll " + B.format("vote Ivo"), IVO),
    ("but-if-you-insist", "But if you insist, I'll " + B.format("vote Ivo"), IVO),
    ("if-nobody-else-will", "If nobody else will, I will " + B.format("vote Ivo"), IVO),
    ("ok-if-nobody", "Ok if nobody else is going to do it I'll " + B.format("vote Ivo"), IVO),
    ("if-no-one-minds", "If no one minds, I'll " + B.format("vote Ivo"), IVO),
    ("unless-someone-objects", "Unless someone objects, I'll " + B.format("VOTE: Ivo"), IVO),
    ("unless-a-better-idea", "Unless anyone has a better idea, I'll " + B.format("vote Ivo"), IVO),
    ("when-someone-must-go", "When someone needs to be lynched, I'll " + B.format("vote Ivo"), IVO),
    # idioms: the writer's choice now
    ("once-again", "Once again, I'll " + B.format("vote Ivo"), IVO),
    ("once-more", "Once more, I'm going to " + B.format("VOTE: Ivo"), IVO),
    ("once-and-for-all", "Once and for all, I'll " + B.format("vote Ivo"), IVO),
    ("if-in-doubt", "If in doubt, I'll " + B.format("vote Ivo"), IVO),
    ("so-when-in-doubt", "So when in doubt, I'll " + B.format("vote Ivo"), IVO),
    ("and-if-anything", "And if anything, I'd " + B.format("vote Ivo"), IVO),
    ("when-all-is-said", "When all is said and done, I'm going to " + B.format("vote Ivo"), IVO),
    ("when-it-comes-down", "When it comes down to it, I'll " + B.format("vote Ivo"), IVO),
    # guards, read so before the round too
    ("since-nobody-else", "Since nobody else will, I'll " + B.format("vote Ivo"), IVO),
    ("now-that-flipped", "Now that Lark flipped town, I'll " + B.format("vote Ivo"), IVO),
    ("when-i-read", "When I read Ivo's post I knew: I'm going to " + B.format("vote Ivo"), IVO),
    ("if-stated-past", "If Ivo stated he's the cop, I'll " + B.format("vote Ivo"), IVO),
    ("since-l-2", "Since it's L-2 anyway, I'll " + B.format("vote Ivo"), IVO),
    ("if-claims-tag", "If Ivo claims I'll " + vote_tag("Ivo"), IVO),
]

# --- a plan that waits for something: no vote (the round's rule, kept) ----------------------
PLANNED: list[tuple[str, str]] = [
    ("if-that-happens", "If that happens, I'll " + B.format("vote Ivo")),
    ("if-this-continues", "If this continues, I'm going to " + B.format("vote Ivo")),
    ("if-it-comes-to-a-tie", "If it comes to a tie, I'll " + B.format("vote Ivo")),
    ("if-not", "Ivo, claim now. If not, I'll " + B.format("vote Ivo")),
    ("when-flips", "When Lark flips I'll " + B.format("vote Ivo")),
    ("once-claims", "Once Ivo claims, I'm going to " + B.format("vote Ivo")),
    ("once-back", "Once Lark is back, I'll " + B.format("vote Ivo")),
    ("whenever-posts", "Whenever Ivo posts again I'll " + B.format("vote Ivo")),
    ("so-when-flips", "So when Lark flips, I'll " + B.format("vote Ivo")),
    ("doesnt-claim", "If Ivo doesn't claim by tonight, I'll " + B.format("vote Ivo")),
    ("is-indeed", "If Ivo is indeed scum, I'll " + B.format("vote Ivo")),
    ("needs-a-push", "If Ivo needs a push, I'll " + B.format("vote Ivo")),
    ("speeds-up", "If Ivo speeds up, I'll " + B.format("vote Ivo")),
    ("day-ends", "When the day ends, I'll " + B.format("vote Ivo")),
    ("nothing-changes", "If nothing changes, I'll " + B.format("vote Ivo")),
    ("unless-explains", "Unless Tansy explains herself, I'm going to " + B.format("vote Tansy")),
    # a condition met now but for a time to come: it waits
    ("nobody-claims-by-tonight", "If nobody claims by tonight, I'll " + B.format("vote Ivo")),
    ("the-case-tomorrow", "If that's the case tomorrow, I'll " + B.format("vote Ivo")),
    ("still-l2-at-deadline", p("If it's still L-2 at deadline, I'm going to " + ST.format("vote Ivo"))),
    # a word in "-eed" is no past tense (the round read "proceed", "indeed" as one: a vote)
    ("agrees-to-proceed", "If Lark agrees to proceed, I'll " + B.format("vote Ivo")),
    ("indeed-claims", "If Ivo indeed claims, I'll " + B.format("vote Ivo")),
    ("wagon-gone", "If Lark's wagon is gone by tonight, I'll " + B.format("vote Ivo")),
    ("two-plans", "If Ivo claims I'll " + B.format("vote Ivo") + " and if not, I'll " + B.format("vote Lark")),
]  # fmt: skip


@pytest.mark.parametrize(("html", "expected"), params(MET))
def test_a_condition_met_as_the_writer_writes(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in PLANNED])
def test_a_plan_that_waits_stays_none(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(
    ("before", "planned"),
    [
        ("If that's the case, I'll ", False),
        ("If so, I'll ", False),
        ("Unless anybody objects, I'll ", False),
        ("Once again, I'll ", False),
        ("But if you insist, I'll ", False),
        ("If that happens, I'll ", True),
        ("If it rains, I'll ", True),
        ("If Ivo's wagon stalls, I'll ", True),
        ("When Tansy answers, I'm going to ", True),
        ("If Ivo succeeds, I'll ", True),
        ("If anyone claims soon, I'll ", True),
        ("Unless someone objects before EoD, I'll ", True),
        ("If they agreed, I'll ", False),  # the past: a fact taken as done (the round's rule)
        ("If Lark freed him, I'll ", False),
        ("If Ivo proceeded, I'll ", False),
    ],
)
def test_planned_before_near_neighbours(before: str, planned: bool) -> None:
    assert planned_before(before) is planned


# --- the words after a vote said to others -------------------------------------------------
JOINS: list[tuple[str, str, list[Reading]]] = [
    # they tell the ones called out to vote: none (misfires of the round)
    ("with-you-on-it", "Lark, " + B.format("vote Ivo") + ". With you on it he's at L-1.", []),
    ("with-you-and-tansy", "Lark, " + B.format("vote Ivo") + ". With you and Tansy on it, he's dead.", []),
    ("same-as-you-did", "Tansy, " + B.format("vote Ivo") + ". Same as you did yesterday.", []),
    ("youre-right-at", "Lark, " + B.format("vote Ivo") + ", you're right at the edge of hammer.", []),
    ("you-are-right-if", "Lark, " + B.format("vote Ivo") + " - you are right if he's scum, so do it", []),
    ("same-as-you-said", "Tansy, " + B.format("vote Ivo") + " same as you said you would", []),
    # guards: none before the round and after
    ("dont-agree", "Lark, " + B.format("vote Ivo") + ". I don't agree with you on Bramble though.", []),
    ("with-me", "Lark, " + B.format("vote Ivo") + " with me.", []),
    # they join them: the writer's vote (the round's rule, kept)
    ("with-you-two", "Lark, Tansy, " + B.format("vote Ivo") + ". I'm with you two.", IVO),
    ("with-you-alone", "Lark, " + B.format("vote Ivo") + ". With you.", IVO),
    ("right-there", "Lark, Tansy, " + XB.format("vote Ivo") + " right there with you", IVO),
    ("same-as-you-two", "Lark, Tansy, " + B.format("vote Ivo") + ", same as you two.", IVO),
    ("youre-right-about", "Lark, Tansy, " + B.format("vote Ivo") + ". You're right about him.", IVO),
    ("youre-right-on", "Lark, " + B.format("vote Ivo") + ". You're right on this one.", IVO),
    ("agree-with-you", p("Lark, Tansy, " + ST.format("vote Ivo") + ". I agree with you."), IVO),
    ("joining-you", "Lark, " + B.format("vote Ivo") + ". Joining you.", IVO),
    ("mention-right", p(mention("Lark") + " " + ST.format("vote Ivo") + ". You're right about him."), IVO),
    ("tag-with-you", "Lark, " + vote_tag("Ivo") + " with you", IVO),
]  # fmt: skip


@pytest.mark.parametrize(("html", "expected"), params(JOINS))
def test_the_words_after_a_vote_said_to_others(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(
    ("after", "joins"),
    [
        (". With you on it he's at L-1.", False),
        (". Same as you did yesterday.", False),
        (", you're right at L-1", False),
        (" with you", True),
        (". With you both!", True),
        (" - same as you all", True),
        (". You are right.", True),
    ],
)
def test_joins_them_near_neighbours(after: str, joins: bool) -> None:
    assert joins_them(after) is joins


# --- lists of who votes whom with a line of the writer's own --------------------------------
OWN_ROSTER = Roster(
    [Player(n) for n in ("Juno", "Ivo", "Lark", "Tansy", "Mimi", "Myra", "Emmett")],
    hosts=["Warden"],
)
LISTS: list[tuple[str, str, str, list[Reading]]] = [
    # the writer's own line beside one other's: the other's is a report
    ("my-vote-then-lark", "Juno", "<br>".join(("My vote: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Tansy"))), IVO),
    ("lark-then-my-vote", "Juno", "<br>".join(("Lark: " + B.format("VOTE: Tansy"), "My vote: " + B.format("VOTE: Ivo"))), IVO),
    ("in-my-opinion", "Juno", "<br>".join(("In my opinion: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Tansy") + " please")), IVO),
    ("own-name-line", "Juno", "<br>".join(("Juno: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Tansy"))), IVO),
    ("mine-line", "Juno", "<br>".join(("Mine: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Ivo"))), IVO),
    # names that hold "me"/"my" letters are no first person
    ("mimi-writes", "Mimi", "<br>".join(("Mimi: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Tansy"))), IVO),
    ("mimi-and-lark", "Juno", "<br>".join(("Mimi: " + B.format("VOTE: Ivo"), "Lark: " + B.format("VOTE: Tansy"))), []),
    ("myra-and-emmett", "Juno", "<br>".join(("Myra: " + B.format("VOTE: Ivo"), "Emmett: " + B.format("VOTE: Tansy"))), []),
    # one other's line alone may speak to them: it stays
    ("lark-alone", "Juno", "Lark: " + B.format("VOTE: Ivo"), IVO),
    ("lark-and-a-note", "Juno", "<br>".join(("Tansy: " + B.format("VOTE: Ivo"), "Me: still thinking")), IVO),
]  # fmt: skip


@pytest.mark.parametrize(
    ("author", "html", "expected"), [pytest.param(a, h, e, id=i) for i, a, h, e in LISTS]
)
def test_lists_with_a_line_of_the_writers_own(
    author: str, html: str, expected: list[Reading]
) -> None:
    assert read(html, author=author, roster=OWN_ROSTER) == expected


# --- the writer's own row of a table --------------------------------------------------------
TABLES: list[tuple[str, str, list[Reading]]] = [
    # plain, with a mention, an emoji, a link or a line break: the writer's plain vote
    # (misfires of the round: read as "Me: VOTE: @Ivo", plain, no command)
    ("own-row-mention", MS_TABLE.format(row("Me", "VOTE: " + mention("Ivo")) + row("Lark", "VOTE: Tansy")), IVO),
    ("own-row-emoji", MS_TABLE.format(row("Me", "VOTE: Ivo " + EMOJI) + row("Lark", "VOTE: Tansy")), IVO),
    ("own-name-link", XF_TABLE.format(row("Juno", "VOTE: Ivo <a href='/p/5'>(why)</a>") + row("Lark", "VOTE: Tansy")), IVO),
    ("own-name-br", MS_TABLE.format(row("Juno", "VOTE: Ivo<br>") + row("Lark", "VOTE: Tansy")), IVO),
    # styled: the writer's vote, the other's row a report
    ("own-row-bold", MS_TABLE.format(row("JUNO", ST.format("VOTE: Ivo")) + row("Lark", ST.format("VOTE: Tansy"))), IVO),
    ("own-row-tag", MS_TABLE.format(row("Me", vote_tag("Ivo")) + row("Lark", B.format("VOTE: Tansy"))), IVO),
    ("own-side-bold", MS_TABLE.format(side("Me", B.format("VOTE: Ivo")) + side("Lark", B.format("VOTE: Tansy"))), IVO),
    # <th> down the side: others' rows a list, the writer's own days their votes
    ("side-plain-list", MS_TABLE.format(side("Lark", "VOTE: Ivo") + side("Tansy", "VOTE: Lark")), []),
    ("side-days", MS_TABLE.format(side("Day 1", B.format("VOTE: Lark")) + side("Day 2", B.format("VOTE: Ivo"))), [vote("Lark"), vote("Ivo")]),
    ("side-reason-vote", MS_TABLE.format(side("Reason", "he lied") + side("Vote", B.format("VOTE: Ivo"))), IVO),
    ("side-one-row", MS_TABLE.format(side("Final", B.format("VOTE: Ivo"))), IVO),
    ("heading-th-row", MS_TABLE.format("<tr><th>Player</th><th>Vote</th></tr>" + row("Lark", B.format("VOTE: Ivo"))), IVO),
]  # fmt: skip


@pytest.mark.parametrize(("html", "expected"), params(TABLES))
def test_the_writers_own_row(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
