"""The thirteenth vote round reviewed for misfires (review25a): near neighbours of the
round's rules (test_thirteenth*.py) that a player writes and the round was not tested on.
A condition "held" only when a pronoun restates it ("If Ivo is scum, and he is,"), not a
second subject ("and Lark is,", "and I do,"); a wish seen only as it stands ("If Ivo
doesn't want it that much", "If Ivo gets so desperate" wait); the condition's own verb
past a possessive ("If Ivo's claim was fake"), an adverb in "-s" ("If Ivo always lied"),
a plural subject ("If 3 players voted") and a name in "-ed" ("If Lark and Fred claim");
a group joined only when called out by name ("Town,", not "Please,") and not on another
player ("I'm with you on Lark though"); a display name that is another player's name
makes no row the writer's. Each case is an invented post and the commands a host reads;
the misfires (read so by the round, not before it) are marked "misfire", the rest guard
the round's readings."""

from __future__ import annotations

import pytest

from votecount.parser.prose.address import joins_them
from votecount.parser.prose.condition import held, past_verb

from .zoo import (
    D_TABLE,
    IVO,
    ST,
    UNVOTE,
    XB,
    B,
    Reading,
    mention,
    p,
    params,
    quote,
    read,
    read_as,
    row,
    vote,
)

LARK = [vote("Lark")]
TANSY = [vote("Tansy")]
NL = [vote("@no-elimination")]

# --- a condition the writer says holds: a pronoun restating it, not a second subject ------
HELD: list[tuple[str, str, list[Reading]]] = [
    # misfires: a second condition ("and Lark is", "and I do"), read as the first one held
    ("and-lark-is", "If Ivo is scum, and Lark is, I'll " + B.format("vote Lark"), []),
    ("and-lark-does", "If Ivo claims, and Lark does, I'll " + B.format("vote Tansy"), []),
    ("paren-and-lark-does", "If Ivo hammers (and Lark does), I'll " + B.format("vote Ivo"), []),
    ("and-tansy-is-then", "If Ivo is town, and Tansy is, then I'll " + B.format("vote Lark"), []),
    ("dash-and-tansy-does", "If Lark hammers - and Tansy does - I'll " + B.format("unvote"), []),
    ("and-i-do", "If Ivo claims cop, and I do, I'll " + B.format("vote Ivo"), []),
    ("and-one-is", "If two of them are scum, and one is, I'll " + B.format("vote Ivo"), []),
    ("and-everyone-does", "If Lark votes Ivo, and everyone does, I'll " + B.format("vote Ivo"), []),
    ("d-and-tansy-is", p("If Ivo is town, and Tansy is, I'll " + ST.format("vote Lark")), []),
    ("and-ivo-is", "If Lark is scum, and Ivo is, I'll " + B.format("vote Ivo"), []),
    ("i-think-lark-is", "If Ivo is scum, and I think Lark is, I'll " + B.format("vote Lark"), []),
    ("he-and-she-is", "If he's scum, and she is, I'll " + B.format("vote Lark"), []),
    ("they-and-he-does", "When they claim, and he does, I'll " + B.format("vote Ivo"), []),
    # guards: the round's reading, a pronoun restating the condition
    ("and-they-are", "If Lark and Ivo are both scum, and they are, I'll " + B.format("vote Ivo"), IVO),
    ("and-he-is", "If Ivo is scum, and he is, I'll " + B.format("vote Ivo"), IVO),
    ("and-he-has", "If Ivo has a gun, and he has, I'll " + B.format("vote Ivo"), IVO),
    ("and-that-is", "If the claim is fake, and that is, I'll " + B.format("vote Ivo"), IVO),
    ("which-he-does", "If Ivo keeps lurking, which he does, I'll " + B.format("vote Ivo"), IVO),
    ("he-and-he-is", "If he's scum, and he is, I'll " + B.format("vote Ivo"), IVO),
    ("she-which-she-is", "If she is lying, which I believe she is, I'll " + B.format("vote Lark"), LARK),
    # guards, none before the round and none now
    ("and-he-isnt", "If Ivo is scum, and he isn't, I'll " + B.format("vote Ivo"), []),
    ("and-i-doubt", "If Ivo is scum, and I doubt he is, I'll " + B.format("vote Ivo"), []),
    ("which-i-dont-think", "If Ivo is scum, which I don't think he is, I'll " + B.format("vote Ivo"), []),
    ("and-so-is-lark", "If Ivo is scum, and so is Lark, I'll " + B.format("vote Ivo"), []),
    ("and-we-do-nothing", "If Ivo claims, and we do nothing, I'll " + B.format("vote Ivo"), []),
    ("which-it-is-tomorrow", "If the vote is tied tomorrow, which it is, I'll " + B.format("vote Ivo"), []),
    ("quoted-and-he-is", quote("Lark", "If Ivo is scum, and he is, I'll " + B.format("vote Ivo")), []),
]  # fmt: skip

