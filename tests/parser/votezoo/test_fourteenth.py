"""The vote zoo's fourteenth round (see zoo.py; the leftovers of round thirteen are in
test_fourteenth_leftovers.py, the posts that hold no vote in test_fourteenth_near.py): the
shapes of a vote no round wrote yet, in MafiaScum's phpBB (inline divs, vote tags),
Discourse, XenForo and vBulletin markup. A Discourse mention after "Vote:" inside or
outside the bold; slash commands in a line of their own; the name's punctuation inside
the bold ("**Vote: Ivo.**", "**Vote: j.doe.**", "**Vote: Mr. Pebble!**"); an unvote and
a vote in one bold run; "(L-1)", "[L-2]", "(hammer!)" inside the bold; no-elimination
words; a vote struck inside the bold before the new one; FoS beside a vote; a real vote
over a signature that holds another. Each case is a post with invented names and the
commands a host reads."""

from __future__ import annotations

import pytest

from .zoo import (
    IVO,
    KESTREL,
    NL,
    SIG_ID,
    SIGNATURE,
    ST,
    UNVOTE,
    VB_SIG,
    XB,
    XF_SIG,
    B,
    Reading,
    S,
    mention,
    p,
    params,
    post,
    read,
    vote,
    vote_tag,
    xf_mention,
)

LARK = [vote("Lark")]

MENTIONS: list[tuple[str, str, list[Reading]]] = [
    ("d-vote-colon-mention-in-strong", p(ST.format("Vote: " + mention("Ivo"))), IVO),
    ("d-vote-mention-in-strong", p(ST.format("vote " + mention("Lark"))), LARK),
    ("d-caps-vote-mention", p(ST.format("VOTE: " + mention("Ivo")) + " because of the wagon"), IVO),
    ("d-mention-then-dot", p(ST.format("Vote: " + mention("Ivo") + ".")), IVO),
    (
        "d-unvote-vote-mention",
        p(ST.format("Unvote, vote " + mention("Lark"))),
        [UNVOTE, vote("Lark")],
    ),
    ("d-mention-two-words", p(ST.format("Vote: " + mention("Kestrel_Moon"))), KESTREL),
    ("xf-vote-colon-mention", XB.format("Vote: " + xf_mention("Ivo")), IVO),
    (
        "d-mention-after-earlier-talk",
        p("Lark, good point.", ST.format("Vote: " + mention("Ivo"))),
        IVO,
    ),
]

SLASH: list[tuple[str, str, list[Reading]]] = [
    ("d-slash-caps", p("/VOTE Ivo"), IVO),
    ("d-slash-unvote-br-vote", p("/unvote<br>/vote Lark"), [UNVOTE, vote("Lark")]),
    ("d-slash-vote-then-talk", p("/vote Ivo", "He dodged the question twice."), IVO),
    ("d-talk-then-slash", p("Enough of this.", "/vote Lark"), LARK),
    ("d-slash-no-lynch", p("/vote no lynch"), [vote(NL)]),
    ("d-slash-two-word-name", p("/vote Kestrel Moon"), KESTREL),
]

PUNCTUATION: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-dot", B.format("Vote: Ivo."), IVO),
    ("ms-vote-bang", B.format("VOTE: Ivo!"), IVO),
    ("ms-vote-bangs", B.format("VOTE: Ivo!!!"), IVO),
    ("ms-vote-ellipsis", B.format("Vote: Ivo..."), IVO),
    ("ms-vote-semicolon", B.format("vote Ivo;") + " more later", IVO),
    ("ms-two-word-dot", B.format("Vote: Kestrel Moon."), KESTREL),
    ("ms-dotted-name-dot", B.format("Vote: j.doe."), [vote("j.doe")]),
    ("ms-mr-name-bang", B.format("Vote: Mr. Pebble!"), [vote("Mr. Pebble")]),
    ("ms-digits-name-dot", B.format("VOTE: Wren77."), [vote("Wren77")]),
    ("ms-underscore-name-dot", B.format("vote Sable_Fox."), [vote("Sable_Fox")]),
    ("ms-hyphen-name-bang", B.format("VOTE: Quill-Tide!"), [vote("Quill-Tide")]),
    ("d-strong-vote-dot", p(ST.format("vote Lark.")), LARK),
    ("xf-bold-vote-bang", XB.format("Vote: Lark!"), LARK),
    ("vb-bold-vote-dot", XB.format("VOTE: Ivo.") + "<br>Read him again.", IVO),
    ("ms-tag-name-dot", vote_tag("Ivo."), IVO),
    ("ms-vote-colon-dash", B.format("VOTE - Ivo."), IVO),
]

