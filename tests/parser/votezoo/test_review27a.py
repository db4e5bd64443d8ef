"""The fifteenth vote round reviewed for misfires (review27a): near neighbours of the
round's rules (test_fifteenth*.py) that a player writes and the round was not tested on.
"**I'm voting Ivo**" with a phrase after the name ("at deadline", "for mayor", "Lark's
way", "alongside Lark", "no one") or inside another's words or a plan ("Lark said: **I'm
voting Ivo**", "If Lark flips scum, **I'm voting Ivo**"); a partner's own night act
with its object left out ("If Ivo's partner killed again"); "if I'm wrong" (a case
awaited, not a hedge); a wish to say heading a numbered list ("I'd like to address a few
things:"); the vote cast right after a "Vote order:" ranking. Each case is an invented
post and the commands a host reads; the misfires (read so by the round, not before it)
are marked."""

from __future__ import annotations

import pytest

from votecount.parser.extract.quotations import hypothetical_lists
from votecount.parser.grammar import declared
from votecount.parser.prose.condition import past_verb
from votecount.parser.prose.sentence import met_now
from votecount.parser.walk import styled_lines

from .zoo import IVO, NL, ST, UNVOTE, XB, B, Reading, p, params, post, quote, read, vote, vote_tag

LARK = [vote("Lark")]


def im(rest: str) -> str:
    return B.format("I'm voting " + rest)


# --- "I'm voting X" with a phrase after the name: no vote ---------------------------------
PHRASE: list[tuple[str, str, list[Reading]]] = [
    # misfires: a preposition or a time after the name, read as a name's tail
    ("at-deadline", im("Ivo at deadline"), []),
    ("by-eod", im("Ivo by EoD"), []),
    ("at-eod", im("Ivo at EoD"), []),
    ("on-d2", im("Ivo on D2"), []),
    ("in-d3", im("Ivo in D3"), []),
    ("day-2", im("Ivo day 2"), []),
    ("in-lylo", im("Ivo in LyLo"), []),
    ("at-l-1", im("Ivo at L-1"), []),
    ("once-home", im("Ivo once home"), []),
    ("this-evening", im("Ivo this evening"), []),
    ("shortly", im("Ivo shortly"), []),
    ("otherwise", im("Ivo otherwise"), []),
    ("for-mvp", im("Ivo for MVP"), []),
    ("for-mayor", im("Lark for mayor"), []),
    ("with-lark", im("Ivo with Lark"), []),
    # misfires: another's way or plan, a place beside another, no one
    ("larks-way", im("Lark's way"), []),
    ("for-larks-plan", im("for Lark's plan"), []),
    ("alongside-lark", im("alongside Lark"), []),
    ("behind-lark", im("behind Lark"), []),
    ("no-one", im("no one"), []),
    ("noone", im("noone"), []),
    ("xf-at-deadline", XB.format("I'm voting Lark at deadline"), []),
    ("d-on-d2", p(ST.format("I am voting Ivo on D2")), []),
    # guards: the round's votes, and tails that keep the vote now
    ("plain", im("Ivo"), IVO),
    ("for-now", im("Ivo for now"), IVO),
    ("for-ivo-for-now", im("for Ivo for now"), IVO),
    ("too", im("Ivo too"), IVO),
    ("again", im("Ivo again"), IVO),
    ("out", im("Ivo out"), IVO),
    ("either-way", im("Ivo either way"), IVO),
    ("i-think", im("Ivo I think"), IVO),
    ("tho", im("Ivo tho"), IVO),
    ("lol", im("Ivo lol"), IVO),
    ("instead", im("Lark instead"), LARK),
    ("kestrel-moon", im("Kestrel Moon"), [vote("Kestrel Moon")]),
    ("mr-pebble", im("Mr. Pebble"), [vote("Mr. Pebble")]),
    ("sleep", im("sleep"), [vote(NL)]),
    ("no-lynch", im("no lynch"), [vote(NL)]),
    ("for-lark-stop", im("for Lark."), LARK),
    ("d-now-voting", p(ST.format("I am now voting Ivo")), IVO),
    # guards: no vote, before the round and now
    ("tomorrow", im("Ivo tomorrow"), []),
    ("today", im("Ivo today"), []),
    ("ivo-or-lark", im("Ivo or Lark"), []),
    ("to-keep-ivo", im("to keep Ivo"), []),
    ("maybe", im("Ivo maybe"), []),
    ("ivo-comma-not-lark", im("Ivo, not Lark"), []),
]

