"""The vote zoo's fourth round (see zoo.py): shapes the first three rounds leave out,
the votes a host counts (the near misses and the shapes read either way are in
test_fourth_near.py). Struck text in every engine's tag and spoilers beside the writer's
own vote, Discourse's quotes, oneboxes, mentions, emoji images, headings, lists and
tables, phpBB 3.3's quotes and signatures, a vote in the counting colour only, profile
and mention links as the name, an @mention after the name, notes after the name ("(L-1)",
"- hammer", "instead of X", "unvote later"), an earlier vote named beside the new one,
FoS beside a vote, unvote-and-vote in one run, an unvote edited in after a vote, other
joiners between the vote word and the name, emoji sequences, the no-elimination words
with "today". Each case is a post with invented names and the commands a host reads."""

from __future__ import annotations

import pytest

from votecount.parser.grammar import KEYWORD, two_names
from votecount.parser.prose import another_vote, said_later
from votecount.parser.resolve import another_players_pick

from .zoo import (
    BIG,
    BLUE,
    CHAT,
    D_INLINE_SPOILER,
    D_SPOILER,
    EMOJI,
    HIDDEN,
    IVO,
    KESTREL,
    LARK,
    NL,
    ONEBOX,
    PHPBB_MENTION,
    RED,
    RED_33,
    RED_USER,
    REL_PROFILE,
    SIG_ID,
    SMILE,
    STRUCK_33,
    TITLED_SPOILER,
    UNKNOWN_MENTION,
    UNVOTE,
    UNVOTE_TAG,
    VB_SIG,
    B,
    Reading,
    bb33_quote,
    d_post_quote,
    d_quote,
    details,
    mention,
    p,
    params,
    post,
    quote,
    read,
    vote,
    vote_tag,
)

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- struck text of every engine, the vote beside it --------------------------------
    (
        "strike-old-then-bold",
        "<strike>" + B.format("Vote: Bramble") + "</strike> " + B.format("Vote: Ivo"),
        IVO,
    ),
    (
        "del-old-then-strong",
        p("<del><strong>vote Bramble</strong></del> <strong>vote Ivo</strong>"),
        IVO,
    ),
    ("s-old-then-slash", p("<s>/vote Bramble</s>") + p("/vote Ivo"), IVO),
    (
        "span-struck-then-red",
        STRUCK_33.format("VOTE: Bramble") + " " + RED_33.format("VOTE: Ivo"),
        IVO,
    ),
    ("struck-unvote-then-plain", post("<s>unvote</s>", "VOTE: Ivo"), IVO),
    (
        "struck-tag-then-unvote-tag",
        "<del>" + vote_tag("Bramble") + "</del> " + UNVOTE_TAG,
        [UNVOTE],
    ),
    # --- spoilers and hidden text, the writer's own vote beside them --------------------
    (
        "d-spoiler-then-strong",
        D_SPOILER.format("<strong>vote Bramble</strong>") + p("<strong>vote Ivo</strong>"),
        IVO,
    ),
    (
        "d-inline-spoiler-then-strong",
        p(D_INLINE_SPOILER.format("vote Bramble") + " <strong>vote Ivo</strong>"),
        IVO,
    ),
    (
        "details-then-strong",
        details("notes", p("<strong>vote Bramble</strong>")) + p("<strong>Vote: Ivo</strong>"),
        IVO,
    ),
    ("titled-spoiler-then-tag", TITLED_SPOILER.format(vote_tag("Bramble")) + vote_tag("Ivo"), IVO),
    (
        "hidden-then-bold",
        HIDDEN.format(B.format("Vote: Bramble")) + " " + B.format("Vote: Ivo"),
        IVO,
    ),
    # --- the counting colour only ---------------------------------------------------------
    ("red-whole-vote", RED.format("VOTE: Ivo"), IVO),
    ("red-33-whole-vote", RED_33.format("Vote: Ivo"), IVO),
    ("blue-whole-vote-line", post("reads below", BLUE.format("VOTE: Ivo")), IVO),
    ("red-unvote-red-vote", RED.format("Unvote, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("red-in-big", BIG.format(RED.format("VOTE: Kestrel Moon")), KESTREL),
    # --- Discourse ------------------------------------------------------------------------
    ("d-plain-mention-line", p("vote " + mention("Ivo")), IVO),
    ("d-mention-underscore", p("<strong>vote " + mention("Kestrel_Moon") + "</strong>"), KESTREL),
    ("d-unknown-mention", p("<strong>Vote: " + UNKNOWN_MENTION.format("Ivo") + "</strong>"), IVO),
    ("d-slash-mention", p("/vote " + mention("Ivo")), IVO),
    ("d-slash-lower-at", p("/vote @ivo"), IVO),
    (
        "d-unvote-br-vote-mention",
        p("<strong>unvote</strong><br><strong>vote " + mention("Ivo") + "</strong>"),
        [UNVOTE, vote("Ivo")],
    ),
    (
        "d-quote-then-own",
        d_post_quote("Lark", p("<strong>vote Bramble</strong>")) + p("<strong>vote Ivo</strong>"),
        IVO,
    ),
    ("d-quote-then-own-slash", d_quote("Lark", "/vote Bramble") + p("/vote Ivo"), IVO),
    (
        "d-onebox-then-own",
        ONEBOX.format("<strong>Vote: Bramble</strong>") + p("<strong>Vote: Ivo</strong>"),
        IVO,
    ),
    ("d-emoji-after-strong", p("<strong>vote Ivo</strong> " + EMOJI), IVO),
    ("d-emoji-inside-after-name", p("<strong>vote Ivo " + EMOJI + "</strong>"), IVO),
    ("d-emoji-before-name", p("<strong>vote " + EMOJI + " Ivo</strong>"), IVO),
    ("d-emoji-before-keyword", p(EMOJI + " <strong>VOTE: Ivo</strong>"), IVO),
    ("d-emoji-glued-name", p("<strong>Vote: Ivo" + EMOJI + EMOJI + "</strong>"), IVO),
    ("d-h1-plain", "<h1>vote Ivo</h1>" + p("reasons below"), IVO),
    ("d-h2-strong", "<h2><strong>VOTE: Ivo</strong></h2>", IVO),
    ("d-h3-mention", "<h3>VOTE: " + mention("Ivo") + "</h3>", IVO),
    ("d-h2-unvote", "<h2>Unvote</h2>" + p("rereading"), [UNVOTE]),
    ("d-list-keyword-strong", "<ul><li><strong>Vote:</strong> Ivo</li></ul>", IVO),
    ("d-ordered-list-strong", "<ol><li>reads</li><li><strong>vote Ivo</strong></li></ol>", IVO),
    ("d-nested-list", "<ul><li>reads<ul><li><strong>Vote: Ivo</strong></li></ul></li></ul>", IVO),
    ("d-mark-line", p("<mark>VOTE: Ivo</mark>"), IVO),
    ("d-em-strong-keyword", p("<em><strong>Vote:</strong> Ivo</em>"), IVO),
    (
        "d-table-cell-strong",
        '<div class="md-table"><table><tbody><tr><td><strong>Vote: Ivo</strong></td></tr></tbody></table></div>',
        IVO,
    ),
    ("d-slash-unvote-then-vote", p("/unvote") + p("/vote Ivo"), [UNVOTE, vote("Ivo")]),
    # --- phpBB 3.3 ------------------------------------------------------------------------
    (
        "bb33-quote-then-own",
        bb33_quote("Lark", '<strong class="text-strong">Vote: Bramble</strong>')
        + '<strong class="text-strong">Vote: Ivo</strong>',
        IVO,
    ),
    (
        "bb33-sig-after-own",
        "<strong>Vote: Ivo</strong>" + SIG_ID.format("<strong>Vote: Lark</strong> for admin"),
        IVO,
    ),
    (
        "vb4-postcontent-blockquote",
        '<blockquote class="postcontent restore">' + B.format("Vote: Ivo") + "</blockquote>",
        IVO,
    ),
    (
        "d-chat-transcript-then-own",
        CHAT.format("lark", "vote Bramble") + p("<strong>vote Ivo</strong>"),
        IVO,
    ),
    ("vb-sig-after-own", "<b>Vote: Ivo</b>" + VB_SIG.format("<b>VOTE: Lark</b> for mod"), IVO),
    # --- the name as a link ---------------------------------------------------------------
    ("rel-profile-in-tag-two-words", vote_tag(REL_PROFILE.format("Kestrel Moon")), KESTREL),
    ("rel-profile-plain-line", post("ok", "VOTE: " + REL_PROFILE.format("Ivo")), IVO),
    ("phpbb-mention-bold", B.format("Vote: " + PHPBB_MENTION.format("Ivo")), IVO),
    (
        "phpbb-mention-after-bold-keyword",
        B.format("VOTE:") + " " + PHPBB_MENTION.format("Ivo"),
        IVO,
    ),
    ("red-user-after-bold-keyword", B.format("Vote:") + " " + RED_USER.format("Ivo"), IVO),
    # --- notes after the name ---------------------------------------------------------------
    ("l-1-square-brackets", B.format("VOTE: Ivo [L-1]"), IVO),
    ("dash-hammer", B.format("VOTE: Ivo - hammer"), IVO),
    ("double-dash-hammer-time", B.format("Vote: Ivo -- HAMMER TIME"), IVO),
    ("tag-l-1-inside", vote_tag("Ivo (L-1)"), IVO),
    ("tag-dash-hammer", vote_tag("Ivo - hammer"), IVO),
    ("instead-of-bold", B.format("vote Ivo instead of Lark"), IVO),
    ("instead-of-tag", vote_tag("Ivo instead of Lark"), IVO),
    ("instead-of-plain-line", post("fine.", "vote Ivo instead of Lark"), IVO),
    ("comma-not-other", B.format("VOTE: Ivo, not Lark"), IVO),
    ("sorry-other-brackets", B.format("Vote: Ivo (sorry Lark)"), IVO),
    ("for-now-plain-short-line", post("vote Ivo for now"), IVO),
    ("host-ping-plain-line", post("VOTE: Ivo @Warden"), IVO),
    ("quickhammer-preamble", B.format("Quickhammer! Vote: Ivo"), IVO),
    ("hammer-emphasis-after", B.format("VOTE: Ivo") + " " + BIG.format("HAMMER"), IVO),
    # --- an @mention after the name pings: the name before it is the vote -----------------
    ("mention-after-name-plain", post("VOTE: Ivo cc @Lark"), IVO),
    ("mention-after-name-bold", B.format("VOTE: Ivo @Lark"), IVO),
    ("mention-question-after-name", B.format("Vote: Ivo, @Lark why?"), IVO),
    ("mention-in-tag-after-name", vote_tag("Ivo cc @Lark"), IVO),
    ("d-mention-after-name", p("<strong>vote Ivo " + mention("Lark") + "</strong>"), IVO),
    ("d-mention-after-words", p("<strong>vote my pick " + mention("Lark") + "</strong>"), LARK),
    # --- an earlier vote or someone's named beside the writer's own ---------------------------
    ("previous-in-brackets", B.format("VOTE: Ivo (previous vote: Bramble)"), IVO),
    ("old-vote-after-stop", B.format("VOTE: Ivo. Old vote: Bramble"), IVO),
    ("unvote-then-others-vote", B.format("Unvote, Lark&#39;s vote: Ivo"), [UNVOTE]),
    ("heres-my-vote", B.format("Here&#39;s my vote: Ivo"), IVO),
    ("todays-vote", B.format("Today&#39;s vote: Ivo"), IVO),
    # --- a later vote word that a word of when or a condition follows: a plan -------------
    ("slash-unvote-later", B.format("Vote: Ivo / unvote later"), IVO),
    ("comma-unvote-if", B.format("Vote: Ivo, unvote if he claims"), IVO),
    ("brackets-unvote-later", B.format("Vote: Ivo (unvote later)"), IVO),
    # the same plan on a line of its own after the vote (review16a): the vote stays
    ("line-unvote-later", B.format("VOTE: Ivo<br>unvote later"), IVO),
    ("plain-line-unvote-soon", post(B.format("VOTE: Ivo"), "unvote soon"), IVO),
    ("tag-unvote-tomorrow", vote_tag("Ivo - unvote tomorrow"), IVO),
    # --- a possessive naming the player's own wagon or slot --------------------------------
    ("possessive-slot", B.format("Vote: Lark&#39;s slot"), LARK),
    ("possessive-replacement", B.format("Vote: Kestrel&#39;s replacement"), KESTREL),
    # --- a line "X wrote:" typed by hand: the next line is X's; later lines the writer's --
    ("attribution-then-own-later", post("Lark wrote:", "he is scum", "VOTE: Ivo"), IVO),
    ("that-said-then-vote", post("That said:", "VOTE: Ivo"), IVO),
    (
        "like-i-said-then-bold",
        post("Well, like I said:", B.format("UNVOTE<br>VOTE: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    ("empty-cite-then-own", quote("Lark", "") + B.format("VOTE: Ivo"), IVO),
    # --- the vote word as a noun after the vote ("his vote on X"): the talk, no command --
    (
        "bold-paragraph-his-vote",
        B.format("VOTE: Ivo<br>He has been voting with scum<br>and his vote on Lark was bad"),
        IVO,
    ),
    ("his-vote-next-sentence", B.format("VOTE: Ivo. His vote on Lark was awful."), IVO),
    ("their-vote-in-brackets", B.format("VOTE: Ivo (their vote: Lark)"), IVO),
    ("the-vote-after-comma", B.format("VOTE: Ivo, the vote: Lark was awful"), IVO),
    ("unvote-then-my-vote", B.format("Unvote. My vote: Lark"), [UNVOTE, vote("Lark")]),
    # --- a plain vote on the line after a sentence that ended, or after "and then" -----
    ("plain-after-stop-line", post("He is scum.", "vote Ivo"), IVO),
    ("plain-after-and-then", post("unvote and then", "vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("bold-after-i-will-line", post("I will", B.format("vote Ivo")), IVO),
    # a line ending on a word a line often ends on, or an answer: the next line is the
    # writer's own (review16a: the words list first held "you", "all", "please", "not" …)
    ("plain-after-thank-you", post("Thank you", "VOTE: Ivo"), IVO),
    ("plain-after-morning-all", p("Morning all", "VOTE: Ivo"), IVO),
    ("plain-after-count-please", post("Vote count please", "VOTE: Ivo"), IVO),
    ("plain-after-think-not", post("Lark is scum? I think not", "vote Ivo"), IVO),
    ("plain-after-name-will", post("Sorry Will", "vote Ivo"), IVO),
    ("plain-after-yes-i-will", post("Yes I will", "VOTE: Ivo"), IVO),
    ("plain-after-quote-ending-should", quote("Lark", "not sure who we should") + "VOTE: Ivo", IVO),
    ("plain-after-quote-ending-to", quote("Lark", "who are you going to") + "vote Ivo", IVO),
    # an article before the vote word and its colon: the writer's own vote
    ("the-vote-colon-bold", B.format("The vote: Ivo"), IVO),
    ("another-vote-colon-bold", B.format("Another vote: Ivo"), IVO),
    ("casting-a-vote-colon-bold", B.format("Casting a vote: Ivo"), IVO),
    # --- FoS beside a vote ------------------------------------------------------------------
    ("fos-then-vote", B.format("FoS: Bramble, Vote: Ivo"), IVO),
    ("fos-line-then-vote-line", post(B.format("FoS: Bramble"), B.format("Vote: Ivo")), IVO),
    ("unvote-then-fos", B.format("Unvote, FoS: Bramble"), [UNVOTE]),
    # --- unvote and vote in one run, unvote variants ------------------------------------
    ("unvote-vote-one-run-caps", B.format("UNVOTE VOTE Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-vote-colon-no-stop", B.format("Unvote Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-vote-plain-short", post("unvote vote ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-named-vote-named-no-stop", B.format("Unvote Bramble Vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-colon-named-vote-colon", B.format("UNVOTE: Bramble VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("bold-unvote-plain-vote-line", post(B.format("Unvote"), "vote Ivo"), [UNVOTE, vote("Ivo")]),
    (
        "tag-unvote-tag-three",
        post(vote_tag("Bramble"), UNVOTE_TAG, vote_tag("Ivo")),
        [vote("Bramble"), UNVOTE, vote("Ivo")],
    ),
    ("un-hyphen-vote-caps-plain", post("UN-VOTE"), [UNVOTE]),
    ("unvote-caps-plain-line", post("ok", "UNVOTE"), [UNVOTE]),
    # --- edits: an unvote or a new vote edited in ------------------------------------------
    (
        "edit-bold-unvote",
        post(B.format("Vote: Bramble"), "EDIT: " + B.format("unvote")),
        [vote("Bramble"), UNVOTE],
    ),
    (
        "edit-plain-unvote",
        post(B.format("Vote: Bramble"), "EDIT: unvote"),
        [vote("Bramble"), UNVOTE],
    ),
    ("edit-no-space-number", post("thoughts", "EDIT2: vote Ivo"), IVO),
    ("eta-number-unvote", post("thoughts", "ETA2: unvote"), [UNVOTE]),
    (
        "edit-forgot-then-bold",
        post("thoughts", "EDIT: Forgot to vote. " + B.format("VOTE: Ivo")),
        IVO,
    ),
    ("forgot-vote-colon-then-bold", "Forgot my vote: " + B.format("VOTE: Ivo"), IVO),
    (
        "edit-meant-bold",
        post(B.format("VOTE: Bramble"), "Edit: meant " + B.format("VOTE: Ivo")),
        [vote("Bramble"), vote("Ivo")],
    ),
    # --- quotes with a reply, the host's sample quoted ----------------------------------
    (
        "host-sample-quoted-then-own",
        quote("Warden", "To vote, post " + B.format("VOTE: name")) + vote_tag("Ivo"),
        IVO,
    ),
    (
        "quote-vote-reply-then-own",
        quote("Lark", B.format("VOTE: Bramble"))
        + "Agreed, but Ivo first. "
        + B.format("VOTE: Ivo"),
        IVO,
    ),
    (
        "d-quote-reply-own-plain",
        d_quote("Lark", "<strong>vote Bramble</strong>") + p("nah", "vote Ivo"),
        IVO,
    ),
    # --- joiners between the vote word and the name -------------------------------------
    ("joiner-guillemet", B.format("Vote \u00bb Ivo"), IVO),
    ("joiner-emoji-arrow", B.format("VOTE \u27a1\ufe0f Ivo"), IVO),
    ("joiner-double-arrow", B.format("Vote \u21d2 Ivo"), IVO),
    ("joiner-tilde", B.format("Vote ~ Ivo"), IVO),
    ("joiner-greater-than", B.format("Vote &gt; Ivo"), IVO),
    ("joiner-double-dash", B.format("Vote -- Ivo"), IVO),
    ("joiner-colon-dash", B.format("Vote: - Ivo"), IVO),
    ("joiner-semicolon", B.format("Vote; Ivo"), IVO),
    ("joiner-two-spaces", B.format("Vote:  Ivo"), IVO),
    ("joiner-caps-nbsp", B.format("VOTE:&nbsp;IVO"), IVO),
    ("odd-case-keyword", B.format("VoTe: iVo"), IVO),
    # --- emoji and smileys ------------------------------------------------------------------
    ("emoji-variation-selector", B.format("Vote: Ivo \u2764\ufe0f"), IVO),
    ("emoji-both-sides", B.format("Vote: \U0001f52aIvo\U0001f52a"), IVO),
    ("emoji-zwj-after", B.format("Vote: Ivo \U0001f468\u200d\u2696\ufe0f"), IVO),
    ("smiley-inside-tag-before", vote_tag(SMILE + " Ivo"), IVO),
    ("smiley-before-bold", SMILE + " " + B.format("VOTE: Ivo"), IVO),
    # --- headings, sizes, cells --------------------------------------------------------------
    ("tag-in-h3", "<h3>" + vote_tag("Ivo") + "</h3>", IVO),
    ("h4-bold-unvote", "<h4><b>Unvote</b></h4>", [UNVOTE]),
    ("span-size-200-33", '<span style="font-size:200%;line-height:116%">VOTE: Ivo</span>', IVO),
    ("table-cell-bold", "<table><tr><td><b>Vote: Ivo</b></td></tr></table>", IVO),
    ("plain-caps-short-line", post("VOTE IVO"), IVO),
    ("plain-bang-short-line", post("Vote Ivo!"), IVO),
    # --- no elimination ---------------------------------------------------------------------
    ("no-elimination-caps-alone", B.format("NO ELIMINATION"), [vote(NL)]),
    ("no-elimination-tag", vote_tag("No Elimination"), [vote(NL)]),
    ("no-lynch-today", B.format("Vote: No Lynch today"), [vote(NL)]),
    ("sleep-plain-line", post("ok", "vote sleep"), [vote(NL)]),
    ("nl-for-now", B.format("Vote: NL for now"), [vote(NL)]),
    ("no-elimination-tag-today-please", vote_tag("no elimination today please"), [vote(NL)]),
    ("no-lynch-h3", "<h3>Vote: No Lynch</h3>", [vote(NL)]),
    ("unvote-then-no-lynch-bold", B.format("Unvote. Vote: No Lynch"), [UNVOTE, vote(NL)]),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES))
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


def test_another_vote_word() -> None:
    """The word before a vote word that makes it no vote of the writer's now."""
    assert all(another_vote(w) for w in ("Old", "previous", "NK", "Night", "Ivo's", "Lark\u2019s"))
    assert all(another_vote(w) for w in ("his", "Their", "the", "your"))
    assert not any(another_vote(w) for w in ("Here's", "Today's", "my", "final", "It's", "s"))


def test_said_later() -> None:
    """A later keyword a word of when or a condition follows is a plan."""
    text = "Vote: Ivo / unvote later, unvote if, unvote Lark"
    ends = [m.end() for m in KEYWORD.finditer(text)][1:]
    assert [said_later(text, e) for e in ends] == [True, True, False]


def test_another_players_pick() -> None:
    assert all(map(another_players_pick, ["same as Ivo", "with Ivo", "Ivo's target", "Ivo’s pick"]))
    assert not any(map(another_players_pick, ["Ivo's wagon", "Ivo's slot", "Ivo", "scum Ivo"]))


def test_two_names_glued() -> None:
    assert two_names("Vote: Ivo-Lark", "Ivo-Lark") == ("Ivo", "Lark", "Ivo-Lark")
    assert two_names("Vote: Ivo&Lark", "Ivo&Lark") == ("Ivo", "Lark", "Ivo&Lark")
    assert two_names("Vote: Ivo - he lied to us", "Ivo - he lied to us") is None
