"""The vote zoo's fifteenth round (see zoo.py, test_fifteenth.py): round fourteen's
leftovers and their near neighbours. A participle after a dropped "is" ("If Ivo's role
blocked", "If Ivo's partner lynched today": the condition waits, as "If Ivo's role is
blocked") against a possessive's noun and its own past with an object ("If Ivo's team
lynched Lark"); "I'm with you unless I'm wrong" (a hedge, no case awaited); "Vote order:"
over numbered lines; "**Vote: abstain**". Each case is a post with invented names and the
commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    NL,
    ST,
    XB,
    B,
    Reading,
    p,
    params,
    post,
    read,
    vote,
    vote_tag,
)

LARK = [vote("Lark")]
JUNO = [vote("Juno")]

# --- a participle after a dropped "is", and a possessive's noun with its own past -----------
DROPPED: list[tuple[str, str, list[Reading]]] = [
    ("role-blocked", "If Ivo's role blocked, I'll " + B.format("vote Juno"), []),
    ("slot-replaced", "If Ivo's slot replaced, I'll " + B.format("vote Lark"), []),
    ("claim-debunked", "If Ivo's claim debunked, I'll " + B.format("vote Ivo"), []),
    ("claim-disproved", "If Lark's claim disproved, I'm going to " + B.format("vote Lark"), []),
    ("partner-lynched-today", "If Ivo's partner lynched today, I'll " + B.format("vote Ivo"), []),
    ("partner-lynched", "If Ivo's partner lynched, I'll " + B.format("vote Ivo"), []),
    ("vote-locked", "If Ivo's vote locked, I'll " + B.format("vote Lark"), []),
    ("buddy-killed-tonight", "If Ivo's buddy killed tonight, I'll " + B.format("vote Ivo"), []),
    ("d-teammate-eliminated", p("If Ivo's teammate eliminated, I'll " + ST.format("vote Ivo")), []),
    ("xf-slot-modkilled", "If Lark's slot modkilled, I'll " + XB.format("vote Ivo"), []),
    ("partner-executed-first", "If Ivo's partner executed first, I'll " + B.format("vote Ivo"), []),
    # the possessive's noun and its own past: an object after the verb, or a verb with none
    ("team-lynched-lark", "If Ivo's team lynched Lark, I'll " + B.format("vote Ivo"), IVO),
    ("partner-killed-lark", "If Ivo's partner killed Lark, I'll " + B.format("vote Ivo"), IVO),
    ("partner-blocked-me", "If Ivo's partner blocked me, I'll " + B.format("vote Ivo"), IVO),
    (
        "team-replaced-their-claim",
        "If Ivo's team replaced their claim, I'll " + B.format("vote Ivo"),
        IVO,
    ),
    ("vote-moved", "If Ivo's vote moved, I'll " + B.format("vote Ivo"), IVO),
    ("wagon-stalled", "If Lark's wagon stalled, I'll " + B.format("vote Lark"), LARK),
    ("slot-flipped-scum", "If Ivo's slot flipped scum, I'll " + B.format("vote Ivo"), IVO),
    ("role-blocked-no-plan", "If Ivo's role blocked, " + B.format("vote Juno"), JUNO),
    ("is-blocked-waits", "If Ivo's role is blocked, I'll " + B.format("vote Juno"), []),
    ("slot-replaced-out", "If Ivo's slot replaced out, I'll " + B.format("vote Lark"), []),
    (
        "role-blocked-last-night",
        "If Ivo's role blocked last night, I'll " + B.format("vote Ivo"),
        [],
    ),
    ("partner-saved-lark", "If Ivo's partner saved Lark, I'll " + B.format("vote Ivo"), IVO),
    ("buddy-protected-him", "If Lark's buddy protected him, I'll " + B.format("vote Lark"), LARK),
    (
        "d-claim-flopped-today",
        p("If Ivo's claim flopped today, I'll " + ST.format("vote Ivo")),
        IVO,
    ),
]

# --- a hedge after the joining words --------------------------------------------------------
HEDGE: list[tuple[str, str, list[Reading]]] = [
    (
        "town-unless-im-wrong",
        "Town, " + B.format("vote Ivo") + ". I'm with you unless I'm wrong.",
        IVO,
    ),
    (
        "please-unless-im-mistaken",
        "Please " + B.format("vote Ivo") + ". I'm with you guys unless I'm mistaken.",
        IVO,
    ),
    (
        "town-unless-he-claims",
        "Town, " + B.format("vote Ivo") + ". I'm with you unless he claims.",
        [],
    ),
    (
        "town-unless-lark-flips",
        "Town, " + B.format("vote Ivo") + ". I'm with you unless Lark flips town.",
        [],
    ),
    (
        "please-all-if-not-mistaken",
        "Please " + B.format("vote Ivo") + ". I'm with you all if I'm not mistaken.",
        IVO,
    ),
    (
        "town-unless-i-misread-it",
        "Town, " + B.format("vote Ivo") + ". I'm with you unless I misread it.",
        IVO,
    ),
    (
        "town-unless-im-wrong-about-lark",
        "Town, " + B.format("vote Ivo") + ". I'm with you unless Lark is wrong.",
        [],
    ),
    (
        "d-all-unless-missed",
        p("All, " + ST.format("vote Ivo") + ". I'm with you unless I missed something."),
        IVO,
    ),
]

# --- "Vote order:" over numbered lines, abstaining ------------------------------------------
ORDER: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-order-bold-numbered", B.format("Vote order:") + " 1. Ivo 2. Juno", []),
    (
        "ms-vote-order-lines-bold-votes",
        post(B.format("Vote order:"), "1. " + B.format("vote Ivo"), "2. " + B.format("vote Lark")),
        [],
    ),
    (
        "xf-vote-order-lines",
        post("Vote order:", "1. " + XB.format("Vote: Ivo"), "2. " + XB.format("Vote: Lark")),
        [],
    ),
    (
        "d-vote-order-list",
        "<p>Vote order:</p><ol><li>"
        + ST.format("vote Ivo")
        + "</li><li>"
        + ST.format("vote Lark")
        + "</li></ol>",
        [],
    ),
    (
        "order-then-real-vote",
        post("Vote order: 1. Ivo 2. Lark", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "order-numbered-then-empty-line-vote",
        post("Vote order:", "1. Ivo", "2. Lark", "", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "d-order-list-then-vote",
        "<p>Vote order:</p><ol><li>Ivo</li><li>Lark</li></ol><p>" + ST.format("vote Lark") + "</p>",
        LARK,
    ),
    (
        "my-lynch-order-bullets",
        post("My lynch order:", "- " + B.format("vote Ivo"), "- " + B.format("vote Lark")),
        [],
    ),
    (
        "voting-priority-bold",
        post(
            B.format("Voting priority:"),
            "1) " + B.format("VOTE: Lark"),
            "2) " + B.format("VOTE: Ivo"),
        ),
        [],
    ),
    ("order-in-a-sentence", post("The vote order matters:", B.format("VOTE: Ivo")), IVO),
    ("order-tag-item", post("Vote order:", "1. " + vote_tag("Ivo")), IVO),
    ("if-i-were-mod-numbered-bold", post("If I were mod:", "1. " + B.format("VOTE: Ivo")), []),
    ("ms-abstain", B.format("Vote: abstain"), [vote(NL)]),
    ("d-abstain", p(ST.format("VOTE: Abstain")), [vote(NL)]),
    ("xf-i-abstain", XB.format("I abstain"), []),
]


@pytest.mark.parametrize(("html", "expected"), params(DROPPED))
def test_a_participle_after_a_dropped_is(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(HEDGE))
def test_a_hedge_after_the_joining_words(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(ORDER))
def test_vote_order_lists_and_abstaining(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