# --- a wish or mood seen as it stands; one denied, to come, or of another clause waits ----
SEEN: list[tuple[str, str, list[Reading]]] = [
    # misfires
    ("doesnt-want-that-much", "If Ivo doesn't want it that much, I'll " + B.format("vote Lark"), []),
    ("gets-so-desperate", "If Ivo gets so desperate that he claims, I'll " + B.format("vote Ivo"), []),
    ("wants-to-know-why", "If Ivo wants to know why I hate him so much, I'll " + B.format("vote Ivo"), []),
    ("isnt-so-eager", "If Ivo isn't so eager to claim, I'll " + B.format("vote Ivo"), []),
    ("becomes-that-desperate", "If Lark becomes that desperate, I'll " + B.format("vote Lark"), []),
    ("no-longer-wants", "If Ivo no longer wants it so much, I'll " + B.format("unvote"), []),
    ("wants-long-span", "If Ivo wants to be lynched today by the whole town so badly, I'll " + B.format("vote Ivo"), []),
    # guards: the round's reading
    ("wants-ivo-dead", "If Lark wants Ivo dead so badly, I'll " + B.format("vote Ivo"), IVO),
    ("wants-to-talk", "If Ivo wants to talk so much, I'll " + B.format("vote Ivo"), IVO),
    ("wants-it-not-that-i-mind", "If Ivo wants it so badly, not that I mind, I'll " + B.format("vote Ivo"), IVO),
    ("wants-me-dead", "If Lark wants me dead so badly, I'll " + B.format("vote Lark"), LARK),
    ("hes-so-eager", "If he's so eager to die, I'll " + B.format("vote Ivo"), IVO),
    ("you-want-it-so-bad", "If you want it so bad, I'll " + B.format("vote Ivo"), IVO),
    ("are-so-set-on", "If you are so set on Ivo, I'll " + B.format("vote Ivo"), IVO),
    ("still-wants-tomorrow", "If Ivo still wants it so badly tomorrow, I'll " + B.format("vote Ivo"), []),
    ("will-be-so-eager", "If Lark will be so eager tomorrow, I'll " + B.format("vote Lark"), []),
]  # fmt: skip

