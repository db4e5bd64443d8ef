"""The raw-HTML pre-filter (``parser.prefilter``) is a strict superset of the rules: a post
it skips gives exactly what the full path gives (nothing at all)."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from votecount.parser import ParseOptions
from votecount.parser.extract import Extraction, extract
from votecount.parser.prefilter import may_hold_commands

OPTIONS = [
    ParseOptions(),
    ParseOptions.from_switches({"markers": ["bold", "vote_tag", "colour", "slash", "text"]}),
    ParseOptions.from_switches({"markers": ["colour"], "colour": "red", "spoilers": "count"}),
    ParseOptions.from_switches({"markers": ["text"], "own_line": True}),
]
# Pieces of command words, cut up by markup, references, comments, hidden elements,
# control characters and the non-ASCII letters that match ASCII ones case-insensitively.
WORDS = [
    "v", "o", "t", "e", "vo", "vot", "te", "ote", "Vote", "VOTE", "un", "-", "n", "no", "No",
    "nom", "nomi", "nat", "inate", "vtoe", "Ovte", "vt", "oe", "unovte", "/", "[", "]", "#", "##",
    "in", "out", "yes", "YES", "sleep",
    "Sleep", "lynch", "exe", "whisper", "accept", "exile", "hands", "up", "travel", "seat 4",
    " ", "\n", ":", ".", "Juniper", "Bob", "@Bob", "x", "\u0131", "\u0130", "\u017f", "\u212a",
    "\u043e", "\uff56", "\x01", "\x0c", "\x00",
]  # fmt: skip
MARKUP = [
    "<b>", "</b>", "<B>", "<strong>", "</strong>", "<i>", "</i>", "<p>", "</p>", "<br>",
    "<span>", "</span>", "<div>", "</div>", "<s>", "</s>", "<code>", "</code>", "<!-- c -->",
    "<script>x</script>", "<button>b</button>", "<?php x ?>", "<blockquote>", "</blockquote>",
    '<div class="quote">', '<span class="spoiler">', '<span class="bbvote">',
    '<span class="bb&#118;ote">', '<span style="font-weight:bold">', '<span class="bbcode-b">',
    '<span style="color:red">', '<font color="red">', '<span style="display:inline">',
    "&amp;", "&lt;", "&gt;", "&nbsp;", "&#39;", "&#118;", "&#x2f;", "&sol;", "&lsqb;", "&",
    "<", ">", "<?xml version='1.0' encoding='utf-8'?>", "<details>", "</details>",
    "<b>no</b>", "<strong>Yes</strong>", "<b> N.o </b>", "<b>sl</b>", "<b>town</b>", "<b>!</b>",
    "<b>\uff4e\uff4f</b>", "<strong>a</strong>",
]  # fmt: skip


def _same(a: Extraction, b: Extraction) -> bool:
    return (a.found, a.ignored, a.near) == (b.found, b.ignored, b.near)


@st.composite
def posts(draw: st.DrawFn) -> str:
    pieces = st.one_of(st.sampled_from(WORDS), st.sampled_from(MARKUP), st.text(max_size=4))
    return "".join(draw(st.lists(pieces, max_size=40)))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(posts(), st.sampled_from(OPTIONS))
@example("vo<b></b>te Bob", OPTIONS[0])
@example("<b>N</b><s>x</s><b>o</b>", OPTIONS[0])
@example("<p>/<i>vote</i> Bob</p>", OPTIONS[0])
@example("<b>N</b><b>o</b>", OPTIONS[0])
@example("<p><b>sl</b><b>eep</b> and more</p>", OPTIONS[0])
@example("<p>x-v<i></i>ote Bob</p>", OPTIONS[0])
@example("<p>&nbsp;/vote Bob</p>", OPTIONS[0])
@example("<p>un<i>vote</i></p>", OPTIONS[0])
@example("<b>\uff4e\uff4f</b>", OPTIONS[0])
@example("<p>##v&#111;te Bob</p>", OPTIONS[0])
@example("<p>nom\u0131nate Bob</p>", OPTIONS[0])
@example("<?xml version='1.0'\x0cencoding='utf-8'?><p>vo\x01te Bob</p>", OPTIONS[0])
def test_fast_path_equals_full_path(html: str, options: ParseOptions) -> None:
    fast = extract(html, options)
    slow = extract(html, options, prefilter=False)
    assert _same(fast, slow)
    if not may_hold_commands(html, options):
        assert not (slow.found or slow.ignored or slow.near)


def test_prefilter_skips_plain_chatter() -> None:
    chatter = (
        '<aside class="quote"><blockquote><p>I think the town is fine.</p></blockquote></aside>'
        '<p>Honestly <a class="mention" href="/u/bob">@Bob</a> reads null to me. '
        '<img src="/images/emoji/twitter/smile.png?v=12" class="emoji" alt=":smile:"></p>'
    )
    assert not may_hold_commands(chatter, ParseOptions())
    assert not may_hold_commands(chatter.replace("null", "<strong>null</strong>"), ParseOptions())
    assert may_hold_commands(chatter.replace("null", "<strong>NO</strong>"), ParseOptions())
    assert may_hold_commands(chatter.replace("null", "<b>n<i>ull</i></b>"), ParseOptions())
    assert not may_hold_commands(chatter.replace("null", "voted"), ParseOptions())
    assert may_hold_commands(chatter.replace("null", "worth a vote"), ParseOptions())
