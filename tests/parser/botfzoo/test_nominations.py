"""The BotF zoo (see zoo.py): nominations. ``/nominate X``, ``/nom X``, ``nominate X``,
``Nominate: X``, "I nominate X" on its own line, bold, with the ``@Storyteller`` ping
before or after (spec/rules.md §2.5, §4.3); names by username, display name, mention,
spaces, digits and underscores. A nomination said in a sentence, asked, wished,
explained, quoted, hidden or shown in code is none."""

from __future__ import annotations

import pytest

from .zoo import (
    EMOJI,
    HOST,
    INLINE_ONEBOX,
    ONEBOX,
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
    spoiler_block,
)


def nom(player: str) -> list[Reading]:
    return [("nominate", player)]


BRAMBLE = nom("Bramble")

NOMINATIONS: list[tuple[str, str, list[Reading]]] = [
    # --- the forms of spec/rules.md §2.5 ---------------------------------------------
    ("slash", p("/nominate Bramble"), BRAMBLE),
    ("slash-ping-after", p("/nominate Bramble " + HOST), BRAMBLE),
    ("slash-ping-before", p(HOST + " /nominate Bramble"), BRAMBLE),
    ("slash-ping-comma-before", p(HOST + ", /nominate Bramble"), BRAMBLE),
    ("slash-two-pings-before", p(HOST + " " + at("vesper") + " /nominate Bramble"), BRAMBLE),
    ("slash-ping-line-before", br(HOST, "/nominate Bramble"), BRAMBLE),
    ("slash-ping-in-brackets", p("/nominate Bramble (ping " + HOST + ")"), BRAMBLE),
    ("slash-short", p("/nom Bramble"), BRAMBLE),
    ("slash-short-mentions", p("/nom " + at("Ivo") + " " + HOST), nom("Ivo")),
    ("slash-upper", p("/NOMINATE BRAMBLE"), BRAMBLE),
    ("slash-title", p("/Nominate Bramble"), BRAMBLE),
    ("slash-colon", p("/nominate: Bramble"), BRAMBLE),
    ("slash-at-text", p("/nominate @Bramble"), BRAMBLE),
    ("slash-stop", p("/nominate Bramble."), BRAMBLE),
    ("slash-question", p("/nominate Bramble?"), BRAMBLE),  # the slash makes it a command
    ("slash-reason-comma", p("/nominate Bramble, he is the demon"), BRAMBLE),
    ("slash-reason-dash", p("/nominate Bramble - no info all day"), BRAMBLE),
    ("slash-emoji-after", p("/nominate Bramble " + EMOJI + " " + HOST), BRAMBLE),
    ("slash-emoji-before", p(EMOJI + " /nominate Bramble"), BRAMBLE),
    ("slash-bold", p(b("/nominate Bramble")), BRAMBLE),
    ("slash-italic", p(em("/nominate Bramble")), BRAMBLE),
    ("slash-after-a-line", br("ok then", "/nominate Bramble " + HOST), BRAMBLE),
    ("slash-after-onebox", ONEBOX + p("/nominate Bramble"), BRAMBLE),
    ("plain", p("nominate Bramble"), BRAMBLE),
    ("plain-colon", p("Nominate: Bramble"), BRAMBLE),
    ("plain-colon-ping", p("Nominate: Bramble " + HOST), BRAMBLE),
    ("plain-two-words", p("Nominate Old Tom"), nom("Old Tom")),
    ("first-person", p("I nominate Bramble"), BRAMBLE),
    ("first-person-ping", p("I nominate Bramble " + HOST), BRAMBLE),
    ("first-person-mention", p("I nominate " + at("Ivo")), nom("Ivo")),
    ("first-person-bang", p("I nominate Bramble!"), BRAMBLE),
    ("first-person-lower", p("i nominate bramble"), BRAMBLE),
    ("first-person-self", p("I nominate myself"), nom("Juno")),
    ("bold", p(b("nominate Bramble")), BRAMBLE),
    ("bold-upper", p(b("NOMINATE BRAMBLE")), BRAMBLE),
    ("bold-first-person", p(b("I nominate Bramble")), BRAMBLE),
    ("bold-keyword-plain-name", p(b("Nominate:") + " Bramble"), BRAMBLE),
    ("bold-keyword-mention", p(b("Nominate") + " " + at("Ivo") + " " + HOST), nom("Ivo")),
    ("bold-slash-word-plain-name", p(b("/nominate") + " Bramble " + HOST), BRAMBLE),
    ("bold-first-person-word", p(b("I nominate") + " Bramble"), BRAMBLE),
    ("bold-first-person-colon", p(b("I Nominate:") + " Bramble"), BRAMBLE),
    ("bbcode-b-span", p('<span class="bbcode-b">/nominate Bramble</span>'), BRAMBLE),
    ("list-item", "<ol><li>/nominate Bramble</li></ol>", BRAMBLE),
    ("heading", "<h2>/nominate Bramble</h2>", BRAMBLE),
    ("nbsp", p("/nominate&nbsp;Bramble"), BRAMBLE),
    ("italic-name", p("/nominate " + em("Kestrel Moon")), nom("kmoon")),
    ("inline-onebox-after", p("/nominate Bramble " + INLINE_ONEBOX), BRAMBLE),
    ("ping-colon-before", p(HOST + ": /nominate Bramble"), BRAMBLE),
    ("ping-as-text-before", p("@storyteller /nominate Bramble"), BRAMBLE),
    # a ping to the Storyteller, then the plain command: the command (parser.slash)
    ("ping-then-plain", p(HOST + " nominate Bramble"), BRAMBLE),
    ("ping-then-plain-colon", p(HOST + " Nominate: Bramble"), BRAMBLE),
    ("ping-then-first-person", p(HOST + " I nominate Bramble"), BRAMBLE),
    ("ping-comma-then-plain", p(HOST + ", nominate " + at("Ivo")), nom("Ivo")),
    ("ping-colon-then-plain", p(HOST + ": nominate Ivo"), nom("Ivo")),
    ("ping-st-then-plain", p("@ST nominate Ivo"), nom("Ivo")),
    ("two-pings-then-plain", p(at("vesper") + " " + HOST + " nominate Ivo"), nom("Ivo")),
    ("ping-line-then-plain", br(HOST, "nominate Ivo"), nom("Ivo")),
    ("ping-then-plain-vote", p(HOST + " vote Ivo"), [("vote", "Ivo")]),
    (
        "nominate-then-vote",
        br("/nominate Bramble " + HOST, "/vote Bramble"),
        [*BRAMBLE, ("vote", "Bramble")],
    ),  # fmt: skip
    # --- names -------------------------------------------------------------------
    ("mention-username", p("/nominate " + at("kmoon")), nom("kmoon")),
    ("display-name", p("/nominate Kestrel Moon"), nom("kmoon")),
    ("display-name-only-first", p("nominate kestrel"), nom("kmoon")),
    ("display-differs", p("/nominate Tansy"), nom("tansy_b")),
    ("mention-differs", p("/nominate " + at("tansy_b") + " " + HOST), nom("tansy_b")),
    ("space-lower", p("/nominate old tom"), nom("Old Tom")),
    ("digits-space", p("/nominate Nox 9"), nom("Nox 9")),
    ("digits", p("/nominate Wren77"), nom("Wren77")),
    ("underscore-as-space", p("/nominate Sable Fox"), nom("Sable_Fox")),
    ("self-me", p("/nominate me"), nom("Juno")),  # self-nomination is allowed (§4.3)
    ("self-named", p("/nominate Juno"), nom("Juno")),
    ("storyteller", p(b("Nominate:") + " the Storyteller"), nom(ST)),  # the tally refuses it
]

