"""The ninth round's rules in other engines' markup and other words: legends written name
first, an edit's heading on a wagon's line in vBulletin and XenForo, "(2) Juno, Ivo" under a
Discourse heading, Dutch totals, a wrapped line going on with "+"."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import vb, xf
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.2")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
OLD = ("Bramble (1): Juno", "Lark (2): Ember, Ivo")
B4 = {"Bramble": ("Juno", "Ivo", "Lark", "Ember")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "legend-name-first",
        post(
            H,
            "Legend: Bramble (B), Juno (J), Ivo (I), Lark (L), Ember (E)",
            "B (2): J, I",
            "L (1): E",
        ),
        BJI,
    ),
    (
        "legend-below-count",
        post(
            H, "B (2): J, I", "L (1): E", "", "B = Bramble; J = Juno; I = Ivo; L = Lark; E = Ember"
        ),
        BJI,
    ),
    (
        "legend-xf",
        xf(
            "<b>Vote Count 3.2</b>",
            "B = Bramble, J = Juno, I = Ivo",
            "L = Lark, E = Ember",
            "B (2): J, I",
            "L (1): E",
        ),
        BJI,
    ),
    (
        "legend-dash",
        post(H, "B - Bramble, J - Juno, I - Ivo, L - Lark, E - Ember", "B (2): J, I", "L (1): E"),
        BJI,
    ),
    (
        "edit-two-heading-wagon-xf",
        xf("EDIT 2: Vote Count 2.4: Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-heading-wagon-vb",
        vb("<b>EDIT:</b> VC 2.4 \u2014 Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "final-below-day-vb",
        vb("<b>Vote Count Day 2</b>", *OLD, "", "<b>Vote Count (final)</b>", *W),
        BJI,
    ),
    (
        "final-below-day-xf",
        xf("<b>Day 2 Vote Count</b>", *OLD, "", "<b>Final Vote Count</b>", *W),
        BJI,
    ),
    (
        "total-first-under-discourse-heading",
        cooked("<strong>Vote Count 3.2</strong>")
        + heading(3, "Bramble")
        + cooked("(2) Juno, Ivo")
        + heading(3, "Lark")
        + cooked("(1) Ember"),
        BJI,
    ),
    (
        "total-first-square-under-name",
        post(H, "Bramble", "[2] Juno, Ivo", "Lark", "[1] Ember"),
        BJI,
    ),
    (
        "dutch-total-word",
        post(MSB.format("Stemmen 3.2"), "Bramble (2 stemmen): Juno, Ivo", "Lark (1 stem): Ember"),
        BJI,
    ),
    ("wrap-next-starts-plus", post(H, "Bramble (4): Juno, Ivo", "+ Lark, Ember"), B4),
    (
        "wrap-discourse-and",
        cooked(
            "<strong>Vote Count 3.2</strong>", lines("Bramble (4): Juno, Ivo, Lark", "and Ember")
        ),
        B4,
    ),
    (
        "what-if-after-count",
        post(H, *W, "", "What if Ember unvotes:", "Bramble (2): Juno, Ivo", "Lark (0)"),
        BJI,
    ),
    (
        "dotted-voters-first",
        post(H, "Juno ....... Bramble", "Ivo ........ Bramble", "Ember ...... Lark"),
        BJI,
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_variants(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    "label", ["Niet gestemd: Wren77", "Geen stem: Wren77", "Non votanti: Wren77"]
)
def test_zoo_ninth_not_voting_in_dutch_and_italian(label: str) -> None:
    hc = read_host_count(post(H, *W, label), ROSTER)
    assert hc is not None and hc.not_voting == ("Wren77",)
