"""The seventh zoo's layouts: counts in code boxes with aligned columns (phpBB, Discourse,
XenForo, vBulletin), tables with no header row, a count posted as an edit of the day's
start post under a horizontal rule, the count's number on its first wagon line, totals
written as fractions of the living, emoji bullets."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI, BJIL, code
from tests.parser.hostcount.seventh.shapes import HR, vb, vb_code, xf, xf_code, xf_table
from tests.parser.hostcount.zoo import NL, B, check, post, table, ul

H = MSB.format("Vote Count 2.7")
VC = "<strong>Vote Count 2.7</strong>"
START = (
    MSB.format("Day 2 has begun!"),
    "Living players: Bramble, Juno, Ivo, Lark, Ember, Wren77",
    "With 6 alive it takes 4 to lynch.",
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- code boxes with aligned columns --------------------------------------------------------
    (
        "code-columns-spaces-only",
        post(H) + code("Bramble   2   Juno Ivo", "Lark      1   Ember"),
        BJI,
    ),
    (
        "code-columns-total-last",
        post(H) + code("Bramble : Juno, Ivo      (2)", "Lark    : Ember          (1)"),
        BJI,
    ),
    (
        "code-columns-voters-first-colons",
        post(H) + code("Juno   : Bramble", "Ivo    : Bramble", "Ember  : Lark", "Lark   : -"),
        BJI,
    ),
    (
        "code-ascii-box-lines",
        post(H)
        + code(
            "+---------+-------+-----------+",
            "| Wagon   | Votes | Voters    |",
            "+---------+-------+-----------+",
            "| Bramble |   2   | Juno, Ivo |",
            "| Lark    |   1   | Ember     |",
            "+---------+-------+-----------+",
        ),
        BJI,
    ),
    (
        "discourse-pre-tabs",
        cooked(VC) + "<pre><code>Bramble\t(2)\tJuno, Ivo\nLark\t(1)\tEmber\n</code></pre>",
        BJI,
    ),
    (
        "discourse-pre-lang-text-heading-inside",
        '<pre><code class="lang-plaintext">VOTE COUNT 2.7\n\nBramble  [2]  Juno, Ivo\n'
        "Lark     [1]  Ember\n\nNot voting: Wren77\n</code></pre>",
        BJI,
    ),
    (
        "xenforo-code-box",
        xf("<b>Vote Count 2.7</b>") + xf_code("Bramble (2) - Juno, Ivo", "Lark (1) - Ember"),
        BJI,
    ),
    (
        "vbulletin-code-box",
        vb("<b>Vote Count 2.7</b>") + vb_code("Bramble (2) - Juno, Ivo", "Lark (1) - Ember"),
        BJI,
    ),
    # --- tables with no header row ------------------------------------------------------------
    (
        "table-one-voter-a-cell",
        post(H, table(("Bramble", "Juno", "Ivo"), ("Lark", "Ember", ""))),
        BJI,
    ),
    (
        "table-total-cell-first-voters-cells",
        post(H, table(("2", "Bramble", "Juno", "Ivo"), ("1", "Lark", "Ember", ""))),
        BJI,
    ),
    (
        "table-wagon-total-in-cell",
        post(H, table(("Bramble (2)", "Juno, Ivo"), ("Lark (1)", "Ember"))),
        BJI,
    ),
    (
        "table-not-voting-last-row",
        post(
            H,
            table(
                ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), ("Not voting", "1", "Wren77")
            ),
        ),
        BJI,
    ),
    (
        "xenforo-table-bare",
        xf("<b>Vote Count 2.7</b>")
        + xf_table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")),
        BJI,
    ),
    # --- an edit of the day's start post ----------------------------------------------------
    (
        "edit-under-hr-with-heading",
        post(*START) + HR + post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-under-hr-edit-label",
        post(*START)
        + HR
        + post("<b>EDIT:</b> vote count", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-label-with-time",
        post(
            *START,
            "",
            "<i>Edit 14:05:</i> Votes so far:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "edit-hr-cooked",
        cooked("<strong>Day 2 has begun!</strong>", "With 6 alive it takes 4 to eliminate.")
        + "<hr>"
        + cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "edit-hr-count-above-start-text",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember") + HR + post(*START),
        BJI,
    ),
    # --- the count's number on its first wagon line -------------------------------------------
    (
        "number-then-first-wagon",
        post("<b>Vote Count 2.7:</b> Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "vc-dash-first-wagon",
        post("VC 2.7 \u2014 Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "bare-number-first-wagon",
        post("[2.7] Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "vote-count-bold-first-wagon-no-colon",
        post(B.format("Vote Count 2.7") + " Bramble - Juno, Ivo", "Lark - Ember"),
        BJI,
    ),
    # --- totals as fractions of the living ------------------------------------------------------
    (
        "fraction-after-name-no-brackets",
        post(H, "Bramble 2/6: Juno, Ivo", "Lark 1/6: Ember"),
        BJI,
    ),
    (
        "fraction-at-line-end",
        post(H, "Bramble: Juno, Ivo \u2014 2/6", "Lark: Ember \u2014 1/6"),
        BJI,
    ),
    (
        "fraction-with-spaces-and-of",
        post(H, "Bramble [2 of 4]: Juno, Ivo", "Lark [1 of 4]: Ember"),
        BJI,
    ),
    (
        "fraction-three-of-four-hammer",
        post(H, "Bramble 3/4 - Juno, Ivo, Lark", "Ember 1/4 - Wren77"),
        BJIL,
    ),
    # --- emoji bullets --------------------------------------------------------------------------
    (
        "emoji-ballot-bullets",
        post(H, "\U0001f5f3\ufe0f Bramble (2): Juno, Ivo", "\U0001f5f3\ufe0f Lark (1): Ember"),
        BJI,
    ),
    (
        "emoji-red-circle-bullets-ul",
        post(H, ul("\U0001f534 Bramble (2): Juno, Ivo", "\U0001f7e0 Lark (1): Ember")),
        BJI,
    ),
    (
        "emoji-keycap-ranks",
        post(H, "1\ufe0f\u20e3 Bramble (2): Juno, Ivo", "2\ufe0f\u20e3 Lark (1): Ember"),
        BJI,
    ),
    (
        "emoji-after-wagon",
        post(H, "Bramble \U0001f525 (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "emoji-pointing-no-lynch",
        post(H, "\U0001f449 Bramble (2): Juno, Ivo", "\U0001f449 No Lynch (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "vbulletin-lines",
        vb("<b>Vote Count 2.7</b>", "", "<b>Bramble</b> (2): Juno, Ivo", "<b>Lark</b> (1): Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_layouts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
