"""The vote zoo's ninth round (see zoo.py, test_ninth.py), the posts with no vote: a vote
count asked for ("##vote count please", "can we get a vote count"); "FoS:", "PoE:",
"vote-worthy:", "Votable:" lists; a struck vote alone; a vote in a code block of four
engines; a vote in a signature of four engines; a vote quoted back with "still this" or
"^ this"; a disclaimer after an unvote ("(not a real unvote)"); a tutorial's label above
a vote ("Let me show you how to vote:"); a vote in a XenForo inline spoiler; and the
shapes a host may read either way, tested as the tool reads them now with the reason."""

from __future__ import annotations

import pytest

from .zoo import (
    CODEBOX_33,
    IVO,
    LARK,
    SIG_ID,
    SIGNATURE,
    ST,
    UNVOTE,
    UNVOTE_TAG,
    VB_SIG,
    XB,
    XF_INLINE_SPOILER,
    XF_SIG,
    B,
    Reading,
    S,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    vb_quote,
    vote,
    vote_tag,
    xf_quote,
)

# a theme's or plugin's signature box: its class names a signature (Invision, Discourse's plugin)
IPS_SIG = '<div data-role="memberSignature" class="cSignature"><div class="ipsType_richText">{}</div></div>'
D_SIG = '<div class="user-signature"><p>{}</p></div>'
XF_CODE = (
    '<div class="bbCodeBlock bbCodeBlock--code"><div class="bbCodeBlock-title">Code:</div>'
    '<div class="bbCodeBlock-content" dir="ltr"><pre class="bbCodeCode" dir="ltr"><code>{}</code>'
    "</pre></div></div>"
)
MS_CODE = CODEBOX_33  # phpBB 3.3's code box, as the seventh round wrote it
VB_CODE = (
    '<div class="bbcode_container"><div class="bbcode_description">Code:</div>'
    '<pre class="bbcode_code" style="height:36px;">{}</pre></div>'
)
VB_HIGHLIGHT = '<span class="highlight">{}</span>'