# --- the condition's own verb and its tense -------------------------------------------------
TENSE: list[tuple[str, str, list[Reading]]] = [
    # misfires of the round: a past read as a present, the command lost
    ("ivos-claim-was-fake", "If Ivo's claim was fake, I'll " + B.format("vote Ivo"), IVO),
    ("larks-reads-were", "If Lark's reads were wrong, I'll " + B.format("vote Lark"), LARK),
    ("the-mafias-kill-was", "If the mafia's kill was Lark, I'll " + B.format("vote Ivo"), IVO),
    ("thus-claimed", "If Ivo thus claimed cop, I'll " + B.format("vote Ivo"), IVO),
    ("always-lied", "If Ivo always lied, I'll " + B.format("vote Ivo"), IVO),
    ("perhaps-lied", "If Ivo perhaps lied, I'll " + B.format("vote Ivo"), IVO),
    ("three-players-voted", "If 3 players voted Lark, I'll " + B.format("vote Lark"), LARK),
    # a name in "-ed" is no past (read so before the round too)
    ("lark-and-fred-claim", "If Lark and Fred claim, I'll " + B.format("vote Ivo"), []),
    # guards
    ("ivos-confirmed", "If Ivo's confirmed scum, I'll " + B.format("vote Ivo"), []),
    ("ivos-been-cleared", "If Ivo's been cleared, I'll " + B.format("unvote"), []),
    ("ivos-red-checked", "If Ivo's red checked, I'll " + B.format("unvote"), []),
    ("ivos-claim-is-fake", "If Ivo's claim is fake, I'll " + B.format("vote Ivo"), []),
    ("seems-confused", "If Ivo seems confused, I'll " + B.format("vote Ivo"), []),
    ("three-players-vote", "If 3 players vote Lark, I'll " + B.format("vote Lark"), []),
    ("always-claims", "If Ivo always claims late, I'll " + B.format("vote Ivo"), []),
    ("perhaps-lies", "If Ivo perhaps lies again, I'll " + B.format("vote Ivo"), []),
    ("thus-is", "If Lark thus is cleared, I'll " + B.format("vote Ivo"), []),
    ("lark-and-jules-claimed", "If Lark and Jules claimed, I'll " + B.format("vote Lark"), LARK),
    ("we-townies-agreed", "If we townies agreed on Lark, I'll " + B.format("vote Lark"), LARK),
    ("kept-quiet", "If Ivo kept quiet, I'll " + B.format("vote Ivo"), IVO),
    ("keeps-quiet", "If Ivo keeps quiet, I'll " + B.format("vote Ivo"), []),
    ("won-the-flip", "If Ivo won the coin flip, I'll " + B.format("vote Lark"), LARK),
    ("wagon-gets-to", "If Lark's wagon gets to L-1, I'll " + B.format("vote Ivo"), []),
    ("its-role-was", "If its role was cop, I'll " + B.format("vote Ivo"), IVO),
]  # fmt: skip

# --- a group called out and the writer joining them -----------------------------------------
JOINS: list[tuple[str, str, list[Reading]]] = [
    # misfires: "please" alone calls out no group; the agreement is on another player
    ("please-im-with-you", "Please, " + B.format("vote Ivo") + ", I'm with you", []),
    ("pls-with-you", "Pls " + B.format("vote Ivo") + ", I'm with you", []),
    ("town-with-you-on-lark", "Town, " + B.format("vote Ivo") + ". I'm with you on Lark though", []),
    ("everyone-agree-about-lark", "Everyone, " + B.format("vote Ivo") + ". I agree with you about Lark.", []),
    # the same for one player called out (read as the writer's vote before the round too)
    ("lark-with-you-on-tansy", "Lark, " + B.format("vote Ivo") + ". I'm with you on Tansy though.", []),
    # guards
    ("town-with-you-on-ivo", "Town, " + B.format("vote Ivo") + ". I'm with you on Ivo.", IVO),
    ("town-with-you-on-him", "Town, " + B.format("vote Ivo") + ". I'm with you on him.", IVO),
    ("guys-right-about-ivo", "Guys, " + B.format("vote Ivo") + ". You're right about Ivo.", IVO),
    ("town-please-with-you", "Town, please " + B.format("vote Ivo") + ", I'm with you.", IVO),
    ("all-agree-with-you", "All, " + B.format("vote Ivo") + ". I agree with you.", IVO),
    ("everyone-joining-you", "Everyone, " + B.format("vote Ivo") + ", joining you.", IVO),
    ("people-with-you-all", "People, " + B.format("vote Ivo") + " - I'm with you all.", IVO),
    ("lark-with-you", "Lark, " + B.format("vote Ivo") + ". I'm with you.", IVO),
    ("lark-please-with-you", "Lark, please " + B.format("vote Ivo") + ". I'm with you.", IVO),
    ("quoted-everyone", quote("Lark", "Everyone, " + B.format("vote Ivo") + ". I'm with you.") + "Agreed.", []),
    ("everyone-ill-join", "Everyone, " + B.format("vote Ivo") + ", and I'll join you.", []),
    ("guys-join-later", "Guys, " + B.format("vote Ivo") + ". I'll join you later.", []),
    ("go-with-you", "Go " + B.format("vote Ivo") + ". I'm with you.", []),
    ("folks-not-with-you", "Folks, " + B.format("vote Ivo") + ". I'm not with you.", []),
    ("town-with-you-tomorrow", "Town, " + B.format("vote Ivo") + ". I'll be with you tomorrow.", []),
    ("everyone-question", "Everyone, " + B.format("vote Ivo") + "? I'm with you if you do.", []),
]  # fmt: skip

