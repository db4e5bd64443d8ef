"""The vote zoo's eleventh round (see zoo.py): shapes the first ten rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_eleventh_near.py). A vote in the writer's part of a long quote chain (five
engines); a vote inside size, colour and styled-span markup; a bold vote broken over a
line break; an emoji, a wagon note ("(L-1)", ", L-2") or a chat word ("ftw", "lol")
after the name; a Discourse mention whose account name differs from the display name;
"(ninja'd)" beside an unvote or a vote; a signature under a real vote; a player named
"Revote". Each case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster

from .zoo import (
    BIG,
    EMOJI,
    IVO,
    LARK,
    RED,
    SIGNATURE,
    ST,
    ST33,
    UNVOTE,
    VB_SIG,
    XB,
    XF_SIG,
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

SIZE_33 = '<span style="font-size:150%;line-height:116%">{}</span>'  # phpBB 3.3's [size=150]
COLOUR_33 = '<span style="color:#FF0000">{}</span>'
XF_SIZE = '<span style="font-size: 22px">{}</span>'
XF_COLOUR = '<span style="color: rgb(184, 49, 47)">{}</span>'
VB_SIZE = '<font size="4">{}</font>'
VB_COLOUR = '<font color="Red">{}</font>'
MS_CENTRE = '<div style="text-align:center">{}</div>'
# Discourse: an account whose display name differs ("ivo_77" shows as "Ivo"); a vote
# names the account, by its @mention or by the name shown
SHOWN = Roster(
    [Player("ivo_77", "Ivo"), Player("larkspur", "Lark"), Player("Juno"), Player("Tansy")],
    hosts=["Warden"],
)  # fmt: skip
REVOTE = Roster([Player("Revote"), Player("Ivo"), Player("Lark"), Player("Juno")], hosts=["Warden"])
TALK = "I went back over day one and the wagon math does not work for him."
MORE = "And nobody has answered the question about the night action."


def d_mention(username: str) -> str:
    return f'<a class="mention" href="/u/{username}">@{username}</a>'


VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- the writer's part of a long quote chain ---------------------------------------------
    (
        "ms-between-two-quotes",
        quote("Lark", TALK)
        + "you keep saying that. "
        + B.format("VOTE: Ivo")
        + quote("Tansy", MORE),
        IVO,
    ),
    (
        "ms-chain-vote-after-third",
        quote("Lark", TALK)
        + "no"
        + quote("Tansy", MORE)
        + "fair"
        + quote("Ember", "ok")
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-nested-quote-then-vote",
        quote("Lark", quote("Tansy", B.format("VOTE: Lark")) + "why Lark") + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "ms-vote-first-then-quotes",
        B.format("VOTE: Ivo")
        + quote("Lark", B.format("VOTE: Juno"))
        + "wrong"
        + quote("Tansy", MORE),
        IVO,
    ),
    (
        "bb33-between-quotes",
        bb33_quote("Lark", TALK)
        + ST33.format("VOTE: Ivo")
        + bb33_quote("Tansy", MORE)
        + "see above",
        IVO,
    ),
    (
        "d-between-quotes",
        d_quote("Lark", TALK) + p("That again.", ST.format("vote Ivo")) + d_quote("Tansy", MORE),
        IVO,
    ),
    (
        "d-post-quote-chain",
        d_post_quote("Lark", p(TALK))
        + p("no")
        + d_post_quote("Tansy", p(ST.format("vote Lark")))
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-between-quotes",
        xf_quote("Lark", TALK)
        + "Right. "
        + XB.format("VOTE: Ivo")
        + "<br>"
        + xf_quote("Tansy", MORE),
        IVO,
    ),
    (
        "vb-between-quotes",
        vb_quote("Lark", TALK)
        + XB.format("Vote: Ivo")
        + vb_quote("Tansy", XB.format("Vote: Lark")),
        IVO,
    ),
    (
        "ms-quote-vote-tag-between",
        quote("Lark", vote_tag("Juno")) + vote_tag("Ivo") + quote("Tansy", vote_tag("Lark")),
        IVO,
    ),
    (
        "ms-quote-unvote-vote-between",
        quote("Lark", TALK)
        + post(B.format("UNVOTE"), B.format("VOTE: Ivo"))
        + quote("Tansy", MORE),
        [UNVOTE, vote("Ivo")],
    ),
    # --- inside size, colour and styled spans ------------------------------------------------
    ("ms-size-round-bold", BIG.format(B.format("VOTE: Ivo")), IVO),
    ("ms-bold-round-size", B.format(BIG.format("VOTE: Ivo")), IVO),
    ("ms-red-round-bold", RED.format(B.format("VOTE: Ivo")), IVO),
    ("ms-size-red-bold", BIG.format(RED.format(B.format("VOTE: Ivo"))), IVO),
    ("ms-centre-size-bold", MS_CENTRE.format(BIG.format(B.format("VOTE: Ivo"))), IVO),
    ("bb33-size-strong", SIZE_33.format(ST33.format("VOTE: Ivo")), IVO),
    ("bb33-colour-strong", COLOUR_33.format(ST33.format("VOTE: Ivo")), IVO),
    ("bb33-strong-size-name", ST33.format("VOTE: " + SIZE_33.format("Ivo")), IVO),
    ("xf-size-b", XF_SIZE.format(XB.format("VOTE: Ivo")), IVO),
    ("xf-colour-b", XF_COLOUR.format(XB.format("Vote: Ivo")), IVO),
    ("xf-b-colour-name", XB.format("VOTE: " + XF_COLOUR.format("Ivo")), IVO),
    ("vb-font-size-b", VB_SIZE.format(XB.format("VOTE: Ivo")), IVO),
    ("vb-font-colour-b", VB_COLOUR.format(XB.format("VOTE: Ivo")), IVO),
    ("vb-b-font-name", XB.format("VOTE: " + VB_COLOUR.format("Ivo")), IVO),
    (
        "d-span-style-strong",
        p('<span style="font-size:120%">' + ST.format("vote Ivo") + "</span>"),
        IVO,
    ),
    # --- a bold vote broken over a line break ------------------------------------------------
    ("ms-bold-vote-br-name", B.format("VOTE:<br>Ivo"), IVO),
    ("bb33-strong-vote-br-name", ST33.format("VOTE:<br>Ivo"), IVO),
    ("xf-b-vote-br-name", XB.format("Vote:<br>Ivo"), IVO),
    ("d-strong-vote-br-name", p(ST.format("VOTE:<br>Ivo")), IVO),
    (
        "ms-bold-vote-br-name-text-after",
        post(B.format("VOTE:<br>Ivo"), "He lied about the night."),
        IVO,
    ),
    ("ms-bold-unvote-br-vote", B.format("UNVOTE<br>VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    # --- an emoji after the name -------------------------------------------------------------
    ("ms-bold-vote-knife-emoji", B.format("VOTE: Ivo 🔪"), IVO),
    ("ms-bold-then-knife-emoji", B.format("VOTE: Ivo") + " 🔪", IVO),
    ("ms-bold-two-emoji", B.format("VOTE: Ivo 🔪🔪"), IVO),
    ("plain-vote-skull-emoji", "VOTE: Ivo 💀", IVO),
    ("d-strong-then-emoji-image", p(ST.format("vote Ivo") + " " + EMOJI), IVO),
    ("d-strong-emoji-image-inside", p(ST.format("vote Ivo " + EMOJI)), IVO),
    ("xf-b-vote-eyes", XB.format("VOTE: Ivo 👀"), IVO),
    ("ms-tag-then-emoji", vote_tag("Ivo") + " 🔪", IVO),
    ("bb33-strong-fire-emoji", ST33.format("VOTE: Ivo") + " 🔥🔥", IVO),
    # --- a wagon note after the name --------------------------------------------------------
    ("ms-bold-l-minus-one", B.format("VOTE: Ivo (L-1)"), IVO),
    ("ms-bold-comma-l-two", B.format("VOTE: Ivo, L-2"), IVO),
    ("ms-bold-dash-l-three", B.format("VOTE: Ivo - L-3"), IVO),
    ("ms-bold-square-l-one", B.format("VOTE: Ivo [L-1]"), IVO),
    ("ms-bold-now-l-two", B.format("VOTE: Ivo (now L-2)"), IVO),
    ("ms-bold-then-l-one", B.format("VOTE: Ivo") + " L-1", IVO),
    ("plain-vote-l-two", "VOTE: Ivo (L-2)", IVO),
    ("d-strong-l-one", p(ST.format("vote Ivo") + " (L-1)"), IVO),
    ("xf-b-comma-l-one", XB.format("Vote: Ivo, L-1"), IVO),
    ("ms-bold-l-one-after-hammer", B.format("VOTE: Ivo (L-0, hammer)"), IVO),
    ("ms-tag-l-one", vote_tag("Ivo") + " (L-1)", IVO),
    # --- a chat word after the name ----------------------------------------------------------
    ("ms-bold-ftw", B.format("VOTE: Ivo ftw"), IVO),
    ("ms-bold-then-ftw", B.format("vote Ivo") + " ftw", IVO),
    ("ms-bold-lol", B.format("VOTE: Ivo lol"), IVO),
    ("ms-bold-plz", B.format("VOTE: Ivo plz"), IVO),
    ("ms-bold-tbh", B.format("VOTE: Ivo tbh"), IVO),
    ("d-strong-ftw", p(ST.format("vote Ivo ftw")), IVO),
    ("xf-b-imo", XB.format("VOTE: Ivo imo"), IVO),
    # --- "(ninja'd)" beside an unvote or a vote ---------------------------------------------
    ("ms-unvote-ninjad", B.format("UNVOTE") + " (ninja'd)", [UNVOTE]),
    ("ms-bold-unvote-ninjad", B.format("unvote (ninja'd)"), [UNVOTE]),
    ("plain-unvote-ninjad", "unvote (ninja'd)", [UNVOTE]),
    ("ms-vote-ninjad-by", B.format("VOTE: Ivo") + " (ninja'd by Lark)", IVO),
    (
        "ms-ninjad-then-unvote-vote",
        post("ninja'd", B.format("UNVOTE"), B.format("VOTE: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    ("d-unvote-ninja-emoji", p(ST.format("unvote") + " ninja'd 🥷"), [UNVOTE]),
    ("xf-unvote-comma-ninjad", XB.format("Unvote") + ", ninja'd", [UNVOTE]),
    # --- a signature under a real vote -------------------------------------------------------
    (
        "ms-vote-over-sig-vote",
        B.format("VOTE: Lark") + SIGNATURE.format(B.format("VOTE: Ivo")),
        LARK,
    ),
    ("xf-vote-over-sig-tag", XB.format("Vote: Lark") + XF_SIG.format(XB.format("VOTE: Ivo")), LARK),
    ("vb-vote-over-sig", XB.format("Vote: Lark") + VB_SIG.format("vote Ivo forever"), LARK),
    # --- capitals, other engines' shapes of plain votes -------------------------------------
    ("ms-bold-caps-i-vote", B.format("I VOTE IVO"), IVO),
    ("ms-bold-caps-vote-ivo", B.format("VOTE IVO"), IVO),
    ("d-strong-caps", p(ST.format("VOTE IVO")), IVO),
    ("ms-red-caps-vote", RED.format("VOTE IVO"), IVO),
    # --- the writer's vote beside the writer's quoted earlier vote --------------------------
    (
        "ms-own-quote-then-new-vote",
        quote("Juno", B.format("VOTE: Lark")) + "changed my mind. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-own-quote-then-new-vote",
        d_quote("Juno", ST.format("vote Lark")) + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-own-quote-then-unvote",
        xf_quote("Juno", XB.format("Vote: Ivo")) + XB.format("Unvote"),
        [UNVOTE],
    ),
    # --- leftovers of round ten: a vote beside a table of reads, a disclaimer elsewhere -----
    (
        "ms-table-of-reads-then-vote",
        '<table class="bbcode-table"><tbody><tr><td>Lark</td><td>town</td></tr><tr><td>Tansy</td>'
        "<td>null</td></tr></tbody></table>" + B.format("VOTE: Ivo"),
        IVO,
    ),
    # a one-row table ("Lark | **VOTE: Ivo**"): one line may speak to Lark, as typed (round
    # eight's `listed_votes`); a table whose rows hold no vote word leaves the vote below it
    (
        "ms-one-row-table",
        '<table class="bbcode-table"><tbody><tr><td>Lark</td><td>'
        + B.format("VOTE: Ivo")
        + "</td></tr></tbody></table>",
        IVO,
    ),
    (
        "ms-table-vote-in-first-cell",
        '<table class="bbcode-table"><tbody><tr><td>'
        + B.format("VOTE: Ivo")
        + "</td><td>he lied</td></tr></tbody></table>",
        IVO,
    ),
    # the writer's own row ("Me") in a table of who votes whom: the writer's vote, the
    # others' rows none
    (
        "ms-table-me-row",
        '<table class="bbcode-table"><tbody><tr><td>Me</td><td>'
        + B.format("VOTE: Ivo")
        + "</td></tr><tr><td>Lark</td><td>"
        + B.format("VOTE: Tansy")
        + "</td></tr><tr><td>Ember"
        "</td><td>" + B.format("VOTE: Ivo") + "</td></tr></tbody></table>",
        IVO,
    ),
    # a table of what others did, then the writer's vote under it
    (
        "ms-table-then-own-vote",
        '<table class="bbcode-table"><tbody><tr><td>Lark</td><td>'
        + B.format("VOTE: Ivo")
        + "</td></tr><tr><td>Tansy</td><td>"
        + B.format("VOTE: Lark")
        + "</td></tr></tbody></table>"
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    # review23a: plain text, where a label before the vote word makes no command ("Me:
    # VOTE: Ivo"): a table of one row of who votes whom, the writer's own row, and a row
    # of one vote among rows of reads stay the writer's votes
    (
        "ms-one-row-table-plain",
        '<table class="bbcode-table"><tbody><tr><td>Lark</td><td>VOTE: Ivo</td></tr>'
        "</tbody></table>",
        IVO,
    ),
    (
        "ms-table-me-row-plain",
        '<table class="bbcode-table"><tbody><tr><td>Me</td><td>VOTE: Ivo</td></tr><tr><td>Lark'
        "</td><td>VOTE: Tansy</td></tr><tr><td>Ember</td><td>VOTE: Tansy</td></tr></tbody></table>",
        IVO,
    ),
    (
        "ms-table-me-and-one-other-plain",
        '<table class="bbcode-table"><tbody><tr><td>Juno (me)</td><td>VOTE: Ivo</td></tr><tr><td>'
        "Lark</td><td>VOTE: Tansy</td></tr></tbody></table>",
        IVO,
    ),
    (
        "d-pipe-table-me-row-plain",
        '<div class="md-table"><table><thead><tr><th>Voter</th><th>Vote</th></tr></thead><tbody>'
        "<tr><td>Me</td><td>vote Ivo</td></tr><tr><td>Lark</td><td>vote Tansy</td></tr></tbody>"
        "</table></div>",
        IVO,
    ),
    (
        "ms-reads-table-verdict-row-plain",
        '<table class="bbcode-table"><tbody><tr><td>Lark</td><td>town</td></tr><tr><td>Verdict'
        "</td><td>VOTE: Ivo</td></tr></tbody></table>",
        IVO,
    ),
    # the words before a vote that call out no player, or the vote's own target
    ("writer-in-the-list", "Juno, Lark, " + B.format("vote Ivo"), IVO),
    ("two-names-comma-vote-colon", "Lark, Tansy, " + B.format("VOTE: Ivo"), IVO),
    ("thanks-comma-name-comma-vote", "Thanks, Lark, " + B.format("vote Ivo"), IVO),
    ("ok-comma-vote", "OK, " + B.format("vote Ivo"), IVO),
    ("so-comma-vote", "So, " + B.format("vote Ivo"), IVO),
    ("two-names-one-the-target", "Lark and Ivo, " + B.format("vote Ivo"), IVO),
    ("ok-name-comma-vote-colon", "OK Lark, " + B.format("VOTE: Ivo"), IVO),
    ("ok-name-comma-unvote", "OK Lark, " + B.format("UNVOTE"), [UNVOTE]),
    (
        "ms-vote-then-not-serious-about-read",
        post(B.format("VOTE: Ivo"), "(not serious about the Lark read)"),
        IVO,
    ),
]

SHOWN_VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a Discourse mention whose account name differs from the display name ---------------
    ("d-mention-username", p(ST.format("vote " + d_mention("ivo_77"))), [vote("ivo_77")]),
    ("d-vote-colon-mention", p(ST.format("VOTE: " + d_mention("ivo_77"))), [vote("ivo_77")]),
    ("d-display-name", p(ST.format("vote Ivo")), [vote("ivo_77")]),
    ("d-strong-then-mention", p(ST.format("vote") + " " + d_mention("ivo_77")), [vote("ivo_77")]),
    ("d-mention-lark-display", p(ST.format("VOTE: " + d_mention("larkspur"))), [vote("larkspur")]),
    ("d-display-lark", p(ST.format("VOTE: Lark")), [vote("larkspur")]),
]

REVOTE_VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a player named "Revote" --------------------------------------------------------------
    ("revote-bold-vote", B.format("VOTE: Revote"), [vote("Revote")]),
    ("revote-tag", vote_tag("Revote"), [vote("Revote")]),
    ("revote-plain-vote", "VOTE: Revote", [vote("Revote")]),
    (
        "revote-then-ivo",
        post(B.format("VOTE: Revote"), B.format("VOTE: Ivo")),
        [vote("Revote"), vote("Ivo")],
    ),
    (
        "revote-unvote-then-vote",
        post(B.format("UNVOTE"), B.format("VOTE: Revote")),
        [UNVOTE, vote("Revote")],
    ),
    ("revote-ivo-still", B.format("VOTE: Ivo"), IVO),
    ("revote-wagon", B.format("VOTE: Revote's wagon"), [vote("Revote")]),
    ("revote-hyphen", B.format("VOTE: re-vote"), [vote("Revote")]),
    # "Revote: X" opening a run stays the vote word ("Revote: Lark" votes Lark)
    ("revote-keyword-still", B.format("Revote: Lark"), LARK),
    ("unvote-revote", B.format("UNVOTE: Revote"), [UNVOTE]),
    # review23a: a revote naming a player of its own after an empty vote word is a vote
    # for that player, as with no player named Revote
    ("vote-revote-colon-name", B.format("VOTE: REVOTE: Ivo"), IVO),
    ("vote-revote-name", B.format("VOTE: revote Ivo"), IVO),
    ("vote-then-revote-run", B.format("VOTE:") + B.format("Revote Lark"), LARK),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_these(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SHOWN_VOTES))
def test_a_display_name_or_the_accounts_mention(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=SHOWN) == expected


@pytest.mark.parametrize(("html", "expected"), params(REVOTE_VOTES))
def test_a_player_named_revote(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=REVOTE) == expected