NEVER: list[tuple[str, str]] = [
    ("quoted", quote("Ivo", "/nominate Bramble") + p("nah")),
    (
        "quoted-rules",
        quote("Storyteller", "To nominate, post /nominate X and ping me") + p("got it"),
    ),  # fmt: skip
    ("markdown-quote", "<blockquote><p>/nominate Bramble</p></blockquote>" + p("like this")),
    ("code-span", p(code("/nominate Bramble"))),
    ("code-block", "<pre><code>/nominate Bramble\n</code></pre>"),
    ("code-syntax", p("to nominate, type " + code("/nominate X"))),
    ("syntax-explained", p("to nominate, type /nominate X")),
    ("spoiler", p(spoiler("/nominate Bramble"))),
    ("spoiler-block", spoiler_block("/nominate Bramble")),
    ("hidden-details", details("notes", "/nominate Bramble")),
    ("struck", p("<del>/nominate Bramble</del>")),
    ("conditional", p("I'd nominate Bramble if he claims")),
    ("conditional-slash", p("I'd /nominate Bramble if he claims")),
    ("condition-first", p("if Bramble flips good, /nominate Ivo")),
    ("future", p("I will nominate Bramble tomorrow")),
    ("wish", p("I would like to nominate Bramble")),
    ("question", p("nominate Bramble?")),
    ("question-first-person", p("I nominate Bramble?")),
    ("question-who", p("Who should I nominate?")),
    ("question-should", p("Should I nominate Bramble?")),
    ("past", p("Ivo nominated Bramble yesterday")),
    ("past-first-person", p("I nominated Bramble")),
    ("passive", p("Bramble was nominated by Ivo")),
    ("nominations-open", p("nominations are open")),
    ("nomination-noun", p("Bramble's nomination failed")),
    ("two-names", p("nominate Bramble or Ivo")),
    ("first-person-long", p("I nominate Bramble because he is lying about his role all day")),
    ("first-person-after-words", p("So I nominate Bramble")),
    ("bold-word-in-sentence", p("to " + b("nominate") + " Bramble")),
    ("bold-word-prose-after", p(b("nominate") + " him tomorrow")),
    ("bold-nobody", p(b("Nominate:") + " nobody today")),
    ("placeholder-x", p("/nominate X")),
    ("placeholder-player", p("/nominate [Player] " + HOST)),
    # near misses of the Storyteller's ping before a plain command
    ("player-ping-then-plain", p(at("Ivo") + " nominate Bramble")),  # asks Ivo to
    ("ping-then-question", p(HOST + " nominate Bramble?")),
    ("ping-then-conditional", p(HOST + " I'd nominate Bramble if he claims")),
    ("ping-then-sentence", p(HOST + " can I still nominate Bramble?")),
    ("ping-then-long-first-person", p(HOST + " I nominate Bramble because he is lying to us all")),
    ("ping-quoted", quote("Ivo", HOST + " nominate Bramble") + p("lol")),
    ("ping-after-words", p("ok " + HOST + " nominate Bramble")),
]

