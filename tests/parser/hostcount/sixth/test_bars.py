"""The sixth zoo, progress bars and headings: a bar of "#" and "-" or of filled and empty
squares, Discourse headings over voter lists, rules between wagons, a bracket of voters
wrapped over two lines, "2 votes \u2014 Ivo (...)", "Ivo => 2 (...)", "Ivo's lynch (2):", a
total after the voters in square brackets."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 2.5")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("hash-bar", post(H, "Bramble [##---] Juno, Ivo", "Lark [#----] Ember"), BJI),
    (
        "square-bar",
        post(
            H,
            "Bramble \u25b0\u25b0\u25b1\u25b1\u25b1 Juno, Ivo",
            "Lark \u25b0\u25b1\u25b1\u25b1\u25b1 Ember",
        ),
        BJI,
    ),
    (
        "discourse-h4-lists",
        cooked("<strong>Vote Count 2.5</strong>")
        + "<h4>Bramble (2)</h4><ul><li>Juno</li><li>Ivo</li></ul><h4>Lark (1)</h4><ul><li>Ember</li></ul>",
        BJI,
    ),
    (
        "hr-between-wagons",
        post(H, "Bramble (2): Juno, Ivo") + "<hr>" + post("Lark (1): Ember") + "<hr>",
        BJI,
    ),
    ("bracket-wrapped", post(H, "Bramble (2) - (Juno,", "Ivo)", "Lark (1) - (Ember)"), BJI),
    (
        "votes-first-dash-bracket",
        post(H, "2 votes \u2014 Bramble (Juno, Ivo)", "1 vote \u2014 Lark (Ember)"),
        BJI,
    ),
    ("fat-arrow-total", post(H, "Bramble => 2 (Juno, Ivo)", "Lark => 1 (Ember)"), BJI),
    ("lynch-possessive", post(H, "Bramble's lynch (2): Juno, Ivo", "Lark's lynch (1): Ember"), BJI),
    (
        "total-after-voters-square",
        post(H, "Bramble: Juno (12), Ivo (19) [2]", "Lark: Ember (33) [1]"),
        BJI,
    ),
    (
        "of-total-dash",
        post(H, "Bramble (2 of 5) \u2014 Juno, Ivo", "Lark (1 of 5) \u2014 Ember"),
        BJI,
    ),
    ("on-wagon-lines", post(H, "On Bramble: Juno, Ivo", "On Lark: Ember"), BJI),
    (
        "colour-per-wagon-links",
        post(
            H,
            '<span style="color: #CC0000">Bramble</span> (2): <a href="./viewtopic.php?p=12#p12">Juno</a>, <a href="./viewtopic.php?p=19#p19">Ivo</a>',
            '<span style="color: #0000CC">Lark</span> (1): <a href="./viewtopic.php?p=33#p33">Ember</a>',
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_bars(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
