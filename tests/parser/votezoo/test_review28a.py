"""The sixteenth vote round reviewed for misfires (review28a): near neighbours of the
round's rules (test_sixteenth*.py) that a player writes and the round was not tested on.
"**I'm voting Ivo**" followed by an aside ("if that matters", "if anyone cares", "once
again"), a past ("when he dodged"), another clause after a time word ("tomorrow I'll
reread"), a time phrase going on with a noun ("on day one's evidence", "at night I'll
think"); a word of ``THINKS`` used as a noun ("his claims", "no more guesses") or in a
comparison ("as Lark hopes", "whatever Ember believes") before the bold; a supposed case
before a capitalised "Vote X" ("Imagine being scum. Vote Ivo"). Each case is an invented
post and the commands a host reads; the misfires (read so by the round, not before it)
are marked, the guards around them keep the round's readings."""

from __future__ import annotations

import pytest

from .zoo import IVO, ST, XB, B, Reading, p, params, post, read, vote

LARK = [vote("Lark")]


def im(rest: str) -> str:
    return B.format("I'm voting " + rest)


def after(tail: str, name: str = "Ivo") -> str:
    return post(im(name) + tail)


# --- words after the bold that stay the vote -----------------------------------------------
AFTER_VOTE: list[tuple[str, str, list[Reading]]] = [
    # misfires: "if" opening an aside on the saying, not a condition of the vote
    ("if-that-matters", after(" if that matters."), IVO),
    ("if-anyone-cares", after(" if anyone cares."), IVO),
    ("if-you-were-wondering", after(" if you were wondering."), IVO),
    ("if-nothing-else", after(" if nothing else."), IVO),
    ("if-only-to", after(" if only to get a reaction."), IVO),
    ("comma-if-honest", after(", if I'm honest."), IVO),
    ("if-you-ask-me", after(" if you ask me."), IVO),
    ("if-must-know", after(", if you must know."), IVO),
    ("if-thats-ok", after(" if that's ok with everyone."), IVO),
    ("if-alright", after(" if that's alright."), IVO),
    ("paren-if-cares", after(" (if anyone cares)"), IVO),
    ("d-if-it-matters", p(ST.format("I'm voting Ivo") + " if it matters"), IVO),
    # misfires: "once" as "again", a past after "when"/"once"
    ("once-again", after(" once again."), IVO),
    ("once-more", after(" once more."), IVO),
    ("xf-once-again", XB.format("I'm voting Ivo") + " once again", IVO),
    ("when-claimed", after(" when he claimed cop yesterday he lied."), IVO),
    ("when-dodged", after(" when he dodged my question."), IVO),
    ("once-admitted", after(" once he admitted lying."), IVO),
    # misfires: another clause after the time word, a comparison
    ("comma-tomorrow-ill", after(", tomorrow I'll look at Lark."), IVO),
    ("tomorrow-we", after(" tomorrow we can talk about Lark."), IVO),
    ("tonight-we", after(", tonight we sleep."), IVO),
    ("later-than", after(" later than I wanted."), IVO),
    # misfires: the time phrase goes on with a noun (the vote's ground, not its time)
    ("on-day-ones", after(" on day one's evidence."), IVO),
    ("on-day-1-reads", after(" on day 1 reads."), IVO),
    ("on-d1-reads", after(" on D1 reads alone."), IVO),
    ("on-night-kill", after(" on the night kill alone."), IVO),
    ("at-night-ill", after(" at night I'll think."), IVO),
    ("at-deadline-speed", after(" at deadline speed."), IVO),
    ("on-day-ones-slips", after(" on day one's slips alone.", "Lark"), LARK),
    # guards: read so before the round and by it
    ("today", after(" today."), IVO),
    ("for-now", after(" for now."), IVO),
    ("at-last", after(" at last."), IVO),
    ("by-the-way", after(" by the way."), IVO),
    ("in-the-meantime", after(" in the meantime."), IVO),
    ("since-claimed", after(" since he claimed cop."), IVO),
    ("before-he", after(" before he votes me."), IVO),
    ("in-this-day-phase", after(" in this day phase."), IVO),
    ("smiley-tomorrow", after(" :) tomorrow is another day."), IVO),
    ("dash-tomorrow", after(" - tomorrow I will explain."), IVO),
    ("vote-if-matters", post(B.format("vote Ivo") + " if that matters."), IVO),
]

