"""The vote zoo's twelfth round (see zoo.py): shapes the first eleven rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_twelfth_near.py; the tables of who votes whom and the words around a vote in
test_twelfth_tables.py). A vote after a long quote chain whose quoted post holds a reply
of its own; in a "TL;DR" line; in a heading; struck and cast again in one post; in a
list item; with an emoji, a smiley or a hammer note after it; "unvote, vote X" in one
run; in colour alone; the no-elimination vote; a Discourse @mention as the name; a vote
broken over ``<br>``. Each case is a post with invented names and the commands a host
reads."""

from __future__ import annotations

import pytest

from .zoo import (
    EMOJI,
    IVO,
    NL,
    RED,
    SMILE,
    ST,
    ST33,
    UNVOTE,
    VB_SMILIE,
    XB,
    XF_SMILIE,
    B,
    Reading,
    S,
    bb33_quote,
    d_post_quote,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    tl_quote,
    vb_quote,
    vote,
    vote_tag,
    xf_quote,
)

JUNO = [vote("Juno")]
TALK = "Lark dodged the question about the night twice now."
REPLY = "That is not what I said, read it again."
XF_COLOUR = '<span style="color: rgb(184, 49, 47)">{}</span>'
VB_COLOUR = '<font color="Red">{}</font>'
COLOUR_33 = '<span style="color:#FF0000">{}</span>'
D_STRUCK = "<s>{}</s>"
D_DEL = "<del>{}</del>"
VB_STRUCK = "<strike>{}</strike>"
STRUCK_33 = '<span style="text-decoration:line-through">{}</span>'


def ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def ol(*items: str) -> str:
    return "<ol>" + "".join(f"<li>{i}</li>" for i in items) + "</ol>"