# shapes a Storyteller may read either way: what the tool does now, and why
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    # a ping to a host's own account before a plain (not slash) command: the parser reads
    # a line before it knows which mentions are hosts, and "@Ivo nominate Bramble" asks Ivo
    # to do it as often as it is a nomination; only the Storyteller's ping (a word of
    # STORYTELLER_WORDS) makes the plain command the writer's (NOMINATIONS: ping-then-plain)
    ("host-account-ping-then-plain", p(at("vesper") + " nominate Bramble"), []),
    # "nominating" is no command word, as "voting" is not (votezoo: voting)
    ("nominating", p("Nominating Bramble"), []),
    ("nominating-ping", p("I'm nominating Bramble " + HOST), []),
    # "Nom:" in plain text: only the slash form is the short word of the catalogue
    ("nom-colon", p("Nom: Bramble"), []),
    # a slash command after a mention of a player is read as the command: a slash word
    # is what a player types to act, not what they tell another to do
    ("player-ping-then-slash", p(at("Ivo") + " /nominate Bramble"), BRAMBLE),
    # the name on the next line: a line ends the command (votezoo:
    # bold-keyword-name-next-line)
    ("name-next-line", br("/nominate", "Bramble"), []),
]


@pytest.mark.parametrize(("html", "expected"), cases(NOMINATIONS + AS_NOW))
def test_a_storyteller_reads_the_nomination(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", never(NEVER))
def test_never_a_nomination(html: str) -> None:
    assert read(html) == []