# --- "Vote change - X", "vote switch to X", "**Vote change:** X": guards ---------------------
MOVES: list[tuple[str, str, list[Reading]]] = [
    ("change-dash-later", B.format("Vote change - later"), []),
    ("swap-to-night", B.format("vote swap to night"), []),
    ("again-run-tomorrow", B.format("Vote again") + " tomorrow if Ivo dodges", []),
    ("change-run-sentence", B.format("Vote change:") + " I'm moving to Ivo", []),
    ("change-run-is-coming", B.format("Vote change") + " is coming soon", []),
    ("change-dash-not-yet", B.format("Vote change - not yet"), []),
    ("vote-is-dash-undecided", B.format("Vote is - still undecided"), []),
    ("vote-is-dash-none", B.format("Vote is - none"), []),
    ("change-run-none", B.format("Vote change:") + " none", []),
    ("swap-run-with", B.format("Vote swap") + " with Lark later", []),
    ("change-of-plans", B.format("Vote change of plans"), []),
    ("again-run-same", B.format("Vote again:") + " same as before", []),
    ("change-hyphen-glued", B.format("Vote change-Ivo"), []),
    ("change-run-question", B.format("Vote change?") + " Ivo maybe", []),
    ("change-run-move", B.format("Vote change:") + " Lark to Ivo", []),  # a move: the word stays
    ("change-dash-move", B.format("Vote change - Lark to Ivo"), []),
    ("vote-is-dash", B.format("Vote is - Ivo"), IVO),
    ("switch-to-from", B.format("vote switch to Ivo from Lark"), IVO),
    ("switch-run-to-name", B.format("Vote switch") + " to Ivo", IVO),
    ("again-run-name", B.format("Vote again:") + " Ivo", IVO),
    ("change-to-no-lynch", B.format("vote change to no lynch"), NL),
    ("change-run-arrow", B.format("Vote change:") + " Lark -&gt; Ivo", IVO),
    ("d-change-run-name-run", p(ST.format("Vote change:") + " " + ST.format("Ivo")), IVO),
    ("switch-dash-to", B.format("Vote switch - to Ivo"), IVO),
    ("change-dash-name-later", B.format("Vote change - Ivo later"), IVO),
    ("again-dash", B.format("Vote again - Ivo"), IVO),
    ("change-em-dash", B.format("Vote change — Ivo"), IVO),
    ("switch-to-dash", B.format("vote switch to - Ivo"), IVO),
    ("swap-to-lark", XB.format("Vote swap to Lark"), LARK),
    ("d-again-run-name-run", p(ST.format("Vote again") + " " + ST.format("Ivo")), IVO),
    ("change-run-unvote", B.format("Vote change:") + " unvote", [UNVOTE]),
    ("change-run-from-to", B.format("Vote change") + " from Lark to Ivo", []),
    ("swap-run-colon-move", B.format("vote swap") + ": Lark for Ivo", []),
    ("change-run-dash-move", B.format("Vote change") + " - Lark to Ivo", []),
    ("change-to-later", B.format("vote change to later"), []),
    ("switch-to-you", B.format("vote switch to you") + " Lark", []),
    ("again-run-comma", B.format("Vote again") + ", Ivo", IVO),
    ("switch-run-name", B.format("Vote switch") + " Lark", LARK),
    ("my-vote-is-dash", "My " + B.format("vote is - Ivo"), IVO),
]  # fmt: skip


