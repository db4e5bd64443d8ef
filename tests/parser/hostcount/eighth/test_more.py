"""The eighth zoo, a second batch: times written without brackets or in other forms
("Juno 12:04", "Juno (12h04)", "[12:04] Juno -> Ivo"), voters one a line under a
wagon drawn as a tree ("\u251c Juno", "\u2514 Ivo", "\u21b3 Juno", "\u00bb Juno"), more arrows from the
voters to the wagon ("\u21d0", "\u27f5", "<="), dotted leaders, wagon blocks of key and value
("Wagon: Ivo", "Voters: Juno, Lark"), a wagon's total on its own line."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 6.2")
VC = "<strong>Vote Count 6.2</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- times in other forms --------------------------------------------------------------------
    (
        "time-bare-after-voter",
        post(H, "Bramble (2): Juno 12:04, Ivo 13:10", "Lark (1): Ember 09:55"),
        BJI,
    ),
    ("time-at-tight", post(H, "Bramble (2): Juno@12:04, Ivo@13:10", "Lark (1): Ember@09:55"), BJI),
    (
        "time-french-h",
        post(H, "Bramble (2): Juno (12h04), Ivo (13h10)", "Lark (1): Ember (9h55)"),
        BJI,
    ),
    (
        "time-dotted",
        post(H, "Bramble (2): Juno (12.04), Ivo (13.10)", "Lark (1): Ember (09.55)"),
        BJI,
    ),
    (
        "time-with-zone-square",
        post(H, "Bramble (2): Juno [12:04 GMT], Ivo [13:10 GMT]", "Lark (1): Ember [09:55 GMT]"),
        BJI,
    ),
    (
        "time-day-at",
        post(
            H,
            "Bramble (2): Juno (Day 2 at 12:04), Ivo (Day 2 at 13:10)",
            "Lark (1): Ember (Day 2 at 09:55)",
        ),
        BJI,
    ),
    (
        "time-post-and-time",
        post(
            H, "Bramble (2): Juno (#312, 12:04), Ivo (#318, 13:10)", "Lark (1): Ember (#301, 09:55)"
        ),
        BJI,
    ),
    (
        "time-first-voters-first",
        post(
            H,
            "[12:04] Juno \u2192 Bramble",
            "[13:10] Ivo \u2192 Bramble",
            "[09:55] Ember \u2192 Lark",
        ),
        BJI,
    ),
    (
        "time-mentions-bare",
        cooked(
            VC,
            lines(
                f"Bramble (2): {mention('Juno')} 12:04, {mention('Ivo')} 13:10",
                f"Lark (1): {mention('Ember')} 09:55",
            ),
        ),
        BJI,
    ),
    # --- voters one a line, drawn as a tree ---------------------------------------------------------
    (
        "tree-box-drawing",
        post(H, "Bramble (2)", "\u251c Juno", "\u2514 Ivo", "Lark (1)", "\u2514 Ember"),
        BJI,
    ),
    (
        "tree-box-drawing-dashes",
        post(
            H,
            "Bramble (2)",
            "\u251c\u2500 Juno",
            "\u2514\u2500 Ivo",
            "Lark (1)",
            "\u2514\u2500 Ember",
        ),
        BJI,
    ),
    (
        "tree-hook-arrow",
        post(H, "Bramble (2)", "\u21b3 Juno", "\u21b3 Ivo", "Lark (1)", "\u21b3 Ember"),
        BJI,
    ),
    (
        "tree-guillemet-bullets",
        post(H, "Bramble (2)", "\u00bb Juno", "\u00bb Ivo", "Lark (1)", "\u00bb Ember"),
        BJI,
    ),
    ("tree-ascii-pipes", post(H, "Bramble (2)", "|- Juno", "|- Ivo", "Lark (1)", "|- Ember"), BJI),
    (
        "tree-backtick-corner",
        post(H, "Bramble (2)", "`- Juno", "`- Ivo", "Lark (1)", "`- Ember"),
        BJI,
    ),
    (
        "tree-names-only-heading",
        heading(2, "Vote Count 6.2")
        + cooked(
            lines(
                "<strong>Bramble</strong>",
                "\u251c Juno",
                "\u2514 Ivo",
                "<strong>Lark</strong>",
                "\u2514 Ember",
            )
        ),
        BJI,
    ),
    # --- arrows from the voters to the wagon --------------------------------------------------------
    ("arrow-left-double", post(H, "Bramble (2) \u21d0 Juno, Ivo", "Lark (1) \u21d0 Ember"), BJI),
    ("arrow-left-long", post(H, "Bramble (2) \u27f5 Juno, Ivo", "Lark (1) \u27f5 Ember"), BJI),
    (
        "arrow-left-ascii-equals",
        cooked(VC, lines("Bramble (2) &lt;= Juno, Ivo", "Lark (1) &lt;= Ember")),
        BJI,
    ),
    (
        "arrow-left-ascii-double",
        cooked(VC, lines("Bramble (2) &lt;&lt; Juno, Ivo", "Lark (1) &lt;&lt; Ember")),
        BJI,
    ),
    ("arrow-left-heavy", post(H, "Bramble (2) \u2b05 Juno, Ivo", "Lark (1) \u2b05 Ember"), BJI),
    # --- dotted leaders, blocks of key and value, a total on its own line ---------------------------
    (
        "dotted-leader",
        post(
            H, "Bramble .......... 2 .......... Juno, Ivo", "Lark ............. 1 .......... Ember"
        ),
        BJI,
    ),
    (
        "dotted-leader-colon",
        post(H, "Bramble (2) ....... Juno, Ivo", "Lark (1) .......... Ember"),
        BJI,
    ),
    (
        "key-value-blocks",
        post(H, "Wagon: Bramble", "Voters: Juno, Ivo", "", "Wagon: Lark", "Voters: Ember"),
        BJI,
    ),
    (
        "key-value-blocks-with-total",
        post(
            H,
            "Player: Bramble",
            "Votes: 2",
            "Voted by: Juno, Ivo",
            "",
            "Player: Lark",
            "Votes: 1",
            "Voted by: Ember",
        ),
        BJI,
    ),
    (
        "total-on-own-line",
        post(
            H,
            MSB.format("Bramble"),
            "2 votes",
            "Juno, Ivo",
            "",
            MSB.format("Lark"),
            "1 vote",
            "Ember",
        ),
        BJI,
    ),
    ("total-line-then-voters", post(H, "Bramble", "(2) Juno, Ivo", "Lark", "(1) Ember"), BJI),
    (  # review19b: the voters one a line below the total (was Lark's wagon alone)
        "total-on-own-line-voters-one-a-line",
        post(H, "Bramble", "2 votes", "Juno", "Ivo", "Lark", "1 vote", "Ember"),
        BJI,
    ),
    (
        "wagon-then-count-word-line",
        cooked(
            VC,
            lines("<strong>Bramble</strong> \u2014 3 votes", "Juno, Ivo, Lark"),
            lines("<strong>Ember</strong> \u2014 1 vote", "Wren77"),
        ),
        BJIL,
    ),
    (
        "cjk-brackets-total",
        post(H, "Bramble \u30102\u3011 Juno, Ivo", "Lark \u30101\u3011 Ember"),
        BJI,
    ),
    ("double-colon", post(H, "Bramble (2) :: Juno :: Ivo", "Lark (1) :: Ember"), BJI),
    ("quoted-voter-names", post(H, 'Bramble (2): "Juno", "Ivo"', 'Lark (1): "Ember"'), BJI),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
