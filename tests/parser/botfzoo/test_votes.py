"""The BotF zoo (see zoo.py): votes on nominations. ``/vote X @Host``, ``/unvote @Host``,
``vote X``, ``VOTE: X``, bold, ``/Hands up X``, a vote on the Storyteller or for no
execution where a game allows them, and the YES / NO of ballot games (spec/rules.md §2.1,
§2.5, §4.4). Whether the vote may stand (a nomination to vote on, a ghost token, the
ping) is the tally's question."""

from __future__ import annotations

import pytest

from .zoo import (
    EMOJI,
    HOST,
    NL,
    ST,
    Reading,
    at,
    b,
    br,
    cases,
    code,
    details,
    em,
    never,
    p,
    quote,
    read,
    spoiler,
)


def vote(player: str) -> list[Reading]:
    return [("vote", player)]


BRAMBLE = vote("Bramble")
UNVOTE: list[Reading] = [("unvote",)]

VOTES: list[tuple[str, str, list[Reading]]] = [
    ("slash-ping", p("/vote Bramble " + HOST), BRAMBLE),
    ("slash", p("/vote Bramble"), BRAMBLE),
    ("slash-ping-before", p(HOST + " /vote Bramble"), BRAMBLE),
    ("slash-mention-and-ping", p("/vote " + at("Bramble") + " " + HOST), BRAMBLE),
    ("slash-two-host-pings", p("/vote Bramble " + at("vesper") + " " + at("ombrel")), BRAMBLE),
    ("slash-reason-after-ping", p("/vote Bramble " + HOST + " he dodged"), BRAMBLE),
    ("slash-question", p("/vote Bramble?"), BRAMBLE),
    ("slash-bold", p(b("/vote Bramble " + HOST)), BRAMBLE),
    ("slash-italic-name", p("/vote " + em("Bramble")), BRAMBLE),
    ("bold-slash-word-plain-name", p(b("/vote") + " Bramble"), BRAMBLE),
    ("bold-slash-word-colon-mention", p(b("/vote:") + " " + at("Ivo")), vote("Ivo")),
    ("slash-bold-name", p("/vote " + b("Bramble")), BRAMBLE),
    ("list-item", "<ul><li>/vote Bramble " + HOST + "</li></ul>", BRAMBLE),
    ("ping-next-line", br("/vote Bramble", HOST), BRAMBLE),
    ("emoji-after", p("/vote Bramble " + EMOJI), BRAMBLE),
    ("plain", p("vote Bramble"), BRAMBLE),
    ("plain-colon", p("VOTE: Bramble"), BRAMBLE),
    ("plain-mention", p("VOTE: " + at("kmoon")), vote("kmoon")),
    ("bold", p(b("vote Bramble")), BRAMBLE),
    ("bold-keyword-plain-name", p(b("VOTE:") + " Bramble " + HOST), BRAMBLE),
    ("hands-up", p("/Hands up Bramble"), BRAMBLE),
    ("hands-up-lower", p("/hands up Bramble " + HOST), BRAMBLE),
    ("hands-up-joined", p("/handsup Bramble"), BRAMBLE),
    ("hands-up-for", p("/hands up for Bramble"), BRAMBLE),
    # --- names -------------------------------------------------------------------
    ("display-name", p("/vote Kestrel Moon " + HOST), vote("kmoon")),
    ("display-first-word", p("vote kestrel"), vote("kmoon")),
    ("mention-username", p("/vote " + at("kmoon") + " " + HOST), vote("kmoon")),
    ("display-differs", p("/vote Tansy"), vote("tansy_b")),
    ("username", p("/vote tansy_b"), vote("tansy_b")),
    ("underscore", p("/vote Sable_Fox"), vote("Sable_Fox")),
    ("hyphen-as-space", p("/vote Quill Tide"), vote("Quill-Tide")),
    ("digits-run-on", p("/vote nox9"), vote("Nox 9")),
    ("digits-left-off", p("/vote Wren"), vote("Wren77")),
    ("self", p("/vote me " + HOST), vote("Juno")),
    # "The Storytellers are a valid vote" (BotF XVI, spec/rules.md §2.1)
    ("storyteller", p("/vote Storyteller"), vote(ST)),
    # "Sleeping (No Execution) is a valid vote" where a game allows it (allow_no_elimination)
    ("sleeping", p("/vote Sleeping " + HOST), vote(NL)),
    ("sleep", p("/vote Sleep"), vote(NL)),
    ("no-execution", p("/vote No Execution"), vote(NL)),
    ("no-exe-brackets", p("/vote [No Exe]"), vote(NL)),
    ("no-exe", p("/vote no exe " + HOST), vote(NL)),
    ("bold-no-execution", p(b("No Execution")), vote(NL)),
    ("bold-sleeping", p(b("Sleeping")), vote(NL)),
    # --- unvotes, several commands -------------------------------------------------
    ("unvote-ping", p("/unvote " + HOST), UNVOTE),
    ("unvote", p("/unvote"), UNVOTE),
    ("unvote-ping-before", p(HOST + " /unvote"), UNVOTE),
    ("unvote-named", p("/unvote Bramble " + HOST), [("unvote", "Bramble")]),
    ("unvote-vote-one-line", p("/unvote /vote Ivo " + HOST), [*UNVOTE, ("vote", "Ivo")]),
    ("unvote-named-vote", p("/unvote Bramble /vote Ivo"), [("unvote", "Bramble"), ("vote", "Ivo")]),
    ("unvote-vote-lines", br("/unvote " + HOST, "/vote Ivo " + HOST), [*UNVOTE, ("vote", "Ivo")]),
    ("two-votes", br("/vote Bramble", "wait, no", "/vote Ivo"), [*BRAMBLE, ("vote", "Ivo")]),
    ("struck-then-new", p("<s>/vote Bramble</s> /vote Ivo"), vote("Ivo")),
    (
        "own-after-quote",
        quote("Ivo", "/vote Bramble @Storyteller") + p("/vote Ivo " + HOST),
        vote("Ivo"),
    ),  # fmt: skip
    ("own-before-quote", p("/vote Bramble") + quote("Ivo", "/vote Juno"), BRAMBLE),
    (
        "vote-then-whisper",
        p("/vote Bramble " + HOST + " /whisper " + at("Ivo")),
        [*BRAMBLE, ("whisper", "Ivo")],
    ),  # fmt: skip
    # --- YES / NO ballots ------------------------------------------------------------
    ("bold-yes", p(b("YES")), [("ballot", "yes")]),
    ("bold-no", p(b("NO")), [("ballot", "no")]),
    ("bold-yes-bang", p(b("Yes!")), [("ballot", "yes")]),
    ("slash-yes", p("/yes"), [("ballot", "yes")]),
    ("slash-no-ping", p("/no " + HOST), [("ballot", "no", ST)]),  # the tally drops the ping
    ("slash-yes-named", p("/yes Bramble"), [("ballot", "yes", "Bramble")]),
]

