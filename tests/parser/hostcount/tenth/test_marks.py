"""The tenth zoo's marks: coloured names and wagons (red for L-1, a colour a team), bars
of blocks or strokes beside the total, "Alive (12), majority 7" headers in several styles,
long "Not voting" lists."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import VB_RED, xf
from tests.parser.hostcount.tenth.shapes import COLOR, red
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 4.2")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
BLUE = "#0000FF"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- colours --------------------------------------------------------------------------------
    (
        "red-wagon-l1",
        post(H, red("Bramble (3): Juno, Ivo, Lark") + " (L-1)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "red-wagon-name-only",
        post(H, red(MSB.format("Bramble")) + " (3): Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "coloured-voters",
        post(
            H,
            f"Bramble (2): {COLOR.format(BLUE, 'Juno')}, {COLOR.format('green', 'Ivo')}",
            f"Lark (1): {COLOR.format('#800080', 'Ember')}",
        ),
        BJI,
    ),
    (
        "coloured-each-name-and-total",
        post(
            H,
            f"{COLOR.format(BLUE, 'Bramble')} {COLOR.format('gray', '(2)')}: Juno, Ivo",
            f"{COLOR.format(BLUE, 'Lark')} {COLOR.format('gray', '(1)')}: Ember",
        ),
        BJI,
    ),
    (
        "vb-red-wagon",
        xf("Vote Count 4.2", VB_RED.format("Bramble (3) - Juno, Ivo, Lark"), "Ember (1) - Wren77"),
        BJIL,
    ),
    (
        "red-hammer-legend",
        post(H, "(red = L-1)", red("Bramble (3): Juno, Ivo, Lark"), "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "discourse-colour-span",
        cooked(
            lines(
                "Vote Count 4.2",
                '<span style="color:#ff0000">Bramble</span> (2): Juno, Ivo',
                "Lark (1): Ember",
            )
        ),
        BJI,
    ),
    # --- bars -------------------------------------------------------------------------------------
    (
        "blocks-then-total",
        post(H, "Bramble \u2588\u2588\u2588 3 (Juno, Ivo, Lark)", "Ember \u2588 1 (Wren77)"),
        BJIL,
    ),
    ("strokes-total", post(H, "Bramble || (2) Juno, Ivo", "Lark | (1) Ember"), BJI),
    (
        "strokes-four",
        post(H, "Bramble |||| 4 - Juno, Ivo, Lark, Wren77", "Ember | 1 - Mr. Pebble"),
        {"Bramble": ("Juno", "Ivo", "Lark", "Wren77"), "Ember": ("Mr. Pebble",)},
    ),
    ("blocks-colon", post(H, "Bramble: \u2588\u2588 Juno, Ivo", "Lark: \u2588 Ember"), BJI),
    (
        "squares-after",
        post(
            H,
            "Bramble (2) \u25a0\u25a0\u25a1\u25a1 Juno, Ivo",
            "Lark (1) \u25a0\u25a1\u25a1\u25a1 Ember",
        ),
        BJI,
    ),
    ("hashes-bar", post(H, "Bramble [##---] Juno, Ivo", "Lark [#----] Ember"), BJI),
    ("equals-bar", post(H, "Bramble ==== 2 ==== Juno, Ivo", "Lark == 1 == Ember"), BJI),
    # --- headers of the living and the majority ---------------------------------------------------
    (
        "alive-majority-comma",
        post(H, "Alive (9), majority 5", "", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "players-alive-to-lynch",
        post(H, "9 players alive, 5 votes to lynch", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "living-slash-majority",
        post(H, "Living: 9 / Majority: 5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "majority-brackets-heading",
        post(
            MSB.format("Vote Count 4.2 (9 alive, 5 to eliminate)"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "majority-after-count",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "With 9 alive, 5 is majority."),
        BJI,
    ),
    (
        "alive-list-above",
        post(
            H,
            "Alive (9): Bramble, Juno, Ivo, Lark, Ember, Wren77, Quill-Tide, Mr. Pebble, Sable Fox",
            "Majority: 5",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "hammer-at-header",
        post(H, "[9 alive | hammer at 5]", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "xf-alive-majority",
        xf(
            "Vote Count 4.2", "Alive: 9 -- Majority: 5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"
        ),
        BJI,
    ),
    # --- long "Not voting" lists ------------------------------------------------------------------
    (
        "not-voting-long",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting (5): Wren77, Quill-Tide, Mr. Pebble, Sable Fox, Kestrel Moon",
        ),
        BJI,
    ),
    (
        "not-voting-one-a-line",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Not voting (4):",
            "Wren77",
            "Quill-Tide",
            "Mr. Pebble",
            "Sable Fox",
        ),
        BJI,
    ),
    (
        "not-voting-list-items",
        H
        + "<ul><li>Bramble (2): Juno, Ivo</li><li>Lark (1): Ember</li></ul>"
        + "Not voting:<ul><li>Wren77</li><li>Quill-Tide</li><li>Mr. Pebble</li></ul>",
        BJI,
    ),
    (
        "not-voting-first",
        post(
            H,
            "Not voting (3): Wren77, Quill-Tide, Mr. Pebble",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_marks(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