ONE_RUN: list[tuple[str, str, list[Reading]]] = [
    ("ms-unvote-comma-vote", B.format("unvote, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-semicolon-vote", B.format("Unvote; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-slash-vote", B.format("unvote / vote Lark"), [UNVOTE, vote("Lark")]),
    ("ms-unvote-dot-vote", B.format("UNVOTE. VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-and-vote", B.format("unvote and vote Lark"), [UNVOTE, vote("Lark")]),
    ("ms-unvote-dash-vote", B.format("Unvote - Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-br-vote", B.format("Unvote<br>Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("d-unvote-comma-vote", p(ST.format("unvote, vote Ivo")), [UNVOTE, vote("Ivo")]),
    ("xf-unvote-comma-vote", XB.format("Unvote, vote Lark"), [UNVOTE, vote("Lark")]),
    ("vb-unvote-comma-vote", XB.format("UNVOTE, VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-name-vote", B.format("Unvote Lark, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("ms-unvote-vote-dot", B.format("unvote, vote Ivo."), [UNVOTE, vote("Ivo")]),
]

WAGON_NOTES: list[tuple[str, str, list[Reading]]] = [
    ("ms-l-two", B.format("VOTE: Ivo (L-2)"), IVO),
    ("ms-l-one-brackets", B.format("vote Ivo [L-1]"), IVO),
    ("ms-dash-l-one", B.format("Vote: Ivo - L-1"), IVO),
    ("ms-comma-l-one", B.format("Vote: Ivo, L-1"), IVO),
    ("ms-l-one-now", B.format("Vote: Ivo (L-1 now)"), IVO),
    ("ms-two-word-l-one", B.format("Vote: Kestrel Moon (L-1)"), KESTREL),
    ("ms-hammer-bang", B.format("VOTE: Ivo (hammer!)"), IVO),
    ("ms-this-is-the-hammer", B.format("VOTE: Lark (this is the hammer)"), LARK),
    ("ms-count-paren", B.format("Vote: Ivo (4/7)"), IVO),
    ("d-strong-l-one", p(ST.format("vote Ivo (L-1)")), IVO),
    ("xf-bold-hammer-paren", XB.format("Vote: Lark (hammer)"), LARK),
    ("vb-bold-l-zero", XB.format("VOTE: Ivo (L-0)"), IVO),
    ("ms-tag-l-one", vote_tag("Ivo (L-1)"), IVO),
]

NO_ELIMINATION: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-no-lynch", B.format("vote no lynch"), [vote(NL)]),
    ("ms-vote-no-hyphen-lynch", B.format("VOTE: No-Lynch"), [vote(NL)]),
    ("ms-vote-no-lynch-dot", B.format("Vote: no lynch."), [vote(NL)]),
    ("ms-vote-sleep-bang", B.format("vote sleep!"), [vote(NL)]),
    ("d-vote-no-elimination", p(ST.format("vote no elimination")), [vote(NL)]),
    ("xf-vote-no-lynch", XB.format("Vote: No Lynch"), [vote(NL)]),
    ("vb-vote-sleep", XB.format("VOTE: Sleep"), [vote(NL)]),
    ("ms-unvote-vote-no-lynch", B.format("unvote, vote no lynch"), [UNVOTE, vote(NL)]),
]

STRUCK: list[tuple[str, str, list[Reading]]] = [
    ("ms-struck-in-bold", B.format(S.format("vote Ivo") + " vote Lark"), LARK),
    ("ms-struck-tagless-in-bold", B.format(S.format("VOTE: Ivo") + " VOTE: Lark"), LARK),
    ("d-s-in-strong", p(ST.format("<s>vote Ivo</s> vote Lark")), LARK),
    ("d-del-in-strong", p(ST.format("<del>vote Ivo</del> vote Lark")), LARK),
    ("xf-s-in-bold", XB.format("<s>Vote: Ivo</s> Vote: Lark"), LARK),
    ("vb-strike-in-bold", XB.format("<strike>VOTE: Ivo</strike> VOTE: Lark"), LARK),
]

FOS: list[tuple[str, str, list[Reading]]] = [
    ("ms-fos-then-vote-in-run", B.format("FoS Ivo, vote Lark"), LARK),
    ("ms-vote-then-fos-line", post(B.format("VOTE: Lark"), B.format("FoS: Ivo")), LARK),
    ("d-fos-line-then-vote", p(ST.format("FoS: Ivo"), ST.format("vote Lark")), LARK),
    ("xf-vote-fos-after", XB.format("Vote: Lark") + " (FoS: Ivo)", LARK),
]

RETRACTED: list[tuple[str, str, list[Reading]]] = [
    # a retraction in brackets ends only the vote's own text; outside the bold it is talk
    ("ms-claim-retracted-reason", B.format("VOTE: Ivo (claim retracted)"), IVO),
    (
        "ms-retracted-then-new-vote",
        post(B.format("VOTE: Ivo (retracted)"), B.format("VOTE: Lark")),
        LARK,
    ),
    ("ms-retracted-outside-bold", B.format("VOTE: Ivo") + " (retracted)", IVO),
    ("ms-other-retracted", B.format("VOTE: Lark (Ivo retracted)"), LARK),
]

SIGNATURES: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-over-sig-unvote", B.format("VOTE: Ivo") + SIGNATURE.format(B.format("UNVOTE")), IVO),
    ("ms-tag-over-sig-tag", vote_tag("Ivo") + SIGNATURE.format(vote_tag("Lark")), IVO),
    ("bb33-vote-over-sig", ST.format("Vote: Ivo") + SIG_ID.format(ST.format("vote sleep")), IVO),
    ("xf-vote-over-sig-unvote", XB.format("Vote: Ivo") + XF_SIG.format(XB.format("Unvote")), IVO),
    (
        "vb-unvote-over-sig-vote",
        XB.format("Unvote") + VB_SIG.format(XB.format("VOTE: Lark")),
        [UNVOTE],
    ),
    (
        "xf-vote-over-sig-no-lynch",
        XB.format("Vote: Lark") + XF_SIG.format(XB.format("Vote: No Lynch")),
        LARK,
    ),
]


CASES = (
    MENTIONS
    + SLASH
    + PUNCTUATION
    + ONE_RUN
    + WAGON_NOTES
    + NO_ELIMINATION
    + STRUCK
    + FOS
    + RETRACTED
    + SIGNATURES
)


@pytest.mark.parametrize(("html", "expected"), params(CASES))
def test_the_fourteenth_rounds_votes(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
