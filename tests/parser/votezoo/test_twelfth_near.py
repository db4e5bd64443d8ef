"""The vote zoo's twelfth round (see zoo.py, test_twelfth.py), the posts with no vote: a
vote in a signature; a vote the writer would cast once something happens ("if Ivo claims
I'll **vote Ivo**"); a vote for the host; a vote word in another language; a vote in a
spoiler titled "vote"; a vote only quoted in a chain; a struck vote alone; and the shapes
a host may read either way, tested as the tool reads them now with the reason."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    SIG_ID,
    SIGNATURE,
    ST,
    ST33,
    UNVOTE,
    VB_SIG,
    XB,
    XF_SIG,
    B,
    Reading,
    S,
    d_quote,
    mention,
    p,
    params,
    quote,
    read,
    vote,
    vote_tag,
    xf_quote,
)

TITLED = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler: {0}</b> '
    '<input type="button" value="Show" class="button2"></div><div class="quotecontent">'
    '<div style="display: none;">{1}</div></div></div>'
)
D_DETAILS = "<details><summary>{0}</summary>{1}</details>"
XF_TITLED = (
    '<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button button">'
    '<span class="button-text"><span>Spoiler: {0}</span></span></button><div class="'
    'bbCodeSpoiler-content"><div class="bbCodeBlock bbCodeBlock--spoiler"><div class="'
    'bbCodeBlock-content">{1}</div></div></div></div>'
)

NEVER: list[tuple[str, str]] = [
    # --- a vote in a signature only ------------------------------------------------------------
    ("ms-sig-tag", "Back tonight." + SIGNATURE.format(vote_tag("Ivo"))),
    ("ms-sig-tldr", "brb" + SIGNATURE.format("TL;DR: " + B.format("VOTE: Ivo"))),
    ("bb33-sig-strong", "Reading." + SIG_ID.format(ST33.format("VOTE: Ivo"))),
    ("xf-sig-unvote-vote", "Later." + XF_SIG.format(XB.format("Unvote, vote Ivo"))),
    ("vb-sig-heading", "ok" + VB_SIG.format("<h3>Vote: Ivo</h3>")),
    (
        "ms-sig-list",
        "Thoughts soon." + SIGNATURE.format("<ul><li>" + B.format("VOTE: Ivo") + "</li></ul>"),
    ),
    # --- a vote the writer would cast once something happens ---------------------------------
    ("if-claims-ill-bold", "If Ivo claims I'll " + B.format("vote Ivo")),
    ("if-flips-i-will-bold", "If Lark flips scum I will " + B.format("VOTE: Ivo")),
    ("when-claims-going-to", "When Ivo claims, I'm going to " + B.format("vote Ivo")),
    ("once-dead-ill", "Once Lark is dead I'll " + B.format("vote Ivo")),
    ("if-no-answer-ill-comma", "If he doesn't answer by tonight, I'll " + B.format("vote Ivo")),
    ("unless-claims-ill", "Unless Ivo claims, I'll " + B.format("vote Ivo")),
    ("if-town-i-would", "If Tansy is town, I would " + XB.format("Vote: Ivo")),
    ("d-if-claims-ill", p("If Ivo claims I'll " + ST.format("vote Ivo"))),
    ("if-gonna-tag", "If Lark is cleared I'm gonna " + B.format("vote Ivo")),
    ("plain-if-claims-ill", "if Ivo claims I'll vote Ivo"),
    ("as-soon-as-ill", "As soon as Lark posts I'll " + B.format("vote Ivo")),
    # --- a vote for the host -----------------------------------------------------------------
    ("ms-vote-host-account", B.format("VOTE: Warden")),
    ("ms-vote-the-host", B.format("VOTE: the host")),
    ("ms-vote-mod", B.format("VOTE: mod")),
    ("d-vote-host-mention", p(ST.format("vote " + mention("Warden")))),
    ("ms-tag-host", vote_tag("Warden")),
    # --- a vote word in another language -------------------------------------------------------
    ("bold-stimme", B.format("Stimme: Ivo")),
    ("bold-stem", B.format("STEM: Ivo")),
    ("bold-voto-para", B.format("Voto para Ivo")),
    ("bold-glos", B.format("Głos: Ivo")),
    ("bold-votar", B.format("VOTAR: Ivo")),
    # --- a spoiler titled "vote" (a spoiler hides; titled "vote" it is most often a count) ----
    ("ms-spoiler-titled-vote", TITLED.format("vote", B.format("VOTE: Ivo"))),
    ("ms-spoiler-titled-my-vote", TITLED.format("my vote", vote_tag("Ivo"))),
    ("d-details-titled-vote", D_DETAILS.format("Vote", p(ST.format("vote Ivo")))),
    ("xf-spoiler-titled-vote", XF_TITLED.format("vote", XB.format("Vote: Ivo"))),
    # --- a vote only quoted in a chain whose quoted post replies inside itself -----------------
    (
        "ms-chain-only-quoted-reply-vote",
        quote("Lark", quote("Tansy", "why") + "because " + B.format("VOTE: Ivo")) + "hm, fair",
    ),
    (
        "d-chain-only-quoted-reply",
        d_quote("Lark", "you said " + ST.format("vote Ivo")) + p("and I still disagree"),
    ),
    (
        "xf-chain-quoted-only",
        xf_quote("Lark", xf_quote("Tansy", "x") + XB.format("VOTE: Ivo")) + "ok",
    ),
    # --- a struck vote alone -------------------------------------------------------------------
    ("ms-struck-only", S.format(B.format("VOTE: Ivo"))),
    ("d-struck-only", p("<s>" + ST.format("vote Ivo") + "</s>")),
    ("xf-struck-only", "<s>" + XB.format("Vote: Ivo") + "</s> changed my mind, no vote yet"),
    # --- the writer's vote said in a heading inside a quote --------------------------------------
    ("d-h3-in-quote", d_quote("Lark", "x") + "<blockquote><h3>VOTE: Ivo</h3></blockquote>"),
]

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # a condition with no "I'll" before the run: the formal vote cast with a condition,
    # as round eleven's "**VOTE: Ivo** if Lark claims" (rules.md has no conditional vote)
    ("if-nobody-objects-vote", "If nobody objects, " + B.format("VOTE: Ivo"), IVO),
    ("if-you-insist-vote", "If you insist, " + B.format("VOTE: Ivo"), IVO),
    # a concession: the writer's own vote now
    ("even-if-claims-ill-still", "Even if Ivo claims I'll still " + B.format("vote Ivo"), IVO),
    # an idiom opening the sentence ("When in doubt", "If anything"): the writer's choice now
    ("when-in-doubt-ill", "When in doubt, I'll " + B.format("vote Ivo"), IVO),
    ("if-anything-id", "If anything, I'd " + B.format("vote Ivo"), IVO),
    # a condition on the writer is met as they write it
    (
        "if-im-still-alive-going-to",
        "If I'm still around, I'm going to " + B.format("UNVOTE, VOTE: Ivo"),
        [UNVOTE, vote("Ivo")],
    ),
    # a condition in the past tense before "I'll": a fact the writer takes as done
    (
        "if-claimed-ill-unvote",
        "If Lark and Tansy both claimed, but nobody buys it, I'll " + B.format("UNVOTE"),
        [UNVOTE],
    ),
    # a vote tag is the formal vote whatever the words before it: the host counts it
    ("if-claims-ill-tag", "If Lark claims, I'll " + vote_tag("Ivo"), IVO),
    # "I'll" and the condition after the run (round eleven): the vote
    ("ill-bold-if-after", "I'll " + B.format("vote Ivo") + " if he claims", IVO),
    # a condition already met in another sentence: the writer's vote now
    ("since-claimed-ill", "Since Ivo claimed, I'll " + B.format("vote Ivo"), IVO),
    # the one-letter lookalike "Vote" in French ("Voter: Ivo"): a vote word misspelt once,
    # in a styled run read as the keyword (round one's typos)
    ("bold-voter-colon", B.format("Voter: Ivo"), []),
    # round eleven's leftover, decided: a plain "Vite: Ivo" (or "Vtoe: Ivo") is nothing, no
    # near miss: a misspelt keyword is read only where the real one would count styled
    # (MafiaScum's rule: a vote is bold or a tag), and a plain line with no vote word is
    # not read at all; the styled run's near miss stays (round eleven)
    ("plain-vite-decided", "Vite: Ivo", []),
    ("plain-vtoe", "Vtoe: Ivo", []),
    # a plain "tl;dr vote Ivo": plain text wants the vote word first ("TL;DR: VOTE: Ivo"
    # with its colon is a vote, test_twelfth.py); a near miss at most
    ("plain-tldr-vote-no-colon", "tl;dr vote Ivo", []),
    # a heading of plain words only (no vote word): nothing
    ("d-h3-no-vote", "<h3>Ivo</h3>", []),
    # "unvote" struck, then a vote: the vote only
    ("ms-struck-unvote-then-vote", S.format(B.format("UNVOTE")) + " " + B.format("VOTE: Ivo"), IVO),
    # an unvote and the vote struck in one run: the unvote stands
    ("ms-unvote-then-struck-vote", B.format("UNVOTE " + S.format("VOTE: Ivo")), [UNVOTE]),
    # the host named as "Warden" in an unvote: an unvote
    ("ms-unvote-host", B.format("UNVOTE: Warden"), [UNVOTE]),
    # a vote beside "no lynch" talk: the vote
    ("ms-vote-then-no-lynch-talk", B.format("VOTE: Ivo") + " rather than no lynch", [vote("Ivo")]),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
