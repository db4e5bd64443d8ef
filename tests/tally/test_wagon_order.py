"""``wagon_order``: by size (default; ties by who reached that size first, empty wagons
last) or in the order the wagons were started."""

from __future__ import annotations

import pytest

from votecount.tally import InvalidSwitches, Rules

from .dsl import run

SCRIPT = "D1\na>b\nc>d\ne>d\nf>g\ng>f\nh>f\nf>b"  # b started first; d and f reach 2 first


def order(vc):
    return [(w.target, w.total) for w in vc.current.wagons]


def test_size_is_the_default():
    vc = run(SCRIPT, players="a b c d e f g h")
    assert order(vc) == [("d", 2), ("f", 2), ("b", 2)]


def test_one_vote_wagon_sits_below_an_l1_wagon():
    vc = run("D1\na>b\nc>d\ne>d\nf>d", players="a b c d e f g")
    assert order(vc) == [("d", 3), ("b", 1)]


def test_started_keeps_first_vote_order():
    vc = run(SCRIPT, players="a b c d e f g h", switches={"wagon_order": "started"})
    assert order(vc) == [("b", 2), ("d", 2), ("f", 2)]


def test_unknown_order_is_an_error():
    with pytest.raises(InvalidSwitches, match="wagon_order"):
        Rules.from_switches("mafia", {"wagon_order": "alphabetical"})