# --- "I'm voting X" in another's words or in a plan: no vote --------------------------------
CONTEXT: list[tuple[str, str, list[Reading]]] = [
    # misfires: a plan once something happens, the run saying the will
    ("if-lark-flips", "If Lark flips scum, " + im("Ivo"), []),
    ("when-ivo-claims", "When Ivo claims, " + im("Ivo"), []),
    ("once-lark-dies", "Once Lark dies " + im("Ivo"), []),
    ("as-soon-as", "As soon as Lark claims, " + im("Lark"), []),
    ("unless-he-claims", "Unless he claims, " + im("Ivo"), []),
    ("d-if-lark-flips", p("If Lark flips scum, " + ST.format("I'm voting Ivo")), []),
    # misfires: someone's words, or words said of another
    ("lark-said-colon", "Lark said: " + im("Ivo"), []),
    ("lark-wrote", "Lark wrote " + im("Ivo"), []),
    ("scum-would-say", "Scum would say " + im("Ivo") + " here.", []),
    ("dont-say", "Don't say " + im("Ivo") + " if you aren't.", []),
    ("xf-ivo-told-us", "Ivo told us " + XB.format("I'm voting Lark"), []),
    # misfire: literal BBCode the forum did not render is plain text, as plain "I'm voting"
    ("literal-bold", "[b]I'm voting Ivo[/b]", []),
    # guards: the writer's own, a condition taken as done, a stop before the run
    ("at-host", "@Warden " + im("Ivo") + ", not Juno", IVO),
    ("edit-note", post("Reads later.", "EDIT: " + im("Lark")), LARK),
    ("ok-so", "Ok so " + im("Ivo"), IVO),
    ("sorry-but", "Sorry Lark, but " + im("Ivo"), IVO),
    ("guys-no-comma", "Alright guys " + im("Ivo"), IVO),
    ("even-if-he-claims", "Even if he claims, " + im("Ivo"), IVO),
    ("if-you-insist", "If you insist, " + im("Lark"), LARK),
    ("he-thinks", "He thinks " + im("Ivo") + ". Wrong.", []),
    ("after-stop", "Lark dodged again. " + im("Lark"), LARK),
    ("if-stated-past", "If Ivo stated he's the cop, " + im("Ivo"), IVO),
    ("since-claimed", "Since Lark claimed, " + im("Ivo"), IVO),
    ("i-said-it", "I said it before: " + im("Ivo"), IVO),
    ("quote-then-own", quote("Lark", im("Ivo")) + im("Lark"), LARK),
    ("tag-then-declared", vote_tag("Ivo") + " " + im("Ivo."), IVO + IVO),
    ("unvote-then-declared", B.format("unvote") + " " + im("Lark"), [UNVOTE, *LARK]),
    ("if-plan-vote", "If Lark flips scum, I'll " + B.format("vote Ivo"), []),
    ("if-no-will-vote", "If nobody objects, " + B.format("VOTE: Ivo"), IVO),
]

