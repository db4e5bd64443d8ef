"""The BotF zoo (see zoo.py): whispers and exiles. ``/whisper @X``, ``/whisper [X]``,
``/whisper Storyteller`` and ``/accept`` (spec/rules.md §2.2, §4.8); ``/exile X`` and
the ``/yes`` / ``/no`` of an exile (§4.6). A whisper to a host's own account or to "ST" is
the Storyteller whisper. Caps, neighbours and who may accept are the tally's checks."""

from __future__ import annotations

import pytest

from .zoo import HOST, ST, Reading, at, b, br, cases, code, never, p, quote, read

IVO: list[Reading] = [("whisper", "Ivo")]
TO_ST: list[Reading] = [("whisper", ST)]
ACCEPT: list[Reading] = [("accept",)]

WHISPERS: list[tuple[str, str, list[Reading]]] = [
    ("mention", p("/whisper " + at("Ivo")), IVO),
    ("mention-ping", p("/whisper " + at("Ivo") + " " + HOST), IVO),
    ("brackets", p("/whisper [Ivo]"), IVO),
    ("plain-name", p("/whisper Ivo"), IVO),
    ("ping-before", p(HOST + " /whisper Ivo"), IVO),
    ("after-a-line", br("need to talk to someone", "/whisper " + at("Ivo")), IVO),
    ("bold", p(b("/whisper " + at("Ivo"))), IVO),
    ("mention-username", p("/whisper " + at("kmoon")), [("whisper", "kmoon")]),
    ("display-name-brackets", p("/whisper [Kestrel Moon]"), [("whisper", "kmoon")]),
    ("display-differs", p("/whisper Tansy"), [("whisper", "tansy_b")]),
    ("digits", p("/whisper [Nox 9]"), [("whisper", "Nox 9")]),
    ("storyteller", p("/whisper Storyteller"), TO_ST),
    ("storyteller-brackets", p("/whisper [Storyteller]"), TO_ST),
    ("storyteller-mention", p("/whisper " + HOST), TO_ST),
    ("storyteller-at-text", p("/whisper @Storyteller"), TO_ST),
    ("the-storyteller", p("/whisper the storyteller"), TO_ST),
    ("the-storyteller-brackets", p("/whisper [The Storyteller]"), TO_ST),
    ("storytellers", p("/whisper storytellers"), TO_ST),
    ("st", p("/whisper ST"), TO_ST),
    ("host-account", p("/whisper " + at("vesper")), TO_ST),  # a host's own account
    ("host-account-brackets", p("/whisper [ombrel]"), TO_ST),
    # --- accept --------------------------------------------------------------------
    ("accept", p("/accept"), ACCEPT),
    ("accept-title", p("/Accept"), ACCEPT),
    ("accept-mention", p("/accept " + at("Ivo")), [("accept", "Ivo")]),
    ("accept-name", p("/accept Ivo"), [("accept", "Ivo")]),
    ("accept-comma", p("/accept, " + at("Ivo")), [("accept", "Ivo")]),
    ("accept-from", p("/accept whisper from " + at("Ivo")), [("accept", "Ivo")]),
    ("accept-ping-before", p(at("Ivo") + " /accept"), ACCEPT),
    ("accept-under-quote", quote("Ivo", "/whisper @Juno") + p("/accept"), ACCEPT),
    # --- exile ---------------------------------------------------------------------
    ("exile", p("/exile Ember"), [("exile_call", "Ember")]),
    ("exile-ping", p("/exile Ember " + HOST), [("exile_call", "Ember")]),
    ("exile-mention", p("/exile " + at("Ember")), [("exile_call", "Ember")]),
    ("exile-reason", p("/exile " + at("Ember") + " he's a traveller"), [("exile_call", "Ember")]),
    ("exile-yes", p("/yes"), [("ballot", "yes")]),
    ("exile-yes-on", p("/yes on Ember"), [("ballot", "yes", "Ember")]),
    ("exile-no-reason", p("/no, keep Ember"), [("ballot", "no", "Ember")]),
]

NEVER: list[tuple[str, str]] = [
    ("quoted-whisper", quote("Ivo", "/whisper @Juno") + p("hmm")),
    ("code", p("declare with " + code("/whisper @name"))),
    ("explained", p("you can /whisper anyone")),
    ("question", p("anyone want to /whisper?")),
    ("later", p("I'll /accept later")),
    ("asked", p("please /accept " + at("Ivo"))),
    ("first-person-accept", p("I /accept")),
    ("exile-prose", p("I call for Ember's exile")),
    ("exile-bare", p("/exile")),  # names nobody: a near miss, not a call
    ("whisper-bare", p("/whisper")),
    # near misses of the plain acceptance: a sentence, not a line of its own
    ("accept-sentence", p("I accept that Bramble is probably good")),
    ("accepted-sentence", p("accepted wisdom says he is the demon")),
    ("accept-question", p("accept?")),
    ("accept-quoted", quote("Ivo", "accepted") + p("ok")),
    ("accept-named-plainly", p("accept Ivo")),  # a bare name: only a mention is read
    ("accepting", p("accepting")),
    ("accept-in-code", p(code("accept"))),
    ("accepted-as-reply", p("not accepted")),
]

# shapes a Storyteller may read either way: what the tool does now, and why
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # "accepted" / "accept" without the slash is an acceptance in spec/rules.md §4.8, but
    # only where a whisper to the writer is pending, which the parser cannot know: a line
    # that is only that is a plain acceptance ("accept?"), which the tally counts only
    # then and otherwise sets aside (COMMAND_IGNORED, tests/tally/botf/test_commands.py).
    # Nothing else is accepted in BotF: a nominee or a traveller called for exile writes
    # nothing (spec/rules.md §4.3, §4.6), so "accept" after one's nomination is the same
    # plain acceptance, counted only where a whisper is pending
    ("accepted-plain", p("accepted"), [("accept?",)]),
    ("accept-plain", p("accept"), [("accept?",)]),
    ("accept-plain-title", p("Accepted!"), [("accept?",)]),
    ("accept-plain-mention", p("Accept " + at("Ivo")), [("accept?", "Ivo")]),
    ("accept-plain-from", p("accepted, from " + at("Ivo")), [("accept?", "Ivo")]),
    ("accept-plain-ping-before", p(at("Ivo") + " accepted"), [("accept?",)]),
    ("accept-plain-host-ping", p("accepted " + HOST), [("accept?",)]),  # a ping, no name
    ("whisper-accepted", p("whisper accepted"), [("accept?",)]),
    ("accept-the-whisper", p("I accept... no: accept the whisper"), []),
    ("accept-after-a-line", br("sure, let's talk", "accepted"), [("accept?",)]),
    # in bold the word is the command itself (a system's phrase in bold, as "**Crash the
    # Party**"): WHISPER_NO_DECLARATION when nothing is pending
    ("accept-bold", p(b("Accepted")), ACCEPT),
    # a whisper to two players: the first named is the whisper (a group whisper is
    # declared once per partner)
    (
        "two-partners",
        p("/whisper " + at("tansy_b") + " and " + at("Ivo")),
        [("whisper", "tansy_b")],
    ),
    # "EXILE X" in bold is no slash command: exile calls are written /exile
    ("bold-exile-word", p(b("EXILE") + " Ember"), []),
]


@pytest.mark.parametrize(("html", "expected"), cases(WHISPERS + AS_NOW))
def test_a_storyteller_reads_the_whisper_or_exile(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", never(NEVER))
def test_never_a_whisper_or_exile(html: str) -> None:
    assert read(html) == []
