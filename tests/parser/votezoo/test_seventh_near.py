"""The vote zoo's seventh round (see zoo.py, test_seventh.py), the posts with no vote: a
vote the writer says they would cast only if made to ("I'd **VOTE: Ivo** if I had to"); a
vote the writer says is no real one ("(not a real vote)", "(not an actual vote)"); a
vote written as the syntax, in code of four engines, in an example; a vote said of an
earlier game or thread; a player's own count, a parody of the host's, a list of who
votes whom; a spaced or starred vote word; and the shapes a host may read either way,
tested as the tool reads them now with the reason."""

from __future__ import annotations

import pytest

from .zoo import (
    CODEBOX_33,
    IVO,
    ST,
    UNVOTE,
    VB_CODE,
    XB,
    B,
    Reading,
    d_post_quote,
    p,
    params,
    post,
    read,
    vote,
    vote_tag,
)

TRANSPARENT = '<span style="color:transparent">{}</span>'

NEVER: list[tuple[str, str]] = [
    # --- only if made to ---------------------------------------------------------------------
    ("id-vote-if-i-had-to", "I'd " + B.format("VOTE: Ivo") + " if I had to"),
    ("would-vote-if-forced", "I would " + B.format("VOTE: Ivo") + " if forced"),
    ("bold-if-i-had-to-after", B.format("VOTE: Ivo") + " if I had to, but I won't yet"),
    ("d-id-vote-if-had-to", p("I'd " + ST.format("vote Ivo") + " if I had to pick right now")),
    ("xf-if-i-was-forced", "I'd " + XB.format("Vote: Ivo") + " if I was forced to"),
    ("bold-inside-if-i-had-to", B.format("I'd VOTE: Ivo if I had to")),
    ("would-vote-if-made-to", "I'd " + B.format("VOTE: Ivo") + " if you made me"),
    # --- no real vote, says the writer -----------------------------------------------------------
    ("not-a-real-vote-after", B.format("VOTE: Ivo") + " (not a real vote)"),
    ("not-a-real-vote-inside", B.format("VOTE: Ivo (not a real vote)")),
    ("not-an-actual-vote", B.format("VOTE: Ivo") + " - not an actual vote"),
    ("this-is-not-a-vote", B.format("VOTE: Ivo") + " (this is not a vote)"),
    ("not-a-vote-yet", B.format("VOTE: Ivo") + " (not a vote yet)"),
    ("doesnt-count", B.format("VOTE: Ivo") + " (doesn't count)"),
    ("d-not-real-vote", p(ST.format("vote Ivo") + " (not a real vote)")),
    ("xf-not-a-real-vote", XB.format("Vote: Ivo") + " &lt;- not a real vote"),
    ("tag-example-not-real", vote_tag("Ivo") + " (example, not a real vote)"),
    ("bold-example-label", B.format("Example: VOTE: Ivo")),
    ("plain-example-then-bold", "Example: " + B.format("VOTE: Ivo")),
    ("plain-eg-then-bold", "e.g. " + B.format("VOTE: Ivo")),
    ("heres-an-example", "Here's an example: " + B.format("VOTE: Ivo")),
    ("if-i-could-but-dead", B.format("VOTE: Ivo") + " if I could but I'm dead"),
    ("if-forced-to-pick", B.format("VOTE: Ivo") + " if forced to pick"),
    # --- code of four engines ----------------------------------------------------------------------
    ("phpbb33-codebox", CODEBOX_33.format("VOTE: Ivo")),
    ("vb-code", VB_CODE.format("VOTE: Ivo")),
    ("d-code-block-bold-in", '<pre><code class="lang-plaintext">**VOTE: Ivo**\n</code></pre>'),
    ("d-inline-code-colon", p("type <code>VOTE: Ivo</code> to vote")),
    ("inline-code-alone", p("<code>VOTE: Ivo</code>")),
    # --- said of an earlier game or thread ------------------------------------------------------
    ("last-game-i-said", "Last game I said " + B.format("VOTE: Ivo") + " way too early."),
    ("in-my-last-game-i-wrote", "In my last game I wrote " + B.format("VOTE: Ivo") + " on day 1."),
    (
        "other-thread-quote",
        "From the other thread:" + d_post_quote("Lark", p(ST.format("vote Ivo"))),
    ),
    ("yesterday-i-posted", "Yesterday I posted " + B.format("VOTE: Ivo") + " and got nothing."),
    # --- a player's own count, a parody, a list of who votes whom --------------------------------
    ("votes-list-plain", post("Votes: Ivo (2), Juno (1)")),
    ("votes-list-bold-label", B.format("Votes:") + " Ivo (2), Lark (1)"),
    (
        "parody-count-bold-wagons",
        post(
            B.format("Juno's Totally Official Count"),
            B.format("Ivo (2)") + " - Lark, Tansy",
            B.format("Lark (1)") + " - Ivo",
        ),
    ),
    (
        "who-votes-whom-bold",
        post(
            "Where the votes are:",
            "Lark - " + B.format("VOTE: Ivo"),
            "Tansy - " + B.format("VOTE: Ivo"),
            "Ivo - " + B.format("VOTE: Lark"),
        ),
    ),
    (
        "who-votes-whom-colon",
        post(
            "Lark: " + B.format("VOTE: Ivo"),
            "Tansy: " + B.format("VOTE: Ivo"),
            "Ember: " + B.format("VOTE: Lark"),
        ),
    ),
    (
        "who-votes-whom-tags",
        post("Lark: " + vote_tag("Ivo"), "Tansy: " + vote_tag("Lark")),
    ),
    (
        "d-who-votes-whom",
        p("Lark: " + ST.format("vote Ivo"), "Ember: " + ST.format("vote Lark")),
    ),
    # --- a spaced or starred vote word ------------------------------------------------------------
    ("spaced-keyword", B.format("V O T E: Ivo")),
    ("starred-keyword", B.format("V*TE: Ivo")),
    ("dotted-keyword", B.format("V.O.T.E: Ivo")),
    # --- batch two ----------------------------------------------------------------------------
    ("if-i-could-after", "I'd " + B.format("VOTE: Ivo") + " if I could"),
    ("if-i-had-a-vote", B.format("VOTE: Ivo") + " (if I had a vote)"),
    ("if-i-were-alive", B.format("VOTE: Ivo") + " if I were still alive"),
    ("like-this-label", "Like this: " + B.format("VOTE: Ivo")),
    ("format-label", "Format: " + B.format("VOTE: Ivo")),
    ("bold-example-vote", B.format("Example vote: Ivo")),
    ("bold-sample-vote", B.format("Sample vote: Ivo")),
    ("i-posted-last-game-after", "I posted " + B.format("VOTE: Ivo") + " in my last game too."),
    ("on-day-one-i-wrote", "On day 1 I wrote " + B.format("VOTE: Ivo") + " for the same reason."),
    ("its-not-a-vote", B.format("VOTE: Ivo") + " (it's not a vote, relax)"),
    ("not-a-serious-vote", B.format("VOTE: Ivo") + " - not a serious vote"),
    ("wont-count", B.format("VOTE: Ivo") + " (won't count, I know)"),
    (
        "xf-who-votes-whom",
        "Lark - " + XB.format("Vote: Ivo") + "<br>Ember - " + XB.format("Vote: Ivo"),
    ),
]

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # a list of who votes whom with the writer's own line: the twelfth round reads the
    # writer's line as the writer's vote (the others' lines none), in a table as typed
    (
        "who-votes-whom-with-self",
        post(
            "Juno - " + B.format("VOTE: Ivo"),
            "Lark - " + B.format("VOTE: Ivo"),
            "Tansy - " + B.format("VOTE: Lark"),
        ),
        [vote("Ivo")],
    ),
    # ">>" between two names also ranks ("Ivo >> Lark": Ivo well before Lark): the two
    # names, AMBIGUOUS (the host asks); an arrow ("->", "=>", "→") is a change
    ("gt-gt-two-names", B.format("VOTE: Ivo >> Lark"), []),
    ("psa-bold-vote", B.format("PSA: VOTE: Ivo"), IVO),
    ("scratch-that-no-command", post(B.format("VOTE: Ivo"), "actually, scratch that."), IVO),
    ("edit-ignore-vote", post(B.format("VOTE: Ivo"), "EDIT: ignore the vote, wrong thread"), IVO),
    ("transparent-text", TRANSPARENT.format(B.format("VOTE: Ivo")), IVO),
    ("bold-switching-to", B.format("Switching to Ivo"), []),
    # two names glued by a stop: two players' names glued are AMBIGUOUS in the names
    # layer (names21; was Lark); the glued-sentence rule leaves a text whose rest is a
    # name alone
    ("glued-two-names", B.format("VOTE: Lark.Ivo"), []),
    ("glued-sentence-pronoun", B.format("VOTE: Lark.He lied"), [vote("Lark")]),
    ("glued-sentence-name", B.format("VOTE: Lark.ivo is next"), [vote("Lark")]),
    # "no unvote needed" after a vote: "no" takes nothing back, the plain line is no command
    ("no-unvote-needed", post(B.format("VOTE: Ivo"), "no unvote needed"), IVO),
    # a disclaimer on the line after the vote: read since the eighth round
    # (asides.disclaimed_next_line; test_eighth_near.py)
    ("not-real-next-line", post(B.format("VOTE: Ivo"), "(not a real vote)"), []),
    (
        "unvote-nvm-keeps",
        post(B.format("UNVOTE"), "nvm, " + B.format("VOTE: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
