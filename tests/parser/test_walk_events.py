"""``parser.walk`` reads lxml's parse events without building a tree; it must give the
lines a recursive walk of the tree ``parse_html`` builds gives (that walk is kept here as
the reference)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from votecount.parser.markup import element_context
from votecount.parser.walk import (
    _BLOCK,
    _INLINE,
    _INLINE_STYLED,
    _SKIP,
    Span,
    lines_of,
    parse_html,
    plain_lines,
    styled_lines,
)

PIECES = [
    "<p>", "</p>", "<br>", "<div>", "</div>", "<b>", "</b>", "<i>", "</i>", "<span>", "</span>",
    "<table>", "<tr>", "<td>", "</table>", "<li>", "<ul>", "</ul>", "<head>", "<title>", "</title>",
    "<body>", "<html>", "</html>", "</body>", "<script>s</script>", "<style>x</style>",
    "<noscript>", "<template>", "</template>", "<textarea>", "<select>", "<option>", "<xmp>",
    "<frameset>", "<form>", "</form>", "<!-- c -->", "<?php x ?>", "<!DOCTYPE html>",
    '<p class="a" class="b">', "<span class>", '<div style="display: inline">', "<blockquote>",
    "</blockquote>", '<span id="spoiler1">', "<a onclick='Spoiler'>", "<font color=red>",
    '<span class="bbvote">', '<span style="font-weight:bold">', '<span style="color:#f00">',
    '<div class="quote">', "<s>", "</s>", "<code>", "<details>", "</details>", "&amp;", "&lt;",
    "&nbsp;", " ", "\n", "\t", "\x0c", "vote Bob", "##vote x", "/vote y", "No", "text", "<", ">",
]  # fmt: skip


def _tree_lines(html: str, colour: str | None, spoilers: bool) -> list[list[Span]]:
    root = parse_html(html)
    lines: list[list[Span]] = []
    cur: list[Span] = []
    tags = 0

    def newline() -> None:
        nonlocal cur
        if cur:
            lines.append(cur)
            cur = []

    def add(text: str, ctx: tuple) -> None:
        cur.append(Span(text, ctx[0], ctx[1] is not None and ctx[1] == colour, ctx[2], ctx[3]))

    def visit(el: etree._Element, ctx: tuple) -> None:
        nonlocal tags
        tag = el.tag
        if isinstance(tag, str) and tag not in _SKIP:
            style = el.get("style") or ""
            block = tag in _BLOCK and not ("display" in style and _INLINE.search(style))
            if block:
                newline()
            inner = ctx
            if el.attrib or tag in _INLINE_STYLED:
                g = el.attrib.get
                bold, col, reason = element_context(tag, g("class", ""), style, g("id", ""),
                                             g("onclick", ""), g("title", ""), g("color", ""),
                                             ctx[0], ctx[1], ctx[3], spoilers)  # fmt: skip
                tagid = ctx[2]
                if "bbvote" in g("class", ""):
                    tags += 1
                    tagid = tags
                inner = (bold, col, tagid, reason)
            if el.text:
                add(el.text, inner)
            for child in el:
                visit(child, inner)
            if block:
                newline()
        if el.tail:
            add(el.tail, ctx)

    if root is not None:
        visit(root, (False, None, 0, None))
    newline()
    return lines


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=5)), max_size=40),
    st.sampled_from([(None, False), ("#ff0000", True), ("#ff0000", False)]),
)
def test_event_walk_equals_tree_walk(pieces: list[str], how: tuple) -> None:
    html = "".join(pieces)
    assert lines_of(html, *how) == _tree_lines(html, *how)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=5)), max_size=40),
    st.sampled_from([(None, False), ("#ff0000", True), ("#ff0000", False)]),
    st.booleans(),
)
def test_plain_lines_after_a_walk_equal_a_fresh_reading(pieces, how, near) -> None:
    """plain_lines reuses the walk just made of the same string (one walk per post for
    its parse and its pings): the same lines as reading a fresh copy of it."""
    html = "".join(pieces)
    styled_lines(html, *how, near_colour=near)
    reused = plain_lines(html)
    fresh = plain_lines("".join([" ", html])[1:])  # an equal string, another object
    assert reused == fresh


def test_a_post_with_a_command_is_walked_once_for_its_parse_and_its_pings(monkeypatch):
    from datetime import UTC, datetime

    from votecount.count import pipeline
    from votecount.gamefile.load import parse_game
    from votecount.parser import walk
    from votecount.parser.model import Post

    game = parse_game(
        '[game]\nthreads = ["https://forum.example/t/x/1"]\nhosts = ["host"]\n'
        '[[players]]\nusername = "ada"\n[[players]]\nusername = "bob"\n'
    )
    ctx = pipeline.context(game)
    html = "<p><strong>Vote: bob</strong></p><p>@host look</p>"
    when = datetime(2026, 1, 1, tzinfo=UTC)
    post = Post("t", "p2", 2, "ada", when, html, url="https://forum.example/p2")
    walks = []
    real = walk._walk
    monkeypatch.setattr(walk, "_walk", lambda *a, **k: walks.append(a) or real(*a, **k))
    events = pipeline.post_events(ctx, post)
    assert any(getattr(e, "pinged", False) for e in events)  # the ping was read
    assert len(walks) == 1
