"""The vote zoo's eighth round (see zoo.py, test_eighth.py), the posts with no vote: a
vote the writer disclaims on the line after it ("(joke, not a real vote)", "^ not
serious"); a vote inside the writer's own spoiler in four engines; a vote in another
language (rules.md names only "vote"); hammer language with no vote word; the vote in
prose and plain text ("I am voting Ivo", "my vote goes to Ivo"); a vote only in italics
or underline; a vote in another's quote among the writer's words; a vote in an edit
reason; two names in one vote (the host asks); and the shapes a host may read either
way, tested as the tool reads them now with the reason."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    LARK,
    ST,
    XB,
    B,
    I,
    Reading,
    U,
    d_quote,
    ips_spoiler,
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

D_SPOILER = '<div class="spoiler"><p>{}</p></div>'
XF_SPOILER = (
    '<div class="bbCodeSpoiler"><div class="bbCodeSpoiler-content"><div class="bbCodeBlock '
    'bbCodeBlock--spoiler"><div class="bbCodeBlock-content">{}</div></div></div></div>'
)
BB33_EDIT = (
    '<div class="notice">Last edited by <a href="./memberlist.php?mode=viewprofile&amp;u=77" '
    'class="username">Juno</a> on Mon May 01, 2026 9:15 pm, edited 1 time in total.<br>'
    "<strong>Reason:</strong> {}</div>"
)

NEVER: list[tuple[str, str]] = [
    # --- disclaimed on the line after the vote ---------------------------------------------------
    ("next-line-joke-not-real", post(B.format("VOTE: Ivo"), "(joke, not a real vote)")),
    ("next-line-caret-not-serious", post(B.format("VOTE: Ivo"), "^ not serious")),
    ("next-line-not-a-real-vote", post(B.format("VOTE: Ivo"), "(not a real vote)")),
    ("next-line-caret-doesnt-count", post(B.format("VOTE: Ivo"), "^ doesn't count")),
    ("next-line-not-serious-brackets", post(B.format("VOTE: Ivo"), "(not serious)")),
    ("next-line-tag-not-real", post(vote_tag("Ivo"), "(not an actual vote, just showing the tag)")),
    ("d-next-para-not-real", p(ST.format("vote Ivo"), "(not a real vote)")),
    ("xf-next-line-not-serious", XB.format("Vote: Ivo") + "<br>^ not serious"),
    ("next-line-after-blank", post(B.format("VOTE: Ivo"), "", "(joke vote, ignore)")),
    ("next-line-that-was-a-joke", post(B.format("VOTE: Ivo"), "^ that's a joke, don't count it")),
    ("next-line-ignore-above", post(B.format("VOTE: Ivo"), "ignore the above")),
    (
        "next-line-not-real-yet-pressure",
        post(B.format("VOTE: Ivo"), "(not a real vote yet, pressure)"),
    ),
    ("next-line-tag-not-binding", post(vote_tag("Ivo"), "(not binding)")),
    (
        "d-list-item-then-not-real",
        "<ul><li>" + ST.format("vote Ivo") + "</li><li>(not a real vote)</li></ul>",
    ),
    ("next-line-edit-not-real", post(B.format("VOTE: Ivo"), "EDIT: not a real vote")),
    ("next-line-eta-ignore", post(B.format("VOTE: Ivo"), "ETA: ignore")),
    ("next-line-lol-jk-not-real", post(B.format("VOTE: Ivo"), "^ lol jk, not real")),
    # --- the line above shows the vote as the syntax ----------------------------------------------
    ("above-example", post("Example:", B.format("VOTE: Ivo"))),
    ("above-eg", post("e.g.", B.format("VOTE: Ivo"))),
    ("above-how-you-vote", post("This is how you vote:", B.format("VOTE: Ivo"))),
    ("above-how-to-vote-tag", post("New here? How to vote:", vote_tag("Ivo"))),
    ("above-like-so", post("Put it in bold like so:", B.format("VOTE: Ivo"))),
    ("above-look-like-this", post("Your vote should look like this:", B.format("VOTE: Ivo"))),
    ("above-dont-do-this", post("Don't do this:", B.format("VOTE: Ivo"))),
    ("above-wrong-way", post("The wrong way to vote:", B.format("VOTE: Ivo"))),
    ("above-id-post", post("If I were scum I'd post:", B.format("VOTE: Ivo"))),
    ("above-not-real-format", post("(not a real vote, just the format):", B.format("VOTE: Ivo"))),
    ("above-format-blank-line", post("Format:", "", B.format("VOTE: Ivo"))),
    ("d-above-example-para", p("Example:", ST.format("vote Ivo"))),
    ("xf-above-syntax", "Syntax:<br>" + XB.format("Vote: Ivo")),
    ("above-scum-would-write", post("Scum would write:", B.format("UNVOTE"))),
    ("next-line-italic-not-real", post(B.format("VOTE: Ivo"), I.format("(not a real vote)"))),
    ("host-rules-vote-like-this", post("Vote like this:", B.format("VOTE: playername"))),
    (
        "d-spoiler-opened-details",
        '<details open=""><summary>vote</summary><p>' + ST.format("vote Ivo") + "</p></details>",
    ),
    # --- in the writer's own spoiler ---------------------------------------------------------------
    ("ms-vote-in-own-spoiler", "My vote is hidden:" + spoiler(B.format("VOTE: Ivo"))),
    ("d-vote-in-own-spoiler", D_SPOILER.format(ST.format("vote Ivo"))),
    ("xf-vote-in-own-spoiler", XF_SPOILER.format(XB.format("Vote: Ivo"))),
    ("ips-vote-in-own-spoiler", ips_spoiler("<p><strong>Vote: Ivo</strong></p>")),
    ("ms-tag-in-own-spoiler", spoiler(vote_tag("Ivo"))),
    # --- another language (rules.md names only "vote") -------------------------------------------
    ("voto-colon", B.format("VOTO: Ivo")),
    ("stem-colon", B.format("STEM: Ivo")),
    ("stimme-colon", B.format("Stimme: Ivo")),
    ("d-voto-strong", p(ST.format("voto Ivo"))),
    # --- hammer language with no vote word -------------------------------------------------------------
    ("hammering-bold", B.format("Hammering Ivo")),
    ("hammer-bold-colon", B.format("HAMMER: Ivo")),
    ("d-hammer-strong", p(ST.format("hammer Ivo"))),
    ("hammer-time-plain", "Hammer time on Ivo?"),
    # --- the vote in prose or plain text --------------------------------------------------------------
    ("plain-i-am-voting", "I am voting Ivo today, he's scum."),
    ("plain-i-vote-for", "I vote for Ivo because of his day one posts."),
    ("plain-my-vote-goes", "My vote goes to Ivo, I think."),
    ("plain-id-vote", "I'd vote Ivo over Lark any day."),
    ("d-plain-voting-para", p("Honestly I'm voting Ivo later tonight.")),
    ("plain-will-vote-later", "I will vote Ivo after reading Lark's case."),
    ("plain-vote-in-mid-sentence", "Anyone want to vote Ivo with me?"),
    # --- italics or underline only -----------------------------------------------------------------------
    ("italic-vote-only", "Thinking. " + I.format("vote Ivo") + " maybe."),
    ("underline-vote-only", "Thinking. " + U.format("vote Ivo") + " maybe."),
    ("d-em-vote-only", p("Thinking. <em>vote Ivo</em> maybe.")),
    # --- in another's quote among the writer's words --------------------------------------------------
    (
        "ms-quote-vote-text-after",
        "Look at this:" + quote("Lark", B.format("VOTE: Ivo")) + "Bold move from Lark.",
    ),
    (
        "d-quote-vote-between",
        p("heh") + d_quote("Lark", ST.format("vote Ivo")) + p("Lark went there."),
    ),
    ("xf-quote-vote-between", "Lol." + xf_quote("Lark", XB.format("Vote: Ivo")) + "Why though?"),
    (
        "ms-two-quotes-both-votes",
        quote("Lark", B.format("VOTE: Ivo"))
        + "and"
        + quote("Tansy", B.format("VOTE: Ivo"))
        + "two on Ivo.",
    ),
    # --- a vote in the edit reason ---------------------------------------------------------------------
    ("bb33-edit-reason-only", "Reads coming later." + BB33_EDIT.format("vote Ivo")),
    ("bb33-edit-reason-colon-vote", "Reads coming later." + BB33_EDIT.format("VOTE: Ivo")),
    # --- two names in one vote: the host asks -------------------------------------------------------------
    ("two-names-comma", B.format("VOTE: Ivo, Lark")),
    ("d-two-names-comma", p(ST.format("vote Ivo, Lark"))),
    ("two-names-and", B.format("VOTE: Ivo and Lark")),
    # --- the syntax shown ------------------------------------------------------------------------------
    (
        "howto-bold-in-sentence",
        "New players: to vote, post " + B.format("VOTE: name") + " in bold.",
    ),
]

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # "(joke)" alone on the next line: round seven's "(joke)" note beside the vote keeps it
    ("next-line-joke-alone", post(B.format("VOTE: Ivo"), "(joke)"), IVO),
    # "jk" on the next line: round three's "**VOTE: X** jk" outside the run keeps it
    ("next-line-jk", post(B.format("VOTE: Ivo"), "jk"), IVO),
    # a joke vote counts (MafiaScum's random votes; round five's "Joke vote: X"): so does
    # one the next line calls a joke, unless it also says it is no real vote or to ignore it
    ("next-line-caret-joke-vote", post(B.format("VOTE: Ivo"), "^ joke vote"), IVO),
    ("next-line-this-is-a-joke", post(B.format("VOTE: Ivo"), "^^ this is a joke"), IVO),
    ("next-line-just-kidding-caret", post(B.format("VOTE: Ivo"), "^ just kidding"), IVO),
    ("d-next-para-caret-joke", p(ST.format("vote Ivo"), "^ joking"), IVO),
    # a disclaimer after another line of talk: only the line right after the vote is read
    (
        "disclaimer-two-lines-down",
        post(B.format("VOTE: Ivo"), "He's scummy.", "(not a real vote)"),
        IVO,
    ),
    # a line with a vote of its own is no disclaimer line: both votes (the tally keeps Lark)
    (
        "disclaimer-then-new-vote",
        post(B.format("VOTE: Ivo"), "^ not serious. " + B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    # bold "I am voting Ivo": the writer's vote said in the first person, the run's rest a
    # name alone (votezoo27, ``grammar.declared``; none before that round)
    ("bold-i-am-voting", B.format("I am voting Ivo"), IVO),
    ("bold-my-vote-goes-to", B.format("my vote goes to Ivo"), []),
    ("bold-im-going-to-vote", B.format("I'm going to vote Ivo"), []),
    # "Let's vote Ivo" in bold tells the others (the writer among them): no command, as
    # "Everyone vote X" (round three's BLOCK_WORDS)
    ("bold-lets-vote", B.format("Let's vote Ivo"), []),
    # letters of Unicode's mathematical bold ("𝐕𝐎𝐓𝐄: Ivo") look bold but are no markup:
    # no command, as round six's full-width "ＶＯＴＥ"
    ("math-bold-letters", "\U0001d415\U0001d40e\U0001d413\U0001d404: Ivo", []),
    # a vote the bold closes inside whose glued word names nobody: the cut name, as before
    ("bold-closes-then-suffix", B.format("vote Lark") + "ing", LARK),
    # a correction on the next line ("*Lark", "^ meant Lark"): the vote as written stands
    # (the host asks the writer; no rule reads a name alone as a new vote)
    ("next-line-star-correction", post(B.format("VOTE: Ivo"), "*Lark"), IVO),
    ("next-line-meant-other", post(B.format("VOTE: Ivo"), "^ meant Lark"), IVO),
    # "or Lark" on the next line is talk: the vote stands
    ("next-line-or-other", post(B.format("VOTE: Ivo"), "or Lark, idk"), IVO),
    # two names in the vote's own text ("Ivo or Lark, dunno"): AMBIGUOUS, the host asks
    ("vote-two-or-dunno", B.format("VOTE: Ivo or Lark, dunno"), []),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
