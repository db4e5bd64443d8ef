"""The vote zoo's sixth round (see zoo.py, test_sixth.py), the posts with no vote: votes
inside a spoiler the writer opened (MafiaScum, Discourse, XenForo, vBulletin), in
XenForo's and vBulletin's quotes and code boxes, in a quote of the writer's own earlier
post; a vote said in a hypothetical ("if I were town I'd **VOTE: X**"), in a list of what
the writer would do, reported from another's gut or reads ("Your gut says **VOTE: X**");
an invisible character inside the vote word (the way a writer shows a vote that should
not count); a vote in colour only where the game wants bold; questions to the host; and
the shapes a host may read either way, tested as the tool reads them now with the
reason."""

from __future__ import annotations

import pytest

from votecount.parser import ParseOptions, parse_post

from ..helpers import make_post
from .zoo import (
    AUTHOR,
    D_INLINE_SPOILER,
    D_SPOILER,
    RED,
    RED_33,
    ROSTER,
    UNVOTE,
    VB_CODE,
    VB_RED,
    XB,
    XF_INLINE_SPOILER,
    XF_RED,
    XF_SPOILER,
    B,
    Reading,
    bb33_quote,
    d_quote,
    ext_spoiler,
    ips_quote,
    ips_spoiler,
    p,
    params,
    post,
    quote,
    read,
    spoiler,
    vb3_quote,
    vb_quote,
    vb_spoiler,
    vote,
    vote_tag,
    xf1_quote,
    xf1_spoiler,
    xf_quote,
)

XF_CODE = (
    '<div class="bbCodeBlock bbCodeBlock--screenLimited bbCodeBlock--code"><div '
    'class="bbCodeBlock-title">Code:</div><div class="bbCodeBlock-content" dir="ltr"><pre '
    'class="bbCodeCode" dir="ltr" data-xf="1" data-xf-init="code-block" data-lang=""><code>{}'
    "</code></pre></div></div>"
)
XF_ICODE = '<code class="bbCodeInlineCode">{}</code>'

