"""parser.scan gives exactly what the regular expressions it replaces gave (they are
kept here as the reference), on random text from an alphabet of the characters that
matter: brackets, tag words, punctuation, spaces, line ends and letters."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from votecount.parser import scan

SENTENCE_END = re.compile(r"(?<!\b[A-Za-z])[.!?;]+\s+(?=\S)|\s+(?:because|since)\s", re.I)
BB_VOTE = re.compile(
    r"\[(vote|v)(?:=[^\]]*)?\](.*?)\[/\1\]|\[unvote\](.*?)\[/unvote\]|^\s*\[unvote\]\s*$", re.I
)
BB_BOLD = re.compile(r"\[b\](.*?)\[/b\]", re.I)

PIECES = [
    "[vote]", "[/vote]", "[VOTE]", "[/Vote]", "[v]", "[/v]", "[V]", "[v=", "[vote=", "]", "[",
    "[unvote]", "[/unvote]", "[b]", "[/b]", "[B]", "[/B]", "[voter]", "vote", "x", "Bob",
    "a", "I", "ı", "ſ", "K", "_", "1", ".", "..", "!", "?", ";", " ", "  ", "\n", "\t",
    "because ", "since\n", "BECAUSE ", "ſince ", "é", "\u00a0", "=",
]  # fmt: skip
texts = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)


def _regex(pattern: re.Pattern[str], text: str) -> list[tuple]:
    return [(m.start(), m.end(), m.group(0), m.groups()) for m in pattern.finditer(text)]


def _scanned(matches: list[scan.BBMatch]) -> list[tuple]:
    return [(m.start, m.end, m.text, m.groups) for m in matches]


@settings(max_examples=600, deadline=None)
@given(texts)
def test_sentence_end_is_the_regex(text):
    m = SENTENCE_END.search(text)
    assert scan.sentence_end(text) == (m.start() if m else None)


@settings(max_examples=600, deadline=None)
@given(texts)
def test_bb_votes_and_bolds_are_the_regexes(text):
    assert _scanned(scan.bb_votes(text)) == _regex(BB_VOTE, text)
    assert _scanned(scan.bb_bolds(text)) == _regex(BB_BOLD, text)
    assert scan.blank(text, scan.bb_votes(text)) == BB_VOTE.sub(" ", text)


def test_examples():
    assert scan.sentence_end("Bob. He is scum") == 3
    assert scan.sentence_end("J. Smith") is None  # an initial is no sentence end
    assert scan.sentence_end("a.. b") == 2
    assert scan.sentence_end("Bob because") is None
    assert scan.sentence_end("Bob because he") == 3
    text = "[vote=Bob]x[/vote] [unvote]y[/unvote] [v]z[/V]"
    assert _scanned(scan.bb_votes(text)) == _regex(BB_VOTE, text)
    assert _scanned(scan.bb_votes("  [unvote] ")) == _regex(BB_VOTE, "  [unvote] ")


MENTION = re.compile(r"\s+@[\w.\-]+$")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["@", "@host", " ", "\n", "a", ".", "-", "é", "\t"]), max_size=20))
def test_trailing_mention_is_the_regex(pieces):
    text = "".join(pieces)
    want, got = MENTION.search(text), scan.trailing_mention(text)
    assert (got and (got.start(), got.group(0))) == (want and (want.start(), want.group(0)))


@settings(max_examples=600, deadline=None)
@given(texts)
def test_the_linear_path_of_sentence_end_is_the_regex(text):
    short, scan._SHORT = scan._SHORT, -1  # short text normally takes the plain regex
    try:
        m = SENTENCE_END.search(text)
        assert scan.sentence_end(text) == (m.start() if m else None)
    finally:
        scan._SHORT = short


BRACKETED = re.compile(r"\[[^\]]*\]")


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(["[", "]", "a", " ", "\n", "[x]", "]["]), max_size=25))
def test_without_brackets_is_the_regex(pieces):
    from votecount.parser.names.players import without_brackets

    text = "".join(pieces)
    assert without_brackets(text) == BRACKETED.sub("", text)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "<b>",
                "</b>",
                "vote",
                " bob",
                "\x00",
                "<p>",
                "<br>",
                "<b\x00>",
                "&amp;",
                "<",
                "\x00\x00",
                "<blockquote>",
            ]
        ),
        max_size=30,
    )
)
def test_nul_characters_read_as_lxml_reads_them(pieces):
    from lxml import etree

    from votecount.parser import walk

    html = "".join(pieces)
    walker = walk._Walker()
    parser = etree.HTMLParser(target=walker, recover=True, no_network=True, remove_comments=True)
    walker.reset("#ff0000", False)
    try:
        want = etree.fromstring(html, parser)[0] if html.strip() else []
    except (ValueError, etree.ParserError):
        return
    assert walk.lines_of(html) == want


@settings(max_examples=500, deadline=None)
@given(
    st.text(
        alphabet=st.sampled_from(list("aAé\u0301ßΑαаЁ\u200b\u200d\ufeffＡﬁ1 .ıŁ\ufffd\x00")),
        max_size=30,
    )
)
def test_fold_is_the_translate_version(text):
    import unicodedata

    from votecount.parser.names import fold as f

    t = unicodedata.normalize("NFKC", text.translate(f._ZERO_WIDTH)).casefold().translate(f._TABLE)
    t = "".join(c for c in unicodedata.normalize("NFD", t) if not unicodedata.combining(c))
    assert f.fold.__wrapped__(text) == f._NON_ALNUM.sub("", t.translate(f._TABLE))
