"""Layouts: a count continued over two posts ("(cont.)"), one voter a line under each
wagon, lines of the living, the majority and the deadline between wagons, numbered and
emoji-bulleted wagons, a mod's bracketed notes between or after wagons."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import EMOJI, MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.tenth.shapes import ms_list
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, ol, post, ul

H = MSB.format("Vote Count 3.1")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- continued over two posts ---------------------------------------------------------------
    (
        "cont-first-part",
        post(MSB.format("Vote Count 3.1 (part 1)"), "Bramble (2): Juno, Ivo", "(cont.)"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    (
        "cont-second-part",
        post(MSB.format("Vote Count 3.1 (cont.)"), "Lark (1): Ember", "Not voting: Wren77"),
        {"Lark": ("Ember",)},
    ),
    (
        "continued-word",
        post(MSB.format("Vote Count 3.1 continued"), "Lark (1): Ember"),
        {"Lark": ("Ember",)},
    ),
    (
        "cont-below",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "(continued in the next post)"),
        BJI,
    ),
    (
        "part-2-of-2",
        post(MSB.format("Vote Count 3.1 [2/2]"), "Lark (1): Ember"),
        {"Lark": ("Ember",)},
    ),
    # --- one voter a line -------------------------------------------------------------------------
    ("voters-under-colon", post(H, "Bramble (2):", "Juno", "Ivo", "Lark (1):", "Ember"), BJI),
    (
        "voters-under-dash-list",
        post(H, "Bramble - 2", "- Juno", "- Ivo", "Lark - 1", "- Ember"),
        BJI,
    ),
    ("voters-in-ul", H + "<br>Bramble (2)" + ul("Juno", "Ivo") + "Lark (1)" + ul("Ember"), BJI),
    ("voters-numbered", post(H, "Bramble (2)", "1. Juno", "2. Ivo", "Lark (1)", "1. Ember"), BJI),
    (
        "voters-arrow-lines",
        post(H, "Bramble (2)", "\u21b3 Juno", "\u21b3 Ivo", "Lark (1)", "\u21b3 Ember"),
        BJI,
    ),
    (
        "voters-discourse-lines",
        cooked(
            "<strong>Vote Count 3.1</strong>",
            lines("<strong>Bramble (2)</strong>", "Juno", "Ivo"),
            lines("<strong>Lark (1)</strong>", "Ember"),
        ),
        BJI,
    ),  # fmt: skip
    # --- the living, the majority and the deadline between wagons ----------------------------------
    (
        "with-alive-between",
        post(H, "Bramble (2): Juno, Ivo", "With 12 alive, 7 to lynch.", "Lark (1): Ember"),
        BJI,
    ),
    (
        "deadline-between",
        post(
            H, "Bramble (2): Juno, Ivo", "Deadline: Friday 18:00 GMT (in 2 days)", "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "majority-first",
        post(
            H,
            "Majority: 7 of 12",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Deadline in 48 hours",
        ),
        BJI,
    ),
    (
        "alive-list-after",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Alive (12): Bramble, Juno, Ivo, Lark, Ember, Wren77",
        ),
        BJI,
    ),
    (
        "hammer-at",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "It takes 7 votes to hammer.",
            "Day ends at 20:00 BST.",
        ),
        BJI,
    ),
    # --- numbered and emoji wagons --------------------------------------------------------------
    ("numbered-dot", post(H, "1. Bramble (3) - Juno, Ivo, Lark", "2. Ember (1) - Wren77"), BJIL),
    ("numbered-paren", post(H, "1) Bramble (3): Juno, Ivo, Lark", "2) Ember (1): Wren77"), BJIL),
    ("numbered-list", H + ol("Bramble (3) - Juno, Ivo, Lark", "Ember (1) - Wren77"), BJIL),
    (
        "ms-numbered-list",
        H + ms_list("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77", numbered=True),
        BJIL,
    ),
    (
        "emoji-bullets",
        post(
            H,
            f"{EMOJI.format('small_red_triangle')} Bramble (3): Juno, Ivo, Lark",
            f"{EMOJI.format('small_blue_diamond')} Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "unicode-bullets",
        post(H, "\U0001f534 Bramble (3): Juno, Ivo, Lark", "\U0001f535 Ember (1): Wren77"),
        BJIL,
    ),
    (
        "keycap-numbers",
        post(H, "1\ufe0f\u20e3 Bramble (3): Juno, Ivo, Lark", "2\ufe0f\u20e3 Ember (1): Wren77"),
        BJIL,
    ),
    (
        "star-bullets",
        post(H, "\u2605 Bramble (3): Juno, Ivo, Lark", "\u2606 Ember (1): Wren77"),
        BJIL,
    ),
    ("hash-numbered", post(H, "#1 Bramble (3): Juno, Ivo, Lark", "#2 Ember (1): Wren77"), BJIL),
    # --- a mod's bracketed notes ----------------------------------------------------------------
    (
        "note-doubled",
        post(H, "Bramble (3): Juno, Ivo, Lark", "[Lark's vote is doubled]", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "note-after-wagon",
        post(
            H,
            "Bramble (3): Juno, Ivo, Lark [Ivo's vote came in after the deadline]",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "note-mod-tag",
        post(
            H,
            "Bramble (3): Juno, Ivo, Lark",
            "[Mod note: Wren77 is V/LA until Sunday]",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "note-italic-brackets",
        post(
            H,
            "Bramble (3): Juno, Ivo, Lark",
            "<i>(Juno's vote counts as two)</i>",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "note-xf",
        xf(
            "Vote Count 3.1",
            "Bramble (3): Juno, Ivo, Lark",
            "[Ember cannot vote today]",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "note-bullet-list",
        H
        + ul("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")
        + "[Note: votes after the deadline do not count]",
        BJIL,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_layouts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