# --- guards: the round's plans after the bold stay no vote -----------------------------------
PLANS: list[tuple[str, str, list[Reading]]] = [
    ("if-it-helps", after(" if it helps Lark."), []),
    ("if-anyone-claims", after(" if anyone claims cop."), []),
    ("if-you-claim", after(" if you claim."), []),
    ("once-claims", after(" once he claims."), []),
    ("once-i-reread", after(" once I reread."), []),
    ("when-posts", after(" when he posts."), []),
    ("when-im-back", after(" when I'm back"), []),
    ("tomorrow", after(" tomorrow."), []),
    ("tomorrow-if", after(" tomorrow if he dodges."), []),
    ("tomorrow-morning", after(" tomorrow morning."), []),
    ("later-tonight", after(" later tonight."), []),
    ("eventually", after(" eventually."), []),
    ("at-deadline-if", after(" at deadline if he hasn't claimed."), []),
    ("before-deadline", after(" before deadline."), []),
    ("before-the-deadline-too", after(" before the deadline too"), []),
    ("by-eod-at-the-latest", after(" by EoD at the latest."), []),
    ("on-day-2", after(" on day 2."), []),
    ("on-day-two", after(" on day two."), []),
    ("on-d2-probably", after(" on D2 probably."), []),
    ("in-lylo", after(" in lylo."), []),
    ("paren-at-deadline", after(" (at deadline)"), []),
    ("when-all-said", after(" when all is said and done."), []),
    # a comma after the time ends its phrase, after a time word it opens no new clause
    ("at-deadline-comma", after(" at deadline, Lark otherwise."), []),
    ("on-d2-comma", after(" on D2, promise."), []),
    ("on-day-2-comma-if", after(" on day 2, if alive."), []),
    ("by-eod-comma-latest", after(" by EoD, latest."), []),
    ("tomorrow-comma-ill", after(" tomorrow, I'll explain."), []),
    ("comma-at-deadline", after(", at deadline."), []),
]

# --- another's mind before the bold, or a noun of the same word ------------------------------
MINDS: list[tuple[str, str, list[Reading]]] = [
    # misfires: a word of THINKS as a noun after a determiner or an adjective
    ("fake-claims", post("Enough with the fake claims " + im("Ivo")), IVO),
    ("no-more-guesses", post("Ok no more guesses " + im("Ivo")), IVO),
    ("mass-claims", post("I hate mass claims " + im("Ivo")), IVO),
    ("his-claims", post("Based on his claims " + im("Ivo")), IVO),
    ("my-fears", post("Despite my fears " + im("Ivo")), IVO),
    ("my-town-hopes", post("With my town hopes " + im("Ivo")), IVO),
    ("which-figures", post("Ivo flip-flops which figures " + im("Ivo")), IVO),
    ("xf-my-guesses", "Forget my guesses " + XB.format("I'm voting Ivo"), IVO),
    ("it-figures", post("It figures " + im("Ivo")), IVO),
    ("which-figures-cap", post("Which figures " + im("Ivo")), IVO),
    # misfires: a comparison or a concession, not another's words
    ("as-lark-hopes", post("As Lark hopes " + im("Ivo")), IVO),
    ("what-lark-thinks", post("Who cares what Lark thinks " + im("Ivo")), IVO),
    ("whatever-ember", post("Whatever Ember believes " + im("Ivo")), IVO),
    # guards: another's mind, as the round reads it
    ("everyone-thinks", post("Everyone thinks " + im("Ivo")), []),
    ("nobody-believes", post("Nobody believes " + im("Ivo")), []),
    ("whoever-thinks", post("Whoever thinks " + im("Ivo")), []),
    ("lark-believes-that", post("Lark believes that " + im("Ivo")), []),
    ("lark-thinks-quoted", post('Lark thinks "' + im("Ivo") + '"'), []),
    ("lark-claims-quoted", post('Lark claims "' + im("Ivo") + '"'), []),
    ("scum-thinks", post("Scum thinks " + im("Ivo")), []),
    ("scum-thinks-that", post("Scum thinks that " + im("Ivo")), []),
    ("he-suspects", post("He suspects " + im("Ivo")), []),
    ("lark-probably-thinks", post("Lark probably thinks " + im("Ivo")), []),
    ("ember-sure-thinks", post("Ember sure thinks " + im("Ivo")), []),
    ("town-thinks", post("Town thinks " + im("Ivo")), []),
    ("lark-who-thinks", post("Lark, who thinks " + im("Ivo")), []),
    ("thinks-but", post("Ivo thinks he's town but " + im("Ivo")), IVO),
    ("ember-figures", post("Ember figures " + im("Ivo") + " lol"), []),
    ("d-lark-hopes", p("Lark hopes " + ST.format("I'm voting Ivo")), []),
    ("i-think", post("I think " + im("Ivo")), IVO),
    ("i-guess", post("I guess " + im("Ivo")), IVO),
    ("all-bets-off", post("Sorry Lark all bets are off " + im("Ivo")), IVO),
]

