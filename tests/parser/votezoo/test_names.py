"""The vote zoo (see zoo.py), its names and what never counts: names with spaces,
digits, underscores, dots and hyphens in any case, short forms and typos, self votes, no
elimination; unvotes and several commands in one post; votes in quotes, spoilers,
signatures and code, struck votes, hypothetical votes said in a sentence, a player
explaining the syntax, literal BBCode under the ``literal_bbcode`` switch."""

from __future__ import annotations

import pytest

from .zoo import (
    NL,
    ODD_ROSTER,
    SIGNATURE,
    UNVOTE,
    B,
    Reading,
    S,
    d_quote,
    p,
    params,
    post,
    quote,
    read,
    spoiler,
    tl_quote,
    vote,
    vote_tag,
)

NAMES: list[tuple[str, str, list[Reading]]] = [
    ("space", B.format("Vote: Kestrel Moon"), [vote("Kestrel Moon")]),
    ("space-upper", B.format("VOTE: KESTREL MOON"), [vote("Kestrel Moon")]),
    ("space-lower", B.format("vote: kestrel moon"), [vote("Kestrel Moon")]),
    ("space-run-on", B.format("Vote: KestrelMoon"), [vote("Kestrel Moon")]),
    ("first-word", B.format("Vote: Kestrel"), [vote("Kestrel Moon")]),
    ("space-then-reason", B.format("Vote: Kestrel Moon for the lurking"), [vote("Kestrel Moon")]),
    ("digits", B.format("Vote: Wren77"), [vote("Wren77")]),
    ("digits-left-off", B.format("Vote: Wren"), [vote("Wren77")]),
    ("underscore", B.format("Vote: Sable_Fox"), [vote("Sable_Fox")]),
    ("underscore-as-space", B.format("Vote: Sable Fox"), [vote("Sable_Fox")]),
    ("dot-inside", B.format("Vote: j.doe"), [vote("j.doe")]),
    ("dot-inside-then-stop", B.format("Vote: j.doe."), [vote("j.doe")]),
    ("title-with-stop", B.format("Vote: Mr. Pebble"), [vote("Mr. Pebble")]),
    ("title-without-stop", B.format("Vote: Mr Pebble"), [vote("Mr. Pebble")]),
    ("hyphen", B.format("Vote: Quill-Tide"), [vote("Quill-Tide")]),
    ("hyphen-short", B.format("Vote: Quill"), [vote("Quill-Tide")]),
    ("prefix", B.format("Vote: Bram"), [vote("Bramble")]),
    ("typo", B.format("Vote: Brambel"), [vote("Bramble")]),
    ("self-me", B.format("Vote: me"), [vote("Juno")]),
    ("self-myself", B.format("vote myself"), [vote("Juno")]),
    ("self-named", B.format("Vote: Juno (self-vote)"), [vote("Juno")]),
    ("no-lynch", B.format("Vote: No Lynch"), [vote(NL)]),
    ("no-elimination", B.format("Vote: No Elimination"), [vote(NL)]),
    ("sleep", B.format("VOTE: Sleep"), [vote(NL)]),
    ("nl", B.format("vote NL"), [vote(NL)]),
    ("no-lynch-alone", B.format("No Lynch"), [vote(NL)]),
    ("no-lynch-tag", vote_tag("No Lynch"), [vote(NL)]),
    ("nolynch", B.format("Vote: nolynch"), [vote(NL)]),
    ("no-execution", B.format("Vote: No Execution"), [vote(NL)]),
    ("nobody", B.format("Vote: nobody"), [vote(NL)]),
    ("accent", B.format("Vote: Br\u00e1mble"), [vote("Bramble")]),
    ("mixed-case", B.format("vote: bRaMbLe"), [vote("Bramble")]),
    ("digits-spaced", B.format("Vote: Wren 77"), [vote("Wren77")]),
    ("hyphen-as-space", B.format("Vote: Quill Tide"), [vote("Quill-Tide")]),
    ("initials", B.format("Vote: KM"), [vote("Kestrel Moon")]),
    ("dot-left-out", B.format("Vote: jdoe"), [vote("j.doe")]),
    ("stop-name-then-sentence", B.format("Vote: Mr. Pebble. He lied."), [vote("Mr. Pebble")]),
    ("plural-s", B.format("Vote: Brambles"), [vote("Bramble")]),
    ("self-unvote-vote", B.format("Unvote, vote Juno"), [UNVOTE, vote("Juno")]),
]

