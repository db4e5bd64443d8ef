"""The vote zoo's fourteenth round (see test_fourteenth.py): posts a host reads no vote in.
A vote only in a signature (phpBB, phpBB 3.3, vBulletin, XenForo, XenForo 1); the name
alone in bold after "hammer:" or "Hammer" with no vote word; "my vote order" lists;
"retract vote" / "withdraw my vote" (no unvote word, as round three decided); two names in
one vote; a vote struck inside the bold with nothing after it; FoS alone; a vote in a
Discourse ``<details>`` or a spoiler; a reply that quotes another's vote and says "this"
or "+1"; the writer's own quoted vote; a slash command inside code or a sentence. Each
case is a post with invented names and no command a host would count."""

from __future__ import annotations

import pytest

from .zoo import (
    SIG_ID,
    SIGNATURE,
    ST,
    VB_SIG,
    XB,
    XF_SIG,
    B,
    S,
    d_post_quote,
    d_quote,
    details,
    mention,
    p,
    post,
    quote,
    read,
    spoiler,
    vb_quote,
    vote_tag,
    xf1_quote,
    xf_quote,
)

XF1_SIG = '<div class="baseHtml signature messageText ugc"><aside>{}</aside></div>'
D_SPOILER = '<div class="spoiler"><p>{}</p></div>'

