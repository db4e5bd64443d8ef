"""The vote zoo's fifteenth round (see zoo.py; round fourteen's leftovers are in
test_fifteenth_leftovers.py, the posts that hold no vote in test_fifteenth_near.py): the
shapes of a vote no round wrote this way yet, in MafiaScum's phpBB (inline divs, vote
tags, quotes), Discourse, XenForo and vBulletin markup. A vote added under the
post by an edit note; several bold votes with talk between (the last stands); "**I'm
voting Ivo**", "**I am now voting for Ivo**", "**moving my vote to Ivo**"; a bold name after a
plain "Vote:"; keyword typos in the bold; votes in headings; a profile link or a mention
as the name; the vote after a quoted count; colour and an emoji inside the bold; a reads
list beside a vote. Each case is a post with invented names and the commands a host
reads."""

from __future__ import annotations

import pytest

from .zoo import (
    BIG,
    EMOJI,
    IVO,
    KESTREL,
    NL,
    PROFILE,
    RED,
    SMILE,
    ST,
    UNVOTE,
    XB,
    XF_SMILIE,
    B,
    Reading,
    mention,
    p,
    params,
    post,
    quote,
    read,
    vote,
    vote_tag,
    xf_mention,
    xf_quote,
)

LARK = [vote("Lark")]

# --- a vote added by an edit note under the post ---------------------------------------------
EDITS: list[tuple[str, str, list[Reading]]] = [
    ("ms-edit-bold-vote", post("Reads coming tonight.", "EDIT: " + B.format("vote Ivo")), IVO),
    ("ms-edit-vote-tag", post("Reads later.", "Edit: " + vote_tag("Lark")), LARK),
    (
        "ms-bold-edit-word",
        post("Catching up.", B.format("EDIT:") + " " + B.format("VOTE: Ivo")),
        IVO,
    ),
    ("ms-edit2-after-edit", post("Hi.", "EDIT: typo", "EDIT 2: " + B.format("vote Lark")), LARK),
    ("d-edit-para", p("Reading back now.", "Edit: " + ST.format("vote Ivo")), IVO),
    (
        "d-edit-unvote-vote",
        p("Hm.", "ETA: " + ST.format("unvote, vote Lark")),
        [UNVOTE, vote("Lark")],
    ),
    (
        "ms-vote-then-edit-moves",
        post(B.format("VOTE: Ivo"), "EDIT: " + B.format("unvote, vote Lark")),
        [vote("Ivo"), UNVOTE, vote("Lark")],
    ),
    ("xf-edit-vote", post("Need to read.", "EDIT: " + XB.format("Vote: Ivo")), IVO),
    ("vb-edit-vote", post("Sorry, phone.", "<i>Edit:</i> " + XB.format("vote Lark")), LARK),
    ("ms-edit-bracketed", post("Catching up.", "[EDIT: " + B.format("vote Ivo") + "]"), IVO),
]

# --- several bold votes with talk between: each is read, the last stands ----------------------
SEVERAL: list[tuple[str, str, list[Reading]]] = [
    (
        "ms-two-votes-talk-between",
        post(
            B.format("VOTE: Ivo"),
            "On second thought, Lark's post was worse.",
            B.format("VOTE: Lark"),
        ),
        [vote("Ivo"), vote("Lark")],
    ),
    (
        "d-three-votes",
        p(
            ST.format("vote Ivo"),
            "No wait.",
            ST.format("vote Lark"),
            "Fine.",
            ST.format("vote Ivo"),
        ),
        [vote("Ivo"), vote("Lark"), vote("Ivo")],
    ),
    (
        "xf-vote-unvote-vote",
        post(
            XB.format("Vote: Ivo"),
            "He claimed.",
            XB.format("Unvote"),
            "Now " + XB.format("vote Lark"),
        ),
        [vote("Ivo"), UNVOTE, vote("Lark")],
    ),
    (
        "ms-tag-then-bold",
        post(vote_tag("Ivo"), "Actually no.", B.format("VOTE: Lark")),
        [vote("Ivo"), vote("Lark")],
    ),
]

# --- a vote written as a sentence inside the bold --------------------------------------------
SENTENCES: list[tuple[str, str, list[Reading]]] = [
    ("ms-im-voting", B.format("I'm voting Ivo"), IVO),
    ("ms-i-am-voting", B.format("I am voting Lark"), LARK),
    ("ms-moving-my-vote-to", B.format("moving my vote to Ivo"), IVO),
    ("xf-moving-vote-to", XB.format("Moving vote to Lark"), LARK),
    ("d-switching-my-vote", p(ST.format("Switching my vote to Ivo")), IVO),
    ("vb-im-voting-caps", XB.format("I'M VOTING IVO"), IVO),
    ("ms-voting-kestrel", B.format("I'm voting Kestrel Moon"), KESTREL),
    ("ms-im-voting-then-talk", B.format("I'm voting Ivo") + " because of the slip.", IVO),
    ("ms-putting-my-vote-on", B.format("putting my vote on Ivo"), IVO),
    ("ms-im-still-voting", B.format("I'm still voting Ivo"), IVO),
    ("ms-lower-im-voting-stop", B.format("i'm voting lark."), LARK),
    ("d-i-am-now-voting-for", p(ST.format("I am now voting for Ivo")), IVO),
    ("ms-im-voting-then-sentence", B.format("I'm voting Ivo. He dodged the question twice."), IVO),
    ("xf-im-voting-instead", XB.format("I'm voting Lark instead"), LARK),
    ("ms-im-voting-no-lynch", B.format("I'm voting no lynch"), [vote(NL)]),
    ("d-curly-im-voting", p(ST.format("I’m voting Ivo")), IVO),
    ("vb-im-voting-after-talk", "Enough waiting. " + XB.format("I'm voting Ivo"), IVO),
]

# --- a bold name after a plain "vote", keyword typos -----------------------------------------
HALF_BOLD: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-colon-bold-name", "Vote: " + B.format("Ivo"), IVO),
    ("d-vote-colon-strong-name", p("VOTE: " + ST.format("Lark")), LARK),
    ("ms-vtoe", B.format("vtoe Ivo"), IVO),
    ("ms-vote-colon-no-space", B.format("vote:Ivo"), IVO),
    ("ms-vote-colon-no-space-caps", B.format("VOTE:Lark"), LARK),
    ("d-voet", p(ST.format("voet Ivo")), IVO),
    ("ms-vote-double-colon", B.format("Vote:: Ivo"), IVO),
    ("xf-vote-dash", XB.format("Vote - Lark"), LARK),
]

# --- votes in headings and sizes -------------------------------------------------------------
HEADINGS: list[tuple[str, str, list[Reading]]] = [
    ("d-h2-vote", "<h2>VOTE: Ivo</h2><p>He dodged.</p>", IVO),
    ("d-h1-vote", "<h1>vote Lark</h1>", LARK),
    ("d-h3-strong-vote", "<h3>" + ST.format("Vote: Ivo") + "</h3>", IVO),
    ("ms-big-bold-vote", BIG.format(B.format("VOTE: Ivo")), IVO),
    ("ms-bold-big-vote", B.format(BIG.format("VOTE: Lark")), LARK),
    (
        "xf-size-bold-vote",
        '<span style="font-size: 22px">' + XB.format("Vote: Ivo") + "</span>",
        IVO,
    ),
]

# --- a profile link or a mention as the name -------------------------------------------------
LINKS: list[tuple[str, str, list[Reading]]] = [
    ("ms-vote-profile-link", B.format("VOTE: " + PROFILE.format("Ivo")), IVO),
    (
        "ms-vote-profile-link-two-words",
        B.format("Vote: " + PROFILE.format("Kestrel Moon")),
        KESTREL,
    ),
    ("d-vote-mention-outside", p(ST.format("vote") + " " + mention("Lark")), LARK),
    ("xf-vote-mention-in-bold", XB.format("Vote " + xf_mention("Ivo")), IVO),
    ("xf-vote-colon-mention-outside", XB.format("Vote:") + " " + xf_mention("Lark"), LARK),
]

# --- a vote after a quoted count, in colour, with an emoji -----------------------------------
AROUND: list[tuple[str, str, list[Reading]]] = [
    (
        "ms-count-wrong-then-vote",
        quote("Warden", "Ivo (2): Lark, Ember") + "This count is wrong; " + B.format("vote Juno"),
        [vote("Juno")],
    ),
    (
        "xf-count-quoted-then-vote",
        xf_quote("Warden", XB.format("Lark (3)") + ": Ivo, Ember, Tansy") + XB.format("vote Lark"),
        LARK,
    ),
    ("ms-red-bold-vote", RED.format(B.format("VOTE: Ivo")), IVO),
    ("ms-bold-red-vote", B.format(RED.format("vote Lark")), LARK),
    ("d-emoji-in-strong", p(ST.format("vote " + EMOJI + " Ivo")), IVO),
    ("d-emoji-after-name", p(ST.format("vote Ivo " + EMOJI)), IVO),
    ("ms-smiley-after-name", B.format("VOTE: Lark " + SMILE), LARK),
    ("xf-smilie-after-vote", XB.format("Vote: Ivo") + " " + XF_SMILIE, IVO),
    ("d-unicode-knife", p(ST.format("vote 🔪 Lark")), LARK),
    ("ms-unicode-knife-after", B.format("VOTE: Ivo 🔪"), IVO),
]

# --- reads lists with a vote, conditional votes with a default -------------------------------
READS: list[tuple[str, str, list[Reading]]] = [
    (
        "ms-reads-then-vote",
        post("Reads:", "Ivo - scum", "Lark - town", "Ember - null", B.format("VOTE: Ivo")),
        IVO,
    ),
    (
        "ms-reads-line-bold-vote",
        post("Reads:", "Ivo - scum, " + B.format("vote Ivo"), "Lark - town"),
        IVO,
    ),
    (
        "d-vote-unless-claims",
        p(ST.format("vote Ivo") + " unless he claims, then I'll look at Lark."),
        IVO,
    ),
    ("ms-vote-if-no-claim-else", B.format("vote Ivo") + " if he doesn't claim, else Lark", IVO),
]


@pytest.mark.parametrize(("html", "expected"), params(EDITS))
def test_a_vote_added_by_an_edit_note(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SEVERAL))
def test_several_bold_votes_with_talk_between(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(SENTENCES))
def test_a_vote_written_as_a_sentence_in_the_bold(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(HALF_BOLD))
def test_a_bold_name_after_a_plain_vote_and_typos(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(HEADINGS))
def test_votes_in_headings_and_sizes(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(LINKS))
def test_a_profile_link_or_mention_as_the_name(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(AROUND))
def test_a_vote_after_a_count_in_colour_with_an_emoji(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(("html", "expected"), params(READS))
def test_reads_lists_and_votes_with_a_default(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected
