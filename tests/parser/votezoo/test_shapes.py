"""The vote zoo's second round (see zoo.py): MafiaScum shapes the first round
(test_markup.py, test_names.py) leaves out. Styling round part of a vote tag, a name on
the line after the vote word, votes beside spoilers, long and nested quotes, a quotation
typed with "> " prefixes, "unvotevote" run together, notes and punctuation after the
name, names with @, 's, a title, in capitals, misspelt and run together, the
no-elimination words, prose votes, hammers, struck tags, code boxes, a typed signature,
links, several tags in one post, a host's count quoted, roleplay, conditional and
retracted votes. Each case is a post with invented names and the commands a host
reads in it."""

from __future__ import annotations

import pytest

from votecount.parser.names.players import Roster

from .zoo import (
    BIG,
    BLUE,
    BRAMBLE,
    IVO,
    KESTREL,
    NL,
    ODD_ROSTER,
    PROFILE,
    RED,
    ROSTER,
    SMILE,
    UNVOTE,
    UNVOTE_TAG,
    B,
    I,
    Reading,
    S,
    U,
    params,
    post,
    quote,
    read,
    spoiler,
    vote,
    vote_tag,
)

# phpBB's code box (the forum's markup, shortened: its "Select all" link has no handler here)
CODEBOX = (
    '<div class="codebox"><p>Code: <a href="#">Select all</a></p><pre><code>{}</code></pre></div>'
)
INLINE_CODE = "<code>{}</code>"
REL_PROFILE = '<a href="./memberlist.php?mode=viewprofile&amp;u=412">{}</a>'
WHITE = '<div style="display:inline;color:#FFFFFF">{}</div>'
LINES = [f"point {n}: the thread moved on and nobody answered it" for n in range(1, 16)]

