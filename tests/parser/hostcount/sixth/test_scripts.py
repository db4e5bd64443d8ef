"""The sixth zoo, MafiaScum script outputs and their edges: areas titled with the count,
tildes and fractions, VLA marks on voters, voters marked with check glyphs, small print,
L-marks after the voters with post links, a count headed by the day and phase only."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI, SMALL
from tests.parser.hostcount.sixth.shapes import plink
from tests.parser.hostcount.zoo import NL, check, post

H = MSB.format("Vote Count 2.5")


def area(title: str, body: str) -> str:
    """MafiaScum's [area=title] box."""
    return f"<fieldset><legend>{title}</legend>{body}</fieldset>"


P = plink
CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "area-script-bold-heads",
        area(
            "Vote Count 2.5",
            post(
                MSB.format("Bramble (2):") + " Juno, Ivo",
                MSB.format("Lark (1):") + " Ember",
                MSB.format("Not Voting (1):") + " Wren77",
                "<i>With 9 alive, it takes 5 to lynch.</i>",
            ),
        ),
        BJI,
    ),
    ("tilde-fraction", post(H, "Bramble (2/5) ~ Juno, Ivo", "Lark (1/5) ~ Ember"), BJI),
    ("vla-mark-voter", post(H, "Bramble (2): Juno [VLA], Ivo", "Lark (1): Ember (V/LA)"), BJI),
    (
        "check-glyph-voters",
        post(H, "Bramble (2): \u2714 Juno, \u2714 Ivo", "Lark (1): \u2714 Ember"),
        BJI,
    ),
    (
        "small-print-count",
        H + "<br>" + SMALL.format(post("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "l-mark-after-links",
        post(
            H,
            f"Bramble (2) \u2014 Juno {P(12)}, Ivo {P(19)} [L-3]",
            f"Lark (1) \u2014 Ember {P(33)} [L-4]",
        ),
        BJI,
    ),
    (
        "day-phase-heading-only",
        post(
            MSB.format("Day 2"), "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting: Wren77"
        ),
        BJI,
    ),
    ("hammer-emoji-total", post(H, "Bramble (2) \U0001f528: Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "votes-word-colon-after-name",
        post(H, "Bramble \u2014 votes: Juno, Ivo (2)", "Lark \u2014 votes: Ember (1)"),
        BJI,
    ),
    (
        "voted-by-bracket-total-first",
        post(H, "(2) Bramble \u2190 Juno, Ivo", "(1) Lark \u2190 Ember"),
        BJI,
    ),
    (
        "no-lynch-star",
        post(H, "Bramble (2): Juno, Ivo", "*No Lynch* (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    ("upper-case-names", post(H, "BRAMBLE (2): JUNO, IVO", "LARK (1): EMBER"), BJI),
    ("lower-case-names", post(H, "bramble (2): juno, ivo", "lark (1): ember"), BJI),
    (
        "two-areas-count-and-notes",
        area("Vote Count 2.5", post("Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + area("Mod notes", post("Juno: please post more.", "Ivo: V/LA until Friday.")),
        BJI,
    ),
    (
        "script-footer-link-text",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            SMALL.format(
                'Count made with <a href="https://example.net/vc">VC Helper</a> \u2014 check it against the thread.'
            ),
        ),
        BJI,
    ),
    (
        "wagon-list-then-alive-list",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Alive (9): Bramble, Juno, Ivo, Lark, Ember, Wren77, Kestrel Moon, Quill-Tide, Mr. Pebble",
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_script(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
