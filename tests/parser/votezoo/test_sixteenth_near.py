"""The vote zoo's sixteenth round (see test_sixteenth.py): posts that hold no vote a host
counts, near the round's shapes. A quote alone holding a vote; a vote only in a
signature; a struck vote with no new one; a roleclaim in the bold with no vote word; a
case or a plan before "Vote X" in the bold; "my vote stays on **Ivo**" (a bold name after
a plain restatement); another language's vote word in an English game; "**I'm voting
X**" with a time after the bold or another's mind before it. Each case is a post with
invented names and no command."""

from __future__ import annotations

import pytest

from .zoo import (
    SIG_ID,
    SIGNATURE,
    ST,
    ST33,
    STRUCK_33,
    VB_SIG,
    XB,
    XF_SIG,
    B,
    S,
    d_quote,
    p,
    post,
    quote,
    read,
    vb_quote,
    vote_tag,
    xf_quote,
)

NONE: list[tuple[str, str]] = [
    # --- a quote alone, a signature alone ------------------------------------------------
    ("ms-quote-alone", quote("Lark", B.format("vote Ivo")) + "Interesting."),
    ("ms-quote-tag-alone", quote("Lark", vote_tag("Ivo")) + "Why Ivo?"),
    ("d-quote-alone", d_quote("Ivo", ST.format("vote Lark")) + p("lol no")),
    ("xf-quote-alone", xf_quote("Ivo", XB.format("VOTE: Lark")) + "Bold move."),
    ("vb-quote-alone", vb_quote("Lark", XB.format("vote Ivo")) + "ok"),
    ("ms-sig-alone", post("Busy today.") + SIGNATURE.format(B.format("vote Ivo"))),
    ("bb33-sig-alone", "Reading." + SIG_ID.format(ST33.format("VOTE: Lark"))),
    ("xf-sig-alone", "Later." + XF_SIG.format(XB.format("vote Ivo"))),
    ("vb-sig-alone", "brb" + VB_SIG.format(XB.format("vote Lark"))),
    # --- a struck vote and no new one --------------------------------------------------------
    ("ms-struck-alone", post(S.format(B.format("vote Ivo")), "never mind")),
    ("bb33-struck-alone", STRUCK_33.format(ST33.format("vote Lark"))),
    ("d-del-alone", p("<del>" + ST.format("vote Ivo") + "</del> oops")),
    ("xf-s-alone", "<s>" + XB.format("vote Lark") + "</s>"),
    ("vb-strike-alone", "<strike>" + XB.format("VOTE: Ivo") + "</strike>"),
    # --- a roleclaim with no vote word; a case or a plan before "Vote X" ---------------------
    ("ms-cop-claim-alone", B.format("Cop claim. Ivo is guilty.")),
    ("ms-claim-ivo-guilty", B.format("Claim: cop, Ivo guilty")),
    ("ms-if-flips-vote", B.format("If Ivo flips scum. Vote Lark")),
    ("ms-why-then-vote", B.format("Why Ivo? Vote Lark")),
    ("ms-you-should-then-vote", B.format("You should. Vote Ivo")),
    ("d-claim-alone", p(ST.format("Doctor claim. I protected Lark."))),
    ("ms-would-then-vote", B.format("I would wait. Vote Ivo later")),
    ("ms-long-then-vote-anyway", B.format("Ivo was silly there. Vote anyway.")),
    ("ms-town-then-vote-whoever", B.format("Lark is town. Vote for whoever you want.")),
    ("ms-scum-then-vote-him", B.format("Ivo is scum. Vote him.")),
    ("ms-he-said-then-vote", B.format("He said. Vote Ivo")),
    ("ms-scum-then-vote-count", B.format("Ivo is scum. Vote count please.")),
    # --- "vote to nominate" negated, with no name, or in plain text -------------------------
    ("ms-dont-vote-to-nominate", B.format("don't vote to nominate Ivo")),
    ("ms-vote-to-nominate-alone", B.format("vote to nominate")),
    ("ms-vote-to-not-nominate", B.format("vote to not nominate Ivo")),
    ("ms-plain-vote-to-nominate", post("I vote to nominate Ivo")),
    # --- a bold name after a plain restatement -----------------------------------------------
    ("ms-stays-on-bold", post("my vote stays on " + B.format("Ivo"))),
    ("ms-bold-stays-on", B.format("my vote stays on Ivo")),
    ("d-stays-on-strong", p("My vote stays on " + ST.format("Lark") + ".")),
    ("xf-remains-on", "My vote remains on " + XB.format("Ivo")),
    # --- another language's vote word in an English game -----------------------------------
    ("ms-stem", B.format("stem Ivo")),
    ("ms-vote-fr-pour", B.format("je vote pour Ivo")),
    ("d-stimme", p(ST.format("Stimme: Lark"))),
    ("xf-glas", XB.format("glas Ivo")),
    # --- "**I'm voting X**" with a time after the bold or another's mind before it -----------
    ("ms-voting-tomorrow-talk", post("Fine.", B.format("I'm voting Ivo") + " tomorrow, promise.")),
    ("d-voting-at-deadline", p(ST.format("I'm voting Lark") + " at deadline")),
    ("xf-lark-believes", "Lark believes " + XB.format("I'm voting Ivo") + ", cute."),
    ("vb-ivo-thinks", post("Ivo thinks " + XB.format("I am voting Lark"))),
    ("ms-voting-if-after", post(B.format("I'm voting Lark") + " if Ivo claims town.")),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NONE])
def test_no_vote_a_host_counts(html: str) -> None:
    assert read(html) == []
