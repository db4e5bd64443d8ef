"""Last round's leftovers, each in the four engines: the host's own hedge under the count's
heading ("Vote Count 2.3" over "Apologies, if I counted correctly:") or above it; "If I counted right,
here's the vote count:" above the wagons; a count on one line after "Count:" or "VC:";
players named "Hammer", "Late", "Vote", "Count" heading a wagon or voting; "Player12"
written "Player<sup>12</sup>"; voters first with a dash under a "Voter → Target" heading."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import WORDS, Case, four
from tests.parser.hostcount.zoo import check

W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[Case] = [
    # --- the host's own hedge under the heading ----------------------------------------------
    *four("hedge-apologies", "Vote Count 2.3", ("Apologies, if I counted correctly:", *W), BJI),
    *four("hedge-bare", "Vote Count 2.3", ("If I counted correctly:", *W), BJI),
    *four("hedge-sorry", "Vote Count 2.3", ("Sorry for the delay, if I count right:", *W), BJI),
    *four("hedge-above", "", ("If I count right:", "<b>Vote Count 2.3</b>", *W), BJI),
    *four(
        "hedge-above-blank",
        "",
        ("Sorry for the wait, if I counted correctly:", "", "Vote Count 2.3", *W),
        BJI,
    ),
    # --- a hedge that introduces the count --------------------------------------------------
    *four("hedge-heres", "", ("If I counted right, here's the vote count:", *W), BJI),
    *four("hedge-here-is", "", ("If I counted correctly, here is the current count:", *W), BJI),
    # --- a count on one line ----------------------------------------------------------------
    *four("one-line-count", "", ("Count: Bramble 2 (Juno, Ivo)",), {"Bramble": ("Juno", "Ivo")}),
    *four("one-line-vc", "", ("VC: Bramble 2 (Juno, Ivo); Lark 1 (Ember)",), BJI),
    *four("one-line-commas", "", ("Count: Bramble 2 (Juno, Ivo), Lark 1 (Ember)",), BJI),
    # --- voters first with a dash, the direction told by a heading ---------------------------
    *four(
        "voters-dash",
        "Vote Count 2.3",
        ("Voters \u2014 Target", "Juno, Ivo \u2014 Bramble (2)", "Ember \u2014 Lark (1)"),
        BJI,
    ),
    *four(
        "voters-arrows", "Vote Count 2.3", ("Juno, Ivo \u2192 Bramble", "Ember \u2192 Lark"), BJI
    ),
]

HAMMER = {"Hammer": ("Juno", "Ivo"), "Lark": ("Ember",)}
WORD_CASES: list[Case] = [
    # --- players named by the reader's own words ----------------------------------------------
    *four(
        "named-hammer-wagon", "Vote Count 2.3", ("Hammer (2): Juno, Ivo", "Lark (1): Ember"), HAMMER
    ),
    *four(
        "named-hammer-voter",
        "Vote Count 2.3",
        ("Bramble (2): Juno, Hammer", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Hammer"), "Lark": ("Ember",)},
    ),
    *four(
        "named-late-vote",
        "Vote Count 2.3",
        ("Late (2): Vote, Count", "Lark (1): Ember"),
        {"Late": ("Vote", "Count"), "Lark": ("Ember",)},
    ),
    *four(
        "named-count-wagon",
        "Vote Count 2.3",
        ("Count (1): Hammer", "Vote (2): Late, Ivo"),
        {"Count": ("Hammer",), "Vote": ("Late", "Ivo")},
    ),
    # --- "Player<sup>12</sup>" for Player12 -------------------------------------------------
    *four(
        "sup-player12",
        "Vote Count 2.3",
        ("Bramble (2): Juno<sup>140</sup>, Player<sup>12</sup>", "Lark (1): Ember<sup>151</sup>"),
        {"Bramble": ("Juno", "Player12"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_leftovers(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in WORD_CASES], ids=[c[0] for c in WORD_CASES]
)
def test_zoo_thirteenth_named_by_words(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, WORDS)
