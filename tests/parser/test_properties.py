"""Hypothesis invariants: never crash, never count quoted/spoilered text, determinism."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.parser.helpers import ROSTER, make_post
from votecount.parser import ParseOptions, Roster, parse_post
from votecount.parser.model import ResolutionStatus

ALL_MARKERS = ParseOptions.from_switches(
    {"markers": ["bold", "vote_tag", "colour", "slash", "text"]}
)
TAGS = ["b", "strong", "p", "div", "span", "i", "a", "font", "li", "s", "code", "details", "br"]
WRAPPERS = [
    "<blockquote>{}</blockquote>",
    '<aside class="quote">{}</aside>',
    '<div class="bbcode_container"><div class="message">{}</div></div>',
    '<div class="bbCodeBlock bbCodeBlock--quote">{}</div>',
    '<div class="quote">{}</div>',
    '<span class="spoiler">{}</span>',
    "<details><summary>x</summary>{}</details>",
    '<div class="quotecontent">{}</div>',
    '<div class="bbCodeSpoiler">{}</div>',
    '<div id="spoiler_3">{}</div>',
]
FILLER = ["<p>{}</p>", "<div>{}</div>", "<b>{}</b>", "<span>{}</span>", "<li>{}</li>", "<i>{}</i>"]
COMMANDS = [
    "<b>vote Juniper</b>", "VOTE: Juniper", "##vote Juniper", "/vote Juniper",
    '<span class="bbvote">VOTE: Juniper</span>', "[vote]Juniper[/vote]",
    '<span style="color:red">Juniper</span>', "<b>Unvote</b>",
]  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_on_text(text):
    parse_post(make_post(text), ROSTER, ALL_MARKERS)


@st.composite
def html_soup(draw):
    parts = draw(st.lists(st.one_of(st.text(max_size=20), st.sampled_from(TAGS)), max_size=30))
    out = []
    for p in parts:
        if p in TAGS:
            out.append(
                draw(st.sampled_from([f"<{p}>", f"</{p}>", f'<{p} style="font-weight:bold">']))
            )
        else:
            out.append(p)
    return "".join(out)


@settings(max_examples=150, deadline=None)
@given(html_soup())
def test_never_raises_on_html(html):
    parse_post(make_post(html), ROSTER, ALL_MARKERS)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(COMMANDS),
    st.sampled_from(WRAPPERS),
    st.lists(st.sampled_from(FILLER), max_size=6),
    st.lists(st.sampled_from(FILLER), max_size=6),
)
def test_nested_command_in_quote_or_spoiler_never_counts(command, wrapper, inner, outer):
    html = command
    for f in inner:
        html = f.format(html)
    html = wrapper.format(html)
    for f in outer:
        html = f.format(html)
    parsed = parse_post(make_post(html), ROSTER, ALL_MARKERS)
    assert parsed.commands == ()


NAMES = st.lists(st.text(alphabet="abcdeABCDE_ 1", min_size=1, max_size=8), min_size=1, max_size=6)


@settings(max_examples=200, deadline=None)
@given(NAMES, st.text(alphabet="abcdeABCDE_ 1", max_size=8))
def test_resolution_is_deterministic_and_never_picks_among_ties(names, text):
    names = list(dict.fromkeys(names))
    first = Roster(names).resolve(text)
    again = Roster(list(reversed(names))).resolve(text)
    assert first == again
    if first.status is ResolutionStatus.RESOLVED:
        assert first.player in names and first.candidates == (first.player,)
    else:
        assert first.player is None
