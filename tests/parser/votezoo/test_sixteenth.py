"""The vote zoo's sixteenth round (see zoo.py; round fifteen's leftovers are in
test_sixteenth_leftovers.py, the posts that hold no vote in test_sixteenth_near.py): the
shapes of a vote no round wrote this way yet, in MafiaScum's phpBB (inline divs, vote
tags, quotes, spoilers), Discourse, XenForo and vBulletin markup. A reply under a quote
whose author is the name voted (the quote's author is not the voter); a vote inside a
roleclaim in the bold; a vote split across two bolds; "**unvote, vote X**" with the comma
inside; a wagon note, a reason or marks inside the bold; caps; a vote beside a signature
holding another; a struck vote and a new one; a reply to the host's prod; "**nominate
X**" and "**vote to nominate X**" (Blood on the Forums); the writer's own earlier vote
quoted and confirmed. Each case is a post with invented names and the commands a host
reads."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    KESTREL,
    LARK,
    NL,
    SIG_ID,
    SIGNATURE,
    ST,
    ST33,
    STRUCK_33,
    UNVOTE,
    VB_SIG,
    XB,
    XF_SIG,
    B,
    Reading,
    S,
    bb33_quote,
    d_post_quote,
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

BRAMBLE = [vote("Bramble")]

# --- a reply under a quote of the player voted -----------------------------------------
QUOTED_TARGET: list[tuple[str, str, list[Reading]]] = [
    ("ms-quote-ivo-then-vote", quote("Ivo", "I am a vanilla townie.") + B.format("vote Ivo"), IVO),
    (
        "ms-quote-ivo-talk-vote",
        quote("Ivo", "Lark is town.") + "Nope. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-quote-lark-vote-ivo",
        quote("Lark", "Ivo is scum.") + "Agreed, " + B.format("vote Ivo"),
        IVO,
    ),
    (
        "ms-quote-vote-inside",
        quote("Lark", B.format("vote Ivo")) + B.format("vote Bramble"),
        BRAMBLE,
    ),
    ("ms-quote-tag-inside", quote("Lark", vote_tag("Ivo")) + vote_tag("Lark"), LARK),
    ("ms-two-quotes-vote", quote("Ivo", "hm") + quote("Lark", "ok") + B.format("vote Lark"), LARK),
    ("ms-plain-wrote-line", post("Ivo wrote: I am town", B.format("vote Ivo")), IVO),
    ("bb33-quote-vote", bb33_quote("Ivo", "I claim cop.") + ST33.format("vote Ivo"), IVO),
    ("d-quote-then-vote", d_quote("Ivo", "I am town") + p(ST.format("vote Ivo")), IVO),
    ("d-post-quote-vote", d_post_quote("Lark", "<p>fine</p>") + p(ST.format("Vote: Lark")), LARK),
    (
        "d-quote-vote-inside",
        d_quote("Lark", ST.format("vote Ivo")) + p(ST.format("vote Lark")),
        LARK,
    ),
    ("xf-quote-then-vote", xf_quote("Ivo", "I am town") + XB.format("vote Ivo"), IVO),
    (
        "xf-quote-vote-inside",
        xf_quote("Lark", XB.format("vote Ivo")) + XB.format("vote Lark"),
        LARK,
    ),
    ("vb-quote-then-vote", vb_quote("Ivo", "town here") + XB.format("vote Ivo"), IVO),
    (
        "vb-quote-vote-inside",
        vb_quote("Lark", XB.format("VOTE: Ivo")) + "same " + XB.format("VOTE: Ivo"),
        IVO,
    ),
]

# --- a vote inside a roleclaim in the bold -----------------------------------------------
CLAIMS: list[tuple[str, str, list[Reading]]] = [
    ("ms-cop-claim-vote", B.format("Cop claim. Vote Ivo."), IVO),
    ("ms-doctor-claim-comma", B.format("Doctor claim, vote Lark"), LARK),
    ("ms-claiming-vt-vote", B.format("Claiming vanilla townie. VOTE: Ivo"), IVO),
    ("ms-cop-guilty-vote", B.format("Cop. Ivo is guilty. Vote Ivo."), IVO),
    ("ms-claim-line-vote-line", post(B.format("I am the cop."), B.format("vote Ivo")), IVO),
    ("ms-claim-spoiler-vote", spoiler("results: Ivo guilty") + B.format("VOTE: Ivo"), IVO),
    ("d-claim-colon-vote", p(ST.format("Claim: cop. Vote: Lark")), LARK),
    (
        "d-claim-paragraphs",
        p("Fine, I'll claim.", ST.format("Tracker. Ivo visited Lark."), ST.format("vote Ivo")),
        IVO,
    ),
    ("xf-claim-vote", XB.format("Vigilante claim - vote Lark"), LARK),
    ("vb-claim-vote", XB.format("Roleblocker claim. vote Kestrel Moon"), KESTREL),
    # a short statement, then "Vote X" with a capital and no colon opens its own sentence
    ("ms-i-am-cop-vote", B.format("I am the cop. Vote Ivo."), IVO),
    ("ms-he-is-guilty-vote", B.format("He is guilty. VOTE Ivo"), IVO),
    ("ms-claim-scum-caps", B.format("Cop claim. Lark is scum! VOTE LARK"), LARK),
    ("d-tracker-visited-vote", p(ST.format("Tracker claim. Ivo visited Lark. Vote Ivo")), IVO),
    ("xf-guilty-vote", XB.format("Ivo is guilty. Vote Ivo"), IVO),
    ("vb-im-cop-vote", XB.format("I'm the cop. Vote Lark."), LARK),
]

# --- a vote split across two bolds; the comma inside "**unvote, vote X**" --------------------
SPLIT: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-bold-name-bold", B.format("vote") + " " + B.format("Ivo"), IVO),
    ("ms-vote-colon-bold-name-bold", B.format("VOTE:") + " " + B.format("Lark"), LARK),
    ("ms-vote-bold-two-word-name", B.format("vote") + " " + B.format("Kestrel Moon"), KESTREL),
    ("d-vote-strong-name-strong", p(ST.format("vote") + " " + ST.format("Ivo")), IVO),
    ("xf-vote-b-name-b", XB.format("Vote:") + " " + XB.format("Lark"), LARK),
    ("ms-unvote-comma-vote", B.format("unvote, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-comma-vote-colon", B.format("Unvote, Vote: Lark"), [UNVOTE, vote("Lark")]),
    ("ms-unvote-semicolon-vote", B.format("UNVOTE; VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("d-unvote-comma-vote", p(ST.format("unvote, vote Lark")), [UNVOTE, vote("Lark")]),
    (
        "xf-unvote-comma-vote",
        XB.format("unvote, vote Kestrel Moon"),
        [UNVOTE, vote("Kestrel Moon")],
    ),
    ("vb-unvote-dash-vote", XB.format("unvote - vote Ivo"), [UNVOTE, vote("Ivo")]),
]

# --- a wagon note, a reason, caps and marks inside the bold ----------------------------------
INSIDE: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-l2", B.format("vote Ivo (L-2)"), IVO),
    ("ms-vote-bracket-l1", B.format("VOTE: Ivo [L-1]"), IVO),
    ("ms-vote-dash-l3", B.format("vote Lark - L-3"), LARK),
    ("ms-vote-fraction", B.format("vote Ivo (3/5)"), IVO),
    ("d-vote-l2", p(ST.format("vote Lark (L-2)")), LARK),
    ("xf-vote-hammer-note", XB.format("VOTE: Ivo (hammer)"), IVO),
    ("ms-vote-reason", B.format("vote Ivo (he dodged the question)"), IVO),
    ("ms-vote-reason-two-words", B.format("VOTE: Kestrel Moon (scummy tone)"), KESTREL),
    ("ms-vote-because-brackets", B.format("vote Lark (because of the claim)"), LARK),
    ("d-vote-reason", p(ST.format("Vote: Ivo (see above)")), IVO),
    ("vb-vote-reason", XB.format("vote Lark (policy)"), LARK),
    ("ms-caps-marks", B.format("VOTE IVO!!!"), IVO),
    ("ms-caps-colon-marks", B.format("VOTE: LARK!!1"), LARK),
    ("ms-caps-two-word", B.format("VOTE KESTREL MOON!!!"), KESTREL),
    ("d-caps-marks", p(ST.format("VOTE IVO!!!")), IVO),
    ("xf-caps-dots", XB.format("VOTE LARK...!!"), LARK),
    ("ms-caps-no-lynch", B.format("VOTE NO LYNCH!!"), [vote(NL)]),
]

# --- a signature holding another vote; a struck vote and a new one -----------------------------
SIGNED: list[tuple[str, str, list[Reading]]] = [
    (
        "ms-vote-and-sig-vote",
        post("Here.", B.format("vote Lark")) + SIGNATURE.format(B.format("vote Ivo")),
        LARK,
    ),
    ("ms-sig-tag", B.format("vote Ivo") + SIGNATURE.format(vote_tag("Lark")), IVO),
    ("bb33-sig-id", ST33.format("vote Lark") + SIG_ID.format(ST33.format("VOTE: Ivo")), LARK),
    ("xf-sig", XB.format("vote Ivo") + XF_SIG.format(XB.format("vote Lark forever")), IVO),
    ("vb-sig", XB.format("vote Lark") + VB_SIG.format(XB.format("VOTE: Ivo")), LARK),
    ("ms-struck-then-new", post(S.format(B.format("vote Ivo")), B.format("vote Lark")), LARK),
    (
        "ms-struck-inside-bold-then-new",
        post(B.format(S.format("vote Ivo")), B.format("VOTE: Lark")),
        LARK,
    ),
    (
        "bb33-struck-then-new",
        STRUCK_33.format(ST33.format("vote Ivo")) + " " + ST33.format("vote Lark"),
        LARK,
    ),
    (
        "d-del-then-new",
        p("<del>" + ST.format("vote Ivo") + "</del> " + ST.format("vote Lark")),
        LARK,
    ),
    ("d-s-then-new", p("<s>" + ST.format("vote Lark") + "</s>", ST.format("vote Ivo")), IVO),
    ("xf-s-then-new", "<s>" + XB.format("vote Ivo") + "</s><br>" + XB.format("vote Lark"), LARK),
    (
        "vb-strike-then-new",
        "<strike>" + XB.format("vote Lark") + "</strike> " + XB.format("vote Ivo"),
        IVO,
    ),
]

# --- a reply to the host's prod; the writer's own vote quoted and confirmed ---------------------
REPLIES: list[tuple[str, str, list[Reading]]] = [
    ("d-at-host-vote", p(mention("Warden") + " " + ST.format("vote Lark")), LARK),
    ("d-at-host-comma-vote", p(mention("Warden") + ", sorry. " + ST.format("vote Ivo")), IVO),
    (
        "ms-prod-quote-vote",
        quote("Warden", "Juno, you have been prodded.") + "Sorry! " + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("ms-mod-here-vote", post("Sorry mod, here: " + B.format("vote Lark")), LARK),
    ("xf-at-host-vote", xf_mention("Warden") + " " + XB.format("vote Ivo"), IVO),
    ("vb-prod-quote-vote", vb_quote("Warden", "Juno please post") + XB.format("vote Lark"), LARK),
    (
        "ms-own-vote-quoted-still",
        quote("Juno", B.format("vote Ivo")) + "still " + B.format("vote Ivo"),
        IVO,
    ),
    (
        "ms-own-vote-quoted-stands",
        quote("Juno", vote_tag("Ivo")) + "This stands. " + vote_tag("Ivo"),
        IVO,
    ),
    (
        "d-own-vote-quoted-still",
        d_quote("Juno", ST.format("vote Lark")) + p("Still " + ST.format("vote Lark")),
        LARK,
    ),
    (
        "xf-own-vote-quoted",
        xf_quote("Juno", XB.format("vote Ivo")) + "Yes. " + XB.format("vote Ivo"),
        IVO,
    ),
]

# --- nominations (Blood on the Forums) ---------------------------------------------------
NOMINATIONS: list[tuple[str, str, list[Reading]]] = [
    ("ms-nominate", B.format("nominate Ivo"), [("nominate", "Ivo")]),
    ("ms-nominate-colon", B.format("Nominate: Lark"), [("nominate", "Lark")]),
    ("ms-vote-to-nominate", B.format("vote to nominate Ivo"), [("nominate", "Ivo")]),
    ("ms-i-vote-to-nominate", B.format("I vote to nominate Lark"), [("nominate", "Lark")]),
    (
        "d-vote-to-nominate",
        p(ST.format("Vote to nominate Kestrel Moon")),
        [("nominate", "Kestrel Moon")],
    ),
    ("d-nominate", p(ST.format("nominate Lark")), [("nominate", "Lark")]),
    ("xf-vote-to-nominate", XB.format("VOTE TO NOMINATE IVO"), [("nominate", "Ivo")]),
    ("d-i-nominate-strong-name", p("I nominate " + ST.format("Ivo")), [("nominate", "Ivo")]),
]


@pytest.mark.parametrize(("html", "expected"), params(QUOTED_TARGET))
def test_a_reply_under_a_quote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(CLAIMS))
def test_a_vote_inside_a_roleclaim(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SPLIT))
def test_split_bolds_and_the_comma_inside(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(INSIDE))
def test_notes_reasons_caps_and_marks_inside(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SIGNED))
def test_signatures_and_struck_votes(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(REPLIES))
def test_replies_to_a_prod_and_own_votes_confirmed(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(NOMINATIONS))
def test_nominations(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
