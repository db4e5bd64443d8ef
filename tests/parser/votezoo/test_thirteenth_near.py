"""The vote zoo's thirteenth round (see zoo.py, test_thirteenth.py): posts with no vote a
host counts. A vote in a code block (shown, never cast: MafiaScum's codebox, phpBB 3.3's,
Discourse's fenced and inline code, XenForo's and vBulletin's code boxes); a vote the
writer struck in an edit; the name alone bold after plain words ("I vote **Ivo**", "my
vote is **Ivo**", "switching my vote to **Ivo**": round four's rule, a bold name is no vote
without its vote word); plain words; a post all quote. And a shape read either way, with
the reason. Each case is a post with invented names."""

from __future__ import annotations

import pytest

from .zoo import (
    CODEBOX_33,
    IVO,
    ST,
    ST33,
    VB_CODE,
    XB,
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

LARK = [vote("Lark")]
MS_CODE = (
    '<dl class="codebox"><dt>Code: <a href="#" onclick="selectCode(this);return false;">'
    "Select all</a></dt><dd><code>{}</code></dd></dl>"
)
BB33_CODE = CODEBOX_33  # phpBB 3.3's code box, as the seventh round wrote it
D_FENCE = '<pre><code class="lang-auto">{}</code></pre>'
XF_CODE = (
    '<div class="bbCodeBlock bbCodeBlock--screenLimited bbCodeBlock--code"><div '
    'class="bbCodeBlock-title">Code:</div><div class="bbCodeBlock-content" dir="ltr"><pre '
    'class="bbCodeCode" dir="ltr" data-xf-init="code-block" data-lang=""><code>{}</code></pre>'
    "</div></div>"
)
STRUCK_33 = '<span style="text-decoration:line-through">{}</span>'
XF_STRUCK = '<span style="text-decoration: line-through">{}</span>'
EDITED = (
    '<div class="notice">Last edited by Juno on Mon May 01, 2026 9:12 pm, edited 1 time in '
    "total.</div>"
)
COUNT = "Vote count 2.4<br>Ivo (2): Lark, Tansy<br>Lark (1): Ember"
TALK = "Lark has been hedging every read since the start of the day."

NONE: list[tuple[str, str]] = [
    # --- a vote in a code block: shown, never cast -----------------------------------------------
    ("ms-codebox-bbcode", MS_CODE.format("[b]VOTE: Ivo[/b]")),
    ("ms-codebox-tag", MS_CODE.format("[vote]Ivo[/vote]")),
    ("ms-codebox-plain", MS_CODE.format("VOTE: Ivo")),
    ("ms-how-to-vote-codebox", "To vote, copy this:" + MS_CODE.format("VOTE: Ivo")),
    ("bb33-codebox", BB33_CODE.format("VOTE: Ivo")),
    ("d-fenced-code", D_FENCE.format("vote Ivo")),
    ("d-fenced-markdown", D_FENCE.format("**vote Ivo**")),
    ("d-inline-code", p("<code>VOTE: Ivo</code>")),
    ("d-inline-code-in-sentence", p("Type <code>vote Ivo</code> to vote.")),
    ("xf-code-block", XF_CODE.format("Vote: Ivo")),
    ("xf-code-block-bbcode", XF_CODE.format("[b]Vote: Ivo[/b]")),
    ("vb-code-block", VB_CODE.format("Vote: Ivo")),
    ("vb-code-block-unvote", VB_CODE.format("UNVOTE")),
    # --- a vote the writer struck in an edit ------------------------------------------------------
    ("ms-struck-bold-edit-note", S.format(B.format("VOTE: Ivo")) + "<br>EDIT: not yet."),
    ("ms-bold-round-struck", B.format(S.format("VOTE: Ivo")) + "<br>EDIT: changed my mind"),
    ("ms-struck-tag", S.format(vote_tag("Ivo")) + EDITED),
    ("ms-struck-with-notice", S.format(B.format("VOTE: Ivo")) + EDITED),
    ("bb33-struck-strong", STRUCK_33.format(ST33.format("Vote: Ivo")) + EDITED),
    ("d-s-strong", p("<s>" + ST.format("vote Ivo") + "</s>", "edit: misclick")),
    ("d-del-strong", p("<del>" + ST.format("vote Ivo") + "</del>")),
    ("xf-struck-b", XF_STRUCK.format(XB.format("Vote: Ivo")) + "<br>Edit: nope"),
    ("vb-strike-b", "<strike>" + XB.format("Vote: Ivo") + "</strike>"),
    ("d-strong-round-s", p(ST.format("<s>vote Ivo</s>") + " (edit: no)")),
    # --- the name alone bold after plain words (a bold name is no vote without its vote word) ----
    ("ms-i-vote-bold-name", "I vote " + B.format("Ivo")),
    ("ms-i-vote-bold-name-stop", "I vote " + B.format("Ivo") + "."),
    ("ms-i-vote-for-bold-name", "I vote for " + B.format("Ivo")),
    ("d-i-vote-strong-name", p("I vote " + ST.format("Ivo"))),
    ("xf-i-vote-b-name", "I vote " + XB.format("Ivo")),
    ("vb-i-vote-b-name", "I vote " + XB.format("Ivo")),
    ("bb33-i-vote-strong-name", "I vote " + ST33.format("Ivo")),
    ("ms-after-talk-i-vote-bold-name", post(TALK, "I vote " + B.format("Ivo"))),
    ("ms-my-vote-is-bold-name", "My vote is " + B.format("Ivo")),
    ("ms-my-vote-is-on-bold-name", "My vote is on " + B.format("Ivo")),
    ("ms-my-vote-goes-to-bold-name", "My vote goes to " + B.format("Ivo")),
    ("d-my-vote-is-strong-name", p("my vote is " + ST.format("Ivo"))),
    ("xf-my-vote-is-b-name", "My vote is " + XB.format("Ivo")),
    ("vb-my-vote-is-b-name", "my vote is " + XB.format("Ivo") + " today"),
    ("ms-switching-to-bold-name", "Switching my vote to " + B.format("Ivo")),
    ("ms-im-switching-to-bold-name", "I'm switching my vote to " + B.format("Ivo") + "."),
    ("ms-changing-my-vote-to-bold-name", "Changing my vote to " + B.format("Ivo")),
    ("ms-moving-my-vote-to-bold-name", "Moving my vote to " + B.format("Ivo")),
    ("d-switching-to-strong-name", p("switching my vote to " + ST.format("Ivo"))),
    ("xf-switching-to-b-name", "Switching my vote to " + XB.format("Ivo")),
    ("vb-switching-to-b-name", "Switching my vote to " + XB.format("Ivo") + " now."),
    # --- "My vote is Ivo" in bold whole, no colon: a restatement (rounds eight and ten: "**My
    # vote goes to Ivo**" no command; "**My vote is: Ivo**" with its colon reads)
    ("ms-my-vote-is-bold-whole", B.format("My vote is Ivo")),
    ("ms-my-vote-is-on-bold-whole", B.format("My vote is on Ivo")),
    ("ms-my-vote-is-still-bold-whole", B.format("My vote is still Ivo.")),
    ("d-my-vote-is-strong-whole", p(ST.format("my vote is Ivo"))),
    ("xf-my-vote-is-b-whole", XB.format("My vote is Ivo")),
    # --- "Vote change:" alone in bold: no name after it, a sentence after it, a move ------------
    ("ms-vote-change-run-alone", B.format("Vote change:")),
    ("ms-vote-change-run-then-sentence", B.format("Vote change:") + " I am moving to Lark"),
    ("ms-vote-switch-run-then-move", B.format("Vote switch:") + " " + B.format("Lark to Ivo")),
    # --- plain words -------------------------------------------------------------------------------
    ("ms-plain-switching", "I'm switching my vote to Ivo."),
    ("ms-plain-my-vote-is", "My vote is Ivo for now."),
    ("d-plain-i-vote", p("I vote Ivo, he is the odd one out.")),
    ("ms-plain-unvote-later", "I'll unvote Ivo later if he claims."),
    ("ms-vote-is-bold-no-my", B.format("The vote is tied")),
    # --- all quote ----------------------------------------------------------------------------------
    ("ms-all-quote", quote("Lark", B.format("VOTE: Ivo"))),
    ("ms-host-count-quote-lol", quote("Warden", COUNT) + "lol at this wagon"),
    ("ms-host-count-with-bold-quoted", quote("Warden", "Ivo (1): " + B.format("Lark")) + "ok"),
    ("d-all-quote", d_quote("Lark", ST.format("vote Ivo"))),
    ("xf-quote-then-this", xf_quote("Lark", XB.format("Vote: Ivo")) + "This."),
]

# a vote outside the code block beside it counts
BESIDE: list[tuple[str, str, list[Reading]]] = [
    ("ms-codebox-then-vote", MS_CODE.format("[b]VOTE: Lark[/b]") + B.format("VOTE: Ivo"), IVO),
    ("d-fence-then-vote", D_FENCE.format("vote Lark") + p(ST.format("vote Ivo")), IVO),
    ("xf-code-then-vote", XF_CODE.format("Vote: Lark") + XB.format("Vote: Ivo"), IVO),
    ("vb-vote-then-code", XB.format("Vote: Lark") + VB_CODE.format("Vote: Ivo"), LARK),
    ("ms-struck-then-vote", S.format(B.format("VOTE: Lark")) + "<br>" + B.format("VOTE: Ivo"), IVO),
]

# read either way, tested as read now, with the reason
EITHER: list[tuple[str, str, list[Reading]]] = [
    # a zero-width space inside the vote word: on forums with a vote bot, how a vote is shown
    # without being cast; a host sees "VOTE: Ivo" in bold. Read as none (no keyword)
    ("ms-zw-in-keyword", B.format("VO\u200bTE: Ivo"), []),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NONE])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(("html", "expected"), params(BESIDE))
def test_a_vote_beside_a_code_block_or_a_strike(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(EITHER))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
