"""The vote zoo's thirteenth round (see zoo.py): the votes a host counts in shapes the
first twelve rounds leave out (the posts with no vote are in test_thirteenth_near.py,
round twelve's leftovers in test_thirteenth_leftovers.py). A reply quoting the host's
vote count with the writer's vote after it; a bold run broken over a line inside a list
item; "VOTE: Ivo" written with a zero-width or non-breaking space; the target as a link to
the player's profile; "Vote change: Ivo" (and "Vote change - Ivo"); "**Switching my vote
to Ivo**" in bold whole (the name alone bold, "switching my vote to **Ivo**", "my vote is
**Ivo**", "I vote **Ivo**", is no vote: test_thirteenth_near.py); "**unvote Ivo**"; two
votes in one post; a vote in a size or colour wrapper; a post all quote but its last line.
Each case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    BIG,
    IVO,
    PROFILE,
    RED,
    RED_33,
    RED_USER,
    REL_PROFILE,
    SIZE,
    ST,
    ST33,
    UNVOTE,
    VB_RED,
    XB,
    XF_RED,
    B,
    Reading,
    bb33_quote,
    d_post_quote,
    d_quote,
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

LARK = [vote("Lark")]
COUNT = "Vote count 2.4<br>Ivo (2): Lark, Tansy<br>Lark (1): Ember<br>Not voting: Juno, Bramble"
D_COUNT = "Vote count 2.4<br>Ivo (2): Lark, Tansy<br>Lark (1): Ember"
TALK = "Ivo has been hedging every read since the start of the day."
ZW = "\u200b"  # a zero-width space
NB = "\u00a0"  # a non-breaking space
D_PROFILE = '<a href="https://forum.example.org/u/{}">{}</a>'
D_PROFILE_REL = '<a href="/u/{}/summary">{}</a>'
XF_PROFILE = '<a href="https://forum.example.org/members/{}.12/">{}</a>'
VB_PROFILE = '<a href="member.php?u=12">{}</a>'
SIZE_33 = '<span style="font-size:150%;line-height:116%">{}</span>'
XF_SIZE = '<span style="font-size: 22px">{}</span>'
VB_SIZE = '<font size="4">{}</font>'


def ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def ms_list(*items: str) -> str:
    return '<ul style="list-style-type:disc">' + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a reply quoting the host's vote count, the writer's vote after it --------------------
    ("ms-host-count-quoted-then-vote", quote("Warden", COUNT) + B.format("VOTE: Ivo"), IVO),
    (
        "ms-host-count-quoted-talk-then-vote",
        quote("Warden", COUNT) + "Putting him at L-1 then." + "<br>" + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-host-count-bold-quoted-then-tag",
        quote(
            "Warden", B.format("Ivo (2)") + ": Lark, Tansy<br>" + B.format("Lark (1)") + ": Ember"
        )
        + vote_tag("Ivo"),
        IVO,
    ),
    (
        "ms-host-count-with-bold-votes-quoted",
        quote("Warden", "Ivo (1): " + B.format("Lark") + "<br>Lark (1): " + B.format("Ivo"))
        + "Easy choice."
        + B.format("VOTE: Lark"),
        LARK,
    ),
    (
        "bb33-host-count-quoted-then-vote",
        bb33_quote("Warden", COUNT) + ST33.format("Vote: Ivo"),
        IVO,
    ),
    ("d-host-count-quoted-then-vote", d_quote("Warden", D_COUNT) + p(ST.format("vote Ivo")), IVO),
    (
        "d-host-count-post-quote-then-vote",
        d_post_quote("Warden", p(D_COUNT)) + p("L-1 now.", ST.format("vote Ivo")),
        IVO,
    ),
    ("xf-host-count-quoted-then-vote", xf_quote("Warden", COUNT) + XB.format("Vote: Ivo"), IVO),
    ("vb-host-count-quoted-then-vote", vb_quote("Warden", COUNT) + XB.format("Vote: Ivo"), IVO),
    (
        "ms-host-count-quoted-unvote-vote",
        quote("Warden", COUNT) + B.format("UNVOTE: ") + "<br>" + B.format("VOTE: Lark"),
        [UNVOTE, vote("Lark")],
    ),
    (
        "ms-host-count-and-player-quoted",
        quote("Warden", COUNT) + quote("Lark", B.format("VOTE: Tansy")) + B.format("VOTE: Ivo"),
        IVO,
    ),
    # --- a bold run broken over a line inside a list item -------------------------------------
    ("ms-list-bold-br", ms_list(B.format("VOTE:<br>Ivo")), IVO),
    ("ms-list-bold-br-reason", ms_list(B.format("VOTE: Ivo<br>he dodged twice")), IVO),
    ("ms-list-bold-br-two-items", ms_list("my reads", B.format("VOTE:<br>Ivo")), IVO),
    ("d-list-strong-br", ul(ST.format("vote<br>Ivo")), IVO),
    ("d-list-strong-br-reason", ul(ST.format("vote Ivo<br>for the dodging")), IVO),
    ("d-list-p-strong-br", "<ul><li><p>" + ST.format("vote:<br>Ivo") + "</p></li></ul>", IVO),
    ("xf-list-b-br", ul(XB.format("Vote:<br>Ivo")), IVO),
    ("vb-list-b-br", "<ul><li>" + XB.format("Vote:<br />Ivo") + "</li></ul>", IVO),
    ("bb33-list-strong-br", ul(ST33.format("Vote:<br>Ivo")), IVO),
    (
        "ms-list-unvote-br-vote",
        ms_list(B.format("UNVOTE<br>VOTE: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    # --- zero-width and non-breaking spaces ------------------------------------------------------
    ("ms-zw-after-colon", B.format(f"VOTE:{ZW}Ivo"), IVO),
    ("ms-nbsp-after-colon", B.format(f"VOTE:{NB}Ivo"), IVO),
    ("ms-nbsp-entity", B.format("VOTE:&nbsp;Ivo"), IVO),
    ("ms-zw-before-vote", B.format(f"{ZW}VOTE: Ivo"), IVO),
    ("ms-zw-after-name", B.format(f"VOTE: Ivo{ZW}"), IVO),
    ("ms-zw-space-and-zw", B.format(f"VOTE: {ZW}Ivo"), IVO),
    ("ms-zw-before-colon", B.format(f"VOTE{ZW}: Ivo"), IVO),
    ("ms-nbsp-in-name", B.format(f"VOTE: Kestrel{NB}Moon"), [vote("Kestrel Moon")]),
    ("ms-tag-nbsp", vote_tag(f"{NB}Ivo"), IVO),
    ("d-nbsp-vote", p(ST.format(f"vote{NB}Ivo")), IVO),
    ("d-zw-vote", p(ST.format(f"vote {ZW}Ivo")), IVO),
    ("xf-nbsp-entity", XB.format("Vote:&nbsp;Ivo"), IVO),
    ("vb-zw-colon", XB.format(f"Vote:{ZW} Ivo"), IVO),
    ("ms-nbsp-unvote", B.format(f"UNVOTE:{NB}Ivo"), [UNVOTE]),
    ("ms-wordjoiner", B.format("VOTE:\u2060Ivo"), IVO),
    ("ms-bom-before", B.format("\ufeffVOTE: Ivo"), IVO),
    # --- the target a link to the player's profile -----------------------------------------------
    ("ms-vote-profile-link", B.format("VOTE: " + PROFILE.format("Ivo")), IVO),
    ("ms-vote-rel-profile-link", B.format("VOTE: " + REL_PROFILE.format("Ivo")), IVO),
    ("ms-vote-coloured-user-link", B.format("VOTE: " + RED_USER.format("Ivo")), IVO),
    ("ms-tag-profile-link", vote_tag(PROFILE.format("Ivo")), IVO),
    ("bb33-vote-profile-link", ST33.format("Vote: " + REL_PROFILE.format("Ivo")), IVO),
    ("d-vote-profile-link", p(ST.format("vote " + D_PROFILE.format("ivo", "Ivo"))), IVO),
    ("d-vote-profile-summary", p(ST.format("vote " + D_PROFILE_REL.format("ivo", "ivo"))), IVO),
    ("d-vote-at-profile-link", p(ST.format("vote " + D_PROFILE.format("ivo", "@Ivo"))), IVO),
    (
        "d-vote-profile-two-words",
        p(ST.format("vote " + D_PROFILE.format("kestrel_moon", "Kestrel Moon"))),
        [vote("Kestrel Moon")],
    ),
    ("xf-vote-profile-link", XB.format("Vote: " + XF_PROFILE.format("ivo", "Ivo")), IVO),
    ("vb-vote-profile-link", XB.format("Vote: " + VB_PROFILE.format("Ivo")), IVO),
    ("ms-bold-link-bold-name", B.format("VOTE: ") + PROFILE.format(B.format("Ivo")), IVO),
    # --- "Vote change: Ivo" -----------------------------------------------------------------------
    ("ms-vote-change-colon", B.format("Vote change: Ivo"), IVO),
    ("ms-vote-change-caps", B.format("VOTE CHANGE: Ivo"), IVO),
    ("ms-change-vote-colon", B.format("Change vote: Ivo"), IVO),
    ("ms-vote-change-dash", B.format("Vote change - Ivo"), IVO),
    ("d-vote-change", p(ST.format("vote change: Ivo")), IVO),
    ("xf-vote-change", XB.format("Vote change: Ivo"), IVO),
    ("vb-vote-change", XB.format("VOTE CHANGE: Ivo"), IVO),
    ("ms-changing-vote-colon", B.format("Changing vote: Ivo"), IVO),
    ("ms-vote-change-run-name-run", B.format("Vote change:") + " " + B.format("Ivo"), IVO),
    ("ms-vote-switch-run-name-plain", B.format("Vote switch:") + " Ivo", IVO),
    ("ms-vote-again-run-name-run", B.format("Vote again:") + " " + B.format("Ivo"), IVO),
    ("xf-vote-change-run-name-run", XB.format("Vote change:") + " " + XB.format("Ivo"), IVO),
    (
        "d-vote-change-strong-name-strong",
        p(ST.format("vote change:") + " " + ST.format("Ivo")),
        IVO,
    ),
    ("ms-vote-switch-to", B.format("vote switch to Ivo"), IVO),
    ("d-vote-change-to", p(ST.format("vote change to Ivo")), IVO),
    ("vb-vote-swap-to", XB.format("Vote swap to Ivo"), IVO),
    ("d-vote-change-dash", p(ST.format("vote change – Ivo")), IVO),
    ("xf-vote-switch-dash", XB.format("Vote switch - Ivo"), IVO),
    # --- "switching my vote to Ivo" in bold whole (the name alone bold: _near) -----------------
    ("ms-switching-my-vote-to-bold", B.format("Switching my vote to Ivo"), IVO),
    ("d-switching-strong-whole", p(ST.format("switching my vote to Ivo")), IVO),
    ("xf-changing-my-vote-b-whole", XB.format("Changing my vote to Ivo"), IVO),
    # --- "**unvote Ivo**" ---------------------------------------------------------------------
    ("ms-unvote-name", B.format("unvote Ivo"), [UNVOTE]),
    ("ms-unvote-colon-name", B.format("UNVOTE: Ivo"), [UNVOTE]),
    ("ms-unvote-two-word-name", B.format("unvote Kestrel Moon"), [UNVOTE]),
    ("d-unvote-name", p(ST.format("unvote Ivo")), [UNVOTE]),
    ("xf-unvote-name", XB.format("Unvote Ivo"), [UNVOTE]),
    ("vb-unvote-name", XB.format("UNVOTE Ivo"), [UNVOTE]),
    (
        "ms-unvote-name-vote-other",
        B.format("Unvote Ivo") + "<br>" + B.format("VOTE: Lark"),
        [UNVOTE, vote("Lark")],
    ),
    (
        "ms-unvote-name-vote-other-one-run",
        B.format("Unvote Ivo, vote Lark"),
        [UNVOTE, vote("Lark")],
    ),
    (
        "d-unvote-name-reason",
        p(ST.format("unvote Ivo") + " he claimed and it checks out"),
        [UNVOTE],
    ),
    # --- two votes in one post (a game of two votes a player) -----------------------------------
    (
        "ms-two-votes-two-lines",
        B.format("VOTE: Ivo") + "<br>" + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    ("ms-two-vote-tags", vote_tag("Ivo") + "<br>" + vote_tag("Lark"), [vote("Ivo"), vote("Lark")]),
    (
        "ms-two-votes-talk-between",
        B.format("VOTE: Ivo") + "<br>" + TALK + "<br>" + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "d-two-votes-two-paragraphs",
        p(ST.format("vote Ivo"), ST.format("vote Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "xf-two-votes",
        XB.format("Vote: Ivo") + "<br>" + XB.format("Vote: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "vb-two-votes",
        XB.format("Vote: Ivo") + "<br />" + XB.format("Vote: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "ms-first-vote-second-vote-labelled",
        "Vote one: " + B.format("VOTE: Ivo") + "<br>Vote two: " + B.format("VOTE: Lark"),
        [vote("Ivo"), vote("Lark")],
    ),
    # --- a size or colour wrapper ------------------------------------------------------------------
    ("ms-size-round-bold", BIG.format(B.format("VOTE: Ivo")), IVO),
    ("ms-bold-round-size", B.format(BIG.format("VOTE: Ivo")), IVO),
    ("ms-small-round-bold", SIZE.format(B.format("VOTE: Ivo")), IVO),
    ("ms-colour-round-bold", RED.format(B.format("VOTE: Ivo")), IVO),
    ("ms-bold-round-colour", B.format(RED.format("VOTE: Ivo")), IVO),
    ("ms-bold-name-coloured", B.format("VOTE: " + RED.format("Ivo")), IVO),
    ("ms-size-colour-bold", BIG.format(RED.format(B.format("VOTE: Ivo"))), IVO),
    ("ms-size-round-tag", BIG.format(vote_tag("Ivo")), IVO),
    ("bb33-size-round-strong", SIZE_33.format(ST33.format("Vote: Ivo")), IVO),
    ("bb33-colour-round-strong", RED_33.format(ST33.format("Vote: Ivo")), IVO),
    ("xf-size-round-b", XF_SIZE.format(XB.format("Vote: Ivo")), IVO),
    ("xf-colour-round-b", XF_RED.format(XB.format("Vote: Ivo")), IVO),
    ("vb-size-round-b", VB_SIZE.format(XB.format("Vote: Ivo")), IVO),
    ("vb-colour-round-b", VB_RED.format(XB.format("Vote: Ivo")), IVO),
    # --- all quote but the last line ------------------------------------------------------------
    ("ms-all-quote-last-line", quote("Lark", post(TALK, TALK, TALK)) + B.format("VOTE: Ivo"), IVO),
    (
        "ms-all-quote-with-vote-last-line",
        quote("Lark", post(TALK, B.format("VOTE: Tansy"))) + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-nested-quote-last-line",
        quote("Lark", quote("Tansy", TALK) + "no.") + "<br>" + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-two-quotes-last-line",
        quote("Lark", TALK) + quote("Tansy", TALK) + B.format("VOTE: Ivo"),
        IVO,
    ),
    ("d-all-quote-last-line", d_quote("Lark", TALK) + p(ST.format("vote Ivo")), IVO),
    (
        "d-post-quote-vote-inside-last-line",
        d_post_quote("Lark", p(TALK, ST.format("vote Tansy"))) + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-all-quote-last-line",
        xf_quote("Lark", TALK + "<br>" + TALK) + XB.format("Vote: Ivo"),
        IVO,
    ),
    ("vb-all-quote-last-line", vb_quote("Lark", TALK) + XB.format("Vote: Ivo"), IVO),
    ("bb33-all-quote-last-line", bb33_quote("Lark", TALK) + ST33.format("Vote: Ivo"), IVO),
    (
        "ms-all-quote-last-line-unvote",
        quote("Lark", B.format("VOTE: Juno")) + B.format("UNVOTE: "),
        [UNVOTE],
    ),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_these(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