NEVER: list[tuple[str, str]] = [
    # --- inside a spoiler the writer opened -----------------------------------------------------
    ("own-spoiler-bold", spoiler(B.format("VOTE: Ivo"))),
    ("own-spoiler-tag", spoiler("my pick: " + vote_tag("Ivo"))),
    ("d-own-spoiler", D_SPOILER.format("<strong>vote Ivo</strong>")),
    ("d-own-inline-spoiler", p("hidden: " + D_INLINE_SPOILER.format("<strong>vote Ivo</strong>"))),
    ("xf-own-spoiler", XF_SPOILER.format(XB.format("VOTE: Ivo"))),
    ("xf-own-inline-spoiler", "ok " + XF_INLINE_SPOILER.format(XB.format("VOTE: Ivo"))),
    ("vb-own-spoiler", vb_spoiler(XB.format("VOTE: Ivo"))),
    # --- quotes and code of XenForo and vBulletin ----------------------------------------------
    ("xf-quote-only", xf_quote("Lark", XB.format("VOTE: Ivo"))),
    ("xf-quote-then-talk", xf_quote("Lark", XB.format("VOTE: Ivo")) + "That vote is terrible."),
    ("xf-nested-quote", xf_quote("Lark", xf_quote("Ember", XB.format("VOTE: Ivo")) + "this")),
    ("vb-quote-only", vb_quote("Lark", XB.format("VOTE: Ivo"))),
    ("vb-quote-plain-vote", vb_quote("Lark", "VOTE: Ivo") + "why?"),
    ("xf-code-box", XF_CODE.format("VOTE: Ivo")),
    ("xf-inline-code", "Type " + XF_ICODE.format("VOTE: Ivo") + " to vote."),
    ("vb-code-box", VB_CODE.format("[b]VOTE: Ivo[/b]")),
    # --- a quote of the writer's own earlier post ------------------------------------------------
    ("own-quote-still", quote("Juno", B.format("VOTE: Ivo")) + "Still true."),
    ("own-quote-33", bb33_quote("Juno", B.format("VOTE: Ivo")) + "I stand by this."),
    ("d-own-quote", d_quote("Juno", "<strong>vote Ivo</strong>") + p("Still my vote.")),
    ("xf-own-quote", xf_quote("Juno", XB.format("VOTE: Ivo")) + "Same as before."),
    ("vb-own-quote", vb_quote("Juno", XB.format("VOTE: Ivo")) + "see above"),
    # --- hypotheticals and lists of what the writer would do -------------------------------------
    ("if-i-were-town-bold", "if I were town I'd " + B.format("VOTE: Ivo")),
    ("if-i-were-scum-bold-inside", B.format("If I were scum I'd VOTE: Ivo")),
    ("in-your-shoes", "In your shoes I would not " + B.format("VOTE: Ivo")),
    ("bold-hypothetically", B.format("Hypothetically VOTE: Ivo")),
    ("plain-if-i-were-mod-list", post("If I were mod:", "1. VOTE: Ivo", "2. modkill Lark")),
    (
        "plain-would-do-list",
        post("What I would do if Lark flips town:", "- vote Ivo", "- ask Ember to claim"),
    ),
    # --- another's gut, reads or words ----------------------------------------------------------
    ("bold-your-gut-says", B.format("Your gut says VOTE: Ivo")),
    ("bold-his-reads-say", B.format("His reads say VOTE: Lark")),
    ("bold-ivos-gut-says", B.format("Ivo's gut says VOTE: Lark")),
    ("bold-lark-says", B.format("Lark says VOTE: Ivo")),
    ("bold-mod-says", B.format("Mod says vote Ivo")),
    # --- an invisible character inside the vote word ---------------------------------------------
    ("bold-soft-hyphen-keyword", B.format("VO\u00adTE: Ivo")),
    ("bold-zwj-keyword", B.format("VO\u200dTE: Ivo")),
    ("bold-zwnj-keyword", B.format("VOT\u200cE: Ivo")),
    ("bold-word-joiner-keyword", B.format("VO\u2060TE: Ivo")),
    ("plain-soft-hyphen-unvote", post("UN\u00adVOTE")),
    # --- questions to the host ------------------------------------------------------------------
    ("ask-can-i-self-vote", post("Can I vote for myself, mod?")),
    ("ask-mod-can-i-bold", "Mod, can I " + B.format("VOTE: Juno") + "?"),
    ("ask-host-is-vote-counted", post("@Warden is my vote on Ivo counted?")),
    ("ask-does-unvote-count", post("Does an unvote count if I edit it in?")),
    ("ask-should-i-vote", "Should I " + B.format("vote Ivo") + "?"),
    # --- prose ----------------------------------------------------------------------------------
    ("plain-im-voting-now", post("I'm voting Ivo now.")),
    ("plain-ill-vote-later", post("I will vote Ivo later today")),
    ("plain-wont-unvote", post("I won't unvote.")),
    ("dont-unvote-bold", "Don't " + B.format("unvote") + " yet"),
    ("plain-everyone-vote", post("Everyone vote Ivo")),
    # --- round two of the round: near the rules ---------------------------------------------------
    ("were-i-scum", "Were I scum I'd " + B.format("vote Ivo")),
    ("in-laks-shoes", "In Lark's shoes I'd " + B.format("VOTE: Ivo")),
    ("if-i-was-cop-probably", "if I was the cop I would probably " + B.format("VOTE: Ivo")),
    ("if-i-were-you", "If I were you I'd " + B.format("unvote")),
    ("bold-lark-gut-says", B.format("Lark's gut says VOTE: Ivo")),
    ("bold-their-reads-say", B.format("Their reads say vote Ivo")),
    ("hidden-div-vote", '<div style="display:none">' + B.format("VOTE: Ivo") + "</div>"),
    ("hidden-span-in-bold", B.format('<span style="display: none">VOTE: Ivo</span>')),
    (
        "plain-if-mod-bold-items",
        post("If I were mod:", "- " + B.format("VOTE: Ivo"), "- " + B.format("unvote")),
    ),
    ("plain-were-i-scum-list", post("Were I scum, my plan:", "* vote Lark", "* fake claim")),
    (
        "plain-if-lark-flips-numbered",
        post("If Lark flips town I'd do this:", "1) vote Ivo", "2) sleep"),
    ),
    (
        "d-group-mention",
        p("<strong>vote " + '<a class="mention-group" href="/g/town">@town</a>' + "</strong>"),
    ),
    ("bold-vote-who-nobody", B.format("VOTE: Who?")),
    ("ask-mod-does-count", B.format("Mod: does VOTE: Ivo count?")),
    ("ask-change-vote-to", post("Mod, can I change my vote to Ivo?")),
    # --- vBulletin 3's quote (a caption and a one-cell table) -----------------------------------
    ("vb3-quote-bold", vb3_quote("Lark", XB.format("VOTE: Ivo"))),
    ("vb3-quote-plain", vb3_quote("Lark", "VOTE: Ivo") + "no way"),
    ("vb3-uncited-quote", vb3_quote("", XB.format("vote Ivo")) + "lol"),
    ("vb3-own-quote", vb3_quote("Juno", XB.format("VOTE: Ivo")) + "still"),
    ("img-alt-vote", '<img src="/x.png" alt="VOTE: Ivo" title="VOTE: Ivo">'),
    # --- batch four ---------------------------------------------------------------------------------
    (
        "xf-sig-aside",
        "ok"
        + '<aside class="message-signature"><div class="bbWrapper">'
        + XB.format("VOTE: Ivo")
        + "</div></aside>",
    ),
    (
        "xf-quote-no-source",
        '<blockquote class="bbCodeBlock bbCodeBlock--expandable '
        'bbCodeBlock--quote"><div class="bbCodeBlock-content">'
        + XB.format("VOTE: Ivo")
        + "</div></blockquote>",
    ),
    (
        "vb-quote-uncited",
        '<div class="bbcode_container"><div class="bbcode_quote"><div '
        'class="quote_container">' + XB.format("VOTE: Ivo") + "</div></div></div>",
    ),
    (
        "d-quote-full",
        '<aside class="quote no-group" data-username="lark" data-post="3" '
        'data-topic="9" data-full="true"><blockquote><p><strong>vote Ivo</strong></p>'
        "</blockquote></aside>",
    ),
    ("if-he-were-town-bold", "If he were town he'd " + B.format("vote Ivo")),
    ("if-we-were-mafia", "if we were mafia we would " + B.format("VOTE: Ivo")),
    # --- batch five -----------------------------------------------------------------------------
    ("bold-nobody-vote", B.format("Nobody VOTE: Ivo")),
    ("rather-die-than", "I'd rather die than " + B.format("vote Ivo")),
    ("rather-than-unvote", "I'll stay rather than " + B.format("unvote")),
    # --- batch six: XenForo 1, Invision, a phpBB extension's spoiler ------------------------------
    ("xf1-own-spoiler", xf1_spoiler(XB.format("VOTE: Ivo"))),
    ("xf1-quote-only", xf1_quote("Lark", XB.format("VOTE: Ivo"))),
    ("ips-own-spoiler", ips_spoiler(p("<strong>vote Ivo</strong>"))),
    ("ips-quote-only", ips_quote("Lark", p("<strong>vote Ivo</strong>"))),
    ("ext-own-spoiler", ext_spoiler(B.format("VOTE: Ivo"))),
    ("ext-own-spoiler-plain", ext_spoiler("VOTE: Ivo")),
    # --- batch seven ----------------------------------------------------------------------------
    (
        "smf-quote-only",
        '<div class="quoteheader">Quote from: Lark on May 01</div><blockquote '
        'class="bbc_standard_quote">' + XB.format("VOTE: Lark") + "</blockquote>",
    ),
    ("plain-gut-says-mid-line", post("Honestly gut says vote Ivo but I am not sure")),
    ("bold-if-i-were-you-inside", B.format("If I were you I'd vote Ivo")),
    ("bold-theoretically", B.format("Theoretically VOTE: Ivo")),
    # --- review: the place in another's case after the run ----------------------------------------
    ("id-vote-if-i-were-town", "I'd " + B.format("VOTE: Ivo") + " if I were town"),
    ("would-unvote-were-i-scum", "I would " + B.format("unvote") + ", were I scum"),
    # --- batch eight: typed quote tags the forum did not draw ------------------------------------
    ("typed-quote-lines-end", post('[quote="Lark"]', "VOTE: Ivo", "[/quote]")),
    ("typed-quote-bold-end", post("[quote]" + B.format("VOTE: Ivo") + "[/quote]")),
    ("typed-quote-vb-arg-end", post("[QUOTE=Lark;4321]VOTE: Ivo[/QUOTE]")),
    (
        "typed-quote-lines-bold",
        post("[quote=Lark]", B.format("VOTE: Ivo"), "why", "[/quote]", "no"),
    ),
    # --- review18a: a supposition in plain words before the run ----------------------------------
    ("plain-hypothetically-then-bold", "Hypothetically " + B.format("VOTE: Ivo")),
]

# a vote in colour only, where the game counts bold and vote tags (MafiaScum's rules)
COLOUR_ONLY: list[tuple[str, str]] = [
    ("red-inline-div", RED.format("VOTE: Ivo")),
    ("red-33-span", RED_33.format("VOTE: Ivo")),
    ("xf-red-span", XF_RED.format("VOTE: Ivo")),
    ("vb-font-red", VB_RED.format("VOTE: Ivo")),
]

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # "Retract vote" / "retract my vote": no unvote word (round three's "Retract", "I
    # withdraw my vote"); a host asks what the writer meant
    ("bold-retract-vote", B.format("Retract vote"), []),
    ("plain-retract-vote", post("retract vote"), []),
    # full-width letters in the vote word: no keyword (the reader folds the colon only)
    ("bold-fullwidth-letters", B.format("\uff36\uff2f\uff34\uff25: Ivo"), []),
    # a vote on its own after a colour-only one: both read where plain text counts
    (
        "red-then-bold",
        RED.format("VOTE: Ivo") + "<br>" + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    # the plain unvote then a vote in the same sentence, no bold: both commands
    ("plain-unvote-then-vote", post("unvote, vote Lark"), [UNVOTE, vote("Lark")]),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in COLOUR_ONLY])
def test_colour_only_where_bold_counts(html: str) -> None:
    assert read(html, markers=["bold", "vote_tag"]) == []


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("name", ["Ivo, Lark", "Ivo and Lark", "Ivo & Lark"])
def test_two_players_in_one_vote(name: str) -> None:
    """ "VOTE: Ivo, Lark": no vote, shown as two names (AMBIGUOUS) in the audit."""
    parsed = parse_post(make_post(B.format("VOTE: " + name), AUTHOR), ROSTER, ParseOptions())
    assert parsed.commands == ()
    assert [m.reason for m in parsed.near_misses] == ["AMBIGUOUS_NAME"]