TOGETHER: list[tuple[str, str, list[Reading]]] = [
    ("unvote-comma-vote", B.format("Unvote, Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-named", B.format("Unvote: Bramble"), [UNVOTE]),
    ("unvote-slash-vote", B.format("unvote/vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-name-vote-name", B.format("Unvote Bramble, vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-full-stop", B.format("Unvote."), [UNVOTE]),
    ("unvote-slash-vote-upper", B.format("UNVOTE/VOTE: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-semicolon", B.format("Unvote; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-ampersand", B.format("Unvote &amp; vote Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-arrow", B.format("Unvote -&gt; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    ("unvote-and", B.format("unvote and vote Ivo"), [UNVOTE, vote("Ivo")]),
    # a misspelt unvote starting the run reads as the unvote (tests/parser/test_keyword_typos.py)
    ("unvote-misspelt", B.format("Unovte; Vote: Ivo"), [UNVOTE, vote("Ivo")]),
    (
        "unvote-tag-named",
        '<span class="bbvote" title="This is an official unvote.">UNVOTE: Bramble</span>',
        [UNVOTE],
    ),  # fmt: skip
    ("two-votes-one-run", B.format("Vote: Bramble Vote: Ivo"), [vote("Bramble"), vote("Ivo")]),
    ("host-ping-after", B.format("Vote Bramble @Warden"), [vote("Bramble")]),
    (
        "quote-then-own-vote",
        B.format("Vote: Bramble") + quote("Ivo", B.format("Vote: Lark")),
        [vote("Bramble")],
    ),  # fmt: skip
    (
        "spoiler-beside-own-vote",
        B.format("VOTE: Bramble") + spoiler(B.format("Vote: Ivo")),
        [vote("Bramble")],
    ),  # fmt: skip
    (
        "signature-beside-own-vote",
        B.format("Vote: Bramble") + SIGNATURE.format("Vote Ivo for mod"),
        [vote("Bramble")],
    ),  # fmt: skip
    ("un-hyphen-vote", B.format("un-vote"), [UNVOTE]),
    (
        "unvote-line-vote-line",
        post(B.format("Unvote"), B.format("Vote: Ivo")),
        [UNVOTE, vote("Ivo")],
    ),
    (
        "discourse-paragraphs",
        p("<strong>unvote</strong>", "thinking", "<strong>vote Ivo</strong>"),
        [UNVOTE, vote("Ivo")],
    ),  # fmt: skip
    # the tally keeps the last: the parser returns both in order
    (
        "two-votes",
        post(B.format("Vote: Bramble"), "hmm, no.", B.format("Vote: Ivo")),
        [vote("Bramble"), vote("Ivo")],
    ),  # fmt: skip
    (
        "vote-then-unvote",
        post(B.format("Vote: Bramble"), "actually", B.format("Unvote")),
        [vote("Bramble"), UNVOTE],
    ),  # fmt: skip
    (
        "struck-then-new",
        S.format(B.format("Vote: Bramble")) + " " + B.format("Vote: Ivo"),
        [vote("Ivo")],
    ),  # fmt: skip
    (
        "edit-note",
        post(B.format("Vote: Bramble"), "EDIT: changed my mind", B.format("Vote: Ivo")),
        [vote("Bramble"), vote("Ivo")],
    ),  # fmt: skip
    (
        "own-after-quote",
        quote("Ivo", B.format("Vote: Bramble")) + B.format("Vote: Ivo"),
        [vote("Ivo")],
    ),  # fmt: skip
]

NEVER: list[tuple[str, str]] = [
    (
        "quote-vbulletin",
        '<div class="bbcode_container"><div class="bbcode_quote"><div class='
        '"message"><b>Vote: Bramble</b></div></div></div>nope',
    ),
    (
        "quote-xenforo",
        '<blockquote class="bbCodeBlock bbCodeBlock--quote"><div class='
        '"bbCodeBlock-content"><b>Vote: Bramble</b></div></blockquote>nope',
    ),
    ("spoiler-discourse", p('<span class="spoiler"><strong>vote Bramble</strong></span>')),
    ("details", "<details><summary>notes</summary><b>vote Bramble</b></details>"),
    ("quote-ms", quote("Ivo", B.format("Vote: Bramble")) + "no way"),
    ("quote-ms-tag", quote("Ivo", vote_tag("Bramble")) + "no way"),
    ("quote-discourse", d_quote("Ivo", "<strong>vote Bramble</strong>") + p("nope")),
    ("quote-teamliquid", tl_quote("Ivo", "<b>Vote: Bramble</b>") + "nope"),
    ("spoiler", spoiler(B.format("Vote: Bramble"))),
    ("struck-ms", S.format(B.format("Vote: Bramble"))),
    ("struck-s", "<s><b>Vote: Bramble</b></s>"),
    ("struck-del", p("<del><strong>vote Bramble</strong></del>")),
    ("struck-inside-bold", B.format("<s>Vote: Bramble</s>")),
    ("signature", "my post" + SIGNATURE.format(B.format("Vote: Lark"))),
    ("code", "<pre><code>Vote: Bramble</code></pre>"),
    ("might", p("I might vote Bramble later")),
    ("if-you", p("if you vote Bramble we lose a townie")),
    ("why-would", p("Why would anyone vote Bramble?")),
    ("going-to", p("I'm going to vote Bramble tomorrow if he does not answer")),
    ("bold-will", B.format("I will vote Bramble")),
    ("bold-dont", B.format("Don't vote Bramble")),
    ("prose-i-vote", p("Long day. I vote Bramble, he dodged every question.")),
    ("voted-past", p("Ivo voted Bramble yesterday")),
    ("vote-count-request", B.format("Vote count please")),
    ("fos", B.format("FoS: Bramble")),
    ("vig-vote", B.format("Vig vote: Bramble")),
    ("explain-unvote", p("To unvote type [unvote][/unvote]")),
    ("explain-vote-bold", p("To vote, write it in bold like [b]vote: name[/b]")),
    ("two-names-slash", B.format("Vote: Bramble/Ivo")),  # two players: the host asks
    ("two-names-or", B.format("Vote: Bramble or Ivo")),
    ("two-names-comma", B.format("Vote: Bramble, Ivo")),
    ("prose-bold-keyword", "I do feel ready to " + B.format("vote") + " Bramble."),
    ("prose-lead-bold-keyword", "and so I " + B.format("Vote:") + " Bramble"),
    ("prose-strong-keyword", p("I do feel ready to <strong>vote</strong> Bramble.")),
    ("bold-keyword-prose-after", B.format("Vote") + " off for now"),
    ("if-flips", p("If Bramble flips town, vote Ivo")),
    ("or-plain", p("vote Bramble or Ivo")),
]

# shapes a host may read either way: what the tool does now, and why
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # "Vote:" in bold and the name alone on the next, plain line: once in the 120 real
    # games, and that line was no name; a heading over a paragraph reads the same
    ("bold-keyword-name-next-line", B.format("Vote:") + "<br>Bramble", []),
    # "voting" is no command word: bold "Voting X" is as often a remark as a vote
    ("voting", B.format("Voting: Bramble"), []),
    # plain text counts at a line's start only: a ping before it makes a sentence
    ("ping-first", p("@Warden vote Bramble"), []),
    # an empty drawn vote tag unvotes; in the real games the text after one was a
    # sentence as often as a name
    (
        "empty-tag-then-name",
        '<span class="bbvote" title="This is an official vote.">VOTE: </span>Bramble',
        [UNVOTE],
    ),  # fmt: skip
]


ODD_NAMES: list[tuple[str, str, str]] = [
    ("apostrophe", B.format("Vote: O'Hare"), "O'Hare"),
    ("curly-apostrophe", B.format("Vote: O\u2019Hare"), "O'Hare"),
    ("apostrophe-left-out", B.format("Vote: ohare"), "O'Hare"),
    ("apostrophe-in-quotes", B.format("Vote: 'O'Hare'"), "O'Hare"),
    ("and-in-name", B.format("Vote: Salt and Pepper"), "Salt and Pepper"),
    ("ampersand-for-and", B.format("Vote: Salt &amp; Pepper"), "Salt and Pepper"),
    ("first-word-of-and-name", B.format("Vote: Salt"), "Salt and Pepper"),
    ("slash-in-name", B.format("Vote: AC/DC"), "AC/DC"),
    ("slash-left-out", B.format("Vote: acdc"), "AC/DC"),
    ("the-left-out", B.format("Vote: Fool"), "The Fool"),
    ("the-lower-case", B.format("Vote: the fool"), "The Fool"),
    ("decoration-left-out", B.format("Vote: Raven"), "xX_Raven_Xx"),
    ("title-stop-added", B.format("Vote: Dr. Who"), "Dr Who"),
    ("number-left-off", B.format("Vote: Nine Lives"), "Nine Lives 9"),
    ("tag-apostrophe", vote_tag("O'Hare"), "O'Hare"),
]


@pytest.mark.parametrize(("html", "player"), [pytest.param(h, w, id=i) for i, h, w in ODD_NAMES])
def test_names_of_other_shapes(html: str, player: str) -> None:
    assert read(html, roster=ODD_ROSTER) == [vote(player)]


@pytest.mark.parametrize(("html", "expected"), params(NAMES + TOGETHER + AS_NOW))
def test_a_host_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", [pytest.param(h, id=i) for i, h in NEVER])
def test_never_a_vote(html: str) -> None:
    assert read(html) == []


def test_a_spoiler_counts_when_the_game_counts_spoilers() -> None:
    assert read(spoiler(B.format("Vote: Bramble")), spoilers="count") == [vote("Bramble")]


@pytest.mark.parametrize(
    "html",
    [p("To unvote type [unvote][/unvote]"), p("to unvote, type [unvote][/unvote] on its own")],
)
def test_explaining_the_syntax_is_no_unvote_under_literal_bbcode(html: str) -> None:
    assert read(html, literal_bbcode=True) == []


@pytest.mark.parametrize(
    "html",
    [p("[vote]Bramble[/vote]"), p("[VOTE]Bramble[/VOTE]"), p("[b]vote Bramble[/b]"),
     p("[b]Vote: Bramble[/b] - he dodged")],
)  # fmt: skip
def test_literal_bbcode_votes(html: str) -> None:
    assert read(html, literal_bbcode=True) == [vote("Bramble")]


@pytest.mark.parametrize(
    "html",
    [p("[unvote][/unvote] [vote]Ivo[/vote]"), p("[unvote]Bramble Moon[/unvote] [vote]Ivo[/vote]"),
     post("[unvote]Bramble[/unvote]", "[vote]Ivo[/vote]")],
)  # fmt: skip
def test_literal_unvote_then_vote(html: str) -> None:
    assert read(html, literal_bbcode=True) == [UNVOTE, vote("Ivo")]
