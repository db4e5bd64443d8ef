"""The vote zoo's twelfth round (see zoo.py, test_twelfth.py): round eleven's leftovers. A
table of who votes whom with the writer's own row ("Me", or the writer's name) beside
others' rows; a table whose names stand in ``<th>`` cells down its side; a vote said
after a list of names that the writer's next words show to be their own ("Lark, Tansy,
**vote Ivo**. I'm with you two.") against an instruction; a plain "Vite: Ivo". Each case
is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    D_TABLE,
    IVO,
    MS_TABLE,
    ST,
    ST33,
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
)

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- the writer's row ("Me") beside one other row, in bold --------------------------------
    (
        "ms-me-and-one-other-bold",
        MS_TABLE.format(row("Me", B.format("VOTE: Ivo")) + row("Lark", B.format("VOTE: Tansy"))),
        IVO,
    ),
    (
        "ms-other-then-me-bold",
        MS_TABLE.format(row("Lark", B.format("VOTE: Tansy")) + row("Me", B.format("VOTE: Ivo"))),
        IVO,
    ),
    (
        "d-me-and-one-other",
        D_TABLE.format(row("Me", ST.format("vote Ivo")) + row("Lark", ST.format("vote Tansy"))),
        IVO,
    ),
    (
        "xf-me-and-one-other",
        XF_TABLE.format(row("me", XB.format("Vote: Ivo")) + row("Tansy", XB.format("Vote: Lark"))),
        IVO,
    ),
    (
        "bb33-myself-and-one-other",
        MS_TABLE.format(
            row("Myself", ST33.format("VOTE: Ivo")) + row("Ember", ST33.format("VOTE: Lark"))
        ),
        IVO,
    ),
    (
        "ms-juno-me-and-one-other",
        MS_TABLE.format(
            row("Juno (me)", B.format("VOTE: Ivo")) + row("Lark", B.format("VOTE: Tansy"))
        ),
        IVO,
    ),
    # --- the writer's row under the writer's own name among others' ---------------------------
    (
        "ms-own-name-among-two",
        MS_TABLE.format(
            row("Lark", B.format("VOTE: Tansy"))
            + row("Juno", B.format("VOTE: Ivo"))
            + row("Ember", B.format("VOTE: Tansy"))
        ),
        IVO,
    ),
    (
        "ms-own-name-first",
        MS_TABLE.format(
            row("Juno", B.format("VOTE: Ivo"))
            + row("Lark", B.format("VOTE: Tansy"))
            + row("Tansy", B.format("VOTE: Lark"))
        ),
        IVO,
    ),
    (
        "d-own-name-among-two",
        D_TABLE.format(
            row("Lark", ST.format("vote Ivo"))
            + row("Tansy", ST.format("vote Ivo"))
            + row("Juno", ST.format("vote Ivo"))
        ),
        IVO,
    ),
    (
        "xf-own-name-plain",
        XF_TABLE.format(
            row("Lark", "Vote: Tansy") + row("Juno", "Vote: Ivo") + row("Ember", "Vote: Tansy")
        ),
        IVO,
    ),
    (
        "ms-own-name-and-one-other",
        MS_TABLE.format(row("Juno", B.format("VOTE: Ivo")) + row("Lark", B.format("VOTE: Tansy"))),
        IVO,
    ),
    # --- names in <th> cells down the side, with the writer's row -------------------------------
    (
        "ms-th-side-me-row",
        MS_TABLE.format(
            side("Me", B.format("VOTE: Ivo"))
            + side("Lark", B.format("VOTE: Tansy"))
            + side("Ember", B.format("VOTE: Tansy"))
        ),
        IVO,
    ),
    (
        "d-th-side-own-name",
        "<table><tbody>"
        + side("Lark", ST.format("vote Tansy"))
        + side("Juno", ST.format("vote Ivo"))
        + side("Tansy", ST.format("vote Lark"))
        + "</tbody></table>",
        IVO,
    ),
    # a table of side headings over reads, then the writer's vote under it
    (
        "ms-th-side-reads-then-vote",
        MS_TABLE.format(side("Lark", "town") + side("Tansy", "scum")) + B.format("VOTE: Ivo"),
        IVO,
    ),
    # --- a list of names before the vote, then the writer's words joining them ------------------
    (
        "two-names-vote-im-with-you",
        "Lark, Tansy, " + B.format("vote Ivo") + ". I'm with you two.",
        IVO,
    ),
    ("name-vote-im-with-you", "Lark, " + B.format("vote Ivo") + " - I'm with you on this.", IVO),
    ("two-names-vote-joining-you", "Ember, Lark, " + B.format("vote Ivo") + ", joining you.", IVO),
    ("name-vote-agree-with-you", "Lark, " + B.format("vote Ivo") + ". I agree with you.", IVO),
    ("name-vote-same-as-you", "Tansy, " + B.format("vote Ivo") + " same as you", IVO),
    (
        "d-mentions-vote-with-you",
        p(
            mention("Lark")
            + ", "
            + mention("Tansy")
            + ", "
            + ST.format("vote Ivo")
            + ". I'm with you both."
        ),
        IVO,
    ),
    (
        "xf-names-vote-right-there-with-you",
        "Lark, Tansy, " + XB.format("Vote: Ivo") + " right there with you",
        IVO,
    ),
    ("name-vote-youre-right", "Lark, " + B.format("vote Ivo") + ". You're right about him.", IVO),
]

NEVER: list[tuple[str, str]] = [
    # --- two or more others' rows beside the writer's, the others read as none -----------------
    (
        "ms-th-side-three-others",
        MS_TABLE.format(
            side("Lark", B.format("VOTE: Tansy"))
            + side("Ember", B.format("VOTE: Tansy"))
            + side("Tansy", B.format("VOTE: Lark"))
        ),
    ),
    (
        "d-th-side-two-others",
        "<table><tbody>"
        + side("Lark", ST.format("vote Ivo"))
        + side("Tansy", ST.format("vote Ivo"))
        + "</tbody></table>",
    ),
    ("xf-th-side-plain", XF_TABLE.format(side("Lark", "Vote: Ivo") + side("Tansy", "Vote: Lark"))),
    (
        "ms-th-side-numbered",
        MS_TABLE.format(
            side("1", "Lark", B.format("VOTE: Ivo")) + side("2", "Tansy", B.format("VOTE: Ivo"))
        ),
    ),
    # --- an instruction: the words after join nobody (or ask) ----------------------------------
    ("two-names-vote-stop", "Lark, Tansy, " + B.format("vote Ivo") + "."),
    (
        "two-names-vote-then-reason",
        "Lark, Tansy, " + B.format("vote Ivo") + ". He is the best wagon.",
    ),
    ("name-vote-im-sure", "Lark, " + B.format("vote Ivo") + ". I'm sure of it."),
    ("name-vote-with-you-question", "Lark, " + B.format("vote Ivo") + ". Who is with you?"),
    ("name-vote-agree-with-me", "Lark, " + B.format("vote Ivo") + " if you agree with me."),
    (
        "name-vote-im-not-with-you",
        "Lark, " + B.format("vote Ivo") + ". I'm not with you on Tansy though.",
    ),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_these(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []
