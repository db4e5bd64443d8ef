"""The vote zoo's fifth round (see zoo.py, test_fifth.py), the posts with no vote: votes
quoted by a reply (two quotes, nested quotes, Discourse's typed "> " quote, an uncited
phpBB quote, an inline ``<q>``), "I vote we lynch X", conditional votes ("if X claims,
vote Y"), "my vote stays on X", "unvoted"/"unvoting" in prose, a plain "VOTE: X?", a
retraction in the vote's own text ("VOTE: X jk", "(not really)", "lol no", "/s"), a
reported vote ("Mod said VOTE: X"), reads lists and tables, a player's own count, a
Discourse poll, "vote count please" in its spellings, a vote for a number or for the
host (no player: UNRESOLVED_NAME); and the shapes a host may read either way, tested as
the tool reads them now with the reason."""

from __future__ import annotations

import pytest

from votecount.parser import ParseOptions, parse_post

from ..helpers import make_post
from .zoo import (
    AUTHOR,
    BQP,
    IVO,
    LARK,
    POLL,
    ROSTER,
    UNCITED,
    B,
    I,
    Reading,
    d_quote,
    mention,
    p,
    params,
    post,
    quote,
    read,
    vote,
    vote_tag,
)

NEVER: list[tuple[str, str]] = [
    # --- quotes of two others' votes, the writer's vote among them ---------------------------
    (
        "two-quotes-no-own",
        quote("Lark", B.format("VOTE: Ivo"))
        + quote("Ember", B.format("VOTE: Bramble"))
        + "Both of these are bad votes.",
    ),
    (
        "d-two-quotes-no-own",
        d_quote("Lark", "<strong>vote Ivo</strong>")
        + d_quote("Ember", "<strong>vote Bramble</strong>")
        + p("lol"),
    ),
    # --- nested quotes with the writer's vote between ----------------------------------------
    (
        "nested-quote-only",
        quote("Lark", quote("Ember", B.format("VOTE: Ivo")) + "agreed " + B.format("VOTE: Ivo")),
    ),
    # --- I vote we lynch ---------------------------------------------------------------------
    ("plain-i-vote-we-lynch", post("I vote we lynch Ivo today.")),
    ("plain-i-vote-we-lynch-short", post("I vote we lynch Ivo")),
    ("d-plain-i-vote-we", p("I vote we lynch Ivo")),
    (
        "plain-i-vote-that-we",
        post("I vote that we go after Ivo, he has been lurking all day and I do not like it."),
    ),
    # --- conditional -------------------------------------------------------------------------
    ("plain-if-claims-vote", post("if Ivo claims, vote Juno")),
    ("plain-if-claims-vote-colon", post("If Ivo claims cop, VOTE: Juno")),
    ("bold-if-claims-vote", B.format("If Ivo claims, vote Juno")),
    ("plain-vote-unless", post("vote Juno unless Ivo claims")),
    ("plain-should-ivo-flip", post("Should Ivo flip town, vote Lark.")),
    ("plain-when-flips-vote", post("When Ivo flips scum, vote Lark")),
    # --- my vote stays -----------------------------------------------------------------------
    ("plain-vote-stays", post("my vote stays on Ivo")),
    ("plain-keeping-vote", post("Keeping my vote on Ivo.")),
    ("plain-vote-remains", post("My vote remains on Ivo for now")),
    ("plain-still-voting", post("still voting Ivo")),
    # --- past tense unvoting in prose --------------------------------------------------------
    ("plain-unvoted-prose", post("I unvoted Ivo earlier because he claimed.")),
    ("plain-unvoting-prose", post("Unvoting Ivo was a mistake on my part.")),
    ("plain-unvoted-short", post("unvoted.")),
    ("bold-unvoted-prose", B.format("I unvoted Ivo")),
    ("bold-unvoting-line", B.format("Unvoting")),
    ("plain-youve-unvoted", post("You unvoted right before the deadline, why?")),
    # --- PS ----------------------------------------------------------------------------------
    ("ps-prose-vote", post("PS: I vote we lynch Ivo")),
    # --- question marks ----------------------------------------------------------------------
    ("plain-vote-question", post("VOTE: Ivo?")),
    ("plain-vote-question-mark-line", post("vote Ivo?")),
    ("plain-should-i-vote", post("Should I vote Ivo?")),
    ("bold-should-we-vote", B.format("Should we vote Ivo?")),
    # --- Discourse's typed "> " quote: a blockquote with no aside ------------------------------------------------------------
    ("d-bq-vote-only", BQP.format("<strong>vote Ivo</strong>") + p("this is terrible")),
    ("d-bq-plain-vote", BQP.format("vote Ivo") + p("no")),
    ("d-bq-slash", BQP.format("/vote Ivo") + p("why?")),
    (
        "d-bq-nested-in-aside",
        d_quote("Lark", "quoting: ") + BQP.format("<strong>vote Ivo</strong>"),
    ),
    # --- reads lists -------------------------------------------------------------------------
    (
        "reads-list-plain",
        post("My reads:", "Ivo - scum, would vote", "Lark - town", "Ember - null"),
    ),
    ("reads-list-ul", "<ul><li>Ivo: vote-worthy</li><li>Lark: town</li></ul>"),
    (
        "reads-list-bold-names",
        post("Scum reads:", B.format("Ivo"), B.format("Lark"), "Town reads: Ember"),
    ),
    ("vote-options-list", post("Vote options: Ivo, Lark, Ember")),
    ("reads-votes-would", post("Would vote: Ivo, Lark", "Would not vote: Ember")),
    ("d-li-strong-vote-reads", "<ul><li><strong>Ivo</strong> - would vote</li></ul>"),
    # --- vote count please -------------------------------------------------------------------
    ("vote-count-please", post("Vote count please")),
    ("bold-vote-count-please", B.format("Vote count please")),
    ("vote-count-dash", post("Vote-count please?")),
    ("votecount-one-word", post("Votecount please @Warden")),
    ("vote-count-comma", post("vote count, please")),
    ("d-vote-count-mention", p(mention("Warden") + " vote count please")),
    ("can-we-get-vote-count", post("Can we get a vote count?")),
    ("bold-request-vote-count", B.format("Request: vote count")),
    ("vote-tally-please", post("vote tally please")),
    ("vote-counts-please", post("Vote counts please")),
    # --- a retraction, a question mark, "I vote we" in the vote's own text ------------------------------------------------------------------
    ("bold-i-vote-we-lynch", B.format("I vote we lynch Ivo")),
    ("bold-my-vote-stays", B.format("My vote stays on Ivo")),
    ("bold-vote-jk-inside", B.format("VOTE: Ivo jk")),
    ("bold-vote-not-really-inside", B.format("VOTE: Ivo (not really)")),
    ("plain-vote-jk", post("vote Ivo jk")),
    ("plain-vote-colon-jk", post("VOTE: Ivo jk")),
    ("plain-vote-lol-no", post("VOTE: Ivo lol no")),
    ("bold-vote-lol-jk", B.format("vote Ivo lol jk")),
    ("plain-vote-hah-not", post("VOTE: Ivo (not really)")),
    # --- reported votes, plans, participles ------------------------------------------------------------------
    ("plain-head-says-vote", post("Ivo says: vote Lark")),
    ("ps-prose-unvoting", post("P.S. unvoting was a bad idea")),
    ("plain-revote-prose", post("I will revote Ivo later")),
    ("plain-vote-again-prose", post("I would vote Ivo again if I could")),
    ("bold-voting-again", B.format("Voting again: Ivo")),
    ("plain-revoting", post("Revoting Ivo.")),
    # --- more vote count ---------------------------------------------------------------------
    ("vote-count-when", post("When is the next vote count?")),
    ("bold-vote-count-line", B.format("VOTE COUNT")),
    ("d-strong-vote-count-req", p("<strong>Vote count</strong> please, mod")),
    # --- list-item votes (own) ---------------------------------------------------------------
    ("plain-dash-list-reads-votes", post("- Ivo: vote", "- Lark: no vote")),
    # --- no vote / no lynch ------------------------------------------------------------------
    ("bold-no-vote", B.format("No vote")),
    # --- Discourse blockquote with citation line ---------------------------------------------
    ("d-bq-strong-unvote", BQP.format("<strong>unvote</strong>") + p("you can't just unvote")),
    # --- ask the host ------------------------------------------------------------------------
    ("plain-host-please-count", post("@Warden can you count my vote for Ivo?")),
    ("plain-does-my-vote-count", post("Does my vote on Ivo count?")),
    ("plain-did-my-vote", post("Did my vote go through?")),
    ("plain-mod-is-vote-valid", post("Mod, is VOTE: Ivo valid if I edit it?")),
    # --- the name glued to smileys / line break in tag ---------------------------------------
    ("zwsp-inside-keyword", B.format("VO\u200bTE: Ivo")),
    # --- a player's own count, a reads table, a poll -----------------------------------------
    ("own-count-plain", post("Vote count:", "Ivo (2) - Lark, Ember", "Lark (1) - Ivo")),
    ("own-count-bold-head", B.format("Vote count:") + "<br>Ivo (2) - Lark, Ember"),
    ("votes-heading-bold", B.format("Votes:") + " Ivo"),
    (
        "reads-table",
        "<table><tr><th>Player</th><th>Vote</th></tr><tr><td>Ivo</td><td>Lark</td></tr></table>",
    ),
    ("reads-table-vote-col-own", "<table><tr><td>Vote</td><td>Ivo</td></tr></table>"),
    ("d-poll", POLL),
    ("plain-im-voting", post("I'm voting Ivo")),
    ("fos-not-vote", B.format("FoS: Ivo")),
    ("quote-own-earlier-then-restate", quote("Juno", B.format("VOTE: Ivo")) + "Still think this."),
    ("bold-vote-sarcasm", B.format("VOTE: Ivo /s")),
    ("bold-vote-jk-caps", B.format("VOTE: Ivo JK")),
    ("bold-vote-name-jk-glued", B.format("VOTE: Ivo-jk")),
    ("bold-vote-jkjk-is-name", B.format("VOTE: jk")),
    ("d-strong-vote-jk", p("<strong>vote Ivo jk</strong>")),
    ("tag-jk-inside", vote_tag("Ivo jk")),
    ("ps-vote-question", post("ok", "PS: VOTE: Ivo?")),
    ("revote-plain-request", post("Revote me.")),
    ("d-revote-slash", p("/revote Ivo")),
    ("prevote-word", B.format("prevote: Ivo")),
    ("uncited-quote-only", UNCITED.format(B.format("VOTE: Ivo")) + "yes"),
    # --- quotes of other shapes, quote marks, reported words ---------------------------------
    ("q-inline-quote", "He said <q>VOTE: Ivo</q> and then left."),
    ("italic-roleplay-votes", I.format("votes Ivo")),
    ("pre-vote", "<pre>VOTE: Ivo</pre>"),
    (
        "link-text-vote",
        '<a href="https://forum.example.net/viewtopic.php?p=5#p5">vote Ivo</a> was the post I meant',
    ),
    ("plain-typed-quote-marks", post('Lark said "VOTE: Ivo" yesterday')),
    ("plain-said-vote", post("Lark said vote Ivo")),
    ("bold-host-told", B.format("Mod said VOTE: Ivo")),
    ("bold-mod-wrote", B.format("Mod wrote: VOTE: Ivo")),
    ("bold-someone-says", B.format("Juno says VOTE: Ivo")),
    ("bold-vote-jk-paren", B.format("VOTE: Ivo (jk)")),
    # review17a: a bold run in quote marks after a word of saying is the other's words
    ("said-bold-straight-quoted", "Lark said " + B.format('"VOTE: Ivo"') + " yesterday"),
    ("wrote-bold-curly-quoted", "Lark wrote: " + B.format("\u201cVOTE: Ivo\u201d")),
    # --- a plain vote at the writer (the others asked) or with a word of when after it ---
    ("plain-vote-me", post("Vote me.")),
    ("plain-vote-me-over", post("vote me over Lark")),
    ("d-plain-vote-me", p("vote me")),
    ("plain-unvote-me-please", post("Unvote me please")),
    ("plain-vote-later", post("vote Ivo later")),
    ("plain-vote-tomorrow", post("Vote Ivo tomorrow")),
    ("plain-vote-eventually", post("vote Ivo eventually")),
    # --- short plain lines -------------------------------------------------------------------
    ("plain-vote-and-both", post("Vote Ivo and Lark both look scummy to me")),
    ("plain-unvote-question", post("Unvote?")),
    ("plain-vote-wisely", post("vote wisely")),
    ("plain-vote-me-request", post("Vote me if you want a mislynch.")),
    ("plain-vote-for-whoever", post("Vote for whoever you want")),
    ("plain-vote-them-all", post("vote them all out")),
    # --- phpBB 3.3 and Discourse markup round the vote ---------------------------------------
    (
        "d-group-mention-vote",
        p('<a class="mention-group" href="/groups/players">@players</a> vote Ivo'),
    ),
    (
        "d-md-table-vote",
        '<div class="md-table"><table><thead><tr><th>Vote</th></tr></thead><tbody><tr><td>Ivo</td></tr></tbody></table></div>',
    ),
    (
        "d-aside-no-username",
        '<aside class="quote"><blockquote><p><strong>vote Ivo</strong></p></blockquote></aside>'
        + p("hm"),
    ),
]