@pytest.mark.parametrize(("html", "expected"), params(HELD))
def test_a_condition_held_only_when_a_pronoun_restates_it(
    html: str, expected: list[Reading]
) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SEEN))
def test_a_wish_seen_as_it_stands(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(TENSE))
def test_the_conditions_verb_past_a_possessive_an_adverb_a_plural(
    html: str, expected: list[Reading]
) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(JOINS))
def test_a_group_called_out_and_joined(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(MOVES))
def test_the_move_words_before_the_name(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(
    ("condition", "past"),
    [
        ("Ivo's claim was fake", True),
        ("Lark's reads were off", True),
        ("Ivo always lied", True),
        ("you guys agreed", True),
        ("3 players voted", True),
        ("Lark and Fred claim", False),
        ("you guys think Ivo lied", False),
        ("Ivo's confirmed town", False),
        ("Ivo's red checked", False),
        ("it's Lark who was lying", False),
        ("Ivo perhaps lies", False),
        ("you guys noticed", True),
        ("Ivo's vote had moved", True),
        # read on the corpus's clauses: a present verb with no "-s" before a possessive
        ("people think his read was town", False),
        ("you insert his reaction to being called out", False),
        ("we lose this game because you opted out", False),
    ],
)
def test_past_verb_near_neighbours(condition: str, past: bool) -> None:
    assert past_verb(condition) is past


@pytest.mark.parametrize(
    ("condition", "holds"),
    [
        ("If Ivo is scum, and Lark is, ", False),
        ("If Ivo claims, and I do, ", False),
        ("If he's scum, and she is, ", False),
        ("If he's scum, and he is, ", True),
        ("If the claim is fake, which it is, ", True),
        ("If Ivo doesn't want it that much, ", False),
        ("If Ivo gets so desperate, ", False),
        ("If Ivo's so eager to die, ", True),
        ("If you were so keen on Ivo, ", True),
    ],
)
def test_held_near_neighbours(condition: str, holds: bool) -> None:
    assert held(condition) is holds


@pytest.mark.parametrize(
    ("after", "raw", "joins"),
    [
        (". I'm with you on Lark though", "vote Ivo", False),
        (". I'm with you on Ivo.", "vote Ivo", True),
        (". I'm with you on this.", "vote Ivo", True),
        (". I agree with you about Lark.", "vote Ivo", False),
        (". I'm with you.", "vote Ivo", True),
    ],
)
def test_joins_them_on_another_player(after: str, raw: str, joins: bool) -> None:
    assert joins_them(after, raw) is joins


# --- a display name that is another player's name makes no row the writer's ---------------


ROWS: list[tuple[str, str, str, list[Reading]]] = [
    # misfires: "Lark", "Tansy" shown for Juno's account: the rows are Lark's, Tansy's
    (
        "display-is-larks-name",
        D_TABLE.format(row("Lark", ST.format("vote Ivo")) + row("Ember", ST.format("vote Tansy"))),
        "Lark",
        [],
    ),
    (
        "display-is-tansys-name",
        D_TABLE.format(row("Tansy", ST.format("vote Ivo")) + row("Lark", ST.format("vote Bramble"))),
        "Tansy",
        [],
    ),
    # guards
    (
        "display-mention-row",
        D_TABLE.format(row(mention("Juniper"), ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))),
        "Juniper",
        IVO,
    ),
    (
        "display-is-own-login",
        D_TABLE.format(row("Juno", ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))),
        "Juno",
        IVO,
    ),
    (
        "display-lines",
        "Juniper - " + B.format("VOTE: Ivo") + "<br>Lark - " + B.format("VOTE: Bramble"),
        "Juniper",
        IVO,
    ),
    (
        "display-of-another-lines",
        "Tansy - " + B.format("VOTE: Ivo") + "<br>Lark - " + B.format("VOTE: Bramble"),
        "Tansy",
        [],
    ),
    (
        "at-rows-and-own",
        D_TABLE.format(row("@Lark", ST.format("vote Ivo")) + row("@Juno", ST.format("vote Tansy"))),
        "",
        TANSY,
    ),
    (
        "at-row-and-me",
        D_TABLE.format(row("@Lark", ST.format("vote Ivo")) + row("Me", ST.format("vote Tansy"))),
        "",
        TANSY,
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "display", "expected"), [pytest.param(h, d, e, id=i) for i, h, d, e in ROWS]
)
def test_a_display_name_of_another_player(html: str, display: str, expected: list[Reading]) -> None:
    assert read_as(html, display) == expected
