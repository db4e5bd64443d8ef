"""The vote zoo's fourteenth round (see zoo.py, test_fourteenth.py): round thirteen's
leftovers and its rules' near neighbours. A possessive's noun and a regular past ("If
Ivo's vote moved", "If Ivo's partner flipped": facts, as "If Ivo's claim was fake")
against "Ivo's" read as "is" ("If Ivo's red checked", "If Ivo's lynched"); a plural
subject after "both"/"all" ("If both scum players claimed"); "Please **vote Ivo**. I'm
with you guys." (the writer joins the group its own words name); the condition held, the
wish seen, the group joined and the display-name row, each with a near neighbour a host
would not count. Each case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    D_TABLE,
    IVO,
    ST,
    UNVOTE,
    XB,
    B,
    Reading,
    p,
    params,
    read,
    read_as,
    row,
    vote,
)

LARK = [vote("Lark")]

# --- the condition's verb after a possessive's noun, a plural subject ---------------------
TENSE: list[tuple[str, str, list[Reading]]] = [
    ("vote-moved", "If Ivo's vote moved, I'll " + B.format("vote Ivo"), IVO),
    ("partner-flipped", "If Ivo's partner flipped scum, I'll " + B.format("vote Ivo"), IVO),
    ("claim-flopped", "If Lark's claim flopped, I'm going to " + B.format("vote Lark"), LARK),
    ("buddy-hammered", "If Ivo's buddy hammered, I'll " + B.format("VOTE: Ivo"), IVO),
    ("d-wagon-stalled", p("If Ivo's wagon stalled, I'll " + ST.format("vote Ivo")), IVO),
    ("xf-reads-changed", "If Lark's reads changed, I'll " + XB.format("Vote: Lark"), LARK),
    (
        "both-scum-players-claimed",
        "If both scum players claimed, I'll " + B.format("vote Ivo"),
        IVO,
    ),
    (
        "all-three-players-claimed",
        "If all three players claimed, I'll " + B.format("vote Ivo"),
        IVO,
    ),
    ("both-wolves-voted", "If both wolves voted Lark, I'll " + B.format("vote Ivo"), IVO),
    ("team-lynched-lark", "If Ivo's team lynched Lark, I'll " + B.format("vote Ivo"), IVO),
    ("wagon-needed-one", "If Ivo's wagon needed one more, I'll " + B.format("vote Ivo"), IVO),
    (
        "two-scum-players-hammered",
        "If two scum players hammered, I'll " + B.format("vote Ivo"),
        IVO,
    ),
    ("both-town-reads-flipped", "If both town reads flipped, I'll " + B.format("vote Ivo"), IVO),
    # "'s" read as "is" or "has": the condition waits
    ("ivos-role-confirmed", "If Ivo's role confirmed, I'll " + B.format("vote Ivo"), []),
    ("ivos-claim-checked", "If Ivo's claim checked out, I'll " + B.format("unvote"), []),
    ("ivos-vote-is-moved", "If Ivo's vote is moved, I'll " + B.format("vote Ivo"), []),
    ("ivos-vote-gets-moved", "If Ivo's vote gets moved, I'll " + B.format("vote Ivo"), []),
    ("ivos-scum-confirmed", "If Ivo's scum confirmed, I'll " + B.format("vote Ivo"), []),
    ("all-my-reads-change", "If all my reads change, I'll " + B.format("vote Ivo"), []),
    ("both-town-reads-flip", "If both town reads flip, I'll " + B.format("vote Ivo"), []),
    ("ivos-red-checked", "If Ivo's red checked, I'll " + B.format("unvote"), []),
    ("ivos-lynched", "If Ivo's lynched today, I'll " + B.format("vote Lark"), []),
    ("ivos-town-confirmed", "If Ivo's town confirmed, I'll " + B.format("unvote"), []),
    ("ivos-been-cleared", "If Ivo's been cleared, I'll " + B.format("vote Lark"), []),
    ("ivos-vote-moves", "If Ivo's vote moves, I'll " + B.format("vote Ivo"), []),
    ("partner-flips", "If Ivo's partner flips scum, I'll " + B.format("vote Ivo"), []),
    ("both-scum-players-claim", "If both scum players claim, I'll " + B.format("vote Ivo"), []),
    ("all-players-agree", "If all players agree, I'll " + B.format("vote Ivo"), []),
    ("both-wolves-vote", "If both wolves vote Lark, I'll " + B.format("vote Ivo"), []),
]

# --- the condition held, the wish seen: near neighbours that wait --------------------------
HELD: list[tuple[str, str, list[Reading]]] = [
    ("and-i-think-so", "If Ivo is scum, and I think he is, I'll " + B.format("vote Ivo"), IVO),
    ("which-she-is", "If Lark is lying, which she is, I'll " + B.format("vote Lark"), LARK),
    ("and-he-might-be", "If Ivo is scum, and he might be, I'll " + B.format("vote Ivo"), []),
    ("and-i-doubt-he-is", "If Ivo is scum, and I doubt he is, I'll " + B.format("vote Ivo"), []),
    ("we-see-if-he-is", "If Ivo is scum (we'll see if he is), I'll " + B.format("vote Ivo"), []),
    ("wants-so-badly-by-eod", "If Ivo wants it so badly by EoD, I'll " + B.format("vote Ivo"), []),
    ("will-want-so-badly", "If Ivo will want it so badly, I'll " + B.format("vote Ivo"), []),
    ("may-want-so-much", "If Ivo may want it that much, I'll " + B.format("vote Ivo"), []),
    ("could-be-so-desperate", "If Ivo could be so desperate, I'll " + B.format("vote Ivo"), []),
    ("would-want-so-badly", "If Ivo would want it so badly, I'll " + B.format("vote Ivo"), []),
]

# --- a group called out, and the writer joining --------------------------------------------
GROUP: list[tuple[str, str, list[Reading]]] = [
    ("please-with-you-guys", "Please " + B.format("vote Ivo") + ". I'm with you guys.", IVO),
    ("please-with-you-all", "Please, " + B.format("vote Ivo") + ", I'm with you all.", IVO),
    (
        "d-please-joining-you-guys",
        p("Please " + ST.format("vote Ivo") + ", joining you guys."),
        IVO,
    ),
    (
        "please-with-you-guys-on-lark",
        "Please " + B.format("vote Ivo") + ". I'm with you guys on Lark.",
        [],
    ),
    ("please-with-you", "Please " + B.format("vote Ivo") + ". I'm with you.", []),
    (
        "please-are-you-guys-with-me",
        "Please " + B.format("vote Ivo") + ". Are you guys with me?",
        [],
    ),
    ("please-not-with-you-guys", "Please " + B.format("vote Ivo") + ". I'm not with you guys.", []),
    ("please-joining-you-all", "Please " + B.format("vote Ivo") + " - joining you all.", IVO),
    (
        "please-agree-with-you-all",
        "Please " + B.format("vote Ivo") + ". I agree with you all.",
        IVO,
    ),
    ("please-with-yall", "Please " + B.format("vote Ivo") + ". I'm with y'all.", IVO),
    ("lark-with-yall", "Lark, " + B.format("vote Ivo") + ". I'm with y'all.", IVO),
    ("please-yall-on-lark", "Please " + B.format("vote Ivo") + ". I'm with y'all on Lark.", []),
    (
        "please-not-with-you-guys-though",
        "Please " + B.format("vote Ivo") + ". Not with you guys though.",
        [],
    ),
    (
        "please-with-you-guys-later",
        "Please " + B.format("vote Ivo") + ". I'll be with you guys later.",
        [],
    ),
    ("please-are-you-all-with-me", "Please " + B.format("vote Ivo") + ", are you all with me?", []),
    ("go-with-yall", "Go " + B.format("vote Ivo") + ". I'm with y'all.", []),
    (
        "town-with-you-guys-on-lark",
        "Town, " + B.format("vote Ivo") + ". I'm with you guys on Lark.",
        [],
    ),
    (
        "town-with-you-all-about-lark",
        "Town, " + B.format("vote Ivo") + ", with you all about Lark.",
        [],
    ),
    (
        "town-with-you-all-on-ivo",
        "Town, " + B.format("vote Ivo") + ". I'm with you all on Ivo.",
        IVO,
    ),
    ("town-with-you-on-ivo", "Town, " + B.format("vote Ivo") + ". I'm with you on Ivo.", IVO),
    ("everyone-joining-you-all", "Everyone, " + B.format("vote Ivo") + " - joining you all.", IVO),
    ("guys-if-you-agree", "Guys, " + B.format("vote Ivo") + " if you agree with me.", []),
    ("xf-all-you-right", "All, " + XB.format("vote Ivo") + ". You're right about him.", IVO),
    ("town-join-me", "Town, " + B.format("vote Ivo") + ". Join me.", []),
]


@pytest.mark.parametrize(("html", "expected"), params(TENSE))
def test_the_conditions_verb_after_a_possessives_noun(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(HELD))
def test_a_condition_held_and_its_near_neighbours(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(GROUP))
def test_a_group_called_out_and_the_writer_joining(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


# --- a row under the writer's display name, and near neighbours -----------------------------


def d_quote_table(who: str, rows: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{who.lower()}"><div class="title">'
        f"{who}:</div><blockquote>{D_TABLE.format(rows)}</blockquote></aside>"
    )


ROWS: list[tuple[str, str, str, list[Reading]]] = [
    (
        "display-row-among-others",
        D_TABLE.format(row("Lark", ST.format("vote Tansy")) + row("Juniper", ST.format("unvote"))),
        "Juniper",
        [UNVOTE],
    ),
    (
        "display-name-of-a-quoted-table",
        d_quote_table("Lark", row("Juniper Bell", ST.format("vote Ivo"))) + p("noted"),
        "Juniper Bell",
        [],
    ),
]


@pytest.mark.parametrize(
    ("html", "display", "expected"), [pytest.param(h, d, e, id=i) for i, h, d, e in ROWS]
)
def test_the_writers_row_and_near_neighbours(
    html: str, display: str, expected: list[Reading]
) -> None:
    assert read_as(html, display) == expected
