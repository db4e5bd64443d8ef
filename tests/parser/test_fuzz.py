"""The fuzz target of ``parse_post`` (a modest budget here; ``benchmarks/fuzz.py`` runs
it for a million inputs): hostile posts built from the pieces that once made the parser
crawl or could make it crash never raise, read at most ``MAX_COMMANDS`` pieces, say so
with a ``WORK_LIMIT`` notice, and parse the same way twice."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.parser.helpers import ROSTER, make_post
from votecount.parser import ParseOptions, parse_post
from votecount.parser.extract import MAX_COMMANDS

OPTIONS = ParseOptions.from_switches({"markers": ["bold", "vote_tag", "colour", "slash", "text"]})
PIECES = [
    "vote ", "VOTE: ", "unvote", "nominate ", "/vote x ", "/in, seat 4", "seat ", "##vote ",
    "because ", "@host ", "bob", "Juniper", "[b]", "[/b]", "[vote]", "[/vote]", "[v=", "[v]",
    "[unvote]", "[/unvote]", "<b>", "</b>", '<span style="color:red">', "</span>",
    '<span class="bbvote">', "<blockquote>", "</blockquote>", "<br>", "<p>", "&amp;", "<",
    ".", ";", " ", "\n", "[", "]", "#", "a.", "\u202e", "\u200b", "\x00", "\ud800",
]  # fmt: skip
RUNS = st.tuples(st.sampled_from(PIECES), st.integers(1, 400)).map(lambda t: t[0] * t[1])
POSTS = st.lists(st.one_of(st.sampled_from(PIECES), RUNS, st.text(max_size=20)), max_size=40)


@settings(max_examples=120, deadline=None)
@given(POSTS.map("".join))
def test_hostile_posts_parse_within_the_work_limit(html):
    post = make_post(html)
    first = parse_post(post, ROSTER, OPTIONS)
    pieces = len(first.commands) + len(first.near_misses) + len(first.ignored)
    assert pieces <= MAX_COMMANDS + 1
    assert parse_post(post, ROSTER, OPTIONS) == first


def test_a_post_of_thousands_of_commands_is_read_up_to_the_limit_with_a_notice():
    html = "<p>" + "<br>".join(f"<b>vote bob</b> {i}" for i in range(1_000)) + "</p>"
    parsed = parse_post(make_post(html), ROSTER, OPTIONS)
    assert len(parsed.commands) + len(parsed.near_misses) <= MAX_COMMANDS + 1
    limit = [n for n in parsed.near_misses if n.reason == "WORK_LIMIT"]
    assert len(limit) == 1 and f"more than {MAX_COMMANDS} commands" in limit[0].detail


def test_discourse_sized_runs_of_one_character_parse():
    for ch in " .;[#/@":
        parse_post(make_post(f"<b>vote a{ch * 32_000}b</b>"), ROSTER, OPTIONS)
    parse_post(make_post("[b]" * 10_000 + "[vote]" * 5_000), ROSTER, OPTIONS)


def test_long_runs_in_the_vote_zoo_readers_parse():
    # a vote tag's name on the next line (extract.joins.join_split_tags) and a quotation typed
    # with "> " after its writer's line (extract.quotations.prefixed_quotations): linear in the run
    tag = '<span class="bbvote" title="This is an official vote.">VOTE: <br>a{}!</span>'
    parse_post(make_post(tag.format("_" * 32_000)), ROSTER, OPTIONS)
    parse_post(make_post(tag.replace("<br>a", "&nbsp;" * 32_000)), ROSTER, OPTIONS)
    parse_post(make_post(f"bob wrote{'&nbsp;' * 32_000}x<br>&gt; <b>vote bob</b>"), ROSTER, OPTIONS)
    parse_post(make_post(f"edit{'&nbsp;' * 32_000}x vote bob"), ROSTER, OPTIONS)  # an edit label
