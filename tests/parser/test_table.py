"""Table-driven markup suite: our own snippets in each engine's real HTML structure."""

from __future__ import annotations

import pytest

from tests.parser.helpers import parse, votes

V_THORN = [("vote", "Thornfield")]
BOLD_FORMS = {
    "discourse-strong": "<p><strong>{}</strong></p>",
    "discourse-bbcode-b": '<p><span class="bbcode-b">{}</span></p>',
    "discourse-raw-b": "<p><b>{}</b></p>",
    "phpbb32-text-strong": '<strong class="text-strong">{}</strong>',
    "phpbb30-span-bold": '<span style="font-weight: bold">{}</span>',
    "phpbb-print-nospace": '<span style="font-weight:bold">{}</span>',
    "mafiascum-inline-div": '<div style="display: inline; font-weight: bold">{}</div>',
    "mafiascum-noboldsig": '<span class="noboldsig">{}</span>',
    "vbulletin4-b": '<blockquote class="postcontent restore"><b>{}</b></blockquote>',
    "xenforo2-b": '<article class="message-body"><div class="bbWrapper"><b>{}</b></div></article>',
    "css-700": '<span style="font-weight: 700">{}</span>',
}
BOLD_TEXTS = {
    "colon": ("Vote: Thornfield", V_THORN),
    "lower": ("vote pepperpot", [("vote", "Pepperpot")]),
    "unvote": ("Unvote", [("unvote", None)]),
    "unvote-then-vote": ("Unvote, vote Goldie", [("unvote", None), ("vote", "Marigold")]),
    "nominate": ("Nominate: WillowWisp", [("nominate", "WillowWisp")]),
    "preamble": ("Fingers crossed, vote Juniper.", [("vote", "Juniper")]),
    "prose-future": ("I will vote Juniper tomorrow", []),
    "prose-negation": ("don't vote Pepperpot", []),
    "vig-vote": ("Vig-Vote: Juniper", []),
    "unvig-vote": ("unvig-vote: Juniper", []),
    "pseudo-vote": ("Pseudo vote: Juniper", []),
}
BOLD_CASES = [
    pytest.param(form.format(text), want, id=f"{fname}-{tname}")
    for fname, form in BOLD_FORMS.items()
    for tname, (text, want) in BOLD_TEXTS.items()
]


@pytest.mark.parametrize(("html", "want"), BOLD_CASES)
def test_bold_forms(html, want):
    assert votes(parse(html)) == want


INNER = {
    "bold": "<b>vote Thornfield</b>",
    "tag": '<span class="bbvote" title="This is an official vote.">VOTE: Thornfield</span>',
}
QUOTE_FORMS = {
    "discourse-aside": '<aside class="quote no-group" data-username="pepperpot" data-post="3">'
    '<div class="title"><div class="quote-controls"></div>pepperpot:</div>'
    "<blockquote><p>{}</p></blockquote></aside>",
    "discourse-group-aside": '<aside class="quote group-staff" data-username="a"><blockquote>{}</blockquote></aside>',
    "discourse-markdown": "<blockquote><p>{}</p></blockquote>",
    "phpbb33-cite": '<blockquote cite="./viewtopic.php?p=9"><div><cite>Pepperpot wrote: '
    '<a href="./viewtopic.php?p=9" data-post-id="9"></a></cite>{}</div></blockquote>',
    "phpbb-uncited": '<blockquote class="uncited"><div>{}</div></blockquote>',
    "mafiascum-in-post": '<blockquote><div><cite><a href="#">In post 12</a>, Pepperpot wrote:</cite>{}</div></blockquote>',
    "vbulletin-bbcode": '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
    '<div class="bbcode_postedby">Originally Posted by <strong>Pepperpot</strong></div>'
    '<div class="message">{}</div></div></div></div>',
    "xenforo21-quote": '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote" data-quote="Pepperpot">'
    '<div class="bbCodeBlock-title">Pepperpot said:</div><div class="bbCodeBlock-content">'
    '<div class="bbCodeBlock-expandContent">{}</div></div></blockquote>',
    "xenforo20-div-quote": '<div class="bbCodeBlock bbCodeBlock--quote"><div class="bbCodeBlock-content">{}</div></div>',
    "teamliquid-quote": '<div class="quote"><hr><b>On May 1 Pepperpot wrote:</b><br>{}<hr></div>',
    "nested-quote": "<blockquote><div><blockquote><div><div><p>{}</p></div></div></blockquote></div></blockquote>",
}
QUOTE_CASES = [
    pytest.param(form.format(inner), id=f"{fname}-{iname}")
    for fname, form in QUOTE_FORMS.items()
    for iname, inner in INNER.items()
]