# --- a partner's own night act with its object left out: a fact -------------------------------
PLAN = "If {}, I'll " + B.format("vote Ivo")
ACTS: list[tuple[str, str, list[Reading]]] = [
    # misfires: the act read as undergone after a dropped "is"
    ("partner-killed-again", PLAN.format("Ivo's partner killed again"), IVO),
    ("partner-killed-first", PLAN.format("Ivo's partner killed first"), IVO),
    ("buddy-protected-again", PLAN.format("Ivo's buddy protected again"), IVO),
    ("partner-tracked-too", PLAN.format("Ivo's partner tracked too"), IVO),
    ("partner-watched-already", PLAN.format("Ivo's partner watched already"), IVO),
    ("partner-investigated-first", PLAN.format("Ivo's partner investigated first"), IVO),
    ("team-killed-already", PLAN.format("Ivo's team killed already"), IVO),
    ("team-recruited-again", PLAN.format("Ivo's team recruited again"), IVO),
    ("partner-healed-too", PLAN.format("Ivo's partner healed too"), IVO),
    ("partner-roleblocked-first", PLAN.format("Ivo's partner roleblocked first"), IVO),
    ("team-countered-first", PLAN.format("Ivo's team countered first"), IVO),
    ("buddy-saved-again", PLAN.format("Ivo's buddy saved again"), IVO),
    ("teammates-jailed-too", PLAN.format("Ivo's teammates jailed too"), IVO),
    # guards: undergone (the round's), a thing's, a time after the act
    ("partner-lynched-first", PLAN.format("Ivo's partner lynched first"), []),
    ("partner-executed-first", PLAN.format("Ivo's partner executed first"), []),
    ("role-blocked-again", PLAN.format("Ivo's role blocked again"), []),
    ("slot-replaced-already", PLAN.format("Ivo's slot replaced already"), []),
    ("claim-debunked-yet", PLAN.format("Ivo's claim debunked yet"), []),
    ("result-investigated", PLAN.format("Lark's result investigated"), []),
    ("buddy-killed-tonight", PLAN.format("Ivo's buddy killed tonight"), []),
    ("partner-killed-last-night", PLAN.format("Ivo's partner killed last night"), []),
    ("partner-killed-end", PLAN.format("Ivo's partner killed"), []),
    ("partner-killed-lark", PLAN.format("Ivo's partner killed Lark"), IVO),
]

# --- "if I'm wrong" awaits the case; "unless I'm wrong" is a hedge ---------------------------
TOWN = "Town, " + B.format("vote Ivo") + ". I'm with you "
HEDGE: list[tuple[str, str, list[Reading]]] = [
    # misfires: the case read as a hedge
    ("if-im-wrong", TOWN + "if I'm wrong.", []),
    ("if-wrong-about-lark", TOWN + "if I'm wrong about Lark.", []),
    ("if-i-missed", TOWN + "if I missed something.", []),
    ("if-misread-it", TOWN + "if I misread it.", []),
    ("if-mistaken", TOWN + "if I'm mistaken.", []),
    ("if-missing-something", TOWN + "if I'm missing something.", []),
    ("unless-not-wrong", TOWN + "unless I'm not wrong.", []),
    ("d-joining-if-wrong", p("All, " + ST.format("vote Ivo") + ". Joining you if I'm wrong."), []),
    # guards: the round's hedges
    ("unless-im-wrong", TOWN + "unless I'm wrong.", IVO),
    ("unless-i-am-wrong", TOWN + "unless I am wrong.", IVO),
    ("if-not-wrong", TOWN + "if I'm not wrong.", IVO),
    ("if-not-mistaken", TOWN + "if I'm not mistaken.", IVO),
    ("unless-wrong-about-lark", TOWN + "unless I'm wrong about Lark.", IVO),
    ("unless-missing", TOWN + "unless I'm missing something obvious.", IVO),
    ("unless-i-missed", TOWN + "unless I missed something.", IVO),
    ("unless-he-claims", TOWN + "unless he claims.", []),
]