# a vote for a number, a slot or the host: no player, reported as UNRESOLVED_NAME
NOBODY: list[tuple[str, str]] = [
    ("bold-vote-number", B.format("VOTE: 7")),
    ("tag-vote-number", vote_tag("7")),
    ("bold-vote-hash-number", B.format("VOTE: #7")),
    ("bold-vote-player-number", B.format("VOTE: player 7")),
    ("bold-vote-slot-number", B.format("VOTE: slot 3")),
    ("bold-vote-host", B.format("VOTE: the host")),
    ("bold-vote-mod", B.format("VOTE: mod")),
    ("bold-vote-warden", B.format("VOTE: Warden")),
    ("tag-vote-host", vote_tag("Host")),
    ("bold-vote-the-mod-lol", B.format("VOTE: the mod lol")),
]

# shapes a host may read either way: what the tool does now, and why

AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # a hydra head's label before a plain vote: plain text counts at a line's start only
    # (after an edit's or a PS label); in bold, a label before the run is the writer's
    ("hydra-head-plain-line", post("Juno head: VOTE: Lark"), []),
    # a reads list whose lines start with the vote word: short plain lines "vote X: …"
    # are votes (the heading above them does not tell a list from commands)
    (
        "reads-list-vote-word-lines",
        post("Reads:", "vote Ivo: maybe", "vote Lark: no"),
        [vote("Ivo"), vote("Lark")],
    ),
    # one "> " line that Discourse did not draw as a quote: the writer's greentext
    ("d-bq-greater-one-line", p("&gt; vote Lark") + p("nah"), LARK),
    # a Discourse hashtag "#vote" before a name: the hash command reads in any markup
    # a bold vote with a word of when after the name: the bold run is the command (a
    # plain one is a plan, NEVER)
    ("bold-vote-later", B.format("VOTE: Ivo later"), IVO),
    ("d-hashtag-vote", p('<a class="hashtag" href="/c/vote/5">#<span>vote</span></a> Ivo'), IVO),
]


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NOBODY])
def test_a_vote_for_nobody(html: str) -> None:
    parsed = parse_post(make_post(html, AUTHOR), ROSTER, ParseOptions.from_switches({}))
    assert parsed.commands == ()
    assert [m.reason for m in parsed.near_misses] == ["UNRESOLVED_NAME"]


@pytest.mark.parametrize(("html", "expected"), params(AS_NOW))
def test_a_host_may_read_either_way(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


def test_a_joke_vote_is_reported() -> None:
    """ "VOTE: X jk" is no vote, and the audit shows it with the name as written."""
    html = B.format("VOTE: Ivo jk")
    parsed = parse_post(make_post(html, AUTHOR), ROSTER, ParseOptions.from_switches({}))
    assert parsed.commands == ()
    [miss] = parsed.near_misses
    assert miss.reason == "JOKE_VOTE" and miss.target is not None and miss.target.text == "Ivo jk"
