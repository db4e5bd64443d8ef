"""The vote zoo's ninth round (see zoo.py): shapes the first eight rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_ninth_near.py). A struck old vote beside the new one in five engines; a vote in a
heading, in a size or colour span, in small or raised text; an "EBWOP:" correction; a
vote with emoji, reactions, kaomoji or "<3" after it; "vote: Ivo." and other stops; the
name in quote marks or brackets; a note after the name ("(serious)", "(pressure
vote)", "b/c", "w/", "//", "|"); an unvote alone later in the post; a vote after the
writer quoted their own; a vote after a Discourse quote chain with the writer's words
between; a vote beside a XenForo or Invision signature; vBulletin's highlight and
indent; a player named "Unvote". Each case is a post with invented names and the
commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster

from .zoo import (
    EMOJI,
    IVO,
    KESTREL,
    LARK,
    NL,
    SMILE,
    ST,
    ST33,
    UNVOTE,
    XB,
    XF_SIG,
    B,
    Reading,
    S,
    d_quote,
    p,
    params,
    post,
    quote,
    read,
    vote,
    vote_tag,
    xf_quote,
)

XF_STRUCK = '<span style="text-decoration: line-through">{}</span>'
XF_SIZE = '<span style="font-size: 22px">{}</span>'
XF_COLOUR = '<span style="color: rgb(226, 80, 65)">{}</span>'
VB_HIGHLIGHT = '<span class="highlight">{}</span>'
VB_INDENT = '<div style="margin-left:40px">{}</div>'
# a theme's or plugin's signature box: its class names a signature (Invision, Discourse's plugin)
IPS_SIG = '<div data-role="memberSignature" class="cSignature"><div class="ipsType_richText">{}</div></div>'
D_SIG = '<div class="user-signature"><p>{}</p></div>'
# a roster where a player is named like the unvote word
UNVOTE_ROSTER = Roster(
    [Player("Unvote"), Player("Ivo"), Player("Lark"), Player("Juno"), Player("Tansy")],
    hosts=["Warden"],
)  # fmt: skip

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a struck old vote beside the new one -------------------------------------------------
    ("ms-struck-then-bold", S.format(B.format("VOTE: Lark")) + " " + B.format("VOTE: Ivo"), IVO),
    ("ms-struck-inside-bold", B.format(S.format("VOTE: Lark") + " VOTE: Ivo"), IVO),
    ("ms-struck-tag-then-tag", S.format(vote_tag("Lark")) + " " + vote_tag("Ivo"), IVO),
    ("ms-struck-line-above", post(S.format(B.format("VOTE: Lark")), B.format("VOTE: Ivo")), IVO),
    ("d-s-then-strong", p("<s>vote Lark</s> " + ST.format("vote Ivo")), IVO),
    ("d-s-strong-inside", p("<s>" + ST.format("vote Lark") + "</s> " + ST.format("vote Ivo")), IVO),
    (
        "d-del-then-strong",
        p("<del>" + ST.format("vote Lark") + "</del> " + ST.format("vote Ivo")),
        IVO,
    ),
    (
        "d-struck-para-then-vote",
        p("<s>" + ST.format("vote Lark") + "</s>", ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-struck-span-then-b",
        XF_STRUCK.format(XB.format("Vote: Lark")) + " " + XB.format("Vote: Ivo"),
        IVO,
    ),
    (
        "vb-strike-then-b",
        "<strike>" + XB.format("VOTE: Lark") + "</strike><br>" + XB.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "bb33-struck-then-strong",
        '<span style="text-decoration:line-through">'
        + ST33.format("VOTE: Lark")
        + "</span> "
        + ST33.format("VOTE: Ivo"),
        IVO,
    ),
    ("ms-struck-name-only", B.format("VOTE: " + S.format("Lark") + " Ivo"), IVO),
    ("d-struck-name-in-strong", p(ST.format("vote <s>Lark</s> Ivo")), IVO),
    ("ms-unvote-struck-vote", post(S.format(B.format("VOTE: Lark")), B.format("UNVOTE")), [UNVOTE]),
    # --- a heading, a size or colour span, small or raised text ------------------------------
    ("d-h1-strong", "<h1>" + ST.format("VOTE: Ivo") + "</h1>", IVO),
    (
        "d-h2-strong-reasons",
        "<h2>" + ST.format("vote Ivo") + "</h2>" + p("he lied about his role"),
        IVO,
    ),
    ("xf-size-bold", XF_SIZE.format(XB.format("Vote: Ivo")), IVO),
    ("xf-bold-in-size", XB.format(XF_SIZE.format("Vote: Ivo")), IVO),
    ("xf-colour-bold", XF_COLOUR.format(XB.format("VOTE: Ivo")), IVO),
    ("xf-bold-colour-name", XB.format("VOTE: " + XF_COLOUR.format("Ivo")), IVO),
    ("d-small-strong", "<p><small>" + ST.format("vote Ivo") + "</small></p>", IVO),
    ("d-sup-strong", p("<sup>" + ST.format("vote Ivo") + "</sup>"), IVO),
    (
        "vb-font-colour-size-b",
        '<font color="Red"><font size="5">' + XB.format("VOTE: Ivo") + "</font></font>",
        IVO,
    ),
    ("vb-highlight-bold", VB_HIGHLIGHT.format(XB.format("VOTE: Ivo")), IVO),
    ("vb-bold-highlight-name", XB.format("VOTE: " + VB_HIGHLIGHT.format("Ivo")), IVO),
    ("vb-indent-bold", VB_INDENT.format(XB.format("VOTE: Ivo")), IVO),
    (
        "ms-center-big-bold",
        '<div style="text-align:center">'
        + '<div style="font-size: 200%; line-height: normal; display: inline">'
        + B.format("VOTE: Ivo")
        + "</div></div>",
        IVO,
    ),
    # --- "EBWOP:" (edited but without the edit) corrections ----------------------------------
    ("ebwop-bold-vote", post("EBWOP: " + B.format("VOTE: Lark") + ", not Ivo"), LARK),
    (
        "ebwop-after-vote",
        post(B.format("VOTE: Ivo"), "EBWOP: " + B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
    ("ebwop-meant", "EBWOP: meant " + B.format("VOTE: Lark"), LARK),
    ("ebwop-bold-label", B.format("EBWOP: VOTE: Lark"), LARK),
    ("ebwop-tag", "ebwop - " + vote_tag("Lark"), LARK),
    ("ebwop-unvote", B.format("EBWOP: UNVOTE"), [UNVOTE]),
    ("d-ebwop-strong", p("EBWOP: " + ST.format("vote Lark") + " not Ivo, misclicked"), LARK),
    # --- emoji, reactions, kaomoji after the name ---------------------------------------------
    ("ms-knife-emoji-inside", B.format("VOTE: Ivo 🔪"), IVO),
    ("ms-knife-emoji-after", B.format("VOTE: Ivo") + " 🔪🔪🔪", IVO),
    ("ms-devil-emoji-glued", B.format("VOTE: Ivo😈"), IVO),
    ("ms-heart-emoji", B.format("VOTE: Ivo ❤️"), IVO),
    ("ms-skull-zwj", B.format("VOTE: Ivo 🏴‍☠️"), IVO),
    ("ms-shrug-kaomoji", B.format("VOTE: Ivo") + " ¯\\_(ツ)_/¯", IVO),
    ("ms-shrug-kaomoji-inside", B.format("VOTE: Ivo ¯\\_(ツ)_/¯"), IVO),
    ("ms-tableflip", B.format("VOTE: Ivo (╯°□°)╯︵ ┻━┻"), IVO),
    ("ms-heart-typed", B.format("VOTE: Ivo &lt;3"), IVO),
    ("ms-tongue-typed", B.format("VOTE: Ivo :P"), IVO),
    ("ms-xd", B.format("VOTE: Ivo xD"), IVO),
    ("ms-smiley-image-inside", B.format("VOTE: Ivo " + SMILE), IVO),
    ("d-emoji-image-inside-strong", p(ST.format("vote Ivo " + EMOJI)), IVO),
    ("d-two-emoji-images", p(ST.format("vote Ivo") + " " + EMOJI + EMOJI), IVO),
    ("xf-emoji-unicode", XB.format("Vote: Ivo 🙃"), IVO),
    ("ms-kestrel-emoji", B.format("VOTE: Kestrel Moon 🌙"), KESTREL),
    # --- stops after the name ------------------------------------------------------------------
    ("ms-lower-dot", B.format("vote: Ivo."), IVO),
    ("ms-two-words-dot", B.format("VOTE: Kestrel Moon."), KESTREL),
    ("ms-dotted-name-dot", B.format("VOTE: j.doe."), [vote("j.doe")]),
    ("ms-title-name-dot", B.format("VOTE: Mr. Pebble."), [vote("Mr. Pebble")]),
    ("ms-ellipsis", B.format("VOTE: Ivo..."), IVO),
    ("ms-unicode-ellipsis", B.format("VOTE: Ivo…"), IVO),
    ("ms-dot-outside", B.format("VOTE: Ivo") + ".", IVO),
    ("ms-dot-then-reason", B.format("VOTE: Ivo.") + " He never answered.", IVO),
    ("ms-interrobang", B.format("VOTE: Ivo‽"), IVO),
    # --- the name in quote marks or brackets ---------------------------------------------------
    ("ms-single-quotes", B.format("VOTE: 'Ivo'"), IVO),
    ("ms-curly-quotes", B.format("VOTE: “Ivo”"), IVO),
    ("ms-double-quotes", B.format('VOTE: "Kestrel Moon"'), KESTREL),
    ("ms-angle-brackets", B.format("VOTE: &lt;Ivo&gt;"), IVO),
    ("ms-curly-brackets", B.format("VOTE: {Ivo}"), IVO),
    ("ms-typed-stars", B.format("VOTE: *Ivo*"), IVO),
    # --- a note after the name -------------------------------------------------------------------
    ("note-serious", B.format("VOTE: Ivo (serious)"), IVO),
    ("note-serious-outside", B.format("VOTE: Ivo") + " (serious this time)", IVO),
    ("note-semi-serious", B.format("VOTE: Ivo (semi-serious)"), IVO),
    ("note-pressure-vote", B.format("Vote: Ivo (pressure vote)"), IVO),
    ("note-rvs", B.format("VOTE: Ivo") + " (RVS)", IVO),
    ("note-random", B.format("VOTE: Ivo (random)"), IVO),
    ("note-policy", B.format("VOTE: Ivo") + " (policy)", IVO),
    ("note-info-vote", B.format("VOTE: Ivo (info vote)"), IVO),
    ("note-for-real", B.format("VOTE: Ivo") + " (for real this time)", IVO),
    ("note-no-really", B.format("VOTE: Ivo") + " - no really", IVO),
    ("note-bc", B.format("VOTE: Ivo b/c of the slip"), IVO),
    ("note-with", B.format("VOTE: Ivo w/ reasons below"), IVO),
    ("note-double-slash", B.format("VOTE: Ivo // see my last post"), IVO),
    ("note-pipe", B.format("VOTE: Ivo | reasons below"), IVO),
    ("note-tilde", B.format("VOTE: Ivo ~ lurking"), IVO),
    ("note-see-post", B.format("VOTE: Ivo (see post 212)"), IVO),
    ("note-not-other", B.format("VOTE: Ivo, not Lark"), IVO),
    ("note-sorry-other", B.format("VOTE: Ivo") + ", sorry Lark", IVO),
    ("note-since-claim", B.format("VOTE: Ivo since Lark claimed"), IVO),
    ("note-bc-scum", B.format("VOTE: Ivo bc scum"), IVO),
    ("note-semicolon-reason", B.format("VOTE: Ivo; he's scum"), IVO),
    ("note-instead", B.format("VOTE: Ivo instead"), IVO),
    ("note-at-l2", B.format("VOTE: Ivo (now L-2)"), IVO),
    ("note-sheep", B.format("VOTE: Ivo") + " (sheeping Lark)", IVO),
    ("note-ps-after", post(B.format("VOTE: Ivo"), "PS: Lark, answer my question"), IVO),
    # --- an unvote alone later in the post -------------------------------------------------------
    (
        "unvote-alone-later",
        post(B.format("VOTE: Ivo"), "He claimed cop, though.", B.format("UNVOTE")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "unvote-alone-tag-later",
        post(vote_tag("Ivo"), "ugh, fine", B.format("unvote")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "d-unvote-para-later",
        p(ST.format("vote Ivo"), "On reflection his claim checks out.", ST.format("unvote")),
        [vote("Ivo"), UNVOTE],
    ),
    (
        "xf-unvote-bold-later",
        XB.format("Vote: Ivo") + "<br><br>Scratch all that.<br>" + XB.format("Unvote"),
        [vote("Ivo"), UNVOTE],
    ),
    # --- the writer quoted their own vote, then voted again ------------------------------------
    (
        "own-quote-then-vote",
        quote("Juno", B.format("VOTE: Lark")) + "still this, but " + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "own-quote-caret-then-vote",
        quote("Juno", B.format("VOTE: Ivo")) + "^ this. " + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-own-quote-then-vote",
        d_quote("Juno", ST.format("vote Lark")) + p("changed my mind", ST.format("vote Ivo")),
        IVO,
    ),
    (
        "xf-own-quote-then-vote",
        xf_quote("Juno", XB.format("Vote: Lark")) + XB.format("Vote: Ivo") + " still",
        IVO,
    ),
    # --- a Discourse quote chain with the writer's words between ------------------------------
    (
        "d-chain-words-between",
        d_quote("Lark", ST.format("vote Ivo"))
        + p("no, he's town")
        + d_quote("Tansy", ST.format("vote Lark"))
        + p("this is worse")
        + p(ST.format("vote Ivo")),
        IVO,
    ),
    (
        "d-chain-nested-asides",
        '<aside class="quote no-group" data-username="lark"><div class="title">Lark:</div>'
        "<blockquote>"
        + d_quote("Tansy", ST.format("vote Lark"))
        + "<p>agreed</p></blockquote></aside>"
        + p("both of you are wrong. " + ST.format("vote Ivo")),
        IVO,
    ),
    (
        "d-chain-vote-between-quotes",
        d_quote("Lark", "who are you voting?")
        + p(ST.format("vote Ivo"))
        + d_quote("Tansy", "why?")
        + p("because"),
        IVO,
    ),
    (
        "d-chain-three-then-tiny",
        d_quote("Lark", "a")
        + d_quote("Tansy", "b")
        + d_quote("Ember", ST.format("vote Juno"))
        + p(ST.format("Vote: Ivo")),
        IVO,
    ),
    # --- a vote beside a signature ---------------------------------------------------------------
    (
        "xf-vote-then-signature",
        '<div class="bbWrapper">'
        + XB.format("Vote: Ivo")
        + "</div>"
        + XF_SIG.format(XB.format("VOTE: Lark")),
        IVO,
    ),
    (
        "ips-vote-then-signature",
        "<p>" + ST.format("Vote: Ivo") + "</p>" + IPS_SIG.format(ST.format("vote Lark")),
        IVO,
    ),
    ("d-vote-then-signature", p(ST.format("vote Ivo")) + D_SIG.format(ST.format("vote Lark")), IVO),
    # --- other -----------------------------------------------------------------------------------
    ("ms-no-lynch-emoji", B.format("VOTE: No Lynch 🤷"), [vote(NL)]),
    ("ms-vote-then-fos", post(B.format("VOTE: Ivo"), B.format("FoS: Lark")), IVO),
    ("ms-poe-then-vote", post(B.format("PoE: Ivo, Lark, Tansy"), B.format("VOTE: Ivo")), IVO),
    ("ms-vote-count-request-then-vote", post("Vote count please?", B.format("VOTE: Ivo")), IVO),
    # a backup or likely vote beside the vote: only the vote
    ("ms-main-then-backup", B.format("Main vote: Ivo, backup vote: Lark"), IVO),
    ("ms-backup-then-main", B.format("My backup vote: Lark, main VOTE: Ivo"), IVO),
    ("ms-vote-then-backup-line", post(B.format("VOTE: Ivo"), B.format("Backup vote: Lark")), IVO),
    ("ms-vote-backup-in-brackets", B.format("VOTE: Ivo") + " (backup vote: Lark)", IVO),
    # review21a: the writer casting the backup or planned vote now (not_yet reads only
    # the word, or "my"/"the" and the word, opening its clause)
    ("ms-switching-to-my-backup", "Switching to my backup " + B.format("vote: Lark"), LARK),
    (
        "ms-moving-to-my-backup",
        "Ivo won't budge, so moving to my backup " + B.format("VOTE: Lark"),
        LARK,
    ),
    ("ms-here-is-my-planned", "As promised, here is my planned " + B.format("VOTE: Ivo"), IVO),
    ("ms-time-for-the-backup", "Time for the backup " + B.format("vote: Lark"), LARK),
    # review21a: "For X, here's how to vote:" is a tutorial's label only for newcomers
    (
        "ms-for-what-its-worth",
        post("For what it's worth, here's how to vote:", B.format("VOTE: Ivo")),
        IVO,
    ),
    ("ms-for-towns-sake", post("For town's sake, here's how to vote:", B.format("VOTE: Ivo")), IVO),
    # review21a: an unvote taking back a joke vote, the joke in the past tense
    ("ms-unvote-was-kidding", B.format("UNVOTE, I was just kidding"), [UNVOTE]),
    ("plain-unvote-was-kidding", "Unvote, I was just kidding.", [UNVOTE]),
    ("ms-unvote-ivo-was-kidding", B.format("Unvote Ivo, I was only kidding"), [UNVOTE]),
    ("ms-unvote-was-jk", B.format("UNVOTE (was jk)"), [UNVOTE]),
    ("ms-unvote-that-wasnt-serious", post(B.format("UNVOTE"), "(that wasn't serious)"), [UNVOTE]),
    ("ms-unvote-it-wasnt-real", post(B.format("UNVOTE"), "(it wasn't real)"), [UNVOTE]),
    ("ms-zero-width-in-name", B.format("VOTE: Iv\u200bo"), IVO),
    ("ms-nbsp-entity", B.format("VOTE:&nbsp;&nbsp;Ivo"), IVO),
    ("ms-tab-in-tag", vote_tag("\tIvo"), IVO),
    ("d-strong-then-hr", p(ST.format("VOTE: Ivo") + " 🔪") + "<hr>" + p("PS reads below"), IVO),
    (
        "ms-vote-in-list-emoji",
        '<ul style="list-style-type:disc"><li>' + B.format("VOTE: Ivo 🔪") + "</li></ul>",
        IVO,
    ),
]

VOTES_UNVOTE_ROSTER: list[tuple[str, str, list[Reading]]] = [
    # a player named "Unvote": the vote word and the name read as a vote for the player
    ("vote-colon-unvote", B.format("VOTE: Unvote"), [vote("Unvote")]),
    ("vote-unvote-possessive", "<b>vote Unvote's wagon</b>", [vote("Unvote")]),
    ("vote-unvote-plain", "<b>vote Unvote</b>", [vote("Unvote")]),
    ("vote-tag-unvote", vote_tag("Unvote"), [vote("Unvote")]),
    ("d-vote-unvote", p(ST.format("Vote: Unvote")), [vote("Unvote")]),
    # the unvote word alone, and with another's name, is still an unvote
    ("unvote-alone", B.format("UNVOTE"), [UNVOTE]),
    ("unvote-colon-ivo", B.format("Unvote: Ivo"), [UNVOTE]),
    ("unvote-then-vote-unvote", B.format("UNVOTE: Ivo VOTE: Unvote"), [UNVOTE, vote("Unvote")]),
    (
        "vote-ivo-then-unvote",
        post(B.format("VOTE: Ivo"), B.format("UNVOTE")),
        [vote("Ivo"), UNVOTE],
    ),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_it(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(VOTES_UNVOTE_ROSTER))
def test_a_player_named_unvote(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=UNVOTE_ROSTER) == expected