VOTES: list[tuple[str, str, list[Reading]]] = [
    # --- styling round part of a vote tag, or of a bold vote ---------------------------
    ("tag-red-name", vote_tag(RED.format("Bramble")), BRAMBLE),
    ("tag-big-name", vote_tag(BIG.format("Bramble")), BRAMBLE),
    ("tag-underlined-name", vote_tag(U.format("Bramble")), BRAMBLE),
    ("tag-italic-first-word", vote_tag(I.format("Kestrel") + " Moon"), KESTREL),
    ("tag-red-half-name", vote_tag("Bram" + RED.format("ble")), BRAMBLE),
    ("tag-in-big-red", BIG.format(RED.format(vote_tag("Bramble"))), BRAMBLE),
    ("tag-in-underline", U.format(vote_tag("Bramble")), BRAMBLE),
    ("tag-in-italic", I.format(vote_tag("Bramble")), BRAMBLE),
    ("tag-in-blue-bold", BLUE.format(B.format(vote_tag("Bramble"))), BRAMBLE),
    ("bold-red-keyword", B.format(RED.format("Vote:") + " Bramble"), BRAMBLE),
    ("bold-underlined-keyword", B.format(U.format("VOTE") + ": Bramble"), BRAMBLE),
    ("bold-split-colour-mid-name", B.format("Vote: Bram" + RED.format("ble")), BRAMBLE),
    ("bold-italic-keyword", B.format(I.format("vote") + " Bramble"), BRAMBLE),
    ("bold-big-name", B.format("Vote: " + BIG.format("BRAMBLE")), BRAMBLE),
    ("italic-keyword-bold-name", I.format("vote:") + " " + B.format("Bramble"), BRAMBLE),
    # --- the name on the line after the vote word ---------------------------------------
    ("tag-name-next-line", vote_tag("<br>Bramble"), BRAMBLE),
    ("bold-name-next-line-bold", B.format("VOTE:") + "<br>" + B.format("Bramble"), BRAMBLE),
    ("bold-both-lines-one-run", B.format("Unvote:<br>Vote:<br>Ivo"), [UNVOTE, vote("Ivo")]),
    # --- spoilers, long and nested quotes -----------------------------------------------
    ("vote-after-spoiler", spoiler(post(*LINES[:5])) + B.format("Vote: Bramble"), BRAMBLE),
    ("tag-after-spoiler", spoiler("my notes") + vote_tag("Bramble"), BRAMBLE),
    (
        "last-line-after-long-quote",
        quote("Ivo", post(*LINES)) + post("Not buying it.", B.format("Vote: Ivo")),
        IVO,
    ),  # fmt: skip
    (
        "tag-after-long-quote-with-vote",
        quote("Lark", post(*LINES, vote_tag("Bramble"))) + "same " + vote_tag("Ivo"),
        IVO,
    ),  # fmt: skip
    (
        "own-vote-after-nested-quotes",
        quote("Ivo", quote("Lark", B.format("Vote: Bramble")) + B.format("Vote: Lark"))
        + vote_tag("Ivo"),
        IVO,
    ),  # fmt: skip
    (
        "own-vote-between-quotes",
        quote("Ivo", "hi") + B.format("Vote: Bramble") + quote("Lark", "bye") + "ok",
        BRAMBLE,
    ),  # fmt: skip
    # --- unvote and vote run together -------------------------------------------------
    ("unvotevote", B.format("unvotevote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvotevote-upper", B.format("UNVOTEVOTE Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-colon-vote-colon", B.format("Unvote:Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-dash-vote", B.format("unvote - vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-tag-vote-tag-no-space", UNVOTE_TAG + vote_tag("Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-plus-vote", B.format("Unvote + Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    # --- notes and punctuation after the name --------------------------------------------
    ("for-now-brackets", B.format("VOTE: Bramble (for now)"), BRAMBLE),
    ("for-now-plain", B.format("Vote: Bramble for now"), BRAMBLE),
    ("but", B.format("VOTE: Bramble, but I could be persuaded"), BRAMBLE),
    ("tag-full-stop", vote_tag("Bramble."), BRAMBLE),
    ("tag-emoji", vote_tag("Bramble \U0001f914"), BRAMBLE),
    ("interrobang", B.format("Vote: Bramble?!"), BRAMBLE),
    ("tilde", B.format("vote: Bramble~"), BRAMBLE),
    ("semicolon", B.format("Vote: Bramble;"), BRAMBLE),
    ("sad-face", B.format("Vote: Bramble :("), BRAMBLE),
    ("lol-after", B.format("Vote: Bramble lol"), BRAMBLE),
    ("tag-then-for-now", vote_tag("Bramble") + " for now, until he answers", BRAMBLE),
    ("smiley-in-tag", vote_tag("Bramble " + SMILE), BRAMBLE),
    ("exclamations-upper", B.format("VOTE: BRAMBLE!!!"), BRAMBLE),
    ("stars-round-name", B.format("Vote: *Bramble*"), BRAMBLE),
    # --- names: @, 's, titles, capitals, typos ----------------------------------------
    ("at-plain-line", post("ok then", "VOTE: @Ivo"), IVO),
    ("at-tag-space-name", vote_tag("@Kestrel Moon"), KESTREL),
    ("possessive", B.format("Vote: Ivo's"), IVO),
    ("possessive-curly", B.format("Vote: Ivo\u2019s"), IVO),
    ("possessive-wagon", B.format("Vote: Kestrel's wagon"), KESTREL),
    ("title-mr", B.format("Vote: Mr. Ivo"), IVO),
    ("title-miss", B.format("Vote: Miss Lark"), [vote("Lark")]),
    ("title-sir", B.format("Vote: Sir Bramble"), BRAMBLE),
    ("caps-run-on", B.format("VOTE: KESTRELMOON"), KESTREL),
    ("caps-underscore", B.format("VOTE: SABLE_FOX"), [vote("Sable_Fox")]),
    ("caps-typo", B.format("VOTE: BRAMBEL"), BRAMBLE),
    ("typo-space-removed", B.format("Vote: KestrlMoon"), KESTREL),
    ("typo-two-words", B.format("Vote: Kestral Moon"), KESTREL),
    ("caps-hyphen-left-out", B.format("VOTE: QUILLTIDE"), [vote("Quill-Tide")]),
    ("tag-caps-digits", vote_tag("WREN77"), [vote("Wren77")]),
    ("the-before-name", B.format("Vote: the Bramble"), BRAMBLE),
    # --- no elimination ---------------------------------------------------------------
    ("no-lynch-hyphen", B.format("Vote: no-lynch"), [vote(NL)]),
    ("no-lynch-full-stop", B.format("vote: No Lynch."), [vote(NL)]),
    ("no-elimination-lower", B.format("vote: no elimination"), [vote(NL)]),
    ("nl-tag", vote_tag("NL"), [vote(NL)]),
    ("no-lynch-caps-run-on", B.format("VOTE: NOLYNCH"), [vote(NL)]),
    ("no-lynch-underscore", B.format("Vote: No_Lynch"), [vote(NL)]),
    ("unvote-vote-no-lynch", B.format("Unvote, vote no lynch"), [UNVOTE, vote(NL)]),
    ("no-elim-short", B.format("Vote: No Elim"), [vote(NL)]),
    ("no-lynch-tag-hyphen", vote_tag("No-Lynch"), [vote(NL)]),
    # --- hammers -------------------------------------------------------------------------
    ("hammer-then-tag", "HAMMER " + vote_tag("Bramble"), BRAMBLE),
    ("tag-then-hammer", vote_tag("Bramble") + " " + B.format("HAMMER"), BRAMBLE),
    ("hammer-in-tag-after-name", vote_tag("Bramble (hammer)"), BRAMBLE),
    # --- a typed signature, links ---------------------------------------------------------
    ("bold-after-dashes", post("long day", "--", B.format("Vote: Bramble")), BRAMBLE),
    ("relative-profile-link", B.format("Vote: " + REL_PROFILE.format("Bramble")), BRAMBLE),
    ("tag-profile-link", vote_tag(PROFILE.format("Bramble")), BRAMBLE),
    ("link-at-name", B.format("Vote: " + PROFILE.format("@Bramble")), BRAMBLE),
    # --- several tags in one post: the parser returns them all, the tally keeps the last --
    (
        "three-tags",
        post(vote_tag("Bramble"), "hmm", vote_tag("Ivo"), "no wait", vote_tag("Lark")),
        [vote("Bramble"), vote("Ivo"), vote("Lark")],
    ),  # fmt: skip
    (
        "two-tags-one-line",
        vote_tag("Bramble") + " " + vote_tag("Ivo"),
        [vote("Bramble"), vote("Ivo")],
    ),
    (
        "tag-unvote-tag",
        post(vote_tag("Bramble"), "actually no", UNVOTE_TAG),
        [vote("Bramble"), UNVOTE],
    ),  # fmt: skip
    (
        "quoted-count-then-own",
        quote("Warden", post("Vote Count 2.1", "Bramble (2): Ivo, Lark")) + vote_tag("Ivo"),
        IVO,
    ),  # fmt: skip
    # --- retracted in the same post: both commands in order, the tally keeps the last ----
    (
        "vote-nvm-bold-unvote",
        post(B.format("Vote: Bramble"), "nvm, wrong thread", B.format("unvote")),
        [vote("Bramble"), UNVOTE],
    ),  # fmt: skip
    (
        "vote-then-struck-then-new",
        S.format(vote_tag("Bramble")) + " " + vote_tag("Ivo"),
        IVO,
    ),  # fmt: skip
    ("struck-name-in-tag", vote_tag(S.format("Bramble") + " Ivo"), IVO),
    # --- a later vote word said in a sentence is part of the vote's text (said_in_prose) --
    ("bold-then-might-unvote", B.format("Vote: Ivo, I might unvote later"), IVO),
    ("bold-then-he-will-vote", B.format("Vote: Bramble because he will vote Ivo"), BRAMBLE),
    ("tag-then-may-unvote", vote_tag("Bramble, but I may unvote"), BRAMBLE),
    ("bold-then-prose-unvote", B.format("Vote: Ivo") + " (if he claims I unvote)", IVO),
    ("plain-then-condition", post("Vote: Bramble. If Ivo claims, vote Ivo"), BRAMBLE),
    ("plain-then-will-unvote", post("VOTE: Bramble I will unvote if he claims"), BRAMBLE),
    ("bold-then-others-please", B.format("VOTE: Bramble") + " others please vote him", BRAMBLE),
    ("aside-closed-then-vote", B.format("unvote (if I must) vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-then-vote", B.format("unvote then vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-and-then-vote", B.format("Unvote, and then vote Ivo"), [UNVOTE, vote("Ivo")]),
    # --- a quotation typed with "> ": the writer's own vote after it counts -----------------
    (
        "prefixed-quote-then-own",
        post("Ivo wrote:", "&gt; VOTE: Lark", "bad idea.", B.format("Vote: Ivo")),
        IVO,
    ),  # fmt: skip
    ("greentext-one-line", post("fine.", "&gt; vote Bramble"), BRAMBLE),
    # --- plain text after an edit's label ----------------------------------------------
    ("edit-label", post("long post here", "EDIT: vote Ivo"), IVO),
    ("eta-label-colon", post("ETA: VOTE: Ivo"), IVO),
    ("ps-label-unvote", post("PS: unvote"), [UNVOTE]),
    ("numbered-edit-label", post("edit 2 - vote Ivo"), IVO),
]

NEVER: list[tuple[str, str]] = [
    # --- hidden text ------------------------------------------------------------------
    ("spoiler-tag", spoiler(vote_tag("Bramble"))),
    ("spoiler-in-quote", quote("Ivo", spoiler(B.format("Vote: Bramble"))) + "ok"),
    ("spoiler-unvote", spoiler(UNVOTE_TAG)),
    # --- quotes ----------------------------------------------------------------------
    ("outer-quote-voted", quote("Ivo", quote("Lark", "why?") + B.format("Vote: Bramble")) + "no"),
    ("inner-quote-voted", quote("Ivo", quote("Lark", vote_tag("Bramble")) + "agreed") + "hm"),
    ("quote-tag-then-agree", quote("Ivo", vote_tag("Bramble")) + "this, exactly"),
    ("long-quote-vote-last-line", quote("Ivo", post(*LINES, B.format("Vote: Bramble")))),
    ("quoted-host-count", quote("Warden", post("Vote Count 2.1", "Bramble (2): Ivo, Lark"))),
    ("quoted-unvote-tag", quote("Ivo", UNVOTE_TAG) + "why did you unvote?"),
    (
        "prefixed-quote-attributed",
        post("Ivo wrote:", "&gt; he is scum", "&gt; " + B.format("Vote: Bramble"), "no he isn't"),
    ),  # fmt: skip
    (
        "prefixed-quote-said",
        post("Lark said:", "&gt; I think", "&gt; VOTE: Bramble", "that was a bad vote"),
    ),  # fmt: skip
    # --- struck, code ------------------------------------------------------------------
    ("struck-tag", S.format(vote_tag("Bramble"))),
    ("s-round-tag", "<s>" + vote_tag("Bramble") + "</s>"),
    ("struck-unvote-tag", S.format(UNVOTE_TAG)),
    ("codebox", CODEBOX.format("VOTE: Bramble")),
    ("codebox-unvote", CODEBOX.format("UNVOTE:<br>VOTE: Bramble")),
    ("inline-code", post("type " + INLINE_CODE.format("vote Bramble") + " to vote")),
    # --- prose, questions, conditions ----------------------------------------------------
    ("im-voting", post("I'm voting Bramble, he dodged")),
    ("my-vote-is-on", post("my vote is on Bramble for now")),
    ("i-voted-bold", B.format("I voted Bramble")),
    ("should-i", B.format("Should I vote Bramble?")),
    ("who-to-vote", post("Who should I vote? Bramble or Ivo?")),
    ("if-claims", post("if Ivo claims I'll vote Ivo")),
    ("unless-bold", B.format("Unless he claims, I will vote Ivo")),
    ("ill-vote-if", post("I'll vote Ivo if he claims cop")),
    ("tell-to-vote", post("You can just type VOTE: Bramble and the host counts it")),
    ("please-vote", post("everyone please vote Bramble today")),
    ("dont-vote-upper", B.format("DO NOT VOTE BRAMBLE")),
    ("would-vote", post("I would vote Bramble if I had to")),
    ("vote-count-question", B.format("Vote count?")),
    ("hammer-no-name", B.format("HAMMER")),
    ("hammer-question", post("should someone hammer Bramble?")),
    ("votes-on-wagon", post("Bramble has 3 votes on him")),
    ("count-lines-typed", post("Bramble (2): Ivo, Lark", "Ivo (1): Bramble")),
    ("not-voting", B.format("Not voting Bramble")),
    ("never-vote", post("I would never vote Bramble")),
    ("unvote-asked", post("why did you unvote Bramble?")),
    (
        "prefixed-block-unattributed",
        post("&gt; he is scummy", "&gt; VOTE: Bramble", "no, he is not"),
    ),  # fmt: skip
    ("prefixed-after-says", post("Ivo says:", "&gt; unvote")),
    ("edit-label-prose", post("Edit: I will vote Ivo")),
    ("short-line-question-inside", post("vote Bramble? nah")),
    ("short-line-condition", post("Vote Bramble if you are town")),
    ("two-names-comma-no-space", B.format("Vote:Bramble,Ivo")),  # the host asks
]

# shapes a host may read either way: what the tool does now, and why
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # plain "Vote:" alone on a line and the name on the next: a heading over a list is as
    # common; the first round's bold form reads the same (test_names.AS_NOW)
    ("plain-keyword-name-next-line", post("VOTE:", "Bramble"), []),
    # roleplay: "votes" is no command word; a host asks the player
    ("roleplay-stars", post("*votes Bramble*"), []),
    ("roleplay-italic", I.format("votes Bramble"), []),
    # "Hammer" is no vote word: a bold "HAMMER: X" alone is read by the hosts whose
    # rules name it; the tool reports it, not guesses
    ("hammer-colon", B.format("HAMMER: Bramble"), []),
    # a retraction in prose on the line after the vote: since votezoo19 a short plain line
    # whose unvote follows words taking back ("wait nvm,") unvotes (grammar._taken_back)
    (
        "vote-nvm-prose-unvote",
        post(B.format("Vote: Bramble"), "wait nvm, unvote that"),
        [*BRAMBLE, UNVOTE],
    ),
    # text hidden in white: visible to a reader who selects it; the tool reads it, as
    # it reads every colour
    ("white-text", WHITE.format(B.format("Vote: Bramble")), BRAMBLE),
    # a conditional after the name: the vote stands now, the condition is the player's
    ("conditional-after", B.format("Vote: Ivo if he doesn't claim"), IVO),
    # a plain vote after a typed "--": a signature typed by hand is still the post
    ("plain-after-dashes", post("long day", "--", "VOTE: Bramble"), BRAMBLE),
    # a vote tag left open over the writer's sentences: its first line is only "VOTE:"
    # (the forum's) and the name-line rule wants a name alone that closes the tag; the six
    # real posts of this shape in the 120 games were all prose
    ("tag-open-over-prose", vote_tag("<br>Because he lied."), [UNVOTE]),
    ("tag-name-then-prose-lines", vote_tag("<br>Bramble<br>he dodged"), [UNVOTE]),
    # two names after a vote word: the host asks (test_names.NEVER "two-names-comma"), also
    # when the second vote word is said in the sentence
    ("plain-then-should-vote", post("VOTE: Bramble, Ivo should vote Lark"), []),
]

# a title before a name: the player named, never one whose name starts with the title
TITLES: list[tuple[str, str, Roster, str]] = [
    ("mr-stop", B.format("Vote: Mr. Ivo"), ROSTER, "Ivo"),
    ("mr-no-stop", B.format("Vote: Mr Ivo"), ROSTER, "Ivo"),
    ("mrs-stop", B.format("Vote: Mrs. Ivo"), ROSTER, "Ivo"),
    ("mr-stop-reason", B.format("Vote: Mr. Lark, he lied"), ROSTER, "Lark"),
    ("mr-two-words", B.format("Vote: Mr. Kestrel Moon"), ROSTER, "Kestrel Moon"),
    ("mr-is-the-name", B.format("Vote: Mr. Pebble"), ROSTER, "Mr. Pebble"),
    ("mr-name-start", B.format("Vote: Mr. Peb"), ROSTER, "Mr. Pebble"),
    ("dr-stop-other-dr", B.format("Vote: Dr. Juno"), ODD_ROSTER, "Juno"),
    ("dr-is-the-name", B.format("Vote: Dr. Who"), ODD_ROSTER, "Dr Who"),
    ("tag-sir", vote_tag("Sir Bramble"), ROSTER, "Bramble"),
]


@pytest.mark.parametrize(("html", "expected"), params(VOTES + AS_NOW))
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


@pytest.mark.parametrize(
    ("html", "roster", "player"), [pytest.param(h, r, w, id=i) for i, h, r, w in TITLES]
)
def test_a_title_before_a_name(html: str, roster: Roster, player: str) -> None:
    assert read(html, roster=roster) == [vote(player)]