# --- a capitalised vote word after a short sentence in the bold ------------------------------
CAPITAL: list[tuple[str, str, list[Reading]]] = [
    # misfires: the sentence before supposes a case
    ("suppose", B.format("Suppose Lark flips town. Vote Ivo"), []),
    ("imagine", B.format("Imagine being scum. Vote Ivo"), []),
    ("say", B.format("Say Lark flips scum. Vote Ivo"), []),
    ("assuming", B.format("Assuming Lark is town. Vote Ivo"), []),
    ("pretend", B.format("Pretend I'm scum. Vote Ivo"), []),
    # guards: the round's statements, and what no vote names
    ("she-lied", B.format("She lied. Vote Ivo"), IVO),
    ("cop-claim-caps", B.format("Cop claim. VOTE Ivo"), IVO),
    ("he-guilty", B.format("He is guilty. VOTE Lark"), LARK),
    ("changed-mind-unvote", B.format("Changed my mind. Unvote"), [("unvote", None)]),
    ("imagine-that-colon", B.format("Imagine that. Vote: Ivo"), IVO),
    ("d-game-on", p(ST.format("Game on. Vote Ivo")), IVO),
    ("cop-claim-anyway", B.format("Cop claim. Vote anyway."), []),
    ("think-wisely", B.format("Think about it. Vote wisely."), []),
    ("good-game-town", B.format("Good game. Vote Town"), []),
    ("mass-claim-vanilla", B.format("Mass claim. Vote Vanilla"), []),
    ("day-two-count", B.format("Day two. Vote Count"), []),
    ("if-i-were-scum", B.format("If I were scum. Vote Ivo"), []),
    ("they-should", B.format("They should. Vote Ivo"), []),
    ("ivo-or-lark", B.format("Ivo or Lark. Vote Ivo"), []),
    ("vote-him-out", B.format("Ivo is scum. Vote him out"), []),
]

# --- one capitalised word after "I'm voting" that names no player ----------------------------
NAMED_ALONE: list[tuple[str, str, list[Reading]]] = [
    ("otherwise", im("Otherwise"), []),
    ("shortly", im("Shortly"), []),
    ("today", im("Today"), []),
    ("else", im("Else."), []),
    ("once", im("Once"), []),
    ("for", im("For"), []),
    ("deadline", im("Deadline"), []),
    ("eod", im("EoD"), []),
    ("with", im("With"), []),
    ("d2", im("D2"), []),
]


@pytest.mark.parametrize(
    ("html", "expected"), params(AFTER_VOTE + PLANS + MINDS + CAPITAL + NAMED_ALONE)
)
def test_reviewed(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