@pytest.mark.parametrize("html", QUOTE_CASES)
def test_quoted_commands_never_count(html):
    parsed = parse(html + "<p>my own words</p>")
    assert parsed.commands == ()
    assert [i.reason for i in parsed.ignored] == ["COMMAND_IN_QUOTE"]


SPOILER_FORMS = {
    "discourse-inline": '<p><span class="spoiler">{}</span></p>',
    "discourse-block": '<div class="spoiler"><p>{}</p></div>',
    "discourse-details": "<details><summary>Notes</summary><p>{}</p></details>",
    "phpbb-quotecontent": '<div class="quotetitle"><b>Spoiler:</b> <input type="button" class="button2" value="Show"></div>'
    '<div class="quotecontent"><div style="display: none;">{}</div></div>',
    "mafiascum-inline": '<span title="This text is hidden to prevent spoilers (select it).">{}</span>',
    "xenforo-block": '<div class="bbCodeSpoiler"><button class="bbCodeSpoiler-button">Spoiler</button>'
    '<div class="bbCodeSpoiler-content"><div class="bbCodeBlock bbCodeBlock--spoiler">{}</div></div></div>',
    "xenforo-inline": '<span class="bbCodeInlineSpoiler">{}</span>',
    "teamliquid": '<a onclick="return toggleShowSpoiler2(this, 1)" href="#"><span>+ Show</span> Spoiler</a>'
    '<div style="display:none" id="spoiler_1"><div class="forummsg">{}</div></div>',
}
SPOILER_CASES = [
    pytest.param(form.format(INNER["bold"]), mode, id=f"{name}-{mode}")
    for name, form in SPOILER_FORMS.items()
    for mode in ("ignore", "count")
]


@pytest.mark.parametrize(("html", "mode"), SPOILER_CASES)
def test_spoilers(html, mode):
    parsed = parse(html, spoilers=mode)
    if mode == "ignore":
        assert parsed.commands == () and [i.reason for i in parsed.ignored] == [
            "COMMAND_IN_SPOILER"
        ]
    else:
        assert votes(parsed) == V_THORN and parsed.ignored == ()


OTHER_IGNORED = {
    "code-inline": ("<p><code>{}</code></p>", "COMMAND_IN_CODE"),
    "pre-code": ("<pre><code>{}</code></pre>", "COMMAND_IN_CODE"),
    "phpbb-codebox": (
        '<div class="codebox"><p>Code:</p><pre><code>{}</code></pre></div>',
        "COMMAND_IN_CODE",
    ),
    "s": ("<p><s>{}</s></p>", "COMMAND_STRUCK"),
    "strike": ("<strike>{}</strike>", "COMMAND_STRUCK"),
    "del": ("<del>{}</del>", "COMMAND_STRUCK"),
    "css-line-through": ('<span style="text-decoration: line-through">{}</span>', "COMMAND_STRUCK"),
    "mafiascum-area": ("<fieldset><legend>Area</legend>{}</fieldset>", "COMMAND_IN_AREA"),
    "phpbb-signature": ('<div id="sig42" class="signature">{}</div>', "COMMAND_IN_SIGNATURE"),
    "vbulletin-signature": (
        '<blockquote class="signature restore">{}</blockquote>',
        "COMMAND_IN_SIGNATURE",
    ),
    "xenforo-signature": (
        '<aside class="message-signature"><div class="bbWrapper">{}</div></aside>',
        "COMMAND_IN_SIGNATURE",
    ),
}


@pytest.mark.parametrize(("form", "reason"), OTHER_IGNORED.values(), ids=list(OTHER_IGNORED))
def test_code_struck_area_signature(form, reason):
    parsed = parse(form.format(INNER["bold"]))
    assert parsed.commands == () and [i.reason for i in parsed.ignored] == [reason]


RED_FORMS = {
    "name": '<span style="color: red">{}</span>',
    "short-hex": '<span style="color:#f00">{}</span>',
    "long-hex": '<span style="color: #FF0000">{}</span>',
    "rgb": '<span style="color: rgb(255, 0, 0)">{}</span>',
    "font-tag": '<font color="red">{}</font>',
    "mafiascum-div": '<div style="display: inline; color: #ff0000">{}</div>',
}


