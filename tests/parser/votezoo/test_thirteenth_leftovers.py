"""The vote zoo's thirteenth round (see zoo.py, test_thirteenth.py): round twelve's
leftovers. A vote after a condition the writer takes as met (the writer says it holds:
"If he's scum, and I think he is, I'll **vote Ivo**"; the target's wish seen: "If Ivo
wants to be lynched so badly, I'll **vote Ivo**") against a plan that waits; the
condition's own verb read for its tense ("If Ivo's confirmed town", "If Ivo is red
checked" wait; "If Lark said that" is a fact); a table row under the writer's @mention or
Discourse display name; "Everyone, **vote Ivo**. I'm with you." Each case is a post with
invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    D_TABLE,
    IVO,
    MS_TABLE,
    ST,
    UNVOTE,
    XB,
    B,
    Reading,
    mention,
    p,
    params,
    read,
    read_as,
    row,
    vote,
)

LARK = [vote("Lark")]


# --- a condition the writer says holds, or a wish seen: the command stands -----------------
MET: list[tuple[str, str, list[Reading]]] = [
    ("wants-so-badly", "If Ivo wants to be lynched so badly, I'll " + B.format("vote Ivo"), IVO),
    ("wants-it-that-much", "If Ivo wants it that much, I'll " + B.format("vote Ivo"), IVO),
    ("is-so-eager", "If Ivo is so eager to die, I'm going to " + B.format("VOTE: Ivo"), IVO),
    ("d-wants-so-badly", p("If Ivo wants a wagon so badly, I'll " + ST.format("vote Ivo")), IVO),
    ("xf-wants-so-much", "If Lark wants this so much, I'll " + XB.format("Vote: Lark"), LARK),
    ("and-i-think-he-is", "If he's scum, and I think he is, I'll " + B.format("vote Ivo"), IVO),
    (
        "which-i-believe",
        "If Lark is scum, which I believe she is, I'll " + B.format("vote Lark"),
        LARK,
    ),
    (
        "and-im-sure-he-is",
        "If Ivo is lying, and I'm sure he is, I'll " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("paren-and-he-is", "If Ivo is scum (and he is), I'll " + B.format("vote Ivo"), IVO),
    ("dash-and-he-is", "If Ivo is scum - and he is - I'm going to " + B.format("vote Ivo"), IVO),
    ("and-he-does", "If Ivo keeps dodging, and he does, I'll " + B.format("vote Ivo"), IVO),
    ("and-i-know-he-is", p("If Ivo is scum, and I know he is, I'll " + ST.format("vote Ivo")), IVO),
    ("which-he-is", "If Ivo is the wolf, which he clearly is, I'll " + XB.format("Vote: Ivo"), IVO),
    (
        "and-i-think-unvote",
        "If Lark is town, and I think she is, I'll " + B.format("unvote"),
        [UNVOTE],
    ),
    # a verb of the condition in the past: a fact taken as done (irregular pasts read too)
    ("said-that", "If Lark said that, I'll " + B.format("vote Lark"), LARK),
    ("knew-all-along", "If Ivo knew all along, I'll " + B.format("vote Ivo"), IVO),
    ("both-claimed", "If they both claimed scum, I'll " + B.format("unvote"), [UNVOTE]),
    ("the-townies-claimed", "If the two of them lied, I'm going to " + B.format("vote Ivo"), IVO),
    ("told-you", "If Ivo told you that, I'll " + B.format("vote Ivo"), IVO),
]

# --- a plan that waits: no vote (the condition's verb in the present, no assertion) --------
PLANNED: list[tuple[str, str]] = [
    ("ivos-confirmed-town", "If Ivo's confirmed town, I'll " + B.format("unvote")),
    ("is-red-checked", "If Ivo is red checked, I'll " + B.format("unvote")),
    ("still-tied-at-deadline", "If it's still tied at deadline, I'll " + B.format("vote Ivo")),
    ("ivos-checked-as-town", "If Ivo's checked as town tonight, I'll " + B.format("unvote")),
    ("gets-cleared", "If Lark gets cleared, I'll " + B.format("vote Ivo")),
    ("has-been-cleared", "If Lark has been cleared by then, I'll " + B.format("vote Ivo")),
    ("is-lynched-today", "If Lark is lynched today, I'll " + B.format("vote Ivo")),
    ("claims-and-confirmed", "If Ivo claims and it's confirmed, I'll " + B.format("vote Ivo")),
    ("the-day-ended", "When the vote ends tied, I'll " + B.format("vote Ivo")),
    # no assertion: the condition waits
    ("hes-scum-no-assertion", "If he's scum, I'll " + B.format("vote Ivo")),
    ("think-he-might-be", "If he's scum, and I think he might be, I'll " + B.format("vote Ivo")),
    ("think-he-will", "If Ivo flips scum, and I think he will, I'll " + B.format("vote Ivo")),
    ("and-lark-is-town", "If Ivo is scum and Lark is town, I'll " + B.format("vote Ivo")),
    ("wants-to-claim", "If Ivo wants to claim, I'll " + B.format("vote Ivo")),
    (
        "wants-so-badly-tonight",
        "If Ivo still wants it so badly tonight, I'll " + B.format("vote Ivo"),
    ),
    ("would-counterfactual", "If Ivo lied, I would " + B.format("vote Ivo")),
    ("d-hes-scum", p("If he's scum, I'll " + ST.format("vote Ivo"))),
]

# --- "Everyone, vote Ivo. I'm with you.": the writer joins (a vote), or only tells (none) ----
GROUP: list[tuple[str, str, list[Reading]]] = [
    ("everyone-im-with-you", "Everyone, " + B.format("vote Ivo") + ". I'm with you.", IVO),
    ("town-joining-you", "Town, " + B.format("vote Ivo") + ", joining you.", IVO),
    ("folks-right-there", "Folks, " + B.format("vote Ivo") + " - right there with you.", IVO),
    ("d-everyone-with-you", p("Everyone, " + ST.format("vote Ivo") + ". I'm with you all."), IVO),
    ("xf-guys-agree", "Guys, " + XB.format("vote Ivo") + ". I agree with you.", IVO),
    ("everyone-no-join", "Everyone, " + B.format("vote Ivo") + ". Do it now.", []),
    ("town-not-with-you", "Town, " + B.format("vote Ivo") + ". I'm not with you on Lark.", []),
    ("go-vote-with-you", "Go " + B.format("vote Ivo") + ". I'm with you.", []),
]


@pytest.mark.parametrize(("html", "expected"), params(MET))
def test_a_condition_met_or_a_fact_keeps_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in PLANNED])
def test_a_plan_that_waits_is_none(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(GROUP))
def test_everyone_told_and_the_writer_joining(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


# --- a table row under the writer's @mention or display name ------------------------------
ROWS: list[tuple[str, str, str, list[Reading]]] = [
    (
        "d-at-own-login-row",
        D_TABLE.format(row("@Juno", ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))),
        "",
        IVO,
    ),
    (
        "d-own-mention-row",
        D_TABLE.format(
            row(mention("Juno"), ST.format("vote Ivo"))
            + row(mention("Lark"), ST.format("vote Tansy"))
        ),
        "",
        IVO,
    ),
    (
        "ms-at-own-login-row-after",
        MS_TABLE.format(row("Lark", B.format("VOTE: Tansy")) + row("@Juno", B.format("VOTE: Ivo"))),
        "",
        IVO,
    ),
    (
        "d-display-name-row",
        D_TABLE.format(
            row("Juniper Bell", ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))
        ),
        "Juniper Bell",
        IVO,
    ),
    (
        "d-display-name-row-last",
        D_TABLE.format(
            row("Lark", ST.format("vote Tansy"))
            + row("Ember", ST.format("vote Lark"))
            + row("Juniper Bell", ST.format("vote Ivo"))
        ),
        "Juniper Bell",
        IVO,
    ),
    (
        "d-at-display-name-row",
        D_TABLE.format(
            row("@Juniper Bell", ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))
        ),
        "Juniper Bell",
        IVO,
    ),
    # others' rows under names or @mentions, with the writer's display name known: a list
    (
        "d-others-rows-display-name-known",
        D_TABLE.format(row("Lark", ST.format("vote Ivo")) + row("Ember", ST.format("vote Tansy"))),
        "Juniper Bell",
        [],
    ),
    (
        "d-at-other-rows",
        D_TABLE.format(
            row("@Lark", ST.format("vote Ivo")) + row("@Ember", ST.format("vote Tansy"))
        ),
        "",
        [],
    ),
]


@pytest.mark.parametrize(
    ("html", "display", "expected"), [pytest.param(h, d, e, id=i) for i, h, d, e in ROWS]
)
def test_the_writers_row_under_a_mention_or_display_name(
    html: str, display: str, expected: list[Reading]
) -> None:
    assert read_as(html, display) == expected
