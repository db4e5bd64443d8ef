"""A double-lynch day (``eliminations_per_day = 2``) in the printed count: the earlier
elimination is named, in every format, and the JSON lists both."""

from __future__ import annotations

import json

import pytest

from tests.tally.dsl import run
from votecount.views import render

SEVEN = "a b c d e f g"


@pytest.mark.parametrize("fmt", ["markdown", "bbcode", "text", "html"])
def test_the_count_names_the_earlier_elimination(fmt):
    vc = run("D1\na>b\nc>b\nd>b\ne>b\nf>c", players=SEVEN, switches={"eliminations_per_day": 2})
    out = render.vote_count(vc, fmt=fmt)
    assert "was eliminated by majority at post #5; the day went on." in out


def test_one_elimination_a_day_prints_no_such_line():
    vc = run("D1\na>b\nc>b\nd>b\ne>b", players=SEVEN)
    assert "the day went on" not in render.vote_count(vc, fmt="markdown")


def test_the_json_lists_both_eliminations():
    script = "D1\na>b\nc>b\nd>b\ne>b\na>c\nd>c\ne>c\nf>c"
    vc = run(script, players=SEVEN, switches={"eliminations_per_day": 2})
    day = json.loads(render.vote_count(vc, fmt="json"))["days"][0]
    assert [e["eliminated"] for e in day["eliminations"]] == ["b", "c"]
    assert "the day went on" in render.vote_count(vc, fmt="text")  # b, before c's hammer