@pytest.mark.parametrize("form", RED_FORMS.values(), ids=list(RED_FORMS))
def test_red_name_is_a_vote_when_colour_counts(form):
    html = "<p>I point at " + form.format("Pepperpot") + " today</p>"
    assert votes(parse(html, markers=["colour"])) == [("vote", "Pepperpot")]


@pytest.mark.parametrize("form", RED_FORMS.values(), ids=list(RED_FORMS))
def test_red_name_is_nothing_by_default(form):
    assert parse("<p>" + form.format("Pepperpot") + "</p>").commands == ()


@pytest.mark.parametrize(
    ("html", "switches", "want"),
    [
        pytest.param(
            '<span style="color: blue">Pepperpot</span>',
            {"markers": ["colour"]},
            [],
            id="blue-is-not-red",
        ),
        pytest.param(
            '<span style="color: blue">Pepperpot</span>',
            {"markers": ["colour"], "colour": "blue"},
            [("vote", "Pepperpot")],
            id="colour-switch",
        ),  # fmt: skip
        pytest.param(
            '<span style="color: red">Vote: Juniper</span>',
            {"markers": ["colour"]},
            [("vote", "Juniper")],
            id="red-keyword-run",
        ),  # fmt: skip
        pytest.param(
            '<span style="color: red">this is a long red sentence about nothing at all</span>',
            {"markers": ["colour"]},
            [],
            id="red-prose",
        ),  # fmt: skip
        pytest.param(
            '<span style="color: red"><span style="color: green">Juniper</span></span>',
            {"markers": ["colour"]},
            [],
            id="inner-colour-wins",
        ),  # fmt: skip
    ],
)
def test_colour_details(html, switches, want):
    assert votes(parse(html, **switches)) == want


SLASH = [
    ("/vote Thornfield", [("vote", "Thornfield")]),
    ("/vote Thornfield @Gamekeeper", [("vote", "Thornfield")]),
    ("/unvote @Storyteller", [("unvote", "@storyteller")]),
    ("/nominate Old Man Hemlock", [("nominate", "Old Man Hemlock")]),
    ("/in, seat 4", [("signup", None)]),
    ("/travel in, seat 9", [("signup", None)]),
    ("/out", [("withdraw", None)]),
    ("/whisper @WillowWisp", [("whisper", "WillowWisp")]),
    ("/whisper Storyteller", [("whisper", "@storyteller")]),
    ("/accept", [("accept", None)]),
    ("/accept @Juniper", [("accept", "Juniper")]),
    ("/exile Quartz_Fox", [("exile_call", "Quartz_Fox")]),
    ("/Hands up Pepperpot", [("vote", "Pepperpot")]),
    ("/vote no exe", [("vote", "@no-elimination")]),
    ("I didn't /in any other games", []),
    ("see https://example.org/vote/abc", []),
    ("/unvote /vote Juniper", [("unvote", None), ("vote", "Juniper")]),
]


@pytest.mark.parametrize(("text", "want"), SLASH, ids=[s for s, _ in SLASH])
def test_slash_commands(text, want):
    assert votes(parse(f"<p>{text}</p>")) == want


def test_signup_extra_seat_and_traveller():
    [c] = parse("<p>/travel in, seat 9</p>").commands
    assert c.get("seat") == 9 and c.get("traveller") is True
    [c] = parse("<p>/in, seat 4</p>").commands
    assert c.get("seat") == 4 and c.get("traveller") is False


TEXT = [
    ("VOTE: Thornfield", V_THORN),
    ("##vote Thornfield", V_THORN),
    ("##Vote: Old Man Hemlock", [("vote", "Old Man Hemlock")]),
    ("#vote:juniper", [("vote", "Juniper")]),
    ("whatever ##vote WillowWisp", [("vote", "WillowWisp")]),
    ("##Unvote", [("unvote", None)]),
    ("Unvote", [("unvote", None)]),
    ("UNVOTE: Pepperpot", [("unvote", "Pepperpot")]),
    ("Nominate: Juniper", [("nominate", "Juniper")]),
    ("vote Pepperpot", [("vote", "Pepperpot")]),
    ("Vote: No Lynch", [("vote", "@no-elimination")]),
    ("vote: no elimination", [("vote", "@no-elimination")]),
    ("VOTE: sleep", [("vote", "@no-elimination")]),
    ("I will vote Juniper tomorrow", []),
    ("don't vote Pepperpot", []),
    ("Then vote him.", []),
    ("Vote Juniper with me, everyone, right now please?", []),
    ("the vote count is wrong", []),
    ("Vote Count", []),
    ("He voted Pepperpot yesterday", []),
]