NEVER: list[tuple[str, str]] = [
    # --- a vote count asked for ------------------------------------------------------------------
    ("hash-vote-count-please", "##vote count please"),
    ("hash-vote-count-bold", B.format("##vote count please")),
    ("d-h2-vote-count-please", "<h2>vote count please</h2>"),
    ("bold-vote-count-please", B.format("vote count please")),
    ("bold-vote-count-q", B.format("Vote count?")),
    ("bold-vote-count-caps", B.format("VOTE COUNT")),
    ("can-we-get-vote-count", "can we get a vote count?"),
    ("bold-can-we-get-vote-count", B.format("Can we get a vote count?")),
    ("bold-mod-vote-count", B.format("Mod: vote count please")),
    ("d-strong-vote-count-pls", p(ST.format("vote count pls") + " @Warden")),
    ("bold-votecount-request", B.format("Requesting a vote count")),
    ("bold-vote-tally", B.format("vote tally please")),
    # --- FoS, PoE, "vote-worthy" lists -----------------------------------------------------------
    ("bold-fos", B.format("FoS: Ivo")),
    ("bold-poe", B.format("PoE: Ivo")),
    ("bold-poe-list", B.format("PoE: Ivo, Lark, Tansy")),
    ("bold-vote-worthy", B.format("vote-worthy: Ivo")),
    ("bold-votable", B.format("Votable: Ivo, Lark")),
    ("bold-voteable", B.format("Voteable: Ivo")),
    ("bold-would-vote-list", B.format("Would vote: Ivo, Lark, Tansy")),
    ("bold-wouldnt-vote", B.format("Wouldn't vote: Ivo")),
    ("bold-not-voting", B.format("Not voting: Ivo")),
    ("bold-happy-to-vote", B.format("happy to vote: Ivo, Lark")),
    ("bold-vote-pool", B.format("Vote pool: Ivo, Lark")),
    ("bold-fos-poe", B.format("FoS/PoE: Ivo")),
    # --- a vote the writer may cast later ("Likely vote: X") --------------------------------------
    ("bold-likely-vote", B.format("Likely vote: Ivo")),
    ("bold-probable-vote", B.format("Probable vote: Ivo")),
    ("bold-future-vote", B.format("Future vote: Ivo")),
    ("bold-intended-vote", B.format("Intended vote: Ivo")),
    ("bold-potential-vote", B.format("Potential vote: Ivo")),
    ("bold-possible-vote", B.format("Possible vote: Ivo")),
    ("bold-planned-vote", B.format("Planned vote: Ivo")),
    ("bold-ideal-vote", B.format("Ideal vote: Ivo")),
    ("bold-backup-vote", B.format("Backup vote: Lark")),
    ("bold-my-likely-vote", B.format("My likely vote: Ivo")),
    ("plain-likely-bold-vote", "Likely " + B.format("VOTE: Ivo")),
    ("d-strong-possible-vote", p("Reads done. " + ST.format("Possible vote: Lark"))),
    ("xf-bullet-potential", "<ul><li>Potential " + XB.format("vote: Lark") + "</li></ul>"),
    # --- a struck vote alone ------------------------------------------------------------------------
    ("d-s-strong-alone", p("<s>" + ST.format("vote Ivo") + "</s>")),
    (
        "xf-struck-alone",
        '<span style="text-decoration: line-through">' + XB.format("Vote: Ivo") + "</span>",
    ),
    ("ms-bold-struck-inside", B.format(S.format("VOTE: Ivo"))),
    # --- a code block of four engines --------------------------------------------------------------
    ("xf-code-block", XF_CODE.format("Vote: Ivo")),
    ("xf-code-block-bold", XF_CODE.format("[b]Vote: Ivo[/b]")),
    ("ms-codebox", MS_CODE.format("[vote]Ivo[/vote]")),
    ("vb-code-block", VB_CODE.format("[B]VOTE: Ivo[/B]")),
    ("d-inline-code-strong", p(ST.format("<code>vote Ivo</code>"))),
    ("d-fenced-code", '<pre><code class="lang-auto">**vote Ivo**\n</code></pre>'),
    # --- a vote in a signature ---------------------------------------------------------------------
    ("ms-signature", "my reads later" + SIGNATURE.format(B.format("VOTE: Ivo"))),
    ("bb33-signature", "later" + SIG_ID.format(B.format("VOTE: Ivo"))),
    ("vb-signature", "later" + VB_SIG.format(XB.format("VOTE: Ivo"))),
    ("xf-signature", '<div class="bbWrapper">later</div>' + XF_SIG.format(XB.format("Vote: Ivo"))),
    ("ips-signature", "<p>later</p>" + IPS_SIG.format(ST.format("Vote: Ivo"))),
    ("d-signature", p("later") + D_SIG.format(ST.format("vote Ivo"))),
    # --- a vote quoted back with "still this" ------------------------------------------------------
    ("own-quote-still-this", quote("Juno", B.format("VOTE: Ivo")) + "still this"),
    ("own-quote-caret-this", quote("Juno", B.format("VOTE: Ivo")) + "^ this"),
    ("own-quote-bold-still-this", quote("Juno", B.format("VOTE: Ivo")) + B.format("still this")),
    ("d-own-quote-still", d_quote("Juno", ST.format("vote Ivo")) + p(ST.format("Still this."))),
    ("xf-own-quote-this", xf_quote("Juno", XB.format("Vote: Ivo")) + XB.format("^ This")),
    ("vb-own-quote-standing", vb_quote("Juno", XB.format("VOTE: Ivo")) + "vote standing"),
    # --- a disclaimer after an unvote -------------------------------------------------------------
    ("unvote-not-real-next-line", post(B.format("UNVOTE"), "(not a real unvote)")),
    ("unvote-caret-not-real", post(B.format("UNVOTE"), "^ not a real unvote")),
    ("unvote-ignore-next-line", post(B.format("unvote"), "(ignore, just testing)")),
    ("d-unvote-not-serious", p(ST.format("unvote"), "(not serious)")),
    ("unvote-not-real-inline", B.format("UNVOTE") + " (not a real unvote)"),
    ("unvote-not-real-inside", B.format("UNVOTE: Ivo (not a real unvote)")),
    ("unvote-not-serious-inside", B.format("UNVOTE (not serious)")),
    ("ebwop-unvote-not-real", post(B.format("UNVOTE"), "EBWOP: not a real unvote")),
    # a retraction ending the unvote's own text, as "VOTE: Ivo jk" (round two)
    ("bold-unvote-jk", B.format("UNVOTE jk")),
    ("bold-unvote-not-really", B.format("UNVOTE (not really)")),
    ("bold-unvote-lol-no", B.format("unvote lol no")),
    ("xf-unvote-named-jk", XB.format("Unvote: Ivo jk")),
    # "(not serious)" alone in its brackets beside the vote, as on the next line (round eight)
    ("vote-not-serious-inside", B.format("VOTE: Ivo (not serious)")),
    ("vote-not-serious-after", B.format("VOTE: Ivo") + " (this is not serious)"),
    ("ebwop-not-real-next-line", post(B.format("VOTE: Ivo"), "EBWOP: not a real vote")),
    # --- a tutorial's label above the vote ------------------------------------------------------
    ("show-you-how-to-vote", post("Let me show you how to vote:", B.format("VOTE: Ivo"))),
    ("show-how-to-vote", post("I'll show you how to vote:", B.format("VOTE: Ivo"))),
    ("heres-how-you-unvote", post("And here's how you unvote:", B.format("UNVOTE"))),
    ("let-me-demonstrate", post("Let me demonstrate:", B.format("VOTE: Ivo"))),
    (
        "teach-how-to-vote",
        post("For the new players, this is how voting works:", B.format("VOTE: Ivo")),
    ),
    ("for-newbies-heres-how", post("For newbies, here's how to vote:", B.format("VOTE: Ivo"))),
    ("d-demonstrate-para", p("Let me demonstrate:", ST.format("vote Ivo"))),
    ("heres-how-you-unvote-tag", post("Here's how you unvote:", UNVOTE_TAG)),
    # --- an inline spoiler of XenForo ---------------------------------------------------------------
    ("xf-inline-spoiler-bold", "my vote is " + XF_INLINE_SPOILER.format(XB.format("Vote: Ivo"))),
    # --- a conditional of the future ----------------------------------------------------------------
    ("bold-id-vote-if", B.format("I'd vote Ivo if Lark claims")),
]

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # "if Lark flips town, VOTE: Ivo": rules.md has no word on conditional votes in Mafia;
    # the command is written and cast now, as the tool has read a condition before it
    ("if-flips-then-vote", "if Lark flips town, " + B.format("VOTE: Ivo"), IVO),
    # "I will **vote Ivo** if Lark flips town": "I will" before a bold vote is the writer's
    # own vote (round three: 92 real votes on the 120), and a condition after it may be
    # rhetorical ("if that's what it takes"): a vote, the host decides
    ("bold-will-vote-if", "I will " + B.format("vote Ivo") + " if Lark flips town", IVO),
    # a vote in vBulletin's highlight only: no bold, no tag; the zoo's options read a plain
    # "VOTE: X" line (a bold-only game leaves it a MISSING_MARKUP near miss)
    ("vb-highlight-only", VB_HIGHLIGHT.format("VOTE: Ivo"), IVO),
    # "Votes: Ivo" (plural) is a tally's label, no command
    ("bold-votes-plural", B.format("Votes: Ivo"), []),
    # "Voted: Ivo" reports a vote; no command word
    ("bold-voted", B.format("Voted: Ivo"), []),
    # a vote split by a strike round one letter: the letters the host sees are the name
    ("ms-struck-letter", B.format("VOTE: " + S.format("L") + "Ivo"), IVO),
    # a "vote count please" line and a vote in one bold run: the vote after it reads
    ("bold-count-please-then-vote", B.format("vote count please. VOTE: Ivo"), IVO),
    # "(not a real unvote)" beside a vote and an unvote: only the unvote is undone
    (
        "vote-then-unvote-not-real",
        post(B.format("VOTE: Ivo"), B.format("UNVOTE"), "(not a real unvote)"),
        IVO,
    ),
    # an unvote alone then a new vote in the same post
    (
        "unvote-later-then-vote",
        post(B.format("VOTE: Ivo"), B.format("UNVOTE"), B.format("VOTE: Lark")),
        [vote("Ivo"), UNVOTE, vote("Lark")],
    ),
    # a struck unvote then a vote
    ("struck-unvote-then-vote", S.format(B.format("UNVOTE")) + " " + B.format("VOTE: Lark"), LARK),
    # a quoted vote and "^ this" in bold, then the tag: the writer's tag
    (
        "quote-this-then-tag",
        quote("Lark", B.format("VOTE: Ivo")) + "^ this " + vote_tag("Ivo"),
        IVO,
    ),
    # "(not serious about Lark)", "(not serious, just pressure)" say more: the vote stands
    ("not-serious-about-other", B.format("VOTE: Ivo (not serious about Lark)"), IVO),
    ("not-serious-just-pressure", B.format("VOTE: Ivo") + " (not serious, just pressure)", IVO),
    # a condition inside the bold run ("**If Lark flips town, VOTE: Ivo**") is no command
    # (round two's conditional line); before the run it leaves the vote (as above)
    ("bold-if-flips-then-vote", B.format("If Lark flips town, VOTE: Ivo"), []),
    # the twelfth round decided a host's reading: a sentence opened by a condition and ended
    # by the writer's will before the run is a plan (``prose.planned_before``), no vote
    ("if-flips-ill-vote", "if Lark flips scum I'll " + B.format("vote Ivo"), []),
    # "EBWOP: ignore the vote, wrong thread": a reason beside the disclaimer; left to the host
    (
        "ebwop-ignore-wrong-thread",
        post(B.format("VOTE: Ivo"), "EBWOP: ignore the vote, wrong thread"),
        IVO,
    ),
    # a heading with no bold: the zoo's options read a plain "vote X" line
    ("d-h3-plain-vote", "<h3>vote Ivo</h3>", IVO),
    # "I will likely **vote Ivo**": the writer's own future, as "I will **vote Ivo**"
    ("will-likely-vote", "I will likely " + B.format("vote Ivo"), IVO),
    # "Next vote: Ivo" may be a switch now, "EoD vote: Ivo" the vote for the deadline:
    # both stay votes; "Second choice vote: Lark" reads Lark (no rule: the host asks)
    ("bold-next-vote", B.format("Next vote: Ivo"), IVO),
    ("bold-eod-vote", B.format("EoD vote: Ivo"), IVO),
    ("bold-second-choice-vote", B.format("Second choice vote: Lark"), LARK),
    # a possible vote, then the vote: the vote
    ("possible-then-vote", B.format("Possible vote: Lark") + " " + B.format("VOTE: Ivo"), IVO),
    # "VOTE: Ivo or we lose": "or" names two choices to the names layer (AMBIGUOUS, the host
    # asks); reading the first when the rest names nobody would take "Ivo or Lrak" (a typo)
    # for Ivo too
    ("vote-or-we-lose", B.format("VOTE: Ivo or we lose"), []),
    # the others told ("Go vote Ivo", "Lark, vote Ivo", "@Lark please vote Ivo"): no vote
    # since the tenth round (prose.addressed; test_tenth_near.py)
    ("bold-go-vote", B.format("Go vote Ivo"), []),
    ("bold-name-comma-vote", B.format("Lark, vote Ivo"), []),
    ("d-mention-please-vote", p(mention("Lark") + " please " + ST.format("vote Ivo")), []),
    # "jk" outside the bold run is talk about a command that stands, as for a vote
    ("unvote-then-plain-jk", B.format("UNVOTE") + " lol jk", [UNVOTE]),
    ("bold-unvote-not-kidding", B.format("Unvote, not kidding"), [UNVOTE]),
    ("bold-unvote-question-jk", B.format("Unvote? jk"), [UNVOTE]),
    # a tutorial's label then the writer's own vote under another label: the own vote
    (
        "tutorial-then-real",
        post(
            "Let me show you how to vote:",
            B.format("VOTE: Lark"),
            "",
            "And mine:",
            B.format("VOTE: Ivo"),
        ),
        IVO,
    ),
    # the label on the vote's own line: only a line above shows the syntax (round eight)
    ("show-how-same-line", "Let me show you how to vote: " + B.format("VOTE: Ivo"), IVO),
    # an unvote said twice
    ("unvote-twice", post(B.format("UNVOTE"), B.format("UNVOTE")), [UNVOTE, UNVOTE]),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
