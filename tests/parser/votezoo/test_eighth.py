"""The vote zoo's eighth round (see zoo.py): shapes the first seven rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_eighth_near.py). A vote among other bullet points of a list, in four engines; the
writer's own words between two quotes, then the vote; the name as a Discourse or
XenForo mention, a phpBB profile link, a typed "[b]" inside the bold; "unvote: X" with
the name after the unvote; the no-elimination words in each engine's bold; a note of
the wagon's size after the name; the same vote twice, a changed vote in one post; a
vote above the edit notice of phpBB 3.3, vBulletin and XenForo; non-breaking spaces and
odd spacing round the colon; a host ping after the vote; a line after the vote that only
looks like a disclaimer. Each case is a post with invented names and the commands a host
reads."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    LARK,
    NL,
    PROFILE,
    RED_USER,
    REL_PROFILE,
    ST,
    ST33,
    UNVOTE,
    XB,
    B,
    I,
    Reading,
    bb33_quote,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    spoiler,
    vb_quote,
    vote,
    vote_tag,
    xf_mention,
    xf_quote,
)

UL = "<ul>{}</ul>"
MS_UL = '<ul style="list-style-type:disc">{}</ul>'  # MafiaScum's [list]
OL = '<ol style="list-style-type:decimal">{}</ol>'  # MafiaScum's [list=1]
BB33_EDIT = (
    '<div class="notice">Last edited by <a href="./memberlist.php?mode=viewprofile&amp;u=77" '
    'class="username">Juno</a> on Mon May 01, 2026 9:15 pm, edited 1 time in total.<br>'
    "<strong>Reason:</strong> {}</div>"
)
VB_EDIT = (
    '<blockquote class="postcontent lastedited">Last edited by Juno; 05-01-2026 at '
    '<span class="time">09:15 PM</span>. <span class="reason">Reason:</span> {}</blockquote>'
)
XF_EDIT = '<div class="message-lastEdit">Last edited: <time>May 1, 2026</time></div>'
D_WARDEN = mention("Warden")


def li(*items: str) -> str:
    return "".join(f"<li>{i}</li>" for i in items)


VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a vote among other bullet points of a list -------------------------------------------
    (
        "ms-list-last-item",
        MS_UL.format(li("Lark: town", "Tansy: null", B.format("VOTE: Ivo"))),
        IVO,
    ),
    (
        "ms-list-first-item",
        MS_UL.format(li(B.format("VOTE: Ivo"), "Lark: town", "Tansy: null")),
        IVO,
    ),
    ("ms-list-tag-item", MS_UL.format(li("reads first", vote_tag("Ivo"), "more later")), IVO),
    (
        "ms-olist-vote-item",
        OL.format(li("Lark is town", "Ivo is scum", B.format("VOTE: Ivo"))),
        IVO,
    ),
    (
        "d-list-strong-item",
        UL.format(li("Lark - town", ST.format("vote Ivo"), "Tansy - null")),
        IVO,
    ),
    (
        "d-list-item-with-reason",
        UL.format(li("Lark - town", ST.format("VOTE: Ivo") + " - he lied")),
        IVO,
    ),
    ("xf-list-bold-item", UL.format(li("Ember town", XB.format("Vote: Ivo"))), IVO),
    ("bb33-list-strong-item", UL.format(li("Ember null", ST33.format("VOTE: Ivo"))), IVO),
    (
        "vb-list-bold-item",
        '<ul><li style="">Lark town</li><li style="">' + XB.format("Vote Ivo") + "</li></ul>",
        IVO,
    ),
    (
        "list-then-vote-below",
        post(MS_UL.format(li("Lark: town", "Tansy: scum?")), B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "list-of-reads-mentions-vote",
        MS_UL.format(li("Lark: I could vote her later", "Ivo: scum")) + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-list-item-unvote",
        UL.format(li("Lark cleared", ST.format("unvote"), ST.format("vote Ivo"))),
        [UNVOTE, vote("Ivo")],
    ),
    # --- the writer's own words between quotes, then the vote ---------------------------------
    (
        "ms-quote-text-quote-vote",
        quote("Lark", "I am town.")
        + "No you aren't."
        + quote("Tansy", "Lark is fine.")
        + "Disagree.<br>"
        + B.format("VOTE: Lark"),
        LARK,
    ),
    (
        "ms-quote-vote-quote-text",
        quote("Lark", "who is scum?")
        + B.format("VOTE: Ivo")
        + quote("Ivo", "me? no")
        + "yes, you.",
        IVO,
    ),
    (
        "ms-nested-quote-then-vote",
        quote("Lark", quote("Ivo", B.format("VOTE: Lark")) + "lol")
        + "Ivo's vote there was awful.<br>"
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-quote-text-quote-strong",
        d_quote("Lark", "town here")
        + p("sure")
        + d_quote("Ivo", "lynch Lark")
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "bb33-quote-text-quote-vote",
        bb33_quote("Lark", "hmm")
        + "agree<br>"
        + bb33_quote("Tansy", "VOTE: Lark")
        + ST33.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "xf-quote-text-quote-bold",
        xf_quote("Lark", "null on Ivo")
        + "Ok."
        + xf_quote("Ivo", XB.format("Vote: Lark"))
        + XB.format("Vote: Ivo"),
        IVO,
    ),
    (
        "vb-quote-text-quote-bold",
        vb_quote("Lark", "Ivo?") + "Yes." + vb_quote("Ivo", "no u") + XB.format("VOTE: Ivo"),
        IVO,
    ),
    # --- the name as a mention, a profile link, typed markup --------------------------------
    ("d-vote-mention-target", p(ST.format("VOTE: " + mention("Ivo"))), IVO),
    ("d-vote-mention-outside-strong", p(ST.format("VOTE:") + " " + mention("Ivo")), IVO),
    ("d-vote-mention-lower", p(ST.format("vote " + mention("ivo"))), IVO),
    ("xf-vote-mention-target", XB.format("Vote: " + xf_mention("Ivo")), IVO),
    ("ms-vote-profile-link", B.format("VOTE: " + PROFILE.format("Ivo")), IVO),
    ("bb33-vote-rel-profile", ST33.format("VOTE: " + REL_PROFILE.format("Ivo")), IVO),
    ("ms-vote-at-name", B.format("VOTE: @Ivo"), IVO),
    ("d-vote-at-typed", p(ST.format("vote @Ivo")), IVO),
    ("ms-bold-holds-typed-b", B.format("VOTE: [b]Ivo[/b]"), IVO),
    ("ms-bold-holds-typed-color", B.format("VOTE: [color=red]Ivo[/color]"), IVO),
    ("ms-bold-name-italic", B.format("VOTE: " + I.format("Ivo")), IVO),
    # --- "unvote" with a name after it, and unvote-then-vote runs --------------------------------
    ("ms-unvote-colon-name", B.format("UNVOTE: Ivo"), [UNVOTE]),
    ("d-unvote-colon-name", p(ST.format("unvote: Ivo")), [UNVOTE]),
    ("xf-unvote-name-no-colon", XB.format("Unvote Ivo"), [UNVOTE]),
    (
        "unvote-name-then-vote",
        B.format("UNVOTE: Ivo") + "<br>" + B.format("VOTE: Lark"),
        [UNVOTE, vote("Lark")],
    ),
    ("unvote-semicolon-vote", B.format("unvote; vote Lark"), [UNVOTE, vote("Lark")]),
    ("unvote-ampersand-vote", B.format("Unvote &amp; vote Lark"), [UNVOTE, vote("Lark")]),
    ("unvote-plus-vote", B.format("Unvote + Vote: Lark"), [UNVOTE, vote("Lark")]),
    ("unvote-dash-vote", ST.format("unvote - vote Lark"), [UNVOTE, vote("Lark")]),
    ("unvote-name-vote-name", B.format("UNVOTE: Ivo VOTE: Lark"), [UNVOTE, vote("Lark")]),
    (
        "d-unvote-para-vote-para",
        p(ST.format("unvote"), "changed my mind", ST.format("vote Lark")),
        [UNVOTE, vote("Lark")],
    ),
    # --- the no-elimination words in each engine's bold ------------------------------------------
    ("ms-vote-no-lynch-lower", B.format("VOTE: no lynch"), [vote(NL)]),
    ("d-vote-no-elimination", p(ST.format("vote No Elimination")), [vote(NL)]),
    ("xf-vote-sleep", XB.format("Vote: sleep"), [vote(NL)]),
    ("vb-vote-no-lynch", XB.format("VOTE: No-Lynch"), [vote(NL)]),
    ("bb33-vote-no-elim", ST33.format("VOTE: No Elimination"), [vote(NL)]),
    ("ms-tag-no-lynch-lower", vote_tag("no lynch"), [vote(NL)]),
    # --- a note of the wagon or the writer after the name ------------------------------------------
    ("ms-vote-l-2-bold", B.format("Vote: Ivo (L-2)"), IVO),
    ("ms-vote-then-l-2", B.format("Vote: Ivo") + " (L-2)", IVO),
    ("d-vote-l-3-note", p(ST.format("vote Ivo") + " (L-3, no rush)"), IVO),
    ("ms-vote-fos-note", B.format("VOTE: Ivo") + " (FoS Lark)", IVO),
    ("ms-vote-then-count-ask", B.format("VOTE: Ivo") + "<br>Warden, count please?", IVO),
    ("xf-vote-then-wagon", XB.format("Vote: Ivo") + " - that puts him at 4", IVO),
    ("ms-vote-pressure-reason", B.format("VOTE: Ivo") + " for pressure, not for a lynch yet", IVO),
    # --- the same vote twice; a changed vote in one post ----------------------------------------
    (
        "ms-same-vote-top-bottom",
        post(B.format("VOTE: Ivo"), "reasons", B.format("VOTE: Ivo")),
        [vote("Ivo"), vote("Ivo")],
    ),
    (
        "d-same-vote-twice",
        p(ST.format("vote Ivo"), ST.format("vote Ivo")),
        [vote("Ivo"), vote("Ivo")],
    ),
    (
        "ms-vote-then-vote",
        post(B.format("VOTE: Lark"), "hmm no", B.format("VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    (
        "xf-vote-then-vote",
        XB.format("Vote: Lark") + "<br>" + XB.format("Vote: Ivo"),
        [vote("Lark"), vote("Ivo")],
    ),
    (
        "tag-then-bold-other",
        post(vote_tag("Lark"), "wait", B.format("VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    (
        "ms-vote-unvote-vote",
        post(B.format("VOTE: Lark"), B.format("UNVOTE"), B.format("VOTE: Ivo")),
        [vote("Lark"), UNVOTE, vote("Ivo")],
    ),
    # --- above an edit notice ---------------------------------------------------------------------
    ("bb33-vote-edit-notice", ST33.format("VOTE: Ivo") + BB33_EDIT.format("typo"), IVO),
    ("bb33-edit-reason-vote", ST33.format("VOTE: Ivo") + BB33_EDIT.format("vote"), IVO),
    (
        "bb33-edit-reason-changed",
        ST33.format("VOTE: Ivo") + BB33_EDIT.format("changed vote to Ivo"),
        IVO,
    ),
    ("vb-vote-edit-notice", XB.format("Vote: Ivo") + VB_EDIT.format("spelling"), IVO),
    (
        "vb-edit-reason-vote-lark",
        XB.format("Vote: Ivo") + VB_EDIT.format("vote Lark was a typo"),
        IVO,
    ),
    ("xf-vote-edit-notice", XB.format("Vote: Ivo") + XF_EDIT, IVO),
    # --- spacing round the colon --------------------------------------------------------------------
    ("ms-nbsp-after-colon", B.format("VOTE:&nbsp;Ivo"), IVO),
    ("ms-nbsp-both-sides", B.format("VOTE&nbsp;:&nbsp;Ivo"), IVO),
    ("d-double-space", p(ST.format("vote   Ivo")), IVO),
    ("ms-space-before-colon", B.format("VOTE : Ivo"), IVO),
    ("ms-tab-after-colon", B.format("VOTE:\tIvo"), IVO),
    ("ms-thin-space", B.format("VOTE:\u2009Ivo"), IVO),
    # --- a host ping after the vote -------------------------------------------------------------------
    ("d-vote-then-host-ping", p(ST.format("vote Ivo") + " " + D_WARDEN), IVO),
    ("d-slash-vote-host-ping", p("/vote Ivo " + D_WARDEN), IVO),
    ("d-unvote-host-ping", p(ST.format("unvote") + " " + D_WARDEN), [UNVOTE]),
    ("d-host-ping-then-vote", p(D_WARDEN + " " + ST.format("vote Ivo")), IVO),
    # --- a line after the vote that only looks like a disclaimer ----------------------------------------
    ("next-line-real-vote", post(B.format("VOTE: Ivo"), "^ this is a real vote btw"), IVO),
    ("next-line-serious", post(B.format("VOTE: Ivo"), "I'm serious about this one."), IVO),
    (
        "next-line-not-serious-lark",
        post(B.format("VOTE: Ivo"), "Not serious about Lark though, she's fine."),
        IVO,
    ),
    (
        "next-line-joke-reason",
        post(B.format("VOTE: Ivo"), "His joke about the cop was a slip."),
        IVO,
    ),
    ("next-line-not-a-joke", post(B.format("VOTE: Ivo"), "(not a joke)"), IVO),
    ("next-line-placeholder", post(B.format("VOTE: Ivo"), "(placeholder)"), IVO),
    ("next-line-count-reminder", post(B.format("VOTE: Ivo"), "(this counts, Warden)"), IVO),
    (
        "next-line-other-vote-not-real",
        post(B.format("VOTE: Ivo"), "Lark's vote on me wasn't a real vote."),
        IVO,
    ),
    ("d-next-para-serious", p(ST.format("vote Ivo"), "Dead serious."), IVO),
    (
        "next-line-votes-dont-count",
        post(B.format("VOTE: Ivo"), "Votes in spoilers don't count, remember."),
        IVO,
    ),
    # --- a label on the line above that is the writer's own ------------------------------------------
    ("above-my-vote", post("My vote:", B.format("VOTE: Ivo")), IVO),
    ("above-for-real", post("For real this time:", B.format("VOTE: Ivo")), IVO),
    ("above-hammer-time", post("Hammer time:", B.format("VOTE: Ivo")), IVO),
    (
        "above-for-example-no-colon",
        post("Quiet players, Ivo for example", B.format("VOTE: Ivo")),
        IVO,
    ),
    ("above-heres-why", post("Here's why:", B.format("VOTE: Ivo"), "he lied"), IVO),
    ("above-reads-colon", post("Reads:", "Lark town", B.format("VOTE: Ivo")), IVO),
    ("above-i-will-vote", post("What I'll do:", B.format("VOTE: Ivo")), IVO),
    (
        "above-example-then-own",
        post("Example:", B.format("VOTE: Lark"), "", "Mine:", B.format("VOTE: Ivo")),
        [vote("Ivo")],
    ),
    ("above-quoted-example", quote("Warden", "Example:") + B.format("VOTE: Ivo"), IVO),
    # --- a wagon named by its player ---------------------------------------------------------------------
    ("ms-vote-wagon-bandwagon", B.format("VOTE: Ivo’s bandwagon"), IVO),
    ("ms-vote-two-word-train", B.format("VOTE: Kestrel Moon's train"), [vote("Kestrel Moon")]),
    ("d-vote-wagon-strong", p(ST.format("vote Ivo's wagon")), IVO),
    # --- more of the same kinds -------------------------------------------------------------------------
    (
        "two-votes-disclaimer-after-second",
        post(B.format("VOTE: Lark"), B.format("VOTE: Ivo"), "(not a real vote)"),
        LARK,
    ),
    ("vote-arrow-hammer-note", B.format("VOTE: Ivo") + " &lt;-- hammer", IVO),
    ("typed-list-star-bold", "[*] " + B.format("VOTE: Ivo"), IVO),
    ("ms-list-plain-vote-item", "<ul><li>Lark: town</li><li>VOTE: Ivo</li></ul>", IVO),
    ("unvote-comma-vote-colon", B.format("Unvote, Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("xf-mention-lower", XB.format("vote " + xf_mention("ivo")), IVO),
    ("ms-vote-red-username-link", B.format("VOTE: ") + RED_USER.format("Ivo"), IVO),
    ("ms-vote-profile-outside-bold", B.format("VOTE:") + " " + REL_PROFILE.format("Ivo"), IVO),
    (
        "d-three-quotes-replies-vote",
        d_quote("Lark", "a")
        + p("my reply")
        + d_quote("Ivo", "b")
        + p("another")
        + d_quote("Tansy", "c")
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "bb33-nested-quotes-reply-vote",
        bb33_quote("Lark", bb33_quote("Ivo", ST33.format("VOTE: Lark")) + "no")
        + "Lark is right."
        + ST33.format("VOTE: Ivo"),
        IVO,
    ),
    ("plain-unvote-colon-name", post("ok", "Unvote: Ivo"), [UNVOTE]),
    ("ms-vote-nolynch-one-word", B.format("VOTE: NoLynch"), [vote(NL)]),
    ("ms-vote-sleep-caps", B.format("VOTE: SLEEP"), [vote(NL)]),
    (
        "ms-same-vote-one-line",
        B.format("VOTE: Ivo") + " " + B.format("VOTE: Ivo"),
        [vote("Ivo"), vote("Ivo")],
    ),
    ("ms-vote-l2-bracket", B.format("Vote: Ivo [L-2]"), IVO),
    ("ms-vote-l2-bare", B.format("Vote: Ivo L-2"), IVO),
    ("ms-vote-count-fraction", B.format("Vote: Ivo (3/7)"), IVO),
    (
        "bold-disclaimer-line-not-real",
        post(
            B.format("VOTE: Lark"), "reasons", B.format("VOTE: Ivo"), B.format("(not a real vote)")
        ),
        LARK,
    ),
    # --- the bold closed inside the name ----------------------------------------------------------------
    ("ms-bold-closes-in-name", B.format("VOTE: I") + "vo", IVO),
    ("d-strong-closes-in-name", p(ST.format("vote La") + "rk, finally"), LARK),
    (
        "ms-bold-closes-in-two-word-name",
        B.format("VOTE: Kes") + "trel Moon",
        [vote("Kestrel Moon")],
    ),
    ("ms-bold-then-possessive", B.format("VOTE: Ivo") + "'s the one", IVO),
    # --- other engines and odd places -----------------------------------------------------------------
    (
        "ms-vote-in-center",
        '<div style="text-align:center">' + B.format("VOTE: Ivo") + "</div>",
        IVO,
    ),
    (
        "bb33-size-bold",
        '<span style="font-size:150%;line-height:116%">' + ST33.format("VOTE: Ivo") + "</span>",
        IVO,
    ),
    ("bb33-weight-700", '<span style="font-weight:700">VOTE: Ivo</span>', IVO),
    ("ips-strong-in-p", "<p><strong>Vote: Ivo</strong></p><p>reasons above</p>", IVO),
    ("vb-font-size-bold", '<font size="4">' + XB.format("VOTE: Ivo") + "</font>", IVO),
    ("xf-bbwrapper-bold", '<div class="bbWrapper">' + XB.format("Vote: Ivo") + "</div>", IVO),
    ("d-h3-strong-vote", "<h3>" + ST.format("vote Ivo") + "</h3>", IVO),
    (
        "d-vote-after-spoiler",
        '<div class="spoiler"><p>my scumreads</p></div>' + p(ST.format("vote Ivo")),
        IVO,
    ),
    ("ms-vote-after-own-spoiler", spoiler("reads list") + B.format("VOTE: Ivo"), IVO),
    ("ms-vote-before-own-spoiler", B.format("VOTE: Ivo") + spoiler(B.format("VOTE: Lark")), IVO),
    ("ms-vote-lower-name-upper", B.format("vote: IVO"), IVO),
    ("ms-vote-possessive-wagon", B.format("VOTE: Ivo's wagon"), IVO),
    (
        "d-vote-hr-then-text",
        p(ST.format("vote Ivo")) + "<hr>" + p("rest of my thoughts on Lark"),
        IVO,
    ),
    ("ms-vote-kestrel-lower", B.format("VOTE: kestrel moon"), [vote("Kestrel Moon")]),
    (
        "ms-vote-in-big-red",
        '<div style="display:inline;color:#FF0000">' + B.format("VOTE: Ivo") + "</div>",
        IVO,
    ),
    ("ms-hammer-then-vote", post("This is a hammer.", B.format("VOTE: Ivo")), IVO),
    ("ms-hammering-bold-vote", B.format("Hammering. VOTE: Ivo"), IVO),
    (
        "d-vote-quote-writer-own",
        d_quote("Juno", "I think Ivo is scum") + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "ms-vote-after-long-quote-chain",
        quote("Lark", quote("Tansy", quote("Ivo", "x") + "y") + "z") + B.format("VOTE: Ivo"),
        IVO,
    ),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_it(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
