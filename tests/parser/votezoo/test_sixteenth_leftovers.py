"""The vote zoo's sixteenth round (see zoo.py; the new axes are in test_sixteenth.py and
test_sixteenth_near.py): round fifteen's leftovers. "**I'm voting Ivo**" with a time or a
condition right after the bold (the sentence is the writer's plan, as with the time inside
the bold; "**vote Ivo** tomorrow." stays the vote: the bold keyword is the command); another
player's mind reported before the bold ("Lark thinks **I'm voting Ivo**"); a player whose
login is one of the phrase words ("Day", "One") declared as the vote. Each case is a post
with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Player, Roster

from .zoo import (
    IVO,
    LARK,
    NL,
    ST,
    UNVOTE,
    XB,
    B,
    Reading,
    p,
    params,
    post,
    read,
    vote,
    vote_tag,
    xf_quote,
)

# --- a time or a condition after "**I'm voting X**" ------------------------------------
# the declared vote is a sentence: what follows the bold up to its stop belongs to it
LATER_AFTER: list[tuple[str, str, list[Reading]]] = [
    ("ms-voting-tomorrow", post(B.format("I'm voting Ivo") + " tomorrow."), []),
    ("ms-voting-later", post(B.format("I'm voting Ivo") + " later."), []),
    ("ms-voting-tonight", post(B.format("I am voting Lark") + " tonight"), []),
    ("ms-voting-tomorrow-if", post(B.format("I'm voting Ivo") + " tomorrow if he dodges."), []),
    ("ms-voting-if", post(B.format("I'm voting Ivo") + " if he doesn't claim."), []),
    ("ms-voting-once", post(B.format("I'm voting Lark") + " once she posts."), []),
    ("ms-voting-when", post(B.format("I'm voting Ivo") + " when I'm back"), []),
    ("ms-voting-at-deadline", post(B.format("I'm voting Ivo") + " at deadline."), []),
    ("ms-voting-by-the-eod", post(B.format("I'm voting Lark") + " by the EoD"), []),
    ("ms-voting-on-d2", post(B.format("I'm voting Ivo") + " on D2."), []),
    ("ms-voting-before-deadline", post(B.format("I'm voting Ivo") + " before the deadline"), []),
    ("ms-voting-comma-tomorrow", post(B.format("I'm voting Ivo") + ", tomorrow."), []),
    ("ms-voting-eventually", post(B.format("I'm still voting Ivo") + " eventually"), []),
    ("ms-voting-next-day", post(B.format("I'm voting Ivo") + " next day."), []),
    ("d-voting-tomorrow", p(ST.format("I'm voting Ivo") + " tomorrow."), []),
    ("d-voting-later-talk", p("Not now.", ST.format("I am voting Lark") + " later tonight."), []),
    ("xf-voting-tomorrow", XB.format("I'm voting Ivo") + " tomorrow.", []),
    ("vb-voting-at-eod", post("ok", XB.format("I'm voting Lark") + " at EoD"), []),
    # the vote stands: now, today, a reason, "until", "for now", a new sentence
    ("ms-voting-today", post(B.format("I'm voting Ivo") + " today."), IVO),
    ("ms-voting-now", post(B.format("I'm voting Ivo") + " now."), IVO),
    ("ms-voting-because", post(B.format("I'm voting Ivo") + " because he dodged."), IVO),
    ("ms-voting-until", post(B.format("I'm voting Ivo") + " until he claims."), IVO),
    ("ms-voting-unless", post(B.format("I'm voting Lark") + " unless she claims."), LARK),
    ("ms-voting-for-now-after", post(B.format("I'm voting Ivo") + " for now."), IVO),
    ("ms-voting-stop-tomorrow", post(B.format("I'm voting Ivo") + ". Tomorrow we see."), IVO),
    ("ms-voting-line-tomorrow", post(B.format("I'm voting Ivo"), "Tomorrow I'll reread."), IVO),
    ("ms-voting-on-this-one", post(B.format("I'm voting Ivo") + " on this one."), IVO),
    ("ms-voting-in-the-end", post(B.format("I'm voting Lark") + " in the end."), LARK),
    ("d-voting-since", p(ST.format("I'm voting Lark") + " since she dodged"), LARK),
    ("xf-voting-stop", XB.format("I'm voting Ivo.") + " Tomorrow is another day.", IVO),
    ("ms-voting-next-phase", post(B.format("I'm voting Ivo") + " next phase."), []),
    ("ms-voting-on-principle", post(B.format("I'm voting Ivo") + " on principle."), IVO),
    ("ms-voting-at-last", post(B.format("I'm voting Ivo") + " at last."), IVO),
    ("ms-voting-by-the-way", post(B.format("I'm voting Lark") + " by the way."), LARK),
    ("ms-voting-next-to", post(B.format("I'm voting Ivo") + ", next to Lark."), IVO),
    # the bold keyword is the command, whatever follows it (decided: as on main)
    ("ms-vote-tomorrow", post(B.format("vote Ivo") + " tomorrow."), IVO),
    ("ms-vote-colon-later", post(B.format("VOTE: Lark") + " later."), LARK),
    ("ms-tag-tomorrow", post(vote_tag("Ivo") + " tomorrow."), IVO),
    ("d-vote-at-deadline", p(ST.format("vote Ivo") + " at deadline"), IVO),
]

# --- another's mind reported before the bold ---------------------------------------------
REPORTED: list[tuple[str, str, list[Reading]]] = [
    ("ms-lark-thinks", post("Lark thinks " + B.format("I'm voting Ivo")), []),
    ("ms-juno-believes", post("Bramble believes " + B.format("I'm voting Lark")), []),
    ("ms-ivo-suspects", post("Ivo suspects " + B.format("I'm voting Ivo") + ". Wrong."), []),
    ("ms-lark-claims", post("Lark claims " + B.format("I am voting Ivo")), []),
    ("ms-ember-figures", post("Ember figures " + B.format("I'm voting Lark") + " lol"), []),
    ("ms-everyone-assumes", post("Everyone assumes " + B.format("I'm voting Ivo")), []),
    ("d-lark-thinks", p("Lark thinks " + ST.format("I'm voting Ivo")), []),
    ("d-tansy-expects", p("Tansy expects " + ST.format("I'm voting Lark") + " now"), []),
    ("xf-ivo-hopes", "Ivo hopes " + XB.format("I'm voting Lark"), []),
    (
        "xf-quote-then-thinks",
        xf_quote("Lark", "who?") + "Lark reckons " + XB.format("I'm voting Ivo"),
        [],
    ),
    # the writer's own mind, or the other's words ended before the bold
    ("ms-i-think", post("I think " + B.format("I'm voting Ivo")), IVO),
    ("ms-lark-thinks-comma", post("Lark thinks I'm scum, " + B.format("I'm voting Lark")), LARK),
    ("ms-lark-thinks-stop", post("Lark thinks so. " + B.format("I'm voting Ivo")), IVO),
    ("ms-lark-thinks-line", post("Lark thinks I'm scum.", B.format("I'm voting Lark")), LARK),
    ("ms-lark-thinks-vote", post("Lark thinks I'm scum. " + B.format("vote Lark")), LARK),
    ("d-so-voting", p("So " + ST.format("I'm voting Ivo")), IVO),
    ("ms-claims-cop-and", post("Lark claims cop and " + B.format("I'm voting Ivo")), IVO),
    ("ms-claims-doc-so", post("Ivo claims doc so " + B.format("I'm voting Ivo")), IVO),
    ("ms-thinks-comma", post("Lark thinks, " + B.format("I'm voting Ivo")), IVO),
    ("ms-thinks-that", post("Lark thinks that " + B.format("I'm voting Ivo")), []),
    ("ms-really-thinks", post("Lark really thinks " + B.format("I'm voting Ivo")), []),
]

# --- a login that is one of the phrase words, declared as the vote -------------------------
PHRASE_ROSTER = Roster(
    [Player("Day"), Player("One"), Player("Night"), Player("Else"), Player("Ivo"),
     Player("Lark"), Player("Juno")],
    hosts=["Warden"],
)  # fmt: skip
PHRASE_LOGINS: list[tuple[str, str, list[Reading]]] = [
    ("ms-voting-day", B.format("I'm voting Day"), [vote("Day")]),
    ("ms-voting-one-stop", B.format("I'm voting One."), [vote("One")]),
    ("ms-voting-for-night", B.format("I am voting for Night"), [vote("Night")]),
    ("ms-still-voting-else", B.format("I'm still voting Else!"), [vote("Else")]),
    ("d-voting-day", p(ST.format("I'm voting Day")), [vote("Day")]),
    ("xf-now-voting-one", XB.format("I am now voting One"), [vote("One")]),
    (
        "ms-unvote-then-voting-day",
        post(B.format("unvote"), B.format("I'm voting Day")),
        [UNVOTE, vote("Day")],
    ),
    ("ms-vote-day", B.format("vote Day"), [vote("Day")]),
    # still phrases: more words, a time word, lower case, a day number
    ("ms-voting-ivo-day-2", B.format("I'm voting Ivo day 2"), []),
    ("ms-voting-tomorrow-title", B.format("I'm voting Tomorrow"), []),
    ("ms-voting-no-one", B.format("I'm voting no one"), []),
    ("ms-voting-at-night", B.format("I'm voting at Night"), []),
    ("ms-voting-for-one-lower", B.format("I'm voting for one"), []),
    ("ms-vote-no-lynch", B.format("I'm voting no lynch"), [vote(NL)]),
]


@pytest.mark.parametrize(("html", "expected"), params(LATER_AFTER))
def test_a_time_after_the_declared_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(REPORTED))
def test_another_mind_reported_before_the_declared_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(PHRASE_LOGINS))
def test_a_login_that_is_a_phrase_word(html: str, expected: list[Reading]) -> None:
    assert read(html, roster=PHRASE_ROSTER) == expected
