"""The vote zoo's tenth round (see zoo.py): shapes the first nine rounds leave out, the
votes a host counts (the posts with no vote and the shapes read either way are in
test_tenth_near.py). A vote in a list item or a table cell of four engines; a bold
"VOTE: Ivo?"; a Discourse mention as the name; bot-style commands ("/vote", "!vote");
"HAMMER: Ivo"; the no-elimination vote spelt five ways; "unvote; vote Ivo",
"unvote/vote Ivo"; a vote under an "EDIT:" line; a misspelt or glued command word; a
vote after a long line of dashes; a role claim beside the vote; two votes, the second
"final"; a vote beside an instruction to another player that stays the writer's; an
unvote under the writer's own vote quoted back; a host's account in a player's slot.
Each case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster

from .zoo import (
    IVO,
    LARK,
    MS_TABLE,
    NL,
    ST,
    ST33,
    UNVOTE,
    UNVOTE_TAG,
    XB,
    XF_TABLE,
    B,
    Reading,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    row,
    vote,
    vote_tag,
    xf_mention,
    xf_quote,
)

MS_LIST = '<ul style="list-style-type:disc">{}</ul>'  # MafiaScum's [list]
MS_OLIST = '<ol style="list-style-type:decimal">{}</ol>'  # [list=1]
XF_LIST = '<ul class="bbCodeList">{}</ul>'
D_TABLE = '<div class="md-table"><table><thead><tr><th>what</th><th>who</th></tr></thead><tbody>{}</tbody></table></div>'
# a player's account that also hosts (a host who plays in a small game)
HOST_PLAYS = Roster(
    [Player("Warden"), Player("Ivo"), Player("Lark"), Player("Juno"), Player("Tansy")],
    hosts=["Warden"],
)  # fmt: skip


def li(*items: str) -> str:
    return "".join(f"<li>{i}</li>" for i in items)


VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- a vote in a list item ----------------------------------------------------------------
    ("ms-li-bold-vote", MS_LIST.format(li("reads below", B.format("VOTE: Ivo"))), IVO),
    ("ms-li-tag", MS_LIST.format(li("town: Lark", vote_tag("Ivo"))), IVO),
    (
        "ms-oli-last-item-vote",
        MS_OLIST.format(li("Lark is town", "Tansy null", B.format("VOTE: Ivo"))),
        IVO,
    ),
    ("d-li-strong", "<ul>" + li("Ivo dodged", ST.format("vote Ivo")) + "</ul>", IVO),
    ("d-ol-strong-colon", "<ol>" + li(ST.format("VOTE: Ivo")) + "</ol>", IVO),
    ("xf-li-b", XF_LIST.format(li(XB.format("Vote: Ivo"))), IVO),
    ("vb-li-b", '<ul><li style="">' + XB.format("VOTE: Ivo") + "</li></ul>", IVO),
    (
        "d-li-unvote-vote",
        "<ul>" + li(ST.format("unvote"), ST.format("vote Ivo")) + "</ul>",
        [UNVOTE, vote("Ivo")],
    ),
    (
        "ms-li-nested",
        MS_LIST.format("<li>reads" + MS_LIST.format(li(B.format("VOTE: Ivo"))) + "</li>"),
        IVO,
    ),
    # --- a vote in a table cell ---------------------------------------------------------------
    ("ms-td-vote", MS_TABLE.format(row(B.format("VOTE: Ivo"))), IVO),
    ("xf-td-vote", XF_TABLE.format(row(XB.format("VOTE: Ivo"))), IVO),
    ("d-td-vote", D_TABLE.format(row("my vote", ST.format("vote Ivo"))), IVO),
    (
        "vb-td-vote",
        '<table class="cms_table"><tr><td class="cms_table_td">'
        + XB.format("VOTE: Ivo")
        + "</td></tr></table>",
        IVO,
    ),
    # --- "VOTE: Ivo?" bold, tagged ------------------------------------------------------------
    ("ms-bold-vote-q", B.format("VOTE: Ivo?"), IVO),
    ("d-strong-vote-q", p(ST.format("vote Ivo?")), IVO),
    ("ms-tag-vote-q-after", vote_tag("Ivo") + "?", IVO),
    ("xf-b-vote-qq", XB.format("VOTE: Ivo??"), IVO),
    ("ms-bold-vote-interrobang-after", B.format("VOTE: Ivo") + "?!", IVO),
    # --- a Discourse mention as the name ------------------------------------------------------
    ("d-strong-mention", p(ST.format("VOTE: " + mention("Ivo"))), IVO),
    ("d-strong-vote-mention-no-colon", p(ST.format("vote " + mention("Ivo"))), IVO),
    ("d-mention-outside-strong", p(ST.format("VOTE:") + " " + mention("Ivo")), IVO),
    (
        "d-mention-ping-host-after",
        p(ST.format("vote " + mention("Ivo")) + " " + mention("Warden")),
        IVO,
    ),
    ("d-mention-kestrel", p(ST.format("VOTE: " + mention("Kestrel Moon"))), [vote("Kestrel Moon")]),
    # --- bot-style commands -------------------------------------------------------------------
    ("d-slash-vote", p("/vote " + mention("Ivo")), IVO),
    ("d-slash-vote-plain", p("/vote Ivo"), IVO),
    ("d-slash-unvote", p("/unvote"), [UNVOTE]),
    ("d-slash-vote-then-text", p("/vote Ivo", "he's been dodging all day"), IVO),
    ("d-strong-slash-vote", p(ST.format("/vote Ivo")), IVO),
    # --- hammer -------------------------------------------------------------------------------
    ("ms-vote-hammer-after", B.format("VOTE: Ivo") + " (hammer)", IVO),
    ("d-strong-vote-then-hammer-word", p(ST.format("VOTE: Ivo"), "that's hammer, night time"), IVO),
    # --- the no-elimination vote --------------------------------------------------------------
    ("ms-vote-no-lynch-lower", B.format("vote: no lynch"), [vote(NL)]),
    ("ms-vote-nl", B.format("VOTE: NL"), [vote(NL)]),
    ("d-vote-sleep", p(ST.format("vote sleep")), [vote(NL)]),
    ("xf-vote-no-elimination", XB.format("VOTE: no elimination"), [vote(NL)]),
    ("ms-tag-no-lynch", vote_tag("No Lynch"), [vote(NL)]),
    (
        "vb-vote-no-lynch-dash",
        XB.format("VOTE: No Lynch") + " - nobody is scummy enough",
        [vote(NL)],
    ),
    # --- an unvote and a vote together --------------------------------------------------------
    ("ms-unvote-semicolon-vote", B.format("unvote; vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-slash-vote", B.format("unvote/vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("d-unvote-slash-vote-caps", p(ST.format("UNVOTE/VOTE: Ivo")), [UNVOTE, vote("Ivo")]),
    ("xf-unvote-then-vote-comma", XB.format("Unvote, Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-tag-then-tag", UNVOTE_TAG + " " + vote_tag("Ivo"), [UNVOTE, vote("Ivo")]),
    (
        "ms-unvote-vote-two-lines",
        post(B.format("UNVOTE"), B.format("VOTE: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    # --- a vote under an "EDIT:" line ---------------------------------------------------------
    (
        "ms-edit-then-vote",
        post("reads here", "", "EDIT: forgot to vote", B.format("VOTE: Ivo")),
        IVO,
    ),
    ("d-edit-para-vote", p("Ivo is scum.", "EDIT: " + ST.format("vote Ivo")), IVO),
    (
        "xf-edit-bold-label",
        post("long post", XB.format("EDIT:") + " " + XB.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "ms-edit-changed-vote",
        post(B.format("VOTE: Lark"), "EDIT: changed my mind", B.format("VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    ("ms-edit2-label", post("EDIT 2: ok fine", B.format("VOTE: Ivo")), IVO),
    # --- misspelt or glued command words ------------------------------------------------------
    ("ms-vote-glued-colon", B.format("vote:Ivo"), IVO),
    ("ms-vote-glued-caps", B.format("VOTE:Ivo"), IVO),
    ("d-vote-glued", p(ST.format("Vote:Ivo")), IVO),
    ("ms-vtoe-colon", B.format("VTOE: Ivo"), IVO),
    ("ms-voet-colon", B.format("VOET: Ivo"), IVO),
    ("ms-vote-double-colon", B.format("VOTE:: Ivo"), IVO),
    ("ms-vote-semicolon-typo", B.format("VOTE; Ivo"), IVO),
    ("ms-unvote-glued", B.format("UNVOTE:"), [UNVOTE]),
    ("ms-unvote-typo", B.format("UNVTOE"), [UNVOTE]),
    # --- a vote after a line of dashes or a sign-off ------------------------------------------
    ("ms-dashes-then-vote", post("reads", "-" * 40, B.format("VOTE: Ivo")), IVO),
    ("ms-equals-then-vote", post("=" * 30, B.format("VOTE: Ivo")), IVO),
    ("d-hr-then-vote", p("reads") + "<hr>" + p(ST.format("vote Ivo")), IVO),
    ("ms-vote-then-signoff", post(B.format("VOTE: Ivo"), "-" * 20, "~ Juno"), IVO),
    # --- a role claim beside the vote ---------------------------------------------------------
    ("ms-vote-im-cop", B.format("VOTE: Ivo (I'm cop)"), IVO),
    ("ms-vote-then-claim", B.format("VOTE: Ivo") + " - I'm the doctor, Ivo is lying", IVO),
    ("d-claim-then-vote", p("Claim: vanilla townie.", ST.format("vote Ivo")), IVO),
    ("ms-vote-guilty", B.format("VOTE: Ivo") + " I checked him: guilty", IVO),
    ("xf-vote-cop-result", XB.format("VOTE: Ivo") + " (cop result: scum)", IVO),
    # --- two votes, the second "final" -------------------------------------------------------
    (
        "ms-two-votes-final",
        post(B.format("VOTE: Lark"), "actually no", B.format("FINAL VOTE: Ivo")),
        [vote("Lark"), vote("Ivo")],
    ),
    ("ms-vote-final-after", B.format("VOTE: Ivo (final)"), IVO),
    ("d-final-vote-strong", p(ST.format("Final vote: Ivo")), IVO),
    ("ms-final-answer", B.format("VOTE: Ivo, final answer"), IVO),
    # --- the writer's vote beside words to another player ------------------------------------
    ("lark-comma-im-voting-then-vote", post("Lark, I'm voting Ivo. " + B.format("VOTE: Ivo")), IVO),
    ("lark-colon-then-vote-line", post("Lark: here's mine", B.format("VOTE: Ivo")), IVO),
    (
        "mention-then-own-vote-line",
        p(mention("Lark") + " you were right.", ST.format("VOTE: Ivo")),
        IVO,
    ),
    ("lark-comma-vote-colon", "Lark, " + B.format("VOTE: Ivo"), IVO),
    ("ok-comma-vote", "Ok, " + B.format("vote Ivo"), IVO),
    ("fine-comma-vote-bold", B.format("Fine, vote Ivo"), IVO),
    ("so-comma-vote", "So, " + B.format("vote Ivo"), IVO),
    ("writer-name-comma-vote", "Juno, " + B.format("vote Ivo") + " - talking to myself", IVO),
    ("go-team-vote-colon", B.format("Go town! VOTE: Ivo"), IVO),
    ("here-we-go-vote", "Here we go. " + B.format("VOTE: Ivo"), IVO),
    (
        "lark-please-read-then-vote",
        p(mention("Lark") + " please read my case.", ST.format("vote Ivo")),
        IVO,
    ),
    ("target-addressed-vote", "Ivo, " + B.format("vote Ivo"), IVO),
    ("d-target-mentioned-please-vote", p(mention("Ivo") + ", " + ST.format("vote Ivo")), IVO),
    ("going-to-vote", "I'm going to " + B.format("vote Ivo"), IVO),
    ("have-to-vote", "I have to " + B.format("vote Ivo"), IVO),
    ("thanks-name-comma-vote", "Thanks Lark, " + B.format("vote Ivo"), IVO),
    ("sorry-name-comma-vote", "Sorry Lark, " + B.format("vote Ivo"), IVO),
    ("agreed-name-comma-vote-colon", "Agreed Lark, " + B.format("VOTE: Ivo"), IVO),
    ("name-sentence-then-vote", "Lark, you're wrong. " + B.format("VOTE: Ivo"), IVO),
    ("mention-no-comma-vote-colon", p(mention("Lark") + " " + ST.format("VOTE: Ivo")), IVO),
    ("name-i-think-vote", "Lark, I think " + B.format("vote Ivo") + " is the play", IVO),
    ("short-prefix-comma-vote", "Em, " + B.format("vote Ivo"), IVO),
    ("xf-mention-name", XB.format("VOTE: " + xf_mention("Ivo")), IVO),
    ("d-vote-then-signature-dashes", p(ST.format("vote Ivo"), "--", "Juno | town since 2019"), IVO),
    # --- an unvote under the writer's own vote quoted back -----------------------------------
    (
        "ms-own-vote-quoted-unvote",
        quote("Juno", B.format("VOTE: Lark")) + B.format("UNVOTE"),
        [UNVOTE],
    ),
    (
        "d-own-vote-quoted-unvote-vote",
        d_quote("Juno", ST.format("vote Lark")) + p(ST.format("unvote"), ST.format("vote Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    (
        "xf-own-quote-then-unvote",
        xf_quote("Juno", XB.format("VOTE: Lark")) + XB.format("UNVOTE") + "<br>sorry Lark",
        [UNVOTE],
    ),
    # --- a word and its colon between the vote word and the name ---------------------------
    ("ms-vote-for-colon", B.format("Vote for: Ivo"), IVO),
    ("ms-vote-is-colon", B.format("Vote is: Ivo"), IVO),
    ("ms-my-vote-is-colon", B.format("My vote is: Ivo"), IVO),
    ("d-vote-switch-colon", p(ST.format("Vote switch: Ivo")), IVO),
    ("xf-vote-on-colon", XB.format("Vote on: Ivo"), IVO),
    ("ms-vote-swap-colon", B.format("Vote swap: Ivo"), IVO),
    # --- other shapes -------------------------------------------------------------------------
    ("ms-vote-in-caps-name", B.format("VOTE: IVO"), IVO),
    ("ms-vote-lower-name", B.format("vote: ivo"), IVO),
    ("ms-vote-arrow-bold", B.format("VOTE → Ivo"), IVO),
    ("ms-vote-equals", B.format("VOTE = Ivo"), IVO),
    ("ms-i-vote-bold", B.format("I vote Ivo"), IVO),
    ("ms-my-vote-goes", B.format("My vote goes to Ivo"), []),
    ("ms-vote-lark-plain-after", B.format("VOTE: Lark") + " because of the slip yesterday", LARK),
    ("ms-vote-name-with-period", B.format("VOTE: Mr. Pebble"), [vote("Mr. Pebble")]),
    ("ms-vote-underscore-name", B.format("VOTE: Sable_Fox"), [vote("Sable_Fox")]),
    ("ms-vote-space-underscore", B.format("VOTE: Sable Fox"), [vote("Sable_Fox")]),
    ("ms-vote-jdoe", B.format("VOTE: j.doe"), [vote("j.doe")]),
    ("ms-vote-quill", B.format("VOTE: Quill Tide"), [vote("Quill-Tide")]),
    ("ms-vote-wren", B.format("VOTE: wren"), [vote("Wren77")]),
    ("ms-vote-kes", B.format("VOTE: Kes"), [vote("Kestrel Moon")]),
    ("bb33-strong-vote", ST33.format("VOTE: Ivo"), IVO),
    ("bb33-strong-unvote-vote", ST33.format("UNVOTE: Lark VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
]

VOTES_HOST_PLAYS: list[tuple[str, str, list[Reading]]] = [
    # a host's account in a player's slot: its votes count as the player's; the others' for it too
    ("vote-for-host-player", B.format("VOTE: Warden"), [vote("Warden")]),
    ("host-player-unvote", B.format("UNVOTE"), [UNVOTE]),
    ("host-player-addressed", "Warden, " + B.format("vote Ivo"), []),
    ("host-player-vote-colon-addressed", "Warden, " + B.format("VOTE: Ivo"), IVO),
]

# review22a: players whose names start with a word a writer opens a sentence with, and a
# host who does not play pinged before the vote ("@Warden, **vote Ivo**")
WORDY = Roster(
    [Player("Wellington"), Player("Okayest"), Player("Yesterday"), Player("Anyways"),
     Player("Lolwut"), Player("Ivo"), Player("Lark"), Player("Juno")],
    hosts=["Warden"],
)  # fmt: skip
VOTES_WORDY: list[tuple[str, str, list[Reading]]] = [
    ("well-comma-vote", "Well, " + B.format("vote Ivo"), IVO),
    ("okay-comma-vote", "Okay, " + B.format("vote Ivo"), IVO),
    ("yes-comma-vote", "Lark is lying. Yes, " + B.format("vote Ivo"), IVO),
    ("anyway-comma-vote", "Anyway, " + XB.format("vote Ivo"), IVO),
    ("lol-comma-vote", p("Lol, " + ST.format("vote Ivo")), IVO),
    ("d-host-mention-comma-vote", p(mention("Warden") + ", " + ST.format("vote Ivo")), IVO),
    ("host-at-comma-vote", "@Warden, " + B.format("vote Ivo"), IVO),
    # a start of a name that is no such word still addresses the player
    ("well-prefix-name-comma-vote", "Wellin, " + B.format("vote Ivo"), []),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES_WORDY))
def test_a_word_opening_the_sentence_or_the_host_pinged(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=WORDY) == expected


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_counts_it(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(VOTES_HOST_PLAYS))
def test_a_host_in_a_player_slot(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=HOST_PLAYS) == expected


def test_the_host_account_that_plays_votes() -> None:
    assert read(B.format("VOTE: Ivo"), author="Warden", roster=HOST_PLAYS) == IVO
