"""The vote zoo's fifth round (see zoo.py): shapes the first four rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_fifth_near.py). A reply quoting two other players' votes, nested quotes with the
writer's vote between them, a bold run over a line break or a smiley, the name in
another colour, size or style, "Revote: X", "Re-vote X", "Vote again: X", votes after
"PS", "P.S.", "PPS", an edit after a struck vote, hydra heads' labels, the vote tag
inside a link or a link inside it, Discourse's typed "> " quote (a blockquote with no
aside), reads lists and "vote count please" beside a vote, a vote in straight quote
marks (the rules of this round on their own: test_fifth_rules.py). Each case is a post with
invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    BIG,
    BLUE,
    BQ,
    BQP,
    EMOJI,
    GREEN,
    IVO,
    LARK,
    LINK,
    NL,
    POLL,
    RED,
    RED_33,
    SIZE,
    SMILE,
    UNCITED,
    UNVOTE,
    B,
    I,
    Reading,
    S,
    U,
    bb33_quote,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    spoiler,
    tl_quote,
    vote,
    vote_tag,
)

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- quotes of two others' votes, the writer's vote among them ---------------------------
    (
        "two-quotes-then-bold",
        quote("Lark", B.format("VOTE: Ivo"))
        + quote("Ember", B.format("VOTE: Bramble"))
        + B.format("VOTE: Lark"),
        LARK,
    ),
    (
        "two-quotes-vote-between",
        quote("Lark", B.format("VOTE: Ivo"))
        + B.format("VOTE: Lark")
        + quote("Ember", B.format("VOTE: Bramble"))
        + "I disagree with both.",
        LARK,
    ),
    (
        "two-quotes-tags",
        quote("Lark", vote_tag("Ivo")) + quote("Ember", vote_tag("Bramble")) + vote_tag("Ember"),
        [vote("Ember")],
    ),
    (
        "d-two-quotes-then-strong",
        d_quote("Lark", "<strong>vote Ivo</strong>")
        + d_quote("Ember", "<strong>vote Bramble</strong>")
        + p("<strong>vote Lark</strong>"),
        LARK,
    ),
    (
        "tl-two-quotes-then-b",
        tl_quote("Lark", "<b>vote Ivo</b>")
        + tl_quote("Ember", "<b>vote Bramble</b>")
        + "<b>vote Lark</b>",
        LARK,
    ),
    (
        "bb33-two-quotes-then-red",
        bb33_quote("Lark", "VOTE: Ivo")
        + bb33_quote("Ember", "VOTE: Bramble")
        + RED_33.format("VOTE: Lark"),
        LARK,
    ),
    # --- nested quotes with the writer's vote between ----------------------------------------
    (
        "nested-quote-outer-vote",
        quote("Lark", quote("Ember", B.format("VOTE: Ivo")) + B.format("VOTE: Bramble"))
        + B.format("VOTE: Ember"),
        [vote("Ember")],
    ),
    (
        "nested-quote-vote-between",
        quote("Lark", quote("Ember", "who?") + "you. " + B.format("VOTE: Ember"))
        + B.format("VOTE: Lark")
        + quote("Ivo", B.format("VOTE: Juno")),
        LARK,
    ),
    (
        "d-nested-aside",
        d_quote("Lark", "see above")
        + p("<strong>VOTE: Lark</strong>")
        + d_quote("Ivo", "<strong>VOTE: Juno</strong>"),
        LARK,
    ),
    # --- bold run over a line break or a smiley ----------------------------------------------
    ("bold-vote-br-name", B.format("VOTE:<br>Ivo"), IVO),
    ("bold-vote-smiley-name", B.format("VOTE: " + SMILE + " Ivo"), IVO),
    ("bold-vote-name-smiley", B.format("VOTE: Ivo " + SMILE), IVO),
    ("bold-vote-name-br-reason", B.format("VOTE: Ivo<br>he lied about his role"), IVO),
    ("strong-vote-br-name", "<strong>Vote<br>Ivo</strong>", IVO),
    ("d-strong-vote-br-name", p("<strong>vote:<br>\nIvo</strong>"), IVO),
    ("bold-unvote-br-vote", B.format("UNVOTE<br>VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("bold-vote-emoji-name", p("<strong>Vote: " + EMOJI + " Ivo</strong>"), IVO),
    # --- jk / not really after a vote --------------------------------------------------------
    ("bold-vote-jk-after", B.format("VOTE: Ivo") + " jk", IVO),
    ("bold-vote-lol-no-next", post(B.format("VOTE: Ivo"), "lol no"), IVO),
    ("bold-vote-not-really", B.format("VOTE: Ivo") + " (not really)", IVO),
    # --- name in another colour or size ------------------------------------------------------
    ("bold-vote-red-name", B.format("VOTE: " + RED.format("Ivo")), IVO),
    ("bold-vote-green-name", B.format("VOTE: " + GREEN.format("Ivo")), IVO),
    ("bold-vote-big-name", B.format("VOTE: " + BIG.format("Ivo")), IVO),
    ("bold-vote-small-name", B.format("VOTE: " + SIZE.format("Ivo")), IVO),
    ("tag-green-name", vote_tag(GREEN.format("Ivo")), IVO),
    ("tag-big-name", vote_tag(BIG.format("Ivo")), IVO),
    ("bold-vote-italic-name", B.format("VOTE: " + I.format("Ivo")), IVO),
    ("bold-vote-underline-name", B.format("Vote: " + U.format("Ivo")), IVO),
    ("d-strong-vote-em-name", p("<strong>vote: <em>Ivo</em></strong>"), IVO),
    (
        "d-strong-span-colour-name",
        p('<strong>vote: <span style="color:#e60000">Ivo</span></strong>'),
        IVO,
    ),
    # --- re-vote, revote, vote again ---------------------------------------------------------
    ("bold-re-vote", B.format("Re-vote: Ivo"), IVO),
    ("bold-revote", B.format("Revote: Ivo"), IVO),
    ("bold-revote-caps", B.format("REVOTE IVO"), IVO),
    ("tag-revote-bold", B.format("re-vote") + " " + vote_tag("Ivo"), IVO),
    ("bold-re-unvote", B.format("Re-unvote"), [UNVOTE]),
    ("bold-vote-again", B.format("Vote again: Ivo"), IVO),
    ("plain-revote-line", post("revote: Ivo"), IVO),
    ("d-strong-revote", p("<strong>revote Ivo</strong>"), IVO),
    # --- past tense unvoting in prose --------------------------------------------------------
    (
        "bold-unvote-after-unvoted-prose",
        post("I unvoted Lark earlier.", B.format("VOTE: Ivo")),
        IVO,
    ),
    # --- PS ----------------------------------------------------------------------------------
    ("ps-plain-vote", post("Anyway that is all.", "PS: VOTE: Ivo"), IVO),
    ("p-s-plain-vote", post("Anyway that is all.", "P.S. VOTE: Ivo"), IVO),
    ("ps-bold-vote", post("Anyway.", "PS " + B.format("VOTE: Ivo")), IVO),
    ("p-s-bold-vote", post("Anyway.", "P.S. " + B.format("vote Ivo")), IVO),
    ("pps-plain-vote", post("Anyway.", "PPS: vote Ivo"), IVO),
    ("ps-unvote", post("Anyway.", "P.S. unvote"), [UNVOTE]),
    # --- edits after a struck vote -----------------------------------------------------------
    (
        "struck-then-edit-vote",
        S.format(B.format("VOTE: Bramble")) + "<br>EDIT: " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("struck-tag-edit-tag", S.format(vote_tag("Bramble")) + "<br>EDIT: " + vote_tag("Ivo"), IVO),
    ("struck-then-edit-plain", post(S.format("VOTE: Bramble"), "EDIT: VOTE: Ivo"), IVO),
    (
        "d-del-then-edit",
        p("<del><strong>vote Bramble</strong></del>", "Edit: <strong>vote Ivo</strong>"),
        IVO,
    ),
    ("edit-colon-bold-edit-word", B.format("EDIT: VOTE: Ivo"), IVO),
    ("edit2-bold", B.format("Edit 2: Unvote"), [UNVOTE]),
    (
        "struck-then-edit-bracket",
        post(S.format(B.format("VOTE: Bramble")), "[edit] " + B.format("VOTE: Ivo")),
        IVO,
    ),
    # --- hydra heads -------------------------------------------------------------------------
    ("hydra-head-bold", post("Ivo (Juno head): " + B.format("VOTE: Lark")), LARK),
    ("hydra-head-bracket", post("[Juno] " + B.format("VOTE: Lark")), LARK),
    (
        "hydra-two-heads-one-vote",
        post("Ivo: I think Lark.", "Juno: agreed.", B.format("VOTE: Lark")),
        LARK,
    ),
    ("hydra-head-tag", post("Head 2: " + vote_tag("Lark")), LARK),
    # --- tag as the name's link --------------------------------------------------------------
    ("tag-inside-link", LINK.format(vote_tag("Ivo")), IVO),
    ("link-inside-tag", vote_tag(LINK.format("Ivo")), IVO),
    ("bold-vote-link-name", B.format("VOTE: " + LINK.format("Ivo")), IVO),
    ("bold-link-whole-vote", LINK.format(B.format("VOTE: Ivo")), IVO),
    ("d-strong-vote-mention-link", p("<strong>vote " + mention("Ivo") + "</strong>"), IVO),
    (
        "d-link-strong-vote",
        p('<a href="https://forum.example.org/t/game/45/12"><strong>vote Ivo</strong></a>'),
        IVO,
    ),
    # --- Discourse's typed "> " quote: a blockquote with no aside ------------------------------------------------------------
    (
        "d-bq-vote-then-own",
        BQP.format("<strong>vote Ivo</strong>") + p("<strong>vote Lark</strong>"),
        LARK,
    ),
    (
        "d-bq-two-paragraphs",
        BQ.format(p("Ivo wrote something", "<strong>vote Ivo</strong>"))
        + p("<strong>vote Ember</strong>"),
        [vote("Ember")],
    ),
    (
        "d-bq-own-after-text",
        p("Lark said")
        + BQP.format("<strong>VOTE: Ivo</strong>")
        + p("and I agree", "<strong>VOTE: Ivo</strong>"),
        IVO,
    ),
    (
        "bb-bare-blockquote",
        "<blockquote>" + B.format("VOTE: Ivo") + "</blockquote>" + B.format("VOTE: Lark"),
        LARK,
    ),
    # --- reads lists -------------------------------------------------------------------------
    (
        "reads-list-then-vote",
        post("My reads:", "Ivo - scum", "Lark - town", "", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "d-reads-ul-then-vote",
        "<ul><li>Ivo - scum</li><li>Lark - town</li></ul>" + p("<strong>vote Ivo</strong>"),
        IVO,
    ),
    # --- vote count please -------------------------------------------------------------------
    ("vc-please-then-vote", post("VC please", B.format("VOTE: Ivo")), IVO),
    # --- a retraction, a question mark, "I vote we" in the vote's own text ------------------------------------------------------------------
    ("bold-vote-name-question", B.format("VOTE: Ivo?"), IVO),
    ("plain-vote-jk-next", post("VOTE: Ivo", "jk"), IVO),
    ("bold-vote-then-jk-bold", post(B.format("VOTE: Ivo"), B.format("jk")), IVO),
    ("bold-vote-just-kidding", B.format("VOTE: Ivo") + " just kidding", IVO),
    # --- quotes round the vote ------------------------------------------------------------------
    (
        "quote-host-vc-then-vote",
        quote("Warden", "Ivo (2): Lark, Ember<br>Lark (1): Ivo") + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "quote-own-vote-then-unvote",
        quote("Juno", B.format("VOTE: Ivo")) + B.format("UNVOTE"),
        [UNVOTE],
    ),
    ("quote-with-vote-in-cite", quote("Lark", "VOTE: Ivo") + "VOTE: Ember", [vote("Ember")]),
    (
        "quote-then-plain-vote-line",
        quote("Lark", "who do we vote?") + "vote Ember",
        [vote("Ember")],
    ),
    (
        "quote-after-vote-line",
        B.format("VOTE: Ember") + quote("Lark", B.format("VOTE: Ivo")),
        [vote("Ember")],
    ),
    # --- colours of the vote word ------------------------------------------------------------
    ("red-vote-word-bold-name", RED.format("VOTE:") + " " + B.format("Ivo"), IVO),
    ("bold-vote-name-colour-both", B.format(RED.format("VOTE:") + " " + BLUE.format("Ivo")), IVO),
    # --- numbers with names ------------------------------------------------------------------
    ("bold-vote-wren-number", B.format("VOTE: Wren77"), [vote("Wren77")]),
    ("bold-vote-wren-short", B.format("VOTE: Wren"), [vote("Wren77")]),
    # --- list-item votes (own) ---------------------------------------------------------------
    ("d-li-vote-own", "<ul><li><strong>vote Ivo</strong></li></ul>", IVO),
    (
        "ol-unvote-vote",
        "<ol><li>" + B.format("UNVOTE") + "</li><li>" + B.format("VOTE: Ivo") + "</li></ol>",
        [UNVOTE, vote("Ivo")],
    ),
    # --- no vote / no lynch ------------------------------------------------------------------
    ("bold-vote-no-lynch-smiley", B.format("VOTE: No Lynch " + SMILE), [vote(NL)]),
    ("bold-vote-nobody", B.format("VOTE: nobody"), [vote(NL)]),
    # --- Discourse blockquote with citation line ---------------------------------------------
    (
        "d-bq-cite-line",
        p("Ivo wrote:") + BQP.format("vote Lark") + p("<strong>vote Ivo</strong>"),
        IVO,
    ),
    ("d-bq-only-own-after-plain", BQP.format("Lark is scum") + p("vote Lark"), LARK),
    # --- ask the host ------------------------------------------------------------------------
    ("bold-vote-ask-host", B.format("VOTE: Ivo") + " (mod, please confirm)", IVO),
    # --- a vote as a heading ----------------------------------------------------------
    ("h2-vote", "<h2>Vote: Ivo</h2>", IVO),
    ("d-h1-vote-title", "<h1>vote Ivo</h1>" + p("because reasons"), IVO),
    # --- struck vote then new vote on same line ----------------------------------------------
    (
        "same-line-struck-then-bold",
        S.format(B.format("VOTE: Bramble")) + " " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("struck-unvote-kept-vote", B.format("VOTE: Ivo") + "<br>" + S.format(B.format("UNVOTE")), IVO),
    # --- the name glued to smileys / line break in tag ---------------------------------------
    ("tag-name-br", vote_tag("Ivo<br>"), IVO),
    ("bold-vote-name-nbsp-smiley", B.format("VOTE:&nbsp;Ivo&nbsp;" + SMILE), IVO),
    # --- more votes: notes after the name, odd characters, several votes ---------------------
    ("plain-vote-then-unvote-next", post("VOTE: Ivo", "Unvote"), [vote("Ivo"), UNVOTE]),
    ("bold-vote-edit-nvm", post(B.format("VOTE: Ivo"), "EDIT: nvm"), IVO),
    ("bold-arrow-this", B.format("VOTE: Ivo") + " &lt;- this", IVO),
    (
        "bold-two-votes-one-line",
        B.format("VOTE: Ivo") + ", " + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    ("bold-l2-vote", B.format("L-2 VOTE: Ivo"), IVO),
    ("bold-vote-hammer-paren", B.format("VOTE: Ivo (hammer)"), IVO),
    ("sup-bold-vote", "<sup>" + B.format("VOTE: Ivo") + "</sup>", IVO),
    ("zwsp-before-name", B.format("VOTE: \u200bIvo"), IVO),
    ("soft-hyphen-in-name", B.format("VOTE: I\u00advo"), IVO),
    ("fullwidth-colon", B.format("VOTE\uff1aIvo"), IVO),
    ("curly-quoted-name", B.format("VOTE: \u201cIvo\u201d"), IVO),
    ("bangs-caps", B.format("VOTE: IVO!!!"), IVO),
    ("plain-vote-period", post("Vote Ivo."), IVO),
    ("plain-vote-lower-colon", post("vote: ivo"), IVO),
    ("d-poll-then-vote", POLL + p("<strong>vote Ivo</strong>"), IVO),
    (
        "two-votes-lines",
        post(B.format("VOTE: Ivo"), B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    ("plain-unvote-semicolon-vote", post("unvote; vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("bold-vote-ivos-slot", B.format("VOTE: Ivo's slot"), IVO),
    ("bold-vote-name-then-unvote-word-prose", B.format("VOTE: Ivo") + " and I won't unvote", IVO),
    (
        "bold-vote-jk-next-line-bold",
        post(B.format("VOTE: Ivo"), B.format("UNVOTE") + " jk"),
        [vote("Ivo"), UNVOTE],
    ),
    ("plain-vote-question-reason", post("VOTE: Ivo - he dodged every question, didn't he?"), IVO),
    ("plain-vote-nah", post("VOTE: Ivo nah"), IVO),
    ("bold-vote-lol", B.format("VOTE: Ivo lol"), IVO),
    ("bold-vote-not-really-sure", B.format("VOTE: Ivo, not really sure about it though"), IVO),
    ("ps-bold-unvote", post("ok", "PS. " + B.format("Unvote")), [UNVOTE]),
    ("pps-bold", post("ok", "P.P.S. " + B.format("VOTE: Ivo")), IVO),
    ("ps-dash-vote", post("ok", "PS - vote Ivo"), IVO),
    ("revote-tag", B.format("REVOTE:") + " " + vote_tag("Ivo"), IVO),
    ("revote-unvote-run", B.format("Unvote, revote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("vote-again-for", B.format("vote again for Ivo"), IVO),
    # --- quotes of other shapes, quote marks, reported words ---------------------------------
    (
        "uncited-quote-then-own",
        UNCITED.format(B.format("VOTE: Ivo")) + B.format("VOTE: Lark"),
        LARK,
    ),
    ("d-quote-then-plain-vote-para", d_quote("Lark", "thoughts?") + p("vote Ivo"), IVO),
    ("d-strong-inside-em", p("<em><strong>vote Ivo</strong></em>"), IVO),
    ("d-h2-unvote", "<h2>unvote</h2>", [UNVOTE]),
    ("bb-bold-colon-outside", B.format("VOTE") + ": Ivo", IVO),
    ("bold-vote-colon-name-plain-after", B.format("VOTE:") + " Ivo", IVO),
    (
        "quote-vote-reply-same-name",
        quote("Lark", B.format("VOTE: Ivo")) + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "quote-in-spoiler-vote",
        spoiler(quote("Lark", B.format("VOTE: Ivo"))) + B.format("VOTE: Lark"),
        LARK,
    ),
    ("bold-quoted-marks-own-vote", B.format('"VOTE: Ivo"'), IVO),
    ("said-it-before-stop", B.format("Said it before. VOTE: Ivo"), IVO),
    ("told-you-stop", B.format("Told you. VOTE: Ivo"), IVO),
    ("reason-reports-a-vote", B.format("VOTE: Ivo because Lark said vote Juno"), IVO),
    ("jk-between-votes", B.format("VOTE: Ivo, jk, VOTE: Lark"), LARK),
    ("tag-vote-me", vote_tag("me"), [vote("Juno")]),
    ("plain-vote-today", post("Vote Ivo today"), IVO),
    ("plain-unvote-then-me-later", post("Unvote", "I might vote Ivo later"), [UNVOTE]),
    ("not-really-between-votes", B.format("VOTE: Ivo - not really, VOTE: Lark"), LARK),
    ("hydra-slash-heads", post("Ivo/Juno: " + B.format("VOTE: Lark")), LARK),
    ("bold-vote-name-over-lines", B.format("VOTE: Kestrel<br>Moon"), [vote("Kestrel Moon")]),
    (
        "bold-vote-split-bolds",
        B.format("VOTE: Kes") + B.format("trel Moon"),
        [vote("Kestrel Moon")],
    ),
    (
        "bold-name-red-inside-word",
        B.format("VOTE: " + RED.format("Kes") + "trel Moon"),
        [vote("Kestrel Moon")],
    ),
    # --- short plain lines -------------------------------------------------------------------
    ("plain-vote-trust-me", post("Vote Ivo, trust me"), IVO),
    ("plain-unvote-bang", post("Unvote!"), [UNVOTE]),
    ("plain-unvote-for-now", post("Unvote for now"), [UNVOTE]),
    ("bold-vote-me", B.format("VOTE: me"), [vote("Juno")]),
    # --- phpBB 3.3 and Discourse markup round the vote ---------------------------------------
    ("bb33-strong-class", '<strong class="text-strong">Vote: Ivo</strong>', IVO),
    (
        "bb33-strong-name-em",
        '<strong class="text-strong">Vote: <em class="text-italics">Ivo</em></strong>',
        IVO,
    ),
    (
        "bb33-quote-then-strong",
        bb33_quote("Lark", '<strong class="text-strong">Vote: Ivo</strong>')
        + '<strong class="text-strong">Vote: Lark</strong>',
        LARK,
    ),
    (
        "d-strong-vote-mention-unknown",
        p("<strong>vote " + '<span class="mention">@ivo</span>' + "</strong>"),
        IVO,
    ),
    (
        "d-bq-then-strong-same-para",
        BQP.format("<strong>vote Lark</strong> he said") + p("<strong>vote Ivo</strong> I say"),
        IVO,
    ),
    ("bold-vote-name-nested-bold", B.format("VOTE: " + B.format("Ivo")), IVO),
    # --- review17a: near the round's rules, read as the vote (misread before) ------------------
    ("plain-vote-no-kidding", post("VOTE: Ivo, no kidding"), IVO),
    ("bold-vote-not-kidding", B.format("VOTE: Ivo, I'm not kidding"), IVO),
    ("bold-vote-question-answered", B.format("VOTE: Ivo. Is he town? Not really."), IVO),
    ("plain-vote-why-not", post("VOTE: Ivo, why not?"), IVO),
    ("plain-vote-thoughts", post("VOTE: Ivo. Thoughts?"), IVO),
    ("plain-vote-explain-later", post("VOTE: Ivo, will explain later"), IVO),
    ("plain-vote-reason-soon", post("VOTE: Ivo - he'll flip scum soon"), IVO),
    ("plain-unvote-colon-me", post("Unvote: me"), [UNVOTE]),
    ("i-said-bold-quoted", "As I said: " + B.format('"VOTE: Ivo"'), IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
