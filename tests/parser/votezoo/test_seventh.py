"""The vote zoo's seventh round (see zoo.py): shapes the first six rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_seventh_near.py). A vote after a "tl;dr", "PSA:", "EDIT:" or "ETA:" line; a vote the
writer takes back later in the same post ("actually scratch that, unvote"); a note in
brackets after the vote ("(placeholder)", "(pressure)", "(joke)", "(again)"); the vote
word and the name in two bold runs with the colon between them; a bang or slash before a
bold vote; trailing punctuation and a missing space after a stop; a change written as
"VOTE: Ivo -> Lark"; "moving/switching my vote to X" in bold; a vote under a heading, in
a list item or table cell of four engines; a vote after the writer's own count. Each
case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    BIG,
    IVO,
    LARK,
    NL,
    ST,
    UNVOTE,
    XB,
    B,
    I,
    Reading,
    S,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    spoiler,
    vote,
    vote_tag,
    xf_quote,
)

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- after a "tl;dr", "PSA:", "EDIT:" or "ETA:" line ----------------------------------------
    ("tldr-line-then-bold", post("Long read on Lark below.", "tl;dr", B.format("VOTE: Ivo")), IVO),
    ("tldr-colon-bold", post("Lots of thoughts.", "tl;dr: " + B.format("VOTE: Ivo")), IVO),
    ("tldr-reason-then-bold", post("tl;dr - Ivo is scum", B.format("VOTE: Ivo")), IVO),
    ("tldr-caps-bold-inside", B.format("TL;DR: VOTE: Ivo"), IVO),
    ("d-tldr-strong", p("Wall of text above.", "<strong>TLDR: vote Ivo</strong>"), IVO),
    ("xf-tldr-then-bold", "tl;dr<br>" + XB.format("Vote: Ivo"), IVO),
    ("psa-line-then-bold", post("PSA: I am V/LA this weekend.", B.format("VOTE: Ivo")), IVO),
    ("psa-line-then-tag", post("PSA: the deadline moved.", vote_tag("Ivo")), IVO),
    ("d-psa-then-strong", p("PSA: check the count before you hammer.", ST.format("vote Ivo")), IVO),
    (
        "edit-forgot-vote",
        post("Reads below.", "EDIT: forgot my vote, " + B.format("VOTE: Ivo")),
        IVO,
    ),
    ("edit2-then-bold", post("Reads below.", "EDIT 2:", B.format("VOTE: Ivo")), IVO),
    ("eta-bold-vote", post("Lark is fine.", "ETA: " + B.format("VOTE: Ivo")), IVO),
    (
        "vote-then-edit-new-vote",
        post(B.format("VOTE: Lark"), "EDIT: changed my mind, " + B.format("VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    ("vote-then-edit-typo", post(B.format("VOTE: Ivo"), "EDIT: typo"), IVO),
    (
        "vote-then-edit-bold-label",
        post(B.format("VOTE: Ivo"), B.format("EDIT:") + " spelling"),
        IVO,
    ),
    ("xf-vote-then-edit", XB.format("Vote: Ivo") + "<br><br>Edit: fixed a name", IVO),
    # --- taken back later in the same post ---------------------------------------------------
    (
        "scratch-that-bold-unvote",
        post(B.format("VOTE: Ivo"), "actually scratch that, " + B.format("unvote")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "scratch-that-bold-new",
        post(B.format("VOTE: Ivo"), "Scratch that. " + B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "ignore-above-new",
        post(B.format("VOTE: Ivo"), "ignore the above, " + B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "d-nah-then-unvote",
        p(ST.format("vote Ivo"), "nah, scratch that: " + ST.format("unvote")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "on-second-thought-unvote",
        post(B.format("VOTE: Ivo"), "On second thought, " + B.format("UNVOTE")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "scratch-that-plain-unvote",
        post(B.format("VOTE: Ivo"), "actually scratch that, unvote"),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "never-mind-plain-unvote",
        post(B.format("VOTE: Ivo"), "never mind, unvote."),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "wait-plain-unvote-for-now",
        post(B.format("VOTE: Ivo"), "wait, unvote for now"),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "xf-nvm-bold-unvote",
        XB.format("Vote: Ivo") + "<br>nvm " + XB.format("unvote"),
        [vote("Ivo"), UNVOTE],
    ),
    # --- a note in brackets after the vote ---------------------------------------------------
    ("placeholder-after", B.format("VOTE: Ivo") + " (placeholder)", IVO),
    ("placeholder-inside", B.format("VOTE: Ivo (placeholder)"), IVO),
    ("pressure-after", B.format("VOTE: Ivo") + " (pressure)", IVO),
    ("pressure-vote-after", B.format("VOTE: Ivo") + " (pressure vote)", IVO),
    ("pressure-inside", B.format("VOTE: Ivo (pressure)"), IVO),
    ("joke-after", B.format("VOTE: Ivo") + " (joke)", IVO),
    ("random-after", B.format("VOTE: Ivo") + " (random vote)", IVO),
    ("again-inside", B.format("VOTE: Ivo (again)"), IVO),
    ("still-inside", B.format("VOTE: Ivo (still)"), IVO),
    ("unchanged-after", B.format("VOTE: Ivo") + " (unchanged)", IVO),
    ("sorry-name-after", B.format("VOTE: Ivo") + " (sorry Ivo)", IVO),
    ("hi-other-inside", B.format("VOTE: Ivo (hi Lark)"), IVO),
    ("x2-after", B.format("VOTE: Ivo x2"), IVO),
    ("d-em-placeholder", p(ST.format("vote Ivo") + " <em>(placeholder)</em>"), IVO),
    ("tag-pressure", vote_tag("Ivo") + " (pressure)", IVO),
    ("xf-not-final", XB.format("Vote: Ivo") + " (not final)", IVO),
    ("italic-note-after", B.format("VOTE: Ivo") + " " + I.format("for now"), IVO),
    # --- keyword and name in two runs, the colon between --------------------------------------
    ("colon-between-runs", B.format("VOTE") + ": " + B.format("Ivo"), IVO),
    ("colon-no-space-between-runs", B.format("VOTE") + ":" + B.format("Ivo"), IVO),
    ("keyword-run-colon-plain-name", B.format("VOTE") + ": Ivo", IVO),
    ("space-colon-between-runs", B.format("VOTE") + " : " + B.format("Ivo"), IVO),
    ("d-strong-colon-strong", p(ST.format("Vote") + ": " + ST.format("Ivo")), IVO),
    ("xf-b-colon-b", XB.format("VOTE") + ": " + XB.format("Ivo"), IVO),
    ("keyword-colon-run-name-run", B.format("VOTE:") + " " + B.format("Ivo"), IVO),
    (
        "unvote-run-vote-run",
        B.format("UNVOTE") + " " + B.format("VOTE") + ": " + B.format("Lark"),
        [UNVOTE, vote("Lark")],
    ),
    # --- a bang or slash before a bold vote; punctuation round the name ------------------------
    ("bold-bang-vote", B.format("!vote Ivo"), IVO),
    ("d-strong-slash-vote", p(ST.format("/vote Ivo")), IVO),
    ("bold-no-space-bangs", B.format("VOTE:Ivo!!!"), IVO),
    ("bold-bangs", B.format("VOTE: Ivo!!!"), IVO),
    ("bold-interrobang", B.format("VOTE: Ivo?!"), IVO),
    ("bold-stop", B.format("VOTE: Ivo."), IVO),
    ("bold-stop-after", B.format("VOTE: Ivo") + ". He lied.", IVO),
    ("bold-stop-glued-sentence", B.format("VOTE: Ivo.He lied about Lark."), IVO),
    ("bold-stop-glued-name", B.format("VOTE: Ivo.Lark is next"), IVO),
    ("bold-ellipsis", B.format("VOTE: Ivo..."), IVO),
    ("bold-dash-end", B.format("VOTE: Ivo -"), IVO),
    ("bold-tilde-end", B.format("VOTE: Ivo~"), IVO),
    ("bold-star-end", B.format("VOTE: Ivo*"), IVO),
    ("bold-semicolon-reason", B.format("VOTE: Ivo; reasons below"), IVO),
    ("bold-colon-reason", B.format("VOTE: Ivo: he lied"), IVO),
    ("bold-brackets-name", B.format("VOTE: [Ivo]"), IVO),
    ("bold-braces-name", B.format("VOTE: {Ivo}"), IVO),
    ("bold-angle-name", B.format("VOTE: &lt;Ivo&gt;"), IVO),
    ("bold-quoted-name", B.format("VOTE: \u201cIvo\u201d"), IVO),
    ("bold-underscored-name", B.format("VOTE: _Ivo_"), IVO),
    # --- a change written with an arrow ------------------------------------------------------
    ("arrow-change", B.format("VOTE: Ivo -> Lark"), LARK),
    ("fat-arrow-change", B.format("VOTE: Ivo => Lark"), LARK),
    ("unicode-arrow-change", B.format("Vote: Ivo \u2192 Lark"), LARK),
    ("d-arrow-change", p(ST.format("vote Ivo -&gt; Lark")), LARK),
    ("xf-arrow-change", XB.format("Vote: Ivo -&gt; Lark"), LARK),
    ("arrow-change-spaced-name", B.format("VOTE: Ivo -> Kestrel Moon"), [vote("Kestrel Moon")]),
    ("arrow-wagon-note", B.format("VOTE: Ivo -> L-2"), IVO),
    ("arrow-reason", B.format("VOTE: Ivo -> he lied"), IVO),
    ("arrow-to-nl", B.format("VOTE: Ivo -> No Lynch"), [vote(NL)]),
    ("struck-name-arrow", B.format("VOTE: " + S.format("Ivo") + " -> Lark"), LARK),
    # --- moving or switching my vote, in bold ------------------------------------------------
    ("bold-moving-my-vote", B.format("Moving my vote to Ivo"), IVO),
    ("bold-switching-my-vote", B.format("Switching my vote to Ivo"), IVO),
    ("bold-changing-vote", B.format("Changing my vote to Ivo"), IVO),
    ("d-strong-moving-vote", p(ST.format("moving my vote to Ivo")), IVO),
    ("xf-switch-vote", XB.format("Switch vote: Ivo"), IVO),
    ("bold-vote-change", B.format("Vote change: Ivo"), IVO),
    ("bold-final-vote", B.format("Final vote: Ivo"), IVO),
    ("bold-official-vote", B.format("Official vote: Ivo"), IVO),
    ("bold-hammer-vote", B.format("Hammer vote: Ivo"), IVO),
    # --- headings, list items and table cells of four engines -----------------------------
    ("d-h1-strong-colon", "<h1>VOTE: Ivo</h1>", IVO),
    ("d-h4-after-text", p("Lots of reasons.") + "<h4>vote Ivo</h4>", IVO),
    ("d-li-strong", "<ul><li>" + ST.format("vote Ivo") + "</li></ul>", IVO),
    ("d-ol-strong", "<ol><li>reads</li><li>" + ST.format("VOTE: Ivo") + "</li></ol>", IVO),
    (
        "xf-list-bold",
        '<ul class="bbCodeList"><li data-xf-list-type="ul">'
        + XB.format("Vote: Ivo")
        + "</li></ul>",
        IVO,
    ),
    (
        "phpbb-list-bold",
        '<ul style="list-style-type:disc">' + "<li>" + B.format("VOTE: Ivo") + "</li></ul>",
        IVO,
    ),
    (
        "xf-table-cell",
        '<div class="bbTable"><table style="width: 100%"><tr><td>'
        + XB.format("Vote: Ivo")
        + "</td></tr></table></div>",
        IVO,
    ),
    (
        "d-table-vote-row-bold",
        "<table><thead><tr><th>Reads</th></tr></thead><tbody><tr><td>Lark town</td></tr></tbody></table>"
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    # --- the writer's own things before the vote ---------------------------------------------
    ("after-own-spoiler-tldr", spoiler("long reads") + "tl;dr " + B.format("VOTE: Ivo"), IVO),
    ("after-quote-reply-vote", quote("Lark", "who do you vote?") + B.format("VOTE: Ivo"), IVO),
    ("d-after-quote-ok", d_quote("Lark", "vote someone") + p("Ok. " + ST.format("vote Ivo")), IVO),
    (
        "xf-after-quote-fine",
        xf_quote("Lark", "Vote: Juno") + "Fine. " + XB.format("Vote: Ivo"),
        IVO,
    ),
    ("big-vote", BIG.format(B.format("VOTE: Ivo")), IVO),
    ("mention-after-arrow", p(ST.format("vote ") + mention("Ivo")), IVO),
    # --- batch two: more notes, changes, labels and keyword shapes ----------------------------
    ("see-post-after", B.format("VOTE: Ivo") + " (see post 123)", IVO),
    ("moving-from-after", B.format("VOTE: Ivo") + " (moving from Lark)", IVO),
    ("l2-careful-inside", B.format("VOTE: Ivo (L-2, careful)"), IVO),
    ("reasons-in-spoiler-after", B.format("VOTE: Ivo") + " — reasons in the spoiler", IVO),
    ("not-a-vote-for-other", B.format("VOTE: Ivo") + " (not a vote for Lark, note)", IVO),
    ("doesnt-count-other", B.format("VOTE: Ivo") + ". Lark's claim doesn't count for much.", IVO),
    ("if-i-must-after", B.format("VOTE: Ivo") + " if I must", IVO),
    ("if-i-had-to-pick-before", "If I had to pick, " + B.format("VOTE: Ivo"), IVO),
    ("i-said-no-time", "I said " + B.format("VOTE: Ivo") + " and I meant it.", IVO),
    ("as-i-said-earlier-comma", "As I said, " + B.format("VOTE: Ivo"), IVO),
    ("example-later-sentence", B.format("VOTE: Ivo") + ". For example, he dodged Lark.", IVO),
    ("three-arrows", B.format("VOTE: Ivo -> Lark -> Tansy"), [vote("Tansy")]),
    ("arrow-long", B.format("VOTE: Ivo --> Lark"), LARK),
    ("arrow-emoji", p(ST.format("vote Ivo ➡️ Lark")), LARK),
    ("tag-arrow-change", vote_tag("Ivo -> Lark"), LARK),
    ("edit-nvm-unvote", post(B.format("VOTE: Ivo"), "EDIT: nvm, unvote"), [vote("Ivo"), UNVOTE]),
    ("oops-unvote", post(B.format("VOTE: Ivo"), "oops, never mind. unvote"), [vote("Ivo"), UNVOTE]),
    ("tldr-plain-vote-colon", post("Long reads above.", "TL;DR: VOTE: Ivo"), IVO),
    ("tldr-dash-plain-unvote", post("Reads changed.", "tl;dr - unvote"), [UNVOTE]),
    (
        "actually-unvote-and-vote",
        post(B.format("VOTE: Ivo"), "actually, unvote and vote Lark"),
        [vote("Ivo"), UNVOTE, vote("Lark")],
    ),
    ("bold-bang-unvote", B.format("!unvote"), [UNVOTE]),
    ("bold-slash-unvote", B.format("/unvote"), [UNVOTE]),
    ("bold-semicolon-keyword", B.format("VOTE; Ivo"), IVO),
    ("bold-double-colon-glued", B.format("VOTE::Ivo"), IVO),
    ("bold-colon-dash", B.format("VOTE: - Ivo"), IVO),
    ("bold-mixed-case", B.format("VoTe: Ivo"), IVO),
    ("bold-lower-glued", B.format("vote:ivo"), IVO),
    ("bold-caps-bangs", B.format("VOTE: IVO!!!"), IVO),
    ("bold-glued-stop-end", B.format("VOTE:Ivo."), IVO),
    ("one-label-speaks-to", "Lark: " + B.format("VOTE: Ivo"), IVO),
    ("own-label-list", post("Juno: " + B.format("VOTE: Ivo"), "Lark: you are next"), IVO),
    (
        "day-labels-own-history",
        post("Day 1: " + B.format("VOTE: Lark"), "Day 2: " + B.format("VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    ("bold-unvote-and-vote", B.format("UNVOTE and VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("sample-label-not-player", "Summary: " + B.format("VOTE: Ivo"), IVO),
    (
        "other-thread-then-own",
        quote("Lark", B.format("VOTE: Tansy")) + "Same here. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    # --- review19a: remarks near the asides' edges that leave the vote ------------------------
    ("for-example-reason-paren", B.format("VOTE: Ivo") + " (for example, his claim was fake)", IVO),
    ("eg-comma-reason-paren", B.format("VOTE: Ivo") + " (e.g., the fake claim)", IVO),
    ("lead-by-example", "Lead by example: " + B.format("VOTE: Ivo"), IVO),
    ("prime-example-no-stop", "Ivo is a prime example " + B.format("VOTE: Ivo"), IVO),
    ("set-an-example", "Time to set an example " + B.format("UNVOTE"), [UNVOTE]),
    ("if-i-could-read-minds", B.format("VOTE: Ivo") + " if I could read minds I'd be sure", IVO),
    ("if-pressed-explain", B.format("VOTE: Ivo") + " if pressed I'll explain", IVO),
    (
        "if-i-needed-to-explain",
        B.format("VOTE: Ivo") + " if I needed to explain, read his ISO",
        IVO,
    ),
    ("inside-even-if-i-had-to", B.format("VOTE: Ivo, even if I had to"), IVO),
    ("inside-even-if-forced", B.format("VOTE: Ivo even if forced"), IVO),
    (
        "earlier-said-stand-by",
        "Earlier today I said " + B.format("VOTE: Ivo") + " and I stand by it",
        IVO,
    ),
    (
        "said-yesterday-still",
        "I said " + B.format("VOTE: Ivo") + " yesterday and I still mean it",
        IVO,
    ),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
