"""Hostile player names render literally and ping no one, in every dialect."""

from __future__ import annotations

import pytest

from votecount.views import escape

HOSTILE = [
    "[b]x",
    "**x**",
    "<script>alert(1)</script>",
    "@everyone",
    ":)",
    "_a_",
    "x[/quote]",
    "8)",
]


@pytest.mark.parametrize("name", HOSTILE)
def test_escaped_names_read_the_same_without_zero_width_spaces(name):
    for fn in (escape.markdown, escape.bbcode, escape.plain):
        shown = fn(name).replace(escape.ZWSP, "")
        if fn is escape.markdown:
            shown = shown.replace("\\", "")
        assert shown == name


def test_markdown_breaks_mentions_emoji_and_emphasis():
    out = escape.markdown("@everyone **x** :)")
    assert "@everyone" not in out
    assert "**" not in out
    assert ":)" not in out


def test_bbcode_breaks_tags_smilies_and_mentions():
    out = escape.bbcode("[b]x[/b] :) @all")
    assert "[b]" not in out and "[/b]" not in out
    assert ":)" not in out
    assert "@all" not in out


def test_html_escapes_tags_and_quotes():
    assert escape.html_text('<script>"x"</script>') == "&lt;script&gt;&quot;x&quot;&lt;/script&gt;"


def test_markdown_leaves_plain_colons_and_times_alone():
    assert escape.markdown("Blood on the Forums: The Lantern Fair") == (
        "Blood on the Forums: The Lantern Fair"
    )
    assert escape.ZWSP not in escape.markdown("votes open at 06:00 UTC")
    assert escape.ZWSP not in escape.markdown("mail me @ noon")


def test_markdown_still_breaks_emoji_codes_smileys_and_mentions():
    for text in (":smile:", ":)", ";)", "@everyone", "x:D", "<3"):
        out = escape.markdown(text)
        assert escape.ZWSP in out, text