# --- list heads: a wish to say; the vote cast after a ranking -------------------------------
LISTS: list[tuple[str, str, list[Reading]]] = [
    # misfires: a numbered vote under a wish to say read as a hypothetical's item
    (
        "id-like-to-numbered",
        post("I'd like to address a few things:", "1. " + B.format("VOTE: Ivo"), "2. Lark"),
        IVO,
    ),
    (
        "would-like-numbered",
        post("Would like to point out:", "1. " + B.format("vote Ivo"), "2. Lark's slip"),
        IVO,
    ),
    (
        "id-love-to-add",
        post("I'd love to add two things:", "1) " + XB.format("Vote: Lark"), "2) reads below"),
        LARK,
    ),
    # misfires: the vote cast right after a ranking with no marks, no empty line between
    (
        "order-then-vote-same-block",
        post("Vote order:", B.format("vote Ivo"), B.format("vote Lark"), B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "d-order-ol-then-p-vote",
        "<p>Vote order:</p><ol><li>"
        + ST.format("vote Ivo")
        + "</li><li>"
        + ST.format("vote Lark")
        + "</li></ol><p>"
        + ST.format("vote Ivo")
        + "</p>",
        IVO,
    ),
    (
        "order-then-vote-for-today",
        post("Lynch order:", "vote Ivo", "vote Lark", B.format("VOTE: Ivo") + " for today"),
        IVO,
    ),
    # guards: the round's lists
    (
        "if-nobody-claims-numbered",
        post("If nobody claims by tonight:", "1. " + B.format("vote Ivo")),
        [],
    ),
    ("what-id-do", post("Here's what I'd do:", "1. " + B.format("vote Ivo"), "2. claim"), []),
    ("if-mod-ten", post("If I were mod:", "10. " + B.format("VOTE: Ivo")), []),
    ("numbered-only-vote", "1. " + B.format("VOTE: Ivo"), IVO),
    ("todays-plan", post("Today's plan:", "1. " + B.format("VOTE: Ivo"), "2. reads"), IVO),
    ("order-one-line", post("My vote order:", B.format("VOTE: Ivo")), []),
    (
        "order-three-names",
        post("Vote order:", B.format("vote Ivo"), B.format("vote Lark"), B.format("vote Ember")),
        [],
    ),
    (
        "order-numbered-then-vote",
        post("Vote order:", "1. Ivo", "2. Lark", B.format("VOTE: Ivo")),
        IVO,
    ),
    ("order-of-business", post("My order of business:", "1. " + B.format("VOTE: Ivo")), IVO),
    ("bold-split-mid-word", "<b>I'm vo</b><b>ting Ivo</b>", IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(PHRASE))
def test_a_phrase_after_the_name(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(CONTEXT))
def test_in_another_s_words_or_a_plan(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


def test_literal_bold_read_as_bold_with_the_switch() -> None:
    assert read("[b]I'm voting Ivo[/b]", literal_bbcode=True) == IVO


@pytest.mark.parametrize(("html", "expected"), params(ACTS))
def test_a_partner_s_own_act(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(HEDGE))
def test_if_i_m_wrong_awaits(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(LISTS))
def test_list_heads(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


# --- the rules themselves -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("run", "target"),
    [
        ("I'm voting Ivo at deadline", None),
        ("I'm voting Lark's way", None),
        ("I'm voting Ivo on D2", None),
        ("I'm voting Ivo for now", "Ivo for now"),
        ("I'm voting Lark's", "Lark's"),
    ],
)
def test_declared(run: str, target: str | None) -> None:
    found = declared(run)
    assert (found[0].target if found else None) == target


@pytest.mark.parametrize(
    ("condition", "past"),
    [
        ("Ivo's partner killed again", True),
        ("Ivo's role blocked again", False),
        ("Ivo's partner lynched first", False),
        ("Ivo's buddy killed tonight", False),
    ],
)
def test_past_verb(condition: str, past: bool) -> None:
    assert past_verb(condition) is past


@pytest.mark.parametrize(
    ("text", "met"),
    [
        ("if I'm wrong", False),
        ("if I missed something", False),
        ("if I'm not mistaken", True),
        ("unless I'm wrong", True),
        ("unless I'm not wrong", False),
    ],
)
def test_met_now(text: str, met: bool) -> None:
    assert met_now(text) is met


def test_a_ranked_name_again_ends_the_ranking() -> None:
    lines, _ = styled_lines(post("Vote order:", "vote Ivo", "vote Lark", "vote Ivo", "vote Lark"))
    assert hypothetical_lists(lines) == {1, 2}
