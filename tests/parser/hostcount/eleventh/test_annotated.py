"""Wagons annotated with their marks: "(3, L-2)", "- 4 - HAMMERED", "(L-1!)", "(tied)",
"(needs 2 more)", a hammer emoji, "LYNCHED"; and no-elimination wagons written "No
lynch", "No elimination", "Sleep", "NL", "Abstain", in phpBB, Discourse, vBulletin and
XenForo markup."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import EMOJI, MSB, cooked, lines, mention
from tests.parser.hostcount.seventh.shapes import VB_RED, xf
from tests.parser.hostcount.tenth.shapes import red
from tests.parser.hostcount.zoo import NL, check, post

H = MSB.format("Vote Count 2.6")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
BJIL4 = {"Bramble": ("Juno", "Ivo", "Lark", "Ember"), "Wren77": ("Mr. Pebble",)}
TIED = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("total-and-l", post(H, "Bramble (3, L-2): Juno, Ivo, Lark", "Ember (1, L-4): Wren77"), BJIL),
    (
        "dash-total-hammered",
        post(H, "Bramble - 4 - HAMMERED - Juno, Ivo, Lark, Ember", "Wren77 - 1 - Mr. Pebble"),
        BJIL4,
    ),
    (
        "hammered-colon",
        post(H, "Bramble - 4 - HAMMERED: Juno, Ivo, Lark, Ember", "Wren77 - 1: Mr. Pebble"),
        BJIL4,
    ),
    ("l1-bang", post(H, "Bramble (L-1!): Juno, Ivo, Lark", "Ember (L-3): Wren77"), BJIL),
    ("total-l1-bangs", post(H, "Bramble [3] (L-1!!) Juno, Ivo, Lark", "Ember [1] Wren77"), BJIL),
    (
        "dashed-l1",
        post(H, "Bramble (3) \u2014 L-1 \u2014 Juno, Ivo, Lark", "Ember (1) \u2014 Wren77"),
        BJIL,
    ),
    (
        "slash-total-l",
        post(H, "Bramble (3/5, L-2): Juno, Ivo, Lark", "Ember (1/5, L-4): Wren77"),
        BJIL,
    ),
    ("tied", post(H, "Bramble (2, tied): Juno, Ivo", "Lark (2, tied): Ember, Wren77"), TIED),
    ("tied-caps", post(H, "Bramble (2) [TIED] Juno, Ivo", "Lark (2) [TIED] Ember, Wren77"), TIED),
    (
        "lynched-word",
        post(H, "Bramble (4) - LYNCHED: Juno, Ivo, Lark, Ember", "Wren77 (1): Mr. Pebble"),
        BJIL4,
    ),
    (
        "hammer-emoji",
        post(H, f"Bramble (3) {EMOJI.format('hammer')}: Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    ("hammer-unicode", post(H, "Bramble (3) \U0001f528 Juno, Ivo, Lark", "Ember (1) Wren77"), BJIL),
    (
        "needs-more",
        post(H, "Bramble (3) (needs 2 more): Juno, Ivo, Lark", "Ember (1) (needs 4 more): Wren77"),
        BJIL,
    ),
    (
        "of-needed",
        post(H, "Bramble (3 of 5 needed): Juno, Ivo, Lark", "Ember (1 of 5 needed): Wren77"),
        BJIL,
    ),
    (
        "votes-then-l",
        post(
            H, "Bramble: 3 votes (L-2) \u2014 Juno, Ivo, Lark", "Ember: 1 vote (L-4) \u2014 Wren77"
        ),
        BJIL,
    ),
    ("leading-word", post(H, "Bramble (3) (leading): Juno, Ivo, Lark", "Ember (1): Wren77"), BJIL),
    (
        "red-l1-bang",
        post(H, red("Bramble (3) L-1!") + ": Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    ("double-colon", post(H, "Bramble (3) :: Juno, Ivo, Lark", "Ember (1) :: Wren77"), BJIL),
    (
        "discourse-mentions-l",
        cooked(
            "<strong>Vote Count 2.6</strong>",
            lines(
                f"<strong>Bramble</strong> (3, L-2) \u2014 {mention('Juno')}, {mention('Ivo')}, {mention('Lark')}",
                f"<strong>Ember</strong> (1, L-4) \u2014 {mention('Wren77')}",
            ),
        ),
        BJIL,
    ),  # fmt: skip
    (
        "xf-bracket-l",
        xf("Vote Count 2.6", "Bramble (3) [L-2]: Juno, Ivo, Lark", "Ember (1) [L-4]: Wren77"),
        BJIL,
    ),
    (
        "vb-red-hammer",
        xf(
            "Vote Count 2.6",
            VB_RED.format("Bramble - 4 - HAMMER") + " - Juno, Ivo, Lark, Ember",
            "Wren77 - 1 - Mr. Pebble",
        ),
        BJIL4,
    ),
    # --- no elimination -------------------------------------------------------------------------
    (
        "no-lynch",
        post(H, "No lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-elimination-l",
        post(H, "No Elimination (2, L-3): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "sleep-wagon",
        post(H, "Lark (1): Ember", "Sleep (2): Juno, Ivo"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "nl-short",
        post(H, "NL - 2 - Juno, Ivo", "Lark - 1 - Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "abstain-wagon",
        post(H, "Lark [1] Ember", "Abstain [2] Juno, Ivo"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-caps-bold",
        post(H, MSB.format("NO LYNCH") + " (2): Juno, Ivo", MSB.format("Lark") + " (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-exile-discourse",
        cooked("Vote Count 2.6", lines("No exile (2): Juno, Ivo", "Lark (1): Ember")),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_annotated(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
