"""The eighth zoo: a wagon's total or tag in marks the earlier rounds lack ("{3}",
"\u00ab3\u00bb", "\u2014 3 \u2014", "[L-2]" before the voters), and lines between the wagons stating the
votes cast, the living or the majority."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 5.3")
VC = "<strong>Vote Count 5.3</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- tags around the total ---------------------------------------------------------------------
    ("tag-braces", post(H, "Bramble {2}: Juno, Ivo", "Lark {1}: Ember"), BJI),
    ("tag-guillemets", post(H, "Bramble \u00ab2\u00bb Juno, Ivo", "Lark \u00ab1\u00bb Ember"), BJI),
    (
        "tag-guillemets-colon",
        post(H, "Bramble \u00ab2\u00bb: Juno, Ivo", "Lark \u00ab1\u00bb: Ember"),
        BJI,
    ),
    (
        "tag-single-guillemets",
        post(H, "Bramble \u20392\u203a Juno, Ivo", "Lark \u20391\u203a Ember"),
        BJI,
    ),
    (
        "tag-angle-brackets",
        cooked(VC, lines("Bramble &lt;2&gt; Juno, Ivo", "Lark &lt;1&gt; Ember")),
        BJI,
    ),
    (
        "tag-between-em-dashes",
        post(H, "Bramble \u2014 2 \u2014 Juno, Ivo", "Lark \u2014 1 \u2014 Ember"),
        BJI,
    ),
    ("tag-between-double-dashes", post(H, "Bramble -- 2 -- Juno, Ivo", "Lark -- 1 -- Ember"), BJI),
    ("tag-l-mark-square", post(H, "Bramble [L-2]: Juno, Ivo", "Lark [L-3]: Ember"), BJI),
    ("tag-l-mark-square-no-colon", post(H, "Bramble [L-2] Juno, Ivo", "Lark [L-3] Ember"), BJI),
    ("tag-l-mark-braces", post(H, "Bramble {L-2} Juno, Ivo", "Lark {L-3} Ember"), BJI),
    ("tag-total-and-l-mark", post(H, "Bramble {2 | L-2}: Juno, Ivo", "Lark {1 | L-3}: Ember"), BJI),
    (
        "tag-fraction-guillemets",
        post(H, "Bramble \u00ab2/4\u00bb Juno, Ivo", "Lark \u00ab1/4\u00bb Ember"),
        BJI,
    ),
    ("tag-total-after-voters-braces", post(H, "Bramble: Juno, Ivo {2}", "Lark: Ember {1}"), BJI),
    ("tag-total-x-mark", post(H, "Bramble x2 \u2014 Juno, Ivo", "Lark x1 \u2014 Ember"), BJI),
    ("tag-stars-tally", post(H, "Bramble \u2605\u2605 Juno, Ivo", "Lark \u2605 Ember"), BJI),
    (
        "tag-em-dash-and-votes",
        post(H, "Bramble \u2014 2 votes \u2014 Juno, Ivo", "Lark \u2014 1 vote \u2014 Ember"),
        BJI,
    ),
    ("tag-tilde-total", post(H, "Bramble ~2~ Juno, Ivo", "Lark ~1~ Ember"), BJI),
    # --- lines of votes cast, the living, the majority between wagons ---------------------------
    (
        "votes-cast-line-between",
        post(H, "Bramble (2): Juno, Ivo", "Votes cast: 3/9", "Lark (1): Ember"),
        BJI,
    ),
    (
        "votes-cast-line-first",
        post(H, "Votes cast: 3/9", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "living-majority-line-between",
        post(H, "Bramble (2): Juno, Ivo", "Living: 9, majority 5", "Lark (1): Ember"),
        BJI,
    ),
    (
        "living-majority-first",
        post(
            H,
            "Living: 9, majority 5",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting: Lark, Wren77",
        ),
        BJI,
    ),
    (
        "alive-count-line",
        post(H, "9 alive, 5 to lynch", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "majority-equals-line",
        post(H, "Majority = 5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "votes-cast-of-living",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "3 of 9 living players have voted",
            "Not voting: Lark, Wren77",
        ),
        BJI,
    ),
    (
        "deadline-line-between",
        post(H, "Deadline: Saturday 18:00 UTC", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    ("hammer-at-line", post(H, "Hammer at 5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "votes-cast-fraction-after",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Votes cast: 3 / Living: 9 / Majority: 5",
        ),
        BJI,
    ),
    (
        "cast-and-needed-between",
        cooked(VC, lines("Bramble (3): Juno, Ivo, Lark", "(2 more needed)", "Ember (1): Wren77")),
        BJIL,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_totals(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
