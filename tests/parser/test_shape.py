"""Near misses only for command-shaped text (issue 10, Deliver 8): table-driven."""

from __future__ import annotations

import pytest

from tests.parser.helpers import make_post
from votecount.parser import ParseOptions, Player, Roster, parse_post

ROSTER = Roster([Player("Mara"), Player("Marauder"), Player("Bob"), Player("Gideon")])
BOLD = ParseOptions.from_switches({"markers": ["bold", "vote_tag"]})
TEXT = ParseOptions.from_switches({"markers": ["bold", "text"]})

CASES = [
    # (html, options, [(reason, raw)] of near misses reported)
    ("<p>vote Bob</p>", BOLD, [("MISSING_MARKUP", "vote Bob")]),
    ("<p>VOTE: Gideon</p>", BOLD, [("MISSING_MARKUP", "VOTE: Gideon")]),
    ("<p>VOTE: nobody knows</p>", BOLD, [("MISSING_MARKUP", "VOTE: nobody knows")]),
    ("<p>vote Mar</p>", BOLD, [("MISSING_MARKUP", "vote Mar")]),
    ("<p>unvote</p>", BOLD, [("MISSING_MARKUP", "unvote")]),
    ("<p>I'll take my vote off for now.</p>", BOLD, []),
    ("<p>Vote off for now.</p>", BOLD, []),
    ("<p>vote for whoever you like</p>", BOLD, []),
    ("<p>Unvote for now, reading.</p>", BOLD, []),
    ("<p><b>my vote:</b></p>", BOLD, []),
    ("<p><b>Vote</b> off</p>", BOLD, []),
    ("<p>Vote off for now.</p>", TEXT, []),
    ("<p>vote is on Bob</p>", TEXT, []),
    ("<p>vote Wile E. Scum</p>", TEXT, [("UNRESOLVED_NAME", "vote Wile E. Scum")]),
    ("<p><b>vote Qatol</b></p>", BOLD, [("UNRESOLVED_NAME", "vote Qatol")]),
]


@pytest.mark.parametrize(("html", "options", "want"), CASES)
def test_only_command_shaped_text_is_a_near_miss(html, options, want):
    parsed = parse_post(make_post(html, "someone", "1"), ROSTER, options)
    assert [(n.reason, n.raw) for n in parsed.near_misses] == want


def test_an_unmarked_ambiguous_vote_carries_its_candidates():
    parsed = parse_post(make_post("<p>vote Mar</p>", "x", "1"), ROSTER, BOLD)
    assert parsed.near_misses[0].target.candidates == ("Mara", "Marauder")


def test_a_spoiler_button_label_is_not_an_ignored_vote():
    html = ('<div class="quotetitle"><b>my vote:</b> <input type="button" value="Show"></div>'
            '<div class="quotecontent"><div style="display: none;">Bob</div></div>')  # fmt: skip
    assert parse_post(make_post(html, "x", "1"), ROSTER, BOLD).ignored == ()
