"""The vote zoo (see zoo.py), its markup and punctuation: bold in every engine's
form, vote tags, slash and hash commands, colour, size, underline and italic round the
vote, a vote split over bold runs or lines, punctuation, emoticons and reasons after the
name. Each case is a post with invented names and the commands a host reads in it."""

from __future__ import annotations

import pytest

from .zoo import (
    BIG,
    BLUE,
    BRAMBLE,
    PROFILE,
    RED,
    SMILE,
    UNVOTE,
    UNVOTE_TAG,
    B,
    I,
    Reading,
    U,
    mention,
    p,
    post,
    read,
    vote,
    vote_tag,
)

CASES: list[tuple[str, str, list[Reading]]] = [
    # --- bold, every engine -------------------------------------------------------
    ("ms-bold", B.format("Vote: Bramble"), BRAMBLE),
    ("b-tag", "<b>Vote: Bramble</b>", BRAMBLE),
    ("strong", p("<strong>vote bramble</strong>"), BRAMBLE),
    ("span-weight", '<span style="font-weight: bold">VOTE: Bramble</span>', BRAMBLE),
    ("bold-upper", B.format("VOTE BRAMBLE"), BRAMBLE),
    ("bold-no-colon", B.format("Vote Bramble"), BRAMBLE),
    ("bold-no-space", B.format("VOTE:Bramble"), BRAMBLE),
    ("bold-space-colon", B.format("Vote : Bramble"), BRAMBLE),
    ("bold-dash", B.format("Vote - Bramble"), BRAMBLE),
    ("bold-arrow", B.format("Vote -&gt; Bramble"), BRAMBLE),
    ("bold-full-width-colon", B.format("Vote\uff1a Bramble"), BRAMBLE),
    ("bold-nbsp", B.format("Vote:&nbsp;Bramble"), BRAMBLE),
    ("bold-for", B.format("Vote for Bramble"), BRAMBLE),
    ("bold-in-li", "<ul><li><b>vote: Bramble</b></li></ul>", BRAMBLE),
    ("discourse-bbcode-b", p('<span class="bbcode-b">vote Bramble</span>'), BRAMBLE),
    ("phpbb33-strong", '<strong class="text-strong">Vote: Bramble</strong>', BRAMBLE),
    ("vbulletin-font-red", '<font color="Red"><b>Vote: Bramble</b></font>', BRAMBLE),
    ("xenforo-wrapper", '<div class="bbWrapper"><b>Vote: Bramble</b></div>', BRAMBLE),
    ("tl-strong-lines", post("thoughts below", "<strong>Vote: Bramble</strong>", "more"), BRAMBLE),
    # --- split runs and lines -----------------------------------------------------
    ("split-bold-runs", B.format("Vote:") + " " + B.format("Bramble"), BRAMBLE),
    ("split-bold-colon-outside", "<b>Vote</b>: <b>Bramble</b>", BRAMBLE),
    ("bold-keyword-plain-name", B.format("Vote:") + " Bramble", BRAMBLE),
    ("bold-keyword-no-colon", B.format("VOTE") + " Bramble", BRAMBLE),
    ("bold-keyword-italic-name", B.format("vote") + " " + I.format("Bramble"), BRAMBLE),
    (
        "bold-keyword-then-reason",
        B.format("Vote:") + " Kestrel Moon, he lied",
        [vote("Kestrel Moon")],
    ),
    ("bold-keyword-after-a-stop", "Long day today." + B.format("Vote:") + " Bramble", BRAMBLE),
    ("bold-keyword-short-lead", "Ok so " + B.format("Vote:") + " Bramble", BRAMBLE),
    ("red-keyword-plain-name", RED.format("VOTE:") + " Bramble", BRAMBLE),
    ("bold-keyword-mention", p("<strong>VOTE</strong> " + mention("Bramble")), BRAMBLE),
    ("bold-keyword-link", B.format("Vote:") + " " + PROFILE.format("Bramble"), BRAMBLE),
    (
        "bold-unvote-bold-vote-plain-name",
        B.format("Unvote") + " " + B.format("Vote:") + " Ivo",
        [UNVOTE, vote("Ivo")],
    ),  # fmt: skip
    (
        "three-bold-runs",
        B.format("Unvote:") + " " + B.format("Vote:") + " " + B.format("Ivo"),
        [UNVOTE, vote("Ivo")],
    ),  # fmt: skip
    ("plain-keyword-bold-name", "Vote: " + B.format("Bramble"), BRAMBLE),
    ("bold-line-break", B.format("Vote:<br>Bramble"), BRAMBLE),
    ("bold-unvote-break-vote", B.format("Unvote<br>Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    # --- colour, size, underline, italic ----------------------------------------------
    ("bold-in-red", RED.format(B.format("Vote: Bramble")), BRAMBLE),
    ("red-in-bold", B.format("Vote: " + RED.format("Bramble")), BRAMBLE),
    ("blue-name-bold", B.format("VOTE: " + BLUE.format("Bramble")), BRAMBLE),
    ("split-bold-red-name", B.format("Vote:") + " " + RED.format(B.format("Bramble")), BRAMBLE),
    ("big-bold", BIG.format(B.format("VOTE: BRAMBLE")), BRAMBLE),
    ("underlined-bold", U.format(B.format("Vote: Bramble")), BRAMBLE),
    ("bold-underlined-name", B.format("Vote: " + U.format("Bramble")), BRAMBLE),
    ("italic-bold", I.format(B.format("vote: Bramble")), BRAMBLE),
    ("bold-italic-name", "<b>Vote: <i>Bramble</i></b>", BRAMBLE),
    ("bold-big-red", B.format(BIG.format(RED.format("VOTE: Bramble"))), BRAMBLE),
    # --- punctuation, emoticons, reasons ------------------------------------------------
    ("bang-bang", B.format("Vote: Bramble!!"), BRAMBLE),
    ("question-mark", B.format("Vote: Bramble?"), BRAMBLE),  # bold and a name: still a vote
    ("ellipsis", B.format("Vote: Bramble\u2026"), BRAMBLE),
    ("heart", B.format("VOTE: Bramble &lt;3"), BRAMBLE),
    ("xd", B.format("Vote: Bramble xD"), BRAMBLE),
    ("brackets-round-name", B.format("Vote: (Bramble)"), BRAMBLE),
    ("guillemets", B.format("Vote: \u00abBramble\u00bb"), BRAMBLE),
    ("hammer-word-after", B.format("Vote: Bramble (hammer)"), BRAMBLE),
    ("two-word-preamble", B.format("FINAL vote: Bramble"), BRAMBLE),
    ("wagon-preamble", B.format("L-2 vote Bramble"), BRAMBLE),
    ("full-stop", B.format("vote: Bramble."), BRAMBLE),
    ("text-smiley", B.format("Vote: Bramble :)"), BRAMBLE),
    ("text-tongue", B.format("Vote: Bramble :P"), BRAMBLE),
    ("image-smiley", B.format("Vote: Bramble " + SMILE), BRAMBLE),
    ("image-smiley-after", B.format("Vote: Bramble") + " " + SMILE, BRAMBLE),
    ("emoji", B.format("Vote: Bramble \U0001f620"), BRAMBLE),
    ("comma-reason", B.format("Vote: Bramble, because he dodged the question"), BRAMBLE),
    ("dash-reason", B.format("Vote: Bramble - scummy"), BRAMBLE),
    ("bracket-reason", B.format("Vote: Bramble (for the lurking)"), BRAMBLE),
    ("wagon-count", B.format("Vote: Bramble (L-2)"), BRAMBLE),
    ("reason-after-bold", B.format("Vote: Bramble") + " because of post 12.", BRAMBLE),
    ("italic-aside", B.format("Vote: Bramble") + " " + I.format("(for now)"), BRAMBLE),
    ("preamble-hammer", B.format("Hammer! Vote: Bramble"), BRAMBLE),
    ("quoted-name", B.format('Vote: "Bramble"'), BRAMBLE),
    # --- mentions and links -------------------------------------------------------
    ("discourse-mention", p("<strong>Vote: " + mention("Bramble") + "</strong>"), BRAMBLE),
    ("at-name", B.format("Vote: @Bramble"), BRAMBLE),
    ("profile-link", B.format("Vote: " + PROFILE.format("Bramble")), BRAMBLE),
    ("slash-host-ping", p("/vote Bramble @Warden"), BRAMBLE),
    # --- vote tags ------------------------------------------------------------------
    ("tag", vote_tag("Bramble"), BRAMBLE),
    ("tag-lower", vote_tag("bramble"), BRAMBLE),
    (
        "tag-no-space",
        '<span class="bbvote" title="This is an official vote.">VOTE:Bramble</span>',
        BRAMBLE,
    ),  # fmt: skip
    ("tag-bold-inside", vote_tag("<b>Bramble</b>"), BRAMBLE),
    ("tag-unvote-then-vote", post(UNVOTE_TAG, vote_tag("Ivo")), [UNVOTE, vote("Ivo")]),
    ("tag-empty", vote_tag(""), [UNVOTE]),
    ("tag-in-red", RED.format(vote_tag("Bramble")), BRAMBLE),
    ("tag-after-words", "Fine. " + vote_tag("Bramble"), BRAMBLE),
    ("tag-then-smiley", vote_tag("Bramble") + " " + SMILE, BRAMBLE),
    ("tag-with-reason", vote_tag("Bramble - scummy"), BRAMBLE),
    ("tag-mention", vote_tag("@Bramble"), BRAMBLE),
    ("tag-first-word", vote_tag("Kestrel"), [vote("Kestrel Moon")]),
    ("tag-vote-word-twice", vote_tag("VOTE: Bramble"), BRAMBLE),
    ("tags-one-line", UNVOTE_TAG + " " + vote_tag("Ivo"), [UNVOTE, vote("Ivo")]),
    # --- plain text, slash, hash ----------------------------------------------------
    ("line-start", post("Long day.", "VOTE: Bramble", "I think he is mafia."), BRAMBLE),
    ("short-line", post("vote bramble"), BRAMBLE),
    ("hash", p("##vote Bramble"), BRAMBLE),
    ("hash-unvote", p("##unvote"), [UNVOTE]),
    ("hash-in-sentence", p("ok fine ##vote Bramble"), BRAMBLE),
    ("slash", p("/vote Bramble"), BRAMBLE),
    ("slash-unvote", p("/unvote"), [UNVOTE]),
    ("bold-slash", "<b>/vote Bramble</b>", BRAMBLE),
    ("heading", "<h3>Vote: Bramble</h3><p>reasons</p>", BRAMBLE),
    ("dash-bullet", post("- Vote: Bramble"), BRAMBLE),
    ("dot-bullet", post("\u2022 VOTE: Bramble"), BRAMBLE),
    ("greentext", post("&gt; vote Bramble"), BRAMBLE),
    (
        "small-text",
        '<span style="font-size: 85%; line-height: normal">Vote: Bramble</span>',
        BRAMBLE,
    ),
    ("after-a-sentence-on-its-line", "<p>Ok.<br>Vote: Bramble</p>", BRAMBLE),
    ("bold-hash", "<b>##Vote: Bramble</b>", BRAMBLE),
    ("hash-no-space", p("##VOTE:Bramble"), BRAMBLE),
    ("single-hash", p("#vote Bramble"), BRAMBLE),
    ("slash-colon", p("/vote: Bramble"), BRAMBLE),
    ("plain-text-link", "Vote: " + PROFILE.format("Bramble"), BRAMBLE),
    ("discourse-bold-italic", p("<strong><em>vote Bramble</em></strong>"), BRAMBLE),
    ("italic-only-short-line", "<i>vote Bramble</i>", BRAMBLE),
    ("struck-plain-then-new", "<s>Vote: Bramble</s> Vote: Ivo", [vote("Ivo")]),
    ("plain-unvote-line", post("Unvote", "need to reread"), [UNVOTE]),
]


@pytest.mark.parametrize(("html", "expected"), [pytest.param(h, e, id=i) for i, h, e in CASES])
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(
    "html",
    [B.format("Vote:") + " Bramble", "<b>Vote</b> <b>Bramble</b>", "<b>Vote: Bramble</b>"],
)
def test_a_bold_keyword_counts_where_only_bold_and_tags_count(html: str) -> None:
    # the writer bolded the vote word: a game whose rules want bold reads the vote
    assert read(html, markers=["bold", "vote_tag"]) == BRAMBLE
    assert read("Vote: Bramble", markers=["bold", "vote_tag"]) == []