def ms_list(*items: str) -> str:
    """MafiaScum's [list]: a ``ul`` with its own class, the items' text unwrapped."""
    return '<ul style="list-style-type:disc">' + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- after a long quote chain whose quoted post replies inside itself ---------------------
    (
        "ms-chain-reply-inside-quote",
        quote("Lark", quote("Tansy", TALK) + REPLY + B.format("VOTE: Tansy"))
        + "Both of you are dodging."
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-chain-three-deep-then-vote",
        quote("Lark", quote("Tansy", quote("Ember", B.format("VOTE: Lark")) + "no") + REPLY)
        + post("", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "ms-chain-split-quotes-replies",
        quote("Lark", TALK)
        + "agreed"
        + quote("Lark", REPLY)
        + "disagree"
        + quote("Tansy", vote_tag("Juno"))
        + "nope"
        + post("", vote_tag("Ivo")),
        IVO,
    ),
    (
        "bb33-chain-reply-inside",
        bb33_quote("Lark", bb33_quote("Tansy", TALK) + REPLY + ST33.format("VOTE: Juno"))
        + ST33.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-chain-reply-inside",
        d_post_quote("Lark", d_quote("Tansy", TALK) + p(REPLY, ST.format("vote Juno")))
        + p("Nah.")
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-chain-reply-inside",
        xf_quote("Lark", xf_quote("Tansy", TALK) + REPLY + XB.format("VOTE: Juno"))
        + "Weak."
        + "<br>"
        + XB.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "vb-chain-reply-inside",
        vb_quote("Lark", vb_quote("Tansy", TALK) + REPLY + XB.format("Vote: Juno"))
        + XB.format("Vote: Ivo"),
        IVO,
    ),
    (
        "tl-chain-reply-inside",
        tl_quote("Lark", tl_quote("Tansy", TALK) + REPLY + XB.format("vote Juno"))
        + XB.format("vote Ivo"),
        IVO,
    ),
    (
        "ms-chain-own-quote-inside-then-vote",
        quote("Lark", quote("Juno", B.format("VOTE: Lark")) + "why me?")
        + "because. "
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    # --- a "TL;DR" line ------------------------------------------------------------------------
    ("ms-tldr-colon-bold", post(TALK, "TL;DR: " + B.format("VOTE: Ivo")), IVO),
    ("ms-tldr-bold-whole", post(TALK, B.format("TL;DR: VOTE: Ivo")), IVO),
    ("ms-tldr-tag", post(TALK, "tl;dr " + vote_tag("Ivo")), IVO),
    ("ms-tldr-dash-bold", post(TALK, "TLDR - " + B.format("vote Ivo")), IVO),
    ("d-tldr-strong", p(TALK, "<em>TL;DR</em>: " + ST.format("vote Ivo")), IVO),
    ("xf-tldr-b", post(TALK, "tl;dr " + XB.format("Vote: Ivo")), IVO),
    ("vb-tldr-b", post(TALK, XB.format("TL;DR") + " " + XB.format("Vote: Ivo")), IVO),
    ("plain-tldr-vote-colon", post(TALK, "TL;DR: VOTE: Ivo"), IVO),
    # --- a heading -----------------------------------------------------------------------------
    ("d-h3-vote", "<h3>VOTE: Ivo</h3>" + p(TALK), IVO),
    ("d-h1-vote", "<h1>vote Ivo</h1>", IVO),
    ("d-h2-strong-vote", "<h2><strong>VOTE: Ivo</strong></h2>" + p(TALK), IVO),
    ("d-h3-unvote-vote", "<h3>unvote</h3><h3>vote Ivo</h3>", [UNVOTE, vote("Ivo")]),
    ("d-h3-after-text", p(TALK) + "<h3>VOTE: Ivo</h3>", IVO),
    ("xf-h3-vote", '<h3 class="bbHeading">Vote: Ivo</h3>', IVO),
    # --- struck and cast again in one post ---------------------------------------------------
    ("ms-struck-then-vote", S.format(B.format("VOTE: Ivo")) + " " + B.format("VOTE: Juno"), JUNO),
    ("ms-struck-inside-bold", B.format(S.format("VOTE: Ivo") + " VOTE: Juno"), JUNO),
    ("d-s-then-strong", p(D_STRUCK.format("vote Ivo") + " " + ST.format("vote Juno")), JUNO),
    ("d-strong-s-inside", p(ST.format(D_STRUCK.format("VOTE: Ivo") + " VOTE: Juno")), JUNO),
    (
        "d-del-then-strong",
        p(D_DEL.format(ST.format("vote Ivo")) + " " + ST.format("vote Juno")),
        JUNO,
    ),
    ("d-plain-struck-then-plain", p(D_STRUCK.format("VOTE: Ivo") + " VOTE: Juno"), JUNO),
    (
        "bb33-struck-then-strong",
        STRUCK_33.format(ST33.format("VOTE: Ivo")) + ST33.format("VOTE: Juno"),
        JUNO,
    ),
    ("xf-s-then-b", "<s>" + XB.format("VOTE: Ivo") + "</s> " + XB.format("VOTE: Juno"), JUNO),
    (
        "vb-strike-then-b",
        VB_STRUCK.format(XB.format("Vote: Ivo")) + " " + XB.format("Vote: Juno"),
        JUNO,
    ),
    ("ms-struck-name-only", B.format("VOTE: " + S.format("Ivo") + " Juno"), JUNO),
    ("ms-struck-tag-then-tag", S.format(vote_tag("Ivo")) + vote_tag("Juno"), JUNO),
    (
        "ms-vote-then-struck-old",
        B.format("VOTE: Juno") + " " + S.format(B.format("VOTE: Ivo")),
        JUNO,
    ),
    # --- a list item ---------------------------------------------------------------------------
    ("d-ul-strong-vote", p(TALK) + ul(ST.format("vote Ivo")), IVO),
    ("d-ol-reads-then-vote", ol("Lark: town", "Tansy: null", ST.format("VOTE: Ivo")), IVO),
    ("ms-list-bold-vote", ms_list("reads are below", B.format("VOTE: Ivo")), IVO),
    ("ms-list-tag", ms_list(vote_tag("Ivo")), IVO),
    ("xf-ul-b-vote", '<ul class="bbList">' + "<li>" + XB.format("Vote: Ivo") + "</li></ul>", IVO),
    ("vb-ol-b-vote", ol(XB.format("Vote: Ivo"), "more later"), IVO),
    ("d-ul-unvote-vote", ul(ST.format("unvote"), ST.format("vote Ivo")), [UNVOTE, vote("Ivo")]),
    ("d-ul-plain-vote-colon", ul("VOTE: Ivo"), IVO),
    # --- an emoji, a smiley or a reaction after it -------------------------------------------
    ("ms-bold-smiley-after", B.format("VOTE: Ivo") + " " + SMILE, IVO),
    ("ms-bold-smiley-inside", B.format("VOTE: Ivo " + SMILE), IVO),
    ("ms-bold-typed-smiley", B.format("VOTE: Ivo :P"), IVO),
    ("ms-bold-heart", B.format("VOTE: Ivo <3"), IVO),
    ("d-strong-shortcode", p(ST.format("vote Ivo") + " :knife:"), IVO),
    ("d-strong-emoji-twice", p(ST.format("vote Ivo") + " " + EMOJI + EMOJI), IVO),
    ("xf-b-smilie", XB.format("Vote: Ivo") + " " + XF_SMILIE, IVO),
    ("vb-b-smilie", XB.format("Vote: Ivo") + " " + VB_SMILIE, IVO),
    ("ms-bold-emoji-then-text", post(B.format("VOTE: Ivo") + " 🙃", "He knows why."), IVO),
    ("d-emoji-inside-strong-name-after", p(ST.format("vote Ivo 🔥")), IVO),
    # --- a hammer note ------------------------------------------------------------------------
    ("ms-bold-hammer-brackets", B.format("VOTE: Ivo (hammer)"), IVO),
    ("ms-bold-then-hammer", B.format("VOTE: Ivo") + " (hammer)", IVO),
    ("ms-bold-dash-hammer", B.format("VOTE: Ivo - HAMMER"), IVO),
    ("ms-bold-hammer-bang", B.format("VOTE: Ivo") + " hammer!", IVO),
    ("ms-tag-hammer", vote_tag("Ivo") + " (hammer)", IVO),
    ("d-strong-hammer-emoji", p(ST.format("vote Ivo") + " (hammer) " + EMOJI), IVO),
    ("xf-b-comma-hammer", XB.format("Vote: Ivo, hammer"), IVO),
    ("ms-bold-hammered", B.format("VOTE: Ivo") + " [hammered]", IVO),
    # --- unvote and vote in one run ----------------------------------------------------------
    ("ms-unvote-comma-vote", B.format("unvote, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-stop-vote", B.format("Unvote. Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-amp-vote", B.format("UNVOTE &amp; VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-space-vote", B.format("unvote vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("d-unvote-comma-vote", p(ST.format("unvote, vote Ivo")), [UNVOTE, vote("Ivo")]),
    ("xf-unvote-semicolon-vote", XB.format("Unvote; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("vb-unvote-then-vote", XB.format("Unvote, then vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("bb33-unvote-comma-vote", ST33.format("UNVOTE, VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    # --- colour alone (the counting colour is red) -----------------------------------------------
    ("ms-red-vote", RED.format("VOTE: Ivo"), IVO),
    ("ms-vote-word-then-red-name", "Vote: " + RED.format("Ivo"), IVO),
    ("bb33-red-vote", COLOUR_33.format("VOTE: Ivo"), IVO),
    ("xf-red-vote", XF_COLOUR.format("Vote: Ivo"), IVO),
    ("vb-red-vote", VB_COLOUR.format("vote Ivo"), IVO),
    ("ms-red-unvote-vote", RED.format("UNVOTE: VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    # --- the no-elimination vote ------------------------------------------------------------
    ("ms-no-lynch", B.format("VOTE: no lynch"), [vote(NL)]),
    ("ms-no-elimination", B.format("VOTE: No Elimination"), [vote(NL)]),
    ("ms-sleep", B.format("VOTE: sleep"), [vote(NL)]),
    ("ms-tag-no-lynch", vote_tag("No Lynch"), [vote(NL)]),
    ("d-no-elim", p(ST.format("vote no elim")), [vote(NL)]),
    ("xf-no-exe", XB.format("Vote: no exe"), [vote(NL)]),
    ("vb-no-lynch-bold-only", XB.format("No Lynch"), [vote(NL)]),
    ("ms-unvote-vote-sleep", B.format("UNVOTE, VOTE: Sleep"), [UNVOTE, vote(NL)]),
    # --- a Discourse @mention as the name ----------------------------------------------------
    ("d-strong-vote-mention", p(ST.format("vote " + mention("Ivo"))), IVO),
    ("d-strong-vote-colon-mention", p(ST.format("VOTE: " + mention("Ivo"))), IVO),
    ("d-strong-then-mention", p(ST.format("vote") + " " + mention("Ivo")), IVO),
    ("d-plain-vote-colon-mention", p("VOTE: " + mention("Ivo")), IVO),
    ("d-mention-lower", p(ST.format('vote <a class="mention" href="/u/ivo">@ivo</a>')), IVO),
    (
        "d-vote-mention-then-cc",
        p(ST.format("vote " + mention("Ivo")) + " cc " + mention("Lark")),
        IVO,
    ),
    (
        "d-vote-mention-kestrel",
        p(ST.format("vote " + mention("Kestrel_Moon"))),
        [vote("Kestrel Moon")],
    ),
    # --- broken over <br> --------------------------------------------------------------------
    ("ms-bold-vote-br-bold-name", B.format("VOTE:") + "<br>" + B.format("Ivo"), IVO),
    (
        "ms-unvote-br-vote",
        B.format("UNVOTE") + "<br>" + B.format("VOTE: Ivo"),
        [UNVOTE, vote("Ivo")],
    ),
    ("ms-bold-vote-br-in-run-tail", B.format("VOTE: Ivo<br>") + "he is scum", IVO),
    ("xf-b-vote-br-b-name", XB.format("Vote:") + "<br>" + XB.format("Ivo"), IVO),
    ("d-strong-br-name-in-p", p(ST.format("vote<br>Ivo")), IVO),
    ("vb-b-br-inside", XB.format("Vote:<br>Ivo"), IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_these(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