NONE: list[tuple[str, str]] = [
    # --- a vote in a signature only ---------------------------------------------------------
    ("ms-sig-unvote-only", "Catching up tonight." + SIGNATURE.format(B.format("UNVOTE"))),
    ("ms-sig-tag-only", "Catching up tonight." + SIGNATURE.format(vote_tag("Lark"))),
    ("bb33-sig-vote", "Reading." + SIG_ID.format(ST.format("VOTE: Ivo"))),
    ("vb-sig-no-lynch", "Back later." + VB_SIG.format(XB.format("Vote: No Lynch"))),
    ("xf-sig-unvote-vote", "Hm." + XF_SIG.format(XB.format("Unvote, vote Ivo"))),
    ("xf1-sig-vote", "Noted." + XF1_SIG.format(XB.format("Vote: Ivo"))),
    (
        "ms-sig-vote-with-link",
        "ok" + SIGNATURE.format("My motto: " + B.format("vote Ivo") + " always"),
    ),
    # --- the name alone in bold, hammer words -----------------------------------------------
    ("ms-hammer-colon-bold-name", "hammer: " + B.format("Ivo")),
    ("ms-hammer-name-bold", B.format("Hammer Ivo")),
    ("d-hammer-colon-strong-name", p("hammer: " + ST.format("Ivo"))),
    ("xf-hammer-bold-name", XB.format("HAMMER Ivo")),
    ("ms-hammer-time-bold-name", "Hammer time? " + B.format("Ivo")),
    # --- a vote order, a list of plans ----------------------------------------------------
    ("ms-vote-order-plain", "my vote order: 1. Ivo 2. Juno"),
    (
        "ms-vote-order-bold-names",
        post("My vote order:", "1. " + B.format("Ivo"), "2. " + B.format("Lark")),
    ),
    (
        "d-vote-order-list",
        p("My vote order:")
        + "<ol><li>"
        + ST.format("Ivo")
        + "</li><li>"
        + ST.format("Lark")
        + "</li></ol>",
    ),
    ("ms-vote-order-arrows", "Vote order: " + B.format("Ivo") + " &gt; " + B.format("Lark")),
    ("xf-lynch-order", "Lynch order:<br>1. " + XB.format("Ivo") + "<br>2. " + XB.format("Lark")),
    # --- retracting in words (no unvote word) ------------------------------------------------
    ("ms-retract-vote", B.format("retract vote")),
    ("ms-withdraw-my-vote", B.format("withdraw my vote")),
    ("d-withdraw-vote", p(ST.format("Withdraw vote"))),
    ("xf-retracting-my-vote", XB.format("Retracting my vote")),
    ("ms-vote-retracted", B.format("VOTE: Ivo (retracted)")),
    ("ms-vote-withdrawn-brackets", B.format("vote Ivo [withdrawn]")),
    ("ms-tag-retracted", vote_tag("Ivo (retracted)")),
    ("d-vote-retracted", p(ST.format("vote Ivo (Retracted)"))),
    ("xf-vote-retracted-dot", XB.format("Vote: Lark (retracted).")),
    # --- two names in one vote ----------------------------------------------------------------
    ("ms-vote-two-names-comma", B.format("Vote Ivo, Lark")),
    ("d-vote-two-names-and", p(ST.format("vote Ivo and Lark"))),
    ("xf-vote-two-names-slash", XB.format("Vote: Ivo/Lark")),
    # --- struck inside the bold, nothing after ----------------------------------------------
    ("ms-all-struck-in-bold", B.format(S.format("VOTE: Ivo"))),
    ("d-del-only-in-strong", p(ST.format("<del>vote Ivo</del>"))),
    ("xf-s-only-in-bold", XB.format("<s>Vote: Lark</s>")),
    # --- FoS alone -------------------------------------------------------------------------
    ("ms-fos-plain-bold-name", "FoS: " + B.format("Ivo")),
    ("d-fos-strong", p(ST.format("FoS Ivo"))),
    ("xf-fos-colon-bold", XB.format("FOS: Lark")),
    ("ms-fos-mention", p(ST.format("FoS: " + mention("Ivo")))),
    # --- hidden: details and spoilers -------------------------------------------------------
    ("d-details-vote-colon", details("thoughts", p(ST.format("Vote: Ivo")))),
    ("d-details-slash", details("my vote", p("/vote Ivo"))),
    ("d-details-unvote-vote", details("edit", p(ST.format("unvote, vote Lark")))),
    ("ms-spoiler-unvote-vote", spoiler(B.format("unvote, vote Ivo"))),
    ("d-spoiler-mention-vote", D_SPOILER.format(ST.format("Vote: " + mention("Ivo")))),
    # --- a reply that quotes another's vote -------------------------------------------------
    ("ms-quote-vote-this", quote("Lark", B.format("VOTE: Ivo")) + "this"),
    ("ms-quote-vote-bold-this", quote("Lark", B.format("VOTE: Ivo")) + B.format("this")),
    ("ms-quote-vote-plus-one", quote("Lark", B.format("VOTE: Ivo")) + "+1"),
    ("ms-quote-vote-bold-plus-one", quote("Lark", B.format("VOTE: Ivo")) + B.format("+1")),
    ("ms-quote-tag-caret-this", quote("Lark", vote_tag("Ivo")) + B.format("^this")),
    ("d-quote-vote-this", d_quote("Lark", ST.format("vote Ivo")) + p("This.")),
    ("d-post-quote-plus-one", d_post_quote("Lark", p(ST.format("vote Ivo"))) + p(ST.format("+1"))),
    ("xf-quote-vote-this", xf_quote("Lark", XB.format("Vote: Ivo")) + "This. So much this."),
    ("vb-quote-vote-agreed", vb_quote("Lark", XB.format("VOTE: Ivo")) + XB.format("Agreed!")),
    # --- the writer's own vote quoted -------------------------------------------------------
    ("d-own-aside-vote", d_quote("Juno", ST.format("vote Ivo")) + p("still think so")),
    ("d-own-post-quote-vote", d_post_quote("Juno", p(ST.format("Vote: Ivo"))) + p("See above.")),
    ("xf-own-quote-vote", xf_quote("Juno", XB.format("Vote: Ivo")) + "Standing by this."),
    ("xf1-own-quote-vote", xf1_quote("Juno", XB.format("Vote: Lark")) + "as I said"),
    ("ms-own-quote-vote", quote("Juno", B.format("VOTE: Ivo")) + "Still true."),
    # --- a slash command shown, not given ---------------------------------------------------
    ("d-slash-in-code", p("Type <code>/vote Ivo</code> to vote.")),
    ("d-slash-in-sentence", p("Just use /vote Ivo like the rules say, Lark.")),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NONE])
def test_the_fourteenth_rounds_posts_without_a_vote(html: str) -> None:
    assert read(html) == []
