"""The vote zoo's fifteenth round (see test_fifteenth.py): posts that hold no vote a host
counts, near the round's shapes. The whole hypothetical in the bold ("**if I were scum
I'd vote Ivo**"); another's vote or the count stated in the bold ("**your vote is on
Ivo**", "**the vote is on Ivo**"); "**I'm voting Ivo**" with a time, a condition or a
question; an edit note that reports an old vote; "Switching to Lark" with no vote word;
a reads list whose bold is a read, not a vote. Each case is a post with invented names
and no command."""

from __future__ import annotations

import pytest

from .zoo import ST, XB, B, mention, p, post, quote, read

NONE: list[tuple[str, str]] = [
    # --- the hypothetical in the bold ----------------------------------------------------
    ("ms-bold-if-i-were-scum", B.format("if I were scum I'd vote Ivo")),
    ("d-bold-if-i-were-you", p(ST.format("If I were you I would vote Lark"))),
    ("xf-bold-were-i-scum", XB.format("Were I scum, I'd vote Ivo")),
    ("ms-bold-id-be-voting", B.format("I'd be voting Ivo if I were town")),
    # --- another's vote, the count, stated in the bold -------------------------------------
    ("ms-your-vote-is-on", B.format("your vote is on Ivo")),
    ("ms-the-vote-is-on", B.format("the vote is on Ivo")),
    ("d-lark-vote-is-on", p(ST.format("Lark's vote is on Ivo"))),
    ("ms-his-vote-is-still-on", B.format("his vote is still on Lark")),
    ("ms-plain-my-vote-is-on", post("my vote is on Ivo for now")),
    # "**my vote is (now/still) on Ivo**": a restatement, as round thirteen's "**My vote is
    # on Ivo**" (no colon: "**My vote is: Ivo**" reads)
    ("d-my-vote-is-on", p(ST.format("my vote is on Ivo"))),
    ("ms-my-vote-is-now-on", B.format("My vote is now on Lark")),
    ("ms-my-vote-is-still-on", B.format("My vote is still on Kestrel Moon")),
    ("d-plain-im-voting", p("I'm voting Lark, he dodged twice.")),
    # --- "I'm voting" with a time, a condition, a question, another's ---------------------
    ("ms-im-voting-tomorrow", B.format("I'm voting Ivo tomorrow")),
    ("ms-im-voting-if", B.format("I'm voting Ivo if he doesn't claim")),
    ("ms-im-voting-later", B.format("I'm voting Lark later")),
    ("ms-im-voting-question", B.format("I'm voting Ivo?")),
    ("ms-im-not-voting", B.format("I'm not voting Ivo")),
    ("ms-im-voting-no-name", B.format("I'm voting")),
    ("ms-lark-is-voting", B.format("Lark is voting Ivo")),
    ("ms-were-voting", B.format("We're voting Ivo")),
    ("ms-im-voting-sentence", B.format("I'm voting for whoever claims last")),
    ("ms-im-voting-because", B.format("I'm voting Ivo because Lark told me to")),
    ("ms-i-was-voting", B.format("I was voting Ivo")),
    # the name as another's choice, a pronoun, two names: near misses, as after "vote"
    ("ms-im-voting-with-lark", B.format("I'm voting with Lark")),
    ("ms-im-voting-like-lark", B.format("I'm voting like Lark")),
    ("ms-im-voting-him", B.format("I'm voting him")),
    ("ms-im-voting-two-names", B.format("I'm voting for Ivo and Lark")),
    ("ms-im-voting-today", B.format("I'm voting Ivo today")),
    ("ms-im-voting-over", B.format("I'm voting Ivo over Lark")),
    ("ms-im-voting-long-tail", B.format("I'm voting Ivo until Lark claims")),
    ("ms-plain-im-voting-bold-name", "I'm voting " + B.format("Ivo")),
    ("ms-my-vote-is-on-hold", B.format("my vote is on hold")),
    ("ms-im-voting-in-quote", quote("Lark", B.format("I'm voting Ivo")) + "Nope."),
    ("d-im-voting-in-quote-marks-said", p("Lark said " + ST.format('"I\'m voting Ivo"'))),
    # --- a switch with no vote word, an edit note of an old vote ---------------------------
    ("ms-switching-to", B.format("switching to Lark")),
    ("d-switching-to", p(ST.format("Switching to Ivo"))),
    ("ms-edit-old-vote", post("Reads later.", "EDIT: Lark's vote was on Ivo too")),
    ("ms-edit-was-voting", post("Reads later.", "EDIT: I was voting Lark yesterday")),
    ("ms-edit-plain-vote-sentence", post("Reads later.", "EDIT: vote Ivo if he dodges again")),
    # --- reads lists whose bold is a read --------------------------------------------------
    (
        "ms-reads-bold-scum",
        post("Reads:", "Ivo - " + B.format("scum"), "Lark - " + B.format("town")),
    ),
    (
        "ms-reads-vote-word-later",
        post("Reads:", "Ivo - scum, would " + B.format("vote") + " later"),
    ),
    ("d-reads-list", "<ul><li>Ivo: " + ST.format("scum") + "</li><li>Lark: town</li></ul>"),
    # --- a count quoted, a vote tag quoted in words ----------------------------------------
    ("ms-count-is-wrong-alone", post("This count is wrong: Ivo has 3, not 2.")),
    ("d-mention-plain-vote-sentence", p("I think we should vote " + mention("Ivo") + " soon")),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NONE])
def test_no_vote_a_host_counts(html: str) -> None:
    assert read(html) == []