@pytest.mark.parametrize(("text", "want"), TEXT, ids=[t for t, _ in TEXT])
def test_plain_text_commands(text, want):
    assert votes(parse(f"<p>{text}</p>")) == want


def test_text_marker_off_gives_near_miss():
    parsed = parse("<p>VOTE: Juniper</p>", markers=["bold"])
    assert parsed.commands == () and parsed.near_misses[0].reason == "MISSING_MARKUP"


TAGS = [
    (
        '<span class="bbvote" title="This is an official vote.">VOTE: Pepperpot</span>',
        [("vote", "Pepperpot")],
    ),
    (
        '<span class="bbvote" title="This is an official unvote.">UNVOTE: Pepperpot</span>',
        [("unvote", "Pepperpot")],
    ),
    ('<span class="bbvote">UNVOTE: </span>', [("unvote", None)]),
    ('<span class="bbvote">VOTE: </span>', [("unvote", None)]),
    ("[vote]Juniper[/vote]", [("vote", "Juniper")]),
    ("[v]Juniper[/v]", [("vote", "Juniper")]),
    ("[unvote][/unvote]", [("unvote", None)]),
    ("[vote][/vote]", [("unvote", None)]),
    ('<span class="bbvote">VOTE: <a href="/u/9">Quartz_Fox</a></span>', [("vote", "Quartz_Fox")]),
]


@pytest.mark.parametrize(("html", "want"), TAGS)
def test_vote_tags(html, want):
    assert votes(parse(html)) == want


ORDER = [
    ("<b>Unvote.  Vote: Juniper.</b>", [("unvote", None), ("vote", "Juniper")]),
    ("<b>Unvote<br>Vote Juniper</b>", [("unvote", None), ("vote", "Juniper")]),
    (
        "<b>vote Juniper</b> then <b>vote Pepperpot</b>",
        [("vote", "Juniper"), ("vote", "Pepperpot")],
    ),
    (
        "<p>/vote Juniper</p><p><b>vote Pepperpot</b></p><p>##vote Goldie</p>",
        [("vote", "Juniper"), ("vote", "Pepperpot"), ("vote", "Marigold")],
    ),  # fmt: skip
]


@pytest.mark.parametrize(("html", "want"), ORDER)
def test_several_commands_in_written_order(html, want):
    parsed = parse(html)
    assert votes(parsed) == want
    assert [c.index for c in parsed.commands] == list(range(len(want)))


def test_command_records_raw_and_markup():
    [c] = parse('<p>Hi <span class="bbcode-b">Vote: Juniper</span></p>').commands
    assert (c.raw, c.markup.value, c.actor, c.post_id) == ("Vote: Juniper", "bold", "Juniper", "p1")


def test_struck_name_inside_vote_is_skipped():
    assert votes(parse("<p><b>Vote: <s>Pepperpot</s> Juniper</b></p>")) == [("vote", "Juniper")]


def test_own_line_switch():
    html = "<p>I think <b>vote Juniper</b> is right</p>"
    assert votes(parse(html)) == [("vote", "Juniper")]
    parsed = parse(html, own_line=True)
    assert parsed.commands == () and parsed.near_misses[0].reason == "NOT_OWN_LINE"


def test_ballots():
    assert votes(parse("<p><b>YES</b></p>")) == [("ballot", None)]
    assert parse("<p><b>no</b></p>").commands[0].get("choice") == "no"


def test_host_posts_skip():
    html = "<p><b>Vote Count</b></p><p><b>vote Juniper</b></p>"
    assert votes(parse(html, author="Gamekeeper")) == [("vote", "Juniper")]
    parsed = parse(html, author="Gamekeeper", host_posts="skip")
    assert parsed.commands == () and parsed.near_misses[0].reason == "HOST_POST"


def test_self_vote_words():
    assert votes(parse("<b>vote me</b>", author="Pepperpot")) == [("vote", "Pepperpot")]
    assert votes(parse("<b>vote the great one (me)</b>", author="Pepperpot")) == [
        ("vote", "Pepperpot")
    ]
