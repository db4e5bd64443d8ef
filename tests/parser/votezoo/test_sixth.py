"""The vote zoo's sixth round (see zoo.py): shapes the first five rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_sixth_near.py). XenForo 2's and vBulletin 4's bold, quotes, spoilers, smilies and
mentions beside a vote; a vote word the writer's gut or a hunch "says"; a player named
by a word of asking ("Who?"); a struck or typed-struck old vote before the new one; a vote
after a spoiler the writer opened, after a typed signature or "Sent from my phone" line;
the name as a Discourse or XenForo mention or "@Name"; unvote forms ("unvote.", "UNVOTE",
"unvote Ivo", "unvote, vote X"); the no-elimination words after "vote" with no colon;
zero-width joiners, soft hyphens, a byte-order mark or no-break spaces in the keyword;
full-width colons and letters; joiners "-", "=>", ">>", "->", "–", "|"; the same vote
twice; a smiley after the vote. Each case is a post with invented names and the
commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster

from .zoo import (
    BIG,
    D_SPOILER,
    EMOJI,
    IVO,
    LARK,
    NL,
    RED,
    SIGNATURE,
    SMILE,
    STRUCK_33,
    UNVOTE,
    VB_RED,
    VB_SMILIE,
    XB,
    XF_RED,
    XF_SMILIE,
    XF_SPOILER,
    B,
    I,
    Reading,
    S,
    d_quote,
    ext_spoiler,
    ips_quote,
    ips_spoiler,
    mention,
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
    xf_mention,
    xf_quote,
)

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a gut, a hunch or the writer's reads "say" the vote -----------------------------------
    ("bold-gut-says", B.format("Gut says VOTE: Ivo"), IVO),
    ("gut-says-then-bold", "Gut says " + B.format("VOTE: Ivo"), IVO),
    ("bold-my-gut-says", B.format("My gut says VOTE: Ivo"), IVO),
    ("bold-instinct-says", B.format("Instinct says vote Ivo"), IVO),
    ("bold-my-reads-say", B.format("My reads say VOTE: Ivo"), IVO),
    ("bold-gut-tells-me", B.format("Gut tells me VOTE: Ivo"), IVO),
    ("xf-bold-gut-says", XB.format("Gut says VOTE: Ivo"), IVO),
    ("d-strong-gut-says", p("<strong>gut says vote Ivo</strong>"), IVO),
    # --- a struck old vote, then the new one ----------------------------------------------------
    ("struck-then-bold", S.format("VOTE: Ivo") + " " + B.format("VOTE: Lark"), LARK),
    ("struck33-then-bold", STRUCK_33.format("VOTE: Ivo") + " " + B.format("VOTE: Lark"), LARK),
    ("s-tag-then-strong", p("<s>vote Ivo</s> <strong>vote Lark</strong>"), LARK),
    ("typed-s-then-bold", "[s]VOTE: Ivo[/s] " + B.format("VOTE: Lark"), LARK),
    ("typed-s-then-tag", "[s]VOTE: Ivo[/s] " + vote_tag("Lark"), LARK),
    ("typed-strike-then-bold", "[strike]VOTE: Ivo[/strike] " + B.format("VOTE: Lark"), LARK),
    ("bold-struck-name-then-new", B.format("VOTE: " + S.format("Ivo") + " Lark"), LARK),
    # --- after the writer's own spoiler, a signature-like line, a long post --------------------
    ("after-own-spoiler", spoiler("my reads, long") + B.format("VOTE: Ivo"), IVO),
    ("d-after-own-spoiler", D_SPOILER.format("wall of text") + p("<strong>vote Ivo</strong>"), IVO),
    ("xf-after-own-spoiler", XF_SPOILER.format("notes") + XB.format("VOTE: Ivo"), IVO),
    ("vb-after-own-spoiler", vb_spoiler("notes") + "<br>" + XB.format("VOTE: Ivo"), IVO),
    ("after-typed-sig-line", post("Lark is fine.", "-- Juno", "", B.format("VOTE: Ivo")), IVO),
    ("after-tilde-sig-line", post("Lark is fine.", "~J", B.format("VOTE: Ivo")), IVO),
    (
        "after-sent-from-phone",
        post("Short one today.", "Sent from my phone", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "long-post-vote-last",
        post(
            *(["Ivo's vote on Bramble yesterday was odd, and the vote count agrees."] * 6),
            B.format("VOTE: Ivo"),
        ),
        IVO,
    ),  # fmt: skip
    ("vote-then-sig-div", B.format("VOTE: Ivo") + SIGNATURE.format(B.format("VOTE: Lark")), IVO),
    ("vote-then-sig-tag-line", post(B.format("VOTE: Ivo"), "~Juno, the best cop"), IVO),
    # --- the name as a mention ------------------------------------------------------------------
    ("d-strong-vote-colon-mention", p("<strong>Vote: " + mention("Ivo") + "</strong>"), IVO),
    ("d-strong-keyword-then-mention", p("<strong>Vote:</strong> " + mention("Ivo")), IVO),
    ("d-plain-vote-colon-mention", p("vote: " + mention("Ivo")), IVO),
    ("d-mention-lower", p("<strong>vote " + mention("ivo") + "</strong>"), IVO),
    (
        "d-mention-underscore",
        p("<strong>vote " + mention("Sable_Fox") + "</strong>"),
        [vote("Sable_Fox")],
    ),
    ("plain-vote-colon-at", post("vote: @Ivo"), IVO),
    ("bold-vote-at", B.format("VOTE: @Ivo"), IVO),
    ("bold-vote-at-lark-space", B.format("VOTE: @ Lark"), LARK),
    ("xf-bold-mention", XB.format("Vote: " + xf_mention("Ivo")), IVO),
    ("xf-keyword-then-mention", XB.format("Vote:") + " " + xf_mention("Ivo"), IVO),
    ("tag-mention-text", vote_tag("@Ivo"), IVO),
    # --- unvote forms ---------------------------------------------------------------------------
    ("plain-unvote-stop", post("unvote."), [UNVOTE]),
    ("plain-unvote-caps", post("UNVOTE"), [UNVOTE]),
    ("bold-unvote-caps", B.format("UNVOTE"), [UNVOTE]),
    ("plain-unvote-name", post("unvote Ivo"), [UNVOTE]),
    ("bold-unvote-name-bang", B.format("Unvote Ivo!"), [UNVOTE]),
    ("bold-unvote-comma-vote", B.format("unvote, vote Lark"), [UNVOTE, vote("Lark")]),
    ("bold-unvote-semicolon-vote", B.format("UNVOTE; VOTE: Lark"), [UNVOTE, vote("Lark")]),
    ("bold-unvote-and-vote", B.format("Unvote and vote Lark"), [UNVOTE, vote("Lark")]),
    (
        "two-runs-text-between",
        B.format("Unvote") + " because he claimed. Instead " + B.format("VOTE: Lark"),
        [UNVOTE, vote("Lark")],
    ),
    (
        "two-runs-lines-between",
        post(B.format("UNVOTE"), "His claim checks out.", "So then:", B.format("VOTE: Lark")),
        [UNVOTE, vote("Lark")],
    ),
    ("xf-bold-unvote", XB.format("Unvote"), [UNVOTE]),
    ("d-strong-unvote-stop", p("<strong>unvote.</strong>"), [UNVOTE]),
    ("bold-unvote-colon-empty", B.format("UNVOTE:"), [UNVOTE]),
    ("bold-unvote-name-colon", B.format("Unvote: Ivo"), [UNVOTE]),
    # --- no elimination ------------------------------------------------------------------------
    ("bold-vote-no-lynch", B.format("vote no lynch"), [vote(NL)]),
    ("bold-vote-no-elimination", B.format("vote no elimination"), [vote(NL)]),
    ("bold-vote-nl", B.format("VOTE: NL"), [vote(NL)]),
    ("plain-vote-no-lynch", post("Vote no lynch"), [vote(NL)]),
    ("bold-vote-no-execution", B.format("VOTE: No Execution"), [vote(NL)]),
    ("bold-vote-no-lynch-hyphen", B.format("VOTE: no-lynch"), [vote(NL)]),
    ("bold-vote-nolynch", B.format("VOTE: NoLynch"), [vote(NL)]),
    ("tag-no-lynch-lower", vote_tag("no lynch"), [vote(NL)]),
    ("d-strong-vote-no-elim", p("<strong>Vote: No Elim</strong>"), [vote(NL)]),
    ("xf-bold-vote-no-lynch", XB.format("VOTE: No Lynch"), [vote(NL)]),
    # --- the same vote twice; the vote with a smiley after it ------------------------------------
    (
        "same-vote-twice",
        B.format("VOTE: Ivo") + " reasons " + B.format("VOTE: Ivo"),
        [vote("Ivo")] * 2,
    ),
    ("same-tag-twice", vote_tag("Ivo") + "<br>" + vote_tag("Ivo"), [vote("Ivo")] * 2),
    ("bold-smiley-after", B.format("VOTE: Ivo") + " " + SMILE, IVO),
    ("bold-smiley-inside", B.format("VOTE: Ivo " + SMILE), IVO),
    ("d-strong-emoji-inside", p("<strong>vote Ivo " + EMOJI + "</strong>"), IVO),
    ("xf-bold-smilie-inside", XB.format("VOTE: Ivo " + XF_SMILIE), IVO),
    ("vb-bold-smilie-after", XB.format("VOTE: Ivo") + " " + VB_SMILIE, IVO),
    ("bold-typed-smiley-glued", B.format("VOTE: Ivo:)"), IVO),
    ("bold-unicode-emoji-glued", B.format("VOTE: Ivo\U0001f52a"), IVO),
    # --- invisible characters in the keyword -----------------------------------------------------
    ("bold-bom-before", B.format("\ufeffVOTE: Ivo"), IVO),
    ("bold-soft-hyphen-name", B.format("VOTE: I\u00advo"), IVO),
    ("tag-zwsp-name", vote_tag("\u200bIvo"), IVO),
    ("bold-nbsp-after-colon", B.format("VOTE:\u00a0Ivo"), IVO),
    ("bold-thin-space-colon", B.format("VOTE\u202f:\u00a0Ivo"), IVO),
    # --- full-width forms ------------------------------------------------------------------------
    ("bold-fullwidth-colon", B.format("VOTE\uff1aIvo"), IVO),
    ("bold-fullwidth-colon-space", B.format("VOTE\uff1a Ivo"), IVO),
    ("plain-fullwidth-colon", post("Vote\uff1aIvo"), IVO),
    ("bold-ratio-colon", B.format("VOTE\u2236 Ivo"), IVO),
    # --- joiners ---------------------------------------------------------------------------------
    ("bold-vote-dash", B.format("Vote - Ivo"), IVO),
    ("bold-vote-fat-arrow", B.format("Vote => Ivo"), IVO),
    ("bold-vote-double-gt", B.format("Vote >> Ivo"), IVO),
    ("bold-vote-arrow", B.format("Vote -> Ivo"), IVO),
    ("bold-vote-en-dash", B.format("Vote \u2013 Ivo"), IVO),
    ("bold-vote-pipe", B.format("VOTE | Ivo"), IVO),
    ("plain-vote-dash", post("Vote - Ivo"), IVO),
    ("plain-vote-fat-arrow", post("Vote => Ivo"), IVO),
    ("plain-vote-double-gt", post("Vote >> Ivo"), IVO),
    ("bold-vote-colon-dash", B.format("VOTE: - Ivo"), IVO),
    # --- XenForo and vBulletin ------------------------------------------------------------------
    (
        "xf-quote-then-bold",
        xf_quote("Lark", XB.format("VOTE: Ivo")) + XB.format("VOTE: Lark"),
        LARK,
    ),
    (
        "vb-quote-then-bold",
        vb_quote("Lark", XB.format("VOTE: Ivo")) + XB.format("VOTE: Lark"),
        LARK,
    ),
    ("xf-red-bold", XF_RED.format(XB.format("VOTE: Ivo")), IVO),
    ("vb-font-red-bold", VB_RED.format(XB.format("VOTE: Ivo")), IVO),
    ("vb-bold-font-name", XB.format("Vote: " + VB_RED.format("Ivo")), IVO),
    (
        "xf-bold-line-after-quote",
        xf_quote("Lark", "reads") + "Agreed.<br>" + XB.format("vote Ivo"),
        IVO,
    ),
    # --- more markup round the vote --------------------------------------------------------------
    ("big-bold-red", BIG.format(RED.format(B.format("VOTE: Ivo"))), IVO),
    ("italic-bold", I.format(B.format("vote Ivo")), IVO),
    (
        "quote-own-then-new",
        quote("Juno", B.format("VOTE: Lark")) + "changed my mind " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("bold-vote-caps-bang", B.format("VOTE: IVO!!!"), IVO),
    ("bold-vote-lower-stop", B.format("vote: ivo."), IVO),
    ("bold-vote-name-then-reason-dash", B.format("VOTE: Ivo \u2014 he lied about the cop"), IVO),
    # --- round two of the round: shapes near the rules above --------------------------------------
    ("bold-gut-says-colon", B.format("My gut says: VOTE: Ivo"), IVO),
    ("bold-heart-says-unvote", B.format("Heart says unvote"), [UNVOTE]),
    ("if-i-had-to-pick", "If I had to pick, I'd " + B.format("VOTE: Ivo"), IVO),
    ("even-if-i-were-wrong", "Even if I were wrong, " + B.format("VOTE: Ivo"), IVO),
    (
        "if-sentence-ended-before",
        "If I was wrong about Lark I'd say so. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("if-i-were-nervous", "If I were scum I'd be nervous, " + B.format("VOTE: Ivo"), IVO),
    (
        "reads-list-then-vote",
        post("Reads:", "- Ivo: scum", "- Lark: town", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "would-head-then-plain-line",
        post("What would you do if Lark were town:", "nothing", "VOTE: Ivo"),
        IVO,
    ),
    ("phpbb30-span-bold", '<span style="font-weight: bold">VOTE: Ivo</span>', IVO),
    ("bold-name-in-quote-marks", B.format('VOTE: "Ivo"'), IVO),
    ("bold-unvote-smiley", B.format("unvote :)"), [UNVOTE]),
    ("bold-unvote-for-now", B.format("Unvote for now"), [UNVOTE]),
    ("bold-nl-please", B.format("VOTE: no lynch please"), [vote(NL)]),
    (
        "two-votes-changed",
        B.format("VOTE: Ivo") + " ... actually " + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    ("tag-then-bold-same", vote_tag("Ivo") + "<br>" + B.format("VOTE: Ivo"), [vote("Ivo")] * 2),
    (
        "d-own-quote-then-new",
        d_quote("Juno", "<strong>vote Ivo</strong>") + p("<strong>vote Lark</strong>"),
        LARK,
    ),
    (
        "xf-mention-then-cc",
        XB.format("VOTE: " + xf_mention("Ivo")) + " cc " + xf_mention("Lark"),
        IVO,
    ),
    ("d-keyword-mention-emoji", p("<strong>VOTE:</strong> " + mention("Ivo") + " " + EMOJI), IVO),
    ("bold-zwsp-before-colon", B.format("VOTE\u200b: Ivo"), IVO),
    (
        "hidden-div-then-vote",
        '<div style="display:none">VOTE: Lark</div>' + B.format("VOTE: Ivo"),
        IVO,
    ),  # --- batch three: vBulletin 3, username links, first-person commands ---------------------------
    (
        "vb3-quote-then-bold",
        vb3_quote("Lark", XB.format("VOTE: Ivo")) + XB.format("VOTE: Lark"),
        LARK,
    ),
    ("vb3-quote-then-plain", vb3_quote("Lark", "meh") + "VOTE: Ivo", IVO),
    (
        "xf-username-link",
        XB.format('Vote: <a href="/members/ivo.12/" class="username">Ivo</a>'),
        IVO,
    ),
    ("vb-member-link", XB.format('Vote: <a href="member.php?u=12">Ivo</a>'), IVO),
    ("bold-i-unvote-and-vote", B.format("I unvote Ivo and vote Lark"), [UNVOTE, vote("Lark")]),
    ("bold-vote-for", B.format("Vote for Ivo"), IVO),
    ("bold-french-colon", B.format("VOTE : Ivo"), IVO),
    ("bold-vote-edit-was", B.format("VOTE: Ivo") + " (edit: was Lark)", IVO),
    # --- batch four: near the rules (the writer's own votes they must leave) ---------------------
    (
        "if-scum-sentence-then-vote",
        "If I were scum I'd be bussing Lark. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("if-you-line-then-vote", "If I were you I'd claim.<br>" + B.format("VOTE: Ivo"), IVO),
    ("if-i-were-but-semicolon", "If I were town I'd wait; " + B.format("VOTE: Ivo"), IVO),
    ("bold-gut-says-no-then-vote", B.format("Gut says no. VOTE: Ivo"), IVO),
    (
        "if-list-closed-then-vote",
        post("If I were mod:", "- end the day", "Anyway.", B.format("VOTE: Ivo")),
        IVO,
    ),
    ("tag-in-would-list", post("If I were mod:", "- " + vote_tag("Ivo")), IVO),
    (
        "reads-list-dash-bold-vote",
        post("My plan:", "- " + B.format("VOTE: Ivo"), "- claim later"),
        IVO,
    ),
    # --- Discourse and XenForo wrappers ---------------------------------------------------------
    ("xf-bbwrapper", '<div class="bbWrapper">' + XB.format("Vote: Ivo") + "<br>reasons</div>", IVO),
    ("d-strong-keyword-colon-outside", p("<strong>VOTE</strong>: " + mention("Ivo")), IVO),
    ("d-strong-caps-name", p("<strong>VOTE: IVO</strong>"), IVO),
    ("d-em-strong", p("<em><strong>vote Ivo</strong></em>"), IVO),
    (
        "d-strong-after-quote-same-post",
        d_quote("Lark", "who?") + p("this one: <strong>vote Ivo</strong>"),
        IVO,
    ),
    ("xf-size-bold", '<span style="font-size: 22px">' + XB.format("VOTE: Ivo") + "</span>", IVO),
    ("xf-bold-struck-old-new", XB.format("<s>Lark</s> VOTE: Ivo"), IVO),
    ("vb-bold-underline", XB.format("<u>VOTE: Ivo</u>"), IVO),
    # --- batch five: brackets and arrows round the vote, self votes -------------------------------
    ("bold-square-brackets", B.format("[VOTE: Ivo]"), IVO),
    ("bold-round-brackets", B.format("(VOTE: Ivo)"), IVO),
    ("bold-chevrons", B.format(">>VOTE: Ivo<<"), IVO),
    ("bold-vote-unless", B.format("VOTE: Ivo unless he claims"), IVO),
    ("bold-vote-myself", B.format("VOTE: myself"), [vote("Juno")]),
    ("bold-heavy-arrow", B.format("Vote \u279c Ivo"), IVO),
    ("bold-long-arrow", B.format("Vote \u27f6 Ivo"), IVO),
    ("bold-dash-gt", B.format("Vote --> Ivo"), IVO),
    ("bold-vote-emoji-skin", B.format("VOTE: Ivo \U0001f44d\U0001f3fd"), IVO),
    ("centered-xf", '<div style="text-align: center">' + XB.format("VOTE: Ivo") + "</div>", IVO),
    # --- batch six: XenForo 1, Invision, a phpBB extension's spoiler ------------------------------
    ("xf1-spoiler-then-bold", xf1_spoiler("notes") + XB.format("VOTE: Ivo"), IVO),
    (
        "xf1-quote-then-bold",
        xf1_quote("Lark", XB.format("VOTE: Ivo")) + XB.format("VOTE: Lark"),
        LARK,
    ),
    ("ips-spoiler-then-strong", ips_spoiler("notes") + p("<strong>vote Ivo</strong>"), IVO),
    (
        "ips-quote-then-strong",
        ips_quote("Lark", p("<strong>vote Ivo</strong>")) + p("<strong>vote Lark</strong>"),
        LARK,
    ),
    ("ext-spoiler-then-bold", ext_spoiler("notes") + B.format("VOTE: Ivo"), IVO),
    # --- batch seven: decorated unvotes, a label before the run, display names -------------------
    ("bold-tilde-unvote", B.format("~ unvote ~"), [UNVOTE]),
    ("bold-dash-unvote", B.format("-unvote-"), [UNVOTE]),
    ("bold-unvote-changed-mind", B.format("UNVOTE") + " - changed my mind", [UNVOTE]),
    ("gut-label-then-bold", "Gut: " + B.format("VOTE: Ivo"), IVO),
    ("bold-no-elim-hyphen", B.format("VOTE: No-Elim"), [vote(NL)]),
    (
        "xf-mention-two-words",
        XB.format("Vote: " + xf_mention("Kestrel Moon")),
        [vote("Kestrel Moon")],
    ),
    (
        "quote-spoiler-then-bold",
        quote("Lark", spoiler(B.format("VOTE: Lark"))) + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("d-struck-then-strong", p("<del>vote Lark</del> <strong>vote Ivo</strong>"), IVO),
    (
        "smf-quote-then-bold",
        '<div class="quoteheader">Quote from: Lark on May 01</div><blockquote '
        'class="bbc_standard_quote">'
        + XB.format("VOTE: Lark")
        + "</blockquote>"
        + XB.format("VOTE: Ivo"),
        IVO,
    ),
    # --- review of the round's own rules: an aside's "if" heads no hypothetical list --------------
    ("aside-if-list-bold", post("If anyone wonders:", "- " + B.format("VOTE: Ivo")), IVO),
    ("in-case-list-plain", post("In case it matters:", "- vote Ivo"), IVO),
    (
        "if-youre-curious-list",
        post("If you're curious:", "- " + B.format("vote Ivo"), "- reads later"),
        IVO,
    ),
    (
        "stop-then-vote-if-i-were-you",
        "I'd say so. " + B.format("VOTE: Ivo") + " if I were you",
        IVO,
    ),
    # --- batch eight: typed quote tags the forum did not draw ------------------------------------
    (
        "typed-quote-lines-then-own",
        post('[quote="Lark"]', "VOTE: Ivo", "[/quote]", "VOTE: Lark"),
        LARK,
    ),
    (
        "typed-quote-closed-then-bold",
        post("[quote]x[/quote] " + B.format("VOTE: Ivo") + "[/quote]"),
        IVO,
    ),
    (
        "typed-quote-same-line-then-own",
        post("[quote=Lark]VOTE: Ivo[/quote]", B.format("VOTE: Lark")),
        LARK,
    ),
    # --- review18a: the writer's own case after all, an aside's list, idioms, classes ----------
    ("even-if-i-were-scum-still", "Even if I were scum I'd still " + B.format("VOTE: Ivo"), IVO),
    ("were-i-scum-would-still", "were I scum I would still " + B.format("VOTE: Ivo"), IVO),
    (
        "place-then-but-so",
        "If I were scum I'd hide, but I'm not, so I'd " + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "tldr-if-you-skipped-list",
        post("TL;DR if you skipped it:", "- Ivo lied", "- " + B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "short-if-youre-busy-list",
        post("Short version if you're busy:", "* " + B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "unless-something-changes-list",
        post("Unless something changes:", "- " + B.format("VOTE: Ivo")),
        IVO,
    ),
    ("better-late-than-never", "better late than never " + B.format("VOTE: Ivo"), IVO),
    ("nospoiler-class", '<div class="nospoiler">' + B.format("VOTE: Ivo") + "</div>", IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


WHO = Roster([Player("Who?"), Player("Ivo"), Player("Juno"), Player("Lark")], hosts=["Warden"])


@pytest.mark.parametrize("html", [B.format("VOTE: Who?"), vote_tag("Who?"), B.format("vote Who?")])
def test_a_player_named_by_a_question(html: str) -> None:
    assert read(html, roster=WHO) == [vote("Who?")]
