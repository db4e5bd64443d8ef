"""Real threads from ../shared/corpus (skipped when the corpus is absent)."""

from __future__ import annotations

import json

import pytest
from lxml import etree

from tests.parser.helpers import make_post, need_corpus, read_jsonl
from votecount.parser import ParseOptions, Roster, parse_post
from votecount.parser.model import Kind
from votecount.parser.walk import parse_html

pytestmark = pytest.mark.corpus
TL_THREADS = ("void", "linux", "hammertime", "student-v")
# TeamLiquid votes are "##vote X" plain text; bold is decoration there.
TL_OPTIONS = ParseOptions.from_switches({"markers": ["text"]})


def _tl_votes(posts: list[dict], lo: int, hi: int, roster: Roster) -> list[dict]:
    """Every vote/unvote the parser read (counted, or unresolved name), in post order."""
    out = []
    for p in posts[lo - 1 : hi]:
        parsed = parse_post(make_post(p["html"], p["author"], str(p["number"])), roster, TL_OPTIONS)
        named = [m for m in parsed.near_misses if m.reason.endswith("_NAME")]
        read = [(c.kind, c.target_text) for c in parsed.commands]
        read += [(m.kind, m.target.text if m.target else None) for m in named]
        for kind, text in read:
            if kind in (Kind.VOTE, Kind.UNVOTE):
                target = "" if kind is Kind.UNVOTE else text
                out.append({"index": p["number"], "target": target, "voter": p["author"]})
    return sorted(out, key=lambda v: v["index"])


def _tl_roster(expected: dict) -> Roster:
    names = [
        line.split(". ", 1)[1].split(" (")[0]
        for line in expected["derived_by_corpus_author"]["op_player_list_as_recorded"]
    ]
    return Roster(names, hosts=expected["asserted_by_source_test"]["hosts"])


def test_void_day4_votes_equal_source_assertions():
    expected = json.loads(need_corpus("teamliquid", "expected-void.json").read_text())
    asserted = expected["asserted_by_source_test"]
    posts = list(read_jsonl(need_corpus("teamliquid", "void.jsonl")))
    lo, hi = asserted["votes_range"]
    assert _tl_votes(posts, lo, hi, _tl_roster(expected)) == asserted["votes"]


def _strip_quotes_and_spoilers(html: str) -> str:
    """An independent, deliberately blunt remover of TeamLiquid quotes and spoilers."""
    root = parse_html(html)
    if root is None:
        return ""
    for el in root.xpath("//div[contains(@class,'quote')] | //div[starts-with(@id,'spoiler')]"
                         " | //blockquote | //a[contains(@onclick,'Spoiler')]"):  # fmt: skip
        el.getparent().remove(el) if el.getparent() is not None else None
    return etree.tostring(root, encoding="unicode", method="html")


@pytest.mark.parametrize("thread", TL_THREADS)
def test_no_teamliquid_vote_taken_from_quote_or_spoiler(thread):
    roster = Roster([])
    options = ParseOptions.from_switches({"markers": ["text", "bold", "vote_tag", "slash"]})
    checked = 0
    for p in read_jsonl(need_corpus("teamliquid", f"{thread}.jsonl")):
        if "quote" not in p["html"] and "poiler" not in p["html"]:
            continue
        checked += 1
        full = parse_post(make_post(p["html"], p["author"]), roster, options)
        bare = parse_post(
            make_post(_strip_quotes_and_spoilers(p["html"]), p["author"]), roster, options
        )
        got = [(c.kind, c.target_text) for c in full.commands]
        assert got == [(c.kind, c.target_text) for c in bare.commands], p["number"]
    assert checked > 10


def _ms_posts() -> dict[int, dict]:
    return {p["number"]: p for p in read_jsonl(need_corpus("mafiascum-1145", "posts.jsonl"))}


def _ms_roster() -> Roster:
    expected = json.loads(need_corpus("mafiascum-1145", "expected.json").read_text())
    names = [n for slot in expected["slots"] for n in slot["players"]]
    return Roster(names, hosts=expected["moderators"])


MS_NOTES = {
    246: [],
    291: [("unvote", None), ("vote", "Trendall")],
    259: [("unvote", None), ("vote", "Trendall")],
    96: [("unvote", None), ("vote", "lynchking")],
    290: [("vote", "Trendall")],
    105: [("vote", "ICEninja")] * 11,  # the note says ten; the post holds eleven tags
    408: [("vote", "crazypianist1116")],
    525: [("vote", "ICEninja")],
    29: [("unvote", "RangeroftheNorth"), ("vote", "Lucresia")],
}


@pytest.mark.parametrize("number", sorted(MS_NOTES))
def test_mafiascum_1145_test_notes(number):
    p = _ms_posts()[number]
    parsed = parse_post(
        make_post(p["html"], p["author"], str(number)), _ms_roster(), ParseOptions()
    )
    got = [(c.kind.value, c.target_player) for c in parsed.commands]
    assert got == MS_NOTES[number]


def test_mafiascum_1145_quoted_votes_are_ignored_with_reason():
    p = _ms_posts()[290]
    parsed = parse_post(make_post(p["html"], p["author"]), _ms_roster(), ParseOptions())
    reasons = {i.reason for i in parsed.ignored}
    assert reasons == {"COMMAND_IN_QUOTE"} and len(parsed.ignored) >= 3


def test_mafiascum_1145_whole_thread_parses_without_unresolved_official_votes():
    posts, roster = _ms_posts(), _ms_roster()
    unresolved = []
    for n, p in posts.items():
        parsed = parse_post(make_post(p["html"], p["author"], str(n)), roster, ParseOptions())
        unresolved += [(n, m.raw) for m in parsed.near_misses if m.reason == "UNRESOLVED_NAME"]
    assert len(unresolved) < 25, unresolved