NEVER: list[tuple[str, str]] = [
    ("quoted", quote("Ivo", "/vote Bramble " + "@Storyteller") + p("nope")),
    ("code", p("the command is " + code("/vote X @Storyteller"))),
    ("spoiler", p(spoiler(b("vote Bramble")))),
    ("spoiler-after-ping", p(HOST + " " + spoiler("/vote Bramble"))),
    ("details", details("plans", "/vote Bramble")),
    ("question", p("vote Bramble?")),
    ("two-names-question", p("vote Bramble or Ivo? I can't decide")),
    ("conditional-bold", p("If I were you I'd " + b("vote") + " Bramble")),
    ("explained", p("remember to /vote with a ping")),
    ("past", p("Ivo voted Bramble yesterday")),
    ("plain-yes", p("yes")),
    ("plain-no", p("No.")),
    ("yes-in-a-sentence", p("Yes, I'm the Chef")),
    ("placeholder", p("/vote [player] " + HOST)),
    ("no-exe-alone-plain", p("[No Exe]")),
]

# shapes a Storyteller may read either way: what the tool does now, and why
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # a bold YES / NO is the ballot; the name after it in plain text is not read (the
    # tally applies a ballot without a name to the one open exile)
    ("bold-yes-then-name", p(b("YES") + " on Bramble"), [("ballot", "yes")]),
    # "YES Bramble" in one bold run may be a shout ("YES Bramble is the demon")
    ("bold-yes-name-run", p(b("YES Bramble")), []),
    # "/hands up" with no name: which nomination is meant is the host's guess
    ("hands-up-bare", p("/hands up"), []),
    ("hands-down", p("/Hands down"), []),
    # a ping to the Storyteller before a plain vote is the vote (parser.slash.after_pings);
    # a ping to anyone else asks them (votezoo: ping-first, "@Warden vote X")
    ("ping-then-plain", p(HOST + " vote Bramble"), [("vote", "Bramble")]),
    ("player-ping-then-plain", p(at("Ivo") + " vote Bramble"), []),
]


@pytest.mark.parametrize(("html", "expected"), cases(VOTES + AS_NOW))
def test_a_storyteller_reads_the_vote(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", never(NEVER))
def test_never_a_vote(html: str) -> None:
    assert read(html) == []
